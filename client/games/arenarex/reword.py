"""The Arena Rex engine's prompts, refusals and warnings in the player's language, worded at draw time.

The engine writes them in English from templates marked ``N_()`` and filled with
``str.format`` (its events, which the fingerprints hash, keep no text). A sentence is read
back against the templates of the catalogue that have ``{fields}``; a field holding a model's
name stays a name, a number stays a number, any other field is worded again the same way.
An exact sentence is simply looked up. A sentence no template matches is shown as it is,
which the Spanish render test catches.
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine.arenarex.content import roster

from ...reword import FREE, TemplateReader

#: fields that hold a model's name, and fields that hold a number
MODELS = frozenset(("model", "attacker", "defender", "target", "other"))
NUMBERS = frozenset(("n", "amount", "cost", "inches", "favor", "left", "turn", "round", "distance"))


@lru_cache(maxsize=1)
def _models() -> str:
    """Every model's name, as one expression (the longest first, so a name is read whole)."""
    return "|".join(re.escape(n) for n in sorted({p.name for p in roster().values()}, key=len, reverse=True))


def _field_pattern(name: str) -> str:
    return _models() if name in MODELS else r"[-\d.]+" if name in NUMBERS else FREE


def _word_field(name: str, value: str) -> str:
    return value if name in MODELS or name in NUMBERS or not value else reword(value)


_READER = TemplateReader("arenarex", _field_pattern, _word_field)
#: ``text`` (an engine sentence in English) in the player's language
reword = _READER.reword
