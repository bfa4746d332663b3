"""Arena Rex flow: what each frame asks, which actions it offers, how they resolve.

Frames (``state.stack``, plain dicts): first, deploy, start, turn, clear, act,
move, attack, follow, repos, place, duel_pick. ``advance`` runs frames that
need no decision; a frame whose candidate list has one entry resolves it
without asking (never a Decision whose only answer is "pass").
"""
from __future__ import annotations

import math

from ..core.errors import IllegalAction
from ..core.values import Action, Decision
from . import geometry as g
from . import chains, scenarios
from .content import trees
from .state import (
    ACTIONS,
    BEASTS,
    CLEAR,
    COMBAT,
    DISPLACEMENT,
    DUEL_ZONE,
    EXHAUSTED,
    FATIGUE,
    FAVOR,
    FOLLOW_UP,
    HAZARD,
    HELLENIKI,
    LEGIO,
    LETHAL,
    LIVING,
    LIVING_TRIGGER,
    LM,
    LMS,
    MORITURI,
    MOUNTS,
    PUSH_DISTANCE,
    PUSHING,
    REACTIONS,
    READY,
    REPOSITION,
    RESULTS,
    TACTICS,
    TITANS,
    TREE,
    TURN,
    WOUNDING,
    WOUNDING_DAMAGE,
    ZEPHYRI,
    ArenaRexState,
    P,
)

A = Action.make
NO_MOVE = 0.01
#: the most points (straight legs) a move path may have: enough to go around anything on a 30" arena
MAX_PATH_POINTS = 8
#: a frame's run function returns ASK when it knows the decision has two or more choices
ASK = "ask"


# =========================================================================================
# driving the stack
# =========================================================================================
def advance(s: ArenaRexState) -> None:
    guard = 0
    while True:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("arena rex flow did not settle")
        if s.over is None:
            scenarios.check_over(s)
        if s.over is not None:
            s.stack = []
            if not s.over.get("announced"):
                s.over["announced"] = True
                s.emit("game_over", scenarios.section(s), winner=s.over["winner"], why=s.over["why"],
                       scores=s.over["scores"])
            return
        if not s.stack:
            raise RuntimeError("empty stack in a running game")
        top = s.stack[-1]
        need = RUN[top["t"]](s, top)
        if need == ASK:
            return  # at least two real choices are known to exist
        if need:
            cands = candidates(s, top)
            if len(cands) >= 2:
                s._cands = (id(top), len(s.stack), s.decisions_made, cands)
                return
            if not cands:
                raise RuntimeError(f"frame {top['t']} asks a decision with no choices")
            perform(s, top, cands[0])


def decision_for(s: ArenaRexState, f: dict) -> Decision:
    return DECIDE[f["t"]](s, f)


def candidates(s: ArenaRexState, f: dict) -> list[Action]:
    return CANDS[f["t"]](s, f)


def perform(s: ArenaRexState, f: dict, a: Action) -> None:
    PERFORM[f["t"]](s, f, a)


def validate(s: ArenaRexState, f: dict, a: Action, d: Decision) -> None:
    fn = VALIDATE.get(f["t"])
    if fn is not None:
        msg = fn(s, f, a)
        if msg is not None:
            raise IllegalAction(msg[0], msg[1])
        return
    if a not in candidates(s, f):
        raise IllegalAction(d.rule, f"'{a.kind}' is not one of the choices for: {d.prompt}")


def name(s: ArenaRexState, mid: str) -> str:
    return s.prof(mid).name


# =========================================================================================
# movement helpers
# =========================================================================================
def mov_of(s: ArenaRexState, mid: str) -> float:
    return s.prof(s.body(mid)).mov


def pass_through(s: ArenaRexState, mid: str) -> list[str]:
    """Models the mover may move through in any move (Titans: non-Titans; Echelon: Legio XIII
    friends), reaction moves and repositions included."""
    if s.is_titan(mid):
        out = [o for o in s.all_in_play() if not s.is_titan(o)]
    elif echelon(s, mid):
        out = [o for o in s.all_in_play() if s.is_friend(o, mid) and echelon(s, o)]
    else:
        return []
    return [o for o in out if s.body(o) == o and o not in s.pair(mid)]


def may_end_on(s: ArenaRexState, mid: str, kind: str) -> list[str]:
    """Models the mover may end overlapping (then displaced): only at the end of a Move Action
    of its own activation."""
    if kind not in ("action", "move_to"):
        return []
    act = s._frame("act")
    if act is None or mid not in s.pair(act["model"]):
        return []
    return pass_through(s, mid)


def echelon(s: ArenaRexState, mid: str) -> bool:
    seat = s.seat_of(mid)
    return (seat is not None and s.benefits[seat] == "legio_xiii" and s.prof(mid).is_gladiator
            and s.prof(mid).ludus == "legio_xiii" and not s.models[mid]["mounted"] and not s.models[mid]["rider"])


def path_problem(s: ArenaRexState, mid: str, pts: list, max_len: float, kind: str) -> tuple[str, str] | None:
    """Why this path is not a legal move for mid (None if it is)."""
    rule = ACTIONS
    if not isinstance(pts, (list, tuple)) or not 1 <= len(pts) <= MAX_PATH_POINTS:
        return rule, f"A move is a path of one to {MAX_PATH_POINTS} points."
    try:
        path = [P(p) for p in pts]
    except (TypeError, ValueError, IndexError):
        return rule, "Each point of a path is [x, y] in inches."
    if any(not (math.isfinite(x) and math.isfinite(y)) for x, y in path):
        return rule, "Each point of a path must be a finite number of inches."
    start = s.pos(mid)
    full = [start] + path
    length = g.path_length(full)
    if length > max_len + 1e-6:
        return rule, f"{name(s, mid)} may move at most {max_len:g} inches; this path is {length:.2f}."
    r = s.radius(mid)
    geo = s.geo()
    end = path[-1]
    if not geo.inside_arena(end, r):
        return rule, "The model would end outside the arena."
    if not geo.path_clear(full, r, ignore=s.pair(mid), pass_models=pass_through(s, mid)):
        return rule, "Models may not move through hazards or other models' bases."
    hits = geo.overlaps(end, r, ignore=s.pair(mid))
    end_on = may_end_on(s, mid, kind) if hits else ()
    for what, who in hits:
        if what == "area":
            return rule, "The model would end overlapping a hazard."
        if who not in end_on:
            return rule, "The model would end overlapping another model's base."
    return scenarios.move_problem(s, mid, path)


def clear_end(s: ArenaRexState, mid: str, start, direction, dist: float, through=()) -> tuple:
    """How far a straight move can go before contact (rounded point)."""
    geo = s.geo()
    r = s.radius(mid)
    end = (start[0] + direction[0] * dist, start[1] + direction[1] * dist)
    hit = geo.sweep(start, end, r, ignore=s.pair(mid), pass_models=through)
    if hit is not None:
        t = max(0.0, hit.alpha * dist - 0.002)
        end = (start[0] + direction[0] * t, start[1] + direction[1] * t)
    return g.round_point(end)


def move_candidates(s: ArenaRexState, mid: str, max_len: float, kind: str, limit: int = 14) -> list[list]:
    """A bounded set of move paths: toward each target, push lines into hazards, escapes."""
    start = s.pos(mid)
    if start is None or max_len <= 0:
        return []
    r = s.radius(mid)
    through = pass_through(s, mid)
    points = []
    others = [o for o in s.all_in_play() if s.body(o) == o and o not in s.pair(mid)]
    others.sort(key=lambda o: g.dist(start, s.pos(o)))
    hazards = s.hazard_areas()
    for o in others[:3]:
        if not (s.is_enemy(o, mid) or s.seat_of(o) is None):
            continue
        op = s.pos(o)
        d = g.unit(start, op)
        gap = g.dist(start, op) - r - s.radius(o)
        points.append(clear_end(s, mid, start, d, min(max_len, max(0.0, gap)), through))
        # a push line: stand so the target is between us and a hazard
        for h in hazards:
            hc = h.centre()
            if g.dist(hc, op) < 5.0:
                u = g.unit(hc, op)
                points.append(g.round_point((op[0] + u[0] * (s.radius(o) + r + 0.01),
                                             op[1] + u[1] * (s.radius(o) + r + 0.01))))
                break
    for k in range(6):
        ang = 2 * math.pi * k / 6
        points.append(clear_end(s, mid, start, (math.cos(ang), math.sin(ang)), max_len, through))
    out, seen = [], set()
    for p in points:
        if g.dist(p, start) < NO_MOVE or p in seen:
            continue
        seen.add(p)
        path = [list(p)]
        if path_problem(s, mid, path, max_len, kind) is None:
            out.append(path)
        if len(out) >= limit:
            break
    return out


def do_move(s: ArenaRexState, mid: str, path: list, kind: str, rule: str = ACTIONS, event: str = "moved") -> None:
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


# =========================================================================================
# first player, deployment, turns
# =========================================================================================
def run_first(s, f):
    return True


def decide_first(s, f):
    return Decision(f["seat"], "first_player", "You won the dice-off: choose who takes the first turn.", scenarios.DEPLOY_RULE)


def cands_first(s, f):
    return [A("go_first"), A("go_second")]


def perform_first(s, f, a):
    s.stack.pop()
    first = f["seat"] if a.kind == "go_first" else 1 - f["seat"]
    s.first = first
    s.emit("first_player_chosen", scenarios.DEPLOY_RULE, seat=first, chooser=f["seat"])
    scenarios.push_deployment(s, first)


def deploy_todo(s, f) -> list[str]:
    return [m for m in f["models"] if not s.models[m]["out"] and s.models[m]["pos"] is None
            and not s.models[m]["mounted"]]


def run_deploy(s, f):
    if not deploy_todo(s, f):
        s.stack.pop()
        return False
    return True


def decide_deploy(s, f):
    mid = deploy_todo(s, f)[0]
    return Decision(f["seat"], "deploy", f"Deploy your cohort ({name(s, mid)} next).", scenarios.deploy_rule(s))


def cands_deploy(s, f):
    todo = deploy_todo(s, f)
    mid = todo[0]
    return [A("deploy", model=mid, at=list(p)) for p in scenarios.deploy_spots(s, f, mid)]


def validate_deploy(s, f, a):
    rule = scenarios.deploy_rule(s)
    if a.kind != "deploy":
        return rule, "Deploy a model: choose a model and a spot."
    mid = a.get("model")
    if mid not in deploy_todo(s, f):
        return rule, f"{mid} is not a model of yours waiting to be deployed."
    try:
        at = P(a.get("at"))
    except (TypeError, ValueError, IndexError):
        return rule, "A spot is [x, y] in inches."
    problem = scenarios.deploy_problem(s, f, mid, at)
    if problem is not None and a in cands_deploy(s, f):
        return None  # the fallback spot offered when no spot meets the deployment rule
    return problem


def perform_deploy(s, f, a):
    mid = a.model
    s.set_pos(mid, P(a.at))
    s.emit("model_deployed", scenarios.deploy_rule(s), model=mid, seat=s.seat_of(mid), at=list(s.pos(mid)))


def run_start(s, f):
    s.stack.pop()
    begin_turn(s, f["seat"])
    return False


def begin_turn(s: ArenaRexState, seat: int) -> None:
    s.active = seat
    s.turn_no += 1
    s.reacted = False
    s.hazard_kill = False
    for m in s.models.values():
        m["spent"] = 0
    s.emit("turn_started", TURN, seat=seat, turn=s.turn_no)
    if s.turn_no > s.turn_limit:
        scenarios.turn_limit_over(s)
        return
    mine = s.seat_models(seat)
    if not mine:
        # a seat with nothing in play passes (the game usually ended already)
        s.stack.append({"t": "start", "seat": 1 - seat})
        return
    bodies = {s.body(m) for m in mine}
    if len(mine) == 1:
        start_clear(s, seat, lms=mine[0])
    elif not any(can_activate(s, m) for m in bodies):
        start_clear(s, seat)
    else:
        s.stack.append({"t": "turn", "seat": seat})


