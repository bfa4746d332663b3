"""Pushing, follow-ups, repositions and shifts: a push moves the defender 1" straight away
and stops at a base, a hazard (whose effects it then suffers), a chain or the Damnatio zone;
the attacker may then follow up 1" toward it. A reposition moves the attacker up to 3"."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.values import Action, Decision
from ..i18n import N_
from . import chains, restrictions
from . import geometry as g
from .board import (
    DISPLACEMENT,
    EXHAUSTED,
    FOLLOW_UP,
    HAZARD,
    LETHAL,
    MOUNTS,
    PUSH_DISTANCE,
    PUSHING,
    REPOSITION,
    RESULTS,
    TERMS,
    TITANS,
    WOUNDING,
    WOUNDING_DAMAGE,
    ArenaRexFrame,
    P,
    name,
)
from .displacement import SEVERITY, place_one_now
from .movement import NO_MOVE, clear_end, move_candidates, path_problem

A = Action.make


def bigger(s, d, a) -> bool:
    return s.radius(d) > s.radius(a) + 1e-9


def do_push(s, f, rule):
    """A push result of the attack ``f`` (its attacker pushes its defender)."""
    atk, dfd = f.attacker, f.defender
    if not (s.in_play(atk) and s.in_play(dfd)):
        return
    start = s.pos(dfd)
    if s.is_titan(dfd) and not s.models[dfd]["mounted"]:
        s.emit("pushed", TITANS, model=dfd, **{"from": list(start)}, to=list(start), by=atk, resisted=True,
               stopped_by="immovable")
        return
    if f.resists > 0 and bigger(s, dfd, atk):
        f.resists -= 1
        s.emit("pushed", PUSHING, model=dfd, **{"from": list(start)}, to=list(start), by=atk, resisted=True,
               stopped_by="larger base")
        return
    if s.models[dfd]["mounted"]:
        dismount_pushed_rider(s, f)
        if not s.in_play(dfd):
            return
        start = s.pos(dfd)
    direction = g.unit(s.pos(atk), start)
    push_model(s, f, dfd, atk, start, direction, rule)
    if s.in_play(atk) and s.in_play(dfd):
        s.stack.append(Follow(attacker=atk, defender=dfd, chooser=f.chooser))


def push_model(s, f, dfd, atk, start, direction, rule, distance=PUSH_DISTANCE):
    geo = s.geo()
    r = s.radius(dfd)
    end, hit = geo.push_end(start, direction, distance, r, ignore=s.pair(dfd))
    stopped = None
    hazard_kinds = []
    if hit is not None:
        if hit.model is not None:
            stopped = f"model:{hit.model}"
        elif hit.edge:
            stopped = "edge"
            hazard_kinds.append(s.arena.edge_kind)
        else:
            area = s.hazard_areas()[hit.area]
            stopped = f"{area.kind}:{area.ident or hit.area}"
    chain_end = chains.limit(s, dfd, start, end)
    if chain_end is not None:
        end = chain_end
        stopped = "chain"
        hazard_kinds.append("hazard")
    zone_end = restrictions.zone_limit(s, dfd, start, end)
    if zone_end is not None:
        end = zone_end
        stopped = "duel_zone"
    end = g.round_point(end)
    s.set_pos(s.body(dfd), end)
    s.emit("pushed", rule, model=dfd, **{"from": list(start)}, to=list(end), by=atk, by_at=list(s.pos(atk)), resisted=False,
           stopped_by=stopped, distance=round(g.dist(start, end), 3))
    f.pushed.append(dfd)
    # everything the base now touches
    for idx in geo.touching_areas(end, r):
        hazard_kinds.append(s.hazard_areas()[idx].kind)
    if geo.touches_edge(end, r) and "edge" != stopped:
        hazard_kinds.append(s.arena.edge_kind)
    for kind in sorted(set(hazard_kinds), key=SEVERITY.__getitem__):
        hazard_contact(s, f, dfd, kind)
        if not s.in_play(dfd):
            break
    if not s.in_play(dfd):
        return
    if not f.friend_bonus:
        for o in geo.touching_models(end, r, ignore=s.pair(dfd)):
            if o not in s.pair(atk) and s.is_friend(o, atk):
                f.friend_bonus = True
                f.left += 1
                s.emit("bonus_success", PUSHING, attacker=atk, defender=dfd, friend=o)
                break


def hazard_contact(s, f, mid, kind):
    """``mid`` was pushed into a hazard of ``kind`` during the attack ``f``."""
    s.emit("hazard_contact", {"lethal": LETHAL, "wounding": WOUNDING, "hazard": HAZARD}[kind], model=mid, kind=kind)
    enemy_of_active = s.seat_of(mid) is not None and s.seat_of(mid) != s.active
    if kind == "lethal":
        if enemy_of_active:
            s.hazard_kill = True
        for x in list(s.pair(mid)):
            s.defeat_lethal(x, LETHAL)
        if f.defender == mid or mid in f.pushed:
            f.left = 0
            f.free_push = False
        return
    seen = f.hazards_met
    if kind == "wounding" and [mid, "wounding"] not in seen:
        seen.append([mid, "wounding"])
        if mid == f.defender:
            f.direct_damage += WOUNDING_DAMAGE
        else:
            for x in list(s.pair(mid)):
                s.mark_damage(x, WOUNDING_DAMAGE, WOUNDING)
                if not s.in_play(x) and enemy_of_active:
                    s.hazard_kill = True
    if [mid, "hazard"] not in seen:
        seen.append([mid, "hazard"])
        s.gain_fatigue(mid, 1, HAZARD)


def dismount_pushed_rider(s, f):
    """Pushed rider: set down opposite the attacker in base contact with the mount, exhausted."""
    rider, atk = f.defender, f.attacker
    mount = s.models[rider]["mounted"]
    mpos = s.pos(mount)
    u = g.unit(s.pos(atk), mpos)
    rr = s.prof(rider).radius
    rm = s.prof(mount).radius
    spot = g.round_point((mpos[0] + u[0] * (rm + rr + 0.001), mpos[1] + u[1] * (rm + rr + 0.001)))
    s.models[rider]["mounted"] = None
    s.models[mount]["rider"] = None
    s.set_pos(rider, spot)
    old = s.models[rider]["fat"]
    s.models[rider]["fat"] = EXHAUSTED
    s.emit("dismounted", MOUNTS, model=rider, mount=mount, at=list(spot), why="pushed rider")
    if old != EXHAUSTED:
        s.emit("fatigue_changed", MOUNTS, model=rider, old=old, new=EXHAUSTED)
    geo = s.geo()
    hits = geo.overlaps(spot, rr, ignore=[rider]) or ([] if geo.inside_arena(spot, rr) else [("edge", None)])
    if hits:
        for what, who in hits:
            if what == "area":
                hazard_contact(s, f, rider, s.hazard_areas()[who].kind)
            elif what == "edge":
                hazard_contact(s, f, rider, s.arena.edge_kind)
        if s.in_play(rider):
            s.set_pos(rider, None)
            s.models[rider]["displaced"] = True
            s.emit("displaced", DISPLACEMENT, model=rider, by=mount)
            place_one_now(s, rider, mount)


def shift(s, mid, direction, distance, rule):
    """A shift stops immediately before contact and triggers nothing (Titans cannot be shifted)."""
    if s.is_titan(mid):
        s.emit("shifted", TITANS, model=mid, **{"from": list(s.pos(mid))}, to=list(s.pos(mid)), resisted=True)
        return
    start = s.pos(mid)
    end = clear_end(s, mid, start, direction, distance)
    for held in (chains.limit(s, mid, start, end), restrictions.zone_limit(s, mid, start, end)):
        if held is not None:
            end = g.round_point(held)
    s.set_pos(s.body(mid), end)
    s.emit("shifted", rule, model=mid, **{"from": list(start)}, to=list(end), resisted=False)


@dataclass(eq=False)
class Follow(ArenaRexFrame):
    """The attacker may follow up to 1" toward the model it pushed."""
    t = "follow"
    attacker: str
    defender: str
    chooser: int

    def run(self, s):
        if not (s.in_play(self.attacker) and s.in_play(self.defender)):
            s.stack.pop()
            return False
        return True

    def decide(self, s):
        return Decision(self.chooser, "follow_up",
                        N_("{attacker} may follow up to 1 inch toward {defender}.").format(
                            attacker=name(s, self.attacker), defender=name(s, self.defender)), PUSHING)

    def candidates(self, s):
        atk, dfd = self.attacker, self.defender
        start = s.pos(atk)
        u = g.unit(start, s.pos(dfd))
        best = clear_end(s, atk, start, u, FOLLOW_UP)
        out = [A("follow_up", to=None)]
        if g.dist(best, start) >= NO_MOVE and self.spot_problem(s, best) is None:
            out.append(A("follow_up", to=list(best)))
            half = g.round_point(((start[0] + best[0]) / 2, (start[1] + best[1]) / 2))
            if g.dist(half, start) >= NO_MOVE and self.spot_problem(s, half) is None:
                out.append(A("follow_up", to=list(half)))
        return out

    def spot_problem(self, s, to):
        atk = self.attacker
        start = s.pos(atk)
        if g.dist(start, to) > FOLLOW_UP + 1e-6:
            return PUSHING, N_("A follow-up moves at most 1 inch.")
        if not g.is_toward(start, to, s.pos(self.defender)):
            return TERMS, N_("A follow-up must be toward the pushed model (never increasing the distance).")
        geo = s.geo()
        r = s.radius(atk)
        if not geo.inside_arena(to, r):
            return PUSHING, N_("The follow-up would leave the arena.")
        if not geo.path_clear([start, to], r, ignore=s.pair(atk)) or geo.overlaps(to, r, ignore=s.pair(atk)):
            return PUSHING, N_("The follow-up may not pass through or end on bases or hazards.")
        return restrictions.move_problem(s, atk, [to])

    def problem(self, s, a):
        if a.kind != "follow_up":
            return PUSHING, N_("Choose a follow-up spot, or none.")
        if a.to is None:
            return None
        return self.spot_problem(s, P(a.to))

    def perform(self, s, a):
        s.stack.pop()
        if a.to is None:
            return
        atk = self.attacker
        start = s.pos(atk)
        s.set_pos(s.body(atk), P(a.to))
        s.emit("followed_up", PUSHING, model=atk, **{"from": list(start)}, to=list(s.pos(atk)), toward=self.defender)


