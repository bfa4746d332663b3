"""Arena Rex bots: the heuristic ('easy' and the playout policy) and the search
('normal', 'hard').

The heuristic engages the nearest enemy, attacks the weakest engaged enemy, chooses
tree paths that push into hazards, keeps one fatigue for reactions and spends Favor
when it matters. Built to be fast: it constructs its action from the rules' own
helpers instead of asking for every candidate where it can.

The searching levels are the one search (engine.ai.search) built from ``kit``: the
heuristic's ranking of the candidates, the horizon (two turns of each seat) and ``evaluate``,
which knows how the turn limit is won.
"""
from __future__ import annotations

import math

from ..core.rng import FixedRng
from ..core.values import Action
from . import activation, attack, beasts, move, movement
from . import geometry as g
from .board import READY

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


#: how much less a model that is not Ready is worth activating (``p_activate``)
NOT_READY = 12.0


def _berserk(s, mid) -> bool:
    """Berserk: the model may activate while Fatigued or Exhausted (as ``activation.can_activate``)."""
    return any("berserk" in s.prof(x).effects for x in s.pair(mid))


def p_activate(s, f, d, rng):
    acts = s.legal_actions()
    best, bs = None, -math.inf
    for a in acts:
        m = a.model
        score = 0.0
        if any(s.is_enemy(m, t) for t in activation.attack_targets(s, m)):
            score += 10
        _, gap = nearest_enemy(s, m)
        score -= min(gap, 20) * 0.2
        if a.rest is not None:
            score += 2
        if s.models[m]["fat"] != READY:
            # only a Berserk model activates Fatigued or Exhausted: it may not react meanwhile and
            # (Exhausted) acts only by paying Favor and damage, so a Ready model goes first; picked
            # every turn, it used to end its activation every turn while the Ready ones waited
            score -= NOT_READY
        if score > bs:
            best, bs = a, score
    return best


def p_act(s, f, d, rng):
    mid = f.model
    fat = s.models[mid]["fat"]
    targets = []
    for x in activation.attackers_of(s, mid):
        for t in activation.attack_targets(s, x):
            if s.is_enemy(x, t):
                targets.append((target_score(s, x, t), x, t))
    mounted = len(s.pair(mid)) == 2
    # attack once (keep a fatigue for reactions) unless the target is nearly down; a Berserk model
    # that activated Fatigued has no reaction to keep a fatigue for
    if targets and (fat == 0 or fat == 1 and (min(s.vitality_left(t) for _, _, t in targets) <= 3
                                              or _berserk(s, mid))):
        targets.sort(key=lambda x: -x[0])
        _, x, t = targets[0]
        also = None
        if mounted and f.attacks == 0:
            other = [y for y in s.pair(mid) if y != x][0]
            alts = activation.attack_targets(s, other)
            if alts:
                also = t if t in alts else alts[0]
        return A("attack", by=x, target=t, also=also)
    if not f.moved and not targets:
        return move_toward(s, mid, "action") or A("end")
    return A("end")


def move_toward(s, mid, kind):
    t, gap = nearest_enemy(s, mid)
    if t is None:
        return None
    start = s.pos(mid)
    tp = s.pos(t)
    mov = movement.mov_of(s, mid)
    r = s.radius(mid)
    best = None
    # a push line: stand so the target is between us and its worst nearby hazard
    for h in s.hazard_areas():
        if g.dist(h.centre(), tp) < 4.0:
            u = g.unit(h.centre(), tp)
            spot = g.round_point((tp[0] + u[0] * (s.radius(t) + r + 0.01), tp[1] + u[1] * (s.radius(t) + r + 0.01)))
            if g.dist(spot, start) <= mov and movement.path_problem(s, mid, [list(spot)], mov, kind) is None:
                best = spot
                break
    path = None if best is None else [list(best)]
    if path is None:
        u = g.unit(start, tp)
        direct = movement.clear_end(s, mid, start, u, min(mov, max(0.0, gap)))
        short = g.dist(direct, start) < min(1.0, gap - 0.05)
        if not short and movement.path_problem(s, mid, [list(direct)], mov, kind) is None:
            path = [list(direct)]
        else:
            # around whatever blocks the way; where no step closes the straight gap (the enemy
            # straight behind the Pit), the way round the hazards
            path = beasts.approach_path(s, mid, t, kind) or beasts.walk_round_path(s, mid, t, kind)
    if path is None:
        return None
    return A("move", path=path) if kind == "action" else path


