"""Regenerate docs/screenshots/hint-<game>.png for the four games: the human asks for a hint (H)
and the table shows it (the card, the target; in Arena Rex the move's path drawn) with its
reason, at 1280x720, headless.

    python tools/screenshots_hint.py [OUT_DIR] [GAME ...]

The games are played into temporary config and data folders; nothing of the player's is
read or written.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402,F401  (headless SDL and the repo on sys.path, before pygame)

FRAME = 1 / 60
GAMES = ("forglory", "arenarex", "gladiatores", "spartacus", "spartacus-bid")
#: a picture's game (``spartacus-bid``: Spartacus at a secret bid, the amount marked on the bid control)
GAME_OF = {"spartacus-bid": "spartacus"}
#: the decision kind a picture waits for before it asks (none: any choice)
ASK_AT = {"spartacus-bid": "bid"}
#: what the shown hint must be about for the picture to say something (Arena Rex: a move drawn)
WANTED = {"arenarex": lambda table, action: action.kind == "move" and bool(action.get("path"))
           and _inches(table, action) >= 1.5}
#: random decisions of the human before the first hint is asked (a position with something on the table)
WARM_UP = {"forglory": 6, "arenarex": 4, "gladiatores": 3, "spartacus": 4}


def _inches(table, action) -> float:
    """How far an Arena Rex move goes (its path from the active model)."""
    import math

    start = table.pos_of(table.top_frame().get("model"))
    points = [start] + [tuple(p) for p in action.get("path")]
    return sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False)) if start else 0.0


def _wait_hint(app, table, seconds: float = 12.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step([], dt=FRAME)
        if table.hinter.shown is not None:
            return True
        if not table.hinter.thinking:
            return False
        time.sleep(0.01)
    return False


def _shot(app, name: str, out: Path, seed: int = 5) -> Path:
    import pygame

    from client.games import table_for
    from client.table.session import GameSession, Seat
    from client.table.worker import BotWorker
    from engine.core import registry

    game = GAME_OF.get(name, name)
    app.settings.extra["bot_speed"] = "instant"
    ruleset = registry.get(game)
    seats = [Seat("Livia", "human")] + [Seat(f"Bot {i + 2}", "bot:easy") for i in range(max(1, ruleset.min_seats - 1))]
    session = GameSession.new(game, ruleset.make_config(len(seats)), seats, seed)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for(game)))
    rng = random.Random(seed)
    wanted = WANTED.get(game, lambda table, action: True)
    ask_at = ASK_AT.get(name)
    played = 0
    for _ in range(20000):
        app.step([], dt=FRAME)
        if session.over:
            raise SystemExit(f"{game}: the game ended before a hint worth a picture")
        if app.top is not table:
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)],
                     dt=FRAME)
            continue
        if not table.my_turn() or table.guard.guarded():
            if table.turns.thinking_seat() is not None:
                time.sleep(0.001)  # the bots' worker is a thread here: leave it the interpreter
            continue
        legal = session.legal_actions()
        if played >= WARM_UP.get(game, 3) and len(legal) > 1 and ask_at in (None, session.decision.kind):
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)], dt=FRAME)
            if _wait_hint(app, table) and wanted(table, table.hinter.shown.hint.action):
                break
        table.play(rng.choice(legal))
        played += 1
    for _ in range(90):  # the hint's ring pulses; the last move's animations end
        app.step([], dt=FRAME)
    if table.hinter.shown is None:
        raise SystemExit(f"{game}: the hint went before the picture")
    path = out / f"hint-{name}.png"
    app.screenshot(path)
    print(game, table.hinter.shown.text)
    table.exit()
    return path


def write_screenshots(out_dir: str | os.PathLike, games=GAMES) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["LUDUS_DATA_DIR"] = str(Path(folder) / "data")
        from client.app import App

        app = App(Path(folder) / "config")
        shots = []
        try:
            app.step([], dt=FRAME)
            for game in games:
                shots.append(_shot(app, game, out))
                app.to_title()
                app.step([], dt=FRAME)
        finally:
            app.close()
    return shots


if __name__ == "__main__":
    args = sys.argv[1:]
    target = args.pop(0) if args and args[0] not in GAMES else ROOT / "docs" / "screenshots"
    for shot in write_screenshots(target, tuple(args) or GAMES):
        print(shot)
