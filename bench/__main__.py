"""Collects FIGURES from every bench/bench_*.py module and prints one line per figure.

Each module exposes ``FIGURES``: functions ``fn(quick: bool) -> list[(name, value, unit)]``.
NAME arguments select modules by their short name (``core`` for bench_core.py).
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def modules() -> dict[str, str]:
    found = {}
    for info in pkgutil.iter_modules([str(Path(__file__).parent)]):
        if info.name.startswith("bench_"):
            found[info.name[len("bench_"):]] = f"bench.{info.name}"
    return dict(sorted(found.items()))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help="modules to run (default: all): "
                        + ", ".join(modules()))
    parser.add_argument("--quick", action="store_true", help="small sample sizes (a smoke run)")
    parser.add_argument("--json", action="store_true", help="one JSON object per figure")
    args = parser.parse_args(argv)
    known = modules()
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.exit(2, f"python -m bench: error: unknown benchmark {', '.join(unknown)} "
                       f"(choose from: {', '.join(known)})\n")
    for name in args.names or list(known):
        module = importlib.import_module(known[name])
        for figure in module.FIGURES:
            for label, value, unit in figure(args.quick):
                if args.json:
                    print(json.dumps({"bench": name, "name": label, "value": value, "unit": unit}), flush=True)
                else:
                    print(f"{label:<44} {value:>12.4g}  {unit}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
