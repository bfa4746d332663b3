"""ConsentScene: in hot-seat, the other people at the screen agree to a take-back first.

Opaque (nothing of the table shows while the others come to the screen): "Livia asks to take
back their last move. Marcus, do you agree?" with Agree (Enter) and Refuse (Esc).
"""
from __future__ import annotations

import pygame

from engine.i18n import _

from ..focus import WidgetGroup
from ..scene import Scene
from ..widgets import Button


def names_words(names: list[str]) -> str:
    """"Marcus", "Marcus and Aurelia", "Marcus, Aurelia and Gaius"."""
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class ConsentScene(Scene):
    opaque = True

    def __init__(self, app, asker: str, others: list[str], on_agree):
        super().__init__(app)
        self.asker, self.others, self.on_agree = asker, list(others), on_agree
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

    def handle_event(self, event) -> bool:
        if self.frames < 2:
            return True  # the key or click that asked must not answer too
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
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        heading = theme.text(_("{name} asks to take back a move").format(name=self.asker), "title", p.accent, layout)
        surface.blit(heading, heading.get_rect(center=layout.point((640, 300))))
        question = theme.text(_("{names}: do you agree?").format(names=names_words(self.others)), "button", p.text,
                              layout)
        surface.blit(question, question.get_rect(center=layout.point((640, 370))))
        note = theme.text(_("The table stays hidden meanwhile; nothing of it is shown."), "small", p.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((640, 540))))
        self.widgets.draw(surface, layout, theme)
