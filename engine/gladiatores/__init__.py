"""Gladiatores: Blood for Roses: rules engine, content and bots.

Registered: ``main.py sim`` and ``play`` from the command line, the conformance suite and the
selftest use it. Its table in the window is another issue; until then the title lists the
game as not playable in the window yet.
"""
from .ruleset import GladiatoresRuleset
from .state import GladiatoresState

RULESET = GladiatoresRuleset()

__all__ = ["RULESET", "GladiatoresRuleset", "GladiatoresState"]
