"""Arena Rex's marks for a hint (``client/table/hint.py``): on the map, not on cards.

The models the hinted action names (the attacker and its target, the model to activate or
rest) are ringed; a move (a ``path`` of points in inches) is drawn as a line from the moving
model through its waypoints, an arrowhead and a ring where it ends; a spot (``at``: a deploy
or a placement) is ringed where it is. ``ArenaHintMarks`` is ``ArenaScene``'s
``hint_marks_class``: what it reads of the scene is its map (``camera``, ``pos_of``,
``radius_of``, ``top_frame``), its ``observation`` and ``words``, and ``hint_note_at``.
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import game_words, number

from ...table.hintmarks import HINT_COLOUR, HintMarks

_, ngettext, pgettext = game_words("arenarex")

#: the least radius of a hint's rings (design px), however far the map is zoomed out
MIN_RING = 14
#: the ways a short move's tag may stand from its end, turning from the move's own direction
TAG_TURNS = tuple(math.radians(a) for a in (0, 45, -45, 90, -90, 135, -135, 180))
#: a move shorter than this on screen (design px) gets a tag at its end
SHORT_PATH = 48
#: the design height a hint's note may take (three lines of small type and its padding)
NOTE_ROOM = 96
#: the action parameters that name a model
MODEL_KEYS = ("model", "by", "target", "also", "rest", "duelist", "heal", "dictate")


#: the hint's note over the map, under the "Hint" button (``ArenaScene.hint_note_at``)
NOTE_AT = (460, 84, 600)


class ArenaHintMarks(HintMarks):
    def button_rects(self, action) -> list:
        """The shared table's buttons; the choices may scroll: the ringed one is brought in sight."""
        made = self.table.action_buttons.get(action.key())
        if made is not None:
            self.table.choices.bring_into_sight(made)
        return super().button_rects(action)

    def note_place(self) -> tuple[int, int, int]:
        """Over the map's top, or at its foot when what the hint marks lies under the top's note
        (a click there would only close the note)."""
        place = super().note_place()
        if place != self.table.hint_note_at:
            return place
        x, y, w = place
        band = self.table.app.layout.rect((x - w // 2, y - 8, w, NOTE_ROOM + 16))
        if any(band.collidepoint(p) for p in self.hint_points()):
            return (x, 720 - NOTE_ROOM - 8, w)
        return place

    def hint_points(self) -> list:
        """The screen points this frame's marks stand on (models, spots, the path's points, tags)."""
        scene = self.table
        out = []
        for mark in self.marked:
            if isinstance(mark, pygame.Rect):
                out += [mark.center, mark.topleft, mark.bottomright]
            elif mark[0] == "model" and scene.pos_of(mark[1]) is not None:
                out.append(scene.camera.to_screen(scene.pos_of(mark[1])))
            elif mark[0] == "spot":
                out.append(scene.camera.to_screen(mark[1]))
            elif mark[0] == "path":
                out += list(mark[1])
        return out

    def describe(self, action) -> str:
        """A move said with who moves, how far and which way (the button's word alone is "Move")."""
        scene = self.table
        path = action.get("path")
        if action.kind in ("move", "move_to", "react_move") and path:
            mover = action.get("model") or scene.top_frame().get("model")
            start = scene.pos_of(mover) if isinstance(mover, str) and mover in scene.observation()["models"] else None
            if start is not None:
                points = [start] + [tuple(p) for p in path]
                inches = sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))
                return _('Move {model} {inches}" to the {way}').format(
                    model=scene.words().name(mover), inches=number(inches, 1), way=scene.words().compass(mover, path[-1]))
        if action.kind == "deploy" and isinstance(action.get("model"), str):
            return _("Deploy {model} on the ringed spot").format(model=scene.words().name(action.get("model")))
        return super().describe(action)

    def draw_marks(self, surface: pygame.Surface, action) -> None:
        super().draw_marks(surface, action)  # the button that gives it, if any
        scene = self.table
        obs = scene.observation()
        models = obs.get("models", {})
        clip = surface.get_clip()
        surface.set_clip(scene.camera.viewport)
        try:
            width = max(3, scene.app.layout.length(4))
            pulse = 3 * (0.5 + 0.5 * math.sin(scene.time * 5.0))
            least = scene.app.layout.length(MIN_RING)
            named = [action.get(k) for k in MODEL_KEYS if isinstance(action.get(k), str) and action.get(k) in models]
            for mid in named:
                at = scene.pos_of(mid)
                if at is not None:
                    r = max(least, scene.camera.length(scene.radius_of(mid)) + 8) + pulse
                    pygame.draw.circle(surface, HINT_COLOUR, scene.camera.to_screen(at), r, width)
                    self.marked.append(("model", mid))
            path = action.get("path")
            if path:
                self.draw_hint_path(surface, action, path, width, pulse)
            at = action.get("at")
            if isinstance(at, (list, tuple)) and len(at) == 2 and all(isinstance(v, (int, float)) for v in at):
                pygame.draw.circle(surface, HINT_COLOUR, scene.camera.to_screen(tuple(at)),
                                   max(least, scene.camera.length(0.6) + 6) + pulse, width)
                self.marked.append(("spot", tuple(at)))
        finally:
            surface.set_clip(clip)

    def draw_hint_path(self, surface: pygame.Surface, action, path, width: int, pulse: float) -> None:
        """A move: the line from the mover through its waypoints, an arrowhead, the mover and the
        end spot ringed at least ``MIN_RING`` design px wide; a move shorter than ``SHORT_PATH``
        on screen gets a tag beside its end ("0.2\" to here"), so a tiny step still reads."""
        scene = self.table
        layout = scene.app.layout
        models = scene.observation().get("models", {})
        mover = action.get("model") or scene.top_frame().get("model")
        known = isinstance(mover, str) and mover in models
        start = scene.pos_of(mover) if known else None
        points = ([start] if start is not None else []) + [tuple(p) for p in path]
        screen = [scene.camera.to_screen(p) for p in points]
        least = layout.length(MIN_RING)
        if start is not None and not action.get("model"):  # the mover is not named by the action: ring it here
            pygame.draw.circle(surface, HINT_COLOUR, screen[0], max(least, scene.camera.length(scene.radius_of(mover)) + 8)
                               + pulse, width)
            self.marked.append(("model", mover))
        if len(screen) > 1:
            pygame.draw.lines(surface, (20, 18, 22), False, screen, width + 4)
            pygame.draw.lines(surface, HINT_COLOUR, False, screen, width)
            _arrowhead(surface, screen[-2], screen[-1])
            self.marked.append(("path", screen))
        radius = scene.radius_of(mover) if known else 0.5
        end = screen[-1]
        pygame.draw.circle(surface, HINT_COLOUR, end, max(least, scene.camera.length(radius)) + pulse, width)
        on_screen = sum(math.dist(a, b) for a, b in zip(screen, screen[1:], strict=False))
        if start is not None and on_screen < layout.length(SHORT_PATH):
            inches = sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))
            self.draw_hint_tag(surface, _('{inches}" to here').format(inches=number(inches, 1)), end,
                               (end[0] - screen[0][0], end[1] - screen[0][1]), least)

    def draw_hint_tag(self, surface: pygame.Surface, text: str, end, way, least: int) -> None:
        """A small tag pointing at ``end`` from beyond it: along ``way`` (the move's direction) if
        that spot covers no model and stays on the map, else the first such spot turning round
        the end, farther out if need be (a short step among models hid one under its tag)."""
        scene = self.table
        layout, theme = scene.app.layout, scene.app.theme
        size = math.hypot(*way) or 1.0
        ux, uy = (way[0] / size, way[1] / size) if size > 1e-6 else (1.0, 0.0)
        image = theme.text(text, "tiny", (20, 18, 22), layout)
        tag = image.get_rect().inflate(layout.length(12), layout.length(6))
        models = [pygame.Rect(r) for r in scene.model_rects.values()]
        view = scene.camera.viewport
        best = None
        for far in (1.0, 1.8, 2.8):
            reach = (least + layout.length(30)) * far
            for turn in TAG_TURNS:
                c, s = math.cos(turn), math.sin(turn)
                vx, vy = ux * c - uy * s, ux * s + uy * c
                spot = tag.copy()
                spot.center = (round(end[0] + vx * (reach + tag.width / 2)), round(end[1] + vy * (reach + tag.height / 2)))
                if not view.contains(spot):
                    continue
                if best is None:
                    best = (spot, vx, vy)
                if spot.collidelist(models) < 0:
                    best = (spot, vx, vy)
                    break
            else:
                continue
            break
        if best is None:   # nowhere whole on the map: along the move, kept inside it
            spot = tag.copy()
            spot.center = (round(end[0] + ux * (least + layout.length(30))), round(end[1] + uy * (least + layout.length(30))))
            spot.clamp_ip(view)
            best = (spot, ux, uy)
        tag, vx, vy = best
        pygame.draw.line(surface, (20, 18, 22), (end[0] + vx * least, end[1] + vy * least), tag.center, 3)
        pygame.draw.rect(surface, HINT_COLOUR, tag, border_radius=layout.length(6))
        pygame.draw.rect(surface, (20, 18, 22), tag, 2, border_radius=layout.length(6))
        surface.blit(image, image.get_rect(center=tag.center))
        self.marked.append(tag)


def _arrowhead(surface, a, b) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = [b, (b[0] - 16 * math.cos(ang - 0.45), b[1] - 16 * math.sin(ang - 0.45)),
            (b[0] - 16 * math.cos(ang + 0.45), b[1] - 16 * math.sin(ang + 0.45))]
    pygame.draw.polygon(surface, HINT_COLOUR, head)
    pygame.draw.polygon(surface, (20, 18, 22), head, 2)
