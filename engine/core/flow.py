"""The flow machine every game runs on: a stack of named frames.

A game is a stack of frames (``state.stack``, saved with the state): a round, a phase, an
auction, an attack with its stages, a reaction window ... The top frame says what is being
resolved now. It either needs a Decision from a seat or resolves on its own; ``FlowState``
(below) owns ``to_decide``, ``legal_actions``, ``check`` and ``apply`` over the stack, so a
game writes frames and never its own dispatch.

Each kind of frame is a dataclass (its fields are what is saved) with five methods:

* ``run(s)``: resolve what needs no decision. Return False when the stack changed (look at the
  new top), True when a decision is needed, ``ASK`` when it is known to have two or more choices;
* ``decide(s)``: the pending Decision;
* ``candidates(s)``: the legal actions, an enumeration (a bounded set of candidates where the
  choice is continuous; ``problem`` then judges any action, listed or not);
* ``problem(s, a)``: the one judge of legality: ``(rule, plain words)`` when ``a`` is illegal,
  None when it is legal. ``a`` is always well formed: core has already measured it against
  the game's declared action kinds (``engine/core/params.py``). By default an action is legal
  when it is one of the candidates;
* ``perform(s, a)``: carry out a legal action (events: ``s.emit(event)`` or a returned list).

A frame kind is registered under its game (``game``, set once on the game's own frame base
class) and its ``t`` (the kind saved in JSON), so a module low in a game's import order can
stack a frame by name (``push``) without importing the module that resolves it.
"""
from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable
from itertools import repeat
from operator import is_
from typing import Any, ClassVar

from .errors import IllegalAction
from .gametype import GameType
from .state import State
from .values import Action, Decision, Event

#: ``run`` returns ASK when it knows the decision has at least two real choices
ASK = "ask"


