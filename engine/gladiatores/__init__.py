"""Gladiatores: Blood for Roses: rules engine, content and bots.

Not registered yet: ``RULESET`` is exposed once the game's window table exists, because
``tests/core/test_structure.py`` asks every playable game for a table. To register it, add
``RULESET = GladiatoresRuleset()`` here (the conformance suite and ``main.py sim`` then
pick it up; ``tests/gladiatores/test_invariants.py`` runs the suite on it meanwhile).
"""
from .ruleset import GladiatoresRuleset
from .state import GladiatoresState

__all__ = ["GladiatoresRuleset", "GladiatoresState"]
