"""Pan and zoom over the arena: inches <-> window pixels inside a viewport rect.

The camera keeps the world point at the viewport centre (``centre``, inches)
and a zoom factor over the "fit" scale (the whole map fits the viewport at
zoom 1). Zooming about a screen point keeps the world point under it fixed.
"""
from __future__ import annotations

import pygame

MIN_ZOOM = 1.0
MAX_ZOOM = 6.0
ZOOM_STEP = 1.2
KEY_PAN_PX = 40


class Camera:
    def __init__(self, world_size: tuple[float, float], viewport: pygame.Rect):
        self.world_w, self.world_h = float(world_size[0]), float(world_size[1])
        self.viewport = pygame.Rect(viewport)
        self.zoom = 1.0
        self.centre = (self.world_w / 2, self.world_h / 2)

    # -- scale ---------------------------------------------------------------------------
    @property
    def fit(self) -> float:
        return min(self.viewport.w / self.world_w, self.viewport.h / self.world_h)

    @property
    def scale(self) -> float:
        """Window pixels per inch."""
        return self.fit * self.zoom

    def set_viewport(self, rect: pygame.Rect) -> None:
        self.viewport = pygame.Rect(rect)
        self._clamp()

    # -- transforms ------------------------------------------------------------------------
    def to_screen(self, p) -> tuple[float, float]:
        s = self.scale
        return (self.viewport.centerx + (p[0] - self.centre[0]) * s,
                self.viewport.centery + (p[1] - self.centre[1]) * s)

    def to_screen_i(self, p) -> tuple[int, int]:
        x, y = self.to_screen(p)
        return (round(x), round(y))

    def to_world(self, pos) -> tuple[float, float]:
        s = self.scale
        return (self.centre[0] + (pos[0] - self.viewport.centerx) / s,
                self.centre[1] + (pos[1] - self.viewport.centery) / s)

    def length(self, inches: float) -> float:
        return inches * self.scale

    # -- moves -------------------------------------------------------------------------------
    def pan_pixels(self, dx: float, dy: float) -> None:
        """Drag the world by (dx, dy) window pixels."""
        s = self.scale
        self.centre = (self.centre[0] - dx / s, self.centre[1] - dy / s)
        self._clamp()

    def zoom_at(self, pos, factor: float) -> None:
        """Zoom by ``factor`` keeping the world point under window pixel ``pos`` fixed."""
        before = self.to_world(pos)
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        after = self.to_world(pos)
        self.centre = (self.centre[0] + before[0] - after[0], self.centre[1] + before[1] - after[1])
        self._clamp()

    def reset(self) -> None:
        self.zoom = 1.0
        self.centre = (self.world_w / 2, self.world_h / 2)

    def _clamp(self) -> None:
        # zoomed in, the view stays over the map; where the map is smaller than the view, centred
        s = self.scale
        half_w, half_h = self.viewport.w / 2 / s, self.viewport.h / 2 / s
        x, y = self.centre
        x = self.world_w / 2 if half_w * 2 >= self.world_w else min(max(x, half_w), self.world_w - half_w)
        y = self.world_h / 2 if half_h * 2 >= self.world_h else min(max(y, half_h), self.world_h - half_h)
        if self.zoom <= 1.0 + 1e-9:
            x, y = self.world_w / 2, self.world_h / 2
        self.centre = (x, y)

    def visible_world(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) in inches of the viewport."""
        x0, y0 = self.to_world(self.viewport.topleft)
        x1, y1 = self.to_world(self.viewport.bottomright)
        return x0, y0, x1, y1

    def key(self) -> tuple:
        return (round(self.zoom, 5), round(self.centre[0], 5), round(self.centre[1], 5), tuple(self.viewport))
