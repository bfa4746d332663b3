"""The shortcuts of a save's take-back replay (issue 38.4, ``saves._replay_takebacks``) change no
verdict: a take-back met again is skipped only when it is the same moves from the same position
(keyed by a number per list of undone moves), every other one is checked as if listed, a take-back
the rules refuse (after chance or news: docs/contract.md, "Saves") is refused however often the
save repeats it, positions after a take-back's point are not kept, and the garbage collector
paused for the replay is running again however the replay ends."""
from __future__ import annotations

import gc
import json

import pytest

from bench.bench_takeback_load import build
from engine.core import IllegalAction, Rng, SaveError, registry, takeback
from engine.core.saves import GameMoves, load_save, replay, runs_of, save_text, take
from tests.core.test_takeback_load import count_steps


def write(tmp_path, data, name="game.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def refused_point(name: str, seed: int):
    """A seeded game up to a decision whose own move was followed by news (a die, a card drawn)
    with nothing the seat may take back: (moves, state, seat, the seat's decision's number)."""
    ruleset = registry.get(name)
    config = ruleset.make_config(ruleset.min_seats)
    state = ruleset.new_game(config, seed)
    state.track_takebacks()
    moves, rng = GameMoves(name, config, seed), Rng(seed, stream=7)
    for _ in range(300):
        decision = state.to_decide()
        if decision is None:
            break
        legal = state.legal_actions()
        here = len(moves.actions)
        action = rng.choice(legal)
        take(state, action)
        moves.actions.append(action)
        trail = takeback.trail_of(state)
        if len(legal) > 1 and trail.marks[-1].news and state.to_decide() is not None \
                and state.takeback_point(decision.seat) is None and here > 3:
            return moves, state, decision.seat, here
    raise AssertionError("no decision followed by news in the seeded game")


@pytest.mark.parametrize("name,seed", [("forglory", 1), ("arenarex", 2), ("gladiatores", 3), ("spartacus", 4)])
@pytest.mark.parametrize("times", [1, 3])
def test_a_take_back_past_news_is_refused_from_a_save_however_often_it_is_repeated(tmp_path, name, seed, times):
    moves, state, seat, here = refused_point(name, seed)
    data = json.loads(save_text(GameMoves(name, moves.config, moves.seed, moves.actions[:here]).to_json(
        replay(GameMoves(name, moves.config, moves.seed, moves.actions[:here]))[0])))
    entry = {"to": here, "seat": seat, "undone": [a.to_json() for a in moves.actions[here:]]}
    data["takebacks"] = [entry if times == 1 else {**entry, "times": times}]
    with pytest.raises(SaveError) as info:
        load_save(write(tmp_path, data))
    assert "take-back 1 goes back where the rules of take-back do not allow" in str(info.value)


def test_the_same_moves_taken_back_from_another_position_are_checked_again(tmp_path, monkeypatch):
    """The key of a take-back met before holds the position it started from: the same list of
    moves (an object naming an earlier one's number) from another position is played and checked."""
    moves, state = build("spartacus", 200, "varied")
    path = tmp_path / "game.json"
    path.write_text(save_text(moves.to_json(state)))
    positions = {(back.to, back.seat, back.undone) for back in moves.takebacks}
    counted = count_steps(monkeypatch, state)
    _moves, final, _events = load_save(path)
    assert final.digest() == state.digest()
    # each distinct take-back (its point, seat and moves) checked at least once, and no run of
    # take-backs more than once
    assert len(positions) <= counted["point"] <= len(runs_of(moves.takebacks))


def test_a_replay_keeps_no_position_past_the_point_a_take_back_returns_to(monkeypatch):
    """``takeback.keep_up_to``: the moves a take-back undoes at once leave no copy behind."""
    moves, state = build("forglory", 30, "varied")
    kept_after = []
    real = takeback.rewound

    def watching(s, to):
        trail = takeback.trail_of(s)
        if trail is not None and trail.positions is not None and trail.upto is not None:
            kept_after.append(max(trail.positions) > trail.upto)
        return real(s, to)

    monkeypatch.setattr(takeback, "rewound", watching)
    final = replay(GameMoves(moves.ruleset, moves.config, moves.seed, list(moves.actions), {}, list(moves.takebacks)))[0]
    assert final.digest() == state.digest()
    assert kept_after and not any(kept_after)


def test_the_garbage_collector_runs_again_after_a_replay_however_it_ends(tmp_path):
    moves, state = build("forglory", 20, "varied")
    data = json.loads(save_text(moves.to_json(state)))
    assert gc.isenabled()
    load_save(write(tmp_path, data))
    assert gc.isenabled()
    stopped = []

    def stop(done, steps):
        stopped.append(done)
        raise KeyboardInterrupt  # as the window's Stop button ends a load: from the progress report

    with pytest.raises(KeyboardInterrupt):
        load_save(write(tmp_path, data, "stopped.json"), progress=stop)
    assert stopped and gc.isenabled()
    data["takebacks"][-1] = {**data["takebacks"][-1], "seat": 7}
    with pytest.raises(SaveError):
        load_save(write(tmp_path, data, "refused.json"))
    assert gc.isenabled()


@pytest.mark.parametrize("game", ["forglory", "spartacus", "gladiatores"])
def test_an_undone_move_not_among_the_answers_listed_is_checked_and_refused(tmp_path, game):
    """``takeback.take_listed`` takes without the check only a move the kept position lists; any
    other undone move goes through the check, and one the rules refuse (a well-formed move of
    the same game, not legal there) is refused in one line."""
    moves, state = build(game, 6, "varied")
    first = moves.takebacks[0]
    there = replay(GameMoves(game, moves.config, moves.seed, list(moves.actions[:first.to])))[0]
    listed = set(there.legal_actions())
    illegal = None
    for action in moves.actions:
        if action in listed or not isinstance(action, type(first.undone[0])):
            continue
        try:
            there.check(action)
        except IllegalAction:
            illegal = action
            break
    assert illegal is not None, "no move of the game is illegal at the first take-back's point"
    data = json.loads(save_text(moves.to_json(state)))
    data["takebacks"][0] = {**data["takebacks"][0], "undone": [illegal.to_json()]}
    with pytest.raises(SaveError) as info:
        load_save(write(tmp_path, data))
    assert "take-back 1: move" in str(info.value) and "cannot be played" in str(info.value)
    assert "\n" not in str(info.value)
