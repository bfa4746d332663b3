"""Draws Ludus's sprites: card frames and backs, icons, tokens, model figures, dice,
the arena tileset and the title backdrop, as PNG files under sprites/.

Deterministic: pygame-ce primitives and transforms (the smoothscale backend is
pinned to GENERIC so no CPU-specific code path is used), procedural noise from
random.Random seeded per sprite, no fonts, no downloads:

    python tools/make_sprites.py              # writes sprites/*.png, manifest.json, tileset.json
    python tools/make_sprites.py --out DIR    # somewhere else (the tests use this)
    python tools/make_sprites.py --sheet docs/screenshots/assets-sheet.png   # also a labelled contact sheet

The palette is client/theme.py's: a dark warm ground, parchment, and Okabe-Ito
accents. Sides and card types are told apart by shape and pattern as well as by
colour (emblems, rim patterns, shield shapes), for colour-blind players.
Every image is original, made by this script; see sprites/LICENSE.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
#: the repository: ``tools.sprite_art`` is imported from it when this file runs as a script
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from tools.sprite_art.cards import (  # noqa: E402
    CARD_REGIONS,
    CARD_TYPES,
    GAME_STYLE,
    ICON,
    ICONS,
    card_back,
    card_frame,
    fatigue_icon,
    token,
)
from tools.sprite_art.emblems import emblem  # noqa: E402
from tools.sprite_art.models import SIDES, die_face, model  # noqa: E402
from tools.sprite_art.paint import GROUND, GROUND_GLOW, INK, LICENCE, ORANGE, ROOT, radial  # noqa: E402
from tools.sprite_art.scenes import PANEL_SLICE, SEATS, app_icon, backdrop, icon_files, panel, seat_marker  # noqa: E402
from tools.sprite_art.tiles import (  # noqa: E402
    HEX_H,
    HEX_SIDE,
    HEX_TILES,
    HEX_W,
    TILE,
    TILE_COLUMNS,
    TILES,
    hex_tiles,
    tileset,
)


# -- building everything ---------------------------------------------------------------------
def sprites() -> list[tuple[str, str, str, dict, object]]:
    """Every sprite: (name, file under sprites/, group, extra manifest fields, a function drawing it)."""
    out = []
    for game, types in CARD_TYPES.items():
        for kind, mark, colour, motif in types:
            out.append((f"card_{game}_{kind}", f"cards/{game}_{kind}.png", "card",
                        {"game": game, "type": kind, "regions": CARD_REGIONS},
                        lambda rng, g=game, k=kind, e=mark, c=colour, m=motif: card_frame(g, k, e, c, m, rng)))
    for game in GAME_STYLE:
        out.append((f"card_back_{game}", f"cards/{game}_back.png", "card_back", {"game": game},
                    lambda rng, g=game: card_back(g, rng)))
    for name, mark in ICONS.items():
        out.append((f"icon_{name}", f"icons/{name}.png", "icon", {}, lambda rng, e=mark: emblem(e, ICON)))
    for state in ("ready", "fatigued", "exhausted"):
        out.append((f"icon_{state}", f"icons/{state}.png", "icon", {"fatigue": state},
                    lambda rng, st=state: fatigue_icon(st)))
    for kind in ("reigning_champion", "crowds_favor"):
        out.append((f"token_{kind}", f"tokens/{kind}.png", "token", {}, lambda rng, k=kind: token(k, rng)))
    for kind in [*SIDES, "beast", "titan", "mount"]:
        extra = {"ludus": kind, "rim": SIDES[kind][1], "shield": SIDES[kind][2]} if kind in SIDES else {"kind": kind}
        extra["front"] = "up"
        out.append((f"model_{kind}", f"models/{kind}.png", "model", extra, lambda rng, k=kind: model(k, rng)))
    for kind in ("combat", "favor"):
        for value in range(1, 7):
            out.append((f"die_{kind}_{value}", f"dice/{kind}_{value}.png", "die", {"die": kind, "value": value},
                        lambda rng, k=kind, v=value: die_face(k, v, rng)))
    out.append(("tileset", "tileset.png", "tileset", {"tile_size": TILE, "tiles": "tileset.json"}, tileset))
    out.append(("spartacus_hex_tiles", "spartacus/hex_tiles.png", "hex_tileset",
                {"tile_size": [HEX_W, HEX_H], "hex_side": HEX_SIDE,
                 "tiles": [list(t) for t in HEX_TILES], "tsx": "maps/spartacus/hex_tiles.tsx"},
                hex_tiles))
    for i, (_colour, shape) in enumerate(SEATS):
        out.append((f"seat_{i + 1}", f"seats/seat_{i + 1}.png", "seat", {"shape": shape, "seat": i + 1},
                    lambda rng, k=i: seat_marker(k)))
    for kind in ("bronze", "parchment"):
        out.append((f"panel_{kind}", f"panels/{kind}.png", "panel", {"slice": PANEL_SLICE},
                    lambda rng, k=kind: panel(k, rng)))
    out.append(("title_backdrop", "title_backdrop.png", "backdrop", {}, backdrop))
    out.append(("app_icon", "app_icon.png", "app_icon", {"note": "source image for the .ico and .icns"}, app_icon))
    return out


def build(out_dir: Path) -> list[dict]:
    """Draws every sprite into ``out_dir`` and writes manifest.json and tileset.json; returns the entries."""
    entries = []
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, file, group, extra, draw in sprites():
        image = draw(random.Random(f"ludus-sprite:{name}"))
        path = out_dir / file
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(image, str(path))
        entries.append({"name": name, "file": file, "group": group, "size": list(image.get_size()), **extra})
        if name == "app_icon":
            icons = icon_files(image)
    others = []
    for file, data in icons.items():
        (out_dir / file).write_bytes(data)
        others.append({"file": file, "bytes": len(data), "made_from": "app_icon.png"})
    manifest = {"generator": "tools/make_sprites.py", "licence": LICENCE, "assets": entries,
                "app_icon_files": others}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    tiles = {"image": "tileset.png", "tile_size": TILE, "columns": TILE_COLUMNS,
             "tiles": {name: i for i, name in enumerate(TILES)},
             "note": "indices 0-5 match the 'look' property of maps/arena_tiles.tsx"}
    (out_dir / "tileset.json").write_text(json.dumps(tiles, indent=1) + "\n", encoding="utf-8")
    return entries


def contact_sheet(out_dir: Path, entries: list[dict], path: Path) -> None:
    """A labelled overview of every sprite (for looking at them; not an asset, uses pygame's default font)."""
    pygame.font.init()
    font = pygame.font.Font(None, 16)
    head = pygame.font.Font(None, 26)
    W = 1600
    groups: dict[str, list[dict]] = {}
    for e in entries:
        groups.setdefault(e["group"], []).append(e)
    cells = []   # (group, entry, image scaled for the sheet)
    for group, items in groups.items():
        for e in items:
            image = pygame.image.load(str(out_dir / e["file"]))
            if group == "backdrop":
                image = pygame.transform.smoothscale(image, (640, 360))
            elif group == "tileset":
                image = pygame.transform.scale_by(image, 2)
            elif group in ("icon", "die"):
                image = pygame.transform.scale_by(image, 1.25)
            elif group == "app_icon":
                image = pygame.transform.smoothscale(image, (256, 256))
            cells.append((group, e, image))
    # lay out: each group starts a new row block
    x, y, row_h, placed, last = 16, 16, 0, [], None
    for group, e, image in cells:
        w, h = image.get_size()
        if group != last:
            x, y = 16, y + row_h + (34 if last else 0)
            placed.append(("head", group, (16, y)))
            y += 28
            row_h, last = 0, group
        if x + w > W - 16:
            x, y, row_h = 16, y + row_h + 24, 0
        placed.append(("img", (e, image), (x, y)))
        x += max(w, font.size(e["name"])[0] - 20, 90) + 14
        row_h = max(row_h, h)
    sheet = pygame.Surface((W, y + row_h + 40))
    sheet.fill(GROUND)
    glow = radial(sheet.get_size(), (*GROUND_GLOW, 255), (*GROUND, 255), radius=0.7)
    sheet.blit(glow, (0, 0))
    for kind, what, (px, py) in placed:
        if kind == "head":
            sheet.blit(head.render(what.replace("_", " ").upper(), True, ORANGE), (px, py))
        else:
            e, image = what
            sheet.blit(image, (px, py))
            label = e["name"]
            for prefix in ("card_", "icon_", "model_", "token_"):
                label = label.removeprefix(prefix)
            sheet.blit(font.render(label, True, (168, 160, 152)), (px, py + image.get_height() + 3))
    sheet = _with_preview(sheet, out_dir, entries, head, font)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


def nine_slice(image: pygame.Surface, border: int, size) -> pygame.Surface:
    """``image`` stretched to ``size`` keeping its ``border``-pixel edges (how the client should draw panels)."""
    w, h = image.get_size()
    W, H = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    xs, ys = (0, border, w - border, w), (0, border, h - border, h)
    XS, YS = (0, border, W - border, W), (0, border, H - border, H)
    for j in range(3):
        for i in range(3):
            src = image.subsurface((xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j]))
            out.blit(pygame.transform.smoothscale(src, (XS[i + 1] - XS[i], YS[j + 1] - YS[j])), (XS[i], YS[j]))
    return out


