"""Combat: an attack from its declaration to its damage. Its stages: declare, react (the
defender's side may Counterattack or Assist), power (a Power Attack), fav_a / fav_d (Favor
dice, attacker first; Hubris is asked just before), roll, tree (the damage tree path, with
Asari), finish (damage, Retaliate, Rebuff, living hazards set off)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.flow import ASK, push
from ..core.values import Action, Decision
from ..i18n import N_
from . import geometry as g
from .board import (
    ACTIONS,
    COMBAT,
    EXHAUSTED,
    FAQ,
    FAVOR,
    HELLENIKI,
    LIVING_TRIGGER,
    LM,
    PUSHING,
    REACTIONS,
    RESULTS,
    TREE,
    VITALITY,
    WOUNDING,
    ArenaRexFrame,
    name,
)
from .content import trees
from .displacement import start_displacement
from .pushing import Repos, do_push
from .reactions import pay_reaction, reaction_cost, reactor_seat

A = Action.make


@dataclass(eq=False)
class Attack(ArenaRexFrame):
    """One attack (an Attack action, an Opportunity Attack, a counterattack that won, a Wild,
    living hazard, incited, Ambush or Spite attack, or a shove of an ability)."""
    t = "attack"
    kind: str                       # action | opportunity | counter | wild | living | incite | ambush | spite | ability
    attacker: str
    defender: str
    chooser: int                    # the seat that adjudicates the attacker's side (Favor, tree path)
    exhausted_defender: bool        # the defender was Exhausted when the attack was declared
    stage: str = "react"
    power: bool = False
    favor_attack: int = 0           # Favor dice added by each side
    favor_defense: int = 0
    assisting: list[str] = field(default_factory=list)
    counter: bool = False
    box: str | None = None          # the damage tree box reached
    left: int = 0                   # net successes not yet applied
    damage: int = 0                 # damage from the tree (ARM applies)
    direct_damage: int = 0          # damage ignoring ARM (a wounding hazard)
    resists: int = 1                # pushes a larger defender may still resist
    friend_bonus: bool = False      # the bonus success for a push into a friend was had
    free_push: bool = False         # the free push of an Exhausted defender is still due
    hazards_met: list[list[str]] = field(default_factory=list)   # [model, hazard kind] once per attack
    pushed: list[str] = field(default_factory=list)
    rest: bool = False              # the attacker repositioned to rest: its activation ends after
    hubris_attacker: bool | None = None   # Hubris asked (and taken) for each side's roll
    hubris_defender: bool | None = None
    asari_used: bool = False

    # -- the stages ------------------------------------------------------------------------
    def run(self, s):
        st = self.stage
        if st == "declare":
            declare_attack(s, self)
            self.stage = "react"
            return False
        if st == "react":
            if not (s.in_play(self.attacker) and s.in_play(self.defender)):
                self.stage = "finish"
                return False
            if reaction_options(s, self):
                return ASK
            self.stage = "power"
            return False
        if st == "power":
            if can_power(s, self):
                return ASK
            self.stage = "fav_a"
            return False
        if st in ("fav_a", "fav_d"):  # Favor dice: the attacker declares first, then the defender
            side = st[-1]
            if hubris_pending(s, self, side):
                return ASK
            n = len(favor_amounts(s, self, side))
            if n >= 2:
                return ASK
            if n == 1:
                return True
            self.stage = "fav_d" if side == "a" else "roll"
            return False
        if st == "roll":
            roll(s, self)
            return False
        if st == "tree":
            return run_tree(s, self)
        if st == "finish":
            finish_attack(s, self)
            return False
        raise RuntimeError(f"bad attack stage {st}")

    def decide(self, s):
        st = self.stage
        if st == "react":
            return Decision(reactor_seat(s), "reaction", N_(
                "{attacker} attacks {defender}: Counterattack, Assist, or pass.").format(
                    attacker=name(s, self.attacker), defender=name(s, self.defender)), REACTIONS)
        if st == "power":
            return Decision(self.chooser, "power_attack",
                            N_("Upgrade to a Power Attack (1 more fatigue: reroll failed dice once)?"), ACTIONS)
        if st in ("fav_a", "fav_d") and hubris_pending(s, self, st[-1]):
            mid = self.attacker if st == "fav_a" else self.defender
            return Decision(s.seat_of(mid), "hubris",
                            N_("Hubris: {model} may take 2 damage to earn 1 Favor for this roll.").format(model=name(s, mid)), HELLENIKI)
        if st == "fav_a":
            return Decision(self.chooser, "favor",
                            N_("How many Favor dice does {model} add to the attack roll?").format(model=name(s, self.attacker)), FAVOR)
        if st == "fav_d":
            what = N_("How many Favor dice does {model} add to the counterattack roll?") if self.counter else \
                N_("How many Favor dice does {model} add to the defense roll?")
            return Decision(s.seat_of(self.defender), "favor", what.format(model=name(s, self.defender)), FAVOR)
        return Decision(self.chooser, "tree_path",
                        (N_("{model}: choose the next damage tree box ({n} success left).") if self.left == 1 else
                         N_("{model}: choose the next damage tree box ({n} successes left).")).format(
                             model=name(s, self.attacker), n=self.left), TREE)

    def candidates(self, s):
        st = self.stage
        if st == "react":
            return [A("pass")] + reaction_options(s, self)
        if st == "power":
            return [A("power_attack", power=False), A("power_attack", power=True)]
        if st in ("fav_a", "fav_d"):
            side = st[-1]
            if hubris_pending(s, self, side):
                return [A("hubris", use=False), A("hubris", use=True)]
            return [A("favor", amount=n) for n in favor_amounts(s, self, side)]
        return tree_options(s, self) + ([A("asari")] if asari_ready(s, self) else [])

    def problem(self, s, a):
        if self.stage == "react" and a.kind == "assist" and not a.get("interdict"):
            o = a.model
            if (o in s.models and o not in s.pair(self.defender) and s.is_friend(o, self.defender)
                    and reaction_cost(s, o) and self.kind == "action"):
                return None  # also one that cannot add its DEF (never offered: it only spends the reaction)
        return super().problem(s, a)

    def perform(self, s, a):
        st = self.stage
        if st == "react":
            if a.kind == "counterattack":
                pay_reaction(s, self.defender, "counterattack")
                self.counter = True
            elif a.kind == "assist" and not assists(s, self, a.model):
                # an Assist that cannot add DEF costs nothing, but it is the turn's reaction
                s.reacted = True
                s.emit("reaction_declared", REACTIONS, model=a.model, reaction="assist", brave=False, adds_def=False)
            elif a.kind == "assist":
                pay_reaction(s, a.model, "assist")
                self.assisting = [a.model]
            self.stage = "power"
            if a.kind == "assist" and a.get("interdict") and s.in_play(a.model):
                s.emit("ability_used", FAQ, model=a.model, ability="Interdict", by=self.defender)
                start_displacement(s, self.defender, [a.model])
        elif st == "power":
            if a.power:
                self.power = True
                s.gain_fatigue(self.attacker, 1, ACTIONS)
                s.emit("power_attack_declared", ACTIONS, model=self.attacker)
            self.stage = "fav_a"
        elif a.kind == "hubris":
            side = st[-1]
            setattr(self, "hubris_attacker" if side == "a" else "hubris_defender", bool(a.use))
            if a.use:
                mid = self.attacker if side == "a" else self.defender
                s.emit("ability_used", HELLENIKI, model=mid, ability="Hubris")
                s.mark_damage(mid, 2, HELLENIKI)
                s.gain_favor(s.seat_of(mid), 1, HELLENIKI, why="Hubris")
        elif st == "fav_a":
            self.favor_attack = a.amount
            s.spend_favor(self.attacker, self.chooser, a.amount, FAVOR, why="attack roll")
            self.stage = "fav_d"
        elif st == "fav_d":
            self.favor_defense = a.amount
            s.spend_favor(self.defender, s.seat_of(self.defender), a.amount, FAVOR, why="defense roll")
            self.stage = "roll"
        elif a.kind == "asari":
            self.asari_used = True
            self.left += 1
            s.emit("ability_used", FAVOR, model=self.attacker, ability="Asari")
            s.spend_favor(self.attacker, s.seat_of(self.attacker), 1, FAVOR, why="Asari")
        else:
            apply_box(s, self, a)


def new_attack(s, atk, dfd, kind, chooser=None, mounted_second=False) -> Attack:
    if chooser is None:
        chooser = s.controller(atk)
        if kind == "wild" or s.seat_of(atk) is None:
            chooser = 1 - s.controller(dfd) if s.seat_of(dfd) is not None else 1 - s.active
    return Attack(kind=kind, attacker=atk, defender=dfd, chooser=chooser,
                  exhausted_defender=s.models[dfd]["fat"] == EXHAUSTED and s.seat_of(dfd) is not None,
                  stage="declare" if mounted_second else "react")


def declare_attack(s, f):
    atk, dfd = f.attacker, f.defender
    s.emit("attack_declared", COMBAT if f.kind != "action" else ACTIONS, attacker=atk, defender=dfd, kind=f.kind,
           exhausted_defender=f.exhausted_defender)
    if f.kind == "action" and "aegis_of_fame" in s.prof(dfd).effects and s.prof(atk).is_gladiator \
            and s.seat_of(atk) is not None:
        s.spend_pool(s.seat_of(atk), 1, FAQ, why="Aegis of Fame")
    if not s.first_attack_done and s.is_enemy(atk, dfd) and f.kind in ("action", "opportunity", "wild"):
        s.first_attack_done = True
        s.gain_favor(s.seat_of(atk), 1, FAVOR, model=atk, why="first attack of the game")
    if f.kind != "action":
        f.stage = "fav_a"


def assists(s, f, o) -> bool:
    """Can ``o`` add its DEF to the defender's (it engages the defender or the attacker)?"""
    return s.engages(o, f.defender) or s.engages(o, f.attacker)


