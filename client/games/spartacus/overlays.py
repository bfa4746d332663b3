"""OverlaysDrawing: what lies over the houses for a moment or a step — the reveal of a blind
auction (who bid what, who won it and for how much) and the house picker of the setup (each
house with its starting gold and its ability). A mixin of ``SpartacusTable``; both are drawn
from public events and the content, never from another seat's secrets."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from engine.i18n import N_, game_words

from .layout import BOARD, HOUSE_COLOURS
from .reword import house_shown, reword
from .words import card_text, house_of

_, ngettext, pgettext = game_words("spartacus")
HOST_MARKER = N_("the host marker")

#: how long an auction's reveal stays over the houses (a click on it puts it away sooner)
REVEAL_SECONDS = 8.0


@dataclass
class Reveal:
    """The bids of one blind auction, shown together, and how it ended."""

    lot: str                        # what was up: a card's English name or "the host marker" (worded when drawn)
    bids: list[tuple[int, int]]     # (seat, gold bid), seat order
    winner: int | None
    price: int
    say: Callable[[], str]          # the outcome, worded in the language of the moment
    start: float

    @property
    def outcome(self) -> str:
        """One sentence: won, tied and bid again, or void."""
        return self.say()


def reveal_of(events, lot: str, words, now: float) -> Reveal | None:
    """The reveal told by a batch of (public) events holding a ``bid_revealed``, else None."""
    shown = next((e for e in events if e.type == "bid_revealed"), None)
    if shown is None:
        return None
    bids = [(int(s), int(b)) for s, b in shown.get("bids")]
    after = events[events.index(shown) + 1:]
    won = next((e for e in after if e.type == "auction_won"), None)
    tied = next((e for e in after if e.type == "auction_tied"), None)
    if won is not None:
        winner, price = won.get("seat"), int(won.get("gold"))
        if won.get("card") is None:
            def outcome() -> str:
                return _("{house} wins the right to host the next games for {gold} gold, paid to the bank.").format(
                    house=words.house(winner), gold=price)
        else:
            def outcome() -> str:
                return _("{house} wins {card} for {gold} gold, paid to the bank.").format(
                    house=words.house(winner), card=reword(lot), gold=price)
        return Reveal(lot, bids, winner, price, outcome, now)
    if tied is not None:
        def outcome() -> str:
            names = _(" and ").join(words.house(s) for s in tied.get("seats"))
            return _("Tied at {gold} gold: {houses} bid again, adding gold.").format(gold=tied.get("gold"),
                                                                                    houses=names)
        return Reveal(lot, bids, None, 0, outcome, now)
    nobody = all(b == 0 for _, b in bids)

    def outcome() -> str:
        if lot == HOST_MARKER:
            return _("Nobody bid: the host stays the host; no gold is paid.") if nobody else \
                _("No single highest bid: the host stays the host; no gold is paid.")
        return (_("Nobody bid: {card} is discarded; no gold is paid.") if nobody else
                _("No single highest bid: {card} is discarded; no gold is paid.")).format(card=reword(lot))
    return Reveal(lot, bids, None, 0, outcome, now)


def lot_words(card) -> str:
    """What is up for auction, as the engine names it (English; ``reword`` words it when drawn)."""
    from .words import card_def

    d = card_def(card) if card is not None else None
    return HOST_MARKER if card is None else (d.name if d is not None else N_("the lot"))


class OverlaysDrawing:
    # -- the auction reveal ------------------------------------------------------------------------
    def reveal_rect(self) -> pygame.Rect:
        rows = len(self.reveal.bids) if self.reveal else 0
        h = 118 + 26 * rows
        return pygame.Rect(BOARD.centerx - 250, BOARD.centery - h // 2, 500, h)

    def reveal_showing(self) -> bool:
        return self.reveal is not None and self.time - self.reveal.start < REVEAL_SECONDS

    def draw_reveal(self, surface) -> None:
        if not self.reveal_showing():
            return
        layout, p = self.app.layout, self.app.theme.palette
        r, box = self.reveal, self.reveal_rect()
        pygame.draw.rect(surface, (0, 0, 0), layout.rect(box.move(6, 6)), border_radius=layout.length(10))
        self.panel(surface, box, edge=p.accent)
        self.text(surface, _("Bids shown together: {lot}").format(lot=reword(r.lot)), "body", p.accent, (box.centerx, box.top + 12),
                  anchor="midtop", max_width=box.width - 30)
        top = max((b for _, b in r.bids), default=0)
        y = box.top + 46
        for seat, bid in r.bids:
            won = seat == r.winner
            colour = HOUSE_COLOURS[seat % len(HOUSE_COLOURS)]
            pygame.draw.rect(surface, colour, layout.rect(pygame.Rect(box.left + 40, y + 4, 14, 14)),
                             border_radius=layout.length(3))
            self.text(surface, self.words().house(seat), "small", p.text, (box.left + 62, y + 11), anchor="midleft",
                      max_width=250)
            mark = _("  — wins") if won else (_("  — highest") if bid == top and top > 0 and r.winner is None else "")
            self.text(surface, _("{gold} gold").format(gold=bid) + mark, "small", p.good if won else p.text,
                      (box.left + 320, y + 11), anchor="midleft", max_width=box.width - 340)
            y += 26
        self.wrapped(surface, r.outcome, "small", p.warn, (box.left + 24, y + 6), box.width - 48, line=18, max_lines=2)
        self.text(surface, _("Click to put this away"), "tiny", p.text_muted, (box.right - 12, box.bottom - 6),
                  anchor="bottomright")
        self.hit(layout.rect(box), ("reveal", 0), "reveal")

    # -- the house picker ---------------------------------------------------------------------------
    def picker_houses(self, obs) -> list:
        """(house, taken by seat or None, legal action or None) for every house of the game."""
        from engine.spartacus.content import content

        taken = {name: s for s, name in enumerate(obs["houses"]) if house_of(name) is not None}
        mine = {a.get("house"): a for a in self.legal() if a.kind == "house"}
        return [(h, taken.get(h.name), mine.get(h.name)) for h in content().houses]

    def draw_house_picker(self, surface, obs) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        self.panel(surface, BOARD)
        d = self.session.decision
        chooser = self.words().house(d.seat) if d is not None else ""
        head = _("Choose your house: click one") if self.my_turn() else _("{house} is choosing a house").format(
            house=chooser)
        self.text(surface, head, "body", p.accent, (BOARD.left + 16, BOARD.top + 10), max_width=BOARD.width - 32)
        rows = self.picker_houses(obs)
        h = (BOARD.height - 52) // max(1, len(rows)) - 6
        y = BOARD.top + 44
        for house, seat, action in rows:
            rect = pygame.Rect(BOARD.left + 16, y, BOARD.width - 32, h)
            fill = (46, 40, 36) if action is not None else (30, 27, 33)
            pygame.draw.rect(surface, fill, layout.rect(rect), border_radius=layout.length(6))
            if action is not None:
                self.hit(layout.rect(rect), ("pick", house.name), "pick")
                if self.input.hover == (("pick", house.name), "pick"):
                    pygame.draw.rect(surface, p.focus, layout.rect(rect), width=layout.length(3),
                                     border_radius=layout.length(6))
            colour = p.text if seat is None else p.text_muted
            self.text(surface, house_shown(house.name), "small", p.accent if action is not None else colour,
                      (rect.left + 12, rect.top + 6), max_width=230)
            self.text(surface, _("starts with {gold} gold").format(gold=house.gold), "tiny", colour, (rect.left + 12, rect.top + 28),
                      max_width=230)
            ability = _("Ability: {text}").format(text=card_text(house))
            if seat is not None:
                ability = _("Taken by {name}.").format(name=self.session.seats[seat].name) + " " + ability
            self.wrapped(surface, ability, "tiny", colour, (rect.left + 250, rect.top + 6), rect.width - 262, line=15,
                         max_lines=max(1, (h - 8) // 15))
            y += h + 6
