"""OverlayScene: a dialog panel drawn over a dimmed view of the scenes below."""
from __future__ import annotations

import pygame

from .. import art
from ..focus import WidgetGroup
from ..scene import Scene


class OverlayScene(Scene):
    """A non-opaque scene: veils what is below, draws a panel, routes input to ``widgets``.

    Subclasses set ``panel`` (a design-space rect), fill ``self.widgets`` and may
    override ``draw_content``. Esc closes the overlay (``back``).
    """

    opaque = False
    panel = pygame.Rect(320, 160, 640, 400)

    def __init__(self, app):
        super().__init__(app)
        self.widgets = WidgetGroup(on_back=self.back, feedback=app.audio.tick)

    def back(self) -> None:
        self.app.pop()

    def exit(self) -> None:
        self.widgets.release_pointer()  # e.g. Esc mid-drag: the slider commits its value

    def handle_event(self, event) -> bool:
        self.widgets.handle_event(event, self.app.layout)
        return True  # modal: nothing below sees input anyway, and nothing leaks through

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        surface.fill(p.veil, special_flags=pygame.BLEND_RGB_MULT)  # dim in place, no allocation
        rect = layout.rect(self.panel)
        radius = layout.length(16)
        shadow = rect.move(0, layout.length(8))
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        surface.blit(art.panel(rect.size, corner=layout.length(14)), rect)   # the one frame style
        accent = layout.rect((self.panel.left + 40, self.panel.top + 3, self.panel.width - 80, 4))
        pygame.draw.rect(surface, p.accent, accent, border_radius=layout.length(2))
        self.draw_content(surface)
        self.widgets.draw(surface, layout, self.app.theme)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw text that is not a widget (between the panel and the widgets)."""
