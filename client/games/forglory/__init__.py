"""For Glory in the window: the card table (``table``) and its words (``text``: card texts,
option labels, log sentences). See ``client.games`` for the hooks read here."""
from __future__ import annotations

OPTION_LABELS = {
    "champions": {"off": "No Champions", "random": "Champions dealt at random", "draft": "Champions drafted"},
}
SEAT_COUNT_NOTES = {2: "house variant"}


def table_scene():
    from .table import ForGloryTable

    return ForGloryTable


def rules_summary():
    from .. import RulesSummary
    from . import rules

    return RulesSummary(rules.TITLE, rules.SECTIONS, rules.GLOSSARY)
