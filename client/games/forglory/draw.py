"""FrameDrawing: the frame of the For Glory table.

A part of ``ForGloryTable`` (``table.frame_drawing``): ``draw`` (the order the regions are drawn
in, the card tables' frame of ``client/table/cardframe.py``), the static layer (backdrop and
fixed panels), the top bar, the prompt bar, the log, and what lies over everything: the
highlights of legal targets, the animations, the zoomed card. It draws with the table's pen
(``pen.py``); the regions of the seats and of the hand are their own parts.
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import language

from ... import art
from ...table.cardframe import draw_anims, draw_card_table, draw_log, static_layer
from ...table.picker import subject
from .faces import BACK
from .layout import ARENA, LOG, PHASE_LABEL, PICK_KEYS, PROMPT, PROMPT_TEXT_WIDTH, STEP_LABEL, SUPPLY
from .text import _, card_def, ngettext


class FrameDrawing:
    """The frame, the bars and the overlays of one ``ForGloryTable``."""

    def __init__(self, table):
        self.table = table

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        table.pen.overflow = []  # the words this frame could not show whole (a test holds it empty)
        table.guide.forget_other_viewers_message()
        draw_card_table(table, surface, self.draw_middle)

    def draw_middle(self, surface, obs) -> None:
        table = self.table
        table.seats_drawing.draw_others(surface, obs)
        table.seats_drawing.draw_arena(surface, obs)
        table.hand_drawing.draw_supply(surface, obs)
        self.draw_prompt(surface, obs)
        table.hand_drawing.draw_hand(surface, obs)
        table.hand_drawing.draw_me(surface, obs)

    def static_layer(self, surface) -> pygame.Surface:
        """Backdrop, top bar and the fixed panels, drawn once per window size."""
        table = self.table
        n = table.observation()["seats_count"]
        key = (surface.get_size(), table.app.layout.scale, n, table.show_log, language())
        return static_layer(table, surface, key, lambda layer: self.fixed_panels(layer, n), LOG,
                            _("Game log (L hides, wheel scrolls)"))

    def fixed_panels(self, layer, n: int) -> None:
        """The Arena (a lane per seat), the Supply and the prompt's panels."""
        table = self.table
        layout, p = table.app.layout, table.app.theme.palette
        for region in (ARENA, SUPPLY, PROMPT):
            table.pen.panel(layer, region)
        table.pen.text(layer, _("Arena"), "small", p.accent, (ARENA.left + 10, ARENA.top + 4))
        lane_h = (ARENA.height - 26) // n
        for s in range(n):
            lane = pygame.Rect(ARENA.left + 6, ARENA.top + 24 + s * lane_h, ARENA.width - 12, lane_h - 4)
            pygame.draw.rect(layer, (46, 42, 50), layout.rect(lane), border_radius=layout.length(6))

    # primitives
    # regions
    def draw_top(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        d = table.session.decision
        phase = _(PHASE_LABEL[obs["phase"]]) if obs["phase"] in PHASE_LABEL else obs["phase"]
        rect = table.pen.text(surface, _("Round {round} of {rounds}  ·  {phase}").format(
                              round=obs['round'], rounds=obs['rounds'], phase=phase), "small", p.text,
                          (14, 20), anchor="midleft", max_width=330)
        if d is not None:  # the step follows the phase, never under it
            step = _(STEP_LABEL[d.kind]) if d.kind in STEP_LABEL else d.kind.replace("_", " ")
            who = _("You") if d.seat == table.viewer else table.session.seat_name(d.seat)
            x = max(300, table.app.layout.to_design(rect.midright)[0] + 16)
            table.pen.icons(surface, [(f"seat_{d.seat % 6 + 1}", f"{who}: {step}")], (x, 20), px=18, role="small",
                        colour=p.accent, max_width=600 - x)
        cf = obs["crowds_favor"]
        boasts = obs["boasts"]
        bd = card_def(obs["names"].get(boasts[-1])) if boasts else None
        boast = _("Top Boast {n}").format(n=bd.boast_value) if bd is not None and bd.boast_value \
            else _("No Boast left")
        tokens = obs["tokens_left"]
        who = table.session.seat_name(cf)
        tokens_left = ngettext("{n} Champion token left", "{n} Champion tokens left", tokens).format(n=tokens)
        shorter = [[("token_crowds_favor", _("Crowd's Favor: {who}").format(who=who)),
                    ("token_reigning_champion", tokens_left)],
                   [("token_crowds_favor", _("Favor: {who}").format(who=who)), ("token_reigning_champion", tokens_left)],
                   [("token_crowds_favor", who), ("token_reigning_champion", _("{n} left").format(n=tokens))]]
        # the longest wording that leaves the Boast its room (the tokens' pictures say what they are)
        boast_w = table.app.theme.text(boast, "tiny", p.text, table.app.layout).get_width() / table.app.layout.scale
        items = next((i for i in shorter if table.pen.icons_fit(i, 22, 10, 1040 - 608 - boast_w - 4, shrink=1.0)),
                     shorter[-1])
        x = table.pen.icons(surface, items, (608, 20), px=22, colour=p.text_muted, role="tiny", gap=10, shrink=1.0)
        rect = table.pen.text(surface, boast, "tiny", p.text_muted, (x, 20), anchor="midleft", max_width=max(20, 1040 - x))
        if boasts:
            table.hit(rect, boasts[-1], "boast")
            table.face(boasts[-1])

    def draw_prompt(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        d = table.session.decision
        if table.replaying:
            text = _("Replay: decision {n} of {total}  ·  Space plays, Left / Right step, Esc menu").format(
                n=table.replay.index, total=len(table.replay.actions))
            colour = p.text
        elif d is None:
            text, colour = _("The game is over."), p.accent
        elif table.my_turn():
            text, colour = table.turns.named(table.guide.prompt_text(d)), (p.accent if d.kind in ("reaction", "pierce_return") else p.text)
        else:  # who the game waits for: a named person or a bot (``TableTurns.waiting_words``)
            text, colour = table.turns.waiting_words(), p.text_muted
        if d is not None and d.kind == "reaction" and not table.my_turn() and not table.replaying:
            window = table.guide.window_text()  # everyone sees who is attacked, by whom, for how much
            text += "  " + _("Reaction Window: {what}").format(what=window) if window else ""

        # small type while it fits the rows left by the message, else the tiny type's extra row
        layout = table.app.layout
        role, row_h, rows = "small", 20, 2 if table.message else 3
        if len(table.app.theme.wrap(text, role, layout.length(PROMPT_TEXT_WIDTH), layout)) > rows:
            role, row_h, rows = "tiny", 16, 2 if table.message else 4
        y = PROMPT.top + 6
        for line in table.pen.wrap_rows(text, role, PROMPT_TEXT_WIDTH, rows):
            table.pen.text(surface, line, role, colour, (PROMPT.left + 12, y))
            y += row_h
        if table.message:
            msg, _said, bad = table.message
            for line in table.pen.wrap_rows(msg, "tiny", PROMPT_TEXT_WIDTH, 2):
                table.pen.text(surface, line, "tiny", p.bad if bad else p.warn, (PROMPT.left + 12, y + 2))
                y += 16

    def draw_log(self, surface):
        draw_log(self.table, surface, LOG)

    def draw_highlights(self, surface):
        table = self.table
        layout, p = table.app.layout, table.app.theme.palette
        targets = table.picking.targets()
        hovered = table.input.hover[0] if table.input.hover else None
        pulse = 2 + int(2 * (1 + math.sin(table.time * 6)))
        for t in targets:
            rect = table.rects.get(t)
            if rect is not None:
                width = layout.length(5 if t == hovered else pulse)
                pygame.draw.rect(surface, p.focus, rect.inflate(layout.length(6), layout.length(6)), width=width,
                                 border_radius=layout.length(8))
        d = table.session.decision
        if not targets and table.picking.menu is None and d is not None and d.kind in ("attack_target", "influence_discard", "reaction") \
                and table.my_turn():
            # the decision itself is a choice of target: every legal one is outlined
            for a in table.legal():
                rect = table.rects.get(_subject(a))
                if rect is not None:
                    pygame.draw.rect(surface, p.focus, rect.inflate(layout.length(6), layout.length(6)),
                                     width=layout.length(5 if _subject(a) == hovered else pulse),
                                     border_radius=layout.length(8))
        if not targets and hovered is not None and table.picking.menu is None and hovered in table.rects:
            if any(_subject(a) == hovered for a in table.legal()):
                pygame.draw.rect(surface, p.accent, table.rects[hovered].inflate(layout.length(6), layout.length(6)),
                                 width=layout.length(3), border_radius=layout.length(8))

    def draw_anims(self, surface):
        draw_anims(self.table, surface, (340, 300, 600, 80), slide=self.slide)

    def slide(self, surface, a, rect, t):
        """A card's back sliding from ``rect`` to the thing ``a.to`` names."""
        table = self.table
        dest = table.rects.get(a.to)
        if dest is None:
            return
        layout = table.app.layout
        x = rect.centerx + (dest.centerx - rect.centerx) * t
        y = rect.centery + (dest.centery - rect.centery) * t
        size = (layout.length(40), layout.length(56))
        r = pygame.Rect(0, 0, *size)
        r.center = (round(x), round(y))
        surface.blit(art.image(BACK, r.size), r)

    def draw_zoom(self, surface):
        table = self.table
        layout, theme = table.app.layout, table.app.theme
        p = theme.palette
        surface.fill(p.veil, special_flags=pygame.BLEND_RGB_MULT)
        r = pygame.Rect(640 - 150, 110, 300, 420)
        face = table.pen.face(table.zoom, r.width, r.height, detail=True)
        surface.blit(face, layout.rect(r))
        table.pen.text(surface, _("Click or press any key to close"), "small", p.text_muted, (640, 560), anchor="center")



def _subject(action):
    return subject(action, PICK_KEYS)
