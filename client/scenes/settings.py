"""SettingsScene: volume, full screen and window size. Changes apply and save at once."""
from __future__ import annotations

import pygame

from ..settings import WINDOW_SIZES, auto_forced_pass, set_auto_forced_pass
from ..widgets import Button, Choice, Label, Slider, Toggle
from .overlay import OverlayScene

ROW_LABEL_X = 380     # design-space column of the row names
CONTROL_X = 620       # design-space column of the controls
CONTROL_W = 300


class SettingsScene(OverlayScene):
    """An overlay over the scene that opened it (title now, a table later)."""

    panel = pygame.Rect(320, 120, 640, 480)

    def __init__(self, app):
        super().__init__(app)
        s, p = app.settings, app.theme.palette
        add = self.widgets.add
        top = self.panel.top
        add(Label((self.panel.left, top + 28, self.panel.width, 60), "Settings", role="title", colour=p.accent))
        rows = (("Volume", top + 120), ("Full screen", top + 185), ("Window size", top + 250),
                ("Pass at once", top + 315))
        for name, y in rows:
            add(Label((ROW_LABEL_X, y - 22, 220, 44), name, role="button", align="left"))
        self.volume = add(Slider((CONTROL_X - 14, top + 98, CONTROL_W + 14, 44), s.volume,
                                 on_change=app.audio.set_volume, on_commit=self._commit_volume,
                                 tooltip="Sound effects volume, 0 to 100"))
        self.fullscreen = add(Toggle((CONTROL_X, top + 163, 160, 44), s.fullscreen,
                                     on_change=lambda on: app.change_settings(fullscreen=on),
                                     tooltip="Also F11, from any screen"))
        self.window_size = add(Choice((CONTROL_X, top + 228, CONTROL_W, 44),
                                      [(size, f"{size[0]} × {size[1]}") for size in WINDOW_SIZES],
                                      s.window_size, on_change=self._change_size,
                                      tooltip="Window size when not in full screen"))
        self.forced_pass = add(Toggle((CONTROL_X, top + 293, 160, 44), auto_forced_pass(app),
                                      on_change=lambda on: set_auto_forced_pass(app, on),
                                      tooltip="Some games still ask you when passing is all you can do, so "
                                              "that nobody learns what you hold; on, the pass is made for you"))
        self.back_button = add(Button((self.panel.centerx - 120, self.panel.bottom - 92, 240, 56),
                                      "Back", self.back))

    def _commit_volume(self, volume: int) -> None:
        self.app.change_settings(volume=volume)

    def _change_size(self, size) -> None:
        self.app.change_settings(window_size=tuple(size))

    def update(self, dt: float) -> None:
        super().update(dt)
        # F11 can change full screen while this scene is open: show the truth.
        self.fullscreen.value = self.app.settings.fullscreen
        self.window_size.select(self.app.settings.window_size)

    def draw_content(self, surface):
        layout, theme = self.app.layout, self.app.theme
        note = theme.text("Changes are saved as you make them.", "small", theme.palette.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((self.panel.centerx, self.panel.top + 362))))
