"""How many project classes each class of the window's tables inherits from (issue 42: a table
built from parts, where no class inherits from more than 3 project classes).

    python -m tools.class_parents            # every class of client/table and client/games, most first
    python -m tools.class_parents --over 3   # only those above 3

A project class is one defined under ``client`` or ``engine``; builtins, ``object`` and
pygame's classes are not counted. Imports every module of the two folders (headless).
"""
from __future__ import annotations

import argparse
import importlib
import inspect
import pkgutil
import sys

from tools import headless  # noqa: F401  (headless SDL and the repo on sys.path, before pygame)

FOLDERS = ("client.table", "client.games")
PROJECT = ("client.", "engine.")


def classes() -> list[type]:
    """Every class defined in a module of ``FOLDERS`` (each once)."""
    found = []
    for folder in FOLDERS:
        package = importlib.import_module(folder)
        for info in pkgutil.walk_packages(package.__path__, folder + "."):
            module = importlib.import_module(info.name)
            found += [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == info.name]
    return found


def parents(cls: type) -> list[type]:
    """The project classes ``cls`` inherits from, nearest first (its MRO less itself)."""
    return [c for c in cls.__mro__[1:] if c.__module__.startswith(PROJECT)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--over", type=int, default=-1, help="list only the classes with more parents than this")
    args = parser.parse_args(argv)
    rows = sorted(((len(parents(c)), f"{c.__module__}.{c.__qualname__}") for c in classes()), key=lambda r: (-r[0], r[1]))
    for count, name in rows:
        if count > args.over:
            print(f"{count:3d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
