"""The game's own art, scaled once and cached: every scene draws sprites through here.

``client.assets`` loads the sprites at their source size; drawing them at a
window's size needs scaling, which is far too slow to do per frame. These
helpers scale once per (sprite, size) and keep the result, so a frame costs a
blit per picture:

    art.image("icon_coin", (20, 20))        # any sprite at any size
    art.icon("coin", 20)                     # icon_<name>, square
    art.seat_marker(0, 18)                   # seat_1: shape + pips + colour (never colour alone)
    art.panel((300, 200))                    # panel_bronze 9-slice, corners scaled with it
    art.card_regions("card_forglory_income", (104, 138))   # manifest regions at that size

Sizes are screen pixels. The caches are bounded; they are cleared when they grow
too large (a window resized many times), never per frame.
"""
from __future__ import annotations

import pygame

from . import assets

_LIMIT = 1500
_scaled: dict[tuple, pygame.Surface] = {}
_slices: dict[tuple, pygame.Surface] = {}


def _ready(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _remember(cache: dict, key, surface: pygame.Surface) -> pygame.Surface:
    if len(cache) > _LIMIT:
        cache.clear()
    cache[key] = surface
    return surface


def image(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The sprite ``name`` scaled to ``size`` (cached)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h)
    surface = _scaled.get(key)
    if surface is None:
        source = assets.load_image(name)
        if source.get_size() == (w, h):
            surface = source
        else:
            surface = _ready(pygame.transform.smoothscale(source.convert_alpha() if _display() else source, (w, h)))
        _remember(_scaled, key, surface)
    return surface


def _display() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def icon(name: str, px: int) -> pygame.Surface:
    """``icon_<name>`` (coin, influence, bloodlust, agility, attack, health, damage, blessing,
    laurel, crowd, favor, ready, fatigued, exhausted, ...) as a ``px`` square."""
    return image(f"icon_{name}", (px, px))


def seat_marker(seat: int, px: int) -> pygame.Surface:
    """The marker of seat index ``seat`` (0-based): seat_1 circle, seat_2 square, seat_3 triangle, ..."""
    return image(f"seat_{seat % 6 + 1}", (px, px))


SEAT_SHAPE = {0: "circle", 1: "square", 2: "triangle", 3: "diamond", 4: "star", 5: "hexagon"}


def token(name: str, px: int) -> pygame.Surface:
    """``token_reigning_champion`` or ``token_crowds_favor`` as a ``px`` square."""
    return image(f"token_{name}", (px, px))


def card_regions(name: str, size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The manifest's card regions (title, art, text, badge) scaled to a card of ``size``."""
    entry = assets.manifest("sprites")[name]
    sw, sh = entry["size"]
    fx, fy = size[0] / sw, size[1] / sh
    return {k: pygame.Rect(round(x * fx), round(y * fy), max(1, round(w * fx)), max(1, round(h * fy)))
            for k, (x, y, w, h) in entry.get("regions", {}).items()}


def panel(size: tuple[int, int], *, style: str = "bronze", corner: int = 12) -> pygame.Surface:
    """A ``panel_<style>`` 9-slice stretched to ``size`` with corners of ``corner`` pixels (cached)."""
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    corner = max(2, min(int(corner), w // 2, h // 2))
    key = (style, w, h, corner)
    surface = _slices.get(key)
    if surface is not None:
        return surface
    name = f"panel_{style}"
    source = assets.load_image(name)
    s = int(assets.manifest("sprites")[name].get("slice", 24))
    sw, sh = source.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    xs_src = (0, s, sw - s, sw)
    ys_src = (0, s, sh - s, sh)
    xs_dst = (0, corner, w - corner, w)
    ys_dst = (0, corner, h - corner, h)
    for i in range(3):
        for j in range(3):
            src = pygame.Rect(xs_src[i], ys_src[j], xs_src[i + 1] - xs_src[i], ys_src[j + 1] - ys_src[j])
            dst = (xs_dst[i + 1] - xs_dst[i], ys_dst[j + 1] - ys_dst[j])
            if dst[0] <= 0 or dst[1] <= 0:
                continue
            piece = source.subsurface(src)
            out.blit(pygame.transform.smoothscale(piece, dst), (xs_dst[i], ys_dst[j]))
    return _remember(_slices, key, _ready(out))


def app_icon(px: int = 64) -> pygame.Surface:
    """The window icon, from the same source image as the .ico / .icns."""
    return pygame.transform.smoothscale(assets.load_image("app_icon"), (px, px))


def clear() -> None:
    _scaled.clear()
    _slices.clear()
