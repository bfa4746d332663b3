"""For Glory's evaluator features: one named row per seat, read from a (possibly
determinized) full state, for the fitted evaluator (``engine/ai/fitted.py``,
docs/evaluators.md).

The game is won by the last Battle, so the features are what a House brings to it: the
Gladiators it owns and how strong they are, the Influence that lets it field them, Coin and
Income to register and buy back, Tactics and Reactions, and, once a Battle is on, what it
still has standing in the Arena. ``progress`` (the share of the game's rounds gone) scales
copies of the main ones, so the fit can weigh a deck early and the Arena late. The deck's
economy (what a draw brings: Income and Gladiator strength per card owned, the Patrons in the
Villa) lets a search of the Machinations Turn value a Buy, a Play or a Reserve.
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
    standing: float           #: (Attack + 1) x (Health left + 2 x Blessings) in the Arena, +1 per Ready one
    standing_share: float     #: its ``standing`` / everyone's (0 when no one has any)
    out_of_battle: float      #: 1 if a Battle is on and it has no Gladiator left in it
    crowds_favor: float       #: 1 if it holds the Crowd's Favor
    last_round_share: float   #: ``standing_share`` in the last round (the Battle that wins the game)
    last_round_out: float     #: ``out_of_battle`` in the last round
    late_strength: float      #: ``gladiator_strength`` x progress
    late_influence: float     #: ``influence`` x progress
    cards: float              #: cards it owns outside the Villa (hand, deck, discard, Reserve, Arena)
    income_per_card: float    #: ``income`` / ``cards``: the Coin a draw brings on average
    strength_per_card: float  #: ``gladiator_strength`` / ``cards``: the fighting a draw brings
    patrons: float            #: Patron cards in the Villa
    early_income: float       #: ``income_per_card`` x (1 - progress): an economy pays while rounds remain


NAMES = SeatFeatures._fields


def progress(s: ForGloryState) -> float:
    """The share of the game gone, in [0, 1]: rounds done, half a round more once in the Arena."""
    into = 0.5 if s.phase in ("late_registration", "combat") else 0.0
    if s.phase == "over":
        return 1.0
    return min(1.0, (s.round - 1 + into) / s.rounds)


def _standing(s: ForGloryState, seat: int) -> float:
    """What the House still has standing in the Arena (as the hand-written evaluator weighs a Battle)."""
    arena = s.arena[seat]
    if not arena:
        return 0.0
    cd, damage, blessings, exhausted = s.cd, s.damage, s.blessings, s.exhausted
    # the Villa's bonuses are the same for every Gladiator of one House: read them once
    first = cd[arena[0]]
    attack_bonus = s.attack_of(arena[0]) - first.attack
    health_bonus = s.health_of(arena[0]) - first.health
    total = 0.0
    for g in arena:
        card = cd[g]
        left = max(0, card.health + health_bonus - damage.get(g, 0))
        total += (card.attack + attack_bonus + 1.0) * (left + 2.0 * blessings.get(g, 0)) + (g not in exhausted)
    return total


def _seat(s: ForGloryState, seat: int, share: float, standing: float, everyone: float) -> SeatFeatures:
    cd = s.cd
    income = tricks = gladiators = strength = cards = 0.0
    for pile in (s.hand[seat], s.deck[seat], s.discard[seat], s.reserve[seat], s.arena[seat]):
        cards += len(pile)
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
    influence = float(s.influence(seat))
    arenas = sum(1 for c in s.villa[seat] if cd[c].type == "arena")
    patrons = sum(1 for c in s.villa[seat] if cd[c].type == "patron")
    per = 1.0 / cards if cards else 0.0
    last = s.round >= s.rounds
    part = standing / everyone if everyone else 0.0
    out = float(s.phase == "combat" and not s.arena[seat])
    return SeatFeatures(influence, float(s.coins[seat]), float(arenas), income, tricks, gladiators, strength,
                        float(len(s.arena[seat])), standing, part, out, float(s.cf == seat),
                        part if last else 0.0, out if last else 0.0, strength * share, influence * share,
                        cards, income * per, strength * per, float(patrons), income * per * (1.0 - share))


def table(s: ForGloryState) -> list[SeatFeatures]:
    """One row of features per seat."""
    share = progress(s)
    standing = [_standing(s, seat) for seat in range(s.n)]
    everyone = sum(standing)
    return [_seat(s, seat, share, standing[seat], everyone) for seat in range(s.n)]
