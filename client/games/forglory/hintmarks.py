"""For Glory's marks for a hint (``client/table/hintmarks.py``): the buttons that give a move, by
their own labels. ``ForGloryHintMarks`` is ``ForGloryTable``'s ``hint_marks_class``; what it reads
of the table: ``buyback_button``, ``primary_button``, ``primary_kinds``, ``primary_action`` and
``words``."""
from __future__ import annotations

from engine.core import Action

from ...table.hintmarks import HintMarks
from .text import hint_details


class ForGloryHintMarks(HintMarks):
    def button_rects(self, action: Action) -> list:
        """Buying back the Reserve (and taking a token or Pierce's offer) is the Buy back button's:
        it is ringed, not the card the move names."""
        out = super().button_rects(action)
        buyback = self.table.buyback_button
        if action.kind in ("buyback", "take_token", "pierce") and buyback.rect not in out:
            out.append(buyback.rect)
        return out

    def describe(self, action: Action) -> str:
        """A move of the main button is named by the button's label ("Finish registering"); any
        other says what it does to what, and what it costs (``text.hint_details``)."""
        table = self.table
        button = table.primary_button
        if action.kind in table.primary_kinds and button.enabled and button.text and table.primary_action() == action:
            return button.text
        said = super().describe(action)
        details = hint_details(table.words(), action)
        return f"{said} ({details})" if details else said
