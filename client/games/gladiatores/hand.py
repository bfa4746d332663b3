"""HandDrawing: the viewer's hand as a fan and the viewer's own panel.

A part of ``GladiatoresTable`` (``table.hand_drawing``). The hand shows one face per card name (every copy plays alike)
with a count, so each card's type, BREAK banners and effects stay readable without hovering;
the cards a legal answer can use now are lit. The panel shows the viewer's school, Victory
Points, Wheel of Glory, Bank Wheel, Tactics (face down, with the Reveal control) and bet.
"""
from __future__ import annotations

import pygame

from ... import art
from .layout import HAND, ME
from .text import _, card_def, card_name, deck_label, gladiator_text, ngettext, title

TYPE_ORDER = {"attack": 0, "defense": 1, "effect": 2}


def grouped(hand: list[str]) -> list[tuple[str, list[str]]]:
    """The hand as (card name, its instance ids), Attack cards first, then Defense, then Effect."""
    groups: dict[str, list[str]] = {}
    for cid in hand:
        groups.setdefault(card_name(cid), []).append(cid)
    return sorted(groups.items(), key=lambda kv: (TYPE_ORDER.get(card_def(kv[0]).type, 3), kv[0]))


class HandDrawing:
    """The hand and the viewer's panel of one ``GladiatoresTable``."""

    def __init__(self, table):
        self.table = table

    def draw_hand(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        layout = table.app.layout
        if table.viewer is None and obs["market"]["rows"]:
            self.draw_market_cards(surface, obs)  # public: the gladiators up for bidding
            return
        if table.viewer is None:
            table.pen.text(surface, _("Watching as a spectator: every hand is hidden."), "body", p.text_muted,
                       HAND.center, anchor="center")
            return
        hand = obs["seats"][table.viewer]["hand"] or []
        if not hand and obs["market"]["rows"]:
            self.draw_market_cards(surface, obs)
            return
        counts = {t: sum(1 for c in hand if card_def(card_name(c)).type == t) for t in TYPE_ORDER}
        summary = " · ".join(f"{counts[t]} {deck_label(t)}" for t in TYPE_ORDER)
        table.pen.text(surface, ngettext("Your hand: {n} card ({summary})", "Your hand: {n} cards ({summary})",
                                     len(hand)).format(n=len(hand), summary=summary), "tiny", p.text_muted,
                   (HAND.left + 4, HAND.top))
        groups = grouped(hand)
        if not groups:
            return
        n = len(groups)
        w = min(150, (HAND.width - 8 * (n - 1)) // n)
        h = HAND.height - 26
        total = n * w + (n - 1) * 8
        x = HAND.centerx - total // 2
        hovered = table.input.hover[0] if table.input.hover else None
        mid = (n - 1) / 2
        for i, (name, ids) in enumerate(groups):
            lift = 10 if name == hovered else 0
            drop = int(0.5 * (i - mid) ** 2)  # a gentle fan: the outer cards sit lower
            r = pygame.Rect(x + i * (w + 8), HAND.top + 20 + drop - lift, w, h - drop)
            rect = table.pen.card(surface, name, r, "hand", ids=ids)
            if len(ids) > 1:
                badge = pygame.Rect(0, 0, layout.length(30), layout.length(22))
                badge.bottomright = (rect.right - layout.length(4), rect.bottom - layout.length(4))
                pygame.draw.rect(surface, (30, 24, 20), badge, border_radius=layout.length(6))
                image = table.app.theme.text(f"×{len(ids)}", "card", p.warn, layout)
                surface.blit(image, image.get_rect(center=badge.center))

    def draw_market_cards(self, surface, obs):
        """While bidding, the hand's place shows the market's gladiators in full."""
        table = self.table
        p = table.app.theme.palette
        rows = obs["market"]["rows"]
        table.pen.text(surface, _("The gladiators in the market (your gladiator brings its own nine cards)"), "tiny",
                   p.text_muted, (HAND.left + 4, HAND.top))
        n = len(rows)
        w = (HAND.width - 8 * (n - 1)) // n
        for i, glad in enumerate(rows):
            r = pygame.Rect(HAND.left + i * (w + 8), HAND.top + 20, w, HAND.height - 24)
            rect = table.pen.panel(surface, r)
            table.hit(rect, ("market", glad), "gladiator")
            table.pen.text(surface, f"{i + 1}. {glad}", "small", p.accent, (r.left + 10, r.top + 8), max_width=w - 20)
            y = r.top + 34
            for k, line in enumerate(gladiator_text(glad).split("\n")):
                room = min(6, (r.bottom - 4 - y) // 15)  # the lines the card still has room for (the tooltip
                if room < 1:                               # gives the whole text)
                    break
                y = table.pen.lines(surface, line, "tiny", p.text if k != 2 else p.text_muted, (r.left + 10, y), w - 20,
                                rows=room)
                y += 4
                if y > r.bottom - 20:
                    break

    def draw_me(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        layout = table.app.layout
        area = ME
        s = table.viewer
        if s is None:
            table.pen.panel(surface, area)
            table.pen.text(surface, _("Spectator"), "button", p.text, (area.left + 12, area.top + 8))
            table.pen.text(surface, _("Hands, bets and face-down Tactics are hidden."), "tiny", p.text_muted,
                       (area.left + 12, area.top + 44), max_width=area.width - 24)
            return
        info = obs["seats"][s]
        d = table.session.decision
        active = d is not None and d.seat == s
        table.pen.panel(surface, area, edge=p.accent if active else None, width=2 if active else 1)
        marker = art.seat_marker(s, layout.length(22))
        surface.blit(marker, marker.get_rect(center=layout.point((area.left + 20, area.top + 20))))
        table.pen.text(surface, _("{name} (you)").format(name=table.session.seat_name(s)), "button",
                   p.accent if active else p.text,
                   (area.left + 36, area.top + 6), max_width=area.width - 48)
        school = table.pen.text(surface, info["school"], "tiny", p.text_muted, (area.left + 12, area.top + 38),
                            max_width=area.width - 24)
        table.hit(school, info["school"], "school")
        table.pen.text(surface, ngettext("{n} Victory Point", "{n} Victory Points", info['victory_points']).format(
            n=info['victory_points']), "small", p.accent, (area.left + 12, area.top + 56), max_width=area.width - 24)
        # the Wheel of Glory (left) and the Bank Wheel (right)
        table.pen.text(surface, _("Wheel of Glory"), "tiny", p.text, (area.left + 58, area.top + 82), anchor="midtop",
                   max_width=116)
        table.hit(table.app.layout.rect((area.left + 6, area.top + 80, 110, 124)), ("wheel", s), "wheel_info")
        table.ring_drawing.wheel(surface, info["wheel"], (area.left + 58, area.top + 150), 38,
                    clickable=d is not None and d.kind == "swap" and d.seat == s)
        quick = table.session.moves.config.get("mode") == "quickplay"
        bank_max = len(info["wheel"])
        bx, by = area.left + 132, area.top + 82
        if quick:
            table.pen.lines(surface, _("Quickplay: one fight, no bidding, bets or Tactics."), "tiny", p.text_muted,
                        (bx, by), area.width - 140, rows=4)
            return
        table.hit(table.app.layout.rect((bx - 4, by - 2, area.right - bx, 92)), ("bank", s), "bank")
        table.pen.text(surface, _("Bank Wheel: debt {n}").format(n=info['debt']), "tiny", p.text, (bx, by),
                   max_width=area.width - 140)
        for i in range(bank_max):
            colour = p.bad if i < info["debt"] else (52, 46, 50)
            pygame.draw.rect(surface, colour, layout.rect((bx + (i % 3) * 36, by + 22 + (i // 3) * 24, 30, 18)),
                             border_radius=layout.length(4))
        table.pen.text(surface, _("debt counts against VP"), "tiny", p.text_muted, (bx, by + 72), max_width=area.width - 140)
        # Tactics and the bet
        y = area.top + 208
        tactics = info["tactics"]
        left = info["tactics_left"]
        count = len(left) if isinstance(left, list) else left
        if tactics and tactics != "face down":
            state = _("face up") if info["tactics_revealed"] else _("face down, only you see it")
            rect = table.pen.text(surface, _("Tactics: {card}").format(card=title(tactics)), "small", p.accent, (area.left + 12, y),
                              max_width=area.width - 24)
            table.hit(rect, ("tactics", tactics), "tactics")
            table.face(("tactics", s, tactics))
            # the Reveal button sits right of this line (``table.REVEAL_AT``), never on the name
            table.pen.text(surface, state, "tiny", p.text_muted, (area.left + 12, y + 25),
                       max_width=area.width - 24 - (0 if info["tactics_revealed"] else 104))
        else:
            table.pen.text(surface, _("Tactics: none chosen"), "small", p.text_muted, (area.left + 12, y),
                       max_width=area.width - 24)
        table.pen.text(surface, ngettext("{n} Tactics card left in hand", "{n} Tactics cards left in hand", count).format(
            n=count), "tiny", p.text_muted, (area.left + 12, y + 48), max_width=area.width - 24)
        y += 65
        bet = _("Bet placed (you cannot check it)") if info["bet_placed"] else _("No bet on this event")
        table.pen.text(surface, bet, "tiny", p.text, (area.left + 12, y), max_width=area.width - 24)
        if info["sponsor"]:
            table.pen.text(surface, _("Sponsor: {name}").format(name=title(info['sponsor'])), "tiny", p.text_muted,
                       (area.left + 12, y + 15),
                       max_width=area.width - 24)
        if info["bonus_next_event"]:
            table.pen.text(surface, _("Wheel bonus waiting for the next event"), "tiny", p.good, (area.left + 12, y + 30),

                       max_width=area.width - 24)
