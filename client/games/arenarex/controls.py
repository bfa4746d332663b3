"""Input on the arena: hit-testing models, the mouse (drags, ghost, clicks on models,
ground and the damage tree), the ruler's ends, the wheel and the map keys. A part of
``ArenaScene`` (``scene.controls``), made with the scene it serves; the scene's ``handle_event``
hands it every event the shared table lets through.

What it uses of the scene: the pointer state it updates (``drag``, ``ghost``, ``selected``,
``hover_model``, ``hover_shape``, ``mouse_world``, ``input.mouse``, ``log_open``, ``log.scroll``,
``show_log``, ``card_folded``), what it reads (``app``, ``session``, ``camera``, ``ruler``,
``story``, ``map_view``, ``picking.menu``, ``replaying``, ``replay``, ``buttons``, ``tree_hits``,
``card_rect``, ``ability_hit``, the ``drawing`` part's ``extra_hazard_shapes`` and
``visible_models``), its parts (``choices``, ``asking``, ``story_view``) and its services
(``legal``, ``my_turn``, ``draggable``, ``spot_model``, ``probe``, ``waypoints``, ``distance``, ``pos_of``,
``radius_of``, ``top_frame``, ``observation``, ``words``, ``explain``, ``play``, ``say``,
``cancel_pick``, ``open_pause``, ``log.scroll_by``, ``input.set_hover``).
"""
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


