"""The For Glory ruleset: options, new games, scenarios and bot hooks."""
from __future__ import annotations

from typing import Any

from ..ai.hooks import BotHooks
from ..core import ConfigError, Option, Ruleset
from ..core.ruleset import ContentKey
from ..i18n import N_
from .state import ForGloryState


class ForGloryRuleset(BotHooks, Ruleset):
    name = "forglory"
    bots_module = f"{__package__}.bots"
    features_module = f"{__package__}.features"
    title = "For Glory + Champions"
    min_seats = 2  # 2 seats is a marked house variant (docs/rulings.md)
    max_seats = 4
    #: what the tournament's report counts per seat (engine/tournament/content.py)
    content_keys = (ContentKey("card bought", "card_bought", "name"),)
    #: seat counts that are house variants rather than the rulebook's game
    house_variant_seats = {2: "2 seats is a house variant: see docs/rulings.md, For Glory ruling 14"}
    options = (
        Option("champions", ("off", "random", "draft"), "off",
               N_("play with Champions: off, dealt at random, or drafted in reverse turn order")),
    )

    def state_class(self):
        return ForGloryState

    def validate_config(self, config: dict[str, Any]) -> None:
        if config.get("champions", "off") not in ("off", "random", "draft"):
            raise ConfigError("option 'champions' must be off, random or draft")

    def check_config(self, config: Any) -> None:
        """A saved config: the options, and an embedded scenario checked as its file was."""
        super().check_config(config)
        if "scenario" in config:
            from .scenario import validate
            data = validate(config["scenario"], "the saved scenario")
            if len(data["seat"]) != config["seats"]:
                raise ConfigError(f"the saved scenario has {len(data['seat'])} seats, but the game {config['seats']}")

    def new_game(self, config: dict[str, Any], seed: int) -> ForGloryState:
        config = dict(config)
        config.setdefault("champions", "off")
        if not 2 <= int(config.get("seats", 0)) <= 4:
            raise ConfigError(f"{self.title} is played by 2-4 seats, not {config.get('seats')}")
        state = ForGloryState(config, seed)
        if "scenario" in config:
            from .scenario import build
            build(state, config["scenario"])
        else:
            state.setup()
        return state

    def scenario_config(self, path: str, config: dict[str, Any]) -> dict[str, Any]:
        from .scenario import read
        data = read(path)
        out = dict(config)
        if out.get("seats") not in (None, len(data["seat"])):
            raise ConfigError(f"{path}: the scenario has {len(data['seat'])} seats, "
                              f"but {out['seats']} were given")
        out["seats"] = len(data["seat"])
        out["scenario"] = data
        return out

    def fitted(self) -> bool:
        """The evaluator the searching levels judge positions with: the one fitted on self-play
        (``evaluator.json``, deck features included: docs/evaluators.md) when
        ``bots.FITTED_EVALUATOR`` is on, else the hand-written ``bots.evaluate`` (kept for
        comparison either way: ``python -m tools.fit_evaluators`` reports both). A stalled
        Battle now ends (docs/rulings.md, For Glory ruling 19), so a search that likes a
        loop can no longer hold a game in one."""
        from . import bots
        return bots.FITTED_EVALUATOR
