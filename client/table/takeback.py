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

A mixin of ``GameTable``; a game's table places the button with ``takeback_rect`` (design
space; None: Ctrl+Z only).
"""
from __future__ import annotations

from typing import ClassVar, NamedTuple

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


class TableTakeback:
    #: where the table draws its "Take back" button (design pixels; None: no button, Ctrl+Z only)
    takeback_rect: ClassVar[tuple[int, int, int, int] | None] = None

    def init_takeback(self) -> None:
        self.takeback_buttons = WidgetGroup(feedback=self.app.audio.tick)
        self.takeback_button = None
        self._takeback_key = None
        self._takeback_status = TakebackStatus(None, "")
        self._takeback_time = 0.0
        if self.takeback_rect is not None and not self.replaying:
            self.takeback_button = self.takeback_buttons.add(
                Button(self.takeback_rect, _("Take back"), self.press_takeback, role="small"))

    def takeback_status(self) -> TakebackStatus:
        """Who may take back a move now, or why nobody may (cached per position)."""
        session = self.session
        mode = takeback_mode(self.app)
        key = (session.state.decisions_made, len(session.moves.takebacks), len(session.moves.actions), mode,
               self.handoff_pending, self.replaying, session.last_viewer,
               language())   # the reason is words: a new language, anew
        if key != self._takeback_key:
            self._takeback_key, self._takeback_status = key, self._work_out_status(mode)
        return self._takeback_status

    def _work_out_status(self, mode: str) -> TakebackStatus:
        session = self.session
        humans = session.humans
        if self.replaying:
            return TakebackStatus(None, _("This is a replay."))
        if mode == "off":
            return TakebackStatus(None, _("Taking back moves is off (Settings)."))
        if not humans:
            return TakebackStatus(None, _("Only bots play this game."))
        if len(humans) > 1 and mode == "solo":
            return TakebackStatus(None, _("Taking back moves is off when several people share the screen (Settings)."))
        if session.over:
            return TakebackStatus(None, _("The game is over."))
        if self.handoff_pending is not None:
            return TakebackStatus(None, _("The screen is being handed over."))
        asker = self.takeback_asker()
        if asker is None:
            return TakebackStatus(None, _("Nobody has taken the screen yet."))
        if session.state.takeback_point(asker) is not None:
            return TakebackStatus(asker, "")
        return TakebackStatus(None, session.state.takeback_reason(asker))

    def takeback_asker(self) -> int | None:
        """The one person who may ask for a take-back now: the only human, or (hot-seat) the human
        at the screen, the last to take it over (still there while a bot plays or the screen shows
        the public view, until it is handed to someone else); None before anyone took it."""
        session = self.session
        humans = session.humans
        if len(humans) == 1:
            return humans[0]
        return session.last_viewer if session.last_viewer in humans else None

    def press_takeback(self) -> None:
        """The button or Ctrl+Z: take back at once, or (hot-seat) once the others agree."""
        status = self.takeback_status()
        if status.seat is None:
            self.say(status.why, bad=True)
            return
        others = [s for s in self.session.humans if s != status.seat]
        if others:
            self.cancel_pick()
            self.ask_consent(status.seat, others)
            return
        self.take_back(status.seat)

    def ask_consent(self, asker: int, others: list[int]) -> None:
        """Ask the first of ``others`` on a screen of their own; once they agree, the next; once
        all have, take back. One refusal ends it: nothing is taken back, and the table says who."""
        session = self.session
        if not others:
            self.take_back(asker)
            return
        first, rest = others[0], others[1:]
        self.app.push(ConsentScene(
            self.app, session.seat_name(asker), session.seat_name(first),
            on_agree=lambda: self.ask_consent(asker, rest),
            on_refuse=lambda: self.say(_("{name} did not agree: the move stands.").format(
                name=session.seat_name(first)), bad=True),
            seat=first))

    def take_back(self, seat: int) -> bool:
        """Return the game to where ``seat`` decided last (recorded and autosaved); False, with the
        reason shown, when the engine refuses."""
        for ctrl in self.controllers:
            if ctrl is not None and ctrl.is_bot:
                ctrl.cancel()
        try:
            undone = self.session.take_back(seat)
        except IllegalAction as exc:
            self.say(exc.message, bad=True)
            return False
        if self.worker is not None:  # its copy went further than the game now: it rewinds
            self.worker.take_back(len(self.session.moves.actions))
        self.cancel_pick()
        self.anims.clear()
        self._obs_key = None
        self._takeback_key = None
        if self.session.hot_seat:  # the others answered their consent screens: the screen is nobody's
            self.session.last_viewer = None  # until the next hand-off (or, with nothing hidden, the next decider)
            self.session.shown_public = True
        self.say(ngettext("Took back one move.", "Took back {count} moves.", undone).format(count=undone))
        return True

    # -- the window's side ---------------------------------------------------------------
    def takeback_key(self, event) -> bool:
        """Ctrl+Z (Cmd+Z on a Mac keyboard)."""
        if event.key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.press_takeback()
            return True
        return False

    def takeback_event(self, event) -> bool:
        """The button's share of the pointer (keys stay the table's: Ctrl+Z is ``takeback_key``)."""
        button = self.takeback_button
        if button is None or not self.takeback_visible() or event.type not in POINTER_EVENTS:
            return False
        return self.takeback_buttons.handle_event(event, self.app.layout)

    def takeback_visible(self) -> bool:
        return self.menu is None and self.zoom is None and not self.session.over

    def draw_takeback(self, surface: pygame.Surface) -> None:
        button = self.takeback_button
        if button is None or not self.takeback_visible():
            return
        status = self.takeback_status()
        button.text = _("Take back")   # in the language chosen now (it may change mid-game)
        button.enabled = status.seat is not None
        if status.seat is None:
            button.tooltip = status.why
        elif self.session.hot_seat:
            button.tooltip = _("{name}: take back your last move, if the others agree (Ctrl+Z)").format(
                name=self.session.seat_name(status.seat))
        else:
            button.tooltip = _("Take back your last move (Ctrl+Z)")
        self.takeback_buttons.update(max(0.0, self.time - self._takeback_time))  # its tooltip's delay
        self._takeback_time = self.time
        self.takeback_buttons.draw(surface, self.app.layout, self.app.theme)
