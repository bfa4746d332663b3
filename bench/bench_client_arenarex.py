"""Frame time of the Arena Rex arena scene at 1280x720: 16 models, an animation running.

A seeded Munus 8v8 with one living hazard (16 models on the arena after
deployment), both seats human so nothing waits on a bot. Every frame runs the
real loop (events -> update -> draw -> flip, dummy video driver) while a push
slides and dice tumble; whenever the story ends, the same events are queued
again, so every measured frame has an animation running. The mouse hovers a
model (engagement rings, tooltip) for part of the run.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tools import headless  # noqa: F401,E402  (headless SDL, before pygame is imported)

from .stats import median, percentile  # noqa: E402

SEED = 3


def _arena(quick: bool):
    import pygame

    from client.app import App
    from client.games.arenarex.scene import ArenaScene
    from client.table.session import GameSession, Seat
    from engine.core import Event, registry

    tmp = Path(tempfile.mkdtemp(prefix="ludus-bench-"))
    os.environ["LUDUS_DATA_DIR"] = str(tmp / "data")
    ruleset = registry.get("arenarex")
    config = ruleset.make_config(2, {"scenario": "munus", "cohort": "8", "living_hazards": "1"})
    session = GameSession.new("arenarex", config, [Seat("Livia", "human"), Seat("Marcus", "human")], seed=SEED,
                              autosave_to=False)
    while session.decision.kind in ("first_player", "deploy"):
        session.apply(session.legal_actions()[0])
    app = App(tmp / "config", initial_scene=lambda app: ArenaScene(app, session))
    scene = app.top
    try:
        for _ in range(5):
            app.step([], dt=1 / 60)
        obs = scene.observation()
        on = [m for m, v in obs["models"].items() if v["pos"] is not None and not v["out"]]
        mover = on[0]
        start = scene.pos_of(mover)
        end = (start[0] + (1.0 if start[0] < 16 else -1.0), start[1])
        story = [Event.make("pushed", "Pushing", model=mover, **{"from": list(start)}, to=list(end), by=on[-1],
                            resisted=False, stopped_by=None, distance=1.0),
                 Event.make("dice_rolled", "Combat", model=on[-1], role="attack", dice=[1, 4, 6, 2, 5], favor_dice=[6],
                            successes=5, bonus=0, rerolled=0),
                 Event.make("dice_rolled", "Combat", model=mover, role="defense", dice=[3, 4, 2], favor_dice=[],
                            successes=1, bonus=0, rerolled=0),
                 Event.make("damage_marked", "Vitality Bar", model=mover, amount=2, total=2, source=on[-1])]
        hover = scene.camera.to_screen_i(scene.pos_of(on[1]))
        frames = 120 if quick else 900
        times = []
        for i in range(frames + 30):
            if not scene.story.busy:
                scene.on_events(story, scene.current_positions())
            events = []
            if i % 200 == 50:
                events = [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))]
            elif i % 200 == 150:
                events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 700), rel=(0, 0), buttons=(0, 0, 0))]
            t0 = time.perf_counter()
            app.step(events, dt=1 / 60)
            if i >= 30:
                times.append((time.perf_counter() - t0) * 1000)
        models = len(scene.model_rects)
    finally:
        app.close()
    return [("arenarex arena frame median (16 models, animating)", round(median(times), 2), "ms"),
            ("arenarex arena frame p95 (16 models, animating)", round(percentile(times, 95), 2), "ms"),
            ("arenarex arena models drawn", models, "models")]


FIGURES = [_arena]
