"""Who played each seat survives a save: a save written by `sim --save-dir` opens with its bots
as bots, and a save whose seat list is damaged opens with a visible notice that the seats were
reset (never silently)."""
import json

from table_driver import FRAME

from client.scenes.notice import NoticeScene
from client.table.session import GameSession
from engine.core import registry
from engine.core.seats import parse_seats
from engine.play.simulate import run_games


def _sim_save(tmp_path):
    ruleset = registry.get("forglory")
    list(run_games(ruleset, ruleset.make_config(3), parse_seats("bot:random,bot:random,bot:random"), 1, 5,
                   save_dir=tmp_path))
    return next(tmp_path.glob("forglory-*.json"))


def test_a_sim_save_opens_with_its_bots_as_bots(tmp_path):
    path = _sim_save(tmp_path)
    session = GameSession.load(path, autosave_to=False)
    assert [s.controller for s in session.seats] == ["bot:random"] * 3
    assert [s.name for s in session.seats] == ["Bot 1", "Bot 2", "Bot 3"]
    assert session.seat_problem is None


def test_an_older_sim_save_with_bare_controller_strings_keeps_its_bots(tmp_path):
    path = _sim_save(tmp_path)
    data = json.loads(path.read_text())
    data["meta"]["seats"] = ["bot:random", "bot:random", "bot:random"]
    path.write_text(json.dumps(data))
    session = GameSession.load(path, autosave_to=False)
    assert [s.controller for s in session.seats] == ["bot:random"] * 3 and session.seat_problem is None


def test_a_save_with_damaged_seats_opens_with_a_notice_naming_the_reset_seats(tmp_path, make_app):
    path = _sim_save(tmp_path)
    data = json.loads(path.read_text())
    data["meta"]["seats"] = [{"name": "Livia", "controller": "bot:random"}, 7, {"controller": "robot"}]
    path.write_text(json.dumps(data))
    session = GameSession.load(path, autosave_to=False)
    assert [s.controller for s in session.seats] == ["bot:random", "human", "human"]
    assert session.seat_problem == ("This save does not say who played seats 2 and 3: they are played by "
                                    "people here, with default names.")
    app = make_app()
    app.open_save(path)
    app.step([], dt=FRAME)
    assert isinstance(app.top, NoticeScene) and "seats 2 and 3" in app.top.message
