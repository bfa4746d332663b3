"""The one layout rule for a panel of buttons: they never overlap and no label is cut.

A list of buttons goes into a design-space ``area`` in the first way that holds every one whole:

1. **wrap**: one column, then two, then three (``MAX_COLUMNS``), as long as every label still fits
   its column (``Button.label_fits``: the label, shrunk as far as the theme allows, inside its box);
2. **shrink to a floor**: the same with lower rows and a smaller type (``STEPS``), never below the
   last step;
3. **scroll**: at the floor, the most columns whose labels fit, and the rows the area cannot hold
   scroll (the mouse wheel over the panel, or the keyboard focus moving to a button out of sight);
   a bar on the right edge shows where the view is.

Buttons out of sight are moved off the window (``OFF``, each to a spot of its own), so a click or a
hover never reaches one.
Every game's button panels use it (``ButtonFlow``); ``lay_out`` alone says where they would go.

A panel laid out afresh for a new decision may put a button with other words where the last one
was, in another box than before: ``relaid`` finds those spots, so a table's input guard (which
pauses a button whose label changed at its spot) pauses them too and a double click on the old
button does not land on the new one.
"""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame

#: (type role, row height in design px) tried in order: the last one is the floor
STEPS: tuple[tuple[str, int], ...] = (("body", 40), ("body", 34), ("small", 30))
MAX_COLUMNS = 3
GAP = 4
#: where a button out of sight waits (design px): off the window, so no click or hover reaches it
OFF = (-4000, -4000)
#: the scroll bar's width inside the area's right edge (design px), when the panel scrolls
BAR_W = 8


class Plan(NamedTuple):
    """Where each button goes (design rects as if nothing scrolled), in which type, and how tall
    the whole is (more than the area's height: the panel scrolls)."""

    rects: list[pygame.Rect]
    role: str
    columns: int
    height: int


def lay_out(buttons, area: pygame.Rect, layout, theme, steps=STEPS) -> Plan:
    """The rule above for ``buttons`` (their ``text`` and ``role``, which this sets) in ``area``;
    ``steps`` in place of ``STEPS`` for a panel with a row height of its own."""
    area = pygame.Rect(area)
    count = len(buttons)
    for role, row_h in steps:
        for columns in range(1, MAX_COLUMNS + 1):
            if not _labels_fit(buttons, role, _column_width(area.width, columns), row_h, layout, theme):
                break  # more columns are only narrower
            if _height(count, columns, row_h) <= area.height:
                return _plan(count, area.move(0, 0), role, columns, row_h)
    role, row_h = steps[-1]
    width = area.width - BAR_W - GAP
    columns = 1
    for n in range(2, MAX_COLUMNS + 1):
        if _labels_fit(buttons, role, _column_width(width, n), row_h, layout, theme):
            columns = n
    return _plan(count, pygame.Rect(area.x, area.y, width, area.height), role, columns, row_h)


def _column_width(width: int, columns: int) -> int:
    return (width - GAP * (columns - 1)) // columns


def _height(count: int, columns: int, row_h: int) -> int:
    rows = math.ceil(count / columns) if count else 0
    return rows * row_h + max(0, rows - 1) * GAP


def _labels_fit(buttons, role: str, width: int, row_h: int, layout, theme) -> bool:
    for b in buttons:
        was = (b.rect.copy(), b.role)
        b.rect, b.role = pygame.Rect(0, 0, width, row_h), role
        fits = b.label_fits(layout, theme)
        b.rect, b.role = was
        if not fits:
            return False
    return True


