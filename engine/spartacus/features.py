"""Spartacus' evaluator features: one named row per seat, read from a (possibly
determinized) full state, for the fitted evaluator (``engine/ai/fitted.py``,
docs/evaluators.md).

A house wins with 12 influence at the end of a phase (or the most when the rounds run out).
So the features are its influence, how near it stands to 12 and how far ahead of the rest, its gold, and what it owns:
gladiators (and how strong the ready ones are), slaves, guards, favour on its fighters, a
champion, intrigue cards in hand, wounded men, and whether it hosts the games. ``progress``
(the share of the round limit gone) scales a copy of influence.
Cheap by design: it runs at every leaf of the search.
"""
from __future__ import annotations

from typing import NamedTuple

from .common import ROUND_LIMIT, WIN_INFLUENCE
from .content import content


class SeatFeatures(NamedTuple):
    influence: float       #: influence
    near_win: float        #: 1 if influence is within 2 of winning
    lead: float            #: influence less the best of the other houses'
    gold: float            #: gold
    gladiators: float      #: gladiators owned
    fighting_power: float  #: attack + defence + speed of its ready gladiators
    slaves: float          #: slaves owned
    guards: float          #: guards owned
    equipment: float       #: equipment owned
    favour: float          #: favour tokens on its cards
    champion: float        #: 1 if it owns the champion
    wounded: float         #: wounded cards it owns
    intrigue: float        #: intrigue cards in hand
    host: float            #: 1 if it is the host
    late_influence: float  #: ``influence`` x progress


NAMES = SeatFeatures._fields
_KINDS = ("gladiator", "slave", "guard", "equipment")


def progress(s) -> float:
    """The share of the round limit gone, in [0, 1]."""
    return 1.0 if s.over else min(1.0, max(0.0, (s.round_no - 1) / ROUND_LIMIT))


def table(s) -> list[SeatFeatures]:
    """One row of features per seat."""
    share = progress(s)
    c = content()
    types = c.types
    n = s.num_seats
    counts = [dict.fromkeys(_KINDS, 0.0) for _ in range(n)]
    power = [0.0] * n
    favour = [0.0] * n
    champion = [0.0] * n
    wounded = [0.0] * n
    for card, seat in s.owner.items():
        kind = types[card]
        if kind in _KINDS:
            counts[seat][kind] += 1
        if kind == "gladiator" and card not in s.wounded and card not in s.exhausted:
            d = c.card(card)
            power[seat] += d.attack + d.defence + d.speed
        favour[seat] += s.favour.get(card, 0)
        champion[seat] += card in s.champion
        wounded[seat] += card in s.wounded
    rows = []
    for seat in range(n):
        inf = float(s.influence[seat])
        k = counts[seat]
        best_other = max(s.influence[o] for o in range(n) if o != seat)
        rows.append(SeatFeatures(inf, float(inf >= WIN_INFLUENCE - 2), inf - best_other, float(s.gold[seat]),
                                 k["gladiator"],
                                 power[seat], k["slave"], k["guard"], k["equipment"], favour[seat],
                                 min(1.0, champion[seat]), wounded[seat], float(len(s.hands[seat])),
                                 float(s.host == seat), inf * share))
    return rows