def p_reaction(s, f, d, rng):
    if f.t == "attack":
        acts = attack.reaction_options(s, f)
        kinds = {a.kind for a in acts}
        atk, dfd = f.attacker, f.defender
        if "counterattack" in kinds and s.prof(dfd).atk >= s.prof(atk).atk and s.engages(dfd, atk):
            return A("counterattack")
        assists = [a for a in acts if a.kind == "assist"]
        if assists and s.vitality_left(dfd) <= 6:
            return assists[0]
        return A("pass")
    if f.t == "move" and f.stage == "oa":
        oas = [A("opportunity_attack", model=o) for o in move.oa_options(s, f)]
        if oas and s.vitality_left(f.model) <= 6:
            return oas[0]
    return A("pass")


def p_power(s, f, d, rng):
    return A("power_attack", power=s.vitality_left(f.defender) <= 5 and s.models[f.attacker]["fat"] == 1)


def p_favor(s, f, d, rng):
    seat = d.seat
    amounts = attack.favor_amounts(s, f, f.stage[-1])
    if not amounts:
        return None
    top = max(amounts)
    pool = s.favor[seat]
    want = 0
    if f.stage == "fav_a":
        if s.vitality_left(f.defender) <= 5 or pool >= 5:
            want = 2
        elif pool >= 3:
            want = 1
    else:
        if s.vitality_left(f.defender) <= 5 or pool >= 5:
            want = 1
    return A("favor", amount=max(min(amounts), min(top, want)))


def p_tree(s, f, d, rng):
    from .content import trees
    tree = trees()[s.prof(f.attacker).tree]
    best, bs = None, -math.inf
    for a in attack.tree_options(s, f):
        if a.kind == "free_push":
            score = push_value(s, f.attacker, f.defender) + 1
        else:
            box = tree.boxes[a.box]
            kind = box.box
            if kind == "special":
                kind = s.prof(f.attacker).special
            score = box.damage
            if kind == "push":
                score += push_value(s, f.attacker, f.defender)
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
    return max(moves, key=lambda a: g.dist(s.pos(f.attacker), a.to))


def p_repos(s, f, d, rng):
    mid = f.model
    if f.rest_ok and s.models[mid]["fat"] > 0 and not s.engaged(mid):
        return A("reposition", path=None, rest=True)
    return A("reposition", path=None, rest=False)


def p_clear(s, f, d, rng):
    if f.wild:
        return A("wild", model=f.wild[0])
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
    todo = f.todo(s)
    spots = scenarios.deploy_spots(s, f, todo[0], limit=1)
    return A("deploy", model=todo[0], at=list(spots[0])) if spots else None


def p_hubris(s, f, d, rng):
    mid = f.attacker if f.stage == "fav_a" else f.defender
    return A("hubris", use=s.vitality_left(mid) > 8)


def p_move_to(s, f, d, rng):
    return A("move_to", path=None)


_BY_KIND = {"first_player": p_first, "activate": p_activate, "action": p_act, "reaction": p_reaction,
            "power_attack": p_power, "favor": p_favor, "tree_path": p_tree, "follow_up": p_follow,
            "reposition": p_repos, "clear_turn": p_clear, "displace_order": p_place, "duellum_pick": p_duel,
            "move_to": p_move_to, "deploy": p_deploy, "hubris": p_hubris}


# -- search: the evaluator, the candidate sets and the 'hard' bot ---------------------------
#: a model in the arena is worth this much vitality (the turn limit counts models first)
MODEL_VALUE = 12.0
#: how much of a push's hazard severity a standing threat is worth (the attack may miss)
THREAT_SHARE = 0.3


def push_severity(s, from_pt, victim, at=None) -> float:
    """The hazard a 1-inch push from ``from_pt`` would drive ``victim`` (standing at ``at``) into."""
    if s.is_titan(victim):
        return 0.0
    start = s.pos(victim) if at is None else at
    geo = s.geo()
    r = s.radius(victim)
    end, _ = geo.push_end(start, g.unit(from_pt, start), 1.0, r, ignore=s.pair(victim))
    value = 0.0
    areas = s.hazard_areas()
    for idx in geo.touching_areas(end, r):
        value = max(value, SEVERITY[areas[idx].kind])
    if geo.touches_edge(end, r):
        value = max(value, SEVERITY.get(s.arena.edge_kind, 3.0))
    return value


