"""Spartacus' secrets, read from ``SpartacusState``'s stored fields (engine/spartacus/state.py
``_payload``): the intrigue cards in every other hand (guards held face down among them), the
intrigue deck, the market deck and the lots still to come (the auctions' ``lots``), the other houses'
answers in an open sealed round (bids, bets) and their bets on the arena."""
from __future__ import annotations

from engine.spartacus.content import content

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


def _name(card):
    return content().card(card).name


def _given_up(s) -> set[str]:
    """The schemes given up in the intrigue turn under way (none outside one)."""
    return set(s.turn.given_up) if s.turn is not None else set()


def _lots(s) -> list[str]:
    """The lots still to come in the auctions (none outside them)."""
    return s.auction.lots if s.auction is not None else []


def _differ(s):
    given_up = _given_up(s)  # a scheme card back in its hand was seen: not moved
    return lambda a, b: _name(a) != _name(b) and a not in given_up and b not in given_up


def hand_card(s, seat, rng):
    for o in others(s, seat, rng):
        pair = swap_between(rng, s.hands[o], s.intrigue_deck, _differ(s))
        if pair:
            return f"seat {o}'s {_name(pair[0])} in hand for a {_name(pair[1])} of the intrigue deck"
    return None


def between_hands(s, seat, rng):
    seats = others(s, seat, rng)
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            pair = swap_between(rng, s.hands[a], s.hands[b], _differ(s))
            if pair:
                return f"seat {a}'s {_name(pair[0])} swapped with seat {b}'s {_name(pair[1])}"
    return None


def deck_order(s, seat, rng):
    same = lambda a, b: _name(a) == _name(b)  # noqa: E731
    if reorder(rng, s.intrigue_deck, same):
        return "the intrigue deck's order"
    if reorder(rng, s.market_deck, same):
        return "the market deck's order"
    return None


def lots_to_come(s, seat, rng):
    lots = _lots(s)
    if lots:
        pair = swap_between(rng, lots, s.market_deck, lambda a, b: _name(a) != _name(b))
        if pair:
            return f"lot {_name(pair[0])} to come swapped for {_name(pair[1])} of the market deck"
    return None


def sealed_answer(s, seat, rng):
    return answer_otherwise(s.sealed, others(s, seat, rng), s.sealed_options)


def placed_bet(s, seat, rng):
    for bet in s.book.bets:
        if bet.bettor != seat:
            choices = [o for o in s.allowed_outcomes(bet.bettor) if o != bet.outcome]
            if choices:
                before, bet.outcome = bet.outcome, choices[rng.below(len(choices))]
                bet.odds = tuple(s.odds(bet.outcome))
                return f"seat {bet.bettor}'s bet ({before} -> {bet.outcome})"
    return None


def hidden_gold(s, seat, rng):
    """While gold is hidden (the market), a house's real purse is its own: the others see the
    figure the table knows (``gold_known``)."""
    if not s.gold_hidden:
        return None
    for other in others(s, seat, rng):
        before = s.gold[other]
        s.gold[other] = before + 1 if before == 0 or rng.below(2) else before - 1
        return f"seat {other}'s hidden gold ({before} -> {s.gold[other]})"
    return None


#: the steps of a combat: the bets of its sealed round are in the book until the combat ends
#: (the steps a Combate frame asks, engine/spartacus/combate.py)
COMBAT_STEPS = ("initiative", "move", "attack", "wound")


def bet_or_none(s, seat, rng):
    """Whether a house bet at all is its secret too (a stake is paid only when the bet settles)."""
    if s.step not in COMBAT_STEPS:
        return None
    bettors = sorted({bet.bettor for bet in s.book.bets})
    if bettors and seat not in bettors and rng.below(2):  # the edge: a book left empty, or not
        s.book.bets = []
        return f"seats {bettors} did not bet: no house bet"
    for other in others(s, seat, rng):
        mine = [bet for bet in s.book.bets if bet.bettor == other]
        if mine:
            s.book.bets = [bet for bet in s.book.bets if bet.bettor != other]
            return f"seat {other} did not bet instead of betting on {mine[0].outcome}"
        outcomes = s.allowed_outcomes(other)
        if s.gold[other] >= 1 and outcomes:
            s.book.place(other, outcomes[0], 1, s.odds(outcomes[0]))
            return f"seat {other} bet 1 gold on {outcomes[0]} instead of nothing"
    return None


MOVES = {"hand card": hand_card, "between hands": between_hands, "deck order": deck_order,
         "lots to come": lots_to_come, "sealed answer": sealed_answer, "placed bet": placed_bet,
         "bet or none": bet_or_none, "hidden gold": hidden_gold, "future dice": future_dice}


def secrets(s, seat):
    out = []
    others_ = [o for o in range(s.num_seats) if o != seat]
    pool = len(s.intrigue_deck) + sum(len(s.hands[o]) for o in others_)
    given_up = _given_up(s)
    for o in others_:
        hand = [c for c in s.hands[o] if c not in given_up]
        if hand and pool > len(s.hands[o]):
            out += in_hand_secrets(lambda x: x.hands, o, hand, pool, len(s.hands[o]), f"seat {o}'s hand holds")
    if s.sealed is not None:
        out += sealed_secrets(lambda x: x.sealed, s, seat, s.sealed_options)
    lots = _lots(s)
    market = len(s.market_deck) + len(lots)
    if lots and market > 1:
        out.append(Secret("the next lot", lambda x, t=lots[0]: _lots(x)[:1] == [t], 1 / market))
    return out
