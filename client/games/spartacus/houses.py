"""HousesDrawing: the houses two by two, the influence track, and the stage under them (your
hand of intrigue cards, the lot up for auction, the fighters, the offer on the table, your
bets as chips). A part of ``SpartacusTable`` (``table.houses``), made with the table it serves;
it draws only the viewer's observation.

A house board: its name, host marker, gold (hidden from others during the auctions),
influence and promise record on top; slaves on the left, gladiators on the right; guards set
face up and equipment below, then its hand as card backs (hidden guards hide there).
Exhausted and wounded cards lie turned and marked.

What it uses of the table: ``app``, ``session``, ``viewer``, ``time``, ``composer``,
``last_roll``, ``last_reveal``, ``legal``, ``words``, ``observation``, ``aiming``,
``target_note``, ``hit``, ``face`` and its drawing primitives ``text``, ``wrapped`` and ``plate``.
"""
from __future__ import annotations

import pygame

from engine.i18n import game_words

from ... import art
from .layout import (
    BOARD,
    CARD_H,
    CARD_W,
    CHIP_NEED_W,
    HAND_CARDS,
    HAND_H,
    HAND_W,
    HOUSE_COLOURS,
    STAGE,
    TRACK,
    chip_rects,
)
from .reword import capital, house_shown, reword, terms_shown
from .words import card_def, card_name, card_text, tidy

_, ngettext, pgettext = game_words("spartacus")

TYPE_FILL = {"slave": (78, 70, 58), "gladiator": (96, 52, 48), "equipment": (58, 70, 86), "guard": (52, 82, 66),
             "scheme": (86, 62, 96), "reaction": (60, 84, 100)}
WIN = 12
#: how long a guard's die stays on the stage
ROLL_SECONDS = 6.0


