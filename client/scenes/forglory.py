"""ForGloryTable: the For Glory card table, drawn from one seat's observation.

Layout (1280x720 design space): a top bar (round, phase, whose turn and which
step, Crowd's Favor, Reigning Champion tokens, top Boast); the other seats on
the left (counts only for hidden things); the Arena in the middle (every
seat's Gladiators with Attack, Health, Agility, Damage, Blessings, ready or
exhausted); the Supply under it (three decks, three cards each, deck counts);
the prompt bar with the step's buttons; the viewer's hand at the bottom; on the
right the viewer's own Villa, Coin, Influence, piles and the game log.

Every question of legality goes to the engine: clicks become actions only
through the legal list (``ActionPicker``), and a click that matches nothing is
explained by ``state.check`` of the nearest action.
"""
from __future__ import annotations

import math

import pygame

from engine.core import Action

from .. import art
from ..forglory_text import DECK_LABEL, TYPE_LABEL, Words, card_def, card_text
from ..widgets import Button
from .overlay import OverlayScene
from .table import Anim, GameTable

TYPE_COLOUR = {
    "income": (230, 159, 0), "patron": (204, 121, 167), "gladiator": (213, 94, 0),
    "scheme": (0, 114, 178), "tactic": (0, 158, 115), "reaction": (86, 180, 233),
    "boast": (240, 228, 66), "arena": (170, 140, 100),
}
CARD_BG = (56, 50, 60)
INK = (34, 26, 20)          # ink on parchment and on the frames' title bands
INK_MUTED = (92, 74, 58)
PAPER = (242, 236, 226)     # light text over the frames' dark art
#: card type -> its frame sprite (Boasts and Arena cards borrow the nearest look)
FRAME = {t: f"card_forglory_{t}" for t in ("income", "patron", "gladiator", "scheme", "tactic", "reaction")}
FRAME.update({"boast": "card_forglory_income", "arena": "card_forglory_patron"})
BACK = "card_back_forglory"
PHASE_LABEL = {"draft": "Champion draft", "machinations": "Machinations Phase",
               "late_registration": "Arena Phase · Late Registration", "combat": "Arena Phase · Battle",
               "over": "Game over"}
STEP_LABEL = {"take_actions": "Machinations Turn", "late_registration": "Late Registration",
              "combat_turn": "Combat Turn", "reaction": "Reaction Window", "attack_target": "choosing a target",
              "influence_discard": "discarding for Influence", "pierce_return": "Pierce", "draft": "Champion draft"}

# design-space regions
TOP = pygame.Rect(0, 0, 1280, 40)
LEFT = pygame.Rect(8, 48, 240, 504)
ARENA = pygame.Rect(256, 48, 744, 276)
SUPPLY = pygame.Rect(256, 330, 744, 140)
PROMPT = pygame.Rect(256, 476, 744, 76)
HAND = pygame.Rect(8, 558, 992, 156)
ME = pygame.Rect(1008, 48, 264, 330)
LOG = pygame.Rect(1008, 384, 264, 330)


