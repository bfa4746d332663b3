"""For Glory in the window: the card table (``table``) and its words (``text``: card texts,
option labels, log sentences). See ``client.games`` for the hooks read here."""
from __future__ import annotations

from collections.abc import Mapping

from engine.i18n import N_, game_words, language

_, ngettext, pgettext = game_words("forglory")


class SaidMapping(Mapping):
    """A table of player words (marked with ``N_``) read in the player's language at each look-up,
    so the setup scene shows them in the language chosen now."""

    def __init__(self, words: dict):
        self._words = dict(words)

    def __getitem__(self, key):
        return _(self._words[key])

    def __iter__(self):
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


OPTION_LABELS = {
    "champions": SaidMapping({"off": N_("No Champions"), "random": N_("Champions dealt at random"),
                              "draft": N_("Champions drafted")}),
}
SEAT_COUNT_NOTES = SaidMapping({2: N_("house variant")})
#: the setup scene's name of each option (``client.games.option_name`` translates it)
OPTION_NAMES = {"champions": N_("Champions")}


def table_scene():
    from .table import ForGloryTable

    return ForGloryTable


def rules_summary():
    from .. import RulesSummary

    if language() == "es":
        from . import rules_es

        return RulesSummary(rules_es.TITLE, rules_es.SECTIONS, rules_es.glossary())
    from . import rules

    return RulesSummary(rules.TITLE, rules.SECTIONS, rules.GLOSSARY)
