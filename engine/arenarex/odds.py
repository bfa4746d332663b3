"""The odds of an attack before it is declared: how many dice each side rolls, the successes to
expect and the chance the attack reaches the damage tree and deals damage through the defender's
armour. Worked out exactly from the rules the roll follows (``attack.roll``): a die of 4 or more
is a success; a Power Attack re-rolls each failed attack die once; Ekstasis re-rolls one failed
die; an Exhausted defender and an Opportunity Attack give the attacker a bonus success; Sure Strike
makes any roll at least one net success.

What is not known when the attack is chosen is left out, and ``AttackOdds`` says so: the Favor
dice either side may add, a defender's Assist or Counterattack, and pushes into hazards. Nothing
here touches the state or its dice (a preview may be asked at any time, by anyone).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .attack import armor, ekstasis_attack, ekstasis_defense
from .board import EXHAUSTED
from .content import trees


@dataclass(frozen=True)
class AttackOdds:
    """What an attack of ``attacker`` on ``defender`` may do, before Favor dice and reactions."""
    attacker: str
    defender: str
    attack_dice: int            # the attacker's ATK dice
    defense_dice: int           # the defender's DEF dice (no Assist counted)
    bonus: int                  # successes the attacker gets without rolling
    power: bool                 # the odds with a Power Attack's re-roll of failed dice
    expected_attack: float      # successes, bonus included
    expected_defense: float
    expected_net: float         # net successes (never below 0)
    chance_hit: float           # at least one net success: the damage tree is entered
    chance_damage: float        # enough net successes for a tree path whose damage beats the armour
    armor: int                  # the defender's ARM now
    boxes_to_damage: int | None  # the fewest tree boxes that can beat the armour (None: none can)


def _binomial(n: int, p: float) -> list[float]:
    out = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(out) + 1)
        for k, q in enumerate(out):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        out = nxt
    return out


def successes(n: int, reroll_all: bool = False, reroll_one: bool = False) -> list[float]:
    """P(k successes) for k = 0..n: ``n`` dice at 4+, failed dice re-rolled once (a Power Attack)
    or one failed die re-rolled (Ekstasis, only without a Power Attack, as ``attack.throw`` does)."""
    if reroll_all:
        return _binomial(n, 0.75)
    dist = _binomial(n, 0.5)
    if not reroll_one or n == 0:
        return dist
    out = [0.0] * (n + 1)
    for k, q in enumerate(dist):
        if k < n:            # a failed die is rolled again: a success half the time
            out[k] += q / 2
            out[k + 1] += q / 2
        else:
            out[k] += q
    return out


@cache
def _boxes_to_beat(tree_name: str, special: str, armour: int) -> int | None:
    """The fewest boxes, from the top of ``tree_name``, along which the damage passes ``armour``."""
    tree = trees()[tree_name]

    def damage(bid: str) -> int:
        box = tree.boxes[bid]
        return box.damage + (1 if box.box == "special" and special == "damage" else 0)

    best = {tree.top: damage(tree.top)}      # box -> the most damage of a path of this length ending there
    for length in range(1, len(tree.boxes) + 1):
        if max(best.values()) > armour:
            return length
        nxt: dict[str, int] = {}
        for bid, dealt in best.items():
            for after in tree.boxes[bid].next:
                nxt[after] = max(nxt.get(after, 0), dealt + damage(after))
        if not nxt:
            return None
        best = nxt
    return None


def attack_odds(s, attacker: str, defender: str, *, kind: str = "action", power: bool = False) -> AttackOdds:
    """The odds of ``attacker`` attacking ``defender`` now (``kind`` as the engine names attacks)."""
    pa, pd = s.prof(attacker), s.prof(defender)
    bonus = (1 if s.models[defender]["fat"] == EXHAUSTED and s.seat_of(defender) is not None else 0) \
        + (1 if kind == "opportunity" else 0)
    a = successes(pa.atk, power, ekstasis_attack(s, attacker, defender))
    d = successes(pd.df, False, ekstasis_defense(s, defender))
    sure = "sure_strike" in pa.effects and kind in ("action", "opportunity")
    net = [0.0] * (len(a) + bonus)
    for i, p in enumerate(a):
        for j, q in enumerate(d):
            k = max(0, i + bonus - j)
            if sure:
                k = max(k, 1)
            net[k] += p * q
    armour = armor(s, defender)
    need = _boxes_to_beat(pa.tree, pa.special, armour)
    return AttackOdds(
        attacker=attacker, defender=defender, attack_dice=pa.atk, defense_dice=pd.df, bonus=bonus, power=power,
        expected_attack=bonus + sum(k * p for k, p in enumerate(a)), expected_defense=sum(k * q for k, q in enumerate(d)),
        expected_net=sum(k * p for k, p in enumerate(net)), chance_hit=sum(net[1:]),
        chance_damage=0.0 if need is None else sum(net[need:]), armor=armour, boxes_to_damage=need)


def preview(s, action) -> AttackOdds | None:
    """The odds of a legal attack action (an Attack, an Opportunity Attack), or None for anything else."""
    if action.kind == "attack":
        return attack_odds(s, action.get("by"), action.get("target"))
    if action.kind == "opportunity_attack":
        moving = getattr(s.stack[-1], "model", None) if s.stack else None
        return attack_odds(s, action.get("model"), moving, kind="opportunity") if moving else None
    return None
