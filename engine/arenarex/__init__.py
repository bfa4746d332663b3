"""Arena Rex: miniatures skirmish on continuous geometry (pymunk) in Tiled arenas."""
from __future__ import annotations

from typing import Any

from engine.i18n import N_

from ..ai.hooks import BotHooks
from ..core.errors import ConfigError
from ..core.ruleset import Option, Ruleset
from . import (
    abilities,
    activation,
    attack,
    beasts,
    clear,
    deployment,
    displacement,
    move,
    pushing,
    scenarios,
    turns,
)
from .maps import available_maps, map_problem
from .scenarios import SCENARIOS
from .state import ArenaRexState

#: every module that defines a kind of frame (each registers itself: ``engine.core.flow.Frame.KINDS``)
FRAME_MODULES = (abilities, activation, attack, beasts, clear, deployment, displacement, move, pushing, turns)


class ArenaRexRuleset(BotHooks, Ruleset):
    name = "arenarex"
    bots_module = f"{__package__}.bots"
    # the hand-written ``bots.evaluate``: the evaluator fitted on self-play (``evaluator.json``) does
    # not predict the winner of held-out games better by top-1 (docs/evaluators.md), so it is not
    # used yet; ``fitted.fitted_evaluator("arenarex", features)`` gives it for comparison
    features_module = None
    title = "Arena Rex"
    min_seats = max_seats = 2
    @property
    def options(self) -> tuple[Option, ...]:
        # the maps are read afresh: a map file that cannot be played is never offered
        return (
            Option("scenario", SCENARIOS, "munus", N_("the scenario: deployment, restrictions and victory")),
            Option("map", tuple(available_maps()), "colosseum", N_("the arena (maps/<name>.tmx)")),
            Option("cohort", tuple(str(n) for n in range(3, 9)), "3", N_("combatants per cohort (each Stage counts)")),
            Option("living_hazards", ("0", "1", "2"), "0", N_("beasts set loose in the arena as living hazards")),
        )

    def make_config(self, seats: int, options: dict[str, str] | None = None) -> dict[str, Any]:
        options = dict(options or {})
        problem = map_problem(options["map"]) if "map" in options else None
        if problem is not None:
            raise ConfigError(problem)  # the file is there, but it is no arena: say what it lacks
        cohorts = {k: options.pop(k) for k in ("cohort_0", "cohort_1") if k in options}
        config = super().make_config(seats, options)
        config.update(cohorts)
        self.validate_config(config)
        return config

    def scenario_config(self, path: str, config: dict[str, Any]) -> dict[str, Any]:
        from .position import read
        data = read(path)
        out = dict(config)
        out["seats"] = 2
        out["position"] = data
        out["scenario"] = data["scenario"]
        out["map"] = data["map"]
        probe = ArenaRexState(out, 0)
        probe.init_empty(data["scenario"], data["map"])
        from .position import build
        build(probe, data)
        return out

    #: the longest turn limit a saved config may set (the default is 80 turns)
    MAX_TURN_LIMIT = 200

    def check_config(self, config: Any) -> None:
        """A saved config: the options (``Ruleset.check_config``), the cohorts, the turn limit
        and an embedded scenario position, each as strictly as when the game was set up."""
        if not isinstance(config, dict):
            raise ConfigError("the game settings are not a table of settings")
        for key in ("cohort_0", "cohort_1"):
            if key in config and config[key] is not None and (not isinstance(config[key], str) or len(config[key]) > 400):
                raise ConfigError(f"setting '{key}' must be a list of model names")
        if "turn_limit" in config:
            limit = config["turn_limit"]
            if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= self.MAX_TURN_LIMIT:
                raise ConfigError(f"setting 'turn_limit' must be a whole number from 1 to {self.MAX_TURN_LIMIT}")
        super().check_config(config)  # the options, then the cohorts built from them
        position = config.get("position")
        if position is not None:
            from .position import build, check
            position = check(position)
            if config.get("scenario", position["scenario"]) != position["scenario"] or \
                    config.get("map", position["map"]) != position["map"]:
                raise ConfigError("the saved scenario's arena or scenario differs from the game's settings")
            probe = ArenaRexState(config, 0)
            probe.init_empty(position["scenario"], position["map"])
            build(probe, position)

    def validate_config(self, config: dict[str, Any]) -> None:
        if config.get("position") is not None:
            return
        from .cohorts import build_cohorts
        probe = ArenaRexState(config, 0)
        probe.init_empty(config.get("scenario", "munus"), config.get("map", "colosseum"))
        try:
            build_cohorts(probe)
        except ConfigError:
            raise

    def state_class(self):
        return ArenaRexState

    def check_files(self) -> int:
        """Every arena map loads with its rules layer."""
        from .maps import load_arena

        names = available_maps()
        for name in names:
            load_arena(name)
        return len(names)

    def new_game(self, config: dict[str, Any], seed: int) -> ArenaRexState:
        state = ArenaRexState(config, seed)
        position = config.get("position")
        if position is not None:
            from .position import build
            state.init_empty(position["scenario"], position["map"])
            build(state, position)
        else:
            state.init_empty(config.get("scenario", "munus"), config.get("map", "colosseum"))
            scenarios.setup(state)
        state.decisions_made = 0
        state.advance()
        state._ev = []
        state._legal = None
        return state


RULESET = ArenaRexRuleset()
