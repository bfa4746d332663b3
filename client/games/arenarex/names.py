"""Arena Rex's option values in player words: the scenarios, the living hazards and the arenas
(the setup screen, the cohort builder and the side panel read them)."""
from __future__ import annotations

from engine.i18n import N_

#: the scenarios' names as the book writes them (the engine's option values are snake_case)
SCENARIO_LABEL = {"munus": "Munus", "primus_superiorum": "Primus Superiorum", "venatio": "Venatio",
                  "damnatio": "Damnatio", "vinculi": "Vinculi", "duellum": "Duellum", "geminae": "Geminae"}
HAZARD_LABEL = {"0": N_("None"), "1": N_("One beast"), "2": N_("Two beasts")}


#: the arenas that come with the game, in player words (a map added later shows its file name)
MAP_NAMES = {"colosseum": N_("Colosseum"), "chain_pillar": N_("Chain Pillar"), "ring_of_fire": N_("Ring of Fire")}


def map_label(name: str) -> str:
    """An arena's name in the player's language."""
    from .words import _

    return _(MAP_NAMES[name]) if name in MAP_NAMES else name.replace("_", " ").title()
