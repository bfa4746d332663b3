"""Writes the Spartacus hex arena: hex_arena.tmx (a Tiled hexagonal map), hex_tiles.tsx and
hex_tiles.png (two pointy-top hex tiles: sand, stands). Pure standard library; run from maps/spartacus/ (a folder of its own: maps/*.tmx are Arena Rex arenas).

The map is 7 x 7 hexes, rows staggered (odd rows shifted right). Tile layer "sand": the
hexes a fighter may stand on (gid 1) and the stands around them (gid 2). Object layer
"rules": two "start" objects with properties side (0 or 1), col and row.
"""
from __future__ import annotations

import struct
import zlib

W, H, SIDE = 56, 64, 32
COLS = ROWS = 7
RADIUS = 3
COLOURS = [(222, 196, 140), (120, 88, 64)]


def inside(x: float, y: float) -> bool:
    """Is pixel (x, y) inside a pointy-top hex filling a W x H box?"""
    cx, cy = W / 2, H / 2
    dx, dy = abs(x - cx), abs(y - cy)
    return dx <= W / 2 and dy <= H / 2 and dy <= H / 2 - dx * (H / 4) / (W / 2)


def png(path: str) -> None:
    rows = []
    for y in range(H):
        row = bytearray([0])
        for tile in range(2):
            for x in range(W):
                r, g, b = COLOURS[tile]
                row += bytes([r, g, b, 255 if inside(x + 0.5, y + 0.5) else 0])
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 2 * W, H, 8, 6, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
                  + chunk(b"IEND", b""))


def axial(col: int, row: int) -> tuple[int, int]:
    return col - (row - (row & 1)) // 2, row


def main() -> None:
    png("hex_tiles.png")
    with open("hex_tiles.tsx", "w", encoding="utf-8") as out:
        out.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hex" tilewidth="{W}" tileheight="{H}" tilecount="2" columns="2">
 <image source="hex_tiles.png" width="{2 * W}" height="{H}"/>
 <tile id="0"><properties><property name="look" value="sand"/></properties></tile>
 <tile id="1"><properties><property name="look" value="stands"/></properties></tile>
</tileset>
''')
    cq, cr = axial(3, 3)
    cells = []
    for row in range(ROWS):
        line = []
        for col in range(COLS):
            q, r = axial(col, row)
            dq, dr = q - cq, r - cr
            line.append("1" if (abs(dq) + abs(dr) + abs(dq + dr)) // 2 <= RADIUS else "2")
        cells.append(",".join(line))
    starts = [(0, 3, 0), (1, 3, 6)]
    objects = "\n".join(
        f'''  <object id="{i + 1}" name="start" x="{col * W}" y="{row * H * 3 // 4}">
   <properties>
    <property name="side" type="int" value="{side}"/>
    <property name="col" type="int" value="{col}"/>
    <property name="row" type="int" value="{row}"/>
   </properties>
   <point/>
  </object>''' for i, (side, col, row) in enumerate(starts))
    with open("hex_arena.tmx", "w", encoding="utf-8") as out:
        out.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{COLS}" height="{ROWS}" tilewidth="{W}" tileheight="{H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="3" nextobjectid="3">
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
