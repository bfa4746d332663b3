"""The table's take-back: a "Take back" button and Ctrl+Z.

What may be taken back is the engine's to say (``State.takeback_point``, ``engine/core/
takeback.py``): a human's own last decision, never past a die rolled, a card drawn or another
player's secret answer shown since. Here is the window's part:

- offered only to the people at this screen (every seat of a Ludus game is: there is no
  network play), only when the engine gives a point, and never in a replay, while the screen
  is being handed over, or once the game is over; otherwise the button is greyed and its
  tooltip (and Ctrl+Z's message) says why;
- the "Take back" setting: "on"; "solo" (only with one person at the screen); "off" (a
  serious game);
- hot-seat (two or more people): only the person at the screen (the human who took it over last,
  ``asker``) may ask, and only for their own move, never another's; every other person agrees
  first, one at a time, each on an opaque screen of their own that names them and the asker
  (``ConsentScene``); afterwards the asker's view comes back only after the hand-off;
- a bot answer in the making is dropped (its position is gone) and the bot worker is told
  (``BotWorker.take_back``): its copy of the game rewinds to the position taken back to.

A part of ``GameTable`` (``table.takeback``), made with the table it serves; a game's table
places the button with ``takeback_rect`` (design space; None: Ctrl+Z only). What it uses of the
table: ``app``, ``session``, ``replaying``, ``handoff_pending``, ``controllers``, ``worker``,
``picking`` (its menu), ``zoom``, ``time``, ``say``, ``cancel_pick`` and ``position_changed``.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from engine.core import IllegalAction
from engine.i18n import _, language, ngettext

from ..focus import WidgetGroup
from ..settings import takeback_mode
from ..widgets import Button
from .consent import ConsentScene

POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class TakebackStatus(NamedTuple):
    """Who may take back now (None: nobody) and, when nobody, why in player words."""

    seat: int | None
    why: str


class Takeback:
    """The take-back's button, key, consent and the taking back itself, for one table."""

    def __init__(self, table, rect: tuple[int, int, int, int] | None):
        self.table = table
        self.buttons = WidgetGroup(feedback=table.app.audio.tick)
        self.button = None
        #: who answers a take-back instead of taking it (a lesson: ``client/tutorial/coach.py``);
        #: None: take-backs are the setting's to allow. With one, the button is not shown.
        self.refused_by = None
        self._key = None
        self._status = TakebackStatus(None, "")
        self._time = 0.0
        if rect is not None and not table.replaying:
            self.button = self.buttons.add(Button(rect, _("Take back"), self.press, role="small"))

    def status(self) -> TakebackStatus:
        """Who may take back a move now, or why nobody may (cached per position)."""
        table = self.table
        session = table.session
        mode = takeback_mode(table.app)
        key = (session.state.decisions_made, len(session.moves.takebacks), len(session.moves.actions), mode,
               table.turns.handoff_pending, table.replaying, session.last_viewer,
               language())   # the reason is words: a new language, anew
        if key != self._key:
            self._key, self._status = key, self._work_out_status(mode)
        return self._status

    def _work_out_status(self, mode: str) -> TakebackStatus:
        table = self.table
        session = table.session
        humans = session.humans
        if table.replaying:
            return TakebackStatus(None, _("This is a replay."))
        if mode == "off":
            return TakebackStatus(None, _("Taking back moves is off (Settings)."))
        if not humans:
            return TakebackStatus(None, _("Only bots play this game."))
        if len(humans) > 1 and mode == "solo":
            return TakebackStatus(None, _("Taking back moves is off when several people share the screen (Settings)."))
        if session.over:
            return TakebackStatus(None, _("The game is over."))
        if table.turns.handoff_pending is not None:
            return TakebackStatus(None, _("The screen is being handed over."))
        asker = self.asker()
        if asker is None:
            return TakebackStatus(None, _("Nobody has taken the screen yet."))
        if session.state.takeback_point(asker) is not None:
            return TakebackStatus(asker, "")
        return TakebackStatus(None, session.state.takeback_reason(asker))

    def asker(self) -> int | None:
        """The one person who may ask for a take-back now: the only human, or (hot-seat) the human
        at the screen, the last to take it over (still there while a bot plays or the screen shows
        the public view, until it is handed to someone else); None before anyone took it."""
        session = self.table.session
        humans = session.humans
        if len(humans) == 1:
            return humans[0]
        return session.last_viewer if session.last_viewer in humans else None

    def press(self) -> None:
        """The button or Ctrl+Z: take back at once, or (hot-seat) once the others agree."""
        table = self.table
        if self.refused_by is not None:
            self.refused_by()
            return
        status = self.status()
        if status.seat is None:
            table.say(status.why, bad=True)
            return
        others = [s for s in table.session.humans if s != status.seat]
        if others:
            table.cancel_pick()
            self.ask_consent(status.seat, others)
            return
        self.take_back(status.seat)

    def ask_consent(self, asker: int, others: list[int]) -> None:
        """Ask the first of ``others`` on a screen of their own; once they agree, the next; once
        all have, take back. One refusal ends it: nothing is taken back, and the table says who."""
        table = self.table
        session = table.session
        if not others:
            self.take_back(asker)
            return
        first, rest = others[0], others[1:]
        table.app.push(ConsentScene(
            table.app, session.seat_name(asker), session.seat_name(first),
            on_agree=lambda: self.ask_consent(asker, rest),
            on_refuse=lambda: table.say(_("{name} did not agree: the move stands.").format(
                name=session.seat_name(first)), bad=True),
            seat=first))

    def take_back(self, seat: int) -> bool:
        """Return the game to where ``seat`` decided last (recorded and autosaved); False, with the
        reason shown, when the engine refuses (or the table's owner refuses take-backs)."""
        table = self.table
        if self.refused_by is not None:
            self.refused_by()
            return False
        for ctrl in table.controllers:
            if ctrl is not None and ctrl.is_bot:
                ctrl.cancel()
        try:
            undone = table.session.take_back(seat)
        except IllegalAction as exc:
            table.say(exc.message, bad=True)
            return False
        if table.worker is not None:  # its copy went further than the game now: it rewinds
            table.worker.take_back(len(table.session.moves.actions))
        table.cancel_pick()
        table.position_changed()
        self._key = None
        if table.session.hot_seat:  # the others answered their consent screens: the screen is nobody's
            table.session.last_viewer = None  # until the next hand-off (or, with nothing hidden, the next decider)
            table.session.shown_public = True
        table.say(ngettext("Took back one move.", "Took back {count} moves.", undone).format(count=undone))
        return True

    # -- the window's side ---------------------------------------------------------------
    def key(self, event) -> bool:
        """Ctrl+Z (Cmd+Z on a Mac keyboard)."""
        if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.press()
            return True
        return False

    def pointer(self, event) -> bool:
        """The button's share of the pointer (keys stay the table's: Ctrl+Z is ``key``)."""
        if self.button is None or not self.visible() or event.type not in POINTER_EVENTS:
            return False
        return self.buttons.handle_event(event, self.table.app.layout)

    def visible(self) -> bool:
        table = self.table
        return self.refused_by is None and table.picking.menu is None and table.zoom is None and not table.session.over

    def draw(self, surface: pygame.Surface) -> None:
        button, table = self.button, self.table
        if button is None or not self.visible():
            return
        status = self.status()
        button.text = _("Take back")   # in the language chosen now (it may change mid-game)
        button.enabled = status.seat is not None
        if status.seat is None:
            button.tooltip = status.why
        elif table.session.hot_seat:
            button.tooltip = _("{name}: take back your last move, if the others agree (Ctrl+Z)").format(
                name=table.session.seat_name(status.seat))
        else:
            button.tooltip = _("Take back your last move (Ctrl+Z)")
        self.buttons.update(max(0.0, table.time - self._time))  # its tooltip's delay
        self._time = table.time
        self.buttons.draw(surface, table.app.layout, table.app.theme)
