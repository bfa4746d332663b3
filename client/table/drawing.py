"""The animations a table plays from the events (``Anim``: a flash, a float, a banner, a slide).

What a game's table registers each frame (``hit``, ``face``) and the frame itself (``draw``,
``draw_table``) are ``GameTable``'s own (``table.py``).
"""
from __future__ import annotations

from dataclasses import dataclass


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
