"""The hex arena for the window: ``maps/spartacus/hex_arena.tmx`` loaded with pytmx's
pygame loader, drawn once to a board image and scaled to the view.

Geometry follows Tiled's hexagonal layout (pointy-top, ``staggeraxis="y"``,
``staggerindex="odd"``): tile (col, row) sits at x = col * tilewidth (+ tilewidth / 2 on
odd rows), y = row * (tileheight + hexsidelength) / 2. Hexes are named as the engine
names them, axial (q, r) (``engine.spartacus.hexgrid.axial``).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytmx.util_pygame

from engine.spartacus.hexgrid import MAP, axial, neighbours

Hex = tuple[int, int]


def offset(h: Hex) -> tuple[int, int]:
    """Axial (q, r) -> Tiled's (col, row); the inverse of ``hexgrid.axial``."""
    q, r = h
    return q + (r - (r & 1)) // 2, r


@dataclass(frozen=True)
class HexBoard:
    """The map as the window sees it, in map pixels (before scaling)."""

    tmx: pytmx.TiledMap
    cells: frozenset[Hex]          # hexes whose tile says look = sand
    tile_w: int
    tile_h: int
    side: int

    @property
    def row_h(self) -> float:
        return (self.tile_h + self.side) / 2

    @property
    def size(self) -> tuple[int, int]:
        return (self.tmx.width * self.tile_w + self.tile_w // 2,
                int((self.tmx.height - 1) * self.row_h + self.tile_h))

    def tile_origin(self, col: int, row: int) -> tuple[float, float]:
        return col * self.tile_w + (self.tile_w / 2 if row & 1 else 0), row * self.row_h

    def centre(self, h: Hex) -> tuple[float, float]:
        x, y = self.tile_origin(*offset(h))
        return x + self.tile_w / 2, y + self.tile_h / 2

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The hex outline as Tiled draws it (flat sides left and right of length ``side``)."""
        x, y = self.tile_origin(*offset(h))
        w, t, s = self.tile_w, self.tile_h, self.side
        top = (t - s) / 2
        return [(x + w / 2, y), (x + w, y + top), (x + w, y + top + s), (x + w / 2, y + t),
                (x, y + top + s), (x, y + top)]

    def hex_at(self, p: tuple[float, float]) -> Hex | None:
        """Map pixel -> the board hex whose outline holds it, or None off the sand. The
        outlines tile the plane, so a point on no outline is off the map."""
        row_guess = int(p[1] // self.row_h)
        for row in (row_guess, row_guess - 1, row_guess + 1):
            col_guess = int((p[0] - (self.tile_w / 2 if row & 1 else 0)) // self.tile_w)
            for col in (col_guess, col_guess - 1, col_guess + 1):
                h = axial(col, row)
                if _inside(p, self.corners(h)):
                    return h if h in self.cells else None
        return None


def _inside(p, poly) -> bool:
    x, y = p
    inside = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[i - 1]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def load_board(path: Path = MAP) -> HexBoard:
    """Load the arena with pytmx's pygame loader (a display must exist)."""
    tmx = pytmx.util_pygame.load_pygame(str(path))
    layer = tmx.get_layer_by_name("sand")
    cells = {axial(col, row) for col, row, gid in layer.iter_data()
             if gid and (tmx.get_tile_properties_by_gid(gid) or {}).get("look") == "sand"}
    return HexBoard(tmx, frozenset(cells), tmx.tilewidth, tmx.tileheight, int(tmx.hexsidelength))


def render_board(board: HexBoard) -> pygame.Surface:
    """Every tile of every visible tile layer, in map pixels."""
    surf = pygame.Surface(board.size, pygame.SRCALPHA)
    for layer in board.tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for col, row, image in layer.tiles():
                surf.blit(image, board.tile_origin(col, row))
    return surf


def walk(start: Hex, goal: Hex, cells: frozenset[Hex], other: Hex | None) -> list[Hex]:
    """The hexes a token passes from ``start`` to ``goal`` (both included), round ``other``:
    only the look of a move the engine has already made; a straight hop if no way is found."""
    came: dict[Hex, Hex | None] = {start: None}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if h == goal:
            path = [h]
            while came[path[-1]] is not None:
                path.append(came[path[-1]])
            return path[::-1]
        for n in neighbours(h, cells):
            if n not in came and n != other:
                came[n] = h
                todo.append(n)
    return [start, goal]
