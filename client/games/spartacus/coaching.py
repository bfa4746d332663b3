"""Where the coach of "Learn to play" (``client/tutorial/coach.py``) points on the Spartacus
table: most of its moves are not cards but the decision panel's buttons, a composed secret bid
or bet, or a hex of the arena. A mixin of ``SpartacusTable``.

A step whose ``highlight`` is ``button = "panel"`` lights what gives the step's move in the panel:
the button of that choice, or, for a composed move, the arrow of the first row still to set
(the way round that takes fewer clicks), then the send button once every row is right. A step
whose ``highlight`` is ``spot = "hex"`` lights the hex the move goes to. A step that names a card
is left to the coach, which finds the card where the table drew it.
"""
from __future__ import annotations

import pygame

from engine.play.tutorial import matches

from .layout import LOG

#: the coach's panel: over the game log, beside the decision panel it points into
COACH_RECT = (LOG.left, LOG.top, LOG.width, LOG.height)
#: how much of a hex's width the ring round it takes (the hex stays the thing clicked)
HEX_RING = 0.6


class CoachMarks:
    coach_rect = COACH_RECT

    def coach_lights(self, step, names: dict) -> list[pygame.Rect] | None:
        """Screen rects of the control giving ``step``'s move, or None to let the coach find the
        step's card or target (``GameTable.coach_lights``)."""
        light = step.highlight
        if light.button != "panel" and light.spot != "hex":
            return None
        if not self.my_turn() or not self.learner_decides():
            return []
        now = self.picking.step
        if now is not None and now.kind == "target":
            return None  # the coach rings the targets the pick offers
        moves = [a for a in self.legal() if matches(step, a, names)]
        if not moves:
            return []
        action = moves[0]
        layout = self.app.layout
        if light.spot == "hex":
            return self._coach_hex(action)
        settings = self.hinter.marks.rows(action)  # a composed move: the rows that build it (``hintmarks``)
        if settings is not None:
            for row, index in zip(self.composer.rows, settings, strict=True):
                if row.index != index:
                    ahead = (index - row.index) % len(row.options)
                    back, forward = self.compose_buttons[row.key]
                    button = forward if ahead <= len(row.options) - ahead else back
                    return [button.screen_rect(layout)]
            return [self.submit_button.screen_rect(layout)] if self.submit_button is not None else []
        for actions, button in self.choice_buttons:
            if action in actions:
                return [button.screen_rect(layout)]
        return []

    def _coach_hex(self, action) -> list[pygame.Rect]:
        duel = self.duel
        if duel is None or not self.in_duel() or duel.busy():
            return []
        x, y = duel.hex_centre(tuple(action.get("to")))
        size = round(duel.board.tile_w * duel.scale * HEX_RING)
        return [pygame.Rect(round(x - size / 2), round(y - size / 2), size, size)]
