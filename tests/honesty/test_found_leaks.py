"""The leaks the honesty suite found, each pinned where it was (issue 25.4).

* Spartacus (arena bets) and Lots (bets on the lot): ``determinize`` resampled the other houses'
  bets only when the book held one, so a house that had not bet learnt from an empty book that
  nobody had. Now the bets are resampled whenever they may lie in the book (a step the seat sees).
* For Glory, Gladiatores, Spartacus and Duel shuffled each hidden pool in its true order, so the
  same generator dealt another sample when only a secret differed (the permutation test's
  determinization check; each pool is now sorted first).
* Duel's draw counted nothing it drew, so a seat's whole deck was its hand and nothing was hidden.
"""
from __future__ import annotations

from auctiongame import RULESET as LOTS
from duelgame import RULESET as DUEL

from engine.core import Rng
from engine.core.canon import dumps

from .games.spartacus import COMBAT_STEPS
from .positions import candidates


def _same_samples(first, second, seat, draws=4):
    return all(dumps(first.determinize(seat, Rng(k, stream=3)).to_json())
               == dumps(second.determinize(seat, Rng(k, stream=3)).to_json()) for k in range(draws))


def _emptied(state):
    copy = state.clone()
    copy.book.bets = []
    return copy


def _book_cases(name, steps):
    """Positions at ``steps`` where the decider has not bet and some other house has."""
    out = []
    for state in candidates(name):
        seat = state.to_decide().seat
        bettors = {bet.bettor for bet in state.book.bets}
        if state.step in steps and bettors and seat not in bettors:
            out.append((state, seat))
    return out


def test_spartacus_an_empty_book_tells_a_house_that_did_not_bet_nothing():
    cases = _book_cases("spartacus", COMBAT_STEPS)
    assert len(cases) >= 5
    for state, seat in cases:
        assert dumps(_emptied(state).observation(seat)) == dumps(state.observation(seat))
        assert _same_samples(state, _emptied(state), seat), \
            f"seat {seat} tells from its samples whether another house bet ({state.step})"


def test_lots_an_empty_book_tells_a_bidder_that_did_not_bet_nothing():
    cases = _book_cases(LOTS.name, ("bids", "rebid"))
    assert len(cases) >= 5
    for state, seat in cases:
        assert dumps(_emptied(state).observation(seat)) == dumps(state.observation(seat))
        assert _same_samples(state, _emptied(state), seat)


def test_duel_a_hand_holds_hand_size_cards_and_the_deck_the_rest():
    for size in ("3", "4"):
        state = DUEL.new_game(DUEL.make_config(2, {"hand_size": size}), 5)
        assert [len(h) for h in state.hands] == [int(size)] * 2
        assert [len(d) for d in state.decks] == [12 - int(size)] * 2
