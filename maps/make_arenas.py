"""Writes the Arena Rex arenas (.tmx), their tileset (.tsx) and its image (.png).

Deterministic and dependency-free (the PNG is written with zlib), so the
maps can be regenerated anywhere:  python maps/make_arenas.py
Tiled opens the results; edit them there afterwards if you like (then stop
regenerating them). Conventions are in docs/maps.md.
"""
from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
TILE = 32          # pixels per tile; one tile is one inch
SIZE = 32          # tiles per side: a 32" square holding a 30" round arena
TILES = {          # tile index -> RGB
    0: (194, 170, 120),   # sand
    1: (60, 52, 44),      # outside the arena wall
    2: (30, 20, 20),      # pit
    3: (150, 150, 160),   # stone (columns, pillar)
    4: (170, 60, 40),     # spikes / fire
    5: (210, 190, 80),    # duel zone sand
}


# -- tileset image -------------------------------------------------------------------
def _png(width: int, height: int, pixel) -> bytes:
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            row += bytes(pixel(x, y))
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", raw) + chunk(b"IEND", b""))


def tileset_png() -> bytes:
    count = len(TILES)

    def pixel(x, y):
        r, g, b = TILES[x // TILE]
        # a little deterministic texture so tiles are not flat
        shade = ((x * 7 + y * 13) % 11) - 5
        if x % TILE == 0 or y % TILE == 0:
            shade -= 10
        return (max(0, min(255, r + shade)), max(0, min(255, g + shade)), max(0, min(255, b + shade)))

    return _png(TILE * count, TILE, pixel)


def tileset_tsx() -> str:
    names = ["sand", "outside", "pit", "stone", "spikes", "duel_sand"]
    tiles = "\n".join(f' <tile id="{i}">\n  <properties>\n   <property name="look" value="{n}"/>\n  </properties>\n </tile>'
                      for i, n in enumerate(names))
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.10" tiledversion="1.10.2" name="arena" tilewidth="{TILE}" tileheight="{TILE}" '
            f'tilecount="{len(TILES)}" columns="{len(TILES)}">\n'
            f' <image source="arena_tiles.png" width="{TILE * len(TILES)}" height="{TILE}"/>\n{tiles}\n</tileset>\n')


# -- arenas ----------------------------------------------------------------------------
def inch(v: float) -> float:
    return round(v * TILE, 3)


class Arena:
    def __init__(self, name: str, title: str):
        self.name, self.title = name, title
        self.objects: list[str] = []
        self.next_id = 1
        self.looks: list[tuple[str, object]] = []  # (kind, shape data) used to paint tiles

    def _obj(self, body: str, kind: str, x: float, y: float, w: float = 0, h: float = 0,
             props: dict | None = None, name: str = "") -> None:
        props = dict(props or {})
        props = {"kind": kind, **props}
        plist = "\n".join(f'    <property name="{k}" {_ptype(v)}value="{_pval(v)}"/>' for k, v in props.items())
        size = f' width="{inch(w)}" height="{inch(h)}"' if w or h else ""
        label = f' name="{name}"' if name else ""
        self.objects.append(
            f'  <object id="{self.next_id}"{label} type="{kind}" x="{inch(x)}" y="{inch(y)}"{size}>\n'
            f'   <properties>\n{plist}\n   </properties>\n{body}  </object>')
        self.next_id += 1

    def circle(self, kind: str, cx: float, cy: float, r: float, **props) -> None:
        name = props.pop("name", "")
        self._obj("   <ellipse/>\n", kind, cx - r, cy - r, 2 * r, 2 * r, props, name)
        self.looks.append((kind, ("circle", cx, cy, r)))

    def rect(self, kind: str, x: float, y: float, w: float, h: float, **props) -> None:
        name = props.pop("name", "")
        self._obj("", kind, x, y, w, h, props, name)
        self.looks.append((kind, ("poly", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)])))

    def polygon(self, kind: str, points: list[tuple[float, float]], **props) -> None:
        x0, y0 = points[0]
        pts = " ".join(f"{inch(px - x0)},{inch(py - y0)}" for px, py in points)
        name = props.pop("name", "")
        self._obj(f'   <polygon points="{pts}"/>\n', kind, x0, y0, 0, 0, props, name)
        self.looks.append((kind, ("poly", points)))

    def tile_at(self, x: float, y: float) -> int:
        tile = 1
        for kind, shape in self.looks:
            if _inside(shape, x, y):
                tile = {"boundary": 0, "lethal": 2, "hazard": 3, "wounding": 4,
                        "duel_zone": 5, "chain_anchor": 3}.get(kind, tile)
        return tile

    def tmx(self) -> str:
        cells = [[self.tile_at(c + 0.5, r + 0.5) + 1 for c in range(SIZE)] for r in range(SIZE)]
        csv = ",\n".join(",".join(str(v) for v in row) for row in cells)
        objects = "\n".join(self.objects)
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
                f'width="{SIZE}" height="{SIZE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
                f'nextlayerid="3" nextobjectid="{self.next_id}">\n'
                f' <properties>\n  <property name="title" value="{self.title}"/>\n'
                f'  <property name="pixels_per_inch" type="float" value="{TILE}"/>\n </properties>\n'
                f' <tileset firstgid="1" source="arena_tiles.tsx"/>\n'
                f' <layer id="1" name="ground" width="{SIZE}" height="{SIZE}">\n  <data encoding="csv">\n{csv}\n</data>\n </layer>\n'
                f' <objectgroup id="2" name="rules">\n{objects}\n </objectgroup>\n</map>\n')


