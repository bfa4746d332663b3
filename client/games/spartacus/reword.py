"""The engine's sentences in the player's language, worded again at the moment they are drawn.

The Spartacus engine writes its events, prompts and refusals in English, from templates
marked with ``N_()`` ("{house} passes.") and filled with ``str.format``: the events are the
game's record (saved, replayed and hashed by the seeded fingerprints), so they never hold a
translated word. The window reads such a sentence back against the templates of the
catalogue, words each field again (a house, a card, a count, a list of dice, a nested phrase)
and fills the template's translation. A sentence no template matches is shown as it is,
which the Spanish render test catches.
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine.i18n import N_, SOURCE_LANGUAGE, game_words, language
from engine.spartacus.content import content

from ...reword import FREE, TemplateReader

_, ngettext, pgettext = game_words("spartacus")

#: fields that hold a whole number
NUMBERS = frozenset(("gold", "influence", "roll", "number", "round", "need", "has", "count", "most", "moves",
                     "left", "first", "second", "old", "new", "speed", "n"))
#: fields that hold a house, a card, dice, or a list of phrases joined by ", " and " and "
HOUSES, CARDS, DICE = frozenset(("house", "other")), frozenset(("card", "scheme", "foe")), frozenset(("attack", "defence"))
LISTS = frozenset(("give", "ask", "houses", "changes", "bids"))
#: fields that hold an optional phrase of its own template (empty, or beginning as shown), so that
#: two of them side by side ("{card}{aim}{backed}") split where the English phrases begin
PHRASES = {"aim": r"(?: against (?:{houses}))?", "backed": r"(?: with the support of .+?)?",
           "how": r"(?: \(equipment: .+?\))?", "broke": r"(?: \(.+?\))?"}
#: counted things in the engine's English record ("2 wounds"), worded with the catalogue's plurals
COUNTED = re.compile(r"^(\d+) (wound|wounds|intrigue card|intrigue cards)$")
#: what the shared negotiation words put in a list of terms (engine/parts/negotiation.py)
TERMS_WORDS = (N_("nothing"), N_("their support"))


def counted(n: int, thing: str) -> str:
    if thing.startswith("wound"):
        return ngettext("{n} wound", "{n} wounds", n).format(n=n)
    return ngettext("{n} intrigue card", "{n} intrigue cards", n).format(n=n)


def card_shown(name: str) -> str:
    """A card's name as the player reads it (its Spanish name where it is not a proper name)."""
    d = _cards_by_name().get(name)
    if d is None or language() == SOURCE_LANGUAGE:
        return name
    return getattr(d, f"name_{language()}", "") or name


def house_shown(name: str) -> str:
    """A house's name as the player reads it ("House Aurelius", "Casa de Aurelio")."""
    h = _houses_by_name().get(name)
    if h is None:
        m = re.fullmatch(r"Seat (\d+)", name or "")
        return _("Seat {number}").format(number=m.group(1)) if m else name
    if language() == SOURCE_LANGUAGE:
        return name
    return getattr(h, f"name_{language()}", "") or name


def dice_shown(values) -> str:
    """Dice as a player reads them: "5, 3, 3 and 1"; none as "no dice"."""
    values = [str(v) for v in values]
    if not values:
        return _("no dice")
    if len(values) == 1:
        return values[0]
    return _("{some} and {last}").format(some=", ".join(values[:-1]), last=values[-1])


def capital(text: str) -> str:
    """``text`` with a capital first letter (a bet outcome shown on its own line)."""
    return text[:1].upper() + text[1:]


def _whole(text: str) -> str | None:
    """A sentence that is a house's or a card's name by itself."""
    if text in _houses_by_name() or re.fullmatch(r"Seat \d+", text):
        return house_shown(text)
    if text in _cards_by_name():
        return card_shown(text)
    return None


@lru_cache(maxsize=1)
def _names() -> tuple[str, str]:
    """Every card's and every house's name as one expression each (the longest first)."""
    cards = "|".join(re.escape(n) for n in sorted(_cards_by_name(), key=len, reverse=True))
    houses = "|".join(re.escape(n) for n in sorted(_houses_by_name(), key=len, reverse=True)) + r"|Seat \d+"
    return cards, houses


def _field_pattern(name: str) -> str:
    cards, houses = _names()
    return (r"-?\d+" if name in NUMBERS else houses if name in HOUSES else cards if name in CARDS
            else r"\[[\d, ]*\]|\d+" if name in DICE
            else PHRASES[name].replace("{houses}", houses) if name in PHRASES else FREE)


def _field(name: str, value: str) -> str:
    if name in NUMBERS or not value:
        return value
    if name == "pool":
        return {"attack": pgettext("dice pool", "attack"), "defence": pgettext("dice pool", "defence"),
                "speed": pgettext("dice pool", "speed")}.get(value, value)
    if name in HOUSES:
        return house_shown(value)
    if name in CARDS:
        return card_shown(value)
    if name in DICE:
        inner = value.strip("[]")
        return dice_shown([v for v in inner.split(", ") if v]) if value.startswith("[") else value
    m = COUNTED.fullmatch(value)
    if m:
        return counted(int(m.group(1)), m.group(2))
    if name in LISTS:
        return _list(value)
    if value in _cards_by_name():
        return card_shown(value)
    if value in _houses_by_name():
        return house_shown(value)
    return _text_shown(value) or reword(value)


def terms_shown(terms) -> str:
    """What one side of an offer holds ("3 gold and Crixus"), in the player's language."""
    english = terms.words(lambda c: content().card(c).name)
    return english if language() == SOURCE_LANGUAGE else _list(english)


def _list(value: str) -> str:
    head, sep, last = value.rpartition(" and ")
    parts = (head.split(", ") + [last]) if sep else value.split(", ")
    shown = [_field("item", p) for p in parts]
    return shown[0] if len(shown) == 1 else _("{some} and {last}").format(some=", ".join(shown[:-1]), last=shown[-1])


def _text_shown(value: str) -> str | None:
    """A card's or a house's English text, as its Spanish twin."""
    entry = _texts().get(value)
    if entry is None:
        return None
    return getattr(entry, f"text_{language()}", "") or value


@lru_cache(maxsize=1)
def _cards_by_name() -> dict:
    c = content()
    return {d.name: d for d in c.market + c.intrigue}


@lru_cache(maxsize=1)
def _houses_by_name() -> dict:
    return {h.name: h for h in content().houses}


@lru_cache(maxsize=1)
def _texts() -> dict:
    c = content()
    return {e.text: e for e in c.market + c.intrigue + c.houses}


_READER = TemplateReader("spartacus", _field_pattern, _field, _whole)
#: ``text`` (an engine sentence in English) in the player's language
reword = _READER.reword