def can_activate(s, mid) -> bool:
    if not s.in_play(mid):
        return False
    if any("berserk" in s.prof(x).effects for x in s.pair(mid)):
        return True
    return s.models[mid]["fat"] == READY


def run_turn(s, f):
    return True


def decide_turn(s, f):
    return Decision(f["seat"], "activate", "Activate a Ready model (you may first let one Fatigued model rest).", TURN)


def cands_turn(s, f):
    seat = f["seat"]
    bodies = []
    for m in s.seat_models(seat):
        b = s.body(m)
        if b not in bodies:
            bodies.append(b)
    act = [b for b in bodies if can_activate(s, b) and scenarios.may_activate(s, b)]
    forced = [b for b in act if scenarios.must_activate(s, b)]
    if forced:
        act = forced
    resters = [b for b in bodies if s.models[b]["fat"] == 1]
    out = []
    for m in act:
        out.append(A("activate", model=m, rest=None))
        for r in resters:
            if r != m:
                out.append(A("activate", model=m, rest=r))
    return out


def perform_turn(s, f, a):
    s.stack.pop()
    if a.rest is not None:
        s.gain_fatigue(a.rest, -1, TURN)
        s.emit("rested", TURN, model=a.rest)
    start_activation(s, a.model)


def start_activation(s, mid):
    s.emit("activated", TURN, model=mid, seat=s.seat_of(mid))
    s.stack.append({"t": "act", "model": mid, "moved": False, "rest": False, "attacks": 0})


# =========================================================================================
# activation
# =========================================================================================
def run_act(s, f):
    mid = f["model"]
    if f["rest"]:
        s.gain_fatigue(mid, -1, RESULTS)
        end_activation(s, f, why="rested after reposition")
        return False
    if not s.in_play(mid) and s.models[mid]["rider"] is None:
        end_activation(s, f, why="out of play")
        return False
    if not s.in_play(mid):
        end_activation(s, f, why="out of play")
        return False
    if s.models[mid]["fat"] >= EXHAUSTED and not berserk_ready(s, f):
        end_activation(s, f, why="exhausted")
        return False
    if any(attack_targets(s, x) for x in attackers_of(s, mid)):
        return ASK
    if move_candidates(s, mid, mov_of(s, mid), "action", limit=1):
        return ASK
    return True


def berserk_ready(s, f) -> bool:
    """Berserk: once per activation, pay 1 Favor and take 3 damage instead of a fatigue."""
    mid = f["model"]
    seat = s.seat_of(mid)
    return ("berserk" in s.prof(mid).effects and not f.get("berserk_used") and seat is not None
            and s.favor[seat] >= 1)


def end_activation(s, f, why=""):
    s.stack.remove(f)
    mid = f["model"]
    s.emit("activation_ended", TURN, model=mid, why=why)
    if s.hazard_kill:
        s.hazard_kill = False
        s.gain_favor(s.active, 1, FAVOR, why="hazard defeat in your activation")
    if f.get("then") is not None:
        return
    s.stack.append({"t": "start", "seat": 1 - s.active})


def decide_act(s, f):
    return Decision(s.controller(f["model"]), "action",
                    f"{name(s, f['model'])} is active: move, attack, or end the activation.", ACTIONS)


def attackers_of(s, mid):
    return [x for x in s.pair(mid) if s.in_play(x)]


def attack_targets(s, attacker):
    out = []
    for o in s.all_in_play():
        if o in s.pair(attacker) or not s.engages(attacker, o):
            continue
        if aegis_blocks(s, attacker, o):
            continue
        if scenarios.attack_problem(s, attacker, o) is not None:
            continue
        out.append(o)
    return out


def aegis_blocks(s, attacker, target) -> bool:
    return ("aegis_of_fame" in s.prof(target).effects and s.prof(attacker).is_gladiator
            and s.seat_of(attacker) is not None and s.favor[s.seat_of(attacker)] < 1)


def cands_act(s, f):
    mid = f["model"]
    out = [A("end")]
    fat = s.models[mid]["fat"]
    if fat >= EXHAUSTED and berserk_ready(s, f):
        for path in move_candidates(s, mid, mov_of(s, mid), "action", limit=6):
            out.append(A("move", path=path, berserk=True))
        for t in attack_targets(s, mid):
            out.append(A("attack", by=mid, target=t, also=None, berserk=True))
    if fat < EXHAUSTED:
        for path in move_candidates(s, mid, mov_of(s, mid), "action"):
            out.append(A("move", path=path))
        out += special_actions(s, f)
        if "pounce" in s.prof(mid).effects and len(s.pair(mid)) == 1:
            for t, spot in pounce_options(s, mid):
                out.append(A("attack", by=mid, target=t, also=None, pounce=list(spot)))
        mounted = len(s.pair(mid)) == 2
        for x in attackers_of(s, mid):
            for t in attack_targets(s, x):
                if mounted and f["attacks"] == 0:
                    other = [y for y in s.pair(mid) if y != x][0]
                    alsos = [o for o in attack_targets(s, other)] or [None]
                    for t2 in alsos:
                        out.append(A("attack", by=x, target=t, also=t2))
                else:
                    out.append(A("attack", by=x, target=t, also=None))
    return out


POUNCE = 3.0


def pounce_options(s, mid):
    """Pounce: leap up to 3 inches straight at a model, then attack it."""
    out = []
    start = s.pos(mid)
    for t in s.all_in_play():
        if t in s.pair(mid) or not s.is_enemy(mid, t) or s.engages(mid, t):
            continue
        gap = g.edge_gap(start, s.radius(mid), s.pos(t), s.radius(t))
        if gap > POUNCE + g.ENGAGEMENT:
            continue
        spot = clear_end(s, mid, start, g.unit(start, s.pos(t)), min(POUNCE, max(0.0, gap - 0.01)))
        if pounce_problem(s, mid, t, spot) is None:
            out.append((t, spot))
    return out


def pounce_problem(s, mid, t, spot):
    if "pounce" not in s.prof(mid).effects:
        return ACTIONS, f"{name(s, mid)} cannot Pounce."
    p = path_problem(s, mid, [list(spot)], POUNCE, "reposition")
    if p is not None:
        return p
    if g.edge_gap(spot, s.radius(mid), s.pos(t), s.radius(t)) > s.reach(mid) + g.CONTACT_TOL:
        return ACTIONS, f"After the Pounce {name(s, t)} would still be out of reach."
    return None


def validate_act(s, f, a):
    mid = f["model"]
    if a.kind == "attack" and a.get("pounce") is not None:
        if s.models[mid]["fat"] >= EXHAUSTED:
            return FATIGUE, "An Exhausted model may not declare actions."
        t = a.get("target")
        if a.get("by") != mid or t not in s.models or not s.in_play(t) or not s.is_enemy(mid, t):
            return ACTIONS, "Pounce at an enemy model in play."
        try:
            spot = P(a.pounce)
        except (TypeError, ValueError, IndexError):
            return ACTIONS, "A spot is [x, y] in inches."
        return pounce_problem(s, mid, t, spot)
    if a.kind == "end":
        return None
    if a.kind in SPECIAL_ACTIONS:
        return special_action_problem(s, f, a)
    if a.get("berserk"):
        if not berserk_ready(s, f):
            return FAQ_AEGIS, "Berserk: once per activation, with 1 Favor in the pool, by a Berserk model."
    elif s.models[mid]["fat"] >= EXHAUSTED:
        return FATIGUE, "An Exhausted model may not declare actions."
    if a.kind == "move":
        if f["moved"] and s.models[mid]["fat"] + 1 > EXHAUSTED and not a.get("berserk"):
            return TURN, "That move would take the model beyond Exhausted."
        return path_problem(s, mid, list(a.get("path") or ()), mov_of(s, mid), "action")
    if a.kind == "attack":
        by, target = a.get("by"), a.get("target")
        if by not in attackers_of(s, mid):
            return ACTIONS, "Only the active model (or its mounted partner) can attack."
        if target not in s.models or not s.in_play(target):
            return ACTIONS, "The target must be a model in play."
        if target in s.pair(by) or not s.engages(by, target):
            return ACTIONS, f"{name(s, target)} is not within {name(s, by)}'s engagement range."
        if aegis_blocks(s, by, target):
            return FAQ_AEGIS, "Aegis of Fame: a gladiator must spend 1 Favor to attack Hermes, and your pool is empty."
        p = scenarios.attack_problem(s, by, target)
        if p is not None:
            return p
        also = a.get("also")
        mounted = len(s.pair(mid)) == 2
        if also is not None:
            if not (mounted and f["attacks"] == 0):
                return MOUNTS, "Only a mounted pair's first attack is made by both models."
            other = [y for y in s.pair(mid) if y != by][0]
            if also not in attack_targets(s, other):
                return MOUNTS, f"{name(s, also) if also in s.models else also} is not a target for {name(s, other)}."
        elif mounted and f["attacks"] == 0:
            other = [y for y in s.pair(mid) if y != by][0]
            if attack_targets(s, other):
                return MOUNTS, "The first attack of a mounted pair is made by both models: choose the other's target."
        return None
    return ACTIONS, f"'{a.kind}' is not an action: move, attack or end."


FAQ_AEGIS = "FAQ and Errata"


def perform_act(s, f, a):
    mid = f["model"]
    if a.kind == "end":
        end_activation(s, f, why="ended")
        return
    if a.kind in SPECIAL_ACTIONS:
        perform_special_action(s, f, a)
        return
    if a.get("berserk"):
        f["berserk_used"] = True
        s.emit("ability_used", FAQ_AEGIS, model=mid, ability="Berserk")
        s.spend_pool(s.seat_of(mid), 1, FAQ_AEGIS, why="Berserk")
        s.mark_damage(mid, 3, FAQ_AEGIS)
        if not s.in_play(mid):
            return
    if a.kind == "move":
        cost = 1 if f["moved"] else 0
        f["moved"] = True
        s.emit("move_declared", ACTIONS, model=mid, free=cost == 0)
        if cost and not a.get("berserk"):
            s.gain_fatigue(mid, 1, ACTIONS)
        s.stack.append(new_move(s, mid, list(a.path), "action"))
        return
    by, target, also = a.by, a.target, a.get("also")
    if a.get("pounce") is not None:
        start = s.pos(by)
        s.set_pos(by, P(a.pounce))
        s.emit("repositioned", ACTIONS, model=by, **{"from": list(start)}, to=list(s.pos(by)), rest=False,
               ability="Pounce")
    if not a.get("berserk"):
        s.gain_fatigue(mid, 1, ACTIONS)
    f["attacks"] += 1
    frames = [new_attack(s, by, target, "action")]
    if also is not None:
        other = [y for y in s.pair(mid) if y != by][0]
        frames.append(new_attack(s, other, also, "action", mounted_second=True))
    for fr in reversed(frames):
        s.stack.append(fr)
    declare_attack(s, frames[0])


# =========================================================================================
# moves and their reaction windows
# =========================================================================================
def new_move(s, mid, path, kind):
    return {"t": "move", "model": mid, "path": path, "kind": kind, "st": "oa", "from": list(s.pos(mid))}


def reactor_seat(s) -> int:
    return 1 - s.active


def reaction_cost(s, mid) -> str | None:
    """'ready' or 'brave' if mid may react now, else None."""
    seat = s.seat_of(mid)
    if seat is None or seat != reactor_seat(s) or s.reacted or not s.in_play(mid):
        return None
    if s.models[mid]["fat"] == READY:
        return "ready"
    if (s.benefits[seat] == "zephyri" and s.prof(mid).is_gladiator and s.prof(mid).ludus == "zephyri"
            and s.favor[seat] >= 1 and not s.models[mid]["mounted"]):
        return "brave"
    return None


