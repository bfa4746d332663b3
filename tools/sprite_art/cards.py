"""Card frames and backs for each game, the icons and the tokens."""
from __future__ import annotations

import math
import random

import pygame

from .emblems import _check, _crowd, _helmet, _laurel, _star, _sword, emblem, pattern
from .paint import (
    BLUE,
    BRONZE,
    CLEAR,
    GOLD,
    GREEN,
    INK,
    IRON,
    ORANGE,
    PARCHMENT,
    PURPLE,
    SKY,
    SLATE,
    VERMILLION,
    YELLOW,
    Pen,
    bevel,
    circle_mask,
    downscale,
    ellipse_pts,
    radial,
    rounded_mask,
    shade,
    texture,
    tinted,
    vertical_gradient,
)

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
