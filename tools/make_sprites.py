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
import functools
import io
import json
import math
import os
import random
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

pygame.transform.set_smoothscale_backend("GENERIC")   # the same pixels on every CPU

ROOT = Path(__file__).resolve().parent.parent
LICENCE = "CC0-1.0"

# -- palette (client/theme.py's Palette, plus materials) --------------------------------
GROUND = (24, 22, 27)
GROUND_GLOW = (44, 37, 38)
PANEL = (38, 35, 42)
PARCHMENT = (242, 236, 226)
INK = (28, 24, 22)
ORANGE = (230, 159, 0)        # Okabe-Ito
SKY = (86, 180, 233)
GREEN = (0, 158, 115)
YELLOW = (240, 228, 66)
BLUE = (0, 114, 178)
VERMILLION = (213, 94, 0)
PURPLE = (204, 121, 167)
SLATE = (96, 92, 104)
BRONZE = (176, 122, 60)
GOLD = (226, 182, 84)
IRON = (150, 154, 160)
BONE = (236, 226, 204)
CRIMSON = (128, 30, 34)
CLEAR = (INK[0], INK[1], INK[2], 0)   # transparent, but ink-coloured for clean downscaled edges


def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def shade(c, f: float) -> tuple:
    """Lighter (f > 0) towards white or darker (f < 0) towards black."""
    return mix(c, (255, 255, 255), f) if f >= 0 else mix(c, (0, 0, 0), -f)


def alpha(c, a: int) -> tuple:
    return (c[0], c[1], c[2], a)


