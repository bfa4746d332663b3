"""Deployment: the dice-off winner chooses who goes first; the first player deploys their
whole cohort, then the second (where each model may stand: ``scenarios``); in Duellum each
player first picks a duelist in secret."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.values import Action, Decision, Event
from ..i18n import N_
from . import scenarios
from .board import ArenaRexFrame, P, name

A = Action.make


@dataclass(eq=False)
class First(ArenaRexFrame):
    """The dice-off winner chooses who takes the first turn."""
    t = "first"
    seat: int

    def decide(self, s):
        return Decision(self.seat, "first_player", N_("You won the dice-off: choose who takes the first turn."),
                        scenarios.DEPLOY_RULE)

    def candidates(self, s):
        return [A("go_first"), A("go_second")]

    def perform(self, s, a):
        s.stack.pop()
        first = self.seat if a.kind == "go_first" else 1 - self.seat
        s.first = first
        s.emit("first_player_chosen", scenarios.DEPLOY_RULE, seat=first, chooser=self.seat)
        scenarios.push_deployment(s, first)


@dataclass(eq=False)
class Deploy(ArenaRexFrame):
    """``seat`` deploys ``models``, one after another."""
    t = "deploy"
    seat: int
    models: list[str]

    def todo(self, s) -> list[str]:
        return [m for m in self.models if not s.models[m]["out"] and s.models[m]["pos"] is None
                and not s.models[m]["mounted"]]

    def run(self, s):
        if not self.todo(s):
            s.stack.pop()
            return False
        return True

    def decide(self, s):
        mid = self.todo(s)[0]
        return Decision(self.seat, "deploy", N_("Deploy your cohort ({model} next).").format(model=name(s, mid)), scenarios.deploy_rule(s))

    def candidates(self, s):
        mid = self.todo(s)[0]
        return [A("deploy", model=mid, at=list(p)) for p in scenarios.deploy_spots(s, self, mid)]

    def problem(self, s, a):
        rule = scenarios.deploy_rule(s)
        if a.kind != "deploy":
            return rule, N_("Deploy a model: choose a model and a spot.")
        mid = a.model
        if mid not in self.todo(s):
            return rule, N_("That is not a model of yours waiting to be deployed.")
        problem = scenarios.deploy_problem(s, self, mid, P(a.at))
        if problem is not None and a in s.legal_actions():
            return None  # the fallback spot offered when no spot meets the deployment rule
        return problem

    def perform(self, s, a):
        mid = a.model
        s.set_pos(mid, P(a.at))
        s.emit("model_deployed", scenarios.deploy_rule(s), model=mid, seat=s.seat_of(mid), at=list(s.pos(mid)))


@dataclass(eq=False)
class DuelPick(ArenaRexFrame):
    """Duellum: ``seat`` secretly picks its duelist."""
    t = "duel_pick"
    seat: int

    def decide(self, s):
        # a secret round of both seats: the other learns only that a duelist was picked
        return Decision(self.seat, "duellum_pick", N_("Secretly choose your duelist."), "Duellum", secret=True, round=(0, 1))

    def candidates(self, s):
        return [Action.hidden(self.seat, ("model",), "pick_duelist", model=m)
                for m in scenarios.duellum_candidates(s, self.seat)]

    def perform(self, s, a):
        s.stack.pop()
        s.duel_round.answer(self.seat, a.model)
        s.emit_event(Event.make("duelist_picked", rule="Duellum", seen_by=[self.seat], secret=["model"],
                                seat=self.seat, model=a.model))
        scenarios.after_duel_pick(s)
