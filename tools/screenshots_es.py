"""Regenerate docs/screenshots/es-*.png: the shell in Spanish at 1280x720, headless.

    python tools/screenshots_es.py [OUT_DIR]

Writes es-title.png (the title), es-setup.png (a new game of the first game playable in the
window), es-settings.png (Settings, with the Language choice) and es-handoff.png (a hand-off).
The settings say Spanish (``"language": "es"``), as after choosing Español in Settings;
settings and saves are kept in a temporary folder, nothing of the player's is read or written.
Each game's table in Spanish is pictured by that game's own screenshot tool.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

from client.app import App  # noqa: E402

FRAME = 1 / 60


def _settle(app: App) -> None:
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    """Render each screen in Spanish and save it under ``out_dir``; returns the paths."""
    from client.games import playable_in_window
    from engine.core import registry

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as config:
        os.environ["LUDUS_DATA_DIR"] = str(Path(config) / "data")  # a fresh player: nothing to continue
        Path(config, "settings.json").write_text(json.dumps({"language": "es"}), encoding="utf-8")
        app = App(config)
        try:
            _settle(app)
            written.append(_shot(app, out, "es-title"))
            game = next(e.name for e in registry.CATALOGUE if playable_in_window(e.name))
            app.start_new_game(game)
            _settle(app)
            written.append(_shot(app, out, "es-setup"))
            app.to_title()
            _settle(app)
            app.top.open_settings()
            _settle(app)
            written.append(_shot(app, out, "es-settings"))
            app.to_title()
            _settle(app)
            from client.table.handoff import HandoffScene

            app.push(HandoffScene(app, "Marcus", lambda: None, seat=1,
                                  reason="La casa de Aurelio pide tu apoyo. ¿Aceptas o rechazas?"))
            _settle(app)
            _settle(app)
            written.append(_shot(app, out, "es-handoff"))
        finally:
            app.close()
    return written


def _shot(app: App, out: Path, name: str) -> Path:
    path = out / f"{name}.png"
    app.screenshot(path)
    return path


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    for path in write_screenshots(target):
        print(path)
