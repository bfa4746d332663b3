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

The App asks the table's ``admits(event)`` before ``handle_event``; the table hands its keys
for every game (F1, Ctrl+Z, H) to their parts first, then asks this guard (``InputGuard.admits``).
Nothing of this needs a game's code. A part of ``GameTable`` (``table.guard``); what it uses of
the table: ``session``, ``my_turn``, ``handoff_pending``, ``replaying``, ``time``, ``picking`` (its menu),
``anims``, ``app``, ``primary_button``, ``widget_groups`` and ``end_press``.
"""
from __future__ import annotations

import pygame

from ..widgets import Button

#: seconds a button that changed its meaning takes no input
CHANGE_GUARD = 0.35
#: keys that act (the others only look: the log, the map, the menu)
ACTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB)


class InputGuard:
    """What input counts on one table: the decision seen, the buttons' pauses, the panels."""

    def __init__(self, table):
        self.table = table
        self._shown_epoch = None
        self._press_epoch: dict[int, object] = {}
        self._labels: dict[tuple, str] = {}
        self._changed: dict[tuple, float] = {}
        self._primary_label: str | None = None
        self._primary_changed = -1.0
        #: the result / summary panels of this frame: (screen rect, on_click or None)
        self.panels: list[tuple[pygame.Rect, object]] = []

    # -- what tables call ----------------------------------------------------------------------
    def panel(self, rect: pygame.Rect, on_click=None) -> None:
        """Register, for this frame, a result / summary panel drawn at ``rect`` (screen pixels):
        it takes the clicks inside it (``on_click()`` on the release, if given)."""
        self.panels.append((pygame.Rect(rect), on_click))

    def begin_frame(self) -> None:
        self.panels = []

    def epoch(self) -> tuple:
        """What the player must have seen before input counts: the position and whose screen."""
        table = self.table
        session = table.session
        d = session.decision
        return (session.state.decisions_made, len(session.moves.actions), d.seat if d is not None else None,
                table.my_turn(), table.turns.handoff_pending)

    def guarded(self) -> bool:
        """True while some input would be dropped (a changed button's pause, an undrawn decision):
        what a scripted player waits out."""
        now = self.table.time
        if self._shown_epoch != self.epoch():
            return True
        return any(now - t < CHANGE_GUARD for t in self._changed.values()) or \
            now - self._primary_changed < CHANGE_GUARD

    # -- the App's filter ----------------------------------------------------------------------
    def admits(self, event) -> bool:
        table = self.table
        t = event.type
        if t not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            return True
        if table.replaying:
            return True
        epoch = self.epoch()
        if t == pygame.KEYDOWN:
            if event.key not in ACTING_KEYS:
                return True
            if epoch != self._shown_epoch:
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and table.time - self._primary_changed < CHANGE_GUARD:
                return False
            return True
        if t == pygame.MOUSEBUTTONDOWN:
            self._press_epoch[event.button] = epoch
        pressed = self._press_epoch.get(event.button, epoch)
        if epoch != self._shown_epoch or pressed != epoch or self._on_changed_button(event.pos):
            if t == pygame.MOUSEBUTTONUP:
                self._press_epoch.pop(event.button, None)
                table.end_press()  # a dropped release ends any press or drag it belonged to
            return False
        if event.button == 1 and table.picking.menu is None:
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
        now = self.table.time
        banners = [a for a in self.table.anims if a.kind == "banner" and a.start <= now < a.start + a.duration]
        if not banners:
            return False
        if t == pygame.MOUSEBUTTONUP:
            for a in banners:
                a.duration = max(0.0, now - a.start)
        return True

    def _on_changed_button(self, pos) -> bool:
        layout, now = self.table.app.layout, self.table.time
        for rect, when in self._changed.items():
            if now - when < CHANGE_GUARD and layout.rect(pygame.Rect(rect)).collidepoint(pos):
                return True
        return False

    def hold(self, spot: tuple) -> None:
        """The button at ``spot`` (a rect as a tuple) changed what it does: it takes no input for
        ``CHANGE_GUARD`` seconds from now, like a button whose label changed."""
        self._changed[spot] = self.table.time

    # -- after each frame ------------------------------------------------------------------------
    def note_drawn(self) -> None:
        """The frame is drawn: its decision has been seen; buttons whose label changed at their
        spot start their pause."""
        table = self.table
        now = table.time
        self._shown_epoch = self.epoch()
        if len(self._labels) > 512:
            self._labels.clear()
        for group in table.widget_groups():
            if group is table.picking.menu:
                continue
            for w in group.widgets:
                if not isinstance(w, Button):
                    continue
                spot = tuple(w.rect)
                old = self._labels.get(spot)
                if old and old != w.text:
                    self._changed[spot] = now
                self._labels[spot] = w.text
        primary = table.primary_button
        if primary is not None:
            if self._primary_label is not None and primary.text != self._primary_label:
                self._primary_changed = now
            self._primary_label = primary.text
        if len(self._changed) > 64:
            self._changed = {k: v for k, v in self._changed.items() if now - v < CHANGE_GUARD}
