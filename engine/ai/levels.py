"""Named bot levels: 'random', 'easy', 'normal', 'hard'.

'easy' is the game's heuristic policy (or a small search where a game has
none); 'normal' and 'hard' are ISMCTS with the game's iteration budgets and
its policy as rollout. Budgets are counted in iterations so that a seeded
simulation gives the same result on any machine; ``realtime`` adds a
wall-clock cap for the window, where a bot must never keep a player waiting.
"""
from __future__ import annotations

from ..core.ruleset import Ruleset
from .bots import Bot, ISMCTSBot, PolicyBot, RandomBot

LEVELS = ("random", "easy", "normal", "hard")
#: wall-clock caps (seconds) applied only when ``realtime`` is asked for
REALTIME_CAP = {"easy": 0.5, "normal": 0.8, "hard": 0.95}


def make_bot(level: str, ruleset: Ruleset, realtime: bool = False, iterations: int | None = None) -> Bot:
    """The bot of ``level``; ``iterations`` overrides the level's search budget (for tests)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level '{level}' (choose from: {', '.join(LEVELS)})")
    if level == "random":
        return RandomBot()
    policy = ruleset.heuristic_policy()
    if level == "easy" and policy is not None:
        return PolicyBot(policy)
    own = ruleset.level_bot(level, realtime)
    if own is not None:
        if iterations is not None:  # Arena Rex's own search: one budget for every kind of decision
            own.per_kind = dict.fromkeys(own.per_kind, iterations)
        return own
    bot = ISMCTSBot(
        iterations=ruleset.bot_iterations[level] if iterations is None else iterations,
        max_seconds=REALTIME_CAP[level] if realtime else None,
        policy=policy,
        evaluator=ruleset.evaluator(),
        rollout_depth=ruleset.rollout_depth,
        candidates=ruleset.search_candidates(),
    )
    bot.name = level
    return bot
