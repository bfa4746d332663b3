"""Your record (issue 28.3): the store (written atomically, a damaged file refused, kept aside
and a fresh record started, a finished game written the moment it ends), and the Record scene
from the title after two finished games, opening a replay."""
import json
import os
import random

import pytest
from client_helpers import click
from table_driver import FRAME

from client.scenes.record import RecordScene
from client.table import record as store_module
from client.table.record import GameEntry, RecordStore, SeatResult, results_over_time, summary
from client.table.replay import replay_session
from client.table.session import GameSession, Seat
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def entry(game="forglory", winner=0, date=1.0, levels=("easy",), game_id=""):
    seats = (SeatResult("Livia", "human", 1 if winner == 0 else 2),) + tuple(
        SeatResult(f"Bot {i + 2}", f"bot:{level}", 2 if winner == 0 else 1) for i, level in enumerate(levels))
    return GameEntry(game, date, seats, winner, game_id=game_id)


def finish(game="forglory", seed=1, seats=None):
    """A session played to its end through ``GameSession.apply`` (what the table calls)."""
    ruleset = registry.get(game)
    seats = seats or [Seat("Livia", "human"), Seat("Bot 2", "bot:easy")]
    session = GameSession.new(game, ruleset.make_config(len(seats)), seats, seed)
    rng = random.Random(seed)
    while not session.over:
        session.apply(rng.choice(session.legal_actions()))
    session.flush()
    return session


def test_the_store_appends_and_reads_back(data_dir):
    store = RecordStore()
    store.add(entry(winner=0, date=1.0))
    store.add(entry(winner=1, date=2.0, levels=("hard", "easy")))
    loaded = store.load()
    assert loaded.problem is None and [e.winner for e in loaded.entries] == [0, 1]
    data = json.loads((data_dir / "record.json").read_text())
    assert data["format"] == "ludus-record" and data["games"][0]["hints"] == 0
    s = summary(loaded.entries)
    assert (s.by_game["forglory"].played, s.by_game["forglory"].won, s.by_game["forglory"].lost) == (2, 1, 1)
    assert s.by_level["easy"].played == 2 and s.by_level["hard"].lost == 1
    assert s.by_seats[2].won == 1 and s.by_seats[3].lost == 1
    assert results_over_time(loaded.entries, "forglory") == ["won", "lost"]


def test_a_write_that_fails_leaves_the_record_as_it_was(data_dir, monkeypatch):
    store = RecordStore()
    store.add(entry(date=1.0))
    before = (data_dir / "record.json").read_bytes()

    def broken(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        store.add(entry(date=2.0))
    monkeypatch.undo()
    assert (data_dir / "record.json").read_bytes() == before
    assert not [p for p in data_dir.iterdir() if p.name.endswith(".tmp")], "a temp file was left behind"


@pytest.mark.parametrize("damage", [
    b"{not json",
    b'{"format": "something else"}',
    b'{"format": "ludus-record", "version": 1, "games": [{"game": "forglory"}]}',
    b'{"format": "ludus-record", "version": 1, "games": [{"game": "x", "date": 1, "seats": [{"name": "A", '
    b'"controller": "human"}], "save": "../../etc/passwd"}]}',
    b"\xff\xfe",
])
def test_a_damaged_record_is_refused_kept_aside_and_a_new_one_started(data_dir, damage):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "record.json").write_bytes(damage)
    loaded = RecordStore().load()
    assert loaded.entries == [] and loaded.problem and "kept as record.damaged-" in loaded.problem
    aside = list(data_dir.glob("record.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == damage
    RecordStore().add(entry())
    assert len(RecordStore().load().entries) == 1
    (data_dir / "record.json").write_bytes(damage)  # damaged again: never over the first copy
    RecordStore().load()
    assert len(list(data_dir.glob("record.damaged-*.json"))) == 2


def test_a_finished_game_is_in_the_record_the_moment_it_ends(data_dir, monkeypatch):
    calls = []
    original = store_module.RecordStore.add

    def spy(self, item):
        calls.append(item)
        return original(self, item)

    monkeypatch.setattr(store_module.RecordStore, "add", spy)
    session = finish()
    # written by the apply that ended the game, before any results screen could crash
    assert len(calls) == 1
    on_disk = json.loads((data_dir / "record.json").read_text())["games"]
    assert len(on_disk) == 1 and on_disk[0]["game_id"] == session.game_id
    assert on_disk[0]["moves"] == len(session.moves.actions)
    assert on_disk[0]["seat_count"] == 2 and on_disk[0]["hints"] == 0
    human = on_disk[0]["seats"][0]
    assert human["controller"] == "human" and human["place"] in (1, 2)
    assert (data_dir / on_disk[0]["save"]).is_file(), "the entry names the finished game's autosave"


def test_replays_and_bot_only_games_are_not_recorded(data_dir):
    finish(seats=[Seat("Bot 1", "bot:easy"), Seat("Bot 2", "bot:easy")])
    assert RecordStore().load().entries == []
    played = finish(seed=5)
    watching = replay_session(played.moves)
    for action in played.moves.actions:
        watching.apply(action)
    assert watching.over
    assert [e.game_id for e in RecordStore().load().entries] == [played.game_id]


def test_the_record_scene_opens_from_the_title_after_two_games_and_opens_a_replay(make_app, data_dir):
    first, second = finish(seed=1), finish(seed=2)
    app = make_app()
    app.step([], dt=FRAME)
    title = app.top
    app.step(click(app, rect=title.record_button.rect), dt=FRAME)
    app.step([], dt=FRAME)
    scene = app.top
    assert isinstance(scene, RecordScene)
    assert scene.summary.by_game["forglory"].played == 2
    assert len(scene.recent_buttons) == 2 and all(b.enabled for _, b in scene.recent_buttons)
    newest, button = scene.recent_buttons[0]
    assert newest.game_id == second.game_id
    app.step(click(app, rect=button.rect), dt=FRAME)
    app.step([], dt=FRAME)
    replay = app.top
    assert getattr(replay, "replaying", False), f"no replay opened: {type(replay).__name__}"
    assert replay.session.moves.seed == second.moves.seed
    assert replay.replay.actions == second.moves.actions
    assert first.game_id != second.game_id


def test_a_game_whose_save_is_gone_lists_without_a_replay(make_app, data_dir):
    session = finish(seed=3)
    for path in (data_dir / "autosave").glob(f"{session.game_id}.*.json"):
        path.unlink()
    app = make_app()
    app.push(RecordScene(app))
    app.step([], dt=FRAME)
    (_, button), = app.top.recent_buttons
    assert not button.enabled and button.tooltip == "Its save is no longer kept"
