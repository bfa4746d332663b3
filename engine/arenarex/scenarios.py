"""Arena Rex scenarios: how each sets up (cohorts on the table, the condemned and their chains,
scenario duel zones, living hazards, the dice-off), deployment, and Duellum's secret pick.

Munus, Primus Superiorum, Venatio, Damnatio, Vinculi, Duellum and Geminae. The cohorts are
``cohorts.py``; what a scenario forbids during play, ``restrictions.py``; how it ends,
``victory.py``.
"""
from __future__ import annotations

import math

from ..core.flow import push
from ..i18n import N_
from ..parts.sealed import SealedRound
from . import geometry as g
from .board import DEPLOYMENT, SCENARIO_SECTION, Board, P
from .cohorts import build_cohorts, ludus_benefits
from .content import roster

SCENARIOS = tuple(SCENARIO_SECTION)
DEPLOY_RULE = DEPLOYMENT
CHAIN_LENGTH = 4.0
DUEL_RING = 2.5          # Duellum and Geminae: 5" diameter
DAMNATIO_RING = 3.0      # Damnatio: 6" diameter
VENATIO_DISTANCE = 15.0
PILLAR = 0.4             # Damnatio: the pillar the condemned is chained to
#: what Duellum's sealed round asks each seat for
DUELIST = "duelist"


def section(s: Board) -> str:
    return SCENARIO_SECTION[s.scenario]


# =========================================================================================
# setup
# =========================================================================================
def setup(s: Board) -> None:
    cohorts = build_cohorts(s)
    pick = s.chance.fork("condemned gladiators")
    for seat, c in enumerate(cohorts):
        s.benefits[seat] = ludus_benefits(c)
        for pid in c:
            s.add_model(seat, pid)
    r = roster()
    # mounted pairs begin mounted
    for mid in list(s.order):
        p = s.prof(mid)
        if p.mount:
            mount = f"{s.seat_of(mid)}:{p.mount}"
            if mount in s.models:
                s.models[mid]["mounted"] = mount
                s.models[mount]["rider"] = mid
    scen = s.scenario
    taken = set(p for c in cohorts for p in c)
    if scen in ("damnatio", "vinculi"):
        pool = sorted(pid for pid, p in r.items() if p.is_gladiator and not p.next_stage and not p.stage_only
                      and pid not in taken and not p.mount)
        seats = [1] if scen == "damnatio" else [0, 1]
        for seat in seats:
            pid = pool.pop(pick.pick("condemned gladiator", len(pool)))
            condemn(s, s.add_model(seat, pid))
    bind_condemned(s)
    if scen in ("duellum", "geminae"):
        for zc in zone_centres(s, 1 if scen == "duellum" else 2):
            s.extra_zones.append([zc[0], zc[1], DUEL_RING])
    if scen == "primus_superiorum":
        s.round = 1
    for area in s.arena.living:  # the map's own living hazards, where the map puts them
        mid = s.add_model(None, s.arena.living_beast(area), mid=living_id(s, s.arena.living_beast(area)))
        spot = s.nearest_free(area.centre(), s.radius(mid), [mid]) or area.centre()
        s.set_pos(mid, spot)
        s.emit("model_deployed", "Living Hazard", model=mid, seat=None, at=list(s.pos(mid)))
    living = int(s.config.get("living_hazards", 0))
    if living:
        beasts = ["scorpion", "leo", "sereqet"]
        for i in range(living):
            pid = beasts[i % len(beasts)]
            mid = s.add_model(None, pid, mid=living_id(s, pid))
            spot = living_spot(s, mid, i)
            s.set_pos(mid, spot)
            s.emit("model_deployed", "Living Hazard", model=mid, seat=None, at=list(spot))
    if scen == "duellum":
        s.duel_round = SealedRound(DUELIST, (0, 1))
        push(s, "duel_pick", seat=1)
        push(s, "duel_pick", seat=0)
        return
    start_dice_off(s)


