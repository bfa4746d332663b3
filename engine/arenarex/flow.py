"""Driving the stack of frames: resolve every frame that needs no decision, and stop at the
first that does (a frame whose candidate list has a single entry resolves it without asking:
never a Decision whose only answer is "pass")."""
from __future__ import annotations

from . import scenarios
from .frame import ASK


def advance(s) -> None:
    guard = 0
    while True:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("arena rex flow did not settle")
        if s.over is None:
            scenarios.check_over(s)
        if s.over is not None:
            s.stack = []
            if not s.over.get("announced"):
                s.over["announced"] = True
                s.emit("game_over", scenarios.section(s), winner=s.over["winner"], why=s.over["why"],
                       scores=s.over["scores"])
            return
        if not s.stack:
            raise RuntimeError("empty stack in a running game")
        top = s.stack[-1]
        need = top.run(s)
        if need == ASK:
            return  # at least two real choices are known to exist
        if need:
            cands = top.candidates(s)
            if len(cands) >= 2:
                s._cands = (id(top), len(s.stack), s.decisions_made, cands)
                return
            if not cands:
                raise RuntimeError(f"frame {top.t} asks a decision with no choices")
            top.perform(s, cands[0])
