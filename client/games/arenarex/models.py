"""Models on the arena: round bases at true scale, a figure sprite, the side shown
by colour AND shape (never colour alone), a fatigue token and a vitality bar.

Side marks: seat 0 — orange, a solid rim and the seat_1 marker (circle, one pip);
seat 1 — sky blue, a notched rim and the seat_2 marker (square, two pips), as at
every table; living hazards — grey with a hexagon badge.

Fatigue tokens are the fatigue icons, told apart by shape as well as colour:
a tick (Ready), a half disc (Fatigued), a cross (Exhausted).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from engine.arenarex.content import roster
from engine.i18n import N_

from ... import assets

# the sides wear the seat markers of every table (sprites/seats): seat 1 an orange circle with
# one pip, seat 2 a sky-blue square with two; living hazards a grey hexagon
SIDE_COLOUR = {0: (230, 159, 0), 1: (86, 180, 233), None: (150, 150, 150)}
SIDE_NAME = {0: N_("orange, circle"), 1: N_("blue, square"), None: N_("grey, hexagon")}
FATIGUE = {0: ("R", (0, 158, 115), "Ready"), 1: ("F", (240, 228, 66), "Fatigued"), 2: ("E", (213, 94, 0), "Exhausted")}
#: fatigue state -> its icon sprite (sprites/icons/ready.png, fatigued.png, exhausted.png)
FATIGUE_ICON = {0: "icon_ready", 1: "icon_fatigued", 2: "icon_exhausted"}
VIT_LEFT = (0, 158, 115)
VIT_GONE = (70, 62, 66)
BOX_MARK = {"F": (240, 228, 66), "S": (86, 180, 233), "N": (204, 121, 167)}
INK = (20, 18, 22)


@dataclass
class ModelView:
    """What the scene needs to draw one model (built from the observation)."""

    mid: str
    name: str
    seat: int | None
    pos: tuple[float, float]
    radius: float
    fat: int
    dmg: int
    vitality: str
    sprite: str
    rider: str | None = None
    rider_sprite: str | None = None


def sprite_for(pid: str) -> str:
    p = roster()[pid]
    if p.mount_of:
        return "model_mount"
    if p.kind in ("beast", "titan"):
        return f"model_{p.kind}"
    return f"model_{p.ludus}" if p.ludus != "none" else "model_titan"


def model_views(obs: dict, positions: dict | None = None) -> list[ModelView]:
    """Every model on the arena in the observation (riders drawn on their mounts)."""
    models = obs["models"]
    out = []
    rost = roster()
    for mid in obs["order"]:
        m = models[mid]
        if m["out"] or m["mounted"]:
            continue
        pos = (positions or {}).get(mid)
        if pos is None:
            if m["pos"] is None:
                continue
            pos = (float(m["pos"][0]), float(m["pos"][1]))
        p = rost[m["p"]]
        rider = m.get("rider")
        rsprite = sprite_for(models[rider]["p"]) if rider else None
        out.append(ModelView(mid, p.name, m["seat"], pos, m["radius"], m["fat"], m["dmg"], p.vitality, sprite_for(m["p"]),
                             rider, rsprite))
    return out


@lru_cache(maxsize=256)
def _sprite(name: str, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(assets.load_image(name), (size, size))


#: the side's colour shows as a broad rim and as a wash over the sprite's ground, so the two sides
#: differ at a glance, not only by the small badge (issue 39: both sides looked like teal discs)
SIDE_RIM = 0.24
SIDE_WASH = 0.5


def _tinted(name: str, size: int, seat) -> pygame.Surface:
    """The sprite in greys washed with its side's colour (multiplied: the figure's darks stay dark)."""
    img = _sprite(name, size)
    if seat is None:
        return img
    wash = tuple(min(255, round(c * SIDE_WASH + 255 * (1 - SIDE_WASH) * 0.6 + c * 0.4)) for c in SIDE_COLOUR[seat])
    img = pygame.transform.grayscale(img)
    img.fill(wash + (255,), special_flags=pygame.BLEND_RGBA_MULT)
    return img


def badge_points(seat, centre, size: float) -> list[tuple[float, float]]:
    cx, cy = centre
    if seat == 0:
        return [(cx - size, cy - size), (cx + size, cy - size), (cx + size, cy + size), (cx - size, cy + size)]
    if seat == 1:
        return [(cx, cy - size * 1.2), (cx + size * 1.1, cy + size * 0.8), (cx - size * 1.1, cy + size * 0.8)]
    return [(cx + size * math.cos(a), cy + size * math.sin(a)) for a in (k * math.pi / 3 for k in range(6))]


def draw_badge(surface, seat, centre, size: float) -> None:
    if seat in (0, 1):  # the seat marker sprite: shape + pips + colour
        img = _sprite(f"seat_{seat + 1}", max(6, round(size * 2.6)))
        surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
        return
    pts = badge_points(seat, centre, size)
    pygame.draw.polygon(surface, SIDE_COLOUR[seat], pts)
    pygame.draw.polygon(surface, (250, 245, 232), pts, max(1, round(size / 4)))


_CACHE: dict[tuple, pygame.Surface] = {}


def draw_model(surface: pygame.Surface, camera, mv: ModelView, font_for, *, pos=None, alpha: int = 255,
               scale: float = 1.0, selected: bool = False, active: bool = False, label: bool = False) -> pygame.Rect:
    """Draw one model; returns its screen rect. ``font_for(px)`` gives a font of that size.

    The finished picture (base, sprite, marks, token, bar, label) is cached per look
    and size, so a frame costs one blit per model.
    """
    centre = camera.to_screen(pos if pos is not None else mv.pos)
    r = max(3.0, camera.length(mv.radius) * scale)
    ri = round(r)
    key = (mv.sprite, mv.rider_sprite, mv.seat, mv.fat, mv.dmg, mv.vitality, mv.name, ri, selected, active, label)
    image = _CACHE.get(key)
    if image is None:
        if len(_CACHE) > 400:
            _CACHE.clear()
        pad = ri + 60
        image = pygame.Surface((2 * pad, 2 * pad), pygame.SRCALPHA)
        _draw_model(image, mv, font_for, (pad, pad), float(ri), selected, active, label)
        bbox = image.get_bounding_rect()
        image = image.subsurface(bbox).copy()
        _CACHE[key] = image
        _CACHE[key + ("offset",)] = (bbox.x - pad, bbox.y - pad)
    off = _CACHE[key + ("offset",)]
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, (round(centre[0]) + off[0], round(centre[1]) + off[1]))
    return pygame.Rect(round(centre[0] - r), round(centre[1] - r), round(2 * r), round(2 * r))


def _draw_model(surface, mv, font_for, centre, r, selected, active, label) -> None:
    colour = SIDE_COLOUR[mv.seat]
    rim = max(2, round(r * SIDE_RIM))
    target = surface
    c = centre
    if selected or active:
        pygame.draw.circle(target, (250, 245, 232) if selected else (240, 228, 66), c, r + max(3, rim), max(2, rim // 2 + 1))
    pygame.draw.circle(target, colour, c, r)
    inner = max(2, round(r - rim))
    target.blit(_tinted(mv.sprite, inner * 2, mv.seat), (round(c[0]) - inner, round(c[1]) - inner))
    if mv.rider_sprite:
        small = max(2, round(inner * 0.55))
        target.blit(_sprite(mv.rider_sprite, small * 2), (round(c[0]) - small, round(c[1]) - small))
    if mv.seat == 1:   # the notched rim: dark ticks all round
        for k in range(12):
            a = 2 * math.pi * k / 12
            p0 = (c[0] + (r - rim) * math.cos(a), c[1] + (r - rim) * math.sin(a))
            p1 = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
            pygame.draw.line(target, INK, p0, p1, max(1, rim // 2))
    elif mv.seat == 0:  # the solid rim: a thin inner line
        pygame.draw.circle(target, (250, 245, 232), c, r - rim, max(1, rim // 3))
    pygame.draw.circle(target, INK, c, r, 1)
    # side badge (bottom-left) and fatigue token (top-right)
    bs = max(3.0, r * 0.26)
    draw_badge(target, mv.seat, (c[0] - r * 0.72, c[1] + r * 0.72), bs)
    if mv.seat is not None:
        tr = max(5.0, r * 0.34)
        tc = (c[0] + r * 0.72, c[1] - r * 0.72)
        # the fatigue icon: a tick (Ready), a half disc (Fatigued), a cross (Exhausted): shape, not colour alone
        icon = _sprite(FATIGUE_ICON.get(mv.fat, FATIGUE_ICON[2]), max(6, round(tr * 2)))
        target.blit(icon, icon.get_rect(center=(round(tc[0]), round(tc[1]))))
    # vitality bar under the base
    n = max(1, len(mv.vitality))
    bw = max(24.0, r * 2)
    bh = max(4.0, min(10.0, r * 0.2))
    x0, y0 = c[0] - bw / 2, c[1] + r + 3
    pygame.draw.rect(surface, INK, (x0 - 1, y0 - 1, bw + 2, bh + 2))
    cell = bw / n
    for i, box in enumerate(mv.vitality):
        col = VIT_GONE if i < mv.dmg else VIT_LEFT
        rect = pygame.Rect(round(x0 + i * cell), round(y0), max(1, round(x0 + (i + 1) * cell) - round(x0 + i * cell) - 1),
                           round(bh))
        pygame.draw.rect(surface, col, rect)
        if box in BOX_MARK and cell >= 3:
            pygame.draw.rect(surface, BOX_MARK[box], (rect.x, rect.y, rect.w, max(1, rect.h // 3)))
    if label:
        img = font_for(max(10, min(16, round(r * 0.6)))).render(mv.name, True, (250, 245, 232))
        bg = img.get_rect(midtop=(round(c[0]), round(y0 + bh + 2))).inflate(6, 2)
        pygame.draw.rect(surface, (24, 22, 27), bg, border_radius=3)
        surface.blit(img, img.get_rect(center=bg.center))
