"""RingDrawing: the gladiators around the arena and what happens in its middle.

A part of ``GladiatoresTable`` (``table.ring_drawing``): one panel per seat on the arena's rim (owner, gladiator, life,
favour, cards in hand, Turn Order, ability face up or flipped, Tactics, a bet placed, exhausted or
defeated) and the middle by phase: the market board while bidding, the betting chips, the Tactics
cards, the decks to draw from, the exchange pile in combat, the end of the games.
"""
from __future__ import annotations

import pygame

from engine.gladiatores.content import DECKS
from engine.gladiatores.round import wreath_of_value
from engine.i18n import N_

from ... import art
from . import ready
from .layout import CENTRE, SEAT_H, SEATS_Y
from .text import _, card_name, content, deck_label, named_body, ngettext, reason_words, title, wreath

METAL = ("bronze", "silver", "gold")
METAL_LABEL = {"bronze": N_("bronze"), "silver": N_("silver"), "gold": N_("gold")}
METAL_COLOUR = {"bronze": (176, 112, 60), "silver": (184, 188, 196), "gold": (230, 190, 60)}
#: the size of the owner's mark on an exchange card (design pixels), kept free of the card's title
MARK = 16


class RingDrawing:
    """The seats' panels and the arena's middle of one ``GladiatoresTable``."""

    def __init__(self, table):
        self.table = table

    def seat_rect(self, s: int, n: int) -> pygame.Rect:
        gap = 8
        width = min(220, (CENTRE.width - gap * (n - 1)) // n)
        left = CENTRE.centerx - (width * n + gap * (n - 1)) // 2
        lift = abs(s - (n - 1) / 2)  # the rim curves: outer panels sit a little lower
        return pygame.Rect(left + s * (width + gap), SEATS_Y + int(4 * lift), width, SEAT_H - 8)

    def draw_seats(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        layout = table.app.layout
        n = len(obs["seats"])
        d = table.session.decision
        combat = obs["phase"] == "combat"
        thinking = table.turns.thinking_seat()
        for s, info in enumerate(obs["seats"]):
            r = self.seat_rect(s, n)
            deciding = d is not None and d.seat == s
            out = info["out"]
            rect = table.pen.panel(surface, r, edge=p.accent if deciding else None, width=2 if deciding else 1)
            if out:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((10, 8, 12, 120))
                surface.blit(veil, rect)
            table.hit(rect, s if combat else ("seat", s), "seat")
            marker = art.seat_marker(s, layout.length(18))
            surface.blit(marker, marker.get_rect(center=layout.point((r.left + 14, r.top + 14))))
            name = _("{name} (you)").format(name=table.session.seat_name(s)) if s == table.viewer \
                else table.session.seat_name(s)
            table.pen.text(surface, name, "card", p.accent if deciding else p.text,
                       (r.left + 26, r.top + 5), max_width=r.width - 64)
            self.turn_order_badge(surface, info, s, (r.right - 18, r.top + 16))
            x, y = r.left + 8, r.top + 26
            glad = info["gladiator"]
            if glad is None:
                table.pen.text(surface, info["school"], "tiny", p.text_muted, (x, y), max_width=r.width - 16)
                wheel = sum(1 for w in info["wheel"] if w)
                table.pen.text(surface, ngettext("{vp} VP · {n} wreath · debt {debt}", "{vp} VP · {n} wreaths · debt {debt}",
                                             wheel).format(vp=info['victory_points'], n=wheel, debt=info['debt']),
                           "tiny", p.text_muted, (x, y + 17), max_width=r.width - 16)
                bid = self.bid_of(obs, s)
                if bid is not None:
                    table.pen.text(surface, _("Bids {cost} on row {row}").format(cost=bid[1], row=bid[0]), "tiny", p.warn,
                               (x, y + 34), max_width=r.width - 16)
                if thinking == s:
                    table.pen.text(surface, _("thinking…"), "tiny", p.text_muted, (x, y + 60))
                continue
            status = {"defeated": _("DEFEATED"), "exhausted": _("EXHAUSTED")}.get(out or "", "")
            table.pen.text(surface, glad, "small", p.bad if out else p.text, (x, y - 2), max_width=r.width - 16)
            if status:
                table.pen.text(surface, status, "tiny", p.bad, (r.right - 8, y + 1), anchor="topright")
            y += 20
            self.life(surface, info, (x, y + 7), r.width - 16)
            y += 16
            ready = info["ability_ready"]
            colour = p.good if ready else p.text_muted
            line = _("Favour {favour} · Cards {cards} · ability ready") if ready \
                else _("Favour {favour} · Cards {cards} · ability flipped")
            table.pen.text(surface, line.format(favour=info['favour'], cards=info['hand_size']), "tiny", p.text, (x, y),
                       max_width=r.width - 16)
            y += 16
            ax = x
            for a in content().gladiators[glad].abilities:  # each ability its own word (a click uses it)
                if ax >= r.right - 18:
                    break
                ar = table.pen.text(surface, title(a.name), "tiny", colour, (ax, y), max_width=r.right - 8 - ax)
                table.hit(ar, a.name, "ability")
                ax = layout.to_design(ar.topright)[0] + 10
            y += 16
            bits = []
            tactics = info["tactics"]
            if tactics == "face down":
                bits.append(_("Tactics face down"))
            elif tactics and info["tactics_revealed"]:
                bits.append(_("Tactics: {card}").format(card=title(tactics)))
            elif tactics:
                bits.append(_("Tactics face down (yours)"))
            if info["bet_placed"]:
                bits.append(_("bet placed"))
            if thinking == s:
                # the top bar also names who is thinking: here only when the line has room for it
                line = " · ".join(bits + [_("thinking…")])
                fits = table.app.theme.font("tiny", layout).size(line)[0] <= layout.length(r.width - 16)
                bits = bits + [_("thinking…")] if fits or not bits else bits
            if bits:
                table.pen.text(surface, " · ".join(bits), "tiny", p.text_muted, (x, y), max_width=r.width - 16)

    def turn_order_badge(self, surface, info, s, centre):
        table = self.table
        layout, p = table.app.layout, table.app.theme.palette
        order = info["turn_order"]
        if not order or info["gladiator"] is None:
            return
        shown = table.marker_shown(s)
        c = layout.point(centre)
        pygame.draw.circle(surface, (60, 50, 40) if shown else (40, 36, 44), c, layout.length(12))
        pygame.draw.circle(surface, p.accent if shown else p.panel_edge, c, layout.length(12), width=layout.length(2))
        image = table.app.theme.text(str(order) if shown else "?", "card", p.text, layout)
        surface.blit(image, image.get_rect(center=c))

    def life(self, surface, info, pos, width):
        table = self.table
        layout, p = table.app.layout, table.app.theme.palette
        total = max(1, info["life_max"])
        x, y = pos
        label = table.pen.text(surface, _("Life {life}/{total}").format(life=info['life'], total=total), "tiny", p.text, (x, y), anchor="midleft")
        bx = layout.to_design(label.midright)[0] + 6
        room = x + width - bx
        pip = max(4, min(14, (room - 2 * total) // total))
        for i in range(total):
            colour = (200, 50, 50) if i < info["life"] else (70, 60, 64)
            pygame.draw.rect(surface, colour, layout.rect((bx + i * (pip + 2), y - 5, pip, 10)),
                             border_radius=layout.length(2))

    @staticmethod
    def bid_of(obs, seat):
        market = obs["market"]
        for row, col, s in market["bids"]:
            if s == seat:
                return row, market["costs"][col - 1] if col - 1 < len(market["costs"]) else col
        return None

    # -- the middle ----------------------------------------------------------------------------------
    def draw_centre(self, surface, obs):
        phase = obs["phase"]
        if phase in ("bid", "take_free"):
            self.draw_market(surface, obs)
        elif phase == "bet":
            self.draw_betting(surface, obs)
        elif phase == "tactics":
            self.draw_tactics_choice(surface, obs)
        elif phase == "ready":
            self.draw_decks(surface, obs, CENTRE.centerx - 150, self.ready_note(obs))
        elif phase == "combat":
            self.draw_exchange(surface, obs)
            self.draw_decks(surface, obs, CENTRE.right - 360, None)
        elif phase == "place":
            self.draw_swap(surface, obs)
        else:
            self.draw_over(surface, obs)

    def draw_market(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        layout = table.app.layout
        market = obs["market"]
        rows, costs = market["rows"], market["costs"]
        closed = {(r, c) for r, c in market["closed"]}
        bids = {(r, c): s for r, c, s in market["bids"]}
        top = CENTRE.top
        table.pen.text(surface, _("Star Player market"), "card", p.accent, (CENTRE.left + 8, top))
        for i, cost in enumerate(costs):
            table.pen.text(surface, f"{_(METAL_LABEL[METAL[i]])} · {cost}", "tiny", METAL_COLOUR[METAL[i]],
                       (CENTRE.left + 330 + i * 72 + 32, top + 2), anchor="midtop")
        row_h = min(30, (CENTRE.height - 20) // max(1, len(rows)))
        taken = {info["gladiator"] for info in obs["seats"]}
        biddable = {a.row for a in table.legal() if a.kind == "bid"}
        for i, glad in enumerate(rows):
            y = top + 20 + i * row_h
            row = pygame.Rect(CENTRE.left + 4, y, 312, row_h - 3)
            rect = table.pen.panel(surface, row, fill=(52, 44, 40) if glad not in taken else (34, 30, 30))
            table.hit(rect, i + 1, "market")
            g = content().gladiators[glad]
            odds = "/".join(str(o) for o in g.odds)
            table.pen.text(surface, f"{i + 1}. {glad}", "card", p.text, (row.left + 6, row.centery), anchor="midleft",
                       max_width=130)
            table.pen.text(surface, _("life {life} · favour {favour} · odds {odds}").format(
                           life=g.life, favour=g.favour, odds=odds), "tiny", p.text_muted,
                       (row.left + 136, row.centery), anchor="midleft", max_width=172)
            used = sum(1 for r, _c in closed if r == i + 1) + sum(1 for r, _c in bids if r == i + 1)
            for c in range(len(costs)):
                space = pygame.Rect(CENTRE.left + 330 + c * 72, y, 64, row_h - 3)
                key = (i + 1, c + 1)
                metal = METAL_COLOUR[METAL[c]]
                if c == used and key not in closed and key not in bids:
                    # the next free space of the row: where a bid on it goes, and a click bids there
                    srect = table.pen.panel(surface, space, fill=(58, 50, 44))
                    if i + 1 in biddable:
                        pygame.draw.rect(surface, metal, srect, width=layout.length(2), border_radius=layout.length(6))
                    table.pen.text(surface, _("bid {cost}").format(cost=costs[c]), "tiny", metal, space.center,
                               anchor="center")
                    table.hit(srect, ("space", i + 1, costs[c]), "space")
                    continue
                if key in closed:
                    srect = table.pen.panel(surface, space, fill=(26, 24, 28))
                    pygame.draw.line(surface, p.bad, srect.topleft, srect.bottomright, layout.length(2))
                    pygame.draw.line(surface, p.bad, srect.bottomleft, srect.topright, layout.length(2))
                elif key in bids:
                    srect = table.pen.panel(surface, space, fill=tuple(v // 2 for v in metal))
                    marker = art.seat_marker(bids[key], layout.length(row_h - 9))
                    surface.blit(marker, marker.get_rect(center=srect.center))
                else:  # a later space: a plain price, not a box (a bid always takes the next free one)
                    table.pen.text(surface, str(costs[c]), "tiny", tuple(v * 3 // 4 for v in metal), space.center,
                               anchor="center")
        self.market_side(surface, obs)

    def market_side(self, surface, obs):
        """The viewer's own standing in the market: the bid, its cost and how it is paid."""
        table = self.table
        p = table.app.theme.palette
        market = obs["market"]
        x, y, width = CENTRE.left + 560, CENTRE.top, CENTRE.width - 566
        y = table.pen.lines(surface, _("Closed spaces are crossed out: a space an outbid marker leaves stays closed."),
                        "tiny", p.text_muted, (x, y), width, rows=2) + 5
        s = table.acting_seat()
        if s is None:
            return
        # in the public view (an open bid answered with nobody's private view) the words name the seat
        mine = s == table.viewer
        name = table.session.seat_name(s)
        if s in market["outbid"]:
            table.pen.text(surface, _("You were OUTBID: choose again now!") if mine
                       else _("{who} was OUTBID: choose again now!").format(who=name), "small",
                       p.bad, (x, y), max_width=width)
            y += 24
        if s in market["free_takers"]:
            text = _("You could pay for no gladiator: take one still free in the market (click a row).") if mine \
                else _("{who} could pay for no gladiator: take one still free in the market (click a row).").format(
                    who=name)
            y = table.pen.lines(surface, text, "small", p.warn, (x, y), width, rows=3)
        bid = self.bid_of(obs, s)
        quotes = market["quotes"][s] if market["quotes"] else None
        if bid is not None and quotes:
            head = _("Your bid: row {row}, cost {cost}.") if mine else _("{who}'s bid: row {row}, cost {cost}.")
            y = table.pen.lines(surface, head.format(who=name, row=bid[0], cost=bid[1]) + " " +
                            self.pay_words(quotes[bid[1] - 1]), "small", p.text, (x, y), width, rows=3)
        if quotes:
            lines = []
            for cost in market["costs"]:
                lines.append(_("cost {cost}: {pay}").format(cost=cost, pay=self.pay_words(quotes[cost - 1], short=True)))
            y += 4
            table.pen.text(surface, _("What a bid would cost you:") if mine
                       else _("What a bid would cost {who}:").format(who=name), "tiny", p.accent,
                       (x, y), max_width=width)
            y += 16
            for line in lines:
                table.pen.text(surface, line, "tiny", p.text, (x + 6, y), max_width=width - 6)
                y += 15

    @staticmethod
    def pay_words(quote, short=False) -> str:
        if quote is None:
            return _("you cannot afford it")
        given, borrow = quote
        parts = []
        wreaths = ", ".join(wreath(w) for w in given)
        if given:
            parts.append(_("gives {wreaths}").format(wreaths=wreaths) if short
                         else _("You give {wreaths}").format(wreaths=wreaths))
        if borrow:
            parts.append(_("borrows {n} from the Bank Wheel").format(n=borrow) if short
                         else _("you borrow {n} from the Bank Wheel").format(n=borrow))
        if not parts:
            return _("free")
        text = _(" and ").join(parts)
        return text if short else text[0].upper() + text[1:] + "."

    def draw_betting(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        sealed = obs["sealed"] or {"chosen": []}
        x, y = CENTRE.left + 12, CENTRE.top
        table.pen.text(surface, _("Betting: one face-down chip each, on any gladiator (your own too). Odds follow "
                   "Turn Order; nobody, not even the bettor, can check a bet until the event is won."), "tiny",
                   p.text_muted, (x, y), max_width=CENTRE.width - 24)
        y += 22
        s = table.viewer
        done = s is not None and (s in sealed["chosen"] or obs["seats"][s]["bet_placed"])
        if s is not None and done:
            table.pen.text(surface, _("Bet placed."), "heading", p.accent, (CENTRE.centerx, y + 40), anchor="midtop")
            table.pen.text(surface, _("Your chip lies face down: you cannot check it until the event is won."), "small",
                       p.text, (CENTRE.centerx, y + 84), anchor="midtop")
            return
        fighters = sorted((i for i in obs["seats"] if i["gladiator"]), key=lambda i: i["turn_order"])
        chip_w = min(180, (CENTRE.width - 24) // (len(fighters) + 1) - 8)
        for k, info in enumerate(fighters):
            glad = info["gladiator"]
            odds = content().gladiators[glad].odds[info["turn_order"] - 1]
            r = pygame.Rect(x + k * (chip_w + 8), y + 10, chip_w, 110)
            rect = table.pen.panel(surface, r)
            table.hit(rect, glad, "bet")
            table.pen.text(surface, glad, "small", p.text, (r.centerx, r.top + 10), anchor="midtop", max_width=chip_w - 10)
            table.pen.text(surface, _("Turn Order {n}").format(n=info['turn_order']), "tiny", p.text_muted,
                       (r.centerx, r.top + 36), anchor="midtop")
            table.pen.text(surface, _("pays a {kind}").format(kind=wreath(wreath_of_value(odds))),
                       "tiny", p.accent, (r.centerx, r.top + 56), anchor="midtop", max_width=chip_w - 10)
            table.pen.text(surface, _("wreath if it wins"), "tiny", p.accent, (r.centerx, r.top + 72), anchor="midtop",
                       max_width=chip_w - 10)
        r = pygame.Rect(x + len(fighters) * (chip_w + 8), y + 10, chip_w, 110)
        rect = table.pen.panel(surface, r, fill=(40, 36, 42))
        table.hit(rect, "", "bet")
        table.pen.text(surface, _("No bet"), "small", p.text, r.center, anchor="center")
        chosen = ", ".join(table.session.seat_name(c) for c in sealed["chosen"]) or _("nobody yet")
        table.pen.text(surface, _("Chosen: {who}").format(who=chosen), "tiny", p.text_muted, (x, CENTRE.bottom - 16))

    def draw_tactics_choice(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        sealed = obs["sealed"] or {"chosen": [], "mine": None}
        x, y = CENTRE.left + 12, CENTRE.top
        table.pen.text(surface, _("Tactics: each seat keeps one card face down for this event and may turn it up at any "
                   "moment of it."), "tiny", p.text_muted, (x, y), max_width=CENTRE.width - 24)
        y += 22
        s = table.viewer
        chosen = ", ".join(table.session.seat_name(c) for c in sealed["chosen"]) or _("nobody yet")
        table.pen.text(surface, _("Chosen: {who}").format(who=chosen), "tiny", p.text_muted, (x, CENTRE.bottom - 16))
        if s is None:
            return
        if sealed.get("mine"):
            table.pen.text(surface, _("Face down: {card} (only you see it)").format(card=title(sealed['mine'])), "small", p.accent,
                       (CENTRE.centerx, y + 50), anchor="midtop")
            table.face(("tactics", s, sealed["mine"]))
            return
        cards = obs["seats"][s]["tactics_left"]
        if not isinstance(cards, list):
            return
        w = min(150, (CENTRE.width - 24) // max(1, len(cards)) - 8)
        for k, name in enumerate(cards):
            r = pygame.Rect(x + k * (w + 8), y + 4, w, 122)
            rect = table.pen.panel(surface, r)
            table.hit(rect, name, "tactics")
            table.face(("tactics", s, name))
            table.pen.text(surface, title(name), "card", p.accent, (r.centerx, r.top + 8), anchor="midtop", max_width=w - 10)
            text = named_body(name)
            table.pen.lines(surface, text, "tiny", p.text, (r.left + 6, r.top + 30), w - 12, rows=5)

    def ready_note(self, obs) -> str:
        table = self.table
        if ready.ready_draw(table):
            left = ready.cards_left(table)
            if left > 1:
                return _("Click a deck to draw one card ({n} to go), or Draw the other {n} to take them all.").format(
                    n=left)
            return _("Click a deck to draw one card ({n} to go).").format(n=left)
        d = table.session.decision
        if d is None:
            return _("Each gladiator draws its combat cards.")
        return _("Each gladiator draws its combat cards: {who} is drawing now.").format(
            who=table.session.seat_name(d.seat))

    def draw_decks(self, surface, obs, left, note):
        table = self.table
        p = table.app.theme.palette
        layout = table.app.layout
        y = CENTRE.top + (38 if note else 16)
        if note:
            table.pen.lines(surface, note, "tiny", p.text_muted, (left, CENTRE.top + 2), 560, rows=2)
        for i, deck in enumerate(DECKS):
            r = pygame.Rect(left + i * 90, y, 64, 90)
            rect = layout.rect(r)
            surface.blit(art.image(f"card_gladiatores_{deck}", rect.size), rect)
            table.hit(rect, deck, "deck")
            table.pen.text(surface, deck_label(deck), "card", p.text, (r.centerx, r.bottom + 4), anchor="midtop")
            table.pen.text(surface, _("{n} left").format(n=obs['decks'][deck]), "tiny", p.text_muted, (r.centerx, r.bottom + 22),
                       anchor="midtop")
        table.pen.text(surface, _("Discards: {n}").format(n=len(obs['discard'])), "tiny", p.text_muted, (left + 276, y + 40))

    def draw_exchange(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        layout = table.app.layout
        x, y = CENTRE.left + 10, CENTRE.top
        stack, ex = obs["stack"], obs["exchange"]
        if not stack or ex is None:
            active = obs["active"]
            line = _("Your turn: no exchange under way.") if active == table.viewer \
                else _("{who}'s turn: no exchange under way.").format(who=table.session.seat_name(active))
            table.pen.text(surface, line, "small", p.text_muted, (x, y + 60))
            return
        attacker, target = ex[0], ex[1]
        glad = obs["seats"]
        table.pen.text(surface, _("{attacker} ({who}) attacks {target} ({whom})").format(
                   attacker=glad[attacker]['gladiator'], who=table.session.seat_name(attacker),
                   target=glad[target]['gladiator'], whom=table.session.seat_name(target)), "small", p.text, (x, y),
                   max_width=600)
        chain = " → ".join(title(card_name(c[0])) for c in stack)  # the cards' names in the player's language
        table.pen.text(surface, _("Exchange: {chain}").format(chain=chain), "tiny", p.text_muted, (x, y + 20), max_width=600)
        w, h = 100, 116
        step = min(w + 6, (600 - w) // max(1, len(stack) - 1)) if len(stack) > 1 else w
        for i, (cid, owner, _how) in enumerate(stack):
            r = pygame.Rect(x + i * step, y + 38, w, h)
            top = i == len(stack) - 1
            # every card of the exchange answers the mouse (its text, right-click zoom), not only the
            # top one: a card under it is drawn too small to read whole
            # the owner's mark sits in the title band's right end, which the face leaves free
            rect = table.pen.card(surface, card_name(cid), r, "pile", ids=(cid,), corner=MARK)
            marker = art.seat_marker(owner, layout.length(MARK))
            surface.blit(marker, marker.get_rect(topright=rect.topright))
            if top:
                pygame.draw.rect(surface, p.accent, rect.inflate(layout.length(8), layout.length(8)),
                                 width=layout.length(3), border_radius=layout.length(8))
        table.pen.text(surface, _("on top"), "tiny", p.accent, (x + (len(stack) - 1) * step + w // 2, y + 38 + h + 4),
                   anchor="midtop")

    def draw_swap(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        queue = obs["place_queue"]
        x, y = CENTRE.left + 12, CENTRE.top + 4
        if not queue:
            return
        seat, new, why = queue[0]
        head = _("Your Wheel of Glory is full. A new {kind} wreath comes in ({why}).") if seat == table.viewer \
            else _("{who}'s Wheel of Glory is full. A new {kind} wreath comes in ({why}).")
        table.pen.text(surface, head.format(who=table.session.seat_name(seat), kind=wreath(new), why=reason_words(why)),
                   "small", p.accent, (x, y), max_width=CENTRE.width - 24)
        table.pen.lines(surface, _("Give up one token of another kind for it (the token returns to the supply), or let "
                    "the new wreath go."), "tiny", p.text, (x, y + 26), CENTRE.width - 24, rows=2)

        if seat == table.viewer:
            self.wheel(surface, obs["seats"][seat]["wheel"], (CENTRE.centerx, CENTRE.top + 120), 56, clickable=True)

    def draw_over(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        table.pen.text(surface, _("The games are over: the results follow."), "heading", p.accent,
                   (CENTRE.centerx, CENTRE.top + 50), anchor="midtop")

    def wheel(self, surface, wheel, centre, radius, *, clickable=False):
        """A Wheel of Glory: its spaces around a hub, each wreath in its metal and size."""
        table = self.table
        import math

        layout, p = table.app.layout, table.app.theme.palette
        cx, cy = centre
        pygame.draw.circle(surface, (60, 52, 44), layout.point(centre), layout.length(radius + 12))
        pygame.draw.circle(surface, p.panel_edge, layout.point(centre), layout.length(radius + 12), layout.length(1))
        n = len(wheel)
        for i, w in enumerate(wheel):
            angle = -math.pi / 2 + 2 * math.pi * i / n
            pos = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
            size = 13 if w and w.startswith("large") else 10
            if w:
                metal = w.split("_")[1]
                pygame.draw.circle(surface, METAL_COLOUR[metal], layout.point(pos), layout.length(size))
                rect = pygame.draw.circle(surface, (30, 24, 20), layout.point(pos), layout.length(size),
                                          layout.length(1))
                if clickable:
                    table.hit(rect.inflate(layout.length(6), layout.length(6)), w, "wheel")
            else:
                pygame.draw.circle(surface, (40, 36, 42), layout.point(pos), layout.length(9))
                pygame.draw.circle(surface, p.panel_edge, layout.point(pos), layout.length(9), layout.length(1))
            if radius >= 50:  # a big wheel numbers its spaces
                table.pen.text(surface, str(i + 1), "tiny", p.text_muted,
                           (cx + (radius - 24) * math.cos(angle), cy + (radius - 24) * math.sin(angle)),
                           anchor="center")
