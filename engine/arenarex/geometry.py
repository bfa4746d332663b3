"""Arena Rex geometry: inches, circular bases, pymunk queries.

Everything the rules ask about space goes through this module: does a base
overlap a hazard or another base, where a 1" push stops (a swept circle that
halts at the first contact), whether a move path is clear, whether a
follow-up is "toward", engagement, and the free spots around a Titan.

Positions are plain ``(x, y)`` tuples of floats in inches, rounded to
``GRID`` after every action so a game replays to the same digest everywhere.
pymunk objects live only in a ``Geo`` cache that a state rebuilds from plain
data; they are never saved.

Tolerances are explicit: two bases are *in base contact* when the gap between
their edges is at most ``CONTACT_TOL``; they *overlap* when one penetrates
the other by more than ``CONTACT_TOL``.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import pymunk
from pymunk._chipmunk import ffi, lib

from .edges import EdgeIndex

#: positions are rounded to this grid (inches) after every action
GRID = 0.001
#: base contact / overlap tolerance in inches (five grid steps)
CONTACT_TOL = 0.005
#: the standard engagement range, base edge to base edge
ENGAGEMENT = 1.0
#: segments used to approximate a circle that is not a base (arena edge, round hazards use real circles)
CIRCLE_SEGMENTS = 256
MM_PER_INCH = 25.4
#: how far beyond a swept base's box its candidate shapes are looked for (inches)
SWEEP_MARGIN = 0.1
#: how many placements of the bases a Geo keeps its queries' answers for (``Geo._answer``)
MEMO_BASES = 32

Point = tuple[float, float]


def base_radius(mm: float) -> float:
    """Radius in inches of a round base of ``mm`` millimetres diameter."""
    return mm / MM_PER_INCH / 2.0


#: grid steps per inch (1 / GRID, exactly)
STEPS_PER_INCH = 1000


def rnd(value: float) -> float:
    """Round one coordinate to the grid: n steps as the float nearest n / 1000, which is what
    rounding n * GRID to three decimals gives, without that decimal conversion (and never -0.0;
    tests/arenarex/test_grid_rounding.py holds it to that formula)."""
    return round(value / GRID) / STEPS_PER_INCH


def round_point(p: Iterable[float]) -> Point:
    x, y = p
    return (round(x / GRID) / STEPS_PER_INCH, round(y / GRID) / STEPS_PER_INCH)  # (rnd, inlined)


def dist(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def edge_gap(a: Point, ra: float, b: Point, rb: float) -> float:
    """Shortest distance between two round bases (negative when they overlap)."""
    return dist(a, b) - ra - rb


def in_contact(a: Point, ra: float, b: Point, rb: float) -> bool:
    return abs(edge_gap(a, ra, b, rb)) <= CONTACT_TOL or -CONTACT_TOL <= edge_gap(a, ra, b, rb) <= CONTACT_TOL


def within(a: Point, ra: float, b: Point, rb: float, reach: float) -> bool:
    """Is any part of base b within ``reach`` inches of base a's edge?"""
    return edge_gap(a, ra, b, rb) <= reach + CONTACT_TOL


def is_toward(start: Point, end: Point, target: Point) -> bool:
    """A straight move from start to end never increases the distance to target.

    Distance to a point is convex along a segment, so it never increases
    along the whole segment exactly when it does not increase at the end.
    """
    dx, dy = end[0] - start[0], end[1] - start[1]
    if dx == 0 and dy == 0:
        return True
    return dx * (end[0] - target[0]) + dy * (end[1] - target[1]) <= 1e-9


def unit(a: Point, b: Point) -> Point:
    """Unit vector from a to b (an arbitrary fixed direction if they coincide)."""
    d = dist(a, b)
    if d < 1e-12:
        return (1.0, 0.0)
    return ((b[0] - a[0]) / d, (b[1] - a[1]) / d)


