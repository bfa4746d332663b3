"""Arena Rex's ``hides_nothing_from`` (``engine/core/state.py``): the take-back's check of what a
move revealed (``engine/core/takeback.py``) trusts it to skip replaying the move in
determinizations, so it must be exact. Over seeded games (Munus, and Duellum with its face-down
pick: rulebook, "Duellum"), at every position and for every seat:

* when it says nothing is hidden, each determinization for the seat is the position itself
  with another generator (the JSON without ``rng`` is the same);
* when it says something is, a determinization for the seat does differ (another seat's pick
  is resampled), at least once in the games;
* every seat's take-back point, and its reason, is the same as with the hook answering False
  (the slow check in determinizations every time).
"""
from __future__ import annotations

import pytest

from engine.arenarex.state import ArenaRexState
from engine.core import Rng, registry

STEPS = 160


def without_generator(state) -> dict:
    data = state.to_json()
    data.pop("rng")
    return data


def positions(options, seed):
    ruleset = registry.get("arenarex")
    state = ruleset.new_game(ruleset.make_config(2, options), seed)
    state.track_takebacks()
    rng = Rng(seed, stream=17)
    for _ in range(STEPS):
        if state.to_decide() is None:
            return
        state.apply(rng.choice(state.legal_actions()))
        yield state


def points(state):
    return [(state.takeback_point(seat), state.takeback_reason(seat)) for seat in range(state.num_seats)]


@pytest.mark.parametrize("options,seed", [({"scenario": "munus"}, 3), ({"scenario": "duellum"}, 1),
                                          ({"scenario": "duellum"}, 4)])
def test_hides_nothing_is_exact_and_changes_no_take_back(options, seed, monkeypatch):
    hidden_seen = 0
    for state in positions(options, seed):
        fast = points(state)
        for seat in range(state.num_seats):
            samples = [without_generator(state.determinize(seat, Rng(seed, stream=k))) for k in range(4)]
            if state.hides_nothing_from(seat):
                assert all(sample == without_generator(state) for sample in samples), \
                    f"seat {seat} after {state.decisions_made} actions: a determinization differs"
            elif any(sample != without_generator(state) for sample in samples):
                hidden_seen += 1
        with monkeypatch.context() as slow:
            slow.setattr(ArenaRexState, "hides_nothing_from", lambda self, seat: False)
            assert points(state) == fast, f"after {state.decisions_made} actions"
    if options["scenario"] == "duellum":
        assert hidden_seen, "no position with another seat's pick still hidden was met"
