"""How long a hint takes in the window, per game: ``python -m bench hint``.

A hint (``engine.ai.hint.suggest``, realtime: the 'hard' search to its window clock) is asked on
``POSITIONS`` positions of a seeded random game where the human has a real choice (two legal
actions or more), and the wall time of each answer is measured, as the bot worker spends it.
Printed per game: p50, p95 and max seconds, and the 'hard' level's own window clock for the
slowest decision kind met (``SearchKit.clock``: about 1.5 s where a decision matters), so a
figure shows whether a hint answers within the level's time. ``--quick`` asks 3 positions.
"""
from __future__ import annotations

import time

from engine.ai.hint import HINT_LEVEL, suggest
from engine.ai.levels import kit_of
from engine.core import Rng, registry

from .stats import median, percentile

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")
SEATS = {"forglory": 2, "arenarex": 2, "gladiatores": 3, "spartacus": 3}
POSITIONS = 10
#: random decisions between two positions asked
GAP = 7


def positions(name: str, count: int, seed: int = 17, with_actions: bool = False):
    """``count`` positions of a seeded random game where the decider has two choices or more
    (with ``with_actions``: (state, the actions taken to reach it))."""
    ruleset = registry.get(name)
    state = ruleset.new_game(ruleset.make_config(SEATS[name]), seed)
    rng = Rng(seed, stream=3)
    out, step, taken = [], 0, []
    while len(out) < count and state.to_decide() is not None and step < 20000:
        legal = state.legal_actions()
        if len(legal) > 1 and step % GAP == 0:
            out.append((state.clone(), list(taken)) if with_actions else state.clone())
        action = legal[rng.below(len(legal))]
        state.apply(action)
        taken.append(action)
        step += 1
    return out


def worker_round_trips(quick: bool):
    """The window's whole path: a hint asked of the bot worker process (already started), the
    actions it has not seen sent with it, the answer read back (``client/table/worker.py``)."""
    from client.table.worker import HINT, BotWorker
    from engine.core.saves import GameMoves

    figures = []
    for name in GAMES:
        ruleset = registry.get(name)
        worker = BotWorker(mode="process", cap=30.0)
        try:
            times = []
            for i, (state, taken) in enumerate(positions(name, 3 if quick else POSITIONS, with_actions=True)):
                moves = GameMoves(name, ruleset.make_config(SEATS[name]), 17, taken)
                if i == 0:  # the process starts and builds its copy: not what a player waits for each time
                    worker.wait(worker.ask(moves, state.to_decide().seat, HINT))
                    continue
                start = time.perf_counter()
                answer = worker.wait(worker.ask(moves, state.to_decide().seat, HINT))
                times.append(time.perf_counter() - start)
                assert answer is not None and answer[0] == "ok", answer
        finally:
            worker.close()
        figures += [(f"hint {name} via worker p50", median(times), "s"),
                    (f"hint {name} via worker max", max(times), "s")]
    return figures


def hint_times(quick: bool):
    figures = []
    for name in GAMES:
        kit = kit_of(registry.get(name))
        times, clock = [], 0.0
        for i, state in enumerate(positions(name, 3 if quick else POSITIONS)):
            decision = state.to_decide()
            clock = max(clock, kit.clock(HINT_LEVEL, decision.kind))
            start = time.perf_counter()
            suggest(state, decision.seat, Rng(i, stream=11), realtime=True)
            times.append(time.perf_counter() - start)
        figures += [(f"hint {name} p50", median(times), "s"), (f"hint {name} p95", percentile(times, 95), "s"),
                    (f"hint {name} max", max(times), "s"), (f"hint {name} hard clock", clock, "s"),
                    (f"hint {name} positions", float(len(times)), "positions")]
    return figures


FIGURES = [hint_times, worker_round_trips]
