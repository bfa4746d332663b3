"""The bot worker: thinks in another process so the window never waits on it.

The worker owns its copy of the game, built once from what a save holds (ruleset,
config, seed, the actions taken) and kept up to date by the actions taken since its last
request, the same protocol as a save replayed step by step. A take-back is a message to it
(``TakeBack``): the copy rewinds from a position it kept (``GameCopy.rewind``), never from the
start; a request that fails leaves the copy where it stood before it, and the answer tells how
many actions it holds, so the window's next request goes on from there. No state crosses per decision:
a ``Decide`` request carries only the actions the copy has not seen, fresh JSON made from the
moves' frozen actions when the request is made, so nothing the window's thread goes on
changing is pickled later by the queue's feeder thread. The window does not judge an answer
before playing it: ``session.apply`` is the one judge (a refused answer is replaced by the
seeded random fallback).

Everything here is plain data in, plain data out, so it runs under the ``spawn`` start
method (Windows, macOS, frozen builds): ``worker_main`` is a top-level function fed
``Decide`` / ``Digest`` / ``TakeBack`` messages and answering ``(request_id, "ok", payload,
taken)`` or ``(request_id, "error", text, taken)``, ``taken`` the number of actions its copy
holds afterwards (None: it has no copy). The bot decides only from ``seat_view`` of its copy, so it
never reads another seat's hidden cards. This module never imports pygame.

A worker whose window is gone (closed, crashed, killed) stops by itself: between
requests it looks every ``PARENT_CHECK`` seconds whether its parent process still
runs, so no worker (and no multiprocessing resource tracker, which ends when the
last process holding it does) outlives the window.

``BotWorker`` is the window's end: it runs ``worker_main`` in a worker *process* (the search is
pure Python and would hold the GIL in a thread). A decision that overruns ``cap`` seconds
(wall clock) gets the worker restarted (its copy is built again on the next request) and a
seeded random legal action instead, so a stuck bot can never stop a game (a process killed so
loses its copy: the only case the copy is built again from the start). ``mode="thread"``
runs the same loop in a thread (for tools that cannot start processes); it cannot be cut off,
only ignored.
"""
from __future__ import annotations

import copy
import itertools
import multiprocessing
import queue
import threading
import time
from typing import Any, NamedTuple

from engine.ai import RandomBot, make_bot, seat_view
from engine.ai.hint import suggest
from engine.core import Action, registry
from engine.core.saves import entry_from_json, take
from engine.play.match import bot_rng

#: seconds between two looks at whether the window's process still runs
PARENT_CHECK = 0.25
#: hard wall-clock cap on one bot decision (the levels think to their own clocks: at most 1.5 s
#: for 'hard', engine.ai.kit.SECONDS)
BOT_CAP = 4.0
#: extra allowance for the first decision while the worker process starts up
STARTUP_GRACE = 6.0
#: the ``level`` of a ``Decide`` that asks a hint for a human seat (``engine.ai.hint``): answered
#: with the hint's JSON, never played
HINT = "hint"


class Start(NamedTuple):
    """How the game began (a save's header): the worker builds its copy from it."""

    ruleset: str
    config: dict
    seed: int


class Decide(NamedTuple):
    """One bot decision. ``start`` is given when the worker must build its copy anew (the first
    request, or after a restart); ``since`` is how many actions of the game the copy stands on
    (it rewinds to them when it went further: the window's earlier actions never change but by
    a ``TakeBack``), ``actions`` (JSON) the ones taken after those."""

    request_id: int
    start: Start | None
    since: int
    actions: list[dict]
    seat: int
    level: str


class Digest(NamedTuple):
    """Asks the digest of the worker's copy after the actions sent so far (tests, checks)."""

    request_id: int


class TakeBack(NamedTuple):
    """The window took the game back to its first ``to`` actions: the copy rewinds to them. Not
    answered unless it fails (an error answer, saying where the copy stands)."""

    request_id: int
    to: int


class OutOfStep(Exception):
    """The request does not follow from the worker's copy (it was lost, or never built)."""


#: the copy keeps its position every this many actions (a rewind replays fewer than this)
KEEP_EVERY = 16


