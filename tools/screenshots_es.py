"""Regenerate docs/screenshots/es-*.png: the shell in Spanish at 1280x720, headless.

    python tools/screenshots_es.py [OUT_DIR]

Writes es-title.png (the title), es-setup.png (a new game of the first game playable in the
window), es-settings.png (Settings, with the Language choice) and es-handoff.png (a hand-off).
The settings say Spanish (``"language": "es"``), as after choosing Español in Settings;
settings and saves are kept in a temporary folder, nothing of the player's is read or written.
Each game's table in Spanish is pictured by that game's own screenshot tool.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot_kit import command_line, folder, fresh_player, settle, window  # noqa: E402  (headless first)


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    """Render each screen in Spanish and save it under ``out_dir``; returns the paths."""
    from client.games import playable_in_window
    from engine.core import registry

    out = folder(out_dir)
    written = []
    with fresh_player("es") as config, window(config) as app:
        settle(app)
        written.append(_shot(app, out, "es-title"))
        game = next(e.name for e in registry.CATALOGUE if playable_in_window(e.name))
        app.start_new_game(game)
        settle(app)
        written.append(_shot(app, out, "es-setup"))
        app.to_title()
        settle(app)
        app.top.open_settings()
        settle(app)
        written.append(_shot(app, out, "es-settings"))
        app.to_title()
        settle(app)
        from client.table.handoff import HandoffScene

        app.push(HandoffScene(app, "Marcus", lambda: None, seat=1,
                              reason="La casa de Aurelio pide tu apoyo. ¿Aceptas o rechazas?"))
        settle(app)
        settle(app)
        written.append(_shot(app, out, "es-handoff"))
    return written


def _shot(app, out: Path, name: str) -> Path:
    path = out / f"{name}.png"
    app.screenshot(path)
    return path


if __name__ == "__main__":
    command_line(write_screenshots)
