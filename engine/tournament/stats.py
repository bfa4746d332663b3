"""The few statistics the balance report needs: an interval for a share, a p-value for a share
against its line, and the Benjamini–Hochberg correction for many comparisons at once.

Plain Python (no numpy, no scipy): two-sided p-values come from the normal approximation,
which is fair for the report's samples (dozens to hundreds of seat-games a row) and is said
on the page."""
from __future__ import annotations

import math
from collections.abc import Sequence

#: the false discovery rate a report's flags keep to (Benjamini–Hochberg)
FDR = 0.05


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of ``wins`` out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def two_sided(z: float) -> float:
    """The two-sided p-value of a standard normal score ``z``."""
    return math.erfc(abs(z) / math.sqrt(2))


def p_against_chances(wins: int, chances: Sequence[float]) -> float:
    """``wins`` out of trials whose win chances under the null are ``chances`` (a Poisson-binomial
    count, here each seat-game's even chance): the two-sided p-value, normal approximation."""
    expected = sum(chances)
    variance = sum(c * (1 - c) for c in chances)
    if variance <= 0:
        return 1.0 if wins == round(expected) else 0.0
    return two_sided((wins - expected) / math.sqrt(variance))


def p_two_shares(wins: int, n: int, other_wins: int, other_n: int) -> float:
    """Whether ``wins``/``n`` and ``other_wins``/``other_n`` differ: the two-sided p-value of the
    pooled two-proportion test (1.0 when either side is empty or the pooled share is 0 or 1)."""
    if n == 0 or other_n == 0:
        return 1.0
    pooled = (wins + other_wins) / (n + other_n)
    variance = pooled * (1 - pooled) * (1 / n + 1 / other_n)
    if variance <= 0:
        return 1.0
    return two_sided((wins / n - other_wins / other_n) / math.sqrt(variance))


def benjamini_hochberg(ps: Sequence[float]) -> list[float]:
    """The Benjamini–Hochberg adjusted p-values (q-values) of ``ps``, in the same order: a
    comparison is flagged at false discovery rate ``FDR`` when its q is below it."""
    m = len(ps)
    order = sorted(range(m), key=lambda i: ps[i])
    qs = [1.0] * m
    running = 1.0
    for rank in range(m, 0, -1):
        i = order[rank - 1]
        running = min(running, ps[i] * m / rank)
        qs[i] = min(1.0, running)
    return qs