def evaluate(state) -> list[float]:
    """Each seat's chances in [0, 1]: a lead, judged against how much can still change.

    The lead is material, what the turn limit counts (models, then unmarked vitality),
    plus a little Favor, fatigue (an Exhausted model is easy prey) and standing threats:
    a Ready model engaging an enemy threatens damage and, worse, a push into whatever
    hazard lies behind that enemy; the seat about to act cashes its threats first.

    How much can still change grows with the turns left and with how close the cohorts
    stand: a lead far from the enemy and near the turn limit is nearly a win. So the
    seat behind wants a brawl and the seat ahead wants distance, which is how the turn
    limit is won.
    """
    s = state
    vals = [0.0, 0.0]
    bodies = ([], [])
    for seat in (0, 1):
        v = 0.5 * s.favor[seat]
        for m in s.seat_models(seat):
            v += s.vitality_left(m) + MODEL_VALUE
            fat = s.models[m]["fat"]
            v -= 0.8 * fat + (1.0 if fat >= 2 else 0.0)
            if s.body(m) == m and s.pos(m) is not None:
                bodies[seat].append(m)
        vals[seat] = v
    active = s.active if s.active in (0, 1) else 0
    closeness = 0.0
    for e in bodies[0] + bodies[1]:
        seat = s.seat_of(e)
        ep, er = s.pos(e), s.radius(e)
        ready = s.models[e]["fat"] == 0
        weight = 1.0 if seat == active else 0.45
        for m in bodies[1 - seat]:
            gap = g.edge_gap(ep, er, s.pos(m), s.radius(m))
            if seat == 0:
                closeness += math.exp(-max(0.0, gap) / 5.0)
            if ready and s.engages(e, m):
                threat = 1.5 + THREAT_SHARE * push_severity(s, ep, m)
                if s.models[m]["fat"] >= 2:
                    threat += 2.5
                vals[seat] += weight * threat
    diff = vals[0] - vals[1]
    left = max(0, s.turn_limit - s.turn_no)
    swing = 0.3 + 1.5 * min(closeness, 3.0)  # variance of the lead per pair of turns
    sigma = math.sqrt(swing * left / 2 + 1.0)
    z = max(-30.0, min(30.0, 1.7 * diff / sigma))
    p0 = 1 / (1 + math.exp(-z))
    return [p0, 1 - p0]


def _enemy_bodies(s, mid):
    return [o for o in s.all_in_play() if s.body(o) == o and s.is_enemy(o, mid)]


def pick_moves(s, mid, moves, limit: int = 4):
    """A bounded set of move destinations: the nearest approach, the best push line into
    a hazard, the safest engaging spot and an escape from the hazard at our back."""
    if len(moves) <= limit:
        return moves
    foes = _enemy_bodies(s, mid)
    if not foes:
        return moves[:limit]
    r = s.radius(mid)
    reach = g.ENGAGEMENT
    scored = []
    for a in moves:
        p = tuple(a.path[-1])
        gap = math.inf
        line = 0.0
        risk = 0.0
        for o in foes:
            op, ro = s.pos(o), s.radius(o)
            d = g.edge_gap(p, r, op, ro)
            gap = min(gap, d)
            if d <= reach + 1e-6:
                line = max(line, push_severity(s, p, o))
                if s.models[o]["fat"] == 0:
                    risk = max(risk, 1.0 + push_severity(s, op, mid, at=p))
        scored.append((a, gap, line, risk))
    keep = []

    def add(best):
        if best is not None and best[0] not in keep:
            keep.append(best[0])

    add(min(scored, key=lambda x: x[1]))
    lines = [x for x in scored if x[2] > 0]
    if lines:
        add(max(lines, key=lambda x: (x[2], -x[3])))
    engaging = [x for x in scored if x[1] <= reach]
    if engaging:
        add(min(engaging, key=lambda x: (x[3], x[1])))
    add(min(scored, key=lambda x: (x[3], -x[1])))
    for x in sorted(scored, key=lambda x: x[1]):
        if len(keep) >= limit:
            break
        add(x)
    return keep[:limit]


