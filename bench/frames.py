"""Frame timing shared by the table benchmarks: what the window does each frame (events, update,
draw, flip) with the dummy video driver, in wall-clock and in the UI thread's CPU time (which
separates the table's cost from waiting for a core on a busy machine)."""
from __future__ import annotations

import time
from typing import NamedTuple

FRAME = 1 / 60


def frames(app, n, events_for=None, cpu=None) -> list[float]:
    """Wall-clock ms per frame; with ``cpu`` (a list), also the UI thread's CPU ms."""
    times = []
    for i in range(n):
        events = events_for(i) if events_for else []
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step(events, dt=FRAME)
        times.append((time.perf_counter() - start) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - start_cpu) * 1000)
    return times


class TableFrames(NamedTuple):
    plain: list[float]  # wall-clock ms, nothing hovered
    cpu: list[float]  # the same frames in UI-thread CPU ms
    hovered: list[float]  # wall-clock ms with the mouse resting on a card


def table_frames(app, n: int, hover_at) -> TableFrames:
    """The open table's frames: warm the caches (fonts, faces, static layer), then ``n`` plain
    frames, then ``n`` with the mouse on the screen point ``hover_at()`` gives once those are drawn
    (a card's rect exists only after a frame: a tooltip and a highlight)."""
    import pygame

    frames(app, 30)
    cpu: list[float] = []
    plain = frames(app, n, cpu=cpu)
    motion = [pygame.event.Event(pygame.MOUSEMOTION, pos=hover_at(), rel=(0, 0), buttons=(0, 0, 0))]
    hovered = frames(app, n, lambda i: motion if i % 2 == 0 else [])
    return TableFrames(plain, cpu, hovered)
