"""Drawing at design coordinates (the 1280x720 plan), shared by the card tables: a line of text
clipped to a width, and a panel in the one frame style."""
from __future__ import annotations

import pygame

from . import art

_CENTRED = ("center", "midtop", "midbottom")


def text(app, surface, words, role, colour, pos, *, anchor="topleft", max_width=None, shrink=0.75) -> pygame.Rect:
    """``words`` at design ``pos`` (``anchor`` names the point of the text placed there). With
    ``max_width`` the type shrinks to fit (down to ``shrink``), then is clipped; a centred text is
    clipped about its centre. Returns the screen rect drawn."""
    layout = app.layout
    image = app.theme.text(words, role, colour, layout,
                           max_width=None if max_width is None else layout.length(max_width), shrink=shrink)
    rect = image.get_rect(**{anchor: layout.point(pos)})
    if max_width is not None and image.get_width() > layout.length(max_width):
        area = pygame.Rect(0, 0, layout.length(max_width), image.get_height())
        if anchor in _CENTRED:
            rect.width = area.width
            rect.centerx = layout.point(pos)[0]
        surface.blit(image, rect.topleft, area)
        rect.width = area.width
        return rect
    surface.blit(image, rect)
    return rect


def panel(app, surface, design_rect, *, edge=None, fill=None, width=1) -> pygame.Rect:
    """A panel in the one frame style (``art.panel``); ``edge`` adds a ring (the active seat),
    ``fill`` makes it a flat recess instead (an empty slot). Returns the screen rect."""
    layout = app.layout
    rect = layout.rect(design_rect)
    if fill is not None:
        pygame.draw.rect(surface, fill, rect, border_radius=layout.length(6))
        pygame.draw.rect(surface, app.theme.palette.panel_edge, rect, width=layout.length(1),
                         border_radius=layout.length(6))
        return rect
    surface.blit(art.panel(rect.size, corner=layout.length(10)), rect)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width=layout.length(width + 1), border_radius=layout.length(8))
    return rect
