"""What the research adapters share, with no third-party import: action ids, observation
strings and vectors, returns. See docs/openspiel.md.

- **Action ids.** At a decision, the legal actions are sorted by their canonical text
  (``str(action)``, the JSON that ``Action.parse`` reads back); an action's id is its rank.
  The same state always gives the same ids, and two states a seat cannot tell apart give
  the same ids to the same actions (legality never depends on what the decider cannot see),
  so search trees keyed by information state (ISMCTS) stay consistent. Ids run from 0 to
  ``MAX_ACTIONS - 1``.
- **Observation strings** are the canonical JSON of ``observation(seat)``: never the true
  state, so two states that differ only in another seat's secret give equal strings.
- **Observation vectors** hash each leaf of ``observation(seat)`` (its path, and its value
  when the value is text) into ``OBSERVATION_SIZE`` slots (feature hashing, blake2b, so the
  same observation gives the same vector on every machine).
- **Returns**: 1 to the winner, 0 to the rest; a draw gives each seat 1/seats.
"""
from __future__ import annotations

import hashlib
from typing import Any

from ..core.canon import dumps
from ..core.values import Action, Result

#: the most legal actions any decision of our four games offers is about a hundred (For Glory);
#: this leaves room, and an action mask of this size stays small
MAX_ACTIONS = 1024
OBSERVATION_SIZE = 2048
#: a game that has not ended after this many decisions is a bug (engine/play/match.py)
MAX_GAME_LENGTH = 100_000


class TooManyActions(RuntimeError):
    """A decision offers more legal actions than ``MAX_ACTIONS`` ids can name."""


def ranked_actions(state) -> list[Action]:
    """The decider's legal actions in id order (sorted by canonical text)."""
    actions = sorted(state.legal_actions(), key=str)
    if len(actions) > MAX_ACTIONS:
        raise TooManyActions(f"{len(actions)} legal actions; ids name at most {MAX_ACTIONS}")
    return actions


def action_of(state, action_id: int) -> Action:
    """The Action that ``action_id`` names in ``state``; ValueError when it names none."""
    actions = ranked_actions(state)
    if not 0 <= action_id < len(actions):
        raise ValueError(f"action id {action_id} is not legal here (0 to {len(actions) - 1})")
    return actions[action_id]


def id_of(state, action: Action) -> int:
    """The id ``action`` has in ``state``; ValueError when it is not among the legal actions."""
    for number, legal in enumerate(ranked_actions(state)):
        if legal == action:
            return number
    raise ValueError(f"{action} is not among the legal actions")


def observation_string(state, seat: int) -> str:
    return dumps(state.observation(seat))


def _slot(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little") % OBSERVATION_SIZE


def observation_vector(state, seat: int, out=None) -> list[float]:
    """``observation(seat)`` hashed into ``OBSERVATION_SIZE`` numbers (into ``out`` if given:
    anything indexable, a numpy array for instance)."""
    vector = [0.0] * OBSERVATION_SIZE if out is None else out
    if out is not None:
        for i in range(OBSERVATION_SIZE):
            out[i] = 0.0

    def walk(path: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                walk(f"{path}/{key}", item)
        elif isinstance(value, (list, tuple)):
            for index, item in enumerate(value):
                walk(f"{path}/{index}", item)
        elif isinstance(value, bool) or value is None:
            vector[_slot(f"{path}={value}")] += 1.0
        elif isinstance(value, (int, float)):
            vector[_slot(path)] += float(value)
        else:
            vector[_slot(f"{path}={value}")] += 1.0

    walk("", state.observation(seat))
    return vector


def returns_of(result: Result | None, seats: int) -> list[float]:
    """Each seat's return: 1 to the winner, 0 to the others, 1/seats each on a draw; all 0
    while the game goes on."""
    if result is None:
        return [0.0] * seats
    if result.winner is None:
        return [1.0 / seats] * seats
    return [1.0 if seat == result.winner else 0.0 for seat in range(seats)]
