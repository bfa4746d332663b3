"""For Glory with the Champions expansion: rules engine, content and bots."""
from .ruleset import ForGloryRuleset
from .state import ForGloryState

RULESET = ForGloryRuleset()

__all__ = ["RULESET", "ForGloryRuleset", "ForGloryState"]
