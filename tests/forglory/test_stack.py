"""The flow as one stack of frames (engine/core/flow.py): the phase frame at the bottom and the
frames that interrupt it above, saved and loaded by core's ``stack_json`` / ``load_stack``; the
phase moves on only along ``engine/forglory/frames.py``'s ``PHASE_GRAPH``."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import Rng
from engine.core.flow import Frame
from engine.core.saves import SaveError, load_save
from engine.forglory import RULESET
from engine.forglory.frames import PHASE_FRAMES, PHASE_GRAPH, enter_phase
from engine.forglory.state import ForGloryState

from .helpers import new

#: seeded random games, every position of which is saved and loaded (2-4 seats, every Champions mode)
GAMES = 200


def _config(seed: int) -> dict:
    return RULESET.make_config(2 + seed % 3, {"champions": ("off", "random", "draft")[seed % 3]})


def _stack_round_trip(state) -> None:
    saved = json.loads(json.dumps(state.stack_json()))
    loaded = state.clone()
    loaded.load_stack(saved)
    assert loaded.stack_json() == saved
    assert all(a is not b for a, b in zip(loaded.stack, state.stack, strict=True) if a.t not in PHASE_FRAMES)
    assert loaded.to_decide() == state.to_decide(), f"{[f.t for f in state.stack]}: another decision after a load"
    assert loaded.legal_actions() == state.legal_actions(), f"{[f.t for f in state.stack]}: other choices"


def test_stack_json_round_trips_every_position_of_seeded_random_games():
    checked, kinds = 0, set()
    for seed in range(GAMES):
        state = RULESET.new_game(_config(seed), seed)
        rng = Rng(seed, 5)
        while True:
            _stack_round_trip(state)
            checked += 1
            kinds.update(f.t for f in state.stack)
            if state.to_decide() is None:
                assert state.stack == [] and state.phase == "over"
                break
            assert state.stack[0].t in PHASE_FRAMES and not any(f.t in PHASE_FRAMES for f in state.stack[1:])
            state.apply_unchecked(rng.choice(state.legal_actions()))
    assert checked > 50_000, checked
    # every step comes up in these games but the two rarest: effects waiting for a forced
    # discard, and Resolution waiting below Pierce's offer (tests/forglory/test_rulings.py has both)
    assert kinds >= set(Frame.KINDS["forglory"]) - {"effects", "resolution"}, kinds


def test_a_whole_save_round_trips_through_the_stack():
    state = new(3, 2)
    rng = Rng(2, 5)
    while not any(f.t == "window" for f in state.stack):
        state.apply(rng.choice(state.legal_actions()))
    saved = json.loads(json.dumps(state.to_json()))
    assert [f["t"] for f in saved["state"]["stack"]][0] == state.phase and "phase" not in saved["state"]
    loaded = type(state).from_json(saved)
    assert loaded.digest() == state.digest() and loaded.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("stack", [[{"t": "treasure"}], [{"k": "machinations"}],
                                   [{"t": "combat"}, {"t": "machinations"}], [{"t": "token", "seat": 0}]])
def test_a_saved_stack_this_game_cannot_have_is_refused(stack):
    data = new(3, 1).to_json()
    data["state"]["stack"] = stack
    with pytest.raises(ValueError, match="step"):
        ForGloryState.from_json(data)


def test_the_phase_graph_names_every_phase_frame_and_is_what_the_state_follows():
    assert set(PHASE_FRAMES) == set(PHASE_GRAPH) - {"setup"}
    assert all(set(after) <= set(PHASE_FRAMES) | {"over"} for after in PHASE_GRAPH.values())
    state = new(3, 1)
    assert [f.t for f in state.stack] == ["machinations"]
    with pytest.raises(RuntimeError, match="'machinations' is never followed by 'combat'"):
        enter_phase(state, "combat")
    assert [f.t for f in new(3, 1, champions="draft").stack] == ["draft"]


#: saves written by main abc6af1, before the phases were frames on the stack (seeded random
#: play stopped at each of these steps, and one finished game): their digests are of the former payload
FORMER_SAVES = sorted((Path(__file__).parent / "former_saves").glob("*.json"))


@pytest.mark.parametrize("path", FORMER_SAVES, ids=lambda p: p.stem)
def test_a_save_written_before_the_phases_were_frames_still_loads(path):
    moves, state, _ = load_save(path)
    assert (state.stack[-1].t if state.stack else "over") == path.stem
    assert state.digest() != json.loads(path.read_text())["digest"], "its digest is the former format's"


def test_an_edited_former_save_is_still_refused(tmp_path):
    data = json.loads(FORMER_SAVES[-1].read_text())
    data["actions"] = data["actions"][:-1]
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="digest mismatch"):
        load_save(edited)