class Frame:
    #: the kind, as saved
    t: ClassVar[str] = ""
    #: the ruleset the kind belongs to (set on a game's frame base class)
    game: ClassVar[str] = ""
    #: True when a decision whose only candidate is one action resolves by itself, unasked
    #: (Arena Rex: never a Decision whose only answer is "pass"); False: the seat is asked
    lone_answer_resolves: ClassVar[bool] = False
    #: True when the kind's decision is asked as soon as it is on top: it keeps the default ``run``
    #: (nothing resolves first) and a lone answer does not resolve by itself (set per kind, below;
    #: ``advance`` then stops at it without a call)
    asks_at_once: ClassVar[bool] = True
    KINDS: ClassVar[dict[str, dict[str, type[Frame]]]] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.asks_at_once = cls.run is Frame.run and not cls.lone_answer_resolves
        if cls.t:
            kinds = Frame.KINDS.setdefault(cls.game, {})
            if kinds.get(cls.t, cls).__qualname__ != cls.__qualname__:
                raise TypeError(f"frame kind '{cls.t}' of '{cls.game}' is defined twice")
            kinds[cls.t] = cls

    # -- behaviour (each kind overrides what it needs) --------------------------------------
    def run(self, s) -> bool | str:
        return True

    def decide(self, s) -> Decision:
        raise NotImplementedError(self.t)

    def candidates(self, s) -> Iterable[Action]:
        raise NotImplementedError(self.t)

    def problem(self, s, a: Action) -> tuple[str, str] | None:
        if not is_listed(a, s.listed_for(self)):
            d = self.decide(s)
            return d.rule, s.explain_illegal(a, d)
        return None

    def perform(self, s, a: Action) -> list[Event] | None:
        raise NotImplementedError(self.t)

    # -- persistence -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The frame as saved: its kind ``t`` and its fields (shared, not copied: the state's
        payload goes through a JSON round trip)."""
        return {"t": self.t, **{f.name: getattr(self, f.name) for f in dataclasses.fields(self)}}

    def copy(self) -> Frame:
        return copy.deepcopy(self)


def is_listed(action: Action, listed: list[Action]) -> bool:
    """True when ``action`` equals one of ``listed`` (the legal list of a decision): the very
    object found first (an action taken from the list, compared without a Python call per
    entry), else compared by value (an equal action made elsewhere: the window, a save)."""
    return any(map(is_, listed, repeat(action))) or action in listed


def frame_from_json(game: str, data: dict[str, Any]) -> Frame:
    """A saved frame of ``game`` (ValueError naming the kind when the game has no such frame)."""
    kinds = Frame.KINDS.get(game, {})
    kind = data.get("t") if isinstance(data, dict) else None
    if kind not in kinds:
        raise ValueError(f"the saved game holds a step this game does not have: {str(kind)[:40]!r}")
    return kinds[kind](**{k: v for k, v in data.items() if k != "t"})


def push(s, t: str, **fields) -> Frame:
    """Stack a new frame of kind ``t`` (of the game of state ``s``) on ``s``."""
    frame = Frame.KINDS[s.ruleset_name][t](**fields)
    s.stack.append(frame)
    return frame


class FlowState(State):
    """A State whose rules are a stack of frames (see the module text). A game sets
    ``game_type`` and writes ``settle`` (what ends the game), its frames, ``observation``,
    ``result`` and its payload (``stack_json`` / ``load_stack`` save the frames)."""

    game_type: ClassVar[GameType]
    stack: list[Frame]
    #: (the frame, the number of actions taken when it was listed, its candidates)
    _legal: tuple[Frame, int, list[Action]] | None = None
    _ev: list[Event]

    # -- what a game writes -------------------------------------------------------------------
    def settle(self) -> bool:
        """Resolve what ends the game (checked before each frame runs); True once it is over,
        which stops the flow. Default: over when the stack is empty."""
        return not self.stack

    def game_over(self) -> bool:
        """True once the game has ended (no decision is pending). Default: an empty stack."""
        return not self.stack

    def top(self) -> Frame | None:
        """The frame being resolved now (None: none). Default: the top of the stack; a game
        whose bottom steps are told by a saved field (For Glory's phase) may say otherwise."""
        try:
            return self.stack[-1]
        except IndexError:  # (an empty stack)
            return None

    def settled_top(self) -> Frame | None:
        """``settle``, then the frame to run: None once the game is over (``advance`` asks it
        before each frame; a game whose ``settle`` only reads a field may answer in one call)."""
        return None if self.settle() else self.top()

    def pending(self) -> Frame | None:
        """The frame whose decision is pending: ``top``, None once the game is over (a game
        may answer both at once, in one call, where ``to_decide`` and ``check`` ask it)."""
        return None if self.game_over() else self.top()

    # -- the contract, over the stack --------------------------------------------------------
    def to_decide(self) -> Decision | None:
        top = self.pending()
        return None if top is None else top.decide(self)

    def legal_actions(self) -> list[Action]:
        top = self.pending()
        return [] if top is None else list(self.listed_for(top))

    def listed_for(self, top: Frame) -> list[Action]:
        """The legal list of ``top``'s pending decision, listed once per decision and shared
        (callers must not change it; ``legal_actions`` hands out copies)."""
        cached = self._legal
        if cached is not None and cached[0] is top and cached[1] == self.decisions_made:
            return cached[2]
        cands = list(top.candidates(self))
        self._legal = (top, self.decisions_made, cands)
        return cands

    def keep_listed(self, top: Frame, actions: list[Action]) -> None:
        """Keep the legal list ``top`` has just worked out while the flow runs (in ``run`` or
        ``advance``): it is the list of the decision asked once this action is counted."""
        self._legal = (top, self.decisions_made + 1, actions)

    def iter_legal_actions(self) -> Iterable[Action]:
        """The legal actions one by one, computed as they are asked for (a lazy enumeration)."""
        top = self.pending()
        return iter(()) if top is None else iter(top.candidates(self))

    def check(self, action: Action) -> None:
        """Answers to the pending Decision only (standing actions: ``check_standing``); the
        Decision is built only to name the rule of a refused action."""
        top = self.pending()
        if top is None:
            self.refuse_game_over()
        malformed = self.game_type.problem(action)
        if malformed is not None:
            raise IllegalAction(top.decide(self).rule, malformed)
        problem = top.problem(self, action)
        if problem is not None:
            raise IllegalAction(problem[0], problem[1])

    def _apply(self, action: Action) -> list[Event]:
        self._ev = []
        self._legal = None
        returned = self.top().perform(self, action)  # as ``_perform``, one call fewer
        if returned:
            self._ev.extend(returned)
        self.advance()
        events, self._ev = self._ev, []
        return events

    def emit_event(self, event: Event) -> None:
        """Record an event of the action being carried out."""
        self._ev.append(event)

    # -- driving the stack ----------------------------------------------------------------------
    def advance(self) -> None:
        """Resolve every frame that needs no decision and stop at the first that does (or at
        the end of the game). A frame whose kind lets a lone answer resolve takes it unasked.
        A run of more frames unasked than the game's declared length (``length_bound``) is a flow
        that is stuck (a bug, never a rule)."""
        limit = self._length or self._measure_length()
        top = self.settled_top() if limit else None
        if limit and (top is None or top.asks_at_once):
            return  # (the common case, told without a call: the game is over, or the top asks now)
        for _ in range(limit):
            if top is None:
                return
            need = top.run(self)
            if need == ASK or (need and not top.lone_answer_resolves):
                return
            if need:
                cands = list(top.candidates(self))
                if len(cands) >= 2:
                    self.keep_listed(top, cands)
                    return
                if not cands:
                    raise RuntimeError(f"{self.ruleset_name}: step '{top.t}' asks a decision with no choices")
                self._perform(top, cands[0])
            top = self.settled_top()
        raise RuntimeError(f"{self.ruleset_name}: the flow did not settle in {limit} frames (the game's length bound)")

    def _perform(self, frame: Frame, action: Action) -> None:
        returned = frame.perform(self, action)
        if returned:
            self._ev.extend(returned)

    # -- persistence -------------------------------------------------------------------------------
    def stack_json(self) -> list[dict[str, Any]]:
        return [f.to_json() for f in self.stack]

    def load_stack(self, data: list[dict[str, Any]]) -> None:
        self.stack = [frame_from_json(self.ruleset_name, f) for f in data]
        self._legal = None
        self._ev = []

    def copy_stack_from(self, other: FlowState) -> None:
        """For a game's fast ``clone``: the other state's frames, copied, and the legal list of
        its pending decision when already listed (shared: never changed, ``listed_for``; a
        ``determinize`` that resamples what the list may depend on drops it)."""
        self.stack = [f.copy() for f in other.stack]
        self._length = other._length
        legal, top = other._legal, other.top()
        self._legal = (self.top(), legal[1], legal[2]) if legal is not None and top is not None \
            and legal[0] is top else None
        self._ev = []
