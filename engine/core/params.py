"""What each kind of action takes: its parameters' names, types and (where fixed) ranges.

Every game declares its action kinds once, in its ``GameType`` (``engine/core/gametype.py``);
``State.check`` measures every action against that declaration before any game code sees it,
so a missing, extra, mistyped or out-of-range parameter is an ``IllegalAction`` in plain words,
never a ``KeyError`` or ``AttributeError`` deep in a rule (in ``check``, ``apply``, replay and
Load alike).

>>> buy = Kind("buy", Param("card", ID), Param("payment", IDS), says="buy a card")
>>> buy.problem(Action.make("buy", card="c1", payment=["c2"])) is None
True
>>> buy.problem(Action.make("buy", payment=["c2"]))
'To buy a card, a card must be named.'
>>> Kind("bid", Param("amount", INT, lo=0, hi=99)).problem(Action.make("bid", amount=120))
'The amount must be from 0 to 99, not 120.'
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from itertools import repeat
from operator import is_
from typing import Any

from engine.i18n import N_, _, any_words, language

from .values import Action

#: parameter types (the frozen form an Action holds: lists are tuples)
INT = "int"            # a whole number (never a bool)
NUMBER = "number"      # a finite whole or decimal number
BOOL = "bool"
TEXT = "text"          # any string (a choice among fixed words: give ``choices``)
ID = "id"              # a non-empty string naming a thing (a card, a model, a space)
INTS = "ints"          # a list of whole numbers
IDS = "ids"            # a list of ids
POINT = "point"        # [x, y], finite numbers
POINTS = "points"      # a list of points (a path)
TALLIES = "tallies"    # a list of [name, whole number] pairs (bets: an outcome and its stake)
ANY = "any"            # a plain JSON value the game checks itself (a structured offer)
TYPES = (INT, NUMBER, BOOL, TEXT, ID, INTS, IDS, POINT, POINTS, TALLIES, ANY)

#: the key under which an Action that fits a Kind is marked with it (see ``Kind.problem``)
_FITS_MARK = "_fits_kind"

_WORDS = {INT: N_("a whole number"), NUMBER: N_("a number"), BOOL: N_("yes or no"), TEXT: N_("a word"),
          ID: N_("a name"), INTS: N_("a list of whole numbers"), IDS: N_("a list of names"),
          POINT: N_("a point on the table"), POINTS: N_("a list of points on the table"),
          TALLIES: N_("a list of names, each with a whole number"), ANY: N_("a value")}


def _is_int(v: Any) -> bool:
    return type(v) is int


def _is_number(v: Any) -> bool:
    return (type(v) is int) or (type(v) is float and math.isfinite(v))


def _is_point(v: Any) -> bool:
    return type(v) is tuple and len(v) == 2 and _is_number(v[0]) and _is_number(v[1])


def _is_bool(v: Any) -> bool:
    return type(v) is bool


def _is_text(v: Any) -> bool:
    return type(v) is str


def _is_id(v: Any) -> bool:
    return type(v) is str and v != ""


def _is_ints(v: Any) -> bool:
    # every entry's type is int (bools are not), tested without a Python call per entry
    return type(v) is tuple and all(map(is_, map(type, v), repeat(int)))


def _is_ids(v: Any) -> bool:
    # every entry a str, none empty (tested without a Python call per entry)
    return type(v) is tuple and all(map(is_, map(type, v), repeat(str))) and "" not in v


def _is_points(v: Any) -> bool:
    return type(v) is tuple and all(_is_point(x) for x in v)


def _is_tally(v: Any) -> bool:
    return type(v) is tuple and len(v) == 2 and _is_id(v[0]) and _is_int(v[1])


def _is_tallies(v: Any) -> bool:
    return type(v) is tuple and all(_is_tally(x) for x in v)


def _is_any(v: Any) -> bool:
    return True


_FITS = {INT: _is_int, NUMBER: _is_number, BOOL: _is_bool, TEXT: _is_text, ID: _is_id, INTS: _is_ints,
         IDS: _is_ids, POINT: _is_point, POINTS: _is_points, TALLIES: _is_tallies, ANY: _is_any}


def _int_within(lo: float, hi: float, v: Any) -> bool:
    return type(v) is int and lo <= v <= hi


def _fits_by_problem(p: Param, v: Any) -> bool:
    return p.problem(v) is None


def _fits_test(p: Param):
    """A test of one value: True exactly when ``p.problem(value)`` is None (the plain shapes
    tested directly, the rest through ``problem``; named functions, so a Param pickles)."""
    fits = _FITS[p.type]
    if p.choices is None and not p.nullable and p.type != ANY:
        if p.lo is None and p.hi is None:
            return fits
        if p.type == INT:
            lo = -math.inf if p.lo is None else p.lo
            hi = math.inf if p.hi is None else p.hi
            return partial(_int_within, lo, hi)
    return partial(_fits_by_problem, p)


@dataclass(frozen=True)
class Param:
    """One parameter of an action kind.

    ``lo``/``hi`` bound a number (INT, NUMBER) or the length of a list (INTS, IDS, POINTS, TALLIES);
    ``choices`` lists the words a TEXT or ID may be; ``optional`` lets it be left out;
    ``nullable`` lets it be None (an answer that may name nothing); ``says`` is what it is
    called in player words (default: its name with spaces)."""

    name: str
    type: str
    lo: float | None = None
    hi: float | None = None
    choices: tuple[str, ...] | None = None
    optional: bool = False
    nullable: bool = False
    says: str = ""

    def __post_init__(self):
        if self.type not in TYPES:
            raise ValueError(f"parameter '{self.name}': unknown type '{self.type}'")
        object.__setattr__(self, "fits", _fits_test(self))

    @property
    def words(self) -> str:
        return self.says or self.name.replace("_", " ")

    def problem(self, value: Any) -> str | None:
        """Plain words for why ``value`` does not fit (None when it does)."""
        if value is None:
            return None if self.nullable else _("The %(what)s must be given.") % {"what": any_words(self.words)}
        if not _FITS[self.type](value):
            return _("The %(what)s must be %(kind)s.") % {"what": any_words(self.words), "kind": _(_WORDS[self.type])}
        if self.choices is not None and value not in self.choices:
            return _("The %(what)s cannot be %(value)s.") % {"what": any_words(self.words), "value": _short(value)}
        if self.lo is not None or self.hi is not None:
            size = len(value) if type(value) is tuple else value
            if (self.lo is not None and size < self.lo) or (self.hi is not None and size > self.hi):
                span = _span(self.lo, self.hi)
                if type(value) is tuple:
                    return _("The %(what)s must hold %(span)s entries, not %(size)s.") % {
                        "what": any_words(self.words), "span": span, "size": size}
                return _("The %(what)s must be %(span)s, not %(value)s.") % {
                    "what": any_words(self.words), "span": span, "value": _short(value)}
        return None


@dataclass(frozen=True)
class Kind:
    """One kind of action and the parameters it takes (all of them, none other)."""

    name: str
    params: tuple[Param, ...] = ()
    #: what the action does, in player words ("buy a card")
    says: str = ""

    def __init__(self, name: str, *params: Param, says: str = ""):
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "params", tuple(params))
        object.__setattr__(self, "says", says)
        names = [p.name for p in params]
        if len(set(names)) != len(names) or "kind" in names:
            raise ValueError(f"action kind '{name}': parameter names must be unique and not 'kind'")
        object.__setattr__(self, "_declared", {p.name: p for p in params})
        object.__setattr__(self, "_required", sum(1 for p in params if not p.optional))

    @property
    def words(self) -> str:
        return self.says or self.name.replace("_", " ")

    def problem(self, action: Action) -> str | None:
        """Plain words for how ``action`` departs from this declaration (None: it fits).

        An action found to fit is marked so (``_FITS_MARK``, in the action's own dict, naming this
        Kind): an Action is frozen and a value that fits is immutable (ints, strs, tuples of
        them; ANY fits whatever it holds), so measuring the same object again would find the
        same. This is no shortcut past the measure: only the very object measured is spared,
        never an equal one (in Python ``1 == True``, so equality would let a wrong type in)."""
        marks = action.__dict__
        if marks.get(_FITS_MARK) is self:
            return None
        # the common case first, in one pass: every parameter given is declared and fits, and
        # none required is missing (anything else: the full account below says what is wrong)
        # (names in strictly rising order, as Action.make gives them: none is given twice)
        declared = self._declared
        required = 0
        last = ""
        for k, v in action.params:
            p = declared.get(k)
            if p is None or not k > last or not p.fits(v):
                break
            last = k
            if not p.optional:
                required += 1
        else:
            if required == self._required:
                marks[_FITS_MARK] = self
                return None
        given = dict(action.params)
        extra = sorted(k for k in given if k not in declared)
        if extra:
            return _("To %(action)s, nothing called '%(name)s' can be given.") % {
                "action": any_words(self.words), "name": _short(extra[0])}
        for p in self.params:
            if p.name not in given:
                if p.optional:
                    continue
                thing = any_words(p.words)
                return _("To %(action)s, %(a_thing)s must be named.") % {
                    "action": any_words(self.words), "a_thing": _article(thing) if language() == "en" else thing}
            problem = p.problem(given[p.name])
            if problem:
                return problem
        return None


def problem_of(kinds: dict[str, Kind], action: Any) -> str | None:
    """Plain words for why ``action`` is not a well-formed action of one of ``kinds``."""
    if not isinstance(action, Action) or type(action.kind) is not str:
        return _("That is not a move of this game.")
    kind = kinds.get(action.kind)
    if kind is None:
        return _("That is not a move of this game.")  # its kind is a name of the code, never shown
    if action.__dict__.get(_FITS_MARK) is kind:
        return None  # this very action was measured against this kind and fits (see Kind.problem)
    return kind.problem(action)


def _article(words: str) -> str:
    return ("an " if words[:1] in "aeiou" else "a ") + words


def _span(lo, hi) -> str:
    if lo is not None and hi is not None:
        return _("from %(lo)s to %(hi)s") % {"lo": _num(lo), "hi": _num(hi)}
    return _("at least %(n)s") % {"n": _num(lo)} if lo is not None else _("at most %(n)s") % {"n": _num(hi)}


def _num(x) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _short(value: Any, limit: int = 30) -> str:
    text = str(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"
