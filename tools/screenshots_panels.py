"""Regenerate docs/screenshots/sp-intrigue-many.png and es-sp-intrigue-many.png: Spartacus'
intrigue panel with more choices than the game usually deals, laid out by the one rule for
button panels (``client/buttonflow.py``), at 1280x720, headless.

    python tools/screenshots_panels.py [OUT_DIR]

Played in temporary config and data folders; nothing of the player's is read or written.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from screenshot_kit import FRAME, command_line, folder, fresh_player, window  # noqa: E402  (headless first)

#: distinct intrigue cards moved from the draw pile into the hand
EXTRA = 12


def _intrigue_many(app, out: Path, name: str) -> Path:
    from client.games.spartacus.scenes import reach
    from client.table.session import GameSession, Seat
    from engine.spartacus.content import content

    seats = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
    session = GameSession.new("spartacus", {"seats": 4}, seats, 7, autosave_to=False)
    assert reach(session, lambda s: s.step == "intrigue" and s.order[s.idx] == 0, limit=4000)
    state, names, extra = session.state, set(), []
    for card in list(state.intrigue_deck):
        card_name = content().card(card).name
        if card_name not in names and len(extra) < EXTRA:
            names.add(card_name)
            extra.append(card)
            state.intrigue_deck.remove(card)
    state.hands[0] += extra
    state._legal = None
    app.play(session)
    for _ in range(20):
        app.step([], dt=FRAME)
    path = out / name
    app.screenshot(path)
    return path


def write_screenshots(out_dir: str | os.PathLike) -> list[Path]:
    out = folder(out_dir)
    written = []
    for lang, name in (("en", "sp-intrigue-many.png"), ("es", "es-sp-intrigue-many.png")):
        with fresh_player(lang) as config, window(config) as app:
            written.append(_intrigue_many(app, out, name))
    return written


if __name__ == "__main__":
    command_line(write_screenshots)
