"""Save format v1: atomic writes, verified loading (the window's autosave folder: tests/client)."""
import json
import os

import pytest
from duelgame import RULESET

from engine.ai import RandomBot
from engine.core import SaveError
from engine.core.saves import load_save, save_game
from engine.play.match import play_match


@pytest.fixture()
def finished():
    config = RULESET.make_config(2)
    return play_match(RULESET, config, 5, [RandomBot(), RandomBot()])


def test_save_then_load_replays_to_the_same_digest(tmp_path, finished):
    path = tmp_path / "game.json"
    save_game(path, finished.moves, finished.state)
    data = json.loads(path.read_text())
    assert data["format"] == "ludus-save" and data["version"] == 1
    assert {"ruleset", "config", "seed", "actions", "digest"} <= set(data)
    moves, state, events = load_save(path, collect_events=True)
    assert state.digest() == finished.state.digest()
    assert moves.actions == finished.moves.actions
    assert events and events[-1].type == "game_over"


def test_mid_game_save_resumes(tmp_path, finished):
    moves = finished.moves
    moves.actions = moves.actions[:7]
    state = moves.start()
    for action in moves.actions:
        state.apply(action)
    save_game(tmp_path / "mid.json", moves, state)
    _, loaded, _ = load_save(tmp_path / "mid.json")
    assert loaded.to_decide() == state.to_decide() and loaded.digest() == state.digest()


def _corrupt(tmp_path, finished, change):
    path = tmp_path / "bad.json"
    save_game(path, finished.moves, finished.state)
    data = json.loads(path.read_text())
    text = change(data)
    path.write_text(text if isinstance(text, str) else json.dumps(data))
    return path


@pytest.mark.parametrize("change,words", [
    (lambda d: "{ not json", "not a JSON file"),
    (lambda d: d.update(version=99), "unknown save version 99"),
    (lambda d: d.update(ruleset="nosuch"), "unknown game 'nosuch'"),
    (lambda d: d.update(digest="0" * 32), "digest mismatch"),
    (lambda d: d["actions"].insert(0, {"kind": "heal", "card": "s9c9"}), "action 1 (heal) is illegal"),
    (lambda d: d["actions"].insert(2, "nonsense"), "action 3 is malformed"),
    (lambda d: d.pop("seed"), "'seed' is missing"),
    (lambda d: d.update(format="other"), "not a Ludus save"),
])
def test_bad_saves_are_refused_naming_file_and_problem_and_left_untouched(tmp_path, finished, change, words):
    path = _corrupt(tmp_path, finished, change)
    before = path.read_bytes()
    mtime = os.stat(path).st_mtime_ns
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert words in str(info.value) and str(path) in str(info.value)
    assert path.read_bytes() == before and os.stat(path).st_mtime_ns == mtime


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="cannot be read"):
        load_save(tmp_path / "nope.json")


def test_failed_write_leaves_the_old_save(tmp_path, finished, monkeypatch):
    path = tmp_path / "game.json"
    save_game(path, finished.moves, finished.state)
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_game(path, finished.moves, finished.state)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
