"""Arena Rex's marks for a hint (``client/table/hint.py``): on the map, not on cards.

The models the hinted action names (the attacker and its target, the model to activate or
rest) are ringed; a move (a ``path`` of points in inches) is drawn as a line from the moving
model through its waypoints, an arrowhead and a ring where it ends; a spot (``at``: a deploy
or a placement) is ringed where it is. Mixed into ``ArenaScene`` before the shared table.
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import game_words, number

from ...table.hint import HINT_COLOUR

_, ngettext, pgettext = game_words("arenarex")

#: the action parameters that name a model
MODEL_KEYS = ("model", "by", "target", "also", "rest", "duelist", "heal", "dictate")


class HintMarks:
    #: the hint's note over the map, under the "Hint" button
    hint_note_at = (460, 84, 600)

    def describe_for_hint(self, action) -> str:
        """A move said with who moves, how far and which way (the button's word alone is "Move")."""
        path = action.get("path")
        if action.kind in ("move", "move_to", "react_move") and path:
            mover = action.get("model") or self.top_frame().get("model")
            start = self.pos_of(mover) if isinstance(mover, str) and mover in self.observation()["models"] else None
            if start is not None:
                points = [start] + [tuple(p) for p in path]
                inches = sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))
                return _('Move {model} {inches}" to the {way}').format(
                    model=self.words().name(mover), inches=number(inches, 1), way=self.words().compass(mover, path[-1]))
        return super().describe_for_hint(action)

    def draw_hint_marks(self, surface: pygame.Surface, action) -> None:
        super().draw_hint_marks(surface, action)  # the button that gives it, if any
        obs = self.observation()
        models = obs.get("models", {})
        clip = surface.get_clip()
        surface.set_clip(self.camera.viewport)
        try:
            width = max(3, self.app.layout.length(4))
            pulse = 3 * (0.5 + 0.5 * math.sin(self.time * 5.0))
            named = [action.get(k) for k in MODEL_KEYS if isinstance(action.get(k), str) and action.get(k) in models]
            for mid in named:
                at = self.pos_of(mid)
                if at is not None:
                    r = self.camera.length(self.radius_of(mid)) + 8 + pulse
                    pygame.draw.circle(surface, HINT_COLOUR, self.camera.to_screen(at), r, width)
                    self.hint_marked.append(("model", mid))
            path = action.get("path")
            if path:
                mover = action.get("model") or self.top_frame(obs).get("model")
                start = self.pos_of(mover) if isinstance(mover, str) and mover in models else None
                points = ([start] if start is not None else []) + [tuple(p) for p in path]
                screen = [self.camera.to_screen(p) for p in points]
                if len(screen) > 1:
                    pygame.draw.lines(surface, (20, 18, 22), False, screen, width + 4)
                    pygame.draw.lines(surface, HINT_COLOUR, False, screen, width)
                    _arrowhead(surface, screen[-2], screen[-1])
                    self.hint_marked.append(("path", screen))
                radius = self.radius_of(mover) if isinstance(mover, str) and mover in models else 0.5
                pygame.draw.circle(surface, HINT_COLOUR, self.camera.to_screen(points[-1]),
                                   self.camera.length(radius) + pulse, width)
            at = action.get("at")
            if isinstance(at, (list, tuple)) and len(at) == 2 and all(isinstance(v, (int, float)) for v in at):
                pygame.draw.circle(surface, HINT_COLOUR, self.camera.to_screen(tuple(at)),
                                   self.camera.length(0.6) + 6 + pulse, width)
                self.hint_marked.append(("spot", tuple(at)))
        finally:
            surface.set_clip(clip)


def _arrowhead(surface, a, b) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = [b, (b[0] - 16 * math.cos(ang - 0.45), b[1] - 16 * math.sin(ang - 0.45)),
            (b[0] - 16 * math.cos(ang + 0.45), b[1] - 16 * math.sin(ang + 0.45))]
    pygame.draw.polygon(surface, HINT_COLOUR, head)
    pygame.draw.polygon(surface, (20, 18, 22), head, 2)
