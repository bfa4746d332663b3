"""The For Glory state's fields, listed once: what a fresh game holds, and how each field
is copied (``clone``), saved (``_payload``) and loaded (``_load_payload``).

Each field has a *kind* that says how its value is copied; the copy, save and load functions
go through the fields kind by kind, so a new field is one line here and cannot be forgotten
in one of the four places.
"""
from __future__ import annotations

import copy
from collections.abc import Callable
from operator import itemgetter
from typing import Any, NamedTuple

from .common import ROUNDS, START_COINS, idkey
from .content import SUPPLY_DECKS


class Field(NamedTuple):
    name: str
    kind: str
    blank: Callable[[int], Any]  #: its value in a fresh game of n seats


def _per_seat(n: int) -> list:
    return [[] for _ in range(n)]


def _empty_list(n: int) -> list:
    return []


FIELDS: tuple[Field, ...] = (
    Field("n", "value", lambda n: n),
    Field("names", "names", lambda n: {}),          # card id -> card name (never changes once made)
    Field("next_id", "value", lambda n: 1),
    Field("deck", "per_seat", _per_seat),
    Field("hand", "per_seat", _per_seat),
    Field("discard", "per_seat", _per_seat),
    Field("reserve", "per_seat", _per_seat),
    Field("villa", "per_seat", _per_seat),
    Field("arena", "per_seat", _per_seat),
    Field("champ_stack", "per_seat", _per_seat),
    Field("removed", "list", _empty_list),
    Field("supply", "supply", lambda n: {d: {"deck": [], "row": [None, None, None], "discard": []}
                                         for d in SUPPLY_DECKS}),
    Field("arena_deck", "list", _empty_list),
    Field("boasts", "list", _empty_list),
    Field("coins", "list", lambda n: list(START_COINS[:n])),
    Field("tokens", "list", lambda n: [0] * n),
    Field("tokens_left", "value", lambda n: 2),
    Field("cf", "value", lambda n: n - 1),          # the Crowd's Favor holder
    Field("exhausted", "ids", lambda n: set()),
    Field("damage", "dict", lambda n: {}),
    Field("assigned", "dict", lambda n: {}),
    Field("blessings", "dict", lambda n: {}),
    Field("round", "value", lambda n: 1),
    Field("rounds", "value", lambda n: ROUNDS[n]),
    Field("active", "value", lambda n: 0),
    Field("turns", "value", lambda n: 0),
    Field("attacked", "value", lambda n: False),
    Field("tactic_used", "value", lambda n: False),
    Field("late_order", "list", _empty_list),
    Field("late_pos", "value", lambda n: 0),
    Field("initiative", "value", lambda n: -1),
    Field("stack", "frames", _empty_list),           # the flow: the phase frame, then what interrupts it
    Field("elim", "lists", _empty_list),            # seats out of the Battle, in the order they fell
    Field("watch", "lists", _empty_list),           # [card, target, seat, coin] for Pierce-like returns
    Field("ready_key", "value", lambda n: None),    # the Battle at its last Ready step (ruling 19)
    Field("idle_rounds", "value", lambda n: 0),     # rounds in a row that changed nothing (ruling 19)
    Field("draft_order", "list", _empty_list),
    Field("draft_pool", "list", _empty_list),
    Field("trigger_seat", "value", lambda n: -1),
    Field("winner", "value", lambda n: None),
    Field("placings", "list", _empty_list),
)

#: field names by kind, in the order of FIELDS
_BY_KIND: dict[str, tuple[str, ...]] = {
    kind: tuple(f.name for f in FIELDS if f.kind == kind)
    for kind in ("value", "names", "list", "per_seat", "lists", "ids", "dict", "supply", "frames")}
assert sum(map(len, _BY_KIND.values())) == len(FIELDS), "every field has a kind listed here"
_VALUES = _BY_KIND["value"]
_LISTS = _BY_KIND["list"]
_NESTED = _BY_KIND["per_seat"] + _BY_KIND["lists"]   # lists of lists
_IDS = _BY_KIND["ids"]
_DICTS = _BY_KIND["dict"]
_SUPPLY = _BY_KIND["supply"]
_FRAMES = _BY_KIND["frames"]
assert _FRAMES == ("stack",), "the frames are the flow's one stack, saved and loaded by core"


def _copy_supply(v: dict) -> dict:
    return {d: {"deck": list(q["deck"]), "row": list(q["row"]), "discard": list(q["discard"])}
            for d, q in v.items()}


def _getter(names: tuple[str, ...]) -> Callable[[dict], tuple]:
    """The values of ``names`` in a dict, as a tuple (one C call however many there are)."""
    if len(names) == 1:
        name = names[0]
        return lambda d: (d[name],)
    return itemgetter(*names)


_GET_VALUES, _GET_LISTS, _GET_NESTED, _GET_DICTS = map(_getter, (_VALUES, _LISTS, _NESTED, _DICTS))


def _fill(out: dict, get: dict) -> None:
    """The kinds copied the same way whether copying, saving or loading."""
    out.update(zip(_VALUES, _GET_VALUES(get), strict=True))
    for name in _LISTS:
        out[name] = get[name][:]
    out.update(zip(_NESTED, [list(map(list, v)) for v in _GET_NESTED(get)], strict=True))
    out.update(zip(_DICTS, map(dict, _GET_DICTS(get)), strict=True))
    for name in _SUPPLY:
        out[name] = _copy_supply(get[name])


def copy_fields(old, new) -> None:
    """Copy every field of ``old`` into ``new`` (``names`` is shared: never changed once made)."""
    o, out = old.__dict__, new.__dict__
    _fill(out, o)
    for name in _BY_KIND["names"]:
        out[name] = o[name]
    for name in _IDS:
        out[name] = set(o[name])
    for name in _FRAMES:
        out[name] = [f.copy() for f in o[name]]


def save_fields(state) -> dict[str, Any]:
    """The fields as plain JSON data."""
    o = state.__dict__
    out: dict[str, Any] = {}
    _fill(out, o)
    for name in _BY_KIND["names"]:
        out[name] = o[name]
    for name in _IDS:
        out[name] = sorted(o[name], key=idkey)
    out["stack"] = copy.deepcopy(state.stack_json())  # the frames' lists and dicts, not shared
    return out


def load_fields(state, p: dict[str, Any]) -> None:
    """Set every field from saved data (the frames through core's ``load_stack``)."""
    out = state.__dict__
    _fill(out, p)
    for name in _BY_KIND["names"]:
        out[name] = dict(p[name])
    for name in _IDS:
        out[name] = set(p[name])
    state.load_stack(copy.deepcopy(p["stack"]))


def blank_fields(state, n: int) -> None:
    """Every field as in a fresh game of ``n`` seats."""
    for f in FIELDS:
        setattr(state, f.name, f.blank(n))
