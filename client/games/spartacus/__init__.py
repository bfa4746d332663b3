"""Spartacus in the window: the table of houses (``table``), the offers and sealed choices
(``compose``), the houses drawn from each seat's observation (``houses``), the side panel
(``panel``), the words (``words``), the rules summary (``rules``); the duel on the hex arena
is ``duelview`` / ``hexview``. See ``client.games`` for the hooks read here."""
from __future__ import annotations

from engine.i18n import N_, language

OPTION_LABELS = {
    "variant": {"standard": N_("Standard (start with 4 influence)"), "advanced": N_("Advanced (start with 1 influence)")},
}
OPTION_NAMES = {"variant": N_("Variant")}
SEAT_COUNT_NOTES: dict[int, str] = {}


def table_scene():
    from .table import SpartacusTable

    return SpartacusTable


def before_play(app, seats, seed, options, on_start) -> bool:
    return False


def selftest_scenes(app, seats):
    """The promise record and an arena duel on the hex map (a position reached by bots)."""
    from .scenes import duel_session, promises_scene

    yield "spartacus promise record", lambda: promises_scene(app)
    yield "spartacus hex duel", lambda: app.play(duel_session(seats))


def rules_summary():
    """The rules in a few pages, in the player's language (each written in our own words)."""
    from .. import RulesSummary
    from . import rules, rules_es

    words = rules_es if language() == "es" else rules
    return RulesSummary(words.TITLE, words.SECTIONS, words.GLOSSARY)
