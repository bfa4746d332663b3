"""Beasts and living hazards: a Wild beast attacks the nearest model, moving in first; a
living hazard answers a push that ends near it, or an attack on itself."""
from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from functools import cache

from . import geometry as g
from .attack import declare_attack, new_attack
from .board import BEASTS, LIVING, ArenaRexFrame
from .movement import MAX_PATH_POINTS, NO_MOVE, clear_end_of, do_move, judge_path, mov_of, mover


def nearest_targets(s, beast):
    p = s.pos(beast)
    best, out = None, []
    for o in s.all_in_play():
        if o in s.pair(beast) or s.seat_of(o) is None or s.body(o) != o and s.models[o]["mounted"] == beast:
            continue
        d = round(g.edge_gap(p, s.radius(beast), s.pos(o), s.radius(o)), 6)
        if best is None or d < best - 1e-9:
            best, out = d, [o]
        elif abs(d - best) <= 1e-9:
            out.append(o)
    return out


def wild_attack(s, beast):
    """Wild: attack the nearest non-hazard model (random among the equally near), moving in first."""
    engaged = [o for o in s.all_in_play() if o not in s.pair(beast) and s.seat_of(o) is not None and s.engages(beast, o)]
    if engaged:
        near = [o for o in nearest_targets(s, beast) if o in engaged] or engaged
    else:
        near = nearest_targets(s, beast)
    if not near:
        return
    target = near[0] if len(near) == 1 else near[s.chance.pick("beast target", len(near))]
    s.emit("wild", BEASTS, model=beast, target=target, tied=len(near))
    if not s.engages(beast, target):
        approach(s, beast, target, BEASTS)
    if s.in_play(beast) and s.engages(beast, target):
        fr = new_attack(s, beast, target, "wild")
        s.stack.append(fr)
        declare_attack(s, fr)


def approach(s, mid, target, rule):
    """Move up to MOV by the most direct path around obstacles toward target (a simple search)."""
    best = approach_path(s, mid, target, "wild")
    if best is not None:
        do_move(s, mid, best, "wild", rule)


def approach_path(s, mid, target, kind):
    """The path of at most MOV (one or two legs) that ends nearest ``target``, or None."""
    m = mover(s, mid, kind)
    start, r, ignore = m.start, m.r, frozenset(m.pair)  # (its legs are cut at any model, as a sweep sees them)
    tp = s.pos(target)
    rt = s.radius(target)
    mov = mov_of(s, mid)
    best, best_d = None, g.edge_gap(start, r, tp, rt)
    base = math.atan2(tp[1] - start[1], tp[0] - start[0])
    for off in (0, 20, -20, 45, -45, 70, -70, 90, -90):
        ang = base + math.radians(off)
        for frac in (1.0, 0.6):
            leg = mov * frac
            first = clear_end_of(m.geo, start, (math.cos(ang), math.sin(ang)),
                                 min(leg, max(0.0, g.dist(start, tp) - r - rt)) if off == 0 else leg, r, ignore)
            rest = mov - g.dist(start, first)
            path = [first]
            if off != 0 and rest > 0.05:
                u = g.unit(first, tp)
                gap = max(0.0, g.dist(first, tp) - r - rt)
                second = clear_end_of(m.geo, first, u, min(rest, gap), r, ignore)
                if g.dist(second, first) > 0.01:
                    path = [first, second]
            if g.dist(path[-1], start) < NO_MOVE:
                continue
            d = g.edge_gap(path[-1], r, tp, rt)
            if d < best_d - 1e-6 and judge_path(s, m, path, mov) is None:  # (judged only if it would be best)
                best, best_d = path, d
    return None if best is None else [list(p) for p in best]


#: how far outside a hazard (beyond the mover's own base) the walk-round waypoints stand
ROUND_MARGIN = 0.3


@cache
def round_waypoints(areas: tuple[g.Area, ...], r: float) -> tuple[g.Point, ...]:
    """Spots just outside every hazard where a base of radius ``r`` turns to go round it: a ring
    around each round hazard (8 spots, 12 round a large one), each corner of a polygon pushed
    out from its centre."""
    out = []
    for area in areas:
        if area.shape == "circle":
            cx, cy, rad = area.circle
            ring = (rad + r + ROUND_MARGIN) / math.cos(math.pi / (12 if rad > 1.5 else 8))
            n = 12 if rad > 1.5 else 8
            out += [(cx + ring * math.cos(2 * math.pi * k / n), cy + ring * math.sin(2 * math.pi * k / n))
                    for k in range(n)]
        else:
            c = area.centre()
            push = (r + ROUND_MARGIN) * math.sqrt(2.0)
            for q in area.points:
                u = g.unit(c, q)
                out.append((q[0] + u[0] * push, q[1] + u[1] * push))
    return tuple(g.round_point(p) for p in out)


