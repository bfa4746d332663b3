"""The Tactics reveal control, in one place.

The book lets a seat turn its face-down Tactics card up at any moment of the event. Today the
engine offers that reveal among the seat's legal actions of its own pending decision; the table
asks only ``reveal_actions`` whether the Reveal button is live and hands a press to
``take_reveal``. When the core contract gains standing actions (``state.standing_actions(seat)``
and ``table.take_standing(action)``), these two functions are the one place to extend.
"""
from __future__ import annotations

from engine.core import Action

REVEAL_KIND = "reveal_tactics"


def reveal_actions(table, seat: int | None) -> list[Action]:
    """The reveal actions open to ``seat`` now (empty when it cannot reveal, or is not at the screen)."""
    if seat is None or not table.my_turn():
        return []
    decision = table.session.decision
    if decision is None or decision.seat != seat:
        return []
    return [a for a in table.legal() if a.kind == REVEAL_KIND]


def take_reveal(table, action: Action) -> bool:
    """Send the reveal (today a normal answer to the pending decision)."""
    return table.play(action)
