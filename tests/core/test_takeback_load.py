"""Loading a save with take-backs is linear in its length (issue 38.4): each move played is
replayed once, returning to a position is a copy of it, a take-back met before is not checked
again, and a save holds at most ``MAX_TAKEBACKS`` take-backs (refused in one line beyond). The
figures (load time against 0, 1,000 and 10,000 take-backs) are bench/bench_takeback_load.py's."""
from __future__ import annotations

import json

import pytest

from bench import bench_takeback_load as bench_module
from bench.bench_takeback_load import build
from engine.core import IllegalAction, SaveError, registry, takeback
from engine.core import saves as saves_module
from engine.core.saves import GameMoves, load_save, parse_save, replay, runs_of, save_text, take_back


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


def count_steps(monkeypatch, state) -> dict[str, int]:
    """From now on, count the moves a load plays (``take``) and the take-back checks it makes
    (``takeback_point``) on games of ``state``'s kind: a measure of work, not of time."""
    counted = {"take": 0, "point": 0}
    real_take, real_point, real_listed = saves_module.take, type(state).takeback_point, takeback.take_listed

    def counting_take(s, entry):
        counted["take"] += 1
        return real_take(s, entry)

    def counting_listed(s, entry):  # a move taken without its check (one of the answers listed)
        produced = real_listed(s, entry)
        counted["take"] += produced is not None
        return produced

    def counting_point(s, seat):
        counted["point"] += 1
        return real_point(s, seat)

    monkeypatch.setattr(saves_module, "take", counting_take)
    monkeypatch.setattr(takeback, "take_listed", counting_listed)
    monkeypatch.setattr(type(state), "takeback_point", counting_point)
    return counted


def test_a_move_tried_and_taken_back_over_and_over_is_replayed_once(tmp_path, monkeypatch):
    monkeypatch.setattr(bench_module, "PER_DECISION", 1)  # all 300 at the first decision that allows one
    moves, state = build("forglory", 300, "repeated")
    assert len(moves.takebacks) == 300 and len({(b.to, b.undone) for b in moves.takebacks}) == 1
    path = write(tmp_path, moves, state)
    counted = count_steps(monkeypatch, state)
    _moves, final, _events = load_save(path)
    assert final.digest() == state.digest()
    # the line once (the take-backs' replay goes on into the saved line) and the one move taken
    # back once per distinct take-back: not 300 times
    assert counted["take"] <= len(moves.actions) + 2 * len(moves.takebacks[0].undone) + 2, counted
    assert counted["point"] <= 2, counted
    # and the save lists it once, with how many times it happened
    (entry,) = json.loads(path.read_text())["takebacks"]
    assert entry["times"] == 300 and isinstance(entry["undone"], list)


@pytest.mark.parametrize("game", ["arenarex", "spartacus"])
def test_different_moves_tried_in_turn_are_each_played_and_checked_once(tmp_path, monkeypatch, game):
    """The hardest save (a different move tried each time): loading it plays each move of the
    saved line once and each run of take-backs' moves once, and checks each run at most once; a
    count of steps, linear in the save's length, whatever the clock says."""
    moves, state = build(game, 200, "varied")
    path = write(tmp_path, moves, state)
    runs = runs_of(moves.takebacks)
    counted = count_steps(monkeypatch, state)
    _moves, final, _events = load_save(path)
    assert final.digest() == state.digest() and len(runs) < len(moves.takebacks)
    assert counted["take"] <= len(moves.actions) + sum(len(run.back.undone) for run in runs), counted
    assert counted["point"] <= len(runs), counted


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


def one_object_each(takebacks):
    """A save's take-backs as older saves hold them: one object a take-back, its moves listed."""
    return [back.to_json() for back in takebacks]


