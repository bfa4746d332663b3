"""The Gladiatores round as data: each phase, the steps it stacks and the phases that may follow
it (boardgame.io's phases-as-data is the model). The state reads it to open a phase
(``GladiatoresState.open_phase`` refuses a move the table does not hold) and to stack a step
(``push_step`` refuses a step its phase does not hold).

An event runs, bottom to top of the stack (``engine/core/flow.py``):

- bid: ``bid`` (the speaker, the passes, the outbid seats), then ``pay`` (the seats still to pay,
  those who take a gladiator for free) in its place; take_free: ``take_free``; or, in quickplay,
  pick: ``pick`` (chosen gladiators), or none (gladiators drawn);
- ready: ``ready`` (the seats still drawing their cards);
- bet and tactics: a sealed round each (``bet``, ``tactics``);
- combat: ``turn`` at the bottom; an attack stacks the exchange (``respond``: attacker, target,
  the pile of cards); a counter-attack effect puts ``counter`` in its place when it ends; a
  Discard stacks ``draw``; the end of the turn takes them off;
- place: ``place`` (the wreaths still to place on the Wheels of Glory);
- over: nothing (the stack is empty).
"""
from __future__ import annotations

from typing import NamedTuple


class Phase(NamedTuple):
    #: the phase, as the observation names it
    name: str
    #: the kinds of step frame the phase stacks
    steps: tuple[str, ...]
    #: the phases that may follow it (which one: the rules, in ``market``, ``round`` and ``combat``)
    then: tuple[str, ...]


COMBAT = ("turn", "respond", "counter", "draw")

PHASES: dict[str, Phase] = {p.name: p for p in (
    Phase("setup", (), ("bid", "pick", "ready")),
    Phase("bid", ("bid", "pay"), ("take_free", "ready")),
    Phase("pick", ("pick",), ("ready",)),
    Phase("take_free", ("take_free",), ("ready",)),
    Phase("ready", ("ready",), ("bet", "tactics", "combat")),
    Phase("bet", ("bet",), ("tactics", "combat")),
    Phase("tactics", ("tactics",), ("combat",)),
    Phase("combat", COMBAT, ("place",)),
    Phase("place", ("place",), ("over", "bid")),
    Phase("over", (), ()),
)}

#: every kind of step frame, each once
STEPS: tuple[str, ...] = tuple(dict.fromkeys(t for p in PHASES.values() for t in p.steps))
#: per phase, the steps it may stack (what ``push_step`` checks)
ALLOWED: dict[str, frozenset[str]] = {name: frozenset(p.steps) for name, p in PHASES.items()}
#: per phase, the phases that may follow it (what ``open_phase`` checks)
FOLLOWS: dict[str, frozenset[str]] = {name: frozenset(p.then) for name, p in PHASES.items()}
