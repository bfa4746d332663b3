"""EventSummaryScene: what an event ended with, over the table: the winner, the prizes, the
favour turned into wreaths by band, the bets revealed and paid, every seat's Wheel of Glory and
Bank Wheel. Shown once after each event; Continue (Enter, Space, Esc) goes back to the table.
With no human at the table it continues by itself after a while set by the bot speed (at once
when instant), so a bots-only game never waits for a click. The Bet column shows only where bets
are made (three or more seats, not quickplay), the Bank column only where bids can borrow."""
from __future__ import annotations

import pygame

from engine.i18n import N_

from ...scenes.overlay import OverlayScene
from ...settings import SPEEDS, bot_speed
from ...widgets import Button
from .story import event_summary, prize_words, wheel_value
from .text import Words, _

#: seconds an unattended summary stays up, per second of the bot speed's pause
ALONE_FACTOR = 4.0


class EventSummaryScene(OverlayScene):
    panel = pygame.Rect(150, 60, 980, 600)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        session = table.session
        self.words = Words([s.name for s in session.seats], None, table.viewer)
        self.summary = event_summary(session.events, self.words)
        self.obs = session.state.observation(table.viewer)
        height = 240 + 80 * len(self.obs["seats"])
        self.panel = pygame.Rect(150, 360 - height // 2, 980, height)
        self.continue_button = self.widgets.add(Button((self.panel.centerx - 100, self.panel.bottom - 64, 200, 48),
                                                       _("Continue"), self.back))
        self.widgets.focus(self.continue_button, by_keyboard=False)
        config = session.moves.config
        quick = config.get("mode") == "quickplay"
        self.show_bets = not quick and len(self.obs["seats"]) > 2
        self.show_bank = not quick
        # nobody to press Continue: it goes on by itself at the chosen pace
        self.alone_for = None if session.humans else ALONE_FACTOR * SPEEDS[bot_speed(app)]
        self.shown_for = 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        self.shown_for += dt
        if self.alone_for is not None and self.shown_for >= self.alone_for and self.app.top is self:
            self.back()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
            return True
        return super().handle_event(event)

    def draw_content(self, surface) -> None:
        s = self.summary
        if s is None:
            return
        t = self.table
        p = self.app.theme.palette
        x0, y = self.panel.left + 32, self.panel.top + 18
        words = self.words
        if s.second is not None:
            won = _("{gladiator} wins it for {whom}, 2nd: {second}.").format(
                gladiator=s.gladiator, whom=words.whom(s.winner), second=words.who(s.second))
        else:
            won = _("{gladiator} wins it for {whom}.").format(gladiator=s.gladiator, whom=words.whom(s.winner))
        t.pen.text(surface, _("Event {n}: {event}").format(n=s.number, event=s.event), "heading", p.accent,
                (self.panel.centerx, y), anchor="midtop", max_width=self.panel.width - 60)
        y += 40
        t.pen.text(surface, won, "body", p.text,
                (self.panel.centerx, y), anchor="midtop", max_width=self.panel.width - 60)
        y += 30
        t.pen.text(surface, _("Favour into wreaths: {bands}").format(bands=s.bands), "tiny", p.text_muted, (self.panel.centerx, y),
                anchor="midtop", max_width=self.panel.width - 60)
        y += 26
        heads = [(N_("Seat"), 0), (N_("Wreaths won"), 170), (N_("Bet"), 470), (N_("Wheel of Glory"), 650),
                 (N_("Bank"), 800), (N_("VP"), 880)]
        heads = [(h, dx) for h, dx in heads if (h != "Bet" or self.show_bets) and (h != "Bank" or self.show_bank)]
        for head, dx in heads:
            t.pen.text(surface, _(head), "card", p.accent, (x0 + dx, y), max_width=(150 if dx < 800 else 78))
        y += 22
        seats = self.obs["seats"]
        row_h = min(80, (self.panel.bottom - 84 - y) // max(1, len(seats)))
        for seat, info in enumerate(seats):
            colour = p.accent if seat == s.winner else p.text
            t.pen.text(surface, words.who(seat), "small", colour, (x0, y + 4), max_width=160)
            prizes = [prize_words(pr) for pr in s.prizes if pr.seat == seat] or [_("nothing")]
            t.pen.lines(surface, "; ".join(prizes), "tiny", p.text, (x0 + 170, y + 4), 290 if self.show_bets else 460,
                     rows=3)
            if self.show_bets:
                bets = [(_("{gladiator}: won") if won else _("{gladiator}: lost")).format(gladiator=g)
                        for b, g, won in s.bets if b == seat] or [_("no bet")]
                t.pen.lines(surface, "; ".join(bets), "tiny", p.text, (x0 + 470, y + 4), 170, rows=2)
            t.ring_drawing.wheel(surface, info["wheel"], (x0 + 700, y + row_h // 2), max(14, row_h // 2 - 14))
            t.pen.text(surface, _("value {n}").format(n=wheel_value(info['wheel'])), "tiny", p.text_muted, (x0 + 745, y + 4))
            if self.show_bank:
                t.pen.text(surface, _("debt {n}").format(n=info['debt']), "tiny", p.bad if info["debt"] else p.text_muted,
                        (x0 + 800, y + 4))
            t.pen.text(surface, str(info["victory_points"]), "small", colour, (x0 + 880, y + 4))
            y += row_h
        if self.alone_for is not None:
            t.pen.text(surface, _("No one at the table: this goes on by itself."), "tiny", p.text_muted,
                    (self.panel.centerx, self.panel.bottom - 84), anchor="midtop")
        for note in s.notes[:2]:
            t.pen.text(surface, note, "tiny", p.warn, (x0, y), max_width=self.panel.width - 60)
            y += 16
