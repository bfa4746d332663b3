"""Every Gladiatores screen a newcomer meets, measured: each label drawn fits its box (no text
clipped, none outside its region of the table, none under a button, every button's label inside
the button); the log's words (forced passes, possessives, plurals); the spectator view (viewer
None: no hand drawn, nothing private); a bots-only game reaching the results with no input."""
import sys
import time
from pathlib import Path
from typing import NamedTuple

import pygame
import pytest
from table_driver import FRAME

from client import paint
from client.games.gladiatores.layout import ARENA, HAND, LOG, ME, PROMPT, TOP
from client.games.gladiatores.summary import EventSummaryScene
from client.games.gladiatores.table import GladiatoresTable
from client.games.gladiatores.text import Words
from client.scenes.results import ResultsScene
from client.table.session import GameSession, Seat
from engine.core import Event

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from screenshots_gladiatores import (  # noqa: E402
    betting_position,
    discard_position,
    event_won,
    exchange_position,
    find_position,
    find_transition,
    outbid_position,
    session_at,
    table_for,
    tactics_position,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
BOT_STALL = 120.0


class Label(NamedTuple):
    words: str
    rect: pygame.Rect
    width: int          # rendered width (px)
    room: int | None    # the width it was given (px), if any


@pytest.fixture
def labels(monkeypatch):
    """Every text the Gladiatores screens draw through ``paint.text``, as rendered."""
    drawn: list[Label] = []
    original = paint.text

    def moves(app, surface, words, role, colour, pos, *, anchor="topleft", max_width=None, shrink=0.75):
        rect = original(app, surface, words, role, colour, pos, anchor=anchor, max_width=max_width, shrink=shrink)
        room = None if max_width is None else app.layout.length(max_width)
        image = app.theme.text(words, role, colour, app.layout, max_width=room, shrink=shrink)
        drawn.append(Label(words, rect.copy(), image.get_width(), room))
        return rect

    monkeypatch.setattr(paint, "text", moves)
    return drawn


def turn_with_hidden_tactics(state) -> bool:
    d = state.to_decide()
    return (d is not None and d.seat == 0 and d.kind == "turn" and state.tactics_chosen[0] is not None
            and not state.tactics_shown[0] and len(state.tactics_chosen[0]) >= 12)


def assert_labels_fit(app, table, drawn, where):
    layout = app.layout
    regions = [layout.rect(r).inflate(2, 2) for r in (TOP, ARENA, PROMPT, HAND, ME, LOG)]
    if isinstance(app.top, EventSummaryScene):
        regions = [layout.rect(app.top.panel)]
    buttons = [b for b in table.buttons.widgets if b.rect.left >= 0]
    screen = app.surface.get_rect()
    for label in drawn:
        assert label.room is None or label.width <= label.room, f"{where}: {label.words!r} is clipped"
        assert any(r.contains(label.rect) for r in regions), f"{where}: {label.words!r} leaves its box {label.rect}"
        assert screen.contains(label.rect), f"{where}: {label.words!r} leaves the window"
        if not isinstance(app.top, EventSummaryScene):
            for b in buttons:
                assert not b.screen_rect(layout).colliderect(label.rect), \
                    f"{where}: {label.words!r} lies under the {b.text!r} button"
    for b in buttons + [b for _, b in table.picking.menu_buttons]:
        assert b.label_fits(layout, app.theme), f"{where}: the button label {b.text!r} does not fit"


def screens():
    """(name, seats, position test, options) of the table screens measured."""
    return [
        ("market", 3, outbid_position, None),
        ("betting", 4, betting_position, None),
        ("tactics", 3, tactics_position, None),
        ("exchange", 3, exchange_position, None),
        ("turn", 3, discard_position, None),
        ("reveal", 3, turn_with_hidden_tactics, None),
        ("quickplay", 2, lambda s: s.to_decide() is not None and s.to_decide().seat == 0 and s.phase == "ready",
         {"mode": "quickplay"}),
    ]


@pytest.mark.parametrize("name,seats,want,options", screens(), ids=[s[0] for s in screens()])
def test_every_label_fits_its_box(make_app, labels, name, seats, want, options):
    app = make_app()
    for viewer in ((0,), ()):
        session = session_at(*find_position(seats, want, options=options), human_seats=viewer)
        table = table_for(app, session)
        app.to_title()
        app.push(table)
        app.step([], dt=FRAME)
        labels.clear()
        app.step([], dt=FRAME)
        assert labels, "nothing was drawn"
        assert_labels_fit(app, table, labels, f"{name} (viewer {session.viewer})")


def test_the_reveal_button_leaves_the_tactics_name_whole(make_app, labels):
    app = make_app()
    session = session_at(*find_position(3, turn_with_hidden_tactics))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    labels.clear()
    app.step([], dt=FRAME)
    name = session.state.tactics_chosen[0]
    line = next(label for label in labels if label.words == f"Tactics: {name}")
    assert table.reveal_button.rect.left > 0
    assert not table.reveal_button.screen_rect(app.layout).colliderect(line.rect)
    assert line.room is None or line.width <= line.room


def test_event_summary_labels_fit_and_quickplay_drops_bet_and_bank(make_app, labels):
    app = make_app()
    moves, state, events, action = find_transition(4, event_won)
    session = session_at(moves, state, events)
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    table.play(action)
    app.step([], dt=FRAME)
    assert isinstance(app.top, EventSummaryScene)
    labels.clear()
    app.top.draw_content(app.surface)
    assert "Bet" in [label.words for label in labels] and "Bank" in [label.words for label in labels]
    assert_labels_fit(app, table, labels, "event summary")


def test_log_words_forced_pass_possessives_and_plurals():
    me = Words(["Livia", "Marcus"], None, 0)
    forced = me.sentence(Event.make("passed", seat=0, forced=True))
    assert "nothing in your hand can break it" in forced.lower() and "You pass" not in forced
    assert me.sentence(Event.make("passed", seat=0)) == "You pass: the top card stands."
    assert me.sentence(Event.make("passed", seat=1, forced=None)) == "Marcus passes: the top card stands."
    ready = me.sentence(Event.make("gladiator_ready", seat=0, gladiator="Verus", life=5, favour=2))
    assert ready == "Your Verus is ready: 5 life, 2 favour."
    assert me.sentence(Event.make("gladiator_ready", seat=1, gladiator="Verus", life=5, favour=2)) == \
        "Marcus's Verus is ready: 5 life, 2 favour."
    assert me.sentence(Event.make("cards_drawn", seat=1, count=1, deck="attack")) == "Marcus draws 1 Attack card."
    assert me.sentence(Event.make("wounded", seat=1, wounds=1, life=3)) == "Marcus takes 1 wound (3 life left)."
    assert me.sentence(Event.make("gladiator_defeated", seat=0, gladiator="Verus", by=1)) == \
        "Your Verus is defeated by Marcus!"


def test_a_forced_pass_reads_as_automatic_in_the_window_log(make_app):
    """With the engine's ``forced`` field (seam 6) the passing seat's log says why it passed."""
    app = make_app()
    session = session_at(*find_position(3, exchange_position))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    session.events.append(Event.make("passed", seat=0, forced=True))
    line = table.log.lines()[-1]
    assert line == "Nothing in your hand can break it: the top card stands."


def test_every_card_of_the_exchange_tells_its_text_under_the_mouse(make_app):
    """The exchange's cards are drawn small and overlapping, too small to read whole: each one, not
    only the top card, answers the mouse with its full text (and right-click zoom)."""
    from client.games.gladiatores.text import card_text

    app = make_app()
    session = session_at(*find_position(3, exchange_position))
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    pile = [(rect, thing) for rect, thing, zone in table.hits if zone == "pile"]
    stack = table.observation()["stack"]
    assert len(pile) == len(stack) >= 3
    for rect, thing in pile:
        shown = rect.midleft[0] + 3, rect.centery     # the strip left of the next card is always visible
        assert table.input.thing_at(shown) == (thing, "pile")
        assert card_text(thing) in table.tooltip_text(thing)


def test_a_card_face_too_small_for_its_text_ends_with_an_ellipsis(make_app, monkeypatch):
    """A face cut short says so: its last row ends with "…" (inside the card), never half a sentence."""
    from client.games.gladiatores import faces
    from client.games.gladiatores.text import content, effect_lines

    app = make_app()
    drawn = []
    original = app.theme.text

    def noted(words, role, *args, **kwargs):
        image = original(words, role, *args, **kwargs)
        drawn.append((words, image.get_width()))
        return image

    monkeypatch.setattr(app.theme, "text", noted)
    name = max(content().cards, key=lambda n: len(" ".join(effect_lines(n))))   # the longest text
    faces.render_face(app.theme, app.layout, name, 100, 116)
    last_words, width = drawn[-1]
    assert last_words.endswith("…") and width <= app.layout.length(100)
    drawn.clear()
    faces.render_face(app.theme, app.layout, name, 124, 240)    # a hand-sized face: the whole text, no "…"
    assert not any(words.endswith("…") for words, _ in drawn)




def test_an_exchange_cards_title_stays_clear_of_its_owners_mark(make_app):
    """The owner's mark sits at the top-right corner of each exchange card: the title is fitted
    left of it (the face leaves that corner of its title band as bare as the frame)."""
    from client import art
    from client.games.gladiatores import faces
    from client.games.gladiatores.ring import MARK
    from client.games.gladiatores.text import card_def, content
    from client.games.gladiatores.text import title as card_title

    app = make_app()
    layout = app.layout
    name = max(content().cards, key=lambda n: len(card_title(n)))     # the longest title
    size = layout.length(100), layout.length(116)
    bare = art.image(faces.frame(card_def(name).type), size)
    band = art.card_regions(faces.frame(card_def(name).type), size)["title"]
    corner = pygame.Rect(band.right - layout.length(MARK), band.top, layout.length(MARK), band.height)

    def inked(face):
        return sum(face.get_at((x, y)) != bare.get_at((x, y))
                   for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom))

    assert inked(faces.render_face(app.theme, layout, name, 100, 116)) > 0   # without room kept: the title runs on
    assert inked(faces.render_face(app.theme, layout, name, 100, 116, MARK)) == 0
