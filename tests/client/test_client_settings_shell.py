"""The shared settings and setup (issue 22 point 9): no window size larger than the screen, bot
speed in Settings, the seats remembered between games, forced passes explained, and no tooltip
left on screen from a scene another covers."""
import pygame
from client_helpers import click, key
from table_driver import FRAME

from client.scenes.settings import SettingsScene
from client.scenes.setup import NewGameScene
from client.scenes.title import TitleScene
from client.settings import WINDOW_SIZES
from client.widgets import Label


def open_settings(app):
    app.top.open_settings()
    app.step([], dt=FRAME)
    assert isinstance(app.top, SettingsScene)
    return app.top


def test_settings_never_offer_a_window_larger_than_the_screen(make_app, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    app = make_app()
    settings = open_settings(app)
    offered = [size for size, _ in settings.window_size.options]
    assert offered == [s for s in WINDOW_SIZES if s[0] <= 1280 and s[1] <= 720] and (1600, 900) not in offered
    # stepping through every choice never sets a larger one
    rect = settings.window_size.screen_rect(app.layout)
    for _ in range(4):
        pos = (rect.right - app.layout.length(20), rect.centery)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=FRAME)
        assert app.settings.window_size in offered


def test_bot_speed_is_set_in_settings_and_the_forced_pass_row_explains_itself(make_app):
    app = make_app()
    settings = open_settings(app)
    assert app.settings.extra.get("bot_speed", "normal") == "normal"
    settings.widgets.focus(settings.speed)
    app.step([key(pygame.K_RIGHT)], dt=FRAME)
    assert app.settings.extra["bot_speed"] == "fast"
    words = " ".join(w.text for w in settings.widgets.widgets if isinstance(w, Label))
    assert "Bot speed" in words and "Pass at once" not in words
    assert "when passing is all you can do" in words


def test_the_setup_remembers_the_seats_of_the_last_game(make_app):
    app = make_app()
    started = []
    setup = NewGameScene(app, "forglory", on_start=started.append)
    app.push(setup)
    app.step([], dt=FRAME)
    setup._count_changed(4)
    setup._controller(1, "human")
    setup._name(1, "Quintus")
    setup._controller(2, "bot:hard")
    app.step(click(app, rect=setup.start_button.screen_rect(app.layout)), dt=FRAME)
    assert started and [s.controller for s in started[0].seats] == ["human", "human", "bot:hard", "bot:hard"]
    again = NewGameScene(app, "forglory", on_start=started.append)
    assert again.seat_count == 4
    assert again.names[:2] == ["Livia", "Quintus"] and again.controllers[:3] == ["human", "human", "bot:hard"]
    # another game keeps its own seat count, the names and controllers carry over
    other = NewGameScene(app, "spartacus", on_start=started.append)
    assert other.names[1] == "Quintus" and other.controllers[1] == "human"


def test_bad_remembered_seats_fall_back_to_the_defaults(make_app):
    app = make_app()
    app.settings.extra["seats"] = {"names": ["", 5, "x" * 40], "controllers": ["robot", None], "counts": {"forglory": 99}}
    setup = NewGameScene(app, "forglory")
    assert setup.names[:3] == ["Livia", "Marcus", "Aurelia"] and setup.controllers[0] == "human"
    assert setup.seat_count == 3


def test_a_covered_scene_draws_no_tooltip(make_app):
    app = make_app()
    title = app.top
    assert isinstance(title, TitleScene)
    shown = []
    plain = title.draw

    def draw(surface):
        from client import widgets

        shown.append(widgets._TOOLTIPS["on"])
        plain(surface)

    title.draw = draw
    app.step([], dt=FRAME)
    assert shown[-1] is True  # on top: its tooltips show
    open_settings(app)
    app.step([], dt=FRAME)
    assert shown[-1] is False  # covered by the settings: none of its tooltips stays on screen
