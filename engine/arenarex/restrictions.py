"""What the scenarios forbid during play: the Damnatio condemned stays in its duel zone, the
Duellum duelists stay in theirs and nobody else enters it while the duel lasts; which models
may or must activate."""
from __future__ import annotations

import math

from ..i18n import N_
from . import chains
from . import geometry as g
from .board import P


def move_problem(s, mid, path):
    problem = chains.move_problem(s, mid, path)
    if problem is not None:
        return problem
    if condemned_held(s, mid) and not all(in_damnatio_zone(s, mid, P(p)) for p in path):
        return "Damnatio", N_("The condemned gladiator may not leave the duel zone.")
    if s.scenario == "duellum" and duel_running(s):
        zone = s.zones()[0]
        r = s.radius(mid)

        def inside(p):
            return zone.contains_point(p) or zone.distance_to_edge(p) < r - g.CONTACT_TOL

        # anywhere along the way, not only where it ends (the zone need not be convex)
        along = _along([s.pos(mid)] + [P(p) for p in path])
        if mid in duelists(s) and s.in_zone(mid, zone) and not all(inside(p) for p in along):
            return "Duellum", N_("A duelist may not leave the duel zone of its own will.")
        if mid not in duelists(s) and not s.in_zone(mid, zone) and any(inside(p) for p in along):
            return "Duellum", N_("No other model may enter the duel zone while the duel lasts.")
    return None


def _along(points, step: float = 0.1) -> list:
    """Points every ``step`` inches along a path (its corners included)."""
    out = [points[0]]
    for a, b in zip(points, points[1:], strict=False):
        n = max(1, math.ceil(g.dist(a, b) / step))
        out += [(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(1, n + 1)]
    return out


def condemned_held(s, mid) -> bool:
    """Damnatio: is ``mid``'s base the condemned's, which may not leave the duel zone by any means?"""
    return s.scenario == "damnatio" and any(s.models[x].get("condemned") for x in s.pair(mid))


def in_damnatio_zone(s, mid, p) -> bool:
    zone = s.zones()[-1]
    return zone.contains_point(p) or zone.distance_to_edge(p) < s.radius(mid)


def zone_limit(s, mid, start, end):
    """Damnatio: where a push or shift of the condemned halts at the edge of its duel zone
    (None when it stays within the zone)."""
    if not condemned_held(s, mid) or in_damnatio_zone(s, mid, end):
        return None
    lo, hi = 0.0, 1.0
    for _ in range(40):
        t = (lo + hi) / 2
        if in_damnatio_zone(s, mid, (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)):
            lo = t
        else:
            hi = t
    return (start[0] + (end[0] - start[0]) * lo, start[1] + (end[1] - start[1]) * lo)


def attack_problem(s, attacker, target):
    return None


def may_activate(s, mid) -> bool:
    return True


def must_activate(s, mid) -> bool:
    return s.scenario == "duellum" and duel_running(s) and mid in duelists(s) and s.models[mid]["fat"] == 0


def duelists(s) -> list[str]:
    return list(s.scen.get("duelists", []))


def duel_running(s) -> bool:
    ds = duelists(s)
    if len(ds) != 2 or not s.extra_zones:
        return False
    zone = s.zones()[0]
    return all(s.in_play(d) and s.in_zone(d, zone) for d in ds)

