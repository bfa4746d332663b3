"""The table's input: mouse and keys routed to menus, buttons and the things drawn, the hover
and Tab focus, Enter's main action.

A mixin of ``GameTable``.
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
    def help_topic(self, thing, zone: str) -> str | None:
        """The heading or entry of the game's rules summary (``client/games/<game>/rules.py``) that
        explains ``thing`` (hovered in ``zone``; None: nothing hovered); None opens the top.
        Each game's table answers for its own things (interfaces seam 2)."""
        return None

    def open_help(self) -> None:
        """F1: the game's rules summary at the entry for what the mouse is over; when ``help_topic``
        has nothing, the table's ``open_rules`` (a table with a guide of its own, For Glory's,
        opens it there)."""
        thing, zone = self.hover if self.hover is not None else (None, "")
        topic = self.help_topic(thing, zone)
        if topic is None:
            self.open_rules()
            return
        self.app.open_rules(self.session.moves.ruleset, topic)

    def open_rules(self) -> None:
        """The game's rules summary at its top (a game's table may open it elsewhere)."""
        self.app.open_rules(self.session.moves.ruleset)

    def thing_at(self, pos) -> tuple | None:
        for rect, thing, zone in reversed(self.hits):
            if rect.collidepoint(pos):
                return thing, zone
        return None

    def handle_event(self, event) -> bool:
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN or event.button in (1, 3):
                self.zoom = None
                return True
        if self.picking.menu is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_pick()
                return True
            flow = self.picking.menu_flow
            if flow is not None and flow.wheel_event(event, self.app.layout, self.picking.menu.mouse):
                return True
            if self.picking.menu.handle_event(event, self.app.layout):
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.cancel_pick()  # a click outside the menu closes it
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                return True
        if event.type == pygame.KEYDOWN:  # the table's keys (Enter, Esc, Tab, arrows) come first
            return self.key(event)
        if self.buttons.handle_event(event, self.app.layout):
            if event.type == pygame.MOUSEMOTION:
                self._hover(None)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(self.thing_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            found = self.thing_at(event.pos)
            if event.button == 3:
                if found is not None and self.card_name(found[0]):
                    self.zoom = self.card_name(found[0])
                return True
            if event.button == 1 and found is not None:
                self.click(*found)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.log.scroll_by(event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def _hover(self, found) -> None:
        if found != self.hover:
            self.hover, self.hover_time = found, 0.0

    def key(self, event) -> bool:
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.picking.picker is not None and self.picking.picker.active:
                self.cancel_pick()
            else:
                self.open_pause()
            return True
        if self.replaying:
            return self.replay.key(k)
        if k == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if k == pygame.K_l:
            self.show_log = not self.show_log
            return True
        return False

    def targets(self) -> list:
        return self.picking.targets()

    def clickable(self) -> list:
        """Things on the table that would do something now (Tab cycles them)."""
        if self.targets():
            return self.targets()
        legal_subjects = []
        for a in self.legal():
            s = subject(a, self.pick_keys)
            if s is not None and s not in legal_subjects and s in self.rects:
                legal_subjects.append(s)
        return legal_subjects

    def cycle(self, delta: int) -> None:
        things = [t for t in self.clickable() if t in self.rects]
        if not things:
            return
        self.picking.tab_index = (self.picking.tab_index + delta) % len(things)
        thing = things[self.picking.tab_index]
        zone = next((z for r, t, z in self.hits if t == thing), "")
        self.hover, self.hover_time = (thing, zone), TOOLTIP_DELAY

    def confirm(self) -> None:
        """Enter: the hovered / Tab-chosen thing if there is one, else the main button."""
        if self.hover is not None and (self.targets() or self.picking.tab_index >= 0):
            self.click(*self.hover)
            return
        primary = self.primary_action()
        if primary is not None:
            others = [a for a in self.legal() if a.kind not in self.primary_kinds]
            if others:  # ending the turn (passing) with things still to do: named, and a way back
                verb = self.words().verb(primary) if self.words_class is not None else _("End")
                self.picking.ask_first(_("%(verb)s now? You could still do something else.") % {"verb": verb}, primary, verb)
            else:
                self.act(primary)
        elif self.my_turn() and self.primary_kinds:
            self.explain(Action.make(self.primary_kinds[0]))  # the engine says why the step cannot end

    def primary_action(self) -> Action | None:
        """The action of Enter with nothing chosen (the game's ``primary_kinds``: end the turn,
        pass, decline ...)."""
        for a in self.legal():
            if a.kind in self.primary_kinds:
                return a
        return None


    def _pointer_on_hover(self) -> bool:
        """True while the pointer still rests on the hovered thing (as last seen by ``admits``)."""
        pointer = getattr(self, "pointer", self.mouse)
        if pointer is None:
            return False
        found = self.thing_at(pointer)
        return found is not None and found[0] == self.hover[0]

    def draw_tooltip_for_hover(self, surface, text_for) -> None:
        if self.hover is None or self.picking.menu is not None or self.zoom is not None:
            return
        if self.hover_time < TOOLTIP_DELAY:
            return
        if self.picking.tab_index < 0 and not self._pointer_on_hover():
            self.hover = None  # the pointer left it (maybe onto a panel that took the motion): no tooltip
            return
        text = text_for(self.hover[0])
        rect = self.rects.get(self.hover[0])
        if text and rect is not None:
            draw_tooltip(surface, self.app.layout, self.app.theme, text, rect, self.mouse if self.picking.tab_index < 0 else None)

