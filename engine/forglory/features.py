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

from .content import CardDef
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


#: what a card counts for, in lanes of one integer (``tally``): a sum of the tallies of a pile
#: counts every lane at once (one ``sum`` in C instead of a loop per card), read back by lane
_LANE_BITS = 32
_LANE = (1 << _LANE_BITS) - 1
#: a card's count in one lane stays below this: a House's piles (far fewer than 4096 cards) sum
#: below the next lane
_MOST = 1 << 20
#: the lanes: a Gladiator (1), a Tactic or Reaction (1), an Arena card (1), a Patron (1), an Income
#: card's value, a Gladiator's Attack + Health
GLADIATOR, TRICK, ARENA, PATRON, INCOME, STRENGTH = (k * _LANE_BITS for k in range(6))


def lane(total: int, at: int) -> int:
    """One lane of a sum of tallies."""
    return total >> at & _LANE


class GladiatorNeed(dict):
    """Card id -> the Influence it needs if it is a Gladiator (0 for any other card), for one
    game's card definitions ``cd``, filled in as ids are asked for (small numbers: the policy's
    sums of them stay quicker than of tallies)."""

    def __init__(self, cd: dict[str, CardDef]):
        super().__init__()
        self.cd = cd

    def __missing__(self, cid: str) -> int:
        card = self.cd[cid]
        need = self[cid] = card.influence if card.type == "gladiator" else 0
        return need


class Tallies(dict):
    """Card id -> its tally, for one game's card definitions ``cd``, filled in as ids are asked
    for; ``need``: the same game's ``GladiatorNeed``."""

    def __init__(self, cd: dict[str, CardDef]):
        super().__init__()
        self.cd = cd
        self.need = GladiatorNeed(cd)

    def __missing__(self, cid: str) -> int:
        card = self.cd[cid]
        kind = card.type
        if kind == "gladiator":
            counts = ((GLADIATOR, 1), (STRENGTH, card.attack + card.health))
        elif kind == "income":
            counts = ((INCOME, card.value),)
        elif kind in ("tactic", "reaction"):
            counts = ((TRICK, 1),)
        elif kind in ("arena", "patron"):
            counts = ((ARENA if kind == "arena" else PATRON, 1),)
        else:
            counts = ()
        tally = 0
        for at, count in counts:
            if not 0 <= count < _MOST:
                raise ValueError(f"card {card.name}: {count} does not fit a tally's lane")
            tally |= count << at
        self[cid] = tally
        return tally


#: ``Tallies`` (and ``GladiatorNeed``) by the identity of a game's ``cd`` (kept beside it, so the identity is not reused
#: while the entry lives). A state never changes its ``cd``: a new card id makes a new one
#: (``ForGloryState._new_id``), and copies share it, so every determinization of a game shares
#: one. Cleared past ``_TALLIED_GAMES`` games
_TALLIES: dict[int, tuple[dict, Tallies]] = {}
_TALLIED_GAMES = 64
#: the last (``cd``, its ``Tallies``) asked for: a search asks for one game's again and again
_LAST: list = [None, None]


def tallies(cd: dict[str, CardDef]) -> Tallies:
    """The ``Tallies`` of a game's card definitions ``cd``."""
    last = _LAST
    if last[0] is cd:
        return last[1]
    entry = _TALLIES.get(id(cd))
    if entry is None or entry[0] is not cd:
        if len(_TALLIES) >= _TALLIED_GAMES:
            _TALLIES.clear()
        entry = _TALLIES[id(cd)] = (cd, Tallies(cd))
    last[0], last[1] = entry
    return entry[1]


def _seat(s: ForGloryState, seat: int, share: float, standing: float, everyone: float) -> SeatFeatures:
    tally = tallies(s.cd).__getitem__
    owned = s.hand[seat] + s.deck[seat] + s.discard[seat] + s.reserve[seat] + s.arena[seat]
    total = sum(map(tally, owned))
    cards = float(len(owned))
    income, tricks = float(lane(total, INCOME)), float(lane(total, TRICK))
    gladiators, strength = float(lane(total, GLADIATOR)), float(lane(total, STRENGTH))
    influence = float(s.influence(seat))
    villa = sum(map(tally, s.villa[seat]))
    arenas, patrons = lane(villa, ARENA), lane(villa, PATRON)
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
