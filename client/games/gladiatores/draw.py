"""FrameDrawing: the frame of the Gladiatores table.

A part of ``GladiatoresTable`` (``table.frame_drawing``): ``draw`` (the order the regions are
drawn in, the card tables' frame of ``client/table/cardframe.py``), the static layer, the top
bar, the prompt bar and its words, the log, and what lies over everything: the highlights of
legal things, the animations, the zoomed card. It draws with the table's pen (``pen.py``); the
rim, the middle and the hand are their own parts.
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import language

from ... import art
from ...table.cardframe import draw_anims, draw_card_table, draw_log, static_layer
from ...table.picker import subject
from .layout import ARENA, DECISION_LABEL, LOG, PHASE_LABEL, PICK_KEYS, PROMPT, RULES_AT, TAKEBACK_AT
from .ready import cards_left
from .text import _, ngettext, title, titled


class FrameDrawing:
    """The frame, the bars and the overlays of one ``GladiatoresTable``."""

    def __init__(self, table):
        self.table = table

    def draw(self, surface: pygame.Surface) -> None:
        draw_card_table(self.table, surface, self.draw_middle)

    def draw_middle(self, surface, obs) -> None:
        table = self.table
        table.ring_drawing.draw_seats(surface, obs)
        table.ring_drawing.draw_centre(surface, obs)
        self.draw_prompt(surface, obs)
        table.hand_drawing.draw_hand(surface, obs)
        table.hand_drawing.draw_me(surface, obs)

    def static_layer(self, surface) -> pygame.Surface:
        """Backdrop, top bar, the arena's sand and the fixed panels, drawn once per window size."""
        table = self.table
        key = (surface.get_size(), table.app.layout.scale, table.show_log, language())
        return static_layer(table, surface, key, self.fixed_panels, LOG, _("Game log (L hides, wheel scrolls)"))

    def fixed_panels(self, layer) -> None:
        """The arena with its sand, and the prompt's panel."""
        table = self.table
        layout = table.app.layout
        table.pen.panel(layer, ARENA)
        sand = layout.rect(ARENA.inflate(-24, -14))
        pygame.draw.ellipse(layer, (92, 74, 52), sand)
        pygame.draw.ellipse(layer, (120, 98, 68), sand.inflate(-layout.length(30), -layout.length(24)))
        table.pen.panel(layer, PROMPT)

    # -- regions -----------------------------------------------------------------------------------
    def draw_top(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        d = table.session.decision
        phase = _(PHASE_LABEL[obs["phase"]]) if obs["phase"] in PHASE_LABEL else obs["phase"]
        event = obs["event"] or ""
        head = _("Event {n} of {total}: {event}  ·  {phase}").format(n=obs['event_no'], total=obs['events_total'],
                                                                      event=title(event), phase=phase)
        rect = table.pen.text(surface, head, "small", p.text, (14, 20), anchor="midleft", max_width=420)
        table.hit(rect, ("event", event), "top")
        x = table.app.layout.to_design(rect.midright)[0] + 18
        if d is not None:
            who = _("You") if d.seat == table.viewer else table.session.seat_name(d.seat)
            step = _(DECISION_LABEL[d.kind]) if d.kind in DECISION_LABEL else d.kind.replace("_", " ")
            marker = art.seat_marker(d.seat, table.app.layout.length(18))
            surface.blit(marker, marker.get_rect(midleft=table.app.layout.point((x, 20))))
            right = table.takeback_rect[0] - 6 if table.takeback.button is not None else 790  # not under Take back
            table.pen.text(surface, f"{who}: {step}", "small", p.accent, (x + 22, 20), anchor="midleft",
                       max_width=right - x - 22)
        from .text import content

        total = content().events[event].favour if event in content().events else 0
        colour = p.warn if obs["supply"] <= 3 else p.text
        rect = table.pen.text(surface, _("Crowd favour left: {n} of {total}").format(n=obs['supply'], total=total),
                          "small", colour, (RULES_AT[0] - 10, 20), anchor="midright",
                          max_width=RULES_AT[0] - 10 - (TAKEBACK_AT[0] + TAKEBACK_AT[2] + 8))  # between the two
        table.hit(rect, ("supply", 0), "top")

    def prompt_text(self, d) -> str:
        table = self.table
        obs = table.observation()
        text = titled(d.prompt)  # the engine names combat cards in English ("BASH is played against you")
        if self.outbid_now():
            text = _("You were OUTBID: choose another gladiator now.") if d.seat == table.viewer \
                else _("{who}, you were OUTBID: choose another gladiator now.").format(who=table.session.seat_name(d.seat))
        elif table.viewer is None and d.kind in table.public_kinds:
            text = f"{table.session.seat_name(d.seat)}: {text}"  # the public view: say whose turn it is
        if d.kind == "respond" and obs["stack"]:
            text += "  " + _("Lit cards in your hand can break it.")
        if d.kind == "draw" and obs["phase"] == "ready":
            glad = obs["seats"][d.seat]["gladiator"]
            n = cards_left(table)
            text = ngettext("Ready {gladiator} for the fight: {n} combat card still to draw, each from the deck you "
                            "choose.", "Ready {gladiator} for the fight: {n} combat cards still to draw, each from the "
                            "deck you choose.", n).format(gladiator=glad, n=n)
        return text

    def outbid_now(self) -> bool:
        """True while the seat deciding a bid has just been outbid (the prompt says so, in red)."""
        table = self.table
        d = table.session.decision
        return d is not None and d.kind == "bid" and table.acting_seat() in table.observation()["market"]["outbid"]

    def draw_prompt(self, surface, obs):
        table = self.table
        p = table.app.theme.palette
        d = table.session.decision
        if table.replaying:
            text, colour = _("Replay: decision {n} of {total}  ·  Space plays, Left / Right step, Esc menu").format(
                n=table.replay.index, total=len(table.replay.actions)), p.text
        elif d is None:
            text, colour = _("The games are over."), p.accent
        elif table.my_turn():
            text = table.turns.named(self.prompt_text(d))
            colour = p.bad if self.outbid_now() else (p.accent if d.kind in ("respond", "counter_attack") else p.text)
        else:  # who the game waits for: a named person or a bot (``TableTurns.waiting_words``)
            text, colour = table.turns.waiting_words(), p.text_muted
        rows = 1 if table.message else 2
        y = table.pen.lines(surface, text, "small", colour, (PROMPT.left + 12, PROMPT.top + 6), 650, rows=rows, step=20)
        if table.message:
            msg, _said, bad = table.message
            table.pen.lines(surface, msg, "tiny", p.bad if bad else p.warn, (PROMPT.left + 12, y + 1), 650, rows=2,
                        step=15)

    def draw_log(self, surface):
        draw_log(self.table, surface, LOG)

    def lit(self) -> set:
        """The things a click would use now (outlined): subjects of the legal actions."""
        table = self.table
        if table.discarding:
            return {a.card for a in table.legal() if a.kind == "discard"}
        return {subject(a, PICK_KEYS) for a in table.legal() if a.kind not in ("discard", "pass", "decline",
                                                                              "reveal_tactics")}

    def draw_highlights(self, surface):
        table = self.table
        layout, p = table.app.layout, table.app.theme.palette
        hovered = table.input.hover[0] if table.input.hover else None
        pulse = 2 + int(2 * (1 + math.sin(table.time * 6)))
        things = table.picking.targets() if table.picking.targets() else ([] if table.picking.menu is not None else list(self.lit()))
        colour = p.focus if table.picking.targets() else p.good
        for t in things:
            rect = table.rects.get(t)
            if rect is not None:
                pygame.draw.rect(surface, p.accent if t == hovered else colour,
                                 rect.inflate(layout.length(6), layout.length(6)),
                                 width=layout.length(4 if t == hovered else pulse), border_radius=layout.length(8))

    def draw_anims(self, surface):
        draw_anims(self.table, surface, (200, 170, 600, 70), fit_banner=True, find=self.anim_target)

    def anim_target(self, seat):
        """Where an animation of ``seat`` plays: its seat box. Outside a fight the box is
        registered as ``("seat", s)``; in a fight as the bare seat, which is then also a target.
        The seat's own key goes first, because the market's price rows are bare numbers too."""
        rects = self.table.rects
        return rects.get(("seat", seat)) or rects.get(seat)

    def draw_zoom(self, surface):
        table = self.table
        p = table.app.theme.palette
        surface.fill(p.veil, special_flags=pygame.BLEND_RGB_MULT)
        table.pen.card(surface, table.zoom, (640 - 150, 100, 300, 420), "")
        table.pen.text(surface, _("Click or press any key to close"), "small", p.text_muted, (640, 560), anchor="center")

