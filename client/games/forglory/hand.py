"""HandDrawing: the viewer's cards on the For Glory table.

A part of ``ForGloryTable`` (``table.hand_drawing``): the Supply (three decks, three cards each),
the viewer's hand, and the viewer's own panel (Villa, Coin, Influence, Reserve and piles).
"""
from __future__ import annotations

import pygame

from ... import art
from .faces import BACK
from .layout import HAND, HAND_CARD, HAND_CARD_NARROWEST, ME, SUPPLY, SUPPLY_CARD
from .text import _, card_def, deck_label, ngettext


class HandDrawing:
    """The Supply, the hand and the viewer's own panel of one ``ForGloryTable``."""

    def __init__(self, table):
        self.table = table

    def draw_supply(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        gw = SUPPLY.width // 3
        for i, deck in enumerate(("economy", "gladiator", "training")):
            pile = obs["supply"][deck]
            x0 = SUPPLY.left + i * gw + 8
            table.pen.icons(surface, [(BACK, _("{deck} deck · {n} left").format(deck=deck_label(deck),
                                                                             n=pile['deck_count']))],
                        (x0, SUPPLY.top + 13), px=16, colour=p.accent, max_width=gw - 16)
            for j, cid in enumerate(pile["row"]):
                r = (x0 + j * (SUPPLY_CARD[0] + 2), SUPPLY.top + 22, *SUPPLY_CARD)
                if cid is None:
                    table.pen.panel(surface, r, fill=(34, 31, 37))
                    continue
                table.pen.card(surface, cid, r, "supply", detail=False)

    def draw_hand(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        if table.viewer is None:
            table.pen.text(surface, _("Watching as a spectator: every hand is hidden."), "body", p.text_muted,
                       (HAND.centerx, HAND.centery), anchor="center")
            return
        hand = obs["seats"][table.viewer].get("hand", [])
        table.pen.text(surface, _("Your hand ({n})").format(n=len(hand)), "tiny", p.text_muted, (HAND.left + 2, HAND.top - 2))
        if not hand:
            return
        cw, ch = HAND_CARD
        gap = 4
        n = len(hand)
        # a big hand: narrower cards side by side; past 12, they overlap, the card under the mouse on top
        cw = max(HAND_CARD_NARROWEST, min(cw, (HAND.width - gap * (n - 1)) // n))
        step = cw + gap if n * (cw + gap) - gap <= HAND.width else (HAND.width - cw) / (n - 1)
        hovered = table.input.hover[0] if table.input.hover else None
        spots = [(cid, round(HAND.left + i * step)) for i, cid in enumerate(hand)]
        spots.sort(key=lambda spot: spot[0] == hovered)  # the hovered card drawn last
        for cid, x in spots:
            lift = 8 if cid == hovered else 0
            table.pen.card(surface, cid, (x, HAND.top + 14 - lift, cw, ch), "hand", detail=True)

    def draw_me(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        area = ME if table.show_log else pygame.Rect(ME.left, ME.top, ME.width, 666)
        if table.viewer is None:
            table.pen.panel(surface, area)
            table.pen.text(surface, _("Spectator"), "button", p.text, (area.left + 12, area.top + 8))
            layout = table.app.layout  # wrapped to the panel (the Spanish ran out of the window)
            hidden = table.app.theme.wrap(_("Every hand and Reserve is hidden."), "tiny",
                                         layout.length(area.width - 24), layout)
            for i, line in enumerate(hidden):
                table.pen.text(surface, line, "tiny", p.text_muted, (area.left + 12, area.top + 44 + 16 * i))
            return
        s = table.viewer
        info = obs["seats"][s]
        d = table.session.decision
        active = d is not None and d.seat == s
        rect = table.pen.panel(surface, area, edge=p.accent if active else None, width=2 if active else 1)
        table.rects[("seat", s)] = rect
        marker = art.seat_marker(s, table.app.layout.length(22))
        surface.blit(marker, marker.get_rect(center=table.app.layout.point((area.left + 22, area.top + 22))))
        table.pen.text(surface, _("{name} (you)").format(name=table.session.seat_name(s)), "button",
                   p.accent if active else p.text,
                   (area.left + 38, area.top + 6), max_width=area.width - 50, shrink=0.6)
        y = area.top + 50
        table.pen.icons(surface, [("icon_coin", ngettext("{n} Coin", "{n} Coin", info['coins']).format(n=info['coins'])),
                              ("icon_bloodlust", _("Bloodlust {n}").format(n=info['bloodlust']))],
                    (area.left + 12, y), px=20, role="small", gap=14, max_width=area.width - 24)
        y += 23
        table.pen.icons(surface, [("icon_influence", _("Influence used {used} of {total}").format(
                        used=info['required'], total=info['influence']))],
                    (area.left + 12, y), px=20, role="small", max_width=area.width - 24)
        y += 23
        table.pen.icons(surface, [(BACK, _("Deck {n}").format(n=info['deck_count']))], (area.left + 12, y), px=20,
                    role="small")
        table.rects[("deck", s)] = table.app.layout.rect((area.left + 12, y - 10, 60, 20))
        y += 12
        badges = table.seats_drawing.badge_icons(s, obs)
        if badges:
            table.pen.icons(surface, badges, (area.left + 12, y + 9), px=16, colour=p.warn, max_width=area.width - 24)
        # the row of Discard, Take back and Hint sits at area.top + 134 (layout.DISCARD_RECT); then
        # the Reserve, face up to its owner only
        y = area.top + 162
        reserve = info.get("reserve", [])
        table.pen.text(surface, _("Reserve ({n})").format(n=len(reserve)), "tiny", p.text_muted, (area.left + 12, y))
        rows = table.seats_drawing.chips(surface, reserve, (area.left + 12, y + 17, area.width - 24, 42), "reserve", obs)
        y = area.top + 224 if rows <= 1 else area.top + 246
        villa = info["villa"]
        table.pen.text(surface, _("Villa ({n}; exhausted Patrons turned sideways)").format(n=len(villa)), "tiny",
                   p.text_muted,
                   (area.left + 12, y), max_width=area.width - 24)
        x, y = area.left + 12, y + 18
        # labelled chips, each as wide as its name (hover for the card, right-click to zoom)
        table.seats_drawing.chips(surface, villa, (x, y, area.width - 20, area.bottom - 20 - y), "villa", obs)
        stack = info.get("champion_stack") or []
        if stack:
            nd = card_def(obs["names"].get(stack[0]))
            if nd is not None:
                table.pen.text(surface, _("Next Champion level: {name} (cost {cost})").format(name=nd.name, cost=nd.cost),
                           "tiny", p.text_muted,

                           (area.left + 12, area.bottom - 18), max_width=area.width - 24)
                table.face(stack[0])
