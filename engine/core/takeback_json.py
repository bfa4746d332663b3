"""A save's take-backs as JSON (docs/contract.md, "Saves"): written one object per run of
take-backs that are the same (``takebacks_to_json``), read back (``read_takebacks``) with the
runs they make (``runs_of``), which a save's replay checks once each (``saves._replay_takebacks``).

A save's ten thousand take-backs are read in bulk: the fields of all its objects are taken out,
checked for type and range and turned into take-backs by C-level passes over them
(``_at_once``), and only when something in them is not as ``takebacks_to_json`` writes it does
the reader step through the objects one by one (``_one_by_one``) to name the one that is
malformed; both give the same take-backs (``tests/core/test_takeback_json.py``).
"""
from __future__ import annotations

from itertools import accumulate, chain, repeat
from operator import itemgetter, ne
from typing import Any, NamedTuple

from engine.i18n import _

from .entries import MAX_TAKEBACKS, Takeback, entry_from_json
from .errors import SaveError
from .limits import COUNT, SEAT, clip, number_or


class Run(NamedTuple):
    """Take-backs in a row that are one and the same (a move tried and taken back, again and
    again): between two of them exactly the moves the next one undoes were played again, from the
    same position, so the run is checked once. ``first``: the first one's number (from 1)."""

    back: Takeback
    first: int
    times: int


def runs_of(takebacks: list) -> list[Run]:
    """The runs of ``takebacks``, in order. Two take-backs are the same when their point, seat and
    moves are (each list of moves is told by a number, worked out once per list: a save's
    take-backs share their lists, and ten thousand comparisons of moves cost more than the rest
    of the replay's bookkeeping)."""
    out: list[Run] = []
    numbers: dict[int, int] = {}  # id of a list of moves (alive in ``takebacks``) -> its number
    values: dict[tuple, int] = {}  # a list of moves -> its number
    current, first, same = None, 1, None
    for number, back in enumerate(takebacks, start=1):
        if back is current:
            continue
        told = numbers.get(id(back.undone))
        if told is None:
            told = numbers[id(back.undone)] = values.setdefault(back.undone, len(values))
        key = (back.to, back.seat, told)
        if key == same:
            continue
        if current is not None:
            out.append(Run(current, first, number - first))
        current, first, same = back, number, key
    if current is not None:
        out.append(Run(current, first, len(takebacks) + 1 - first))
    return out


def takebacks_to_json(takebacks: list) -> list[dict[str, Any]]:
    """A save's ``"takebacks"`` (docs/contract.md, "Saves"): one object per run of take-backs
    that are the same (``"times"`` when more than one), and moves undone that an earlier object
    lists already named by that object's number (``"undone": 3``) instead of listed again."""
    out, listed = [], {}
    for run in runs_of(takebacks):
        back = run.back
        entry: dict[str, Any] = {"to": back.to, "seat": back.seat}
        where = listed.get(back.undone)
        if where is None:
            listed[back.undone] = len(out) + 1
            entry["undone"] = [a.to_json() for a in back.undone]
        else:
            entry["undone"] = where
        if run.times > 1:
            entry["times"] = run.times
        out.append(entry)
    return out



def takebacks_from_json(raw: Any, path) -> list:
    """A save's take-backs (SaveError naming the one that is malformed): each object as
    ``takebacks_to_json`` writes it, or as older saves hold it (one object a take-back, its moves
    listed). A run's take-backs are one ``Takeback`` (``runs_of`` finds them by identity)."""
    return read_takebacks(raw, path)[0]


def read_takebacks(raw: Any, path) -> tuple[list, list[tuple] | None]:
    """``takebacks_from_json``, with the take-backs' runs when read in bulk, each as ``runs_of``
    gives it (back, first, times) in a plain tuple (else None: the replay finds them with
    ``runs_of``)."""
    quick = _at_once(raw)
    return quick if quick is not None else (_one_by_one(raw, path), None)


_TO, _SEAT, _UNDONE = itemgetter("to"), itemgetter("seat"), itemgetter("undone")
_INT = frozenset({int})


