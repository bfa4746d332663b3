"""FrameDrawing: the frame of the For Glory table and its drawing primitives.

A mixin of ``ForGloryTable``: ``draw_table`` (the order the parts are drawn in), the static
layer (backdrop and fixed panels), the primitives every part uses (panel, icons, text, card
face, card), the top bar, the prompt bar, the log, and what lies over everything: the
highlights of legal targets, the animations, the zoomed card.
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import language

from ... import art, paint
from ...table.cardframe import draw_anims, draw_card_table, draw_log, static_layer
from ...table.picker import subject
from .faces import BACK, fitted_width, render_face
from .layout import ARENA, LOG, PHASE_LABEL, PICK_KEYS, PROMPT, PROMPT_TEXT_WIDTH, STEP_LABEL, SUPPLY
from .text import _, card_def, ngettext


class FrameDrawing:
    """Mixin for ``ForGloryTable``: the frame, the primitives and the overlays."""

    def draw_table(self, surface: pygame.Surface) -> None:
        self.overflow = []  # the words this frame could not show whole (a test holds it empty)
        self.forget_other_viewers_message()
        draw_card_table(self, surface, self._draw_middle)

    def _draw_middle(self, surface, obs) -> None:
        self.seats_drawing.draw_others(surface, obs)
        self.seats_drawing.draw_arena(surface, obs)
        self.hand_drawing.draw_supply(surface, obs)
        self._draw_prompt(surface, obs)
        self.hand_drawing.draw_hand(surface, obs)
        self.hand_drawing.draw_me(surface, obs)

    def _static_layer(self, surface) -> pygame.Surface:
        """Backdrop, top bar and the fixed panels, drawn once per window size."""
        n = self.observation()["seats_count"]
        key = (surface.get_size(), self.app.layout.scale, n, self.show_log, language())
        return static_layer(self, surface, key, lambda layer: self._fixed_panels(layer, n), LOG,
                            _("Game log (L hides, wheel scrolls)"))

    def _fixed_panels(self, layer, n: int) -> None:
        """The Arena (a lane per seat), the Supply and the prompt's panels."""
        layout, p = self.app.layout, self.app.theme.palette
        for region in (ARENA, SUPPLY, PROMPT):
            self._panel(layer, region)
        self._text(layer, _("Arena"), "small", p.accent, (ARENA.left + 10, ARENA.top + 4))
        lane_h = (ARENA.height - 26) // n
        for s in range(n):
            lane = pygame.Rect(ARENA.left + 6, ARENA.top + 24 + s * lane_h, ARENA.width - 12, lane_h - 4)
            pygame.draw.rect(layer, (46, 42, 50), layout.rect(lane), border_radius=layout.length(6))

    # primitives
    def _panel(self, surface, design_rect, *, edge=None, fill=None, width=1):
        """A panel in the one frame style (panel_bronze); ``edge`` adds a ring (the active seat)."""
        return paint.panel(self.app, surface, design_rect, edge=edge, fill=fill, width=width)

    def _icons(self, surface, items, pos, *, px=16, role="tiny", colour=None, max_width=None, gap=8,
               shrink=0.75) -> int:
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
                r = self._text(surface, text, role, colour, (x, y), anchor="midleft", shrink=shrink,
                               max_width=None if right is None else max(8, right - x))
                x = layout.to_design(r.topright)[0]
            x += gap
        return x

    def _icons_fit(self, items, px, gap, max_width, role="tiny", shrink=0.75) -> bool:
        """True when ``_icons`` would show every item of ``items`` whole in ``max_width`` design px
        (the same steps as ``_icons``, measured instead of drawn)."""
        layout = self.app.layout
        x, right = 0.0, max_width
        for _sprite, text in items:
            if x + px > right:
                return False
            x += layout.length(px) / layout.scale + 3
            if text:
                room = max(8, right - x)
                if not self._fits(text, role, room, shrink):
                    return False
                x += fitted_width(self.app.theme, text, role, layout, layout.length(room), shrink) / layout.scale
            x += gap
        return True

    def _text(self, surface, text, role, colour, pos, *, anchor="topleft", max_width=None, shrink=0.75):
        if max_width is not None and not self._fits(text, role, max_width, shrink):
            self._overflowed(text)
        return paint.text(self.app, surface, text, role, colour, pos, anchor=anchor, max_width=max_width, shrink=shrink)

    def _fits(self, text, role, max_width, shrink=0.75) -> bool:
        """True when ``text`` fits ``max_width`` design px whole, the type shrunk at most to ``shrink``."""
        layout = self.app.layout
        room = layout.length(max_width)
        return fitted_width(self.app.theme, text, role, layout, room, shrink) <= room

    def _overflowed(self, text) -> None:
        overflow = getattr(self, "overflow", None)
        if overflow is not None:
            overflow.append(text)

    def _wrap_rows(self, text, role, width, rows) -> list[str]:
        """``text`` wrapped to ``width`` design px, at most ``rows`` lines (more is noted as overflow)."""
        layout = self.app.layout
        lines = self.app.theme.wrap(text, role, layout.length(width), layout)
        if len(lines) > rows:
            self._overflowed(text)
        return lines[:rows]

    def _face_problems(self, name: str, w: int, h: int, detail: bool) -> list:
        """What the face of ``name`` at ``w`` x ``h`` could not show whole (rendered once, cached)."""
        key = (name, w, h, detail, self.app.layout.scale, language())
        if ("problems",) + key not in self._faces:
            overflow, self.overflow = getattr(self, "overflow", None), None
            self._face(None, name, w, h, detail=detail)
            self.overflow = overflow
        return self._faces.get(("problems",) + key, [])

    def _face(self, cid, name: str, w: int, h: int, *, detail: bool) -> pygame.Surface:
        """A card face (``faces.render_face``), cached per name and size."""
        layout = self.app.layout
        key = (name, w, h, detail, layout.scale, language())
        surf = self._faces.get(key)
        if surf is None:
            if len(self._faces) > 400:
                self._faces.clear()
            problems: list[str] = []
            surf = self._faces[key] = render_face(self.app.theme, layout, name, w, h, detail=detail,
                                                  problems=problems)
            self._faces[("problems",) + key] = problems
        for problem in self._faces.get(("problems",) + key, ()):
            self._overflowed(problem)
        return surf

    def _card(self, surface, cid, design_rect, zone, *, detail=False):
        layout = self.app.layout
        name = self.card_name(cid) or "?"
        r = pygame.Rect(design_rect)
        if detail and self._face_problems(name, r.width, r.height, True):
            detail = False  # too narrow for its whole text: name, kind and numbers (hover for the text)
        face = self._face(cid, name, r.width, r.height, detail=detail)
        rect = layout.rect(r)
        surface.blit(face, rect)
        self.face(cid)
        self.hit(rect, cid, zone)
        return rect

    # regions
    def _draw_top(self, surface, obs):
        p = self.app.theme.palette
        d = self.session.decision
        phase = _(PHASE_LABEL[obs["phase"]]) if obs["phase"] in PHASE_LABEL else obs["phase"]
        rect = self._text(surface, _("Round {round} of {rounds}  ·  {phase}").format(
                              round=obs['round'], rounds=obs['rounds'], phase=phase), "small", p.text,
                          (14, 20), anchor="midleft", max_width=330)
        if d is not None:  # the step follows the phase, never under it
            step = _(STEP_LABEL[d.kind]) if d.kind in STEP_LABEL else d.kind.replace("_", " ")
            who = _("You") if d.seat == self.viewer else self.session.seat_name(d.seat)
            x = max(300, self.app.layout.to_design(rect.midright)[0] + 16)
            self._icons(surface, [(f"seat_{d.seat % 6 + 1}", f"{who}: {step}")], (x, 20), px=18, role="small",
                        colour=p.accent, max_width=600 - x)
        cf = obs["crowds_favor"]
        boasts = obs["boasts"]
        bd = card_def(obs["names"].get(boasts[-1])) if boasts else None
        boast = _("Top Boast {n}").format(n=bd.boast_value) if bd is not None and bd.boast_value \
            else _("No Boast left")
        tokens = obs["tokens_left"]
        who = self.session.seat_name(cf)
        tokens_left = ngettext("{n} Champion token left", "{n} Champion tokens left", tokens).format(n=tokens)
        shorter = [[("token_crowds_favor", _("Crowd's Favor: {who}").format(who=who)),
                    ("token_reigning_champion", tokens_left)],
                   [("token_crowds_favor", _("Favor: {who}").format(who=who)), ("token_reigning_champion", tokens_left)],
                   [("token_crowds_favor", who), ("token_reigning_champion", _("{n} left").format(n=tokens))]]
        # the longest wording that leaves the Boast its room (the tokens' pictures say what they are)
        boast_w = self.app.theme.text(boast, "tiny", p.text, self.app.layout).get_width() / self.app.layout.scale
        items = next((i for i in shorter if self._icons_fit(i, 22, 10, 1040 - 608 - boast_w - 4, shrink=1.0)),
                     shorter[-1])
        x = self._icons(surface, items, (608, 20), px=22, colour=p.text_muted, role="tiny", gap=10, shrink=1.0)
        rect = self._text(surface, boast, "tiny", p.text_muted, (x, 20), anchor="midleft", max_width=max(20, 1040 - x))
        if boasts:
            self.hit(rect, boasts[-1], "boast")
            self.face(boasts[-1])

    def _draw_prompt(self, surface, obs):
        p = self.app.theme.palette
        d = self.session.decision
        if self.replaying:
            text = _("Replay: decision {n} of {total}  ·  Space plays, Left / Right step, Esc menu").format(
                n=self.replay.index, total=len(self.replay.actions))
            colour = p.text
        elif d is None:
            text, colour = _("The game is over."), p.accent
        elif self.my_turn():
            text, colour = self.named(self.prompt_text(d)), (p.accent if d.kind in ("reaction", "pierce_return") else p.text)
        else:  # who the game waits for: a named person or a bot (``TableTurns.waiting_words``)
            text, colour = self.waiting_words(), p.text_muted
        if d is not None and d.kind == "reaction" and not self.my_turn() and not self.replaying:
            window = self.window_text()  # everyone sees who is attacked, by whom, for how much
            text += "  " + _("Reaction Window: {what}").format(what=window) if window else ""

        # small type while it fits the rows left by the message, else the tiny type's extra row
        layout = self.app.layout
        role, row_h, rows = "small", 20, 2 if self.message else 3
        if len(self.app.theme.wrap(text, role, layout.length(PROMPT_TEXT_WIDTH), layout)) > rows:
            role, row_h, rows = "tiny", 16, 2 if self.message else 4
        y = PROMPT.top + 6
        for line in self._wrap_rows(text, role, PROMPT_TEXT_WIDTH, rows):
            self._text(surface, line, role, colour, (PROMPT.left + 12, y))
            y += row_h
        if self.message:
            msg, _said, bad = self.message
            for line in self._wrap_rows(msg, "tiny", PROMPT_TEXT_WIDTH, 2):
                self._text(surface, line, "tiny", p.bad if bad else p.warn, (PROMPT.left + 12, y + 2))
                y += 16

    def log_window(self, width_px: int, rows: int) -> list[str]:
        """The whole game's log wrapped to ``width_px`` (only new sentences are wrapped as it
        grows), cut to the ``rows`` lines the wheel has scrolled to: it scrolls back to the first
        line of the game, past every round."""
        layout, theme = self.app.layout, self.app.theme
        lines = self.log_lines()
        key = (self._log_cache[0], layout.scale, width_px)
        done, wrapped = (0, []) if getattr(self, "_log_wrap_key", None) != key else self._log_wrap
        if done > len(lines):
            done, wrapped = 0, []
        if done < len(lines):
            wrapped = list(wrapped)
            for line in lines[done:]:
                wrapped.extend(theme.wrap(line, "tiny", width_px, layout))
        self._log_wrap_key, self._log_wrap = key, (len(lines), wrapped)
        self.log_scroll = min(self.log_scroll, max(0, len(wrapped) - rows))
        end = len(wrapped) - self.log_scroll
        return wrapped[max(0, end - rows):end]

    def scroll_log(self, steps: int) -> None:
        """The wheel: three lines a notch (a whole game is long)."""
        self.log_scroll = max(0, self.log_scroll + 3 * steps)

    def _draw_log(self, surface):
        draw_log(self, surface, LOG)

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
        draw_anims(self, surface, (340, 300, 600, 80), slide=self._slide)

    def _slide(self, surface, a, rect, t):
        """A card's back sliding from ``rect`` to the thing ``a.to`` names."""
        dest = self.rects.get(a.to)
        if dest is None:
            return
        layout = self.app.layout
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
        self._text(surface, _("Click or press any key to close"), "small", p.text_muted, (640, 560), anchor="center")



def _subject(action):
    return subject(action, PICK_KEYS)
