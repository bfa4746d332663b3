"""Gladiatores' evaluator features: one named row per seat, read from a (possibly
determinized) full state, for the fitted evaluator (``engine/ai/fitted.py``,
docs/evaluators.md).

The game is won on victory points (the wreaths on a school's wheel, a bonus for filling it
first, less its debt), ties broken by gold then silver wreaths. Favour turns into wreaths
after an event; during a fight, the fighter's life and cards decide who gets the favour;
bets pay on the gladiator who wins. ``progress`` (the share of the events gone) scales copies
of points and favour, so the fit can weigh a lead more as the game nears its end.
Cheap by design: it runs at every leaf of the search.
"""
from __future__ import annotations

from typing import NamedTuple

from .content import content


class SeatFeatures(NamedTuple):
    points: float          #: victory points now (wheel, fill bonus, less debt)
    gold: float            #: gold wreaths on the wheel (the first tie-break)
    silver: float          #: silver wreaths on the wheel (the second tie-break)
    wreaths: float         #: spaces of the wheel filled
    favour: float          #: favour waiting to be turned into wreaths
    debt: float            #: debt
    fighting: float        #: 1 if its gladiator is in a fight now and not out
    life: float            #: the fighter's life left (0 when not fighting)
    life_share: float      #: life left / life at the start (0 when not fighting)
    cards: float           #: cards in hand while fighting (0 otherwise)
    stakes: float          #: gold staked on bets still open
    late_points: float     #: ``points`` x progress
    late_favour: float     #: ``favour`` x progress


NAMES = SeatFeatures._fields


def progress(s) -> float:
    """The share of the game gone, in [0, 1]: events done, half an event more once fighting."""
    if s.phase == "over":
        return 1.0
    total = 1 if s.quick else int(s.config.get("events", 3))
    into = 0.5 if s.phase == "combat" else 0.0
    return min(1.0, max(0.0, (s.event_no - 1 + into) / total))


def table(s) -> list[SeatFeatures]:
    """One row of features per seat."""
    share = progress(s)
    values = s.wreath_values
    bonus = content().full_bonus
    combat = s.phase == "combat"
    stakes = [0.0] * s.num_seats
    for bet in s.book.bets:
        stakes[bet.bettor] += bet.stake
    rows = []
    for seat in range(s.num_seats):
        wheel = s.wheel[seat]
        gold = silver = filled = 0.0
        points = 0.0
        for w in wheel:
            if w is not None:
                filled += 1
                points += values[w]
                gold += w.endswith("gold")
                silver += w.endswith("silver")
        if seat in s.full_order:
            place = s.full_order.index(seat)
            points += bonus[place] if place < len(bonus) else 0
        points -= s.debt[seat]
        fighting = combat and s.glad[seat] is not None and s.out[seat] is None
        life = float(s.life[seat]) if fighting else 0.0
        top = s.life_max[seat]
        rows.append(SeatFeatures(points, gold, silver, filled, float(s.favour[seat]), float(s.debt[seat]),
                                 float(fighting), life, life / top if fighting and top else 0.0,
                                 float(len(s.hand[seat])) if fighting else 0.0, stakes[seat],
                                 points * share, s.favour[seat] * share))
    return rows
