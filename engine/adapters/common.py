"""What the research adapters share, with no third-party import: action ids, observation
strings and vectors, returns. See docs/openspiel.md.

- **Action ids**, two ways (``FIXED``, the default, and ``RANKED``). Fixed ids are one id
  space per game where an id means the same move in every state (``encoding.py``,
  ``games.py``). Ranked ids: at a decision, the offered actions (legal actions, then the
  decider's standing actions) are sorted by their canonical text
  (``str(action)``, the JSON that ``Action.parse`` reads back); an action's id is its rank.
  The same state always gives the same ids, and two states a seat cannot tell apart give
  the same ids to the same actions (legality never depends on what the decider cannot see),
  so search trees keyed by information state (ISMCTS) stay consistent. Ids run from 0 to
  ``MAX_ACTIONS - 1``.
- **Observation strings** are the canonical JSON of ``observation(seat)``: never the true
  state, so two states that differ only in another seat's secret give equal strings.
- **Observation vectors** follow each game's declared schema (``tensors.py``,
  ``schemas.py``): floats in [0, 1] ([-1, 1] for signed numbers), cards counted by name,
  seats laid out from the viewer.
- **Returns**: 1 to the winner, 0 to the rest; a draw gives each seat 1/seats.
"""
from __future__ import annotations

from ..core.canon import dumps
from ..core.values import Action, Result
from .encoding import TooManyActions, offered_actions
from .games import action_encoding

#: the most legal actions any decision of our four games offers is about a hundred (For Glory);
#: this leaves room, and an action mask of this size stays small
MAX_ACTIONS = 1024
#: a game that has not ended after this many decisions is a bug (engine/play/match.py)
MAX_GAME_LENGTH = 100_000


FIXED, RANKED = "fixed", "ranked"
ACTION_IDS = (FIXED, RANKED)


def ranked_actions(state, turns=None) -> list[Action]:
    """The acting seat's offered actions in ranked id order (sorted by canonical text);
    ``turns`` (``encoding.Turns``) knows the standing windows, without it the decider acts."""
    actions = sorted(offered_actions(state) if turns is None else turns.offered(state), key=str)
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


def action_table(state, game: str, mode: str = FIXED, turns=None) -> dict[int, Action]:
    """The acting seat's offered actions by id, in id order: ``mode`` FIXED (the game's fixed
    encoding) or RANKED; ``turns`` as in ``ranked_actions``."""
    if mode == RANKED:
        return dict(enumerate(ranked_actions(state, turns)))
    if mode != FIXED:
        raise ValueError(f"action ids are '{FIXED}' or '{RANKED}', not '{mode}'")
    if turns is None:
        decision = state.to_decide()
        seat, offered = (None, []) if decision is None else (decision.seat, offered_actions(state))
    else:
        seat, offered = turns.actor(state), turns.offered(state)
    if seat is None:
        return {}
    return action_encoding(game).encode(state, seat, offered)


def id_space(game: str, mode: str = FIXED) -> int:
    """How many ids ``mode`` has for ``game``."""
    if mode == RANKED:
        return MAX_ACTIONS
    return action_encoding(game).size


def observation_string(state, seat: int) -> str:
    return dumps(state.observation(seat))


def observation_size(game: str) -> int:
    from .schemas import schema
    return schema(game).size


def observation_vector(state, seat: int | None, game: str, out=None) -> list[float]:
    """``observation(seat)`` (None: the public view) as the game's declared tensor
    (``schemas.py``), into ``out`` if given (anything indexable, a numpy array for instance)."""
    from .schemas import schema
    return schema(game).encode(state.observation(seat), seat, state.num_seats, out)


def default_seats(ruleset) -> int:
    """The seat count both adapters use when none is given: 4 where the game allows it, else
    its fewest (OpenSpiel's ``players`` default)."""
    return min(ruleset.max_seats, max(ruleset.min_seats, 4 if ruleset.max_seats >= 4 else ruleset.min_seats))


def returns_of(result: Result | None, seats: int) -> list[float]:
    """Each seat's return: 1 to the winner, 0 to the others, 1/seats each on a draw; all 0
    while the game goes on."""
    if result is None:
        return [0.0] * seats
    if result.winner is None:
        return [1.0 / seats] * seats
    return [1.0 if seat == result.winner else 0.0 for seat in range(seats)]
