"""Seat controllers: who answers a Decision for a seat.

- ``HumanController``: the table scene's input answers (the scene calls
  ``session.apply``); nothing to run.
- ``BotController``: asks a ``BotWorker`` (``worker.py``) for the action, off the UI thread,
  then holds it until the pace of the speed setting has passed, so a person can
  follow what the bots do. ``poll(session, seat, pace)`` never blocks. An answer worked out
  on a position that has changed since (a human's standing action, taken while the bot
  decides) is dropped and the bot asked again (``cancel``; ``poll`` also compares
  ``decisions_made``, which every action taken moves on). The answer is not judged here:
  the table plays it through ``session.apply`` (the engine's one judgement) and plays the
  seeded fallback (``fallback``) if the engine refuses it.
- Obvious choices are quick: a lone legal answer is played without asking the worker (every
  level answers it so: no search, no clock), and it and the game's routine kinds
  (``SearchKit.routine``, e.g. Gladiatores' deck choices) are held only ``ROUTINE_PACE`` of the
  pace, so a run of them goes by on the table instead of being waited on. The move is the
  same: only the time spent changes.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cache

from engine.ai.levels import kit_of
from engine.core import Action, registry

from .worker import BotWorker, fallback

#: the share of the pace a routine answer is held (a lone legal answer, a routine kind)
ROUTINE_PACE = 0.25


@cache
def routine_kinds(ruleset_name: str) -> frozenset[str]:
    """The decision kinds a game calls routine (its search kit's ``routine``)."""
    return kit_of(registry.get(ruleset_name)).routine


class HumanController:
    """A seat played through the table scene's input."""

    is_bot = False
    label = "human"

    def cancel(self) -> None:
        pass


@dataclass
class BotTurn:
    decisions_made: int
    request: int
    asked_at: float
    action: Action | None = None
    ready_at: float | None = None
    note: str = ""


class BotController:
    """A seat played by a bot of ``level`` through a shared ``BotWorker``."""

    is_bot = True

    def __init__(self, level: str, worker: BotWorker):
        self.level, self.worker = level, worker
        self.label = f"bot: {level}"
        self.turn: BotTurn | None = None

    def poll(self, session, seat: int, pace: float, now: float | None = None) -> Action | None:
        """The action to play now, or None while the bot thinks or its move is shown.

        Starts thinking on the first call for a new position (``session`` has the
        ``moves`` and ``state`` of a ``GameSession``). ``pace`` is how long (seconds) the
        bot's turn lasts at least, thinking included.
        """
        now = time.monotonic() if now is None else now
        state = session.state
        turn = self.turn
        if turn is None or turn.decisions_made != state.decisions_made:
            legal = session.legal_actions()
            if len(legal) == 1:  # nothing to think about: every level plays the lone answer
                turn = self.turn = BotTurn(state.decisions_made, -1, now, legal[0], now + ROUTINE_PACE * pace)
            else:
                request = self.worker.ask(session.moves, seat, self.level)
                turn = self.turn = BotTurn(state.decisions_made, request, now)
        if turn.action is None:
            answer = self.worker.answer(turn.request)
            if answer is None:
                return None
            status, payload = answer
            action = None
            if status == "ok":
                try:
                    action = Action.from_json(payload)
                except (ValueError, TypeError):
                    action = None
            if action is None:
                turn.note = "ran out of time" if status == "timeout" else f"could not decide ({payload})"
                action = fallback(state, seat)
            turn.action = action
            if session.decision is not None and session.decision.kind in routine_kinds(state.ruleset_name):
                pace *= ROUTINE_PACE
            turn.ready_at = max(now, turn.asked_at + pace)
        if now >= (turn.ready_at or 0):
            self.turn = None
            return turn.action
        return None

    @property
    def thinking(self) -> bool:
        return self.turn is not None and self.turn.action is None

    def cancel(self) -> None:
        """Drop the answer being worked out or shown (its position is gone); the next ``poll``
        asks again."""
        if self.turn is not None and self.turn.request >= 0:
            self.worker.forget(self.turn.request)
        self.turn = None


def make_controllers(seats: list[str], worker_factory=None) -> tuple[list, BotWorker | None]:
    """Controllers for seat specs ("human" / "bot:<level>"), sharing one worker."""
    worker = None
    out = []
    for spec in seats:
        if spec.startswith("bot:"):
            if worker is None:
                worker = (worker_factory or BotWorker)()
            out.append(BotController(spec[4:], worker))
        else:
            out.append(HumanController())
    return out, worker
