"""The Arena Rex rules engine: one position of one game (the engine contract).

The board (models and their changes) is ``board.Board``; the frames on ``stack`` say what
is being resolved (``frame.py``); ``flow`` drives them. Every decision has at least two
real choices: a frame whose only legal answer would be "pass" resolves itself.
"""
from __future__ import annotations

import copy
import json
from typing import Any

from ..core.errors import IllegalAction
from ..core.gametype import OPEN, GameType
from ..core.state import State
from ..core.values import Action, Decision, Event, Result
from . import flow
from . import geometry as g
from .board import FOLLOW_UP, REPOSITION, Board
from .frame import from_json
from .movement import MAX_PATH_POINTS
from .scenarios import duellum_candidates


class ArenaRexState(Board, State):
    #: the game's dynamics (engine/core/gametype.py); its action kinds are declared with the port to the flow machine
    game_type = GameType(information=OPEN, secret_decisions=True, simultaneous=True)
    ruleset_name = "arenarex"

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

    def to_decide(self) -> Decision | None:
        if self.over is not None or not self.stack:
            return None
        return self.stack[-1].decide(self)

    def legal_actions(self) -> list[Action]:
        if self.to_decide() is None:
            return []
        top = self.stack[-1]
        cached = getattr(self, "_cands", None)
        if cached is not None and cached[0] == id(top) and cached[1] == len(self.stack) \
                and cached[2] == self.decisions_made - 1:
            return list(cached[3])
        return top.candidates(self)

    def check(self, action: Action) -> None:
        decision = self.to_decide()
        if decision is None:
            self.refuse_game_over()
        if not isinstance(action, Action):
            raise IllegalAction(decision.rule, f"{action!r} is not an action.")
        problem = self.stack[-1].problem(self, action)
        if problem is not None:
            raise IllegalAction(problem[0], problem[1])

    def _apply(self, action: Action) -> list[Event]:
        self._ev = []
        self._cands = None
        self.stack[-1].perform(self, action)
        flow.advance(self)
        for m in self.models.values():
            if m["pos"] is not None:
                m["pos"] = list(g.round_point(m["pos"]))
        events, self._ev = self._ev, []
        return events

    # -- observation ---------------------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        data = self._payload()
        if self.secret and not self.secret.get("revealed"):
            data["secret"] = {k: (v if seat is not None and str(seat) == k else None)
                              for k, v in self.secret.items() if k != "revealed"}
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
        if self.secret and not self.secret.get("revealed"):
            other = str(1 - seat)
            if clone.secret.get(other) is not None:
                options = duellum_candidates(clone, 1 - seat)
                if options:
                    clone.secret[other] = rng.choice(options)
        return clone

    # -- persistence -----------------------------------------------------------------------
    _FIELDS = ("scenario", "map_name", "favor", "active", "first", "turn_no", "turn_limit", "reacted",
               "first_attack_done", "benefits", "extra_zones", "extra_hazards", "over", "round",
               "hazard_kill", "secret", "scen", "order")

    def _payload(self) -> dict[str, Any]:
        data = {k: getattr(self, k) for k in self._FIELDS}
        data["models"] = self.models
        data["stack"] = [f.to_json() for f in self.stack]
        return json.loads(json.dumps(data))

    def _load_payload(self, p: dict[str, Any]) -> None:
        p = json.loads(json.dumps(p))
        for k in self._FIELDS:
            setattr(self, k, p[k])
        self.models = p["models"]
        self.stack = [from_json(f) for f in p["stack"]]
        self._ev = []

    def clone(self) -> ArenaRexState:
        new = ArenaRexState.__new__(ArenaRexState)
        new.config, new.seed, new.rng, new.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        for k in self._FIELDS:
            setattr(new, k, copy.deepcopy(getattr(self, k)))
        new.models = {k: {**v, "pos": None if v["pos"] is None else list(v["pos"]),
                          "chain": None if v["chain"] is None else dict(v["chain"])}
                      for k, v in self.models.items()}
        new.stack = [f.copy() for f in self.stack]
        new._ev = []
        return new
