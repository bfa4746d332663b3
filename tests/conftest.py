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
for path in (ROOT, TESTS):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from duelgame import RULESET as DUEL  # noqa: E402
from engine.core import registry  # noqa: E402

registry.register(DUEL)


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "rule(game, section): the rulebook section this test checks; the section name must be "
        "listed in tests/rules_sections/<game>.txt (see tools/rules_coverage.py)",
    )
