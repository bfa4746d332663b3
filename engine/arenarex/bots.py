"""Arena Rex heuristic bot (placeholder until the full heuristic lands)."""
from __future__ import annotations


def heuristic_policy(state, rng):
    return rng.choice(state.legal_actions())


def evaluate(state):
    return [0.5, 0.5]
