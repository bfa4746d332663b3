"""A take-back in a save: recorded so a replay shows it, verified on loading, refused when
malformed or when it goes back where the rules of take-back do not allow (docs/contract.md,
"Saves")."""
from __future__ import annotations

import json

import pytest

from engine.core import IllegalAction, Rng, SaveError, registry
from engine.core.saves import GameMoves, load_save, parse_save, replay, save_text, take, take_back


def game_with_takebacks(name="arenarex", seed=2, wanted=2):
    """A seeded random game in which the seat deciding takes back whenever it may, ``wanted``
    times; returns (record, state)."""
    ruleset = registry.get(name)
    config = ruleset.make_config(ruleset.min_seats)
    state = ruleset.new_game(config, seed)
    state.track_takebacks()
    moves = GameMoves(name, config, seed)
    rng = Rng(seed, stream=3)
    for _ in range(400):
        decision = state.to_decide()
        if decision is None:
            break
        if len(moves.takebacks) < wanted and state.decisions_made > 4 and rng.below(3) == 0 \
                and state.takeback_point(decision.seat) is not None:
            state = take_back(moves, state, decision.seat)
            continue
        action = rng.choice(state.legal_actions())
        take(state, action)
        moves.actions.append(action)
    assert len(moves.takebacks) == wanted, "the seeded game found no take-back"
    return moves, state


def saved(moves, state) -> dict:
    return json.loads(save_text(moves.to_json(state)))


@pytest.mark.parametrize("name", ["arenarex", "forglory"])
def test_a_save_with_take_backs_replays_to_its_digest(name, tmp_path):
    moves, state = game_with_takebacks(name)
    data = saved(moves, state)
    assert [t["to"] for t in data["takebacks"]] == [t.to for t in moves.takebacks]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    loaded, final, _ = load_save(path)
    assert final.digest() == state.digest()
    assert loaded.takebacks == moves.takebacks
    # the line before each take-back ends with what it undid, and is the next line's start
    lines = loaded.lines()
    for back, line in zip(loaded.takebacks, lines, strict=False):
        assert tuple(line[back.to:]) == back.undone
    assert lines[-1][:loaded.takebacks[-1].to] == loaded.actions[:loaded.takebacks[-1].to]


def test_a_save_without_take_backs_is_written_as_before():
    ruleset = registry.get("arenarex")
    state = ruleset.new_game(ruleset.make_config(2), 1)
    state.track_takebacks()
    moves = GameMoves("arenarex", ruleset.make_config(2), 1)
    assert "takebacks" not in saved(moves, state)
    parsed, _ = parse_save(save_text(moves.to_json(state)))
    assert parsed.takebacks == []


def test_a_saves_take_backs_are_written_one_to_a_line_and_read_back_the_same():
    moves, state = game_with_takebacks("forglory", wanted=3)
    data = moves.to_json(state)
    # a text or a key that looks like the take-backs' place in the file changes nothing
    data["meta"] = {"takebacks": "(take-backs)", "note": '\n "takebacks": "(take-backs)"'}
    text = save_text(data)
    assert json.loads(text) == data
    assert json.loads(json.dumps(data, indent=1, sort_keys=True)) == data
    lines = text.splitlines()
    start = lines.index(' "takebacks": [')
    assert [json.loads(line.strip().rstrip(",")) for line in lines[start + 1:start + 1 + len(data["takebacks"])]] \
        == data["takebacks"], "one take-back object a line"
    assert parse_save(text)[0].takebacks == moves.takebacks


def test_take_back_with_nothing_to_take_back_is_refused_in_words():
    ruleset = registry.get("forglory")
    state = ruleset.new_game(ruleset.make_config(2), 1)
    state.track_takebacks()
    moves = GameMoves("forglory", ruleset.make_config(2), 1)
    with pytest.raises(IllegalAction) as info:
        take_back(moves, state, 0)
    assert info.value.message == "Nothing to take back yet."
    assert moves.takebacks == [] and moves.actions == []


@pytest.mark.parametrize("change,words", [
    (lambda t: "no list", "'takebacks' has the wrong type"),
    (lambda t: [7], "take-back 1 is malformed"),
    (lambda t: [{**t[0], "extra": 1}, *t[1:]], "take-back 1 is malformed"),
    (lambda t: [{**t[0], "to": -1}, *t[1:]], "whole numbers"),
    (lambda t: [{**t[0], "to": True}, *t[1:]], "whole numbers"),
    (lambda t: [{**t[0], "to": 1}, {**t[0], "to": True}], "take-back 2 is malformed: 'to' and 'seat' are whole"),
    (lambda t: [{**t[0], "undone": []}, *t[1:]], "lists the moves taken back"),
    (lambda t: [{**t[0], "undone": [{"kind": 5}]}, *t[1:]], "take-back 1 is malformed"),
    (lambda t: [t[0], {**t[1], "to": 10 ** 6}], "do not fit its moves"),
    (lambda t: [{**t[0], "to": 0}, *t[1:]], "take-back 1"),
    (lambda t: [{**t[0], "seat": 1 - t[0]["seat"]}, *t[1:]], "take-back 1 goes back where"),
    (lambda t: [{**t[0], "seat": 9}, *t[1:]], "take-back 1 goes back where"),
    (lambda t: [{**t[0], "undone": [{"kind": "no_such_move"}]}, *t[1:]], "take-back"),
])
def test_a_malformed_or_impossible_take_back_is_refused(change, words, tmp_path):
    moves, state = game_with_takebacks()
    data = saved(moves, state)
    data["takebacks"] = change(data["takebacks"])
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert words in str(info.value)
    assert "Traceback" not in str(info.value)


def test_the_undone_moves_stay_out_of_the_line_replayed():
    moves, state = game_with_takebacks()
    line = GameMoves(moves.ruleset, moves.config, moves.seed, list(moves.actions))
    replayed, _ = replay(line)
    assert replayed.digest() == state.digest()
