"""Input on the arena: hit-testing models, the mouse (drags, ghost, clicks on models,
ground and the damage tree), the ruler's ends, the wheel and the map keys. Mixed
into ``ArenaScene``."""
from __future__ import annotations

import math

import pygame

from engine.core import Action

from . import panel as P
from .buttons import _models_of
from .camera import KEY_PAN_PX, ZOOM_STEP
from .ruler import End
from .words import _, ngettext

A = Action.make
DRAG_THRESHOLD = 5


class ControlsMixin:
    # -- input -----------------------------------------------------------------------------------------
    def in_map(self, pos) -> bool:
        return self.camera.viewport.collidepoint(pos)

    def model_at(self, pos) -> str | None:
        world = self.camera.to_world(pos)
        best, best_d = None, None
        for mv in self.visible_models():
            d = math.hypot(world[0] - mv.pos[0], world[1] - mv.pos[1])
            if d <= mv.radius + 0.05 and (best_d is None or d < best_d):
                best, best_d = mv.mid, d
        return best

    def ruler_end(self, pos) -> End:
        mid = self.model_at(pos)
        if mid is not None:
            p = self.pos_of(mid)
            if p is not None:
                return End(p, self.radius_of(mid), mid)
        return End(self.camera.to_world(pos))

    MAP_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PLUS, pygame.K_EQUALS,
                pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_0, pygame.K_KP0, pygame.K_m,
                pygame.K_SPACE, pygame.K_l, pygame.K_ESCAPE)

    def handle_event(self, event) -> bool:
        if self.picking.menu is not None:   # a confirm box (ask_first) takes every input while it is open
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_pick()
            elif event.type == pygame.MOUSEBUTTONDOWN:
                self.menu_press = self.picking.menu   # the press began with the box open (not the one that opened it)
                self.picking.menu.handle_event(event, self.app.layout)
            elif not self.picking.menu.handle_event(event, self.app.layout) and event.type == pygame.MOUSEBUTTONUP \
                    and event.button == 1 and getattr(self, "menu_press", None) is self.picking.menu:
                self.cancel_pick()  # a click outside the box changes nothing
            return True
        if event.type == pygame.KEYDOWN and self.replaying and \
                event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_HOME):
            self.story.finish_all()
            return self.replay.key(event.key)   # the replay viewer's keys: step, back, play/pause
        if event.type == pygame.KEYDOWN and event.key in self.MAP_KEYS:
            return self.key(event)
        if self.card_buttons.handle_event(event, self.app.layout):
            return True
        if self.buttons.handle_event(event, self.app.layout):
            return True
        t = event.type
        if t == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos, event.buttons if hasattr(event, "buttons") else (0, 0, 0))
        if t == pygame.MOUSEBUTTONDOWN:
            return self.mouse_down(event.pos, event.button)
        if t == pygame.MOUSEBUTTONUP:
            return self.mouse_up(event.pos, event.button)
        if t == pygame.MOUSEWHEEL:
            if self.button_flow is not None and self.button_flow.wheel_event(event, self.app.layout, self.buttons.mouse):
                return True   # the choices scroll under the pointer
            mouse = self.input.mouse or self.camera.viewport.center
            if self.in_map(mouse) and not self.in_full_log(mouse):
                self.camera.zoom_at(mouse, ZOOM_STEP ** event.y)
            else:
                self.log.scroll_by(event.y)
            return True
        if t == pygame.KEYDOWN:
            return self.key(event)
        return False

    def mouse_move(self, pos, buttons) -> bool:
        self.input.mouse = pos
        drag = self.drag
        if drag is not None:
            dx, dy = pos[0] - drag["at"][0], pos[1] - drag["at"][1]
            if not drag["moved"] and math.hypot(pos[0] - drag["start"][0], pos[1] - drag["start"][1]) >= DRAG_THRESHOLD:
                drag["moved"] = True
            if drag["kind"] == "pan" and drag["moved"]:
                self.camera.pan_pixels(dx, dy)
            elif drag["kind"] == "ruler":
                self.ruler.drag(self.ruler_end(pos))
            elif drag["kind"] == "model" and drag["moved"]:
                w = self.camera.to_world(pos)
                at = (w[0] - drag["grab"][0], w[1] - drag["grab"][1])
                self.update_ghost(drag["how"], drag["model"], at)
            drag["at"] = pos
        self.hover_model = self.model_at(pos) if self.in_map(pos) else None
        self.mouse_world = self.camera.to_world(pos) if self.in_map(pos) else None
        self.hover_shape = None
        if self.mouse_world is not None and self.hover_model is None:
            self.hover_shape = self.map_view.shape_at(self.mouse_world, self.extra_hazard_shapes())
        rule = self.log_at(pos)
        if rule is not None:
            self.input.set_hover(((rule,), "log"))
            return True
        if not self.in_map(pos):
            box = next((bid for rect, bid in self.tree_hits if rect.collidepoint(pos)), None)
            if box is not None:
                self.input.set_hover((("box", box), "tree"))
                return True
            cut = getattr(self, "ability_hit", None)
            if cut is not None and cut[0].collidepoint(pos):
                self.input.set_hover(((cut[1],), "abilities"))   # the card's abilities, cut short: all of them
                return True
        spot = self.spot_model()
        if spot is not None and drag is None and self.mouse_world is not None:
            self.update_ghost(self.session.decision.kind, spot, self.mouse_world)
        self.input.set_hover((self.hover_model, "model") if self.hover_model else
                    (self.hover_shape, "shape") if self.hover_shape else None)
        return True

    def update_ghost(self, how, mid, at) -> None:
        g = self.ghost
        if g is not None and g["model"] == mid and g["how"] == how and math.dist(g["at"], at) < 0.01 \
                and g.get("waypoints") == self.waypoints():
            return
        self.ghost = self.probe(how, mid, at)

    def mouse_down(self, pos, button) -> bool:
        self.input.mouse = pos
        drag = self.drag
        if drag is not None and drag["kind"] == "model" and button == 3:
            # a waypoint: the path bends here (the engine says how many points a path may have)
            if drag["moved"] and self.ghost is not None and drag["how"] not in ("follow_up",) \
                    and len(drag.setdefault("waypoints", [])) < self.distance("path_points") - 1:
                drag["waypoints"].append(tuple(self.ghost["at"]))
                self.ghost = None
                self.say(_("Waypoint set: the move bends here (up to {n}).").format(n=self.distance("path_points") - 1))
            return True
        if button == 1 and self.card_rect is not None and self.app.layout.rect(self.card_rect).collidepoint(pos):
            card = self.roll_card()   # a click on the roll card folds it to its title (and back)
            if card is not None:
                self.card_folded = None if self.card_folded == card.start else card.start
            return True
        if button == 1 and (self.in_full_log(pos) or (self.show_log and
                                                      self.app.layout.rect(P.LOG).collidepoint(pos))):
            self.log_open = not self.log_open   # a click on the log opens the full log; on the full log, closes it
            self.log.scroll = 0
            return True
        if not self.in_map(pos):
            if button == 1:
                self.tree_click(pos)
            return True
        if self.story.busy:
            self.story.finish_all()
        if button == 3 or (button == 1 and self.ruler.mode):
            self.ruler.begin(self.ruler_end(pos))
            self.drag = {"kind": "ruler", "start": pos, "at": pos, "moved": False}
            return True
        if button == 2:
            self.drag = {"kind": "pan", "start": pos, "at": pos, "moved": False}
            return True
        if button != 1:
            return False
        self.ruler.clear()
        mid = self.model_at(pos)
        can = self.draggable()
        if mid is not None and mid in can:
            how = can[mid][0]
            w = self.camera.to_world(pos)
            p = self.pos_of(mid)
            self.drag = {"kind": "model", "model": mid, "how": how, "start": pos, "at": pos, "moved": False,
                         "grab": (w[0] - p[0], w[1] - p[1])}
            self.selected = mid
            return True
        self.drag = {"kind": "pan", "start": pos, "at": pos, "moved": False}
        return True

    def end_press(self) -> None:
        """A release the input guard dropped ends a drag under way too (``GameTable.end_press``)."""
        super().end_press()
        self.drag = None

    def mouse_up(self, pos, button) -> bool:
        drag, self.drag = self.drag, None
        if drag is None:
            return True
        if drag["kind"] == "ruler":
            self.ruler.drag(self.ruler_end(pos))
            if not drag["moved"]:
                self.ruler.clear()
            return True
        if drag["kind"] == "model":
            if button != 1:
                self.drag = drag   # right-button release while dragging: the drag goes on
                return True
            if drag["moved"]:
                w = self.camera.to_world(pos)
                at = (w[0] - drag["grab"][0], w[1] - drag["grab"][1])
                self.drag = drag
                g = self.probe(drag["how"], drag["model"], at)
                self.drag = None
                if g["ok"]:
                    self.play(g["action"])
                else:
                    self.ghost = g
                    self.say(g["why"], bad=True)
                return True
            self.click_model(drag["model"])
            return True
        if drag["kind"] == "pan" and not drag["moved"] and button == 1:
            mid = self.model_at(pos)
            if mid is not None:
                self.click_model(mid)
            else:
                self.click_ground(self.camera.to_world(pos))
        return True

    def click_model(self, mid: str) -> None:
        self.selected = mid
        d = self.session.decision
        if d is None or not self.my_turn():
            return
        options = [a for a in self.legal() if mid in _models_of(a) and a.kind not in
                   ("move", "react_move", "maneuver", "deploy", "place")]
        if d.kind == "action" and not options:
            top = self.top_frame()
            obs = self.observation()
            if obs["models"][mid]["seat"] != obs["models"][top["model"]]["seat"]:
                self.explain(A("attack", by=top["model"], target=mid, also=None))
                return
        if len(options) == 1 and d.kind in ("activate", "action", "duellum_pick") and \
                not (d.kind == "activate" and options[0].get("rest") is not None) and \
                not self.words().own_target(options[0]):   # a click never attacks one's own model
            self.play(options[0])
            return
        if options:
            self.filter_model = mid
            self._buttons_key = None
            self.sync_buttons()
            self.say(ngettext("{n} choice for {model}: pick one in the panel.",
                              "{n} choices for {model}: pick one in the panel.", len(options)).format(
                n=len(options), model=self.words().name(mid)))
        elif d.kind == "activate":
            self.explain(A("activate", model=mid, rest=None))

    def click_ground(self, world) -> None:
        self.selected = None
        spot = self.spot_model()
        if spot is not None:
            g = self.probe(self.session.decision.kind, spot, world)
            if g["ok"]:
                self.play(g["action"])
            else:
                self.ghost = g
                self.say(g["why"], bad=True)

    def tree_click(self, pos) -> None:
        for rect, bid in self.tree_hits:
            if rect.collidepoint(pos):
                d = self.session.decision
                if d is None or d.kind != "tree_path" or not self.my_turn():
                    self.say(_("The damage tree is chosen after a successful attack roll."))
                    return
                self.choose(A("tree_box", box=bid))
                return

    def key(self, event) -> bool:
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.log_open:
                self.log_open = False
                return True
            if self.drag is not None or self.ghost is not None or self.filter_model is not None or self.ruler.active \
                    or self.ruler.mode:
                self.drag = None
                self.ghost = None
                if self.ruler.mode:
                    self.say(_("Ruler off (right-drag still measures)."))
                self.ruler.mode = False
                self.ruler.clear()
                self.clear_filter()
                return True
            self.open_pause()
            return True
        pan = {pygame.K_LEFT: (KEY_PAN_PX, 0), pygame.K_RIGHT: (-KEY_PAN_PX, 0), pygame.K_UP: (0, KEY_PAN_PX),
               pygame.K_DOWN: (0, -KEY_PAN_PX)}
        if k in pan:
            self.camera.pan_pixels(*pan[k])
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.camera.zoom_at(self.camera.viewport.center, ZOOM_STEP)
            return True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_at(self.camera.viewport.center, 1 / ZOOM_STEP)
            return True
        if k in (pygame.K_0, pygame.K_KP0):
            self.camera.reset()
            return True
        if k == pygame.K_m:
            self.ruler.mode = not self.ruler.mode
            self.say(_("Ruler: left-drag to measure.") if self.ruler.mode else _("Ruler off (right-drag still measures)."))
            return True
        if k == pygame.K_SPACE:
            if self.story.holding:
                self.story.release()
            else:
                self.story.finish_all()
            return True
        if k == pygame.K_l:
            self.show_log = not self.show_log
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.story.holding:
                self.story.release()
                return True
            for a in self.legal():
                if a.kind in ("end", "pass", "end_clear_turn"):
                    self.choose(a)
                    return True
            return True
        return False
