"""``main.py tournament``: its flags, its progress line and its output (cli.py hooks it in)."""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import IO

from ..core.errors import ConfigError
from .runner import Plan, default_jobs, run, summary_line


def add_flags(parser) -> None:
    """The flags ``tournament`` has beyond the game flags it shares with ``sim``."""
    parser.add_argument("--games", type=int, default=1, metavar="N", help="how many games (default 1)")
    parser.add_argument("--jobs", type=int, default=None, metavar="K",
                        help="games played at once, each in its own process (default: every core)")
    parser.add_argument("--rotate", action="store_true",
                        help="turn the seat list each game: game i seats the first listed seat at seat i mod n")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object per game, as sim --json does, in game order")
    parser.add_argument("--results", metavar="FILE",
                        help="JSON lines, one per finished game; a rerun with it plays only the games missing")
    parser.add_argument("--strength", metavar="FILE",
                        help="one level against another (strong seat first, --rotate): write its pairwise share "
                             "into FILE (the game's engine/<game>/strength.json, read by the setup screen)")
    parser.add_argument("--report", metavar="DIR", help="write a balance report (index.html, figures.json, plots)")
    parser.add_argument("--ray", metavar="ADDRESS",
                        help="play on the Ray cluster at ADDRESS ('local' starts one here; needs ludus[cluster])")


class Progress:
    """One line on stderr, redrawn in place on a terminal, every tenth otherwise."""

    def __init__(self, total: int, out: IO[str]):
        self.total, self.out, self.done = total, out, 0
        self.start = time.perf_counter()
        self.live = out.isatty()

    def __call__(self, resumed: bool) -> None:
        self.done += 1
        step = max(1, self.total // 10)
        if not self.live and self.done % step and self.done != self.total:
            return
        elapsed = time.perf_counter() - self.start
        width = 30
        filled = width * self.done // self.total
        bar = "#" * filled + "." * (width - filled)
        left = elapsed / self.done * (self.total - self.done)
        end = "\r" if self.live and self.done < self.total else "\n"
        self.out.write(f"tournament [{bar}] {self.done}/{self.total} games, {elapsed:.1f} s, "
                       f"about {left:.0f} s left{end}")
        self.out.flush()


def run_command(args, ruleset, config, seats) -> int:
    """Play the tournament the parsed flags describe; 0, or raise ConfigError (one line)."""
    if any(s.kind != "bot" for s in seats):
        raise ConfigError("tournament plays bots only: every seat must be bot:<level>")
    if args.games < 1:
        raise ConfigError("--games must be at least 1")
    jobs = default_jobs() if args.jobs is None else args.jobs
    if jobs < 1:
        raise ConfigError("--jobs must be at least 1")
    plan = Plan(ruleset.name, config, tuple(str(s) for s in seats), args.games,
                1 if args.seed is None else args.seed, args.rotate)
    if args.report:
        from .report import check_can_plot
        check_can_plot()
    if getattr(args, "strength", None):
        from .strength import load, measure
        measure(plan, [])  # refuses seats that are not one level against another before any game is played
        load(Path(args.strength))  # and a file that is not a strength file, before it is overwritten
    progress = Progress(plan.games, sys.stderr)
    wins = [0] * (len(seats) + 1)
    by_level: dict[str, int] = dict.fromkeys(plan.seats, 0)

    def told(record, resumed) -> None:
        winner = record["result"]["winner"]
        wins[-1 if winner is None else winner] += 1
        if winner is not None:
            by_level[record["seats"][winner]] += 1
        if args.json:
            print(summary_line(record), flush=True)
        progress(resumed)

    try:
        records = run(plan, jobs, Path(args.results) if args.results else None, args.ray, told)
    except OSError as exc:  # the results file went away or filled up mid-run
        raise ConfigError(f"--results {args.results}: {exc.strerror or exc}") from None
    if args.report:
        from .report import write_report
        try:
            page = write_report(Path(args.report), plan, records)
        except OSError as exc:
            raise ConfigError(f"--report {args.report}: {exc.strerror or exc}") from None
        print(f"report: {page}", file=sys.stderr)
    if getattr(args, "strength", None):
        from .strength import measure, save
        found = measure(plan, records)
        try:
            save(Path(args.strength), found)
        except OSError as exc:
            raise ConfigError(f"--strength {args.strength}: {exc.strerror or exc}") from None
        low, high = found.interval
        print(f"strength: {found.strong} placed above {found.weak} in {found.share:.1%} of {found.pairs} seat pairs "
              f"[{low:.0%}, {high:.0%}], written to {args.strength}", file=sys.stderr)
    if not args.json:
        table = ", ".join(f"seat {s}: {wins[s]}" for s in range(len(seats)))
        levels = ", ".join(f"{level}: {count}" for level, count in by_level.items())
        print(f"{plan.games} games (seeds {plan.seed}-{plan.seed + plan.games - 1}); wins {table}; "
              f"by seat kind {levels}; draws {wins[-1]}")
    return 0