class GameCopy:
    """The worker's own copy of the game, moved on by the actions sent to it, and taken back by
    rewinding: it keeps the actions it took and a clone of its position every ``KEEP_EVERY``
    actions (the kept ones are never changed: a rewind clones the nearest and plays on)."""

    def __init__(self, start: Start):
        self.state = registry.get(start.ruleset).new_game(start.config, start.seed)
        self.entries: list = []
        self.kept: dict[int, Any] = {0: self.state.clone()}

    @property
    def taken(self) -> int:
        return len(self.entries)

    def catch_up(self, since: int, actions: list[dict]) -> None:
        """Stand on the game's first ``since`` actions (rewinding to them when the copy went further),
        then take ``actions``; OutOfStep when the copy has fewer than ``since``. An action that
        fails raises, the position perhaps half changed: ``restore`` puts it back."""
        if since > self.taken:
            raise OutOfStep(f"the copy has {self.taken} actions, the request follows {since}")
        self.rewind(since)
        for raw in actions:
            entry = entry_from_json(raw)
            take(self.state, entry)
            self.entries.append(entry)
            if self.taken % KEEP_EVERY == 0:
                self.kept[self.taken] = self.state.clone()

    def rewind(self, to: int, clean: bool = True) -> None:
        """Return to the position after the first ``to`` actions: a copy of the nearest position
        kept at or before it, and the actions from there. ``clean``: the position now is that
        of ``taken`` actions (nothing to do when ``to`` is ``taken``)."""
        if not 0 <= to <= self.taken:
            raise OutOfStep(f"the copy has {self.taken} actions, it cannot go back to {to}")
        if clean and to == self.taken:
            return
        base = max(n for n in self.kept if n <= to)
        state = self.kept[base].clone()
        for entry in self.entries[base:to]:
            take(state, entry)
        self.state = state
        del self.entries[to:]
        self.kept = {n: kept for n, kept in self.kept.items() if n <= to}

    def restore(self) -> None:
        """After a failure: the position of the ``taken`` actions again, built from a kept one."""
        self.rewind(self.taken, clean=False)


_bots: dict[tuple[str, str], Any] = {}


def bot_for(ruleset_name: str, level: str):
    """The bot of ``level`` for a game, with the window's wall-clock cap (cached per process)."""
    key = (ruleset_name, level)
    if key not in _bots:
        _bots[key] = make_bot(level, registry.get(ruleset_name), realtime=True)
    return _bots[key]


def choose(state, seat: int, level: str) -> dict:
    """One bot decision: the action (as JSON) for ``seat`` in ``state`` (the worker's copy)."""
    decision = state.to_decide()
    if decision is None or decision.seat != seat:
        raise ValueError(f"seat {seat} does not decide in this position")
    if level == HINT:  # the 'hard' search from the seat's own view, to show the human: not an action
        return suggest(state, seat, bot_rng(state.seed, state.decisions_made, seat), realtime=True).to_json()
    bot = bot_for(state.ruleset_name, level)
    action = bot.choose(seat_view(state), bot_rng(state.seed, state.decisions_made, seat))
    return action.to_json()


def fallback(state, seat: int) -> Action:
    """The action taken when a bot overruns its wall-clock cap: a seeded random legal one."""
    return RandomBot().choose(seat_view(state), bot_rng(state.seed, state.decisions_made, seat))


def serve(game: GameCopy | None, request) -> tuple[GameCopy | None, tuple | None]:
    """Answer one request on ``game`` (the worker's copy): (the copy now, the answer; None for a
    take-back done). A request that fails leaves the copy where it stood (the answer says how
    many actions it holds), so the window's next request goes on from there; only a copy that
    cannot even be put back is dropped (the next request then builds it from the start)."""
    try:
        if isinstance(request, Digest):
            if game is None:
                raise OutOfStep("there is no copy yet")
            return game, (request.request_id, "ok", game.state.digest(), game.taken)
        if isinstance(request, TakeBack):
            if game is None:
                raise OutOfStep("there is no copy yet")
            game.rewind(request.to)
            return game, None
        if request.start is not None:
            game = GameCopy(request.start)
        if game is None:
            raise OutOfStep("there is no copy yet")
        game.catch_up(request.since, request.actions)
        return game, (request.request_id, "ok", choose(game.state, request.seat, request.level), game.taken)
    except OutOfStep as exc:
        return game, (request.request_id, "error", f"out of step: {exc}", _taken(game))
    except Exception as exc:  # reported to the window, which falls back and goes on from where the copy is
        if game is not None:
            try:
                game.restore()
            except Exception:  # it cannot be put back: the next request builds it from the start
                game = None
        return game, (request.request_id, "error", f"{type(exc).__name__}: {exc}", _taken(game))


