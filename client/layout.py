"""Resolution-independent layout: scenes place things in a fixed design space.

Every scene lays out in a 1280x720 *design space*; ``Layout`` maps design rects,
points, lengths and font sizes to the real window.

Choice: **keep the aspect ratio and letterbox**. The design space is scaled by
``min(window_w / 1280, window_h / 720)`` and centred, so text, circles and hex
tiles never stretch. The bars are not black: scenes paint their backdrop over the
whole window, so a 4:3 or 16:10 window just shows more background.
"""
from __future__ import annotations

import pygame

DESIGN_SIZE: tuple[int, int] = (1280, 720)
MIN_FONT_PX = 9


class Layout:
    """Maps the design space onto a window of ``window_size`` pixels."""

    def __init__(self, window_size: tuple[int, int], design_size: tuple[int, int] = DESIGN_SIZE):
        self.design_size = design_size
        self.resize(window_size)

    def resize(self, window_size: tuple[int, int]) -> None:
        """Re-lay out for a new window size (called by the app on every resize)."""
        w, h = max(1, int(window_size[0])), max(1, int(window_size[1]))
        dw, dh = self.design_size
        self.window_size = (w, h)
        self.scale = min(w / dw, h / dh)
        self.offset = (round((w - dw * self.scale) / 2), round((h - dh * self.scale) / 2))

    @property
    def viewport(self) -> pygame.Rect:
        """The window area the design space covers (inside the letterbox)."""
        return self.rect((0, 0, *self.design_size))

    def point(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A design-space point in window pixels."""
        return (round(self.offset[0] + pos[0] * self.scale), round(self.offset[1] + pos[1] * self.scale))

    def rect(self, design_rect) -> pygame.Rect:
        """A design-space rect in window pixels (edges rounded, so neighbours stay flush)."""
        r = pygame.Rect(design_rect)
        left, top = self.point(r.topleft)
        right, bottom = self.point(r.bottomright)
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def length(self, n: float) -> int:
        """A design-space length (border width, radius, gap) in pixels; never 0 if n > 0."""
        if n <= 0:
            return 0
        return max(1, round(n * self.scale))

    def font_px(self, design_size: float) -> int:
        """The pixel size of a font whose size is ``design_size`` in the design space."""
        return max(MIN_FONT_PX, round(design_size * self.scale))

    def to_design(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A window pixel position in design-space coordinates (for mouse input)."""
        return ((pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale)