#: decisions whose outcome rarely turns a game: the heuristic's choice is ranked first and they
#: get a short look (``SHARE``)
TRIVIAL = frozenset({"first_player", "deploy", "follow_up", "reposition", "power_attack", "favor", "hubris",
                     "move_to", "clear_turn", "displace_order", "place", "duellum_pick"})


def candidates(state, legal):
    """The actions worth searching at a node; one action where the heuristic decides."""
    d = state.to_decide()
    if d is None or len(legal) <= 1:
        return legal
    if d.kind in TRIVIAL:
        chosen = heuristic_policy(state, FixedRng())
        return [chosen] if chosen in legal else legal[:1]
    if d.kind == "activate":
        out, seen = [], set()
        for a in legal:  # resting a Fatigued model is free: one choice per activated model
            if a.model in seen:
                continue
            rests = [b for b in legal if b.model == a.model and b.rest is not None]
            out.append(rests[0] if rests else a)
            seen.add(a.model)
        return out
    if d.kind == "action":
        f = state.stack[-1]
        mid = f.model
        keep = [a for a in legal if a.kind == "end" or (a.kind == "attack" and state.is_enemy(a.by, a.target))]
        moves = [a for a in legal if a.kind == "move"]
        keep += pick_moves(state, mid, moves)
        own = heuristic_policy(state, FixedRng())  # the heuristic's way (it walks around obstacles)
        if own.kind == "move" and own not in keep and not f.moved:
            keep.append(own)
        return keep or legal
    if d.kind == "reaction":
        out, kinds = [], set()
        for a in legal:
            if a.kind == "react_move" or a.kind in kinds:
                continue
            kinds.add(a.kind)
            out.append(a)
        return out or legal[:1]
    return legal


#: a decision kind's share of a level's budget and clock (engine.ai.kit): a model's actions get
#: the full look, which model to activate two thirds, reactions a third, damage tree paths a
#: quarter, and the kinds whose outcome rarely turns a game (``TRIVIAL``) an eighth
SHARE = {"activate": 0.67, "reaction": 0.33, "tree_path": 0.25} | {kind: 0.125 for kind in TRIVIAL}
#: playouts per decision in ``sim`` for the searching levels (see docs/bots.md); both play the
#: same long playouts (``two_turns_over``), 'hard' twice as many
BUDGETS = {"normal": 32, "hard": 64}
#: a guard on a playout's length: both levels' playouts end where ``two_turns_over`` says (a turn
#: seldom takes more than 20 decisions)
ROLLOUT_DEPTH = 96


def two_turns_over(start, state) -> bool:
    """The horizon: this turn, the reply, the next turn and the reply to it. The heuristic both
    seats play in a playout is the 'easy' bot itself, so a longer look at its play is worth more
    than more samples of a shorter one, which leave more to the evaluator: ``evaluate`` counts a
    Ready model engaging an enemy as a threat, and a playout cut at the end of the reply (or
    inside it) rated ending an activation beside an enemy above attacking, which tires the model
    (issue 37, session 13: 'normal' ended turn after turn while 'easy' struck its engaged
    model). 'hard' has had it since session 11, 'normal' since session 13."""
    return state.turn_no > start.turn_no + 3


def rank(state, legal):
    """Every legal action, best first: the few worth comparing (``candidates``), then the rest
    in the engine's order (progressive widening reaches them with a larger budget)."""
    if len(legal) <= 1:
        return legal
    return list(dict.fromkeys([*candidates(state, legal), *legal]))


def kit(ruleset):
    """Arena Rex's kit for the one search (engine.ai.kit): the heuristic plays both seats out
    through two turns of each (``two_turns_over``), where ``evaluate`` (which knows how the turn
    limit is won) judges; in a running Munus nothing is hidden but the dice, so a candidate whose
    playout rolled none is exact after one sample."""
    from ..ai.kit import SearchKit
    return SearchKit(policy=heuristic_policy, rank=rank, evaluator=ruleset.evaluator(),
                     rollout_depth=ROLLOUT_DEPTH, stop=two_turns_over, budgets=BUDGETS, share=SHARE,
                     exact_without_chance=True)
