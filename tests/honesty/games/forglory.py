"""For Glory's secrets, read from ``ForGloryState``'s stored fields (engine/forglory/fields.py):
every other seat's Hand, Reserve and Deck (the seat sees their counts only), the order of every
Deck, the searcher's own included (it sees its Deck's cards, never their order), the Supply
decks and the Arena deck below its top card."""
from __future__ import annotations

from engine.forglory.content import SUPPLY_DECKS

from ..common import Secret, future_dice, in_hand_secrets, others, reorder, swap_between


def _name(s):
    return lambda a, b: s.names[a] != s.names[b]


def _same(s):
    return lambda a, b: s.names[a] == s.names[b]


def hand_card(s, seat, rng):
    for o in others(s, seat, rng):
        pair = swap_between(rng, s.hand[o], s.deck[o], _name(s))
        if pair:
            return f"seat {o}'s {s.names[pair[0]]} in hand for the {s.names[pair[1]]} of its Deck"
    return None


def reserve_card(s, seat, rng):
    for o in others(s, seat, rng):
        if not s.reserve[o]:
            continue
        fits = [c for c in s.hand[o] + s.deck[o] if s.reservable(o, c)]
        for pile in (s.hand[o], s.deck[o]):
            pair = swap_between(rng, s.reserve[o], pile, lambda a, b, fits=fits: _name(s)(a, b) and b in fits)
            if pair:
                return f"seat {o}'s Reserve holds {s.names[pair[1]]} for {s.names[pair[0]]}"
    return None


def their_deck(s, seat, rng):
    for o in others(s, seat, rng):
        if reorder(rng, s.deck[o], _same(s)):
            return f"seat {o}'s Deck order"
    return None


def own_deck(s, seat, rng):
    return reorder(rng, s.deck[seat], _same(s)) and "the searcher's own Deck order"


def supply_deck(s, seat, rng):
    for d in SUPPLY_DECKS:
        if reorder(rng, s.supply[d]["deck"], _same(s)):
            return f"the {d} deck's order"
    return None


def arena_deck(s, seat, rng):
    below = s.arena_deck[:-1]
    if reorder(rng, below, _same(s)):
        s.arena_deck[:-1] = below
        return "the Arena deck below its top card"
    return None


MOVES = {"hand card": hand_card, "reserve card": reserve_card, "their deck order": their_deck,
         "own deck order": own_deck, "supply deck order": supply_deck, "arena deck order": arena_deck,
         "future dice": future_dice}


def secrets(s, seat):
    out = []
    for o in range(s.n):
        hand, deck = s.hand[o], s.deck[o]
        if o != seat and hand and deck and not s.reserve[o]:  # (a Reserve takes only some cards)
            out += in_hand_secrets(lambda x: x.hand, o, hand, len(hand) + len(deck), len(hand),
                                   f"seat {o}'s Hand holds")
    own = s.deck[seat]
    if len({s.names[c] for c in own}) > 1:
        top = own[-1]
        out.append(Secret("the top of the searcher's own Deck", lambda x, t=top: x.deck[seat][-1] == t, 1 / len(own)))
    for d in SUPPLY_DECKS:
        pile = s.supply[d]["deck"]
        if len(pile) > 1:
            out.append(Secret(f"the top of the {d} deck", lambda x, d=d, t=pile[-1]: x.supply[d]["deck"][-1] == t,
                              1 / len(pile)))
    if len(s.arena_deck) > 2:
        nxt = s.arena_deck[-2]
        out.append(Secret("the Arena card under the top one", lambda x, t=nxt: x.arena_deck[-2] == t,
                          1 / (len(s.arena_deck) - 1)))
    return out
