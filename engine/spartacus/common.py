"""What every phase module shares: numbers from the book and rulings, and the event maker."""
from __future__ import annotations

import functools
import json
from typing import Any

from ..core import Action, Decision, Event
from ..core.canon import freeze
from ..core.flow import Frame, is_listed
from ..i18n import N_

#: starting influence by variant (Inicio de la partida: estándar 4, avanzada 1)
START_INFLUENCE = {"standard": 4, "advanced": 1}
#: Victoria: 12 influence at the end of the intrigue, market or arena phase
WIN_INFLUENCE = 12
#: docs/rulings.md, Spartacus: the house safety net ends the game after this many rounds
ROUND_LIMIT = 12
#: docs/rulings.md, Spartacus 1: a dominus draws up to this many intrigue cards at the start of its turn
HAND_SIZE = 3
#: Apuestas: between 1 and 3 gold on one outcome
MAX_STAKE = 3
#: docs/rulings.md, Spartacus: a combat that lasts this many rounds ends with no victor
COMBAT_ROUNDS = 10

#: Combate: a fighter's dice pools (attack, defence, speed), in the order of its card
POOLS = ("attack", "defence", "speed")

#: docs/rulings.md, Spartacus 15: the words of a favour owed, in the public promise ledger
FAVOUR_PROMISE = N_("I will owe you a favour.")

#: the parameter values an event keeps as they are (``engine/core/values.py`` freezes the rest)
_PLAIN = frozenset((str, int, bool, type(None)))
_new = object.__new__



@functools.cache
def act(kind: str, **params: Any) -> Action:
    """``Action.make(kind, **params)`` made once per value and shared: an action is an immutable
    value, and the legal lists name the same few again at every decision of every playout (a
    list parameter is given as a tuple, as ``make`` would hold it)."""
    return Action.make(kind, **params)


@functools.cache
def hidden_act(chooser: int, secret: tuple[str, ...], kind: str, **params: Any) -> Action:
    """``Action.hidden(...)`` made once per value and shared, as ``act``."""
    return Action.hidden(chooser, secret, kind, **params)


PASS = act("pass")
ACCEPT = act("accept")
DECLINE = act("decline")


