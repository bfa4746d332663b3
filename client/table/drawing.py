"""The table's drawing: what a game's table registers each frame and the animations it plays.

A subclass draws the board in ``draw_table``: it registers every clickable thing each frame
with ``hit(rect, thing, zone)`` (what the input reads), every face-up card with ``face(cid)``
(the draw list the privacy test reads), and plays ``Anim``s from the events.

A mixin of ``GameTable``.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import pygame


@dataclass
class Anim:
    kind: str            # "flash" | "float" | "banner" | "slide"
    thing: object        # a thing id (rect looked up at draw time) or a design rect
    start: float
    duration: float
    text: str = ""
    colour: tuple = (255, 255, 255)
    to: object = None    # slide destination

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.start) / self.duration))


class TableDrawing:
    def hit(self, rect: pygame.Rect, thing, zone: str) -> None:
        self.hits.append((rect, thing, zone))
        self.rects[thing] = rect

    def face(self, cid) -> None:
        self.drawn_faces.add(cid)

    def begin_frame(self) -> None:
        self.hits = []
        self.rects = {}
        self.drawn_faces = set()
        self.guard.begin_frame()

    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.begin_frame()
        self.draw_table(surface)
        self.takeback.draw(surface)
        self.hinter.draw(surface)
        self.guard.note_drawn()
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError
