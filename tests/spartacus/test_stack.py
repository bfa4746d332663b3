"""The round as a stack of frames (engine/core/flow.py): each step is a frame with named fields,
saved and loaded by core's ``stack_json`` / ``load_stack``, and the phases follow the table of
``engine/spartacus/phases.py``."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import Action, Rng
from engine.core.flow import Frame
from engine.core.saves import SaveError, load_save
from engine.spartacus.phases import ALLOWED, DECISION_STEPS, PHASES, STEPS
from engine.spartacus.state import SpartacusState

from .helpers import RULES, card_named, drive, new_game

#: seeded random games whose positions are saved and loaded: every FULL-th is played to its end,
#: the others through their first ROUNDS rounds (each phase and step comes up in those); the run
#: stays within seconds
GAMES, FULL, ROUNDS = 200, 20, 2
#: besides every position whose stack holds more than one frame (an offer, a scheme, the
#: auctions), every SAMPLE-th position of a game is checked
SAMPLE = 4

def _stack_round_trip(state: SpartacusState) -> None:
    saved = json.loads(json.dumps(state.stack_json()))
    loaded = state.clone()
    loaded.load_stack(saved)
    assert [f.to_json() for f in loaded.stack] == saved
    assert loaded.digest() == state.digest(), f"step '{state.step}': the loaded stack differs"
    assert loaded.legal_actions() == state.legal_actions(), f"step '{state.step}': other choices after a load"
    assert loaded.to_decide() == state.to_decide()


def test_stack_json_round_trips_the_positions_of_seeded_random_games():
    checked, steps = 0, set()
    for seed in range(GAMES):
        seats = 3 + seed % 2
        state = RULES.new_game(RULES.make_config(seats, {"variant": ("standard", "advanced")[seed % 3 == 0]}), seed)
        rng = Rng(seed, 5)
        last_round = None if seed % FULL == 0 else ROUNDS
        moves = 0
        while last_round is None or state.round_no <= last_round:
            if len(state.stack) > 1 or moves % SAMPLE == seed % SAMPLE:
                _stack_round_trip(state)
                checked += 1
                steps.update(f.t for f in state.stack)
            if state.to_decide() is None:
                assert state.stack == [] and state.step == ""
                break
            state.apply_unchecked(rng.choice(state.legal_actions()))
            moves += 1
    assert checked > 10_000, checked
    assert steps == set(STEPS), "every step is saved and loaded somewhere"

def test_a_whole_save_round_trips_through_the_stack():
    state = new_game(3, 4)
    rng = Rng(4, 5)
    while state.step != "answer" or state.offer_kind != "support":
        state.apply(rng.choice(state.legal_actions()))
    assert [f.t for f in state.stack] == ["intrigue", "scheme", "support", "answer"]
    loaded = SpartacusState.from_json(json.loads(json.dumps(state.to_json())))
    assert loaded.digest() == state.digest() and loaded.legal_actions() == state.legal_actions()
    assert loaded.scheme.card == state.scheme.card and loaded.scheme.asked == state.scheme.asked


def test_a_saved_step_the_game_does_not_have_is_refused_by_name():
    state = new_game(3, 1)
    with pytest.raises(ValueError, match="'treasure'"):
        state.load_stack([{"t": "treasure"}])


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_scheme_stacks_its_steps_on_the_turn_and_leaves_with_them():
    state = new_game(3, 1)
    drive(state, lambda s: s.step == "intrigue")
    feast = card_named("Feast for the Magistrate", "intrigue")
    seat = state.to_decide().seat
    for hand in state.hands:
        if feast in hand:
            hand.remove(feast)
    state.hands[seat].append(feast)
    state.influence[seat] = 0  # short of influence: the scheme asks for support
    turn = state.stack[-1]
    state.apply(Action.make("scheme", card=feast, target=None))
    assert [f.t for f in state.stack] == ["intrigue", "scheme", "support"]
    assert state.scheme.card == feast and state.scheme.by == seat
    assert state.observation(seat)["ctx"]["scheme"]["card"] == feast
    state.apply(Action.make("abandon"))
    assert state.stack == [turn] and turn.given_up == [feast], "the turn is resolved again, the card given up"
    assert state.observation(seat)["ctx"] == {"house_used": False, "scheme": None}


def test_the_phase_table_names_every_step_frame_once_and_is_what_the_state_checks():
    kinds = set(Frame.KINDS["spartacus"])
    assert set(STEPS) == kinds, "every step frame is in the table, and only those"
    assert set(DECISION_STEPS) == kinds - {"scheme"}
    following = [PHASES[p].next for p in ("inicio", "mantenimiento", "intriga", "mercado", "arena")]
    assert following == ["mantenimiento", "intriga", "mercado", "arena", "mantenimiento"]
    state = new_game(3, 1)
    drive(state, lambda s: s.step == "intrigue")
    assert "bid" not in ALLOWED["intriga"]
    with pytest.raises(RuntimeError, match="no step 'bid'"):
        state.push_step("bid")  # not a step of the phase under way


#: saves written by main 8e81dbc, before the steps were frames (seeded random play stopped at each
#: of these steps, and one finished game): their digests are of the former payload
FORMER_SAVES = sorted((Path(__file__).parent / "former_saves").glob("*.json"))


@pytest.mark.parametrize("path", FORMER_SAVES, ids=lambda p: p.stem)
def test_a_save_written_before_the_steps_were_frames_still_loads(path):
    moves, state, _ = load_save(path)
    assert state.step == ("" if path.stem == "over" else path.stem)
    assert state.digest() != json.loads(path.read_text())["digest"], "its digest is the former format's"


def test_an_edited_former_save_is_still_refused(tmp_path):
    data = json.loads(FORMER_SAVES[0].read_text())
    data["actions"] = data["actions"][:-1]
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="digest mismatch"):
        load_save(edited)
