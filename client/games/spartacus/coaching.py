"""Where the coach of "Learn to play" (``client/tutorial/coach.py``) points on the Spartacus
table: most of its moves are not cards but the decision panel's buttons, a composed secret bid
or bet, or a hex of the arena. A part of ``SpartacusTable`` (``table.coaching``), made with the
table it serves; the table's ``coach_lights`` hook asks it.

A step whose ``highlight`` is ``button = "panel"`` lights what gives the step's move in the panel:
the button of that choice, or, for a composed move, the arrow of the first row still to set
(the way round that takes fewer clicks), then the send button once every row is right. A step
whose ``highlight`` is ``spot = "hex"`` lights the hex the move goes to. A step that names a card
is left to the coach, which finds the card where the table drew it.

What it uses of the table: ``app``, ``my_turn``, ``learner_decides`` (a coached table's),
``picking.step``, ``legal``, ``hinter.marks``, ``composer``, ``compose_buttons``, ``submit_button``,
``choice_buttons``, ``duel`` and ``in_duel``.
"""
from __future__ import annotations

import pygame

from engine.play.tutorial import matches

from .layout import LOG

#: the coach's panel: over the game log, beside the decision panel it points into
COACH_RECT = (LOG.left, LOG.top, LOG.width, LOG.height)
#: how much of a hex's width the ring round it takes (the hex stays the thing clicked)
HEX_RING = 0.6


class Coaching:
    """Where a lesson's step is on the Spartacus table, for one table."""

    def __init__(self, table):
        self.table = table

    def lights(self, step, names: dict) -> list[pygame.Rect] | None:
        """Screen rects of the control giving ``step``'s move, or None to let the coach find the
        step's card or target (``GameTable.coach_lights``)."""
        t = self.table
        light = step.highlight
        if light.button != "panel" and light.spot != "hex":
            return None
        if not t.my_turn() or not t.learner_decides():
            return []
        now = t.picking.step
        if now is not None and now.kind == "target":
            return None  # the coach rings the targets the pick offers
        moves = [a for a in t.legal() if matches(step, a, names)]
        if not moves:
            return []
        action = moves[0]
        layout = t.app.layout
        if light.spot == "hex":
            return self._coach_hex(action)
        settings = t.hinter.marks.rows(action)  # a composed move: the rows that build it (``hintmarks``)
        if settings is not None:
            for row, index in zip(t.composer.rows, settings, strict=True):
                if row.index != index:
                    ahead = (index - row.index) % len(row.options)
                    back, forward = t.compose_buttons[row.key]
                    button = forward if ahead <= len(row.options) - ahead else back
                    return [button.screen_rect(layout)]
            return [t.submit_button.screen_rect(layout)] if t.submit_button is not None else []
        for actions, button in t.choice_buttons:
            if action in actions:
                return [button.screen_rect(layout)]
        return []

    def _coach_hex(self, action) -> list[pygame.Rect]:
        t = self.table
        duel = t.duel
        if duel is None or not t.in_duel() or duel.busy():
            return []
        x, y = duel.hex_centre(tuple(action.get("to")))
        size = round(duel.board.tile_w * duel.scale * HEX_RING)
        return [pygame.Rect(round(x - size / 2), round(y - size / 2), size, size)]
