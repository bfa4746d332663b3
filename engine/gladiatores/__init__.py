"""Gladiatores: Blood for Roses: rules engine, content and bots."""
from .ruleset import GladiatoresRuleset
from .state import GladiatoresState

RULESET = GladiatoresRuleset()

__all__ = ["RULESET", "GladiatoresRuleset", "GladiatoresState"]
