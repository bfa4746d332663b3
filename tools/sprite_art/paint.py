"""The sprites' palette and drawing kit: colours, noise and textures, gradients, masks and the ``Pen`` that draws in unit coordinates."""
from __future__ import annotations

import functools
import math
import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

pygame.transform.set_smoothscale_backend("GENERIC")   # the same pixels on every CPU

#: the repository (sprites/ is written under it)
ROOT = Path(__file__).resolve().parents[2]
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
