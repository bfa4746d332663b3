"""The table's turns: who decides now and how their answer reaches the engine.

- each decision goes to its seat's controller: a bot thinks in the worker and plays at the
  pace of the speed setting; a human seat waits for the table's input;
- before a human's own view comes back, the hand-off scene hides the table when the session
  says so (``GameSession.needs_handoff``: only when the person at the screen changes); a forced
  pass is answered at once (the setting), but only after the same hand-off a choice would have
  had: whether a human had anything to play never shows;
- standing actions (``State.standing_actions``): offered to the human whose screen it is, and
  any bot answer in the making is dropped and asked again on the new position;
- a finished game goes to its results screen.

A part of ``GameTable`` (``table.turns``): it holds the hand-off waited for and the game's end on
the way. What it asks of the table: ``app``, ``session``, ``controllers``, ``replaying``,
``time``, ``log`` (the hand-off rule), ``say``, ``cancel_pick``, ``forget_observation``,
``prompt_words`` and the table's verbs and answers (``my_turn``, ``play``, ``reader_hold``,
``reader_hold_words``, ``answers_by_itself``, ``results_scene``). Every action goes through the
table's ``play`` (``session.apply``: the engine validates).
"""
from __future__ import annotations

from engine.core import Action, IllegalAction
from engine.core.saves import Standing
from engine.i18n import _

from ..settings import SPEEDS, auto_forced_pass, bot_speed
from .handoff import HandoffScene
from .worker import fallback


