"""Start-up time: process start to the title's first frame, from source and frozen."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .stats import median

ROOT = Path(__file__).resolve().parent.parent
FROZEN = {"one-folder": ROOT / "dist" / "ludus" / "ludus", "one-file": ROOT / "dist" / "onefile" / "ludus"}


def _time(cmd: list[str], runs: int) -> float:
    times = []
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "LUDUS_STARTUP_PROBE": "1", "LUDUS_CONFIG_DIR": folder,
               "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy"),
               "SDL_AUDIODRIVER": os.environ.get("SDL_AUDIODRIVER", "dummy")}
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(cmd, env=env, cwd=folder, check=True, capture_output=True, timeout=120)
            times.append(time.perf_counter() - start)
    return median(times)


def startup(quick: bool):
    runs = 2 if quick else 7
    rows = [("start-up to first frame, from source", _time([sys.executable, str(ROOT / "main.py")], runs), "s")]
    for label, path in FROZEN.items():
        if path.exists():
            rows.append((f"start-up to first frame, frozen {label}", _time([str(path)], runs), "s"))
    return rows


FIGURES = [startup]
