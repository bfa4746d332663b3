"""The games' ``move_shows_nothing`` (``engine/core/state.py``): the take-back's check of what a
move revealed (``engine/core/takeback.py``) trusts it to skip replaying a move in
determinizations, so it must be exact. Gladiatores proves a Discard that leaves the seat to choose
its deck ("Discarding Cards"), For Glory a Buy after which the seat's Machinations Turn goes on
("Buy") and any move that read none of its hidden piles (a watched copy), Spartacus a move in the open market that leaves it open ("Mercado abierto") and a bid
that leaves its auction's round open ("Mercado de subastas"). Over seeded games of every seat
count, after every move:

* when it says the mover's move read nothing hidden, the move made again in each of 6
  determinizations for the seat shows the seat exactly what it sees after the real move;
* every seat's take-back point, and its reason, is the same as with the hook answering False
  (the slow check in determinizations every time);
* the hook does answer, many times, in the games.
"""
from __future__ import annotations

import pytest

from engine.core import Rng, registry

STEPS = 260


def points(state):
    return [(state.takeback_point(seat), state.takeback_reason(seat)) for seat in range(state.num_seats)]


@pytest.mark.parametrize("game,seats,seed", [("gladiatores", 2, 1), ("gladiatores", 3, 2), ("gladiatores", 4, 5),
                                             ("forglory", 2, 1), ("forglory", 3, 4), ("forglory", 4, 6),
                                             ("spartacus", 3, 1), ("spartacus", 4, 2)])
def test_move_shows_nothing_is_exact_and_changes_no_take_back(game, seats, seed, monkeypatch):
    ruleset = registry.get(game)
    state = ruleset.new_game(ruleset.make_config(seats), seed)
    state.track_takebacks()
    rng, proved = Rng(seed, stream=19), 0
    for _ in range(STEPS):
        decision = state.to_decide()
        if decision is None:
            break
        action = rng.choice(state.legal_actions())
        before = state.clone()
        state.apply(action)
        if before.move_shows_nothing(decision.seat, action, state):
            proved += 1
            seen = state.observation(decision.seat)
            for sample in range(6):
                other = before.determinize(decision.seat, Rng(seed * 1000 + sample, stream=3))
                other.apply_unchecked(action)
                assert other.observation(decision.seat) == seen, f"after {state.decisions_made} actions"
        fast = points(state)
        with monkeypatch.context() as slow:
            slow.setattr(type(state), "move_shows_nothing", lambda self, seat, action, after: False)
            assert points(state) == fast, f"after {state.decisions_made} actions"
    assert proved >= 20, proved
