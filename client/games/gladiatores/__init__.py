"""Gladiatores: Blood for Roses in the window: the card table (``table``), its words (``text``)
and its rules summary (``rules``). See ``client.games`` for the hooks read here."""
from __future__ import annotations

OPTION_LABELS = {
    "mode": {"full": "Full game", "quickplay": "Quickplay: one fight"},
    "events": {"3": "3 events", "4": "4 events", "5": "5 events"},
    "sponsors": {"false": "No Sponsors", "true": "A Sponsor each event"},
    "events_in_advance": {"false": "One at a time", "true": "All at the start"},
    "favour_from_loser": {"false": "Supply only", "true": "Also the victim"},
    "reuse_tactics": {"false": "Tactics used once", "true": "Tactics come back"},
    "wheel_functions": {"false": "Plain wheel", "true": "Spaces give bonuses"},
    "quick_gladiators": {"random": "Dealt at random", "chosen": "Chosen in turn"},
}
SEAT_COUNT_NOTES = {2: "no betting"}


def table_scene():
    from .table import GladiatoresTable

    return GladiatoresTable


def selftest_scenes(app, seats):
    """The summary of a seeded bot event, over the table it ended on."""
    def show():
        from .scenes import show_first_event_summary

        show_first_event_summary(app, seats)

    yield "gladiatores event summary", show


def rules_summary():
    from .. import RulesSummary
    from . import rules

    return RulesSummary(rules.TITLE, rules.SECTIONS, rules.GLOSSARY)
