"""HandoffScene: hides the table until the next person has the screen.

Opaque: nothing of the table below is drawn while it is up. "Pass to Livia —
click or press Space when ready"; the click / Space / Enter calls ``on_ready``
and closes the scene. Esc opens nothing (the table is someone else's).
"""
from __future__ import annotations

import pygame

from engine.i18n import _

from .. import art
from ..scene import Scene

#: design pixels the reason line may take before it wraps
REASON_WIDTH = 1000


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app, name: str, on_ready, *, reason: str = "", seat: int | None = None):
        super().__init__(app)
        self.name, self.on_ready, self.reason = name, on_ready, reason
        self.seat = seat  # shows the seat's marker (the shape the table shows for it) when known
        self.done = False
        self.time = 0.0
        self.frames = 0

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        self.on_ready()
        self.app.pop()

    def handle_event(self, event) -> bool:
        if self.frames < 2:
            return True  # input meant for the table a moment ago must not dismiss this
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.ready()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return True
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        self.frames += 1

    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        heading = theme.text(_("Pass to %(name)s") % {"name": self.name}, "title", p.accent, layout)
        head_rect = surface.blit(heading, heading.get_rect(center=layout.point((640, 300))))
        if self.seat is not None:
            marker = art.seat_marker(self.seat, layout.length(48))
            surface.blit(marker, marker.get_rect(midbottom=(head_rect.centerx, head_rect.top - layout.length(16))))
        y = 360
        if self.reason:  # a long prompt wraps (at most three lines) rather than run off the window
            lines = theme.wrap(self.reason, "body", layout.length(REASON_WIDTH), layout)[:3]
            y -= 14 * (len(lines) - 1)
            for line in lines:
                r = theme.text(line, "body", p.text_muted, layout)
                surface.blit(r, r.get_rect(center=layout.point((640, y))))
                y += 28
            y -= 28
        sub = theme.text(_("Click or press Space when ready"), "button", p.text, layout)
        surface.blit(sub, sub.get_rect(center=layout.point((640, max(410, y + 50)))))
        note = theme.text(_("The table stays hidden until then, so no one sees another player's cards."),
                          "small", p.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((640, max(470, y + 110)))))
