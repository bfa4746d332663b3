"""FrameDrawing: the frame of the Gladiatores table and its drawing primitives.

A mixin of ``GladiatoresTable``: ``draw_table`` (the order the parts are drawn in), the static
layer, the primitives (panel, text, card), the top bar, the prompt bar, the log, and what lies
over everything: the highlights of legal things, the animations, the zoomed card.
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import language

from ... import art, paint
from ...table.cardframe import draw_anims, draw_card_table, draw_log, static_layer
from ...table.picker import subject
from .faces import render_face
from .layout import ARENA, DECISION_LABEL, LOG, PHASE_LABEL, PICK_KEYS, PROMPT
from .ready import cards_left
from .text import _, ngettext, titled


class FrameDrawing:
    """Mixin for ``GladiatoresTable``: the frame, the primitives and the overlays."""

    def draw_table(self, surface: pygame.Surface) -> None:
        draw_card_table(self, surface, self._draw_middle)

    def _draw_middle(self, surface, obs) -> None:
        self.ring_drawing.draw_seats(surface, obs)
        self.ring_drawing.draw_centre(surface, obs)
        self._draw_prompt(surface, obs)
        self.hand_drawing.draw_hand(surface, obs)
        self.hand_drawing.draw_me(surface, obs)

    def _static_layer(self, surface) -> pygame.Surface:
        """Backdrop, top bar, the arena's sand and the fixed panels, drawn once per window size."""
        key = (surface.get_size(), self.app.layout.scale, self.show_log, language())
        return static_layer(self, surface, key, self._fixed_panels, LOG, _("Game log (L hides, wheel scrolls)"))

    def _fixed_panels(self, layer) -> None:
        """The arena with its sand, and the prompt's panel."""
        layout = self.app.layout
        self._panel(layer, ARENA)
        sand = layout.rect(ARENA.inflate(-24, -14))
        pygame.draw.ellipse(layer, (92, 74, 52), sand)
        pygame.draw.ellipse(layer, (120, 98, 68), sand.inflate(-layout.length(30), -layout.length(24)))
        self._panel(layer, PROMPT)

    # -- primitives ------------------------------------------------------------------------------
    def _panel(self, surface, design_rect, *, edge=None, width=1, fill=None):
        return paint.panel(self.app, surface, design_rect, edge=edge, fill=fill, width=width)

    def _text(self, surface, text, role, colour, pos, *, anchor="topleft", max_width=None, shrink=0.75):
        return paint.text(self.app, surface, text, role, colour, pos, anchor=anchor, max_width=max_width, shrink=shrink)

    def _lines(self, surface, text, role, colour, pos, width, *, rows=3, step=None) -> int:
        """``text`` wrapped to ``width`` from ``pos`` (at most ``rows`` lines); the design y after it."""
        layout, theme = self.app.layout, self.app.theme
        step = step or {"tiny": 15, "card": 17, "small": 21, "body": 25}.get(role, 20)
        x, y = pos
        for line in theme.wrap(text, role, layout.length(width), layout)[:rows]:
            self._text(surface, line, role, colour, (x, y))
            y += step
        return y

    def _card(self, surface, name, design_rect, zone, *, ids=()):
        """A combat card face (cached per name and size); ``ids`` are the instances it shows."""
        layout = self.app.layout
        r = pygame.Rect(design_rect)
        key = (name, r.width, r.height, layout.scale, language())
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) > 200:
                self._faces.clear()
            face = self._faces[key] = render_face(self.app.theme, layout, name, r.width, r.height)
        rect = layout.rect(r)
        surface.blit(face, rect)
        for cid in ids:
            self.face(cid)
        if zone:
            self.hit(rect, name, zone)
        return rect

    # -- regions -----------------------------------------------------------------------------------
    def _draw_top(self, surface, obs):
        p = self.app.theme.palette
        d = self.session.decision
        phase = _(PHASE_LABEL[obs["phase"]]) if obs["phase"] in PHASE_LABEL else obs["phase"]
        event = obs["event"] or ""
        head = _("Event {n} of {total}: {event}  ·  {phase}").format(n=obs['event_no'], total=obs['events_total'],
                                                                      event=event, phase=phase)
        rect = self._text(surface, head, "small", p.text, (14, 20), anchor="midleft", max_width=420)
        self.hit(rect, ("event", event), "top")
        x = self.app.layout.to_design(rect.midright)[0] + 18
        if d is not None:
            who = _("You") if d.seat == self.viewer else self.session.seat_name(d.seat)
            step = _(DECISION_LABEL[d.kind]) if d.kind in DECISION_LABEL else d.kind.replace("_", " ")
            marker = art.seat_marker(d.seat, self.app.layout.length(18))
            surface.blit(marker, marker.get_rect(midleft=self.app.layout.point((x, 20))))
            right = self.takeback_rect[0] - 6 if self.takeback.button is not None else 790  # not under Take back
            self._text(surface, f"{who}: {step}", "small", p.accent, (x + 22, 20), anchor="midleft",
                       max_width=right - x - 22)
        from .text import content

        total = content().events[event].favour if event in content().events else 0
        colour = p.warn if obs["supply"] <= 3 else p.text
        rect = self._text(surface, _("Crowd favour left: {n} of {total}").format(n=obs['supply'], total=total),
                          "small", colour, (800, 20),
                          anchor="midleft", max_width=240)
        self.hit(rect, ("supply", 0), "top")

    def prompt_text(self, d) -> str:
        obs = self.observation()
        text = titled(d.prompt)  # the engine names combat cards in English ("BASH is played against you")
        if self.outbid_now():
            text = _("You were OUTBID: choose another gladiator now.") if d.seat == self.viewer \
                else _("{who}, you were OUTBID: choose another gladiator now.").format(who=self.session.seat_name(d.seat))
        elif self.viewer is None and d.kind in self.public_kinds:
            text = f"{self.session.seat_name(d.seat)}: {text}"  # the public view: say whose turn it is
        if d.kind == "respond" and obs["stack"]:
            text += "  " + _("Lit cards in your hand can break it.")
        if d.kind == "draw" and obs["phase"] == "ready":
            glad = obs["seats"][d.seat]["gladiator"]
            n = cards_left(self)
            text = ngettext("Ready {gladiator} for the fight: {n} combat card still to draw, each from the deck you "
                            "choose.", "Ready {gladiator} for the fight: {n} combat cards still to draw, each from the "
                            "deck you choose.", n).format(gladiator=glad, n=n)
        return text

    def outbid_now(self) -> bool:
        """True while the seat deciding a bid has just been outbid (the prompt says so, in red)."""
        d = self.session.decision
        return d is not None and d.kind == "bid" and self.acting_seat() in self.observation()["market"]["outbid"]

    def _draw_prompt(self, surface, obs):
        p = self.app.theme.palette
        d = self.session.decision
        if self.replaying:
            text, colour = _("Replay: decision {n} of {total}  ·  Space plays, Left / Right step, Esc menu").format(
                n=self.replay.index, total=len(self.replay.actions)), p.text
        elif d is None:
            text, colour = _("The games are over."), p.accent
        elif self.my_turn():
            text = self.named(self.prompt_text(d))
            colour = p.bad if self.outbid_now() else (p.accent if d.kind in ("respond", "counter_attack") else p.text)
        else:  # who the game waits for: a named person or a bot (``TableTurns.waiting_words``)
            text, colour = self.waiting_words(), p.text_muted
        rows = 1 if self.message else 2
        y = self._lines(surface, text, "small", colour, (PROMPT.left + 12, PROMPT.top + 6), 650, rows=rows, step=20)
        if self.message:
            msg, _said, bad = self.message
            self._lines(surface, msg, "tiny", p.bad if bad else p.warn, (PROMPT.left + 12, y + 1), 650, rows=2,
                        step=15)

    def _draw_log(self, surface):
        draw_log(self, surface, LOG)

    def _lit(self) -> set:
        """The things a click would use now (outlined): subjects of the legal actions."""
        if self.discarding:
            return {a.card for a in self.legal() if a.kind == "discard"}
        return {subject(a, PICK_KEYS) for a in self.legal() if a.kind not in ("discard", "pass", "decline",
                                                                              "reveal_tactics")}

    def _draw_highlights(self, surface):
        layout, p = self.app.layout, self.app.theme.palette
        hovered = self.hover[0] if self.hover else None
        pulse = 2 + int(2 * (1 + math.sin(self.time * 6)))
        things = self.targets() if self.targets() else ([] if self.menu is not None else list(self._lit()))
        colour = p.focus if self.targets() else p.good
        for t in things:
            rect = self.rects.get(t)
            if rect is not None:
                pygame.draw.rect(surface, p.accent if t == hovered else colour,
                                 rect.inflate(layout.length(6), layout.length(6)),
                                 width=layout.length(4 if t == hovered else pulse), border_radius=layout.length(8))

    def _draw_anims(self, surface):
        draw_anims(self, surface, (200, 170, 600, 70), fit_banner=True,
                   find=lambda thing: self.rects.get(thing) or self.rects.get(("seat", thing)))

    def _draw_zoom(self, surface):
        p = self.app.theme.palette
        surface.fill(p.veil, special_flags=pygame.BLEND_RGB_MULT)
        self._card(surface, self.zoom, (640 - 150, 100, 300, 420), "")
        self._text(surface, _("Click or press any key to close"), "small", p.text_muted, (640, 560), anchor="center")

