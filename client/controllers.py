"""Seat controllers: who answers a Decision for a seat.

- ``HumanController``: the table scene's input answers (the scene calls
  ``session.apply``); nothing to run.
- ``BotController``: asks a ``BotWorker`` for the action, off the UI thread,
  then holds it until the pace of the speed setting has passed, so a person can
  follow what the bots do. ``poll(now)`` never blocks. An answer worked out on a
  position that has changed since (a human's standing action, taken while the bot
  decides) is dropped and the bot asked again (``cancel``; ``poll`` also compares
  ``decisions_made``, which every action taken moves on).

``BotWorker`` runs ``client.botworker.worker_main`` in a worker *process* (the
``spawn`` context: ISMCTS is pure Python and would hold the GIL in a thread)
fed plain JSON. A decision that overruns ``cap`` seconds (wall clock) gets the
worker restarted and a seeded random legal action instead, so a stuck bot can
never stop a game. ``mode="thread"`` runs the same loop in a thread (for tools
that cannot start processes); it cannot be cut off, only ignored.
"""
from __future__ import annotations

import itertools
import multiprocessing
import queue
import threading
import time
from dataclasses import dataclass

from engine.core import Action

from .botworker import fallback, worker_main

#: seconds a bot's move stays announced before it is played, per speed setting
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
SPEED_NAMES = tuple(SPEEDS)
#: hard wall-clock cap on one bot decision (the levels' own caps are under 1 s)
BOT_CAP = 4.0
#: extra allowance for the first decision while the worker process starts up
STARTUP_GRACE = 6.0


class BotWorker:
    """One long-lived worker (process or thread) answering bot decisions in order."""

    def __init__(self, mode: str = "process", cap: float = BOT_CAP, target=worker_main):
        if mode not in ("process", "thread"):
            raise ValueError(f"unknown worker mode {mode!r}")
        #: ``target(inbox, outbox)`` serves the requests: ``botworker.worker_main`` (tests may
        #: give a top-level function of their own, importable by a spawned process)
        self.mode, self.cap, self.target = mode, cap, target
        self._ids = itertools.count(1)
        self._proc = None
        self._pending: dict[int, float] = {}   # request id -> deadline
        self._answers: dict[int, tuple[str, object]] = {}
        self.restarts = 0
        self._fresh = True
        self.start()

    def start(self) -> None:
        if self.mode == "process":
            ctx = multiprocessing.get_context("spawn")
            self._inbox, self._outbox = ctx.Queue(), ctx.Queue()
            self._proc = ctx.Process(target=self.target, args=(self._inbox, self._outbox),
                                     name="ludus-bot", daemon=True)
            self._proc.start()
        else:
            self._inbox, self._outbox = queue.Queue(), queue.Queue()
            self._proc = threading.Thread(target=self.target, args=(self._inbox, self._outbox),
                                          name="ludus-bot", daemon=True)
            self._proc.start()
        self._fresh = True

    def ask(self, state_json: dict, seat: int, level: str) -> int:
        """Send one decision; returns its request id (answer via ``answer(id)``)."""
        request_id = next(self._ids)
        grace = STARTUP_GRACE if self._fresh else 0.0
        self._fresh = False
        self._pending[request_id] = time.monotonic() + self.cap + grace
        self._inbox.put((request_id, state_json, seat, level))
        return request_id

    def _drain(self) -> None:
        while True:
            try:
                request_id, status, payload = self._outbox.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                return
            if request_id in self._pending:
                del self._pending[request_id]
                self._answers[request_id] = (status, payload)

    def answer(self, request_id: int) -> tuple[str, object] | None:
        """("ok", action_json) / ("error", text) / ("timeout", None), or None while thinking."""
        self._drain()
        if request_id in self._answers:
            return self._answers.pop(request_id)
        deadline = self._pending.get(request_id)
        if deadline is None:
            return ("error", "unknown request")
        if time.monotonic() > deadline:
            del self._pending[request_id]
            self._restart()
            return ("timeout", None)
        return None

    def _restart(self) -> None:
        """Stop a worker stuck past its cap and start a fresh one (processes only)."""
        self.restarts += 1
        if self.mode == "process":
            self._kill()
            self._pending.clear()
            self.start()

    def _kill(self) -> None:
        proc = self._proc
        if proc is None:
            return
        if self.mode == "process" and proc.is_alive():
            proc.terminate()
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
        for q in (self._inbox, self._outbox):
            try:
                q.close()
                q.cancel_join_thread()
            except (AttributeError, OSError):
                pass
        self._proc = None

    def close(self) -> None:
        """Ask the worker to stop; a process that does not stop at once is terminated."""
        proc = self._proc
        if proc is None:
            return
        try:
            self._inbox.put(None)
        except (OSError, ValueError):
            pass
        if self.mode == "process":
            proc.join(0.5)
            self._kill()
        self._proc = None

    def forget(self, request_id: int) -> None:
        """Drop a request whose position is gone (a standing action changed it): its answer,
        when it comes, is thrown away, and it never counts as a timeout. A worker already busy
        with it finishes it first (within the level's own cap) before the next request."""
        self._pending.pop(request_id, None)
        self._answers.pop(request_id, None)

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()


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

    def poll(self, state, seat: int, pace: float, now: float | None = None) -> Action | None:
        """The action to play now, or None while the bot thinks or its move is shown.

        Starts thinking on the first call for a new position. ``pace`` is how long
        (seconds) the bot's turn lasts at least, thinking included.
        """
        now = time.monotonic() if now is None else now
        turn = self.turn
        if turn is None or turn.decisions_made != state.decisions_made:
            request = self.worker.ask(state.to_json(), seat, self.level)
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
            if action is None or not state.accepts(action):  # legality is check, not list membership
                turn.note = "ran out of time" if status == "timeout" else f"could not decide ({payload})"
                action = fallback(state, seat)
            turn.action = action
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
        if self.turn is not None:
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
