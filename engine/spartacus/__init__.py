"""Spartacus: A Game of Blood and Treachery — rules engine, content and bots.

Registered: ``main.py sim`` from the command line, the conformance suite and the selftest use
it. Its table and hex arena in the window are another issue; until then the title lists the
game as not playable in the window yet.
"""
from .ruleset import SpartacusRuleset

RULESET = SpartacusRuleset()

__all__ = ["RULESET", "SpartacusRuleset"]
