"""PCG32 draws by the block: the words of the next ``count`` draws of a generator, worked out
together in a few big-number steps instead of one small step after another.

The generator's state moves by ``s -> (s * MULT + inc) mod 2**64``, so after ``k`` steps it is
``A_k * s + G_k * inc`` (``A_k = MULT**k``, ``G_k = 1 + MULT + ... + MULT**(k-1)``, both mod
2**64). Those constants are laid side by side in one integer, each in a lane of 128 bits (a
product of two 64-bit numbers fits), so one multiplication by ``s`` and one by ``inc`` give
the states of every step in their lanes at once; shifts and masks of that one integer then give
every step's output word (the xorshift, still unrotated, doubled: ``x * (2**32 + 1)``) and its
rotation, which are unpacked as machine words. Only the rotation, a shift by a different amount
in each lane, is left to the caller, one draw at a time (``Rng.shuffle``).

The numbers are PCG32's own: ``Rng.shuffle`` gives the same orders and leaves the generator in
the same state as a draw at a time (tests/core/test_rng.py checks it over many seeds and lengths).
"""
from __future__ import annotations

import sys
from array import array

MULT = 6364136223846793005
MASK64 = (1 << 64) - 1
MASK32 = (1 << 32) - 1
#: the most draws one block holds
BLOCK = 64
_LANE_BYTES = 16


def _lanes(values) -> int:
    """``values`` side by side, the first in the lowest lane of 128 bits."""
    return int.from_bytes(b"".join(v.to_bytes(_LANE_BYTES, "little") for v in values), "little")


def _powers() -> tuple[list[int], list[int]]:
    mult, sums = [1], [0]
    for _ in range(BLOCK):
        mult.append(mult[-1] * MULT & MASK64)
        sums.append((sums[-1] * MULT + 1) & MASK64)
    return mult, sums


#: the state after ``k`` steps from ``s`` is ``(STEP_MULT[k] * s + STEP_SUM[k] * inc) mod 2**64``
STEP_MULT, STEP_SUM = _powers()
# for a block of ``c`` draws (indexed by ``c``): the constants of steps 0..c-1 in their lanes, and
# the masks that keep a lane's 64-bit state, its 32-bit word, and its rotation (placed in the
# lane's upper machine word, bits 64..68, where ``state << 5`` brings the state's top five bits)
_MULTS = [_lanes(STEP_MULT[:c]) for c in range(BLOCK + 1)]
_SUMS = [_lanes(STEP_SUM[:c]) for c in range(BLOCK + 1)]
_KEEP64 = [_lanes([MASK64] * c) for c in range(BLOCK + 1)]
_KEEP32 = [_lanes([MASK32] * c) for c in range(BLOCK + 1)]
_KEEP_ROT = [_lanes([31 << 64] * c) for c in range(BLOCK + 1)]
_SWAP_BYTES = sys.byteorder == "big"


def advance(state: int, inc: int, steps: int) -> int:
    """The state ``steps`` draws on (at most ``BLOCK``)."""
    return (STEP_MULT[steps] * state + STEP_SUM[steps] * inc) & MASK64


def words(state: int, inc: int, count: int) -> list[int]:
    """The next ``count`` draws (at most ``BLOCK``) from ``state``, two numbers each: the draw's
    32-bit word doubled (``x << 32 | x``) and its rotation ``r``; the draw's output is
    ``doubled >> r & MASK32`` (PCG32's ``rotr(x, r)``)."""
    keep = _KEEP64[count]
    states = ((_MULTS[count] * state & keep) + (_SUMS[count] * inc & keep)) & keep
    doubled = (((states >> 18 ^ states) >> 27) & _KEEP32[count]) * ((1 << 32) + 1)
    packed = array("Q", (doubled | (states << 5) & _KEEP_ROT[count]).to_bytes(_LANE_BYTES * count, "little"))
    if _SWAP_BYTES:
        packed.byteswap()
    return packed.tolist()
