"""The replay viewer's part of the table: stepping a game's moves (forward, back, play / pause).

A part of ``GameTable`` (``table.replay``, None when the table plays a game): the replay viewer
is the same table with no controllers, on a spectator session (``replay_session``) that keeps
no autosaves. What it uses of the table: ``session``, ``pace``, ``on_events``, ``say``,
``show_log``, ``forget_observation`` and ``position_changed``.

Stepping back never replays from the start: every ``CHECKPOINT_EVERY`` actions the position
is kept as a clone (``State.clone``) the first time the viewer passes it, and a seek starts
from the nearest kept position at or before where it goes (or from where it stands, when
that is nearer), so a step back costs at most ``CHECKPOINT_EVERY`` actions.
"""
from __future__ import annotations

import copy
from typing import NamedTuple

import pygame

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
                       list(moves.takebacks))  # shown where they happened (``Replay.note_takebacks``)
    state = start.start()
    seats, _ = seats_from_meta(moves, state.num_seats)  # a replay only shows names
    session = GameSession(start, state, seats, autosave_to=False)
    session.spectator = True  # every seat is watched, none is played
    return session


class Replay:
    """Stepping the moves of one game on a replay table: forward, back (from checkpoints), play /
    pause, and the take-backs said where they happened."""

    def __init__(self, table):
        self.table = table
        self.actions: list[Action] = []
        self.index = 0
        self.playing = False
        self.timer = 0.0
        self.checkpoints: dict[int, Checkpoint] = {}
        self._trail: list = []

    def setup(self, actions: list[Action]) -> None:
        """Start on the moves' ``actions`` (the session stands at the game's start)."""
        self.actions = list(actions)
        self.index = 0
        self.playing = False
        self.timer = 0.0
        self.checkpoints = {}
        #: the events of the moves' actions as far as the viewer has gone (a seek back takes its
        #: log from here: the same actions always give the same events)
        self._trail = list(self.table.session.events)
        self._keep_checkpoint()
        self.note_takebacks()

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.timer += dt
        if self.timer >= max(0.05, self.table.turns.pace()):
            self.timer = 0.0
            if not self.step():
                self.playing = False

    def toggle(self) -> None:
        """Play or pause."""
        self.playing = not self.playing

    def key(self, k) -> bool:
        """The viewer's keys: Space plays / pauses, Right steps, Left steps back, Home goes to the
        start, L shows or hides the log."""
        if k == pygame.K_SPACE:
            self.toggle()
        elif k == pygame.K_RIGHT:
            self.step()
        elif k == pygame.K_LEFT:
            self.seek(self.index - 1)
        elif k == pygame.K_HOME:
            self.seek(0)
        elif k == pygame.K_l:
            self.table.show_log = not self.table.show_log
        else:
            return False
        return True

    def step(self) -> bool:
        if self.index >= len(self.actions):
            return False
        events = self._advance()
        self.table.forget_observation()  # a move played: its animations play on
        self.table.on_events(events)
        return True

    def _advance(self) -> list:
        """Play the next action of the moves on the session, keeping a checkpoint where one falls."""
        session = self.table.session
        events = session.apply(self.actions[self.index])
        self.index += 1
        self.note_takebacks()
        if len(session.events) > len(self._trail):
            self._trail.extend(session.events[len(self._trail):])
        self._keep_checkpoint()
        return events

    def note_takebacks(self) -> None:
        """Say so when the position reached is one a player took the game back to (the save's
        take-backs: who, and how many moves were undone there)."""
        session = self.table.session
        here = [t for t in session.moves.takebacks if t.to == self.index]
        if not here:
            return
        words = []
        for back in here:
            count = len(back.undone)
            words.append(ngettext("{name} took back one move here.", "{name} took back {count} moves here.",
                                  count).format(name=session.seat_name(back.seat), count=count))
        self.table.say(" ".join(words))

    def _keep_checkpoint(self) -> None:
        index = self.index
        if index % CHECKPOINT_EVERY == 0 and index not in self.checkpoints:
            session = self.table.session
            self.checkpoints[index] = Checkpoint(session.state.clone(), len(session.events))

    def seek(self, index: int) -> None:
        """Set the position to the one after ``index`` actions: forward from here, or from the
        nearest checkpoint at or before ``index`` when that is nearer (never from the start)."""
        index = max(0, min(len(self.actions), index))
        start = max(i for i in self.checkpoints if i <= index)
        if not start <= self.index <= index:
            checkpoint = self.checkpoints[start]
            session = self.table.session
            session.state = checkpoint.state.clone()  # the kept one stays untouched for the next seek
            session.moves.actions = list(self.actions[:start])
            session.events[:] = self._trail[:checkpoint.events]
            self.index = start
        while self.index < index:
            self._advance()
        self.table.position_changed()
