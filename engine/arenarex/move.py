"""A Move (action, Maneuver) with its reaction windows: after the declaration an Opportunity
Attack or Ban-Luca's Stall; then the move (chosen afresh if the mover was moved meanwhile);
after it, a reaction Move."""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..core.flow import ASK
from ..core.values import Action, Decision
from ..i18n import N_
from . import geometry as g
from .attack import declare_attack, new_attack
from .board import ACTIONS, EXHAUSTED, REACTIONS, READY, ArenaRexFrame, P, name
from .movement import NO_MOVE, do_move, mov_of, move_candidates, path_problem
from .reactions import pay_reaction, reaction_cost, reactor_seat

A = Action.make
STALL_RANGE = 3.0


@dataclass(eq=False)
class Move(ArenaRexFrame):
    """``stage``: oa (the window after the declaration), go, retarget (choose again), after
    (the reaction Move window)."""
    t = "move"
    model: str
    path: list
    kind: str                       # action | maneuver
    origin: list[float]             # where the mover stood when the move was declared
    stage: str = "oa"

    def run(self, s):
        mid = self.model
        if self.stage == "oa":
            if self.kind in ("action", "maneuver") and (oa_options(s, self) or stall_options(s, self)):
                return ASK
            self.stage = "go"
        if self.stage == "go":
            if not s.in_play(mid) or s.models[mid]["fat"] > EXHAUSTED:
                s.stack.pop()
                return False
            same = list(s.pos(mid)) == self.origin
            if same and path_problem(s, mid, self.path, mov_of(s, mid), self.kind) is None:
                self.stage = "after"
                do_move(s, mid, self.path, self.kind)
                return False
            self.stage = "retarget"
        if self.stage == "retarget":
            return True
        if self.stage == "after":
            if self.kind in ("action", "maneuver") and any(
                    move_candidates(s, o, mov_of(s, o), "reaction", limit=1) for o in react_move_options(s)):
                return ASK
            s.stack.pop()
            return False
        raise RuntimeError(f"bad move stage {self.stage}")

    def decide(self, s):
        if self.stage == "oa":
            return Decision(reactor_seat(s), "reaction", N_(
                "{model} declared a move: make an Opportunity Attack (or Stall), or pass.").format(
                    model=name(s, self.model)), REACTIONS)
        if self.stage == "retarget":
            return Decision(s.controller(self.model), "move_to",
                            N_("{model} was moved before its move: choose where it goes now.").format(
                                model=name(s, self.model)), ACTIONS)
        return Decision(reactor_seat(s), "reaction", N_("{model} moved: react with a Move, or pass.").format(model=name(s, self.model)),
                        REACTIONS)

    def candidates(self, s):
        if self.stage == "oa":
            return ([A("pass")] + [A("opportunity_attack", model=o) for o in oa_options(s, self)]
                    + [A("stall", model=o, at=at) for o in stall_options(s, self) for at in stall_points(s, o, self)])
        if self.stage == "retarget":
            mid = self.model
            return [A("move_to", path=None)] + [A("move_to", path=p)
                                                for p in move_candidates(s, mid, mov_of(s, mid), "move_to")]
        out = [A("pass")]
        for o in react_move_options(s):
            for p in move_candidates(s, o, mov_of(s, o), "reaction", limit=6):
                out.append(A("react_move", model=o, path=p))
        return out

    def problem(self, s, a):
        if self.stage == "retarget":
            if a.kind != "move_to":
                return ACTIONS, N_("Choose where the model moves (or stay).")
            if a.path is None:
                return None
            return path_problem(s, self.model, list(a.path), mov_of(s, self.model), "move_to")
        if a.kind == "pass":
            return None
        if self.stage == "oa":
            if a.kind == "stall":
                if a.model not in stall_options(s, self):
                    return REACTIONS, ("Stall needs a Ready Ban-Luca of yours that the moving enemy's path comes "
                                       "within 3 inches of.")
                if a.get("at") is not None:
                    if stall_path_to(s, a.model, self, a.at) is None:
                        return REACTIONS, N_("Stall halts the move at a point of its path within 3 inches of Ban-Luca.")
                return None
            if a.kind != "opportunity_attack" or a.get("model") not in oa_options(s, self):
                return REACTIONS, ("An Opportunity Attack needs a Ready model of yours engaging the moving model "
                                   "(one reaction per turn).")
            return None
        if a.kind != "react_move" or a.get("model") not in react_move_options(s):
            return REACTIONS, N_("A reaction Move needs a Ready model of yours (one reaction per turn).")
        return path_problem(s, a.model, list(a.path), mov_of(s, a.model), "reaction")

    def perform(self, s, a):
        if self.stage == "oa":
            if a.kind == "stall":
                perform_stall(s, self, a.model, a.get("at"))
                return
            self.stage = "go"
            if a.kind == "opportunity_attack":
                pay_reaction(s, a.model, "opportunity_attack")
                fr = new_attack(s, a.model, self.model, "opportunity")
                s.stack.append(fr)
                declare_attack(s, fr)
            return
        if self.stage == "retarget":
            self.stage = "after"
            if a.path is not None:
                do_move(s, self.model, list(a.path), "move_to")
            return
        s.stack.pop()
        if a.kind == "react_move":
            pay_reaction(s, a.model, "move")
            if s.in_play(a.model):  # Brave may cost the reacting model its life
                do_move(s, a.model, list(a.path), "reaction", REACTIONS)


