"""The frames of Arena Rex play: what is being resolved now, one class per kind.

The game advances through a stack of frames (``state.stack``, saved with the state): a
turn, an activation, a move with its reaction windows, an attack with its stages, a
follow-up, a reposition, a displacement, a clear turn ... The top frame either needs a
Decision from a seat or resolves on its own (``flow.advance``). Each kind of frame is a
dataclass (its fields are what is saved) with five methods:

* ``run(s)``: resolve what needs no decision; return False when the stack changed (run
  again), True when a decision is needed, ASK when it is known to have two or more choices;
* ``decide(s)``: the Decision; ``candidates(s)``: its bounded list of actions;
* ``problem(s, a)``: why an action is illegal (None when it is legal); by default, an
  action is legal when it is one of the candidates;
* ``perform(s, a)``: apply a legal action.

Frames are registered by their ``t`` (the kind saved in JSON), so a module low in the
import order can stack a frame by name (``push``) without importing the module that
resolves it.
"""
from __future__ import annotations

import copy
import dataclasses
from typing import Any, ClassVar

from ..core.values import Action, Decision

#: ``run`` returns ASK when it knows the decision has at least two real choices
ASK = "ask"


class Frame:
    t: ClassVar[str] = ""
    KINDS: ClassVar[dict[str, type[Frame]]] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.t:
            Frame.KINDS[cls.t] = cls

    # -- behaviour (each kind overrides what it needs) --------------------------------------
    def run(self, s) -> bool | str:
        return True

    def decide(self, s) -> Decision:
        raise NotImplementedError(self.t)

    def candidates(self, s) -> list[Action]:
        raise NotImplementedError(self.t)

    def problem(self, s, a: Action) -> tuple[str, str] | None:
        if a not in self.candidates(s):
            d = self.decide(s)
            return d.rule, f"'{a.kind}' is not one of the choices for: {d.prompt}"
        return None

    def perform(self, s, a: Action) -> None:
        raise NotImplementedError(self.t)

    # -- persistence -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The frame as saved: its kind ``t`` and its fields (shared, not copied: the state's
        payload goes through a JSON round trip)."""
        return {"t": self.t, **{f.name: getattr(self, f.name) for f in dataclasses.fields(self)}}

    def copy(self) -> Frame:
        return copy.deepcopy(self)


def from_json(data: dict[str, Any]) -> Frame:
    fields = {k: v for k, v in data.items() if k != "t"}
    return Frame.KINDS[data["t"]](**fields)


def push(s, t: str, **fields) -> Frame:
    """Stack a new frame of kind ``t`` on the state ``s``."""
    frame = Frame.KINDS[t](**fields)
    s.stack.append(frame)
    return frame
