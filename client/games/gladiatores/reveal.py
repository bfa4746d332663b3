"""The Tactics reveal control, in one place.

The book lets a seat turn its face-down Tactics card up at any moment of the event (ruling 15).
The engine offers it two ways: inside the seat's own pending decision (``reveal_tactics`` among
its legal actions) and, whoever is deciding, as a standing action (``state.standing_actions``,
the same action, taken with ``take_standing(seat, action)``). The table asks only
``reveal_actions`` whether the Reveal button is live and hands a press to ``take_reveal``.
"""
from __future__ import annotations

from engine.core import Action

REVEAL_KIND = "reveal_tactics"


def reveal_actions(table, seat: int | None) -> list[Action]:
    """The reveal actions open to ``seat`` now: empty when it cannot reveal or is not the one at
    the screen. In the seat's own decision that is the decision's answer; otherwise the standing
    action the generic table offers only to the human whose screen it is."""
    if seat is None:
        return []
    decision = table.session.decision
    if table.my_turn() and decision is not None and decision.seat == seat:
        own = [a for a in table.legal() if a.kind == REVEAL_KIND]
        if own:
            return own
    return [a for a in table.turns.standing_choices(seat) if a.kind == REVEAL_KIND]


def take_reveal(table, seat: int, action: Action) -> bool:
    """Send ``seat``'s reveal: a normal answer in the seat's own decision, a standing action
    otherwise."""
    decision = table.session.decision
    if table.my_turn() and decision is not None and decision.seat == seat and action in table.legal():
        return table.play(action)
    return table.turns.take_standing(seat, action)
