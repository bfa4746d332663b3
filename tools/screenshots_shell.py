"""Regenerate docs/screenshots/shell-*.png: the client shell at 1280x720, headless.

    python tools/screenshots_shell.py [OUT_DIR]

Writes shell-title.png, shell-title-focus.png (keyboard focus on a game card,
with its tooltip), shell-settings.png and shell-notice.png (a bad settings file).
Settings and saves are kept in a temporary folder; nothing of the player's is read or written.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygame  # noqa: E402  (after the SDL variables and sys.path, on purpose)
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

from client.app import App  # noqa: E402

FRAME = 1 / 60


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _settle(app: App, events=None) -> None:
    app.step(events or [], dt=FRAME)
    app.step([], dt=FRAME)


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    """Render each shell screen and save it under ``out_dir``; returns the paths."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as config:
        os.environ["LUDUS_DATA_DIR"] = str(Path(config) / "data")  # a fresh player: nothing to continue
        app = App(config)
        try:
            _settle(app)
            app.screenshot(out / "shell-title.png")
            written.append(out / "shell-title.png")
            app.top.open_settings()
            _settle(app)
            app.screenshot(out / "shell-settings.png")
            written.append(out / "shell-settings.png")
            _settle(app, [_key(pygame.K_ESCAPE)])
            _settle(app, [_key(pygame.K_TAB), _key(pygame.K_RIGHT)])
            app.screenshot(out / "shell-title-focus.png")
            written.append(out / "shell-title-focus.png")
        finally:
            app.close()
        Path(config, "settings.json").write_text('{"volume": 70, "fullscreen": maybe}\n', encoding="utf-8")
        app = App(config)
        try:
            _settle(app)
            app.screenshot(out / "shell-notice.png")
            written.append(out / "shell-notice.png")
        finally:
            app.close()
    return written


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    for path in write_screenshots(target):
        print(path)
