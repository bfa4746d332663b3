"""Influence (rulebook "Influence", "Patron Cards", "Losing Influence"): the one place
that says what a Villa card gives and what the Arena needs.

A Ready Patron grants its Influence; an Exhausted Patron is a blank card (no Influence,
no static ability); an Arena card's static abilities always apply. A static ability can add
Influence (``influence_bonus``) or let the seat Reserve Gladiators (``reserve_gladiators``).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .content import CardDef


class VillaTerm(NamedTuple):
    """What one Villa card contributes while it counts."""
    card: str             #: its card id
    influence: int        #: Influence granted (a Patron's own plus any influence_bonus)
    reserve_gladiators: bool
    exhaustible: bool     #: counts only while Ready (Patrons; Arena cards always count)


def villa_term(cid: str, card: CardDef) -> VillaTerm:
    amount = card.influence if card.type == "patron" else 0
    reserve = False
    for st in card.static:
        if st.op == "influence_bonus":
            amount += st.amount
        elif st.op == "reserve_gladiators":
            reserve = True
    return VillaTerm(cid, amount, reserve, card.type != "arena")


def villa_summary(terms: Iterable[VillaTerm], exhausted) -> tuple[int, bool]:
    """(Influence, may Reserve Gladiators) of a Villa given as terms, with ``exhausted``
    the ids of Exhausted cards."""
    total = 0
    reserve = False
    for cid, amount, reserves, exhaustible in terms:
        if exhaustible and cid in exhausted:
            continue
        total += amount
        if reserves:
            reserve = True
    return total, reserve


def required(gladiators: Iterable[CardDef]) -> int:
    """The Influence a seat's Gladiators need between them."""
    total = 0
    for card in gladiators:
        total += card.influence
    return total