def condemn(s: Board, mid: str) -> None:
    s.models[mid]["condemned"] = True
    s.scen.setdefault("condemned", {})[str(s.seat_of(mid))] = mid


def bind_condemned(s: Board) -> None:
    """Damnatio: the defender's duel zone touching its edge, a pillar at its centre and the
    condemned chained to it; Vinculi: each condemned chained to the first other model of its
    cohort. The condemned are already marked (``condemn``)."""
    if s.scenario == "damnatio":
        centre = s.arena.centre()
        edge = seat_edge_point(s, 1)
        u = g.unit(centre, edge)
        d = g.dist(centre, edge) - DAMNATIO_RING
        zc = g.round_point((centre[0] + u[0] * d, centre[1] + u[1] * d))
        s.extra_zones.append([zc[0], zc[1], DAMNATIO_RING])
        s.extra_hazards.append({"kind": "hazard", "circle": [zc[0], zc[1], PILLAR]})
        s.models[s.scen["condemned"]["1"]]["chain"] = {"to": [zc[0], zc[1]], "len": CHAIN_LENGTH, "r": PILLAR}
    if s.scenario == "vinculi":
        for seat in (0, 1):
            cond = s.scen["condemned"][str(seat)]
            partner = next(m for m in s.order if s.seat_of(m) == seat and m != cond and not s.models[m]["mounted"])
            s.models[cond]["chain"] = {"to": partner, "len": CHAIN_LENGTH}


#: which seats have a condemned gladiator, per scenario
CONDEMNED_SEATS = {"damnatio": (1,), "vinculi": (0, 1)}


def start_dice_off(s: Board) -> None:
    while True:
        a, b = s.chance.roll("dice-off", 6), s.chance.roll("dice-off", 6)
        s.emit("dice_rolled", DEPLOYMENT, model=None, role="dice_off", dice=[a, b], favor_dice=[], successes=0,
               bonus=0, rerolled=0)
        if a != b:
            break
    push(s, "first", seat=0 if a > b else 1)


def living_id(s, pid: str) -> str:
    mid, n = f"lh:{pid}", 2
    while mid in s.models:
        mid, n = f"lh:{pid}#{n}", n + 1
    return mid


def living_spot(s, mid, i):
    centre = s.arena.centre()
    for k in range(36):
        ang = math.radians(90 * i + 45 + 10 * k)
        p = (centre[0] + 8 * math.cos(ang), centre[1] + 8 * math.sin(ang))
        spot = s.nearest_free(p, s.radius(mid), [mid])
        if spot is not None:
            return spot
    return centre


def zone_centres(s, n: int) -> list[tuple[float, float]]:
    """Free places for scenario duel zones: the centre if clear, else nearby (Geminae: two, apart)."""
    centre = s.arena.centre()
    hazards = s.hazard_areas()

    def clear(p):
        return all(not h.base_touches(p, DUEL_RING + 0.3) for h in hazards) and s.arena.boundary.base_inside(p, DUEL_RING)

    if n == 1:
        for d in (0, 3, 6, 9):
            for ang in (0, 90, 180, 270, 45, 135, 225, 315):
                p = g.round_point((centre[0] + d * math.cos(math.radians(ang)), centre[1] + d * math.sin(math.radians(ang))))
                if clear(p):
                    return [p]
        return [centre]
    for d in (7, 6, 8, 5, 9):
        for ang in (0, 90, 45, 135):
            a = math.radians(ang)
            p1 = g.round_point((centre[0] + d * math.cos(a), centre[1] + d * math.sin(a)))
            p2 = g.round_point((centre[0] - d * math.cos(a), centre[1] - d * math.sin(a)))
            if clear(p1) and clear(p2):
                return [p1, p2]
    return [g.round_point((centre[0] - 7, centre[1])), g.round_point((centre[0] + 7, centre[1]))]


