"""The arena's hex grid: axial coordinates (q, r), read from a Tiled hexagonal map.

``maps/spartacus/hex_arena.tmx`` (pointy-top hexes, odd rows shifted right) is read with pytmx, never
pygame: its tile layer ``sand`` marks the hexes a fighter may stand on (tiles whose ``look``
is ``sand``), its object layer ``rules`` the two ``start`` hexes (properties side, col,
row). Offset cells (col, row) become axial (q, r) = (col - (row - row % 2) / 2, row).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..core.errors import ContentError
from ..parts.tiled import read_tiled

Hex = tuple[int, int]
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
MAP = Path(__file__).resolve().parents[2] / "maps" / "spartacus" / "hex_arena.tmx"


@dataclass(frozen=True)
class HexArena:
    title: str
    hexes: frozenset[Hex]
    starts: tuple[Hex, Hex]


def axial(col: int, row: int) -> Hex:
    return (col - (row - (row & 1)) // 2, row)


def read_arena(path: Path = MAP) -> HexArena:
    name = path.name
    tmx, _root = read_tiled(path)  # size, entities, dimensions and tilesets checked first
    if tmx.orientation != "hexagonal" or getattr(tmx, "staggeraxis", "y") != "y" or \
            getattr(tmx, "staggerindex", "odd") != "odd":
        raise ContentError(f"{name}: the arena must be a hexagonal map with odd rows staggered")
    try:
        layer = tmx.get_layer_by_name("sand")
        rules = tmx.get_layer_by_name("rules")
    except ValueError as exc:
        raise ContentError(f"{name}: {exc} (layers 'sand' and 'rules' are needed)") from None
    hexes = set()
    for col, row, gid in layer.iter_data():
        if gid and (tmx.get_tile_properties_by_gid(gid) or {}).get("look") == "sand":
            hexes.add(axial(col, row))
    starts: dict[int, Hex] = {}
    for obj in rules:
        if obj.name == "start":
            try:
                side, col, row = (int(obj.properties[k]) for k in ("side", "col", "row"))
            except (KeyError, ValueError, TypeError, OverflowError):
                raise ContentError(f"{name}: object {obj.id} 'start': properties side, col and row "
                                   "must be whole numbers") from None
            if axial(col, row) not in hexes:
                raise ContentError(f"{name}: object {obj.id} 'start': ({col}, {row}) is not on the sand")
            starts[side] = axial(col, row)
    if sorted(starts) != [0, 1]:
        raise ContentError(f"{name}: layer 'rules' needs one 'start' object for side 0 and one for side 1")
    return HexArena(str(tmx.properties.get("title", name)), frozenset(hexes), (starts[0], starts[1]))


@cache
def arena() -> HexArena:
    return read_arena()


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def neighbours(h: Hex, hexes: frozenset[Hex]) -> list[Hex]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS if (h[0] + dq, h[1] + dr) in hexes]


def reachable(start: Hex, steps: int, blocked: set[Hex], hexes: frozenset[Hex]) -> list[Hex]:
    """Every hex a fighter at ``start`` can end on moving up to ``steps`` hexes, never
    through or onto a ``blocked`` hex (the other fighter). Sorted; ``start`` included."""
    seen = {start: 0}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if seen[h] == steps:
            continue
        for n in neighbours(h, hexes):
            if n not in seen and n not in blocked:
                seen[n] = seen[h] + 1
                todo.append(n)
    return sorted(seen)
