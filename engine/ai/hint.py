"""A hint: what the 'hard' search would choose for the human seat deciding now, and why.

``suggest(state, seat, rng)`` gives ``seat`` (who must be the seat deciding) the choice of a
fresh 'hard' bot (``engine.ai.levels.make_bot``) asked on ``seat_view(state)``: the seat's own
observation, its legal actions and determinizations of the true state, never the state itself,
so a hint knows nothing the seat cannot see (``tests/core/test_hint.py`` moves another seat's
secrets and finds the same hint). A fresh bot each time: nothing one hint learnt reaches the
next. The state is only read (the view's sampler works on a clone); the move is not played.

The answer (``Hint``) is data, not words: the choice, the compared alternatives from the
search's root (``bot.last.root``, best first), the playouts, and why (``Reason``): the only
legal answer, a choice the game's rule of thumb settled without playouts, or the search's
comparison (the chosen move's mean reward for the seat and the runner-up's). The window says
it in the game's own words (``client/table/hint.py``). Plain JSON both ways (``to_json`` /
``from_json``), so the bot worker process can send it back.
"""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from ..core import registry
from ..core.rng import Rng
from ..core.state import State
from ..core.values import Action
from ..i18n import _
from .levels import make_bot
from .search import RootStat, SearchBot
from .view import seat_view

#: the level a hint asks
HINT_LEVEL = "hard"
#: a hint may think this many times the level's window clock (asked for, so worth a wait: Arena
#: Rex's playouts are slow, and a hint from a handful of them is worth little); a search that
#: reaches the level's budget first stops there, as the level does
HINT_CLOCK = 2.0


class Reason:
    """Why the hint is what it is (``Hint.reason``)."""

    #: the only legal answer
    ONLY = "only"
    #: the game's rule of thumb settled it, no playouts were needed (or the budget allowed none)
    SETTLED = "settled"
    #: the search compared moves over playouts
    SEARCHED = "searched"


class HintRefused(ValueError):
    """No hint for this seat now; ``message`` says why in player words."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class Hint(NamedTuple):
    action: Action
    #: the compared moves (the chosen first), their playouts and mean reward for the seat
    alternatives: tuple[RootStat, ...]
    #: playouts the search played
    playouts: int
    reason: str
    seconds: float = 0.0
    #: how many legal answers the seat had
    choices: int = 0

    @property
    def chosen(self) -> RootStat | None:
        return next((s for s in self.alternatives if s.action == self.action), None)

    @property
    def runner_up(self) -> RootStat | None:
        return next((s for s in self.alternatives if s.action != self.action), None)

    def to_json(self) -> dict:
        return {"action": self.action.to_json(), "playouts": self.playouts, "reason": self.reason,
                "seconds": self.seconds, "choices": self.choices,
                "alternatives": [{"action": s.action.to_json(), "visits": s.visits, "mean": s.mean_reward}
                                 for s in self.alternatives]}

    @classmethod
    def from_json(cls, data: dict) -> Hint:
        if not isinstance(data, dict) or data.get("reason") not in (Reason.ONLY, Reason.SETTLED, Reason.SEARCHED):
            raise ValueError(f"not a hint: {data!r}")
        alternatives = tuple(RootStat(Action.from_json(s["action"]), int(s["visits"]), float(s["mean"]))
                             for s in data.get("alternatives", ()))
        return cls(Action.from_json(data["action"]), alternatives, int(data["playouts"]), data["reason"],
                   float(data.get("seconds", 0.0)), int(data.get("choices", 0)))


def suggest(state: State, seat: int, rng: Rng, realtime: bool = True, iterations: int | None = None) -> Hint:
    """The 'hard' search's choice for ``seat``, from its own view only. ``realtime`` thinks to the
    level's window clock; ``iterations`` fixes the playouts instead (tests). HintRefused when
    ``seat`` is not the one deciding."""
    decision = state.to_decide()
    if decision is None:
        raise HintRefused(_("The game is over: there is nothing to hint."))
    if decision.seat != seat:
        raise HintRefused(_("It is not your decision now: a hint is given only when you must choose."))
    view = seat_view(state)
    if len(view.legal) == 1:
        return Hint(view.legal[0], (), 0, Reason.ONLY, choices=1)
    bot = make_bot(HINT_LEVEL, registry.get(state.ruleset_name), realtime=realtime, iterations=iterations)
    if isinstance(bot, SearchBot):
        bot.kit = replace(bot.kit, seconds={k: v * HINT_CLOCK for k, v in bot.kit.seconds.items()})
    action = bot.choose(view, rng)
    last = getattr(bot, "last", None)
    root = tuple(last.root) if last is not None else ()
    playouts = last.iterations if last is not None else 0
    seconds = last.seconds if last is not None else 0.0
    reason = Reason.SEARCHED if playouts and len(root) > 1 else Reason.SETTLED
    return Hint(action, root, playouts, reason, seconds, len(view.legal))
