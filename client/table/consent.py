"""ConsentScene: in hot-seat, each other person at the screen agrees to a take-back first.

Opaque (nothing of the table shows while the screen goes round): "Livia asks to take back a
move" and "Marcus, do you agree?", one screen per person asked, naming them (their seat's
marker too), with Agree and Refuse (Esc; Refuse has the focus, so Enter refuses). The take-back's caller chains the screens
(``Takeback.ask_consent``).
"""
from __future__ import annotations

import pygame

from engine.i18n import _

from .. import art
from ..focus import WidgetGroup
from ..scene import Scene
from ..widgets import Button


class ConsentScene(Scene):
    opaque = True

    def __init__(self, app, asker: str, asked: str, on_agree, on_refuse=None, *, seat: int | None = None):
        super().__init__(app)
        #: who asks, and the one person this screen asks (by name)
        self.asker, self.asked = asker, asked
        self.on_agree, self.on_refuse = on_agree, on_refuse
        self.seat = seat  # the asked person's seat: its marker is shown
        self.frames = 0
        self.done = False
        self.widgets = WidgetGroup(feedback=app.audio.tick)
        self.agree_button = self.widgets.add(Button((420, 440, 200, 56), _("Agree"), self.agree))
        self.refuse_button = self.widgets.add(Button((660, 440, 200, 56), _("Refuse"), self.refuse))
        self.widgets.focus(self.refuse_button)

    def agree(self) -> None:
        if not self.done:
            self.done = True
            self.app.pop()
            self.on_agree()

    def refuse(self) -> None:
        if not self.done:
            self.done = True
            self.app.pop()
            if self.on_refuse is not None:
                self.on_refuse()

    def handle_event(self, event) -> bool:
        if self.frames < 2:
            return True  # the key or click that asked (or answered the screen before) must not answer too
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.refuse()
            return True
        self.widgets.handle_event(event, self.app.layout)
        return True

    def update(self, dt: float) -> None:
        self.frames += 1
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        self.app.title_backdrop.draw(surface, layout)
        heading = theme.text(_("{name} asks to take back a move").format(name=self.asker), "title", p.accent, layout)
        surface.blit(heading, heading.get_rect(center=layout.point((640, 300))))
        question = theme.text(_("{name}, do you agree?").format(name=self.asked), "button", p.text, layout)
        asked_rect = surface.blit(question, question.get_rect(center=layout.point((640, 370))))
        if self.seat is not None:  # the asked person's marker, as the table shows their seat
            marker = art.seat_marker(self.seat, layout.length(40))
            surface.blit(marker, marker.get_rect(midright=(asked_rect.left - layout.length(12), asked_rect.centery)))
        note = theme.text(_("Only {name} may answer this. The table stays hidden meanwhile.").format(name=self.asked),
                          "small", p.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((640, 540))))
        self.widgets.draw(surface, layout, theme)
