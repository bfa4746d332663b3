"""HandoffScene: hides the table until the next person has the screen.

Opaque: nothing of the table below is drawn while it is up. "Pass to Livia", and one way on:
its button ("I am Livia: show my view") or Space / Enter. A click anywhere else does nothing,
so a stray click never shows a hand. Esc opens nothing (the table is someone else's).
"""
from __future__ import annotations

import pygame

from engine.i18n import _

from .. import art
from ..focus import WidgetGroup
from ..scene import Scene
from ..widgets import Button

#: design pixels the reason line may take before it wraps
REASON_WIDTH = 1000
#: the button that gives the screen to the person named (design pixels, its top moves below the reason)
READY_W, READY_H = 420, 56


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app, name: str, on_ready, *, reason: str = "", seat: int | None = None):
        super().__init__(app)
        self.name, self.on_ready, self.reason = name, on_ready, reason
        self.seat = seat  # shows the seat's marker (the shape the table shows for it) when known
        self.done = False
        self.time = 0.0
        self.frames = 0
        self.widgets = WidgetGroup(feedback=app.audio.tick)
        self.ready_button = self.widgets.add(Button((640 - READY_W // 2, 400, READY_W, READY_H),
                                                    _("I am {name}: show my view").format(name=name), self.ready))

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        self.on_ready()
        self.app.pop()

    def handle_event(self, event) -> bool:
        if self.frames < 2:
            return True  # input meant for the table a moment ago must not dismiss this
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.widgets.handle_event(event, self.app.layout)  # only the button answers a click
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        self.frames += 1
        self.widgets.update(dt)

    def reason_lines(self) -> list[str]:
        """The prompt waiting behind the screen, wrapped (at most three lines)."""
        if not self.reason:
            return []
        layout = self.app.layout
        return self.app.theme.wrap(self.reason, "body", layout.length(REASON_WIDTH), layout)[:3]

    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        self.app.title_backdrop.draw(surface, layout)
        heading = theme.text(_("Pass to %(name)s") % {"name": self.name}, "title", p.accent, layout)
        head_rect = surface.blit(heading, heading.get_rect(center=layout.point((640, 300))))
        if self.seat is not None:
            marker = art.seat_marker(self.seat, layout.length(48))
            surface.blit(marker, marker.get_rect(midbottom=(head_rect.centerx, head_rect.top - layout.length(16))))
        lines = self.reason_lines()
        y = 360 - 14 * (len(lines) - 1)
        for line in lines:  # a long prompt wraps rather than run off the window
            r = theme.text(line, "body", p.text_muted, layout)
            surface.blit(r, r.get_rect(center=layout.point((640, y))))
            y += 28
        self.ready_button.rect.top = max(400, y + 12)
        self.widgets.draw(surface, layout, theme)
        sub = theme.text(_("Or press Space when ready"), "small", p.text, layout)
        surface.blit(sub, sub.get_rect(center=layout.point((640, self.ready_button.rect.bottom + 26))))
        note = theme.text(_("The table stays hidden until then, so no one sees another player's cards."),
                          "small", p.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((640, self.ready_button.rect.bottom + 70))))
