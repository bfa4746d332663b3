"""The round as a stack of frames (engine/core/flow.py): each step is a frame with named fields,
saved and loaded by core's ``stack_json`` / ``load_stack``, and the phases follow the table of
``engine/gladiatores/phases.py``. Saves written before the steps were frames still load."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import Rng
from engine.core.saves import load_save
from engine.gladiatores.formats import former_payloads, frames_of_former
from engine.gladiatores.phases import ALLOWED, PHASES, STEPS
from engine.gladiatores.state import GladiatoresState

from .helpers import RULES, SCENARIOS, scenario

#: seeded random games, every position of each saved and loaded: every FULL-th a full game (the
#: options varied), the others quickplay games (with chosen gladiators every other time)
GAMES, FULL = 200, 4
OPTIONS = ({}, {"sponsors": "true", "wheel_functions": "true"}, {"favour_from_loser": "true", "reuse_tactics": "true"},
           {"events": "5", "events_in_advance": "true"})
SAVES = Path(__file__).parent / "saves_before_frames"


def _config(seed: int):
    if seed % FULL == 0:
        return RULES.make_config(2 + seed // FULL % 4, OPTIONS[seed // FULL % len(OPTIONS)])
    options = {"mode": "quickplay", "quick_gladiators": ("random", "chosen")[seed % 2]}
    return RULES.make_config(2 + seed % 4, options)


def _stack_round_trip(state: GladiatoresState, full: bool) -> None:
    saved = json.loads(json.dumps(state.stack_json()))
    loaded = state.clone()
    loaded.load_stack(saved)
    assert json.loads(json.dumps(loaded.stack_json())) == saved
    where = f"phase '{state.phase}', steps {[f.t for f in state.stack]}"
    assert loaded.to_decide() == state.to_decide(), where
    assert loaded.legal_actions() == state.legal_actions(), f"{where}: other choices after a load"
    if full:
        assert loaded.digest() == state.digest(), f"{where}: the loaded stack differs"


def test_stack_json_round_trips_every_position_of_seeded_random_games():
    checked, steps = 0, set()
    for seed in range(GAMES):
        state = RULES.new_game(_config(seed), seed)
        rng = Rng(seed, 5)
        while True:
            # (the whole state's digest at every tenth position: the choices at every one)
            _stack_round_trip(state, full=state.decisions_made % 10 == 0)
            checked += 1
            steps.update(f.t for f in state.stack)
            assert all(f.t in ALLOWED[state.phase] for f in state.stack), state.phase
            if state.to_decide() is None:
                assert state.stack == [] and state.phase == "over"
                break
            state.apply_unchecked(rng.choice(state.legal_actions()))
    # a full Wheel of Glory (the swap) is rare in random play: the scenario files' positions too
    for path in sorted(SCENARIOS.glob("*.toml")):
        state, rng = scenario(path.stem), Rng(1, 5)
        while state.to_decide() is not None:
            _stack_round_trip(state, full=True)
            steps.update(f.t for f in state.stack)
            state.apply_unchecked(rng.choice(state.legal_actions()))
    assert checked > 40_000, checked
    assert steps == set(STEPS), "every step is saved and loaded somewhere"


def test_a_whole_save_round_trips_through_the_stack():
    state = RULES.new_game(RULES.make_config(3, {}), 7)
    rng = Rng(7, 5)
    while state.step != "respond":
        state.apply(rng.choice(state.legal_actions()))
    assert [f.t for f in state.stack] == ["turn", "respond"]
    loaded = GladiatoresState.from_json(json.loads(json.dumps(state.to_json())))
    assert loaded.digest() == state.digest() and loaded.legal_actions() == state.legal_actions()
    assert loaded.pile == state.pile and loaded.ex.attacker == state.ex.attacker


def test_a_saved_step_the_game_does_not_have_is_refused_by_name():
    state = RULES.new_game(RULES.make_config(3, {}), 1)
    with pytest.raises(ValueError, match="'treasure'"):
        state.load_stack([{"t": "treasure"}])


def test_the_phase_table_refuses_a_step_or_a_move_it_does_not_hold():
    state = RULES.new_game(RULES.make_config(3, {}), 1)
    assert state.phase == "bid" and "turn" not in PHASES["bid"].steps
    with pytest.raises(RuntimeError, match="has no step 'turn'"):
        state.push_step("turn")
    with pytest.raises(RuntimeError, match="does not follow"):
        state.open_phase("place", "place", queue=[])


@pytest.mark.parametrize("path", sorted(SAVES.glob("*.json")), ids=lambda p: p.stem)
def test_a_save_written_before_the_steps_were_frames_still_loads(path):
    """Saves of commit abc6af1 (their digests hash the former fields: ``step``, ``pay_queue`` ...),
    stopped in a bidding, a payment, a choice of gladiators, an exchange, a counter-attack, the
    second event and at the end."""
    moves, state, _ = load_save(path)
    assert state.decisions_made == len(moves.actions)


def test_a_payload_of_the_former_format_loads_as_the_same_position():
    state = RULES.new_game(RULES.make_config(4, {}), 7)
    rng = Rng(7, 5)
    while state.step != "respond":
        state.apply(rng.choice(state.legal_actions()))
    data = json.loads(json.dumps(state.to_json()))
    former = next(former_payloads(state, data["state"]))
    assert frames_of_former(former) == data["state"]["stack"]
    loaded = GladiatoresState.from_json({**data, "state": former})
    assert loaded.digest() == state.digest()
