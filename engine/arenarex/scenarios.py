"""Arena Rex scenarios: cohorts and their restrictions, deployment, victory.

Munus, Primus Superiorum, Venatio, Damnatio, Vinculi, Duellum and Geminae.
"""
from __future__ import annotations

import math

from ..core.errors import ConfigError
from . import chains
from . import geometry as g
from .board import DEPLOYMENT, SCENARIO_SECTION, Board, P
from .content import roster
from .frame import push

SCENARIOS = tuple(SCENARIO_SECTION)
DEPLOY_RULE = DEPLOYMENT
CHAIN_LENGTH = 4.0
DUEL_RING = 2.5          # Duellum and Geminae: 5" diameter
DAMNATIO_RING = 3.0      # Damnatio: 6" diameter
VENATIO_DISTANCE = 15.0
PILLAR = 0.4             # Damnatio: the pillar the condemned is chained to


def section(s: Board) -> str:
    return SCENARIO_SECTION[s.scenario]


# =========================================================================================
# cohorts
# =========================================================================================
def combatants(pid: str) -> int:
    """Each Stage counts as one combatant."""
    n, p = 1, roster()[pid]
    while p.next_stage:
        n += 1
        p = roster()[p.next_stage]
    return n


def random_cohort(rng, size: int, kinds: tuple[str, ...], exclude=(), titans_max: int = 1,
                  single_stage=False) -> list[str]:
    r = roster()
    pool = sorted(pid for pid, p in r.items() if not p.stage_only and p.kind in kinds and pid not in exclude
                  and not p.mount_of and (not single_stage or not p.next_stage))
    ludi = sorted({r[p].ludus for p in pool if r[p].is_gladiator and r[p].ludus != "none"})
    if ludi and "gladiator" in kinds and rng.below(2) == 0:
        ludus = ludi[rng.below(len(ludi))]
        first = [p for p in pool if r[p].ludus == ludus]
        rng.shuffle(first)
        rest = [p for p in pool if p not in first]
        rng.shuffle(rest)
        pool = first + rest
    else:
        pool = list(pool)
        rng.shuffle(pool)
    out, count, titans = [], 0, 0
    for pid in pool:
        c = combatants(pid)
        p = r[pid]
        extra = [p.mount] if p.mount and p.mount in r and "titan" in kinds else []
        c += sum(combatants(x) for x in extra)
        if p.kind == "titan" or any(r[x].kind == "titan" for x in extra):
            if titans >= titans_max:
                continue
        if count + c > size:
            continue
        out.append(pid)
        out += extra
        count += c
        titans += (p.kind == "titan") + sum(r[x].kind == "titan" for x in extra)
        if count == size:
            break
    return out


def parse_cohort(text: str, seat: int) -> list[str]:
    r = roster()
    out = [x.strip() for x in text.split(",") if x.strip()]
    for pid in out:
        if pid not in r:
            raise ConfigError(f"cohort_{seat}: unknown model '{pid}' (models: {', '.join(sorted(r))})")
        if r[pid].stage_only:
            raise ConfigError(f"cohort_{seat}: '{pid}' is a later Stage; take its first Stage")
    return out


def ludus_benefits(pids: list[str]) -> str | None:
    """A Ludus whose gladiators are at least 75% of the cohort's gladiators (Noxius counts as any)."""
    r = roster()
    glad = [p for p in pids if r[p].is_gladiator]
    if not glad:
        return None
    wild = sum(1 for p in glad if p == "noxius")
    best, best_n = None, -1
    for ludus in ("ludus_magnus", "legio_xiii", "morituri", "zephyri", "helleniki"):
        n = sum(1 for p in glad if r[p].ludus == ludus)
        if n > best_n and n > 0:
            best, best_n = ludus, n
    if best is None:
        return None
    return best if (best_n + wild) * 4 >= 3 * len(glad) else None


def check_restrictions(scenario: str, cohorts: list[list[str]], size: int) -> None:
    r = roster()
    for seat, c in enumerate(cohorts):
        if len(set(c)) != len(c):
            raise ConfigError(f"cohort_{seat}: a cohort holds each model once")
        for pid in c:
            p = r[pid]
            if p.mount_of and p.mount_of not in c:
                pass  # a mount may come without its rider
        n = sum(combatants(p) for p in c)
        if n == 0:
            raise ConfigError(f"cohort_{seat}: a cohort needs at least one model")
    if scenario in ("munus", "primus_superiorum", "venatio", "duellum", "geminae"):
        a, b = (sum(combatants(p) for p in c) for c in cohorts)
        if a != b:
            raise ConfigError(f"{SCENARIO_SECTION[scenario]}: both cohorts must be of equal value ({a} vs {b} combatants)")
    if scenario == "primus_superiorum":
        for seat, c in enumerate(cohorts):
            titans = [p for p in c if r[p].kind == "titan"]
            if len(titans) != 1 or any(r[p].kind == "beast" for p in c):
                raise ConfigError(f"Primus Superiorum: cohort_{seat} must hold exactly one Titan and otherwise gladiators")
    if scenario == "venatio":
        kinds = [{r[p].kind for p in c} for c in cohorts]
        if not (kinds[0] == {"gladiator"} and kinds[1] == {"beast"}):
            raise ConfigError("Venatio: cohort_0 must be all gladiators and cohort_1 all beasts")
    if scenario == "duellum":
        for seat, c in enumerate(cohorts):
            if not any(r[p].is_gladiator and not r[p].next_stage for p in c):
                raise ConfigError(f"Duellum: cohort_{seat} needs a gladiator with a single Stage to duel")