def _taken(game: GameCopy | None) -> int | None:
    return None if game is None else game.taken


def worker_main(inbox, outbox) -> None:
    """Serve requests until ``None`` arrives or the parent process is gone (the target of
    the worker process; in a thread, the parent is the window's own process)."""
    parent = multiprocessing.parent_process()  # None when run in the window's own process
    game = None
    while True:
        try:
            request = inbox.get(timeout=PARENT_CHECK)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                outbox.cancel_join_thread()  # nobody will read what is still queued
                return
            continue
        if request is None:
            return
        game, answer = serve(game, request)
        if answer is not None:
            outbox.put(answer)


class BotWorker:
    """One long-lived worker (process or thread) answering bot decisions in order, on its own
    copy of one game (``ask`` sends it what it has not seen)."""

    def __init__(self, mode: str = "process", cap: float = BOT_CAP, target=worker_main):
        if mode not in ("process", "thread"):
            raise ValueError(f"unknown worker mode {mode!r}")
        #: ``target(inbox, outbox)`` serves the requests: ``worker_main`` (tests may give a
        #: top-level function of their own, importable by a spawned process)
        self.mode, self.cap, self.target = mode, cap, target
        self._ids = itertools.count(1)
        self._proc = None
        self._pending: dict[int, float] = {}   # request id -> deadline
        self._answers: dict[int, tuple[str, object]] = {}
        self.restarts = 0
        self._fresh = True
        #: how many of the moves' actions the worker's copy has been sent (None: no copy); only
        #: this class moves it (``ask``, ``take_back``, and the answers that say where the copy is)
        self.sent: int | None = None
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
        self.sent = None  # a new worker has no copy

    def ask(self, moves, seat: int, level: str) -> int:
        """Send one decision on the position after ``moves.actions`` (a ``GameMoves``): only
        the actions the worker's copy has not seen, and how the game began when it has no copy.
        Returns the request id (answer via ``answer(id)``)."""
        request_id = next(self._ids)
        grace = STARTUP_GRACE if self._fresh else 0.0
        self._fresh = False
        actions = moves.actions
        if self.sent is None:
            start = Start(moves.ruleset, copy.deepcopy(moves.config), moves.seed)
            since = 0
        else:  # the copy goes on from what it was sent (rewinding, if the game is now shorter)
            start, since = None, min(self.sent, len(actions))
        request = Decide(request_id, start, since, [a.to_json() for a in actions[since:]], seat, level)
        self.sent = len(actions)
        self._pending[request_id] = time.monotonic() + self.cap + grace
        self._inbox.put(request)
        return request_id

    def take_back(self, to: int) -> None:
        """The window's game went back to its first ``to`` actions (a take-back): tell the copy,
        which rewinds to them (answered only if that fails: the next request then follows the copy)."""
        if self.sent is None or self.sent <= to:
            return  # no copy, or it never went past ``to``: the next request sends what it needs
        self.sent = to
        self._inbox.put(TakeBack(next(self._ids), to))

    def ask_digest(self) -> int:
        """Ask the digest of the worker's copy (answered in order, after the decisions sent)."""
        request_id = next(self._ids)
        self._pending[request_id] = time.monotonic() + self.cap + (STARTUP_GRACE if self._fresh else 0.0)
        self._inbox.put(Digest(request_id))
        return request_id

    def _drain(self) -> None:
        while True:
            try:
                request_id, status, payload, taken = self._outbox.get_nowait()
            except (queue.Empty, OSError, EOFError, ValueError):
                return
            if status == "error":
                # the copy stands on ``taken`` actions (None: it has none): the next request goes on
                # from there (it rewinds, when more was sent since, to what the request says)
                self.sent = taken if taken is None or self.sent is None else min(self.sent, taken)
            if request_id in self._pending:
                del self._pending[request_id]
                self._answers[request_id] = (status, payload)

    def answer(self, request_id: int) -> tuple[str, object] | None:
        """("ok", payload) / ("error", text) / ("timeout", None), or None while thinking."""
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

    def wait(self, request_id: int, timeout: float = 60.0) -> tuple[str, object] | None:
        """``answer`` once it comes (tests and tools; the window polls instead)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            answer = self.answer(request_id)
            if answer is not None:
                return answer
            time.sleep(0.005)
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
