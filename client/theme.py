"""One palette and one type scale for every scene.

Colours: a dark warm ground with parchment text; the accents come from the
Okabe-Ito set (orange, sky blue, vermillion, bluish green, yellow), which stays
distinguishable under the common colour-vision deficiencies. No state is told by
colour alone: focus also draws a ring, disabled buttons also say why in words.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from .layout import MIN_FONT_PX, Layout


@dataclass(frozen=True)
class Palette:
    ground: tuple = (24, 22, 27)          # window background
    ground_glow: tuple = (44, 37, 38)     # centre of the background gradient
    panel: tuple = (38, 35, 42)           # panels, dialog bodies
    panel_edge: tuple = (74, 68, 78)
    button: tuple = (52, 47, 56)
    button_hover: tuple = (70, 63, 74)
    button_pressed: tuple = (40, 36, 44)
    button_disabled: tuple = (36, 34, 39)
    text: tuple = (242, 236, 226)         # parchment
    text_muted: tuple = (168, 160, 152)
    text_disabled: tuple = (134, 128, 122)
    accent: tuple = (230, 159, 0)         # Okabe-Ito orange: headings, active values
    focus: tuple = (86, 180, 233)         # Okabe-Ito sky blue: keyboard focus ring
    good: tuple = (0, 158, 115)           # Okabe-Ito bluish green: "on"
    warn: tuple = (240, 228, 66)          # Okabe-Ito yellow: notices
    bad: tuple = (213, 94, 0)             # Okabe-Ito vermillion: errors
    veil: tuple = (92, 88, 98)            # multiplied into the scenes below an overlay
    tooltip: tuple = (250, 245, 232)
    tooltip_text: tuple = (28, 26, 30)


# Type scale in design-space points (1280x720); Layout scales them to the window.
TYPE_SCALE: dict[str, int] = {
    "display": 120,   # the "LUDUS" heading
    "title": 44,      # scene titles
    "heading": 30,
    "button": 26,
    "body": 22,
    "small": 18,
    "card": 15,       # card faces and dense table labels
    "tiny": 13,
}

# Families tried in order; SysFont falls back to pygame's bundled font if none exist.
SERIF = "cinzel,trajan pro,palatino linotype,book antiqua,georgia,dejavuserif,liberationserif,serif"
SANS = "segoe ui,helvetica neue,helvetica,dejavusans,liberationsans,arial,freesans"
ROLE_FAMILY = {"display": (SERIF, True), "title": (SERIF, True), "heading": (SERIF, True)}


def _font_file(family: str, bold: bool) -> str | None:
    """The file of the first installed family, preferring a non-condensed cut; None = bundled."""
    path = pygame.font.match_font(family, bold=bold)
    if path and "Condensed" in os.path.basename(path):
        wide = os.path.join(os.path.dirname(path), os.path.basename(path).replace("Condensed", ""))
        if os.path.exists(wide):
            path = wide
    return path


#: told of every text drawn: ``watcher(text, box_px, drawn_px)`` (box_px None: no box known)
_WATCHERS: list[Callable[[str, int | None, int], None]] = []


def watch_text(watcher: Callable[[str, int | None, int], None]) -> Callable[[], None]:
    """Call ``watcher`` for every text ``Theme.text`` renders from now on (the Spanish render
    probe, tests/i18n/probe.py); returns the function that stops it."""
    _WATCHERS.append(watcher)
    return lambda: _WATCHERS.remove(watcher) if watcher in _WATCHERS else None


class Theme:
    """Palette plus a cache of fonts and rendered text, sized for the current layout."""

    def __init__(self, palette: Palette | None = None):
        self.palette = palette or Palette()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._fits: dict[tuple, int] = {}      # (text, role, px, max_width) -> the px that fits
        self._wraps: dict[tuple, tuple] = {}   # (text, role, width, px) -> lines

    def font(self, role: str, layout: Layout) -> pygame.font.Font:
        """The font for ``role`` (a TYPE_SCALE key) at the layout's scale."""
        return self._font(role, layout.font_px(TYPE_SCALE[role]))

    def _font(self, role: str, px: int) -> pygame.font.Font:
        key = (role, px)
        font = self._fonts.get(key)
        if font is None:
            family, bold = ROLE_FAMILY.get(role, (SANS, False))
            font = pygame.font.Font(_font_file(family, bold), px)
            self._fonts[key] = font
        return font

    def fits(self, text: str, role: str, layout: Layout, max_width: int, shrink: float = 0.75) -> bool:
        """True when ``text`` drawn by ``text(..., max_width=max_width)`` would fit: measured at the
        smallest size it may shrink to, and nothing rendered (a layout trying boxes draws nothing)."""
        px = layout.font_px(TYPE_SCALE[role])
        smallest = max(MIN_FONT_PX, round(px * shrink))
        return self._font(role, smallest).size(text)[0] <= max_width

    def text(self, text: str, role: str, colour: tuple, layout: Layout,
             max_width: int | None = None, shrink: float = 0.75) -> pygame.Surface:
        """``text`` rendered anti-aliased (cached, labels rarely change).

        With ``max_width`` (pixels) the size shrinks, down to ``shrink`` of it (75%), until the
        text fits.
        """
        px = layout.font_px(TYPE_SCALE[role])
        if max_width is not None:
            fit_key = (text, role, px, max_width, shrink)
            fitted = self._fits.get(fit_key)
            if fitted is None:
                smallest = max(MIN_FONT_PX, round(px * shrink))
                fitted = px
                while fitted > smallest and self._font(role, fitted).size(text)[0] > max_width:
                    fitted -= 1
                if len(self._fits) > 2000:
                    self._fits.clear()
                self._fits[fit_key] = fitted
            px = fitted
        key = (text, role, px, colour)
        surface = self._texts.get(key)
        if surface is None:
            if len(self._texts) > 600:
                self._texts.clear()
            surface = self._font(role, px).render(text, True, colour)
            self._texts[key] = surface
        for watcher in _WATCHERS:
            watcher(text, max_width, surface.get_width())
        return surface

    def wrap(self, text: str, role: str, width_px: int, layout: Layout) -> list[str]:
        """``text`` broken into lines no wider than ``width_px`` (words kept whole)."""
        key = (text, role, width_px, layout.font_px(TYPE_SCALE[role]))
        cached = self._wraps.get(key)
        if cached is not None:
            return list(cached)
        font = self.font(role, layout)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in _split_long(paragraph.split(" "), font, width_px):
                candidate = f"{line} {word}" if line else word
                if line and font.size(candidate)[0] > width_px:
                    lines.append(line)
                    line = word
                else:
                    line = candidate
            lines.append(line)
        if len(self._wraps) > 1000:
            self._wraps.clear()
        self._wraps[key] = tuple(lines)
        return lines


def _split_long(words: list[str], font: pygame.font.Font, width_px: int) -> list[str]:
    """Words wider than a line (a file path) cut into pieces that fit, after a / \\ - _ . where
    one is near, else anywhere."""
    out = []
    for word in words:
        while font.size(word)[0] > width_px and len(word) > 1:
            cut = 1
            while cut < len(word) and font.size(word[:cut + 1])[0] <= width_px:
                cut += 1
            soft = max(word.rfind(c, 0, cut) for c in "/\\-_.")
            if soft >= cut // 2:
                cut = soft + 1
            out.append(word[:cut])
            word = word[cut:]
        out.append(word)
    return out