def reaction_options(s, f):
    if f.kind != "action":
        return []
    dfd = f.defender
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


def can_power(s, f) -> bool:
    atk = f.attacker
    return (f.kind == "action" and len(s.pair(atk)) == 1 and s.seat_of(atk) is not None
            and s.models[atk]["fat"] + 1 <= EXHAUSTED)


# -- Favor dice and Hubris ------------------------------------------------------------------
def favor_amounts(s, f, side) -> list[int]:
    mid = f.attacker if side == "a" else f.defender
    seat = f.chooser if side == "a" else s.seat_of(mid)
    if seat is None or not s.in_play(mid):
        return []
    if s.spoiled(mid):
        return []  # Spoilsport: no Favor dice for a model Mentulus engages
    top = s.favor_available(mid, seat)
    low = 1 if (f.hubris_attacker if side == "a" else f.hubris_defender) else 0
    if top <= 0:
        return []
    return list(range(low, top + 1))


def hubris_pending(s, f, side) -> bool:
    """Hubris (Helleniki): once per roll, 2 damage for 1 Favor that this roll must spend."""
    if (f.hubris_attacker if side == "a" else f.hubris_defender) is not None:
        return False
    mid = f.attacker if side == "a" else f.defender
    seat = s.seat_of(mid)
    if seat is None or not s.in_play(mid) or s.benefits[seat] != "helleniki" or s.prof(mid).ludus != "helleniki" \
            or s.spoiled(mid):
        return False
    if side == "a" and f.chooser != seat:
        return False
    return s.vitality_left(mid) > 2 and s.models[mid]["spent"] < s.favor_cap(mid)


