"""Arena Rex heuristic: the 'easy' bot and the ISMCTS rollout policy.

Engage the nearest enemy, attack the weakest engaged enemy, choose tree paths
that push into hazards, keep one fatigue for reactions, spend Favor when it
matters. Built to be fast: it constructs its action from the rules' own
helpers instead of asking for every candidate where it can.
"""
from __future__ import annotations

import math

from ..core.values import Action
from . import flow
from . import geometry as g

A = Action.make
SEVERITY = {"lethal": 30.0, "wounding": 8.0, "hazard": 3.0}


def heuristic_policy(state, rng) -> Action:
    d = state.to_decide()
    f = state.stack[-1]
    fn = _BY_KIND.get(d.kind)
    if fn is not None:
        action = fn(state, f, d, rng)
        if action is not None:
            return action
    return rng.choice(state.legal_actions())


# -- helpers ------------------------------------------------------------------------------
def enemies(s, mid):
    return [o for o in s.all_in_play() if s.is_enemy(o, mid) and s.body(o) == o or
            (s.is_enemy(o, mid) and s.models[o]["mounted"])]


def nearest_enemy(s, mid):
    p = s.pos(mid)
    best, bd = None, math.inf
    for o in s.all_in_play():
        if not s.is_enemy(o, mid):
            continue
        d = g.edge_gap(p, s.radius(mid), s.pos(o), s.radius(o))
        if d < bd:
            best, bd = o, d
    return best, bd


def push_value(s, atk, dfd) -> float:
    """How good is a push of dfd by atk: the hazard it would end touching."""
    if s.is_titan(dfd):
        return 0.0
    start = s.pos(dfd)
    direction = g.unit(s.pos(atk), start)
    geo = s.geo()
    end, hit = geo.push_end(start, direction, 1.0, s.radius(dfd), ignore=s.pair(dfd))
    value = 0.5
    for idx in geo.touching_areas(end, s.radius(dfd)):
        value = max(value, SEVERITY[s.hazard_areas()[idx].kind])
    if geo.touches_edge(end, s.radius(dfd)):
        value = max(value, SEVERITY.get(s.arena.edge_kind, 3.0))
    return value


def target_score(s, atk, t) -> float:
    score = 10.0 - s.vitality_left(t) * 0.5
    if s.models[t]["fat"] == 2:
        score += 4
    score += push_value(s, atk, t) * 0.5
    return score


# -- decisions ---------------------------------------------------------------------------
def p_first(s, f, d, rng):
    return A("go_first")


def p_activate(s, f, d, rng):
    acts = s.legal_actions()
    best, bs = None, -math.inf
    for a in acts:
        m = a.model
        score = 0.0
        if any(s.is_enemy(m, t) for t in flow.attack_targets(s, m)):
            score += 10
        _, gap = nearest_enemy(s, m)
        score -= min(gap, 20) * 0.2
        if a.rest is not None:
            score += 2
        if score > bs:
            best, bs = a, score
    return best


def p_act(s, f, d, rng):
    mid = f["model"]
    fat = s.models[mid]["fat"]
    targets = []
    for x in flow.attackers_of(s, mid):
        for t in flow.attack_targets(s, x):
            if s.is_enemy(x, t):
                targets.append((target_score(s, x, t), x, t))
    mounted = len(s.pair(mid)) == 2
    # attack once (keep a fatigue for reactions) unless the target is nearly down
    if targets and fat == 0 or targets and fat == 1 and min(s.vitality_left(t) for _, _, t in targets) <= 3:
        targets.sort(key=lambda x: -x[0])
        _, x, t = targets[0]
        also = None
        if mounted and f["attacks"] == 0:
            other = [y for y in s.pair(mid) if y != x][0]
            alts = flow.attack_targets(s, other)
            if alts:
                also = t if t in alts else alts[0]
        return A("attack", by=x, target=t, also=also)
    if not f["moved"] and not targets:
        return move_toward(s, mid, "action") or A("end")
    return A("end")


def move_toward(s, mid, kind):
    t, gap = nearest_enemy(s, mid)
    if t is None:
        return None
    start = s.pos(mid)
    tp = s.pos(t)
    mov = flow.mov_of(s, mid)
    r = s.radius(mid)
    best = None
    # a push line: stand so the target is between us and its worst nearby hazard
    for h in s.hazard_areas():
        if g.dist(h.centre(), tp) < 4.0:
            u = g.unit(h.centre(), tp)
            spot = g.round_point((tp[0] + u[0] * (s.radius(t) + r + 0.01), tp[1] + u[1] * (s.radius(t) + r + 0.01)))
            if g.dist(spot, start) <= mov and flow.path_problem(s, mid, [list(spot)], mov, kind) is None:
                best = spot
                break
    path = None if best is None else [list(best)]
    if path is None:
        u = g.unit(start, tp)
        direct = flow.clear_end(s, mid, start, u, min(mov, max(0.0, gap)))
        short = g.dist(direct, start) < min(1.0, gap - 0.05)
        if not short and flow.path_problem(s, mid, [list(direct)], mov, kind) is None:
            path = [list(direct)]
        else:
            path = flow.approach_path(s, mid, t, kind)  # around whatever blocks the way
    if path is None:
        return None
    return A("move", path=path) if kind == "action" else path


def p_reaction(s, f, d, rng):
    if f["t"] == "attack":
        acts = flow.reaction_options(s, f)
        kinds = {a.kind for a in acts}
        atk, dfd = f["atk"], f["dfd"]
        if "counterattack" in kinds and s.prof(dfd).atk >= s.prof(atk).atk and s.engages(dfd, atk):
            return A("counterattack")
        assists = [a for a in acts if a.kind == "assist"]
        if assists and s.vitality_left(dfd) <= 6:
            return assists[0]
        return A("pass")
    if f["t"] == "move" and f["st"] == "oa":
        oas = [A("opportunity_attack", model=o) for o in flow.oa_options(s, f)]
        if oas and s.vitality_left(f["model"]) <= 6:
            return oas[0]
    return A("pass")


