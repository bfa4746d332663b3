"""Named bot levels: 'random', 'easy', 'normal', 'hard'.

'easy' is the game's heuristic policy on one determinization (a small search where a game
has no policy); 'normal' and 'hard' are the one search (``engine.ai.search``) built from the
game's kit (``Ruleset.bot_kit``). In ``sim`` a searching level spends the kit's playout
budget, so a seeded game gives the same moves on any machine; ``realtime`` (the window)
spends the same budget within the kit's clock for the level (about 0.5 s for 'normal', 1.5 s
for 'hard' on a decision that matters), so it plays as the sim level unless the clock runs out
first; a forced or settled choice is answered at once.
``iterations`` overrides the kit's budget per decision (tests).
"""
from __future__ import annotations

from ..core.ruleset import Ruleset
from ..core.seats import BOT_LEVELS
from .bots import Bot, PolicyBot, RandomBot
from .kit import SearchKit
from .search import SearchBot

#: the levels a seat can be given (one list, ``engine/core/seats.py``)
LEVELS = BOT_LEVELS


def kit_of(ruleset: Ruleset) -> SearchKit:
    """The game's kit, or a plain one (random playouts to the end) for a game without."""
    return ruleset.bot_kit() or SearchKit(budgets={"easy": 10, "normal": 30, "hard": 120},
                                          evaluator=ruleset.evaluator())


def make_bot(level: str, ruleset: Ruleset, realtime: bool = False, iterations: int | None = None) -> Bot:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level '{level}' (choose from: {', '.join(LEVELS)})")
    if level == "random":
        return RandomBot()
    kit = kit_of(ruleset)
    if level == "easy" and kit.policy is not None:
        return PolicyBot(kit.policy)
    return SearchBot(kit, level, realtime=realtime, budget=iterations)
