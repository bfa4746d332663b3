"""Regenerate docs/screenshots/setup-levels.png and es-setup-levels.png: the new-game screen
with a seat at every bot level, each shown beside its measured strength against the level below
(read from the game's engine/<game>/strength.json), in English and in Spanish; and
arenarex-builder-refused.png: the cohort builder refusing a beast for Venatio's gladiators, the
scenario's tooltip shown; headless.

    python tools/screenshots_setup.py [OUT_DIR]

Settings and saves are kept in a temporary folder; nothing of the player's is read or written.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot_kit import FRAME, command_line, folder, fresh_player, settle, window  # noqa: E402  (headless first)

GAME = "spartacus"
#: a human, then one seat per searching level, weakest first (random says nothing: no level below)
SEATS = ["human", "bot:easy", "bot:normal", "bot:hard"]


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    out = folder(out_dir)
    written = []
    for language, name in (("en", "setup-levels"), ("es", "es-setup-levels")):
        with fresh_player(language) as config, window(config) as app:
            app.start_new_game(GAME)
            settle(app)
            setup = app.top
            setup.seat_count = len(SEATS)
            setup._build()  # not _count_changed: that focuses the count (and shows its tooltip)
            for i, controller in enumerate(SEATS):
                setup.controller_choices[i].select(controller)
                setup._controller(i, controller)
            settle(app)
            path = out / f"{name}.png"
            app.screenshot(path)
            written.append(path)
    written.append(builder_refused(out))
    return written


def builder_refused(out: Path) -> Path:
    import pygame

    from client.games.arenarex.builder import CohortBuilderScene
    from client.table.session import Seat

    with fresh_player() as config, window(config, initial_scene=lambda app: CohortBuilderScene(
            app, [Seat("Livia", "human"), Seat("Marcus", "human")], seed=4, options={"scenario": "venatio"})) as app:
        b = app.top
        b.toggle_model("hermes")
        b.toggle_model("leo")
        choice = b.widgets.widgets[0]
        pos = app.layout.rect(choice.rect).center
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
        for _ in range(90):  # long enough for the tooltip to show
            app.step([], dt=FRAME)
        path = out / "arenarex-builder-refused.png"
        app.screenshot(path)
        return path


if __name__ == "__main__":
    command_line(write_screenshots)
