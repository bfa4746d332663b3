"""The bot worker: thinks in another process so the window never waits on it.

Everything here is plain data in, plain data out, so it runs under the
``spawn`` start method (Windows, macOS, frozen builds): ``worker_main`` is a
top-level function fed ``(request_id, state_json, seat, level)`` tuples and
answering ``(request_id, "ok", action_json)`` or ``(request_id, "error", text)``.
``state_json`` is the engine's own ``State.to_json()`` (the same JSON the save
format replays to); the bot still decides only from ``seat_view`` of it, so it
never reads another seat's hidden cards. This module never imports pygame.

A worker whose window is gone (closed, crashed, killed) stops by itself: between
requests it looks every ``PARENT_CHECK`` seconds whether its parent process still
runs, so no worker (and no multiprocessing resource tracker, which ends when the
last process holding it does) outlives the window.
"""
from __future__ import annotations

import multiprocessing
import queue
from typing import Any

from engine.ai import RandomBot, make_bot, seat_view
from engine.core import Action, registry
from engine.play.match import bot_rng

_bots: dict[tuple[str, str], Any] = {}
#: seconds between two looks at whether the window's process still runs
PARENT_CHECK = 0.25


def bot_for(ruleset_name: str, level: str):
    """The bot of ``level`` for a game, with the window's wall-clock cap (cached per process)."""
    key = (ruleset_name, level)
    if key not in _bots:
        _bots[key] = make_bot(level, registry.get(ruleset_name), realtime=True)
    return _bots[key]


def choose(state_json: dict, seat: int, level: str) -> dict:
    """One bot decision: the action (as JSON) for ``seat`` in the given position."""
    ruleset = registry.get(state_json["ruleset"])
    state = ruleset.state_from_json(state_json)
    decision = state.to_decide()
    if decision is None or decision.seat != seat:
        raise ValueError(f"seat {seat} does not decide in this position")
    bot = bot_for(ruleset.name, level)
    action = bot.choose(seat_view(state), bot_rng(state.seed, state.decisions_made, seat))
    return action.to_json()


def fallback(state, seat: int) -> Action:
    """The action taken when a bot overruns its wall-clock cap: a seeded random legal one."""
    return RandomBot().choose(seat_view(state), bot_rng(state.seed, state.decisions_made, seat))


def worker_main(inbox, outbox) -> None:
    """Serve decisions until ``None`` arrives or the parent process is gone (the target of
    the worker process; in a thread, the parent is the window's own process)."""
    parent = multiprocessing.parent_process()  # None when run in the window's own process
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
        request_id, state_json, seat, level = request
        try:
            outbox.put((request_id, "ok", choose(state_json, seat, level)))
        except Exception as exc:  # reported to the window, which falls back
            outbox.put((request_id, "error", f"{type(exc).__name__}: {exc}"))
