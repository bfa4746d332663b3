"""Load and Continue read a save once and replay it once (issue 42, Deliver 4): the file is read
one time (what Continue and Load show of it comes from that reading), the game starts once and
every move the save holds, taken back or not, is played once; a take-back after the load plays
none again. A measure of work, not of time."""
import random
from pathlib import Path

import pytest
from table_driver import FRAME

from bench.bench_takeback_load import build
from client.games import table_for
from client.table import autosave as autosave_module
from client.table.autosave import autosave_dir, autosave_name, saves_dir
from client.table.session import GameSession, Seat
from engine.core import registry, takeback
from engine.core import saves as saves_module
from engine.core.saves import GameMoves, replay, save_text

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def a_save_with_takebacks(folder: Path, name: str):
    """A Gladiatores game of people only (no worker) with 4 take-backs, saved in ``folder``."""
    moves, state = build("gladiatores", 4, "varied")
    moves.meta = {"seats": [{"name": f"P{i}", "controller": "human"} for i in range(state.num_seats)],
                  "game": "g1", "seq": 1}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(save_text(moves.to_json(state)))
    played = len(moves.actions) + sum(len(back.undone) for back in moves.takebacks)
    return path, state, played


def count_work(monkeypatch, path: Path) -> dict[str, int]:
    """From now on, count the readings of ``path``, the games started and the moves played."""
    counted = {"read": 0, "start": 0, "take": 0}
    real_read, real_take, real_start = saves_module.read_bytes, saves_module.take, GameMoves.start
    real_listed = takeback.take_listed

    def reading(where, *args, **kwargs):
        if Path(where).resolve() == path.resolve():
            counted["read"] += 1
        return real_read(where, *args, **kwargs)

    def taking(state, entry):
        counted["take"] += 1
        return real_take(state, entry)

    def taking_listed(state, entry):  # a take-back's move taken without its check (a listed answer)
        produced = real_listed(state, entry)
        counted["take"] += produced is not None
        return produced

    def starting(moves):
        counted["start"] += 1
        return real_start(moves)

    for module in (saves_module, autosave_module):
        monkeypatch.setattr(module, "read_bytes", reading)
    monkeypatch.setattr(saves_module, "take", taking)
    monkeypatch.setattr(takeback, "take_listed", taking_listed)
    monkeypatch.setattr(GameMoves, "start", starting)
    return counted


def opened(app, state):
    for _ in range(3):
        app.step([], dt=FRAME)
    table = app.top
    assert type(table) is table_for("gladiatores") and table.session.state.digest() == state.digest()
    return table


def test_load_reads_a_save_with_takebacks_once_and_replays_it_once(make_app, monkeypatch):
    path, state, played = a_save_with_takebacks(saves_dir(), "mine.json")
    app = make_app()
    app.step([], dt=FRAME)
    counted = count_work(monkeypatch, path)
    assert app.open_save(path) is True
    opened(app, state).session.flush()
    assert counted == {"read": 1, "start": 1, "take": played}


def test_continue_reads_the_newest_autosave_once_and_replays_it_once(make_app, monkeypatch):
    path, state, played = a_save_with_takebacks(autosave_dir(), autosave_name("gladiatores", 1))
    app = make_app()
    app.step([], dt=FRAME)
    counted = count_work(monkeypatch, path)
    app.continue_game()
    table = opened(app, state)
    table.session.flush()
    assert counted == {"read": 1, "start": 1, "take": played}
    assert table.session.game_id == "g1"  # the newest autosave of its game: the same game goes on


def test_a_take_back_after_a_load_cuts_the_log_with_no_replay(tmp_path, monkeypatch):
    """The load tells how many events each move of the line made, so the first take-back after it
    cuts the log where it belongs: no move is played again, and the log is the line's."""
    session = GameSession.new("arenarex", registry.get("arenarex").make_config(2),
                              [Seat("Livia", "human"), Seat("Marcus", "human")], 5, autosave_to=False)
    rng = random.Random(2)
    while len(session.moves.actions) < 40 or session.state.takeback_point(session.decision.seat) is None:
        session.apply(rng.choice(session.legal_actions()))
    seat = session.decision.seat
    path = session.save_as(tmp_path / "game.json")
    loaded = GameSession.load(path, autosave_to=False)
    counted = count_work(monkeypatch, path)
    assert loaded.take_back(seat) >= 1
    assert counted["take"] == 0 and counted["start"] == 0
    line = GameMoves(loaded.moves.ruleset, loaded.moves.config, loaded.moves.seed, list(loaded.moves.actions))
    assert [e.to_json() for e in loaded.events] == [e.to_json() for e in replay(line, collect_events=True)[1]]
