"""How the player started Ludus, for the messages that name the program or a part it lacks.

A packaged build (PyInstaller sets ``sys.frozen``) is started as its executable (``ludus``,
``ludus-cli.exe``, ``Ludus.app/Contents/MacOS/ludus``) and cannot install anything: a flag
whose optional library it does not bundle is "not in this build". From source the program is
``main.py`` (or ``ludus`` once pip-installed), and the missing library is one pip extra away."""
from __future__ import annotations

import sys
from pathlib import Path


def packaged() -> bool:
    """Whether this is a packaged build (no pip, no source folder)."""
    return bool(getattr(sys, "frozen", False))


def program_name() -> str:
    """The program's name as the player typed it: the executable's name in a packaged build,
    ``ludus`` for the pip-installed command, ``main.py`` otherwise."""
    if packaged():
        return Path(sys.executable).name
    started = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    return started if started in ("ludus", "ludus.exe") else "main.py"


def missing_extra(flag: str, library: str, extra: str) -> str:
    """The one-line refusal of ``flag`` when ``library`` (from the ``ludus[extra]`` extra) is absent."""
    if packaged():
        return (f"{flag} is not in this build: it needs {library}, which the downloadable app does not "
                f"include; run Ludus from source for it (README, 'Command line')")
    return f"{flag} needs {library}: pip install 'ludus[{extra}]'"
