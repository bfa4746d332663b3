"""What the screenshot scripts share after ``headless``: a fresh player's folder, a window that
closes itself, settling frames, and the command line (``[--es] [FOLDER]``).

Import it as the scripts import ``headless`` (``from screenshot_kit import ...`` when run as
``python tools/<script>.py``); it imports ``headless`` first, so SDL is headless before pygame.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from headless import ROOT

#: one frame at 60 frames a second
FRAME = 1 / 60
#: where the pictures go unless the command line names a folder
DEFAULT_FOLDER = ROOT / "docs" / "screenshots"


def settle(app, events=None, frames: int = 2) -> None:
    """``frames`` frames of the window, ``events`` given to the first."""
    app.step(events or [], dt=FRAME)
    for _ in range(frames - 1):
        app.step([], dt=FRAME)


@contextmanager
def fresh_player(language: str | None = None) -> Iterator[Path]:
    """A temporary settings folder for a fresh player (the data folder inside it is empty, so
    nothing is there to continue); its settings ask for ``language`` when given. The data folder
    the process had before is given back after."""
    before = os.environ.get("LUDUS_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder)
        os.environ["LUDUS_DATA_DIR"] = str(config / "data")
        if language is not None:
            (config / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
        try:
            yield config
        finally:
            if before is None:
                os.environ.pop("LUDUS_DATA_DIR", None)
            else:
                os.environ["LUDUS_DATA_DIR"] = before


@contextmanager
def window(config: Path, **options):
    """The game's window on ``config`` (``App``'s options passed on), closed afterwards."""
    from client.app import App

    app = App(config, **options)
    try:
        yield app
    finally:
        app.close()


def folder(out_dir: str | os.PathLike) -> Path:
    """``out_dir``, made if missing."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    return out


def command_line(write: Callable[..., list[Path]], *, languages: bool = False) -> None:
    """Run a script's ``write(folder)`` (``write(folder, language)`` with ``languages``: ``--es``
    asks for the Spanish pictures) and print each picture written."""
    spanish = languages and "--es" in sys.argv[1:]
    given = [a for a in sys.argv[1:] if not (languages and a == "--es")]
    target = given[0] if given else DEFAULT_FOLDER
    pictures = write(target, "es" if spanish else "en") if languages else write(target)
    for path in pictures:
        print(path)


def session_at(moves, state, events=(), human_seats=(0,), names=()):
    """A window session at ``state`` (reached by ``moves``): seats named from ``names``, people at
    ``human_seats``, the second seat a 'hard' bot and the others 'easy' ones; no autosave."""
    from client.table.session import GameSession, Seat

    seats = [Seat(names[i], "human" if i in human_seats else ("bot:hard" if i == 1 else "bot:easy"))
             for i in range(state.num_seats)]
    moves.meta = {"seats": [s.to_json() for s in seats]}
    return GameSession(moves, state, seats, events=list(events), autosave_to=False)
