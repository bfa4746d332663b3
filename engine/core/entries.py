"""What a game's moves hold (``saves.GameMoves``): answers to the pending Decision, standing
actions with their seat, and take-backs, each with its JSON form. Both the save's reader
(``saves.py``) and the take-backs' bulk reader (``takeback_json.py``) build them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.i18n import _

from .values import Action

#: the most take-backs one save holds (docs/contract.md, "Saves"): a game taken back more often
#: than this is refused in one line; loading one this long takes seconds, not minutes
MAX_TAKEBACKS = 10_000


@dataclass(frozen=True)
class Standing:
    """A standing action in a game's moves: ``seat`` took ``action`` at any time, whoever was deciding
    (``State.take_standing``). Saved as the action with its taker under ``"standing"``:
    ``{"kind": "reveal_tactics", "standing": 2}``."""

    seat: int
    action: Action

    @property
    def kind(self) -> str:
        return self.action.kind

    def to_json(self) -> dict[str, Any]:
        return {**self.action.to_json(), "standing": self.seat}


#: what a game's moves hold: answers to the pending Decision, and standing actions with their seat
Entry = Action | Standing


@dataclass(frozen=True)
class Takeback:
    """A take-back in a game's moves (``engine/core/takeback.py``): ``seat`` returned the game to the
    position after ``to`` actions, undoing ``undone`` (the actions taken after those, in order).
    A save lists them in the order they happened under ``"takebacks"``; the moves' ``actions``
    stay the line of play that reached the saved position, so the undone moves are recovered
    from the last take-back back to the first (each undoes moves on the line the next one
    started from)."""

    to: int
    seat: int
    undone: tuple[Entry, ...]

    def to_json(self) -> dict[str, Any]:
        return {"to": self.to, "seat": self.seat, "undone": [a.to_json() for a in self.undone]}


def entry_from_json(raw: Any) -> Entry:
    """A moves entry as saved (ValueError/TypeError when malformed)."""
    if isinstance(raw, dict) and "standing" in raw:
        seat = raw["standing"]
        if type(seat) is not int:
            raise ValueError(_("a standing action must name its seat as a whole number"))
        return Standing(seat, Action.from_json({k: v for k, v in raw.items() if k != "standing"}))
    return Action.from_json(raw)
