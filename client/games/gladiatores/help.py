"""F1 on the Gladiatores table: the entry of the rules summary (``rules``) for the thing under the
mouse. ``help_topic(thing, zone)`` takes what the table registered with ``hit`` and names a
section heading or a glossary term of ``rules``; None opens the summary at its top."""
from __future__ import annotations

from engine.i18n import N_

from . import rules
from .text import card_def

#: a zone of the table -> the entry telling about what lies there
ZONE_TOPIC = {
    "seat": N_("gladiator"), "gladiator": N_("gladiator"), "ability": N_("ability"), "market": N_("market"), "space": N_("market"),
    "bet": N_("betting"), "tactics": N_("Tactics"), "wheel": N_("Wheel of Glory"), "wheel_info": N_("Wheel of Glory"),
    "bank": N_("Bank Wheel"), "school": N_("school"), "deck": N_("decks"), "order": N_("Turn Order"),
}
CARD_TOPIC = {"attack": N_("Attack card"), "defense": N_("Defense card"), "effect": N_("Effect card")}
TOP_TOPIC = {"event": N_("An event, step by step"), "supply": N_("crowd favour")}


def topics() -> set[str]:
    """Every entry name of the rules summary: section headings and glossary terms."""
    return {h for h, _ in rules.SECTIONS} | {t for t, _ in rules.GLOSSARY}


def help_topic(thing, zone: str) -> str | None:
    if zone in ("hand", "pile", "zoom"):
        d = card_def(thing) if isinstance(thing, str) else None
        return CARD_TOPIC.get(d.type) if d is not None else N_("exchange")
    if zone == "top" and isinstance(thing, tuple):
        return TOP_TOPIC.get(thing[0])
    return ZONE_TOPIC.get(zone)
