"""The one seeded random number generator a game state owns.

PCG32 (O'Neill, pcg-random.org) in pure Python: a 64-bit state and a fixed
stream, so the generator saves as two integers and gives the same numbers on
every platform and Python version (the standard ``random`` module promises
neither for its shuffles across versions).
"""
from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from .pcg_block import BLOCK, MASK32, MASK64, MULT, advance, words

T = TypeVar("T")

_MULT = MULT
_MASK64 = MASK64
_MASK32 = MASK32
#: ``x * _DOUBLE`` is a 32-bit output word twice over (``x << 32 | x``): its rotation is one shift
_DOUBLE = (1 << 32) + 1
#: for a draw ``below(i + 1)`` (index ``i`` of a shuffle): the shift that keeps the top bits of a
#: 32-bit output that ``i + 1`` needs, and their mask
_DRAW = tuple((32 - (i + 1).bit_length(), (1 << (i + 1).bit_length()) - 1) for i in range(1024))
_DRAWN = len(_DRAW)
#: a pile of this many cards or more is shuffled from draws worked out by the block (``pcg_block``),
#: a shorter one a draw at a time (where a block's set-up costs more than it saves)
_BY_BLOCKS_FROM = 16


class Rng:
    __slots__ = ("state", "inc")

    def __init__(self, seed: int = 0, stream: int = 54):
        # PCG's seeding: from state 0 one step (which leaves ``inc``), add the seed, one step
        # more; written out, as a search forks generators by the thousand
        inc = ((stream << 1) | 1) & _MASK64
        self.inc = inc
        self.state = (((inc + (seed & _MASK64)) & _MASK64) * _MULT + inc) & _MASK64

    # -- core -------------------------------------------------------------
    def _next(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if 1 < n <= _DRAWN:  # (the usual case first: a shuffle's, a die's, a choice's)
            drop, mask = _DRAW[n - 1]
        elif n <= 1:
            if n == 1:
                return 0
            raise ValueError("below() needs n > 0")
        else:
            bits = n.bit_length()
            if bits > 32:
                return self._below_wide(n, bits)
            drop, mask = 32 - bits, (1 << bits) - 1
        # one 32-bit draw per try: ``_next() >> (32 - bits)`` until below ``n``, inlined; the
        # output's rotation is taken as a shift of the word doubled (``rotr(x, r) == ((x << 32 |
        # x) >> r) & MASK32``, the doubling one product), which with the drop to ``bits`` bits is
        # one shift and one mask: the same numbers in fewer big-number steps
        inc, old = self.inc, self.state
        state = (old * _MULT + inc) & _MASK64
        value = ((((old >> 18) ^ old) >> 27 & _MASK32) * _DOUBLE >> (old >> 59) + drop) & mask
        while value >= n:
            old = state
            state = (old * _MULT + inc) & _MASK64
            value = ((((old >> 18) ^ old) >> 27 & _MASK32) * _DOUBLE >> (old >> 59) + drop) & mask
        self.state = state
        return value

    def _below_wide(self, n: int, bits: int) -> int:
        """``below`` of an ``n`` of more than 32 bits: enough 32-bit outputs for its bits, the top
        ``bits`` kept, again until below ``n``."""
        while True:
            value = 0
            produced = 0
            while produced < bits:
                value = (value << 32) | self._next()
                produced += 32
            value >>= produced - bits
            if value < n:
                return value

    # -- conveniences -------------------------------------------------------
    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def die(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
        return ((self._next() << 21) ^ (self._next() >> 11)) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        """Fisher-Yates shuffle in place: for i from the end down, swap with ``below(i + 1)``.

        That draw is inlined, as in ``below`` (the same numbers, without a call per card), with
        three steps fewer: the shift and mask of each length come from ``_DRAW``, the output's
        word is doubled by one product (``x * (2**32 + 1) == x << 32 | x``), and the first try of
        each card is taken before the loop that retries (a search's determinizations shuffle
        every hidden pile: this loop is a large share of a hard bot's time)."""
        if len(items) > len(_DRAW):
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        if len(items) >= _BY_BLOCKS_FROM:
            self._shuffle_by_blocks(items)
            return
        inc, state, draw = self.inc, self.state, _DRAW
        for i in range(len(items) - 1, 0, -1):
            drop, mask = draw[i]
            old = state
            state = (old * _MULT + inc) & _MASK64
            j = ((((old >> 18) ^ old) >> 27 & _MASK32) * _DOUBLE >> (old >> 59) + drop) & mask
            while j > i:
                old = state
                state = (old * _MULT + inc) & _MASK64
                j = ((((old >> 18) ^ old) >> 27 & _MASK32) * _DOUBLE >> (old >> 59) + drop) & mask
            items[i], items[j] = items[j], items[i]
        self.state = state

    def _shuffle_by_blocks(self, items: MutableSequence) -> None:
        """``shuffle``'s draws taken from blocks of words worked out together (``pcg_block.words``:
        the doubled word and the rotation of each draw, two numbers a draw): the same numbers,
        each draw left with one shift and one mask (``_by_blocks``, one pile)."""
        self._by_blocks([items])

    def shuffle_all(self, piles: Sequence[MutableSequence]) -> None:
        """Each of ``piles`` shuffled in place, one after the other: the same orders, and the
        generator left in the same state, as ``shuffle`` called on each in turn. Their draws come
        from blocks the piles share (``pcg_block.words``), so a determinization that shuffles every
        hidden pile sets up a block or two rather than one per pile, and its short piles (where a
        block of their own costs more than it saves) are drawn from blocks too."""
        piles = [items for items in piles if len(items) > 1]
        if not piles or max(map(len, piles)) > len(_DRAW):
            for items in piles:
                self.shuffle(items)
            return
        self._by_blocks(piles)

    def _by_blocks(self, piles: Sequence[MutableSequence]) -> None:
        """Fisher-Yates on each of ``piles`` in turn (each of 2 to ``len(_DRAW)`` cards), the draws
        read from blocks of words: a block holds the draws the piles left most likely need (a
        retry every other card); when it runs out the next one is worked out and the card whose
        draw was missing goes on from it. The block sizes change the speed only, never a draw."""
        inc, base, draw = self.inc, self.state, _DRAW
        left = sum(map(len, piles))  # (cards still to place: what the next block is sized for)
        block, k = words(base, inc, min(BLOCK, left + (left >> 1))), 0
        for items in piles:
            start = len(items) - 1
            while True:
                try:
                    for i in range(start, 0, -1):
                        drop, mask = draw[i]
                        j = block[k] >> block[k + 1] + drop & mask
                        k += 2
                        while j > i:
                            j = block[k] >> block[k + 1] + drop & mask
                            k += 2
                        items[i], items[j] = items[j], items[i]
                    break
                except IndexError:  # the block is used up: card ``i`` goes on from the next one
                    base = advance(base, inc, k // 2)
                    start, rest = i, left - len(items) + i + 1
                    block, k = words(base, inc, min(BLOCK, rest + (rest >> 1) + 1)), 0
            left -= len(items)
        self.state = advance(base, inc, k // 2)

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one)."""
        return Rng((self._next() << 32) | self._next(), stream=self._next())

    # -- persistence ----------------------------------------------------------
    def to_json(self) -> list[int]:
        return [self.state, self.inc]

    @classmethod
    def from_json(cls, data) -> Rng:
        if (not isinstance(data, list) or len(data) != 2
                or not all(isinstance(x, int) and 0 <= x <= _MASK64 for x in data)):
            raise ValueError("rng state must be two unsigned 64-bit integers")
        rng = cls.__new__(cls)
        rng.state, rng.inc = data
        return rng

    def copy(self) -> Rng:
        rng = Rng.__new__(Rng)
        rng.state, rng.inc = self.state, self.inc
        return rng

    def __eq__(self, other) -> bool:
        return isinstance(other, Rng) and (self.state, self.inc) == (other.state, other.inc)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x}, inc={self.inc:#x})"


class FixedRng:
    """A generator that always gives the first choice: a policy's preferred move, no noise."""

    def below(self, n: int) -> int:
        return 0

    def randint(self, low: int, high: int) -> int:
        return low

    def random(self) -> float:
        return 0.0

    def choice(self, items):
        return items[0]

    def shuffle(self, items) -> None:
        return None


class DrawLog:
    """Draws made on ``rng`` for a determinization that is not built (yet): its forks, picks and
    the orders of its shuffles, kept in order (``State.skip_determinize``). ``replay()`` hands them
    to the determinization that builds it, which then draws nothing from a generator."""

    __slots__ = ("rng", "draws")

    def __init__(self, rng: Rng):
        self.rng = rng
        self.draws: list = []

    def fork(self) -> None:
        self.draws.append(self.rng.fork())

    def below(self, n: int) -> None:
        self.draws.append(self.rng.below(n))

    def shuffles(self, lengths: Sequence[int]) -> None:
        """The draws of ``shuffle_all`` on piles of these lengths, kept as the order each pile of two
        or more is put in (``order[k]``: the place before the shuffle of what ends at ``k``): the
        same shuffle of the places, so the same draws."""
        orders = [list(range(n)) for n in lengths if n > 1]
        self.rng.shuffle_all(orders)
        self.draws.append(orders)

    def replay(self) -> Replay:
        return Replay(self.draws)


class Replay:
    """A generator that gives back draws made before (``DrawLog``), in the order they were made:
    a determinization built from it is the one its draws on the generator would have built. It
    answers the calls a determinization makes (``fork``, ``below``, ``choice``, ``shuffle_all``),
    each the next draw kept, and refuses a call that does not match it."""

    __slots__ = ("_draws",)

    def __init__(self, draws: list):
        self._draws = iter(draws)

    def _take(self, kind: type):
        draw = next(self._draws)
        if type(draw) is not kind:
            raise ValueError(f"a replayed draw is a {type(draw).__name__}, not a {kind.__name__}")
        return draw

    def fork(self) -> Rng:
        return self._take(Rng)

    def below(self, n: int) -> int:
        value = self._take(int)
        if not 0 <= value < n:
            raise ValueError(f"a replayed draw of {value} is not below {n}")
        return value

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle_all(self, piles: Sequence[MutableSequence]) -> None:
        piles = [items for items in piles if len(items) > 1]
        orders = self._take(list)
        if list(map(len, orders)) != list(map(len, piles)):
            raise ValueError("replayed shuffles of other piles")
        for items, order in zip(piles, orders, strict=True):
            items[:] = list(map(items.__getitem__, order))
