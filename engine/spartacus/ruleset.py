"""The Spartacus ruleset: options, new games and bot hooks."""
from __future__ import annotations

from typing import Any

from engine.i18n import N_

from ..ai.hooks import BotHooks
from ..core import ConfigError, Option, Ruleset
from ..core.ruleset import ContentKey
from .content import content
from .hexgrid import arena, read_arena
from .state import SpartacusState


class SpartacusRuleset(BotHooks, Ruleset):
    name = "spartacus"
    bots_module = f"{__package__}.bots"
    # the evaluator fitted on self-play (``evaluator.json``, docs/evaluators.md) predicts the winner
    # of held-out games better than the hand-written ``bots.evaluate``, which stays for comparison
    # (``python -m tools.fit_evaluators`` reports both)
    features_module = f"{__package__}.features"
    title = "Spartacus: A Game of Blood and Treachery"
    min_seats = 3
    max_seats = 4
    #: what the tournament's report counts per seat (engine/tournament/content.py)
    content_keys = (ContentKey("house", "house_chosen", "house"),)
    options = (
        Option("variant", ("standard", "advanced"), "standard",
               N_("standard: start with 4 influence; advanced: start with 1 (a longer game)")),
    )
    #: iterations per searched decision; tuned so 'hard' stays under a second (bench_spartacus)

    def state_class(self):
        return SpartacusState

    def new_game(self, config: dict[str, Any], seed: int) -> SpartacusState:
        arena()  # the hex map is read (and a bad one refused) when the game starts, not at its first duel
        state = SpartacusState(config, seed)
        state.setup()
        if "scenario" in config:  # a mid-game position (engine/spartacus/scenario.py)
            from .scenario import build
            build(state, config["scenario"])
        return state

    def scenario_config(self, path: str, config: dict[str, Any]) -> dict[str, Any]:
        """A config that embeds the scenario file (docs/scenarios.md, Spartacus): its houses set the
        seat count and its variant the starting influence."""
        from .scenario import read
        data = read(path)
        seats = len(data["house"])
        if config.get("seats") not in (None, seats):
            raise ConfigError(f"{path}: the scenario has {seats} houses, but {config['seats']} seats were given")
        out = dict(config, seats=seats, scenario=data)
        out["variant"] = data.get("variant", config.get("variant", "standard"))
        self.new_game(out, 0)  # a position the engine cannot reach from the file is refused now
        return out

    def check_files(self) -> int:
        content.cache_clear()
        c = content()
        read_arena()
        return len(c.houses) + len(c.market) + len(c.intrigue) + 1
