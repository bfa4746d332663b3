"""Writes the Spartacus hex arena: hex_arena.tmx (a Tiled hexagonal map) and hex_tiles.tsx, the
tileset over ``sprites/spartacus/hex_tiles.png`` (drawn by ``tools/make_sprites.py``; its tile
size and its tiles' names and looks are read from ``sprites/manifest.json``). Pure standard
library; run from maps/spartacus/ (a folder of its own: maps/*.tmx are Arena Rex arenas).

The map is 7 x 7 pointy-top hexes, rows staggered (odd rows shifted right). Tile layer "sand":
the hexes a fighter may stand on (tiles whose property look = sand: plain, raked or bloodied
sand, and the two entrance gates) and the stands around them (look = stands). Object layer
"rules": two "start" objects (points at the gates' centres) with properties side (0 or 1), col
and row. See docs/maps.md.
"""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPRITE = "spartacus_hex_tiles"
COLS = ROWS = 7
RADIUS = 3
STARTS = [(0, 3, 0), (1, 3, 6)]      # (side, col, row)


def tileset() -> tuple[int, int, int, list[tuple[str, str]], str]:
    entry = next(e for e in json.loads((ROOT / "sprites" / "manifest.json").read_text(encoding="utf-8"))["assets"]
                 if e["name"] == SPRITE)
    (w, h), side = entry["tile_size"], entry["hex_side"]
    return w, h, side, [tuple(t) for t in entry["tiles"]], entry["file"]


def axial(col: int, row: int) -> tuple[int, int]:
    return col - (row - (row & 1)) // 2, row


def tile_for(col: int, row: int, names: list[str]) -> str:
    """Which look of the tileset a cell gets: the gates at the starts, the sand or stands around."""
    cq, cr = axial(3, 3)
    q, r = axial(col, row)
    dq, dr = q - cq, r - cr
    if (abs(dq) + abs(dr) + abs(dq + dr)) // 2 > RADIUS:
        return "stands_brazier" if (col, row) in ((0, 0), (6, 0), (0, 6), (6, 6)) else "stands"
    if any((col, row) == (c, r) for _, c, r in STARTS):
        return "sand_gate"
    if (col, row) in ((4, 2), (2, 4)):
        return "sand_blood"
    return "sand_raked" if (col * 3 + row * 5) % 4 == 0 else "sand"


def main() -> None:
    w, h, side, tiles, image = tileset()
    names = [n for n, _ in tiles]
    columns = len(tiles)
    props = "\n".join(f' <tile id="{i}"><properties><property name="look" value="{look}"/>'
                      f'<property name="name" value="{name}"/></properties></tile>' for i, (name, look) in enumerate(tiles))
    with open("hex_tiles.tsx", "w", encoding="utf-8") as out:
        out.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hex_arena" tilewidth="{w}" tileheight="{h}" tilecount="{columns}" columns="{columns}">
 <image source="../../sprites/{image}" width="{w * columns}" height="{h}"/>
{props}
</tileset>
''')
    cells = [",".join(str(names.index(tile_for(col, row, names)) + 1) for col in range(COLS)) for row in range(ROWS)]
    row_h = (h + side) // 2
    objects = "\n".join(
        f'''  <object id="{i + 1}" name="start" x="{col * w + w // 2 + (w // 2 if row & 1 else 0)}" y="{row * row_h + h // 2}">
   <properties>
    <property name="side" type="int" value="{s}"/>
    <property name="col" type="int" value="{col}"/>
    <property name="row" type="int" value="{row}"/>
   </properties>
   <point/>
  </object>''' for i, (s, col, row) in enumerate(STARTS))
    with open("hex_arena.tmx", "w", encoding="utf-8") as out:
        out.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{COLS}" height="{ROWS}" tilewidth="{w}" tileheight="{h}" infinite="0" hexsidelength="{side}" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="3">
 <properties>
  <property name="title" value="The sands of Capua"/>
 </properties>
 <tileset firstgid="1" source="hex_tiles.tsx"/>
 <layer id="1" name="sand" width="{COLS}" height="{ROWS}">
  <data encoding="csv">
{(","+chr(10)).join(cells)}
</data>
 </layer>
 <objectgroup id="2" name="rules">
{objects}
 </objectgroup>
</map>
''')


if __name__ == "__main__":
    main()
