"""Playing a whole game between bots (the `sim` command, tests, benchmarks).

Only Decisions are put to the bots, and each answer is applied as one: a seat's standing
actions (``State.standing_actions``) are shown in its own view (``SeatView.standing``) and
never taken (``State.take_standing`` is the window's, for the humans)."""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..ai.view import seat_view
from ..core.rng import Rng
from ..core.saves import GameMoves
from ..core.state import State
from ..core.values import Event, Result


def bot_rng(seed: int, decisions_made: int, seat: int) -> Rng:
    """The generator a bot uses for one decision: fixed by seed, turn and seat."""
    return Rng(seed * 1_000_003 + decisions_made, stream=1000 + seat)


@dataclass
class MatchResult:
    moves: GameMoves
    state: State
    result: Result
    decisions: int
    seconds: float
    events: list[Event] = field(default_factory=list)

    def summary(self, game_index: int, seats: list[str]) -> dict[str, Any]:
        return {
            "game": self.moves.ruleset,
            "index": game_index,
            "seed": self.moves.seed,
            "seats": seats,
            "result": self.result.to_json(),
            "decisions": self.decisions,
            "seconds": round(self.seconds, 4),
        }


def play_match(ruleset, config: dict[str, Any], seed: int, bots: list,
               on_event: Callable[[Event], None] | None = None,
               max_decisions: int | None = None) -> MatchResult:
    """Play one game to the end; each seat's bot sees only its seat view. A game longer than
    ``max_decisions`` (default: the game's declared ``length_bound``) is a bug and raises."""
    start = time.perf_counter()
    state = ruleset.new_game(config, seed)
    if max_decisions is None:
        max_decisions = state.length_bound(config)
    moves = GameMoves(ruleset.name, config, seed)
    while (decision := state.to_decide()) is not None:
        if state.decisions_made >= max_decisions:
            raise RuntimeError(f"{ruleset.name} seed {seed}: no end after {max_decisions} decisions")
        view = seat_view(state)
        action = bots[decision.seat].choose(view, bot_rng(seed, state.decisions_made, decision.seat))
        events = state.apply(action)
        moves.actions.append(action)
        if on_event is not None:
            for event in events:
                on_event(event)
    result = state.result()
    return MatchResult(moves, state, result, state.decisions_made, time.perf_counter() - start)
