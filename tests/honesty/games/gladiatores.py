"""Gladiatores' secrets, read from ``GladiatoresState``'s stored fields (engine/gladiatores/state.py
FIELDS): the common combat cards in every other hand (a hand's count of Attack, Defense and
Effect cards is public, so a swap keeps each card's deck), the combat decks, a face-down Tactics
card, the answers of an open sealed round (a bet even its bettor cannot check), the gladiator each
placed bet backs, and the order of the event, gladiator and sponsor piles."""
from __future__ import annotations

from functools import cache

from engine.gladiatores.cards import common_ids
from engine.gladiatores.content import DECKS, content

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


@cache
def _deck_of() -> dict[str, str]:
    return {card: deck for deck, ids in common_ids().items() for card in ids}


@cache
def _name_of() -> dict[str, str]:
    """Each common card's name (the ids are numbered over the decks in file order)."""
    return {card: name for deck in DECKS for card, name in zip(common_ids()[deck], content().deck_list(deck), strict=True)}


def _differ(a, b):
    return _deck_of().get(a) == _deck_of().get(b) is not None and _name_of()[a] != _name_of()[b]


def hand_card(s, seat, rng):
    for o in others(s, seat, rng):
        for deck in DECKS:
            pair = swap_between(rng, s.hand[o], s.decks[deck], _differ)
            if pair:
                return f"seat {o}'s {_name_of()[pair[0]]} in hand for a {_name_of()[pair[1]]} of the {deck} deck"
    return None


def between_hands(s, seat, rng):
    seats = others(s, seat, rng)
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            pair = swap_between(rng, s.hand[a], s.hand[b], _differ)
            if pair:
                return f"seat {a}'s {_name_of()[pair[0]]} swapped with seat {b}'s {_name_of()[pair[1]]}"
    return None


def face_down_tactic(s, seat, rng):
    for o in others(s, seat, rng):
        chosen = s.tactics_chosen[o]
        if chosen is not None and not s.tactics_shown[o] and any(t != chosen for t in s.tactics[o]):
            other = next(t for t in s.tactics[o] if t != chosen)
            s.tactics[o] = sorted([t for t in s.tactics[o] if t != other] + [chosen])
            s.tactics_chosen[o] = other
            return f"seat {o}'s face-down Tactics card ({chosen} -> {other})"
    return None


def sealed_answer(s, seat, rng):
    if s.sealed is None:
        return None
    seats = others(s, seat, rng) + ([seat] if s.sealed.kind == "bet" else [])  # (a bet is hidden from its bettor)
    return answer_otherwise(s.sealed, seats, s._sealed_answers)


def placed_bet(s, seat, rng):
    names = [g for g in s.glad if g is not None]
    for bet in s.book.bets:
        choices = [g for g in names if g != bet.outcome]
        if choices:
            before, bet.outcome = bet.outcome, choices[rng.below(len(choices))]
            owner = s.glad.index(bet.outcome)
            bet.odds = (content().gladiators[bet.outcome].odds[s.turn_order[owner] - 1], 1)
            return f"seat {bet.bettor}'s bet ({before} -> {bet.outcome})"
    return None


def pile_order(s, seat, rng):
    for pile in ("event_deck", "glad_pile", "sponsor_deck"):
        if reorder(rng, getattr(s, pile)):
            return f"the order of {pile}"
    return None


def combat_deck_order(s, seat, rng):
    for deck in DECKS:
        if reorder(rng, s.decks[deck], lambda a, b: _name_of()[a] == _name_of()[b]):
            return f"the {deck} deck's order"
    return None


MOVES = {"hand card": hand_card, "between hands": between_hands, "face-down tactic": face_down_tactic,
         "sealed answer": sealed_answer, "placed bet": placed_bet, "pile order": pile_order,
         "combat deck order": combat_deck_order, "future dice": future_dice}


def secrets(s, seat):
    out = []
    others_ = [o for o in range(s.num_seats) if o != seat]
    for deck in DECKS:
        pool = len(s.decks[deck]) + sum(_deck_of().get(c) == deck for o in others_ for c in s.hand[o])
        for o in others_:
            mine = [c for c in s.hand[o] if _deck_of().get(c) == deck]
            if mine and pool > len(mine):
                out += in_hand_secrets(lambda x: x.hand, o, mine, pool, len(mine), f"seat {o}'s hand holds")
    for o in others_:
        chosen = s.tactics_chosen[o]
        if chosen is not None and not s.tactics_shown[o] and s.tactics[o]:
            out.append(Secret(f"seat {o}'s face-down Tactics card",
                              lambda x, o=o, c=chosen: x.tactics_chosen[o] == c, 1 / (len(s.tactics[o]) + 1), "a face-down Tactics card"))
    if s.sealed is not None:
        out += sealed_secrets(lambda x: x.sealed, s, seat, s._sealed_answers, hidden_own=s.sealed.kind == "bet")
    names = [g for g in s.glad if g is not None]
    for i, bet in enumerate(s.book.bets):
        if len(names) > 1:
            out.append(Secret(f"seat {bet.bettor}'s bet", lambda x, i=i, t=bet.outcome: x.book.bets[i].outcome == t,
                              1 / len(names), "a placed bet"))
    return out
