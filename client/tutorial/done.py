"""``DoneScene``: the tutorial's last words (what the reward was), then a normal game against
easy bots with the same seats, or the title. The coach opens it when the lesson's last step is
done (``coach.py``)."""
from __future__ import annotations

import pygame

from engine import i18n
from engine.core import LudusError
from engine.i18n import _, ngettext
from engine.play.tutorial import Tutorial

from ..scenes.overlay import OverlayScene
from ..table.seats import Seat
from ..table.session import GameSession
from ..widgets import Button, Label


class DoneScene(OverlayScene):
    """The end of a tutorial: what was won, then a normal game against easy bots, or the title."""

    panel = pygame.Rect(260, 130, 760, 460)

    def __init__(self, app, tutorial: Tutorial, names: list[str]):
        super().__init__(app)
        self.tutorial, self.names = tutorial, names
        p = app.theme.palette
        self.widgets.add(Label((self.panel.left + 32, self.panel.top + 24, self.panel.width - 64, 44),
                               _("Tutorial finished"), role="heading", colour=p.accent))
        bottom = self.panel.bottom - 86
        bots = sum(1 for spec in tutorial.seats if spec != "human")
        self.play_button = self.widgets.add(Button((self.panel.left + 40, bottom, 400, 56),
                                                   ngettext("Play a game against an easy bot",
                                                            "Play a game against easy bots", bots), self.play_easy))
        self.title_button = self.widgets.add(Button((self.panel.right - 280, bottom, 240, 56),
                                                    _("Back to the title"), self.back))
        self.widgets.focus(self.play_button)

    def back(self) -> None:
        self.app.to_title()

    def easy_seats(self) -> list[Seat]:
        return [Seat(name, "human" if spec == "human" else "bot:easy")
                for name, spec in zip(self.names, self.tutorial.seats, strict=True)]

    def play_easy(self) -> None:
        """A normal game (a fresh deal, not the lesson's scenario) with the same seats, bots easy."""
        seats = self.easy_seats()
        try:
            session = GameSession.new(self.tutorial.game, {"seats": len(seats)}, seats)
        except LudusError as exc:
            self.app.show_notice(_("The game cannot start"), str(exc))
            return
        self.app.play(session)

    def draw_content(self, surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        width = layout.length(self.panel.width - 80)
        y = layout.point((0, self.panel.top + 84))[1]
        x = layout.point((self.panel.left + 40, 0))[0]
        for line in theme.wrap(self.tutorial.done_in(i18n.language()), "body", width, layout):
            image = theme.text(line, "body", theme.palette.text, layout)
            surface.blit(image, (x, y))
            y += image.get_height() + layout.length(4)
