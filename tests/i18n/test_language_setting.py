"""The Language setting: English / Español in Settings, at once and without a restart, kept in
the settings file, a new install following the system, a bad value told and not used."""
import json

import pygame
import pytest

from client.layout import Layout
from client.scenes.settings import SettingsScene
from client.theme import TYPE_SCALE, Theme
from engine import i18n

FRAME = 1 / 60


def settle(app, frames=2):
    for _ in range(frames):
        app.step([], dt=FRAME)


def drawn_by(app):
    seen = []
    from client import theme

    stop = theme.watch_text(lambda text, box, width: seen.append(text))
    settle(app)
    stop()
    return set(seen)


def test_choosing_espanol_changes_every_scene_at_once_and_is_saved(make_app, user_folders):
    app = make_app()
    settle(app)
    title = app.top
    assert title.settings_button.text == "Settings"
    title.open_settings()
    settle(app)
    settings = app.top
    assert isinstance(settings, SettingsScene) and settings.language.value == "en"
    settings.language.cycle(1)  # English -> Español, as a click on the arrow does
    assert i18n.language() == "es"
    settings = app.top
    assert settings.back_button.text == "Volver" and settings.widgets.focused is settings.language
    shown = drawn_by(app)
    assert {"Ajustes", "Idioma", "Español"} <= shown and "Settings" not in shown
    assert title.settings_button.text == "Ajustes"  # the scene below, rebuilt at once
    saved = json.loads((user_folders["config"] / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "es"
    settings.back()
    settle(app)
    assert "Juegos de gladiadores para una sola mesa" in drawn_by(app)
    title.open_settings()
    settle(app)
    app.top.language.cycle(-1)
    assert i18n.language() == "en" and title.quit_button.text == "Quit"


def test_the_saved_language_is_used_at_the_next_start(make_app, user_folders):
    path = user_folders["config"] / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "es", "volume": 40}), encoding="utf-8")
    app = make_app()
    settle(app)
    assert i18n.language() == "es" and app.top.settings_button.text == "Ajustes" and app.notice is None


def test_a_new_install_follows_the_system_language(make_app, monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANGUAGE", "es_ES.UTF-8")
    app = make_app()
    assert i18n.language() == "es" and app.top.quit_button.text == "Salir"
    monkeypatch.setenv("LANGUAGE", "de_DE.UTF-8")  # a language Ludus does not speak: English
    app = make_app()
    assert i18n.language() == "en"


@pytest.mark.parametrize("value", ['"klingon"', "7", "[1, 2]", "null"])
def test_a_malformed_language_falls_back_with_a_notice(make_app, user_folders, monkeypatch, value):
    monkeypatch.setenv("LANGUAGE", "en_GB")
    path = user_folders["config"] / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"volume": 40, "language": ' + value + '}', encoding="utf-8")
    app = make_app()
    assert app.settings.volume == 40  # the rest of the settings still apply
    assert i18n.language() == "en"
    if value == "null":
        assert app.notice is None  # null: no choice made, the system's language
    else:
        assert app.notice and "'language'" in app.notice and "system's language" in app.notice


def test_spanish_letters_render_in_every_font_of_the_theme():
    pygame.font.init()
    theme, layout = Theme(), Layout((1280, 720))
    letters = "áéíóúüñÁÉÍÓÚÜÑ¿¡«»"
    for role in TYPE_SCALE:
        font = theme.font(role, layout)
        metrics = font.metrics(letters)
        assert None not in metrics, f"the {role} font has no glyph for some of {letters!r}"
        ascii_width = font.size("a")[0]
        assert all(m[4] > 0 for m in metrics) and ascii_width > 0
    fallback = pygame.font.Font(None, 20)  # pygame's own font, where no family of the theme is installed
    assert None not in fallback.metrics(letters)


def test_numbers_plurals_and_lists_follow_the_language():
    from engine.i18n import listing, ngettext, number

    i18n.set_language("es")
    assert number(12500) == "12.500" and number(2.5, 1) == "2,5"
    assert ngettext("%(n)d player", "%(n)d players", 1) % {"n": 1} == "1 jugador"
    assert ngettext("%(n)d player", "%(n)d players", 4) % {"n": 4} == "4 jugadores"
    assert listing([1, 2, 3]) == "1, 2 y 3"
    i18n.set_language("en")
    assert number(12500) == "12,500" and listing([1, 2, 3]) == "1, 2 and 3"
    assert ngettext("%(n)d player", "%(n)d players", 1) % {"n": 1} == "1 player"


def test_a_table_under_the_settings_writes_its_log_again_in_the_new_language(make_app):
    from client.scenes.gamemenu import PauseScene
    from client.table.session import GameSession, Seat

    app = make_app()
    from engine.core import registry

    session = GameSession.new("gladiatores", registry.get("gladiatores").make_config(3),
                              [Seat(n, "bot:random") for n in ("Livia", "Marcus", "Aurelia")], 4, autosave_to=False)
    for _ in range(6):
        session.apply(session.legal_actions()[0])
    app.play(session)
    settle(app, 3)
    table = app.top
    english_log = table.log.lines()
    assert english_log
    app.open_pause(table)
    settle(app)
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.resume_button.text == "Resume"
    pause.widgets.focus(pause.resume_button)
    app.push(SettingsScene(app))
    settle(app)
    app.top.language.cycle(1)
    assert app.scenes[-2] is pause and pause.resume_button.text == "Seguir"  # rebuilt at once
    spanish_log = table.log.lines()
    assert spanish_log is not english_log and table.message is None