# -- the roll ------------------------------------------------------------------------------
def throw(s, n: int, favor: int, reroll: bool, reroll_one: bool = False):
    dice = s.chance.rolls("attack dice", n)
    fav = s.chance.rolls("favor dice", favor)
    rerolled = 0
    if reroll_one and not reroll:
        for i, d in enumerate(dice):
            if d < 4:
                dice[i] = s.chance.roll("re-rolled die")
                rerolled += 1
                break
    if reroll:
        for i, d in enumerate(dice):
            if d < 4:
                dice[i] = s.chance.roll("re-rolled die")
                rerolled += 1
        for i, d in enumerate(fav):
            if d < 4:
                fav[i] = s.chance.roll("re-rolled favor die")
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
    atk, dfd = f.attacker, f.defender
    if not (s.in_play(atk) and s.in_play(dfd)):
        f.stage = "finish"
        return
    dice, fav, a_succ, rr = throw(s, s.prof(atk).atk, f.favor_attack, f.power, ekstasis_attack(s, atk, dfd))
    bonus = (1 if f.exhausted_defender else 0) + (1 if f.kind == "opportunity" else 0)
    a_total = a_succ + bonus
    s.emit("dice_rolled", COMBAT, model=atk, role="attack", dice=dice, favor_dice=fav, successes=a_total,
           bonus=bonus, rerolled=rr)
    if f.counter:
        n = s.prof(dfd).atk
        role = "counterattack"
        one = ekstasis_attack(s, dfd, atk)
    else:
        n = s.prof(dfd).df + sum(s.prof(x).df for x in f.assisting if s.in_play(x))
        role = "defense"
        one = ekstasis_defense(s, dfd)
    ddice, dfav, d_succ, drr = throw(s, n, f.favor_defense, False, one)
    s.emit("dice_rolled", COMBAT, model=dfd, role=role, dice=ddice, favor_dice=dfav, successes=d_succ, bonus=0,
           rerolled=drr)
    net = a_total - d_succ
    if f.counter and d_succ > a_total:
        if s.engages(dfd, atk):
            f.attacker, f.defender = dfd, atk
            f.chooser = s.controller(dfd)
            f.exhausted_defender = False
            f.kind = "counter"
            f.left = d_succ - a_total
            f.stage = "tree"
            s.emit("attack_result", REACTIONS, attacker=dfd, defender=atk, net=f.left, counter=True)
            return
        s.emit("attack_result", REACTIONS, attacker=dfd, defender=atk, net=0, counter=True,
               why="the counterattacker does not engage the attacker")
        f.stage = "finish"
        return
    if "sure_strike" in s.prof(atk).effects and f.kind in ("action", "opportunity"):
        net = max(net, 1)
    s.emit("attack_result", COMBAT, attacker=atk, defender=dfd, net=max(0, net), counter=False)
    if net > 0:
        f.left = net
        f.free_push = f.exhausted_defender
        f.stage = "tree"
    else:
        f.stage = "finish"


