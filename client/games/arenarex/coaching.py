"""Where a tutorial step's things are on the Arena Rex table: the coach (``client/tutorial/``)
asks ``tutorial_lights`` instead of reading a card table's hits, since the arena draws its
models on a map and its choices as the prompt's buttons. Mixed into ``ArenaScene``.

While a finished attack's dice wait for the reader before the other side plays, the roll card's
Continue is lit. A step lights, in this order: the prompt's button for the step's move, when the step names a
button or a click on a model has narrowed the buttons to that model's choices (the move's
button, or "More" when it waits on another page); else the model it names (``model_rects``, as
drawn this frame) and the spot it names (a ``Spot`` of the tutorial, in inches, drawn as a
square round the spot), both at once for a drag from the one to the other.

A drop inside the spot a step waits for lands on the spot itself (``lesson_spot``): the tutorial's proof
played that very move, so the rest of the lesson goes as proved wherever in the ring the learner
let go.
"""
from __future__ import annotations

import pygame

from engine.play.tutorial import Spot, matches, names_of

#: the smallest ring round a spot on the map (screen px), so a small spot is still seen
MIN_SPOT_PX = 10


class CoachingMixin:
    #: the coach's panel (design space): the map's left margin, beside the round arena
    coach_rect = (8, 46, 232, 560)

    def tutorial_lights(self, step) -> list[pygame.Rect]:
        layout = self.app.layout
        if not self.learner_decides():
            # a finished attack's dice wait for the reader before the other side goes on: Continue
            held = getattr(self, "continue_button", None) if self.story.holding else None
            return [held.screen_rect(layout)] if held is not None else []
        if not self.my_turn():
            return []
        light = step.highlight
        names = names_of(self.session.state)
        wanted = [a for a in self.legal() if matches(step, a, names)]
        shown = [self.action_buttons[a.key()] for a in wanted if a.key() in self.action_buttons]
        if light.button is not None or (self.filter_model is not None and wanted):
            if shown:
                self.bring_into_sight(shown[0])   # the choices may scroll: the ringed one is in sight
                return [shown[0].screen_rect(layout)]
            return []
        out = []
        if light.model is not None and light.model in self.model_rects:
            out.append(pygame.Rect(self.model_rects[light.model]))
        spot = getattr(self, "tutorial", None) and self.tutorial.spots.get(light.spot)
        if spot is not None:
            x, y = self.camera.to_screen(spot.at)
            r = max(MIN_SPOT_PX, round(self.camera.length(spot.within)))
            out.append(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r))
        return out

    def lesson_spot(self, at):
        """In a tutorial, the spot the step waits for when ``at`` is within it (``snap`` lands there)."""
        step = getattr(self, "step", None) if getattr(self, "tutorial", None) is not None else None
        for _key, want in step.params if step is not None else ():
            if isinstance(want, Spot) and want.holds(at):
                return want.at
        return None
