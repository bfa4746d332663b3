"""``bench_contract`` side by side: this checkout's engines against another checkout's, in
alternating subprocesses of one run (the only comparison a shared, noisy machine allows).

    python bench/contract_vs.py /path/to/other/checkout [--pairs 8] [--searches 4] [GAME ...]

Each pair runs this file's ``bench_contract.py`` twice, once with each checkout first on the
path (the order alternates from pair to pair), so both measure the SAME workload through the
public contract. Printed per figure: the median ratio this÷other over the pairs and how many
pairs this checkout was ahead in (a ratio above 1 is faster here).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CONTRACT = HERE / "bench_contract.py"


def measure(tree: Path, games: list[str], quick: bool, searches: int) -> dict[str, float]:
    """The figures of one ``bench_contract.py`` run over ``tree``'s engines: label -> value."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    argv = [sys.executable, str(CONTRACT), *games, "--searches", str(searches)] + (
        ["--quick"] if quick else [])
    out = subprocess.run(argv, env=env, check=True, capture_output=True, text=True).stdout
    figures = {}
    for line in out.splitlines():
        label, value, _unit = line.rsplit(None, 2)
        figures[label.strip()] = float(value)
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="contract_vs.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("other", type=Path, help="the checkout to compare against")
    parser.add_argument("games", nargs="*", metavar="GAME")
    parser.add_argument("--pairs", type=int, default=8)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--searches", type=int, default=4,
                        help="positions the 'hard' bot searches per run (a larger sample)")
    args = parser.parse_args(argv)
    ratios: dict[str, list[float]] = {}
    for pair in range(args.pairs):
        trees = (ROOT, args.other.resolve())
        order = trees if pair % 2 == 0 else trees[::-1]
        runs = {tree: measure(tree, args.games, args.quick, args.searches) for tree in order}
        here, other = runs[ROOT], runs[args.other.resolve()]
        for label in here:
            if label in other:
                ratios.setdefault(label, []).append(here[label] / other[label])
        print(f"pair {pair + 1}/{args.pairs}: " + ", ".join(
            f"{label.split()[0]} {label.split()[1]} {here[label] / other[label]:.2f}"
            for label in here if label in other), flush=True)
    print(f"\nthis checkout ({ROOT}) ÷ {args.other}, median over {args.pairs} alternating pairs:")
    for label, values in ratios.items():
        ahead = sum(1 for r in values if r > 1)
        print(f"{label:<44} {statistics.median(values):6.2f}  ahead in {ahead}/{len(values)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