class ForGloryTable(GameTable):
    words_class = Words

    def __init__(self, app, session, **kwargs):
        super().__init__(app, session, **kwargs)
        self._faces: dict[tuple, pygame.Surface] = {}
        b = self.buttons
        self.primary_button = b.add(Button((850, 482, 144, 32), "End turn", self.press_primary, role="body"))
        self.buyback_button = b.add(Button((850, 516, 144, 32), "Buy back", self.press_buyback, role="body",
                                           tooltip="Pay 1 Coin per card to take your whole Reserve back into your Hand"))
        self.menu_button = b.add(Button((1180, 4, 92, 32), "Menu", self.open_pause, role="body",
                                        tooltip="Pause: save, load, bot speed, settings (Esc)"))
        self.log_button = b.add(Button((1084, 4, 88, 32), "Log", self.toggle_log, role="body",
                                       tooltip="Show or hide the game log (L)"))
        self.discard_button = b.add(Button((1144, 128, 120, 24), "Discard", self.browse_discard, role="card",
                                           tooltip="Look through your discard pile"))
        if self.replaying:
            self.primary_button.text = "Step"
            self.primary_button.on_click = self.replay_step
            self.buyback_button.text = "Play / pause"
            self.buyback_button.on_click = self.toggle_replay
            self.buyback_button.tooltip = "Space: play or pause; Left / Right: step; Home: start"

    # -- buttons -------------------------------------------------------------------------------
    def press_primary(self) -> None:
        action = self.primary_action()
        if action is not None:
            self.act(action)
        else:
            d = self.session.decision
            if d is not None and self.my_turn():
                self.explain(Action.make("end_turn"))

    def press_buyback(self) -> None:
        # the second Reigning Champion token / Pierce's offer: this button takes it, the primary one declines
        offer = [a for a in self.legal() if a.kind in ("take_token", "pierce")]
        if offer:
            self.act(offer)
            return
        options = [a for a in self.legal() if a.kind == "buyback"]
        if options:
            self.act(options)
        elif self.my_turn():
            self.explain(Action.make("buyback", income=[], coins=0))

    def toggle_log(self) -> None:
        self.show_log = not self.show_log

    def toggle_replay(self) -> None:
        self.replay_playing = not self.replay_playing

    def browse_discard(self, seat=None) -> None:
        obs = self.observation()
        seat = self.viewer if seat is None else seat
        if seat is None:
            return
        pile = obs["seats"][seat]["discard"]
        self.app.push(PileScene(self.app, f"{self.session.seat_name(seat)}: discard pile ({len(pile)})",
                                [obs["names"].get(c, "?") for c in reversed(pile)]))

    def sync_buttons(self) -> None:
        if self.replaying:
            self.primary_button.enabled = self.replay_index < len(self.replay_actions)
            self.buyback_button.text = "Pause" if self.replay_playing else "Play"
            self.discard_button.enabled = False
            self.discard_button.rect.topleft = (-400, -400)
            return
        mine = self.my_turn()
        primary = self.primary_action() if mine else None
        d = self.session.decision
        label = "End turn"
        if d is not None:
            label = {"reaction": "Pass", "late_registration": "Finish", "pierce_return": "Decline",
                     "champion_token": "Leave token"}.get(d.kind, "End turn")
        self.primary_button.text = label
        # enabled on the player's turn even when the engine would refuse: a press then
        # shows the engine's own reason (the table writes no rules of its own)
        self.primary_button.enabled = mine
        self.primary_button.tooltip = "Enter" if primary is not None else None
        obs = self.observation()
        me = obs["seats"][self.viewer] if self.viewer is not None else None
        reserve = me["reserve_count"] if me else 0
        self.buyback_button.text = f"Buy back ({reserve})" if reserve else "Buy back"
        self.buyback_button.enabled = mine and reserve > 0
        if d is not None and d.kind in ("champion_token", "pierce_return"):
            self.buyback_button.text = "Take token" if d.kind == "champion_token" else "Pay for Pierce"
            self.buyback_button.enabled = mine
        self.discard_button.enabled = me is not None
        self.discard_button.rect.topleft = (1144, 128) if me is not None else (-400, -400)
        self.discard_button.text = f"Discard ({len(me['discard'])})" if me else "Discard"

    # -- rules-free helpers ----------------------------------------------------------------
    def value_of(self, cid) -> int:
        d = card_def(self.card_name(cid))
        return d.value if d is not None else 1

    def click(self, thing, zone: str) -> None:
        if zone == "seat" and isinstance(thing, tuple) and (self.step_now is None or self.step_now.kind != "target"):
            self.browse_discard(thing[1])  # a seat's panel: its discard pile (public)
            return
        super().click(thing, zone)

    def guess_action(self, thing, zone: str) -> Action | None:
        d = self.session.decision
        if d is None or not isinstance(thing, str):
            return None
        if zone == "supply":
            return Action.make("buy", card=thing, income=[], coins=0)
        if zone == "hand":
            if d.kind == "late_registration":
                return Action.make("register", card=thing, income=[], coins=0)
            return Action.make("play", card=thing)
        if zone == "reserve":
            return Action.make("buyback", income=[], coins=0)
        if zone.startswith("arena:"):
            owner = int(zone.split(":")[1])
            if d.kind == "attack_target":
                return Action.make("strike", target=thing)
            if d.kind == "influence_discard":
                return Action.make("discard", gladiator=thing)
            if owner == d.seat:
                return Action.make("attack", gladiator=thing)
            return Action.make("strike", target=thing)
        if zone.startswith("villa"):
            return Action.make("use", card=thing, index=0)
        return None

    def target_prompt(self, step) -> str:
        what = "the Gladiator to take Damage from" if step.key == "source" else "a highlighted target"
        return f"Choose {what} (Tab cycles, Enter chooses, Esc cancels)."

    def card_name(self, thing) -> str | None:
        name = super().card_name(thing)
        if name is None and isinstance(thing, str) and thing in self.observation().get("draft_pool", []):
            from ..forglory_text import CONTENT

            levels = CONTENT.champions.get(thing, []) if CONTENT is not None else []
            return levels[0] if levels else None
        return name

    def tooltip_text(self, thing) -> str | None:
        if isinstance(thing, tuple) and thing[0] == "seat":
            return f"{self.session.seat_name(thing[1])}: click to look through the discard pile."
        name = self.card_name(thing)
        if not name:
            return None
        text = card_text(name)
        obs = self.observation()
        if thing in obs.get("exhausted", []):
            text += "\n(Exhausted)"
        return text + "\nRight-click to zoom."

    # -- events -> animation and sound ---------------------------------------------------------
    def on_events(self, events) -> None:
        now = self.time
        played = set()
        for raw in events:
            e = raw.view_for(self.viewer)
            t, g = e.type, e.get
            if t == "cards_drawn" and g("seat") == self.viewer and g("cards"):
                for i, cid in enumerate(g("cards")):
                    self.anims.append(Anim("slide", ("deck", g("seat")), now + 0.05 * i, 0.35, to=cid))
                played.add("draw")
            elif t == "card_bought":
                self.anims.append(Anim("float", ("seat", g("seat")), now, 1.2, f"+ {g('name')}", (240, 228, 66)))
                played.add("buy")
            elif t == "card_played":
                self.anims.append(Anim("flash", g("card"), now, 0.7, colour=(230, 159, 0)))
                played.add("play")
            elif t == "attack_declared":
                self.anims.append(Anim("flash", g("gladiator"), now, 0.8, colour=(213, 94, 0)))
            elif t == "damage_resolved":
                self.anims.append(Anim("float", g("gladiator"), now, 1.2, f"-{g('amount')}", (255, 110, 80)))
                played.add("hit")
            elif t == "damage_prevented":
                self.anims.append(Anim("float", g("gladiator"), now, 1.0, "blocked", (86, 180, 233)))
                played.add("block")
            elif t == "gladiator_defeated":
                self.anims.append(Anim("float", ("lane", g("seat")), now, 1.6, f"{g('name')} is Defeated!",
                                       (255, 110, 80)))
                played.add("defeat")
            elif t == "battle_started":
                self.anims.append(Anim("banner", None, now, 1.4, "The Battle begins!", (230, 159, 0)))
                played.add("battle")
            elif t == "champion_token_taken":
                self.anims.append(Anim("float", ("seat", g("seat")), now, 1.4, "Reigning Champion token!",
                                       (240, 228, 66)))
                played.add("crowd")
            elif t == "game_over":
                self.anims.append(Anim("banner", None, now, 1.5, "The game is over", (230, 159, 0)))
                played.add("win")
            elif t == "deck_shuffled":
                played.add("shuffle")
        for name in ("battle", "defeat", "hit", "block", "buy", "play", "draw", "shuffle", "crowd", "win"):
            if name in played:
                self.sfx.play(name)

    def results_scene(self):
        from .results import ResultsScene

        obs = self.session.state.observation(None)
        rewards = {}
        for s, info in enumerate(obs["seats"]):
            arenas = [c for c in info["villa"] if (card_def(obs["names"].get(c)) or _NoDef).type == "arena"]
            rewards[s] = f"{len(arenas)} Arena card{'s' if len(arenas) != 1 else ''}, {info['coins']} Coin"
        return ResultsScene(self.app, self.session, score_label="Arena cards", rewards=rewards)

    # -- drawing ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)

    def draw_table(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        surface.blit(self._static_layer(surface), (0, 0))
        obs = self.observation()
        self.sync_buttons()
        self._draw_top(surface, obs)
        self._draw_others(surface, obs)
        self._draw_arena(surface, obs)
        self._draw_supply(surface, obs)
        self._draw_prompt(surface, obs)
        self._draw_hand(surface, obs)
        self._draw_me(surface, obs)
        if self.show_log:
            self._draw_log(surface)
        self._draw_highlights(surface)
        self._draw_anims(surface)
        self.buttons.draw(surface, layout, self.app.theme)
        self.draw_menu(surface)
        self.draw_tooltip_for_hover(surface, self.tooltip_text)
        if self.zoom:
            self._draw_zoom(surface)

    def _static_layer(self, surface) -> pygame.Surface:
        """Backdrop, top bar and the fixed panels, drawn once per window size."""
        layout = self.app.layout
        n = self.observation()["seats_count"]
        key = (surface.get_size(), layout.scale, n, self.show_log)
        if getattr(self, "_static_key", None) == key:
            return self._static
        layer = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() else \
            pygame.Surface(surface.get_size())
        self.app.backdrop.draw(layer, layout)
        p = self.app.theme.palette
        pygame.draw.rect(layer, p.panel, layout.rect(TOP))
        pygame.draw.line(layer, p.panel_edge, layout.point((0, 40)), layout.point((1280, 40)), layout.length(1))
        for region in (ARENA, SUPPLY, PROMPT) + ((LOG,) if self.show_log else ()):
            self._panel(layer, region)
        self._text(layer, "Arena", "small", p.accent, (ARENA.left + 10, ARENA.top + 4))
        lane_h = (ARENA.height - 26) // n
        for s in range(n):
            lane = pygame.Rect(ARENA.left + 6, ARENA.top + 24 + s * lane_h, ARENA.width - 12, lane_h - 4)
            pygame.draw.rect(layer, (46, 42, 50), layout.rect(lane), border_radius=layout.length(6))
        if self.show_log:
            self._text(layer, "Game log (L hides, wheel scrolls)", "tiny", p.accent, (LOG.left + 10, LOG.top + 6))
        self._static_key, self._static = key, layer
        return layer

    # primitives
    def _panel(self, surface, design_rect, *, edge=None, fill=None, width=1):
        """A panel in the one frame style (panel_bronze); ``edge`` adds a ring (the active seat)."""
        layout, p = self.app.layout, self.app.theme.palette
        rect = layout.rect(design_rect)
        if fill is not None:  # an empty slot: a flat recess, not a panel
            pygame.draw.rect(surface, fill, rect, border_radius=layout.length(6))
            pygame.draw.rect(surface, p.panel_edge, rect, width=layout.length(1), border_radius=layout.length(6))
            return rect
        surface.blit(art.panel(rect.size, corner=layout.length(10)), rect)
        if edge is not None:
            pygame.draw.rect(surface, edge, rect, width=layout.length(width + 1), border_radius=layout.length(8))
        return rect

    def _icons(self, surface, items, pos, *, px=16, role="tiny", colour=None, max_width=None, gap=8) -> int:
        """A row of (icon sprite, text) pairs from ``pos`` (design, midleft); returns the design x after it.

        An item's icon is a sprite name (``icon_coin``, ``card_back_forglory``, ``seat_2``...) or a Surface."""
        layout, p = self.app.layout, self.app.theme.palette
        colour = colour or p.text
        x, y = pos
        right = None if max_width is None else x + max_width
        for sprite, text in items:
            if right is not None and x + px > right:
                break
            if isinstance(sprite, pygame.Surface):
                img = sprite
            elif sprite.startswith("card_back"):
                img = art.image(sprite, (layout.length(px * 5 / 7), layout.length(px)))
            else:
                img = art.image(sprite, (layout.length(px), layout.length(px)))
            surface.blit(img, img.get_rect(midleft=layout.point((x, y))))
            x += img.get_width() / layout.scale + 3
            if text:
                r = self._text(surface, text, role, colour, (x, y), anchor="midleft",
                               max_width=None if right is None else max(8, right - x))
                x = layout.to_design(r.topright)[0]
            x += gap
        return x

    def _text(self, surface, text, role, colour, pos, *, anchor="topleft", max_width=None):
        layout = self.app.layout
        image = self.app.theme.text(text, role, colour, layout,
                                    max_width=None if max_width is None else layout.length(max_width))
        rect = image.get_rect(**{anchor: layout.point(pos)})
        if max_width is not None and image.get_width() > layout.length(max_width):
            area = pygame.Rect(0, 0, layout.length(max_width), image.get_height())
            if anchor in ("center", "midtop", "midbottom"):
                rect.width = area.width
                rect.centerx = layout.point(pos)[0]
            surface.blit(image, rect.topleft, area)
            return rect
        surface.blit(image, rect)
        return rect

    def _face(self, cid, name: str, w: int, h: int, *, detail: bool) -> pygame.Surface:
        """A card face on its type's frame (card_forglory_<type>), text in the frame's
        regions scaled to the card; cached per name and size."""
        layout = self.app.layout
        key = (name, w, h, detail, layout.scale)
        surf = self._faces.get(key)
        if surf is not None:
            return surf
        theme = self.app.theme
        W, H = layout.length(w), layout.length(h)
        d = card_def(name)
        frame = FRAME.get(d.type if d else "", "card_forglory_scheme")
        surf = art.image(frame, (W, H)).copy()
        reg = art.card_regions(frame, (W, H))
        title_r, art_r, text_r = reg["title"], reg["art"], reg["text"]
        pad = max(1, layout.length(6 if w >= 180 else 2))
        small = W < layout.length(70)  # Villa-sized: name and kind only
        big = W >= layout.length(180)  # the zoomed card: the larger steps of the type scale
        body_role = "body" if big else "tiny"
        line_h = theme.font(body_role, layout).get_linesize()
        # the name: on the title band when it fits there, else at the head of the parchment
        room = title_r.width - pad
        roles = ("button", "body") if big else ("card", "tiny")
        role = next((r for r in roles if theme.font(r, layout).size(name)[0] * 0.75 <= room), None)
        fits = role is not None and title_r.height >= layout.font_px(11)
        head: list[str] = []
        if fits:
            title = theme.text(name, role, INK, layout, max_width=room)
            surf.blit(title, title.get_rect(midleft=(title_r.left + pad, title_r.centery)),
                      pygame.Rect(0, 0, room, title.get_height()))
        else:
            head = theme.wrap(name, body_role, text_r.width - 2 * pad, layout)[:2 if not small else 3]
        body: list[str] = []
        kind = ""
        if d is not None:
            kind = TYPE_LABEL.get(d.type, d.type)
            if d.champion:
                kind = f"Champion {d.level}"
            if d.type == "boast" and d.boast_value:
                kind = f"Boast {d.boast_value}"
            if detail and d.text:
                body = theme.wrap(d.text, body_role, text_r.width - 2 * pad, layout)
                if not d.champion and not big:
                    kind = ""  # the frame's badge and colour already say the type; room for the words
        if d is not None and not small:
            # cost: a coin with the number, top right of the art
            icon_px = max(12, min(layout.length(48 if big else 24), art_r.height // 2, art_r.width // 3))
            if d.cost:
                coin = art.icon("coin", icon_px)
                spot = coin.get_rect(topright=(art_r.right - pad, art_r.top + pad))
                surf.blit(coin, spot)
                num = theme.text(str(d.cost), "heading" if big else "card", INK, layout)
                surf.blit(num, num.get_rect(center=spot.center))
            # the numbers that matter, as icons over the foot of the art
            stats = _stat_icons(d)
            if stats:
                spx = max(9, min(layout.length(28 if big else 16), art_r.height // 3))
                row_h = spx + pad
                strip = pygame.Rect(art_r.left, art_r.bottom - row_h, art_r.width, row_h)
                _veil(surf, strip, 150)
                x = strip.left + pad
                for icon_name, value in stats:
                    img = art.icon(icon_name, spx)
                    if x + spx > strip.right:
                        break
                    surf.blit(img, img.get_rect(midleft=(x, strip.centery)))
                    x += spx + 1
                    num = theme.text(value, "body" if big else "tiny", PAPER, layout)
                    surf.blit(num, num.get_rect(midleft=(x, strip.centery)),
                              pygame.Rect(0, 0, max(0, strip.right - x), num.get_height()))
                    x += num.get_width() + layout.length(4)
        # the parchment: name (if not on the band), kind, text; it grows up over the art when it must
        lines = [(t, INK) for t in head] + ([(kind, INK_MUTED)] if kind else []) + [(t, INK) for t in body]
        need = len(lines) * line_h + 2 * pad
        box = pygame.Rect(text_r)
        if need > box.height and (detail or small):
            top = max(art_r.bottom if (d is not None and _stat_icons(d) and not small) else art_r.top,
                      box.bottom - need)
            box = pygame.Rect(box.left, top, box.width, box.bottom - top)
            surf.blit(art.panel(box.size, style="parchment", corner=max(3, layout.length(5))), box)
        y = box.top + pad
        for text, colour in lines:
            if y + line_h > box.bottom + pad:
                break
            img = theme.text(text, body_role, colour, layout)
            surf.blit(img, (box.left + pad, y), pygame.Rect(0, 0, box.width - 2 * pad, img.get_height()))
            y += line_h
        if len(self._faces) > 400:
            self._faces.clear()
        self._faces[key] = surf
        return surf

    def _card(self, surface, cid, design_rect, zone, *, detail=False, exhausted=False, rotate=False):
        layout = self.app.layout
        name = self.card_name(cid) or "?"
        r = pygame.Rect(design_rect)
        face = self._face(cid, name, r.width, r.height, detail=detail)
        if rotate:
            face = self._rotated(face, name, r)
        rect = layout.rect(r) if not rotate else face.get_rect(center=layout.rect(r).center)
        surface.blit(face, rect)
        if exhausted:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, rect)
        self.face(cid)
        self.hit(rect, cid, zone)
        return rect

    def _rotated(self, face, name, r):
        key = ("rot", name, r.width, r.height, self.app.layout.scale)
        surf = self._faces.get(key)
        if surf is None:
            surf = pygame.transform.rotate(face, 90)
            self._faces[key] = surf
        return surf

    def _back(self, surface, design_rect):
        rect = self.app.layout.rect(design_rect)
        surface.blit(art.image(BACK, rect.size), rect)
        return rect

    # regions
    def _draw_top(self, surface, obs):
        p = self.app.theme.palette
        d = self.session.decision
        phase = PHASE_LABEL.get(obs["phase"], obs["phase"])
        self._text(surface, f"Round {obs['round']} of {obs['rounds']}  ·  {phase}", "small", p.text, (14, 20),
                   anchor="midleft", max_width=380)
        if d is not None:
            step = STEP_LABEL.get(d.kind, d.kind.replace("_", " "))
            who = "You" if d.seat == self.viewer else self.session.seat_name(d.seat)
            self._icons(surface, [(f"seat_{d.seat % 6 + 1}", f"{who}: {step}")], (392, 20), px=18, role="small",
                        colour=p.accent, max_width=262)
        cf = obs["crowds_favor"]
        boasts = obs["boasts"]
        bd = card_def(obs["names"].get(boasts[-1])) if boasts else None
        boast = f"Top Boast {bd.boast_value}" if bd is not None and bd.boast_value else "No Boast left"
        x = self._icons(surface, [("token_crowds_favor", f"Crowd's Favor: {self.session.seat_name(cf)}"),
                         ("token_reigning_champion", f"Champion tokens: {obs['tokens_left']}")],
                        (660, 20), px=24, colour=p.text_muted, max_width=330)
        rect = self._text(surface, boast, "tiny", p.text_muted, (x, 20), anchor="midleft", max_width=max(20, 1076 - x))
        if boasts:
            self.hit(rect, boasts[-1], "boast")
            self.face(boasts[-1])

    def _seat_lines(self, s, info, obs):
        return (f"Hand {info['hand_count']}  Deck {info['deck_count']}  Discard {len(info['discard'])}  "
                f"Reserve {info['reserve_count']}",
                f"Coin {info['coins']}  Influence {info['required']}/{info['influence']}  "
                f"Bloodlust {info['bloodlust']}")

    def _seat_badge_icons(self, s, obs) -> list:
        """Crowd's Favor and Reigning Champion tokens (and Initiative) as (sprite, words) for ``_icons``."""
        marks = []
        if obs["crowds_favor"] == s:
            marks.append(("token_crowds_favor", "Crowd's Favor"))
        tokens = obs["seats"][s]["tokens"]
        if tokens:
            marks.append(("token_reigning_champion", f"Champion ×{tokens}"))
        if obs["phase"] == "combat" and obs["initiative"] == s:
            marks.append(("icon_laurel", "Initiative"))
        return marks

    def _seat_badges(self, s, obs) -> str:
        marks = []
        if obs["crowds_favor"] == s:
            marks.append("Crowd's Favor")
        tokens = obs["seats"][s]["tokens"]
        if tokens:
            marks.append(f"Champion tokens ×{tokens}" if len(marks) == 0 else f"Champion ×{tokens}")
        if obs["phase"] == "combat" and obs["initiative"] == s:
            marks.append("Initiative")
        return "  ·  ".join(marks)

    def _draw_others(self, surface, obs):
        p = self.app.theme.palette
        others = [s for s in range(obs["seats_count"]) if s != self.viewer]
        if not others:
            return
        h = min(170, LEFT.height // len(others))
        d = self.session.decision
        thinking = self.thinking_seat()
        for i, s in enumerate(others):
            info = obs["seats"][s]
            r = pygame.Rect(LEFT.left, LEFT.top + i * h, LEFT.width, h - 6)
            active = d is not None and d.seat == s
            rect = self._panel(surface, r, edge=p.accent if active else None, width=2 if active else 1)
            self.rects[("seat", s)] = rect
            self.hit(rect, ("seat", s), "seat")
            seat = self.session.seats[s]
            marker = art.seat_marker(s, self.app.layout.length(20))
            surface.blit(marker, marker.get_rect(center=self.app.layout.point((r.left + 20, r.top + 20))))
            name_rect = self._text(surface, seat.name, "button", p.accent if active else p.text,
                                   (r.left + 34, r.top + 6), max_width=120)
            self._text(surface, seat.controller.replace("bot:", "bot: "), "tiny", p.text_muted,
                       (r.right - 10, r.top + 10), anchor="topright")
            y = r.top + 44
            self._icons(surface, [(BACK, str(info["hand_count"]))], (r.left + 10, y), px=18)
            self._text(surface, f"hand  Deck {info['deck_count']}  Discard {len(info['discard'])}  "
                       f"Reserve {info['reserve_count']}", "tiny", p.text_muted, (r.left + 36, y), anchor="midleft",
                       max_width=r.width - 46)
            y += 19
            self._icons(surface, [("icon_coin", str(info["coins"])),
                                  ("icon_influence", f"{info['required']}/{info['influence']}"),
                                  ("icon_bloodlust", str(info["bloodlust"]))], (r.left + 10, y), px=16, gap=12)
            y += 11
            badges = self._seat_badge_icons(s, obs)
            if badges:
                self._icons(surface, badges, (r.left + 10, y + 9), px=16, colour=p.warn, max_width=r.width - 20)
                y += 19
            if thinking == s:  # the spinner right after the name
                layout = self.app.layout
                x_design = layout.to_design(name_rect.midright)[0] + 18
                self._thinking(surface, (x_design, r.top + 22))
            # Villa: Patrons (an exhausted one shows its card icon turned sideways) and Arena cards
            x, y = r.left + 8, y + 2
            for cid in info["villa"]:
                if x + 74 > r.right - 4:
                    x, y = r.left + 8, y + 22
                if y + 20 > r.bottom - 2:
                    break
                self._chip(surface, cid, (x, y, 74, 20), f"villa:{s}", obs)
                x += 77

    def _chip(self, surface, cid, design_rect, zone, obs):
        """A card as a small labelled chip: type colour, a card icon (sideways when exhausted), the name."""
        layout, theme = self.app.layout, self.app.theme
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
        mini = self._faces.get(key)
        if mini is None:
            mini = art.image(frame, (layout.length(11), layout.length(15)))
            if exhausted:
                mini = pygame.transform.rotate(mini, 90)
            self._faces[key] = mini
        surface.blit(mini, mini.get_rect(center=layout.point((r.left + 10, r.centery))))
        self._text(surface, name, "tiny", p.text_muted if exhausted else p.text, (r.left + 20, r.centery),
                   anchor="midleft", max_width=r.width - 23)
        self.face(cid)
        self.hit(rect, cid, zone)
        return rect

    def _thinking(self, surface, design_centre):
        layout = self.app.layout
        c = layout.point(design_centre)
        r = layout.length(9)
        a = self.time * 6
        for k in range(8):
            ang = a + k * math.pi / 4
            shade = 80 + 20 * k
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 30)),
                               (c[0] + round(r * math.cos(ang)), c[1] + round(r * math.sin(ang))),
                               max(1, layout.length(2)))

    def _draw_arena(self, surface, obs):
        p = self.app.theme.palette
        top = obs["arena_deck_top"]
        if top:
            r = self._text(surface, f"Next Arena card: {obs['names'].get(top, '?')} ({obs['arena_deck_count']} left)",
                           "tiny", p.text_muted, (ARENA.right - 10, ARENA.top + 6), anchor="topright")
            self.hit(r, top, "arena_deck")
            self.face(top)
        if obs["phase"] == "draft":
            self._draw_draft(surface, obs)
            return
        n = obs["seats_count"]
        lane_h = (ARENA.height - 26) // n
        for s in range(n):
            lane = pygame.Rect(ARENA.left + 6, ARENA.top + 24 + s * lane_h, ARENA.width - 12, lane_h - 4)
            self.rects[("lane", s)] = self.app.layout.rect(lane)
            name = "You" if s == self.viewer else self.session.seat_name(s)
            self._icons(surface, [(f"seat_{s % 6 + 1}", name)], (lane.left + 6, lane.top + 12), px=16, role="card",
                        max_width=94)
            self._icons(surface, [("icon_bloodlust", f"Bloodlust {obs['seats'][s]['bloodlust']}")],
                        (lane.left + 6, lane.top + 31), px=14, colour=p.text_muted, max_width=94)
            x = lane.left + 104
            tw = 124
            for gid in obs["seats"][s]["arena"]:
                if x + tw > lane.right:
                    break
                self._gladiator(surface, gid, pygame.Rect(x, lane.top + 3, tw, lane.height - 6), s, obs)
                x += tw + 6

    def _draw_draft(self, surface, obs):
        """The Champion draft: each Champion in the pool as its level-1 card (click to pick)."""
        from ..forglory_text import CONTENT

        layout, p = self.app.layout, self.app.theme.palette
        pygame.draw.rect(surface, (46, 42, 50), layout.rect(ARENA.inflate(-12, -30).move(0, 8)),
                         border_radius=layout.length(6))
        self._text(surface, "Champion draft: the pool", "small", p.text, (ARENA.left + 20, ARENA.top + 30))
        x = ARENA.left + 20
        for champ in obs["draft_pool"]:
            levels = CONTENT.champions.get(champ, []) if CONTENT is not None else []
            name = levels[0] if levels else champ
            r = pygame.Rect(x, ARENA.top + 60, 120, 168)
            face = self._face(None, name, r.width, r.height, detail=True)
            rect = layout.rect(r)
            surface.blit(face, rect)
            self.hit(rect, champ, "draft")
            x += 132

    def _gladiator(self, surface, gid, r, owner, obs):
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        name = obs["names"].get(gid, "?")
        d = card_def(name)
        exhausted = gid in obs["exhausted"]
        rect = layout.rect(r)
        surface.blit(art.panel(rect.size, corner=layout.length(7)), rect)
        self._icons(surface, [("icon_gladiator", name)], (r.left + 5, r.top + 11), px=14, role="card",
                    colour=p.text if not exhausted else p.text_muted, max_width=r.width - 10, gap=0)
        stats = obs.get("stats", {}).get(gid) or ((d.attack, d.health, d.agility) if d is not None else None)
        if stats is not None:  # the engine's current values: static bonuses included
            attack, health, agility = stats
            self._icons(surface, [("icon_attack", str(attack)), ("icon_health", str(health)),
                                  ("icon_agility", str(agility))], (r.left + 5, r.top + 27), px=13, gap=7,
                        max_width=r.width - 10)
        dmg = obs["damage"].get(gid, 0)
        assigned = obs["assigned"].get(gid, 0)
        bless = obs["blessings"].get(gid, 0)
        if r.height >= 46:
            row = []
            if dmg or assigned:
                row.append(("icon_damage", f"{dmg}" + (f"+{assigned}" if assigned else "")))
            if bless:
                row.append(("icon_blessing", str(bless)))
            row.append(("icon_exhausted", "Exhausted") if exhausted else ("icon_ready", "Ready"))
            self._icons(surface, row, (r.left + 5, r.top + 42), px=13, gap=5, max_width=r.width - 10,
                        colour=p.text_muted if exhausted else p.text)
        if exhausted:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 70))
            surface.blit(veil, rect)
        self.face(gid)
        self.hit(rect, gid, f"arena:{owner}")

    def _draw_supply(self, surface, obs):
        p = self.app.theme.palette
        gw = SUPPLY.width // 3
        for i, deck in enumerate(("economy", "gladiator", "training")):
            pile = obs["supply"][deck]
            x0 = SUPPLY.left + i * gw + 8
            self._icons(surface, [(BACK, f"{DECK_LABEL[deck]} deck · {pile['deck_count']} left")],
                        (x0, SUPPLY.top + 13), px=16, colour=p.accent, max_width=gw - 16)
            for j, cid in enumerate(pile["row"]):
                r = (x0 + j * 78, SUPPLY.top + 22, 74, 112)
                if cid is None:
                    self._panel(surface, r, fill=(34, 31, 37))
                    continue
                self._card(surface, cid, r, "supply", detail=False)

    def _draw_prompt(self, surface, obs):
        p = self.app.theme.palette
        d = self.session.decision
        if self.replaying:
            text = f"Replay: decision {self.replay_index} of {len(self.replay_actions)}  ·  Space plays, " \
                   "Left / Right step, Esc menu"
            colour = p.text
        elif d is None:
            text, colour = "The game is over.", p.accent
        elif self.my_turn():
            text, colour = d.prompt, (p.accent if d.kind in ("reaction", "pierce_return") else p.text)
        elif self.controllers[d.seat] is not None and self.controllers[d.seat].is_bot:
            dots = "." * (1 + int(self.time * 3) % 3)
            text, colour = f"{self.session.seat_name(d.seat)} is thinking{dots}", p.text_muted
        else:
            text, colour = f"Waiting for {self.session.seat_name(d.seat)}.", p.text_muted
        layout, theme = self.app.layout, self.app.theme
        lines = theme.wrap(text, "small", layout.length(570), layout)[:2]
        y = PROMPT.top + 6
        for line in lines:
            self._text(surface, line, "small", colour, (PROMPT.left + 12, y))
            y += 20
        if self.message:
            msg, _, bad = self.message
            for line in theme.wrap(msg, "tiny", layout.length(570), layout)[:2]:
                self._text(surface, line, "tiny", p.bad if bad else p.warn, (PROMPT.left + 12, y + 2))
                y += 16

    def _draw_hand(self, surface, obs):
        p = self.app.theme.palette
        if self.viewer is None:
            self._text(surface, "Watching as a spectator: every hand is hidden.", "body", p.text_muted,
                       (HAND.centerx, HAND.centery), anchor="center")
            return
        hand = obs["seats"][self.viewer].get("hand", [])
        self._text(surface, f"Your hand ({len(hand)})", "tiny", p.text_muted, (HAND.left + 2, HAND.top - 2))
        if not hand:
            return
        cw, ch = 104, 138
        step = min(cw + 8, (HAND.width - cw) // max(1, len(hand) - 1)) if len(hand) > 1 else cw
        x = HAND.left
        hovered = self.hover[0] if self.hover else None
        for cid in hand:
            lift = 8 if cid == hovered else 0
            self._card(surface, cid, (x, HAND.top + 14 - lift, cw, ch), "hand", detail=True)
            x += step

    def _draw_me(self, surface, obs):
        p = self.app.theme.palette
        area = ME if self.show_log else pygame.Rect(ME.left, ME.top, ME.width, 666)
        if self.viewer is None:
            self._panel(surface, area)
            self._text(surface, "Spectator", "button", p.text, (area.left + 12, area.top + 8))
            self._text(surface, "Every hand and Reserve is hidden.", "tiny", p.text_muted,
                       (area.left + 12, area.top + 44))
            return
        s = self.viewer
        info = obs["seats"][s]
        d = self.session.decision
        active = d is not None and d.seat == s
        rect = self._panel(surface, area, edge=p.accent if active else None, width=2 if active else 1)
        self.rects[("seat", s)] = rect
        marker = art.seat_marker(s, self.app.layout.length(22))
        surface.blit(marker, marker.get_rect(center=self.app.layout.point((area.left + 22, area.top + 22))))
        self._text(surface, f"{self.session.seat_name(s)} (you)", "button", p.accent if active else p.text,
                   (area.left + 38, area.top + 6), max_width=area.width - 50)
        y = area.top + 50
        self._icons(surface, [("icon_coin", f"{info['coins']} Coin"), ("icon_bloodlust", f"Bloodlust {info['bloodlust']}")],
                    (area.left + 12, y), px=20, role="small", gap=14, max_width=area.width - 24)
        y += 23
        self._icons(surface, [("icon_influence", f"Influence used {info['required']} of {info['influence']}")],
                    (area.left + 12, y), px=20, role="small", max_width=area.width - 24)
        y += 23
        self._icons(surface, [(BACK, f"Deck {info['deck_count']}")], (area.left + 12, y), px=20, role="small")
        self.rects[("deck", s)] = self.app.layout.rect((area.left + 12, y - 10, 60, 20))
        y += 12
        badges = self._seat_badge_icons(s, obs)
        if badges:
            self._icons(surface, badges, (area.left + 12, y + 9), px=16, colour=p.warn, max_width=area.width - 24)
        # the discard button sits at (1016, 150); the Reserve, face up to its owner only
        y = area.top + 138
        reserve = info.get("reserve", [])
        self._text(surface, f"Reserve ({len(reserve)})", "tiny", p.text_muted, (area.left + 12, y))
        x, y = area.left + 12, y + 17
        for cid in reserve[:6]:
            if x + 78 > area.right - 8:
                x, y = area.left + 12, y + 22
            self._chip(surface, cid, (x, y, 78, 20), "reserve", obs)
            x += 82
        y = area.top + 200 if len(reserve) <= 3 else area.top + 222
        villa = info["villa"]
        self._text(surface, f"Villa ({len(villa)}; exhausted Patrons turned sideways)", "tiny", p.text_muted,
                   (area.left + 12, y), max_width=area.width - 24)
        x, y = area.left + 12, y + 18
        cards_fit = sum(68 if c in obs["exhausted"] else 50 for c in villa) + 6 * len(villa) <= area.width - 20
        for cid in villa:
            ex = cid in obs["exhausted"]
            if cards_fit and area.bottom - y >= 90:
                self._card(surface, cid, (x + 9, y, 50, 68) if ex else (x, y, 50, 68), "villa", exhausted=ex,
                           rotate=ex)
                x += (68 if ex else 50) + 6
                continue
            if x + 118 > area.right - 4:  # many cards: labelled chips, two columns
                x, y = area.left + 12, y + 22
            if y + 20 > area.bottom - 20:
                break
            self._chip(surface, cid, (x, y, 118, 20), "villa", obs)
            x += 122
        stack = info.get("champion_stack") or []
        if stack:
            nd = card_def(obs["names"].get(stack[0]))
            if nd is not None:
                self._text(surface, f"Next Champion level: {nd.name} (cost {nd.cost})", "tiny", p.text_muted,
                           (area.left + 12, area.bottom - 18), max_width=area.width - 24)
                self.face(stack[0])

    def _draw_log(self, surface):
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        lines = self.log_lines()
        width = layout.length(LOG.width - 20)
        key = (len(lines), id(lines), layout.scale)
        if getattr(self, "_wrap_key", None) != key:
            wrapped = []
            for line in lines[-60:]:
                wrapped.extend(theme.wrap(line, "tiny", width, layout))
            self._wrap_key, self._wrapped = key, wrapped
        wrapped = self._wrapped
        rows = (LOG.height - 30) // 16
        self.log_scroll = min(self.log_scroll, max(0, len(wrapped) - rows))
        end = len(wrapped) - self.log_scroll
        shown = wrapped[max(0, end - rows):end]
        y = LOG.top + 26
        for line in shown:
            self._text(surface, line, "tiny", p.text, (LOG.left + 10, y))
            y += 16

    def _draw_highlights(self, surface):
        layout, p = self.app.layout, self.app.theme.palette
        targets = self.targets()
        hovered = self.hover[0] if self.hover else None
        pulse = 2 + int(2 * (1 + math.sin(self.time * 6)))
        for t in targets:
            rect = self.rects.get(t)
            if rect is not None:
                width = layout.length(5 if t == hovered else pulse)
                pygame.draw.rect(surface, p.focus, rect.inflate(layout.length(6), layout.length(6)), width=width,
                                 border_radius=layout.length(8))
        d = self.session.decision
        if not targets and self.menu is None and d is not None and d.kind in ("attack_target", "influence_discard", "reaction") \
                and self.my_turn():
            # the decision itself is a choice of target: every legal one is outlined
            for a in self.legal():
                rect = self.rects.get(_subject(a))
                if rect is not None:
                    pygame.draw.rect(surface, p.focus, rect.inflate(layout.length(6), layout.length(6)),
                                     width=layout.length(5 if _subject(a) == hovered else pulse),
                                     border_radius=layout.length(8))
        if not targets and hovered is not None and self.menu is None and hovered in self.rects:
            if any(_subject(a) == hovered for a in self.legal()):
                pygame.draw.rect(surface, p.accent, self.rects[hovered].inflate(layout.length(6), layout.length(6)),
                                 width=layout.length(3), border_radius=layout.length(8))

    def _draw_anims(self, surface):
        layout, theme = self.app.layout, self.app.theme
        for a in self.anims:
            t = a.progress(self.time)
            if self.time < a.start:
                continue
            if a.kind == "banner":
                alpha = 1 - abs(2 * t - 1) ** 3
                rect = layout.rect((340, 300, 600, 80))
                band = pygame.Surface(rect.size, pygame.SRCALPHA)
                band.fill((20, 18, 22, int(220 * alpha)))
                surface.blit(band, rect)
                image = theme.text(a.text, "title", a.colour, layout).copy()
                image.set_alpha(int(255 * alpha))
                surface.blit(image, image.get_rect(center=rect.center))
                continue
            rect = self.rects.get(a.thing)
            if rect is None:
                continue
            if a.kind == "flash":
                w = max(1, layout.length(6 * (1 - t)))
                pygame.draw.rect(surface, a.colour, rect.inflate(layout.length(10 * t), layout.length(10 * t)),
                                 width=w, border_radius=layout.length(8))
            elif a.kind == "float":
                image = theme.text(a.text, "body", a.colour, layout).copy()
                image.set_alpha(int(255 * (1 - t * t)))
                box = image.get_rect(center=(rect.centerx, rect.centery - layout.length(30 * t)))
                box.clamp_ip(surface.get_rect())
                shadow = box.inflate(layout.length(12), layout.length(4))
                veil = pygame.Surface(shadow.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, int(150 * (1 - t * t))))
                surface.blit(veil, shadow)
                surface.blit(image, box)
            elif a.kind == "slide":
                dest = self.rects.get(a.to)
                if dest is None:
                    continue
                x = rect.centerx + (dest.centerx - rect.centerx) * t
                y = rect.centery + (dest.centery - rect.centery) * t
                size = (layout.length(40), layout.length(56))
                r = pygame.Rect(0, 0, *size)
                r.center = (round(x), round(y))
                surface.blit(art.image(BACK, r.size), r)

    def _draw_zoom(self, surface):
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        surface.fill(p.veil, special_flags=pygame.BLEND_RGB_MULT)
        r = pygame.Rect(640 - 150, 110, 300, 420)
        face = self._face(None, self.zoom, r.width, r.height, detail=True)
        surface.blit(face, layout.rect(r))
        self._text(surface, "Click or press any key to close", "small", p.text_muted, (640, 560), anchor="center")


