"""The Arena Rex rules engine: one position of one game (the engine contract).

The board (models and their changes) is ``board.Board``; the frames on ``stack`` say what
is being resolved, and the core flow machine (``engine/core/flow.py``) drives them. Every
decision has at least two real choices: a frame whose only legal answer would be "pass"
resolves itself. Every kind of action is declared in ``actions.py``.
"""
from __future__ import annotations

import json
from typing import Any

from ..core.flow import FlowState
from ..core.gametype import OPEN, GameType
from ..core.values import Action, Decision, Event, Result
from ..i18n import N_
from ..parts.sealed import SealedRound
from . import geometry as g
from .actions import KINDS
from .board import FOLLOW_UP, REPOSITION, Board, plain_copy
from .movement import MAX_PATH_POINTS
from .scenarios import DUELIST, duellum_candidates, section
from .victory import check_over


class ArenaRexState(Board, FlowState):
    #: the game's dynamics (engine/core/gametype.py) and every kind of action (actions.py)
    game_type = GameType(information=OPEN, secret_decisions=True, simultaneous=True, actions=KINDS)
    ruleset_name = "arenarex"

    @classmethod
    def length_bound(cls, config) -> int:
        """At most the turn limit's turns (80 unless the config sets one), each a bounded run of
        activations per combatant: 40 decisions a turn for each combatant of the biggest cohort (8
        when the cohorts are given by name). Seeded random games of cohorts of 3 take about 330."""
        size = 8 if config.get("cohort_0") or config.get("cohort_1") else int(config.get("cohort", 3))
        return int(config.get("turn_limit", 80)) * 40 * size

    @property
    def num_seats(self) -> int:
        return 2

    # =====================================================================================
    # the contract
    # =====================================================================================
    def result(self) -> Result | None:
        if self.over is None:
            return None
        w = self.over["winner"]
        if w is None:
            return Result(None, (0, 1), tuple(self.over["scores"]))
        return Result(w, (w, 1 - w), tuple(self.over["scores"]))

    def game_over(self) -> bool:
        return self.over is not None

    def settle(self) -> bool:
        """The end of the game, checked before each frame runs: once a scenario's end is
        reached the stack empties and the end is announced (once)."""
        if self.over is None:
            check_over(self)
        if self.over is not None:
            self.stack = []
            if not self.over.get("announced"):
                self.over["announced"] = True
                self.emit("game_over", section(self), winner=self.over["winner"], why=self.over["why"],
                          scores=self.over["scores"])
            return True
        if not self.stack:
            raise RuntimeError("empty stack in a running game")
        return False

    def to_decide(self) -> Decision | None:
        """The pending decision, worked out once per decision (the search and its playout policy
        both ask it of every position): kept with its frame and the number of actions taken, as
        ``listed_for`` keeps the legal list."""
        top = self.pending()
        if top is None:
            return None
        known = self.__dict__.get("_decided")
        if known is not None and known[0] is top and known[1] == self.decisions_made:
            return known[2]
        decision = top.decide(self)
        self._decided = (top, self.decisions_made, decision)
        return decision

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        kind = self.game_type.kind(action.kind)
        if kind is not None and all(a.kind != action.kind for a in self.legal_actions()):
            return N_("You cannot {move} now: {prompt}").format(move=kind.words, prompt=decision.prompt)
        return N_("That is not one of the choices for: {prompt}").format(prompt=decision.prompt)

    def _apply(self, action: Action) -> list[Event]:
        events = super()._apply(action)
        for m in self.models.values():
            pos = m["pos"]
            if pos is not None:
                x, y = pos  # (``g.round_point``, inlined; a position on the grid already is left as it is)
                rx, ry = round(x / g.GRID) / g.STEPS_PER_INCH, round(y / g.GRID) / g.STEPS_PER_INCH
                if not (rx == x and ry == y and x and y and type(x) is float and type(y) is float
                        and type(pos) is list):
                    m["pos"] = [rx, ry]
        return events

    # -- observation ---------------------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        data = self._payload()
        duel = self.duel_round
        if duel is not None and not duel.complete:
            # each seat sees its own pick only; the other's is None until both are revealed
            data["secret"] = {str(k): (duel.answers.get(k) if seat == k else None) for k in duel.seats}
        d = self.to_decide()
        data["decision"] = None if d is None else d.to_json()
        data["map"] = self.map_name
        # what a view would otherwise re-derive from the rules: each base, the fixed distances,
        # the attack being resolved
        models = data["models"]
        for mid, m in models.items():
            m["at"] = models[m["mounted"]]["pos"] if m["mounted"] else m["pos"]   # a rider sits on its mount
            m["radius"] = self.radius(mid)
            m["mov"] = float(self.prof(self.body(mid)).mov)
        data["distances"] = {"engagement": g.ENGAGEMENT, "follow_up": FOLLOW_UP, "reposition": REPOSITION,
                             "path_points": MAX_PATH_POINTS}
        attack = self.frame_of("attack")
        data["attack"] = None if attack is None else {
            "attacker": attack.attacker, "defender": attack.defender, "left": attack.left, "box": attack.box,
            "tree": self.prof(attack.attacker).tree}
        return data

    def determinize(self, seat: int, rng) -> ArenaRexState:
        clone = super().determinize(seat, rng)  # fresh dice: the real future rolls are hidden
        clone._legal = None  # listed for the real position: a sample lists its own
        if clone.duel_round is not None and not clone.duel_round.complete:
            clone.duel_round.resample(seat, rng, lambda other: duellum_candidates(clone, other))
        return clone

    def hides_nothing_from(self, seat: int) -> bool:
        """Only the other seat's Duellum pick is ever hidden (``determinize`` resamples it): nothing
        is while no round is pending or no other seat has picked yet."""
        duel = self.duel_round
        return duel is None or duel.complete or all(other == seat for other in duel.answers)

    # -- persistence -----------------------------------------------------------------------
    _FIELDS = ("scenario", "map_name", "favor", "active", "first", "turn_no", "turn_limit", "reacted",
               "first_attack_done", "benefits", "extra_zones", "extra_hazards", "over", "round",
               "hazard_kill", "scen", "order")

    def _secret_json(self) -> dict[str, Any]:
        """The Duellum picks as saved: each seat's pick (None until made) and whether both are
        revealed; {} in any other scenario."""
        duel = self.duel_round
        if duel is None:
            return {}
        return {**{str(k): duel.answers.get(k) for k in duel.seats}, "revealed": duel.complete}

    def _payload(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in self._FIELDS}
        data["secret"] = self._secret_json()
        data["models"] = self.models
        data["stack"] = self.stack_json()
        return json.loads(json.dumps(data))

    def _load_payload(self, p: dict[str, Any]) -> None:
        p = json.loads(json.dumps(p))
        for k in self._FIELDS:
            setattr(self, k, p[k])
        secret = p["secret"]
        self.duel_round = None if not secret else SealedRound(
            DUELIST, (0, 1), {int(k): v for k, v in secret.items() if k != "revealed" and v is not None})
        self.models = p["models"]
        self.load_stack(p["stack"])

    def clone(self) -> ArenaRexState:
        new = ArenaRexState.__new__(ArenaRexState)
        new.config, new.seed, new.rng, new.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        for k in self._FIELDS:
            setattr(new, k, plain_copy(getattr(self, k)))
        duel = self.duel_round
        new.duel_round = None if duel is None else SealedRound(duel.kind, duel.seats, dict(duel.answers))
        new.models = {k: {**v, "pos": None if v["pos"] is None else list(v["pos"]),
                          "chain": None if v["chain"] is None else dict(v["chain"])}
                      for k, v in self.models.items()}
        new.copy_stack_from(self)
        return new
