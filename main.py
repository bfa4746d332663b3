"""Ludus: play gladiator tabletop games offline (see README.md).

    python main.py                       the desktop client
    python main.py play [--game G ...]   the desktop client, optionally straight into a game
    python main.py sim --game G --seats bot:random,bot:hard --games 200 --seed 1 --json
    python main.py replay SAVE.json [--headless]
    python main.py selftest
"""
from __future__ import annotations

import multiprocessing
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    from cli import run

    return run(argv)


if __name__ == "__main__":
    multiprocessing.freeze_support()  # frozen builds start bot workers with spawn
    raise SystemExit(main())
