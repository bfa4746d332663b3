"""Frame time of the Spartacus hex arena (the DuelView) at 1280x720, through a whole duel.

One frame = what the window does for the duel each frame: clear, ``update`` (animations),
``draw`` (board, lit hexes, tokens, dice pools, roll tray), flip, with the dummy video
driver (no vsync wait). The duel is a seeded random-bot game's first combat, replayed to the
view event by event at 60 Hz, so the frames include dice tumbling, pairs lighting up, tokens
walking and dice lost; while a move is pending the mouse sweeps the reachable hexes (hover
lighting). CPU figures are the UI thread's own time. Target: p95 under 8 ms.
"""
from __future__ import annotations

import time

from .stats import median, percentile

FRAME = 1 / 60


def _duel(seed: int):
    """[(observation for seat 0, that seat's view of the new events, reachable hexes)] of one combat."""
    from engine.core import Rng
    from engine.spartacus.ruleset import SpartacusRuleset

    rules = SpartacusRuleset()
    state = rules.new_game(rules.make_config(4, {"variant": "standard"}), seed)
    rng = Rng(seed, 5)
    events = []
    while not state.combat:
        events = state.apply(rng.choice(state.legal_actions()))
    steps = []
    while True:
        reachable = {tuple(a.to) for a in state.legal_actions()} if state.step == "move" else set()
        steps.append((state.observation(0), [e.view_for(0) for e in events], reachable))
        if not state.combat or state.to_decide() is None:
            return steps
        legal = state.legal_actions()
        attack = [a for a in legal if a.kind == "attack"]
        events = state.apply(attack[0] if attack else (legal[-1] if state.step == "move" else rng.choice(legal)))


def hex_arena_frame_time(quick: bool):
    import pygame

    from client.games.spartacus.duelview import DuelView

    n = 240 if quick else 1800
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    steps = _duel(0)
    view = DuelView(pygame.Rect(8, 48, 800, 464))
    times, cpu, busy = [], [], 0
    i = frame = 0
    for warm in range(n + 30):
        start, start_cpu = time.perf_counter(), time.thread_time()
        observation, events, reachable = steps[i]
        if not view.busy():
            i = (i + 1) % len(steps)
            observation, events, reachable = steps[i]
        else:
            events = []
        view.update(observation, events, FRAME)
        if reachable:   # the mouse sweeps the reachable hexes
            hexes = sorted(reachable)
            view.set_hover(view.hex_centre(hexes[frame % len(hexes)]), reachable)
        else:
            view.set_hover(None, set())
        screen.fill((24, 22, 27))
        view.draw(screen)
        pygame.display.flip()
        frame += 1
        if warm >= 30:   # the first frames fill the font and dice caches
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            busy += view.busy()
    pygame.display.quit()
    return [
        ("spartacus hex arena frame median", round(median(times), 3), "ms"),
        ("spartacus hex arena frame p95", round(percentile(times, 95), 3), "ms"),
        ("spartacus hex arena frame CPU p95", round(percentile(cpu, 95), 3), "ms"),
        ("spartacus hex arena frames animating", round(100 * busy / len(times), 1), "%"),
    ]


FIGURES = [hex_arena_frame_time]
