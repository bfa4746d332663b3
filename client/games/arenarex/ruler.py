"""The ruler: players may measure at any time, base edge to base edge, in inches.

Right-drag (or M then left-drag) from a model or a spot to another; each end
snaps to the model under it. The distance shown is between base edges when an
end is a model (never below 0), else between the points.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .words import _

RULER_COLOUR = (250, 245, 232)
RULER_INK = (24, 22, 27)


@dataclass
class End:
    point: tuple[float, float]
    radius: float = 0.0
    model: str | None = None


def base_to_base(a: End, b: End) -> float:
    d = math.hypot(a.point[0] - b.point[0], a.point[1] - b.point[1]) - a.radius - b.radius
    return max(0.0, d)


class Ruler:
    def __init__(self):
        self.start: End | None = None
        self.end: End | None = None
        self.mode = False      # M toggles: left-drag measures

    @property
    def active(self) -> bool:
        return self.start is not None

    def begin(self, end: End) -> None:
        self.start, self.end = end, end

    def drag(self, end: End) -> None:
        if self.start is not None:
            self.end = end

    def finish(self) -> None:
        """Keep the last measurement on screen until the next click."""

    def clear(self) -> None:
        self.start = self.end = None

    def distance(self) -> float | None:
        if self.start is None or self.end is None:
            return None
        return base_to_base(self.start, self.end)

    def text(self) -> str:
        d = self.distance()
        if d is None:
            return ""
        kind = _("base to base") if (self.start.model and self.end.model) else _("from the base edge") \
            if (self.start.model or self.end.model) else _("point to point")
        return f'{d:.2f}" {kind}'

    def draw(self, surface, camera, font) -> None:
        if self.start is None or self.end is None:
            return
        a, b = self.start, self.end
        dx, dy = b.point[0] - a.point[0], b.point[1] - a.point[1]
        L = math.hypot(dx, dy)
        if L < 1e-9:
            return
        ux, uy = dx / L, dy / L
        pa = (a.point[0] + ux * a.radius, a.point[1] + uy * a.radius)
        pb = (b.point[0] - ux * b.radius, b.point[1] - uy * b.radius)
        sa, sb = camera.to_screen(pa), camera.to_screen(pb)
        pygame.draw.line(surface, RULER_INK, sa, sb, 5)
        pygame.draw.line(surface, RULER_COLOUR, sa, sb, 2)
        # inch ticks along the measured part
        d = base_to_base(a, b)
        for k in range(1, int(d) + 1):
            t = (a.point[0] + ux * (a.radius + k), a.point[1] + uy * (a.radius + k))
            st = camera.to_screen(t)
            nx, ny = -uy * 6, ux * 6
            pygame.draw.line(surface, RULER_COLOUR, (st[0] - nx, st[1] - ny), (st[0] + nx, st[1] + ny), 2)
        for s in (sa, sb):
            pygame.draw.circle(surface, RULER_COLOUR, s, 4)
        img = font.render(self.text(), True, RULER_INK)
        mid = ((sa[0] + sb[0]) / 2, (sa[1] + sb[1]) / 2 - 16)
        bg = img.get_rect(center=(round(mid[0]), round(mid[1]))).inflate(10, 4)
        pygame.draw.rect(surface, RULER_COLOUR, bg, border_radius=4)
        surface.blit(img, img.get_rect(center=bg.center))
