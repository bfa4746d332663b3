"""Combate: a duel on the hex arena.

Each fighter's attack, defence and speed are dice pools and also its life. Each combat round:
Iniciativa (both roll their speed dice, the higher total chooses who goes first; ties roll
again), Movimiento (in that order, each moves up to as many hexes as it has speed dice),
Ataque (in that order, a fighter next to its enemy may attack: opposed rolls sorted high to
low and paired, ties to the defender, unpaired attack dice of 3+ also wound). Each wound
removes a die of the defender's choice for the rest of the combat. The combat ends when a
pool is empty (see ``arena.end_games``). Equipment adds dice and effects (re-rolls, +1 to a
die, extra movement, wounds shrugged off: ``content.COMBAT_OPS``) for the whole combat or for
the first round, as its card says (line 74).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, Decision, Event
from ..i18n import N_
from .common import COMBAT_ROUNDS, POOLS, SpartacusFrame, act, asked, ev, plural
from .content import content
from .hexgrid import arena, distance, reachable

RULE = "Combate"


class CombateMixin:
    def start_combat(self, events: list[Event], at: dict | None = None) -> list[Event]:
        """The duel begins; ``at`` (a scenario's duel position: positions, pools and rounds fought)
        sets where it stands before the next round's initiative is rolled."""
        a = self.arena
        c = content()
        pools, once, gear = [], [], []
        for side in range(2):
            gear.append([[e.op, e.amount, c.card(k).lasts] for k in a["equip"][side] for e in c.card(k).effects])
            dice = list(c.card(a["fighters"][side]).dice)
            extra = [0, 0, 0]
            for k in a["equip"][side]:
                d = c.card(k)
                target = dice if d.lasts == "combat" else extra
                for i, n in enumerate(d.dice):
                    target[i] += n
            pools.append(dice)
            once.append(extra)
        starts = arena().starts
        self.combat = {"pos": [list(starts[0]), list(starts[1])], "pools": pools, "once": once, "round": 0,
                       "order": [], "stage": "", "turn": 0, "wounds": 0,
                       "gear": gear, "ignored": [0, 0]}
        events.append(ev("combat_started", RULE, N_("{card} faces {foe}."),
                         {"card": self.name(a['fighters'][0]), "foe": self.name(a['fighters'][1])},
                         fighters=list(a["fighters"]), pools=[list(p) for p in pools]))
        if at:
            cb = self.combat
            cb["pos"] = [list(p) for p in at.get("positions", cb["pos"])]
            cb["pools"] = [list(p) for p in at.get("pools", cb["pools"])]
            if at.get("round"):
                cb["round"], cb["once"] = at["round"], [[0, 0, 0], [0, 0, 0]]
        return self._combat_round(events)

    def _side_seat(self, side: int) -> int:
        return self.arena["entrants"][side]

    def _dice(self, side: int, pool: int) -> int:
        cb = self.combat
        return cb["pools"][side][pool] + (cb["once"][side][pool] if cb["round"] == 1 else 0)

    def _effect(self, side: int, op: str) -> int:
        """How much of equipment effect ``op`` the fighter of ``side`` has now: every card that lasts
        the whole combat, and those that last a round in the first round only."""
        cb = self.combat
        return sum(n for o, n, lasts in cb.get("gear", [[], []])[side]
                   if o == op and (lasts == "combat" or cb["round"] == 1))

    def _moves(self, side: int) -> int:
        """Hexes the fighter may move this round: its speed dice, plus equipment's extra movement."""
        return self._dice(side, 2) + self._effect(side, "extra_move")

    def _combat_round(self, events: list[Event]) -> list[Event]:
        cb = self.combat
        if cb["round"] >= COMBAT_ROUNDS:
            return self._combat_over(None, 0, events)
        cb["round"] += 1
        rule = "Iniciativa"
        for _ in range(20):
            rolls = [self.chance.rolls("initiative dice", self._dice(side, 2)) for side in range(2)]
            totals = [sum(r) for r in rolls]
            events.append(ev("initiative_rolled", rule, N_("Initiative: {first} against {second}."),
                             {"first": totals[0], "second": totals[1]},
                             rolls=rolls, totals=totals, round=cb["round"]))
            if totals[0] != totals[1]:
                break
        cb["chooser"] = 0 if totals[0] >= totals[1] else 1
        self.swap_step("initiative")
        return events

    # -- Movimiento ---------------------------------------------------------------------------
    def _mover(self) -> int:
        cb = self.combat
        return cb["order"][cb["turn"]]

    # -- Ataque ---------------------------------------------------------------------------------
    def _adjacent(self) -> bool:
        cb = self.combat
        return distance(tuple(cb["pos"][0]), tuple(cb["pos"][1])) == 1

    def _next_attack(self, events: list[Event]) -> list[Event]:
        cb = self.combat
        if cb["stage"] == "move":
            self.swap_step("move")
            return events
        while cb["turn"] < 2:
            if self._adjacent():
                self.swap_step("attack")
                return events
            cb["turn"] += 1
        return self._combat_round(events)

    def _improve(self, side: int, rolled: list[int]) -> tuple[list[int], list[str]]:
        """The attack dice after the attacker's equipment: re-roll up to N dice showing 1 or 2, then
        +1 to the highest die below 6, N times. Both only ever help, so they apply by themselves."""
        dice, changed = sorted(rolled), []
        low = [i for i, d in enumerate(dice) if d <= 2][:self._effect(side, "reroll")]
        for i in low:  # each die once, lowest first
            old, dice[i] = dice[i], self.chance.roll("re-rolled die")
            changed.append(N_("{old} re-rolled to {new}").format(old=old, new=dice[i]))
        dice.sort()
        for _ in range(self._effect(side, "plus_one_attack")):
            top = next((i for i in range(len(dice) - 1, -1, -1) if dice[i] < 6), None)
            if top is None:
                break
            dice[top] += 1
            changed.append(N_("{old} raised to {new}").format(old=dice[top] - 1, new=dice[top]))
            dice.sort()
        return sorted(dice, reverse=True), changed

    def _next_wound(self, events: list[Event]) -> list[Event]:
        cb = self.combat
        side = self._mover()
        hurt = cb["pools"][1 - side]
        if cb["wounds"] > 0 and any(hurt):
            self.swap_step("wound")
            return events
        cb["wounds"] = 0
        zeros = sum(1 for n in hurt if n == 0)
        if zeros:
            return self._combat_over(side, zeros, events)
        cb["turn"] += 1
        return self._next_attack(events)

    def _combat_over(self, winner: int | None, zeros: int, events: list[Event]) -> list[Event]:
        if winner is None and self.arena["final"]:
            dice = [sum(p) for p in self.combat["pools"]]
            winner = 0 if dice[0] >= dice[1] else 1
        return self.end_games(winner, zeros, events)


def count_wounds(attack: list[int], defence: list[int]) -> int:
    """Ataque: dice sorted high to low and paired, ties to the defender; unpaired attack
    dice of 3 or more wound too."""
    paired = sum(1 for a, d in zip(attack, defence, strict=False) if a > d)
    return paired + sum(1 for a in attack[len(defence):] if a >= 3)


# -- the steps, as frames of the flow machine (engine/core/flow.py) ------------------------------

@dataclass
class InitiativeStep(SpartacusFrame):
    t = "initiative"

    def decide(self, s) -> Decision:
        return asked(s._side_seat(s.combat["chooser"]), "initiative", N_("You won the initiative: move and strike first, or second."),
                     "Iniciativa")

    def candidates(self, s) -> list[Action]:
        return [act("go", first=True), act("go", first=False)]

    def perform(self, s, action: Action) -> list[Event]:
        cb = s.combat
        side = cb["chooser"]
        cb["order"] = [side, 1 - side] if action.first else [1 - side, side]
        cb["stage"], cb["turn"] = "move", 0
        s.swap_step("move")
        seat = s._side_seat(cb["order"][0])
        return [ev("initiative", "Iniciativa", N_("{house}'s fighter goes first."),
                   {"house": s.house_name(seat)}, seat=seat)]


@dataclass
class MoveStep(SpartacusFrame):
    t = "move"

    def decide(self, s) -> Decision:
        side = s._mover()
        return asked(s._side_seat(side), "move", N_("Move your fighter up to {moves} hexes."),
                     "Movimiento", {"moves": s._moves(side)})

    def candidates(self, s) -> list[Action]:
        side = s._mover()
        cb = s.combat
        dest = reachable(tuple(cb["pos"][side]), s._moves(side), {tuple(cb["pos"][1 - side])}, arena().hexes)
        return [act("move", to=tuple(h)) for h in dest]

    def perform(self, s, action: Action) -> list[Event]:
        cb = s.combat
        side = s._mover()
        cb["pos"][side] = list(action.to)
        events = [ev("fighter_moved", "Movimiento", N_("{card} moves."),
                     {"card": s.name(s.arena['fighters'][side])},
                     seat=s._side_seat(side), to=list(action.to))]
        cb["turn"] += 1
        if cb["turn"] == 2:
            cb["stage"], cb["turn"] = "attack", 0
        return s._next_attack(events)


@dataclass
class AttackStep(SpartacusFrame):
    t = "attack"

    def decide(self, s) -> Decision:
        return asked(s._side_seat(s._mover()), "attack", N_("Your enemy is next to you: attack, or hold."),
                     "Ataque")

    def candidates(self, s) -> list[Action]:
        return [act("attack"), act("hold")]

    def perform(self, s, action: Action) -> list[Event]:
        cb = s.combat
        side = s._mover()
        if action.kind == "hold":
            cb["turn"] += 1
            return s._next_attack([ev("held", "Ataque", N_("{card} holds."),
                                      {"card": s.name(s.arena['fighters'][side])},
                                         seat=s._side_seat(side))])
        rolled = s.chance.rolls("attack dice", s._dice(side, 0))
        hits, changed = s._improve(side, rolled)
        blocks = sorted(s.chance.rolls("defence dice", s._dice(1 - side, 1)), reverse=True)
        wounds = count_wounds(hits, blocks)
        how = N_(" (equipment: {changes})").format(changes=", ".join(changed)) if changed else ""
        events = [ev("dice_rolled", "Ataque", N_("Attack {attack} against defence {defence}{how}: {wounds}."),
                     {"attack": hits, "defence": blocks, "how": how, "wounds": plural(wounds, "wound")},
                     seat=s._side_seat(side), attack=hits, defence=blocks, wounds=wounds, rolled=rolled)]
        ignored = cb.setdefault("ignored", [0, 0])
        shrugged = min(wounds, max(0, s._effect(1 - side, "ignore_wound") - ignored[1 - side]))
        if shrugged:
            ignored[1 - side] += shrugged
            wounds -= shrugged
            events.append(ev("wound_ignored", "Ataque", N_("{card}'s equipment turns aside {wounds}."),
                             {"card": s.name(s.arena['fighters'][1 - side]), "wounds": plural(shrugged, "wound")}, seat=s._side_seat(1 - side), ignored=shrugged))
        cb["wounds"] = wounds
        return s._next_wound(events)


@dataclass
class WoundStep(SpartacusFrame):
    t = "wound"

    def decide(self, s) -> Decision:
        return asked(s._side_seat(1 - s._mover()), "wound", N_(
            "Your fighter takes a wound ({left} to go): choose a die to lose."),
            "Ataque", {"left": s.combat['wounds']})

    def candidates(self, s) -> list[Action]:
        pools = s.combat["pools"][1 - s._mover()]
        return [act("lose_die", pool=name) for i, name in enumerate(POOLS) if pools[i] > 0]

    def perform(self, s, action: Action) -> list[Event]:
        cb = s.combat
        side = 1 - s._mover()
        cb["pools"][side][POOLS.index(action.pool)] -= 1
        cb["wounds"] -= 1
        events = [ev("die_lost", "Ataque", N_("{card} loses a {pool} die."),
                     {"card": s.name(s.arena['fighters'][side]), "pool": action.pool},
                     seat=s._side_seat(side), pool=action.pool, pools=list(cb["pools"][side]))]
        return s._next_wound(events)
