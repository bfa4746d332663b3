"""Bots that do not search: random, and a game's heuristic policy on a sample ('easy').
The searching levels are ``engine.ai.search.SearchBot``."""
from __future__ import annotations

from ..core.rng import Rng
from ..core.ruleset import Policy
from ..core.state import State
from ..core.values import Action
from .view import SeatView


class Bot:
    name = "bot"

    def choose(self, view: SeatView, rng: Rng) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: SeatView, rng: Rng) -> Action:
        return rng.choice(view.legal)


class PolicyBot(Bot):
    """Plays a game's heuristic policy on one determinization of its view."""

    name = "easy"

    def __init__(self, policy: Policy):
        self.policy = policy

    def choose(self, view: SeatView, rng: Rng) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        action = self.policy(view.sample(rng), rng)
        # a policy sees a sampled state; the action must be legal in the real one (check decides,
        # so the policy's own parametric moves are played, not only those in the candidate list)
        return action if view.accepts(action) else rng.choice(view.legal)


def random_policy(state: State, rng: Rng) -> Action:
    return rng.choice(state.legal_actions())