def new_move(s, mid, path, kind) -> Move:
    return Move(model=mid, path=path, kind=kind, origin=list(s.pos(mid)))


def oa_options(s, f):
    mid = f.model
    return [o for o in s.seat_models(reactor_seat(s))
            if reaction_cost(s, o) and s.engages(o, mid) and o not in s.pair(mid)]


def react_move_options(s):
    return [o for o in s.seat_models(reactor_seat(s)) if s.body(o) == o and reaction_cost(s, o)]


# -- Stall (Ban-Luca): a reaction in the window after a move's declaration ------------------------
def stall_options(s, f) -> list[str]:
    if f.kind not in ("action", "maneuver"):
        return []
    mid = f.model
    return [o for o in s.seat_models(reactor_seat(s))
            if "stall" in s.prof(o).effects and s.models[o]["fat"] == READY and reaction_cost(s, o)
            and s.is_enemy(o, mid) and stall_stretch(s, o, f)]


def stall_stretch(s, ban, f) -> list[tuple[int, float, float]]:
    """The parts of the declared path within 3" of ``ban`` (base to base), in path order:
    (leg index, from t, to t) along each leg."""
    mid = f.model
    c = s.pos(ban)
    reach = STALL_RANGE + s.radius(ban) + s.radius(mid)
    pts = [s.pos(mid)] + [P(p) for p in f.path]
    out = []
    for i, (a, b) in enumerate(zip(pts, pts[1:], strict=False)):
        d = (b[0] - a[0], b[1] - a[1])
        w = (a[0] - c[0], a[1] - c[1])
        qa = d[0] * d[0] + d[1] * d[1]
        qb = 2 * (d[0] * w[0] + d[1] * w[1])
        qc = w[0] * w[0] + w[1] * w[1] - reach * reach
        if qa == 0:
            if qc <= 0:
                out.append((i, 0.0, 0.0))
            continue
        disc = qb * qb - 4 * qa * qc
        if disc < 0:
            continue
        lo = max(0.0, (-qb - math.sqrt(disc)) / (2 * qa))
        hi = min(1.0, (-qb + math.sqrt(disc)) / (2 * qa))
        if lo <= hi:
            out.append((i, lo, hi))
    return out


def stall_halt(s, f, leg: int, t: float) -> list:
    """The declared path cut at point ``t`` of leg ``leg`` ([] = the mover stays where it is)."""
    pts = [s.pos(f.model)] + [P(p) for p in f.path]
    a, b = pts[leg], pts[leg + 1]
    stop = g.round_point((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    out = [list(p) for p in pts[1:leg + 1]]
    return out + ([list(stop)] if g.dist(stop, a) >= NO_MOVE else [])


def stall_points(s, ban, f) -> list[list]:
    """A few halting points for the candidates: where the path first comes within 3", the
    middle of its stretch within 3", and the last point within 3" before the path's end."""
    stretch = stall_stretch(s, ban, f)
    if not stretch:
        return []
    first, last = stretch[0], stretch[-1]
    pts = [s.pos(f.model)] + [P(p) for p in f.path]
    out = []
    for leg, t in ((first[0], first[1]), (first[0], (first[1] + first[2]) / 2), (last[0], last[2])):
        # the halting point itself, on the path (what ``stall_path_to`` looks for), even when the
        # mover would go less than NO_MOVE past the leg's start and so stays where it was
        a, b = pts[leg], pts[leg + 1]
        end = list(g.round_point((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)))
        if end not in out and not (leg == len(f.path) - 1 and t >= 1.0):
            out.append(end)
    return out


def stall_path_to(s, ban, f, at) -> list | None:
    """The path halted at ``at`` (a point of the declared path within 3" of ``ban``), or None."""
    at = P(at)
    pts = [s.pos(f.model)] + [P(p) for p in f.path]
    for leg, lo, hi in stall_stretch(s, ban, f):
        a, b = pts[leg], pts[leg + 1]
        d = (b[0] - a[0], b[1] - a[1])
        qa = d[0] * d[0] + d[1] * d[1]
        t = 0.0 if qa == 0 else ((at[0] - a[0]) * d[0] + (at[1] - a[1]) * d[1]) / qa
        t = min(hi, max(lo, t))
        if g.dist((a[0] + d[0] * t, a[1] + d[1] * t), at) <= 2e-3:
            return stall_halt(s, f, leg, t)
    return None


def perform_stall(s, f, ban, at=None):
    if at is None:
        leg, t, _ = stall_stretch(s, ban, f)[0]
        path = stall_halt(s, f, leg, t)
    else:
        path = stall_path_to(s, ban, f, at)
    pay_reaction(s, ban, "stall")
    s.emit("ability_used", REACTIONS, model=ban, ability="Stall", target=f.model)
    s.stack.remove(f)  # the move ends where Stall halts it
    if path and s.in_play(f.model):
        do_move(s, f.model, path, f.kind)
    else:
        s.emit("move_halted", REACTIONS, model=f.model, at=list(s.pos(f.model)), by=ban)
