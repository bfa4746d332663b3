"""The emblems shared by card types, icons and tokens (swords, shields, laurels ...), and the patterns that tell things apart by shape as well as colour."""
from __future__ import annotations

import math

import pygame

from .paint import BLUE, GOLD, GREEN, INK, IRON, ORANGE, VERMILLION, YELLOW, Pen, ellipse_pts, rotate, shade


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