# -- the damage tree -------------------------------------------------------------------------
def attack_broken(s, f) -> bool:
    return not (s.in_play(f.attacker) and s.in_play(f.defender) and s.engages(f.attacker, f.defender))


def tree_options(s, f):
    tree = trees()[s.prof(f.attacker).tree]
    out = []
    if f.left > 0:
        nxt = list(tree.boxes[f.box].next) if f.box else [tree.top]
        out += [A("tree_box", box=b) for b in nxt]
    if f.free_push:
        out.append(A("free_push"))
    return out


def run_tree(s, f):
    if attack_broken(s, f):
        if f.left > 0 or f.free_push:
            s.emit("attack_broken", TREE, attacker=f.attacker, defender=f.defender, lost=f.left)
        f.left = 0
        f.free_push = False
        f.stage = "finish"
        return False
    tree = trees()[s.prof(f.attacker).tree]
    if f.left > 0 and f.box and not tree.boxes[f.box].next:
        # past the bottom of the tree: the rest is lost (Flourish pays for it)
        if flourish(s, f.attacker):
            s.gain_favor(s.seat_of(f.attacker), 1, LM, model=f.attacker, why="Flourish")
        f.left = 0
    if not tree_options(s, f):
        f.stage = "finish"
        return False
    return True


def flourish(s, mid) -> bool:
    seat = s.seat_of(mid)
    return (seat is not None and s.benefits[seat] == "ludus_magnus" and s.prof(mid).is_gladiator
            and s.prof(mid).ludus == "ludus_magnus")


def asari_ready(s, f) -> bool:
    """Asari (Tiet-Khebi): 1 Favor for 1 more net success, once per attack."""
    atk = f.attacker
    seat = s.seat_of(atk)
    return ("asari" in s.prof(atk).effects and not f.asari_used and f.left > 0 and f.kind != "ability"
            and seat is not None and s.favor_available(atk, seat) >= 1 and not s.spoiled(atk))