def board_rect(seat: int, seats: int) -> pygame.Rect:
    w, h = BOARD.width // 2 - 4, BOARD.height // 2 - 4
    col, row = seat % 2, seat // 2
    if seats == 3 and seat == 2:
        return pygame.Rect(BOARD.left + w // 2 + 4, BOARD.top + h + 8, w, h)
    return pygame.Rect(BOARD.left + col * (w + 8), BOARD.top + row * (h + 8), w, h)


class HousesView:
    """The houses, the influence track and the stage of one table."""

    def __init__(self, table):
        self.table = table
        self._lit_for = None   # the legal actions the lit cards were worked out for
        self._lit: set = set()

    # -- cards ---------------------------------------------------------------------------------
    def tile(self, surface, cid, design_rect, *, exhausted=False, wounded=False, favour=0, champion=False,
             lit=False, chosen=False, note=None):
        """An asset or intrigue card as a small tile (face up: the privacy test reads ``face``)."""
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        d = card_def(cid)
        rect = layout.rect(design_rect)
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        fill = TYPE_FILL.get(d.type if d else "", (60, 60, 60))
        if exhausted or wounded:
            fill = tuple(c // 2 + 20 for c in fill)
        pygame.draw.rect(img, fill, img.get_rect(), border_radius=layout.length(6))
        pygame.draw.rect(img, p.panel_edge, img.get_rect(), width=layout.length(1), border_radius=layout.length(6))
        theme = t.app.theme
        name = theme.text(self.tile_name(card_name(cid) if d else "?", rect.w - layout.length(8)), "tiny", p.text, layout,
                          max_width=rect.w - layout.length(8))
        img.blit(name, (layout.length(4), layout.length(3)))
        if d is not None:
            if d.type in ("slave", "gladiator", "equipment"):
                sign = "+" if d.type == "equipment" else ""
                letters = (pgettext("dice pool letter", "A"), pgettext("dice pool letter", "D"),
                           pgettext("dice pool letter", "S"))
                dice = "  ".join(f"{w}{sign}{n}" for w, n in zip(letters, d.dice, strict=True) if n or not sign)
                line = theme.text(dice, "tiny", p.accent, layout)
                img.blit(line, (layout.length(4), rect.h - line.get_height() - layout.length(3)))
            else:
                hidden = note == "hidden"
                note = _("hidden") if hidden else note or (
                    _("needs {influence}").format(influence=d.influence) if d.type != "guard" else _("guard"))
                line = theme.text(note, "tiny", p.warn if hidden else p.text_muted, layout,
                                  max_width=rect.w - layout.length(8))
                img.blit(line, (layout.length(4), rect.h - line.get_height() - layout.length(3)))
        badge_x = rect.w - layout.length(4)
        if champion or favour:
            mark = theme.text(_("CHAMPION") if champion else "★" * favour, "tiny", p.warn, layout)
            img.blit(mark, mark.get_rect(topright=(badge_x, layout.length(16))))
        if exhausted or wounded:  # turned, with a mark in the corner: the name and dice stay readable
            px = layout.length(16)
            pygame.draw.rect(img, p.bad if wounded else p.warn, pygame.Rect(0, 0, layout.length(4), rect.h),
                             border_radius=layout.length(2))
            img.blit(art.icon("damage" if wounded else "exhausted", px), (rect.w - px - layout.length(3),
                                                                          rect.h - px - layout.length(3)))
            img = pygame.transform.rotate(img, -8)
        surface.blit(img, img.get_rect(center=rect.center))
        if lit or chosen:
            pygame.draw.rect(surface, p.good if chosen else p.focus, rect.inflate(layout.length(4), layout.length(4)),
                             width=layout.length(3), border_radius=layout.length(7))
        t.face(cid)
        return rect

    def tile_name(self, name: str, width_px: int) -> str:
        """A card's name as its small tile can hold it: the whole name, else its first word ("Nerissa"
        for "Nerissa the Singer"); the tooltip and the zoom (right click) give the whole name."""
        t = self.table
        theme, layout = t.app.theme, t.app.layout
        if theme.text(name, "tiny", (0, 0, 0), layout).get_width() * 0.8 <= width_px:  # the type shrinks to 75%
            return name
        return name.split(" ")[0]

    def back(self, surface, design_rect, label=""):
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        rect = layout.rect(design_rect)
        surface.blit(art.image("card_back_spartacus", rect.size), rect)
        if label:
            t.text(surface, label, "tiny", p.text, design_rect.center, anchor="center")
        return rect

    # -- houses --------------------------------------------------------------------------------
    def draw_houses(self, surface, obs) -> None:
        n = len(obs["houses"])
        for s in range(n):
            self.draw_house(surface, obs, s, board_rect(s, n))

    def lit_cards(self) -> set:
        """Cards a click would do something with now (outlined)."""
        t = self.table
        legal = t.legal()
        if self._lit_for is not legal:
            self._lit_for, self._lit = legal, {a.get("card") for a in legal if isinstance(a.get("card"), str)}
        return self._lit

    def draw_house(self, surface, obs, s: int, r: pygame.Rect) -> None:
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        d = t.session.decision
        deciding = d is not None and d.seat == s
        colour = HOUSE_COLOURS[s % len(HOUSE_COLOURS)]
        t.plate(surface, r, edge=p.accent if deciding else None)
        head = pygame.Rect(r.left + 6, r.top + 6, r.width - 12, 24)
        pygame.draw.rect(surface, colour, layout.rect(head), border_radius=layout.length(5))
        t.hit(layout.rect(head), s, "house")
        t.text(surface, house_shown(obs["houses"][s]), "small", (255, 255, 255), (head.left + 6, head.centery),
                  anchor="midleft", max_width=150)
        gold = obs["gold"][s]
        gold_words = _("gold hidden") if gold is None else _("{gold} gold").format(gold=gold)
        x = head.left + 164
        surface.blit(art.icon("coin", layout.length(16)), layout.point((x, head.centery - 8)))
        drawn = t.text(surface, gold_words, "tiny", (255, 255, 255), (x + 19, head.centery), anchor="midleft",
                          max_width=86)
        if gold is None:  # hovering tells what the table knows of it (``gold_known``)
            t.hit(drawn.inflate(layout.length(24), layout.length(6)).move(-layout.length(10), 0), ("gold", s),
                     "gold")
        x += 110
        surface.blit(art.icon("influence", layout.length(16)), layout.point((x, head.centery - 8)))
        t.text(surface, f"{obs['influence'][s]}", "tiny", (255, 255, 255), (x + 19, head.centery), anchor="midleft")
        if obs["host"] == s:
            host = pygame.Rect(head.right - 68, head.top + 3, 64, 18)  # room for "ANFITRIÓN"
            pygame.draw.rect(surface, p.accent, layout.rect(host), border_radius=layout.length(4))
            t.text(surface, _("HOST"), "tiny", (20, 20, 20), host.center, anchor="center", max_width=60)
        trust = obs["trust"][s]
        seat = t.session.seats[s]
        role = _("you") if s == t.viewer else _("human") if seat.is_human else _("bot")
        t.text(surface, _("{name} ({role}) · word: {kept} kept · {broken} broken · {open} open").format(
            name=seat.name, role=role, kept=trust.get("kept", 0), broken=trust.get("broken", 0),
            open=trust.get("open", 0)), "tiny", p.text_muted, (r.left + 10, r.top + 33),
                  max_width=r.width - 20)
        if t.aiming() is not None:  # a scheme is being aimed: each bar says what a click on it does
            note, ok = t.target_note(s)
            strip = pygame.Rect(r.left + 6, r.top + 31, r.width - 12, 18)
            pygame.draw.rect(surface, (24, 40, 30) if ok else (48, 26, 24), layout.rect(strip),
                             border_radius=layout.length(4))
            room = t.app.layout.length(strip.width - 12)
            if t.app.theme.text(note, "tiny", p.text, layout).get_width() * 0.8 > room:
                note = _("Not a target (hover the bar for why)")
            t.text(surface, note, "tiny", p.good if ok else p.warn, (strip.left + 6, strip.centery),
                      anchor="midleft", max_width=strip.width - 12)
        assets = {k: (ex, wo, fav, ch) for k, ex, wo, fav, ch in obs["assets"][s]}
        by_type: dict[str, list[str]] = {}
        for k in assets:
            kind = card_def(k).type if card_def(k) else "?"
            by_type.setdefault(kind, []).append(k)
        lit = self.lit_cards()
        chosen = set()
        comp = t.composer
        if comp is not None and comp.kind == "market":
            chosen = comp.give | comp.ask
        half = (r.width - 24) // 2
        for col, kind, label in ((0, "slave", _("Slaves")), (1, "gladiator", _("Gladiators"))):
            left = r.left + 8 + col * (half + 8)
            t.text(surface, label, "tiny", p.accent, (left, r.top + 49), max_width=2 * CARD_W - 4)
            cards = by_type.get(kind, [])
            per_row = 2 if len(cards) <= 4 else 3  # a large house packs its cards closer
            w = CARD_W if per_row == 2 else (half - 8) // 3
            for i, k in enumerate(cards[:2 * per_row]):
                cx = left + (i % per_row) * (w + 4)
                cy = r.top + 64 + (i // per_row) * (CARD_H - 6)
                self._asset(surface, k, pygame.Rect(cx, cy, w, CARD_H - 10), assets[k], lit, chosen)
            extra = len(cards) - 2 * per_row
            if extra > 0:
                t.text(surface, _("+{n} more").format(n=extra), "tiny", p.text_muted, (left + 2 * CARD_W, r.top + 49))
        low = r.bottom - 44
        t.text(surface, _("Guards and equipment"), "tiny", p.accent, (r.left + 10, low - 14), max_width=r.width - 20)
        x = r.left + 8
        for k in by_type.get("guard", []) + by_type.get("equipment", []):
            if x + 74 > r.right - 70:
                break
            self._asset(surface, k, pygame.Rect(x, low, 72, 38), assets[k], lit, chosen)
            x += 76
        if s == t.viewer:  # your own hidden guards, which the others see only as cards in hand
            for k in [k for k in obs["hand"] if card_def(k) and card_def(k).type == "guard"]:
                if x + 74 > r.right - 70:
                    break
                rect = pygame.Rect(x, low, 72, 38)
                t.hit(self.tile(surface, k, rect, lit=k in lit, note="hidden"), k, "hidden")
                x += 76
        hand = obs["hand_sizes"][s]
        back = pygame.Rect(r.right - 64, low, 28, 38)
        self.back(surface, back)
        t.text(surface, f"×{hand}", "tiny", p.text, (back.right + 4, back.centery), anchor="midleft")
        t.hit(layout.rect(back), ("hand", s), "hand")

    def _asset(self, surface, k, rect, marks, lit, chosen) -> None:
        t = self.table
        ex, wo, fav, ch = marks
        screen = self.tile(surface, k, rect, exhausted=ex, wounded=wo, favour=fav, champion=ch,
                           lit=k in lit, chosen=k in chosen)
        t.hit(screen, k, "asset")

    # -- the influence track -------------------------------------------------------------------
    def draw_track(self, surface, obs) -> None:
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        t.plate(surface, TRACK)
        step = (TRACK.width - 90) / (WIN + 1)
        t.text(surface, _("Influence"), "tiny", p.accent, (TRACK.left + 8, TRACK.centery), anchor="midleft",
                  max_width=72)
        for i in range(WIN + 1):
            cell = pygame.Rect(round(TRACK.left + 80 + i * step), TRACK.top + 5, round(step) - 4, TRACK.height - 10)
            pygame.draw.rect(surface, (70, 56, 40) if i < WIN else (120, 90, 30), layout.rect(cell),
                             border_radius=layout.length(4))
            t.text(surface, str(i), "tiny", p.text_muted, (cell.left + 3, cell.top + 1))
            here = [s for s, v in enumerate(obs["influence"]) if min(v, WIN) == i]
            for j, s in enumerate(here):
                centre = (cell.right - 8 - j * 9, cell.centery + 3)
                pygame.draw.circle(surface, HOUSE_COLOURS[s % 4], layout.point(centre), layout.length(6))
                pygame.draw.circle(surface, (20, 20, 20), layout.point(centre), layout.length(6), layout.length(1))

    # -- the stage --------------------------------------------------------------------------------
    def draw_stage(self, surface, obs) -> None:
        t = self.table
        p = t.app.theme.palette
        t.plate(surface, STAGE)
        me = t.viewer
        lit = self.lit_cards()
        hand = obs["hand"] if me is not None else []
        hand_w = min(HAND_CARDS, max(3, len(hand))) * (HAND_W + 6)  # the rest of the strip tells what is on the table
        if me is not None:
            t.text(surface, _("Your intrigue cards (only you see them)"), "tiny", p.accent,
                      (STAGE.left + 10, STAGE.top + 6), max_width=hand_w)
            if len(hand) <= HAND_CARDS:
                for i, k in enumerate(hand):
                    rect = pygame.Rect(STAGE.left + 10 + i * (HAND_W + 6), STAGE.top + 24, HAND_W, HAND_H + 10)
                    t.hit(self.hand_card(surface, k, rect, k in lit), k, "hand")
            else:  # more than a row of readable cards: a list of named chips, never slivers of letters
                for k, rect in zip(hand, chip_rects(len(hand), hand_w), strict=True):
                    t.hit(self.hand_chip(surface, k, rect, k in lit), k, "hand")
        else:
            t.text(surface, _("Watching: hands stay hidden"), "tiny", p.text_muted, (STAGE.left + 10, STAGE.top + 6))
        box = pygame.Rect(STAGE.left + hand_w + 16, STAGE.top + 6, STAGE.width - hand_w - 24, STAGE.height - 12)
        self.draw_context(surface, obs, box)

    def hand_card(self, surface, k, rect, lit) -> pygame.Rect:
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        d = card_def(k)
        screen = self.card_ground(surface, d, rect)
        names = t.app.theme.wrap(card_name(k), "tiny", layout.length(rect.width - 12), layout)
        y = t.wrapped(surface, card_name(k), "tiny", p.accent, (rect.left + 6, rect.top + 6), rect.width - 12, line=15,
                         max_lines=2) + 3
        kind = {"scheme": _("Scheme · needs {influence}"), "reaction": _("Reaction · needs {influence}"),
                "guard": _("Guard (hidden)")}.get(d.type, d.type).format(influence=d.influence)
        t.text(surface, kind, "tiny", p.text_muted, (rect.left + 6, y), max_width=rect.width - 12)
        t.wrapped(surface, card_text(d), "tiny", p.text, (rect.left + 6, y + 20), rect.width - 12, line=14,
                     max_lines=7 - (len(names) > 1))
        t.text(surface, _("sells for {gold}").format(gold=d.value), "tiny", p.text_muted, (rect.left + 6, rect.bottom - 18))
        if lit:
            pygame.draw.rect(surface, p.focus, screen.inflate(layout.length(4), layout.length(4)),
                             width=layout.length(3), border_radius=layout.length(7))
        t.face(k)
        return screen

    def card_ground(self, surface, d, rect) -> pygame.Rect:
        """An intrigue card's frame, veiled so its words read on it; returns the screen rect."""
        t = self.table
        screen = t.app.layout.rect(rect)
        sprite = {"scheme": "card_spartacus_intrigue", "reaction": "card_spartacus_reaction",
                  "guard": "card_spartacus_guard"}.get(d.type if d else "", "card_spartacus_intrigue")
        surface.blit(art.image(sprite, screen.size), screen)
        veil = pygame.Surface(screen.size, pygame.SRCALPHA)
        veil.fill((20, 16, 22, 205))
        surface.blit(veil, screen)
        return screen

    def hand_chip(self, surface, k, rect, lit) -> pygame.Rect:
        """A card of a big hand as one line: its name, and what it needs (the card in full on hover)."""
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        d = card_def(k)
        screen = self.card_ground(surface, d, rect)
        need = _("guard") if d.type == "guard" else _("needs {influence}").format(influence=d.influence)
        drawn = t.text(surface, need, "tiny", p.text_muted, (rect.right - 6, rect.centery), anchor="midright")
        room = min(rect.width - 12 - CHIP_NEED_W, rect.width - 18 - round(drawn.width / layout.scale))
        name = card_name(k)
        if t.app.theme.fits(name, "tiny", layout, layout.length(room)):
            t.text(surface, name, "tiny", p.accent, (rect.left + 6, rect.centery), anchor="midleft", max_width=room)
        else:   # a long title ("Banquete para el magistrado") on two lines, never cut
            lines = t.app.theme.wrap(name, "tiny", layout.length(room), layout)[:2]
            half = rect.height / 4
            for i, line in enumerate(lines):
                t.text(surface, line, "tiny", p.accent, (rect.left + 6, rect.centery + (2 * i - 1) * half),
                          anchor="midleft", max_width=room)
        if lit:
            pygame.draw.rect(surface, p.focus, screen.inflate(layout.length(4), layout.length(4)),
                             width=layout.length(3), border_radius=layout.length(7))
        t.face(k)
        return screen

    def draw_context(self, surface, obs, box: pygame.Rect) -> None:
        """What is on the table now: the lot, the offer, the scheme, the fighters, your bets."""
        t = self.table
        layout, p = t.app.layout, t.app.theme.palette
        pygame.draw.rect(surface, (30, 27, 33), layout.rect(box), border_radius=layout.length(6))
        x, y, w = box.left + 8, box.top + 6, box.width - 16
        ctx, arena = obs["ctx"], obs["arena"]
        if obs["offer"] is not None:
            kind, offer = obs["offer"]
            t.text(surface, _("An offer on the table"), "tiny", p.accent, (x, y))
            y = t.wrapped(surface, self.offer_words(kind, offer), "tiny", p.text, (x, y + 16), w, max_lines=5)
        roll = t.last_roll if t.last_roll and t.time - t.last_roll[2] < ROLL_SECONDS else None
        if roll is not None:
            text, value, _when = roll
            surface.blit(art.image(f"die_combat_{value}", (layout.length(34), layout.length(34))),
                         layout.point((x, y)))
            y = max(y + 38, t.wrapped(surface, tidy(text), "tiny", p.warn, (x + 40, y), w - 40, max_lines=3))
        sch = ctx.get("scheme") if isinstance(ctx, dict) else None
        if sch:
            t.text(surface, _("Scheme in play"), "tiny", p.accent, (x, y + 2))
            houses = obs["houses"]
            support = ", ".join(house_shown(houses[s]) for s in sch["support"]) or _("none yet")
            if sch.get("target") is not None:
                words = _("{house}: {card} against {other}. Support: {support}.").format(
                    house=house_shown(houses[sch["by"]]), card=card_name(sch["card"]),
                    other=house_shown(houses[sch["target"]]), support=support)
            else:
                words = _("{house}: {card}. Support: {support}.").format(
                    house=house_shown(houses[sch["by"]]), card=card_name(sch["card"]), support=support)
            y = t.wrapped(surface, words,
                             "tiny", p.text, (x, y + 18), w, max_lines=4)
            t.face(sch["card"])
        lot = ctx.get("lot") if isinstance(ctx, dict) else None
        if lot:
            t.text(surface, _("Up for auction"), "tiny", p.accent, (x, y + 2))
            if lot == "host":
                y = t.wrapped(surface, _("The host marker: host the next games, +1 influence."), "tiny", p.text,
                                 (x, y + 18), w)
            else:
                self.tile(surface, lot, pygame.Rect(x, y + 18, CARD_W + 20, CARD_H))
                t.hit(layout.rect(pygame.Rect(x, y + 18, CARD_W + 20, CARD_H)), lot, "lot")
                y += 18 + CARD_H
            sealed = obs["sealed"]
            if sealed:
                done = ", ".join(house_shown(obs["houses"][s]) for s in sealed["chosen"]) or _("nobody yet")
                y = t.wrapped(surface, _("Has bid: {houses}.").format(houses=done), "tiny", p.text_muted,
                                 (x, y + 4), w)
                if sealed.get("mine") is not None and sealed["kind"] == "bid":
                    y = t.wrapped(surface, _("Your secret bid: {gold} gold.").format(gold=sealed["mine"]), "tiny",
                                     p.good, (x, y), w)
            r = t.last_reveal
            if r:
                bids = ", ".join(f"{t.words().house(s)} {b}" for s, b in r.bids)
                last = _("Last auction, {lot}: {bids}.").format(lot=reword(r.lot), bids=bids) + " " + r.outcome
                y = t.wrapped(surface, last, "tiny", p.text, (x, y), w, max_lines=4)
            if ctx.get("first"):
                tied = ", ".join(f"{house_shown(obs['houses'][s])} {b}" for s, b in ctx["first"])
                y = t.wrapped(surface, _("Tied: {bids}. They bid again.").format(bids=tied), "tiny", p.warn,
                                 (x, y), w)
        if arena and not obs.get("combat"):
            t.text(surface, _("The games"), "tiny", p.accent, (x, y + 2))
            y += 18
            answering = arena["invited"][-1] if obs["step"] == "invitation" else None
            invited = [house_shown(obs["houses"][i]) + ("" if i in arena["entrants"] else _(" (answering)")
                                                         if i == answering else _(" (declined)"))
                       for i in arena["invited"]]
            y = t.wrapped(surface, _("Invited: {houses}.").format(
                houses=", ".join(invited) if invited else _("nobody yet")), "tiny",
                             p.text_muted, (x, y), w, max_lines=2)
            for side, seat in enumerate(arena["entrants"]):
                fighter = arena["fighters"][side] if side < len(arena["fighters"]) else None
                gear = arena["equip"][side] if side < len(arena.get("equip") or []) else []
                words = house_shown(obs["houses"][seat]) + ": " + (card_name(fighter) if fighter else _("choosing"))
                if gear:
                    words += _(" with {gear}").format(gear=", ".join(card_name(k) for k in gear))
                y = t.wrapped(surface, words, "tiny", p.text, (x, y), w, max_lines=2)
                for k in ([fighter] if fighter else []) + list(gear):
                    t.face(k)
        if arena and arena.get("mercy"):
            y = t.wrapped(surface, _("At the host's mercy: {card}. Houses may offer the host gold or a favour "
                                        "for a thumb up or down before it falls.").format(
                card=card_name(arena["mercy"])), "tiny", p.warn, (x, y + 2), w,
                             max_lines=6)
        self.draw_chips(surface, obs, x, max(y + 4, box.bottom - 20 - 44 * len(obs["bets"][:2])), w)

    def draw_chips(self, surface, obs, x, y, w) -> None:
        """Your bets as chips: one coin per gold staked, on its outcome."""
        t = self.table
        if not obs["bets"]:
            return
        layout, p = t.app.layout, t.app.theme.palette
        t.text(surface, _("Your secret bets"), "tiny", p.accent, (x, y))
        y += 16
        for bet in obs["bets"][:2]:
            for i in range(bet["stake"]):
                surface.blit(art.icon("coin", layout.length(14)), layout.point((x + i * 10, y + 1)))
            y = t.wrapped(surface, capital(reword(bet["outcome"])), "tiny", p.text, (x + 38, y), w - 38, line=14, max_lines=3)

    def offer_words(self, kind: str, offer: dict) -> str:
        t = self.table
        from engine.parts.negotiation import Offer

        o = Offer.from_json(offer)
        houses = [house_shown(h) for h in t.observation()["houses"]]
        if kind == "support":
            return _("{house} asks {other} for support, promising: \"{promise}\"").format(
                house=houses[o.sender], other=houses[o.to], promise=reword(o.promise))
        if kind == "trade":
            return _("{house} offers {other} {give} for {ask}.").format(
                house=houses[o.sender], other=houses[o.to], give=terms_shown(o.give), ask=terms_shown(o.ask))
        price = _("{gold} gold").format(gold=o.give.gold) if o.give.gold else _("a favour")
        if kind == "avoid":
            return _("{house} offers the host {price} to be left out of the games.").format(
                house=houses[o.sender], price=price)
        return _("{house} offers the host {price} to sway the thumb.").format(house=houses[o.sender], price=price)
