"""``rnd`` rounds a coordinate to the grid exactly as it did by way of three decimals: every saved
position and every seeded game depends on the same floats."""
from __future__ import annotations

import math

from engine.arenarex.geometry import GRID, rnd, round_point
from engine.core import Rng


def by_decimals(value: float) -> float:
    out = round(round(value / GRID) * GRID, 3)
    return 0.0 if out == 0 else out


def test_rnd_is_the_three_decimal_rounding_bit_for_bit():
    values = [n * GRID for n in range(-40000, 40001)] + [(n + 0.5) / 1000 for n in range(-40000, 40000)]
    rng = Rng(7)
    values += [rng.random() * 80 - 40 for _ in range(100000)]
    for value in values:
        got, want = rnd(value), by_decimals(value)
        assert got == want and math.copysign(1.0, got) == math.copysign(1.0, want), value
    assert round_point((-0.0001, 12.3456)) == (by_decimals(-0.0001), by_decimals(12.3456))
