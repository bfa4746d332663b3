"""Regenerate docs/screenshots/takeback.png (For Glory: the human's move can be taken back, the
button's tooltip showing) and docs/screenshots/record.png (the Record scene after a few finished
games of each game), at 1280x720, headless.

    python tools/screenshots_takeback.py [OUT_DIR]

The games are played into temporary config and data folders; nothing of the player's is
read or written.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402,F401  (headless SDL and the repo on sys.path, before pygame)

FRAME = 1 / 60


def _takeback(app, out: Path) -> Path:
    import pygame

    from client.games import table_for
    from client.table.session import GameSession, Seat
    from client.table.worker import BotWorker
    from engine.core import registry

    app.settings.extra["bot_speed"] = "instant"
    session = GameSession.new("forglory", registry.get("forglory").make_config(2),
                              [Seat("Livia", "human"), Seat("Marcus", "bot:easy")], 4)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for("forglory")))
    rng = random.Random(7)
    for _ in range(4000):
        app.step([], dt=FRAME)
        if table.takeback.status().seat is not None and len(session.moves.actions) > 6:
            break
        if table.my_turn():
            table.play(rng.choice(session.legal_actions()))
    for _ in range(180):  # the last move's animations end
        app.step([], dt=FRAME)
    spot = table.takeback.button.screen_rect(app.layout).center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
    for _ in range(30):
        app.step([], dt=FRAME)
    path = out / "takeback.png"
    app.screenshot(path)
    table.exit()
    return path


def _finished_games() -> None:
    from client.table.session import GameSession, Seat
    from engine.core import registry

    plan = [("forglory", 2, "easy", 1), ("forglory", 3, "hard", 2), ("forglory", 2, "normal", 3),
            ("forglory", 2, "easy", 4), ("gladiatores", 2, "easy", 5), ("gladiatores", 3, "normal", 6),
            ("arenarex", 2, "normal", 7), ("spartacus", 3, "easy", 8), ("spartacus", 3, "hard", 9)]
    for game, seats, level, seed in plan:
        people = [Seat("Livia", "human")] + [Seat(f"Bot {i + 2}", f"bot:{level}") for i in range(seats - 1)]
        session = GameSession.new(game, registry.get(game).make_config(seats), people, seed)
        rng = random.Random(seed)
        while not session.over:
            session.apply(rng.choice(session.legal_actions()))
        session.flush()


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["LUDUS_DATA_DIR"] = str(Path(folder) / "data")
        from client.app import App
        from client.scenes.record import RecordScene

        app = App(Path(folder) / "config")
        try:
            app.step([], dt=FRAME)
            shots = [_takeback(app, out)]
            app.to_title()
            _finished_games()
            app.step([], dt=FRAME)
            app.push(RecordScene(app))
            app.step([], dt=FRAME)
            app.step([], dt=FRAME)
            app.screenshot(out / "record.png")
            shots.append(out / "record.png")
        finally:
            app.close()
    return shots


if __name__ == "__main__":
    for shot in write_screenshots(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"):
        print(shot)
