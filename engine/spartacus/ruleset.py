"""The Spartacus ruleset: options, new games and bot hooks."""
from __future__ import annotations

from typing import Any

from ..core import Option, Ruleset
from .content import content
from .hexgrid import arena, read_arena
from .state import SpartacusState


class SpartacusRuleset(Ruleset):
    name = "spartacus"
    title = "Spartacus: A Game of Blood and Treachery"
    min_seats = 3
    max_seats = 4
    options = (
        Option("variant", ("standard", "advanced"), "standard",
               "standard: start with 4 influence; advanced: start with 1 (a longer game)"),
    )
    #: iterations per searched decision; tuned so 'hard' stays under a second (bench_spartacus)
    bot_iterations = {"easy": 10, "normal": 30, "hard": 50}
    rollout_depth = 10
    #: who holds a hidden guard or a reaction must not show by not being asked (docs/contract.md)
    asks_forced_passes = True

    def state_class(self):
        return SpartacusState

    def new_game(self, config: dict[str, Any], seed: int) -> SpartacusState:
        arena()  # the hex map is read (and a bad one refused) when the game starts, not at its first duel
        state = SpartacusState(config, seed)
        state.setup()
        return state

    def check_files(self) -> int:
        content.cache_clear()
        c = content()
        read_arena()
        return len(c.houses) + len(c.market) + len(c.intrigue) + 1

    def heuristic_policy(self):
        from .bots import heuristic_policy
        return heuristic_policy

    def evaluator(self):
        from .bots import evaluate
        return evaluate

    def search_candidates(self):
        from .bots import candidates
        return candidates
