"""Design space (1280x720) mapped to the window: scale, letterbox, resize."""
import pygame
import pytest
from client_helpers import click

from client.layout import Layout
from client.scenes.settings import SettingsScene


def test_design_size_is_identity():
    layout = Layout((1280, 720))
    assert layout.scale == 1 and layout.offset == (0, 0)
    assert layout.rect((100, 50, 200, 40)) == pygame.Rect(100, 50, 200, 40)
    assert layout.font_px(24) == 24


def test_full_hd_scales_by_one_and_a_half():
    layout = Layout((1920, 1080))
    assert layout.scale == pytest.approx(1.5)
    assert layout.rect((100, 50, 200, 40)) == pygame.Rect(150, 75, 300, 60)
    assert layout.font_px(24) == 36
    assert layout.to_design((960, 540)) == pytest.approx((640, 360))


def test_other_aspect_ratios_are_letterboxed_and_centred():
    layout = Layout((1280, 1024))  # 5:4: bars above and below
    assert layout.scale == 1 and layout.offset == (0, 152)
    assert layout.viewport == pygame.Rect(0, 152, 1280, 720)
    layout.resize((2560, 720))    # very wide: bars left and right
    assert layout.scale == 1 and layout.offset == (640, 0)
    assert layout.to_design(layout.point((33, 44))) == pytest.approx((33, 44))


def test_resizing_the_window_relays_out_the_scenes(make_app):
    app = make_app()
    title = app.top
    app.step([], dt=0.01)
    before = title.settings_button.screen_rect(app.layout)
    assert before == pygame.Rect(title.settings_button.rect)
    # The player drags the window to 1920x1080; SDL resizes the surface and sends an event.
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)], dt=0.01)
    assert app.layout.window_size == (1920, 1080) and app.layout.scale == pytest.approx(1.5)
    after = title.settings_button.screen_rect(app.layout)
    assert after.size == (round(before.width * 1.5), round(before.height * 1.5))
    assert app.surface.get_size() == (1920, 1080)
    # Input follows the new layout: a click at the scaled rect opens the settings.
    app.step(click(app, rect=after), dt=0.01)
    assert isinstance(app.top, SettingsScene)