def pay_reaction(s, mid, what):
    cost = reaction_cost(s, mid)
    s.reacted = True
    s.emit("reaction_declared", REACTIONS, model=mid, reaction=what, brave=cost == "brave")
    if cost == "brave":
        s.spend_pool(s.seat_of(mid), 1, ZEPHYRI, why="Brave")
        s.mark_damage(mid, 3, ZEPHYRI)
    else:
        s.gain_fatigue(mid, 1, REACTIONS)


def run_move(s, f):
    mid = f["model"]
    if f["st"] == "oa":
        if f["kind"] in ("action", "maneuver") and (oa_options(s, f) or stall_options(s, f)):
            return ASK
        f["st"] = "go"
    if f["st"] == "go":
        if not s.in_play(mid) or s.models[mid]["fat"] > EXHAUSTED:
            s.stack.pop()
            return False
        same = list(s.pos(mid)) == f["from"]
        if same and path_problem(s, mid, f["path"], mov_of(s, mid), f["kind"]) is None:
            f["st"] = "after"
            do_move(s, mid, f["path"], f["kind"])
            return False
        f["st"] = "retarget"
    if f["st"] == "retarget":
        return True
    if f["st"] == "after":
        if f["kind"] in ("action", "maneuver") and any(
                move_candidates(s, o, mov_of(s, o), "reaction", limit=1) for o in react_move_options(s)):
            return ASK
        s.stack.pop()
        return False
    raise RuntimeError(f"bad move stage {f['st']}")


def oa_options(s, f):
    mid = f["model"]
    return [o for o in s.seat_models(reactor_seat(s))
            if s.body(o) == o or True
            if reaction_cost(s, o) and s.engages(o, mid) and o not in s.pair(mid)]


def react_move_options(s):
    out = []
    for o in s.seat_models(reactor_seat(s)):
        if s.body(o) != o:
            continue
        if reaction_cost(s, o):
            out.append(o)
    return out


def decide_move(s, f):
    if f["st"] == "oa":
        return Decision(reactor_seat(s), "reaction",
                        f"{name(s, f['model'])} declared a move: make an Opportunity Attack (or Stall), or pass.", REACTIONS)
    if f["st"] == "retarget":
        return Decision(s.controller(f["model"]), "move_to",
                        f"{name(s, f['model'])} was moved before its move: choose where it goes now.", ACTIONS)
    return Decision(reactor_seat(s), "reaction",
                    f"{name(s, f['model'])} moved: react with a Move, or pass.", REACTIONS)


def cands_move(s, f):
    if f["st"] == "oa":
        return ([A("pass")] + [A("opportunity_attack", model=o) for o in oa_options(s, f)]
                + [A("stall", model=o, at=at) for o in stall_options(s, f) for at in stall_points(s, o, f)])
    if f["st"] == "retarget":
        mid = f["model"]
        return [A("move_to", path=None)] + [A("move_to", path=p) for p in move_candidates(s, mid, mov_of(s, mid), "move_to")]
    out = [A("pass")]
    for o in react_move_options(s):
        for p in move_candidates(s, o, mov_of(s, o), "reaction", limit=6):
            out.append(A("react_move", model=o, path=p))
    return out


def validate_move(s, f, a):
    if f["st"] == "retarget":
        if a.kind != "move_to":
            return ACTIONS, "Choose where the model moves (or stay)."
        if a.get("path") is None:
            return None
        return path_problem(s, f["model"], list(a.path), mov_of(s, f["model"]), "move_to")
    if a.kind == "pass":
        return None
    if f["st"] == "oa":
        if a.kind == "stall":
            if a.get("model") not in stall_options(s, f):
                return REACTIONS, "Stall needs a Ready Ban-Luca of yours that the moving enemy's path comes within 3 inches of."
            if a.get("at") is not None:
                try:
                    halt = stall_path_to(s, a.model, f, a.at)
                except (TypeError, ValueError, IndexError):
                    return REACTIONS, "A halting point is [x, y] in inches."
                if halt is None:
                    return REACTIONS, "Stall halts the move at a point of its path within 3 inches of Ban-Luca."
            return None
        if a.kind != "opportunity_attack" or a.get("model") not in oa_options(s, f):
            return REACTIONS, "An Opportunity Attack needs a Ready model of yours engaging the moving model (one reaction per turn)."
        return None
    if a.kind != "react_move" or a.get("model") not in react_move_options(s):
        return REACTIONS, "A reaction Move needs a Ready model of yours (one reaction per turn)."
    return path_problem(s, a.model, list(a.get("path") or ()), mov_of(s, a.model), "reaction")


def perform_move(s, f, a):
    if f["st"] == "oa":
        if a.kind == "stall":
            perform_stall(s, f, a.model, a.get("at"))
            return
        if a.kind == "opportunity_attack":
            pay_reaction(s, a.model, "opportunity_attack")
            f["st"] = "go"
            fr = new_attack(s, a.model, f["model"], "opportunity")
            s.stack.append(fr)
            declare_attack(s, fr)
        else:
            f["st"] = "go"
        return
    if f["st"] == "retarget":
        f["st"] = "after"
        if a.path is not None:
            do_move(s, f["model"], list(a.path), "move_to")
        return
    s.stack.pop()
    if a.kind == "react_move":
        pay_reaction(s, a.model, "move")
        if s.in_play(a.model):  # Brave may cost the reacting model its life
            do_move(s, a.model, list(a.path), "reaction", REACTIONS)


# =========================================================================================
# attacks
# =========================================================================================
def bigger(s, d, a) -> bool:
    return s.radius(d) > s.radius(a) + 1e-9


def new_attack(s, atk, dfd, kind, chooser=None, mounted_second=False):
    if chooser is None:
        chooser = s.controller(atk)
        if kind == "wild" or s.seat_of(atk) is None:
            chooser = 1 - s.controller(dfd) if s.seat_of(dfd) is not None else 1 - s.active
    return {"t": "attack", "kind": kind, "atk": atk, "dfd": dfd, "decl": atk, "st": "declare" if mounted_second else "react",
            "power": False, "fa": 0, "fd": 0, "assist": [], "counter": False,
            "exh": s.models[dfd]["fat"] == EXHAUSTED and s.seat_of(dfd) is not None, "seat": chooser,
            "box": None, "left": 0, "dmg": 0, "direct": 0, "resist": 1, "friend_bonus": False,
            "free_push": False, "haz": [], "pushed": [], "rest": False, "hazard_hit": [], "net": 0}


def declare_attack(s, f):
    atk, dfd = f["atk"], f["dfd"]
    s.emit("attack_declared", COMBAT if f["kind"] != "action" else ACTIONS, attacker=atk, defender=dfd, kind=f["kind"],
           exhausted_defender=f["exh"])
    if f["kind"] == "action" and "aegis_of_fame" in s.prof(dfd).effects and s.prof(atk).is_gladiator \
            and s.seat_of(atk) is not None:
        s.spend_pool(s.seat_of(atk), 1, FAQ_AEGIS, why="Aegis of Fame")
    if not s.first_attack_done and s.is_enemy(atk, dfd) and f["kind"] in ("action", "opportunity", "wild"):
        s.first_attack_done = True
        s.gain_favor(s.seat_of(atk), 1, FAVOR, model=atk, why="first attack of the game")
    if f["kind"] != "action":
        f["st"] = "fav_a"


def reaction_options(s, f):
    if f["kind"] != "action":
        return []
    atk, dfd = f["atk"], f["dfd"]
    out = []
    if reaction_cost(s, dfd):
        out.append(A("counterattack"))
    for o in s.seat_models(reactor_seat(s)):
        if o in s.pair(dfd) or not s.is_friend(o, dfd) or not reaction_cost(s, o):
            continue
        if assists(s, f, o):
            out.append(A("assist", model=o))
            if "interdict" in s.prof(o).effects and s.body(o) == o:
                out.append(A("assist", model=o, interdict=True))
    return out


def assists(s, f, o) -> bool:
    """Can ``o`` add its DEF to the defender's (it engages the defender or the attacker)?"""
    return s.engages(o, f["dfd"]) or s.engages(o, f["atk"])


def validate_attack(s, f, a):
    if f["st"] == "react" and a.kind == "assist" and not a.get("interdict"):
        o = a.get("model")
        if (o in s.models and o not in s.pair(f["dfd"]) and s.is_friend(o, f["dfd"]) and reaction_cost(s, o)
                and f["kind"] == "action"):
            return None  # also one that cannot add its DEF (never offered: it only spends the reaction)
    if a not in candidates(s, f):
        return s.to_decide().rule, f"'{a.kind}' is not one of the choices for: {s.to_decide().prompt}"
    return None


def can_power(s, f) -> bool:
    atk = f["atk"]
    return (f["kind"] == "action" and len(s.pair(atk)) == 1 and s.seat_of(atk) is not None
            and s.models[atk]["fat"] + 1 <= EXHAUSTED)


def run_attack(s, f):
    st = f["st"]
    if st == "declare":
        declare_attack(s, f)
        f["st"] = "react"
        return False
    if st == "react":
        if not (s.in_play(f["atk"]) and s.in_play(f["dfd"])):
            f["st"] = "finish"
            return False
        if reaction_options(s, f):
            return ASK
        f["st"] = "power"
        return False
    if st == "power":
        if can_power(s, f):
            return ASK
        f["st"] = "fav_a"
        return False
    if st in ("fav_a", "fav_d"):  # Favor dice: the attacker declares first, then the defender
        side = st[-1]
        if hubris_pending(s, f, side):
            return ASK
        n = len(favor_amounts(s, f, side))
        if n >= 2:
            return ASK
        if n == 1:
            return True
        f["st"] = "fav_d" if side == "a" else "roll"
        return False
    if st == "roll":
        roll(s, f)
        return False
    if st == "tree":
        return run_tree(s, f)
    if st == "finish":
        finish_attack(s, f)
        return False
    raise RuntimeError(f"bad attack stage {st}")


def decide_attack(s, f):
    st = f["st"]
    if st == "react":
        return Decision(reactor_seat(s), "reaction",
                        f"{name(s, f['atk'])} attacks {name(s, f['dfd'])}: Counterattack, Assist, or pass.", REACTIONS)
    if st == "power":
        return Decision(f["seat"], "power_attack", "Upgrade to a Power Attack (1 more fatigue: reroll failed dice once)?", ACTIONS)
    if st in ("fav_a", "fav_d") and hubris_pending(s, f, st[-1]):
        mid = f["atk"] if st == "fav_a" else f["dfd"]
        return Decision(s.seat_of(mid), "hubris", f"Hubris: {name(s, mid)} may take 2 damage to earn 1 Favor for this roll.",
                        HELLENIKI)
    if st == "fav_a":
        return Decision(f["seat"], "favor", f"How many Favor dice does {name(s, f['atk'])} add to the attack roll?", FAVOR)
    if st == "fav_d":
        what = "counterattack" if f["counter"] else "defense"
        return Decision(s.seat_of(f["dfd"]), "favor", f"How many Favor dice does {name(s, f['dfd'])} add to the {what} roll?", FAVOR)
    return Decision(f["seat"], "tree_path", f"{name(s, f['atk'])}: choose the next damage tree box ({f['left']} successes left).", TREE)


def cands_attack(s, f):
    st = f["st"]
    if st == "react":
        return [A("pass")] + reaction_options(s, f)
    if st == "power":
        return [A("power_attack", power=False), A("power_attack", power=True)]
    if st in ("fav_a", "fav_d"):
        side = st[-1]
        if hubris_pending(s, f, side):
            return [A("hubris", use=False), A("hubris", use=True)]
        return [A("favor", amount=n) for n in favor_amounts(s, f, side)]
    return tree_options(s, f) + ([A("asari")] if asari_ready(s, f) else [])


