"""Regenerate docs/screenshots/es-spartacus-handoff.png: a Spartacus hot-seat game in Spanish reaches
a secret bid, and the screen is handed to the next player with the engine's prompt worded in
Spanish (issue 39: it read "Una elección secreta: Secretly bid gold for Net.").

    python tools/screenshots_spartacus_handoff.py [OUT_DIR] [--lang es]

Settings and autosaves go to a temporary folder; nothing of the player's is read or written.
"""
from __future__ import annotations

import json
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from headless import ROOT  # noqa: E402  (headless SDL and the repo on sys.path, before pygame)

FRAME = 1 / 60
NAMES = ("Livia", "Marcus", "Aurelia")


def secret_handoff(language: str = "es", seed: int = 3):
    """(app, handoff scene) of a hot-seat Spartacus game at the hand-off before a secret bid; the
    caller closes the app."""
    from client.app import App
    from client.table.handoff import HandoffScene
    from client.table.session import GameSession, Seat
    from engine.core import registry

    conf = Path(tempfile.mkdtemp(prefix="ludus-handoff-"))
    os.environ["LUDUS_DATA_DIR"] = str(conf / "data")
    (conf / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")
    ruleset = registry.get("spartacus")
    session = GameSession.new("spartacus", ruleset.make_config(3), [Seat(n, "human") for n in NAMES], seed,
                              autosave_to=False)
    rng = random.Random(seed)
    while session.decision is not None and not (session.decision.secret and session.decision.kind == "bid"):
        session.apply(rng.choice(session.legal_actions()))
    if session.decision is None:
        raise RuntimeError("the game ended before a secret bid")
    app = App(conf)
    app.play(session)
    for _ in range(30):
        app.step([], dt=FRAME)
        if isinstance(app.top, HandoffScene):
            break
    if not isinstance(app.top, HandoffScene):
        app.close()
        raise RuntimeError("no hand-off before the secret bid")
    return app, app.top


def main(argv=None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="The Spanish hand-off before a secret bid, as a picture.")
    parser.add_argument("out_dir", nargs="?", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", default="es")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    from engine import i18n

    i18n.set_language(args.lang)
    app, _scene = secret_handoff(args.lang)
    try:
        for _ in range(20):
            app.step([], dt=FRAME)
        out = Path(args.out_dir) / f"{args.lang}-spartacus-handoff.png"
        app.screenshot(out)
        print(out)
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
