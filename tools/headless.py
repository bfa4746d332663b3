"""Shared start of the screenshot scripts: headless SDL, the repo on sys.path, and the player's
folders (settings, data, log) in a scratch folder unless the caller names them, so a picture run
never touches the real ones.

Import it before pygame (`import headless` when run as `python tools/<script>.py`,
`from tools import headless` otherwise). ROOT is the repository root.
"""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

_SCRATCH = Path(tempfile.mkdtemp(prefix="ludus-pictures-"))
for _variable, _folder in (("LUDUS_CONFIG_DIR", "config"), ("LUDUS_DATA_DIR", "data"), ("LUDUS_LOG_DIR", "log")):
    os.environ.setdefault(_variable, str(_SCRATCH / _folder))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