def favor_amounts(s, f, side) -> list[int]:
    mid = f["atk"] if side == "a" else f["dfd"]
    seat = f["seat"] if side == "a" else s.seat_of(mid)
    if seat is None or not s.in_play(mid):
        return []
    if s.spoiled(mid):
        return []  # Spoilsport: no Favor dice for a model Mentulus engages
    top = s.favor_available(mid, seat)
    low = 1 if f.get("hub_" + side) else 0
    if top <= 0:
        return []
    return list(range(low, top + 1))


def hubris_pending(s, f, side) -> bool:
    """Hubris (Helleniki): once per roll, 2 damage for 1 Favor that this roll must spend."""
    if ("hub_" + side) in f:
        return False
    mid = f["atk"] if side == "a" else f["dfd"]
    seat = s.seat_of(mid)
    if seat is None or not s.in_play(mid) or s.benefits[seat] != "helleniki" or s.prof(mid).ludus != "helleniki" \
            or s.spoiled(mid):
        return False
    if side == "a" and f["seat"] != seat:
        return False
    return s.vitality_left(mid) > 2 and s.models[mid]["spent"] < s.favor_cap(mid)


def perform_attack(s, f, a):
    st = f["st"]
    if st == "react":
        if a.kind == "counterattack":
            pay_reaction(s, f["dfd"], "counterattack")
            f["counter"] = True
        elif a.kind == "assist" and not assists(s, f, a.model):
            # an Assist that cannot add DEF costs nothing, but it is the turn's reaction
            s.reacted = True
            s.emit("reaction_declared", REACTIONS, model=a.model, reaction="assist", brave=False, adds_def=False)
        elif a.kind == "assist":
            pay_reaction(s, a.model, "assist")
            f["assist"] = [a.model]
        f["st"] = "power"
        if a.kind == "assist" and a.get("interdict") and s.in_play(a.model):
            s.emit("ability_used", FAQ_AEGIS, model=a.model, ability="Interdict", by=f["dfd"])
            start_displacement(s, f["dfd"], [a.model])
    elif st == "power":
        if a.power:
            f["power"] = True
            s.gain_fatigue(f["atk"], 1, ACTIONS)
            s.emit("power_attack_declared", ACTIONS, model=f["atk"])
        f["st"] = "fav_a"
    elif a.kind == "hubris":
        side = st[-1]
        f["hub_" + side] = bool(a.use)
        if a.use:
            mid = f["atk"] if side == "a" else f["dfd"]
            seat = s.seat_of(mid)
            s.emit("ability_used", HELLENIKI, model=mid, ability="Hubris")
            s.mark_damage(mid, 2, HELLENIKI)
            s.gain_favor(seat, 1, HELLENIKI, why="Hubris")
    elif st == "fav_a":
        f["fa"] = a.amount
        s.spend_favor(f["atk"], f["seat"], a.amount, FAVOR, why="attack roll")
        f["st"] = "fav_d"
    elif st == "fav_d":
        f["fd"] = a.amount
        s.spend_favor(f["dfd"], s.seat_of(f["dfd"]), a.amount, FAVOR, why="defense roll")
        f["st"] = "roll"
    elif a.kind == "asari":
        f["asari"] = True
        f["left"] += 1
        s.emit("ability_used", FAVOR, model=f["atk"], ability="Asari")
        s.spend_favor(f["atk"], s.seat_of(f["atk"]), 1, FAVOR, why="Asari")
    else:
        apply_box(s, f, a)


def throw(s, n: int, favor: int, reroll: bool, reroll_one: bool = False):
    dice = [s.rng.die(6) for _ in range(n)]
    fav = [s.rng.die(6) for _ in range(favor)]
    rerolled = 0
    if reroll_one and not reroll:
        for i, d in enumerate(dice):
            if d < 4:
                dice[i] = s.rng.die(6)
                rerolled += 1
                break
    if reroll:
        for i, d in enumerate(dice):
            if d < 4:
                dice[i] = s.rng.die(6)
                rerolled += 1
        for i, d in enumerate(fav):
            if d < 4:
                fav[i] = s.rng.die(6)
                rerolled += 1
    succ = sum(1 for d in dice if d >= 4) + 2 * sum(1 for d in fav if d >= 4)
    return dice, fav, succ, rerolled


def _touching_helleniki(s, mid, seat) -> bool:
    """Is mid in base contact with a gladiator of Helleniki from ``seat``'s cohort?"""
    p, r = s.pos(mid), s.radius(mid)
    for o in s.seat_models(seat):
        if o in s.pair(mid) or s.body(o) != o or not s.prof(o).is_gladiator or s.prof(o).ludus != "helleniki":
            continue
        if g.in_contact(p, r, s.pos(o), s.radius(o)):
            return True
    return False


def ekstasis_attack(s, atk, dfd) -> bool:
    """Ekstasis: a gladiator attacking an enemy touching a friendly Helleniki gladiator rerolls one ATK die."""
    seat = s.seat_of(atk)
    return (seat is not None and s.benefits[seat] == "helleniki" and s.prof(atk).is_gladiator
            and s.is_enemy(atk, dfd) and _touching_helleniki(s, dfd, seat))


def ekstasis_defense(s, dfd) -> bool:
    """Ekstasis: a model touching a friendly Helleniki gladiator rerolls one DEF die."""
    seat = s.seat_of(dfd)
    return seat is not None and s.benefits[seat] == "helleniki" and _touching_helleniki(s, dfd, seat)


def roll(s, f):
    atk, dfd = f["atk"], f["dfd"]
    if not (s.in_play(atk) and s.in_play(dfd)):
        f["st"] = "finish"
        return
    dice, fav, a_succ, rr = throw(s, s.prof(atk).atk, f["fa"], f["power"], ekstasis_attack(s, atk, dfd))
    bonus = (1 if f["exh"] else 0) + (1 if f["kind"] == "opportunity" else 0)
    a_total = a_succ + bonus
    s.emit("dice_rolled", COMBAT, model=atk, role="attack", dice=dice, favor_dice=fav, successes=a_total,
           bonus=bonus, rerolled=rr)
    if f["counter"]:
        n = s.prof(dfd).atk
        role = "counterattack"
        one = ekstasis_attack(s, dfd, atk)
    else:
        n = s.prof(dfd).df + sum(s.prof(x).df for x in f["assist"] if s.in_play(x))
        role = "defense"
        one = ekstasis_defense(s, dfd)
    ddice, dfav, d_succ, drr = throw(s, n, f["fd"], False, one)
    s.emit("dice_rolled", COMBAT, model=dfd, role=role, dice=ddice, favor_dice=dfav, successes=d_succ, bonus=0,
           rerolled=drr)
    net = a_total - d_succ
    if f["counter"] and d_succ > a_total:
        if s.engages(dfd, atk):
            f["atk"], f["dfd"] = dfd, atk
            f["seat"] = s.controller(dfd)
            f["exh"] = False
            f["kind"] = "counter"
            f["left"] = f["net"] = d_succ - a_total
            f["st"] = "tree"
            s.emit("attack_result", REACTIONS, attacker=dfd, defender=atk, net=f["net"], counter=True)
            return
        s.emit("attack_result", REACTIONS, attacker=dfd, defender=atk, net=0, counter=True,
               why="the counterattacker does not engage the attacker")
        f["st"] = "finish"
        return
    if "sure_strike" in s.prof(atk).effects and f["kind"] in ("action", "opportunity"):
        net = max(net, 1)
    s.emit("attack_result", COMBAT, attacker=atk, defender=dfd, net=max(0, net), counter=False)
    if net > 0:
        f["left"] = f["net"] = net
        f["free_push"] = f["exh"]
        f["st"] = "tree"
    else:
        f["st"] = "finish"


def attack_broken(s, f) -> bool:
    return not (s.in_play(f["atk"]) and s.in_play(f["dfd"]) and s.engages(f["atk"], f["dfd"]))


def tree_options(s, f):
    tree = trees()[s.prof(f["atk"]).tree]
    out = []
    if f["left"] > 0:
        nxt = list(tree.boxes[f["box"]].next) if f["box"] else [tree.top]
        out += [A("tree_box", box=b) for b in nxt]
    if f["free_push"]:
        out.append(A("free_push"))
    return out


def run_tree(s, f):
    if attack_broken(s, f):
        if f["left"] > 0 or f["free_push"]:
            s.emit("attack_broken", TREE, attacker=f["atk"], defender=f["dfd"], lost=f["left"])
        f["left"] = 0
        f["free_push"] = False
        f["st"] = "finish"
        return False
    tree = trees()[s.prof(f["atk"]).tree]
    if f["left"] > 0 and f["box"] and not tree.boxes[f["box"]].next:
        # past the bottom of the tree: the rest is lost (Flourish pays for it)
        if flourish(s, f["atk"]):
            s.gain_favor(s.seat_of(f["atk"]), 1, LM, model=f["atk"], why="Flourish")
        f["left"] = 0
    if not tree_options(s, f):
        f["st"] = "finish"
        return False
    return True


def flourish(s, mid) -> bool:
    seat = s.seat_of(mid)
    return (seat is not None and s.benefits[seat] == "ludus_magnus" and s.prof(mid).is_gladiator
            and s.prof(mid).ludus == "ludus_magnus")


def apply_box(s, f, a):
    atk, dfd = f["atk"], f["dfd"]
    if a.kind == "free_push":
        f["free_push"] = False
        f["dmg"] += 1
        s.emit("tree_path_chosen", PUSHING, model=atk, box="free_push", result="push")
        do_push(s, f, PUSHING)
        return
    tree = trees()[s.prof(atk).tree]
    box = tree.boxes[a.box]
    f["left"] -= 1
    f["box"] = box.id
    f["dmg"] += box.damage
    s.emit("tree_path_chosen", TREE, model=atk, box=box.id, result=box.box, left=f["left"])
    kind = box.box
    if kind == "special":
        kind = s.prof(atk).special
        s.emit("special_result", RESULTS, model=atk, effect=kind)
        if kind == "damage":
            f["dmg"] += 1
            return
    if kind == "push":
        do_push(s, f, RESULTS)
    elif kind == "fatigue":
        s.gain_fatigue(dfd, 1, RESULTS)
    elif kind == "favor" and s.spoiled(atk):
        spoiler = next(o for o in s.all_in_play() if "spoilsport" in s.prof(o).effects and s.is_enemy(o, atk)
                       and s.engages(o, atk))
        s.emit("ability_used", RESULTS, model=spoiler, ability="Spoilsport", target=atk)
    elif kind == "favor":
        s.gain_favor(s.seat_of(atk) if s.seat_of(atk) is not None else f["seat"], 1, RESULTS, model=atk, why="favor box")
    elif kind == "reposition":
        act = s._frame("act")
        rest_ok = act is not None and atk in s.pair(act["model"]) and f["kind"] == "action"
        s.stack.append({"t": "repos", "model": atk, "seat": f["seat"], "rest_ok": rest_ok, "attack": True})


# -- pushes ---------------------------------------------------------------------------------
def do_push(s, f, rule):
    atk, dfd = f["atk"], f["dfd"]
    if not (s.in_play(atk) and s.in_play(dfd)):
        return
    start = s.pos(dfd)
    if s.is_titan(dfd) and not s.models[dfd]["mounted"]:
        s.emit("pushed", TITANS, model=dfd, **{"from": list(start)}, to=list(start), by=atk, resisted=True,
               stopped_by="immovable")
        return
    if f["resist"] > 0 and bigger(s, dfd, atk):
        f["resist"] -= 1
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
        s.stack.append({"t": "follow", "atk": atk, "dfd": dfd, "seat": f["seat"]})


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
    zone_end = scenarios.zone_limit(s, dfd, start, end)
    if zone_end is not None:
        end = zone_end
        stopped = "duel_zone"
    end = g.round_point(end)
    s.set_pos(s.body(dfd), end)
    s.emit("pushed", rule, model=dfd, **{"from": list(start)}, to=list(end), by=atk, by_at=list(s.pos(atk)), resisted=False,
           stopped_by=stopped, distance=round(g.dist(start, end), 3))
    f["pushed"].append(dfd)
    # everything the base now touches
    for idx in geo.touching_areas(end, r):
        hazard_kinds.append(s.hazard_areas()[idx].kind)
    if geo.touches_edge(end, r) and "edge" != stopped:
        hazard_kinds.append(s.arena.edge_kind)
    for kind in sorted(set(hazard_kinds), key=lambda k: {"lethal": 0, "wounding": 1, "hazard": 2}[k]):
        hazard_contact(s, f, dfd, kind)
        if not s.in_play(dfd):
            break
    if not s.in_play(dfd):
        return
    if not f["friend_bonus"]:
        for o in geo.touching_models(end, r, ignore=s.pair(dfd)):
            if o not in s.pair(atk) and s.is_friend(o, atk):
                f["friend_bonus"] = True
                f["left"] += 1
                s.emit("bonus_success", PUSHING, attacker=atk, defender=dfd, friend=o)
                break


