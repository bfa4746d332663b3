"""For Glory's evaluator features: one named row per seat, read from a (possibly
determinized) full state, for the fitted evaluator (``engine/ai/fitted.py``,
docs/evaluators.md).

The game is won by the last Battle, so the features are what a House brings to it: the
Gladiators it owns and how strong they are, the Influence that lets it field them, Coin and
Income to register and buy back, Tactics and Reactions, and, once a Battle is on, what it
still has standing in the Arena. ``progress`` (the share of the game's rounds gone) scales
copies of the main ones, so the fit can weigh a deck early and the Arena late.
Cheap by design: it runs at every leaf of the search.
"""
from __future__ import annotations

from typing import NamedTuple

from .state import ForGloryState


class SeatFeatures(NamedTuple):
    influence: float          #: the House's Influence (its Villa)
    coins: float              #: Coin Tokens
    arenas: float             #: Arena cards in the Villa
    income: float             #: total value of its Income cards
    tricks: float             #: Tactic and Reaction cards it owns
    gladiators: float         #: Gladiator cards it owns (hand, deck, discard, Reserve, Arena)
    gladiator_strength: float  #: sum of Attack + Health of those Gladiators
    fielded: float            #: Gladiators in the Arena now
    standing: float           #: (Attack + 1) x Health left of the Gladiators in the Arena
    crowds_favor: float       #: 1 if it holds the Crowd's Favor
    last_round_standing: float  #: ``standing`` in the last round (the Battle that wins the game)
    late_strength: float      #: ``gladiator_strength`` x progress
    late_influence: float     #: ``influence`` x progress


NAMES = SeatFeatures._fields


def progress(s: ForGloryState) -> float:
    """The share of the game gone, in [0, 1]: rounds done, half a round more once in the Arena."""
    into = 0.5 if s.phase in ("late_registration", "combat") else 0.0
    if s.phase == "over":
        return 1.0
    return min(1.0, (s.round - 1 + into) / s.rounds)


def _seat(s: ForGloryState, seat: int, share: float) -> SeatFeatures:
    cd, damage = s.cd, s.damage
    income = tricks = gladiators = strength = 0.0
    for pile in (s.hand[seat], s.deck[seat], s.discard[seat], s.reserve[seat], s.arena[seat]):
        for c in pile:
            card = cd[c]
            kind = card.type
            if kind == "gladiator":
                gladiators += 1
                strength += card.attack + card.health
            elif kind == "income":
                income += card.value
            elif kind in ("tactic", "reaction"):
                tricks += 1
    standing = 0.0
    for g in s.arena[seat]:
        card = cd[g]
        standing += (card.attack + 1) * max(0, card.health - damage.get(g, 0))
    influence = float(s.influence(seat))
    arenas = sum(1 for c in s.villa[seat] if cd[c].type == "arena")
    last = s.round >= s.rounds
    return SeatFeatures(influence, float(s.coins[seat]), float(arenas), income, tricks, gladiators, strength,
                        float(len(s.arena[seat])), standing, float(s.cf == seat),
                        standing if last else 0.0, strength * share, influence * share)


def table(s: ForGloryState) -> list[SeatFeatures]:
    """One row of features per seat."""
    share = progress(s)
    return [_seat(s, seat, share) for seat in range(s.n)]