class MapControls:
    """The mouse, the wheel and the map keys on one scene's arena."""

    def __init__(self, table):
        self.table = table
        #: the confirm box a mouse press began on (a click outside it, begun there, closes it)
        self.menu_press = None

    def in_map(self, pos) -> bool:
        t = self.table
        return t.camera.viewport.collidepoint(pos)

    def model_at(self, pos) -> str | None:
        t = self.table
        world = t.camera.to_world(pos)
        best, best_d = None, None
        for mv in t.drawing.visible_models():
            d = math.hypot(world[0] - mv.pos[0], world[1] - mv.pos[1])
            if d <= mv.radius + 0.05 and (best_d is None or d < best_d):
                best, best_d = mv.mid, d
        return best

    def ruler_end(self, pos) -> End:
        t = self.table
        mid = self.model_at(pos)
        if mid is not None:
            p = t.pos_of(mid)
            if p is not None:
                return End(p, t.radius_of(mid), mid)
        return End(t.camera.to_world(pos))

    MAP_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PLUS, pygame.K_EQUALS,
                pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_0, pygame.K_KP0, pygame.K_m,
                pygame.K_SPACE, pygame.K_l, pygame.K_ESCAPE)

    def handle_event(self, event) -> bool:
        t = self.table
        if t.picking.menu is not None:   # a confirm box (ask_first) takes every input while it is open
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                t.cancel_pick()
            elif event.type == pygame.MOUSEBUTTONDOWN:
                self.menu_press = t.picking.menu   # the press began with the box open (not the one that opened it)
                t.picking.menu.handle_event(event, t.app.layout)
            elif not t.picking.menu.handle_event(event, t.app.layout) and event.type == pygame.MOUSEBUTTONUP \
                    and event.button == 1 and self.menu_press is t.picking.menu:
                t.cancel_pick()  # a click outside the box changes nothing
            return True
        if event.type == pygame.KEYDOWN and t.replaying and \
                event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_HOME):
            t.story.finish_all()
            return t.replay.key(event.key)   # the replay viewer's keys: step, back, play/pause
        if event.type == pygame.KEYDOWN and event.key in self.MAP_KEYS:
            return self.key(event)
        if t.story_view.card_buttons.handle_event(event, t.app.layout):
            return True
        if t.buttons.handle_event(event, t.app.layout):
            return True
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            return self.mouse_move(event.pos, event.buttons if hasattr(event, "buttons") else (0, 0, 0))
        if kind == pygame.MOUSEBUTTONDOWN:
            return self.mouse_down(event.pos, event.button)
        if kind == pygame.MOUSEBUTTONUP:
            return self.mouse_up(event.pos, event.button)
        if kind == pygame.MOUSEWHEEL:
            if t.choices.flow is not None and t.choices.flow.wheel_event(event, t.app.layout, t.buttons.mouse):
                return True   # the choices scroll under the pointer
            mouse = t.input.mouse or t.camera.viewport.center
            if self.in_map(mouse) and not t.story_view.in_full_log(mouse):
                t.camera.zoom_at(mouse, ZOOM_STEP ** event.y)
            else:
                t.log.scroll_by(event.y)
            return True
        if kind == pygame.KEYDOWN:
            return self.key(event)
        return False

    def mouse_move(self, pos, buttons) -> bool:
        t = self.table
        t.input.mouse = pos
        drag = t.drag
        if drag is not None:
            dx, dy = pos[0] - drag["at"][0], pos[1] - drag["at"][1]
            if not drag["moved"] and math.hypot(pos[0] - drag["start"][0], pos[1] - drag["start"][1]) >= DRAG_THRESHOLD:
                drag["moved"] = True
            if drag["kind"] == "pan" and drag["moved"]:
                t.camera.pan_pixels(dx, dy)
            elif drag["kind"] == "ruler":
                t.ruler.drag(self.ruler_end(pos))
            elif drag["kind"] == "model" and drag["moved"]:
                w = t.camera.to_world(pos)
                at = (w[0] - drag["grab"][0], w[1] - drag["grab"][1])
                self.update_ghost(drag["how"], drag["model"], at)
            drag["at"] = pos
        t.hover_model = self.model_at(pos) if self.in_map(pos) else None
        t.mouse_world = t.camera.to_world(pos) if self.in_map(pos) else None
        t.hover_shape = None
        if t.mouse_world is not None and t.hover_model is None:
            t.hover_shape = t.map_view.shape_at(t.mouse_world, t.drawing.extra_hazard_shapes())
        rule = t.story_view.log_at(pos)
        if rule is not None:
            t.input.set_hover(((rule,), "log"))
            return True
        if not self.in_map(pos):
            box = next((bid for rect, bid in t.tree_hits if rect.collidepoint(pos)), None)
            if box is not None:
                t.input.set_hover((("box", box), "tree"))
                return True
            cut = t.ability_hit
            if cut is not None and cut[0].collidepoint(pos):
                t.input.set_hover(((cut[1],), "abilities"))   # the card's abilities, cut short: all of them
                return True
        spot = t.spot_model()
        if spot is not None and drag is None and t.mouse_world is not None:
            self.update_ghost(t.session.decision.kind, spot, t.mouse_world)
        t.input.set_hover((t.hover_model, "model") if t.hover_model else
                    (t.hover_shape, "shape") if t.hover_shape else None)
        return True

    def update_ghost(self, how, mid, at) -> None:
        t = self.table
        g = t.ghost
        if g is not None and g["model"] == mid and g["how"] == how and math.dist(g["at"], at) < 0.01 \
                and g.get("waypoints") == t.waypoints():
            return
        t.ghost = t.probe(how, mid, at)

    def mouse_down(self, pos, button) -> bool:
        t = self.table
        t.input.mouse = pos
        drag = t.drag
        if drag is not None and drag["kind"] == "model" and button == 3:
            # a waypoint: the path bends here (the engine says how many points a path may have)
            if drag["moved"] and t.ghost is not None and drag["how"] not in ("follow_up",) \
                    and len(drag.setdefault("waypoints", [])) < t.distance("path_points") - 1:
                drag["waypoints"].append(tuple(t.ghost["at"]))
                t.ghost = None
                t.say(_("Waypoint set: the move bends here (up to {n}).").format(n=t.distance("path_points") - 1))
            return True
        if button == 1 and t.card_rect is not None and t.app.layout.rect(t.card_rect).collidepoint(pos):
            card = t.story_view.roll_card()   # a click on the roll card folds it to its title (and back)
            if card is not None:
                t.card_folded = None if t.card_folded == card.start else card.start
            return True
        if button == 1 and (t.story_view.in_full_log(pos) or (t.show_log and
                                                      t.app.layout.rect(P.LOG).collidepoint(pos))):
            t.log_open = not t.log_open   # a click on the log opens the full log; on the full log, closes it
            t.log.scroll = 0
            return True
        if not self.in_map(pos):
            if button == 1:
                self.tree_click(pos)
            return True
        if t.story.busy:
            t.story.finish_all()
        if button == 3 or (button == 1 and t.ruler.mode):
            t.ruler.begin(self.ruler_end(pos))
            t.drag = {"kind": "ruler", "start": pos, "at": pos, "moved": False}
            return True
        if button == 2:
            t.drag = {"kind": "pan", "start": pos, "at": pos, "moved": False}
            return True
        if button != 1:
            return False
        t.ruler.clear()
        mid = self.model_at(pos)
        can = t.draggable()
        if mid is not None and mid in can:
            how = can[mid][0]
            w = t.camera.to_world(pos)
            p = t.pos_of(mid)
            t.drag = {"kind": "model", "model": mid, "how": how, "start": pos, "at": pos, "moved": False,
                         "grab": (w[0] - p[0], w[1] - p[1])}
            t.selected = mid
            return True
        t.drag = {"kind": "pan", "start": pos, "at": pos, "moved": False}
        return True

    def mouse_up(self, pos, button) -> bool:
        t = self.table
        drag, t.drag = t.drag, None
        if drag is None:
            return True
        if drag["kind"] == "ruler":
            t.ruler.drag(self.ruler_end(pos))
            if not drag["moved"]:
                t.ruler.clear()
            return True
        if drag["kind"] == "model":
            if button != 1:
                t.drag = drag   # right-button release while dragging: the drag goes on
                return True
            if drag["moved"]:
                w = t.camera.to_world(pos)
                at = (w[0] - drag["grab"][0], w[1] - drag["grab"][1])
                t.drag = drag
                g = t.probe(drag["how"], drag["model"], at)
                t.drag = None
                if g["ok"]:
                    t.play(g["action"])
                else:
                    t.ghost = g
                    t.say(g["why"], bad=True)
                return True
            self.click_model(drag["model"])
            return True
        if drag["kind"] == "pan" and not drag["moved"] and button == 1:
            mid = self.model_at(pos)
            if mid is not None:
                self.click_model(mid)
            else:
                self.click_ground(t.camera.to_world(pos))
        return True

    def click_model(self, mid: str) -> None:
        t = self.table
        t.selected = mid
        d = t.session.decision
        if d is None or not t.my_turn():
            return
        options = [a for a in t.legal() if mid in _models_of(a) and a.kind not in
                   ("move", "react_move", "maneuver", "deploy", "place")]
        if d.kind == "action" and not options:
            top = t.top_frame()
            obs = t.observation()
            if obs["models"][mid]["seat"] != obs["models"][top["model"]]["seat"]:
                t.explain(A("attack", by=top["model"], target=mid, also=None))
                return
        if len(options) == 1 and d.kind in ("activate", "action", "duellum_pick") and \
                not (d.kind == "activate" and options[0].get("rest") is not None) and \
                not t.words().own_target(options[0]):   # a click never attacks one's own model
            t.play(options[0])
            return
        if options:
            t.choices.filter_model = mid
            t.choices.changed()
            t.choices.sync()
            t.say(ngettext("{n} choice for {model}: pick one in the panel.",
                              "{n} choices for {model}: pick one in the panel.", len(options)).format(
                n=len(options), model=t.words().name(mid)))
        elif d.kind == "activate":
            t.explain(A("activate", model=mid, rest=None))

    def click_ground(self, world) -> None:
        t = self.table
        t.selected = None
        spot = t.spot_model()
        if spot is not None:
            g = t.probe(t.session.decision.kind, spot, world)
            if g["ok"]:
                t.play(g["action"])
            else:
                t.ghost = g
                t.say(g["why"], bad=True)

    def tree_click(self, pos) -> None:
        t = self.table
        for rect, bid in t.tree_hits:
            if rect.collidepoint(pos):
                d = t.session.decision
                if d is None or d.kind != "tree_path" or not t.my_turn():
                    t.say(_("The damage tree is chosen after a successful attack roll."))
                    return
                t.asking.choose(A("tree_box", box=bid))
                return

    def key(self, event) -> bool:
        t = self.table
        k = event.key
        if k == pygame.K_ESCAPE:
            if t.log_open:
                t.log_open = False
                return True
            if t.drag is not None or t.ghost is not None or t.choices.filter_model is not None or t.ruler.active \
                    or t.ruler.mode:
                t.drag = None
                t.ghost = None
                if t.ruler.mode:
                    t.say(_("Ruler off (right-drag still measures)."))
                t.ruler.mode = False
                t.ruler.clear()
                t.choices.clear_filter()
                return True
            t.open_pause()
            return True
        pan = {pygame.K_LEFT: (KEY_PAN_PX, 0), pygame.K_RIGHT: (-KEY_PAN_PX, 0), pygame.K_UP: (0, KEY_PAN_PX),
               pygame.K_DOWN: (0, -KEY_PAN_PX)}
        if k in pan:
            t.camera.pan_pixels(*pan[k])
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            t.camera.zoom_at(t.camera.viewport.center, ZOOM_STEP)
            return True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            t.camera.zoom_at(t.camera.viewport.center, 1 / ZOOM_STEP)
            return True
        if k in (pygame.K_0, pygame.K_KP0):
            t.camera.reset()
            return True
        if k == pygame.K_m:
            t.ruler.mode = not t.ruler.mode
            t.say(_("Ruler: left-drag to measure.") if t.ruler.mode else _("Ruler off (right-drag still measures)."))
            return True
        if k == pygame.K_SPACE:
            if t.story.holding:
                t.story.release()
            else:
                t.story.finish_all()
            return True
        if k == pygame.K_l:
            t.show_log = not t.show_log
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if t.story.holding:
                t.story.release()
                return True
            for a in t.legal():
                if a.kind in ("end", "pass", "end_clear_turn"):
                    t.asking.choose(a)
                    return True
            return True
        return False