# -- noise and textures --------------------------------------------------------------------
def noise(rng: random.Random, w: int, h: int, cells: float = 4, octaves: int = 4,
          persistence: float = 0.5, wrap: bool = False, stretch: float = 1.0) -> pygame.Surface:
    """Fractal value noise as a grey RGB surface (0-255), built from smoothscaled random grids."""
    acc = pygame.Surface((w, h))
    acc.fill((0, 0, 0))
    weights = [persistence ** o for o in range(octaves)]
    total = sum(weights)
    for o, weight in enumerate(weights):
        amp = 255 * weight / total
        gx = max(2, round(cells * 2 ** o))
        gy = max(2, round(cells * 2 ** o * h / w / stretch))
        rows = [[int(rng.random() * amp) for _ in range(gx)] for _ in range(gy)]
        if wrap:   # the last row and column repeat the first: tiles meet seamlessly
            rows = [row + row[:1] for row in rows + rows[:1]]
        else:
            rows = [row + [int(rng.random() * amp)] for row in rows]
            rows.append([int(rng.random() * amp) for _ in range(gx + 1)])
        grey = bytes(v for row in rows for v in row)
        rgb = bytearray(len(grey) * 3)
        rgb[0::3] = rgb[1::3] = rgb[2::3] = grey
        grid = pygame.image.frombytes(bytes(rgb), (gx + 1, gy + 1), "RGB")
        acc.blit(pygame.transform.smoothscale(grid, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return acc


def grey_bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")[0::3]


def stretch_levels(grey: bytes) -> bytes:
    """Spreads a grey image's values over 0-255 (noise sums bunch up in the middle)."""
    lo, hi = min(grey), max(grey)
    span = max(1, hi - lo)
    return grey.translate(bytes(max(0, min(255, (v - lo) * 255 // span)) for v in range(256)))


def gradient_lut(stops) -> tuple[bytes, bytes, bytes]:
    return _gradient_lut(tuple((p, tuple(c)) for p, c in stops))


@functools.cache
def _gradient_lut(stops: tuple) -> tuple[bytes, bytes, bytes]:
    """Three 256-entry lookup tables mapping grey to colour through (position, colour) stops."""
    tables = ([], [], [])
    for v in range(256):
        c0 = c1 = stops[0][1] if v < stops[0][0] else stops[-1][1]
        t = 0.0
        for (p0, a), (p1, b) in zip(stops, stops[1:], strict=False):
            if p0 <= v <= p1:
                c0, c1, t = a, b, (v - p0) / max(1, p1 - p0)
                break
        for i in range(3):
            tables[i].append(round(c0[i] + (c1[i] - c0[i]) * t))
    return tuple(bytes(t) for t in tables)


def colourise(grey: bytes, size: tuple[int, int], stops: list[tuple[int, tuple]]) -> pygame.Surface:
    r, g, b = gradient_lut(stops)
    rgb = bytearray(len(grey) * 3)
    rgb[0::3], rgb[1::3], rgb[2::3] = grey.translate(r), grey.translate(g), grey.translate(b)
    return pygame.image.frombytes(bytes(rgb), size, "RGB")


def texture(kind: str, size: tuple[int, int], rng: random.Random, wrap: bool = False) -> pygame.Surface:
    """Material surfaces: parchment, bronze, gold, marble, leather, stone, sand, wood, iron, slate."""
    w, h = size
    if kind == "marble":
        base = stretch_levels(grey_bytes(noise(rng, w, h, cells=2, octaves=5, persistence=0.55, wrap=wrap)))
        veins = bytes(255 - max(0, 110 - abs(v - 128) * 10) for v in range(256))   # iso-lines of the noise
        surf = colourise(base.translate(veins), size, [(0, (118, 110, 106)), (150, (190, 184, 176)),
                                                      (235, (230, 226, 218)), (255, (244, 241, 234))])
        fine = colourise(grey_bytes(noise(rng, w, h, cells=12, octaves=2, wrap=wrap)), size,
                         [(0, (222, 222, 222)), (255, (255, 255, 255))])
        surf.blit(fine, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        return surf
    params = {
        "parchment": (3, 5, 0.55, 1.0, [(0, (186, 158, 110)), (110, (226, 206, 164)), (200, (242, 230, 200)),
                                        (255, (250, 242, 222))]),
        "bronze": (3, 5, 0.6, 0.25, [(0, (74, 44, 20)), (90, (138, 88, 40)), (180, (190, 134, 68)),
                                     (255, (236, 190, 120))]),
        "gold": (3, 4, 0.55, 0.3, [(0, (120, 84, 24)), (110, (196, 150, 60)), (200, (234, 196, 104)),
                                   (255, (252, 232, 160))]),
        "leather": (4, 5, 0.6, 1.0, [(0, (52, 14, 16)), (120, (98, 28, 30)), (210, (130, 42, 40)),
                                     (255, (150, 60, 52))]),
        "stone": (3, 5, 0.6, 1.0, [(0, (84, 78, 74)), (120, (132, 126, 118)), (200, (164, 158, 148)),
                                   (255, (190, 184, 172))]),
        "sand": (4, 5, 0.65, 1.0, [(0, (168, 136, 88)), (110, (200, 170, 118)), (200, (218, 192, 142)),
                                   (255, (232, 210, 164))]),
        "wood": (2, 4, 0.5, 0.12, [(0, (60, 36, 22)), (120, (104, 66, 38)), (210, (136, 92, 54)),
                                   (255, (156, 110, 66))]),
        "iron": (3, 4, 0.55, 0.3, [(0, (70, 72, 78)), (120, (118, 122, 128)), (210, (160, 164, 170)),
                                   (255, (196, 200, 206))]),
        "slate": (3, 5, 0.6, 1.0, [(0, (30, 28, 34)), (120, (48, 44, 54)), (210, (62, 58, 70)),
                                   (255, (80, 74, 88))]),
    }
    cells, octaves, persistence, stretch, stops = params[kind]
    grey = stretch_levels(grey_bytes(noise(rng, w, h, cells, octaves, persistence, wrap, stretch)))
    return colourise(grey, size, stops)


def tinted(kind: str, size, rng, colour, strength: float = 0.75) -> pygame.Surface:
    """A material texture multiplied towards ``colour`` (for coloured bands and fields)."""
    surf = texture(kind, size, rng)
    tint = pygame.Surface(size)
    tint.fill(mix((255, 255, 255), colour, strength))
    surf.blit(tint, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


# -- drawing helpers --------------------------------------------------------------------
def ellipse_pts(cx, cy, rx, ry, angle: float = 0.0, n: int = 48, start: float = 0.0, end: float = math.tau):
    ca, sa = math.cos(angle), math.sin(angle)
    pts = []
    for i in range(n + 1 if end - start < math.tau else n):
        t = start + (end - start) * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def rotate(points, angle: float, about=(0.0, 0.0)):
    ca, sa = math.cos(angle), math.sin(angle)
    ox, oy = about
    return [(ox + (x - ox) * ca - (y - oy) * sa, oy + (x - ox) * sa + (y - oy) * ca) for x, y in points]


def vertical_gradient(size, top, bottom, alpha_top: int = 255, alpha_bottom: int = 255) -> pygame.Surface:
    w, h = size
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    strip.set_at((0, 0), (*top, alpha_top))
    strip.set_at((0, 1), (*bottom, alpha_bottom))
    return pygame.transform.smoothscale(strip, (w, h))


def radial(size, inner, outer, power: float = 1.0, centre=(0.5, 0.5), radius: float = 0.5) -> pygame.Surface:
    """A radial RGBA gradient (computed at 64x64 and smoothscaled)."""
    return pygame.transform.smoothscale(_radial_small(tuple(inner), tuple(outer), power, tuple(centre), radius), size)


@functools.cache
def _radial_small(inner, outer, power, centre, radius) -> pygame.Surface:
    n = 32
    data = bytearray()
    for y in range(n):
        for x in range(n):
            d = min(1.0, math.hypot((x + 0.5) / n - centre[0], (y + 0.5) / n - centre[1]) / radius)
            t = d ** power
            data += bytes(round(a + (b - a) * t) for a, b in zip(inner, outer, strict=True))
    return pygame.image.frombytes(bytes(data), (n, n), "RGBA")


def bevel(surf: pygame.Surface, rect: pygame.Rect, width: int, light: int = 90, dark: int = 110,
          inset: bool = False) -> None:
    """Lights a frame of ``width`` inside ``rect``: bright top/left, dark bottom/right (reversed if inset)."""
    r = pygame.Rect(rect)
    o = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    tl, tr, br, bl = r.topleft, (r.right, r.top), (r.right, r.bottom), (r.left, r.bottom)
    itl, itr = (r.left + width, r.top + width), (r.right - width, r.top + width)
    ibr, ibl = (r.right - width, r.bottom - width), (r.left + width, r.bottom - width)
    hi, lo = (255, 248, 230), (0, 0, 0)
    sides = [((tl, tr, itr, itl), hi, light), ((tl, itl, ibl, bl), hi, light // 2),
             ((tr, br, ibr, itr), lo, dark // 2), ((bl, ibl, ibr, br), lo, dark)]
    if inset:
        sides = [((pts, lo if col == hi else hi, a)) for pts, col, a in sides]
    for pts, col, a in sides:
        pygame.draw.polygon(o, (*col, a), pts)
    surf.blit(o, (0, 0))


def rounded_mask(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """``surf`` with its corners rounded off (an SRCALPHA copy)."""
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def circle_mask(surf: pygame.Surface, centre, radius) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), centre, radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def soft_shadow(size, shape_surface: pygame.Surface, blur: int = 4, strength: int = 150) -> pygame.Surface:
    """A blurred black silhouette of ``shape_surface``'s alpha, for drop shadows."""
    sil = shape_surface.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    sil.fill((255, 255, 255, strength), special_flags=pygame.BLEND_RGBA_MULT)
    w, h = size
    small = pygame.transform.smoothscale(sil, (max(1, w // blur), max(1, h // blur)))
    return pygame.transform.smoothscale(small, (w, h))


def downscale(surf: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, size)


class Pen:
    """Draws outlined, shaded shapes in a unit square ([-1, 1] both ways, y down), supersampled."""

    def __init__(self, size: int, ss: int = 4, outline: float = 0.045, ink=INK):
        self.size, self.ss = size, ss
        self.S = size * ss
        self.surf = pygame.Surface((self.S, self.S), pygame.SRCALPHA)
        self.surf.fill(CLEAR)
        self.lw = max(1.0, self.S * outline / 2)
        self.ink = ink

    def p(self, x: float, y: float):
        return (self.S / 2 + x * self.S / 2, self.S / 2 + y * self.S / 2)

    def r(self, v: float) -> float:
        return v * self.S / 2

    def _outlined(self, draw, colour, outline: bool):
        if outline:
            for k in range(8):
                a = k * math.tau / 8
                draw(self.ink, (math.cos(a) * self.lw, math.sin(a) * self.lw))
        draw(colour, (0, 0))

    def poly(self, pts, colour, outline: bool = True):
        base = [self.p(x, y) for x, y in pts]
        self._outlined(lambda c, d: pygame.draw.polygon(self.surf, c, [(x + d[0], y + d[1]) for x, y in base]),
                       colour, outline)

    def circle(self, x, y, r, colour, outline: bool = True):
        cx, cy = self.p(x, y)
        self._outlined(lambda c, d: pygame.draw.circle(self.surf, c, (cx + d[0], cy + d[1]), self.r(r)),
                       colour, outline)

    def ellipse(self, x, y, rx, ry, colour, angle: float = 0.0, outline: bool = True):
        self.poly(ellipse_pts(x, y, rx, ry, angle), colour, outline)

    def bar(self, a, b, width, colour, outline: bool = True):
        """A thick straight segment from ``a`` to ``b`` (unit coords), square ends."""
        (ax, ay), (bx, by) = a, b
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * width / 2, dx / n * width / 2
        self.poly([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)], colour, outline)

    def ring(self, x, y, r, width, colour):
        """An outlined annulus."""
        cx, cy = self.p(x, y)
        outer, inner = self.r(r + width / 2), self.r(r - width / 2)
        pygame.draw.circle(self.surf, self.ink, (cx, cy), outer + self.lw, width=round(outer - inner + 2 * self.lw))
        pygame.draw.circle(self.surf, colour, (cx, cy), outer, width=round(outer - inner))

    def line(self, a, b, width, colour):
        pygame.draw.line(self.surf, colour, self.p(*a), self.p(*b), max(1, round(self.r(width))))

    def dot(self, x, y, r, colour):
        pygame.draw.circle(self.surf, colour, self.p(x, y), self.r(r))

    def shaded(self, light: int = 70, dark: int = 90) -> pygame.Surface:
        """The drawing lit from the top (a gradient multiplied into the shapes), downscaled."""
        top = vertical_gradient((self.S, self.S), (255, 255, 255), shade((255, 255, 255), -dark / 255))
        lit = self.surf.copy()
        lit.blit(top, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        hi = vertical_gradient((self.S, self.S), (light, light, light), (0, 0, 0))
        hi_masked = pygame.Surface((self.S, self.S), pygame.SRCALPHA)
        hi_masked.blit(hi, (0, 0))
        lit.blit(hi_masked, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        return downscale(lit, (self.size, self.size))

    def flat(self) -> pygame.Surface:
        return downscale(self.surf, (self.size, self.size))


# -- emblems: the shapes shared by card types, icons and tokens -----------------------------
def _sword(pen: Pen, angle: float, metal, grip=(96, 62, 36), scale: float = 1.0, dx: float = 0.0, dy: float = 0.0):
    def t(pts):
        return [(dx + x, dy + y) for x, y in rotate([(x * scale, y * scale) for x, y in pts], angle)]
    pen.poly(t([(-0.1, 0.28), (-0.1, -0.62), (0.0, -0.86), (0.1, -0.62), (0.1, 0.28)]), shade(metal, 0.25))
    pen.poly(t([(0.0, 0.28), (0.0, -0.84), (0.1, -0.62), (0.1, 0.28)]), shade(metal, -0.15), outline=False)
    pen.poly(t([(-0.34, 0.26), (0.34, 0.26), (0.3, 0.38), (-0.3, 0.38)]), GOLD)
    pen.poly(t([(-0.07, 0.38), (0.07, 0.38), (0.07, 0.66), (-0.07, 0.66)]), grip)
    pen.poly(t(ellipse_pts(0.0, 0.72, 0.12, 0.09, n=20)), GOLD)


def _round_shield(pen: Pen, x, y, r, face, rim=GOLD, boss=GOLD, bands: bool = True):
    pen.circle(x, y, r, rim)
    pen.circle(x, y, r * 0.84, face)
    if bands:
        pen.bar((x - r * 0.8, y), (x + r * 0.8, y), r * 0.12, shade(face, -0.25), outline=False)
        pen.bar((x, y - r * 0.8), (x, y + r * 0.8), r * 0.12, shade(face, -0.25), outline=False)
    pen.circle(x, y, r * 0.26, boss)
    pen.dot(x - r * 0.08, y - r * 0.09, r * 0.08, shade(boss, 0.6))


def _helmet(pen: Pen, metal, crest):
    outer = ellipse_pts(0.0, 0.02, 0.9, 0.92, n=30, start=math.radians(196), end=math.radians(344))
    inner = ellipse_pts(0.0, 0.08, 0.5, 0.56, n=30, start=math.radians(344), end=math.radians(196))
    pen.poly(outer + inner[1:], crest)                                                   # crest plume
    for i in range(9):
        a = math.radians(204 + i * 16.5)
        pen.bar((0.56 * math.cos(a), 0.1 + 0.6 * math.sin(a)), (0.84 * math.cos(a), 0.02 + 0.86 * math.sin(a)),
                0.03, shade(crest, -0.35), outline=False)
    pen.poly(ellipse_pts(0.0, 0.12, 0.58, 0.6, n=40, start=math.pi, end=math.tau), metal)  # dome
    pen.poly([(-0.92, 0.12), (0.92, 0.12), (0.82, 0.3), (-0.82, 0.3)], shade(metal, 0.1))  # brim
    pen.poly([(-0.48, 0.3), (0.48, 0.3), (0.42, 0.84), (-0.42, 0.84)], metal)              # face grille
    for gx in (-0.22, 0.0, 0.22):
        pen.bar((gx, 0.38), (gx, 0.76), 0.05, shade(metal, -0.55), outline=False)
    for gy in (0.5, 0.66):
        pen.bar((-0.38, gy), (0.38, gy), 0.05, shade(metal, -0.55), outline=False)
    pen.dot(-0.24, -0.16, 0.08, shade(metal, 0.6))


def _temple(pen: Pen, stone):
    pen.poly([(-0.9, -0.3), (0.0, -0.85), (0.9, -0.3)], stone)
    pen.poly([(-0.4, -0.4), (0.0, -0.65), (0.4, -0.4)], shade(stone, -0.2), outline=False)
    pen.poly([(-0.84, -0.3), (0.84, -0.3), (0.84, -0.16), (-0.84, -0.16)], shade(stone, 0.1))
    for cx in (-0.62, -0.21, 0.21, 0.62):
        pen.poly([(cx - 0.11, -0.16), (cx + 0.11, -0.16), (cx + 0.11, 0.56), (cx - 0.11, 0.56)], stone)
        pen.bar((cx, -0.1), (cx, 0.5), 0.04, shade(stone, -0.25), outline=False)
    pen.poly([(-0.9, 0.56), (0.9, 0.56), (0.9, 0.7), (-0.9, 0.7)], shade(stone, 0.1))
    pen.poly([(-0.98, 0.7), (0.98, 0.7), (0.98, 0.84), (-0.98, 0.84)], shade(stone, -0.05))


def _dagger(pen: Pen, metal):
    pts = [(-0.08, 0.16), (-0.11, -0.5), (0.0, -0.9), (0.11, -0.5), (0.08, 0.16)]
    a = math.radians(-35)
    pen.poly(rotate(pts, a), shade(metal, 0.2))
    pen.poly(rotate([(-0.32, 0.14), (0.32, 0.14), (0.22, 0.28), (-0.22, 0.28)], a), GOLD)
    pen.poly(rotate([(-0.07, 0.28), (0.07, 0.28), (0.06, 0.62), (-0.06, 0.62)], a), (80, 40, 60))
    pen.poly(rotate(ellipse_pts(0, 0.7, 0.12, 0.12, n=16), a), GOLD)
    # a drop of poison at the point
    pen.poly(rotate([(0.0, -0.98), (0.08, -0.84), (0.0, -0.78), (-0.08, -0.84)], a, (0.0, 0.0)), GREEN)


def _starburst(pen: Pen, colour, points: int = 10, inner: float = 0.45, outer: float = 0.92, rot: float = 0.0):
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = rot - math.pi / 2 + i * math.pi / points
        pts.append((r * math.cos(a), r * math.sin(a)))
    pen.poly(pts, colour)


def _star(pen: Pen, x, y, r, colour, points: int = 5):
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / points
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    pen.poly(pts, colour)


def _sun(pen: Pen, colour):
    for i in range(12):
        a = i * math.tau / 12
        c, s = math.cos(a), math.sin(a)
        pen.poly([(0.5 * c - 0.1 * s, 0.5 * s + 0.1 * c), (0.95 * c, 0.95 * s), (0.5 * c + 0.1 * s, 0.5 * s - 0.1 * c)],
                 shade(colour, 0.1))
    pen.circle(0, 0, 0.5, colour)
    pen.circle(0, 0, 0.32, shade(colour, 0.35), outline=False)


def _mask(pen: Pen, face):
    pen.poly([(-0.74, -0.56), (0.74, -0.56), (0.7, 0.1), (0.4, 0.62), (0.0, 0.8), (-0.4, 0.62), (-0.7, 0.1)], face)
    pen.poly(ellipse_pts(-0.32, -0.16, 0.2, 0.11, angle=0.25, n=20), INK, outline=False)
    pen.poly(ellipse_pts(0.32, -0.16, 0.2, 0.11, angle=-0.25, n=20), INK, outline=False)
    pen.poly([(-0.26, 0.38), (0.0, 0.48), (0.26, 0.38), (0.0, 0.42)], INK, outline=False)
    pen.poly([(-0.74, -0.56), (-0.98, -0.76), (-0.62, -0.56)], face)
    pen.poly([(0.74, -0.56), (0.98, -0.76), (0.62, -0.56)], face)
    pen.bar((-0.6, -0.42), (0.6, -0.42), 0.06, shade(face, -0.3), outline=False)


def _pouch(pen: Pen, cloth):
    pen.poly(ellipse_pts(0.0, 0.3, 0.68, 0.56, n=40), cloth)
    pen.poly([(-0.3, -0.18), (-0.46, -0.62), (-0.1, -0.46), (0.0, -0.7), (0.1, -0.46), (0.46, -0.62), (0.3, -0.18)],
             cloth)
    pen.bar((-0.34, -0.2), (0.34, -0.2), 0.1, GOLD)
    pen.circle(0.42, 0.52, 0.22, GOLD)
    pen.circle(0.1, 0.62, 0.2, shade(GOLD, 0.15))
    pen.dot(-0.2, 0.12, 0.1, shade(cloth, 0.3))


def _shackle(pen: Pen, metal):
    for (x, y, a) in ((-0.56, -0.5, 0.6), (-0.2, -0.14, -0.9), (0.16, 0.22, 0.6)):
        pts = ellipse_pts(x, y, 0.24, 0.14, angle=a, n=28)
        pen.poly(pts, metal)
        pen.poly(ellipse_pts(x, y, 0.13, 0.05, angle=a, n=20), INK, outline=False)
    pen.ring(0.5, 0.5, 0.3, 0.14, metal)


def _spear(pen: Pen, metal, wood=(120, 80, 44), angle: float = math.radians(35), scale: float = 1.0,
           dx: float = 0.0, dy: float = 0.0):
    def t(pts):
        return [(dx + x, dy + y) for x, y in rotate([(x * scale, y * scale) for x, y in pts], angle)]
    pen.poly(t([(-0.05, -0.5), (0.05, -0.5), (0.05, 0.95), (-0.05, 0.95)]), wood)
    pen.poly(t([(0.0, -0.98), (0.14, -0.66), (0.06, -0.44), (-0.06, -0.44), (-0.14, -0.66)]), shade(metal, 0.2))
    pen.poly(t([(-0.09, -0.46), (0.09, -0.46), (0.09, -0.38), (-0.09, -0.38)]), GOLD)


def _scutum(pen: Pen, face, x=0.0, y=0.0, w=0.5, h=0.78):
    pen.poly([(x - w, y - h), (x + w, y - h), (x + w * 1.02, y + h), (x - w * 1.02, y + h)], GOLD)
    pen.poly([(x - w * 0.86, y - h * 0.9), (x + w * 0.86, y - h * 0.9), (x + w * 0.88, y + h * 0.9),
              (x - w * 0.88, y + h * 0.9)], face, outline=False)
    pen.bar((x, y - h * 0.88), (x, y + h * 0.88), w * 0.22, shade(face, -0.3), outline=False)
    pen.circle(x, y, w * 0.36, GOLD)


def _heart(pen: Pen, colour):
    pts = []
    for i in range(60):
        t = i * math.tau / 60
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x / 18, -y / 18 + 0.08))
    pen.poly(pts, colour)
    pen.poly(ellipse_pts(-0.38, -0.28, 0.14, 0.09, angle=-0.6, n=16), shade(colour, 0.5), outline=False)


def _drop(pen: Pen, colour, x=0.0, y=0.0, s=1.0):
    pts = [(x, y - 0.9 * s)] + ellipse_pts(x, y + 0.3 * s, 0.52 * s, 0.52 * s, n=36, start=-0.35, end=math.pi + 0.35)
    pen.poly(pts, colour)
    pen.poly(ellipse_pts(x - 0.2 * s, y + 0.24 * s, 0.08 * s, 0.18 * s, angle=0.3, n=14), shade(colour, 0.5),
             outline=False)


def _wing(pen: Pen, colour):
    for i in range(6):
        a = math.radians(-78 + i * 17)
        length = 1.3 - i * 0.12
        cx, cy = -0.62 + math.cos(a) * length * 0.5, 0.55 + math.sin(a) * length * 0.5
        pen.ellipse(cx, cy, length * 0.5, 0.12, shade(colour, 0.06 * i - 0.15), angle=a)
    pen.ellipse(-0.5, 0.46, 0.34, 0.24, shade(colour, 0.2), angle=-0.6)
    for k in range(3):   # speed lines: agility
        pen.bar((0.1 + k * 0.12, 0.5 + k * 0.14), (0.7, 0.5 + k * 0.14), 0.07, ORANGE)


def _laurel(pen: Pen, leaf, berry=GOLD, r: float = 0.7, leaves: int = 8):
    for side in (-1, 1):
        for i in range(leaves):
            t = math.radians(100 + i * 19)
            x, y = side * r * math.cos(t - math.pi / 2 + math.pi / 2), r * math.sin(t)
            x = side * -r * math.cos(t)
            pen.ellipse(x, y, 0.2, 0.085, leaf, angle=(t + math.pi / 2) * -side + (0 if side > 0 else math.pi))
    for side in (-1, 1):
        pen.dot(side * r * 0.98, -0.05, 0.05, berry)
    pen.poly([(-0.1, r + 0.05), (0.1, r + 0.05), (0.26, r + 0.22), (0.0, r + 0.1), (-0.26, r + 0.22)], VERMILLION)


def _crowd(pen: Pen, colour):
    rows = [(-0.3, 0.16, [-0.6, -0.2, 0.2, 0.6]), (0.22, 0.19, [-0.72, -0.24, 0.24, 0.72]),
            (0.76, 0.22, [-0.46, 0.0, 0.46])]
    for k, (y, r, xs) in enumerate(rows):
        body = shade(colour, -0.2 + 0.12 * k)
        for x in xs:
            pen.poly(ellipse_pts(x, y + r * 1.9, r * 1.5, r * 1.3, n=28, start=math.pi, end=math.tau), body)
            pen.circle(x, y, r, shade(body, 0.25))
        if k == 0:
            pen.bar((-0.6, y - 0.12), (-0.6, y - 0.5), 0.08, shade(body, 0.25))   # a raised arm
            pen.bar((0.6, y - 0.12), (0.6, y - 0.5), 0.08, shade(body, 0.25))


def _coin(pen: Pen, metal):
    pen.circle(0, 0, 0.9, shade(metal, -0.15))
    pen.circle(0, 0, 0.76, metal, outline=False)
    for i in range(18):
        a = i * math.tau / 18
        pen.dot(0.83 * math.cos(a), 0.83 * math.sin(a), 0.035, shade(metal, 0.45))
    pen.ring(0, 0, 0.62, 0.04, shade(metal, -0.35))
    # a profile head facing right: skull, nose, neck, laurel ties
    pen.poly(ellipse_pts(-0.02, -0.08, 0.3, 0.34, n=30), shade(metal, 0.2))
    pen.poly([(0.22, -0.12), (0.36, 0.04), (0.22, 0.08)], shade(metal, 0.2))
    pen.poly([(-0.16, 0.18), (0.12, 0.18), (0.14, 0.46), (-0.2, 0.46)], shade(metal, 0.2))
    for i in range(4):
        pen.ellipse(-0.26 + i * 0.12, -0.36 + abs(i - 1.5) * 0.04, 0.08, 0.035, shade(metal, -0.25), angle=-0.5,
                    outline=False)


def _check(pen: Pen, colour):
    pen.poly([(-0.42, 0.0), (-0.16, 0.3), (0.44, -0.34), (0.52, -0.22), (-0.16, 0.46), (-0.52, 0.1)], colour)


EMBLEMS = {
    "coin": lambda pen: _coin(pen, GOLD),
    "temple": lambda pen: _temple(pen, (222, 216, 204)),
    "helmet": lambda pen: _helmet(pen, (196, 150, 84), VERMILLION),
    "dagger": lambda pen: _dagger(pen, IRON),
    "crossed_swords": lambda pen: (_sword(pen, math.radians(-40), IRON, scale=0.95),
                                   _sword(pen, math.radians(40), IRON, scale=0.95)),
    "round_shield": lambda pen: _round_shield(pen, 0, 0, 0.88, BLUE),
    "sword": lambda pen: _sword(pen, math.radians(0), IRON, scale=1.05, dy=-0.02),
    "sun": lambda pen: _sun(pen, YELLOW),
    "mask": lambda pen: _mask(pen, (232, 224, 206)),
    "pouch": lambda pen: _pouch(pen, (150, 96, 58)),
    "shackle": lambda pen: _shackle(pen, IRON),
    "spear": lambda pen: _spear(pen, IRON),
    "spear_shield": lambda pen: (_spear(pen, IRON, angle=math.radians(-30)), _scutum(pen, VERMILLION, 0.12, 0.1,
                                                                                    0.42, 0.66)),
    "heart": lambda pen: _heart(pen, (196, 44, 40)),
    "drop": lambda pen: _drop(pen, (196, 36, 32)),
    "wing": lambda pen: _wing(pen, (236, 232, 222)),
    "starburst": lambda pen: (_starburst(pen, VERMILLION, 11, 0.5, 0.95),
                              _starburst(pen, YELLOW, 7, 0.24, 0.52, rot=0.2)),
    "laurel": lambda pen: _laurel(pen, (110, 160, 70)),
    "crowd": lambda pen: _crowd(pen, (190, 150, 110)),
    "star": lambda pen: (pen.circle(0, 0, 0.9, shade(BLUE, -0.2)), _star(pen, 0, 0.04, 0.7, YELLOW)),
}


def emblem(kind: str, size: int, light: int = 60, dark: int = 80) -> pygame.Surface:
    pen = Pen(size)
    EMBLEMS[kind](pen)
    return pen.shaded(light, dark)


# -- patterns (told apart by shape, not only by colour) -------------------------------------------
def pattern(surf: pygame.Surface, rect: pygame.Rect, kind: str, colour, a: int = 60, step: int = 16) -> None:
    """Overlays a repeating motif on ``rect``: stripes, chevrons, dots, bars, waves, crosses, diamonds."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    c = (*colour, a)
    lw = max(2, step // 5)
    if kind == "stripes":
        for x in range(-h, w + h, step):
            pygame.draw.line(layer, c, (x, h), (x + h, 0), lw)
    elif kind == "chevrons":
        for x in range(-step, w + step, step):
            pygame.draw.lines(layer, c, False, [(x, 0), (x + step // 2, h // 2), (x, h)], lw)
    elif kind == "dots":
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (step // 2 if (y // step) % 2 else 0), w, step):
                pygame.draw.circle(layer, c, (x, y), max(2, step // 5))
    elif kind == "bars":
        for x in range(step // 2, w, step):
            pygame.draw.line(layer, c, (x, 0), (x, h), lw)
    elif kind == "waves":
        for y in range(step // 2, h + step, step):
            pts = [(x, y + math.sin(x / step * math.pi) * step * 0.3) for x in range(0, w + 4, 4)]
            pygame.draw.lines(layer, c, False, pts, lw)
    elif kind == "crosses":
        for y in range(step // 2, h, step):
            for x in range(step // 2, w, step):
                s = step // 4
                pygame.draw.line(layer, c, (x - s, y - s), (x + s, y + s), lw)
                pygame.draw.line(layer, c, (x - s, y + s), (x + s, y - s), lw)
    elif kind == "diamonds":
        for y in range(0, h + step, step):
            for x in range(0, w + step, step):
                ox = step // 2 if (y // step) % 2 else 0
                s = step // 3
                pygame.draw.polygon(layer, c, [(x + ox, y - s), (x + ox + s, y), (x + ox, y + s), (x + ox - s, y)])
    elif kind == "lattice":
        for x in range(-h, w + h, step):
            pygame.draw.line(layer, c, (x, h), (x + h, 0), lw)
            pygame.draw.line(layer, c, (x, 0), (x + h, h), lw)
    surf.blit(layer, rect.topleft)


# -- cards ------------------------------------------------------------------------------------
CARD = (200, 280)        # pixels; the client scales them
CARD_SS = 2
# Regions in 1x card pixels for the client to place text: title band, picture, rules text, type badge.
CARD_REGIONS = {"title": [56, 12, 132, 34], "art": [15, 50, 170, 100], "text": [15, 156, 170, 104],
                "badge": [5, 3, 52, 52]}

GAME_STYLE = {   # frame material, art field colours, trim
    "forglory": {"frame": "bronze", "field": ((70, 40, 30), (22, 16, 18)), "trim": GOLD},
    "gladiatores": {"frame": "marble", "field": ((64, 24, 30), (20, 12, 16)), "trim": (170, 130, 70)},
    "spartacus": {"frame": "leather", "field": ((40, 30, 26), (12, 10, 10)), "trim": GOLD},
    "arenarex": {"frame": "stone", "field": ((30, 44, 64), (12, 14, 22)), "trim": BRONZE},
}

CARD_TYPES = {   # game -> [(type, emblem, band colour, band pattern)]
    "forglory": [("income", "coin", YELLOW, "dots"), ("patron", "temple", PURPLE, "bars"),
                 ("gladiator", "helmet", VERMILLION, "chevrons"), ("scheme", "dagger", SLATE, "crosses"),
                 ("tactic", "crossed_swords", BLUE, "stripes"), ("reaction", "round_shield", GREEN, "waves")],
    "gladiatores": [("attack", "sword", VERMILLION, "chevrons"), ("defense", "round_shield", BLUE, "bars"),
                    ("effect", "sun", YELLOW, "dots")],
    "spartacus": [("intrigue", "mask", PURPLE, "crosses"), ("market", "pouch", YELLOW, "dots"),
                  ("gladiator", "helmet", VERMILLION, "chevrons"), ("slave", "shackle", SLATE, "lattice"),
                  ("equipment", "spear_shield", BLUE, "stripes"), ("guard", "spear", GREEN, "bars"),
                  ("reaction", "round_shield", SKY, "waves")],
}


def _frame_base(game: str, rng: random.Random) -> pygame.Surface:
    W, H = CARD[0] * CARD_SS, CARD[1] * CARD_SS
    style = GAME_STYLE[game]
    card = texture(style["frame"], (W, H), rng)
    edge = radial((W, H), (0, 0, 0, 0), (0, 0, 0, 90), power=2.2, radius=0.72)
    card.blit(edge, (0, 0))
    bevel(card, pygame.Rect(0, 0, W, H), 9, light=110, dark=140)
    pygame.draw.rect(card, style["trim"], pygame.Rect(14, 14, W - 28, H - 28), 3, border_radius=14)
    pygame.draw.rect(card, shade(style["trim"], -0.55), pygame.Rect(17, 17, W - 34, H - 34), 1, border_radius=12)
    return card


def _recessed(card: pygame.Surface, rect: pygame.Rect, fill: pygame.Surface, depth: int = 6) -> None:
    card.blit(fill, rect.topleft)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    for i in range(depth * 2):
        pygame.draw.rect(shadow, (0, 0, 0, max(0, 90 - i * 90 // (depth * 2))), shadow.get_rect().inflate(-i, -i), 1)
    card.blit(shadow, rect.topleft)
    bevel(card, rect.inflate(depth, depth), depth // 2 + 1, light=110, dark=120, inset=True)


def card_frame(game: str, kind: str, emblem_kind: str, colour, band_pattern: str, rng: random.Random):
    s = CARD_SS
    W, H = CARD[0] * s, CARD[1] * s
    style = GAME_STYLE[game]
    card = _frame_base(game, rng)

    def rr(region):
        x, y, w, h = CARD_REGIONS[region]
        return pygame.Rect(x * s, y * s, w * s, h * s)

    # title band: the type's colour and pattern, running behind the badge
    band = rr("title").union(pygame.Rect(15 * s, 12 * s, 1, 34 * s))
    band_fill = tinted("parchment", band.size, rng, colour, 0.8)
    pattern(band_fill, band_fill.get_rect(), band_pattern, shade(colour, -0.6), a=70, step=18)
    band_fill.blit(vertical_gradient(band.size, (255, 255, 255), (150, 150, 150)), (0, 0),
                   special_flags=pygame.BLEND_RGB_MULT)
    _recessed(card, band, band_fill, 4)

    # picture window: a dark vignette with the type's emblem as a faint relief
    art = rr("art")
    field = radial(art.size, (*style["field"][0], 255), (*style["field"][1], 255), power=1.3, radius=0.75)
    mark = emblem(emblem_kind, int(art.height * 0.9), light=0, dark=0)
    mark.fill((255, 255, 255, 46), special_flags=pygame.BLEND_RGBA_MULT)
    field.blit(mark, mark.get_rect(center=(art.width // 2, art.height // 2)))
    pattern(field, field.get_rect(), band_pattern, shade(colour, -0.2), a=14, step=22)
    _recessed(card, art, field, 8)

    # rules text box: parchment
    text = rr("text")
    paper = texture("parchment", text.size, rng)
    paper.blit(radial(text.size, (0, 0, 0, 0), (90, 60, 20, 90), power=2.5, radius=0.8), (0, 0))
    _recessed(card, text, paper, 6)
    pygame.draw.rect(card, (120, 90, 50), text.inflate(-12, -12), 1)

    # corner studs
    for cx, cy in ((W - 24, 24), (24, H - 24), (W - 24, H - 24)):
        pygame.draw.circle(card, shade(style["trim"], -0.6), (cx, cy + 1), 6)
        pygame.draw.circle(card, style["trim"], (cx, cy), 5)
        pygame.draw.circle(card, shade(style["trim"], 0.6), (cx - 1, cy - 2), 2)

    # type badge: a medallion with the emblem
    badge = rr("badge")
    c = badge.center
    r = badge.width // 2
    shadow = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.circle(shadow, (0, 0, 0, 110), (c[0] + 3, c[1] + 5), r + 2)
    card.blit(shadow, (0, 0))
    ring = texture("gold", badge.size, rng)
    card.blit(circle_mask(ring, (r, r), r), badge.topleft)
    pygame.draw.circle(card, INK, c, r, 2)
    inner = radial((2 * r - 16, 2 * r - 16), (*shade(colour, -0.2), 255), (*shade(colour, -0.7), 255), radius=0.6)
    card.blit(circle_mask(inner, (r - 8, r - 8), r - 8), (c[0] - r + 8, c[1] - r + 8))
    pygame.draw.circle(card, shade(GOLD, -0.6), c, r - 8, 2)
    art_mark = emblem(emblem_kind, int(r * 1.5))
    card.blit(art_mark, art_mark.get_rect(center=c))
    gloss = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 40), pygame.Rect(c[0] - r * 0.7, c[1] - r * 0.9, r * 1.4, r * 0.8))
    card.blit(gloss, (0, 0))

    return downscale(rounded_mask(card, 14 * s), CARD)


def card_back(game: str, rng: random.Random) -> pygame.Surface:
    s = CARD_SS
    W, H = CARD[0] * s, CARD[1] * s
    style = GAME_STYLE[game]
    card = _frame_base(game, rng)
    inner = pygame.Rect(26, 26, W - 52, H - 52)
    colours = {"forglory": (120, 30, 28), "arenarex": (28, 58, 96), "gladiatores": (96, 20, 40),
               "spartacus": (30, 26, 24)}
    motif = {"forglory": "lattice", "arenarex": "waves", "gladiatores": "diamonds", "spartacus": "chevrons"}[game]
    field = radial(inner.size, (*shade(colours[game], 0.15), 255), (*shade(colours[game], -0.6), 255), radius=0.8)
    pattern(field, field.get_rect(), motif, shade(style["trim"], -0.1), a=40, step=28)
    _recessed(card, inner, field, 8)
    cx, cy = W // 2, H // 2
    # a central medallion, different per game
    med = 150
    plate = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.circle(plate, (0, 0, 0, 120), (cx + 4, cy + 8), med + 6)
    card.blit(plate, (0, 0))
    disc = texture(style["frame"] if game != "spartacus" else "gold", (2 * med, 2 * med), rng)
    card.blit(circle_mask(disc, (med, med), med), (cx - med, cy - med))
    pygame.draw.circle(card, INK, (cx, cy), med, 3)
    pygame.draw.circle(card, shade(style["trim"], -0.3), (cx, cy), med - 14, 4)
    centre = radial((2 * med - 40, 2 * med - 40), (*shade(colours[game], 0.1), 255),
                    (*shade(colours[game], -0.55), 255), radius=0.6)
    card.blit(circle_mask(centre, (med - 20, med - 20), med - 20), (cx - med + 20, cy - med + 20))
    pen = Pen(2 * med - 60)
    if game == "forglory":
        _laurel(pen, (120, 170, 76), r=0.8, leaves=9)
        _sword(pen, math.radians(-38), IRON, scale=0.78)
        _sword(pen, math.radians(38), IRON, scale=0.78)
    elif game == "arenarex":
        for k, r in enumerate((0.88, 0.68, 0.48)):
            pen.ring(0, 0, r, 0.06, shade(BRONZE, 0.2 * k))
        pen.poly([(-0.3, 0.1), (-0.36, -0.3), (-0.16, -0.08), (0.0, -0.42), (0.16, -0.08), (0.36, -0.3),
                  (0.3, 0.1)], GOLD)
        pen.poly([(-0.3, 0.1), (0.3, 0.1), (0.3, 0.22), (-0.3, 0.22)], GOLD)
    elif game == "gladiatores":   # a rose: blood for roses
        for k, (r, n) in enumerate(((0.62, 7), (0.44, 6), (0.26, 5))):
            for i in range(n):
                a = i * math.tau / n + k * 0.4
                pen.ellipse(r * 0.55 * math.cos(a), r * 0.55 * math.sin(a) - 0.05, r * 0.55, r * 0.42,
                            shade((200, 40, 56), 0.12 * k), angle=a)
        pen.circle(0, -0.05, 0.12, shade((200, 40, 56), 0.35))
        pen.ellipse(-0.52, 0.66, 0.3, 0.11, (90, 140, 60), angle=-0.5)
        pen.ellipse(0.52, 0.66, 0.3, 0.11, (90, 140, 60), angle=0.5)
    else:   # spartacus: a gladiator's helmet
        _helmet(pen, (200, 160, 92), (170, 30, 34))
    mark = pen.shaded(50, 70)
    card.blit(mark, mark.get_rect(center=(cx, cy)))
    for sx, sy in ((cx, 70), (cx, H - 70)):
        pygame.draw.polygon(card, style["trim"], [(sx, sy - 14), (sx + 14, sy), (sx, sy + 14), (sx - 14, sy)])
        pygame.draw.polygon(card, INK, [(sx, sy - 14), (sx + 14, sy), (sx, sy + 14), (sx - 14, sy)], 2)
    return downscale(rounded_mask(card, 14 * s), CARD)


# -- icons and tokens ----------------------------------------------------------------------
ICON = 64
ICONS = {   # name -> emblem (drawn on a transparent ground)
    "coin": "coin", "damage": "starburst", "blessing": "sun", "influence": "temple", "bloodlust": "drop",
    "agility": "wing", "attack": "sword", "health": "heart", "favor": "star", "laurel": "laurel",
    "crowd": "crowd", "defense": "round_shield", "gladiator": "helmet", "scheme": "dagger",
}


def fatigue_icon(state: str) -> pygame.Surface:
    """Ready: a full disc with a tick; fatigued: a half disc; exhausted: an empty ring with a cross."""
    pen = Pen(ICON)
    if state == "ready":
        pen.circle(0, 0, 0.84, GREEN)
        _check(pen, PARCHMENT)
    elif state == "fatigued":
        pen.circle(0, 0, 0.84, (60, 56, 64))
        pen.poly(ellipse_pts(0, 0, 0.84, 0.84, n=30, start=math.pi / 2, end=math.pi * 1.5), ORANGE, outline=False)
        pen.bar((0, -0.84), (0, 0.84), 0.06, INK, outline=False)
        pen.ring(0, 0, 0.84, 0.05, INK)
    else:
        pen.ring(0, 0, 0.76, 0.16, VERMILLION)
        pen.bar((-0.4, -0.4), (0.4, 0.4), 0.18, VERMILLION)
        pen.bar((-0.4, 0.4), (0.4, -0.4), 0.18, VERMILLION)
    return pen.shaded(50, 70)


TOKEN = 96


def token(kind: str, rng: random.Random) -> pygame.Surface:
    """Round bronze tokens: the reigning champion's laurel helmet, the crowd's favour."""
    ss = 3
    S = TOKEN * ss
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    surf.fill(CLEAR)
    c, r = (S // 2, S // 2), S // 2 - 6
    pygame.draw.circle(surf, (0, 0, 0, 120), (c[0] + 4, c[1] + 6), r)
    metal = texture("gold" if kind == "reigning_champion" else "bronze", (2 * r, 2 * r), rng)
    surf.blit(circle_mask(metal, (r, r), r), (c[0] - r, c[1] - r))
    pygame.draw.circle(surf, INK, c, r, 4)
    for i in range(24):   # milled edge
        a = i * math.tau / 24
        pygame.draw.circle(surf, shade(GOLD, -0.5), (c[0] + (r - 12) * math.cos(a), c[1] + (r - 12) * math.sin(a)), 4)
    face = (120, 28, 30) if kind == "reigning_champion" else (24, 70, 110)
    inner = radial((2 * r - 50, 2 * r - 50), (*shade(face, 0.2), 255), (*shade(face, -0.6), 255), radius=0.6)
    surf.blit(circle_mask(inner, (r - 25, r - 25), r - 25), (c[0] - r + 25, c[1] - r + 25))
    pygame.draw.circle(surf, INK, c, r - 25, 3)
    pen = Pen(2 * r - 70, ss=1)
    if kind == "reigning_champion":
        _laurel(pen, (130, 180, 80), r=0.82, leaves=9)
        pen2 = Pen(2 * r - 70, ss=1)
        _helmet(pen2, (214, 170, 96), VERMILLION)
        small = pygame.transform.smoothscale(pen2.shaded(40, 60), (int((2 * r - 70) * 0.58),) * 2)
        pen.surf.blit(small, small.get_rect(center=(pen.S // 2, pen.S // 2 - 6)))
    else:
        _crowd(pen, (200, 170, 130))
        _star(pen, 0, -0.74, 0.2, YELLOW)
    mark = pen.shaded(40, 60)
    surf.blit(mark, mark.get_rect(center=c))
    gloss = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 36), pygame.Rect(c[0] - r * 0.6, c[1] - r * 0.85, r * 1.2, r * 0.6))
    surf.blit(gloss, (0, 0))
    return downscale(surf, (TOKEN, TOKEN))


# -- Arena Rex models, seen from above -----------------------------------------------------------
MODEL = 128
SIDES = {   # ludus -> (colour, rim motif, shield shape); the rim and shield tell sides apart, not colour
    "ludus_magnus": (BLUE, "laurel", "round"),
    "legio_xiii": (VERMILLION, "crenel", "scutum"),
    "morituri": (PURPLE, "skulls", "hexagon"),
    "zephyri": (GREEN, "waves", "pelta"),
    "helleniki": (YELLOW, "meander", "hoplon"),
}


def _rim(pen: Pen, motif: str, colour, r: float = 0.86):
    light = shade(colour, 0.55)
    if motif == "laurel":
        for i in range(20):
            a = i * math.tau / 20
            pen.ellipse(r * math.cos(a), r * math.sin(a), 0.09, 0.035, light, angle=a + math.pi / 2 + 0.5,
                        outline=False)
    elif motif == "crenel":
        for i in range(16):
            a0, a1 = i * math.tau / 16, (i + 0.5) * math.tau / 16
            pts = [((r - 0.06) * math.cos(a0), (r - 0.06) * math.sin(a0)), ((r + 0.06) * math.cos(a0), (r + 0.06) * math.sin(a0)),
                   ((r + 0.06) * math.cos(a1), (r + 0.06) * math.sin(a1)), ((r - 0.06) * math.cos(a1), (r - 0.06) * math.sin(a1))]
            pen.poly(pts, light, outline=False)
    elif motif == "skulls":
        for i in range(12):
            a = i * math.tau / 12
            x, y = r * math.cos(a), r * math.sin(a)
            pen.dot(x, y, 0.06, light)
            pen.dot(x - 0.022, y, 0.016, INK)
            pen.dot(x + 0.022, y, 0.016, INK)
    elif motif == "waves":
        pts = [((r + 0.05 * math.sin(i * math.tau / 120 * 14)) * math.cos(i * math.tau / 120),
                (r + 0.05 * math.sin(i * math.tau / 120 * 14)) * math.sin(i * math.tau / 120)) for i in range(121)]
        pygame.draw.lines(pen.surf, light, False, [pen.p(x, y) for x, y in pts], max(2, round(pen.r(0.05))))
    elif motif == "meander":
        for i in range(24):
            a = i * math.tau / 24
            b = (i + 0.7) * math.tau / 24
            rr = (r - 0.05, r + 0.05)
            pts = [(rr[0] * math.cos(a), rr[0] * math.sin(a)), (rr[1] * math.cos(a), rr[1] * math.sin(a)),
                   (rr[1] * math.cos(b), rr[1] * math.sin(b))]
            pygame.draw.lines(pen.surf, light, False, [pen.p(x, y) for x, y in pts], max(2, round(pen.r(0.035))))
    elif motif == "claws":
        for i in range(10):
            a = i * math.tau / 10
            for k in (-1, 0, 1):
                b = a + k * 0.07
                pen.bar((0.8 * math.cos(b), 0.8 * math.sin(b)), (0.92 * math.cos(b + 0.05), 0.92 * math.sin(b + 0.05)),
                        0.025, light, outline=False)
    elif motif == "spikes":
        for i in range(14):
            a = i * math.tau / 14
            pen.poly([((r - 0.05) * math.cos(a - 0.12), (r - 0.05) * math.sin(a - 0.12)),
                      ((r + 0.08) * math.cos(a), (r + 0.08) * math.sin(a)),
                      ((r - 0.05) * math.cos(a + 0.12), (r - 0.05) * math.sin(a + 0.12))], light, outline=False)
    elif motif == "horseshoes":
        for i in range(8):
            a = i * math.tau / 8
            x, y = r * math.cos(a), r * math.sin(a)
            pts = ellipse_pts(x, y, 0.06, 0.06, angle=a - math.pi / 2, n=12, start=0.5, end=math.pi * 2 - 0.5)
            pygame.draw.lines(pen.surf, light, False, [pen.p(px, py) for px, py in pts], max(2, round(pen.r(0.03))))


def _shield_top(pen: Pen, shape: str, colour, x: float, y: float):
    """A shield held on the left arm, seen from above-front (the model faces up)."""
    rim, face = GOLD, shade(colour, 0.1)
    if shape == "round":
        pen.circle(x, y, 0.24, rim)
        pen.circle(x, y, 0.18, face, outline=False)
        pen.dot(x, y, 0.06, rim)
    elif shape == "scutum":
        pts = [(x - 0.2, y - 0.28), (x + 0.2, y - 0.28), (x + 0.22, y + 0.28), (x - 0.22, y + 0.28)]
        pen.poly(pts, rim)
        pen.poly([(px * 0.82 + x * 0.18, py * 0.86 + y * 0.14) for px, py in pts], face, outline=False)
        pen.bar((x, y - 0.22), (x, y + 0.22), 0.05, shade(face, -0.3), outline=False)
    elif shape == "hexagon":
        pts = [(x + 0.26 * math.cos(a), y + 0.26 * math.sin(a)) for a in (i * math.tau / 6 for i in range(6))]
        pen.poly(pts, rim)
        pen.poly([(px * 0.78 + x * 0.22, py * 0.78 + y * 0.22) for px, py in pts], face, outline=False)
    elif shape == "pelta":
        pts = ellipse_pts(x, y, 0.26, 0.26, n=24, start=0.0, end=math.pi) + \
            ellipse_pts(x + 0.13, y, 0.12, 0.12, n=10, start=math.pi, end=math.tau)[1:] + \
            ellipse_pts(x - 0.13, y, 0.12, 0.12, n=10, start=math.pi, end=math.tau)[1:]
        pen.poly(pts, face)
    elif shape == "hoplon":
        pen.circle(x, y, 0.3, rim)
        pen.circle(x, y, 0.24, face, outline=False)
        pen.poly([(x, y - 0.16), (x + 0.13, y + 0.14), (x + 0.06, y + 0.14), (x, y - 0.02), (x - 0.06, y + 0.14),
                  (x - 0.13, y + 0.14)], INK, outline=False)   # a lambda


def _base(pen: Pen, colour, motif: str):
    pen.circle(0, 0, 0.97, shade(colour, -0.55))
    pen.circle(0, 0, 0.93, shade(colour, -0.15), outline=False)
    pen.ring(0, 0, 0.86, 0.12, shade(colour, -0.45))
    _rim(pen, motif, colour)
    pen.circle(0, 0, 0.72, shade(colour, -0.3), outline=False)
    # the front: a notch pointing up
    pen.poly([(0.0, -0.99), (0.16, -0.76), (-0.16, -0.76)], PARCHMENT)


def model(kind: str, rng: random.Random) -> pygame.Surface:
    pen = Pen(MODEL, ss=3, outline=0.03)
    skin, metal = (214, 170, 130), (188, 190, 196)
    if kind in SIDES:
        colour, motif, shield = SIDES[kind]
        _base(pen, colour, motif)
        pen.poly(ellipse_pts(0, 0.1, 0.22, 0.14, n=20), shade(colour, -0.1))         # cloak / legs behind
        if kind in ("helleniki", "legio_xiii"):
            _spear(pen, metal, angle=math.radians(8), scale=0.62, dx=0.36, dy=-0.12)
        else:
            _sword(pen, math.radians(8), metal, scale=0.42, dx=0.36, dy=-0.22)
        pen.ellipse(0, 0.0, 0.42, 0.2, shade(colour, 0.1))                           # shoulders
        pen.circle(0.38, -0.02, 0.1, skin)                                            # sword hand
        pen.circle(0, -0.02, 0.17, metal)                                             # helmet
        pen.bar((0, -0.2), (0, 0.16), 0.07, shade(colour, 0.3), outline=False)        # crest, in the side's colour
        _shield_top(pen, shield, colour, -0.36, -0.14)
    elif kind == "beast":
        _base(pen, ORANGE, "claws")
        fur = (150, 104, 62)
        pen.bar((0.0, 0.48), (0.18, 0.82), 0.07, fur)                                 # tail
        for sx, sy in ((-0.28, -0.22), (0.28, -0.22), (-0.26, 0.38), (0.26, 0.38)):
            pen.ellipse(sx, sy, 0.08, 0.14, shade(fur, -0.15), angle=0.4 * (1 if sx > 0 else -1))
        pen.ellipse(0, 0.1, 0.26, 0.44, fur)                                          # body
        _mane = [(0.3 * (1 if i % 2 == 0 else 0.72) * math.cos(i * math.pi / 9),
                  -0.42 + 0.3 * (1 if i % 2 == 0 else 0.72) * math.sin(i * math.pi / 9)) for i in range(18)]
        pen.poly(_mane, shade(fur, -0.25))                                            # a lion's mane
        pen.ellipse(0, -0.46, 0.13, 0.17, shade(fur, 0.15))                           # head
        pen.dot(-0.05, -0.52, 0.025, INK)
        pen.dot(0.05, -0.52, 0.025, INK)
        for k in range(3):
            pen.line((-0.12 + k * 0.12, 0.0), (-0.1 + k * 0.12, 0.28), 0.025, shade(fur, -0.4))   # stripes
    elif kind == "titan":
        _base(pen, SLATE, "spikes")
        bronze = (170, 120, 64)
        pen.ellipse(0.5, -0.3, 0.1, 0.3, (110, 74, 40), angle=0.3)                    # club
        pen.ellipse(0, 0.05, 0.62, 0.32, bronze)                                      # huge shoulders
        for sx in (-0.44, 0.44):
            pen.circle(sx, 0.0, 0.16, shade(bronze, 0.15))                            # pauldrons
            pen.dot(sx, 0.0, 0.05, GOLD)
        pen.circle(0, -0.02, 0.22, (120, 120, 126))                                   # helmet
        pen.poly([(-0.18, -0.12), (-0.44, -0.46), (-0.1, -0.2)], BONE)                # horns
        pen.poly([(0.18, -0.12), (0.44, -0.46), (0.1, -0.2)], BONE)
        pen.circle(0, -0.02, 0.09, shade((120, 120, 126), 0.3), outline=False)
    elif kind == "mount":
        _base(pen, SKY, "horseshoes")
        hide = (128, 86, 56)
        pen.ellipse(0, 0.14, 0.24, 0.52, hide)                                        # body
        pen.ellipse(0, -0.46, 0.1, 0.2, shade(hide, 0.1))                             # neck and head
        pen.bar((0, -0.4), (0, -0.2), 0.06, INK, outline=False)                       # mane
        pen.bar((0.0, 0.62), (0.0, 0.82), 0.08, shade(hide, -0.5))                    # tail
        pen.ellipse(0, 0.08, 0.22, 0.12, (150, 40, 40))                               # saddle cloth
        pen.ellipse(0, 0.02, 0.2, 0.09, shade(SKY, -0.1))                             # rider shoulders
        pen.circle(0, 0.0, 0.1, metal)
    return pen.shaded(45, 70)


# -- dice ----------------------------------------------------------------------------------------
DIE = 64
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die_face(kind: str, value: int, rng: random.Random) -> pygame.Surface:
    """Combat dice: bone with dark round pips; favor dice: bronze with laurel-star pips."""
    ss = 4
    S = DIE * ss
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    surf.fill(CLEAR)
    body = pygame.Rect(8, 8, S - 20, S - 20)
    pygame.draw.rect(surf, (0, 0, 0, 110), body.move(6, 8), border_radius=44)
    face = texture("parchment" if kind == "combat" else "gold", body.size, rng)
    if kind == "combat":
        face.blit(radial(body.size, (255, 255, 255, 40), (0, 0, 0, 0), radius=0.7, centre=(0.35, 0.3)), (0, 0))
    bevel(face, face.get_rect(), 14, light=120, dark=130)
    masked = rounded_mask(face, 44)
    surf.blit(masked, body.topleft)
    pygame.draw.rect(surf, INK, body, 4, border_radius=44)
    cx, cy = body.center
    step = body.width * 0.27
    for px, py in PIPS[value]:
        x, y = cx + px * step, cy + py * step
        if kind == "combat":
            pygame.draw.circle(surf, shade(BONE, 0.5), (x + 2, y + 3), 19)
            pygame.draw.circle(surf, (40, 20, 18), (x, y), 18)
            pygame.draw.circle(surf, (150, 30, 24), (x - 3, y - 3), 9)
        else:
            pts = []
            for i in range(10):
                rr = 24 if i % 2 == 0 else 10
                a = -math.pi / 2 + i * math.pi / 5
                pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
            pygame.draw.polygon(surf, (255, 240, 190), [(px + 2, py + 3) for px, py in pts])
            pygame.draw.polygon(surf, (92, 40, 16), pts)
            pygame.draw.polygon(surf, INK, pts, 3)
    return downscale(surf, (DIE, DIE))


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


# -- the title backdrop ------------------------------------------------------------------------------
BACKDROP = (1280, 720)


def backdrop(rng: random.Random) -> pygame.Surface:
    """An arena at dusk: arcades and stands curving round behind a sand floor, darkened for text on top."""
    W, H = BACKDROP
    sky = pygame.Surface((W, H))
    sky.blit(vertical_gradient((W, H), (26, 26, 46), (96, 62, 52)), (0, 0))
    glow = radial((W, H), (*shade(ORANGE, -0.35), 120), (0, 0, 0, 0), power=1.4, centre=(0.5, 0.55), radius=0.6)
    sky.blit(glow, (0, 0))

    # the velarium: striped awning sails stretched from the rim of the stands, dim against the dusk
    for i in range(-1, 17):
        x0, x1 = i * 80 - 40, i * 80 + 40
        d0, d1 = (x0 - W / 2) / (W / 2), (x1 - W / 2) / (W / 2)
        sail = [(x0, 125 - 110 * d0 * d0), (x1, 125 - 110 * d1 * d1), (W / 2 + (x1 - W / 2) * 1.6, -10),
                (W / 2 + (x0 - W / 2) * 1.6, -10)]
        colour = (88, 40, 40) if i % 2 else (118, 100, 84)
        pygame.draw.polygon(sky, colour, sail)
        pygame.draw.line(sky, (40, 30, 32), sail[0], sail[3], 2)
    sky.blit(vertical_gradient((W, 180), (0, 0, 0), (0, 0, 0), 200, 0), (0, 0))
    lamps: list[tuple[int, int]] = []

    # the far wall, drawn flat then bent into the arena's curve
    flat = pygame.Surface((W, 420), pygame.SRCALPHA)
    flat.fill((0, 0, 0, 0))
    stone = texture("stone", (W, 420), rng)
    stone.blit(vertical_gradient((W, 420), (120, 104, 100), (200, 170, 150)), (0, 0),
               special_flags=pygame.BLEND_RGB_MULT)
    flat.blit(stone, (0, 0))
    tiers = [(20, 90, 40), (120, 84, 36), (214, 70, 30)]   # (top, height, arch width) from the top tier down
    for top, height, aw in tiers:
        pygame.draw.line(flat, (60, 50, 48), (0, top), (W, top), 3)
        pygame.draw.line(flat, (210, 190, 170), (0, top + 3), (W, top + 3), 2)
        gap = aw * 2
        for y in range(top + 12, top + height, 12):   # courses of stone
            pygame.draw.line(flat, (104, 92, 86), (0, y), (W, y), 1)
        for x in range(0, W + gap, gap):   # a pilaster between each pair of arches
            pilaster = pygame.Rect(x - aw // 5, top + 6, 2 * (aw // 5), height - 6)
            pygame.draw.rect(flat, (178, 160, 146), pilaster)
            pygame.draw.line(flat, (96, 84, 80), pilaster.topright, pilaster.bottomright, 3)
            pygame.draw.line(flat, (220, 204, 188), pilaster.topleft, pilaster.bottomleft, 2)
            pygame.draw.rect(flat, (200, 184, 168), (pilaster.x - 4, pilaster.y, pilaster.w + 8, 6))
        for x in range(gap // 2, W, gap):
            opening = pygame.Rect(x - aw // 2, top + 16, aw, height - 22)
            lit = rng.random() < 0.22
            inside = (120, 66, 30) if lit else (22, 18, 22)
            pygame.draw.rect(flat, inside, opening.inflate(0, -aw // 2).move(0, aw // 4))
            pygame.draw.circle(flat, inside, (opening.centerx, opening.top + aw // 2), aw // 2)
            pygame.draw.rect(flat, (90, 80, 76), opening.inflate(6, 0).move(0, 0), 0, 0, aw // 2, aw // 2, 0, 0)
            pygame.draw.rect(flat, inside, opening, 0, 0, aw // 2 - 2, aw // 2 - 2, 0, 0)
            if lit:
                pygame.draw.circle(flat, (250, 190, 90), (opening.centerx, opening.bottom - 12), 5)
                lamps.append((opening.centerx, opening.bottom - 12))
    # the stands: rows of seats full of people (tiny heads)
    seats_top = 290
    for row in range(9):
        y = seats_top + row * 13
        pygame.draw.rect(flat, shade((150, 130, 116), -0.05 * row), (0, y, W, 13))
        pygame.draw.line(flat, (70, 58, 54), (0, y), (W, y), 2)
        x = rng.randrange(0, 6)
        while x < W:
            tone = rng.choice(((200, 160, 120), (150, 100, 70), (230, 220, 200), (120, 50, 40), (60, 80, 110),
                               (90, 110, 70)))
            pygame.draw.circle(flat, shade(tone, -0.25), (x, y + 8), 4)
            pygame.draw.circle(flat, (190, 150, 120), (x, y + 3), 3)
            x += rng.randrange(6, 11)
    # the podium wall: marble with a bronze band
    podium = texture("marble", (W, 26), rng)
    flat.blit(podium, (0, 394))
    flat.blit(texture("bronze", (W, 6), rng), (0, 392))
    pygame.draw.line(flat, INK, (0, 391), (W, 391), 2)
    pygame.draw.line(flat, INK, (0, 419), (W, 419), 2)

    bend = pygame.Surface((W, H), pygame.SRCALPHA)
    bend.fill((0, 0, 0, 0))
    for x in range(0, W, 2):   # the wall rises towards the sides: we stand in the middle of the arena
        d = (x - W / 2) / (W / 2)
        bend.blit(flat, (x, 120 - 110 * d * d), pygame.Rect(x, 0, 2, 420))
    sky.blit(bend, (0, 0))
    torch = radial((90, 90), (96, 60, 22, 255), (0, 0, 0, 255), power=0.8)   # added light: black adds nothing
    for lx, ly in lamps:   # warm light spilling from the lit arches
        d = (lx - W / 2) / (W / 2)
        sky.blit(torch, (lx - 45, ly + 120 - 110 * d * d - 45), special_flags=pygame.BLEND_RGB_ADD)

    # the sand floor
    floor_top = 530
    sand = texture("sand", (W, H - floor_top + 200), rng)
    sand.blit(vertical_gradient(sand.get_size(), (170, 150, 130), (255, 240, 220)), (0, 0),
              special_flags=pygame.BLEND_RGB_MULT)
    floor = pygame.Surface((W, H), pygame.SRCALPHA)
    floor.fill((0, 0, 0, 0))
    floor.blit(sand, (0, floor_top - 120))
    cut = pygame.Surface((W, H), pygame.SRCALPHA)
    cut.fill((255, 255, 255, 0))
    pts = [(x, floor_top + 120 - 110 * ((x - W / 2) / (W / 2)) ** 2 - 110) for x in range(0, W + 8, 8)]
    pygame.draw.polygon(cut, (255, 255, 255, 255), pts + [(W, H), (0, H)])
    floor.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    sky.blit(floor, (0, 0))
    rings = pygame.Surface((W * 2, H * 2), pygame.SRCALPHA)
    for rx, ry, a, w in ((1500, 240, 60, 6), (1200, 190, 44, 4), (900, 140, 30, 4)):
        pygame.draw.ellipse(rings, (90, 64, 40, a), pygame.Rect(W - rx, 2 * 640 - ry, 2 * rx, 2 * ry), w)
    sky.blit(pygame.transform.smoothscale(rings, (W, H)), (0, 0))
    sky.blit(radial((W, H), (255, 220, 160, 70), (255, 220, 160, 0), power=1.3, centre=(0.5, 0.86), radius=0.4),
             (0, 0))

    # framing columns at the sides, in shadow
    for x0, flip in ((0, False), (W - 150, True)):
        col = pygame.Surface((150, H), pygame.SRCALPHA)
        col.fill((0, 0, 0, 0))
        shaft = texture("marble", (96, H), rng)
        shaft.blit(vertical_gradient((96, H), (90, 80, 80), (60, 52, 56)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        for k in range(8):   # flutes
            pygame.draw.line(shaft, (30, 26, 30), (8 + k * 11, 0), (8 + k * 11, H), 2)
        col.blit(shaft, (20, 0))
        pygame.draw.rect(col, (40, 34, 38), (6, H - 60, 124, 60))
        pygame.draw.rect(col, (56, 48, 52), (12, H - 76, 112, 18))
        if flip:
            col = pygame.transform.flip(col, True, False)
        sky.blit(col, (x0, 0))

    # darken everything towards the edges, and overall, so titles and buttons read on top
    sky.blit(radial((W, H), (0, 0, 0, 40), (0, 0, 0, 200), power=1.6, centre=(0.5, 0.45), radius=0.75), (0, 0))
    veil = pygame.Surface((W, H))
    veil.fill((190, 182, 186))
    sky.blit(veil, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return sky


# -- seat markers and panels -----------------------------------------------------------------------
SEAT = 48
SEATS = [   # seat number -> (colour, shape): every seat differs in shape as well as colour
    (ORANGE, "circle"), (SKY, "square"), (GREEN, "triangle"), (YELLOW, "diamond"), (PURPLE, "star"),
    (VERMILLION, "hexagon"),
]


def seat_marker(index: int) -> pygame.Surface:
    colour, shape = SEATS[index]
    pen = Pen(SEAT, outline=0.07)
    if shape == "circle":
        pen.circle(0, 0, 0.78, colour)
    elif shape == "square":
        pen.poly([(-0.7, -0.7), (0.7, -0.7), (0.7, 0.7), (-0.7, 0.7)], colour)
    elif shape == "triangle":
        pen.poly([(0.0, -0.86), (0.88, 0.7), (-0.88, 0.7)], colour)
    elif shape == "diamond":
        pen.poly([(0.0, -0.9), (0.8, 0.0), (0.0, 0.9), (-0.8, 0.0)], colour)
    elif shape == "star":
        _star(pen, 0, 0.06, 0.92, colour)
    else:
        pen.poly([(0.84 * math.cos(a), 0.84 * math.sin(a)) for a in (i * math.tau / 6 for i in range(6))], colour)
    cy = {"triangle": 0.24, "star": 0.08}.get(shape, 0.0)
    spread = {"triangle": 0.2, "star": 0.16, "diamond": 0.22}.get(shape, 0.3)
    for px, py in PIPS[index + 1]:   # the seat number as die pips too
        pen.dot(px * spread, cy + py * spread, 0.1, INK)
    return pen.shaded(60, 70)


PANEL_SIZE, PANEL_SLICE = 96, 24


def panel(kind: str, rng: random.Random) -> pygame.Surface:
    """A 9-slice panel: keep the 24 px borders, stretch the middle. Bronze (dark inside) or parchment."""
    ss = 2
    S = PANEL_SIZE * ss
    frame = texture("bronze", (S, S), rng)
    bevel(frame, frame.get_rect(), 8, light=110, dark=140)
    inner = pygame.Rect(0, 0, S, S).inflate(-2 * 14 * ss // 2 - 12, -2 * 14 * ss // 2 - 12)
    if kind == "parchment":
        fill = texture("parchment", inner.size, rng)
    else:
        fill = pygame.Surface(inner.size)
        fill.fill(PANEL)
    _recessed(frame, inner, fill, 6)
    pygame.draw.rect(frame, GOLD, pygame.Rect(0, 0, S, S).inflate(-16, -16), 2, border_radius=10)
    return downscale(rounded_mask(frame, 12 * ss), (PANEL_SIZE, PANEL_SIZE))


# -- the application icon -------------------------------------------------------------------------
APP_ICON = 512


def app_icon(rng: random.Random) -> pygame.Surface:
    """One source image for the .ico/.icns: a gladiator's helmet in a laurel on a bronze-rimmed tile."""
    ss = 2
    S = APP_ICON * ss
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    surf.fill(CLEAR)
    body = pygame.Rect(40, 40, S - 80, S - 80)
    shadow = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 140), body.move(0, 16), border_radius=200)
    surf.blit(downscale(downscale(shadow, (S // 16, S // 16)), (S, S)), (0, 0))
    rim = texture("bronze", body.size, rng)
    bevel(rim, rim.get_rect(), 28, light=120, dark=150)
    surf.blit(rounded_mask(rim, 200), body.topleft)
    inner = body.inflate(-90, -90)
    field = radial(inner.size, (*shade(CRIMSON, 0.15), 255), (*shade(CRIMSON, -0.65), 255), radius=0.75)
    surf.blit(rounded_mask(field, 160), inner.topleft)
    pygame.draw.rect(surf, INK, inner, 8, border_radius=160)
    pygame.draw.rect(surf, GOLD, inner.inflate(-30, -30), 6, border_radius=140)
    pen = Pen(inner.width - 60, ss=1, outline=0.03)
    _laurel(pen, (130, 180, 80), r=0.82, leaves=9)
    mark = pen.shaded(40, 60)
    surf.blit(mark, mark.get_rect(center=inner.center))
    pen = Pen(int(inner.width * 0.56), ss=1, outline=0.035)
    _helmet(pen, (214, 170, 96), VERMILLION)
    mark = pen.shaded(50, 70)
    surf.blit(mark, mark.get_rect(center=(inner.centerx, inner.centery - 10)))
    return downscale(surf, (APP_ICON, APP_ICON))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def icon_files(source: pygame.Surface) -> dict[str, bytes]:
    """icon.ico (Windows) and icon.icns (macOS), both holding PNGs scaled from ``source``."""
    def scaled(px: int) -> bytes:
        return png_bytes(pygame.transform.smoothscale(source, (px, px)))
    ico_sizes = (16, 24, 32, 48, 64, 128, 256)
    images = [scaled(px) for px in ico_sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for px, data in zip(ico_sizes, images, strict=True):
        entries += struct.pack("<BBBBHHII", px % 256, px % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    ico = header + entries + blobs
    icns_body = b""
    for kind, px in ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
                     (b"ic09", 512)):
        data = scaled(px) if px != source.get_width() else png_bytes(source)
        icns_body += kind + struct.pack(">I", 8 + len(data)) + data
    icns = b"icns" + struct.pack(">I", 8 + len(icns_body)) + icns_body
    return {"icon.ico": ico, "icon.icns": icns}


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
