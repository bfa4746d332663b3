"""The record is part of a game's end (issue 38.2): a kill at any instant of the ending loses no
finished game. The ending's every write to disk (the last autosave's temp file and rename, the
old autosaves dropped, the finished games pruned, the record's temp file and rename) is caught,
and the data folder is copied just before and just after each one: each copy is the folder a
kill -9 at that instant leaves. From each, the start-up of the window (``recover_finished``, as
``App`` calls it) must give a record holding the game, or else the game unfinished on disk with
Continue offering it, at most its last decision lost; and the game recorded before it is never
lost. (bench/bench_ending_kills.py kills real processes at random instants of the ending.)"""
import os
import random
import shutil
import tempfile
import threading
from pathlib import Path

import pytest

from bench.bench_ending_kills import PHASES, check, kill_ending, play_to_the_last_move, prepare
from client.table import autosave as autosave_module
from client.table.autosave import last_autosave, load
from client.table.record import RecordStore, recover_finished
from client.table.session import GameSession, Seat
from engine.core import Action, registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


class Snapshots:
    """Copies of the data folder taken around each write while ``catching``."""

    def __init__(self, data: Path, out: Path):
        self.data, self.out, self.lock, self.taken = data, out, threading.RLock(), []

    def take(self, label: str) -> None:
        with self.lock:
            target = self.out / f"{len(self.taken):03d}"
            shutil.copytree(self.data, target, ignore_dangling_symlinks=True)
            self.taken.append((label, target))

    def catch(self, monkeypatch) -> None:
        real_replace, real_unlink, real_mkstemp = os.replace, Path.unlink, tempfile.mkstemp

        def replace(src, dst):
            with self.lock:
                self.take(f"before replacing {Path(dst).name}")
                real_replace(src, dst)
                self.take(f"after replacing {Path(dst).name}")

        def unlink(path, missing_ok=False):
            with self.lock:
                self.take(f"before removing {path.name}")
                real_unlink(path, missing_ok=missing_ok)
                self.take(f"after removing {path.name}")

        def mkstemp(*args, **kwargs):
            with self.lock:
                made = real_mkstemp(*args, **kwargs)
                self.take(f"after creating {Path(made[1]).name}")
                return made

        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(Path, "unlink", unlink)
        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)


GAMES = [("forglory", 1), ("forglory", 2), ("gladiatores", 1), ("gladiatores", 3)]


@pytest.mark.parametrize("game, seed", GAMES)
def test_a_kill_at_any_instant_of_the_ending_loses_no_finished_game(game, seed, data_dir, tmp_path, monkeypatch):
    earlier, last = play_to_the_last_move(game, seed + 100)
    earlier.apply(last)
    earlier.flush()
    session, last = play_to_the_last_move(game, seed)
    snapshots = Snapshots(data_dir, tmp_path / "kills")
    snapshots.take("before the last move")
    with monkeypatch.context() as patch:
        snapshots.catch(patch)
        session.apply(last)
        session.flush()
    snapshots.take("after the ending")
    assert session.over and len(snapshots.taken) >= 8, [label for label, _ in snapshots.taken]
    finished = session.state.result()
    recorded_at = None
    for index, (label, folder) in enumerate(snapshots.taken):
        monkeypatch.setenv("LUDUS_DATA_DIR", str(folder))
        autosave_module._INFO_CACHE.clear()
        recover_finished()  # what the window does at start-up
        entries = {e.game_id: e for e in RecordStore().load().entries}
        assert earlier.game_id in entries, f"kill {label}: the game recorded before was lost"
        mine = entries.get(session.game_id)
        if mine is not None:
            recorded_at = recorded_at if recorded_at is not None else index
            assert mine.winner == finished.winner and mine.moves == len(session.moves.actions), label
            assert [s.place for s in mine.seats] == [finished.placings.index(i) + 1 for i in range(len(mine.seats))]
            continue
        # not recorded: the game is unfinished on disk and Continue offers it, one decision short at most
        assert recorded_at is None, f"kill {label}: the game left the record after being in it"
        offered = last_autosave()
        assert offered is not None, f"kill {label}: the game is neither recorded nor offered by Continue"
        moves, state, _events, _told = load(offered)
        assert moves.meta["game"] == session.game_id and state.to_decide() is not None, label
        assert len(session.moves.actions) - len(moves.actions) <= 1, label
    assert recorded_at is not None and recorded_at < len(snapshots.taken) - 1


