"""Gladiatores' determinization draws its numbers in the order of the definition: the other
hands and the decks, the face-down Tactics, the bets, then the event, gladiator and sponsor
piles, each pile shuffled after the other (``determinize`` takes the piles' draws from shared
blocks, ``Rng.shuffle_all``; every hard move and seeded fingerprint rests on the same worlds)."""
from __future__ import annotations

from determinize_checks import check_skipped_determinization

from engine.core import Rng
from engine.gladiatores.bots import flat_likelihood, likelihood
from engine.gladiatores.cards import DECK_OF
from engine.gladiatores.content import DECKS, content

from .helpers import new


def _determinize_by_definition(state, seat: int, rng: Rng):
    """The definition, one pile and one draw after the other."""
    clone = state.clone()
    clone.rng = rng.fork()
    clone._legal = None
    for deck in DECKS:
        slots = [(other, i) for other in range(clone.num_seats) if other != seat
                 for i, card in enumerate(clone.hand[other]) if DECK_OF.get(card) == deck]
        pool = clone.decks[deck] + [clone.hand[other][i] for other, i in slots]
        pool.sort()
        rng.shuffle(pool)
        clone.decks[deck][:] = pool
        for other, i in slots:
            clone.hand[other][i] = clone.decks[deck].pop()
    for other in range(clone.num_seats):
        chosen = clone.tactics_chosen[other]
        if other != seat and chosen is not None and not clone.tactics_shown[other]:
            options = sorted(clone.tactics[other] + [chosen])
            pick = options[rng.below(len(options))]
            options.remove(pick)
            clone.tactics[other], clone.tactics_chosen[other] = options, pick
    for bet in clone.book.bets:
        bet.outcome = rng.choice([g for g in clone.glad if g is not None])
        owner = clone.glad.index(bet.outcome)
        bet.odds = (content().gladiators[bet.outcome].odds[clone.turn_order[owner] - 1], 1)
    for pile in (clone.event_deck, clone.glad_pile, clone.sponsor_deck):
        pile.sort()
        rng.shuffle(pile)
    if clone.sealed is not None:
        if clone.sealed.kind == "bet":
            for other in list(clone.sealed.answers):
                clone.sealed.answers[other] = rng.choice(clone._sealed_answers(other))
        else:
            clone.sealed.resample(seat, rng, clone._sealed_answers)
    return clone


def _skipped(state, seat: int, seed: int, seen: dict) -> None:
    """The shared check (tests/determinize_checks.py); Gladiatores declines only in an open
    sealed round, whose answers are drawn from the world itself."""
    found = check_skipped_determinization(state, seat, seed, flat_likelihood, likelihood)
    assert found.skipped or state.sealed is not None
    seen["skipped" if found.skipped else "declined"] += 1
    seen["flat" if found.flat else "weighed"] += 1


def test_a_determinization_is_the_definitions_draw_for_draw_and_its_draws_build_it_again():
    seen = dict.fromkeys(("tactics", "bets", "plain", "skipped", "declined", "flat", "weighed"), 0)
    for seats in (2, 3, 4, 5):
        state = new(seats, 90 + seats, sponsors="true")
        play = Rng(seats, stream=8)
        while state.to_decide() is not None:
            if state.decisions_made % 3 == 0:
                for seat in range(seats):
                    rng, told = Rng(state.decisions_made, stream=seat), Rng(state.decisions_made, stream=seat)
                    world = state.determinize(seat, rng)
                    assert world.digest() == _determinize_by_definition(state, seat, told).digest()
                    assert rng == told, "the generator is left where the definition leaves it"
                    _skipped(state, seat, state.decisions_made, seen)
                hidden = any(c is not None and not shown
                             for c, shown in zip(state.tactics_chosen, state.tactics_shown, strict=True))
                seen["tactics" if hidden else "bets" if state.book.bets else "plain"] += 1
            state.apply(play.choice(state.legal_actions()))
    assert all(seen.values()), seen
