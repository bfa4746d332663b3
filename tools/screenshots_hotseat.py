"""Regenerate the hot-seat pictures of issue 39 at 1280x720, headless: the hand-off screen with
its one button (English and Spanish), a take-back's consent screen asking one person by name, and
the Spartacus top bar naming who decides.

    python tools/screenshots_hotseat.py [OUT_DIR]

Played in temporary config and data folders; nothing of the player's is read or written.
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot_kit import FRAME, command_line, folder, fresh_player, window  # noqa: E402  (headless first)


def _spartacus_hot_seat(app, out: Path, lang: str) -> list[Path]:
    """Two people and a bot: the first hand-off, then the table's top bar with the name."""
    import pygame

    from client.table.consent import ConsentScene
    from client.table.handoff import HandoffScene
    from client.table.session import GameSession, Seat
    from client.table.worker import BotWorker

    app.settings.extra["bot_speed"] = "instant"
    seats = [Seat("Livia", "human"), Seat("Marcus", "human"), Seat("Aurelia", "bot:easy")]
    session = GameSession.new("spartacus", {"seats": 3}, seats, 15)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    shots, rng = [], random.Random(3)
    for _ in range(3000):
        app.step([], dt=FRAME)
        if isinstance(app.top, HandoffScene):
            for _ in range(10):
                app.step([], dt=FRAME)
            if not shots:
                shots.append(out / f"{lang}-hotseat-handoff.png")
                app.screenshot(shots[-1])
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)],
                     dt=FRAME)
            continue
        table = app.top
        if getattr(table, "session", None) is not session or not table.my_turn():
            continue
        if len(shots) == 1:
            for _ in range(10):
                app.step([], dt=FRAME)
            shots.append(out / f"{lang}-hotseat-named.png")
            app.screenshot(shots[-1])
        if table.takeback.status().seat is not None and len(shots) == 2:
            table.takeback.press()
            for _ in range(10):
                app.step([], dt=FRAME)
            assert isinstance(app.top, ConsentScene)
            shots.append(out / f"{lang}-hotseat-consent.png")
            app.screenshot(shots[-1])
            app.top.refuse()
            app.step([], dt=FRAME)
            break
        table.play(rng.choice(session.legal_actions()))
    session.flush()
    return shots


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    out = folder(out_dir)
    written = []
    for lang in ("en", "es"):
        with fresh_player(lang) as config, window(config) as app:
            written += _spartacus_hot_seat(app, out, lang)
    return written


if __name__ == "__main__":
    command_line(write_screenshots)
