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

from client.table import autosave as autosave_module
from client.table.autosave import last_autosave, load
from client.table.record import RecordStore, recover_finished
from client.table.session import GameSession, Seat
from engine.core import registry

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


def ends_the_game(session, action) -> bool:
    probe = session.state.clone()
    probe.apply(action)
    return probe.to_decide() is None


def play_to_the_last_move(game: str, seed: int):
    """A game played at random up to (not including) the move that ends it; returns (session, that move)."""
    ruleset = registry.get(game)
    seats = [Seat("Livia", "human")] + [Seat(f"Bot {i}", "bot:easy") for i in range(2, ruleset.min_seats + 1)]
    session = GameSession.new(game, ruleset.make_config(len(seats)), seats, seed)
    rng = random.Random(seed)
    while True:
        action = rng.choice(session.legal_actions())
        if ends_the_game(session, action):
            session.flush()
            return session, action
        session.apply(action)


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
        moves, state, _events = load(offered)
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
