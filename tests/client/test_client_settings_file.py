"""settings.json: defaults, round trip, where it lives, atomic writes, bad files left alone."""
import json

import pytest

from client.settings import WINDOW_SIZES, Settings, SettingsStore, settings_dir


def test_defaults_when_there_is_no_file(tmp_path):
    result = SettingsStore(tmp_path / "none").load()
    assert result.settings == Settings() and result.problem is None
    assert not (tmp_path / "none").exists()  # loading creates nothing


def test_round_trip_keeps_unknown_keys_and_leaves_no_temp_files(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 10, "future_key": {"a": 1}}))
    store = SettingsStore(tmp_path)
    settings = store.load().settings
    assert settings.volume == 10 and settings.extra == {"future_key": {"a": 1}}
    settings.volume, settings.fullscreen, settings.window_size = 85, True, WINDOW_SIZES[-1]
    store.save(settings)
    again = SettingsStore(tmp_path).load()
    assert again.problem is None and again.settings == settings
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_where_settings_live(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDUS_CONFIG_DIR", str(tmp_path / "env"))
    assert settings_dir() == tmp_path / "env"
    assert settings_dir(tmp_path / "arg") == tmp_path / "arg"
    monkeypatch.delenv("LUDUS_CONFIG_DIR")
    assert settings_dir().name == "Ludus"


@pytest.mark.parametrize("content, words", [
    (b'{"volume": 50,', "not valid JSON"),
    (b"\xff\xfe garbage", "not UTF-8"),
    (b"[1, 2]", "JSON object"),
    (b'{"volume": 500}', "'volume'"),
    (b'{"fullscreen": "yes"}', "'fullscreen'"),
    (b'{"window_size": [123, 45]}', "'window_size'"),
])
def test_malformed_file_gives_defaults_and_a_message_naming_it(tmp_path, content, words):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    result = SettingsStore(tmp_path).load()
    assert result.settings == Settings()
    assert str(path) in result.problem and words in result.problem
    assert path.read_bytes() == content


def test_app_keeps_a_bad_file_untouched_until_a_setting_changes(make_app, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    bad = b'{"volume": 40, "fullscreen": maybe}\n'
    (config / "settings.json").write_bytes(bad)
    app = make_app()
    assert app.settings == Settings()
    assert "settings.json" in app.notice and "not valid JSON" in app.notice
    app.top.open_settings()
    for _ in range(3):
        app.step([], dt=1 / 60)
    app.pop()
    app.step([], dt=1 / 60)
    assert (config / "settings.json").read_bytes() == bad
    assert sorted(p.name for p in config.iterdir()) == ["settings.json"]

    app.change_settings(volume=20)
    assert (config / "settings.json.bad").read_bytes() == bad
    assert json.loads((config / "settings.json").read_text())["volume"] == 20
    assert "settings.json.bad" in app.notice
    app.change_settings(volume=25)  # later saves leave the kept copy alone
    assert (config / "settings.json.bad").read_bytes() == bad


def test_a_failed_save_becomes_a_notice(make_app, tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the settings folder should be")
    app = make_app(settings_dir=blocker)
    app.change_settings(volume=5)
    assert app.settings.volume == 5 and "could not be saved" in app.notice
