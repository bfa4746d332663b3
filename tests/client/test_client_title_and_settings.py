"""Click-throughs of the title and settings scenes, with events at the widgets' real rects."""
import json

import pygame
from client_helpers import click, key

from client.scenes.notice import NoticeScene
from client.scenes.settings import SettingsScene
from client.scenes.title import NOT_PLAYABLE, TitleScene
from client.settings import SettingsStore

FRAME = 1 / 60


def _press(app, rect, design_x=None):
    """Mouse down + up at ``rect``'s centre, or at design x ``design_x`` on its middle line."""
    pos = rect.center if design_x is None else (app.layout.point((design_x, 0))[0], rect.centery)
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def test_title_lists_the_catalogue_and_greys_unplayable_games(make_app):
    app = make_app(initial_scene=lambda a: TitleScene(a, lambda n: None,
                                                      is_available=lambda n: n == "arenarex"))
    title = app.top
    assert list(title.game_buttons) == ["forglory", "arenarex", "gladiatores", "spartacus"]
    assert title.game_buttons["arenarex"].enabled
    for name in ("forglory", "gladiatores", "spartacus"):
        assert not title.game_buttons[name].enabled
        assert title.game_buttons[name].tooltip == NOT_PLAYABLE
    assert pygame.display.get_caption()[0] == "Ludus"


def test_greyed_game_does_nothing_when_clicked_but_explains_why(make_app):
    chosen = []
    app = make_app(initial_scene=lambda a: TitleScene(a, chosen.append, is_available=lambda n: False))
    title = app.top
    card = title.game_buttons["spartacus"]
    app.step(click(app, rect=card.screen_rect(app.layout)), dt=FRAME)
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    app.step([], dt=0.5)
    assert chosen == [] and app.scenes == (title,)
    assert title.widgets.hovered is card and card.tooltip == NOT_PLAYABLE


def test_clicking_a_playable_game_calls_the_new_game_hook(make_app):
    chosen = []
    app = make_app(initial_scene=lambda a: TitleScene(a, chosen.append, is_available=lambda n: True))
    card = app.top.game_buttons["gladiatores"]
    app.step(click(app, rect=card.screen_rect(app.layout)), dt=FRAME)
    assert chosen == ["gladiatores"]


def test_default_new_game_hook_shows_a_notice_that_closes(make_app):
    app = make_app()
    app.start_new_game("lots")  # the contract's test game: an engine, no table in the window
    app.step([], dt=FRAME)
    notice = app.top
    assert isinstance(notice, NoticeScene) and notice.heading.startswith("Lots")
    app.step(click(app, rect=notice.ok.screen_rect(app.layout)), dt=FRAME)
    assert isinstance(app.top, TitleScene)


def test_title_settings_volume_back_click_through(make_app, tmp_path):
    app = make_app()
    title = app.top
    app.step([], dt=FRAME)
    app.step(click(app, rect=title.settings_button.screen_rect(app.layout)), dt=FRAME)
    settings = app.top
    assert isinstance(settings, SettingsScene) and app.scenes == (title, settings)
    app.step([], dt=FRAME)

    # Click on the volume track at 30%: applied at once, saved when released.
    track = settings.volume._track(app.layout)
    x = track.left + round(track.width * 0.3)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, track.centery), button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, track.centery), button=1)], dt=FRAME)
    assert app.settings.volume == 30 and settings.volume.value == 30
    assert app.audio.volume == 0.3
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["volume"] == 30

    # The clicked slider keeps the focus: the Right arrow nudges it up one step.
    app.step([key(pygame.K_RIGHT)], dt=FRAME)
    assert app.settings.volume == 35

    app.step(click(app, rect=settings.back_button.screen_rect(app.layout)), dt=FRAME)
    assert app.scenes == (title,)
    assert SettingsStore(tmp_path / "config").load().settings.volume == 35


def test_escape_leaves_settings_and_keyboard_opens_them(make_app):
    app = make_app()
    title = app.top
    order = title.widgets.focusable
    presses = [key(pygame.K_TAB)] * (order.index(title.settings_button) + 1)
    app.step(presses, dt=FRAME)
    assert title.widgets.focused is title.settings_button
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    assert isinstance(app.top, SettingsScene)
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert app.top is title


def test_fullscreen_toggle_window_size_and_f11(make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])  # a screen they all fit
    app = make_app()
    app.top.open_settings()
    app.step([], dt=FRAME)
    settings = app.top
    # Window size: the right arrow of the choice steps to the next size and resizes now.
    rect = settings.window_size.screen_rect(app.layout)
    app.step(_press(app, rect, settings.window_size.rect.right - 20), dt=FRAME)
    assert app.settings.window_size == (1600, 900)
    assert app.surface.get_size() == (1600, 900) and app.layout.window_size == (1600, 900)
    # Full screen on, from the toggle; then F11 turns it off again.
    app.step(_press(app, settings.fullscreen.screen_rect(app.layout)), dt=FRAME)
    assert app.settings.fullscreen and settings.fullscreen.value
    assert app.layout.window_size == app.surface.get_size()
    app.step([key(pygame.K_F11)], dt=FRAME)
    assert not app.settings.fullscreen and not settings.fullscreen.value
    assert app.surface.get_size() == (1600, 900)
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["fullscreen"] is False and saved["window_size"] == [1600, 900]


def test_quit_button_stops_the_app(make_app):
    app = make_app()
    assert app.step(click(app, rect=app.top.quit_button.screen_rect(app.layout)), dt=FRAME) is False


def test_arrows_move_focus_and_it_survives_a_visit_to_settings(make_app):
    app = make_app()
    title = app.top
    app.step([key(pygame.K_DOWN)], dt=FRAME)
    assert title.widgets.focused is title.game_buttons["forglory"]
    app.step([key(pygame.K_RIGHT), key(pygame.K_TAB, pygame.KMOD_SHIFT)], dt=FRAME)
    assert title.widgets.focused is title.game_buttons["forglory"]
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)  # Esc on the title points at Quit
    assert title.widgets.focused is title.quit_button
    app.step([key(pygame.K_LEFT), key(pygame.K_RETURN)], dt=FRAME)
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert app.top is title and title.widgets.focused is title.settings_button


def test_leaving_settings_mid_drag_keeps_the_volume_heard(make_app):
    app = make_app()
    app.top.open_settings()
    app.step([], dt=FRAME)
    settings = app.top
    track = settings.volume._track(app.layout)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.left, track.centery), button=1),
              key(pygame.K_ESCAPE)], dt=FRAME)
    assert app.settings.volume == 0 and app.audio.volume == 0
