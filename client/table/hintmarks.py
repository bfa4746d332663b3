"""How a hint is marked on the table (``hint.py`` asks and shows; this draws): the next click
that leads to the hinted move ringed and pulsing (in an open menu its entry, while the picker
asks for a target of the move that target, else the buttons that give the move, or the thing
whose click starts it), what the move is done to later thinly ringed, and the note with the
hint's words. The move is said as the table says it (``describe``: a button's label, the game's
``words().verb``).

A part of ``GameTable`` (``table.hinter.marks``), made from the table's ``hint_marks_class``: a game
whose moves are given by things of its own (Arena Rex's map, Spartacus' composer) subclasses
``HintMarks``. What it reads of the table: ``app``, ``time``, ``picking`` (its menu,
frame, entries, Cancel, step and picker), ``rects``, ``action_buttons``,
``primary_button``, ``primary_kinds``, ``pick_keys``, ``words_class`` /
``words``, ``hint_note_at`` and ``guard``.
"""
from __future__ import annotations

import math

import pygame

from engine.core import Action
from engine.i18n import _

from .picker import subject, verb

#: the ring drawn round what a hint is about
HINT_COLOUR = (240, 200, 60)


def subjects_of(action: Action) -> list:
    """The values of ``action`` that may name a thing on the table (a card, a model, a spot)."""
    out = []
    for _key, value in action.params:
        for item in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(item, (str, int)) and not isinstance(item, bool) and item not in out:
                out.append(item)
    return out


