"""Spartacus's guided first game (issue 40): the core loop it teaches, the moves it names by a
list (a hex, a set of bets) or by yes/no, and what the learner's last moves win."""
import json
from pathlib import Path

import pytest

from engine.core import Action
from engine.core.errors import ContentError
from engine.play.tutorial import accepted, bot_move, load_tutorial, matches, read_tutorial, run_bots

SOURCE = Path(__file__).resolve().parents[2] / "engine" / "spartacus" / "content" / "tutorial.toml"


def played_through():
    """The tutorial played on the engine step by step: the state and every event, in order."""
    tutorial = load_tutorial("spartacus")
    state = tutorial.new_state()
    events = []
    for step in tutorial.steps:
        while state.to_decide().seat != tutorial.learner:  # the bots, as the window's answer
            seat = state.to_decide().seat
            events += state.apply(bot_move(state, seat, tutorial.seats[seat].removeprefix("bot:")))
        options = accepted(step, state)
        assert len(options) == 1, f"step '{step.id}' names its move: one way through"
        events += state.apply(options[0])
    return tutorial, state, events


def test_the_spartacus_tutorial_covers_the_core_loop():
    """Rulebook: Fase de intriga (schemes, guards), Fase de mercado (sealed auctions, the host's
    bid), Fase de arena (invitations, bets), Combate (initiative, movement, attack), Derrota (the thumb)."""
    kinds = [s.kind for s in load_tutorial("spartacus").steps]
    for kind in ("scheme", "guard", "bid", "invite", "fighter", "equip", "bet", "go", "move", "attack", "thumb"):
        assert kind in kinds


def test_the_lesson_ends_with_the_duel_won_and_the_word_kept():
    """Rulebook, Derrota: the winner's favour marker and influence; the host's thumb decides."""
    tutorial, state, events = played_through()
    learner = tutorial.learner
    said = [e.type for e in events]
    for happened in ("scheme_succeeded", "guard_rolled", "auction_won", "host_changed", "favour_marker",
                     "yielded", "bet_won", "offer_accepted", "promise_kept"):
        assert happened in said
    assert state.host == learner
    assert state.influence[learner] == 7  # 4, +1 the Feast, +1 the host's bid, +1 the win
    trust = state.ledger.trust(learner)
    assert (trust.kept, trust.broken) == (1, 0)


def _with(tmp_path, old, new):
    text = SOURCE.read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new, 1).replace('scenario = "../scenarios/',
                                             f'scenario = "{SOURCE.parent.parent / "scenarios"}/')
    path = tmp_path / "tutorial.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_hex_and_a_thumb_are_matched_by_value():
    tutorial = load_tutorial("spartacus")
    move = next(s for s in tutorial.steps if s.kind == "move")
    thumb = next(s for s in tutorial.steps if s.kind == "thumb")
    assert matches(move, Action.make("move", to=[2, 3]), {})
    assert not matches(move, Action.make("move", to=[2, 2]), {})
    assert matches(thumb, Action.make("thumb", up=True), {})
    assert not matches(thumb, Action.make("thumb", up=False), {})


@pytest.mark.parametrize("old, new", [
    ('to = [2, 3]', 'to = [2.5, 3]'),
    ('to = [2, 3]', 'to = [{q = 2}]'),
])
def test_a_wait_list_of_other_things_is_refused_naming_the_step_and_the_field(tmp_path, old, new):
    with pytest.raises(ContentError, match=r"^tutorial\.toml: step 17 \('move_1'\): field 'wait.to'"):
        read_tutorial(_with(tmp_path, old, new), "spartacus")


def test_a_place_kept_mid_duel_replays_from_its_saved_moves():
    """Esc in the duel and back: the moves kept as JSON (a hex as a list) replay to the same position."""
    from engine.play.tutorial import replay_place

    tutorial = load_tutorial("spartacus")
    state = tutorial.new_state()
    taken = run_bots(tutorial, state)
    upto = next(i for i, s in enumerate(tutorial.steps) if s.id == "initiative_2")  # after the first move
    for step in tutorial.steps[:upto]:
        move = accepted(step, state)[0]
        state.apply(move)
        taken += [move] + run_bots(tutorial, state)
    kept = [Action.from_json(json.loads(json.dumps(a.to_json()))) for a in taken]
    assert replay_place(tutorial, kept, upto).digest() == state.digest()