def apply_box(s, f, a):
    atk, dfd = f.attacker, f.defender
    if a.kind == "free_push":
        f.free_push = False
        f.damage += 1
        s.emit("tree_path_chosen", PUSHING, model=atk, box="free_push", result="push")
        do_push(s, f, PUSHING)
        return
    tree = trees()[s.prof(atk).tree]
    box = tree.boxes[a.box]
    f.left -= 1
    f.box = box.id
    f.damage += box.damage
    s.emit("tree_path_chosen", TREE, model=atk, box=box.id, result=box.box, left=f.left)
    kind = box.box
    if kind == "special":
        kind = s.prof(atk).special
        s.emit("special_result", RESULTS, model=atk, effect=kind)
        if kind == "damage":
            f.damage += 1
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
        s.gain_favor(s.seat_of(atk) if s.seat_of(atk) is not None else f.chooser, 1, RESULTS, model=atk, why="favor box")
    elif kind == "reposition":
        act = s.frame_of("act")
        rest_ok = act is not None and atk in s.pair(act.model) and f.kind == "action"
        s.stack.append(Repos(model=atk, seat=f.chooser, rest_ok=rest_ok))


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
    atk, dfd = f.attacker, f.defender
    total = 0
    if s.in_play(dfd):
        tree_dmg = max(0, f.damage - armor(s, dfd)) if f.damage else 0
        total = tree_dmg + f.direct_damage
        if total:
            targets = s.pair(dfd) if f.direct_damage and s.models[dfd]["mounted"] else [dfd]
            s.mark_damage(dfd, total, VITALITY, source=atk)
            for x in targets:
                if x != dfd and f.direct_damage:
                    s.mark_damage(x, f.direct_damage, WOUNDING, source=atk)
            if f.direct_damage and not s.in_play(dfd) and s.seat_of(dfd) is not None and s.seat_of(dfd) != s.active:
                s.hazard_kill = True
            if "retaliate" in s.prof(dfd).effects and s.in_play(atk) and tree_dmg:
                s.emit("ability_used", RESULTS, model=dfd, ability="Retaliate", target=atk)
                s.mark_damage(atk, 1, RESULTS, source=dfd)
    s.emit("attack_resolved", COMBAT, attacker=atk, defender=dfd, damage=total, kind=f.kind)
    rebuff = (f.kind != "ability" and total == 0 and "rebuff" in s.prof(dfd).effects and s.in_play(atk)
              and not s.is_friend(dfd, atk) and s.engages(dfd, atk))
    if f.rest:
        act = s.frame_of("act")
        if act is not None:
            act.rest = True
    # living hazards answer pushes that end near them, and attacks on themselves
    victims = []
    for mid in f.pushed:
        if s.in_play(mid) and mid not in victims:
            victims.append(mid)
    if s.seat_of(dfd) is None and s.in_play(atk) and atk not in victims and f.kind != "ability":  # a shove is no attack
        victims.append(atk)
    for v in reversed(victims):
        for lh in s.living_hazards():
            if lh == v or lh == atk or not s.in_play(v):
                continue
            if g.edge_gap(s.pos(lh), s.radius(lh), s.pos(v), s.radius(v)) <= LIVING_TRIGGER + g.CONTACT_TOL:
                push(s, "living", hazard=lh, target=v)
                break
    if rebuff and s.in_play(dfd):
        s.emit("ability_used", PUSHING, model=dfd, ability="Rebuff", target=atk)
        start_shove(s, dfd, atk)


def start_shove(s, by, target):
    """One push result from an ability (Rebuff, Rampage): 1 damage less ARM, hazards and a
    follow-up as for a push box. It is no attack: no reactions, no bonus successes (FAQ)."""
    fr = new_attack(s, by, target, "ability", chooser=s.controller(by))
    fr.stage = "tree"
    fr.exhausted_defender = False
    fr.free_push = True
    fr.friend_bonus = True
    s.stack.append(fr)
