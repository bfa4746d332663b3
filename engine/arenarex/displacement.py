"""Displacement: displaced models are placed by their controller in base contact with the
model that displaced them, one cohort at a time in the order the active player chooses; a
hazard in the way is suffered first (docs/rulings.md, Arena Rex 16)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..core.values import Action, Decision
from ..i18n import N_
from . import geometry as g
from .board import DISPLACEMENT, EXHAUSTED, WOUNDING_DAMAGE, ArenaRexFrame, P, name

A = Action.make
#: the harshest first
SEVERITY = {"lethal": 0, "wounding": 1, "hazard": 2}


def start_displacement(s, by, models):
    groups = {}
    for m in models:
        seat = s.seat_of(m)
        placer = seat if seat is not None else 1 - s.controller(by)
        s.set_pos(m, None)
        s.models[m]["displaced"] = True
        s.emit("displaced", DISPLACEMENT, model=m, by=by)
        groups.setdefault(placer, []).append(m)
    order = sorted(groups)
    s.stack.append(Place(by=by, groups={str(k): v for k, v in groups.items()},
                         order=order if len(order) == 1 else None))


def contact_spots(s, mid, by, step=15.0):
    geo = s.geo()
    r = s.radius(mid)
    return geo.free_contact_spots(s.pos(by), s.radius(by), r, ignore=[mid], step_degrees=step)


def place_one_now(s, mid, by):
    """Place ``mid`` at the first free spot touching ``by`` (a pushed rider, no choice)."""
    spots = contact_spots(s, mid, by)
    if not spots:
        spot = s.nearest_free(s.pos(by), s.radius(mid), [mid])
    else:
        spot = spots[0]
    s.set_pos(mid, spot)
    s.models[mid].pop("displaced", None)
    s.emit("placed", DISPLACEMENT, model=mid, at=list(spot), by=by)


def blocking_hazard(s, mid, by, placer) -> str | None:
    """The hazard that keeps ``mid`` from base contact with ``by`` (None when only models do).
    Where several kinds block, the placing player takes the one it prefers: the mildest for
    its own model, the harshest for a living hazard it places for the opponent."""
    geo = s.geo()
    r, c, rc = s.radius(mid), s.pos(by), s.radius(by)
    kinds = set()
    for i in range(24):
        ang = 2 * math.pi * i / 24
        p = (c[0] + (rc + r) * math.cos(ang), c[1] + (rc + r) * math.sin(ang))
        if not geo.inside_arena(p, r):
            kinds.add(s.arena.edge_kind)
        kinds.update(s.hazard_areas()[idx].kind for _, idx in geo.overlaps(p, r, ignore=[mid], models=False))
    if not kinds:
        return None
    own = s.seat_of(mid) == placer
    return (max if own else min)(kinds, key=SEVERITY.__getitem__)


@dataclass
class Place(ArenaRexFrame):
    """Displaced models waiting to be placed: ``groups`` by placing seat, ``order`` once chosen."""
    t = "place"
    by: str
    groups: dict[str, list[str]]
    order: list[int] | None = None
    hazarded: list[str] = field(default_factory=list)

    def current(self, s):
        for seat in self.order:
            todo = [m for m in self.groups[str(seat)] if s.models[m].get("displaced") and not s.models[m]["out"]]
            if todo:
                return seat, todo
        return None, []

    def spots(self, s, mid):
        """Spots in contact with the displacer, or (True) beside a model that touches it."""
        spots = contact_spots(s, mid, self.by)
        if spots:
            return spots, False
        out = []
        for o in s.all_in_play():
            if o != self.by and s.pos(o) is not None and s.body(o) == o and \
                    g.in_contact(s.pos(o), s.radius(o), s.pos(self.by), s.radius(self.by)):
                out += contact_spots(s, mid, o, step=30.0)
        return out, True

    def run(self, s):
        if self.order is None:
            return True
        seat, todo = self.current(s)
        if seat is None:
            s.stack.remove(self)
            return False
        mid = todo[0]
        spots, fallback = self.spots(s, mid)
        kind = None
        if fallback and mid not in self.hazarded:
            self.hazarded.append(mid)
            kind = blocking_hazard(s, mid, self.by, seat)
        if kind is not None:
            s.emit("hazard_contact", DISPLACEMENT, model=mid, kind=kind, displaced=True)
            if kind == "lethal":
                s.models[mid].pop("displaced", None)
                s.models[mid]["pos"] = list(s.pos(self.by))
                s.defeat_lethal(mid, DISPLACEMENT)
                return False
            if kind == "wounding":
                s.models[mid]["pos"] = list(s.pos(self.by))
                s.mark_damage(mid, WOUNDING_DAMAGE, DISPLACEMENT)
                if s.in_play(mid):
                    s.models[mid]["pos"] = None
            if s.models[mid]["out"]:
                return False
            old_f = s.models[mid]["fat"]
            if old_f < EXHAUSTED:
                s.models[mid]["fat"] = old_f + 1
                s.emit("fatigue_changed", DISPLACEMENT, model=mid, old=old_f, new=old_f + 1)
        if not spots:
            spot = s.nearest_free(s.pos(self.by), s.radius(mid), [mid])
            s.set_pos(mid, spot)
            s.models[mid].pop("displaced", None)
            s.emit("placed", DISPLACEMENT, model=mid, at=list(spot), by=self.by, fallback=True)
            return False
        return True

    def decide(self, s):
        if self.order is None:
            return Decision(s.active, "displace_order",
                            N_("Models of both cohorts were displaced: choose which cohort places first."), DISPLACEMENT)
        seat, todo = self.current(s)
        return Decision(seat, "place", N_("Place displaced {model} in base contact with {other}.").format(
            model=name(s, todo[0]), other=name(s, self.by)),
                        DISPLACEMENT)

    def candidates(self, s):
        if self.order is None:
            return [A("place_first", seat=int(k)) for k in sorted(self.groups)]
        seat, todo = self.current(s)
        mid = todo[0]
        spots, _ = self.spots(s, mid)
        step = max(1, len(spots) // 8)
        return [A("place", model=mid, at=list(p)) for p in spots[::step]]

    def problem(self, s, a):
        if self.order is None:
            if a.kind != "place_first" or str(a.seat) not in self.groups:
                return DISPLACEMENT, N_("Choose which cohort places its displaced models first.")
            return None
        seat, todo = self.current(s)
        if a.kind != "place" or a.model not in todo:
            return DISPLACEMENT, N_("Place one of the displaced models of the cohort placing now.")
        at = P(a.at)
        mid = a.model
        geo = s.geo()
        r = s.radius(mid)
        spots, fallback = self.spots(s, mid)
        by = self.by
        anchors = [by] if not fallback else [o for o in s.all_in_play() if o != by and s.body(o) == o and
                                             g.in_contact(s.pos(o), s.radius(o), s.pos(by), s.radius(by))]
        if not any(g.in_contact(at, r, s.pos(o), s.radius(o)) for o in anchors):
            return DISPLACEMENT, N_("A displaced model is placed in base contact with {model}.").format(model=name(s, by))
        if not geo.inside_arena(at, r) or geo.overlaps(at, r, ignore=[mid]):
            return DISPLACEMENT, N_("The model does not fit there (bases, hazards or the arena edge).")
        return None

    def perform(self, s, a):
        if a.kind == "place_first":
            first = a.seat
            self.order = [first] + [int(k) for k in sorted(self.groups) if int(k) != first]
            s.emit("displacement_order", DISPLACEMENT, first=first)
            return
        s.set_pos(a.model, P(a.at))
        s.models[a.model].pop("displaced", None)
        s.emit("placed", DISPLACEMENT, model=a.model, at=list(s.pos(a.model)), by=self.by)
