"""The Gladiatores ruleset: options, new games and bot hooks."""
from __future__ import annotations

from typing import Any

from ..core import ConfigError, Option, Ruleset
from .state import GladiatoresState

BOOL = ("false", "true")


class GladiatoresRuleset(Ruleset):
    name = "gladiatores"
    title = "Gladiatores: Blood for Roses"
    min_seats = 2
    max_seats = 5
    options = (
        Option("mode", ("full", "quickplay"), "full",
               "full: 3-5 events with bidding, betting and Tactics; quickplay: one fight with random gladiators"),
        Option("events", ("3", "4", "5"), "3", "how many events the full game lasts at most"),
        Option("sponsors", BOOL, "false", "deal each seat a random Sponsor card before each event"),
        Option("events_in_advance", BOOL, "false", "lay every event card out at the start for all to see"),
        Option("favour_from_loser", BOOL, "false",
               "once the event supply is empty, a wounding gladiator takes favour from its victim"),
        Option("reuse_tactics", BOOL, "false", "a revealed Tactics card goes back to its owner's hand"),
        Option("wheel_functions", BOOL, "false", "Glory Wheel functions: covering some spaces gives a bonus next event"),
    )
    #: 'hard' searches 60 determinizations of 12-step rollouts per decision (about 5 s of CPU
    #: for a 4-seat game with one hard seat): measured against 'easy' by bench.gladiatores_tournament
    bot_iterations = {"easy": 1, "normal": 30, "hard": 60}
    rollout_depth = 12
    asks_forced_passes = True  # a targeted gladiator is always asked, even with nothing to break with

    def state_class(self):
        return GladiatoresState

    def validate_config(self, config: dict[str, Any]) -> None:
        if config.get("mode") == "quickplay":
            for name in ("events_in_advance", "reuse_tactics", "wheel_functions"):
                if config.get(name) == "true":
                    raise ConfigError(f"option '{name}' belongs to the full game, not to quickplay")

    def new_game(self, config: dict[str, Any], seed: int) -> GladiatoresState:
        config = dict(config)
        seats = int(config.get("seats", 0))
        if not self.min_seats <= seats <= self.max_seats:
            raise ConfigError(f"{self.title} is played by 2-5 seats, not {config.get('seats')}")
        for option in self.options:
            config.setdefault(option.name, option.default)
        self.validate_config(config)
        state = GladiatoresState(config, seed)
        state.setup()
        return state

    def check_files(self) -> int:
        from .content import FILES, load
        load()
        return len(FILES)

    def heuristic_policy(self):
        from .bots import heuristic_policy
        return heuristic_policy

    def evaluator(self):
        from .bots import evaluate
        return evaluate

    def search_candidates(self):
        from .bots import candidates
        return candidates
