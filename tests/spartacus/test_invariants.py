"""Invariants over seeded random games, the engine contract and the decision bound."""
from __future__ import annotations

import json

import pytest

from engine.core import Rng
from engine.core.saves import GameMoves, replay
from engine.spartacus.content import content

from .helpers import RULES

#: the decision bound of the rules summary (docs/rulings.md, Spartacus 12): no game goes past it
DECISION_BOUND = 6000


def play(seats, seed, variant="standard", watch=None):
    state = RULES.new_game(RULES.make_config(seats, {"variant": variant}), seed)
    rng = Rng(seed, 5)
    moves = GameMoves("spartacus", state.config, seed)
    steps = 0
    while state.to_decide() is not None:
        before = state.clone() if watch else None
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        moves.actions.append(action)
        steps += 1
        assert steps <= DECISION_BOUND
        if watch:
            watch(before, action, events, state)
    return state, moves


def test_gold_never_negative_and_assets_change_owner_only_in_the_open_market():
    def watch(before, action, events, after):
        assert all(g >= 0 for g in after.gold)
        for card, seat in after.owner.items():
            was = before.owner.get(card)
            if was is not None and was != seat:
                assert before.step == "answer" and before.offer_kind == "trade" and action.kind == "accept", \
                    f"{card} changed owner outside the open market"
                assert after.phase == "mercado"
    for seed in range(6):
        play(3 + seed % 2, seed, "advanced" if seed % 3 == 0 else "standard", watch)


def test_no_hidden_thing_reaches_another_seat():
    c = content()

    def watch(before, action, events, after):
        for seat in range(after.num_seats):
            seen = json.dumps(after.observation(seat))
            for other in range(after.num_seats):
                if other != seat:
                    for card in after.hands[other]:
                        assert f'"{card}"' not in seen, f"seat {seat} sees {c.card(card).name} in another hand"
            if after.gold_hidden:
                assert all(g is None for s, g in enumerate(json.loads(seen)["gold"]) if s != seat)
            if after.sealed is not None:
                assert json.loads(seen)["sealed"]["mine"] == after.sealed.answers.get(seat)
            for e in events:
                view = e.view_for(seat)
                if e.seen_by is not None and seat not in e.seen_by:
                    assert all(view.get(k) is None for k in e.secret)
            decision = after.to_decide()
            if decision is not None and decision.kind in ("reaction", "guard"):
                assert after.legal_actions(), "the question is put even when the only answer is to pass"
    for seed in range(3):
        play(4, 100 + seed, watch=watch)


def test_replays_reach_the_same_digest():
    for seed in range(3):
        state, moves = play(3, 200 + seed)
        replayed, _ = replay(moves)
        assert replayed.digest() == state.digest()


@pytest.mark.parametrize("seats,variant", [(3, "standard"), (4, "standard"), (4, "advanced")])
def test_every_game_ends_with_a_result_within_the_decision_bound(seats, variant):
    for seed in range(8):
        state, _ = play(seats, seed, variant)
        result = state.result()
        assert result is not None and sorted(result.placings) == list(range(seats))