def p_power(s, f, d, rng):
    return A("power_attack", power=s.vitality_left(f["dfd"]) <= 5 and s.models[f["atk"]]["fat"] == 1)


def p_favor(s, f, d, rng):
    seat = d.seat
    amounts = flow.favor_amounts(s, f, f["st"][-1])
    if not amounts:
        return None
    top = max(amounts)
    pool = s.favor[seat]
    want = 0
    if f["st"] == "fav_a":
        if s.vitality_left(f["dfd"]) <= 5 or pool >= 5:
            want = 2
        elif pool >= 3:
            want = 1
    else:
        if s.vitality_left(f["dfd"]) <= 5 or pool >= 5:
            want = 1
    return A("favor", amount=max(min(amounts), min(top, want)))


def p_tree(s, f, d, rng):
    from .content import trees
    tree = trees()[s.prof(f["atk"]).tree]
    best, bs = None, -math.inf
    for a in flow.tree_options(s, f):
        if a.kind == "free_push":
            score = push_value(s, f["atk"], f["dfd"]) + 1
        else:
            box = tree.boxes[a.box]
            kind = box.box
            if kind == "special":
                kind = s.prof(f["atk"]).special
            score = box.damage
            if kind == "push":
                score += push_value(s, f["atk"], f["dfd"])
            elif kind == "fatigue":
                score += 1.5
            elif kind == "favor":
                score += 1.0
            # look one step further down the tree
            score += 0.3 * max((tree.boxes[n].damage for n in box.next), default=0)
        if score > bs:
            best, bs = a, score
    return best


def p_follow(s, f, d, rng):
    acts = s.legal_actions()
    moves = [a for a in acts if a.to is not None]
    if not moves:
        return A("follow_up", to=None)
    return max(moves, key=lambda a: g.dist(s.pos(f["atk"]), a.to))


def p_repos(s, f, d, rng):
    mid = f["model"]
    if f["rest_ok"] and s.models[mid]["fat"] > 0 and not s.engaged(mid):
        return A("reposition", path=None, rest=True)
    return A("reposition", path=None, rest=False)


def p_clear(s, f, d, rng):
    if f["wild"]:
        return A("wild", model=f["wild"][0])
    seat = d.seat
    if s.favor[seat] >= 3:
        tired = [m for m in s.seat_models(seat) if s.body(m) == m and s.models[m]["fat"] > 0]
        if tired:
            return A("recover", model=max(tired, key=lambda m: s.models[m]["fat"]))
    return A("end_clear_turn")


def p_place(s, f, d, rng):
    acts = s.legal_actions()
    if d.kind == "displace_order":
        other = [a for a in acts if a.seat != d.seat]
        return other[0] if other else acts[0]
    return None


def p_duel(s, f, d, rng):
    acts = s.legal_actions()
    return max(acts, key=lambda a: s.prof(a.model).atk + s.prof(a.model).df + s.prof(a.model).arm)


def p_deploy(s, f, d, rng):
    from . import scenarios
    todo = flow.deploy_todo(s, f)
    spots = scenarios.deploy_spots(s, f, todo[0], limit=1)
    return A("deploy", model=todo[0], at=list(spots[0])) if spots else None


def p_hubris(s, f, d, rng):
    mid = f["atk"] if f["st"] == "fav_a" else f["dfd"]
    return A("hubris", use=s.vitality_left(mid) > 8)


def p_move_to(s, f, d, rng):
    return A("move_to", path=None)


_BY_KIND = {"first_player": p_first, "activate": p_activate, "action": p_act, "reaction": p_reaction,
            "power_attack": p_power, "favor": p_favor, "tree_path": p_tree, "follow_up": p_follow,
            "reposition": p_repos, "clear_turn": p_clear, "displace_order": p_place, "duellum_pick": p_duel,
            "move_to": p_move_to, "deploy": p_deploy, "hubris": p_hubris}


def evaluate(state) -> list[float]:
    """Material: unmarked vitality, models, a little Favor; squashed to [0, 1]."""
    vals = []
    for seat in (0, 1):
        models = state.seat_models(seat)
        vit = sum(state.vitality_left(m) for m in models)
        vals.append(vit + 6 * len(models) + 0.5 * state.favor[seat])
    diff = vals[0] - vals[1]
    p0 = 1 / (1 + math.exp(-diff / 10))
    return [p0, 1 - p0]


def candidates(state, legal):
    """The actions worth searching at a node: drop moves that go nowhere useful."""
    d = state.to_decide()
    if d is None or len(legal) <= 4:
        return legal
    if d.kind == "action":
        f = state.stack[-1]
        mid = f["model"]
        keep = [a for a in legal if a.kind == "end" or (a.kind == "attack" and state.is_enemy(a.by, a.target))]
        moves = [a for a in legal if a.kind == "move"]
        t, _ = nearest_enemy(state, mid)
        if t is not None and moves:
            tp = state.pos(t)
            moves.sort(key=lambda a: g.dist(a.path[-1], tp))
            keep += moves[:3]
        return keep or legal
    if d.kind == "reaction":
        return [a for a in legal if a.kind != "react_move"] or legal
    if d.kind in ("deploy", "place", "clear_turn"):
        chosen = heuristic_policy(state, _FixedRng())
        out = legal[:2]
        if chosen in legal and chosen not in out:
            out.append(chosen)
        return out
    return legal


class _FixedRng:
    def below(self, n):
        return 0

    def choice(self, items):
        return items[0]