def plural(n: int, thing: str) -> str:
    """``n`` things in the English of the event record: "1 wound", "3 wounds". Events keep English
    (the seeded fingerprints hash them); the window words them again, with the catalogue's plural
    forms (client/games/spartacus/reword.py)."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def ev(type: str, rule: str, text: str, words: dict[str, Any] | None = None, seen_by=None, secret=(),
       **params: Any) -> Event:
    """An event with its player words in ``text``: the words as they are, or, with ``words``, the
    message ``text`` whose fields ``words`` fills (``text.format(**words)``, put together when the
    event is read; ``words`` holds only text and numbers, never something that changes later)."""
    for key, value in params.items():
        if value.__class__ not in _PLAIN:  # frozen now (as Event.make does): a list may change later
            params[key] = freeze(value)
    return Told.told(type, rule, None if seen_by is None else tuple(sorted(seen_by)), tuple(secret), text, words,
                     params)


class Told(Event):
    """An event of Spartacus whose parameters are put in their canonical order, and whose player
    words are written out, the first time something reads them: a search's playout reads none of
    the events it makes. As a value it is the ``Event`` that ``Event.make`` would have made (equal,
    same hash, same JSON); its parameters are fixed when it is made (``ev``)."""

    @classmethod
    def told(cls, type: str, rule: str, seen_by: tuple[int, ...] | None, secret: tuple[str, ...], text: str,
             words: dict[str, Any] | None, given: dict[str, Any]) -> Told:
        event = _new(cls)
        d = event.__dict__
        d["type"], d["rule"], d["seen_by"], d["secret"], d["redacted"] = type, rule, seen_by, secret, False
        d["_given"], d["_text"], d["_words"] = given, text, words
        return event

    @property
    def params(self) -> tuple[tuple[str, Any], ...]:
        d = self.__dict__
        params = d.get("_params")
        if params is None:
            words = d["_words"]
            params = d["_params"] = tuple(sorted(
                [*d["_given"].items(), ("text", d["_text"] if words is None else d["_text"].format(**words))]))
        return params

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.type, self.params, self.rule, self.seen_by, self.secret, self.redacted) == \
            (other.type, other.params, other.rule, other.seen_by, other.secret, other.redacted)

    __hash__ = Event.__hash__


def asked(seat: int, kind: str, prompt: str, rule: str, words: dict[str, Any] | None = None, secret: bool = False,
          round: tuple[int, ...] = ()) -> Decision:
    """The Decision ``Decision(seat, kind, prompt, rule, secret, round)``, its prompt written out
    when read: with ``words``, ``prompt.format(**words)`` (text and numbers only, as ``ev``'s).
    A playout asks a Decision at every step and never reads its prompt."""
    decision = _new(Asked)
    d = decision.__dict__
    d["seat"], d["kind"], d["rule"], d["secret"], d["round"], d["_prompt"], d["_words"] = \
        seat, kind, rule, secret, round, prompt, words
    return decision


class Asked(Decision):
    """A Decision of Spartacus whose prompt is written out the first time it is read (``asked``).
    As a value it is the ``Decision`` of the same fields (equal, same hash, same JSON)."""

    @property
    def prompt(self) -> str:
        d = self.__dict__
        words = d["_words"]
        return d["_prompt"] if words is None else d["_prompt"].format(**words)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decision):
            return NotImplemented
        return (self.seat, self.kind, self.prompt, self.rule, self.secret, self.round) == \
            (other.seat, other.kind, other.prompt, other.rule, other.secret, other.round)

    __hash__ = Decision.__hash__


class SpartacusFrame(Frame):
    """A step of the Spartacus round on the flow machine (``engine/core/flow.py``): a dataclass
    whose fields are the step's own bookkeeping (saved with the stack by ``stack_json``). The
    phases stack, swap and pop the steps (``engine/spartacus/phases.py`` lists them); the table's
    shared bookkeeping stays on the state (``order``, ``idx``, ``window``, ``sealed``, ``arena``,
    ``combat``, ``offer``).

    ``why_not`` is the judge (plain words, or None when the action is legal); by default an
    action is legal when it is one of the candidates. ``problem`` gives it the step's rule.
    ``public`` is what a seat may see of the step's fields (the observation's ``ctx``)."""

    game = "spartacus"

    def why_not(self, s, action: Action) -> str | None:
        top = s.pending()
        if top is not None and is_listed(action, s.listed_for(top)):
            return None
        return s.explain_illegal(action, self.decide(s))

    def problem(self, s, action: Action) -> tuple[str, str] | None:
        why = self.why_not(s, action)
        return None if why is None else (self.decide(s).rule, why)

    def public(self) -> dict[str, Any]:
        """The step's fields a seat may see (none by default)."""
        return {}

    def former_ctx(self) -> dict[str, Any]:
        """The step's fields as the payload's ``ctx`` dict held them before the steps were frames
        (``SpartacusState.former_digests``)."""
        return dict(vars(self))

    def copy(self) -> SpartacusFrame:
        """A frame with no fields is shared by the copies of a state; one with fields is copied
        as a JSON round trip would make it (search clones at every iteration)."""
        fields = vars(self)
        if not fields:
            return self
        return type(self)(**{k: plain_copy(v) for k, v in fields.items()})


def plain_copy(data: Any) -> Any:
    """A deep copy of JSON-like data as a JSON round trip makes it: tuples become lists, keys text."""
    kind = type(data)
    if kind is dict:
        return {k if type(k) is str else json.dumps(k): plain_copy(v) for k, v in data.items()}
    if kind is list or kind is tuple:
        return [plain_copy(v) for v in data]
    return data
