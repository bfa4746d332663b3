"""The shared window background: a warm glow and the faint rings of an arena,
or (for the title and setup screens) the game's ``title_backdrop`` painting,
darkened so the text on it stays readable.

It covers the whole window (letterbox bars included) and is rendered once per
window size, then blitted each frame.
"""
from __future__ import annotations

import pygame

from .layout import Layout
from .theme import Theme


class Backdrop:
    """Draws the background; re-renders only when the window size changes."""

    def __init__(self, theme: Theme, art: str | None = None):
        self.theme = theme
        self.art = art   # a backdrop sprite name, or None for the plain arena glow
        self._cache: tuple[tuple[int, int], pygame.Surface] | None = None

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        size = surface.get_size()
        if self._cache is None or self._cache[0] != size:
            self._cache = (size, self._render(size, layout))
        surface.blit(self._cache[1], (0, 0))

    def _render(self, size: tuple[int, int], layout: Layout) -> pygame.Surface:
        if self.art is not None:
            try:
                return self._render_art(size, layout)
            except (pygame.error, KeyError, OSError):
                pass  # a missing sprite: the plain backdrop
        p = self.theme.palette
        # A small radial gradient, smooth-scaled up: cheap and free of banding steps.
        small = pygame.Surface((64, 36))
        for y in range(36):
            for x in range(64):
                d = min(1.0, (((x - 31.5) / 34) ** 2 + ((y - 14) / 24) ** 2) ** 0.5)
                t = (1 - d) ** 1.6
                small.set_at((x, y), [round(g + (c - g) * t) for g, c in zip(p.ground, p.ground_glow, strict=True)])
        image = pygame.transform.smoothscale(small, size)
        # Arena rings, drawn at twice the size and scaled down for soft edges.
        w, h = size
        rings = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        centre = layout.point((640, 470))
        for rx, ry, alpha, width in ((700, 250, 26, 3), (590, 200, 18, 2), (820, 300, 12, 2)):
            rect = pygame.Rect(0, 0, layout.length(rx) * 4, layout.length(ry) * 4)
            rect.center = (centre[0] * 2, centre[1] * 2)
            pygame.draw.ellipse(rings, (*p.accent, alpha), rect, width=layout.length(width) * 2)
        image.blit(pygame.transform.smoothscale(rings, size), (0, 0))
        return image

    def _render_art(self, size: tuple[int, int], layout: Layout) -> pygame.Surface:
        """The painting scaled to cover the window, dimmed, darker still where the text sits."""
        from . import assets

        p = self.theme.palette
        source = assets.load_image(self.art)
        w, h = size
        sw, sh = source.get_size()
        k = max(w / sw, h / sh)
        scaled = pygame.transform.smoothscale(source, (max(1, round(sw * k)), max(1, round(sh * k))))
        image = pygame.Surface(size)
        image.fill(p.ground)
        image.blit(scaled, scaled.get_rect(center=(w // 2, h // 2)))
        image.fill((150, 138, 130), special_flags=pygame.BLEND_RGB_MULT)
        # a soft dark band behind the layout's middle (headings, cards, fields)
        small = pygame.Surface((64, 36), pygame.SRCALPHA)
        for y in range(36):
            for x in range(64):
                d = min(1.0, (((x - 31.5) / 40) ** 2 + ((y - 21) / 24) ** 2) ** 0.5)
                small.set_at((x, y), (*p.ground, round(120 * (1 - d) ** 0.8)))
        image.blit(pygame.transform.smoothscale(small, size), (0, 0))
        return image
