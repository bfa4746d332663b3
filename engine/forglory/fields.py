"""The For Glory state's fields, listed once: what a fresh game holds, and how each field
is copied (``clone``), saved (``_payload``) and loaded (``_load_payload``).

Each field has a *kind* that says how its value is copied; the copy, save and load functions
are generated from this list at import (as ``dataclasses`` generates ``__init__``), so a
new field is one line here and cannot be forgotten in one of the four places.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from .common import ROUNDS, START_COINS, copy_frame, idkey
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
    Field("phase", "value", lambda n: "machinations"),
    Field("active", "value", lambda n: 0),
    Field("turns", "value", lambda n: 0),
    Field("attacked", "value", lambda n: False),
    Field("tactic_used", "value", lambda n: False),
    Field("late_order", "list", _empty_list),
    Field("late_pos", "value", lambda n: 0),
    Field("initiative", "value", lambda n: -1),
    Field("stack", "frames", _empty_list),
    Field("elim", "lists", _empty_list),            # seats out of the Battle, in the order they fell
    Field("watch", "lists", _empty_list),           # [card, target, seat, coin] for Pierce-like returns
    Field("draft_order", "list", _empty_list),
    Field("draft_pool", "list", _empty_list),
    Field("trigger_seat", "value", lambda n: -1),
    Field("winner", "value", lambda n: None),
    Field("placings", "list", _empty_list),
)

#: kind -> (copy, save, load) expressions of a value ``v``
_KINDS = {
    "value": ("v", "v", "v"),
    "names": ("v", "v", "dict(v)"),  # shared by copies: never changed once a card is made
    "list": ("list(v)", "list(v)", "list(v)"),
    "per_seat": ("[list(x) for x in v]",) * 3,
    "lists": ("[list(x) for x in v]",) * 3,
    "ids": ("set(v)", "sorted(v, key=idkey)", "set(v)"),
    "dict": ("dict(v)",) * 3,
    "supply": ("{d: {'deck': list(q['deck']), 'row': list(q['row']), 'discard': list(q['discard'])}"
               " for d, q in v.items()}",) * 3,
    "frames": ("[copy_frame(f) for f in v]",) * 3,
}


def _compile(name: str, source_of: Callable[[Field], str], args: str, body_head: str = "",
             body_tail: str = "") -> Callable:
    lines = [f"def {name}({args}):", *body_head.splitlines()]
    lines += [f"    {source_of(f)}" for f in FIELDS]
    lines += body_tail.splitlines()
    scope = {"copy_frame": copy_frame, "idkey": idkey}
    exec("\n".join(lines), scope)  # the code is made from FIELDS above, never from data
    return scope[name]


def _fix(template: str, source: str) -> str:
    """``template`` with its value ``v`` replaced by ``source``."""
    return re.sub(r"\bv\b", source, template)


copy_fields = _compile("copy_fields", lambda f: f"new.{f.name} = {_fix(_KINDS[f.kind][0], 'old.' + f.name)}",
                       "old, new")
copy_fields.__doc__ = "Copy every field of ``old`` into ``new`` (see FIELDS)."
save_fields = _compile("save_fields", lambda f: f"out[{f.name!r}] = {_fix(_KINDS[f.kind][1], 'state.' + f.name)}",
                       "state", "    out = {}", "    return out")
save_fields.__doc__ = "The fields as plain JSON data (see FIELDS)."
load_fields = _compile("load_fields", lambda f: f"state.{f.name} = {_fix(_KINDS[f.kind][2], 'p[' + repr(f.name) + ']')}",
                       "state, p")
load_fields.__doc__ = "Set every field from saved data (see FIELDS)."


def blank_fields(state, n: int) -> None:
    """Every field as in a fresh game of ``n`` seats."""
    for f in FIELDS:
        setattr(state, f.name, f.blank(n))
