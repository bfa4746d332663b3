"""Regenerate docs/screenshots/saves-load.png: the title's Load list with two unfinished games,
one saved game and a damaged file (listed with its reason), at 1280x720, headless.

    python tools/screenshots_saves.py [OUT_DIR]

The games are played into temporary config and data folders; nothing of the player's is
read or written.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

FRAME = 1 / 60


def _games(data: Path) -> None:
    from client.table.session import GameSession, Seat
    from engine.core import registry

    glory = GameSession.new("forglory", {"seats": 3, "champions": "off"},
                            [Seat("Livia", "human"), Seat("Marcus", "bot:hard"), Seat("Aurelia", "bot:easy")], 7)
    for _ in range(40):
        glory.apply(glory.legal_actions()[0])
    glory.flush()
    glory.save_as(data / "saves" / "before-the-battle.json")
    for _ in range(30):
        glory.apply(glory.legal_actions()[-1])
    glory.flush()
    rex = GameSession.new("arenarex", registry.get("arenarex").make_config(2),
                          [Seat("Gaius", "human"), Seat("Cornelia", "bot:normal")], 3)
    for _ in range(12):
        rex.apply(rex.legal_actions()[0])
    rex.flush()
    (data / "saves" / "copied-from-a-stick.json").write_text("[" * 5000 + "]" * 5000)


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["LUDUS_DATA_DIR"] = str(Path(folder) / "data")
        from client.app import App

        _games(Path(folder) / "data")
        app = App(Path(folder) / "config")
        try:
            app.step([], dt=FRAME)
            app.top.open_load()
            app.step([], dt=FRAME)
            app.step([], dt=FRAME)
            app.screenshot(out / "saves-load.png")
        finally:
            app.close()
    return [out / "saves-load.png"]


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    for path in write_screenshots(target):
        print(path)
