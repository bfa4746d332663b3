"""The table's input: mouse and keys routed to menus, buttons and the things drawn, the hover
and Tab focus, Enter's main action, F1 at the hovered thing, the hovered thing's tooltip.

A part of ``GameTable`` (``table.input``): it holds where the pointer is (``mouse``: as the
table last took a motion; ``pointer``: as the App's filter last saw one, whoever took it) and
what it rests on (``hover``, for ``hover_time`` seconds). What it asks of the table: ``app``,
``session``, ``hits``, ``rects``, ``zoom``, ``buttons``, ``picking``, ``log``, ``replay``,
``replaying``, ``show_log``, ``pick_keys``, ``primary_kinds``, ``words_class`` / ``words``, and
the verbs a game's table may extend or answer (``key``, ``confirm``, ``click``, ``act``,
``explain``, ``cancel_pick``, ``ask_first``'s ``picking``, ``legal``, ``my_turn``,
``primary_action``, ``card_name``, ``help_topic``, ``open_rules``, ``open_pause``).
"""
from __future__ import annotations

import pygame

from engine.core import Action
from engine.i18n import _

from ..widgets import draw_tooltip
from .picker import subject

#: seconds the pointer rests on a thing before its tooltip shows
TOOLTIP_DELAY = 0.35


class TableInput:
    """The pointer and the keys of one table."""

    def __init__(self, table):
        self.table = table
        #: the thing the pointer (or Tab) rests on: (thing, zone), or None
        self.hover: tuple | None = None
        self.hover_time = 0.0
        #: where the table last took a motion (screen pixels), or None
        self.mouse: tuple[int, int] | None = None
        #: where the App's filter last saw the pointer, whoever took the motion (None: it left the
        #: window); ``pointer_seen`` False: no motion seen yet, ``mouse`` stands for it
        self.pointer: tuple[int, int] | None = None
        self.pointer_seen = False

    def saw(self, event) -> None:
        """The App's filter saw ``event`` (``GameTable.admits``): where the pointer is now."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer, self.pointer_seen = event.pos, True
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer, self.pointer_seen = None, True

    def open_help(self) -> None:
        """F1: the game's rules summary at the entry for what the mouse is over; when ``help_topic``
        has nothing, the table's ``open_rules`` (a table with a guide of its own, For Glory's,
        opens it there)."""
        table = self.table
        thing, zone = self.hover if self.hover is not None else (None, "")
        topic = table.help_topic(thing, zone)
        if topic is None:
            table.open_rules()
            return
        table.app.open_rules(table.session.moves.ruleset, topic)

    def thing_at(self, pos) -> tuple | None:
        for rect, thing, zone in reversed(self.table.hits):
            if rect.collidepoint(pos):
                return thing, zone
        return None

    def handle(self, event) -> bool:
        """The table's events (``GameTable.handle_event``): the zoomed card, the open menu, the
        keys, the buttons, then the things drawn."""
        table = self.table
        picking = table.picking
        if table.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN or event.button in (1, 3):
                table.zoom = None
                return True
        if picking.menu is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                table.cancel_pick()
                return True
            flow = picking.menu_flow
            if flow is not None and flow.wheel_event(event, table.app.layout, picking.menu.mouse):
                return True
            if picking.menu.handle_event(event, table.app.layout):
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                table.cancel_pick()  # a click outside the menu closes it
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                return True
        if event.type == pygame.KEYDOWN:  # the table's keys (Enter, Esc, Tab, arrows) come first
            return table.key(event)
        if table.buttons.handle_event(event, table.app.layout):
            if event.type == pygame.MOUSEMOTION:
                self.set_hover(None)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.set_hover(self.thing_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            found = self.thing_at(event.pos)
            if event.button == 3:
                if found is not None and table.card_name(found[0]):
                    table.zoom = table.card_name(found[0])
                return True
            if event.button == 1 and found is not None:
                table.click(*found)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            table.log.scroll_by(event.y)
            return True
        return False

    def set_hover(self, found) -> None:
        """The pointer rests on ``found`` ((thing, zone) or None): its tooltip's wait starts again
        when it is another."""
        if found != self.hover:
            self.hover, self.hover_time = found, 0.0

    def key(self, event) -> bool:
        """The table's keys (``GameTable.key``): Esc, the replay's keys, Tab, Enter, L."""
        table = self.table
        k = event.key
        if k == pygame.K_ESCAPE:
            if table.picking.picker is not None and table.picking.picker.active:
                table.cancel_pick()
            else:
                table.open_pause()
            return True
        if table.replaying:
            return table.replay.key(k)
        if k == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            table.confirm()
            return True
        if k == pygame.K_l:
            table.show_log = not table.show_log
            return True
        return False

    def clickable(self) -> list:
        """Things on the table that would do something now (Tab cycles them)."""
        table = self.table
        targets = table.picking.targets()
        if targets:
            return targets
        legal_subjects = []
        for a in table.legal():
            s = subject(a, table.pick_keys)
            if s is not None and s not in legal_subjects and s in table.rects:
                legal_subjects.append(s)
        return legal_subjects

    def cycle(self, delta: int) -> None:
        table = self.table
        things = [t for t in self.clickable() if t in table.rects]
        if not things:
            return
        picking = table.picking
        picking.tab_index = (picking.tab_index + delta) % len(things)
        thing = things[picking.tab_index]
        zone = next((z for r, t, z in table.hits if t == thing), "")
        self.hover, self.hover_time = (thing, zone), TOOLTIP_DELAY

    def confirm(self) -> None:
        """Enter: the hovered / Tab-chosen thing if there is one, else the main button."""
        table = self.table
        if self.hover is not None and (table.picking.targets() or table.picking.tab_index >= 0):
            table.click(*self.hover)
            return
        primary = table.primary_action()
        if primary is not None:
            others = [a for a in table.legal() if a.kind not in table.primary_kinds]
            if others:  # ending the turn (passing) with things still to do: named, and a way back
                verb = table.words().verb(primary) if table.words_class is not None else _("End")
                table.picking.ask_first(_("%(verb)s now? You could still do something else.") % {"verb": verb},
                                        primary, verb)
            else:
                table.act(primary)
        elif table.my_turn() and table.primary_kinds:
            table.explain(Action.make(table.primary_kinds[0]))  # the engine says why the step cannot end

    def pointer_on_hover(self) -> bool:
        """True while the pointer still rests on the hovered thing (as last seen by ``admits``)."""
        pointer = self.pointer if self.pointer_seen else self.mouse
        if pointer is None:
            return False
        found = self.thing_at(pointer)
        return found is not None and found[0] == self.hover[0]

    def update(self, dt: float) -> None:
        if self.hover is not None:
            self.hover_time += dt

    def draw_tooltip(self, surface, text_for) -> None:
        """The hovered thing's tooltip (``text_for(thing)``), once the pointer has rested on it."""
        table = self.table
        if self.hover is None or table.picking.menu is not None or table.zoom is not None:
            return
        if self.hover_time < TOOLTIP_DELAY:
            return
        tab_index = table.picking.tab_index
        if tab_index < 0 and not self.pointer_on_hover():
            self.hover = None  # the pointer left it (maybe onto a panel that took the motion): no tooltip
            return
        text = text_for(self.hover[0])
        rect = table.rects.get(self.hover[0])
        if text and rect is not None:
            draw_tooltip(surface, table.app.layout, table.app.theme, text, rect, self.mouse if tab_index < 0 else None)
