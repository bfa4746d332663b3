"""Spartacus' marks for a hint (``client/table/hint.py``): a composed choice (a secret bid, bets,
an offer for support, to the host or to sway the thumb, a trade) is answered with the rows of
the composer, so the hint rings each row and shows, beside it, the value the hinted move sets
there (the bid amount on the bid control). The next click pulses: a row's arrow while a row is
not yet at the hinted value, then a card a trade gives or asks, then the button that sends it.
A step in a duel rings the hex to click. A choice of buttons is ringed by the shared table.
``SpartacusHintMarks`` is ``SpartacusTable``'s ``hint_marks_class``; what it reads of the table:
``composer``, ``compose_buttons``, ``choice_buttons``, ``submit_button``, ``duel`` / ``in_duel``, ``my_turn``,
``picking`` (its menu), ``rects`` and ``app``."""
from __future__ import annotations

import itertools

import pygame

from engine.core import Action
from engine.i18n import game_words

from ...table.hintmarks import HINT_COLOUR, HintMarks
from .layout import PANEL
from .panel import ROW_H
from .reword import capital, reword
from .words import card_name

_, ngettext, pgettext = game_words("spartacus")

#: the most combinations of row values tried to find the hinted move's (bets on many outcomes)
MOST_TRIED = 4000


def composed_values(composer, action: Action) -> list | None:
    """The option index of each of ``composer``'s rows that builds ``action``, or None when no
    setting of the rows builds it (with, for a trade, the cards it gives and asks). The composer
    is left as it was."""
    rows = composer.rows
    kept = [r.index for r in rows]
    cards = (set(composer.give), set(composer.ask))
    if composer.kind == "market" and action.kind == "trade":
        composer.give, composer.ask = set(action.give_cards), set(action.ask_cards)
    try:
        for n, combo in enumerate(itertools.product(*(range(max(1, len(r.options))) for r in rows))):
            if n >= MOST_TRIED:
                return None
            for row, index in zip(rows, combo, strict=True):
                row.index = index
            if composer.build() == action:
                return list(combo)
        return None
    finally:
        for row, index in zip(rows, kept, strict=True):
            row.index = index
        composer.give, composer.ask = cards


def _worth_saying(key: str, value) -> bool:
    """A row's value named in a hint: not an empty one (no bet, no gold, no promise); a house
    (``to``, seat 0 too) and the thumb (down too) always."""
    if key == "to" or isinstance(value, bool):
        return True
    return value not in (0, None, "")