def _with_preview(sheet: pygame.Surface, out_dir: Path, entries: list[dict], head, font) -> pygame.Surface:
    """Appends a check that the pieces fit: text in a card's regions, models standing on tiles."""
    files = {e["name"]: out_dir / e["file"] for e in entries}
    W = sheet.get_width()
    preview = pygame.Surface((W, 420))
    preview.fill(GROUND)
    preview.blit(head.render("PREVIEW: TEXT IN CARD REGIONS, MODELS ON TILES", True, ORANGE), (16, 10))
    body = pygame.font.Font(None, 15)
    title = pygame.font.Font(None, 21)
    for i, (name, heading, text) in enumerate((
            ("card_forglory_income", "Grain Dole", "Gain 2 coins. The crowd is fed, and quiet for now."),
            ("card_forglory_gladiator", "Varro", "Attack 3  Defense 2. Bloodlust: +1 attack when wounded."),
            ("card_gladiatores_defense", "Parry", "Cancel one hit. If you parried last turn, draw a card."),
            ("card_spartacus_intrigue", "Whispers", "Look at a rival's hand. Take one coin from them."))):
        card = pygame.image.load(str(files[name]))
        regions = entries[[e["name"] for e in entries].index(name)]["regions"]
        x, y, w, h = regions["title"]
        card.blit(title.render(heading, True, INK), (x + 4, y + (h - 14) // 2))
        x, y, w, h = regions["text"]
        line, yy = "", y + 8
        for word in text.split():
            if body.size(line + " " + word)[0] > w - 16:
                card.blit(body.render(line, True, INK), (x + 8, yy))
                line, yy = word, yy + 15
            else:
                line = (line + " " + word).strip()
        card.blit(body.render(line, True, INK), (x + 8, yy))
        preview.blit(card, (16 + i * 214, 44))
    info = json.loads((out_dir / "tileset.json").read_text(encoding="utf-8"))
    tiles = pygame.image.load(str(files["tileset"]))
    size, cols = info["tile_size"], info["columns"]

    def tile(n):
        idx = info["tiles"][n]
        return tiles.subsurface(((idx % cols) * size, (idx // cols) * size, size, size))
    floor = [
        "RRRRRRRRRRRR", "RSSSSSSSSSSR", "RSSCSSDDDSSR", "RSSSSSDDDSPR", "RSWWSSDDDSPR",
        "RSWWSSSSKSSR", "RSSSFSSSKSSR", "RSSSSSTSSSSR", "RSSSSSSSSSSR", "RRRRRRRRRRRR"]
    names = {"R": "ring_edge", "S": "sand", "C": "column", "D": "duel_sand", "P": "pit", "W": "water",
             "F": "fire", "K": "spikes", "T": "stone"}
    ox, oy = 16 + 4 * 214 + 10, 44
    for r, row in enumerate(floor):
        for c, ch in enumerate(row):
            preview.blit(tile(names[ch]), (ox + c * size, oy + r * size))
    for name, (c, r), scale in (("model_ludus_magnus", (6.5, 3.5), 0.5), ("model_legio_xiii", (8, 4.2), 0.5),
                                ("model_beast", (3.5, 6.5), 0.5), ("model_titan", (9, 7.5), 0.75),
                                ("model_zephyri", (5, 8), 0.375), ("model_mount", (2.6, 2.2), 0.6)):
        image = pygame.transform.smoothscale_by(pygame.image.load(str(files[name])), scale)
        preview.blit(image, image.get_rect(center=(ox + c * size, oy + r * size)))
    for i, name in enumerate(("icon_coin", "icon_health", "icon_ready", "icon_fatigued", "icon_exhausted",
                              "die_combat_5", "die_favor_3")):
        image = pygame.transform.smoothscale_by(pygame.image.load(str(files[name])), 0.5)
        preview.blit(image, (ox + 12 * size + 20, oy + i * 40))
    px, py = ox + 12 * size + 80, 44
    for k, name in enumerate(("panel_bronze", "panel_parchment")):
        stretched = nine_slice(pygame.image.load(str(files[name])), PANEL_SLICE, (250, 150))
        preview.blit(stretched, (px, py + k * 170))
        for i in range(6):
            marker = pygame.image.load(str(files[f"seat_{i + 1}"]))
            preview.blit(marker, (px + 24 + (i % 3) * 70, py + k * 170 + 22 + (i // 3) * 56))
    out = pygame.Surface((W, sheet.get_height() + preview.get_height()))
    out.blit(sheet, (0, 0))
    out.blit(preview, (0, sheet.get_height()))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "sprites", help="output folder (default: sprites/)")
    parser.add_argument("--sheet", type=Path, help="also write a labelled contact sheet PNG here")
    args = parser.parse_args(argv)
    pygame.init()
    entries = build(args.out)
    total = sum((args.out / e["file"]).stat().st_size for e in entries)
    print(f"{len(entries)} sprites, {total / 1024:.0f} KiB in {args.out}")
    if args.sheet:
        contact_sheet(args.out, entries, args.sheet)
        print(f"contact sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
