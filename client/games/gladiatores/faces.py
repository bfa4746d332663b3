"""Gladiatores card faces: the type's frame, the name on the title band, the BREAK banners (the
cards that may answer it) over the art, and the card's effects in short lines on parchment, so a
hand is read without hovering."""
from __future__ import annotations

import pygame

from ... import art
from ...layout import MIN_FONT_PX
from ...theme import TYPE_SCALE
from .text import _, card_def, deck_label, effect_lines
from .text import title as card_title

INK = (34, 26, 20)
PAPER = (242, 236, 226)
PARCHMENT = (232, 220, 196)
BANNER = (150, 28, 30)
BACK = "card_back_gladiatores"


def frame(kind: str) -> str:
    return f"card_gladiatores_{kind}"


def fitted_width(theme, text: str, role: str, layout, max_width: int, shrink: float = 0.75) -> int:
    """The width ``theme.text(..., max_width=max_width, shrink=shrink)`` would give ``text``, measured
    without drawing it (a trial fit is no label on screen)."""
    px = layout.font_px(TYPE_SCALE[role])
    smallest = max(MIN_FONT_PX, round(px * shrink))
    size = px
    while size > smallest and theme._font(role, size).size(text)[0] > max_width:
        size -= 1
    return theme._font(role, size).size(text)[0]


def render_face(theme, layout, name: str, w: int, h: int, corner: int = 0) -> pygame.Surface:
    """The face of combat card ``name`` at design size ``w`` x ``h``; ``corner`` design pixels at
    the title's right end are left free (for a mark drawn over the card there, e.g. whose card
    it is)."""
    d = card_def(name)
    size = (layout.length(w), layout.length(h))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if d is None:
        surf.blit(art.image(BACK, size), (0, 0))
        return surf
    surf.blit(art.image(frame(d.type), size), (0, 0))
    regions = art.card_regions(frame(d.type), size)
    title = regions["title"]
    room = title.width - layout.length(4 + corner)
    key, name = name, card_title(name)   # the content key stays ``key``; the face shows the title
    if fitted_width(theme, name, "card", layout, room, 0.6) > room and " " in name:  # a narrow card: two lines
        first, _gap, second = name.partition(" ")
        top = theme.text(first, "tiny", INK, layout, max_width=room, shrink=0.7)
        low = theme.text(second, "tiny", INK, layout, max_width=room, shrink=0.7)
        surf.blit(top, top.get_rect(bottomleft=(title.left + layout.length(2), title.centery + layout.length(1))))
        surf.blit(low, low.get_rect(topleft=(title.left + layout.length(2), title.centery - layout.length(1))))
    else:
        image = theme.text(name, "card", INK, layout, max_width=room, shrink=0.6)
        surf.blit(image, image.get_rect(midleft=(title.left + layout.length(2), title.centery)))
    pad = layout.length(5)
    y = regions["art"].top + layout.length(2)
    kind = theme.text(deck_label(d.type).upper(), "tiny", PAPER, layout)
    surf.blit(kind, kind.get_rect(topright=(size[0] - pad - layout.length(2), y)))
    y += kind.get_height()
    line_h = layout.length(15)
    if d.breaks:
        label = theme.text(_("BREAK"), "tiny", (255, 200, 140), layout)
        surf.blit(label, (pad + layout.length(2), y))
        y += label.get_height()
        for brk in d.breaks:
            band = pygame.Rect(pad, y, size[0] - 2 * pad, line_h)
            pygame.draw.rect(surf, BANNER, band, border_radius=layout.length(3))
            banner = theme.text(card_title(brk), "tiny", PAPER, layout, max_width=band.width - layout.length(6),
                                shrink=0.6)
            surf.blit(banner, banner.get_rect(center=band.center))
            y += line_h + layout.length(2)
    else:
        room = size[0] - 2 * pad - layout.length(2)
        for part in theme.wrap(_("nothing breaks it"), "tiny", room, layout):  # two lines on a narrow card
            note = theme.text(part, "tiny", PAPER, layout, max_width=room, shrink=0.6)
            surf.blit(note, (pad + layout.length(2), y))
            y += note.get_height()
    paper = pygame.Rect(pad, y + layout.length(3), size[0] - 2 * pad, size[1] - y - layout.length(10))
    pygame.draw.rect(surf, PARCHMENT, paper, border_radius=layout.length(4))
    ty = paper.top + layout.length(2)
    room = paper.width - layout.length(6)
    parts = [part for line in effect_lines(key) for part in theme.wrap(line, "tiny", room, layout)]
    rows = max(0, (paper.bottom - ty - layout.length(13)) // layout.length(14) + 1)
    if len(parts) > rows:   # a small card: its last row says the text goes on (hover or zoom reads it all)
        parts = parts[:rows]
        if parts:
            parts[-1] = ellipsized(theme, parts[-1], room, layout)
    for part in parts:
        text = theme.text(part, "tiny", INK, layout)
        surf.blit(text, (paper.left + layout.length(3), ty))
        ty += layout.length(14)
    return surf


def ellipsized(theme, words: str, room: int, layout) -> str:
    """``words`` with " …" after it, its last words dropped until the whole fits ``room``."""
    font = theme._font("tiny", layout.font_px(TYPE_SCALE["tiny"]))
    kept = words.split()
    while kept and font.size(" ".join(kept) + " …")[0] > room:
        kept.pop()
    return " ".join(kept + ["…"])