def build_cohorts(s: Board) -> list[list[str]]:
    size = int(s.config.get("cohort", 3))
    scen = s.scenario
    given = [s.config.get("cohort_0"), s.config.get("cohort_1")]
    cohorts: list[list[str]] = []
    pick = s.rng.fork()
    for seat in range(2):
        if given[seat]:
            cohorts.append(parse_cohort(given[seat], seat))
            continue
        if scen == "primus_superiorum":
            titan = random_cohort(pick, 1, ("titan",))
            cohorts.append(titan + random_cohort(pick, size - 1, ("gladiator",), titans_max=0))
        elif scen == "venatio":
            cohorts.append(random_cohort(pick, size, ("gladiator",) if seat == 0 else ("beast",), titans_max=0))
        elif scen == "duellum":
            c = random_cohort(pick, size, ("gladiator", "beast", "titan"))
            if not any(roster()[p].is_gladiator and not roster()[p].next_stage for p in c):
                c = random_cohort(pick, 1, ("gladiator",), single_stage=True) + \
                    random_cohort(pick, size - 1, ("gladiator", "beast"), titans_max=0)
            cohorts.append(c)
        else:
            cohorts.append(random_cohort(pick, size, ("gladiator", "beast", "titan")))
    # random cohorts of a scenario of equal value may come out unequal when stages or mounts do not fit
    if not given[0] and not given[1]:
        while sum(combatants(p) for p in cohorts[0]) != sum(combatants(p) for p in cohorts[1]):
            big = 0 if sum(combatants(p) for p in cohorts[0]) > sum(combatants(p) for p in cohorts[1]) else 1
            cohorts[big].pop()
    check_restrictions(scen, cohorts, size)
    return cohorts


# =========================================================================================
# setup
# =========================================================================================
def setup(s: Board) -> None:
    cohorts = build_cohorts(s)
    pick = s.rng.fork()
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
            pid = pool.pop(pick.below(len(pool)))
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
        s.secret = {"0": None, "1": None, "revealed": False}
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
        a, b = s.rng.die(6), s.rng.die(6)
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
        return rule, "The model must be placed wholly inside the arena."
    if geo.overlaps(at, r, ignore=s.pair(mid)):
        return rule, "The model would overlap a base or a hazard."
    mode = deploy_mode(s, mid)
    friends = deployed_friends(s, mid)
    if mode == "edge":
        area = s.arena.deployment_for(s.seat_of(mid))
        if area is not None and not area.contains_point(at):
            return rule, "Deploy along your own arena edge (inside your deployment area)."
        if s.arena.boundary.distance_to_edge(at) > r + g.CONTACT_TOL:
            return rule, "Models deploy in base contact with their player's arena edge."
    elif mode == "centre":
        centre = s.arena.centre()
        if g.dist(at, centre) - r > 5.0:
            return rule, "These models deploy at the centre of the arena (within 5 inches of it)."
    elif mode == "far":
        touching_edge = s.arena.boundary.distance_to_edge(at) <= r + g.CONTACT_TOL
        for o in s.seat_models(1 - s.seat_of(mid)):
            if s.pos(o) is not None and g.edge_gap(at, r, s.pos(o), s.radius(o)) < VENATIO_DISTANCE and not touching_edge:
                return rule, "Beasts deploy at least 15 inches from the gladiators (or against the arena edge where the arena is too small)."
    elif mode == "zone":
        zone = s.zones()[-1]
        if not zone.base_inside(at, r):
            return rule, "The condemned gladiator deploys inside the duel zone."
        friends = []
    if friends and mode != "far" and not any(g.within(at, r, s.pos(o), s.radius(o), 1.0) for o in friends):
        return DEPLOYMENT, "Each model deploys within 1 inch of another model of its cohort."
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


