"""Beasts and living hazards: a Wild beast attacks the nearest model, moving in first; a
living hazard answers a push that ends near it, or an attack on itself."""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import geometry as g
from .attack import declare_attack, new_attack
from .board import BEASTS, LIVING, ArenaRexFrame
from .movement import NO_MOVE, clear_end_of, do_move, judge_path, mov_of, mover


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
    start, r, ignore = m.start, m.r, set(m.pair)  # (its legs are cut at any model, as a sweep sees them)
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
            if judge_path(s, m, path, mov) is not None:
                continue
            d = g.edge_gap(path[-1], r, tp, rt)
            if d < best_d - 1e-6:
                best, best_d = path, d
    return None if best is None else [list(p) for p in best]


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