class TableTurns:
    """Whose turn it is on one table, and what happens between the moves."""

    def __init__(self, table):
        self.table = table
        #: the seat whose hand-off scene is up (None: none)
        self.handoff_pending: int | None = None
        #: when the finished game goes to its results (table time; None: not over yet)
        self.finish_at: float | None = None
        self.finished = False

    def pace(self) -> float:
        """Seconds a bot's answer waits before it is played (the speed setting)."""
        return SPEEDS[bot_speed(self.table.app)]

    def thinking_seat(self) -> int | None:
        """The bot working out its answer now, or None (no bot decides, or the table waits for a
        person first: ``reader_hold``)."""
        table = self.table
        d = table.session.decision
        if d is None or table.replaying or table.reader_hold():
            return None
        ctrl = table.controllers[d.seat]
        return d.seat if ctrl is not None and ctrl.is_bot else None

    def named(self, prompt: str) -> str:
        """A prompt for the person at the screen; hot-seat: headed by their name ("Livia: ...")."""
        session = self.table.session
        d = session.decision
        if not session.hot_seat or d is None or prompt.startswith(session.seat_name(d.seat)):
            return prompt
        return _("{name}: {prompt}").format(name=session.seat_name(d.seat), prompt=prompt)

    def waiting_words(self) -> str:
        """Who the game waits for now, in player words, for a top bar: the person at the screen
        ("Your decision"; hot-seat: "Livia decides"), a human not at it yet ("Waiting for Marcus"),
        a bot, said to be one ("Bot 2 (bot) is thinking…"), or a person to read ("Press Continue
        to go on"): never a bot thinking while a person is awaited. "" once over or in a replay."""
        table = self.table
        session = table.session
        d = session.decision
        if d is None or table.replaying:
            return ""
        if table.reader_hold():
            return table.reader_hold_words()
        name = session.seat_name(d.seat)
        if self.thinking_seat() is not None:
            return _("{name} (bot) is thinking…").format(name=name)
        if not session.hot_seat and session.is_human(d.seat):
            return _("Your decision")  # alone at the screen: the one person it can be
        if self.handoff_pending is None and (table.my_turn() or session.public_decision(d)):
            return _("{name} decides").format(name=name)
        return _("Waiting for {name}").format(name=name)

    def update(self) -> None:
        """The game's step of this frame (not in a replay): the results once over, a bot's answer
        when it comes, the hand-off before a human's view, a forced pass answered at once."""
        table = self.table
        session = table.session
        if session.over:
            if self.finish_at is None:
                self.finish_at = table.time + (0.0 if self.pace() == 0 else 1.5)
            elif table.time >= self.finish_at and not self.finished:
                self.finish()
            return
        d = session.decision
        ctrl = table.controllers[d.seat]
        if ctrl.is_bot:
            action = ctrl.poll(session, d.seat, self.pace())
            if action is not None:
                self.play_bot(action, d.seat)
            return
        if self.handoff_pending is not None:
            return
        if session.needs_handoff(d, table.log.private_view):  # asked before looking at the answers: a forced
            # pass brings the same hand-off as a choice would, so nobody learns who had nothing to play
            self.handoff_pending = d.seat
            table.cancel_pick()
            prompt = table.prompt_words(d.prompt)
            reason = _("A secret choice: %(prompt)s") % {"prompt": prompt} if d.secret else prompt
            table.app.push(HandoffScene(table.app, session.seat_name(d.seat), lambda s=d.seat: self.took_over(s),
                                        seat=d.seat, reason=reason))
            return
        if session.public_decision(d):
            pass  # answered in the public view: the screen stays everyone's
        elif session.last_viewer != d.seat or session.shown_public:
            session.take_over(d.seat)
            table.forget_observation()
        if session.ruleset.game_type.forced_passes and auto_forced_pass(table.app):
            legal = session.legal_actions()
            if len(legal) == 1 and table.answers_by_itself(legal[0]):
                # the only answer is to pass: given at once, as a bot would, once the screen is theirs
                # (a lone answer of another kind, such as a discard, is still the human's to give)
                table.play(legal[0])

    # -- standing actions: what a seat may do at any time ------------------------------------
    def standing_choices(self, seat: int) -> list[Action]:
        """The standing actions (``State.standing_actions``) the human at ``seat`` may take now,
        whoever is deciding. Only the human whose screen it is gets any: none for another seat
        (hot-seat: one person's options never show to another, and none while the screen shows
        the public view), none for a bot, none while the screen is being handed over, in a replay
        or once the game is over."""
        table = self.table
        session = table.session
        if table.replaying or self.handoff_pending is not None or session.over:
            return []
        ctrl = table.controllers[seat] if 0 <= seat < len(table.controllers) else None
        if ctrl is None or ctrl.is_bot or seat != session.viewer:
            return []
        return session.state.standing_actions(seat)

    def take_standing(self, seat: int, action: Action) -> bool:
        """Take one of ``standing_choices(seat)`` now for ``seat`` (recorded with its seat and
        autosaved like any action). A bot answer being worked out or shown on the old position
        is dropped and asked again on the new one. Returns False, with the reason shown, when
        refused."""
        table = self.table
        if action not in self.standing_choices(seat):
            try:
                table.session.state.check_standing(seat, action)
            except IllegalAction as exc:
                table.say(exc.message, bad=True)
                return False
            table.say(_("That is not yours to do now."), bad=True)
            return False
        if not table.play(Standing(seat, action)):
            return False
        for ctrl in table.controllers:
            if ctrl is not None and ctrl.is_bot:
                ctrl.cancel()
        return True

    def took_over(self, seat: int) -> None:
        """The hand-off scene is answered: the screen is ``seat``'s."""
        self.table.session.take_over(seat)
        self.handoff_pending = None
        self.table.forget_observation()

    def play_bot(self, action: Action, seat: int) -> None:
        """Play a bot's answer; one the engine refuses (its copy and ours would have to differ)
        is replaced by the seeded fallback, so a bot never stops a game."""
        table = self.table
        if not table.play(action):
            table.play(fallback(table.session.state, seat))

    def finish(self) -> None:
        table = self.table
        self.finished = True
        table.app.replace(table.results_scene())
        if table.session.record_problem:  # the record kept aside when damaged: said, never silent
            table.app.show_notice(_("Your record"), table.session.record_problem)