def hazard_contact(s, f, mid, kind):
    s.emit("hazard_contact", {"lethal": LETHAL, "wounding": WOUNDING, "hazard": HAZARD}[kind], model=mid, kind=kind)
    enemy_of_active = s.seat_of(mid) is not None and s.seat_of(mid) != s.active
    if kind == "lethal":
        if enemy_of_active:
            s.hazard_kill = True
        for x in list(s.pair(mid)):
            s.defeat_lethal(x, LETHAL)
        if f.get("dfd") == mid or mid in f.get("pushed", []):
            f["left"] = 0
            f["free_push"] = False
        return
    seen = f["haz"]
    if kind == "wounding" and [mid, "wounding"] not in seen:
        seen.append([mid, "wounding"])
        if mid == f.get("dfd"):
            f["direct"] += WOUNDING_DAMAGE
            f["hazard_hit"].append(mid)
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
    rider, atk = f["dfd"], f["atk"]
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


def place_one_now(s, mid, by):
    spots = contact_spots(s, mid, by)
    if not spots:
        spot = s.nearest_free(s.pos(by), s.radius(mid), [mid])
    else:
        spot = spots[0]
    s.set_pos(mid, spot)
    s.models[mid].pop("displaced", None)
    s.emit("placed", DISPLACEMENT, model=mid, at=list(spot), by=by)


# -- follow-ups and repositions ----------------------------------------------------------
def run_follow(s, f):
    if not (s.in_play(f["atk"]) and s.in_play(f["dfd"])):
        s.stack.pop()
        return False
    return True


def decide_follow(s, f):
    return Decision(f["seat"], "follow_up", f"{name(s, f['atk'])} may follow up to 1 inch toward {name(s, f['dfd'])}.", PUSHING)


def cands_follow(s, f):
    atk, dfd = f["atk"], f["dfd"]
    start = s.pos(atk)
    target = s.pos(dfd)
    u = g.unit(start, target)
    best = clear_end(s, atk, start, u, FOLLOW_UP)
    out = [A("follow_up", to=None)]
    if g.dist(best, start) >= NO_MOVE and follow_problem(s, f, best) is None:
        out.append(A("follow_up", to=list(best)))
        half = g.round_point(((start[0] + best[0]) / 2, (start[1] + best[1]) / 2))
        if g.dist(half, start) >= NO_MOVE and follow_problem(s, f, half) is None:
            out.append(A("follow_up", to=list(half)))
    return out


def follow_problem(s, f, to):
    atk, dfd = f["atk"], f["dfd"]
    start = s.pos(atk)
    if g.dist(start, to) > FOLLOW_UP + 1e-6:
        return PUSHING, "A follow-up moves at most 1 inch."
    if not g.is_toward(start, to, s.pos(dfd)):
        return TERMS, "A follow-up must be toward the pushed model (never increasing the distance)."
    geo = s.geo()
    r = s.radius(atk)
    if not geo.inside_arena(to, r):
        return PUSHING, "The follow-up would leave the arena."
    if not geo.path_clear([start, to], r, ignore=s.pair(atk)) or geo.overlaps(to, r, ignore=s.pair(atk)):
        return PUSHING, "The follow-up may not pass through or end on bases or hazards."
    return scenarios.move_problem(s, atk, [to])


def validate_follow(s, f, a):
    if a.kind != "follow_up":
        return PUSHING, "Choose a follow-up spot, or none."
    if a.get("to") is None:
        return None
    try:
        to = P(a.to)
    except (TypeError, ValueError, IndexError):
        return PUSHING, "A spot is [x, y] in inches."
    return follow_problem(s, f, to)


def perform_follow(s, f, a):
    s.stack.pop()
    if a.to is None:
        return
    atk = f["atk"]
    start = s.pos(atk)
    s.set_pos(s.body(atk), P(a.to))
    s.emit("followed_up", PUSHING, model=atk, **{"from": list(start)}, to=list(s.pos(atk)), toward=f["dfd"])


def run_repos(s, f):
    if not s.in_play(f["model"]):
        s.stack.pop()
        return False
    return True


def decide_repos(s, f):
    return Decision(f["seat"], "reposition", f"{name(s, f['model'])} may reposition up to 3 inches.", RESULTS)


def cands_repos(s, f):
    mid = f["model"]
    out = [A("reposition", path=None, rest=False)]
    can_rest = f["rest_ok"] and s.models[mid]["fat"] > 0
    if can_rest and not s.engaged(mid):
        out.append(A("reposition", path=None, rest=True))
    for p in move_candidates(s, mid, REPOSITION, "reposition", limit=8):
        out.append(A("reposition", path=p, rest=False))
        if can_rest and not engaged_at(s, mid, P(p[-1])):
            out.append(A("reposition", path=p, rest=True))
    return out


def engaged_at(s, mid, p) -> bool:
    old = s.models[s.body(mid)]["pos"]
    s.models[s.body(mid)]["pos"] = list(p)
    try:
        return s.engaged(mid)
    finally:
        s.models[s.body(mid)]["pos"] = old


def validate_repos(s, f, a):
    if a.kind != "reposition":
        return RESULTS, "Choose where to reposition (or stay)."
    mid = f["model"]
    if a.get("path") is not None:
        p = path_problem(s, mid, list(a.path), REPOSITION, "reposition")
        if p is not None:
            return p
    if a.get("rest"):
        if not f["rest_ok"]:
            return RESULTS, "Only the activating model may end its activation to rest (reacting models are not activating)."
        end = s.pos(mid) if a.get("path") is None else P(a.path[-1])
        if engaged_at(s, mid, end):
            return RESULTS, "A model still engaged after repositioning cannot rest."
        if s.models[mid]["fat"] == 0:
            return RESULTS, "The model has no fatigue to remove."
    return None


def perform_repos(s, f, a):
    s.stack.pop()
    mid = f["model"]
    start = s.pos(mid)
    if a.path is not None:
        s.set_pos(s.body(mid), P(a.path[-1]))
    s.emit("repositioned", RESULTS, model=mid, **{"from": list(start)}, to=list(s.pos(mid)), rest=bool(a.rest))
    if a.rest:
        if f.get("war_cry"):
            act = s._frame("act")
            if act is not None:
                act["rest"] = True
            return
        att = s._frame("attack")
        if att is not None:
            att["rest"] = True


# -- the end of an attack --------------------------------------------------------------------
def armor(s, mid) -> int:
    arm = s.prof(mid).arm
    if "shield_wall" in s.prof(mid).effects:
        geo_pos = s.pos(mid)
        arm += sum(1 for o in s.all_in_play() if s.is_friend(o, mid) and s.body(o) == o
                   and g.within(geo_pos, s.radius(mid), s.pos(o), s.radius(o), 1.0))
    return arm


def finish_attack(s, f):
    s.stack.remove(f)
    atk, dfd = f["atk"], f["dfd"]
    if f["free_push"] and s.in_play(atk) and s.in_play(dfd):
        pass  # lost: the attack could not continue
    total = 0
    if s.in_play(dfd):
        tree_dmg = max(0, f["dmg"] - armor(s, dfd)) if f["dmg"] else 0
        total = tree_dmg + f["direct"]
        if total:
            targets = s.pair(dfd) if f["direct"] and s.models[dfd]["mounted"] else [dfd]
            s.mark_damage(dfd, total, VITALITY_RULE, source=atk)
            for x in targets:
                if x != dfd and f["direct"]:
                    s.mark_damage(x, f["direct"], WOUNDING, source=atk)
            if f["direct"] and not s.in_play(dfd) and s.seat_of(dfd) is not None and s.seat_of(dfd) != s.active:
                s.hazard_kill = True
            if "retaliate" in s.prof(dfd).effects and s.in_play(atk) and tree_dmg:
                s.emit("ability_used", RESULTS, model=dfd, ability="Retaliate", target=atk)
                s.mark_damage(atk, 1, RESULTS, source=dfd)
    s.emit("attack_resolved", COMBAT, attacker=atk, defender=dfd, damage=total, kind=f["kind"])
    rebuff = (f["kind"] != "ability" and total == 0 and "rebuff" in s.prof(dfd).effects and s.in_play(atk)
              and not s.is_friend(dfd, atk) and s.engages(dfd, atk))
    if f["rest"]:
        act = s._frame("act")
        if act is not None:
            act["rest"] = True
    # living hazards answer pushes that end near them, and attacks on themselves
    victims = []
    for mid in f["pushed"]:
        if s.in_play(mid) and mid not in victims:
            victims.append(mid)
    if s.seat_of(dfd) is None and s.in_play(atk) and atk not in victims and f["kind"] != "ability":  # a shove is no attack
        victims.append(atk)
    for v in reversed(victims):
        for lh in s.living_hazards():
            if lh == v or lh == atk or not s.in_play(v):
                continue
            if g.edge_gap(s.pos(lh), s.radius(lh), s.pos(v), s.radius(v)) <= LIVING_TRIGGER + g.CONTACT_TOL:
                s.stack.append({"t": "living", "hazard": lh, "target": v})
                break
    if rebuff and s.in_play(dfd):
        s.emit("ability_used", PUSHING, model=dfd, ability="Rebuff", target=atk)
        start_shove(s, dfd, atk)


VITALITY_RULE = "Vitality Bar"
TERMS = "Additional Terms"


# =========================================================================================
# clear turns, tactics, beasts, living hazards
# =========================================================================================
def start_clear(s, seat, lms=None):
    s.emit("clear_turn", LMS if lms else CLEAR, seat=seat, last_man_standing=lms is not None)
    done = set()
    will = s.benefits[seat] == "morituri"
    for m in s.seat_models(seat):
        b = s.body(m)
        if b in done:
            continue
        done.add(b)
        n = 2 if (lms or will) else 1
        s.gain_fatigue(b, -n, LMS if lms else (MORITURI if will else CLEAR))
    for zone in s.zones():
        if s.zone_controller(zone) == seat:
            s.gain_favor(seat, 1, DUEL_ZONE, why="controls a duel zone")
    wild = [m for m in s.seat_models(seat) if s.prof(m).kind == "beast" and not s.models[m]["mounted"]]
    s.stack.append({"t": "clear", "seat": seat, "lms": lms, "wild": wild, "maneuvered": [], "rouse": False,
                    "offering": False, "ambushed": [], "brothers": [], "challenged": [], "maniple": False,
                    "incited": []})


def run_clear(s, f):
    f["wild"] = [b for b in f["wild"] if s.in_play(b)]
    return True


def decide_clear(s, f):
    return Decision(f["seat"], "clear_turn",
                    "Clear turn: use Tactics, mount or dismount, resolve Wild beasts, or end the clear turn.", CLEAR)


