"""Moving: paths and their legality, the bounded candidate paths for bots and previews, and
a move's end (Titans and Echelon pass through models; ending on them displaces them)."""
from __future__ import annotations

import math
from typing import NamedTuple

from ..i18n import N_
from . import geometry as g
from . import restrictions
from .board import ACTIONS, P, name
from .displacement import start_displacement

NO_MOVE = 0.01
#: the most points (straight legs) a move path may have: enough to go around anything on a 30" arena
MAX_PATH_POINTS = 8


def mov_of(s, mid: str) -> float:
    return s.prof(s.body(mid)).mov


def pass_through(s, mid: str) -> list[str]:
    """Models the mover may move through in any move (Titans: non-Titans; Echelon: Legio XIII
    friends), reaction moves and repositions included."""
    if s.is_titan(mid):
        out = [o for o in s.all_in_play() if not s.is_titan(o)]
    elif echelon(s, mid):
        out = [o for o in s.all_in_play() if s.is_friend(o, mid) and echelon(s, o)]
    else:
        return []
    return [o for o in out if s.body(o) == o and o not in s.pair(mid)]


def may_end_on(s, mid: str, kind: str) -> list[str]:
    """Models the mover may end overlapping (then displaced): only at the end of a Move Action
    of its own activation."""
    if kind not in ("action", "move_to"):
        return []
    act = s.frame_of("act")
    if act is None or mid not in s.pair(act.model):
        return []
    return pass_through(s, mid)


def echelon(s, mid: str) -> bool:
    seat = s.seat_of(mid)
    return (seat is not None and s.benefits[seat] == "legio_xiii" and s.prof(mid).is_gladiator
            and s.prof(mid).ludus == "legio_xiii" and not s.models[mid]["mounted"] and not s.models[mid]["rider"])


class Mover(NamedTuple):
    """What every path of one model's move is judged against (worked out once for a model's
    candidate paths): where it stands, its base, its own bases, the models it moves through, and
    the position's geometry (``s.geo()``: the same for every path, as nothing moves meanwhile)."""

    mid: str
    start: g.Point
    r: float
    pair: list[str]
    through: list[str]
    kind: str
    geo: g.Geo


def mover(s, mid: str, kind: str) -> Mover:
    return Mover(mid, s.pos(mid), s.radius(mid), s.pair(mid), pass_through(s, mid), kind, s.geo())


def path_problem(s, mid: str, pts: list, max_len: float, kind: str) -> tuple[str, str] | None:
    """Why this path is not a legal move for mid (None if it is)."""
    rule = ACTIONS
    if not isinstance(pts, (list, tuple)) or not 1 <= len(pts) <= MAX_PATH_POINTS:
        return rule, f"A move is a path of one to {MAX_PATH_POINTS} points."
    try:
        path = [P(p) for p in pts]
    except (TypeError, ValueError, IndexError):
        return rule, N_("Each point of a path is [x, y] in inches.")
    if any(not (math.isfinite(x) and math.isfinite(y)) for x, y in path):
        return rule, N_("Each point of a path must be a finite number of inches.")
    return judge_path(s, mover(s, mid, kind), path, max_len)


def judge_path(s, m: Mover, path: list[g.Point], max_len: float) -> tuple[str, str] | None:
    """``path_problem`` of a well-formed path (points as float pairs) of the mover ``m``."""
    rule = ACTIONS
    full = [m.start] + path
    length = g.path_length(full)
    if length > max_len + 1e-6:
        return rule, f"{name(s, m.mid)} may move at most {max_len:g} inches; this path is {length:.2f}."
    r, geo = m.r, m.geo
    end = path[-1]
    if not geo.inside_arena(end, r):
        return rule, N_("The model would end outside the arena.")
    if not geo.path_clear(full, r, ignore=m.pair, pass_models=m.through):
        return rule, N_("Models may not move through hazards or other models' bases.")
    hits = geo.overlaps(end, r, ignore=m.pair)
    end_on = may_end_on(s, m.mid, m.kind) if hits else ()
    for what, who in hits:
        if what == "area":
            return rule, N_("The model would end overlapping a hazard.")
        if who not in end_on:
            return rule, N_("The model would end overlapping another model's base.")
    return restrictions.move_problem(s, m.mid, path)