def _plan(count: int, area: pygame.Rect, role: str, columns: int, row_h: int) -> Plan:
    width = _column_width(area.width, columns)
    rects = [pygame.Rect(area.x + (i % columns) * (width + GAP), area.y + (i // columns) * (row_h + GAP), width, row_h)
             for i in range(count)]
    return Plan(rects, role, columns, _height(count, columns, row_h))


def faces(buttons) -> dict[tuple, str]:
    """Where each button in sight is and what it says (design rects as tuples)."""
    return {tuple(b.rect): b.text for b in buttons if b.rect.x > OFF[0] // 2}


def relaid(before: dict[tuple, str], now: dict[tuple, str]) -> list[tuple]:
    """The spots of ``now`` (``faces``) that are new and cover a button of ``before`` that said
    something else: a button that changed under the pointer."""
    out = []
    for spot, text in now.items():
        if spot in before:
            continue
        rect = pygame.Rect(spot)
        if any(rect.colliderect(old) and was != text for old, was in before.items()):
            out.append(spot)
    return out


def kept(flow, buttons, area, layout, theme, steps=STEPS) -> ButtonFlow:
    """A panel of buttons whose words change with the decision (Pass, Keep my bid…): ``flow`` while
    it holds these buttons with the words it was laid out for, else the rule applied afresh."""
    buttons = list(buttons)
    if flow is not None and flow.buttons == buttons and flow.words == tuple(b.text for b in buttons) \
            and flow.area == pygame.Rect(area):
        return flow
    return ButtonFlow(buttons, area, layout, theme, steps)


class ButtonFlow:
    """Buttons laid out by the rule in ``area``, kept placed as the panel scrolls.

    The caller adds the buttons to its ``WidgetGroup`` as usual; each frame it calls ``follow``
    (the focus stays in sight), passes the wheel to ``wheel_event`` and draws ``draw_bar``."""

    def __init__(self, buttons, area, layout, theme, steps=STEPS):
        self.buttons = list(buttons)
        self.area = pygame.Rect(area)
        self.area.height = max(self.area.height, steps[-1][1])  # always room for one row (it scrolls)
        self.plan = lay_out(self.buttons, self.area, layout, theme, steps)
        self.words = tuple(b.text for b in self.buttons)   # what the layout was made for
        for b in self.buttons:
            b.role = self.plan.role
        self.scroll = 0
        self.place()

    @property
    def scrolls(self) -> bool:
        return bool(self.buttons) and self.plan.height > self.area.height

    @property
    def most(self) -> int:
        """The farthest the view can scroll (design px)."""
        return max(0, self.plan.height - self.area.height)

    def shown(self, index: int) -> bool:
        """True when button ``index`` is wholly in sight."""
        r = self.plan.rects[index].move(0, -self.scroll)
        return self.area.top <= r.top and r.bottom <= self.area.bottom

    def place(self) -> None:
        for i, (b, r) in enumerate(zip(self.buttons, self.plan.rects, strict=True)):
            # each button out of sight waits at a spot of its own: a table's input guard pauses a
            # spot whose label changes, and buttons taking turns at one spot paused it for ever
            b.rect = r.move(0, -self.scroll) if self.shown(i) else \
                pygame.Rect(OFF[0], OFF[1] + i * (r.height + GAP), r.width, r.height)

    def scroll_by(self, rows: int) -> bool:
        step = (self.plan.rects[0].height + GAP) if self.plan.rects else 0
        new = min(self.most, max(0, self.scroll + rows * step))
        if new == self.scroll:
            return False
        self.scroll = new
        self.place()
        return True

    def wheel_event(self, event, layout, mouse) -> bool:
        """The mouse wheel with the pointer (``mouse``, window pixels) over the area scrolls it
        (True when used)."""
        if not self.scrolls or event.type != pygame.MOUSEWHEEL:
            return False
        if mouse is None or not layout.rect(self.area).collidepoint(mouse):
            return False
        return self.scroll_by(-event.y)

    def follow(self, focused) -> None:
        """Scroll so the keyboard's focused button is in sight."""
        self.bring(focused)

    def bring(self, button) -> None:
        """Scroll, if need be, so ``button`` is wholly in sight (the keyboard's focus, a ring on it)."""
        if button not in self.buttons or not self.scrolls:
            return
        index = self.buttons.index(button)
        r = self.plan.rects[index]
        if r.top - self.scroll < self.area.top:
            self.scroll = r.top - self.area.top
        elif r.bottom - self.scroll > self.area.bottom:
            self.scroll = r.bottom - self.area.bottom
        else:
            return
        self.place()

    def draw_bar(self, surface, layout, theme) -> None:
        """The scroll bar at the area's right edge (only when the panel scrolls)."""
        if not self.scrolls:
            return
        p = theme.palette
        track = layout.rect((self.area.right - BAR_W, self.area.top, BAR_W, self.area.height))
        pygame.draw.rect(surface, p.panel_edge, track, border_radius=layout.length(4))
        share = self.area.height / self.plan.height
        top = self.area.top + self.area.height * self.scroll / self.plan.height
        thumb = layout.rect((self.area.right - BAR_W, round(top), BAR_W, max(12, round(self.area.height * share))))
        pygame.draw.rect(surface, p.accent, thumb, border_radius=layout.length(4))
