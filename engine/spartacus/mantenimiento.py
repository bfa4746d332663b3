"""Fase de mantenimiento (upkeep): Actualizar cartas (exhausted cards become ready), Curar
heridas (a die for each wounded character: 1 dies, 2-3 stays wounded, 4-6 heals) and
Equilibrar la contabilidad (+1 gold per ready slave, -1 per ready gladiator, or release one
gladiator, any of the house's, per gold left unpaid; paying is a choice: docs/rulings.md,
Spartacus 17)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import Action, Decision, Event
from ..i18n import N_
from .common import ROUND_LIMIT, SpartacusFrame, act, asked, ev

RULE = "Fase de mantenimiento"


class MantenimientoMixin:
    def start_round(self, events: list[Event]) -> list[Event]:
        if self.round_no >= ROUND_LIMIT:
            return self.end_by_limit(events)
        self.round_no += 1
        self.open_phase("mantenimiento")
        events.append(ev("round_started", RULE, N_("Round {round} begins."),
                         {"round": self.round_no}, round=self.round_no))
        readied = sorted(k for k in self.exhausted if k not in self.wounded)
        for card in readied:
            self.exhausted.discard(card)
        if readied:
            events.append(ev("cards_readied", "Actualizar cartas", N_("Exhausted cards are ready again."),
                             cards=readied))
        for card in sorted(self.wounded):
            roll = self.chance.roll("upkeep die")
            seat = self.owner[card]
            if roll == 1:
                self.discard_asset(card)
                events.append(ev("died_of_wounds", "Curar heridas",
                                 N_("{card} of {house} dies of wounds (rolled 1)."),
                                 {"card": self.name(card), "house": self.house_name(seat)},
                                 card=card, seat=seat, roll=roll))
            elif roll <= 3:
                events.append(ev("still_wounded", "Curar heridas",
                                 N_("{card} stays wounded (rolled {roll})."),
                                 {"card": self.name(card), "roll": roll}, card=card, seat=seat, roll=roll))
            else:
                self.wounded.discard(card)
                self.exhausted.discard(card)
                events.append(ev("healed", "Curar heridas", N_("{card} heals (rolled {roll})."),
                                 {"card": self.name(card), "roll": roll},
                                 card=card, seat=seat, roll=roll))
        self.order = self.seats_from(self.host)
        owed: list[int] = []
        for seat in self.order:
            slaves = [k for k in self.assets(seat, "slave") if self.ready(k)]
            glads = [k for k in self.assets(seat, "gladiator") if self.ready(k)]
            if slaves:
                self.gold[seat] += len(slaves)
                events.append(ev("income", "Equilibrar la contabilidad",
                                 N_("{house} earns {gold} gold from its slaves."),
                                 {"house": self.house_name(seat), "gold": len(slaves)},
                                 seat=seat, gold=len(slaves)))
            owed.append(len(glads))
        self.idx = 0
        return self._next_upkeep(self.push_step("upkeep", owed=owed), events)

    def _next_upkeep(self, step: UpkeepStep, events: list[Event]) -> list[Event]:
        """The next house that owes its gladiators decides; once none does, the intrigue."""
        while self.idx < len(self.order):
            if step.owed[self.idx] > 0:
                return events
            self.idx += 1
        return self.open_next("mantenimiento", events)


# -- the steps, as frames of the flow machine (engine/core/flow.py) ------------------------------

@dataclass
class UpkeepStep(SpartacusFrame):
    t = "upkeep"
    #: the gold each house still owes its ready gladiators, in the order of ``s.order``
    owed: list[int] = field(default_factory=list)

    def public(self) -> dict[str, Any]:
        return {"owed": self.owed}

    def decide(self, s) -> Decision:
        owed = self.owed[s.idx]
        return asked(s.order[s.idx], "upkeep", N_("Pay {gold} gold for your ready gladiators, or release a gladiator for each gold unpaid."),
                     "Equilibrar la contabilidad", {"gold": owed})

    def candidates(self, s) -> list[Action]:
        seat = s.order[s.idx]
        out = [act("pay")] if s.gold[seat] >= self.owed[s.idx] else []
        return out + [act("release", card=k) for k in s.assets(seat, "gladiator")]

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.order[s.idx]
        rule = "Equilibrar la contabilidad"
        events: list[Event] = []
        if action.kind == "pay":
            owed = self.owed[s.idx]
            s.gold[seat] -= owed
            self.owed[s.idx] = 0
            events.append(ev("upkeep_paid", rule, N_("{house} pays {gold} gold to its gladiators."),
                             {"house": s.house_name(seat), "gold": owed},
                             seat=seat, gold=owed))
        else:
            s.discard_asset(action.card)
            self.owed[s.idx] -= 1
            events.append(ev("gladiator_released", rule,
                             N_("{house} cannot or will not pay: {card} goes free."),
                             {"house": s.house_name(seat), "card": s.name(action.card)},
                             seat=seat, card=action.card))
        if self.owed[s.idx] == 0:
            s.idx += 1
        return s._next_upkeep(self, events)
