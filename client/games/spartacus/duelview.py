"""The duel on the hex arena (Combate): the board, the fighters as tokens, their dice pools.

The table hands drawing and hex clicks to a ``DuelView`` while a combat is on. It reads
only the observation and the engine's events; it holds no rules.
"""
from __future__ import annotations

import pygame

from . import hexview
from .hexview import Hex

SAND_EDGE = (92, 64, 36)
HOVER = (240, 228, 66)


class DuelView:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.board = hexview.load_board()
        self._image = hexview.render_board(self.board)
        self._layout()
        self.observation: dict = {}
        self.reachable: set[Hex] = set()
        self.hover: Hex | None = None

    def _layout(self) -> None:
        w, h = self.board.size
        self.scale = min(self.rect.w / w, self.rect.h / h)
        size = (round(w * self.scale), round(h * self.scale))
        self.board_rect = pygame.Rect((0, 0), size)
        self.board_rect.center = self.rect.center
        self._scaled = pygame.transform.smoothscale(self._image, size)

    # -- board <-> screen --------------------------------------------------------------------
    def to_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.board_rect.x + p[0] * self.scale, self.board_rect.y + p[1] * self.scale

    def to_map(self, pos: tuple[float, float]) -> tuple[float, float]:
        return (pos[0] - self.board_rect.x) / self.scale, (pos[1] - self.board_rect.y) / self.scale

    def hex_centre(self, h: Hex) -> tuple[float, float]:
        return self.to_screen(self.board.centre(h))

    # -- the seam ------------------------------------------------------------------------------
    def update(self, observation: dict, events: list, dt: float) -> None:
        self.observation = observation

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._scaled, self.board_rect)
        for h in self.reachable:
            pts = [self.to_screen(p) for p in self.board.corners(h)]
            pygame.draw.polygon(surface, HOVER, pts, 2)

    def hex_at(self, pos) -> Hex | None:
        if not self.board_rect.collidepoint(pos):
            return None
        return self.board.hex_at(self.to_map(pos))

    def set_hover(self, pos, reachable: set) -> None:
        self.hover = None if pos is None else self.hex_at(pos)
        self.reachable = {tuple(h) for h in reachable} if self.hover in {tuple(h) for h in reachable} else set()

    def busy(self) -> bool:
        return False
