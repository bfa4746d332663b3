"""The arena's hex grid: axial coordinates (q, r) on a hexagon of hexes.

A built-in grid of radius 3 (37 hexes) is the arena until a Tiled hex map is read in its
place; everything here works on any set of hexes.
"""
from __future__ import annotations

from collections import deque

Hex = tuple[int, int]
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
RADIUS = 3


def arena(radius: int = RADIUS) -> frozenset[Hex]:
    return frozenset((q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
                     if abs(q + r) <= radius)


#: the two starting hexes, facing each other across the sand
STARTS: tuple[Hex, Hex] = ((0, -RADIUS), (0, RADIUS))
HEXES = arena()


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def neighbours(h: Hex, hexes: frozenset[Hex] = HEXES) -> list[Hex]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS if (h[0] + dq, h[1] + dr) in hexes]


def reachable(start: Hex, steps: int, blocked: set[Hex], hexes: frozenset[Hex] = HEXES) -> list[Hex]:
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
