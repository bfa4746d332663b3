"""For Glory in the window: the card table (``table``) and its words (``text``: card texts,
option labels, log sentences). See ``client.games`` for the hooks read here."""
from __future__ import annotations

from engine.i18n import N_, game_words, language

_, ngettext, pgettext = game_words("forglory")

OPTION_LABELS = {
    "champions": {"off": N_("No Champions"), "random": N_("Champions dealt at random"),
                  "draft": N_("Champions drafted")},
}
SEAT_COUNT_NOTES = {2: N_("house variant")}
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
