"""Belief weighting: determinizations drawn in proportion to how well they explain what the
other seats were seen to do.

``view.sample(rng)`` resamples every hidden thing uniformly among what the seat's observation
allows. A seat that saw another bid high, bet on a gladiator or pick a card face down knows
more than that: under the game's policy some hidden worlds make that move likely, others make
it a blunder. ``weighted_sample`` draws a small pool of determinizations and keeps one with
probability proportional to the kit's ``likelihood(state, searcher)`` (sampling importance
resampling), so the worlds in which the others' moves were sensible are searched more often.

This is a first version: the pool is small (``SearchKit.belief_pool``), and each game says
what its likelihood reads (``likelihood`` is given the determinization and the searching seat;
it may read only the hidden parts of that determinization, which the searcher drew itself,
and the public record). With every weight equal it is exactly ``view.sample``'s distribution.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from ..core.rng import Rng
from ..core.state import State
from .kit import Likelihood
from .view import SeatView


def weighted_sample(view: SeatView, rng: Rng, likelihood: Likelihood, pool: int, flat: bool = False) -> State:
    """One determinization of ``view``, chosen among ``pool`` drawn ones by ``likelihood``.

    ``flat``: the caller knows ``likelihood`` is 1.0 in every determinization of ``view`` (the
    kit's ``flat_belief``). The choice then reads no world, so the pool's draws are made without
    building its worlds (``SeatView.skip_sample``) and only the chosen world is built, from its
    own draws: the same world, and ``rng`` left in the same state, as building all of them."""
    if flat and pool > 1:
        drawn = []
        for _ in range(pool):
            replay = view.skip_sample(rng)
            if replay is None:  # (the game cannot tell its draws here: the worlds built as usual)
                built = [view.sample(r) for r in drawn] + [view.sample(rng) for _ in range(pool - len(drawn))]
                return _weighted(view, rng, likelihood, built)
            drawn.append(replay)
        return view.sample(drawn[_pick(rng, [1.0] * pool)])
    states = [view.sample(rng) for _ in range(max(1, pool))]
    if len(states) == 1:
        return states[0]
    return _weighted(view, rng, likelihood, states)


def _weighted(view: SeatView, rng: Rng, likelihood: Likelihood, states: list[State]) -> State:
    weights = [max(0.0, float(likelihood(s, view.seat))) for s in states]
    if not sum(weights) > 0.0:
        return states[0]  # nothing explains the moves seen: no world is preferred
    return states[_pick(rng, weights)]


def _pick(rng: Rng, weights: list[float]) -> int:
    """An index drawn with probability proportional to ``weights`` (their sum above 0)."""
    x = rng.random() * sum(weights)
    for i, weight in enumerate(weights):
        x -= weight
        if x < 0.0:
            return i
    return len(weights) - 1


def softmax_share(scores: Sequence[float], chosen: int, temperature: float = 1.0) -> float:
    """The chance a policy that prefers higher ``scores`` (softly, at ``temperature``) picks the
    option at index ``chosen``: a game's likelihood of one observed or sampled choice."""
    if not scores:
        return 1.0
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    return weights[chosen] / sum(weights)
