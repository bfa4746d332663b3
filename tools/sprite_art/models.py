"""Arena Rex's models seen from above (each ludus told apart by rim and shield shape) and the dice."""
from __future__ import annotations

import math
import random

import pygame

from .emblems import _spear, _sword
from .paint import (
    BLUE,
    BONE,
    CLEAR,
    GOLD,
    GREEN,
    INK,
    ORANGE,
    PARCHMENT,
    PURPLE,
    SKY,
    SLATE,
    VERMILLION,
    YELLOW,
    Pen,
    bevel,
    downscale,
    ellipse_pts,
    radial,
    rounded_mask,
    shade,
    texture,
)

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