def _at_once(raw: Any) -> tuple[list, list[tuple]] | None:
    """The take-backs and their runs of a list of objects as ``takebacks_to_json`` writes them,
    read by passes over all the objects at once; None when anything is not so (a field missing
    or unknown, a number of the wrong type or range, the moves malformed, more take-backs than
    a save holds, two objects in a row that are one run: an older save), and ``_one_by_one``
    reads it, naming what is malformed."""
    if type(raw) is not list or not raw or set(map(type, raw)) != {dict}:
        return None
    count = len(raw)
    try:
        tos, seats, undone = list(map(_TO, raw)), list(map(_SEAT, raw)), list(map(_UNDONE, raw))
    except KeyError:
        return None
    stated = list(map(dict.get, raw, repeat("times")))
    if sum(map(len, raw)) != 4 * count - stated.count(None):  # no field but these four
        return None
    times = [1 if n is None else n for n in stated]
    if not (set(map(type, tos)) | set(map(type, seats)) | set(map(type, times))) <= _INT \
            or min(tos) < COUNT.low or max(tos) > COUNT.high or min(seats) < SEAT.low or max(seats) > SEAT.high \
            or min(times) < 1 or sum(times) > MAX_TAKEBACKS:
        return None
    listed: list[tuple] = []  # the moves each object undid
    fresh: list[tuple] = []  # the moves the objects list
    for index, moves in enumerate(undone):
        if type(moves) is int:
            if not 1 <= moves <= index:
                return None
            listed.append(listed[moves - 1])
        elif type(moves) is list and moves:
            try:
                fresh.append(tuple(entry_from_json(a) for a in moves))
            except (ValueError, TypeError):
                return None
            listed.append(fresh[-1])
        else:
            return None
    keys = list(zip(tos, seats, map(id, listed), strict=True))
    # a run is one object, unless two in a row are the same take-back (an older save, whose objects
    # list the same moves again: the lists' values are told apart only one by one)
    if not all(map(ne, keys, keys[1:])) or len(set(fresh)) != len(fresh):
        return None
    made = {key: Takeback(key[0], key[1], moves) for key, moves in dict(zip(keys, listed, strict=True)).items()}
    backs = list(map(made.__getitem__, keys))
    runs = list(zip(backs, accumulate(times, initial=1), times, strict=False))  # (one first too many)
    return list(chain.from_iterable(map(repeat, backs, times))), runs


def _one_by_one(raw: Any, path) -> list:
    """``takebacks_from_json`` one object at a time (SaveError naming the one that is malformed)."""
    if not isinstance(raw, list):
        raise SaveError(path, _("the field 'takebacks' has the wrong type"))
    times = [entry.get("times", 1) if type(entry) is dict else 1 for entry in raw]
    if not all(type(n) is int and n >= 1 for n in times):
        number = next(i for i, n in enumerate(times) if not (type(n) is int and n >= 1))
        raise SaveError(path, _("%(where)s: 'times' is a whole number, 1 or more") % {
            "where": _malformed(sum(times[:number]))})
    if sum(times) > MAX_TAKEBACKS:
        raise SaveError(path, _("it holds %(n)s take-backs; a save holds at most %(most)s") % {
            "n": sum(times), "most": MAX_TAKEBACKS})
    out: list = []
    listed: list[tuple] = []  # the moves each object undid
    made: dict[tuple, Any] = {}  # one Takeback for the objects that are the same
    spans: set[tuple[int, int]] = set()  # the positions and seats already found in their range
    for index, entry in enumerate(raw):  # (a loop run thousands of times: each check made once)
        if type(entry) is not dict or not _TAKEBACK_NEEDS <= entry.keys() <= _TAKEBACK_FIELDS:
            raise SaveError(path, _("%(where)s: it is an object with 'to', 'seat' and 'undone'") % {
                "where": _malformed(len(out))})
        to, seat, undone = entry["to"], entry["seat"], entry["undone"]
        span = (to, seat)  # (the types first: True is 1 to a set)
        if type(to) is not int or type(seat) is not int or (span not in spans and (
                number_or(to, COUNT, None) is None or number_or(seat, SEAT, None) is None)):
            raise SaveError(path, _("%(where)s: 'to' and 'seat' are whole numbers, 0 or more") % {
                "where": _malformed(len(out))})
        spans.add(span)
        if type(undone) is int and 1 <= undone <= index:
            moves = listed[undone - 1]
        elif type(undone) is list and undone:
            try:
                moves = tuple(entry_from_json(a) for a in undone)
            except (ValueError, TypeError) as exc:
                raise SaveError(path, _("%(where)s: %(why)s") % {
                    "where": _malformed(len(out)), "why": clip(str(exc), 120)}) from None
        else:
            raise SaveError(path, _("%(where)s: 'undone' lists the moves taken back (or the number of an earlier "
                                    "take-back entry that lists them)") % {"where": _malformed(len(out))})
        listed.append(moves)
        key = (to, seat, id(moves))
        back = made.get(key)
        if back is None:
            back = made[key] = Takeback(to, seat, moves)
        out.extend([back] * times[index])
    return out


def _malformed(before: int) -> str:
    return _("take-back %(n)d is malformed") % {"n": before + 1}


#: the fields of a take-back's object in a save (``takebacks_to_json``)
_TAKEBACK_FIELDS = frozenset({"to", "seat", "undone", "times"})
_TAKEBACK_NEEDS = frozenset({"to", "seat", "undone"})