def cands_clear(s, f):
    seat = f["seat"]
    out = []
    if not f["wild"]:
        out.append(A("end_clear_turn"))
    for b in f["wild"]:
        out.append(A("wild", model=b))
    mine = s.seat_models(seat)
    fav = s.favor[seat]
    if fav >= 1:
        for m in mine:
            if s.body(m) == m and s.models[m]["fat"] > 0:
                out.append(A("recover", model=m))
        for m in mine:
            if (s.body(m) == m and any(s.prof(x).is_gladiator for x in s.pair(m)) and m not in f["maneuvered"]
                    and s.models[m]["fat"] < EXHAUSTED):
                for p in move_candidates(s, m, mov_of(s, m), "maneuver", limit=4):
                    out.append(A("maneuver", model=m, path=p))
        for lh in s.living_hazards():
            if lh not in f["incited"]:
                for t in attack_targets(s, lh):
                    out.append(A("incite", model=lh, target=t))
    for m in mine:
        p = s.prof(m)
        mount = f"{seat}:{p.mount}" if p.mount else None
        if mount and mount in s.models and s.in_play(mount):
            both_ready = s.models[m]["fat"] == READY and s.models[mount]["fat"] == READY
            if not both_ready:
                continue
            if s.models[m]["mounted"]:
                for spot in dismount_spots(s, m, mount)[:4]:
                    out.append(A("dismount", model=m, at=list(spot)))
            elif g.in_contact(s.pos(m), s.radius(m), s.pos(mount), s.radius(mount)) and not s.models[mount]["rider"]:
                out.append(A("mount", model=m))
    out += regrowth_options(s, f) + dictate_clear_options(s, f)
    b = s.benefits[seat]
    glad = [m for m in mine if s.prof(m).is_gladiator and s.prof(m).ludus == b]
    if b == "ludus_magnus" and not f["rouse"]:
        out += [A("rouse", model=m) for m in glad if s.models[m]["fat"] < EXHAUSTED]
    if b == "morituri" and fav >= 2:
        out += [A("cleopatras_gift", model=m) for m in mine if s.prof(m).skl and m not in f.get("gifted", [])]
    if b == "morituri" and not f["offering"]:
        out += [A("offering", model=m) for m in mine if s.vitality_left(m) > 2]
    if b == "zephyri":
        if fav >= 1:
            for m in glad:
                if m in f["ambushed"]:
                    continue
                out += [A("ambush", model=m, target=t) for t in attack_targets(s, m) if s.is_enemy(m, t)]
        for m in glad:
            if m in f["brothers"] or s.vitality_left(m) <= 2:
                continue
            out += [A("blood_brothers", model=m, heal=o) for o in glad
                    if o != m and o not in f["brothers"] and s.models[o]["dmg"] > 0]
    if b == "legio_xiii" and fav >= 2 and not f["maniple"] and glad:
        out.append(A("maniple"))
    if b == "helleniki" and fav >= 2:
        for m in glad:
            if m in f["challenged"]:
                continue
            for e in s.seat_models(1 - seat):
                if s.prof(e).is_gladiator and e not in f["challenged"] and s.body(e) == e:
                    out.append(A("heroic_challenge", model=m, target=e))
    return out


def dismount_spots(s, rider, mount):
    geo = s.geo()
    rr = s.prof(rider).radius
    mpos = s.pos(mount)
    return geo.free_contact_spots(mpos, s.radius(mount) + 0.5, rr, ignore=[mount, rider], step_degrees=45)


def validate_clear(s, f, a):
    if a in cands_clear(s, f):
        return None
    seat = f["seat"]
    if a.kind == "end_clear_turn" and f["wild"]:
        return BEASTS, "Every Wild beast must attack before the clear turn ends."
    if a.kind == "maneuver":
        m = a.get("model")
        if m not in s.models or s.seat_of(m) != seat or not s.in_play(m):
            return TACTICS, "Maneuver needs a friendly gladiator in play."
        if m in f["maneuvered"]:
            return TACTICS, "Maneuver can affect each model once per clear turn."
        if a.get("dictate") is not None:
            p = dictate_clear_problem(s, f, a.dictate, m)
            if p is not None:
                return p
        elif s.favor[seat] < 1:
            return TACTICS, "Maneuver costs 1 Favor."
        if s.models[m]["fat"] >= EXHAUSTED:
            return FATIGUE, "An Exhausted model may not declare a Move Action."
        if not any(s.prof(x).is_gladiator for x in s.pair(m)):
            return TACTICS, "Maneuver moves gladiators only."
        return path_problem(s, m, list(a.get("path") or ()), mov_of(s, m), "maneuver")
    if a.kind == "dismount":
        m = a.get("model")
        if m not in s.models or not s.models[m]["mounted"] or s.seat_of(m) != seat:
            return MOUNTS, "Only a mounted rider of yours can dismount."
        mount = s.models[m]["mounted"]
        if s.models[m]["fat"] != READY:
            return MOUNTS, "Mounting and dismounting need both models Ready."
        try:
            at = P(a.at)
        except (TypeError, ValueError, IndexError):
            return MOUNTS, "A spot is [x, y] in inches."
        geo = s.geo()
        rr = s.prof(m).radius
        if g.edge_gap(at, rr, s.pos(mount), s.radius(mount)) > 1.0 + g.CONTACT_TOL:
            return MOUNTS, "A dismounting rider is placed within 1 inch of the mount."
        if not geo.inside_arena(at, rr) or geo.overlaps(at, rr, ignore=[m]):
            return MOUNTS, "The rider does not fit there."
        return None
    return CLEAR, f"'{a.kind}' is not allowed in this clear turn now."


def perform_clear(s, f, a):
    seat = f["seat"]
    k = a.kind
    if k == "end_clear_turn":
        s.stack.remove(f)
        s.emit("clear_turn_ended", CLEAR, seat=seat)
        lms = f["lms"]
        if lms and s.in_play(lms):
            b = s.body(lms)
            s.emit("last_man_standing", LMS, model=lms)
            start_activation(s, b)
        else:
            s.stack.append({"t": "start", "seat": 1 - seat})
        return
    if k == "wild":
        f["wild"].remove(a.model)
        wild_attack(s, a.model)
        return
    if k == "regrowth":
        f.setdefault("regrown", []).append(a.model)
        s.emit("ability_used", CLEAR, model=a.model, ability="Regrowth", target=a.heal)
        s.models[a.heal]["dmg"] -= 1
        s.emit("healed", CLEAR, model=a.heal, amount=1)
        return
    if k == "recover":
        s.spend_pool(seat, 1, TACTICS, why="Recover")
        s.emit("tactic_used", TACTICS, seat=seat, tactic="recover", model=a.model)
        s.gain_fatigue(a.model, -1, TACTICS)
        return
    if k == "maneuver":
        if a.get("dictate") is not None:
            s.emit("ability_used", TACTICS, model=a.dictate, ability="Dictate", target=a.model)
            s.gain_fatigue(a.dictate, 1, TACTICS)
        else:
            s.spend_pool(seat, 1, TACTICS, why="Maneuver")
        f["maneuvered"].append(a.model)
        s.emit("tactic_used", TACTICS, seat=seat, tactic="maneuver", model=a.model)
        s.stack.append(new_move(s, a.model, list(a.path), "maneuver"))
        return
    if k == "incite":
        s.spend_pool(seat, 1, TACTICS, why="Incite")
        f["incited"].append(a.model)
        s.emit("tactic_used", TACTICS, seat=seat, tactic="incite", model=a.model)
        fr = new_attack(s, a.model, a.target, "incite", chooser=seat)
        s.stack.append(fr)
        declare_attack(s, fr)
        return
    if k == "mount":
        mount = f"{seat}:{s.prof(a.model).mount}"
        s.set_pos(a.model, None)
        s.models[a.model]["mounted"] = mount
        s.models[mount]["rider"] = a.model
        s.emit("mounted", MOUNTS, model=a.model, mount=mount)
        return
    if k == "dismount":
        mount = s.models[a.model]["mounted"]
        s.models[a.model]["mounted"] = None
        s.models[mount]["rider"] = None
        s.set_pos(a.model, P(a.at))
        s.emit("dismounted", MOUNTS, model=a.model, mount=mount, at=list(s.pos(a.model)), why="clear turn")
        return
    if k == "rouse":
        f["rouse"] = True
        s.emit("tactic_used", LM, seat=seat, tactic="rouse", model=a.model)
        s.gain_fatigue(a.model, 1, LM)
        s.gain_favor(seat, 1, LM, why="Rouse")
        return
    if k == "cleopatras_gift":
        s.spend_pool(seat, 2, MORITURI, why="Cleopatra's Gift")
        f.setdefault("gifted", []).append(a.model)
        skl = s.prof(a.model).skl
        s.emit("tactic_used", MORITURI, seat=seat, tactic="cleopatras_gift", model=a.model, skl=skl)
        if skl == "sap":
            for o in s.all_in_play():
                if s.is_enemy(a.model, o) and s.engages(a.model, o):
                    s.gain_fatigue(o, 1, MORITURI)
        elif skl == "mend":
            healed = min(2, s.models[a.model]["dmg"])
            s.models[a.model]["dmg"] -= healed
            s.emit("healed", MORITURI, model=a.model, amount=healed)
        return
    if k == "offering":
        f["offering"] = True
        s.emit("tactic_used", MORITURI, seat=seat, tactic="offering", model=a.model)
        s.mark_damage(a.model, 2, MORITURI)
        s.gain_favor(seat, 2, MORITURI, why="Offering")
        return
    if k == "ambush":
        s.spend_pool(seat, 1, ZEPHYRI, why="Ambush")
        f["ambushed"].append(a.model)
        s.emit("tactic_used", ZEPHYRI, seat=seat, tactic="ambush", model=a.model, target=a.target)
        fr = new_attack(s, a.model, a.target, "ambush")
        fr["st"] = "tree"
        fr["left"] = fr["net"] = 1 + (1 if fr["exh"] else 0)
        fr["free_push"] = fr["exh"]
        s.stack.append(fr)
        return
    if k == "blood_brothers":
        f["brothers"] += [a.model, a.heal]
        s.emit("tactic_used", ZEPHYRI, seat=seat, tactic="blood_brothers", model=a.model, heal=a.heal)
        s.mark_damage(a.model, 2, ZEPHYRI)
        healed = min(2, s.models[a.heal]["dmg"])
        s.models[a.heal]["dmg"] -= healed
        s.emit("healed", ZEPHYRI, model=a.heal, amount=healed)
        return
    if k == "maniple":
        s.spend_pool(seat, 2, LEGIO, why="Maniple")
        f["maniple"] = True
        s.emit("tactic_used", LEGIO, seat=seat, tactic="maniple")
        glad = [m for m in s.seat_models(seat) if s.prof(m).is_gladiator and s.prof(m).ludus == "legio_xiii"
                and s.body(m) == m]
        for m in reversed(glad):
            s.stack.append({"t": "repos", "model": m, "seat": seat, "rest_ok": False, "attack": False})
        return
    if k == "heroic_challenge":
        s.spend_pool(seat, 2, HELLENIKI, why="Heroic Challenge")
        f["challenged"] += [a.model, a.target]
        s.emit("tactic_used", HELLENIKI, seat=seat, tactic="heroic_challenge", model=a.model, target=a.target)
        for x, y in ((a.model, a.target), (a.target, a.model)):
            if s.in_play(x) and s.in_play(y):
                shift(s, x, g.unit(s.pos(x), s.pos(y)), 3.0, HELLENIKI)
        return
    raise RuntimeError(f"unhandled clear turn action {k}")


