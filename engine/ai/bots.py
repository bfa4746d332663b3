"""Bots: random, heuristic (a game's policy on a sample) and ISMCTS."""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from ..core.rng import Rng
from ..core.ruleset import Evaluator, Policy
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


@dataclass
class _Node:
    seat: int = -1  # the seat whose action led here
    visits: int = 0
    reward: float = 0.0
    avail: int = 0
    children: dict = field(default_factory=dict)


@dataclass
class SearchStats:
    iterations: int = 0
    seconds: float = 0.0


class ISMCTSBot(Bot):
    """Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

    Each iteration samples one determinization from the view, descends with
    UCT over stable action keys (counting availability, since the legal set
    differs between determinizations), expands one action, plays the rollout
    policy (to the end or to ``rollout_depth`` then asks the evaluator), and
    backs up each seat's reward into the nodes that seat chose.

    Nodes are information sets of the searching seat: a move of another seat is keyed by
    the searcher's view of it (``Action.view_for``), so the secret part of a sealed bid or
    a face-down pick never enters the tree; the concrete move played below such a node is
    drawn afresh among those that look the same.
    """

    name = "ismcts"

    def __init__(self, iterations: int, max_seconds: float | None = None,
                 policy: Policy | None = None, evaluator: Evaluator | None = None,
                 rollout_depth: int | None = None, exploration: float = 0.7,
                 candidates=None):
        #: optional ``candidates(state, legal) -> subset``: the actions worth searching at a
        #: node (a game's move ordering, so a small budget is not spread over dozens of moves)
        self.candidates = candidates
        self.iterations = iterations
        self.max_seconds = max_seconds
        self.policy = policy or random_policy
        self.evaluator = evaluator
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.last = SearchStats()

    def choose(self, view: SeatView, rng: Rng) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        if self.candidates is not None:
            worth = self.candidates(view.sample(rng), list(view.legal))
            if len(worth) == 1 and worth[0] in view.legal:
                return worth[0]  # the game's move ordering leaves nothing to compare
        start = time.perf_counter()
        root = _Node()
        done = 0
        for done in range(1, self.iterations + 1):  # noqa: B007 - read after the loop
            self._iterate(root, view.sample(rng), rng, view.seat)
            if self.max_seconds is not None and time.perf_counter() - start >= self.max_seconds:
                break
        self.last = SearchStats(done, time.perf_counter() - start)
        legal = set(view.legal)
        best = max((a for a in root.children if a in legal),
                   key=lambda a: (root.children[a].visits, root.children[a].reward), default=None)
        return best if best is not None else rng.choice(view.legal)

    def _iterate(self, root: _Node, state: State, rng: Rng, searcher: int) -> None:
        node, path = root, [root]
        while (decision := state.to_decide()) is not None:
            legal = state.legal_actions()
            if self.candidates is not None and len(legal) > 1:
                legal = self.candidates(state, legal)
            looks = _looks(legal, searcher) if decision.seat != searcher else None
            keys = legal if looks is None else list(looks)
            for key in keys:
                child = node.children.get(key)
                if child is not None:
                    child.avail += 1
            untried = [k for k in keys if k not in node.children]
            if untried:
                key = rng.choice(untried)
                child = node.children[key] = _Node(seat=decision.seat, avail=1)
                state.apply_unchecked(_concrete(key, looks, rng))
                path.append(child)
                break
            log_term = self.exploration
            key = max(keys, key=lambda k: _ucb(node.children[k], log_term))
            node = node.children[key]
            state.apply_unchecked(_concrete(key, looks, rng))
            path.append(node)
        rewards = self._rollout(state, rng)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.reward += rewards[visited.seat]

    def _rollout(self, state: State, rng: Rng) -> list[float]:
        depth = 0
        while state.to_decide() is not None:
            if self.rollout_depth is not None and depth >= self.rollout_depth and self.evaluator:
                return self.evaluator(state)
            state.apply_unchecked(self.policy(state, rng))
            depth += 1
        return state.result().rewards(state.num_seats)


def _looks(legal: list[Action], searcher: int) -> dict[Action, list[Action]] | None:
    """Another seat's moves grouped by how the searcher sees them, or None when it sees them
    all whole (the common case: no secret parameters, so the tree is keyed by the moves)."""
    if not any(a.secret_params for a in legal):
        return None
    looks: dict[Action, list[Action]] = {}
    for action in legal:
        looks.setdefault(action.view_for(searcher), []).append(action)
    return looks


def _concrete(key: Action, looks: dict[Action, list[Action]] | None, rng: Rng) -> Action:
    """The move to play for a tree key: itself, or one of the moves that look like it."""
    if looks is None:
        return key
    same = looks[key]
    return same[0] if len(same) == 1 else rng.choice(same)


def _ucb(child: _Node, c: float) -> float:
    return child.reward / child.visits + c * math.sqrt(math.log(max(child.avail, 1)) / child.visits)
