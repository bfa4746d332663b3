"""Spartacus: A Game of Blood and Treachery — rules engine, content and bots."""
from .ruleset import SpartacusRuleset

RULESET = SpartacusRuleset()

__all__ = ["RULESET", "SpartacusRuleset"]