def walk_round_path(s, mid, target, kind):
    """A move of at most MOV along the shortest way round the hazards to base contact with
    ``target`` (A* on waypoints just outside each hazard, ``round_waypoints``); None when there is
    no such way. For the bots: ``approach_path`` (a Wild beast's rule) only takes steps that close
    the straight gap, so a model whose enemy stands straight behind the Pit found none and stood
    still (issue 37); a player walks round."""
    m = mover(s, mid, kind)
    start, r, geo = m.start, m.r, m.geo
    ignore = frozenset([*m.pair, *m.through])
    tp = s.pos(target)
    reach = r + s.radius(target) + 0.01  # stop in base contact

    def clear(a, b):
        return geo.path_clear([a, b], r, ignore=ignore)

    def left(p):  # the straight gap, never more than the way round: A*'s estimate
        return max(0.0, g.dist(p, tp) - reach)

    nodes = [start] + [p for p in round_waypoints(tuple(geo.areas), r)
                       if geo.inside_arena(p, r) and not geo.overlaps(p, r, ignore=ignore)]
    goal = -1
    cost = {0: 0.0}
    came: dict[int, int] = {}
    goal_spot = None
    heap = [(left(start), 0, 0.0)]
    while heap:
        _, i, here_cost = heapq.heappop(heap)
        if i == goal:
            break
        if here_cost > cost[i]:
            continue
        here = nodes[i]
        gap = left(here)
        u = g.unit(here, tp)
        spot = (here[0] + u[0] * gap, here[1] + u[1] * gap)
        if here_cost + gap < cost.get(goal, math.inf) and (gap <= 0 or clear(here, spot)):
            cost[goal], came[goal], goal_spot = here_cost + gap, i, spot
            heapq.heappush(heap, (here_cost + gap, goal, here_cost + gap))
        for k in range(1, len(nodes)):
            there = nodes[k]
            c = here_cost + g.dist(here, there)
            if c < cost.get(k, math.inf) and c + left(there) < cost.get(goal, math.inf) and clear(here, there):
                cost[k], came[k] = c, i
                heapq.heappush(heap, (c + left(there), k, c))
    if goal_spot is None:
        return None
    route = [goal_spot]
    i = came[goal]
    while i != 0:
        route.append(nodes[i])
        i = came[i]
    route.reverse()
    return _walk(s, m, route, mov_of(s, mid))


def _walk(s, m, route, mov):
    """The first ``mov`` inches of ``route`` (from the mover's spot) as a legal path, or None:
    where it would end on something, it stops a little short."""
    path, here, spent = [], m.start, 0.0
    for point in route[:MAX_PATH_POINTS]:
        leg = g.dist(here, point)
        if spent + leg >= mov:
            u = g.unit(here, point)
            path.append((here[0] + u[0] * (mov - spent), here[1] + u[1] * (mov - spent)))
            break
        path.append(point)
        spent += leg
        here = point
    for _ in range(6):
        path = [g.round_point(p) for p in path]
        if g.dist(path[-1], m.start) < NO_MOVE:
            return None
        if judge_path(s, m, path, mov) is None:
            return [list(p) for p in path]
        # end a little short along the last leg (or at the leg's start)
        before = path[-2] if len(path) > 1 else m.start
        end = path[-1]
        shorter = (before[0] + (end[0] - before[0]) * 0.6, before[1] + (end[1] - before[1]) * 0.6)
        path = path[:-1] + [shorter] if g.dist(shorter, before) > NO_MOVE else path[:-1]
        if not path:
            return None
    return None


@dataclass(eq=False)
class Living(ArenaRexFrame):
    """A living hazard set off by ``target`` (pushed near it, or attacking it)."""
    t = "living"
    hazard: str
    target: str

    def run(self, s):
        s.stack.remove(self)
        lh, v = self.hazard, self.target
        if not (s.in_play(lh) and s.in_play(v)):
            return False
        target = v
        if s.models[v]["rider"] or s.models[v]["mounted"]:
            pair = s.pair(v)
            target = pair[s.chance.pick("beast target", 2)]
        s.emit("living_hazard_triggered", LIVING, model=lh, target=target)
        if not s.engages(lh, target):
            approach(s, lh, target, LIVING)
        if s.engages(lh, target):
            fr = new_attack(s, lh, target, "living")
            s.stack.append(fr)
            declare_attack(s, fr)
        return False


@dataclass(eq=False)
class Wild(ArenaRexFrame):
    """A Beast mount whose rider fell makes its Wild attack once the attack now resolving is over."""
    t = "wild"
    model: str
    why: str

    def run(self, s):
        s.stack.remove(self)
        if s.in_play(self.model):
            wild_attack(s, self.model)
        return False
