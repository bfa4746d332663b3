"""The malformed-action fuzz (tests/core/fuzz.py) at scale: per game, probes per second and
how many were refused, over many more positions than the conformance test tries."""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from auctiongame import RULESET as LOTS  # noqa: E402
from duelgame import RULESET as DUEL  # noqa: E402

from engine.core import registry  # noqa: E402
from tests.core.fuzz import fuzz_game  # noqa: E402

registry.register(DUEL)
registry.register(LOTS)


def fuzz(quick: bool):
    rows = []
    want = 10_000 if quick else 200_000
    for name in registry.available():
        start = time.perf_counter()
        tally = fuzz_game(registry.get(name), want, positions=10**6, stop_on_failure=False)
        seconds = time.perf_counter() - start
        rows.append((f"{name} fuzz probes per second", tally.probes / seconds, "1/s"))
        rows.append((f"{name} fuzz probes", tally.probes, "probes"))
        rows.append((f"{name} fuzz failures", tally.failed, "probes"))
    return rows


FIGURES = [fuzz]