def _ptype(v) -> str:
    if isinstance(v, bool):
        return 'type="bool" '
    if isinstance(v, int):
        return 'type="int" '
    if isinstance(v, float):
        return 'type="float" '
    return ""


def _pval(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def _inside(shape, x, y) -> bool:
    if shape[0] == "circle":
        _, cx, cy, r = shape
        return math.hypot(x - cx, y - cy) <= r
    pts = shape[1]
    inside = False
    for i in range(len(pts)):
        x1, y1 = pts[i]
        x2, y2 = pts[(i + 1) % len(pts)]
        if (y1 > y) != (y2 > y) and x1 + (y - y1) * (x2 - x1) / (y2 - y1) > x:
            inside = not inside
    return inside


C = SIZE / 2  # arena centre (16", 16")
R = 15.0      # 30" round arena


def deployment_edges(a: Arena) -> None:
    """Seat 0 deploys along the bottom of the wall, seat 1 along the top."""
    a.rect("deployment", C - 9, C + R - 4, 18, 4, seat=0)
    a.rect("deployment", C - 9, C - R, 18, 4, seat=1)


def colosseum() -> Arena:
    a = Arena("colosseum", "Colosseum: the pit and the spikes")
    a.circle("boundary", C, C, R, edge="hazard")
    a.circle("lethal", C, C, 2.0, name="Pit")
    a.polygon("wounding", [(C - 11, C - 1), (C - 8, C - 1), (C - 8, C + 1), (C - 11, C + 1)], name="Spikes")
    a.polygon("wounding", [(C + 8, C - 1), (C + 11, C - 1), (C + 11, C + 1), (C + 8, C + 1)], name="Spikes")
    for dx, dy in ((-6, -6), (6, -6), (-6, 6), (6, 6)):
        a.circle("hazard", C + dx, C + dy, 0.75, name="Column")
    deployment_edges(a)
    return a


def ring_of_fire() -> Arena:
    a = Arena("ring_of_fire", "Ring of Fire: a duel zone at the heart")
    a.circle("boundary", C, C, R, edge="hazard")
    a.circle("duel_zone", C, C, 2.5, name="Ring of Fire")
    for ang in range(0, 360, 60):
        t = math.radians(ang + 30)
        a.circle("wounding", C + 4.5 * math.cos(t), C + 4.5 * math.sin(t), 0.5, name="Brazier")
    a.circle("lethal", C - 10, C, 1.5, name="Pit")
    a.circle("lethal", C + 10, C, 1.5, name="Pit")
    deployment_edges(a)
    return a


def chain_pillar() -> Arena:
    a = Arena("chain_pillar", "Chain Pillar: the condemned post")
    a.circle("boundary", C, C, R, edge="hazard")
    a.circle("hazard", C, C, 0.6, name="Pillar")
    a.circle("chain_anchor", C, C, 0.1, length=4.0, name="Chain ring")
    a.circle("duel_zone", C, C, 3.0, name="Execution ground")
    a.polygon("lethal", [(C - 12, C - 6), (C - 9, C - 7), (C - 8, C - 4), (C - 11, C - 3)], name="Cliff")
    a.polygon("lethal", [(C + 12, C + 6), (C + 9, C + 7), (C + 8, C + 4), (C + 11, C + 3)], name="Cliff")
    a.rect("hazard", C - 8, C + 4, 2, 1, name="Rubble")
    a.rect("hazard", C + 6, C - 5, 2, 1, name="Rubble")
    deployment_edges(a)
    return a


ARENAS = (colosseum, ring_of_fire, chain_pillar)


def main() -> None:
    (HERE / "arena_tiles.png").write_bytes(tileset_png())
    (HERE / "arena_tiles.tsx").write_text(tileset_tsx())
    for make in ARENAS:
        arena = make()
        (HERE / f"{arena.name}.tmx").write_text(arena.tmx())


if __name__ == "__main__":
    main()
