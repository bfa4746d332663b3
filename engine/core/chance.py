"""Chance points: every random draw a game makes, named and counted.

A game never draws from its generator directly: it rolls, picks, shuffles or forks through
``state.chance`` and names the draw (``state.chance.roll("attack die")``,
``state.chance.shuffle("market deck", cards)``). The numbers are the generator's own (a roll is
``rng.die``, a pick ``rng.below``, a shuffle ``rng.shuffle``), so a seeded game plays as before.

What core does with the names:

* ``draws`` counts the draws that had more than one outcome (a one-card shuffle or a pick from
  one is no chance): the search reads it to tell whether a move led through chance;
* when ``log`` is a list (the take-back trail asks for it, ``engine/core/takeback.py``), each such
  draw is kept there as a ``Point`` (kind, name, number of outcomes, outcome): a move that passed
  one brought news;
* a subclass may answer the draws itself (``engine/adapters/openspiel.py`` lets OpenSpiel's
  chance player choose each roll and small pick as an explicit outcome).
"""
from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from math import factorial
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")

# the kinds of chance point
ROLL = "roll"        # a die: outcome 1..sides
PICK = "pick"        # a uniform pick among n: outcome the index 0..n-1
SHUFFLE = "shuffle"  # a shuffle of n things: n! orders, outcome the order dealt
FORK = "fork"        # a separate generator handed to setup code: outcome its first state


class Point(NamedTuple):
    """One chance point passed."""

    kind: str
    #: the game's name for the draw ("attack die", "market deck")
    name: str
    #: how many outcomes it had, all equally likely
    outcomes: int
    #: the outcome: a die's face, a pick's index, a shuffle's resulting order, a fork's seed
    outcome: Any


class Chance:
    """The named draws of one state, over its generator ``rng`` (an ``engine.core.rng.Rng``)."""

    __slots__ = ("rng", "draws", "log")

    def __init__(self, rng):
        self.rng = rng
        #: draws with more than one outcome since this object was made
        self.draws = 0
        #: the points passed, when someone keeps them (None: not kept, nothing is paid)
        self.log: list[Point] | None = None

    def roll(self, name: str, sides: int = 6) -> int:
        """One die of ``sides`` faces: 1..sides."""
        value = self.rng.die(sides)
        self.draws += 1
        if self.log is not None:
            self.log.append(Point(ROLL, name, sides, value))
        return value

    def rolls(self, name: str, n: int, sides: int = 6) -> list[int]:
        """``n`` dice of ``sides`` faces, rolled one after the other (each its own point)."""
        die = self.rng.die
        values = [die(sides) for _ in range(n)]
        self.draws += n
        if self.log is not None:
            self.log.extend(Point(ROLL, name, sides, value) for value in values)
        return values

    def pick(self, name: str, n: int) -> int:
        """A uniform index in 0..n-1 (``n`` at least 1: a pick from one is no chance)."""
        index = self.rng.below(n)
        if n > 1:
            self.draws += 1
            if self.log is not None:
                self.log.append(Point(PICK, name, n, index))
        return index

    def choice(self, name: str, items: Sequence[T]) -> T:
        """A uniform one of ``items``."""
        if not items:
            raise IndexError(f"chance point '{name}': a pick from nothing")
        return items[self.pick(name, len(items))]

    def shuffle(self, name: str, items: MutableSequence) -> None:
        """Shuffle ``items`` in place."""
        self.rng.shuffle(items)
        if len(items) > 1:
            self.draws += 1
            if self.log is not None:
                self.log.append(Point(SHUFFLE, name, factorial(len(items)), tuple(items)))

    def fork(self, name: str) -> Chance:
        """A separate chance of its own generator, seeded from this one (setup code that deals
        from a stream of its own); its draws are its own, this one counts the fork."""
        child = Chance(self.rng.fork())
        self.draws += 1
        if self.log is not None:
            self.log.append(Point(FORK, name, 1 << 128, tuple(child.rng.to_json())))
        return child