class HintMarks:
    """The marks of a hint on one table (a game's table may give a subclass: ``hint_marks_class``)."""

    def __init__(self, table):
        self.table = table
        #: what the last frame ringed for the hint (screen rects; Arena Rex adds the path's points)
        self.marked: list = []

    def describe(self, action: Action) -> str:
        """The move as the table says it: the label of the button that gives it and it alone, else
        the game's words for it (``words().verb``)."""
        table = self.table
        made = table.action_buttons.get(action.key())
        if made is not None and made.text:
            return made.text
        for actions, button in self.own_buttons():
            if list(actions) == [action] and button.text:
                return button.text
        if table.words_class is not None:
            try:
                return table.words().verb(action)
            except (KeyError, TypeError, ValueError, AttributeError):
                pass
        return _("this move")

    def draw_marks(self, surface: pygame.Surface, action: Action) -> None:
        """Ring the next click that leads to ``action`` (``next_rects``: the button, the card, the
        target the picker asks for now, the menu's entry), pulsing; the things it will be done to
        later get a thin ring, so the whole move shows without inviting a click out of turn. A
        game's marks may add their own (Arena Rex: the move's path)."""
        table = self.table
        layout = table.app.layout
        rects = self.next_rects(action)
        later = [] if table.picking.menu is not None else [table.rects[v] for v in self.later_things(action)
                                                  if v in table.rects and table.rects[v] not in rects]
        width = max(3, layout.length(4))
        pulse = 0.5 + 0.5 * math.sin(table.time * 5.0)
        self.marked += [pygame.Rect(r) for r in rects]
        for rect in later:
            grow = layout.length(3)
            pygame.draw.rect(surface, HINT_COLOUR, pygame.Rect(rect).inflate(2 * grow, 2 * grow), max(1, width // 2),
                             border_radius=layout.length(8))
        for rect in rects:
            grow = layout.length(4) + round(3 * pulse)
            pygame.draw.rect(surface, HINT_COLOUR, pygame.Rect(rect).inflate(2 * grow, 2 * grow), width,
                             border_radius=layout.length(8))

    def next_rects(self, action: Action) -> list:
        """The screen rects of the click that comes next on the way to ``action``: in an open menu,
        its entry for the move (else its Cancel: the menu is another move's); while the picker asks
        for a target of this move, that target; else the buttons that give the move, or the thing
        whose click starts it (the card, the gladiator); failing all, each thing it names."""
        table = self.table
        layout = table.app.layout
        step = table.picking.step
        if table.picking.menu is not None:  # the menu takes every click: its entry, else its Cancel
            rects = [button.screen_rect(layout) for _option, button in self.menu_buttons(action)]
            cancel = table.picking.menu_cancel
            return rects or ([cancel.screen_rect(layout)] if cancel is not None else [])
        if step is not None and step.kind == "target" and table.picking.picker is not None:
            if action not in table.picking.picker.pending:
                return []  # picking another move: the note says which; Esc leaves it
            value = action.get(step.key)
            return [table.rects[value]] if value in table.rects else []
        rects = [layout.rect(r) for r in self.button_rects(action)]
        if rects:
            return rects
        first = subject(action, table.pick_keys)
        if first is not None and first in table.rects:
            return [table.rects[first]]
        return [table.rects[v] for v in subjects_of(action) if v in table.rects]

    def later_things(self, action: Action) -> list:
        """What the move is done to after its first click: the targets the picker will ask for."""
        keys = self.table.pick_keys
        first = subject(action, keys)
        out = []
        for key in keys.targets:
            value = action.get(key)
            if value is not None and value != first and value not in out:
                out.append(value)
        return out

    def button_rects(self, action: Action) -> list:
        """The design rects of the buttons that give ``action`` now: a button made for it
        (``action_buttons``, a game's ``own_buttons``), an open menu's entry, else Enter's main
        button for a kind of ``primary_kinds``."""
        table = self.table
        out = []
        made = table.action_buttons.get(action.key())
        if made is not None:
            out.append(made.rect)
        for actions, button in self.own_buttons():
            if action in actions and button.rect not in out:
                out.append(button.rect)
        out += [button.rect for option, button in self.menu_buttons(action) if button.rect not in out]
        primary = table.primary_button
        if not out and action.kind in table.primary_kinds and primary is not None and primary.enabled:
            out.append(primary.rect)
        return out

    def own_buttons(self) -> list:
        """A game's own buttons of moves, (the actions it gives, the button) each (default: none)."""
        return []

    def menu_buttons(self, action: Action) -> list:
        """The buttons of an open "What will you do?" (or "How much?", "How will you pay?") menu that
        lead to ``action``: its own, or the one of its kind of move or amount."""
        table = self.table
        if table.picking.menu is None:
            return []
        pairs = list(table.picking.menu_buttons or ())
        exact = [(a, b) for a, b in pairs if a == action]
        if exact:
            return exact
        step = table.picking.step
        kind = getattr(step, "kind", None)
        if kind == "amount":
            return [(a, b) for a, b in pairs if a.get(step.key) == action.get(step.key)]
        if kind == "verb":  # the entry of the move's verb: its target, if any, is asked after it
            keys = table.pick_keys
            same = [(a, b) for a, b in pairs if a is not None and verb(a, keys) == verb(action, keys)]
            if same:
                return same
        if kind == "verb" and table.words_class is not None:
            try:
                said = table.words().verb(action)
            except (KeyError, TypeError, ValueError, AttributeError):
                return []
            return [(a, b) for a, b in pairs if a.kind == action.kind and b.text == said]
        return []

    def note_place(self) -> tuple[int, int, int]:
        """Where the note goes: the table's place, or under an open menu (over it when no room)."""
        table = self.table
        menu = table.picking.menu_rect if table.picking.menu is not None else None
        if menu is None:
            return table.hint_note_at
        below = menu.bottom + 10
        return (menu.centerx, below if below + 90 <= 720 else max(4, menu.top - 100), menu.width)

    def draw_note(self, surface: pygame.Surface, text: str, place: tuple[int, int, int] | None = None,
                  on_click=None) -> None:
        """The hint's words in a box at ``place`` (design x of its centre, y of its top, width); the
        box takes its clicks (``on_click``: the hint's dismissal)."""
        table = self.table
        layout, theme = table.app.layout, table.app.theme
        x, y, w = place or table.hint_note_at
        lines = theme.wrap(text, "small", layout.length(w - 24), layout)[:8]
        images = [theme.text(line, "small", (20, 18, 22), layout) for line in lines]
        pad = layout.length(8)
        height = sum(i.get_height() for i in images) + 2 * pad
        box = pygame.Rect(0, 0, layout.length(w), height)
        box.midtop = layout.point((x, y))
        pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=layout.length(8))
        pygame.draw.rect(surface, (20, 18, 22), box, 2, border_radius=layout.length(8))
        top = box.top + pad
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, top)))
            top += image.get_height()
        table.guard.panel(box, on_click)  # takes its clicks (Spartacus' table has a ``panel`` of its own)
