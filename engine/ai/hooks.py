"""The bot hooks of a game's ruleset (``Ruleset.bot_kit``, ``Ruleset.evaluator``), built from
two module names the game declares, so no game writes them again.

- ``bots_module``: the game's bots, whose ``kit(ruleset)`` is the search kit
  (``engine.ai.kit.SearchKit``) and whose ``evaluate`` is the hand-written evaluator;
- ``features_module``: the features the evaluator fitted on self-play reads (``evaluator.json``
  beside them, docs/evaluators.md); None for a game whose searching levels judge positions with
  the hand-written ``evaluate``. ``fitted()`` says which one is used now (a game may put it
  behind a flag).
"""
from __future__ import annotations

from importlib import import_module


class BotHooks:
    """Mixed into a game's ``Ruleset`` ahead of it: ``class XRuleset(BotHooks, Ruleset)``."""

    name: str
    bots_module: str = ""
    features_module: str | None = None

    def fitted(self) -> bool:
        """True when the searching levels use the fitted evaluator."""
        return self.features_module is not None

    def bot_kit(self):
        return import_module(self.bots_module).kit(self)

    def evaluator(self):
        if self.fitted():
            from .fitted import fitted_evaluator
            return fitted_evaluator(self.name, import_module(self.features_module))
        return import_module(self.bots_module).evaluate
