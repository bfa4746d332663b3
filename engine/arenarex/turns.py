"""Turn Structure: a turn starts (Last Man Standing, or a clear turn when nothing can
activate); the player may let one Fatigued model rest, then activates a Ready model."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.values import Action, Decision
from ..i18n import N_
from . import restrictions
from .activation import can_activate, start_activation
from .board import TURN, ArenaRexFrame
from .clear import start_clear
from .victory import turn_limit_over

A = Action.make


@dataclass(eq=False)
class Start(ArenaRexFrame):
    """``seat``'s turn begins."""
    t = "start"
    seat: int

    def run(self, s):
        s.stack.pop()
        begin_turn(s, self.seat)
        return False


def begin_turn(s, seat: int) -> None:
    s.active = seat
    s.turn_no += 1
    s.reacted = False
    s.hazard_kill = False
    for m in s.models.values():
        m["spent"] = 0
    s.emit("turn_started", TURN, seat=seat, turn=s.turn_no)
    if s.turn_no > s.turn_limit:
        turn_limit_over(s)
        return
    mine = s.seat_models(seat)
    if not mine:
        # a seat with nothing in play passes (the game usually ended already)
        s.stack.append(Start(seat=1 - seat))
        return
    bodies = {s.body(m) for m in mine}
    if len(mine) == 1:
        start_clear(s, seat, lms=mine[0])
    elif not any(can_activate(s, m) for m in bodies):
        start_clear(s, seat)
    else:
        s.stack.append(Turn(seat=seat))


@dataclass(eq=False)
class Turn(ArenaRexFrame):
    """Choose the model to activate (and, first, a Fatigued model to rest)."""
    t = "turn"
    seat: int

    def decide(self, s):
        return Decision(self.seat, "activate", N_("Activate a Ready model (you may first let one Fatigued model rest)."), TURN)

    def candidates(self, s):
        bodies = []
        for m in s.seat_models(self.seat):
            b = s.body(m)
            if b not in bodies:
                bodies.append(b)
        act = [b for b in bodies if can_activate(s, b) and restrictions.may_activate(s, b)]
        forced = [b for b in act if restrictions.must_activate(s, b)]
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

    def perform(self, s, a):
        s.stack.pop()
        if a.rest is not None:
            s.gain_fatigue(a.rest, -1, TURN)
            s.emit("rested", TURN, model=a.rest)
        start_activation(s, a.model)
