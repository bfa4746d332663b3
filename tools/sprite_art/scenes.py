"""The title backdrop, the seat markers, the panels, and the application icon with its .ico and .icns files."""
from __future__ import annotations

import io
import math
import random
import struct

import pygame

from .cards import _recessed
from .emblems import _helmet, _laurel, _star
from .models import PIPS
from .paint import (
    CLEAR,
    CRIMSON,
    GOLD,
    GREEN,
    INK,
    ORANGE,
    PANEL,
    PURPLE,
    SKY,
    VERMILLION,
    YELLOW,
    Pen,
    bevel,
    downscale,
    radial,
    rounded_mask,
    shade,
    texture,
    vertical_gradient,
)

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
