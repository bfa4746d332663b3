"""The small value types of the contract: Action, Event, Decision, Result.

All are frozen dataclasses that round-trip through JSON. Actions and events
name things by stable ids (card instance ids, model ids), never by position,
so the same action means the same move in every determinization.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .canon import dumps, freeze, thaw

_PLAIN = (str, int, bool, type(None))
_new = object.__new__


def _params(kwargs: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    # hot path in search: when every value is plain the pairs are sorted as they are, else each
    # value that is not is frozen; keys are unique, so the sort compares names only
    for v in kwargs.values():
        if type(v) not in _PLAIN:
            break
    else:
        return tuple(sorted(kwargs.items()))
    items = [(k, v if type(v) in _PLAIN else freeze(v)) for k, v in kwargs.items()]
    items.sort()
    return tuple(items)


class _Params:
    """Shared behaviour of values whose fields are a sorted tuple of (name, value)."""

    params: tuple[tuple[str, Any], ...]

    def __getattr__(self, name: str) -> Any:
        # Only called when normal lookup fails: expose params as attributes. The value found
        # is kept in the instance's dict, so the next read of it is a plain attribute read
        # (safe: the value is frozen, and the name is no attribute of the class, or normal
        # lookup would have found it; equality, hashing and saving read the fields only).
        if name.startswith("__"):
            raise AttributeError(name)
        for key, value in object.__getattribute__(self, "params"):
            if key == name:
                object.__getattribute__(self, "__dict__")[name] = value
                return value
        raise AttributeError(f"{type(self).__name__} has no field '{name}'")

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    @property
    def fields(self) -> dict[str, Any]:
        return {k: v for k, v in self.params}


@dataclass(frozen=True)
class Action(_Params):
    """One choice for the pending Decision: a ``kind`` and named parameters.

    >>> a = Action.make("buy", card="c12", payment=["c3", "c4"])
    >>> a.card, a.payment
    ('c12', ('c3', 'c4'))
    >>> Action.parse(str(a)) == a
    True
    """

    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    #: the parameters the other seats may not see, and the seat that chose (the answer to a
    #: secret Decision). Not part of the value: equal actions are equal however they are marked.
    secret_params: tuple[str, ...] = field(default=(), compare=False)
    chooser: int | None = field(default=None, compare=False)

    @classmethod
    def make(cls, kind: str, **params: Any) -> Action:
        action = _new(cls)  # (as ``canonical`` builds it, one call fewer)
        d = action.__dict__
        d["kind"], d["params"], d["secret_params"], d["chooser"] = kind, _params(params), (), None
        return action

    @classmethod
    def hidden(cls, chooser: int, secret: tuple[str, ...] | list[str], kind: str, **params: Any) -> Action:
        """An answer of seat ``chooser`` whose ``secret`` parameters the other seats do not see
        (a sealed bid's amount, a face-down pick): ``view_for`` blanks them for the others.

        >>> bid = Action.hidden(1, ["amount"], "bid", amount=4)
        >>> bid.view_for(0).amount is None, bid.view_for(1).amount
        (True, 4)
        """
        action = cls.canonical(kind, _params(params))
        action.__dict__["secret_params"], action.__dict__["chooser"] = tuple(secret), chooser
        return action

    def view_for(self, seat: int | None) -> Action:
        """The action as ``seat`` may see it: another seat's secret parameters are None.
        Search keys the nodes of other seats' moves by this view, so no secret enters a tree."""
        if not self.secret_params or (seat is not None and seat == self.chooser):
            return self
        hidden = set(self.secret_params)
        return Action(self.kind, tuple((k, None if k in hidden else v) for k, v in self.params),
                      self.secret_params, self.chooser)

    @classmethod
    def canonical(cls, kind: str, params: tuple[tuple[str, Any], ...]) -> Action:
        """The same value as ``make`` for hot paths that already hold ``params`` in canonical
        form: a tuple of (name, frozen value) pairs sorted by name. Nothing is checked. (``make``
        builds the same way: a frozen dataclass's own __init__ sets each field through
        object.__setattr__, which cost more than the sorting in every game's profile.)"""
        action = _new(cls)
        d = action.__dict__  # a frozen dataclass's __init__ sets its fields one by one; fill them at once
        d["kind"], d["params"], d["secret_params"], d["chooser"] = kind, params, (), None
        return action

    def __getstate__(self) -> dict[str, Any]:
        # the fields only (not the marks of params.Kind.problem or the parameters read as
        # attributes, kept in the instance's dict): a pickled action is the value alone
        d = self.__dict__
        return {"kind": d["kind"], "params": d["params"], "secret_params": d["secret_params"],
                "chooser": d["chooser"]}

    def to_json(self) -> dict[str, Any]:
        data = {k: thaw(v) for k, v in self.params}
        data["kind"] = self.kind
        return data

    @classmethod
    def from_json(cls, data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action must be an object with a string 'kind'")
        rest = {k: v for k, v in data.items() if k != "kind"}
        return cls.make(data["kind"], **rest)

    def key(self) -> str:
        """A canonical text key (stable across processes; used by bots and logs)."""
        return dumps(self.to_json())

    def __str__(self) -> str:
        return self.key()

    @classmethod
    def parse(cls, text: str) -> Action:
        import json

        return cls.from_json(json.loads(text))


@dataclass(frozen=True)
class Event(_Params):
    """Something that happened. ``rule`` names the rulebook section that produced it.

    ``seen_by`` is None when every seat may see the whole event; otherwise the
    listed seats see it whole and the others see it with ``secret`` fields
    replaced by None (``redacted=True``).
    """

    type: str
    params: tuple[tuple[str, Any], ...] = ()
    rule: str = ""
    seen_by: tuple[int, ...] | None = None
    secret: tuple[str, ...] = ()
    redacted: bool = False

    @classmethod
    def make(cls, type: str, rule: str = "", seen_by=None, secret=(), **params: Any) -> Event:
        event = _new(cls)  # (as ``canonical`` builds it, one call fewer: events are made at every step)
        d = event.__dict__
        d["type"], d["params"], d["rule"], d["seen_by"], d["secret"], d["redacted"] = \
            type, _params(params), rule, None if seen_by is None else tuple(sorted(seen_by)), tuple(secret), False
        return event

    @classmethod
    def canonical(cls, type: str, params: tuple[tuple[str, Any], ...], rule: str = "",
                  seen_by: tuple[int, ...] | None = None, secret: tuple[str, ...] = ()) -> Event:
        """The same value as ``make`` for hot paths that already hold canonical fields:
        ``params`` as for ``Action.canonical``, ``seen_by`` a sorted tuple or None, ``secret`` a tuple."""
        event = _new(cls)
        d = event.__dict__
        d["type"], d["params"], d["rule"], d["seen_by"], d["secret"], d["redacted"] = \
            type, params, rule, seen_by, secret, False
        return event

    def view_for(self, seat: int | None) -> Event:
        """The event as ``seat`` may see it (None: a spectator of public facts)."""
        if self.seen_by is None or (seat is not None and seat in self.seen_by):
            return self
        hidden = set(self.secret)
        params = tuple((k, None if k in hidden else v) for k, v in self.params)
        return Event(self.type, params, self.rule, self.seen_by, self.secret, True)

    def to_json(self) -> dict[str, Any]:
        data = {k: thaw(v) for k, v in self.params}
        data["type"] = self.type
        if self.rule:
            data["rule"] = self.rule
        if self.seen_by is not None:
            data["seen_by"] = list(self.seen_by)
            data["secret"] = list(self.secret)
        if self.redacted:
            data["redacted"] = True
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        special = {"type", "rule", "seen_by", "secret", "redacted"}
        params = {k: v for k, v in data.items() if k not in special}
        seen = data.get("seen_by")
        return cls(data["type"], _params(params), data.get("rule", ""),
                   None if seen is None else tuple(seen), tuple(data.get("secret", ())),
                   bool(data.get("redacted", False)))


@dataclass(frozen=True)
class Decision:
    """Who must choose now, and what kind of choice it is.

    ``kind`` is a short snake_case name (``turn``, ``reaction``, ``bid``,
    ``tree_path``, ``follow_up`` ...); ``prompt`` says it in plain words;
    ``rule`` names the rulebook section that asks for it.

    Visibility (see docs/contract.md):

    - ``secret``: the answer is hidden from the other seats until the game reveals it
      (an event); they learn only that this seat has chosen. Its legal actions are
      ``Action.hidden`` values, and the window hands the screen over before a human answers.
    - ``round``: the seats that answer in the same simultaneous round (this seat among
      them), asked one at a time in a fixed order that reveals nothing; the round resolves
      when every seat in it has answered. Empty for an ordinary, one-seat decision.
    """

    seat: int
    kind: str
    prompt: str
    rule: str = ""
    secret: bool = False
    round: tuple[int, ...] = ()

    @property
    def simultaneous(self) -> bool:
        return len(self.round) > 1

    def to_json(self) -> dict[str, Any]:
        data = {"seat": self.seat, "kind": self.kind, "prompt": self.prompt, "rule": self.rule}
        if self.secret:
            data["secret"] = True
        if self.round:
            data["round"] = list(self.round)
        return data


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``winner`` is a seat index or None for a draw; ``placings`` lists seat
    indices best first; ``scores`` has one number (or None) per seat.
    """

    winner: int | None
    placings: tuple[int, ...]
    scores: tuple[float | None, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "placings": list(self.placings), "scores": list(self.scores)}

    def rewards(self, seats: int) -> list[float]:
        """Per-seat reward in [0, 1] for search: mostly the win, a little the placing."""
        out = [0.0] * seats
        last = max(1, len(self.placings) - 1)
        for rank, seat in enumerate(self.placings):
            out[seat] = 0.2 * (1.0 - rank / last)
        if self.winner is None:
            for seat in range(seats):
                out[seat] += 0.8 / seats
        else:
            out[self.winner] += 0.8
        return out