def hand_ids(state):
    return {c for hand in state.hand for c in hand}


@pytest.mark.parametrize("want", [outbid_position, tactics_position, exchange_position, discard_position],
                         ids=["market", "tactics", "exchange", "turn"])
def test_the_spectator_view_shows_no_hand_and_nothing_private(make_app, labels, want):
    app = make_app()
    session = session_at(*find_position(3, want), human_seats=())
    assert session.viewer is None
    table = table_for(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    labels.clear()
    app.step([], dt=FRAME)
    assert not table.drawn_faces & hand_ids(session.state), "a hand card was drawn face up"
    assert not any(z == "hand" for _, _, z in table.hits)
    words = [label.words for label in labels]
    shown = "The gladiators in the market (your gladiator brings its own nine cards)" if want is outbid_position \
        else "Watching as a spectator: every hand is hidden."
    assert shown in words and "Spectator" in words
    assert not any(w.startswith("Tactics: ") and "face down" not in w for w in words
                   if not any(info["tactics_revealed"] for info in table.observation()["seats"]))
    for line in table.log.lines():
        assert not line.startswith("You ")


def test_a_bots_only_game_reaches_the_results_with_no_input(make_app):
    """Seam 8: nobody at the table, so every event summary goes on by itself (instant bots)."""
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    seats = [Seat("Marcus", "bot:random"), Seat("Aurelia", "bot:random"), Seat("Gaius", "bot:easy")]
    session = GameSession.new("gladiatores", {"seats": 3}, seats, 6)
    app.play(session)
    summaries = 0
    last, acted, waited = None, 0, 0.0
    while waited < BOT_STALL:
        start = time.monotonic()
        app.step([], dt=FRAME)
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, EventSummaryScene) and top is not last:
            summaries, last = summaries + 1, top
        if len(session.moves.actions) != acted:
            acted, waited = len(session.moves.actions), 0.0
        waited += time.monotonic() - start
        time.sleep(0.0005)
    assert isinstance(app.top, ResultsScene), f"stopped in {type(app.top).__name__}"
    won = sum(1 for e in session.events if e.type == "event_won")
    assert summaries == won >= 1, (summaries, won)
    assert not any(isinstance(s, GladiatoresTable) for s in app.scenes)


def test_an_open_bid_is_drawn_for_the_bidder_in_the_public_view(make_app, labels, monkeypatch):
    """Bids are open, so the table declares them public (no hand-off before a bid): with viewer
    None the market still shows the bidding human's quotes and names them."""
    assert "bid" in GladiatoresTable.public_kinds
    app = make_app()
    session = session_at(*find_position(3, outbid_position), human_seats=(0, 1))
    assert session.viewer is None and session.decision.kind == "bid" and session.decision.seat == 0
    table = table_for(app, session)
    monkeypatch.setattr(table, "my_turn", lambda: True)  # the shared table's public decision (seam)
    app.push(table)
    labels.clear()
    table.draw(app.surface)  # drawn as it stands (this branch's shared table would hand off first)
    words = [label.words for label in labels]
    assert "What a bid would cost Livia:" in words
    assert "Livia was OUTBID: choose again now!" in words
    assert table.frame_drawing.prompt_text(session.decision) == "Livia, you were OUTBID: choose another gladiator now."
    assert not table.drawn_faces & hand_ids(session.state)
    assert_labels_fit(app, table, labels, "public bid")
