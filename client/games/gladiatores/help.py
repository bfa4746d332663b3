"""F1 on the Gladiatores table: the entry of the rules summary (``rules``) for the thing under the
mouse. ``help_topic(thing, zone)`` takes what the table registered with ``hit`` and names a
section heading or a glossary term of ``rules``; None opens the summary at its top."""
from __future__ import annotations

from . import rules
from .text import card_def

#: a zone of the table -> the entry telling about what lies there
ZONE_TOPIC = {
    "seat": "gladiator", "gladiator": "gladiator", "ability": "ability", "market": "market", "space": "market",
    "bet": "betting", "tactics": "Tactics", "wheel": "Wheel of Glory", "wheel_info": "Wheel of Glory",
    "bank": "Bank Wheel", "school": "school", "deck": "decks", "order": "Turn Order",
}
CARD_TOPIC = {"attack": "Attack card", "defense": "Defense card", "effect": "Effect card"}
TOP_TOPIC = {"event": "An event, step by step", "supply": "crowd favour"}


def topics() -> set[str]:
    """Every entry name of the rules summary: section headings and glossary terms."""
    return {h for h, _ in rules.SECTIONS} | {t for t, _ in rules.GLOSSARY}


def help_topic(thing, zone: str) -> str | None:
    if zone in ("hand", "pile", "zoom"):
        d = card_def(thing) if isinstance(thing, str) else None
        return CARD_TOPIC.get(d.type) if d is not None else "exchange"
    if zone == "top" and isinstance(thing, tuple):
        return TOP_TOPIC.get(thing[0])
    return ZONE_TOPIC.get(zone)
