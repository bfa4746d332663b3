"""The Arena Rex arena scene (issue 6): Tiled map, models at true scale, ruler,
side panel, moves with legal reach, the attack flow and animated events.

Modules: ``camera`` (pan/zoom maths), ``map_view`` (tile layers via pytmx's
pygame loader + rules overlays), ``models`` (bases, sprites, tokens),
``ruler`` (base-to-base measuring), ``panel`` (card, damage tree, Favor,
banner), ``words`` (log sentences citing rules), ``anims`` (event-driven
animation queue) and ``scene`` (ArenaScene). No rules live here: every legal
question goes to the engine (``legal_actions`` / ``check``). See ``client.games``
for the hooks read here.
"""
from __future__ import annotations

from engine.i18n import N_

from .names import HAZARD_LABEL, SCENARIO_LABEL, map_label

OPTION_NAMES = {"scenario": N_("Scenario"), "map": N_("Arena"), "cohort": N_("Cohort"),
                "living_hazards": N_("Living hazards")}


def __getattr__(attr):
    """``OPTION_LABELS``: player words for each option value of the setup screen (the maps are read
    afresh, as the ruleset offers them)."""
    if attr == "OPTION_LABELS":
        from engine.arenarex.maps import available_maps

        return {"scenario": dict(SCENARIO_LABEL), "map": {m: map_label(m) for m in available_maps()},
                "cohort": {str(n): f"{n} v {n}" for n in range(3, 9)}, "living_hazards": dict(HAZARD_LABEL)}
    raise AttributeError(attr)


def table_scene():
    from .scene import ArenaScene

    return ArenaScene


def before_play(app, seats, seed, options, on_start) -> bool:
    """Human seats pick their cohorts model by model: the builder starts the session."""
    if not any(seat.is_human for seat in seats):
        return False
    from .builder import CohortBuilderScene

    app.push(CohortBuilderScene(app, seats, on_start=on_start, seed=seed, options=dict(options)))
    return True


def selftest_scenes(app, seats):
    from .builder import CohortBuilderScene

    yield "arenarex cohort builder", lambda: app.push(CohortBuilderScene(app, seats))



def rules_summary():
    """The rules in a few pages, in the player's language (each written in our own words)."""
    from engine.i18n import language

    from .. import RulesSummary
    from . import rules, rules_es

    words = rules_es if language() == "es" else rules
    return RulesSummary(words.TITLE, words.SECTIONS, words.GLOSSARY)


def option_help(option: str, value: str) -> str:
    """The setup's tooltip for a scenario: what it is, in the player's language."""
    if option != "scenario":
        return ""
    from .buildcheck import scenario_help

    return scenario_help(value)
