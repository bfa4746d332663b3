"""Issue 39: Spartacus showed "Set Bodyguard face up as a guard" twice when the hand held two
Bodyguards. One button per choice the player can tell apart; it holds both copies' actions (a
hint for either marks it) and pressing it sets one guard."""
import pytest
from table_driver import FRAME, click_at

from client.games.spartacus.scenes import reach
from client.games.spartacus.words import card_name
from client.table.session import GameSession, Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ONE_HUMAN = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
SEED = 2  # the human's intrigue turn with two guards of one name in hand (found by search)


def two_alike(state) -> bool:
    if state.step != "intrigue" or state.order[state.idx] != 0:
        return False
    names = [card_name(a.card) for a in state.legal_actions() if a.kind == "declare_guard"]
    return len(names) != len(set(names))


def test_two_copies_of_a_guard_make_one_button_that_sets_one(make_app):
    session = GameSession.new("spartacus", {"seats": 4}, ONE_HUMAN, SEED, autosave_to=False)
    assert reach(session, two_alike, limit=3000)
    app = make_app()
    app.play(session)
    for _ in range(3):
        app.step([], dt=FRAME)
    table = app.top
    labels = [b.text for _, b in table.choice_buttons]
    assert len(labels) == len(set(labels)), labels
    guards = [a for a in session.legal_actions() if a.kind == "declare_guard"]
    for a in guards:
        holding = [b for acts, b in table.choice_buttons if a in acts]
        assert len(holding) == 1, f"{a} has {len(holding)} buttons"
    twin = next(b for acts, b in table.choice_buttons
                if sum(x.kind == "declare_guard" for x in acts) >= 2)
    before = session.state.decisions_made
    for _ in range(60):  # the input guard lets a click through once the panel has rested
        app.step(click_at(twin.screen_rect(app.layout).center), dt=FRAME)
        if session.state.decisions_made > before:
            break
    assert session.state.decisions_made == before + 1
    assert session.moves.actions[-1].kind == "declare_guard"