def seat_edge_point(s, seat) -> tuple[float, float]:
    area = s.arena.deployment_for(seat)
    centre = s.arena.centre()
    if area is None:
        return (centre[0], centre[1] + (14 if seat == 0 else -14))
    ac = area.centre()
    u = g.unit(centre, ac)
    t = edge_distance(s, centre, u, 0.0)
    return (centre[0] + u[0] * t, centre[1] + u[1] * t)


def edge_distance(s, centre, u, r) -> float:
    """How far from centre along u a base of radius r can go and stay in the arena."""
    b = s.arena.boundary
    if b.shape == "circle" and (b.circle[0], b.circle[1]) == tuple(centre):
        return b.circle[2] - r - g.CONTACT_TOL / 2
    lo, hi = 0.0, 200.0
    for _ in range(50):
        m = (lo + hi) / 2
        if b.base_inside((centre[0] + u[0] * m, centre[1] + u[1] * m), r + g.CONTACT_TOL):
            lo = m
        else:
            hi = m
    return lo


# =========================================================================================
# deployment
# =========================================================================================
def push_deployment(s: Board, first: int) -> None:
    """The first player deploys their whole cohort, then the second; then turns begin."""
    second = 1 - first
    if s.scenario == "primus_superiorum" and s.round == 1:
        primus_round_one(s)
    push(s, "start", seat=first)
    for seat in (second, first):
        models = [m for m in s.order if s.seat_of(m) == seat and not s.models[m]["out"]
                  and not s.models[m].get("reserve") and s.models[m]["pos"] is None and not s.models[m]["mounted"]]
        # Duellum duelists are placed already; Damnatio's condemned goes last into the zone
        models.sort(key=lambda m: (deploy_mode(s, m) == "zone", s.order.index(m)))
        push(s, "deploy", seat=seat, models=models)


def deploy_rule(s) -> str:
    return DEPLOYMENT if s.scenario in ("munus", "geminae") else section(s)


def deploy_mode(s, mid) -> str:
    scen = s.scenario
    if s.models[mid].get("condemned") and scen == "damnatio":
        return "zone"
    if scen == "venatio":
        return "centre" if s.seat_of(mid) == 0 else "far"
    if scen == "primus_superiorum" and s.round < 3 and s.prof(mid).kind == "titan":
        return "centre"
    return "edge"


def deployed_friends(s, mid):
    return [m for m in s.seat_models(s.seat_of(mid)) if m != mid and s.body(m) == m and not s.models[m].get("reserve")]


def deploy_problem(s, f, mid, at):
    rule = deploy_rule(s)
    r = s.radius(mid)
    geo = s.geo()
    if not geo.inside_arena(at, r):
        return rule, N_("The model must be placed wholly inside the arena.")
    if geo.overlaps(at, r, ignore=s.pair(mid)):
        return rule, N_("The model would overlap a base or a hazard.")
    mode = deploy_mode(s, mid)
    friends = deployed_friends(s, mid)
    if mode == "edge":
        area = s.arena.deployment_for(s.seat_of(mid))
        if area is not None and not area.contains_point(at):
            return rule, N_("Deploy along your own arena edge (inside your deployment area).")
        if s.arena.boundary.distance_to_edge(at) > r + g.CONTACT_TOL:
            return rule, N_("Models deploy in base contact with their player's arena edge.")
    elif mode == "centre":
        centre = s.arena.centre()
        if g.dist(at, centre) - r > 5.0:
            return rule, N_("These models deploy at the centre of the arena (within 5 inches of it).")
    elif mode == "far":
        touching_edge = s.arena.boundary.distance_to_edge(at) <= r + g.CONTACT_TOL
        for o in s.seat_models(1 - s.seat_of(mid)):
            if s.pos(o) is not None and g.edge_gap(at, r, s.pos(o), s.radius(o)) < VENATIO_DISTANCE and not touching_edge:
                return rule, N_("Beasts deploy at least 15 inches from the gladiators (or against the arena edge where the arena is too small).")
    elif mode == "zone":
        zone = s.zones()[-1]
        if not zone.base_inside(at, r):
            return rule, N_("The condemned gladiator deploys inside the duel zone.")
        friends = []
    if friends and mode != "far" and not any(g.within(at, r, s.pos(o), s.radius(o), 1.0) for o in friends):
        return DEPLOYMENT, N_("Each model deploys within 1 inch of another model of its cohort.")
    return None


