"""The window's autosave folder (``client/table/autosave.py``): the last few of each game kept,
the new file whole before an old one goes, saves found by what they say whatever their
name, temp files of dead writers cleaned, finished games pruned beyond the latest ones."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client.table.autosave import autosave, clean_partial, newest_per_game, prune_finished, scan
from engine.ai import RandomBot
from engine.core import registry
from engine.core.saves import save_game, save_text
from engine.play.match import play_match


@pytest.fixture()
def finished():
    ruleset = registry.get("duel")
    return play_match(ruleset, ruleset.make_config(2), 5, [RandomBot(), RandomBot()])


def _data(moves, state, game="g1", seq=1, saved_at=1000.0, **meta):
    data = moves.to_json(state)
    data["meta"] = dict(data["meta"], game=game, seq=seq, saved_at=saved_at, **meta)
    return data


def test_autosave_keeps_the_last_three_of_each_game(tmp_path, finished):
    moves, state = finished.moves, finished.state
    for seq in range(1, 6):
        autosave(tmp_path, _data(moves, state, "first", seq))
    for seq in range(1, 3):
        autosave(tmp_path, _data(moves, state, "second", seq))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["first.000003.json", "first.000004.json", "first.000005.json",
                     "second.000001.json", "second.000002.json"]


def test_rotation_writes_the_new_file_before_removing_any_old_one(tmp_path, finished, monkeypatch):
    """A crash at any step of an autosave leaves the newest complete save on disk."""
    moves, state = finished.moves, finished.state
    for seq in range(1, 4):
        autosave(tmp_path, _data(moves, state, "g", seq))
    steps = []
    real_replace, real_unlink = os.replace, Path.unlink

    def spy_replace(a, b):
        steps.append(("replace", Path(b).name))
        return real_replace(a, b)

    def spy_unlink(self, missing_ok=False):
        if self.suffix == ".json":
            steps.append(("unlink", self.name))
            assert (tmp_path / "g.000004.json").exists(), "an old autosave went before the new one was whole"
        return real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(os, "replace", spy_replace)
    monkeypatch.setattr(Path, "unlink", spy_unlink)
    autosave(tmp_path, _data(moves, state, "g", 4))
    assert steps == [("replace", "g.000004.json"), ("unlink", "g.000001.json")]


def test_scan_finds_the_newest_complete_save_whatever_its_name(tmp_path, finished):
    moves, state = finished.moves, finished.state
    save_game(tmp_path / "autosave.1.json", moves, state)  # an older version's name, no game id
    os.utime(tmp_path / "autosave.1.json", (1000.0, 1000.0))  # ...written before the other one
    (tmp_path / "renamed by hand.json").write_text(save_text(_data(moves, state, "g", 7, 2000.0)))
    (tmp_path / "g.000008.json").write_text('{"format": "ludus-save", "vers')  # cut short
    (tmp_path / "notes.json").write_text("[1, 2]")
    infos = scan(tmp_path)
    assert sorted(i.path.name for i in infos) == ["autosave.1.json", "renamed by hand.json"]
    newest = newest_per_game(infos)
    assert [i.path.name for i in newest] == ["renamed by hand.json", "autosave.1.json"]
    assert newest[0].seq == 7 and newest[0].decisions == len(moves.actions)


def test_partial_temp_files_of_dead_writers_are_cleaned(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    left = tmp_path / f".g.000001.json.{dead}.abcd1234.tmp"
    old_style = tmp_path / ".autosave.json.k2j4h5g6.tmp"
    ours = tmp_path / f".g.000002.json.{os.getpid()}.abcd1234.tmp"  # a write in progress
    for path in (left, old_style, ours):
        path.write_text('{"format": "lud')
    removed = clean_partial(tmp_path)
    assert sorted(removed) == sorted([left, old_style])
    assert ours.exists() and not left.exists() and not old_style.exists()


def test_only_finished_games_are_pruned_and_only_beyond_the_latest_ones(tmp_path, finished):
    moves, state = finished.moves, finished.state
    for n in range(4):
        autosave(tmp_path, _data(moves, state, f"done{n}", 1, 1000.0 + n, over=True))
        autosave(tmp_path, _data(moves, state, f"open{n}", 1, 900.0 + n, over=False))
    prune_finished(tmp_path, keep=2)
    assert sorted(p.name.split(".")[0] for p in tmp_path.iterdir()) == ["done2", "done3", "open0", "open1",
                                                                       "open2", "open3"]