def clear_end(s, mid: str, start, direction, dist: float, through=()) -> tuple:
    """How far a straight move can go before contact (rounded point)."""
    return clear_end_of(s.geo(), start, direction, dist, s.radius(mid), frozenset([*s.pair(mid), *through]))


def clear_end_of(geo: g.Geo, start, direction, dist: float, r: float, ignore: frozenset[str]) -> tuple:
    """``clear_end`` of a base of radius ``r`` that meets no model of ``ignore``."""
    end = (start[0] + direction[0] * dist, start[1] + direction[1] * dist)
    alpha = geo.first_contact(start, end, r, ignore)
    if alpha is not None:
        t = max(0.0, alpha * dist - 0.002)
        end = (start[0] + direction[0] * t, start[1] + direction[1] * t)
    return g.round_point(end)


def move_candidates(s, mid: str, max_len: float, kind: str, limit: int = 14) -> list[list]:
    """A bounded set of move paths: toward each target, push lines into hazards, escapes."""
    start = s.pos(mid)
    if start is None or max_len <= 0:
        return []
    m = mover(s, mid, kind)
    out, seen = [], set()
    for p in _move_ends(s, m, max_len):
        if g.dist(p, start) < NO_MOVE or p in seen:
            continue
        seen.add(p)
        if judge_path(s, m, [p], max_len) is None:
            out.append([list(p)])
        if len(out) >= limit:
            break
    return out


def _move_ends(s, m: Mover, max_len: float):
    """The ends of the candidate moves, in order, each worked out only when asked for (a
    question like "can it move at all?" stops at the first that works)."""
    mid, start, r, pair = m.mid, m.start, m.r, m.pair
    ignore = frozenset([*pair, *m.through])  # (once: every query keys on it)
    others = [o for o in s.all_in_play() if s.body(o) == o and o not in pair]
    others.sort(key=lambda o: g.dist(start, s.pos(o)))
    hazards = s.hazard_areas()
    for o in others[:3]:
        if not (s.is_enemy(o, mid) or s.seat_of(o) is None):
            continue
        op = s.pos(o)
        d = g.unit(start, op)
        gap = g.dist(start, op) - r - s.radius(o)
        yield clear_end_of(m.geo, start, d, min(max_len, max(0.0, gap)), r, ignore)
        # a push line: stand so the target is between us and a hazard
        for h in hazards:
            hc = h.centre()
            if g.dist(hc, op) < 5.0:
                u = g.unit(hc, op)
                yield g.round_point((op[0] + u[0] * (s.radius(o) + r + 0.01), op[1] + u[1] * (s.radius(o) + r + 0.01)))
                break
    for k in range(6):
        ang = 2 * math.pi * k / 6
        yield clear_end_of(m.geo, start, (math.cos(ang), math.sin(ang)), max_len, r, ignore)


def do_move(s, mid: str, path: list, kind: str, rule: str = ACTIONS, event: str = "moved") -> None:
    body = s.body(mid)
    start = s.pos(mid)
    end = g.round_point(path[-1])
    s.set_pos(body, end)
    s.emit(event, rule, model=mid, **{"from": list(start)}, to=list(end), path=[list(g.round_point(p)) for p in path],
           kind=kind)
    through = may_end_on(s, mid, kind)
    if through:
        over = [o for o in through if s.in_play(o) and s.pos(o) is not None
                and g.edge_gap(end, s.radius(mid), s.pos(o), s.radius(o)) < -g.CONTACT_TOL]
        if over:
            start_displacement(s, body, over)

