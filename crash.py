"""Crash reports: an unexpected error in the window is written to the user's log folder.

The player is told where the report is; nothing is written beside the executable.
``LUDUS_LOG_DIR`` overrides the folder (tests).
"""
from __future__ import annotations

import os
import platform
import sys
import time
import traceback
from pathlib import Path


def log_dir() -> Path:
    override = os.environ.get("LUDUS_LOG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir("Ludus", appauthor=False))


def write_crash_report(exc: BaseException, command: str) -> Path:
    """Write the traceback and the versions to a new file; return its path."""
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}-{os.getpid()}.log"
    lines = [
        f"Ludus crash report, {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"command: {command}",
        f"python: {sys.version.split()[0]} on {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def report(exc: BaseException, command: str) -> int:
    """Write the report, tell the player where it is, and give the exit status."""
    try:
        path = write_crash_report(exc, command)
    except OSError as write_error:
        tell(f"Ludus stopped on an unexpected error ({exc!r}), and the crash report could not "
             f"be written ({write_error}).")
        return 3
    tell(f"Ludus stopped on an unexpected error: {type(exc).__name__}: {exc}\n"
         f"A crash report was saved to {path} - please include it when you report the problem. "
         f"Your autosave is intact: choose Continue on the title screen.")
    return 3


def tell(message: str) -> None:
    """Say ``message`` where the player sees it: the terminal, or, for the windowed Windows
    game (which has no console: ``sys.stderr`` is None), a message box."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)
    elif sys.platform == "win32":
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, message, "Ludus", 0x10)  # MB_ICONERROR
