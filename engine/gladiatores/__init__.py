"""Gladiatores: Blood for Roses: rules engine, content and bots.

Registered: ``main.py sim`` and ``play`` from the command line, the conformance suite and the
selftest use it; its table in the window is ``client/games/gladiatores/``.
"""
from .ruleset import GladiatoresRuleset
from .state import GladiatoresState

RULESET = GladiatoresRuleset()

__all__ = ["RULESET", "GladiatoresRuleset", "GladiatoresState"]
