"""In-game overlays: the pause menu (save, load, bot speed, settings, quit to title)
and the load-game list. Saving and loading use the engine's save format; a bad
save is refused with its problem in words and the file is left as it was."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from engine.core import SaveError

from ..controllers import SPEED_NAMES
from ..session import GameSession, autosave_dir, saves_dir
from ..widgets import Button, Choice, Label
from .overlay import OverlayScene
from .settings import SettingsScene


def bot_speed(app) -> str:
    speed = app.settings.extra.get("bot_speed", "normal")
    return speed if speed in SPEED_NAMES else "normal"


def set_bot_speed(app, speed: str) -> None:
    extra = dict(app.settings.extra)
    extra["bot_speed"] = speed
    app.change_settings(extra=extra)


class PauseScene(OverlayScene):
    panel = pygame.Rect(390, 120, 500, 460)

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        p = app.theme.palette
        x, w = self.panel.left + 50, self.panel.width - 100
        self.widgets.add(Label((x, self.panel.top + 24, w, 50), "Paused", role="heading", colour=p.accent))
        y = self.panel.top + 88
        self.resume_button = self.widgets.add(Button((x, y, w, 50), "Resume", self.back))
        y += 60
        self.save_button = self.widgets.add(Button((x, y, w, 50), "Save game", self.save,
                                                   enabled=not table.replaying))
        y += 60
        self.load_button = self.widgets.add(Button((x, y, w, 50), "Load game", self.load))
        y += 60
        self.speed_choice = self.widgets.add(Choice((x, y, w, 50), [(s, f"Bot speed: {s}") for s in SPEED_NAMES],
                                                    bot_speed(app), lambda s: set_bot_speed(app, s),
                                                    tooltip="How long each bot move stays on screen"))
        y += 60
        self.widgets.add(Button((x, y, w // 2 - 5, 50), "Settings", lambda: app.push(SettingsScene(app))))
        self.rules_button = self.widgets.add(Button((x + w // 2 + 5, y, w // 2 - 5, 50), "Rules", self.rules,
                                                    tooltip="How to play, and what the words mean (F1)"))
        y += 60
        self.quit_button = self.widgets.add(Button((x, y, w, 50), "Quit to title", self.quit_to_title,
                                                   tooltip="The game is autosaved: Continue on the title resumes it"))
        self.widgets.focus(self.resume_button)

    def save(self) -> None:
        name = f"{self.table.session.record.ruleset}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            path = self.table.session.save_as(saves_dir() / name)
        except OSError as exc:
            self.app.show_notice("Not saved", f"The game could not be saved: {exc.strerror or exc}.")
            return
        self.app.show_notice("Saved", f"The game was saved as {path}.")

    def load(self) -> None:
        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        from .rules import open_rules

        open_rules(self.app, self.table.session.record.ruleset)

    def quit_to_title(self) -> None:
        self.app.to_title()


class LoadScene(OverlayScene):
    """The newest saves (your saves, then autosaves); choosing one loads and verifies it."""

    panel = pygame.Rect(240, 90, 800, 540)

    def __init__(self, app, paths: list[Path] | None = None):
        super().__init__(app)
        p = app.theme.palette
        self.widgets.add(Label((self.panel.left + 40, self.panel.top + 20, self.panel.width - 80, 50),
                               "Load game", role="heading", colour=p.accent))
        self.paths = paths if paths is not None else list_saves()
        y = self.panel.top + 84
        self.buttons = []
        for path in self.paths[:7]:
            stamp = time.strftime("%d %b %H:%M", time.localtime(path.stat().st_mtime)) if path.exists() else ""
            b = self.widgets.add(Button((self.panel.left + 40, y, self.panel.width - 80, 48), path.name,
                                        lambda path=path: self.open(path), detail=stamp, tooltip=str(path)))
            self.buttons.append(b)
            y += 56
        if not self.paths:
            self.widgets.add(Label((self.panel.left + 40, y, self.panel.width - 80, 48), "No saved games yet.",
                                   colour=p.text_muted))
        self.back_button = self.widgets.add(Button((self.panel.centerx - 100, self.panel.bottom - 70, 200, 50),
                                                   "Back", self.back))
        self.widgets.focus(self.buttons[0] if self.buttons else self.back_button)

    def open(self, path: Path) -> None:
        open_save(self.app, path)


def open_save(app, path) -> bool:
    """Load ``path`` and play it; a bad file becomes a notice naming the problem."""
    try:
        session = GameSession.load(path)
    except SaveError as exc:
        app.show_notice("This save cannot be loaded", f"{exc.path}: {exc.problem}. The file was left as it is.")
        return False
    app.play(session)
    if session.seat_problem:
        app.show_notice("Seats reset", session.seat_problem)
    return True


def list_saves() -> list[Path]:
    found = []
    for folder in (saves_dir(), autosave_dir()):
        if folder.is_dir():
            found += [p for p in folder.glob("*.json") if p.is_file()]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)
