"""The table's turns: who decides now and how their answer reaches the engine.

- each decision goes to its seat's controller: a bot thinks in the worker and plays at the
  pace of the speed setting; a human seat waits for the table's input;
- before a human's own view comes back, the hand-off scene hides the table when the session
  says so (``GameSession.needs_handoff``: only when the person at the screen changes); a forced
  pass is answered at once (the setting), but only after the same hand-off a choice would have
  had: whether a human had anything to play never shows;
- every action goes through ``session.apply`` (the engine validates); an illegal one shows
  ``IllegalAction.message``;
- standing actions (``State.standing_actions``): offered to the human whose screen it is, and
  any bot answer in the making is dropped and asked again on the new position;
- a finished game goes to its results screen.

A mixin of ``GameTable``.
"""
from __future__ import annotations

from engine.core import Action, IllegalAction
from engine.core.saves import Standing
from engine.i18n import _

from ..settings import SPEEDS, auto_forced_pass, bot_speed
from .handoff import HandoffScene
from .worker import fallback


class TableTurns:
    def pace(self) -> float:
        return SPEEDS[bot_speed(self.app)]

    def my_turn(self) -> bool:
        """True when the person at the screen must decide now (input is accepted)."""
        d = self.session.decision
        if d is None or self.replaying or self.handoff_pending is not None:
            return False
        ctrl = self.controllers[d.seat]
        return not ctrl.is_bot and self.session.holds_screen(d.seat)

    def legal(self) -> list[Action]:
        return self.session.legal_actions() if self.my_turn() else []

    def thinking_seat(self) -> int | None:
        """The bot working out its answer now, or None (no bot decides, or the table waits for a
        person first: ``reader_hold``)."""
        d = self.session.decision
        if d is None or self.replaying or self.reader_hold():
            return None
        ctrl = self.controllers[d.seat]
        return d.seat if ctrl is not None and ctrl.is_bot else None

    def reader_hold(self) -> bool:
        """True while the table waits for a person to read something before the game goes on (a
        game's own pause, such as dice kept on screen until Continue): no bot is thinking then."""
        return False

    def reader_hold_words(self) -> str:
        """What the person must do to end ``reader_hold`` (the game's words)."""
        return _("Press Continue to go on")

    def named(self, prompt: str) -> str:
        """A prompt for the person at the screen; hot-seat: headed by their name ("Livia: ...")."""
        session = self.session
        d = session.decision
        if not session.hot_seat or d is None or prompt.startswith(session.seat_name(d.seat)):
            return prompt
        return _("{name}: {prompt}").format(name=session.seat_name(d.seat), prompt=prompt)

    def waiting_words(self) -> str:
        """Who the game waits for now, in player words, for a top bar: the person at the screen
        ("Your decision"; hot-seat: "Livia decides"), a human not at it yet ("Waiting for Marcus"),
        a bot, said to be one ("Bot 2 (bot) is thinking…"), or a person to read ("Press Continue
        to go on"): never a bot thinking while a person is awaited. "" once over or in a replay."""
        session = self.session
        d = session.decision
        if d is None or self.replaying:
            return ""
        if self.reader_hold():
            return self.reader_hold_words()
        name = session.seat_name(d.seat)
        if self.thinking_seat() is not None:
            return _("{name} (bot) is thinking…").format(name=name)
        if not session.hot_seat and session.is_human(d.seat):
            return _("Your decision")  # alone at the screen: the one person it can be
        if self.handoff_pending is None and (self.my_turn() or session.public_decision(d)):
            return _("{name} decides").format(name=name)
        return _("Waiting for {name}").format(name=name)

    def update(self, dt: float) -> None:
        self.time += dt
        self.hinter.update()  # a hint's answer from the worker (``hint.py``)
        self.buttons.update(dt)
        if self.picking.menu is not None:
            self.picking.menu.update(dt)
        self.input.update(dt)
        self.anims = [a for a in self.anims if self.time < a.start + a.duration]
        if self.message and self.time > self.message[1]:
            self.message = None
        if self.replaying:
            self.replay.update(dt)
            return
        session = self.session
        if session.over:
            if self.finish_at is None:
                self.finish_at = self.time + (0.0 if self.pace() == 0 else 1.5)
            elif self.time >= self.finish_at and not self.finished:
                self.finish()
            return
        d = session.decision
        ctrl = self.controllers[d.seat]
        if ctrl.is_bot:
            action = ctrl.poll(session, d.seat, self.pace())
            if action is not None:
                self.play_bot(action, d.seat)
            return
        if self.handoff_pending is not None:
            return
        if session.needs_handoff(d, self.log.private_view):  # asked before looking at the answers: a forced
            # pass brings the same hand-off as a choice would, so nobody learns who had nothing to play
            self.handoff_pending = d.seat
            self.cancel_pick()
            prompt = self.prompt_words(d.prompt)
            reason = _("A secret choice: %(prompt)s") % {"prompt": prompt} if d.secret else prompt
            self.app.push(HandoffScene(self.app, session.seat_name(d.seat), lambda s=d.seat: self._took_over(s), seat=d.seat,
                                       reason=reason))
            return
        if session.public_decision(d):
            pass  # answered in the public view: the screen stays everyone's
        elif session.last_viewer != d.seat or session.shown_public:
            session.take_over(d.seat)
            self._obs_key = None
        if session.ruleset.game_type.forced_passes and auto_forced_pass(self.app):
            legal = session.legal_actions()
            if len(legal) == 1 and self.answers_by_itself(legal[0]):
                # the only answer is to pass: given at once, as a bot would, once the screen is theirs
                # (a lone answer of another kind, such as a discard, is still the human's to give)
                self.play(legal[0])

    def answers_by_itself(self, action: Action) -> bool:
        """True when ``action``, a human's only legal answer, is given at once under the "Forced
        passes" setting (a pass: ``forced_kinds``); any other lone answer waits for the human."""
        return action.kind in self.forced_kinds

    # -- standing actions: what a seat may do at any time ------------------------------------
    def standing_choices(self, seat: int) -> list[Action]:
        """The standing actions (``State.standing_actions``) the human at ``seat`` may take now,
        whoever is deciding. Only the human whose screen it is gets any: none for another seat
        (hot-seat: one person's options never show to another, and none while the screen shows
        the public view), none for a bot, none while the screen is being handed over, in a replay
        or once the game is over."""
        session = self.session
        if self.replaying or self.handoff_pending is not None or session.over:
            return []
        ctrl = self.controllers[seat] if 0 <= seat < len(self.controllers) else None
        if ctrl is None or ctrl.is_bot or seat != session.viewer:
            return []
        return session.state.standing_actions(seat)

    def take_standing(self, seat: int, action: Action) -> bool:
        """Take one of ``standing_choices(seat)`` now for ``seat`` (recorded with its seat and
        autosaved like any action). A bot answer being worked out or shown on the old position
        is dropped and asked again on the new one. Returns False, with the reason shown, when
        refused."""
        if action not in self.standing_choices(seat):
            try:
                self.session.state.check_standing(seat, action)
            except IllegalAction as exc:
                self.say(exc.message, bad=True)
                return False
            self.say(_("That is not yours to do now."), bad=True)
            return False
        if not self.play(Standing(seat, action)):
            return False
        for ctrl in self.controllers:
            if ctrl is not None and ctrl.is_bot:
                ctrl.cancel()
        return True

    def _took_over(self, seat: int) -> None:
        self.session.take_over(seat)
        self.handoff_pending = None
        self._obs_key = None

    def play(self, action: Action) -> bool:
        """Send ``action`` (an answer, or a moves ``Standing`` entry) to the engine; an
        illegal one shows the engine's reason."""
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say(exc.message, bad=True)
            return False
        self.cancel_pick()
        self.message = None
        self._obs_key = None
        self.on_events(events)
        if self.session.save_problem:
            self.say(self.session.save_problem, bad=True)
        return True

    def play_bot(self, action: Action, seat: int) -> None:
        """Play a bot's answer; one the engine refuses (its copy and ours would have to differ)
        is replaced by the seeded fallback, so a bot never stops a game."""
        if not self.play(action):
            self.play(fallback(self.session.state, seat))

    def on_events(self, events) -> None:
        """Animate and sound the events, as the viewer may see them (subclasses add more)."""

    def finish(self) -> None:
        self.finished = True
        self.app.replace(self.results_scene())
        if self.session.record_problem:  # the record kept aside when damaged: said, never silent
            self.app.show_notice(_("Your record"), self.session.record_problem)

    def results_scene(self):
        """The results screen (the shell's, ``App.results_scene``; a game may give its own)."""
        return self.app.results_scene(self.session)

    def open_pause(self) -> None:
        self.app.open_pause(self)
