"""Gladiatores' marks for a hint (``client/table/hintmarks.py``): the buttons named for a kind of
move. ``GladiatoresHintMarks`` is ``GladiatoresTable``'s ``hint_marks_class``; what it reads of
the table: ``discarding``, ``reveal_button`` and ``discard_button``."""
from __future__ import annotations

from engine.core import Action

from ...table.hintmarks import HintMarks


class GladiatoresHintMarks(HintMarks):
    def button_rects(self, action: Action) -> list:
        """A hint's buttons, with the ones named for a kind: Reveal for turning the Tactics card up,
        Discard for a discard (its card is ringed too); once Discard is pressed, the card is the
        next click, not the button again."""
        table = self.table
        out = super().button_rects(action)
        if action.kind == "discard" and table.discarding:
            return out
        own = {"reveal_tactics": table.reveal_button, "discard": table.discard_button}.get(action.kind)
        if own is not None and own.rect not in out:
            out.append(own.rect)
        return out
