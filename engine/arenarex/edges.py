"""The arena's edge for the swept-base queries of ``geometry.Geo``: its pieces by the angle they
cover around the arena's centre."""
from __future__ import annotations

import itertools
import math
from bisect import bisect_right

Point = tuple[float, float]


class EdgeIndex:
    """The pieces of the arena's edge (chipmunk segments, in the outline's order) by the angle
    they cover around the arena's centre, so that a base far from most of the edge is measured
    against the few pieces near it. An outline whose pieces do not turn once around the centre,
    each less than half a turn, is looked at whole."""

    def __init__(self, centre: Point, outline: list[Point], pieces: list, clear: float):
        self.centre = centre
        self.pieces = pieces
        cx, cy = centre
        n = len(outline)
        #: the disc around the centre that no piece of the edge enters (its radius, ``clear``)
        self.clear = clear
        angles = [math.atan2(y - cy, x - cx) for x, y in outline]
        turns = [(angles[(i + 1) % n] - angles[i]) % (2 * math.pi) for i in range(n)]
        #: each piece's first angle, counted from the first piece's (None: look at every piece)
        self.starts: list[float] | None = None
        if n == len(pieces) and self.clear > 0 and all(0 < t < math.pi for t in turns) \
                and math.isclose(sum(turns), 2 * math.pi):
            self.first = angles[0]
            self.starts = list(itertools.accumulate(turns[:-1], initial=0.0))

    def near(self, a: Point, b: Point, pad: float):
        """The pieces that may meet a base of radius ``pad`` swept from a to b: none while it
        stays in the clear disc; else those in the angles (around the centre) of the points of
        its path out of the disc, widened by the angle ``pad`` takes there."""
        cx, cy = self.centre
        reach = self.clear - pad  # (the pieces are geometry.SWEEP_MARGIN farther: no rounding matters)
        ax, ay, bx, by = a[0] - cx, a[1] - cy, b[0] - cx, b[1] - cy
        if reach > 0 and ax * ax + ay * ay < reach * reach and bx * bx + by * by < reach * reach:
            return ()
        starts = self.starts
        if starts is None or reach <= pad:
            return self.pieces
        tau = 2 * math.pi
        from_a = math.atan2(ay, ax)
        turn = (math.atan2(by, bx) - from_a + math.pi) % tau - math.pi
        if abs(turn) > 0.9 * math.pi:
            return self.pieces  # (a path past the centre: all)
        # a point of the path that a piece may meet is out of the disc of radius ``reach``
        widen = math.asin(pad / reach)
        lo = (min(from_a, from_a + turn) - widen - self.first) % tau
        span = abs(turn) + 2 * widen
        n = len(starts)
        k = bisect_right(starts, lo) - 1
        out = []
        for j in range(k, k + n):
            if starts[j % n] + tau * (j // n) > lo + span:
                break
            out.append(self.pieces[j % n])
        return out
