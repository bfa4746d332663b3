"""A save holding a malformed action is refused, never played and never a crash (issue 24):
a missing parameter, a parameter of the wrong type, an unknown kind, or an action in place of
another seat's. ``main.py replay`` refuses it with exit status 2 and one line naming the save
and the move; the engine's loader raises SaveError, and the save folder then lists the file
as damaged (the window's Load shows it so), for every game and the two test games."""
from __future__ import annotations

import json
import random

import pytest

import cli
from client.table.autosave import damaged, load
from engine.core import Action, registry
from engine.core.saves import GameMoves, load_save, save_game

#: the first move of the short game that may be spoilt (counted from 1)
MOVE = 4
DECISIONS = 16
FLAWS = ("missing", "mistyped", "unknown", "another_seat")


def short_game(name: str):
    """A seeded random game of ``name``: its record, and the seat that took each move."""
    ruleset = registry.get(name)
    config = ruleset.make_config(ruleset.min_seats)
    state = ruleset.new_game(config, 5)
    moves = GameMoves(name, config, 5, [], {"game": f"{name}-malformed", "seq": 1})
    seats, states = [], []
    pick = random.Random(5)
    for _ in range(DECISIONS):
        decision = state.to_decide()
        if decision is None:
            break
        states.append(state.clone())
        action = pick.choice(state.legal_actions())
        state.apply(action)
        moves.actions.append(action)
        seats.append(decision.seat)
    return moves, state, seats, states


def spoilt(action: Action, flaw: str, before, others: list[Action]) -> dict | None:
    """``action`` (as saved) with ``flaw``; None when the game offers no such flaw here."""
    data = action.to_json()
    names = [k for k in data if k != "kind"]
    if flaw == "unknown":
        return {**data, "kind": "no_such_move"}
    if flaw == "missing":
        return {k: v for k, v in data.items() if k != names[0]} if names else None
    if flaw == "mistyped":
        if not names:
            return {**data, "zz_extra": [1.5]}
        value = data[names[0]]
        return {**data, names[0]: [[1.5, "x"]] if not isinstance(value, list) else 2.5}
    for other in others:  # another seat's action, which is not legal for this one
        if not before.accepts(other):
            return other.to_json()
    return None


def malformed_save(name: str, flaw: str, folder):
    moves, final, seats, states = short_game(name)
    assert len(moves.actions) >= MOVE, f"{name}: the short game ended before move {MOVE}"
    for index in range(MOVE - 1, len(moves.actions)):
        others = [a for a, s in zip(moves.actions, seats, strict=True) if s != seats[index]]
        bad = spoilt(moves.actions[index], flaw, states[index], others)
        if bad is not None:
            break
    else:
        pytest.fail(f"{name}: no move from {MOVE} on offers a {flaw} flaw")
    path = folder / f"{name}-{flaw}.json"
    save_game(path, moves, final)
    data = json.loads(path.read_text())
    data["actions"][index] = bad
    path.write_text(json.dumps(data))
    return path, index + 1


def cases():
    for name in registry.available():
        for flaw in FLAWS:
            yield pytest.param(name, flaw, id=f"{name}-{flaw}")


@pytest.mark.parametrize("name,flaw", list(cases()))
def test_a_malformed_action_in_a_save_is_refused_by_replay_and_load(name, flaw, tmp_path, capsys):
    path, move = malformed_save(name, flaw, tmp_path)
    code = cli.run(["replay", "--headless", str(path)])
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and "Traceback" not in err, err
    assert str(path) in lines[0] and f"action {move} " in lines[0], lines[0]
    assert "is illegal" in lines[0], f"the game must refuse it in its own words: {lines[0]}"
    assert not out.strip()
    from engine.core import SaveError

    with pytest.raises(SaveError) as refused:
        load_save(path)
    assert f"action {move} " in refused.value.problem
    with pytest.raises(SaveError):
        load(path)  # what the window's Load and Continue call: the file is then listed as damaged
    listed = [d for d in damaged(tmp_path) if d.path == path]
    assert listed and f"action {move} " in listed[0].problem, "Load must list the save as damaged"
