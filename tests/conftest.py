"""Test-wide set-up: headless SDL, the contract test game, the `rule` marker."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(TESTS) not in sys.path:
    sys.path.append(str(TESTS))  # after ROOT: tests/client must never shadow client/

from auctiongame import RULESET as LOTS  # noqa: E402
from duelgame import RULESET as DUEL  # noqa: E402
from hypothesis import settings  # noqa: E402

from engine.core import registry  # noqa: E402

registry.register(DUEL)
registry.register(LOTS)

# In CI, property tests draw the same examples every run: a red build is reproducible.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "rule(game, section): the rulebook section this test checks; the section name must be "
        "listed in tests/rules_sections/<game>.txt (see tools/rules_coverage.py)",
    )
