"""The Gladiatores ruleset: options, new games, scenario files and bot hooks."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..ai.hooks import BotHooks
from ..core import ConfigError, Option, Ruleset
from ..core.ruleset import ContentKey
from ..i18n import N_
from .state import GladiatoresState

BOOL = ("false", "true")


class GladiatoresRuleset(BotHooks, Ruleset):
    name = "gladiatores"
    bots_module = f"{__package__}.bots"
    # the evaluator fitted on self-play (``evaluator.json``, docs/evaluators.md) predicts the winner
    # of held-out games better than the hand-written ``bots.evaluate``, which stays for comparison
    # (``python -m tools.fit_evaluators`` reports both)
    features_module = f"{__package__}.features"
    title = "Gladiatores: Blood for Roses"
    min_seats = 2
    max_seats = 5
    #: what the tournament's report counts per seat (engine/tournament/content.py)
    content_keys = (ContentKey("gladiator fielded", "gladiator_ready", "gladiator"),
                    ContentKey("turn order", "turn_order_revealed", "turn_order"))
    observed_content = (("school", "school"),)
    options = (
        Option("mode", ("full", "quickplay"), "full",
               N_("full: 3-5 events with bidding, betting and Tactics; quickplay: one fight with random gladiators")),
        Option("events", ("3", "4", "5"), "3", N_("how many events the full game lasts at most")),
        Option("sponsors", BOOL, "false", N_("deal each seat a random Sponsor card before each event")),
        Option("events_in_advance", BOOL, "false", N_("lay every event card out at the start for all to see")),
        Option("favour_from_loser", BOOL, "false",
               N_("once the event supply is empty, a wounding gladiator takes favour from its victim")),
        Option("reuse_tactics", BOOL, "false", N_("a revealed Tactics card goes back to its owner's hand")),
        Option("wheel_functions", BOOL, "false", N_("Glory Wheel functions: covering some spaces gives a bonus next event")),
        Option("quick_gladiators", ("random", "chosen"), "random",
               N_("quickplay: each seat draws a random gladiator, or chooses one in turn from the Active Player")),
    )

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
        if config.get("scenario") is not None:
            from .layout import build
            build(state, config["scenario"])
        return state

    def scenario_config(self, path: str, config: dict[str, Any]) -> dict[str, Any]:
        """The config of a game that starts at the scenario file's position: the file's
        [options] over the given ones, its data embedded (docs/scenarios.md)."""
        from ..parts.tomlfile import TomlFile
        from .scenario import validate
        file = TomlFile(Path(path))
        data = file.data
        seats = data.get("seat")
        count = len(seats) if isinstance(seats, list) else None
        out = dict(config)
        if count is not None and out.get("seats") not in (None, count):
            raise ConfigError(f"{file.path.name}: the scenario has {count} seats, but {out['seats']} were given")
        out["seats"] = count if count is not None else out.get("seats", 2)
        options = data.get("options", {})
        if not isinstance(options, dict):
            file.fail("options", "(all)", "must be a table of game options")
        for option in self.options:
            out.setdefault(option.name, option.default)
        for key, value in options.items():
            if key not in {o.name for o in self.options}:
                file.fail("options", key, f"unknown option (known: {', '.join(o.name for o in self.options)})")
            if not isinstance(value, str) or value not in self.option(key).choices:
                file.fail("options", key, f"must be one of: {', '.join(self.option(key).choices)}")
            out[key] = value
        try:
            self.validate_config(out)
        except ConfigError as exc:
            file.fail("options", "(all)", str(exc))
        validate(data, out, file.path.name)
        out["scenario"] = data
        return out

    def check_files(self) -> int:
        """The content files, and every example scenario laid out on a game."""
        from .content import FILES, load
        load()
        examples = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))
        for path in examples:
            self.new_game(self.scenario_config(str(path), {}), 1)
        return len(FILES) + len(examples)
