"""The secrets of the two test games: Duel (tests/duelgame.py: hidden hands and decks) and Lots
(tests/auctiongame.py: the lots to come, sealed bids and bets, bets in the book)."""
from __future__ import annotations

from auctiongame import BET_ODDS, BET_STAKE, LOT_VALUES, NOBODY, winner_outcome
from duelgame import card_value

from ..common import (
    Secret,
    answer_otherwise,
    future_dice,
    in_hand_secrets,
    others,
    reorder,
    sealed_secrets,
    swap_between,
)


# -- Duel --------------------------------------------------------------------------------------
def duel_hand_card(s, seat, rng):
    other = 1 - seat
    pair = swap_between(rng, s.hands[other], s.decks[other], lambda a, b: card_value(a) != card_value(b))
    return pair and f"seat {other}'s {pair[0]} in hand for {pair[1]} of its deck"


def duel_their_deck(s, seat, rng):
    other = 1 - seat
    return reorder(rng, s.decks[other], lambda a, b: card_value(a) == card_value(b)) and f"seat {other}'s deck order"


def duel_own_deck(s, seat, rng):
    return reorder(rng, s.decks[seat], lambda a, b: card_value(a) == card_value(b)) and "the searcher's own deck order"


DUEL_MOVES = {"hand card": duel_hand_card, "their deck order": duel_their_deck, "own deck order": duel_own_deck,
              "future dice": future_dice}


def duel_secrets(s, seat):
    other = 1 - seat
    hand, deck = s.hands[other], s.decks[other]
    if not hand or not deck:
        return []
    return in_hand_secrets(lambda x: x.hands, other, hand, len(hand) + len(deck), len(hand),
                           f"seat {other} holds")


# -- Lots --------------------------------------------------------------------------------------
def _unseen(s):
    return [v for v in LOT_VALUES if v not in s.revealed and v != s.lot]


def lots_to_come(s, seat, rng):
    spare = [v for v in _unseen(s) if v not in s.deck]
    if s.deck and spare:
        i = rng.below(len(s.deck))
        before, s.deck[i] = s.deck[i], spare[rng.below(len(spare))]
        return f"lot {before} to come swapped for lot {s.deck[i]}"
    return reorder(rng, s.deck) and "the order of the lots to come"


def lots_sealed(s, seat, rng):
    return answer_otherwise(s.sealed, others(s, seat, rng), s._answers_for)


def lots_bet(s, seat, rng):
    for bet in s.book.bets:
        if bet.bettor != seat:
            choices = [winner_outcome(x) for x in range(s.num_seats) if winner_outcome(x) != bet.outcome]
            before, bet.outcome = bet.outcome, choices[rng.below(len(choices))]
            return f"seat {bet.bettor}'s bet ({before} -> {bet.outcome})"
    return None


def lots_bet_or_none(s, seat, rng):
    """Whether a house bet at all is its secret too, from the sealed bets until they are settled."""
    if s.step not in ("bids", "rebid"):
        return None
    bettors = sorted({bet.bettor for bet in s.book.bets})
    if bettors and seat not in bettors and rng.below(2):  # the edge: a book left empty, or not
        s.book.bets = []
        return f"seats {bettors} backed nobody: no house bet"
    for other in others(s, seat, rng):
        mine = [bet for bet in s.book.bets if bet.bettor == other]
        if mine:
            s.book.bets = [bet for bet in s.book.bets if bet.bettor != other]
            return f"seat {other} backed nobody instead of {mine[0].outcome}"
        if s.gold[other] >= BET_STAKE:
            s.book.place(other, winner_outcome(seat), BET_STAKE, BET_ODDS)
            return f"seat {other} backed house {seat + 1} instead of nobody"
    return None


LOTS_MOVES = {"lots to come": lots_to_come, "sealed answer": lots_sealed, "bet in the book": lots_bet,
              "bet or none": lots_bet_or_none, "future dice": future_dice}


def _bet_of(s, seat):
    return next((b.outcome for b in s.book.bets if b.bettor == seat), NOBODY)


def lots_secrets(s, seat):
    out = sealed_secrets(lambda x: x.sealed, s, seat, s._answers_for)
    unseen = _unseen(s)
    if s.deck and len(unseen) > 1:
        top = s.deck[-1]
        out.append(Secret("the next lot", lambda x, top=top: x.deck[-1] == top, 1 / len(unseen)))
    for other in range(s.num_seats):
        if other != seat and s.gold[other] >= BET_STAKE and s.book.bets:
            true = _bet_of(s, other)
            out.append(Secret(f"seat {other}'s bet", lambda x, o=other, t=true: _bet_of(x, o) == t,
                              1 / (s.num_seats + 1), "a bet in the book"))
    return out