# =========================================================================================
# restrictions during play
# =========================================================================================
def move_problem(s, mid, path):
    problem = chains.move_problem(s, mid, path)
    if problem is not None:
        return problem
    if condemned_held(s, mid) and not all(in_damnatio_zone(s, mid, P(p)) for p in path):
        return "Damnatio", "The condemned gladiator may not leave the duel zone."
    if s.scenario == "duellum" and duel_running(s):
        zone = s.zones()[0]
        r = s.radius(mid)

        def inside(p):
            return zone.contains_point(p) or zone.distance_to_edge(p) < r - g.CONTACT_TOL

        # anywhere along the way, not only where it ends (the zone need not be convex)
        along = _along([s.pos(mid)] + [P(p) for p in path])
        if mid in duelists(s) and s.in_zone(mid, zone) and not all(inside(p) for p in along):
            return "Duellum", "A duelist may not leave the duel zone of its own will."
        if mid not in duelists(s) and not s.in_zone(mid, zone) and any(inside(p) for p in along):
            return "Duellum", "No other model may enter the duel zone while the duel lasts."
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


def duellum_candidates(s, seat) -> list[str]:
    return [m for m in s.order if s.seat_of(m) == seat and s.prof(m).is_gladiator and not s.prof(m).next_stage
            and not s.models[m]["mounted"] and not s.models[m]["rider"]]


def after_duel_pick(s) -> None:
    if s.secret.get("0") is None or s.secret.get("1") is None:
        return
    s.secret["revealed"] = True
    picks = [s.secret["0"], s.secret["1"]]
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


# =========================================================================================
# victory
# =========================================================================================
def alive(s, seat) -> list[str]:
    """Models of seat still in the fight (displaced models waiting to be placed count)."""
    out = [m for m in s.seat_models(seat) if not s.models[m].get("reserve")]
    out += [m for m in s.order if s.models[m]["seat"] == seat and s.models[m].get("displaced") and not s.models[m]["out"]]
    return out


def scores(s) -> list[float]:
    return [float(sum(s.vitality_left(m) for m in s.seat_models(seat))) for seat in (0, 1)]


def finish(s, winner, why):
    s.over = {"winner": winner, "why": why, "scores": scores(s)}


def check_over(s: Board) -> None:
    if not s.scen.get("started"):
        if s.turn_no > 0:
            s.scen["started"] = True
        else:
            return
    scen = s.scenario
    if scen == "geminae":  # "the first player to control both": whenever it happens
        owners = {s.zone_controller(z) for z in s.zones()[-2:]}
        if len(owners) == 1 and None not in owners:
            return finish(s, owners.pop(), "controls both duel zones")
    if scen == "damnatio":
        cond = s.scen["condemned"]["1"]
        if s.models[cond]["out"]:
            return finish(s, 0, "the condemned gladiator was executed")
    if scen == "vinculi":
        c0, c1 = (s.models[s.scen["condemned"][k]]["out"] for k in ("0", "1"))
        if c0 and c1:
            return finish(s, None, "both condemned gladiators fell")
        if c0 or c1:
            return finish(s, 1 if c0 else 0, "the last condemned gladiator standing")
    a0, a1 = alive(s, 0), alive(s, 1)
    if scen == "primus_superiorum" and s.round < 3:
        if a0 and a1:
            return
        next_round(s)
        return
    if not a0 and not a1:
        return finish(s, None, "no models remain on either side")
    if not a0 or not a1:
        return finish(s, 0 if a0 else 1, "last player with models in the arena")


def next_round(s: Board) -> None:
    """Primus Superiorum: the next round; Favor and damage carry over."""
    s.round += 1
    s.emit("round_started", "Primus Superiorum", round=s.round)
    for m in s.models.values():
        if not m["out"]:
            m["pos"] = None if not m["mounted"] else None
            m["fat"] = 0
    titan_seat = 1 - s.first if s.round == 2 else None
    for mid, m in s.models.items():
        if m["out"]:
            continue
        kind = s.prof(mid).kind
        if s.round == 2:
            m["reserve"] = not ((kind == "titan" and m["seat"] == titan_seat) or (kind != "titan" and m["seat"] != titan_seat))
        else:
            m["reserve"] = False
    s.stack = []
    if s.round == 3 and (not alive_all(s, 0) or not alive_all(s, 1)):
        a0, a1 = alive_all(s, 0), alive_all(s, 1)
        finish(s, None if not a0 and not a1 else (0 if a0 else 1), "no models left for the third round")
        return
    push_deployment(s, s.first)


def alive_all(s, seat):
    return [m for m, v in s.models.items() if v["seat"] == seat and not v["out"]]


def primus_round_one(s: Board) -> None:
    """Round 1: the first player's Titan against the second player's gladiators."""
    for mid, m in s.models.items():
        kind = s.prof(mid).kind
        m["reserve"] = not ((kind == "titan" and m["seat"] == s.first) or (kind != "titan" and m["seat"] != s.first))


def turn_limit_over(s: Board) -> None:
    n0, n1 = len(s.seat_models(0)), len(s.seat_models(1))
    sc = scores(s)
    if n0 != n1:
        return finish(s, 0 if n0 > n1 else 1, "turn limit: more models in the arena")
    if sc[0] != sc[1]:
        return finish(s, 0 if sc[0] > sc[1] else 1, "turn limit: more vitality left")
    finish(s, None, "turn limit: even")
