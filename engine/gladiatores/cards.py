"""Card instances: every physical combat card has a stable id.

The three combat decks' cards are ``c0``, ``c1`` ... (in content order); a gladiator's own
9-card set is ``g<gladiator index>.<0-8>``. Actions name a card by its *name* (all copies of
STRIKE play alike), and the engine takes the first copy of that name in the hand, so the
same action means the same move in every determinization.
"""
from __future__ import annotations

from functools import cache

from .content import DECKS, CardDef, GladiatorDef, content


@cache
def common_ids() -> dict[str, tuple[str, ...]]:
    """The ids of each combat deck's cards, by deck."""
    out: dict[str, list[str]] = {deck: [] for deck in DECKS}
    index = 0
    for deck in DECKS:
        for _ in content().deck_list(deck):
            out[deck].append(f"c{index}")
            index += 1
    return {deck: tuple(ids) for deck, ids in out.items()}


@cache
def _names() -> dict[str, str]:
    names = {}
    index = 0
    for deck in DECKS:
        for name in content().deck_list(deck):
            names[f"c{index}"] = name
            index += 1
    for gi, glad in enumerate(gladiator_names()):
        for k, name in enumerate(content().gladiators[glad].set):
            names[f"g{gi}.{k}"] = name
    return names


def distinct_names(cards: list[str]) -> list[str]:
    """The names among ``cards``, each once, sorted."""
    return sorted(set(map(name_of, cards)))


@cache
def card_def(card_id: str) -> CardDef:
    return content().cards[_names()[card_id]]


@cache
def gladiator_names() -> tuple[str, ...]:
    return tuple(content().gladiators)


def gladiator(name: str) -> GladiatorDef:
    return content().gladiators[name]


def set_ids(glad: str) -> list[str]:
    gi = gladiator_names().index(glad)
    return [f"g{gi}.{k}" for k in range(len(gladiator(glad).set))]


def all_card_ids() -> list[str]:
    return sorted(_names())


def first_named(hand: list[str], name: str) -> str | None:
    """The copy of ``name`` an action plays: the first in hand order."""
    names = _NAMES
    for card in hand:
        if names[card] == name:
            return card
    return None


#: the name of each card id (read at every step of a search)
_NAMES = _names()
#: the name of a card id (a lookup, no Python call: read at every step of a search)
name_of = _NAMES.__getitem__
#: the deck of each common combat card, its type (a gladiator's set cards belong to none)
DECK_OF = {card: deck for deck, ids in common_ids().items() for card in ids}
#: the deck a common combat card belongs to
deck_of = DECK_OF.__getitem__
#: whether a card id is one of a gladiator's own set cards (``g<gladiator>.<k>``; a lookup, no Python call:
#: asked of every card discarded)
is_set_card = frozenset(card for card in _NAMES if card.startswith("g")).__contains__
