"""An activation: the active model moves (the first move free), attacks (Pounce, a mounted
pair's double first attack, Aegis of Fame), uses its special actions, pays with Berserk when
Exhausted, and ends."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.flow import ASK, push
from ..core.values import Action, Decision
from ..i18n import N_
from . import geometry as g
from . import restrictions
from .abilities import SPECIAL_ACTIONS, perform_special_action, special_action_problem, special_actions
from .attack import declare_attack, new_attack
from .board import (
    ACTIONS,
    EXHAUSTED,
    FAQ,
    FATIGUE,
    FAVOR,
    MOUNTS,
    READY,
    RESULTS,
    TURN,
    ArenaRexFrame,
    P,
    name,
)
from .move import new_move
from .movement import clear_end, mov_of, move_candidates, path_problem

A = Action.make
POUNCE = 3.0


@dataclass(eq=False)
class Act(ArenaRexFrame):
    """The active model's activation (``model`` is the body: a mounted pair's mount)."""
    t = "act"
    model: str
    moved: bool = False             # the free first move is spent
    rest: bool = False              # it repositioned to rest: the activation ends
    attacks: int = 0
    berserk_used: bool = False
    dictated: list[str] = field(default_factory=list)   # Dictate: each model once per activation
    specials: list[str] = field(default_factory=list)   # Necrosis, War Cry, Rampage used

    def run(self, s):
        mid = self.model
        if self.rest:
            s.gain_fatigue(mid, -1, RESULTS)
            end_activation(s, self, why="rested after reposition")
            return False
        if not s.in_play(mid):
            end_activation(s, self, why="out of play")
            return False
        if s.models[mid]["fat"] >= EXHAUSTED and not berserk_ready(s, self):
            end_activation(s, self, why="exhausted")
            return False
        if any(attack_targets(s, x) for x in attackers_of(s, mid)):
            return ASK
        if move_candidates(s, mid, mov_of(s, mid), "action", limit=1):
            return ASK
        return True

    def decide(self, s):
        return Decision(s.controller(self.model), "action",
                        N_("{model} is active: move, attack, or end the activation.").format(model=name(s, self.model)), ACTIONS)

    def candidates(self, s):
        mid = self.model
        out = [A("end")]
        fat = s.models[mid]["fat"]
        if fat >= EXHAUSTED and berserk_ready(s, self):
            for path in move_candidates(s, mid, mov_of(s, mid), "action", limit=6):
                out.append(A("move", path=path, berserk=True))
            for t in attack_targets(s, mid):
                out.append(A("attack", by=mid, target=t, also=None, berserk=True))
        if fat < EXHAUSTED:
            for path in move_candidates(s, mid, mov_of(s, mid), "action"):
                out.append(A("move", path=path))
            out += special_actions(s, self)
            if "pounce" in s.prof(mid).effects and len(s.pair(mid)) == 1:
                for t, spot in pounce_options(s, mid):
                    out.append(A("attack", by=mid, target=t, also=None, pounce=list(spot)))
            mounted = len(s.pair(mid)) == 2
            for x in attackers_of(s, mid):
                for t in attack_targets(s, x):
                    if mounted and self.attacks == 0:
                        other = [y for y in s.pair(mid) if y != x][0]
                        for t2 in attack_targets(s, other) or [None]:
                            out.append(A("attack", by=x, target=t, also=t2))
                    else:
                        out.append(A("attack", by=x, target=t, also=None))
        return out

    def problem(self, s, a):
        mid = self.model
        if a.kind == "attack" and a.get("pounce") is not None:
            if s.models[mid]["fat"] >= EXHAUSTED:
                return FATIGUE, N_("An Exhausted model may not declare actions.")
            t = a.target
            if a.by != mid or t not in s.models or not s.in_play(t) or not s.is_enemy(mid, t):
                return ACTIONS, N_("Pounce at an enemy model in play.")
            return pounce_problem(s, mid, t, P(a.pounce))
        if a.kind == "end":
            return None
        if a.kind in SPECIAL_ACTIONS:
            return special_action_problem(s, self, a)
        if a.get("berserk"):
            if not berserk_ready(s, self):
                return FAQ, N_("Berserk: once per activation, with 1 Favor in the pool, by a Berserk model.")
        elif s.models[mid]["fat"] >= EXHAUSTED:
            return FATIGUE, N_("An Exhausted model may not declare actions.")
        if a.kind == "move":
            if self.moved and s.models[mid]["fat"] + 1 > EXHAUSTED and not a.get("berserk"):
                return TURN, N_("That move would take the model beyond Exhausted.")
            return path_problem(s, mid, list(a.path), mov_of(s, mid), "action")
        if a.kind == "attack":
            return self.attack_problem(s, a)
        return ACTIONS, s.explain_illegal(a, self.decide(s))

    def attack_problem(self, s, a):
        mid = self.model
        by, target = a.by, a.target
        if by not in attackers_of(s, mid):
            return ACTIONS, N_("Only the active model (or its mounted partner) can attack.")
        if target not in s.models or not s.in_play(target):
            return ACTIONS, N_("The target must be a model in play.")
        if target in s.pair(by) or not s.engages(by, target):
            return ACTIONS, N_("{target} is not within {model}'s engagement range.").format(
                target=name(s, target), model=name(s, by))
        if aegis_blocks(s, by, target):
            return FAQ, N_("Aegis of Fame: a gladiator must spend 1 Favor to attack Hermes, and your pool is empty.")
        p = restrictions.attack_problem(s, by, target)
        if p is not None:
            return p
        also = a.get("also")
        mounted = len(s.pair(mid)) == 2
        if also is not None:
            if not (mounted and self.attacks == 0):
                return MOUNTS, N_("Only a mounted pair's first attack is made by both models.")
            other = [y for y in s.pair(mid) if y != by][0]
            if also not in attack_targets(s, other):
                return MOUNTS, f"{name(s, also) if also in s.models else also} is not a target for {name(s, other)}."
        elif mounted and self.attacks == 0:
            other = [y for y in s.pair(mid) if y != by][0]
            if attack_targets(s, other):
                return MOUNTS, N_("The first attack of a mounted pair is made by both models: choose the other's target.")
        return None

    def perform(self, s, a):
        mid = self.model
        if a.kind == "end":
            end_activation(s, self, why="ended")
            return
        if a.kind in SPECIAL_ACTIONS:
            perform_special_action(s, self, a)
            return
        if a.get("berserk"):
            self.berserk_used = True
            s.emit("ability_used", FAQ, model=mid, ability="Berserk")
            s.spend_pool(s.seat_of(mid), 1, FAQ, why="Berserk")
            s.mark_damage(mid, 3, FAQ)
            if not s.in_play(mid):
                return
        if a.kind == "move":
            cost = 1 if self.moved else 0
            self.moved = True
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
        self.attacks += 1
        frames = [new_attack(s, by, target, "action")]
        if also is not None:
            other = [y for y in s.pair(mid) if y != by][0]
            frames.append(new_attack(s, other, also, "action", mounted_second=True))
        for fr in reversed(frames):
            s.stack.append(fr)
        declare_attack(s, frames[0])


def start_activation(s, mid):
    s.emit("activated", TURN, model=mid, seat=s.seat_of(mid))
    s.stack.append(Act(model=mid))


def end_activation(s, act, why=""):
    s.stack.remove(act)
    s.emit("activation_ended", TURN, model=act.model, why=why)
    if s.hazard_kill:
        s.hazard_kill = False
        s.gain_favor(s.active, 1, FAVOR, why="hazard defeat in your activation")
    push(s, "start", seat=1 - s.active)


def can_activate(s, mid) -> bool:
    if not s.in_play(mid):
        return False
    if any("berserk" in s.prof(x).effects for x in s.pair(mid)):
        return True
    return s.models[mid]["fat"] == READY


def berserk_ready(s, act) -> bool:
    """Berserk: once per activation, pay 1 Favor and take 3 damage instead of a fatigue."""
    mid = act.model
    seat = s.seat_of(mid)
    return ("berserk" in s.prof(mid).effects and not act.berserk_used and seat is not None
            and s.favor[seat] >= 1)


def attackers_of(s, mid):
    return [x for x in s.pair(mid) if s.in_play(x)]


def attack_targets(s, attacker):
    pair = s.pair(attacker)
    return [o for o in s.engaged_by(attacker) if o not in pair and not aegis_blocks(s, attacker, o)
            and restrictions.attack_problem(s, attacker, o) is None]


def aegis_blocks(s, attacker, target) -> bool:
    return ("aegis_of_fame" in s.prof(target).effects and s.prof(attacker).is_gladiator
            and s.seat_of(attacker) is not None and s.favor[s.seat_of(attacker)] < 1)


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
        return ACTIONS, N_("{model} cannot Pounce.").format(model=name(s, mid))
    p = path_problem(s, mid, [list(spot)], POUNCE, "reposition")
    if p is not None:
        return p
    if g.edge_gap(spot, s.radius(mid), s.pos(t), s.radius(t)) > s.reach(mid) + g.CONTACT_TOL:
        return ACTIONS, N_("After the Pounce {model} would still be out of reach.").format(model=name(s, t))
    return None
