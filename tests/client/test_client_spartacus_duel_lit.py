"""Issue 39 item 6: in a hot-seat duel the hexes the fighter may reach are lit as soon as the
screen is the fighter's owner's, after a hand-off taken by Space with no pointer motion at all
(they were lit only when the mouse moved), and again after the other side's move."""
import pygame
from table_driver import FRAME

from client.games.spartacus.scenes import reach
from client.games.spartacus.table import SpartacusTable
from client.table.handoff import HandoffScene
from client.table.session import GameSession, Seat

SPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


def test_lit_hexes_after_each_hand_off_in_a_duel(make_app):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    seats = [Seat("Livia", "human"), Seat("Marcus", "human"), Seat("Aurelia", "human")]
    session = GameSession.new("spartacus", {"seats": 3}, seats, 15, autosave_to=False)
    assert reach(session, lambda s: s.to_decide() is not None and s.to_decide().kind == "move", limit=6000)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, SpartacusTable))
    checked = set()
    for _ in range(400):
        d = session.decision
        if d is None or d.kind != "move" or len(checked) >= 2:
            break
        if isinstance(app.top, HandoffScene):
            app.step([], dt=FRAME)
            app.step([], dt=FRAME)
            app.step([SPACE], dt=FRAME)
            continue
        app.step([], dt=FRAME)
        if table.my_turn() and not table.duel.busy():
            moves = set(table.moves())
            assert moves and table.duel.reachable == moves, "the duel's reachable hexes are not lit"
            checked.add(d.seat)
            table.play(table.moves()[min(moves)])
    assert len(checked) == 2, f"both fighters' owners were not reached: {checked}"
