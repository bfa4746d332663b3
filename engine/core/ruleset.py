"""A Ruleset describes one game: its seats, options, and how to start a game."""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import ConfigError
from .rng import Rng
from .state import State
from .values import Action


@dataclass(frozen=True)
class Option:
    """One game option: a rulebook term in lower snake_case and its allowed values."""

    name: str
    choices: tuple[str, ...]
    default: str
    help: str

    def parse(self, value: str) -> str:
        if value not in self.choices:
            raise ConfigError(
                f"option '{self.name}' cannot be '{value}' (choose from: {', '.join(self.choices)})")
        return value


@dataclass(frozen=True)
class ContentKey:
    """A content a game's public events name for a seat (a gladiator fielded, a card bought), that
    the tournament's balance report gives a win share for (``engine/tournament/content.py``)."""

    #: the heading in the report ("gladiator fielded", "card bought")
    label: str
    #: the event type that names it, and the field holding the name
    event: str
    field: str
    #: the field holds an id like "0:acerbus_i" (seat, then the profile): shown as "Acerbus I"
    is_id: bool = False

    def words(self, value) -> str:
        text = str(value)
        if self.is_id:
            text = text.split(":", 1)[-1].replace("_", " ").title()
        return text


#: a rollout policy chooses an action for whoever decides in ``state``
Policy = Callable[[State, Rng], Action]
#: a leaf evaluator gives each seat a value in [0, 1] for an unfinished state
Evaluator = Callable[[State], list[float]]


class Ruleset(ABC):
    name: str = ""
    title: str = ""
    min_seats: int = 2
    max_seats: int = 2
    options: tuple[Option, ...] = ()
    #: what the tournament's report counts per seat: the contents its public events name, and
    #: (label, key) pairs read from each seat's entry of the final public observation
    content_keys: tuple[ContentKey, ...] = ()
    observed_content: tuple[tuple[str, str], ...] = ()

    @property
    def game_type(self):
        """The game's dynamics and action kinds (``engine/core/gametype.py``), declared once
        on its State class."""
        return self.state_class().game_type

    def option(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        valid = ", ".join(o.name for o in self.options) or "none"
        raise ConfigError(f"{self.name} has no option '{name}' (options: {valid})")

    def make_config(self, seats: int, options: dict[str, str] | None = None) -> dict[str, Any]:
        """A validated config from a seat count and option strings; ConfigError if not."""
        if not self.min_seats <= seats <= self.max_seats:
            span = (str(self.min_seats) if self.min_seats == self.max_seats
                    else f"{self.min_seats}-{self.max_seats}")
            raise ConfigError(f"{self.title} is played by {span} seats, not {seats}")
        config: dict[str, Any] = {"seats": seats}
        for option in self.options:
            config[option.name] = option.default
        for key, value in (options or {}).items():
            config[key] = self.option(key).parse(value)
        self.validate_config(config)
        return config

    def validate_config(self, config: dict[str, Any]) -> None:  # noqa: B027 (a hook: most games need none)
        """Cross-option checks; raise ConfigError with plain words."""

    def check_config(self, config: Any) -> None:
        """A config read from a file (a save) that this game can start from, or ConfigError
        naming the setting: the seat count and every option of the right type and among its
        choices, then the game's own cross-option checks. Games extend it for their own keys
        (a scenario's position) and call this first."""
        from .limits import shorten

        if not isinstance(config, dict):
            raise ConfigError("the game settings are not a table of settings")
        seats = config.get("seats")
        if isinstance(seats, bool) or not isinstance(seats, int) or not self.min_seats <= seats <= self.max_seats:
            raise ConfigError(f"setting 'seats' must be a whole number from {self.min_seats} to {self.max_seats}, "
                              f"not {shorten(seats, 30)}")
        for option in self.options:
            if option.name not in config:
                continue
            value = config[option.name]
            as_text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
            if not isinstance(as_text, str) or as_text not in option.choices:
                raise ConfigError(f"option '{option.name}' must be one of {', '.join(option.choices)}, "
                                  f"not {shorten(value, 30)}")
        self.validate_config(config)

    @abstractmethod
    def new_game(self, config: dict[str, Any], seed: int) -> State: ...

    @abstractmethod
    def state_class(self) -> type[State]: ...

    def state_from_json(self, data: dict[str, Any]) -> State:
        return self.state_class().from_json(data)

    def scenario_config(self, path: str, config: dict[str, Any]) -> dict[str, Any]:
        """A config that embeds the scenario file's data, so that ``new_game(config,
        seed)`` alone recreates the position (saves hold config, seed and actions only).
        Raise ContentError naming the file, entry and field when it is malformed."""
        raise ConfigError(f"{self.title} has no scenario files yet")

    def check_files(self) -> int:
        """Load every file the game ships (its maps, its content) as a game would, raising a
        LudusError that names a bad one; returns how many were checked (the selftest)."""
        return 0

    # -- bot hooks (games override) ------------------------------------------------
    def bot_kit(self):
        """What the one search needs from this game (``engine.ai.kit.SearchKit``: its policy,
        move ranking, horizon, budgets), or None for random playouts to the end."""
        return None

    def evaluator(self) -> Evaluator | None:
        """Values of an unfinished position, for playouts cut short."""
        return None