def deploy_spots(s, f, mid, limit: int = 12) -> list[tuple[float, float]]:
    mode = deploy_mode(s, mid)
    r = s.radius(mid)
    centre = s.arena.centre()
    raw = []
    if mode == "edge":
        area = s.arena.deployment_for(s.seat_of(mid))
        base = math.atan2(*(lambda p: (p[1] - centre[1], p[0] - centre[0]))(seat_edge_point(s, s.seat_of(mid))))
        for k in range(0, 91, 2):
            for sign in (1, -1):
                ang = base + sign * math.radians(k)
                u = (math.cos(ang), math.sin(ang))
                t = edge_distance(s, centre, u, r)
                raw.append(g.round_point((centre[0] + u[0] * t, centre[1] + u[1] * t)))
        if area is not None:
            raw = [p for p in raw if area.contains_point(p)]
    elif mode in ("centre", "zone"):
        c = centre if mode == "centre" else P(s.zones()[-1].centre())
        for ring in range(0, 12):
            d = ring * 0.5
            n = max(1, int(2 * math.pi * d / 0.5))
            for k in range(n):
                a = 2 * math.pi * k / n
                raw.append(g.round_point((c[0] + d * math.cos(a), c[1] + d * math.sin(a))))
    else:
        for k in range(0, 360, 5):
            u = (math.cos(math.radians(k)), math.sin(math.radians(k)))
            t = edge_distance(s, centre, u, r)
            raw.append(g.round_point((centre[0] + u[0] * t, centre[1] + u[1] * t)))
    out = []
    for p in raw:
        if p in out:
            continue
        if deploy_problem(s, f, mid, p) is None:
            out.append(p)
            if len(out) >= limit:
                break
    if len(out) > 6:
        step = len(out) / 6
        out = [out[int(i * step)] for i in range(6)]
    if not out:
        spot = s.nearest_free(raw[0] if raw else centre, r, s.pair(mid))
        out = [spot] if spot is not None else []  # nowhere fits the rule: the nearest free spot
    return out



def primus_round_one(s: Board) -> None:
    """Round 1: the first player's Titan against the second player's gladiators."""
    for mid, m in s.models.items():
        kind = s.prof(mid).kind
        m["reserve"] = not ((kind == "titan" and m["seat"] == s.first) or (kind != "titan" and m["seat"] != s.first))



def duellum_candidates(s, seat) -> list[str]:
    return [m for m in s.order if s.seat_of(m) == seat and s.prof(m).is_gladiator and not s.prof(m).next_stage
            and not s.models[m]["mounted"] and not s.models[m]["rider"]]


def after_duel_pick(s) -> None:
    """Once both seats have picked, the duelists are revealed and set in the duel zone."""
    if not s.duel_round.complete:
        return
    picks = [s.duel_round.answers[0], s.duel_round.answers[1]]
    s.scen["duelists"] = picks
    s.emit("duelists_revealed", "Duellum", duelists=picks)
    zc = P(s.zones()[0].centre())
    up = g.unit(zc, seat_edge_point(s, 1))
    r0, r1 = s.radius(picks[0]), s.radius(picks[1])
    total = r0 + r1 + 0.001
    p0 = (zc[0] - up[0] * (total / 2 + (r0 - r1) / 2), zc[1] - up[1] * (total / 2 + (r0 - r1) / 2))
    p1 = (p0[0] + up[0] * total, p0[1] + up[1] * total)
    for mid, p in ((picks[0], p0), (picks[1], p1)):
        s.set_pos(mid, p)
        s.emit("model_deployed", "Duellum", model=mid, seat=s.seat_of(mid), at=list(s.pos(mid)))
    start_dice_off(s)