def test_the_window_adds_at_start_up_a_finished_game_the_record_missed(make_app, data_dir):
    session, last = play_to_the_last_move("forglory", 4)
    session.note_finished = lambda: None  # the kill: the last autosave is written, the record never is
    session.apply(last)
    session.flush()
    assert session.over and RecordStore().load().entries == []
    make_app()
    (entry,) = RecordStore().load().entries
    assert entry.game_id == session.game_id and entry.winner == session.state.result().winner
    assert entry.save and (data_dir / entry.save).is_file()
    make_app()  # a second start adds nothing twice
    assert len(RecordStore().load().entries) == 1


def test_games_with_no_person_playing_are_not_recovered_into_the_record(data_dir):
    ruleset = registry.get("forglory")
    session = GameSession.new("forglory", ruleset.make_config(2), [Seat("A", "bot:easy"), Seat("B", "bot:easy")], 1)
    rng = random.Random(1)
    while not session.over:
        session.apply(rng.choice(session.legal_actions()))
    session.flush()
    assert recover_finished() == [] and RecordStore().load().entries == []


def test_real_processes_killed_over_the_ending_lose_no_finished_game(tmp_path):
    """The bench's kill -9s, a few: real processes playing the window's ending, killed (SIGKILL) at
    seeded instants over it, then the next start-up; nothing finished is lost, Continue is right."""
    found = kill_ending(False, kills=4, seed=5, out=lambda *_: None, where=tmp_path)
    assert found["problems"] == [] and found["lost"] == 0
    assert sum(found["phases"].values()) == 4 and set(found["phases"]) == set(PHASES)


def test_the_kill_check_sees_a_finished_game_lost(tmp_path, monkeypatch):
    """The bench's check is no formality: a game-over autosave the record never got, with no
    rebuild at start-up, is found lost."""
    from bench import bench_ending_kills

    plan = prepare(tmp_path, "forglory", 4)
    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path))
    session = GameSession.load(last_autosave())
    session.note_finished = lambda: None  # the kill: the game-over autosave is written, the record never is
    session.apply(Action.from_json(plan["last"]))
    session.flush()
    with monkeypatch.context() as patch:
        patch.setattr("client.table.record.recover_finished", lambda: [])  # no rebuild at start-up
        assert "the game is neither in the record nor offered by Continue" in bench_ending_kills.check(tmp_path, plan)
    assert check(tmp_path, plan) == []  # with the rebuild: recorded


def test_the_record_is_written_only_once_the_game_over_autosave_is_on_disk(data_dir, monkeypatch):
    """Else a kill between the two (the autosave thread slow) leaves a game the record holds that
    Continue still offers one move from its end."""
    import client.table.autosave as folder_policy
    import client.table.record as record_module

    session, last = play_to_the_last_move("forglory", 6)
    real_autosave, real_add, seen = folder_policy.autosave, record_module.RecordStore.add, []

    def slow_autosave(folder, data, *args, **kwargs):
        threading.Event().wait(0.3)  # a busy disk
        return real_autosave(folder, data, *args, **kwargs)

    def add(store, *entries):
        autosave_module._INFO_CACHE.clear()
        seen.append(last_autosave())  # what Continue would offer if the process died now
        return real_add(store, *entries)

    monkeypatch.setattr(folder_policy, "autosave", slow_autosave)
    monkeypatch.setattr(record_module.RecordStore, "add", add)
    session.apply(last)
    session.flush()
    assert seen == [None], "the record was written while Continue still offered the game"
    assert session.game_id in {e.game_id for e in RecordStore().load().entries}
