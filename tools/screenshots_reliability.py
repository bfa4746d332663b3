"""Regenerate docs/screenshots/loading.png (a long load: the loading scene with its bar, over the
title) and docs/screenshots/title-broken-catalogue.png (the title in Spanish when a game's
catalogue is damaged: English for that game, a notice naming the file), at 1280x720, headless.

    python tools/screenshots_reliability.py [OUT_DIR]

Everything happens in temporary folders (the catalogues are copies); nothing of the player's or
of the checkout is read or written.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

FRAME = 1 / 60


def _loading(folder: Path, out: Path) -> Path:
    from client.app import App
    from client.scenes import loading
    from client.table.session import GameSession, Seat

    session = GameSession.new("forglory", {"seats": 2, "champions": "off"},
                              [Seat("Livia", "human"), Seat("Marcus", "bot:easy")], 7, autosave_to=False)
    for _ in range(8):
        session.apply(session.legal_actions()[0])
    path = session.save_as(folder / "long.json")
    gate = threading.Event()

    def held(path, progress=None, **kwargs):  # a load held at 42 %, as a save with many take-backs is
        while not gate.wait(0.01):
            progress(42, 100)
        raise loading.Stopped

    real, GameSession.load = GameSession.load, held
    loading.BAR_AFTER = 0.0
    app = App(folder / "config")
    try:
        app.quick_load = 0.0
        app.step([], dt=FRAME)
        app.open_save(path)
        app.step([], dt=FRAME)
        while app.top.loading.steps == 0:  # the thread has not told its progress yet
            gate.wait(0.01)
        for _ in range(3):
            app.step([], dt=FRAME)
        app.screenshot(out / "loading.png")
    finally:
        gate.set()
        GameSession.load = real
        app.close()
    return out / "loading.png"


def _broken_catalogue(folder: Path, out: Path) -> Path:
    from client.app import App
    from engine import i18n

    locale = folder / "locale" / "es" / "LC_MESSAGES"
    locale.mkdir(parents=True)
    for domain in i18n.DOMAINS:
        shutil.copyfile(i18n.LOCALE_DIR / "es" / "LC_MESSAGES" / f"{domain}.po", locale / f"{domain}.po")
    (locale / "forglory.mo").write_bytes(b"\x00" * 40)  # damaged, and newer than its .po
    (locale / "forglory.po").write_bytes(b"\xff\xfe garbage")
    i18n.LOCALE_DIR = folder / "locale"
    i18n.forget_catalogs()
    (folder / "config2").mkdir()
    (folder / "config2" / "settings.json").write_text('{"language": "es"}')
    app = App(folder / "config2")
    try:
        app.step([], dt=FRAME)
        app.step([], dt=FRAME)
        app.screenshot(out / "title-broken-catalogue.png")
    finally:
        app.close()
    return out / "title-broken-catalogue.png"


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["LUDUS_DATA_DIR"] = str(Path(folder) / "data")
        os.environ["LUDUS_LOG_DIR"] = str(Path(folder) / "logs")
        return [_loading(Path(folder), out), _broken_catalogue(Path(folder), out)]


if __name__ == "__main__":
    for shot in write_screenshots(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"):
        print(shot)
