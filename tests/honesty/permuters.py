"""Secret permuters: for each game, ways to move one secret of a true state while leaving the
searcher's observation as it is, written from the state's stored fields and independently of
the engine's own ``determinize``.

A move takes a copy of a true state, the searcher's seat and a generator, changes one thing the
searcher may not know (a card of another seat's hand swapped with one of a pile it cannot see, a
sealed bid or bet answered otherwise, a face-down pick, the order of a face-down deck, the future
dice) and returns plain words for what it moved, or None when the position has no such secret.
``permute`` checks each result: the searcher's observation, pending Decision, legal list and
standing actions (all a bot is given, ``engine/ai/view.py``) are exactly as before, so only a
secret moved, and the state itself is not, so the permutation test can fail.

``MOVES`` and ``SECRETS`` are keyed by ruleset name; a registered game missing from them fails the
honesty suite.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from engine.core import Rng, State
from engine.core.canon import dumps

from .common import Move, Secret
from .games import arenarex, forglory, gladiatores, spartacus, testgames


@dataclass(frozen=True)
class Permuted:
    move: str      # the move's name (a key of the game's MOVES entry)
    secret: str    # what moved, in words, for a failure message
    state: State


def rebuilt(state: State) -> State:
    """The state through its saved form: no cache of the copy survives the edit."""
    return type(state).from_json(json.loads(dumps(state.to_json())))


def permute(state: State, seat: int, name: str, move: Move, rng: Rng) -> Permuted | None:
    """``state`` with one secret moved by ``move`` (None: this position has none of that kind)."""
    copy = state.clone()
    secret = move(copy, seat, rng)
    if not secret:
        return None
    other = rebuilt(copy)
    assert dumps(other.observation(seat)) == dumps(state.observation(seat)), \
        f"the permuter '{name}' ({secret}) changed seat {seat}'s observation: it moved no secret"
    assert other.to_decide() == state.to_decide(), f"the pending Decision shows another seat's secret ({secret})"
    assert other.legal_actions() == state.legal_actions(), \
        f"seat {seat}'s legal choices depend on another seat's secret ({secret})"
    assert other.standing_actions(seat) == state.standing_actions(seat), \
        f"seat {seat}'s standing actions depend on another seat's secret ({secret})"
    assert dumps(other.to_json()) != dumps(state.to_json()), f"the permuter '{name}' ({secret}) changed nothing"
    return Permuted(name, secret, other)


MOVES: dict[str, dict[str, Move]] = {
    "forglory": forglory.MOVES,
    "arenarex": arenarex.MOVES,
    "gladiatores": gladiatores.MOVES,
    "spartacus": spartacus.MOVES,
    "duel": testgames.DUEL_MOVES,
    "lots": testgames.LOTS_MOVES,
}

#: per ruleset name: (state, searcher's seat) -> the secrets a determinization must not recover
SECRETS: dict[str, Callable[[State, int], list[Secret]]] = {
    "forglory": forglory.secrets,
    "arenarex": arenarex.secrets,
    "gladiatores": gladiatores.secrets,
    "spartacus": spartacus.secrets,
    "duel": testgames.duel_secrets,
    "lots": testgames.lots_secrets,
}
