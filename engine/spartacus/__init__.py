"""Spartacus: A Game of Blood and Treachery — rules engine, content and bots.

The ruleset is `ruleset.SpartacusRuleset`. `RULESET` is not exposed yet: the registry would then
list the game as playable, and tests/core/test_structure.py asks every playable game for a
table in the window, which comes with its own issue. Exposing it is one line:
`RULESET = SpartacusRuleset()` (conformance and `main.py sim` pass on it).
"""
from .ruleset import SpartacusRuleset

__all__ = ["SpartacusRuleset"]
