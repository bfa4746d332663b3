"""Gladiatores bots: the heuristic answers every decision legally, 'hard' searches on
determinizations and decides legally, and the heuristic weighs cards against wounds."""
from __future__ import annotations

from engine.ai import make_bot, seat_view
from engine.core import Action, Rng
from engine.gladiatores.bots import (
    _TURN_EXTRA_KEYS,
    FULL_HAND,
    _cards_scarcer,
    _turn_extras,
    evaluate,
    heuristic_policy,
    ranked,
)

from .helpers import RULES, new


def test_the_heuristic_answers_every_decision_with_a_legal_action():
    for seats in (2, 3, 5):
        state = new(seats, 40 + seats)
        rng = Rng(seats, stream=4)
        while state.to_decide() is not None:
            action = heuristic_policy(state, rng)
            assert state.accepts(action)
            state.apply(action)
            if state.phase == "combat":
                values = evaluate(state)
                assert len(values) == seats and all(0.0 <= v <= 1.0 for v in values)
        assert state.result() is not None


def test_candidates_are_legal_and_few():
    state = new(4, 50)
    rng = Rng(1, stream=4)
    for _ in range(300):
        if state.to_decide() is None:
            break
        legal = state.legal_actions()
        order = ranked(state, legal)
        assert sorted(order, key=str) == sorted(legal, key=str), "the ranking orders every legal action"
        state.apply(heuristic_policy(state, rng))


def test_hard_decides_legally_from_its_own_view():
    hard = make_bot("hard", RULES)
    state = new(3, 51)
    rng = Rng(1, stream=4)
    decided = 0
    while state.to_decide() is not None and decided < 6:
        view = seat_view(state)
        if len(view.legal) > 1 and state.phase == "combat":
            action = hard.choose(view, Rng(decided, stream=5))
            decided += 1
        else:
            action = heuristic_policy(state, rng)
        assert state.accepts(action)
        state.apply(action)
    assert decided == 6


def test_the_heuristic_takes_a_wound_rather_than_a_card_when_cards_run_shorter_than_life():
    """A gladiator is out when its life or its cards run out (Exhaustion): the heuristic weighs a
    counter card against the wound it stops by which of the two is scarcer, for a full hand, and
    never lets a wound defeat it to save a card. (How much this wins is the bench's business:
    ``python -m bench bots``, never a test's.)"""
    state = new(3, 7)
    rng = Rng(7, stream=4)
    while state.phase != "combat":
        state.apply(heuristic_policy(state, rng))
    seat = 0
    life = state.life[seat]
    assert life == state.life_max[seat] and len(state.hand[seat]) >= FULL_HAND
    assert not _cards_scarcer(state, seat, 1)  # a full hand, full life: the card is cheaper
    state.hand[seat][:] = state.hand[seat][:3]  # three cards left for five life
    assert _cards_scarcer(state, seat, 1)
    assert not _cards_scarcer(state, seat, life)  # a wound that would defeat it is never taken
    state.life[seat] = 1  # one life left: cards (3 of 14) are no longer the scarcer
    assert not _cards_scarcer(state, seat, 0)


def test_bots_answer_the_new_decisions_legally():
    """The payer's choice of wreaths, a chosen quickplay gladiator and a two-token swap."""
    from .helpers import scenario
    seen = set()
    for seed in range(6):
        for state in (new(4, 60 + seed), new(3, 70 + seed, mode="quickplay", quick_gladiators="chosen")):
            rng = Rng(seed, stream=4)
            while state.to_decide() is not None:
                kind = state.to_decide().kind
                action = heuristic_policy(state, rng) if seed % 2 else rng.choice(state.legal_actions())
                if kind in ("pay", "pick_gladiator"):
                    seen.add(kind)
                    assert ranked(state, state.legal_actions())[0] in state.legal_actions()
                assert state.accepts(action)
                state.apply(action)
    state = scenario("paying_choice")
    for _ in range(4):
        state.apply(Action.make("pass"))
    assert state.to_decide().kind == "pay"
    assert heuristic_policy(state, Rng(1)).tokens == ("small_gold",), "the fewest tokens: the wheel stays full"
    assert state.accepts(make_bot("hard", RULES).choose(seat_view(state), Rng(3, stream=5)))
    state = scenario("full_wheel_swap")
    hard = make_bot("hard", RULES).choose(seat_view(state), Rng(2, stream=5))
    assert state.accepts(hard) and "pick_gladiator" in seen


def test_the_playout_policy_picks_what_the_ranking_puts_first_or_second():
    """``heuristic_policy`` scores a turn and an exchange without sorting (the playouts ask it at
    every step): it answers ``ranked``'s first move, or its second one time in ten in a turn or
    an exchange, and draws the same numbers, in every position of seeded games (ties included:
    the sort keeps the legal order)."""
    seen = set()
    for seats in (2, 3, 4, 5):
        state = new(seats, 80 + seats)
        play = Rng(seats, stream=9)
        while state.to_decide() is not None:
            legal = state.legal_actions()
            kind = state.to_decide().kind
            if len(legal) > 1:
                order = ranked(state, legal)
                for seed in (0, 1, 2, 12, 30):  # (12 and 30 draw the noise: a 0 of ten)
                    rng, told = Rng(seed, stream=3), Rng(seed, stream=3)
                    noisy = told.below(10) == 0 and kind in ("turn", "respond")
                    assert heuristic_policy(state, rng) == order[1 if noisy else 0]
                    assert rng == told, "the same draws as the ranking's policy"
                    seen.add((kind, noisy))
            state.apply(heuristic_policy(state, play) if seats % 2 else play.choice(legal))
    assert {("turn", True), ("respond", True), ("draw", False)} <= seen
    assert set(_turn_extras(state, 0)) == _TURN_EXTRA_KEYS, "the keys a turn's scoring leaves to the position"