def engaged_at(s, mid, p) -> bool:
    old = s.models[s.body(mid)]["pos"]
    s.models[s.body(mid)]["pos"] = list(p)
    try:
        return s.engaged(mid)
    finally:
        s.models[s.body(mid)]["pos"] = old


@dataclass(eq=False)
class Repos(ArenaRexFrame):
    """A reposition of up to 3" (a tree result, War Cry, Maniple); ``rest_ok``: the activating
    model may then end its activation to remove a fatigue (``war_cry``: Hroka's own)."""
    t = "repos"
    model: str
    seat: int
    rest_ok: bool
    war_cry: bool = False

    def run(self, s):
        if not s.in_play(self.model):
            s.stack.pop()
            return False
        return True

    def decide(self, s):
        return Decision(self.seat, "reposition", N_("{model} may reposition up to 3 inches.").format(model=name(s, self.model)), RESULTS)

    def candidates(self, s):
        mid = self.model
        out = [A("reposition", path=None, rest=False)]
        can_rest = self.rest_ok and s.models[mid]["fat"] > 0
        if can_rest and not s.engaged(mid):
            out.append(A("reposition", path=None, rest=True))
        for p in move_candidates(s, mid, REPOSITION, "reposition", limit=8):
            out.append(A("reposition", path=p, rest=False))
            if can_rest and not engaged_at(s, mid, P(p[-1])):
                out.append(A("reposition", path=p, rest=True))
        return out

    def problem(self, s, a):
        if a.kind != "reposition":
            return RESULTS, N_("Choose where to reposition (or stay).")
        mid = self.model
        if a.path is not None:
            p = path_problem(s, mid, list(a.path), REPOSITION, "reposition")
            if p is not None:
                return p
        if a.rest:
            if not self.rest_ok:
                return RESULTS, N_("Only the activating model may end its activation to rest (reacting models are not activating).")
            end = s.pos(mid) if a.path is None else P(a.path[-1])
            if engaged_at(s, mid, end):
                return RESULTS, N_("A model still engaged after repositioning cannot rest.")
            if s.models[mid]["fat"] == 0:
                return RESULTS, N_("The model has no fatigue to remove.")
        return None

    def perform(self, s, a):
        s.stack.pop()
        mid = self.model
        start = s.pos(mid)
        if a.path is not None:
            s.set_pos(s.body(mid), P(a.path[-1]))
        s.emit("repositioned", RESULTS, model=mid, **{"from": list(start)}, to=list(s.pos(mid)), rest=bool(a.rest))
        if a.rest:
            done = s.frame_of("act") if self.war_cry else s.frame_of("attack")
            if done is not None:
                done.rest = True
