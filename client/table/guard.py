"""The table's input guard (interfaces seam 4): no click or key lands on a screen the player had
not seen yet, nor on a button that has just changed what it does.

- A click or an acting key (Enter, Space, Tab) made before the current decision was drawn is
  dropped: the "decision" is the position and whose screen it is (``input_epoch``), so input
  queued while the screen changed, or a press begun on the last decision and released on this
  one, never acts here.
- A button (any ``Button`` of the table's widget groups) whose label changed, at the same spot,
  takes no click for ``CHANGE_GUARD`` seconds (Pass -> End turn -> Finish: the second click of a
  double click does nothing); Enter waits as long after ``primary_button`` changed.
- A result, summary or banner on screen takes the click meant for it: a table registers each
  such panel every frame with ``panel(rect, on_click=None)`` (``rect`` in screen pixels, as
  given to ``hit``); a click inside it goes to ``on_click`` (e.g. close the panel) and never to
  what lies under it. While a ``banner`` Anim plays, a click ends the banner and does nothing
  else.

The App asks ``admits(event)`` before ``handle_event``; nothing of this needs a game's code.
F1 is taken here too, before any table's own keys (``TableInput.open_help``).
"""
from __future__ import annotations

import pygame

from ..focus import WidgetGroup
from ..widgets import Button

#: seconds a button that changed its meaning takes no input
CHANGE_GUARD = 0.35
#: keys that act (the others only look: the log, the map, the menu)
ACTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB)


class TableGuard:
    def init_guard(self) -> None:
        self._shown_epoch = None
        self._press_epoch: dict[int, object] = {}
        self._labels: dict[tuple, str] = {}
        self._changed: dict[tuple, float] = {}
        self._primary_label: str | None = None
        self._primary_changed = -1.0
        self.panels: list[tuple[pygame.Rect, object]] = []

    # -- what tables call ----------------------------------------------------------------------
    def panel(self, rect: pygame.Rect, on_click=None) -> None:
        """Register, for this frame, a result / summary panel drawn at ``rect`` (screen pixels):
        it takes the clicks inside it (``on_click()`` on the release, if given)."""
        self.panels.append((pygame.Rect(rect), on_click))

    def input_epoch(self) -> tuple:
        """What the player must have seen before input counts: the position and whose screen."""
        session = self.session
        d = session.decision
        return (session.state.decisions_made, len(session.moves.actions), d.seat if d is not None else None,
                self.my_turn(), self.handoff_pending)

    def input_guarded(self) -> bool:
        """True while some input would be dropped (a changed button's pause, an undrawn decision):
        what a scripted player waits out."""
        if self._shown_epoch != self.input_epoch():
            return True
        return any(self.time - t < CHANGE_GUARD for t in self._changed.values()) or \
            self.time - self._primary_changed < CHANGE_GUARD

    # -- the App's filter ----------------------------------------------------------------------
    def admits(self, event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:  # where the pointer is, whoever takes the motion (``draw_tooltip_for_hover``)
            self.pointer = event.pos
        elif t == pygame.WINDOWLEAVE:
            self.pointer = None
        if t == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_help()  # every table, whatever its own keys: the rules at the hovered thing
            return False
        if t == pygame.KEYDOWN and self.takeback.key(event):
            return False  # Ctrl+Z, every table whatever its own keys (``takeback.py``)
        if self.takeback.pointer(event) and t != pygame.MOUSEMOTION:
            return False  # the Take back button's click (its hover: the table sees the motion too)
        if t == pygame.KEYDOWN and self.hint_key_pressed(event):
            return False  # H, every table whatever its own keys (``hint.py``)
        if self.hint_event(event) and t != pygame.MOUSEMOTION:
            return False  # the Hint button's click (its hover: the table sees the motion too)
        if t not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            return True
        if self.replaying:
            return True
        epoch = self.input_epoch()
        if t == pygame.KEYDOWN:
            if event.key not in ACTING_KEYS:
                return True
            if epoch != self._shown_epoch:
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.time - self._primary_changed < CHANGE_GUARD:
                return False
            return True
        if t == pygame.MOUSEBUTTONDOWN:
            self._press_epoch[event.button] = epoch
        pressed = self._press_epoch.get(event.button, epoch)
        if epoch != self._shown_epoch or pressed != epoch or self._on_changed_button(event.pos):
            if t == pygame.MOUSEBUTTONUP:
                self._press_epoch.pop(event.button, None)
                self._drop_press()
            return False
        if event.button == 1 and self.menu is None:
            if self._banner_takes(t):
                return False
            for rect, on_click in reversed(self.panels):
                if rect.collidepoint(event.pos):
                    if t == pygame.MOUSEBUTTONUP and on_click is not None:
                        on_click()
                    return False
        if t == pygame.MOUSEBUTTONUP:
            self._press_epoch.pop(event.button, None)
        return True

    def _banner_takes(self, t) -> bool:
        banners = [a for a in self.anims if a.kind == "banner" and a.start <= self.time < a.start + a.duration]
        if not banners:
            return False
        if t == pygame.MOUSEBUTTONUP:
            for a in banners:
                a.duration = max(0.0, self.time - a.start)
        return True

    def _on_changed_button(self, pos) -> bool:
        layout = self.app.layout
        for rect, when in self._changed.items():
            if self.time - when < CHANGE_GUARD and layout.rect(pygame.Rect(rect)).collidepoint(pos):
                return True
        return False

    def _drop_press(self) -> None:
        """A dropped release ends any press or drag it belonged to."""
        for value in list(vars(self).values()):
            if isinstance(value, WidgetGroup):
                value.release_pointer()
        if getattr(self, "drag", None) is not None:
            self.drag = None

    # -- after each frame ------------------------------------------------------------------------
    def note_drawn(self) -> None:
        """The frame is drawn: its decision has been seen; buttons whose label changed at their
        spot start their pause."""
        self._shown_epoch = self.input_epoch()
        if len(self._labels) > 512:
            self._labels.clear()
        for group in [v for v in vars(self).values() if isinstance(v, WidgetGroup) and v is not self.menu]:
            for w in group.widgets:
                if not isinstance(w, Button):
                    continue
                spot = tuple(w.rect)
                old = self._labels.get(spot)
                if old and old != w.text:
                    self._changed[spot] = self.time
                self._labels[spot] = w.text
        primary = getattr(self, "primary_button", None)
        if primary is not None:
            if self._primary_label is not None and primary.text != self._primary_label:
                self._primary_changed = self.time
            self._primary_label = primary.text
        if len(self._changed) > 64:
            self._changed = {k: v for k, v in self._changed.items() if self.time - v < CHANGE_GUARD}
