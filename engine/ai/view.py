"""What a bot is given: its seat's view, never the true state.

A ``SeatView`` holds the seat's observation, the pending decision, the legal
actions, the seat's own standing actions (``State.standing_actions``, shown only: a bot
answers the Decision, and standing actions are taken with ``State.take_standing``, which
no bot calls) and a sampler of determinizations. The true state is kept only as a
private snapshot inside the sampler, which hands out nothing but
``state.determinize(seat, rng)`` results: states whose hidden parts (other
seats' hands, face-down piles, unrevealed bids) were resampled.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.rng import Replay, Rng
from ..core.state import State
from ..core.values import Action, Decision


class _Sampler:
    __slots__ = ("_snapshot", "_seat")

    def __init__(self, state: State, seat: int):
        self._snapshot = state.clone()
        self._seat = seat

    def __call__(self, rng: Rng | Replay) -> State:
        return self._snapshot.determinize(self._seat, rng)

    def skip(self, rng: Rng) -> Replay | None:
        """A sample's draws made on ``rng``, the sample not built (None, untouched: the game cannot)."""
        return self._snapshot.skip_determinize(self._seat, rng)

    def accepts(self, action: Action) -> bool:
        """The real state's ``check``: legality of one's own move needs nothing hidden."""
        return self._snapshot.accepts(action)


@dataclass(frozen=True)
class SeatView:
    seat: int
    decision: Decision
    legal: tuple[Action, ...]
    observation: dict[str, Any]
    sampler: _Sampler
    #: this seat's standing actions now (never another seat's)
    standing: tuple[Action, ...] = ()

    def sample(self, rng: Rng | Replay) -> State:
        """One full state consistent with this seat's observation (from a generator, or from the
        draws ``skip_sample`` made)."""
        return self.sampler(rng)

    def skip_sample(self, rng: Rng) -> Replay | None:
        """The draws ``sample(rng)`` would make, made on ``rng`` without building the sample:
        ``sample(replay)`` builds the very same one. None (``rng`` untouched) where the game
        cannot tell its draws without the sample."""
        return self.sampler.skip(rng)

    def accepts(self, action: Action) -> bool:
        """True when the engine's ``check`` accepts ``action`` now; the legal list is only an
        enumeration, so a parametric action a policy builds may be legal outside it."""
        return action in self.legal or self.sampler.accepts(action)

    def playable(self, action: Action) -> bool:
        """The engine's ``check`` itself, even for a listed action (a search confirms its
        answer with it: an enumeration that lists a move ``check`` refuses is a game's bug,
        and the move the search answers with must be one the game takes)."""
        return self.sampler.accepts(action)


def seat_view(state: State) -> SeatView:
    """The view of whoever must decide in ``state``."""
    decision = state.to_decide()
    if decision is None:
        raise ValueError("the game is over: nobody decides")
    return SeatView(decision.seat, decision, tuple(state.legal_actions()),
                    state.observation(decision.seat), _Sampler(state, decision.seat),
                    tuple(state.standing_actions(decision.seat)))
