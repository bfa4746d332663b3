"""In-game overlays: the pause menu (save, load, bot speed, settings, quit to title) and the
load-game list (also reached from the title). Saving uses the engine's save format; a save
chosen in the list is opened by the shell (``App.open_save``): a bad one is refused with its
problem in words and the file is left as it was. A file in a save folder that is no usable
save is listed as damaged, with its reason."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from engine.core import registry
from engine.core.limits import clip
from engine.i18n import _, moment, number

from ..focus import WidgetGroup
from ..settings import SPEED_NAMES, bot_speed, set_bot_speed
from ..table.autosave import Damaged, SaveInfo, damaged_entries, load_entries, saves_dir
from ..table.seats import controller_words
from ..widgets import Button, Choice, Label
from .overlay import OverlayScene
from .settings import SettingsScene, speed_words


class PauseScene(OverlayScene):
    panel = pygame.Rect(390, 120, 500, 460)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self._build()

    def language_changed(self) -> None:
        self._build()

    def _build(self) -> None:
        app, table = self.app, self.table
        self.widgets = WidgetGroup(on_back=self.back, feedback=app.audio.tick)
        p = app.theme.palette
        x, w = self.panel.left + 50, self.panel.width - 100
        self.widgets.add(Label((x, self.panel.top + 24, w, 50), _("Paused"), role="heading", colour=p.accent))
        y = self.panel.top + 88
        self.resume_button = self.widgets.add(Button((x, y, w, 50), _("Resume"), self.back))
        y += 60
        self.save_button = self.widgets.add(Button((x, y, w, 50), _("Save game"), self.save,
                                                   enabled=not table.replaying))
        y += 60
        self.load_button = self.widgets.add(Button((x, y, w, 50), _("Load game"), self.load))
        y += 60
        speeds = [(s, _("Bot speed: %(speed)s") % {"speed": speed_words(s)}) for s in SPEED_NAMES]
        self.speed_choice = self.widgets.add(Choice((x, y, w, 50), speeds,
                                                    bot_speed(app), lambda s: set_bot_speed(app, s),
                                                    tooltip=_("How long each bot move stays on screen")))
        y += 60
        self.widgets.add(Button((x, y, w // 2 - 5, 50), _("Settings"), lambda: app.push(SettingsScene(app))))
        self.rules_button = self.widgets.add(Button((x + w // 2 + 5, y, w // 2 - 5, 50), _("Rules"), self.rules,
                                                    tooltip=_("How to play, and what the words mean (F1)")))
        y += 60
        self.quit_button = self.widgets.add(Button((x, y, w, 50), _("Quit to title"), self.quit_to_title,
                                                   tooltip=_("The game is autosaved: Continue on the title resumes it")))
        self.widgets.focus(self.resume_button)

    def save(self) -> None:
        name = f"{self.table.session.moves.ruleset}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            path = self.table.session.save_as(saves_dir() / name)
        except OSError as exc:
            self.app.show_notice(_("Not saved"), _("The game could not be saved: %(why)s.")
                                 % {"why": exc.strerror or exc})
            return
        self.app.show_notice(_("Saved"), _("The game was saved as %(path)s.") % {"path": path})

    def load(self) -> None:
        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        from .rules import open_rules

        open_rules(self.app, self.table.session.moves.ruleset)

    def quit_to_title(self) -> None:
        self.app.to_title()


def describe(info: SaveInfo) -> tuple[str, str, str]:
    """(game and progress, seats, date) of a save, in player words."""
    moves = number(info.decisions)
    if info.round is not None and info.rounds:
        progress = _("Round %(round)s of %(rounds)s, move %(move)s") % {
            "round": number(info.round), "rounds": number(info.rounds), "move": moves}
    elif info.round is not None:
        progress = _("Round %(round)s, move %(move)s") % {"round": number(info.round), "move": moves}
    else:
        progress = _("move %(move)s") % {"move": moves}
    if info.over:
        progress = _("%(progress)s, finished") % {"progress": progress}
    seats = ", ".join(f"{name} ({controller_words(who)})" for name, who in info.seats) or _("seats not recorded")
    date = moment(info.saved_at)
    return f"{registry.title(info.ruleset)} · {progress}", seats, date


def fitted(theme, text: str, role: str, colour, layout, room: int, shorter: str | None = None):
    """``text`` rendered no wider than ``room`` pixels: shrunk a little, else ``shorter`` (the
    same in fewer words), else cut with an ellipsis at a word (a long heading never runs into
    the date beside it)."""
    text = text[:200]  # no line of the list holds more: the cutting below stays short
    surface = theme.text(text, role, colour, layout, max_width=room)
    if surface.get_width() > room and shorter:
        text = shorter
        surface = theme.text(text, role, colour, layout, max_width=room)
    words = text.split(" ")
    while surface.get_width() > room and len(words) > 1:
        words.pop()
        surface = theme.text(" ".join(words).rstrip(",·") + "…", role, colour, layout, max_width=room)
    return surface


class SaveRow(Button):
    """One game in the Load list: game and progress with the date, the seats under them."""

    def __init__(self, rect, info: SaveInfo, on_click, *, saved: bool):
        heading, self.seats, date = describe(info)
        self.date = (_("Saved %(date)s") if saved else _("Autosaved %(date)s")) % {"date": date}
        super().__init__(rect, heading, on_click)
        self.info = info
        title = registry.title(info.ruleset)
        # "For Glory + Champions" -> "For Glory", "Spartacus: A Game of ..." -> "Spartacus"
        self.short = heading.replace(title, title.split(":")[0].split(" + ")[0], 1)

    def draw_label(self, surface, rect, layout, theme):
        p = theme.palette
        pad = layout.length(20)
        date = theme.text(self.date, "small", p.text_muted, layout)
        surface.blit(date, date.get_rect(topright=(rect.right - pad, rect.top + layout.length(8))))
        room = rect.width - 3 * pad - date.get_width()
        surface.blit(fitted(theme, self.text, "button", p.text, layout, room, self.short),
                     (rect.left + pad, rect.top + layout.length(6)))
        surface.blit(fitted(theme, self.seats, "small", p.text_muted, layout, rect.width - 2 * pad),
                     (rect.left + pad, rect.top + layout.length(34)))


class DamagedRow(SaveRow):
    """A file in a save folder that cannot be loaded: its name and why, listed so the player
    knows it is there (choosing it explains; the file is never changed or removed)."""

    def __init__(self, rect, info: Damaged, on_click):
        Button.__init__(self, rect, _("Damaged file: %(name)s") % {"name": info.path.name}, on_click,
                        tooltip=_("This file cannot be loaded; it is left as it is"))
        self.info = info
        self.short = None
        self.seats = _("Cannot be loaded: %(why)s") % {"why": clip(info.problem, 120)}
        self.date = _("Found %(date)s") % {"date": moment(info.saved_at)} if info.saved_at else _("Found")


class LoadScene(OverlayScene):
    """Unfinished games and saved games, newest first, named by game, seats, progress and
    date (never by file name); choosing one loads and verifies it."""

    panel = pygame.Rect(200, 70, 880, 580)
    PER_PAGE = 6

    def __init__(self, app, entries: list[SaveInfo | Damaged] | None = None):
        super().__init__(app)
        self.entries = load_entries() + damaged_entries() if entries is None else list(entries)
        self.paths = [info.path for info in self.entries]
        self.page = 0
        self.buttons: list[SaveRow] = []
        self._build()

    def _build(self) -> None:
        p = self.app.theme.palette
        self.widgets = WidgetGroup(on_back=self.back, feedback=self.app.audio.tick)
        left, width = self.panel.left + 40, self.panel.width - 80
        self.widgets.add(Label((left, self.panel.top + 20, width, 50), _("Load game"), role="heading", colour=p.accent))
        y = self.panel.top + 84
        saves = saves_dir().resolve()
        first = self.page * self.PER_PAGE
        self.buttons = []
        for info in self.entries[first:first + self.PER_PAGE]:
            if isinstance(info, Damaged):
                row = DamagedRow((left, y, width, 64), info, lambda info=info: self.explain(info))
            else:
                row = SaveRow((left, y, width, 64), info, lambda path=info.path: self.open(path),
                              saved=info.path.parent.resolve() == saves)
            self.buttons.append(self.widgets.add(row))
            y += 72
        if not self.entries:
            self.widgets.add(Label((left, y, width, 48), _("No saved games yet."), colour=p.text_muted))
        bottom = self.panel.bottom - 70
        pages = max(1, -(-len(self.entries) // self.PER_PAGE))
        self.newer_button = self.widgets.add(Button((left, bottom, 180, 50), _("Newer"), lambda: self.turn(-1),
                                                    enabled=self.page > 0))
        self.back_button = self.widgets.add(Button((self.panel.centerx - 100, bottom, 200, 50), _("Back"), self.back))
        self.older_button = self.widgets.add(Button((left + width - 180, bottom, 180, 50), _("Older"),
                                                    lambda: self.turn(1), enabled=self.page + 1 < pages))
        self.widgets.focus(self.buttons[0] if self.buttons else self.back_button)

    def language_changed(self) -> None:
        self._build()

    def turn(self, step: int) -> None:
        self.page += step
        self._build()

    def open(self, path: Path) -> None:
        self.app.open_save(path)

    def explain(self, info: Damaged) -> None:
        self.app.show_notice(_("This file cannot be loaded"),
                             _("%(path)s: %(why)s. The file was left as it is.")
                             % {"path": info.path, "why": clip(info.problem, 200)})
