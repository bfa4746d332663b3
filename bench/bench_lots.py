"""The contract's hidden, simultaneous and negotiated choices on the test game Lots
(tests/auctiongame.py): how strong search is there, and what bots do with promises."""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from auctiongame import RULESET  # noqa: E402

from engine.ai import make_bot  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.play.match import play_match  # noqa: E402

registry.register(RULESET)


def pairing(level: str, games: int, seed0: int = 5000) -> tuple[int, int, int, int, int]:
    """Games alternate seats (game i: seed ``seed0 + i // 2``, ``level`` in seat ``i % 2``)
    against random. Returns wins, losses, draws of ``level``, then promises kept and broken."""
    wins = losses = draws = kept = broken = 0
    for i in range(games):
        seat = i % 2
        bots = [make_bot(level if s == seat else "random", RULESET) for s in (0, 1)]
        match = play_match(RULESET, RULESET.make_config(2), seed0 + i // 2, bots)
        winner = match.result.winner
        if winner is None:
            draws += 1
        elif winner == seat:
            wins += 1
        else:
            losses += 1
        for promise in match.state.ledger.promises:
            if promise.by == seat:
                kept += promise.status == "kept"
                broken += promise.status == "broken"
    return wins, losses, draws, kept, broken


def strength(quick: bool):
    games = 20 if quick else 200
    rows = []
    for level in ("easy", "normal"):
        began = time.process_time()
        w, l_, d, kept, broken = pairing(level, games)
        label = f"lots {level} vs random ({games} games)"
        rows += [(f"{label} wins", w, "games"), (f"{label} losses", l_, "games"), (f"{label} draws", d, "games"),
                 (f"{label} promises kept", kept, "promises"), (f"{label} promises broken", broken, "promises"),
                 (f"{label} cpu time", time.process_time() - began, "s")]
    return rows


FIGURES = [strength]