@pytest.mark.parametrize("game", ["arenarex", "gladiatores"])
def test_the_compact_take_backs_read_as_the_older_form_and_the_events_are_the_lines(tmp_path, game):
    moves, state = build(game, 60, "varied")
    data = json.loads(save_text(moves.to_json(state)))
    compact = data["takebacks"]
    # moves listed once: an object naming an earlier one's number instead of listing them again
    assert any(type(entry["undone"]) is int for entry in compact)
    assert sum(entry.get("times", 1) for entry in compact) == 60
    (tmp_path / "compact.json").write_text(json.dumps(data))
    data["takebacks"] = one_object_each(moves.takebacks)
    (tmp_path / "older.json").write_text(json.dumps(data))
    new, final, events = load_save(tmp_path / "compact.json", collect_events=True)
    old, _final, _events = load_save(tmp_path / "older.json")
    assert new.takebacks == old.takebacks == moves.takebacks and final.digest() == state.digest()
    # the events (the window's log) are those of the saved line, not of the moves taken back
    line = GameMoves(moves.ruleset, moves.config, moves.seed, list(moves.actions))
    assert events == replay(line, collect_events=True)[1]
    # the position loaded may be taken back as a fresh replay's
    fresh = replay(line)[0]
    assert [final.takeback_point(s) for s in range(final.num_seats)] == \
        [fresh.takeback_point(s) for s in range(fresh.num_seats)]


@pytest.mark.parametrize("change,words", [
    (lambda t: [{**t[0], "times": 0}, *t[1:]], "take-back 1 is malformed: 'times'"),
    (lambda t: [{**t[0], "times": True}, *t[1:]], "take-back 1 is malformed: 'times'"),
    (lambda t: [{**t[0], "times": saves_module.MAX_TAKEBACKS}, *t[1:]], "take-backs; a save holds at most"),
    (lambda t: [{**t[0], "undone": 1}, *t[1:]], "take-back 1 is malformed: 'undone'"),
    (lambda t: [t[0], {**t[1], "undone": 3}, *t[2:]], "take-back 2 is malformed: 'undone'"),
    (lambda t: [t[0], {**t[1], "undone": 0}, *t[2:]], "take-back 2 is malformed: 'undone'"),
])
def test_a_malformed_run_or_reference_is_refused_in_one_line(tmp_path, change, words):
    moves, state = build("forglory", 6, "varied")
    data = json.loads(save_text(moves.to_json(state)))
    data["takebacks"] = change(one_object_each(moves.takebacks))
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_a_take_back_named_by_reference_is_checked_as_if_listed(tmp_path):
    """Naming an earlier entry's moves is no way around the check: the moves must be those the
    take-back undid, played from where it started."""
    moves, state = build("forglory", 6, "varied")
    data = json.loads(save_text(moves.to_json(state)))
    listed = one_object_each(moves.takebacks)
    assert listed[0]["undone"] != listed[1]["undone"] or listed[0]["to"] != listed[1]["to"]
    data["takebacks"] = [listed[0], {**listed[1], "undone": 1} if listed[1]["undone"] != listed[0]["undone"]
                         else {**listed[1], "seat": 1 - listed[1]["seat"]}, *listed[2:]]
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert "take-back 2" in str(info.value) or "do not fit" in str(info.value)


@pytest.mark.parametrize("name", registry.available())
def test_kept_positions_and_their_determinizations_give_the_points_the_window_gives(name):
    """A save's replay keeps positions and their determinizations (``takeback.keep_positions``); the
    window keeps neither. At every step of a seeded game with take-backs, both answer the same."""
    from engine.core import Rng, takeback

    ruleset = registry.get(name)
    config = ruleset.make_config(ruleset.min_seats)
    plain = ruleset.new_game(config, 3)
    plain.track_takebacks()
    kept = ruleset.new_game(config, 3)
    kept.track_takebacks()
    takeback.keep_positions(kept)
    rng, compared = Rng(3, stream=13), 0
    for step in range(120):
        if plain.to_decide() is None:
            break
        points = [plain.takeback_point(seat) for seat in range(plain.num_seats)]
        assert points == [kept.takeback_point(seat) for seat in range(kept.num_seats)], step
        compared += sum(p is not None for p in points)
        back = next((p for p in points if p is not None), None)
        if back is not None and step % 3 == 0:  # return there, as a take-back does, and try again
            plain, kept = takeback.rewound(plain, back), takeback.rewound(kept, back)
            assert plain.digest() == kept.digest()
            continue
        action = rng.choice(plain.legal_actions())
        plain.apply(action)
        kept.apply(action)
    assert compared > 0, name