def path_length(points: list[Point]) -> float:
    if len(points) == 2:  # (a straight move: the one leg, the same float as the sum)
        return dist(points[0], points[1])
    return sum([dist(points[i], points[i + 1]) for i in range(len(points) - 1)])


def point_in_polygon(p: Point, poly: Sequence[Point]) -> bool:
    x, y = p
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


def circle_polygon(cx: float, cy: float, rx: float, ry: float, n: int = CIRCLE_SEGMENTS) -> list[Point]:
    return [(cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n)) for i in range(n)]


# ---------------------------------------------------------------------------------
# Areas: plain-data shapes of the arena (read from maps; JSON-friendly)
# ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Area:
    """One area of the arena: ``shape`` is 'circle' (cx, cy, r) or 'polygon' (points)."""

    kind: str  # boundary | hazard | wounding | lethal | duel_zone | chain_anchor | deployment
    shape: str
    circle: tuple[float, float, float] = (0.0, 0.0, 0.0)
    points: tuple[Point, ...] = ()
    props: tuple[tuple[str, object], ...] = ()
    ident: str = ""

    def prop(self, name: str, default=None):
        for k, v in self.props:
            if k == name:
                return v
        return default

    def contains_point(self, p: Point) -> bool:
        if self.shape == "circle":
            cx, cy, r = self.circle
            return dist(p, (cx, cy)) <= r
        return point_in_polygon(p, self.points)

    def distance_to_edge(self, p: Point) -> float:
        """Distance from p to this area's outline."""
        if self.shape == "circle":
            cx, cy, r = self.circle
            return abs(dist(p, (cx, cy)) - r)
        best = math.inf
        pts = self.points
        for i in range(len(pts)):
            best = min(best, segment_distance(p, pts[i], pts[(i + 1) % len(pts)]))
        return best

    def base_inside(self, p: Point, r: float) -> bool:
        """Is a base of radius r at p entirely within this area (tolerance allowed)?"""
        return self.contains_point(p) and self.distance_to_edge(p) >= r - CONTACT_TOL

    def base_touches(self, p: Point, r: float) -> bool:
        """Does any part of the base lie within (or touch) this area?"""
        return self.contains_point(p) or self.distance_to_edge(p) <= r + CONTACT_TOL

    def centre(self) -> Point:
        if self.shape == "circle":
            return (self.circle[0], self.circle[1])
        xs = [q[0] for q in self.points]
        ys = [q[1] for q in self.points]
        return (sum(xs) / len(xs), sum(ys) / len(ys))

    def outline(self) -> list[Point]:
        if self.shape == "circle":
            cx, cy, r = self.circle
            return circle_polygon(cx, cy, r, r)
        return list(self.points)


def _poly_centre(points) -> Point:
    xs = [q[0] for q in points]
    ys = [q[1] for q in points]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


def segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / ll))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


# ---------------------------------------------------------------------------------
# Geo: the pymunk space of one position (a cache; never saved)
# ---------------------------------------------------------------------------------
@dataclass
class Hit:
    """The first thing a swept base meets: a model id or an area index (the edge is 'edge')."""

    alpha: float
    model: str | None = None
    area: int | None = None
    edge: bool = False


class Fixed(NamedTuple):
    """A fixed shape of the arena (a hazard or a piece of the edge) with chipmunk's box of it."""

    shape: pymunk.Shape | None
    left: float
    bottom: float
    right: float
    top: float


