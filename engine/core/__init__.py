"""The engine contract shared by every game (see docs/design.md and docs/contract.md)."""
from .errors import ConfigError, ContentError, IllegalAction, LudusError, SaveError
from .rng import Rng
from .ruleset import Option, Ruleset
from .state import State
from .values import Action, Decision, Event, Result

__all__ = [
    "Action", "ConfigError", "ContentError", "Decision", "Event", "IllegalAction",
    "LudusError", "Option", "Result", "Rng", "Ruleset", "SaveError", "State",
]