def shift(s, mid, direction, distance, rule):
    """A shift stops immediately before contact and triggers nothing (Titans cannot be shifted)."""
    if s.is_titan(mid):
        s.emit("shifted", TITANS, model=mid, **{"from": list(s.pos(mid))}, to=list(s.pos(mid)), resisted=True)
        return
    start = s.pos(mid)
    end = clear_end(s, mid, start, direction, distance)
    for held in (chains.limit(s, mid, start, end), scenarios.zone_limit(s, mid, start, end)):
        if held is not None:
            end = g.round_point(held)
    s.set_pos(s.body(mid), end)
    s.emit("shifted", rule, model=mid, **{"from": list(start)}, to=list(end), resisted=False)


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
    target = near[0] if len(near) == 1 else near[s.rng.below(len(near))]
    s.emit("wild", BEASTS, model=beast, target=target, tied=len(near))
    if not s.engages(beast, target):
        approach(s, beast, target, BEASTS)
    if s.in_play(beast) and s.engages(beast, target):
        if s.models[target]["rider"] and s.prof(beast).kind == "beast":
            pass
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
    start = s.pos(mid)
    tp = s.pos(target)
    mov = mov_of(s, mid)
    best, best_d = None, g.edge_gap(start, s.radius(mid), tp, s.radius(target))
    base = math.atan2(tp[1] - start[1], tp[0] - start[0])
    for off in (0, 20, -20, 45, -45, 70, -70, 90, -90):
        ang = base + math.radians(off)
        for frac in (1.0, 0.6):
            leg = mov * frac
            first = clear_end(s, mid, start, (math.cos(ang), math.sin(ang)),
                              min(leg, max(0.0, g.dist(start, tp) - s.radius(mid) - s.radius(target))) if off == 0 else leg)
            rest = mov - g.dist(start, first)
            path = [first]
            if off != 0 and rest > 0.05:
                u = g.unit(first, tp)
                gap = max(0.0, g.dist(first, tp) - s.radius(mid) - s.radius(target))
                second = clear_end(s, mid, first, u, min(rest, gap))
                if g.dist(second, first) > 0.01:
                    path = [first, second]
            if g.dist(path[-1], start) < NO_MOVE:
                continue
            if path_problem(s, mid, [list(p) for p in path], mov, kind) is not None:
                continue
            d = g.edge_gap(path[-1], s.radius(mid), tp, s.radius(target))
            if d < best_d - 1e-6:
                best, best_d = path, d
    return None if best is None else [list(p) for p in best]


def run_living(s, f):
    s.stack.remove(f)
    lh, v = f["hazard"], f["target"]
    if not (s.in_play(lh) and s.in_play(v)):
        return False
    target = v
    if s.models[v]["rider"] or s.models[v]["mounted"]:
        pair = s.pair(v)
        target = pair[s.rng.below(2)]
    s.emit("living_hazard_triggered", LIVING, model=lh, target=target)
    if not s.engages(lh, target):
        approach(s, lh, target, LIVING)
    if s.engages(lh, target):
        fr = new_attack(s, lh, target, "living")
        s.stack.append(fr)
        declare_attack(s, fr)
    return False


# =========================================================================================
# displacement
# =========================================================================================
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
    frame = {"t": "place", "by": by, "groups": {str(k): v for k, v in groups.items()}, "order": None}
    if len(order) == 1:
        frame["order"] = order
    s.stack.append(frame)


def place_current(s, f):
    for seat in f["order"]:
        todo = [m for m in f["groups"][str(seat)] if s.models[m].get("displaced") and not s.models[m]["out"]]
        if todo:
            return seat, todo
    return None, []


def contact_spots(s, mid, by, step=15.0):
    geo = s.geo()
    r = s.radius(mid)
    return geo.free_contact_spots(s.pos(by), s.radius(by), r, ignore=[mid], step_degrees=step)


def placement_spots(s, f, mid):
    by = f["by"]
    spots = contact_spots(s, mid, by)
    if spots:
        return spots, False
    # hazard fallback: beside another model in base contact with the displacer
    out = []
    for o in s.all_in_play():
        if o != by and s.pos(o) is not None and s.body(o) == o and \
                g.in_contact(s.pos(o), s.radius(o), s.pos(by), s.radius(by)):
            out += contact_spots(s, mid, o, step=30.0)
    return out, True


def run_place(s, f):
    if f["order"] is None:
        return True
    seat, todo = place_current(s, f)
    if seat is None:
        s.stack.remove(f)
        return False
    mid = todo[0]
    spots, fallback = placement_spots(s, f, mid)
    kind = None
    if fallback and not f.get("hazarded", {}).get(mid):
        f.setdefault("hazarded", {})[mid] = True
        kind = blocking_hazard(s, mid, f["by"], seat)
    if kind is not None:
        s.emit("hazard_contact", DISPLACEMENT, model=mid, kind=kind, displaced=True)
        if kind == "lethal":
            s.models[mid]["pos"] = None
            s.models[mid].pop("displaced", None)
            for x in [mid]:
                if not s.models[x]["out"]:
                    s.models[x]["pos"] = list(s.pos(f["by"]))
                    s.defeat_lethal(x, DISPLACEMENT)
            return False
        if kind == "wounding":
            s.models[mid]["pos"] = list(s.pos(f["by"]))
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
        spot = s.nearest_free(s.pos(f["by"]), s.radius(mid), [mid])
        s.set_pos(mid, spot)
        s.models[mid].pop("displaced", None)
        s.emit("placed", DISPLACEMENT, model=mid, at=list(spot), by=f["by"], fallback=True)
        return False
    return True


SEVERITY = {"lethal": 0, "wounding": 1, "hazard": 2}


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


def decide_place(s, f):
    if f["order"] is None:
        return Decision(s.active, "displace_order", "Models of both cohorts were displaced: choose which cohort places first.",
                        DISPLACEMENT)
    seat, todo = place_current(s, f)
    return Decision(seat, "place", f"Place displaced {name(s, todo[0])} in base contact with {name(s, f['by'])}.",
                    DISPLACEMENT)


