"""Shared start of the screenshot scripts: headless SDL and the repo on sys.path.

Import it before pygame (`import headless` when run as `python tools/<script>.py`,
`from tools import headless` otherwise). ROOT is the repository root.
"""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
