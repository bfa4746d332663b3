"""Pen: the drawing primitives of the Gladiatores table, in its one frame style.

A part of ``GladiatoresTable`` (``table.pen``) that every drawing part and the event summary
use: a panel, a line of text, wrapped lines, and a combat card's face (rendered once per name
and size, cached) registered for the frame. It is given what it uses of the table: the App
(layout, theme) and, for a card, the table's ``face`` and ``hit``.
"""
from __future__ import annotations

import pygame

from engine.i18n import language

from ... import paint
from .faces import render_face


class Pen:
    """The primitives one ``GladiatoresTable`` draws with, and its cache of card faces."""

    def __init__(self, app, face, hit):
        self.app = app
        #: the table's registration of what a frame draws: a face-up card, a clickable thing
        self.registered_face, self.hit = face, hit
        #: combat card faces, rendered once per name, size and language
        self.faces: dict[tuple, pygame.Surface] = {}

    def panel(self, surface, design_rect, *, edge=None, width=1, fill=None):
        return paint.panel(self.app, surface, design_rect, edge=edge, fill=fill, width=width)

    def text(self, surface, text, role, colour, pos, *, anchor="topleft", max_width=None, shrink=0.75):
        return paint.text(self.app, surface, text, role, colour, pos, anchor=anchor, max_width=max_width, shrink=shrink)

    def lines(self, surface, text, role, colour, pos, width, *, rows=3, step=None) -> int:
        """``text`` wrapped to ``width`` from ``pos`` (at most ``rows`` lines); the design y after it."""
        layout, theme = self.app.layout, self.app.theme
        step = step or {"tiny": 15, "card": 17, "small": 21, "body": 25}.get(role, 20)
        x, y = pos
        for line in theme.wrap(text, role, layout.length(width), layout)[:rows]:
            self.text(surface, line, role, colour, (x, y))
            y += step
        return y

    def card(self, surface, name, design_rect, zone, *, ids=(), corner=0):
        """A combat card face (cached per name and size); ``ids`` are the instances it shows;
        ``corner``: design pixels left free at the title's right end (``faces.render_face``)."""
        layout = self.app.layout
        r = pygame.Rect(design_rect)
        key = (name, r.width, r.height, corner, layout.scale, language())
        face = self.faces.get(key)
        if face is None:
            if len(self.faces) > 200:
                self.faces.clear()
            face = self.faces[key] = render_face(self.app.theme, layout, name, r.width, r.height, corner)
        rect = layout.rect(r)
        surface.blit(face, rect)
        for cid in ids:
            self.registered_face(cid)
        if zone:
            self.hit(rect, name, zone)
        return rect
