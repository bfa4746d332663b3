"""Loading a save with take-backs is linear in its length (issue 38.4): each move played is
replayed once, returning to a position is a copy of it, a take-back met before is not checked
again, and a save holds at most ``MAX_TAKEBACKS`` take-backs (refused in one line beyond). The
figures (load time against 0, 1,000 and 10,000 take-backs) are bench/bench_takeback_load.py's."""
from __future__ import annotations

import json

import pytest

from bench import bench_takeback_load as bench_module
from bench.bench_takeback_load import build
from engine.core import IllegalAction, SaveError, registry
from engine.core import saves as saves_module
from engine.core.saves import GameMoves, load_save, parse_save, save_text, take_back


def write(tmp_path, moves, state, name="game.json"):
    path = tmp_path / name
    path.write_text(save_text(moves.to_json(state)))
    return path


@pytest.mark.parametrize("game", ["arenarex", "forglory", "gladiatores", "spartacus"])
@pytest.mark.parametrize("kind", ["repeated", "varied"])
def test_saves_with_take_backs_load_to_their_digest_and_segments_are_the_moves_played(tmp_path, game, kind):
    moves, state = build(game, 40, kind)
    assert len(moves.takebacks) == 40
    loaded, final, _events = load_save(write(tmp_path, moves, state))
    assert final.digest() == state.digest() and loaded.takebacks == moves.takebacks
    # the segments are each line from the take-back before: the same moves the old replay played
    lines, segments = loaded.lines(), loaded.segments()
    starts = [0] + [back.to for back in loaded.takebacks[:-1]]
    assert [(start, line[start:]) for start, line in zip(starts, lines, strict=True)] == segments
    played = sum(len(line) for _start, line in segments) + len(loaded.actions) - loaded.takebacks[-1].to
    # every move ever played: those of the saved line and those taken back, each once
    assert played == len(loaded.actions) + sum(len(back.undone) for back in loaded.takebacks)


def test_a_move_tried_and_taken_back_over_and_over_is_replayed_once(tmp_path, monkeypatch):
    monkeypatch.setattr(bench_module, "PER_DECISION", 1)  # all 300 at the first decision that allows one
    moves, state = build("forglory", 300, "repeated")
    assert len(moves.takebacks) == 300 and len({(b.to, b.undone) for b in moves.takebacks}) == 1
    path = write(tmp_path, moves, state)
    counted = {"take": 0, "point": 0}
    real_take, real_point = saves_module.take, type(state).takeback_point

    def counting_take(s, entry):
        counted["take"] += 1
        return real_take(s, entry)

    def counting_point(s, seat):
        counted["point"] += 1
        return real_point(s, seat)

    monkeypatch.setattr(saves_module, "take", counting_take)
    monkeypatch.setattr(type(state), "takeback_point", counting_point)
    _record, final, _events = load_save(path)
    assert final.digest() == state.digest()
    # the line twice (the take-backs' replay, then the saved line) and the one move taken back once
    # per distinct take-back: not 300 times
    assert counted["take"] <= 2 * len(moves.actions) + 2 * len(moves.takebacks[0].undone) + 2, counted
    assert counted["point"] <= 2, counted


def test_more_take_backs_than_a_save_holds_are_refused_in_one_line(monkeypatch):
    data = json.loads(save_text(GameMoves("forglory", registry.get("forglory").make_config(2), 1).to_json(
        registry.get("forglory").new_game(registry.get("forglory").make_config(2), 1))))
    data["takebacks"] = [{"to": 0, "seat": 0, "undone": [{"kind": "pass"}]}] * (saves_module.MAX_TAKEBACKS + 1)
    with pytest.raises(SaveError) as info:
        parse_save(json.dumps(data), "long.json")
    assert str(info.value).count("\n") == 0 and "10001 take-backs" in str(info.value) and "10000" in str(info.value)


def test_the_window_refuses_a_take_back_past_the_limit(monkeypatch):
    monkeypatch.setattr(saves_module, "MAX_TAKEBACKS", 2)
    moves, state = build("forglory", 2, "repeated")
    ruleset = registry.get("forglory")
    fresh = ruleset.new_game(moves.config, 5)
    fresh.track_takebacks()
    with pytest.raises(IllegalAction) as info:
        take_back(GameMoves("forglory", moves.config, 5, [], {}, list(moves.takebacks)), fresh, 0)
    assert "2 times" in info.value.message and "stands" in info.value.message
