"""The arena tileset (maps/arena_tiles.tsx) and the Spartacus hex arena tileset (maps/spartacus/hex_tiles.tsx)."""
from __future__ import annotations

import math
import random

import pygame

from .emblems import pattern
from .paint import (
    BRONZE,
    GOLD,
    INK,
    IRON,
    YELLOW,
    bevel,
    circle_mask,
    colourise,
    downscale,
    ellipse_pts,
    grey_bytes,
    noise,
    radial,
    stretch_levels,
    texture,
)

# -- the arena tileset -------------------------------------------------------------------------------
TILE = 32
TILE_COLUMNS = 5
# Indices 0-5 are the looks maps/arena_tiles.tsx already uses (sand, outside, pit, stone, spikes, duel_sand).
TILES = ["sand", "outside", "pit", "stone", "spikes", "duel_sand", "column", "water", "fire", "ring_edge"]


def _tile(name: str, rng: random.Random) -> pygame.Surface:
    ss = 2
    S = TILE * ss
    size = (S, S)
    if name in ("sand", "spikes", "column", "duel_sand"):
        surf = texture("sand", size, rng, wrap=True)
        calm = pygame.Surface(size, pygame.SRCALPHA)   # low contrast, so a floor of tiles does not look tiled
        calm.fill((206, 178, 128, 130))
        surf.blit(calm, (0, 0))
        for _ in range(5):   # pebbles
            x, y = rng.randrange(4, S - 4), rng.randrange(4, S - 4)
            pygame.draw.circle(surf, (150, 122, 82), (x, y + 1), 2)
            pygame.draw.circle(surf, (226, 204, 160), (x, y), 1)
        if name == "duel_sand":   # raked: light, with furrows
            lift = pygame.Surface(size)
            lift.fill((28, 24, 10))
            surf.blit(lift, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
            for y in range(4, S, 10):
                pygame.draw.line(surf, (176, 146, 96), (0, y), (S, y), 2)
                pygame.draw.line(surf, (248, 232, 196), (0, y + 2), (S, y + 2), 1)
        elif name == "spikes":
            for cx, cy in ((16, 16), (48, 16), (16, 48), (48, 48)):
                r = 12
                pygame.draw.circle(surf, (90, 70, 50), (cx + 3, cy + 4), r)      # shadow
                n, e, s_, w = (cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)
                for pts, col in (((n, e, (cx, cy)), (208, 210, 216)), ((e, s_, (cx, cy)), (110, 112, 120)),
                                 ((s_, w, (cx, cy)), (70, 72, 80)), ((w, n, (cx, cy)), (160, 164, 170))):
                    pygame.draw.polygon(surf, col, pts)
                pygame.draw.polygon(surf, INK, (n, e, s_, w), 1)
                pygame.draw.circle(surf, (250, 250, 250), (cx, cy), 2)
        elif name == "column":
            pygame.draw.circle(surf, (120, 96, 66), (S // 2 + 4, S // 2 + 5), 28)      # shadow
            top = texture("marble", size, rng)
            surf.blit(circle_mask(top, (S // 2, S // 2), 27), (0, 0))
            pygame.draw.circle(surf, INK, (S // 2, S // 2), 27, 2)
            for i in range(16):   # flutes
                a = i * math.tau / 16
                pygame.draw.circle(surf, (150, 144, 136), (S // 2 + 21 * math.cos(a), S // 2 + 21 * math.sin(a)), 2)
            pygame.draw.circle(surf, (170, 164, 156), (S // 2, S // 2), 14, 2)
            glint = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.circle(glint, (255, 255, 255, 60), (S // 2 - 8, S // 2 - 8), 10)
            surf.blit(glint, (0, 0))
        return downscale(surf, (TILE, TILE))
    if name == "outside":
        surf = texture("slate", size, rng, wrap=True)
        for y in range(0, S, 16):   # tiers of seats beyond the wall
            pygame.draw.line(surf, (20, 18, 22), (0, y), (S, y), 2)
            pygame.draw.line(surf, (72, 66, 80), (0, y + 2), (S, y + 2), 1)
    elif name == "pit":
        surf = colourise(stretch_levels(grey_bytes(noise(rng, S, S, 3, 4, 0.6, wrap=True))), size,
                         [(0, (6, 4, 6)), (160, (24, 18, 20)), (255, (44, 34, 32))])
        pattern(surf, surf.get_rect(), "lattice", (70, 56, 50), a=70, step=16)   # hatched: a hole, not a shadow
    elif name == "stone":
        surf = texture("stone", size, rng, wrap=True)
        for rect in (pygame.Rect(0, 0, 32, 32), pygame.Rect(32, 0, 32, 32), pygame.Rect(0, 32, 32, 32),
                     pygame.Rect(32, 32, 32, 32)):
            bevel(surf, rect, 3, light=70, dark=90)
            pygame.draw.rect(surf, (60, 56, 52), rect, 1)
    elif name == "water":
        surf = colourise(stretch_levels(grey_bytes(noise(rng, S, S, 2, 4, 0.55, wrap=True))), size,
                         [(0, (10, 54, 96)), (140, (20, 96, 150)), (255, (70, 150, 200))])
        for y in range(6, S, 14):   # ripples
            pts = [(x, y + 3 * math.sin((x + y * 2) / S * math.tau * 2)) for x in range(0, S + 2, 2)]
            pygame.draw.lines(surf, (170, 214, 240), False, pts, 2)
    elif name == "fire":
        surf = colourise(stretch_levels(grey_bytes(noise(rng, S, S, 3, 4, 0.6, wrap=True))), size,
                         [(0, (20, 8, 6)), (140, (70, 20, 10)), (255, (120, 40, 12))])
        glow = radial(size, (255, 190, 60, 200), (255, 90, 0, 0), power=1.2, radius=0.55)
        surf.blit(glow, (0, 0))
        for cx, cy, r in ((22, 40, 12), (42, 36, 13), (32, 22, 11), (30, 46, 9)):   # tongues of flame, from above
            pts = [(cx, cy - r * 1.8)] + ellipse_pts(cx, cy, r, r, n=20, start=-0.3, end=math.pi + 0.3)
            pygame.draw.polygon(surf, (213, 94, 0), pts)
            small = [(cx + (px - cx) * 0.6, cy + (py - cy) * 0.6 + 2) for px, py in pts]
            pygame.draw.polygon(surf, (240, 200, 60), small)
            pygame.draw.polygon(surf, INK, pts, 1)
    elif name == "ring_edge":   # the arena wall: marble coping on stone, a bronze band
        surf = texture("stone", size, rng, wrap=True)
        for y in (0, 32):
            for x in range(-16 if y else 0, S, 32):
                bevel(surf, pygame.Rect(x, y, 32, 32), 3, light=60, dark=90)
        band = texture("bronze", (S, 12), rng)
        surf.blit(band, (0, 26))
        pygame.draw.line(surf, INK, (0, 25), (S, 25), 2)
        pygame.draw.line(surf, INK, (0, 38), (S, 38), 2)
        for x in range(8, S, 16):
            pygame.draw.circle(surf, GOLD, (x, 32), 3)
            pygame.draw.circle(surf, INK, (x, 32), 3, 1)
    return downscale(surf, (TILE, TILE))


def tileset(rng: random.Random) -> pygame.Surface:
    rows = math.ceil(len(TILES) / TILE_COLUMNS)
    sheet = pygame.Surface((TILE * TILE_COLUMNS, TILE * rows), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for i, name in enumerate(TILES):
        sheet.blit(_tile(name, rng), ((i % TILE_COLUMNS) * TILE, (i // TILE_COLUMNS) * TILE))
    return sheet


# -- the Spartacus hex arena tileset (maps/spartacus/hex_tiles.tsx) ------------------------------------
#: pointy-top hexes as Tiled lays them out: width, height, length of the flat vertical sides
HEX_W, HEX_H, HEX_SIDE = 112, 128, 64
#: (name, look) in tile-id order; the engine reads only ``look`` (sand: a fighter may stand there)
HEX_TILES = [("sand", "sand"), ("sand_raked", "sand"), ("sand_blood", "sand"), ("sand_gate", "sand"),
             ("stands", "stands"), ("stands_brazier", "stands")]


def hex_outline(w: float, h: float, side: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex filling a w x h box, pulled in by ``inset``."""
    top = (h - side) / 2
    cx, cy = w / 2, h / 2
    pts = [(w / 2, 0), (w, top), (w, top + side), (w / 2, h), (0, top + side), (0, top)]
    return [(cx + (x - cx) * (1 - 2 * inset / w), cy + (y - cy) * (1 - 2 * inset / h)) for x, y in pts]


def hex_tiles(rng: random.Random) -> pygame.Surface:
    """The Spartacus hex arena's tiles in one row: raked sand, blood on the sand, the entrance
    gates, and the stone stands around the sand. Each tile is cut to its hex with a dark rim,
    so the grid reads without drawing lines over it."""
    ss = 4
    W, H = HEX_W * ss, HEX_H * ss
    sheet = pygame.Surface((HEX_W * len(HEX_TILES), HEX_H), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    outer = hex_outline(W, H, HEX_SIDE * ss)
    inner = hex_outline(W, H, HEX_SIDE * ss, inset=3 * ss)
    for i, (name, look) in enumerate(HEX_TILES):
        if look == "sand":
            surf = texture("sand", (W, H), rng)
            grain = colourise(grey_bytes(noise(rng, W, H, cells=40, octaves=2)), (W, H),
                              [(0, (214, 214, 214)), (255, (255, 255, 255))])
            surf.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
            if name == "sand_raked":   # the rake's arcs, shallow and light
                for k in range(-6, 10):
                    pts = [(x, k * 28 * ss + 14 * ss * math.sin(x / W * math.pi)) for x in range(0, W + 8, 8)]
                    for t in range(3):   # three tines
                        row = [(x, y + t * 6 * ss) for x, y in pts]
                        pygame.draw.lines(surf, (184, 152, 104), False, row, 2 * ss)
                        pygame.draw.lines(surf, (216, 190, 142), False, [(x, y + 2 * ss) for x, y in row], ss)
            elif name == "sand_blood":
                stain = pygame.Surface((W, H), pygame.SRCALPHA)
                for _ in range(7):   # a small soaked patch, darker where it pooled
                    x, y = W * (0.42 + 0.16 * rng.random()), H * (0.42 + 0.16 * rng.random())
                    pygame.draw.circle(stain, (96, 20, 18, 110), (x, y), (4 + 6 * rng.random()) * ss)
                for _ in range(18):   # drops thrown clear of it, in one direction
                    a, d = 0.6 + 0.9 * rng.random(), (12 + 26 * rng.random()) * ss
                    pygame.draw.circle(stain, (96, 20, 18, 150), (W / 2 + d * math.cos(a), H / 2 + d * math.sin(a)),
                                       (0.8 + 1.6 * rng.random()) * ss)
                surf.blit(stain, (0, 0))
            elif name == "sand_gate":   # where a fighter enters: a bronze ring set in the sand
                pygame.draw.circle(surf, (120, 90, 56), (W / 2, H / 2), 36 * ss, 7 * ss)
                pygame.draw.circle(surf, BRONZE, (W / 2, H / 2), 35 * ss, 4 * ss)
                pygame.draw.circle(surf, GOLD, (W / 2, H / 2), 34 * ss, ss)
                for k in range(8):
                    a = k * math.tau / 8
                    pygame.draw.circle(surf, IRON, (W / 2 + 34 * ss * math.cos(a), H / 2 + 34 * ss * math.sin(a)),
                                       3 * ss)
            rim = (112, 80, 48)
        else:
            surf = texture("stone", (W, H), rng)
            dark = pygame.Surface((W, H))
            dark.fill((150, 140, 150))
            surf.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
            for y in range(10 * ss, H, 22 * ss):   # tiers of seats
                pygame.draw.line(surf, (28, 24, 28), (0, y), (W, y), 3 * ss)
                pygame.draw.line(surf, (150, 142, 140), (0, y + 3 * ss), (W, y + 3 * ss), ss)
            if name == "stands_brazier":
                glow = radial((W, H), (255, 170, 60, 150), (255, 90, 0, 0), power=1.1, radius=0.42)
                surf.blit(glow, (0, 0))
                pygame.draw.circle(surf, INK, (W / 2, H / 2), 17 * ss)
                pygame.draw.circle(surf, IRON, (W / 2, H / 2), 15 * ss)
                pygame.draw.circle(surf, (40, 24, 20), (W / 2, H / 2), 11 * ss)
                for k, (dx, dy, r) in enumerate(((0, -3, 8), (-4, 2, 6), (4, 2, 6), (0, 0, 4))):
                    pygame.draw.circle(surf, ((213, 94, 0), (230, 159, 0), (230, 159, 0), YELLOW)[k],
                                       (W / 2 + dx * ss, H / 2 + dy * ss), r * ss)
            rim = (34, 30, 36)
        face = pygame.Surface((W, H), pygame.SRCALPHA)
        face.fill((0, 0, 0, 0))
        pygame.draw.polygon(face, (255, 255, 255, 255), inner)
        body = pygame.Surface((W, H), pygame.SRCALPHA)
        body.blit(surf, (0, 0))
        body.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        tile = pygame.Surface((W, H), pygame.SRCALPHA)
        tile.fill((0, 0, 0, 0))
        pygame.draw.polygon(tile, (*rim, 255), outer)
        tile.blit(body, (0, 0))
        sheet.blit(downscale(tile, (HEX_W, HEX_H)), (i * HEX_W, 0))
    return sheet
