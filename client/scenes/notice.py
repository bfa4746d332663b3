"""NoticeScene: a short message with an OK button, over the current scene."""
from __future__ import annotations

import pygame

from engine.i18n import _

from ..widgets import Button, Label
from .overlay import OverlayScene


class NoticeScene(OverlayScene):
    """Shows ``heading`` and ``message`` (wrapped); OK, Enter or Esc close it."""

    panel = pygame.Rect(300, 200, 680, 320)

    def __init__(self, app, heading: str, message: str):
        super().__init__(app)
        self.heading, self.message = heading, message
        p = app.theme.palette
        self.widgets.add(Label((self.panel.left + 32, self.panel.top + 30, self.panel.width - 64, 56),
                               heading, role="heading", colour=p.accent))
        self.ok = self.widgets.add(Button((self.panel.centerx - 100, self.panel.bottom - 86, 200, 54),
                                          _("OK"), self.back))
        self.widgets.focus(self.ok)

    def draw_content(self, surface):
        layout, theme = self.app.layout, self.app.theme
        width = layout.length(self.panel.width - 96)
        lines = theme.wrap(self.message, "body", width, layout)
        y = layout.point((0, self.panel.top + 104))[1]
        for line in lines:
            image = theme.text(line, "body", theme.palette.text, layout)
            surface.blit(image, image.get_rect(midtop=(layout.point((self.panel.centerx, 0))[0], y)))
            y += image.get_height() + layout.length(4)
