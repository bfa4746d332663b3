"""Regenerate docs/screenshots/ar-turn-limit.png (the results of an Arena Rex game that reached the
turn limit, saying why) and ar-turn-limit-bar.png (the top bar counting the last turn), 1280x720,
headless; ``--lang es`` draws the Spanish pair (es-ar-turn-limit*.png).

    python tools/screenshots_turn_limit.py [OUT_DIR] [--lang es]

Seeded random bots play to the default limit (80 turns) in temporary folders.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot_kit import DEFAULT_FOLDER, FRAME, folder, fresh_player, window  # noqa: E402  (headless first)


def _session(seed: int):
    from client.table.session import GameSession, Seat
    from engine.core import registry

    config = registry.get("arenarex").make_config(2, {"scenario": "munus", "cohort": "3"})
    session = GameSession.new("arenarex", config, [Seat("Livia", "human"), Seat("Marcus", "bot:random")], seed,
                              autosave_to=False)
    rng = random.Random(seed)
    limit = session.state.observation(None)["turn_limit"]
    while not session.over and session.state.observation(None)["turn_no"] < limit:
        session.apply(rng.choice(session.legal_actions()))
    return None if session.over else session


def write_screenshots(out_dir, lang: str = "en") -> list[Path]:
    from client.games import table_for
    from client.scenes.results import ResultsScene

    out = folder(out_dir)
    prefix = "" if lang == "en" else f"{lang}-"
    session = next(s for s in (_session(seed) for seed in range(1, 40)) if s is not None)
    with fresh_player(lang) as config, window(config) as app:
        app.settings.extra["bot_speed"] = "instant"
        app.play(session)
        for _ in range(30):
            app.step([], dt=FRAME)
        table = next(s for s in app.scenes if isinstance(s, table_for("arenarex")))
        written = [out / f"{prefix}ar-turn-limit-bar.png"]
        app.screenshot(written[-1])
        rng = random.Random(1)
        for _ in range(20000):
            if isinstance(app.top, ResultsScene):
                break
            if table.story.holding:
                table.story.release()
            if table.my_turn() and not table.story.busy:
                table.play(rng.choice(session.legal_actions()))
            app.step([], dt=0.1)
        for _ in range(30):
            app.step([], dt=FRAME)
        written.append(out / f"{prefix}ar-turn-limit.png")
        app.screenshot(written[-1])
    return written


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--lang" and not (sys.argv.index(a) > 0 and sys.argv[sys.argv.index(a) - 1] == "--lang")]
    language = sys.argv[sys.argv.index("--lang") + 1] if "--lang" in sys.argv else "en"
    for path in write_screenshots(args[0] if args else DEFAULT_FOLDER, language):
        print(path)
