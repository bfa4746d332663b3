"""Loading a save without freezing the window: the replay runs on a thread (``Loading``), and a
save that takes longer than a moment gets ``LoadingScene``, which keeps the window drawn and
answering, shows a bar once loading has gone on past ``BAR_AFTER`` seconds, and lets Esc stop
it. A save with many take-backs is the long case (``engine.core.saves.MAX_TAKEBACKS``)."""
from __future__ import annotations

import threading
import time

import pygame

from engine.core import SaveError
from engine.i18n import _

from ..widgets import Button
from .overlay import OverlayScene

#: seconds ``App.open_save`` waits for a load before showing this scene (most saves are done by then)
QUICK_LOAD = 0.3
#: seconds of loading before the progress bar is shown
BAR_AFTER = 1.0


class Stopped(Exception):
    """The player stopped the load (raised inside the replay, through its progress callback)."""


class Loading:
    """``GameSession.load(path)`` on a thread: ``done``, then ``session`` or ``error`` (a SaveError)."""

    def __init__(self, path, load=None):
        from ..table.session import GameSession

        self.path, self.load = path, load or GameSession.load
        self.session = self.error = None
        self.steps, self.total = 0, 0
        self.began = time.monotonic()
        self.stopping = False
        self._finished = threading.Event()
        self.thread = threading.Thread(target=self._run, name="ludus-load", daemon=True)

    def start(self) -> Loading:
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.session = self.load(self.path, progress=self._progress)
        except SaveError as exc:
            self.error = exc
        except Stopped:
            pass
        finally:
            self._finished.set()

    def _progress(self, done: int, total: int) -> None:
        self.steps, self.total = done, total
        if self.stopping:
            raise Stopped

    def wait(self, seconds: float) -> bool:
        return self._finished.wait(seconds)

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    @property
    def share(self) -> float:
        """How far the replay has gone, 0 to 1."""
        return min(1.0, self.steps / self.total) if self.total else 0.0

    def stop(self) -> None:
        self.stopping = True


class LoadingScene(OverlayScene):
    """Over the scene that asked for the load: "Loading…", a bar past ``BAR_AFTER`` seconds, and a
    Stop button (Esc too). When the load ends it leaves and hands the result to ``on_done``."""

    panel = pygame.Rect(340, 250, 600, 220)

    def __init__(self, app, loading: Loading, on_done):
        super().__init__(app)
        self.loading, self.on_done = loading, on_done
        self.stop_button = self.widgets.add(Button((self.panel.centerx - 100, self.panel.bottom - 76, 200, 50),
                                                   _("Stop"), self.back))
        self.widgets.focus(self.stop_button, by_keyboard=False)

    def back(self) -> None:
        self.loading.stop()

    def at_rest(self) -> bool:
        return False  # the bar moves

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.loading.done:
            return
        self.app.pop()
        if not self.loading.stopping or self.loading.session is not None or self.loading.error is not None:
            self.on_done(self.loading)

    def bar_shown(self) -> bool:
        return time.monotonic() - self.loading.began >= BAR_AFTER

    def draw_content(self, surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        words = _("Stopping…") if self.loading.stopping else _("Loading the save…")
        image = theme.text(words, "heading", p.accent, layout)
        surface.blit(image, image.get_rect(center=layout.point((self.panel.centerx, self.panel.top + 50))))
        if not self.bar_shown():
            return
        bar = pygame.Rect(self.panel.left + 50, self.panel.top + 90, self.panel.width - 100, 22)
        outline = layout.rect(bar)
        pygame.draw.rect(surface, p.panel_edge, outline, width=max(1, layout.length(2)), border_radius=layout.length(6))
        filled = layout.rect(bar.inflate(-8, -8))
        filled.width = max(0, round(filled.width * self.loading.share))
        if filled.width:
            pygame.draw.rect(surface, p.accent, filled, border_radius=layout.length(4))
        note = theme.text(_("{percent} % replayed").format(percent=round(100 * self.loading.share)), "small",
                          p.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((self.panel.centerx, self.panel.top + 128))))