class _NoDef:
    type = ""


def _subject(action):
    from ..picker import subject

    return subject(action)


def _veil(surface, rect, alpha: int) -> None:
    """Darken ``rect`` of a card face (text over art stays readable)."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((16, 12, 10, alpha))
    surface.blit(shade, rect)


def _stat_icons(d) -> list[tuple[str, str]]:
    """A card's numbers as (icon, value) pairs for the strip over its art."""
    if d.type == "income":
        return [("coin", f"+{d.value}")]
    if d.type == "patron":
        return [("influence", f"+{d.influence}")]
    if d.type == "gladiator":
        return [("attack", str(d.attack)), ("health", str(d.health)), ("agility", str(d.agility)),
                ("bloodlust", str(d.bloodlust)), ("influence", str(d.influence))]
    return []


def _stats_line(d) -> str:
    if d.type == "income":
        return f"+{d.value} Coin"
    if d.type == "patron":
        return f"+{d.influence} Influence"
    if d.type == "gladiator":
        return f"A{d.attack} H{d.health} Ag{d.agility} B{d.bloodlust} I{d.influence}"
    if d.type == "boast" and d.boast_value:
        return f"Boast {d.boast_value}"
    return ""


class PileScene(OverlayScene):
    """A browsable list of a pile's cards; hover one for its full text."""

    panel = pygame.Rect(340, 80, 600, 560)

    def __init__(self, app, title: str, names: list[str]):
        super().__init__(app)
        p = app.theme.palette
        from ..widgets import Label

        self.widgets.add(Label((self.panel.left + 30, self.panel.top + 16, self.panel.width - 60, 44), title,
                               role="heading", colour=p.accent))
        cols, w, h = 2, 260, 34
        for i, name in enumerate(names[:24]):
            col, row = i % cols, i // cols
            self.widgets.add(Button((self.panel.left + 30 + col * (w + 20), self.panel.top + 70 + row * (h + 4), w, h),
                                    name, None, role="card", tooltip=card_text(name)))
        if not names:
            self.widgets.add(Label((self.panel.left + 30, self.panel.top + 80, self.panel.width - 60, 40),
                                   "Empty.", colour=p.text_muted))
        self.close_button = self.widgets.add(Button((self.panel.centerx - 90, self.panel.bottom - 60, 180, 44),
                                                    "Close", self.back))
        self.widgets.focus(self.close_button, by_keyboard=False)