class Geo:
    """pymunk space holding the arena's hazards and edge and the bases in play.

    ``areas`` are the blocking areas (hazards of every kind); ``boundary`` is
    the arena outline. Models are kinematic circle bodies, moved with
    ``place`` (which reindexes them). Queries never step the space.
    """

    def __init__(self, boundary: Area, areas: list[Area]):
        self.space = pymunk.Space()
        self.boundary = boundary
        self.areas = list(areas)
        self.shape_owner: dict[pymunk.Shape, tuple[str, object]] = {}
        self.bodies: dict[str, pymunk.Body] = {}
        self.shapes: dict[str, pymunk.Circle] = {}
        self.radii: dict[str, float] = {}
        self.posd: dict[str, Point] = {}
        # a bounding circle per area, to skip far areas quickly
        self.bounds: list[tuple[float, float, float]] = []
        for area in self.areas:
            c = area.centre() if area.shape == "circle" else _poly_centre(area.points)
            rad = area.circle[2] if area.shape == "circle" else max(dist(c, q) for q in area.points)
            self.bounds.append((c[0], c[1], rad))
        static = self.space.static_body
        for index, area in enumerate(self.areas):
            if area.shape == "circle":
                cx, cy, r = area.circle
                shape = pymunk.Circle(static, r, offset=(cx, cy))
                self.space.add(shape)
                self.shape_owner[shape] = ("area", index)
            else:
                pts = list(area.points)
                for i in range(len(pts)):
                    seg = pymunk.Segment(static, pts[i], pts[(i + 1) % len(pts)], 0.0)
                    self.space.add(seg)
                    self.shape_owner[seg] = ("area", index)
        outline = boundary.outline()
        for i in range(len(outline)):
            seg = pymunk.Segment(static, outline[i], outline[(i + 1) % len(outline)], 0.0)
            self.space.add(seg)
            self.shape_owner[seg] = ("edge", None)
        # chipmunk's boxes of the fixed shapes: the hazards' by area (an area's box first); the
        # edge's pieces only when a base comes out of the disc around the arena's centre that no
        # piece enters (``clear_of_edge``), and then only those in the angles it covers
        self.hazard_boxes: list[tuple[Fixed, tuple[Fixed, ...]]] = []
        pieces: dict[object, list[Fixed]] = {}
        for shape, owner in self.shape_owner.items():
            bb = shape.cache_bb()
            pieces.setdefault(owner[1] if owner[0] == "area" else "edge", []).append(
                Fixed(shape, bb.left, bb.bottom, bb.right, bb.top))
        for index in range(len(self.areas)):
            box = pieces[index]
            self.hazard_boxes.append((Fixed(None, min(f.left for f in box), min(f.bottom for f in box),
                                            max(f.right for f in box), max(f.top for f in box)), tuple(box)))
        centre, n = boundary.centre(), len(outline)
        self.edge = EdgeIndex(centre, outline, pieces["edge"],
                              min(segment_distance(centre, outline[i], outline[(i + 1) % n]) for i in range(n)))
        self._segment_info = ffi.new("cpSegmentQueryInfo *")
        self._point_info = ffi.new("cpPointQueryInfo *")
        #: the answers of the queries that read the bases, by the bases they were asked of (a
        #: search comes back to the same bases again and again: every playout starts alike); the
        #: answers for the bases in place now (None: to be looked up, they moved)
        self._memos: dict[frozenset, dict] = {}
        self._memo: dict | None = None

    # -- models ------------------------------------------------------------------------
    def place(self, model: str, pos: Point, radius: float) -> None:
        body = self.bodies.get(model)
        if body is None or self.radii.get(model) != radius:
            if body is not None:
                self.remove(model)
            body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
            body.position = pos
            shape = pymunk.Circle(body, radius)
            self.space.add(body, shape)
            self.bodies[model], self.shapes[model], self.radii[model] = body, shape, radius
            self.shape_owner[shape] = ("model", model)
            self.posd[model] = (pos[0], pos[1])
            self._memo = None
            return
        if self.posd.get(model) != (pos[0], pos[1]):
            body.position = pos
            self.posd[model] = (pos[0], pos[1])
            self.space.reindex_shapes_for_body(body)
            self._memo = None

    def remove(self, model: str) -> None:
        body = self.bodies.pop(model, None)
        if body is None:
            return
        shape = self.shapes.pop(model)
        self.radii.pop(model, None)
        self.posd.pop(model, None)
        self.shape_owner.pop(shape, None)
        self.space.remove(body, shape)
        # pymunk keeps a removed shape alive until the space's next step (chipmunk may still read it
        # in that step), and this space is never stepped: a step of no time lets it go (chipmunk
        # returns at once from a zero step), or every base taken out would stay in memory
        self.space.step(0.0)
        self._memo = None

    def _answer(self, key: tuple, work, *args):
        """``work(*args)``, asked once for the bases in place now: the answers of ``first_contact``,
        ``path_clear`` and ``overlaps`` are functions of the bases (centres, radii), the fixed arena
        and the question (``key``) alone (not of the order chipmunk keeps its shapes in, as
        ``sweep``'s names one of two things met at once), so they are kept by the bases they were
        asked of (a search comes back to the same bases again and again: every playout starts
        alike), for the last MEMO_BASES placements."""
        memo = self._memo
        if memo is None:
            radii, memos = self.radii, self._memos
            bases = frozenset([(mid, q, radii[mid]) for mid, q in self.posd.items()])
            memo = memos.pop(bases, None)  # (and back in, last: the oldest placements go first)
            if memo is None:
                memo = {}
                if len(memos) >= MEMO_BASES:
                    del memos[next(iter(memos))]
            memos[bases] = self._memo = memo
        known = memo.get(key, memo)
        if known is not memo:
            return known
        answer = memo[key] = work(*args)
        return answer

    def models(self) -> list[str]:
        return sorted(self.bodies)

    # -- queries -----------------------------------------------------------------------
    def inside_arena(self, pos: Point, r: float) -> bool:
        return self.boundary.base_inside(pos, r)

    def overlaps(self, pos: Point, r: float, ignore: Iterable[str] = (),
                 models: bool = True, areas: bool = True) -> list[tuple[str, object]]:
        """What a base of radius r at pos penetrates by more than the tolerance."""
        x, y = pos
        ignore = frozenset(ignore)
        return list(self._answer(("overlaps", x, y, r, ignore, models, areas), self._overlaps, x, y, r, ignore,
                                 models, areas))

    def _overlaps(self, x: float, y: float, r: float, ignore: frozenset[str], models: bool,
                  areas: bool) -> tuple[tuple[str, object], ...]:
        out: list[tuple[str, object]] = []
        pos = (x, y)
        if models:
            radii = self.radii
            for mid, q in self.posd.items():
                if mid not in ignore and math.hypot(x - q[0], y - q[1]) - r - radii[mid] < -CONTACT_TOL:
                    out.append(("model", mid))
        if areas:
            for index, (cx, cy, rad) in enumerate(self.bounds):  # (``_near``, inlined: asked at every end)
                if math.hypot(x - cx, y - cy) <= rad + r + 2 * CONTACT_TOL \
                        and self._area_penetrated(self.areas[index], pos, r):
                    out.append(("area", index))
        return tuple(out)

    def _near(self, index: int, pos: Point, r: float) -> bool:
        cx, cy, rad = self.bounds[index]
        return math.hypot(pos[0] - cx, pos[1] - cy) <= rad + r + 2 * CONTACT_TOL

    def _area_penetrated(self, area: Area, pos: Point, r: float) -> bool:
        if area.contains_point(pos):
            return True
        return area.distance_to_edge(pos) < r - CONTACT_TOL

    def touching_areas(self, pos: Point, r: float) -> list[int]:
        """Indexes of the areas the base touches or overlaps (contact counts)."""
        return [i for i, area in enumerate(self.areas) if self._near(i, pos, r) and area.base_touches(pos, r)]

    def touching_models(self, pos: Point, r: float, ignore: Iterable[str] = ()) -> list[str]:
        ignore = set(ignore)
        return sorted(mid for mid, q in self.posd.items()
                      if mid not in ignore
                      and edge_gap(pos, r, q, self.radii[mid]) <= CONTACT_TOL)

    def touches_edge(self, pos: Point, r: float) -> bool:
        return self.boundary.distance_to_edge(pos) <= r + CONTACT_TOL or not self.boundary.contains_point(pos)

    def sweep(self, a: Point, b: Point, r: float, ignore: Iterable[str] = (),
              pass_models: Iterable[str] = ()) -> Hit | None:
        """First contact of a circle of radius r moving from a to b (None: clear).

        pymunk's own ``segment_query`` misses shapes when given a radius, so
        candidates come from a bounding-box query and each is asked alone.
        A hit at the very start that is separating (touching but moving
        away) is ignored.
        """
        if a == b:
            return None
        ignore = set(ignore) | set(pass_models)
        bb = pymunk.BB(min(a[0], b[0]) - r - 0.1, min(a[1], b[1]) - r - 0.1,
                       max(a[0], b[0]) + r + 0.1, max(a[1], b[1]) + r + 0.1)
        move = pymunk.Vec2d(b[0] - a[0], b[1] - a[1])
        best: Hit | None = None
        for shape in self.space.bb_query(bb, pymunk.ShapeFilter()):
            owner = self.shape_owner.get(shape)
            if owner is None:
                continue
            if owner[0] == "model" and owner[1] in ignore:
                continue
            info = shape.segment_query(a, b, r)
            if info is None or info.shape is None:
                continue
            alpha = info.alpha
            if alpha <= 1e-9:
                q = shape.point_query(a)
                if q.gradient.dot(move) >= 0:
                    continue
                alpha = 0.0
            if best is None or alpha < best.alpha:
                if owner[0] == "model":
                    best = Hit(alpha, model=owner[1])
                elif owner[0] == "area":
                    best = Hit(alpha, area=owner[1])
                else:
                    best = Hit(alpha, edge=True)
        return best

    def first_contact(self, a: Point, b: Point, r: float, ignore: Iterable[str] = ()) -> float | None:
        """``sweep(a, b, r, ignore).alpha`` (None: clear), when what is hit does not matter: the
        same shapes asked the same chipmunk questions, found without a query of the space."""
        if a == b:
            return None
        ignore = frozenset(ignore)
        return self._answer(("first_contact", a[0], a[1], b[0], b[1], r, ignore), self._first_contact, a, b, r,
                            ignore)

    def _first_contact(self, a: Point, b: Point, r: float, ignore: frozenset[str]) -> float | None:
        best = None
        for shape in self._candidates(a, b, r, ignore):
            alpha = self._contact(shape, a, b, r)
            if alpha is not None and (best is None or alpha < best):
                best = alpha
        return best

    def _candidates(self, a: Point, b: Point, r: float, ignore: Iterable[str]) -> list[pymunk.Shape]:
        """The chipmunk shapes whose box meets the box a base of radius ``r`` sweeps from a to
        b, widened by SWEEP_MARGIN (what ``space.bb_query`` finds), but the models in ``ignore``
        and the pieces of the edge when the swept base stays in the disc the edge never enters."""
        pad = r + SWEEP_MARGIN
        left, right = (a[0], b[0]) if a[0] < b[0] else (b[0], a[0])
        bottom, top = (a[1], b[1]) if a[1] < b[1] else (b[1], a[1])
        left, bottom, right, top = left - pad, bottom - pad, right + pad, top + pad
        radii, shapes = self.radii, self.shapes
        out = [shapes[mid] for mid, (x, y) in self.posd.items()
               if x - radii[mid] <= right and left <= x + radii[mid] and y - radii[mid] <= top
               and bottom <= y + radii[mid] and mid not in ignore]
        for box, pieces in self.hazard_boxes:
            if box.left <= right and left <= box.right and box.bottom <= top and bottom <= box.top:
                out += [f.shape for f in pieces
                        if f.left <= right and left <= f.right and f.bottom <= top and bottom <= f.top]
        return out + [f.shape for f in self.edge.near(a, b, pad)
                      if f.left <= right and left <= f.right and f.bottom <= top and bottom <= f.top]

    def _contact(self, shape: pymunk.Shape, a: Point, b: Point, r: float) -> float | None:
        """Where (alpha) a base of radius r moving from a to b first meets ``shape`` (None: never,
        or only at the start while moving away): ``sweep``'s judgement of one shape."""
        info = self._segment_info
        if not lib.cpShapeSegmentQuery(shape._shape, a, b, r, info):
            return None
        alpha = info.alpha
        if alpha <= 1e-9:
            near = self._point_info
            lib.cpShapePointQuery(shape._shape, a, near)
            if near.gradient.x * (b[0] - a[0]) + near.gradient.y * (b[1] - a[1]) >= 0:
                return None
            alpha = 0.0
        return alpha

    def push_end(self, start: Point, direction: Point, distance: float, r: float,
                 ignore: Iterable[str] = ()) -> tuple[Point, Hit | None]:
        """Where a push of ``distance`` along ``direction`` stops (first contact)."""
        end = (start[0] + direction[0] * distance, start[1] + direction[1] * distance)
        hit = self.sweep(start, end, r, ignore)
        if hit is None:
            return end, None
        return (start[0] + (end[0] - start[0]) * hit.alpha,
                start[1] + (end[1] - start[1]) * hit.alpha), hit

    def path_clear(self, points: list[Point], r: float, ignore: Iterable[str] = (),
                   pass_models: Iterable[str] = ()) -> bool:
        """Does a base of radius r travel the path without passing through bases or hazards?

        Grazing and ending in base contact are allowed: the sweep uses a base
        smaller by the contact tolerance.
        """
        ignore = frozenset(ignore).union(pass_models)
        return self._answer(("path_clear", tuple(map(tuple, points)), r, ignore), self._path_clear, points,
                            max(0.01, r - CONTACT_TOL), ignore)

    def _path_clear(self, points: list[Point], shrunk: float, ignore: frozenset[str]) -> bool:
        for i in range(len(points) - 1):
            a, b = points[i], points[i + 1]
            if a != b and any(self._contact(shape, a, b, shrunk) is not None
                              for shape in self._candidates(a, b, shrunk, ignore)):
                return False
        return True

    def free_contact_spots(self, centre: Point, rc: float, r: float, ignore: Iterable[str] = (),
                           step_degrees: float = 10.0) -> list[Point]:
        """Spots where a base of radius r touches the base at centre and fits."""
        out = []
        n = int(round(360 / step_degrees))
        for i in range(n):
            ang = 2 * math.pi * i / n
            p = round_point((centre[0] + (rc + r) * math.cos(ang), centre[1] + (rc + r) * math.sin(ang)))
            if self.inside_arena(p, r) and not self.overlaps(p, r, ignore):
                out.append(p)
        return out


@dataclass
class GeoCache:
    """Keeps one Geo per arena and moves its bodies to match a position dict."""

    geo: Geo | None = None
    synced: dict[str, tuple[Point, float]] = field(default_factory=dict)

    def sync(self, boundary: Area, areas: list[Area], bases: dict[str, tuple], radius) -> Geo:
        """``bases``: model id -> (x, y, *anything that changes its radius); radius(id) when changed."""
        if self.geo is None:
            self.geo = Geo(boundary, areas)
            self.synced = {}
        geo = self.geo
        if len(self.synced) != len(bases) or any(mid not in bases for mid in self.synced):
            for mid in list(self.synced):
                if mid not in bases:
                    geo.remove(mid)
                    del self.synced[mid]
        for mid, key in bases.items():
            if self.synced.get(mid) != key:
                geo.place(mid, (key[0], key[1]), radius(mid))
                self.synced[mid] = key
        return geo