def cands_place(s, f):
    if f["order"] is None:
        return [A("place_first", seat=int(k)) for k in sorted(f["groups"])]
    seat, todo = place_current(s, f)
    mid = todo[0]
    spots, _ = placement_spots(s, f, mid)
    step = max(1, len(spots) // 8)
    return [A("place", model=mid, at=list(p)) for p in spots[::step]]


def validate_place(s, f, a):
    if f["order"] is None:
        if a.kind != "place_first" or str(a.get("seat")) not in f["groups"]:
            return DISPLACEMENT, "Choose which cohort places its displaced models first."
        return None
    seat, todo = place_current(s, f)
    if a.kind != "place" or a.get("model") not in todo:
        return DISPLACEMENT, "Place one of the displaced models of the cohort placing now."
    try:
        at = P(a.at)
    except (TypeError, ValueError, IndexError):
        return DISPLACEMENT, "A spot is [x, y] in inches."
    mid = a.model
    geo = s.geo()
    r = s.radius(mid)
    spots, fallback = placement_spots(s, f, mid)
    anchors = [f["by"]] if not fallback else [o for o in s.all_in_play() if o != f["by"] and s.body(o) == o and
                                              g.in_contact(s.pos(o), s.radius(o), s.pos(f["by"]), s.radius(f["by"]))]
    if not any(g.in_contact(at, r, s.pos(o), s.radius(o)) for o in anchors):
        return DISPLACEMENT, f"A displaced model is placed in base contact with {name(s, f['by'])}."
    if not geo.inside_arena(at, r) or geo.overlaps(at, r, ignore=[mid]):
        return DISPLACEMENT, "The model does not fit there (bases, hazards or the arena edge)."
    return None


def perform_place(s, f, a):
    if a.kind == "place_first":
        first = a.seat
        f["order"] = [first] + [int(k) for k in sorted(f["groups"]) if int(k) != first]
        s.emit("displacement_order", DISPLACEMENT, first=first)
        return
    s.set_pos(a.model, P(a.at))
    s.models[a.model].pop("displaced", None)
    s.emit("placed", DISPLACEMENT, model=a.model, at=list(s.pos(a.model)), by=f["by"])


# =========================================================================================
# Duellum secret pick
# =========================================================================================
def duellum_choices(s, seat):
    return scenarios.duellum_candidates(s, seat)


def run_duel_pick(s, f):
    return True


def decide_duel_pick(s, f):
    return Decision(f["seat"], "duellum_pick", "Secretly choose your duelist.", "Duellum")


def cands_duel_pick(s, f):
    return [A("pick_duelist", model=m) for m in duellum_choices(s, f["seat"])]


def perform_duel_pick(s, f, a):
    s.stack.pop()
    s.secret[str(f["seat"])] = a.model
    s._ev.append(__import__("engine.core.values", fromlist=["Event"]).Event.make(
        "duelist_picked", rule="Duellum", seen_by=[f["seat"]], secret=["model"], seat=f["seat"], model=a.model))
    scenarios.after_duel_pick(s)


# =========================================================================================
# Spite and Consume Essence (Ur-Kek)
# =========================================================================================
def spite_targets(s, f):
    mid = f["model"]
    return [o for o in s.all_in_play() if s.is_enemy(mid, o) and s.engages(mid, o)]


def run_spite(s, f):
    mid = f["model"]
    if s.models[mid]["out"]:
        s.stack.remove(f)
        return False
    if f["target"] is None:
        targets = spite_targets(s, f)
        if not targets:
            s.stack.remove(f)
            s.defeat(mid, f["rule"])
            return False
        if len(targets) >= 2:
            return ASK
        start_spite(s, f, targets[0])
        return False
    # the last attack is over
    s.stack.remove(f)
    target = f["target"]
    if s.models[target]["out"] and "consume_essence" in s.prof(mid).effects:
        healed = min(3, s.models[mid]["dmg"])
        s.models[mid]["dmg"] -= healed
        s.emit("ability_used", RESULTS, model=mid, ability="Consume Essence")
        s.emit("healed", RESULTS, model=mid, amount=healed)
        return False
    s.defeat(mid, f["rule"])
    return False


def start_spite(s, f, target):
    f["target"] = target
    fr = new_attack(s, f["model"], target, "spite")
    s.stack.append(fr)
    declare_attack(s, fr)


def decide_spite(s, f):
    return Decision(s.seat_of(f["model"]), "spite_target", f"Spite: {name(s, f['model'])} strikes one last time: choose the target.",
                    RESULTS)


def cands_spite(s, f):
    return [A("spite", target=t) for t in spite_targets(s, f)]


def perform_spite(s, f, a):
    start_spite(s, f, a.target)


# =========================================================================================
# named abilities: Stall, Dictate, Rebuff, Regrowth, Necrosis, Asari, War Cry, Interdict,
# Rampage (Interdict and Asari live in the attack frame, Rebuff in finish_attack)
# =========================================================================================
SPECIAL_ACTIONS = {"dictate": "Dictate", "necrosis": "Necrosis", "war_cry": "War Cry", "rampage": "Rampage"}
STALL_RANGE = 3.0
WAR_CRY_RANGE = 3.0
REGROWTH_RANGE = 3.0


def special_actions(s, f) -> list[Action]:
    """The ability actions the active model may take now (each checked by special_action_problem)."""
    mid = f["model"]
    effects = s.prof(mid).effects
    maybe = []
    if "dictate" in effects:
        for t in s.seat_models(s.seat_of(mid)):
            if t not in s.pair(mid) and s.body(t) == t and t not in f.get("dictated", []):
                maybe += [A("dictate", model=t, path=p) for p in move_candidates(s, t, mov_of(s, t), "maneuver", limit=3)]
    if "necrosis" in effects:
        maybe += [A("necrosis", target=t) for t in s.all_in_play() if s.is_enemy(mid, t) and s.engages(mid, t)]
    if "war_cry" in effects:
        maybe.append(A("war_cry"))
    if "rampage" in effects:
        maybe.append(A("rampage"))
    return [a for a in maybe if special_action_problem(s, f, a) is None]


def special_action_problem(s, f, a):
    """Why the active model may not take this ability action now (None if it may)."""
    mid = f["model"]
    what = SPECIAL_ACTIONS[a.kind]
    if a.kind not in s.prof(mid).effects:
        return ACTIONS, f"{name(s, mid)} has no {what}."
    if s.models[mid]["fat"] + 1 > EXHAUSTED:
        return FATIGUE, f"{what} costs a fatigue, and {name(s, mid)} may not go beyond Exhausted."
    if a.kind == "dictate":
        t = a.get("model")
        if t not in s.models or not s.in_play(t) or not s.is_friend(mid, t) or t in s.pair(mid) or s.body(t) != t \
                or not any(s.prof(x).is_gladiator for x in s.pair(t)):
            return TACTICS, "Dictate lets another friendly gladiator in play Maneuver."
        if t in f.get("dictated", []):
            return TACTICS, "Dictate: Maneuver can affect each model once per activation."
        if s.models[t]["fat"] >= EXHAUSTED:
            return FATIGUE, "An Exhausted model may not declare a Move Action (FAQ)."
        return path_problem(s, t, list(a.get("path") or ()), mov_of(s, t), "maneuver")
    if f.get(a.kind):
        return ACTIONS, f"{what} may be used once per activation."
    if a.kind == "necrosis":
        t = a.get("target")
        if t not in s.models or not s.is_enemy(mid, t) or not s.engages(mid, t):
            return ACTIONS, f"Necrosis needs an enemy model that {name(s, mid)} engages."
    if a.kind == "rampage" and not rampage_targets(s, mid):
        return ACTIONS, f"Rampage needs a model within {name(s, mid)}'s engagement range."
    return None


def perform_special_action(s, f, a):
    mid = f["model"]
    what = SPECIAL_ACTIONS[a.kind]
    s.emit("ability_used", FAQ_AEGIS, model=mid, ability=what, **({"target": a.get("model") or a.get("target")}
                                                                   if a.kind in ("dictate", "necrosis") else {}))
    s.gain_fatigue(mid, 1, ACTIONS)
    if a.kind == "dictate":
        f.setdefault("dictated", []).append(a.model)
        s.emit("tactic_used", TACTICS, seat=s.seat_of(mid), tactic="maneuver", model=a.model, dictate=mid)
        s.stack.append(new_move(s, a.model, list(a.path), "maneuver"))
        return
    f[a.kind] = True
    if a.kind == "necrosis":
        s.gain_fatigue(a.target, 1, ACTIONS)
        s.mark_damage(a.target, 1, ACTIONS, source=mid)
    elif a.kind == "war_cry":
        friends = [o for o in s.seat_models(s.seat_of(mid)) if s.body(o) == o and o not in s.pair(mid)
                   and g.within(s.pos(mid), s.radius(mid), s.pos(o), s.radius(o), WAR_CRY_RANGE)]
        frames = [{"t": "repos", "model": mid, "seat": s.seat_of(mid), "rest_ok": True, "attack": False, "war_cry": True}]
        frames += [{"t": "repos", "model": o, "seat": s.seat_of(mid), "rest_ok": False, "attack": False} for o in friends]
        for fr in reversed(frames):
            s.stack.append(fr)
    elif a.kind == "rampage":
        for t in reversed(rampage_targets(s, mid)):
            start_shove(s, mid, t)


def rampage_targets(s, mid) -> list[str]:
    return [o for o in s.all_in_play() if o not in s.pair(mid) and s.body(o) == o and s.engages(mid, o)]


def start_shove(s, by, target):
    """One push result from an ability (Rebuff, Rampage): 1 damage less ARM, hazards and a
    follow-up as for a push box. It is no attack: no reactions, no bonus successes (FAQ)."""
    fr = new_attack(s, by, target, "ability", chooser=s.controller(by))
    fr.update(st="tree", exh=False, free_push=True, friend_bonus=True)
    s.stack.append(fr)


# -- Stall (Ban-Luca) ------------------------------------------------------------------------
def stall_options(s, f) -> list[str]:
    if f["kind"] not in ("action", "maneuver"):
        return []
    mid = f["model"]
    return [o for o in s.seat_models(reactor_seat(s))
            if "stall" in s.prof(o).effects and s.models[o]["fat"] == READY and reaction_cost(s, o)
            and s.is_enemy(o, mid) and stall_stretch(s, o, f)]


def stall_stretch(s, ban, f) -> list[tuple[int, float, float]]:
    """The parts of the declared path within 3" of ``ban`` (base to base), in path order:
    (leg index, from t, to t) along each leg."""
    mid = f["model"]
    c = s.pos(ban)
    reach = STALL_RANGE + s.radius(ban) + s.radius(mid)
    pts = [s.pos(mid)] + [P(p) for p in f["path"]]
    out = []
    for i, (a, b) in enumerate(zip(pts, pts[1:], strict=False)):
        d = (b[0] - a[0], b[1] - a[1])
        w = (a[0] - c[0], a[1] - c[1])
        qa = d[0] * d[0] + d[1] * d[1]
        qb = 2 * (d[0] * w[0] + d[1] * w[1])
        qc = w[0] * w[0] + w[1] * w[1] - reach * reach
        if qa == 0:
            if qc <= 0:
                out.append((i, 0.0, 0.0))
            continue
        disc = qb * qb - 4 * qa * qc
        if disc < 0:
            continue
        lo = max(0.0, (-qb - math.sqrt(disc)) / (2 * qa))
        hi = min(1.0, (-qb + math.sqrt(disc)) / (2 * qa))
        if lo <= hi:
            out.append((i, lo, hi))
    return out


def stall_halt(s, f, leg: int, t: float) -> list:
    """The declared path cut at point ``t`` of leg ``leg`` ([] = the mover stays where it is)."""
    pts = [s.pos(f["model"])] + [P(p) for p in f["path"]]
    a, b = pts[leg], pts[leg + 1]
    stop = g.round_point((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    out = [list(p) for p in pts[1:leg + 1]]
    return out + ([list(stop)] if g.dist(stop, a) >= NO_MOVE else [])


def stall_points(s, ban, f) -> list[list]:
    """A few halting points for the candidates: where the path first comes within 3", the
    middle of its stretch within 3", and the last point within 3" before the path's end."""
    stretch = stall_stretch(s, ban, f)
    if not stretch:
        return []
    first, last = stretch[0], stretch[-1]
    out = []
    for leg, t in ((first[0], first[1]), (first[0], (first[1] + first[2]) / 2), (last[0], last[2])):
        halt = stall_halt(s, f, leg, t)
        end = halt[-1] if halt else list(s.pos(f["model"]))
        if end not in out and not (leg == len(f["path"]) - 1 and t >= 1.0):
            out.append(end)
    return out


def stall_path_to(s, ban, f, at) -> list | None:
    """The path halted at ``at`` (a point of the declared path within 3" of ``ban``), or None."""
    at = P(at)
    pts = [s.pos(f["model"])] + [P(p) for p in f["path"]]
    for leg, lo, hi in stall_stretch(s, ban, f):
        a, b = pts[leg], pts[leg + 1]
        d = (b[0] - a[0], b[1] - a[1])
        qa = d[0] * d[0] + d[1] * d[1]
        t = 0.0 if qa == 0 else ((at[0] - a[0]) * d[0] + (at[1] - a[1]) * d[1]) / qa
        t = min(hi, max(lo, t))
        if g.dist((a[0] + d[0] * t, a[1] + d[1] * t), at) <= 2e-3:
            return stall_halt(s, f, leg, t)
    return None


def perform_stall(s, f, ban, at=None):
    if at is None:
        leg, t, _ = stall_stretch(s, ban, f)[0]
        path = stall_halt(s, f, leg, t)
    else:
        path = stall_path_to(s, ban, f, at)
    pay_reaction(s, ban, "stall")
    s.emit("ability_used", REACTIONS, model=ban, ability="Stall", target=f["model"])
    s.stack.remove(f)  # the move ends where Stall halts it
    if path and s.in_play(f["model"]):
        do_move(s, f["model"], path, f["kind"])
    else:
        s.emit("move_halted", REACTIONS, model=f["model"], at=list(s.pos(f["model"])), by=ban)


# -- Dictate in a clear turn (Sulla pays a fatigue instead of 1 Favor) ---------------------------
def dictate_clear_problem(s, f, sulla, target):
    if sulla not in s.models or s.seat_of(sulla) != f["seat"] or not s.in_play(sulla) \
            or "dictate" not in s.prof(sulla).effects:
        return TACTICS, "Only a friendly Dictate model can pay for a Maneuver with a fatigue."
    if target in s.pair(sulla):
        return TACTICS, "Dictate lets another model Maneuver."
    if s.models[sulla]["fat"] + 1 > EXHAUSTED:
        return FATIGUE, f"{name(s, sulla)} may not go beyond Exhausted."
    return None


def dictate_clear_options(s, f) -> list[Action]:
    out = []
    for sulla in s.seat_models(f["seat"]):
        if "dictate" not in s.prof(sulla).effects:
            continue
        for m in s.seat_models(f["seat"]):
            if (s.body(m) == m and any(s.prof(x).is_gladiator for x in s.pair(m)) and m not in f["maneuvered"]
                    and s.models[m]["fat"] < EXHAUSTED and dictate_clear_problem(s, f, sulla, m) is None):
                out += [A("maneuver", model=m, path=p, dictate=sulla)
                        for p in move_candidates(s, m, mov_of(s, m), "maneuver", limit=2)]
    return out


# -- Regrowth (Gaius Pallidus) ----------------------------------------------------------------
def regrowth_options(s, f) -> list[Action]:
    out = []
    for m in s.seat_models(f["seat"]):
        if "regrowth" not in s.prof(m).effects or m in f.get("regrown", []):
            continue
        for o in s.seat_models(f["seat"]):
            if s.models[o]["dmg"] > 0 and (o == m or g.within(s.pos(m), s.radius(m), s.pos(o), s.radius(o), REGROWTH_RANGE)):
                out.append(A("regrowth", model=m, heal=o))
    return out


# -- Asari (Tiet-Khebi) ------------------------------------------------------------------------
def asari_ready(s, f) -> bool:
    atk = f["atk"]
    seat = s.seat_of(atk)
    return ("asari" in s.prof(atk).effects and not f.get("asari") and f["left"] > 0 and f["kind"] != "ability"
            and seat is not None and s.favor_available(atk, seat) >= 1 and not s.spoiled(atk))


# -- a Beast mount's Wild attack when its rider falls ----------------------------------------------
def run_wild(s, f):
    s.stack.remove(f)
    if s.in_play(f["model"]):
        wild_attack(s, f["model"])
    return False


RUN = {"spite": run_spite, "first": run_first, "deploy": run_deploy, "start": run_start, "turn": run_turn, "act": run_act,
       "move": run_move, "attack": run_attack, "follow": run_follow, "repos": run_repos, "clear": run_clear,
       "place": run_place, "living": run_living, "duel_pick": run_duel_pick, "wild": run_wild}
DECIDE = {"spite": decide_spite, "first": decide_first, "deploy": decide_deploy, "turn": decide_turn, "act": decide_act, "move": decide_move,
          "attack": decide_attack, "follow": decide_follow, "repos": decide_repos, "clear": decide_clear,
          "place": decide_place, "duel_pick": decide_duel_pick}
CANDS = {"spite": cands_spite, "first": cands_first, "deploy": cands_deploy, "turn": cands_turn, "act": cands_act, "move": cands_move,
         "attack": cands_attack, "follow": cands_follow, "repos": cands_repos, "clear": cands_clear,
         "place": cands_place, "duel_pick": cands_duel_pick}
PERFORM = {"spite": perform_spite, "first": perform_first, "deploy": perform_deploy, "turn": perform_turn, "act": perform_act,
           "move": perform_move, "attack": perform_attack, "follow": perform_follow, "repos": perform_repos,
           "clear": perform_clear, "place": perform_place, "duel_pick": perform_duel_pick}
VALIDATE = {"attack": validate_attack, "deploy": validate_deploy, "act": validate_act, "move": validate_move, "follow": validate_follow,
            "repos": validate_repos, "clear": validate_clear, "place": validate_place}
