"""Arena Rex: miniatures skirmish on continuous geometry (pymunk) in Tiled arenas."""
from __future__ import annotations

from typing import Any

from ..core.errors import ConfigError
from ..core.ruleset import Option, Ruleset
from .arena import available_maps
from .scenarios import SCENARIOS
from .state import ArenaRexState


class ArenaRexRuleset(Ruleset):
    name = "arenarex"
    title = "Arena Rex"
    min_seats = max_seats = 2
    options = (
        Option("scenario", SCENARIOS, "munus", "the scenario: deployment, restrictions and victory"),
        Option("map", tuple(available_maps()), "colosseum", "the arena (maps/<name>.tmx)"),
        Option("cohort", tuple(str(n) for n in range(3, 9)), "3", "combatants per cohort (each Stage counts)"),
        Option("living_hazards", ("0", "1", "2"), "0", "beasts set loose in the arena as living hazards"),
    )
    #: tuned so 'hard' answers in under a second on a 2-core machine (bench/bench_arenarex.py)
    bot_iterations = {"easy": 20, "normal": 24, "hard": 40}
    rollout_depth = 8

    def make_config(self, seats: int, options: dict[str, str] | None = None) -> dict[str, Any]:
        options = dict(options or {})
        cohorts = {k: options.pop(k) for k in ("cohort_0", "cohort_1") if k in options}
        config = super().make_config(seats, options)
        config.update(cohorts)
        self.validate_config(config)
        return config

    def validate_config(self, config: dict[str, Any]) -> None:
        from .scenarios import build_cohorts
        probe = ArenaRexState(config, 0)
        probe.init_empty(config["scenario"], config["map"])
        try:
            build_cohorts(probe)
        except ConfigError:
            raise

    def state_class(self):
        return ArenaRexState

    def new_game(self, config: dict[str, Any], seed: int) -> ArenaRexState:
        from . import flow, scenarios
        state = ArenaRexState(config, seed)
        state.init_empty(config.get("scenario", "munus"), config.get("map", "colosseum"))
        scenarios.setup(state)
        state.decisions_made = 0
        flow.advance(state)
        state._ev = []
        return state

    def heuristic_policy(self):
        from .bots import heuristic_policy
        return heuristic_policy

    def evaluator(self):
        from .bots import evaluate
        return evaluate


RULESET = ArenaRexRuleset()
