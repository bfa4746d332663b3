"""Positions from seeded self-play, for fitting evaluators (``tools/fit_evaluators.py``).

Each game is played like ``sim`` plays it (``engine.play.match``: every seat's bot sees only
its seat view and decides with ``bot_rng``), with a seat mix drawn from the game's seed:
mostly ``easy`` seats, some ``random`` (and ``normal`` when asked), and a seat count drawn from
the game's range. At a sampled share of the decisions the full state is recorded: the game's
feature table, today's hand-written evaluator, and the game's progress; once the game ends
each record learns the winner and its stage (the share of the game's decisions gone).

Everything here is plain data (lists, dicts), so games can be played in worker processes.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from engine.ai.levels import make_bot
from engine.ai.view import seat_view
from engine.core import registry
from engine.core.rng import Rng
from engine.play.match import bot_rng

#: today's hand-written evaluator of each game (module, function), for comparison
HAND_WRITTEN = {
    "forglory": ("engine.forglory.bots", "evaluate"),
    "arenarex": ("engine.arenarex.bots", "evaluate"),
    "gladiatores": ("engine.gladiatores.bots", "evaluate"),
    "spartacus": ("engine.spartacus.bots", "evaluate"),
}
#: share of decisions recorded, per game (about 30-40 positions a game)
SAMPLE_SHARE = {"forglory": 0.035, "arenarex": 0.1, "gladiatores": 0.08, "spartacus": 0.035}


@dataclass(frozen=True)
class SelfPlay:
    """What to play: the game, how many seats of each level, how often to record."""

    game: str
    random_share: float = 0.25   #: chance that a seat is a 'random' bot
    normal_share: float = 0.0    #: chance that a seat is a 'normal' bot
    sample_share: float | None = None


def hand_written(game: str):
    module, name = HAND_WRITTEN[game]
    return getattr(importlib.import_module(module), name)


def features_module(game: str):
    return importlib.import_module(f"engine.{game}.features")


def seat_plan(plan: SelfPlay, ruleset, seed: int) -> tuple[int, list[str]]:
    """The seat count and each seat's level for game ``seed`` (fixed by the seed)."""
    rng = Rng(seed, stream=77)
    seats = ruleset.min_seats + rng.below(ruleset.max_seats - ruleset.min_seats + 1)
    levels = []
    for _ in range(seats):
        roll = rng.below(1000) / 1000
        levels.append("random" if roll < plan.random_share
                      else "normal" if roll < plan.random_share + plan.normal_share else "easy")
    return seats, levels


def play_one(plan: SelfPlay, seed: int) -> dict[str, Any]:
    """One seeded game: its seats, winner and the records sampled along the way."""
    ruleset = registry.get(plan.game)
    feats = features_module(plan.game)
    hand = hand_written(plan.game)
    share = plan.sample_share if plan.sample_share is not None else SAMPLE_SHARE[plan.game]
    seats, levels = seat_plan(plan, ruleset, seed)
    state = ruleset.new_game(ruleset.make_config(seats), seed)
    bots = [make_bot(level, ruleset) for level in levels]
    pick = Rng(seed, stream=78)
    records = []
    bound = state.length_bound(state.config)
    while (decision := state.to_decide()) is not None:
        if state.decisions_made >= bound:
            raise RuntimeError(f"{plan.game} seed {seed}: no end after {bound} decisions (the game's length bound)")
        if pick.below(100_000) < share * 100_000:
            records.append({"decision": state.decisions_made, "progress": feats.progress(state),
                            "rows": [list(row) for row in feats.table(state)],
                            "hand": list(hand(state))})
        view = seat_view(state)
        state.apply(bots[decision.seat].choose(view, bot_rng(seed, state.decisions_made, decision.seat)))
    result = state.result()
    total = max(1, state.decisions_made)
    for r in records:
        r["stage"] = r["decision"] / total
    return {"seed": seed, "seats": seats, "levels": levels, "winner": result.winner,
            "decisions": state.decisions_made, "records": records}


def _play_star(args: tuple[SelfPlay, int]) -> dict[str, Any]:
    return play_one(*args)


def play_many(plan: SelfPlay, seeds: list[int], jobs: int = 1, progress=None) -> list[dict[str, Any]]:
    """Play every seed (in ``jobs`` worker processes when more than one), in seed order."""
    tasks = [(plan, seed) for seed in seeds]
    out = []
    if jobs <= 1:
        for task in tasks:
            out.append(_play_star(task))
            if progress:
                progress(len(out), len(tasks))
        return out
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for game in pool.imap(_play_star, tasks, chunksize=4):
            out.append(game)
            if progress:
                progress(len(out), len(tasks))
    return out
