"""SeatsDrawing: the seats' side of the For Glory table.

A part of ``ForGloryTable`` (``table.seats_drawing``): the other seats' panels on the left
(counts only for hidden things), the card chips, the Arena with every seat's lane of Gladiators,
the summary of the last Battle, and the Champion draft. It draws with the table's primitives
and registers what it draws with the table (``hit``, ``face``, ``rects``).
"""
from __future__ import annotations

import math

import pygame

from ... import art
from ...table.seats import controller_words
from . import story
from .faces import BACK, CARD_BG, FRAME, NAME_SHRINK, TYPE_COLOUR
from .layout import ARENA, LEFT
from .text import _, card_def, card_title, pgettext

#: the sprite of a Blessing on a Gladiator's tile (Damage is ``icon_damage``, an orange burst)
BLESSING_ICON = "icon_favor"


class SeatsDrawing:
    """The seat panels, the Arena, the Gladiators and the draft of one ``ForGloryTable``."""

    def __init__(self, table):
        self.table = table

    def badge_icons(self, s, obs) -> list:
        """Crowd's Favor and Reigning Champion tokens (and Initiative) as (sprite, words) for ``icons``."""
        marks = []
        if obs["crowds_favor"] == s:
            marks.append(("token_crowds_favor", _("Crowd's Favor")))
        tokens = obs["seats"][s]["tokens"]
        if tokens:
            marks.append(("token_reigning_champion", _("Champion ×{n}").format(n=tokens)))
        if obs["phase"] == "combat" and obs["initiative"] == s:
            marks.append(("icon_laurel", _("Initiative")))
        return marks

    def draw_others(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        others = [s for s in range(obs["seats_count"]) if s != table.viewer]
        if not others:
            return
        h = min(170, LEFT.height // len(others))
        d = table.session.decision
        thinking = table.turns.thinking_seat()
        for i, s in enumerate(others):
            info = obs["seats"][s]
            r = pygame.Rect(LEFT.left, LEFT.top + i * h, LEFT.width, h - 6)
            active = d is not None and d.seat == s
            rect = table.pen.panel(surface, r, edge=p.accent if active else None, width=2 if active else 1)
            table.rects[("seat", s)] = rect
            table.hit(rect, ("seat", s), "seat")
            seat = table.session.seats[s]
            marker = art.seat_marker(s, table.app.layout.length(20))
            surface.blit(marker, marker.get_rect(center=table.app.layout.point((r.left + 20, r.top + 20))))
            kind = table.pen.text(surface, controller_words(seat.controller), "tiny", p.text_muted,
                              (r.right - 10, r.top + 10), anchor="topright")
            room = table.app.layout.to_design(kind.topleft)[0] - 8 - (r.left + 34) - (26 if thinking == s else 0)
            name_rect = table.pen.text(surface, seat.name, "button", p.accent if active else p.text,
                                   (r.left + 34, r.top + 6), max_width=room, shrink=0.5)
            y = r.top + 44
            x = table.pen.icons(surface, [(BACK, str(info["hand_count"]))], (r.left + 10, y), px=18, gap=3)
            table.pen.text(surface, _("in hand  Deck {deck}  Discard {discard}  Reserve {reserve}").format(
                       deck=info['deck_count'], discard=len(info['discard']), reserve=info['reserve_count']),
                       "tiny", p.text_muted, (x, y), anchor="midleft",
                       max_width=r.right - 8 - x, shrink=0.7)
            y += 19
            table.pen.icons(surface, [("icon_coin", str(info["coins"])),
                                  ("icon_influence", f"{info['required']}/{info['influence']}"),
                                  ("icon_bloodlust", str(info["bloodlust"]))], (r.left + 10, y), px=16, gap=12)
            y += 11
            badges = self.badge_icons(s, obs)
            if badges:
                table.pen.icons(surface, badges, (r.left + 10, y + 9), px=16, colour=p.warn, max_width=r.width - 20)
                y += 19
            if thinking == s:  # the spinner right after the name
                layout = table.app.layout
                x_design = layout.to_design(name_rect.midright)[0] + 18
                self.spinner(surface, (x_design, r.top + 22))
            # Villa: Patrons (an exhausted one shows its card icon turned sideways) and Arena cards
            self.chips(surface, info["villa"], (r.left + 8, y + 2, r.width - 12, r.bottom - 2 - (y + 2)),
                        f"villa:{s}", obs)

    def chip_width(self, name: str) -> int:
        """Design width of a chip that shows ``name`` whole (icon, name, margins)."""
        table = self.table
        layout = table.app.layout
        return math.ceil(table.app.theme.font("tiny", layout).size(name)[0] / layout.scale) + 28

    def chips(self, surface, cids, area, zone, obs) -> int:
        """Chips flowed into ``area`` (design x, y, w, h), each as wide as its name; when they do
        not all fit, the last place says how many more there are (never a cut name). Returns
        the number of rows used."""
        table = self.table
        left, top, width, height = area
        x, y = left, top
        p = table.app.theme.palette
        for i, cid in enumerate(cids):
            w = min(width, self.chip_width(card_title(obs["names"].get(cid, "?")) or "?"))
            rest = len(cids) - i
            if x + w > left + width and y + 42 <= top + height:
                x, y = left, y + 22
            last_row = y + 42 > top + height  # no room for another row of 20 under this one
            if last_row and (x + w > left + width or (rest > 1 and x + w + 60 > left + width)):
                table.pen.text(surface, _("+{n} more").format(n=rest), "tiny", p.text_muted, (x + 2, y + 10), anchor="midleft")
                break
            self.chip(surface, cid, (x, y, w, 20), zone, obs)
            x += w + 3
        return (y - top) // 22 + 1 if cids else 0

    def chip(self, surface, cid, design_rect, zone, obs):
        """A card as a small labelled chip: type colour, a card icon (sideways when exhausted), the name."""
        table = self.table
        layout, theme = table.app.layout, table.app.theme
        p = theme.palette
        r = pygame.Rect(design_rect)
        rect = layout.rect(r)
        name = obs["names"].get(cid, "?")
        d = card_def(name)
        colour = TYPE_COLOUR.get(d.type if d else "", (120, 120, 120))
        exhausted = cid in obs["exhausted"]
        pygame.draw.rect(surface, (40, 37, 44) if exhausted else CARD_BG, rect, border_radius=layout.length(4))
        pygame.draw.rect(surface, colour, rect, width=layout.length(1), border_radius=layout.length(4))
        frame = FRAME.get(d.type if d else "", "card_forglory_scheme")
        key = ("chip", frame, exhausted, layout.scale)
        mini = table.pen.faces.get(key)
        if mini is None:
            mini = art.image(frame, (layout.length(11), layout.length(15)))
            if exhausted:
                mini = pygame.transform.rotate(mini, 90)
            table.pen.faces[key] = mini
        surface.blit(mini, mini.get_rect(center=layout.point((r.left + 10, r.centery))))
        table.pen.text(surface, card_title(name) or name, "tiny", p.text_muted if exhausted else p.text, (r.left + 20, r.centery),
                   anchor="midleft", max_width=r.width - 23)
        table.face(cid)
        table.hit(rect, cid, zone)
        return rect

    def spinner(self, surface, design_centre):
        table = self.table
        layout = table.app.layout
        c = layout.point(design_centre)
        r = layout.length(9)
        a = table.time * 6
        for k in range(8):
            ang = a + k * math.pi / 4
            shade = 80 + 20 * k
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 30)),
                               (c[0] + round(r * math.cos(ang)), c[1] + round(r * math.sin(ang))),
                               max(1, layout.length(2)))

    def draw_arena(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        top = obs["arena_deck_top"]
        if top:
            r = table.pen.text(surface, _("Next Arena card: {name} ({n} left)").format(
                               name=obs['names'].get(top, '?'), n=obs['arena_deck_count']),
                           "tiny", p.text_muted, (ARENA.right - 10, ARENA.top + 6), anchor="topright")
            table.hit(r, top, "arena_deck")
            table.face(top)
        if obs["phase"] == "draft":
            self.draw_draft(surface, obs)
            return
        held = table.guide.battle_holds()
        battle = table.guide.current_battle()
        if held or battle is not None and obs["phase"] == "machinations" \
                and not any(i["arena"] for i in obs["seats"]):
            self.draw_battle_summary(surface, battle, held)  # the Arena is empty until someone plays
            return
        n = obs["seats_count"]
        lane_h = (ARENA.height - 26) // n
        for s in range(n):
            lane = pygame.Rect(ARENA.left + 6, ARENA.top + 24 + s * lane_h, ARENA.width - 12, lane_h - 4)
            table.rects[("lane", s)] = table.app.layout.rect(lane)
            name = _("You") if s == table.viewer else table.session.seat_name(s)
            table.pen.icons(surface, [(f"seat_{s % 6 + 1}", name)], (lane.left + 6, lane.top + 12), px=16, role="card",
                        max_width=94, shrink=0.6)
            table.pen.icons(surface, [("icon_bloodlust", pgettext("lane", "Bloodlust {n}").format(n=obs['seats'][s]['bloodlust']))],
                        (lane.left + 6, lane.top + 31), px=14, colour=p.text_muted, max_width=94)
            self.lane(surface, obs["seats"][s]["arena"], lane, s, obs)

    def lane(self, surface, fighters, lane, seat, obs) -> None:
        """Every Gladiator of a seat in its lane: one row of tiles, two rows of low tiles when more
        than five do not fit side by side (and the lane is tall enough), never one left out."""
        left = lane.left + 104
        rows = 2 if len(fighters) > 5 and lane.height >= 70 else 1
        cols = max(1, math.ceil(len(fighters) / rows))
        tw = min(124, (lane.right - left) // cols - 6)
        th = (lane.height - 6 - 3 * (rows - 1)) // rows
        for i, gid in enumerate(fighters):
            col, row = i % cols, i // cols
            self.gladiator(surface, gid, pygame.Rect(left + col * (tw + 6), lane.top + 3 + row * (th + 3), tw, th),
                            seat, obs)

    def draw_battle_summary(self, surface, battle: story.BattleSummary, held: bool = False):
        """The last Battle: who won and why, each place and what it took (in the empty Arena).
        Just after the Battle it ``held`` the clicks: it says a click closes it."""
        table = self.table
        layout, p = table.app.layout, table.app.theme.palette
        box = ARENA.inflate(-12, -30).move(0, 8)
        pygame.draw.rect(surface, (46, 42, 50), layout.rect(box), border_radius=layout.length(6))
        if held:
            table.pen.text(surface, _("Click or press a key to continue"), "tiny", p.text_muted,
                       (box.right - 10, box.bottom - 8), anchor="bottomright")
        words = table.words()
        head = words.act(battle.winner, _("Battle of round {round}: You win!"),
                         _("Battle of round {round}: {who} wins!"), round=battle.round)
        table.pen.text(surface, head, "button", p.accent, (box.left + 14, box.top + 6), max_width=box.width - 28)
        y = box.top + 40
        why = battle.why if len(table.app.theme.wrap(battle.why, "small", layout.length(box.width - 28),
                                                     layout)) <= 2 else battle.why_short
        for line in table.pen.wrap_rows(why, "small", box.width - 28, 2):
            table.pen.text(surface, line, "small", p.text, (box.left + 14, y))
            y += 22
        y += 6
        for place in battle.places:
            marker = art.seat_marker(place.seat, layout.length(18))
            surface.blit(marker, marker.get_rect(center=layout.point((box.left + 24, y + 10))))
            table.pen.text(surface, f"{place.place}. {words.who(place.seat)}", "small", p.text,
                       (box.left + 40, y), max_width=150)
            took = _("took {what}").format(what=place.won)
            if not table.pen.fits(took, "small", box.width - 210):
                took = _("took {what}").format(what=place.won_short)  # the Arena cards counted, not named
            table.pen.text(surface, took, "small", p.text_muted, (box.left + 196, y), max_width=box.width - 210)
            y += 26

    def draw_draft(self, surface, obs):
        """The Champion draft: each Champion in the pool as its level-1 card (click to pick)."""
        table = self.table
        from .text import CONTENT

        layout, p = table.app.layout, table.app.theme.palette
        pygame.draw.rect(surface, (46, 42, 50), layout.rect(ARENA.inflate(-12, -30).move(0, 8)),
                         border_radius=layout.length(6))
        table.pen.text(surface, _("Champion draft: the pool"), "small", p.text, (ARENA.left + 20, ARENA.top + 30))
        x = ARENA.left + 20
        for champ in obs["draft_pool"]:
            levels = CONTENT.champions.get(champ, []) if CONTENT is not None else []
            name = levels[0] if levels else champ
            r = pygame.Rect(x, ARENA.top + 60, 120, 168)
            face = table.pen.face(name, r.width, r.height, detail=True)
            rect = layout.rect(r)
            surface.blit(face, rect)
            table.hit(rect, champ, "draft")
            x += 132

    def gladiator(self, surface, gid, r, owner, obs):
        table = self.table
        layout, theme = table.app.layout, table.app.theme
        p = theme.palette
        name = obs["names"].get(gid, "?")
        d = card_def(name)
        exhausted = gid in obs["exhausted"]
        rect = layout.rect(r)
        surface.blit(art.panel(rect.size, corner=layout.length(7)), rect)
        table.pen.icons(surface, [("icon_gladiator", name)], (r.left + 5, r.top + 11), px=14, role="card",
                    colour=p.text if not exhausted else p.text_muted, max_width=r.width - 10, gap=0,
                    shrink=NAME_SHRINK)
        stats = obs.get("stats", {}).get(gid) or ((d.attack, d.health, d.agility) if d is not None else None)
        numbers = []
        if stats is not None:  # the engine's current values: static bonuses included
            attack, health, agility = stats
            numbers = [("icon_attack", str(attack)), ("icon_health", str(health)), ("icon_agility", str(agility))]
        dmg = obs["damage"].get(gid, 0)
        assigned = obs["assigned"].get(gid, 0)
        bless = obs["blessings"].get(gid, 0)
        state = []
        if dmg or assigned:
            state.append(("icon_damage", f"{dmg}" + (f"+{assigned}" if assigned else "")))
        if bless:
            # the blue disc with its star, never the sun: at tile size the sun and Damage's burst look alike
            state.append((BLESSING_ICON, str(bless)))
        colour = p.text_muted if exhausted else p.text
        if r.height >= 46:
            table.pen.icons(surface, numbers, (r.left + 5, r.top + 27), px=13, gap=7, max_width=r.width - 10)
            state.append(("icon_exhausted", _("Exhausted")) if exhausted else ("icon_ready", _("Ready")))

            if not table.pen.icons_fit(state, 13, 5, r.width - 10):  # a narrow tile: the word goes, its icon stays
                state[-1] = (state[-1][0], "")
            table.pen.icons(surface, state, (r.left + 5, r.top + 42), px=13, gap=5, max_width=r.width - 10,
                        colour=colour)
        else:  # a low tile: Damage and Blessings first, then the numbers, on one line (the veil shows exhausted)
            table.pen.icons(surface, state + numbers, (r.left + 5, r.top + 26), px=11, gap=4, max_width=r.width - 10,
                        colour=colour)
        if exhausted:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 70))
            surface.blit(veil, rect)
        table.face(gid)
        table.hit(rect, gid, f"arena:{owner}")
