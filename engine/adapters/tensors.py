"""Observation tensors from a declared per-game schema (``schemas.py``): each field a fixed
run of floats in [0, 1] (signed fields in [-1, 1]) read from ``observation(seat)`` alone.

No hashing and no instance ids: cards are counted by *name* over the game's card list, seats
are laid out from the viewer (slot 0 is the viewer, slot 1 the next seat, ...; a public view
keeps the table's order), numbers are divided by a declared scale and clipped. ``describe``
lists the layout (``python -m engine.adapters.describe``)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class View:
    """What a getter reads: the observation, the viewer (None: the public view), the seat a
    per-seat field is about, and the number of seats."""

    obs: dict
    me: int | None
    seat: int
    seats: int

    def relative(self, seat: int | None) -> int | None:
        """``seat`` counted from the viewer (0 the viewer); None stays None."""
        if seat is None:
            return None
        return seat if self.me is None else (seat - self.me) % self.seats


Getter = Callable[[View], Any]


@dataclass(frozen=True)
class Field:
    name: str
    size: int
    write: Callable[[Any, int, View], None]
    says: str


def _safe(get: Getter, view: View):
    try:
        return get(view)
    except (KeyError, IndexError, TypeError):
        return None


def number(name: str, get: Getter, scale: float, signed: bool = False) -> Field:
    """A number divided by ``scale``, clipped to [0, 1] ([-1, 1] when ``signed``); absent: 0."""
    lo = -1.0 if signed else 0.0

    def write(out, at, view):
        value = _safe(get, view)
        if isinstance(value, bool):
            value = float(value)
        if isinstance(value, (int, float)):
            out[at] = min(1.0, max(lo, value / scale))
    return Field(name, 1, write, f"number / {scale:g}" + (", signed" if signed else ""))


def flag(name: str, get: Getter) -> Field:
    def write(out, at, view):
        if _safe(get, view):
            out[at] = 1.0
    return Field(name, 1, write, "1 when true")


def one_of(name: str, get: Getter, words) -> Field:
    """One slot per word, 1 at the value's word (a value not among them: all 0)."""
    words = tuple(words)
    index = {w: i for i, w in enumerate(words)}

    def write(out, at, view):
        i = index.get(_safe(get, view))
        if i is not None:
            out[at + i] = 1.0
    return Field(name, len(words), write, "one of: " + ", ".join(map(str, words[:8]))
                 + (f", … ({len(words)})" if len(words) > 8 else ""))


def seat_of(name: str, get: Getter, max_seats: int) -> Field:
    """A seat, counted from the viewer, one slot per seat (none: all 0)."""
    def write(out, at, view):
        value = _safe(get, view)
        if isinstance(value, int) and not isinstance(value, bool):
            out[at + view.relative(value)] = 1.0
    return Field(name, max_seats, write, "a seat counted from the viewer")


def bag(name: str, get: Getter, words, scale: float = 4.0) -> Field:
    """How many of each word a list holds (``get`` gives the words, or (word, weight) pairs),
    divided by ``scale`` and clipped."""
    words = tuple(sorted(set(words)))
    index = {w: i for i, w in enumerate(words)}

    def write(out, at, view):
        for item in _safe(get, view) or ():
            word, weight = item if isinstance(item, tuple) else (item, 1.0)
            i = index.get(word)
            if i is not None:
                out[at + i] = min(1.0, out[at + i] + weight / scale)
    return Field(name, len(words), write, f"count of each of {len(words)} names / {scale:g}")


class Schema:
    """A game's tensor layout: ``common`` fields, then ``per_seat`` fields once per seat slot
    (``max_seats`` slots, the viewer's first)."""

    def __init__(self, common: list[Field], per_seat: list[Field], max_seats: int):
        self.common, self.per_seat, self.max_seats = common, per_seat, max_seats
        self.seat_size = sum(f.size for f in per_seat)
        self.size = sum(f.size for f in common) + max_seats * self.seat_size

    def encode(self, obs: dict, me: int | None, seats: int, out=None) -> list[float]:
        """The tensor of ``obs`` (what ``me`` sees; None: the public view) into ``out``
        (anything indexable of ``size``, zeroed here) or a new list."""
        if out is None:
            out = [0.0] * self.size
        else:
            for i in range(self.size):
                out[i] = 0.0
        at = 0
        view = View(obs, me, me or 0, seats)
        for field in self.common:
            field.write(out, at, view)
            at += field.size
        for slot in range(self.max_seats):
            if slot < seats:
                seat = slot if me is None else (me + slot) % seats
                view = View(obs, me, seat, seats)
                for field in self.per_seat:
                    field.write(out, at, view)
                    at += field.size
            else:
                at += self.seat_size
        return out

    def describe(self) -> list[str]:
        """The layout as lines of a Markdown table."""
        lines = ["| floats | field | what |", "|---|---|---|"]
        at = 0
        for field in self.common:
            lines.append(f"| {at}–{at + field.size - 1} | `{field.name}` | {field.says} |")
            at += field.size
        lines.append(f"| {at}–{self.size - 1} | per seat, {self.max_seats} slots of {self.seat_size} "
                     f"(slot 0 the viewer) | below |")
        inner = 0
        for field in self.per_seat:
            lines.append(f"| +{inner}–{inner + field.size - 1} | `seat.{field.name}` | {field.says} |")
            inner += field.size
        return lines
