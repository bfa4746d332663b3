"""Pen: the drawing primitives of the For Glory table, in its one frame style.

A part of ``ForGloryTable`` (``table.pen``) that every drawing part uses: a panel, a row of
icons with words, a line of text, a card face (rendered once per name and size, cached) and a
card registered for the frame. It keeps the faces' cache and ``overflow``, the words this frame
could not show whole (a test holds it empty). What it uses of the table: the App (layout, theme)
and, for a card, ``card_name``, ``face`` and ``hit``.
"""
from __future__ import annotations

import pygame

from engine.i18n import language

from ... import art, paint
from .faces import fitted_width, render_face


class Pen:
    """The primitives one ``ForGloryTable`` draws with, and what they could not show whole."""

    def __init__(self, table):
        self.table = table
        self.app = table.app
        #: card faces and chips' card icons, rendered once per name, size and language
        self.faces: dict[tuple, pygame.Surface] = {}
        #: the words this frame could not show whole (None: not counted, while a face is measured)
        self.overflow: list[str] | None = []

    def panel(self, surface, design_rect, *, edge=None, fill=None, width=1):
        """A panel in the one frame style (panel_bronze); ``edge`` adds a ring (the active seat)."""
        return paint.panel(self.app, surface, design_rect, edge=edge, fill=fill, width=width)

    def icons(self, surface, items, pos, *, px=16, role="tiny", colour=None, max_width=None, gap=8,
              shrink=0.75) -> int:
        """A row of (icon sprite, text) pairs from ``pos`` (design, midleft); returns the design x after it.

        An item's icon is a sprite name (``icon_coin``, ``card_back_forglory``, ``seat_2``...) or a Surface."""
        layout, p = self.app.layout, self.app.theme.palette
        colour = colour or p.text
        x, y = pos
        right = None if max_width is None else x + max_width
        for sprite, text in items:
            if right is not None and x + px > right:
                break
            if isinstance(sprite, pygame.Surface):
                img = sprite
            elif sprite.startswith("card_back"):
                img = art.image(sprite, (layout.length(px * 5 / 7), layout.length(px)))
            else:
                img = art.image(sprite, (layout.length(px), layout.length(px)))
            surface.blit(img, img.get_rect(midleft=layout.point((x, y))))
            x += img.get_width() / layout.scale + 3
            if text:
                r = self.text(surface, text, role, colour, (x, y), anchor="midleft", shrink=shrink,
                              max_width=None if right is None else max(8, right - x))
                x = layout.to_design(r.topright)[0]
            x += gap
        return x

    def icons_fit(self, items, px, gap, max_width, role="tiny", shrink=0.75) -> bool:
        """True when ``icons`` would show every item of ``items`` whole in ``max_width`` design px
        (the same steps as ``icons``, measured instead of drawn)."""
        layout = self.app.layout
        x, right = 0.0, max_width
        for _sprite, text in items:
            if x + px > right:
                return False
            x += layout.length(px) / layout.scale + 3
            if text:
                room = max(8, right - x)
                if not self.fits(text, role, room, shrink):
                    return False
                x += fitted_width(self.app.theme, text, role, layout, layout.length(room), shrink) / layout.scale
            x += gap
        return True

    def text(self, surface, text, role, colour, pos, *, anchor="topleft", max_width=None, shrink=0.75):
        if max_width is not None and not self.fits(text, role, max_width, shrink):
            self.overflowed(text)
        return paint.text(self.app, surface, text, role, colour, pos, anchor=anchor, max_width=max_width, shrink=shrink)

    def fits(self, text, role, max_width, shrink=0.75) -> bool:
        """True when ``text`` fits ``max_width`` design px whole, the type shrunk at most to ``shrink``."""
        layout = self.app.layout
        room = layout.length(max_width)
        return fitted_width(self.app.theme, text, role, layout, room, shrink) <= room

    def overflowed(self, text) -> None:
        if self.overflow is not None:
            self.overflow.append(text)

    def wrap_rows(self, text, role, width, rows) -> list[str]:
        """``text`` wrapped to ``width`` design px, at most ``rows`` lines (more is noted as overflow)."""
        layout = self.app.layout
        lines = self.app.theme.wrap(text, role, layout.length(width), layout)
        if len(lines) > rows:
            self.overflowed(text)
        return lines[:rows]

    def face_problems(self, name: str, w: int, h: int, detail: bool) -> list:
        """What the face of ``name`` at ``w`` x ``h`` could not show whole (rendered once, cached)."""
        key = (name, w, h, detail, self.app.layout.scale, language())
        if ("problems",) + key not in self.faces:
            overflow, self.overflow = self.overflow, None
            self.face(name, w, h, detail=detail)
            self.overflow = overflow
        return self.faces.get(("problems",) + key, [])

    def face(self, name: str, w: int, h: int, *, detail: bool) -> pygame.Surface:
        """A card face (``faces.render_face``), cached per name and size."""
        layout = self.app.layout
        key = (name, w, h, detail, layout.scale, language())
        surf = self.faces.get(key)
        if surf is None:
            if len(self.faces) > 400:
                self.faces.clear()
            problems: list[str] = []
            surf = self.faces[key] = render_face(self.app.theme, layout, name, w, h, detail=detail,
                                                 problems=problems)
            self.faces[("problems",) + key] = problems
        for problem in self.faces.get(("problems",) + key, ()):
            self.overflowed(problem)
        return surf

    def card(self, surface, cid, design_rect, zone, *, detail=False):
        """The card ``cid`` drawn face up at ``design_rect`` and registered (``face``, ``hit``) in ``zone``."""
        table = self.table
        name = table.card_name(cid) or "?"
        r = pygame.Rect(design_rect)
        if detail and self.face_problems(name, r.width, r.height, True):
            detail = False  # too narrow for its whole text: name, kind and numbers (hover for the text)
        face = self.face(name, r.width, r.height, detail=detail)
        rect = self.app.layout.rect(r)
        surface.blit(face, rect)
        table.face(cid)
        table.hit(rect, cid, zone)
        return rect
