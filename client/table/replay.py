"""The replay viewer's part of the table: stepping a game's moves (forward, back, play / pause).

A mixin of ``GameTable``: the replay viewer is the same table with no controllers, on a
spectator session (``replay_session``) that keeps no autosaves.

Stepping back never replays from the start: every ``CHECKPOINT_EVERY`` actions the position
is kept as a clone (``State.clone``) the first time the viewer passes it, and a seek starts
from the nearest kept position at or before where it goes (or from where it stands, when
that is nearer), so a step back costs at most ``CHECKPOINT_EVERY`` actions.
"""
from __future__ import annotations

import copy
from typing import NamedTuple

from engine.core import Action, registry
from engine.core.saves import GameMoves
from engine.i18n import ngettext

from .seats import seats_from_meta
from .session import GameSession

#: a position is kept every this many actions while the replay moves forward
CHECKPOINT_EVERY = 16


class Checkpoint(NamedTuple):
    """The position after ``CHECKPOINT_EVERY * k`` actions, and how many events led to it."""

    state: object
    events: int


def replay_session(moves) -> GameSession | None:
    """A spectator session at the start of ``moves`` (every hand hidden, no autosave), or
    None when the moves are no game this Ludus knows."""
    if not isinstance(moves, GameMoves) or not registry.is_available(moves.ruleset):
        return None
    start = GameMoves(moves.ruleset, dict(moves.config), moves.seed, [], copy.deepcopy(moves.meta),
                       list(moves.takebacks))  # shown where they happened (``TableReplay.note_takebacks``)
    state = start.start()
    seats, _ = seats_from_meta(moves, state.num_seats)  # a replay only shows names
    session = GameSession(start, state, seats, autosave_to=False)
    session.spectator = True  # every seat is watched, none is played
    return session


class TableReplay:
    def setup_replay(self, actions: list[Action]) -> None:
        self.replay_actions = list(actions)
        self.replay_index = 0
        self.replay_playing = False
        self.replay_timer = 0.0
        self.checkpoints: dict[int, Checkpoint] = {}
        #: the events of the moves' actions as far as the viewer has gone (a seek back takes its
        #: log from here: the same actions always give the same events)
        self._trail = list(self.session.events)
        self._keep_checkpoint()
        self.note_takebacks()

    def update_replay(self, dt: float) -> None:
        if not self.replay_playing:
            return
        self.replay_timer += dt
        if self.replay_timer >= max(0.05, self.pace()):
            self.replay_timer = 0.0
            if not self.replay_step():
                self.replay_playing = False

    def replay_step(self) -> bool:
        if self.replay_index >= len(self.replay_actions):
            return False
        events = self._advance()
        self._obs_key = None
        self.on_events(events)
        return True

    def _advance(self) -> list:
        """Play the next action of the moves on the session, keeping a checkpoint where one falls."""
        events = self.session.apply(self.replay_actions[self.replay_index])
        self.replay_index += 1
        self.note_takebacks()
        if len(self.session.events) > len(self._trail):
            self._trail.extend(self.session.events[len(self._trail):])
        self._keep_checkpoint()
        return events

    def note_takebacks(self) -> None:
        """Say so when the position reached is one a player took the game back to (the save's
        take-backs: who, and how many moves were undone there)."""
        here = [t for t in self.session.moves.takebacks if t.to == self.replay_index]
        if not here:
            return
        words = []
        for back in here:
            count = len(back.undone)
            words.append(ngettext("{name} took back one move here.", "{name} took back {count} moves here.",
                                  count).format(name=self.session.seat_name(back.seat), count=count))
        self.say(" ".join(words))

    def _keep_checkpoint(self) -> None:
        index = self.replay_index
        if index % CHECKPOINT_EVERY == 0 and index not in self.checkpoints:
            self.checkpoints[index] = Checkpoint(self.session.state.clone(), len(self.session.events))

    def replay_seek(self, index: int) -> None:
        """Set the position to the one after ``index`` actions: forward from here, or from the
        nearest checkpoint at or before ``index`` when that is nearer (never from the start)."""
        index = max(0, min(len(self.replay_actions), index))
        start = max(i for i in self.checkpoints if i <= index)
        if not start <= self.replay_index <= index:
            checkpoint = self.checkpoints[start]
            session = self.session
            session.state = checkpoint.state.clone()  # the kept one stays untouched for the next seek
            session.moves.actions = list(self.replay_actions[:start])
            session.events[:] = self._trail[:checkpoint.events]
            self.replay_index = start
        while self.replay_index < index:
            self._advance()
        self._obs_key = None
        self.anims.clear()
