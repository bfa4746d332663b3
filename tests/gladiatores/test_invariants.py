"""Invariants over seeded random games: no card created or lost, favour never beyond the
event supply, nothing hidden in another seat's observation or event view, determinizations
that resample the hidden parts, replays that reach the same digest, and the contract suite
(run here while the game is not registered yet)."""
from __future__ import annotations

import json

import pytest

from engine.core import Rng
from engine.gladiatores.content import content

from .helpers import cards_accounted, new

CONFIGS = [(2, {}), (3, {}), (4, {}), (5, {}), (4, {"mode": "quickplay"}),
           (3, {"sponsors": True, "events_in_advance": True, "favour_from_loser": True, "reuse_tactics": True,
                "wheel_functions": True, "events": 5})]


def random_game(seats, options, seed, check):
    state = new(seats, seed, **options)
    rng = Rng(seed, stream=9)
    actions = []
    while state.to_decide() is not None:
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        actions.append(action)
        check(state, events)
    return state, actions


@pytest.mark.parametrize("seats,options", CONFIGS)
def test_no_card_created_or_lost_and_favour_within_the_event_supply(seats, options):
    taken = {1: 0}
    current = [1]

    def check(state, events):
        assert cards_accounted(state)
        assert state.supply >= 0
        for event in events:
            if event.type == "event_revealed":
                current[0] = event.number
                taken[event.number] = 0
            if event.type == "favour_gained":
                taken[current[0]] += event.amount
        if state.phase == "combat":
            card = content().events[state.event]
            assert taken[state.event_no] + state.supply == card.favour
    for seed in range(3):
        taken.clear()
        taken[1], current[0] = 0, 1
        random_game(seats, options, 100 + seed, check)


@pytest.mark.parametrize("seats,options", CONFIGS)
def test_no_hidden_card_bet_or_tactics_in_another_seats_view(seats, options):
    def check(state, events):
        for seat in range(state.num_seats):
            seen = state.observation(seat)
            for other, info in enumerate(seen["seats"]):
                if other != seat:
                    assert info["hand"] is None and isinstance(info["tactics_left"], int)
                    if state.tactics_chosen[other] and not state.tactics_shown[other]:
                        assert info["tactics"] == "face down"
            assert "outcome" not in json.dumps(seen)
            if seen["sealed"] and seen["sealed"]["kind"] == "bet":
                assert seen["sealed"]["mine"] is None
            for event in events:
                view = event.view_for(seat)
                if event.type in ("cards_drawn", "tactics_chosen") and event.seat != seat:
                    assert view.get("cards") is None and view.get("card") is None
                if event.type == "bet_placed":
                    assert view.gladiator is None
    random_game(seats, options, 200, check)


def test_determinize_resamples_hands_tactics_and_bets_never_keeping_the_real_ones_all():
    state = new(3, 7)
    rng = Rng(7, stream=2)
    while not (state.phase == "combat" and state.book.bets):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_decide().seat
    others = [s for s in range(3) if s != seat]
    hands, tactics, bets = set(), set(), set()
    for i in range(25):
        sample = state.determinize(seat, Rng(i, stream=3))
        assert sample.observation(seat) == state.observation(seat)
        assert sample.hand[seat] == state.hand[seat]
        hands.add(tuple(tuple(sample.hand[o]) for o in others))
        tactics.add(tuple(sample.tactics_chosen[o] for o in others))
        bets.add(tuple(b.outcome for b in sample.book.bets))
    assert len(hands) > 1 and len(tactics) > 1 and len(bets) > 1


@pytest.mark.parametrize("seats,options", CONFIGS[:2] + CONFIGS[4:])
def test_replay_reaches_the_same_digest_and_json_round_trips(seats, options):
    state, actions = random_game(seats, options, 300, lambda s, e: None)
    again = new(seats, 300, **options)
    for action in actions:
        again.apply(action)
    assert again.digest() == state.digest()
    restored = type(state).from_json(json.loads(json.dumps(state.to_json())))
    assert restored.digest() == state.digest()


@pytest.mark.parametrize("options,seed", [({"mode": "quickplay", "quick_gladiators": "chosen"}, 1),
                                          ({"mode": "quickplay", "quick_gladiators": "chosen"}, 2)])
def test_the_conformance_contract_holds_for_chosen_quickplay_gladiators(options, seed):
    """The conformance suite's game (tests/core) on an option pair it does not try by itself."""
    from engine.core import registry
    from tests.core.test_conformance import test_random_game_keeps_the_contract

    assert "gladiatores" in registry.available()
    ruleset = registry.get("gladiatores")
    test_random_game_keeps_the_contract("gladiatores", ruleset.make_config(3, options), seed)
