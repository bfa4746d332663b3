"""The Spartacus round as data: each phase, the steps it stacks and the phase that follows
(boardgame.io's phases-as-data is the model). The state reads it to open the next phase
(``SpartacusState.open_next``) and to refuse a step its phase does not hold
(``SpartacusState.push_step``); the observation schema reads the step names from it.

How the steps sit on the stack (``engine/core/flow.py``), bottom to top:

- inicio: ``house`` (each seat in turn chooses its house);
- mantenimiento: ``upkeep`` (its field: the gold each house still owes);
- intriga: ``intrigue`` (a house's turn: its house ability used, the schemes given up); a
  scheme played stacks ``scheme`` (the card, its supporters, promises and reactions to come)
  and on it ``support``, ``reaction``, ``guard`` or ``repay``; both go when the scheme is over;
- mercado: ``market``, then ``bid`` (the lots to come, the lot up, the first bids of a tie);
- arena: ``avoid``, ``invite``/``invitation``, ``fighter``/``equip``, ``bet``, the combat
  (``initiative``, ``move``, ``attack``, ``wound``), then ``sway`` and ``thumb``;
- final: the duels for the game, when two or more houses reach 12 influence at the end of a
  phase (Victoria): ``fighter``/``equip`` and the combat.

An offer (``answer``) is stacked on the step that made it and leaves when it is answered.
"""
from __future__ import annotations

from typing import NamedTuple


class Phase(NamedTuple):
    #: the phase, as the observation names it
    name: str
    #: the kinds of step frame the phase stacks
    steps: tuple[str, ...]
    #: the phase that follows it ("": the game decides, see Victoria)
    next: str
    #: the ``SpartacusState`` method that opens it ("": opened by the game's start)
    start: str


COMBAT = ("initiative", "move", "attack", "wound")

PHASES: dict[str, Phase] = {p.name: p for p in (
    Phase("inicio", ("house",), "mantenimiento", ""),
    Phase("mantenimiento", ("upkeep",), "intriga", "start_round"),
    Phase("intriga", ("intrigue", "scheme", "support", "answer", "reaction", "guard", "repay"), "mercado",
          "start_intrigue"),
    Phase("mercado", ("market", "answer", "bid"), "arena", "start_market"),
    Phase("arena", ("avoid", "answer", "invite", "invitation", "fighter", "equip", "bet", *COMBAT, "sway", "thumb"),
          "mantenimiento", "start_arena"),
    Phase("final", ("fighter", "equip", *COMBAT), "", ""),
)}

#: every kind of step frame, each once
STEPS: tuple[str, ...] = tuple(dict.fromkeys(t for p in PHASES.values() for t in p.steps))
#: the steps a seat may be asked to decide in (the scheme frame holds data only)
DECISION_STEPS: tuple[str, ...] = tuple(t for t in STEPS if t != "scheme")
#: the steps of a combat: the bets of the sealed round before it lie in the book, each house's own
#: secret, until the combat ends and settles them
BETS_OPEN: frozenset[str] = frozenset(COMBAT)
#: per phase, the steps it may stack (what ``push_step`` checks)
ALLOWED: dict[str, frozenset[str]] = {name: frozenset(p.steps) for name, p in PHASES.items()}
