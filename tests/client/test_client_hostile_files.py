"""Hostile files in the autosave folder and in settings.json never lock the player out: the title
opens, Continue resumes the valid game, Load lists each bad file as damaged with its reason,
and no file is changed (issue 26)."""
import pytest
from table_driver import FRAME, click_at

from client.scenes.gamemenu import DamagedRow, LoadScene, SaveRow
from client.scenes.notice import NoticeScene
from client.scenes.title import TitleScene
from client.table.autosave import last_autosave
from client.table.session import GameSession, Seat

DEEP = b"[" * 100_000 + b"]" * 100_000
HUGE = b'{"format": "ludus-save", "pad": "' + b"x" * 10_000_000 + b'"}'


def snapshot(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()}


@pytest.mark.parametrize("settings_text", [DEEP, HUGE], ids=["deep settings", "10 MB settings"])
def test_deep_and_huge_files_leave_the_title_continue_and_load_working(make_app, data_dir, tmp_path, settings_text):
    game = GameSession.new("forglory", {"seats": 3, "champions": "off"},
                           [Seat("Livia", "human"), Seat("Marcus", "bot:easy"), Seat("Aurelia", "bot:easy")], 7)
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    game.flush()
    folder = game.autosave_to
    # named so that they sort and date after the good game's autosaves
    (folder / "zz-deep.json").write_bytes(DEEP)
    (folder / "zz-huge.json").write_bytes(HUGE)
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_bytes(settings_text)
    before = snapshot(folder)

    app = make_app()
    app.step([], dt=FRAME)
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_button.enabled
    assert "settings.json" in app.notice and ("nested" in app.notice or "larger" in app.notice)
    assert last_autosave().name.startswith(game.game_id)

    app.step(click_at(title.load_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    load = app.top
    assert isinstance(load, LoadScene)
    damaged = {row.info.path.name: row for row in load.buttons if isinstance(row, DamagedRow)}
    assert set(damaged) == {"zz-deep.json", "zz-huge.json"}
    assert "nested" in damaged["zz-deep.json"].seats and "larger than" in damaged["zz-huge.json"].seats
    assert [row.info.ruleset for row in load.buttons if type(row) is SaveRow] == ["forglory"]
    app.step(click_at(damaged["zz-deep.json"].screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, NoticeScene)
    assert snapshot(folder) == before  # listing and explaining changed nothing

    app.to_title()
    app.step([], dt=FRAME)
    app.continue_game()
    app.step([], dt=FRAME)
    table = app.scenes[1]
    assert table.session.state.digest() == game.state.digest() and table.session.game_id == game.game_id
    assert (folder / "zz-deep.json").read_bytes() == DEEP and (folder / "zz-huge.json").read_bytes() == HUGE
    assert (tmp_path / "config" / "settings.json").read_bytes() == settings_text


def test_a_save_with_a_bad_config_is_listed_as_damaged_and_does_not_block_continue(make_app, data_dir):
    import json

    good = GameSession.new("forglory", {"seats": 3, "champions": "off"},
                           [Seat("Livia", "human"), Seat("Marcus", "bot:easy"), Seat("Aurelia", "bot:easy")], 7)
    good.apply(good.legal_actions()[0])
    good.flush()
    path = sorted(good.autosave_to.glob("*.json"))[-1]
    data = json.loads(path.read_text())
    data["config"]["seats"] = "three"
    data["meta"]["game"], data["meta"]["saved_at"] = "other", data["meta"]["saved_at"] + 100
    bad = good.autosave_to / "other.000009.json"
    bad.write_text(json.dumps(data))
    app = make_app()
    assert last_autosave() == path  # the newer game's save is damaged: Continue goes to the good one
    load = LoadScene(app)
    rows = [row for row in load.buttons if isinstance(row, DamagedRow)]
    assert [row.info.path for row in rows] == [bad] and "'seats'" in rows[0].seats


def test_a_long_load_heading_is_cut_before_it_reaches_the_date(make_app, data_dir):
    from client.scenes.gamemenu import fitted

    app = make_app()
    theme, layout, colour = app.theme, app.layout, app.theme.palette.text
    long = "For Glory + Champions · Round 3 of 3, move 1107, finished"
    for room in (300, 420, 600):
        surface = fitted(theme, long, "button", colour, layout, room, "For Glory · Round 3 of 3, move 1107, finished")
        assert surface.get_width() <= room


def test_an_unknown_bot_speed_is_reported_once_in_the_window_and_the_log_and_kept(make_app, data_dir, tmp_path,
                                                                                 user_folders):
    import json

    from client.settings import bot_speed

    (tmp_path / "config").mkdir()
    path = tmp_path / "config" / "settings.json"
    path.write_text(json.dumps({"volume": 40, "bot_speed": "warp"}))
    app = make_app()
    assert "'bot_speed' cannot be 'warp'" in app.notice and app.settings.volume == 40
    assert bot_speed(app) == "normal"
    log = (user_folders["logs"] / "ludus.log").read_text().splitlines()
    assert len(log) == 1 and "bot_speed" in log[0]
    app.change_settings(volume=55)  # another setting changes: the value to fix stays as written
    kept = json.loads(path.read_text())
    assert kept["bot_speed"] == "warp" and kept["volume"] == 55
    assert not (tmp_path / "config" / "settings.json.bad").exists()


def test_a_save_that_fails_to_replay_is_passed_over_by_continue_and_listed_as_damaged(make_app, data_dir):
    import json


    seats = [Seat("Livia", "human"), Seat("Marcus", "bot:easy"), Seat("Aurelia", "bot:easy")]
    older = GameSession.new("forglory", {"seats": 3, "champions": "off"}, seats, 7)
    older.apply(older.legal_actions()[0])
    older.flush()
    newer = GameSession.new("forglory", {"seats": 3, "champions": "off"}, seats, 8)
    newer.apply(newer.legal_actions()[0])
    newer.flush()
    first, bad = sorted(newer.autosave_to.glob(f"{newer.game_id}.*.json"))
    data = json.loads(bad.read_text())  # a header that reads well, a digest that does not match
    data["digest"] = "0" * 32
    bad.write_text(json.dumps(data))
    app = make_app()
    assert last_autosave() == bad
    before = bad.read_bytes()
    assert app.open_save(bad) is False
    app.step([], dt=FRAME)
    assert isinstance(app.top, NoticeScene)
    assert last_autosave() == first  # Continue now resumes that game one decision earlier
    first.unlink()
    assert last_autosave().name.startswith(older.game_id)  # or, with none left, the other game
    rows = [row for row in LoadScene(app).buttons if isinstance(row, DamagedRow)]
    assert bad in [row.info.path for row in rows] and bad.read_bytes() == before
