"""Spartacus figures: a full random 4-seat game, 'hard' decision latency, and level pairings
(win rates and how often the bots keep their promises)."""
from __future__ import annotations

import time

from engine.ai import make_bot
from engine.ai.view import seat_view
from engine.core import Rng
from engine.spartacus.ruleset import SpartacusRuleset

from .stats import median, percentile

RULES = SpartacusRuleset()


def random_game(quick: bool):
    times = []
    for seed in range(5 if quick else 30):
        state = RULES.new_game(RULES.make_config(4), seed)
        rng = Rng(seed, 3)
        began = time.perf_counter()
        while state.to_decide() is not None:
            state.apply(rng.choice(state.legal_actions()))
        times.append(time.perf_counter() - began)
    return [("spartacus random 4-seat game median", median(times), "s")]


def hard_latency(quick: bool):
    """'hard' deciding for seat 0 against three 'easy' bots, every decision timed."""
    hard, easy = make_bot("hard", RULES), make_bot("easy", RULES)
    times = []
    for seed in range(1 if quick else 2):
        state = RULES.new_game(RULES.make_config(4), 900 + seed)
        rng = Rng(seed, 4)
        while (d := state.to_decide()) is not None and state.round_no <= (2 if quick else 4):
            view = seat_view(state)
            began = time.perf_counter()
            action = (hard if d.seat == 0 else easy).choose(view, rng)
            if d.seat == 0 and len(view.legal) > 1:
                times.append(time.perf_counter() - began)
            state.apply(action)
    return [("spartacus hard decision p50", percentile(times, 50), "s"),
            ("spartacus hard decision p95", percentile(times, 95), "s")]


def pairing(level: str, other: str, games: int, seed0: int = 7000):
    """``level`` in one seat of four (rotating), ``other`` in the rest: wins of ``level``,
    and promises kept and broken by ``level``'s seat."""
    wins = kept = broken = 0
    for i in range(games):
        seat = i % 4
        bots = [make_bot(level if s == seat else other, RULES) for s in range(4)]
        state = RULES.new_game(RULES.make_config(4), seed0 + i)
        rng = Rng(seed0 + i, 6)
        while (d := state.to_decide()) is not None:
            state.apply(bots[d.seat].choose(seat_view(state), rng))
        wins += state.result().winner == seat
        for promise in state.ledger.promises:
            if promise.by == seat:
                kept += promise.status == "kept"
                broken += promise.status == "broken"
    return wins, kept, broken


def strength(quick: bool):
    rows = []
    for level, other, games in (("easy", "random", 20 if quick else 200), ("hard", "easy", 4 if quick else 20)):
        began = time.process_time()
        wins, kept, broken = pairing(level, other, games)
        label = f"spartacus {level} vs 3 {other} ({games} games)"
        rows += [(f"{label} wins", wins, "games"), (f"{label} promises kept", kept, "promises"),
                 (f"{label} promises broken", broken, "promises"), (f"{label} cpu time", time.process_time() - began, "s")]
    return rows


FIGURES = [random_game, hard_latency, strength]