class SpartacusHintMarks(HintMarks):
    def __init__(self, table):
        super().__init__(table)
        #: the rows' settings of each hinted move, for one composer: ((its id, its kind), {action: rows})
        self._rows: tuple | None = None

    def own_buttons(self) -> list:
        """The decision panel's choice buttons (``panel.py``)."""
        return self.table.choice_buttons

    def button_rects(self, action: Action) -> list:
        """The shared table's buttons, and the composer's send button for a composed move (a step
        in a duel is clicked on its hex, not on the "click a lit hex" line)."""
        if action.kind == "move":
            return []
        flow = getattr(self.table, "choice_flow", None)
        for actions, button in self.table.choice_buttons if flow is not None else ():
            if action in actions:
                flow.bring(button)   # a panel that scrolls: the ringed choice in sight
                break
        out = super().button_rects(action)
        submit = self.table.submit_button
        if self.rows(action) is not None and submit is not None:
            out.append(submit.rect)
        return out

    def rows(self, action: Action) -> list | None:
        """The composer's row settings that give ``action`` (cached per composer), or None."""
        table = self.table
        comp = table.composer if table.my_turn() else None
        if comp is None:
            return None
        cached = self._rows
        if cached is None or cached[0] != (id(comp), comp.kind):
            cached = self._rows = ((id(comp), comp.kind), {})
        if action not in cached[1]:
            cached[1][action] = composed_values(comp, action)
        return cached[1][action]

    def describe(self, action: Action) -> str:
        """A composed move says what it sets (the bid, each bet, the gold and the thumb, a trade's
        house, gold and cards); a duel's step says where the ring is."""
        if action.kind == "move":
            return _("Step to the ringed hex")
        base = super().describe(action)
        settings = self.rows(action)
        if settings is None or action.kind == "bid":  # a bid's label names its amount already
            return base
        parts = [f"{capital(reword(row.label))}: {reword(row.options[index][1])}"
                 for row, index in zip(self.table.composer.rows, settings, strict=True)
                 if row.options and _worth_saying(row.key, row.options[index][0])]
        if action.kind == "trade":
            for label, cards in ((_("You give"), action.give_cards), (_("You ask"), action.ask_cards)):
                if cards:
                    parts.append(f"{label}: {', '.join(card_name(c) or '?' for c in cards)}")
        return f"{base} ({'; '.join(parts)})" if parts else base

    def next_rects(self, action: Action) -> list:
        """A duel's step: its hex. A composed move: a row's arrow (the shorter way round) while the
        row is not at the hinted value, then a card to add to or take off a trade, then send."""
        table = self.table
        layout = table.app.layout
        if action.kind == "move" and table.picking.menu is None:
            duel = table.duel if table.in_duel() else None
            if duel is None:
                return []
            corners = [duel.to_screen(p) for p in duel.board.corners(tuple(action.to))]
            xs, ys = [round(x) for x, _y in corners], [round(y) for _x, y in corners]
            return [pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))]
        settings = self.rows(action) if table.picking.menu is None else None
        if settings is None:
            return super().next_rects(action)
        comp = table.composer
        for row, index in zip(comp.rows, settings, strict=True):
            if row.index != index and row.key in table.compose_buttons:
                ahead = (index - row.index) % len(row.options)
                prev, nxt = table.compose_buttons[row.key]
                return [(nxt if ahead <= len(row.options) - ahead else prev).screen_rect(layout)]
        if comp.kind == "market" and action.kind == "trade":
            toggles = (set(action.give_cards) ^ comp.give) | (set(action.ask_cards) ^ comp.ask)
            cards = [table.rects[c] for c in sorted(toggles) if c in table.rects]
            if cards:
                return cards[:1]
        return [table.submit_button.screen_rect(layout)] if table.submit_button is not None else []

    def draw_marks(self, surface: pygame.Surface, action: Action) -> None:
        super().draw_marks(surface, action)
        settings = self.rows(action)
        if settings is None:
            return
        table = self.table
        layout = table.app.layout
        y = PANEL.top + 124
        values = []
        for row, index in zip(table.composer.rows, settings, strict=True):
            box = layout.rect((PANEL.left + 222, y - 3, PANEL.right - 12 - (PANEL.left + 222), ROW_H + 2))
            pygame.draw.rect(surface, HINT_COLOUR, box, max(3, layout.length(3)), border_radius=layout.length(6))
            values.append(reword(row.options[index][1]) if row.options else "—")
            self.marked.append(box)
            y += ROW_H
        self.draw_row_tag(surface, values)

    def draw_row_tag(self, surface: pygame.Surface, values: list[str]) -> None:
        """The hinted value of each ringed row, in one tag on the composer's title line, right of
        the title: inside the decision panel (beside the board it lay over a house)."""
        layout, theme = self.table.app.layout, self.table.app.theme
        title = theme.font("small", layout).size(_(self.table.composer.title))[0]
        room = layout.length(PANEL.width - 28 - 12) - title - layout.length(12)
        words = " · ".join(values)
        for text in (_("Hint: {value}").format(value=words), words, values[0]):
            if theme.fits(text, "tiny", layout, room):
                break
        image = theme.text(text, "tiny", (20, 18, 22), layout, max_width=room)
        tag = image.get_rect().inflate(layout.length(12), layout.length(6))
        tag.midright = layout.point((PANEL.right - 12, PANEL.top + 112))
        pygame.draw.rect(surface, HINT_COLOUR, tag, border_radius=layout.length(6))
        pygame.draw.rect(surface, (20, 18, 22), tag, 2, border_radius=layout.length(6))
        surface.blit(image, image.get_rect(center=tag.center))
        self.marked.append(tag)
