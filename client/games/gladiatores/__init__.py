"""Gladiatores: Blood for Roses in the window: the card table (``table``), its words (``text``)
and its rules summary (``rules``). See ``client.games`` for the hooks read here."""
from __future__ import annotations

from engine.i18n import N_, game_words, language

_, ngettext, pgettext = game_words("gladiatores")

OPTION_LABELS = {
    "mode": {"full": N_("Full game"), "quickplay": N_("Quickplay: one fight")},
    "events": {"3": N_("3 events"), "4": N_("4 events"), "5": N_("5 events")},
    "sponsors": {"false": N_("No Sponsors"), "true": N_("A Sponsor each event")},
    "events_in_advance": {"false": N_("One at a time"), "true": N_("All at the start")},
    "favour_from_loser": {"false": N_("Supply only"), "true": N_("Also the victim")},
    "reuse_tactics": {"false": N_("Tactics used once"), "true": N_("Tactics come back")},
    "wheel_functions": {"false": N_("Plain wheel"), "true": N_("Spaces give bonuses")},
    "quick_gladiators": {"random": N_("Dealt at random"), "chosen": N_("Chosen in turn")},
}
SEAT_COUNT_NOTES = {2: N_("no betting")}
#: the setup scene's name of each option (``client.games.option_name`` translates it)
OPTION_NAMES = {"mode": N_("Mode"), "events": N_("Events"), "sponsors": N_("Sponsors"),
                "events_in_advance": N_("Events in advance"), "favour_from_loser": N_("Favour from loser"),
                "reuse_tactics": N_("Reuse tactics"), "wheel_functions": N_("Wheel functions"),
                "quick_gladiators": N_("Quick gladiators")}


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

    if language() == "es":
        from . import rules_es

        return RulesSummary(rules_es.TITLE, rules_es.SECTIONS, rules_es.glossary())
    from . import rules

    return RulesSummary(rules.TITLE, rules.SECTIONS, rules.GLOSSARY)
