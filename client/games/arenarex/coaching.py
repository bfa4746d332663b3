"""Where a tutorial step's things are on the Arena Rex table: the coach (``client/tutorial/``)
asks ``coach_lights`` instead of reading a card table's hits, since the arena draws its
models on a map and its choices as the prompt's buttons. A part of ``ArenaScene``
(``scene.coaching``), made with the scene it serves; the scene's ``coach_lights`` hook asks it.

While a finished attack's dice wait for the reader before the other side plays, the roll card's
Continue is lit. A step lights, in this order: the prompt's button for the step's move, when the step names a
button or a click on a model has narrowed the buttons to that model's choices (the move's
button, or "More" when it waits on another page); else the model it names (``model_rects``, as
drawn this frame) and the spot it names (a ``Spot`` of the tutorial, in inches, drawn as a
square round the spot), both at once for a drag from the one to the other.

A drop inside the spot a step waits for lands on the spot itself (``lesson_spot``): the tutorial's proof
played that very move, so the rest of the lesson goes as proved wherever in the ring the learner
let go.

What it uses of the scene: ``app``, ``story``, ``story_view.continue_button``, ``my_turn``,
``legal``, ``action_buttons``, ``choices.filter_model``, ``choices.bring_into_sight``, ``model_rects``,
``camera``, and on a coached table (``tutorial`` not None) ``learner_decides`` and ``step``.
"""
from __future__ import annotations

import pygame

from engine.play.tutorial import Spot, matches

#: the smallest ring round a spot on the map (screen px), so a small spot is still seen
MIN_SPOT_PX = 10


class Coaching:
    """Where a lesson's step is on the arena, for one scene."""

    def __init__(self, table):
        self.table = table

    def lights(self, step, names: dict) -> list[pygame.Rect]:
        """The lesson's step on the map and the prompt's buttons (``GameTable.coach_lights``)."""
        t = self.table
        layout = t.app.layout
        if not t.learner_decides():
            # a finished attack's dice wait for the reader before the other side goes on: Continue
            held = t.story_view.continue_button if t.story.holding else None
            return [held.screen_rect(layout)] if held is not None else []
        if not t.my_turn():
            return []
        light = step.highlight
        wanted = [a for a in t.legal() if matches(step, a, names)]
        shown = [t.action_buttons[a.key()] for a in wanted if a.key() in t.action_buttons]
        if light.button is not None or (t.choices.filter_model is not None and wanted):
            if shown:
                t.choices.bring_into_sight(shown[0])   # the choices may scroll: the ringed one is in sight
                return [shown[0].screen_rect(layout)]
            return []
        out = []
        if light.model is not None and light.model in t.model_rects:
            out.append(pygame.Rect(t.model_rects[light.model]))
        spot = t.tutorial.spots.get(light.spot) if t.tutorial is not None else None
        if spot is not None:
            x, y = t.camera.to_screen(spot.at)
            r = max(MIN_SPOT_PX, round(t.camera.length(spot.within)))
            out.append(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r))
        return out

    def lesson_spot(self, at):
        """In a tutorial, the spot the step waits for when ``at`` is within it (``snap`` lands there)."""
        t = self.table
        step = t.step if t.tutorial is not None else None
        for _key, want in step.params if step is not None else ():
            if isinstance(want, Spot) and want.holds(at):
                return want.at
        return None
