"""Explicit chance for the research adapters: the game's small chance points as outcomes that
OpenSpiel's chance player chooses.

Our games draw inside a move (an attack rolls its dice while it is carried out), so a move that
passes a chance point is tried on a copy with a ``Scripted`` chance: each small draw takes the
next outcome of its script, and the first draw past the script stops the try (``NeedChance``,
naming the point). The adapter then asks its chance player for that point's outcome and tries
the move again with one more outcome in the script, until the move goes through. The outcomes
are equally likely, as the game's own draws are.

Which draws are explicit (``explicit``): every die; a pick among at most ``FEW``; a shuffle of
at most ``SHUFFLE_FEW`` things (at most 24 orders). Bigger draws (a deck's shuffle, a fork in
setup) come from the game's generator, seeded by the adapter's first chance node (the seed),
hidden from every seat: that node stays the fallback for them.
"""
from __future__ import annotations

from collections.abc import MutableSequence
from math import factorial
from typing import NamedTuple

from ..core.chance import PICK, ROLL, SHUFFLE, Chance, Point
from ..core.values import Action

#: a pick among at most this many is an explicit chance node
FEW = 64
#: a shuffle of at most this many things (at most 4! = 24 orders) is an explicit chance node
SHUFFLE_FEW = 4


class NeedChance(Exception):
    """A move reached a chance point past its script: the adapter's chance player chooses."""

    def __init__(self, point: Point):
        super().__init__(f"chance point '{point.name}' ({point.outcomes} outcomes)")
        self.point = point


class Scripted(Chance):
    """A chance whose small draws follow ``script`` (outcome indices, in the order drawn)."""

    __slots__ = ("script", "used")

    def __init__(self, rng, script: tuple[int, ...]):
        super().__init__(rng)
        self.script = script
        self.used = 0

    def _next(self, kind: str, name: str, outcomes: int) -> int:
        self.draws += 1
        if self.used == len(self.script):
            raise NeedChance(Point(kind, name, outcomes, None))
        index = self.script[self.used]
        self.used += 1
        if not 0 <= index < outcomes:
            raise ValueError(f"chance point '{name}' has {outcomes} outcomes; outcome {index} is not one")
        return index

    def roll(self, name: str, sides: int = 6) -> int:
        return self._next(ROLL, name, sides) + 1

    def rolls(self, name: str, n: int, sides: int = 6) -> list[int]:
        return [self.roll(name, sides) for _ in range(n)]

    def pick(self, name: str, n: int) -> int:
        if n <= 1 or n > FEW:
            return super().pick(name, n)
        return self._next(PICK, name, n)

    def shuffle(self, name: str, items: MutableSequence) -> None:
        n = len(items)
        if n <= 1 or n > SHUFFLE_FEW:
            super().shuffle(name, items)
            return
        unshuffle(self._next(SHUFFLE, name, factorial(n)), items)


def unshuffle(index: int, items: MutableSequence) -> None:
    """The order number ``index`` (0..n!-1) of ``items``, dealt as the generator's Fisher-Yates
    shuffle deals: for i from the end down, swap with the next mixed-radix digit of ``index``."""
    for i in range(len(items) - 1, 0, -1):
        index, j = divmod(index, i + 1)
        items[i], items[j] = items[j], items[i]


class Drawn(NamedTuple):
    """A move and the explicit chance outcomes it passed (a recalled move, replayed exactly)."""

    action: Action
    outcomes: tuple[int, ...]

    def __str__(self) -> str:
        return f"{self.action} | chance {' '.join(map(str, self.outcomes))}"


def attempt(state, turns, action, script: tuple[int, ...]):
    """Try ``action`` of the acting seat on a copy of ``state`` (``turns``: its standing windows)
    with the chance outcomes ``script``: (new state, new turns, None) when it went through, or
    (None, None, the point it needs next)."""
    trial, trial_turns = state.clone(), turns.copy()
    trial.chance = Scripted(trial.rng, script)
    try:
        trial_turns.take(trial, action)
    except NeedChance as need:
        return None, None, need.point
    trial.rng = trial.chance.rng  # a plain chance again, over the generator as the move left it
    return trial, trial_turns, None


def play(turns, state, move) -> None:
    """Take a recalled move (an action, or a ``Drawn`` one with its chance outcomes) on ``state``."""
    if not isinstance(move, Drawn):
        turns.take(state, move)
        return
    state.chance = Scripted(state.rng, move.outcomes)
    try:
        turns.take(state, move.action)
    finally:
        state.rng = state.chance.rng
