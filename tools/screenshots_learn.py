"""Regenerate docs/screenshots/learn-*.png: the tutorials ("Learn to play") mid-lesson, headless.

    python tools/screenshots_learn.py [OUT_DIR]

For each game with a tutorial, the lesson is followed move by move (the move each step waits
for, as the coach accepts it) up to a step chosen to show the coach's panel and its highlight,
then drawn at 1280x720: learn-<game>.png in English and es-learn-<game>.png in Spanish, plus
learn-<game>-refused.png (the coach's word after a wrong move) and learn-<game>-done.png (the
end and its hand-off); learn-list.png is the title's Learn to play list with a tutorial in progress,
and learn-record.png the Record counting the tutorials finished. Settings and progress go to
temporary folders.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

from engine import i18n  # noqa: E402
from engine.play.tutorial import load_tutorial, matches, names_of  # noqa: E402

FRAME = 1 / 60
#: frames drawn once the learner decides, before a picture: the dice of an attack have rolled
SETTLE_FRAMES = 150
#: the step each picture shows (0-based): For Glory's Reserve of a Reaction, Gladiatores' second
#: DODGE answering a FEINT, Spartacus's secret bid, Arena Rex's push (its dice on the map, the push
#: box lit)
SHOW = {"forglory": 2, "gladiatores": 15, "spartacus": 5, "arenarex": 5}


def settle(app, table, frames=4000):
    """Let the bots play until the learner decides, then draw the frame. What the coach lights
    meanwhile (Arena Rex's Continue under the dice of a finished attack) is clicked."""
    import pygame

    for _ in range(frames):
        if table.lesson_over or (table.my_turn() and table.learner_decides()):
            break
        lit = [] if table.learner_decides() else table.highlights()
        clicks = [pygame.event.Event(kind, pos=lit[0].center, button=1)
                  for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)] if lit else []
        app.step(clicks, dt=FRAME)
    for _ in range(SETTLE_FRAMES):
        app.step([], dt=FRAME)


def follow(app, table, upto: int) -> None:
    tutorial = table.tutorial
    while table.step_index < upto:
        settle(app, table)
        while app.top is not table:  # an overlay the learner reads and closes (Gladiatores' event summary)
            app.top.back()
            settle(app, table)
        step = tutorial.steps[table.step_index]
        names = names_of(table.session.state)
        table.play(next(a for a in table.session.legal_actions() if matches(step, a, names)))
    settle(app, table)


def shoot(game: str, out: Path, language: str) -> None:
    from client.app import App
    from client.table.worker import BotWorker
    from client.tutorial.scenes import start_tutorial

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["LUDUS_DATA_DIR"] = str(Path(tmp) / "data")
        app = App(Path(tmp) / "config")
        try:
            app.settings.extra["bot_speed"] = "instant"
            i18n.set_language(language)
            start_tutorial(app, game, worker_factory=lambda: BotWorker(mode="thread"))
            app.step([], dt=FRAME)
            table = app.top
            follow(app, table, SHOW.get(game, 1))
            prefix = "es-" if language == "es" else ""
            app.screenshot(out / f"{prefix}learn-{game}.png")
            if language == "en":
                step = table.step
                names = names_of(table.session.state)
                wrong = next(a for a in table.session.legal_actions() if not matches(step, a, names))
                table.play(wrong)
                app.step([], dt=FRAME)
                app.screenshot(out / f"learn-{game}-refused.png")
                follow(app, table, len(load_tutorial(game).steps))
                for _ in range(400):
                    app.step([], dt=FRAME)
                app.screenshot(out / f"learn-{game}-done.png")
        finally:
            app.close()
            i18n.set_language("en")


def shoot_lists(out: Path) -> None:
    from client.app import App
    from client.scenes.record import RecordScene
    from client.tutorial.progress import ProgressStore
    from client.tutorial.scenes import LearnScene

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["LUDUS_DATA_DIR"] = str(Path(tmp) / "data")
        store = ProgressStore()
        store.note_finished("forglory")
        store.keep_place("forglory", 3, [])
        app = App(Path(tmp) / "config")
        try:
            app.push(LearnScene(app))
            for _ in range(3):
                app.step([], dt=FRAME)
            app.screenshot(out / "learn-list.png")
            app.to_title()
            app.push(RecordScene(app))
            for _ in range(3):
                app.step([], dt=FRAME)
            app.screenshot(out / "learn-record.png")
        finally:
            app.close()


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    from engine.play.tutorial import has_tutorial

    for game in ("forglory", "gladiatores", "spartacus", "arenarex"):
        if has_tutorial(game):
            for language in ("en", "es"):
                shoot(game, out, language)
    shoot_lists(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
