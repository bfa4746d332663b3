"""Drawing the arena: the table and chrome, models (story positions included), the
drag ghost, hover rings, trails, animation overlays and the roll card, and the
hover tooltips. Mixed into ``ArenaScene``."""
from __future__ import annotations

import math

import pygame

from engine.arenarex.content import roster

from ...widgets import draw_tooltip
from . import logview, rollcard
from . import panel as P
from .map_view import Shape, dashed_circle, dashed_polygon
from .models import SIDE_NAME, ModelView, draw_model, model_views
from .words import _, fatigue_word

LEGAL_COLOUR = (0, 158, 115)
ILLEGAL_COLOUR = (213, 94, 0)
#: decision kinds whose answer is a spot chosen on the map (the ghost follows the mouse)
SPOT_KINDS = ("deploy", "place")


class OverlaysMixin:
    # -- drawing ---------------------------------------------------------------------------------------
    def extra_hazard_shapes(self) -> list[Shape]:
        obs = self.observation()
        return [Shape(h["kind"], _("Scenario hazard"), circle=tuple(h["circle"])) for h in obs.get("extra_hazards") or []]

    def extra_zone_shapes(self) -> list[Shape]:
        obs = self.observation()
        return [Shape("duel_zone", _("Scenario duel zone"), circle=tuple(z)) for z in obs.get("extra_zones") or []]

    def visible_models(self) -> list[ModelView]:
        obs = self.observation()
        views = model_views(obs)
        if self.story.positions is None:
            return views
        out = []
        for mv in views:
            st = self.story.model_state(mv.mid)
            if st is None or st == "final":
                if st == "final":
                    out.append(mv)
                continue
            mv.pos = st[0]
            out.append(mv)
        # models that the story still shows but the state removed (falling out)
        shown = {mv.mid for mv in out}
        for mid in list(self.story.positions):
            if mid not in shown and mid in obs["models"]:
                st = self.story.model_state(mid)
                if st and st != "final":
                    m = obs["models"][mid]
                    p = roster()[m["p"]]
                    from .models import sprite_for
                    out.append(ModelView(mid, p.name, m["seat"], st[0], p.radius, m["fat"], m["dmg"], p.vitality,
                                         sprite_for(m["p"])))
        return out

    def draw_table(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        surface.fill(theme.palette.ground)
        view = layout.rect(P.MAP)
        if view != self.camera.viewport:
            self.camera.set_viewport(view)
        obs = self.observation()
        if self.story.positions is None:
            self._positions = self.current_positions()
        self.map_view.draw(surface, self.camera, extra_hazards=self.extra_hazard_shapes(),
                           extra_zones=self.extra_zone_shapes())
        clip = surface.get_clip()
        surface.set_clip(view)
        self.draw_decision_marks(surface, obs)
        self.draw_fallen(surface)
        self.draw_trails(surface)
        self.draw_models(surface, obs)
        self.draw_ghost(surface)
        self.draw_hover_rings(surface)
        self.ruler.draw(surface, self.camera, self.font(max(14, layout.font_px(16))))
        self.draw_overlays(surface)
        surface.set_clip(clip)
        self.draw_chrome(surface, obs)
        if self.log_open:
            logview.draw_full(self, surface)
        else:
            self.draw_attack_preview(surface)   # the odds of the attack pointed at (oddsview)
        if self.button_flow is not None:
            self.button_flow.follow(self.buttons.focused if self.buttons.keyboard_focus else None)
            self.button_flow.draw_bar(surface, layout, theme)
        self.buttons.draw(surface, layout, theme)
        P.draw_message(self, surface)
        self.draw_hover_tooltip(surface, obs)
        self.picking.draw(surface)   # a confirm box (ask_first) over everything

    def card_model(self, obs) -> str | None:
        """The model the side panel's card shows: the attacker during a damage-tree choice, else the
        hovered or clicked model, else the one the decision is about. A new activation clears an
        earlier click, so the card never shows another model while one is active (issue 22)."""
        active = next((f.get("model") for f in reversed(obs.get("stack") or []) if f.get("t") == "act"), None)
        if active != getattr(self, "_active_seen", None):
            self._active_seen = active
            if active is not None:
                self.selected = None
        d = self.session.decision
        if d is not None and d.kind == "tree_path" and self.attack_frame(obs) is not None:
            return self.attack_frame(obs)["attacker"]
        card_model = self.selected or self.hover_model
        if card_model is None:
            top = self.top_frame(obs)
            card_model = self.spot_model() or top.get("model") or top.get("attacker")
        return card_model

    def draw_chrome(self, surface, obs) -> None:
        """Top bar and side panel, re-rendered only when what they show changes."""
        layout = self.app.layout
        card_model = self.card_model(obs)
        key = (layout.window_size, self.session.state.decisions_made, len(self.session.events), self.story.told(),
               card_model,
               self.my_turn(), self.turns.waiting_words(), self.show_log, self.log.scroll, self.viewer, self.log_open)
        if key != getattr(self, "_chrome_key", None) or self._chrome.get_size() != surface.get_size():
            self._chrome_key = key
            chrome = getattr(self, "_chrome", None)
            if chrome is None or chrome.get_size() != surface.get_size():
                chrome = self._chrome = pygame.Surface(surface.get_size())
            chrome.fill(self.app.theme.palette.ground)
            P.draw_top(self, chrome, obs)
            P.draw_favor(self, chrome, obs)
            self.tree_hits = P.draw_card(self, chrome, obs, card_model)
            P.draw_prompt(self, chrome, obs)
            if self.show_log:
                logview.draw_strip(self, chrome)
        for design in (P.TOP, P.PANEL):
            r = layout.rect(design)
            surface.blit(self._chrome, r, area=r)

    def draw_decision_marks(self, surface, obs) -> None:
        d = self.session.decision
        if d is None or not self.my_turn():
            return
        if d.kind == "deploy":
            for area in self.map_view.deployment:
                if area.prop("seat") == d.seat:
                    dashed_polygon(surface, (86, 180, 233), [self.camera.to_screen(p) for p in area.outline()], 2)
        spots = []
        for a in self.legal():
            if a.kind in SPOT_KINDS:
                spots.append(a.at)
            elif a.kind == "follow_up" and a.get("to") is not None:
                spots.append(a.to)
        for s in spots:
            c = self.camera.to_screen(s)
            pygame.draw.circle(surface, (250, 245, 232), c, 4)
            pygame.draw.circle(surface, (20, 18, 22), c, 4, 1)

    def draw_models(self, surface, obs) -> None:
        d = self.session.decision
        active = self.top_frame(obs).get("model") if d is not None and d.kind == "action" else None
        targets = set()
        if d is not None and self.my_turn():
            for a in self.legal():
                if a.kind == "attack":
                    targets.add(a.target)
        self.model_rects = {}
        zoomed = self.camera.length(0.6) >= 14
        for mv in self.visible_models():
            st = self.story.model_state(mv.mid) if self.story.positions is not None else "final"
            scale, alpha = (1.0, 255) if st in ("final", None) else (st[1], st[2])
            ghosted = self.ghost is not None and self.ghost["model"] == mv.mid and self.drag is not None
            rect = draw_model(surface, self.camera, mv, self.font, scale=scale, alpha=120 if ghosted else alpha,
                              selected=mv.mid == self.selected, active=mv.mid == active,
                              label=zoomed or mv.mid == self.hover_model)
            self.model_rects[mv.mid] = rect
            if mv.mid in targets:
                c = self.camera.to_screen(mv.pos)
                r = self.camera.length(mv.radius) + 6
                for k in range(4):  # crosshair ticks: a target, told by shape
                    a = k * math.pi / 2 + math.pi / 4
                    pygame.draw.line(surface, (250, 245, 232), (c[0] + r * math.cos(a), c[1] + r * math.sin(a)),
                                     (c[0] + (r + 7) * math.cos(a), c[1] + (r + 7) * math.sin(a)), 3)
        # chains (Damnatio, Vinculi): a line to the anchor or the partner
        for mid, m in obs["models"].items():
            ch = m.get("chain")
            if not ch or m["out"] or m["pos"] is None:
                continue
            to = ch.get("to")
            end = self.pos_of(to) if isinstance(to, str) and to in obs["models"] else (tuple(to) if to else None)
            if end is not None:
                pygame.draw.line(surface, (200, 200, 210), self.camera.to_screen(self.pos_of(mid)),
                                 self.camera.to_screen(end), 2)

    def draw_ghost(self, surface) -> None:
        g = self.ghost
        drag = self.drag
        if g is None or (drag is None and self.spot_model() is None):
            return
        mid = g["model"]
        obs = self.observation()
        m = obs["models"][mid]
        reach = {"deploy": None, "place": None}.get(g["how"], None)
        if g["how"] not in SPOT_KINDS:
            reach = self.draggable().get(mid, (None, None))[1]
        start = self.pos_of(mid)
        if reach and start is not None:
            c = self.camera.to_screen(start)
            dashed_circle(surface, (250, 245, 232), c, self.camera.length(reach), 2)
            label = self.font(16).render(_('reach {reach}"').format(reach=f"{reach:g}"), True, (250, 245, 232))
            surface.blit(label, (c[0] + self.camera.length(reach) * 0.72, c[1] - self.camera.length(reach) * 0.72))
            pts = [c] + [self.camera.to_screen(w) for w in g.get("waypoints") or []] + [self.camera.to_screen(g["at"])]
            pygame.draw.lines(surface, (250, 245, 232), False, pts, 2)
            for w in pts[1:-1]:
                pygame.draw.circle(surface, (250, 245, 232), w, 5, 2)
        p = roster()[m["p"]]
        from .models import sprite_for
        mv = ModelView(mid, p.name, m["seat"], g["at"], self.radius_of(mid), m["fat"], m["dmg"], p.vitality,
                       sprite_for(m["p"]))
        draw_model(surface, self.camera, mv, self.font, alpha=150)
        c = self.camera.to_screen(g["at"])
        r = self.camera.length(mv.radius) + 4
        colour = LEGAL_COLOUR if g["ok"] else ILLEGAL_COLOUR
        pygame.draw.circle(surface, colour, c, r, 4)
        # a shape as well as a colour: a tick for legal, a cross for illegal
        mx, my = c[0] + r * 0.8, c[1] - r * 0.9
        if g["ok"]:
            pygame.draw.lines(surface, colour, False, [(mx - 7, my), (mx - 2, my + 6), (mx + 8, my - 7)], 4)
            below = c[1] + r + 16
            if g.get("cost"):   # the engine's price for this move, said before the drop
                img = self.font(18).render(_("! This move costs {cost}").format(cost=g["cost"]), True, (20, 18, 22))
                bg = img.get_rect(midtop=(round(c[0]), round(below))).inflate(10, 6)
                bg.clamp_ip(self.camera.viewport)
                pygame.draw.rect(surface, (240, 228, 66), bg, border_radius=4)
                surface.blit(img, img.get_rect(center=bg.center))
                below = bg.bottom + 4
            if g.get("risk"):   # an engaging enemy may strike as the move is declared
                img = self.font(18).render(f"! {g['risk']}", True, (250, 245, 232))
                bg = img.get_rect(midtop=(round(c[0]), round(below))).inflate(10, 6)
                bg.clamp_ip(self.camera.viewport)
                pygame.draw.rect(surface, (213, 94, 0), bg, border_radius=4)
                surface.blit(img, img.get_rect(center=bg.center))
        else:
            pygame.draw.line(surface, colour, (mx - 6, my - 6), (mx + 6, my + 6), 4)
            pygame.draw.line(surface, colour, (mx - 6, my + 6), (mx + 6, my - 6), 4)
            img = self.font(18).render(g["why"], True, (250, 245, 232))
            bg = img.get_rect(midtop=(round(c[0]), round(c[1] + r + 16))).inflate(8, 4)
            bg.clamp_ip(self.camera.viewport)
            pygame.draw.rect(surface, (90, 30, 10), bg, border_radius=4)
            surface.blit(img, img.get_rect(center=bg.center))

    def draw_hover_rings(self, surface) -> None:
        mid = self.hover_model or (self.drag or {}).get("model")
        if mid is None:
            return
        pos = next((mv.pos for mv in self.visible_models() if mv.mid == mid), None)
        if pos is None:
            return
        obs = self.observation()
        p = roster()[obs["models"][mid]["p"]]
        r = self.radius_of(mid)
        c = self.camera.to_screen(pos)
        reach = self.distance("engagement")
        dashed_circle(surface, (240, 228, 66), c, self.camera.length(r + reach), 2)
        self.ring_label(surface, _('{reach}" engagement').format(reach=f"{reach:g}"), (240, 228, 66), c, self.camera.length(r + reach))
        if "reach" in p.effects and p.reach > 1.0:
            dashed_circle(surface, (86, 180, 233), c, self.camera.length(r + p.reach), 2)
            self.ring_label(surface, _('Reach {reach}"').format(reach=f"{p.reach:g}"), (86, 180, 233), c, self.camera.length(r + p.reach))

    def ring_label(self, surface, text: str, colour, centre, radius: float) -> None:
        """A ring's name on a dark pill just outside the ring, on the side where it covers no model."""
        img = self.font(15).render(text, True, colour)
        cx, cy = round(centre[0]), round(centre[1])
        spots = ({"midbottom": (cx, cy - radius)}, {"midtop": (cx, cy + radius)},
                 {"midleft": (cx + radius + 2, cy)}, {"midright": (cx - radius - 2, cy)})
        bodies = [(self.camera.to_screen(mv.pos), self.camera.length(mv.radius) + 12) for mv in self.visible_models()]
        rects = [img.get_rect(**spot).inflate(8, 4) for spot in spots]
        bg = next((rect for rect in rects if not any(_touches(rect, pos, rad) for pos, rad in bodies)), rects[0])
        bg.clamp_ip(self.camera.viewport)
        pygame.draw.rect(surface, (24, 22, 28), bg, border_radius=4)
        surface.blit(img, img.get_rect(center=bg.center))

    def draw_trails(self, surface) -> None:
        """Under the models: the line of a push in progress."""
        an = self.story
        step = an.current
        if step is not None and step.kind == "slide" and step.data.get("event") == "pushed":
            # where the push started: a dashed outline of the base
            r = self.camera.length(self.radius_of(step.model)) if step.model in self.observation()["models"] else 0
            dashed_circle(surface, (250, 245, 232), self.camera.to_screen(step.path[0]), r, 2)

    def draw_overlays(self, surface) -> None:
        an = self.story
        step = an.current
        view = self.camera.viewport
        if step is not None and step.kind == "flash" and an.positions is not None:
            pos = an.positions.get(step.model) or step.at
            if pos is not None:
                k = an.progress()
                c = self.camera.to_screen(pos)
                r = self.camera.length(self.radius_of(step.model) if step.model in self.observation()["models"] else 0.6)
                pygame.draw.circle(surface, (255, 80, 40), c, r + 6 + 14 * k, 4)
                img = self.font(24).render(step.text, True, (255, 230, 200))
                surface.blit(img, img.get_rect(midbottom=(c[0], c[1] - r - 10)))
        if step is not None and step.kind == "slide" and step.data.get("event") == "pushed":
            # the push arrow, on top: from the old centre to just past the moving base's leading edge
            a = self.camera.to_screen(step.path[0])
            b = self.camera.to_screen(an.model_state(step.model)[0])
            L = math.dist(a, b)
            if L > 2:
                ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
                r = self.camera.length(self.radius_of(step.model))
                tip = (b[0] + ux * (r + 14), b[1] + uy * (r + 14))
                pygame.draw.line(surface, (20, 18, 22), a, tip, 6)
                pygame.draw.line(surface, (250, 245, 232), a, tip, 3)
                ang = math.atan2(uy, ux)
                head = [tip, (tip[0] - 14 * math.cos(ang - 0.45), tip[1] - 14 * math.sin(ang - 0.45)),
                        (tip[0] - 14 * math.cos(ang + 0.45), tip[1] - 14 * math.sin(ang + 0.45))]
                pygame.draw.polygon(surface, (250, 245, 232), head)
                pygame.draw.polygon(surface, (20, 18, 22), head, 2)
        if step is not None and step.kind == "slide" and step.data.get("event") == "pushed" and an.progress() > 0.85 \
                and step.data.get("stopped_by"):
            c = self.camera.to_screen(step.path[-1])
            pygame.draw.circle(surface, (250, 245, 232), c, self.camera.length(self.radius_of(step.model)) + 8, 3)
        for o in an.overlays:
            k = min(1.0, (an.clock - o.start) / o.duration)
            if o.kind == "float":
                pos = self.display_pos(o.model)
                if pos is None:
                    continue
                c = self.camera.to_screen(pos)
                img = self.font(26).render(o.text, True, o.colour)
                img.set_alpha(round(255 * (1 - k)))
                surface.blit(img, img.get_rect(center=(c[0] + 18, c[1] - 20 - 30 * k)))
            elif o.kind == "banner":
                img = self.font(40).render(o.text, True, o.colour)
                r = img.get_rect(center=(view.centerx, view.top + 60)).inflate(30, 14)
                band = pygame.Surface(r.size, pygame.SRCALPHA)
                band.fill((20, 18, 22, round(210 * (1 - k * k))))
                surface.blit(band, r)
                img.set_alpha(round(255 * (1 - k * k)))
                surface.blit(img, img.get_rect(center=r.center))
            elif o.kind == "banner_small":
                img = self.font(26).render(o.text, True, o.colour)
                img.set_alpha(round(255 * (1 - k)))
                surface.blit(img, img.get_rect(center=(view.centerx, view.top + 100)))
        card = self.roll_card()   # on top of the floats and banners: it is what is being read
        self.card_rect = None
        if card is not None:
            rolling = step is not None and step.kind == "dice" and an.progress() < 0.5
            self.card_rect = rollcard.draw(self, surface, card, an.progress() if rolling else None,
                                           self.story.holding).rect
            self.card_buttons.draw(surface, self.app.layout, self.app.theme)

    def display_pos(self, mid):
        """Where ``mid`` is drawn now (mid-story or final), or None."""
        if mid is None or mid not in self.observation()["models"]:
            return None
        if self.story.positions is not None:
            st = self.story.model_state(mid)
            if st and st != "final":
                return st[0]
        return self.pos_of(mid)

    def box_text(self, bid: str, obs) -> str | None:
        """What a damage-tree box does, in our words (from the content data)."""
        from engine.arenarex.content import trees

        attack = self.attack_frame(obs)
        d = self.session.decision
        mid = attack["attacker"] if (d is not None and d.kind == "tree_path" and attack) else self.selected or \
            self.hover_model or self.top_frame(obs).get("model") or self.top_frame(obs).get("attacker")
        if mid is None or mid not in obs["models"]:
            return None
        prof = roster()[obs["models"][mid]["p"]]
        box = trees()[prof.tree].boxes.get(bid)
        if box is None:
            return None
        kind = box.box
        what = {"push": _('Push: the target is pushed 1" straight away from the attacker and stops at the first '
                          'contact; the attacker may then follow up 1" (1 damage).'),
                "fatigue": _("Fatigue: the target gains 1 fatigue (1 damage)."),
                "favor": _("Favor: the attacker's side gains 1 Favor (1 damage)."),
                "reposition": _('Reposition: the attacker may move up to 3" (1 damage).'),
                "special": _("Special: this model's special result — {special} (1 damage).").format(
                    special=_(P.SPECIAL_WORDS.get(prof.special, prof.special)))}.get(kind)
        if what is None and kind.startswith("d"):
            what = _("{n} damage.").format(n=kind[1:])
        nxt = ", ".join(box.next) if box.next else _("the bottom of the tree")
        return _("Box {box}. {what} Leads to: {next}. Each success buys one box along a path from the top.").format(
            box=bid, what=what, next=nxt)

    def draw_hover_tooltip(self, surface, obs) -> None:
        if self.input.hover is None or self.drag is not None or self.input.hover_time < 0.35 or self.input.mouse is None:
            return
        if self.buttons.hovered is not None:
            return
        thing, zone = self.input.hover
        text = None
        if zone == "model" and thing in obs["models"]:
            m = obs["models"][thing]
            p = roster()[m["p"]]
            side = _("living hazard") if m["seat"] is None else \
                f"{self.session.seat_name(m['seat'])} ({_(SIDE_NAME[m['seat']])})"
            left = len(p.vitality) - m["dmg"]
            text = _("{model} — {side}. {fatigue}; vitality {left}/{n}; MOV {mov} ATK {atk} DEF {df} ARM {arm}; "
                     "{base} mm base.").format(model=p.name, side=side, fatigue=fatigue_word(m["fat"]), left=left,
                                               n=len(p.vitality), mov=f"{p.mov:g}", atk=p.atk, df=p.df, arm=p.arm,
                                               base=p.base)
        elif zone == "shape" and isinstance(thing, Shape):
            text = thing.label
        elif zone == "tree":
            text = self.box_text(thing[1], obs)
            warn = self.push_warnings().get(("tree_box", thing[1]))
            if text and warn is not None:
                text = f"{text} {warn.sentence()}"
        elif zone == "log":
            text = logview.tooltip(thing[0])
        elif zone == "abilities":
            text = thing[0]
        if text:
            draw_tooltip(surface, self.app.layout, self.app.theme, text, pygame.Rect(self.input.mouse, (1, 1)), self.input.mouse)


def _touches(rect, centre, radius: float) -> bool:
    """Whether a screen rectangle comes within ``radius`` of ``centre``."""
    nx = min(max(centre[0], rect.left), rect.right)
    ny = min(max(centre[1], rect.top), rect.bottom)
    return (nx - centre[0]) ** 2 + (ny - centre[1]) ** 2 < radius ** 2
