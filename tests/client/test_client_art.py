"""The client draws the game's own art (sprites/) and plays its own sounds (sounds/)."""
import pygame

from client import art, assets
from client.sfx import EFFECTS


def test_every_sound_effect_names_a_sound_in_the_manifest():
    sounds = assets.manifest("sounds")
    assert not [name for name, (sound, _, _) in EFFECTS.items() if sound not in sounds]
    # the moments the issue lists each have their sound
    for effect in ("buy", "play", "hit", "defeat", "battle", "dice", "push", "pit", "crowd", "win"):
        assert effect in EFFECTS


def test_scaled_sprites_and_panels_are_cached_at_the_size_asked(make_app):
    make_app()
    coin = art.icon("coin", 20)
    assert coin.get_size() == (20, 20) and art.icon("coin", 20) is coin
    frame = art.panel((300, 120), corner=10)
    assert frame.get_size() == (300, 120) and art.panel((300, 120), corner=10) is frame
    for seat in range(6):
        assert art.seat_marker(seat, 18).get_size() == (18, 18)
    regions = art.card_regions("card_forglory_income", (100, 140))
    assert regions["title"].right <= 100 and regions["text"].bottom <= 140


def test_card_faces_are_drawn_on_their_type_frame(make_app):
    from client.games.forglory.faces import FRAME
    from client.games.forglory.text import card_def
    from client.table.session import GameSession, Seat

    app = make_app()

    session = GameSession.new("forglory", {"seats": 3, "champions": "off"},
                              [Seat("A", "human"), Seat("B", "bot:easy"), Seat("C", "bot:easy")], seed=3)
    app.play(session)
    for _ in range(3):
        app.step()
    table = next(s for s in app.scenes if hasattr(s, "pen"))
    name = "Denarius"
    assert card_def(name).type == "income"
    face = table.pen.face(name, 104, 138, detail=True)
    frame = art.image(FRAME["income"], face.get_size())
    # the frame's rim shows at the corners of the face (the frame is under the text)
    for corner in ((2, face.get_height() // 2), (face.get_width() - 3, face.get_height() // 2)):
        assert face.get_at(corner) == frame.get_at(corner)
    assert table.pen.face(name, 104, 138, detail=True) is face  # cached per size
    assert isinstance(face, pygame.Surface)
