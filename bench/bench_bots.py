"""Bot levels against each other, per game: are they really different?

``python -m bench bots`` plays, for every game, the pairings strong/weak of ``PAIRINGS``. In each
game one seat is the strong level and every other seat the weak one; the strong seat is
rotated over every position, and the seeds are the same for every pairing (seed ``s`` is
played once per position). It prints, per pairing, the pairwise share (of the (strong, weak)
seat pairs, the share in which the strong seat placed higher; ties count half: the two-player
equivalent of a win rate) with its 95% Wilson interval, the strong seat's CPU time per
decision it searched (p95, process time) and its playouts per second.

Run it directly for the full set or a small sample::

    nice -n 10 python -m bench.bench_bots --seeds 67 --game forglory       # 201 games per pairing
    nice -n 10 python -m bench.bench_bots --seeds 10 --scale 0.25           # a small, quick look

``--seeds N`` plays N seeds x the seat count games per pairing; ``--scale`` multiplies the
searching levels' sim budgets (a quick look at a weaker search: say so when you report it);
``--jobs`` plays games in parallel processes. The issue's bar (issue 25) is at least 200 games
per pairing: hard/easy >= 85%, normal/easy >= 70%, hard/normal >= 60%, easy/random >= 95%.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from engine.ai import SearchBot, make_bot
from engine.core import registry
from engine.play.match import play_match
from engine.tournament.report import wilson

PAIRINGS = (("hard", "easy"), ("normal", "easy"), ("hard", "normal"), ("easy", "random"))
#: seats per game (For Glory and Gladiatores 3, Spartacus 4, Arena Rex 2), as the issue measured
SEATS = {"forglory": 3, "arenarex": 2, "gladiatores": 3, "spartacus": 4}
CONFIG = {"arenarex": {"scenario": "munus"}}


class Timed:
    """A bot that notes, per decision it searched, its CPU time and playouts."""

    def __init__(self, bot):
        self.bot, self.cpu, self.playouts = bot, [], 0

    def choose(self, view, rng):
        start = time.process_time()
        action = self.bot.choose(view, rng)
        last = getattr(self.bot, "last", None)
        if last is not None and last.iterations:
            self.cpu.append(time.process_time() - start)
            self.playouts += last.iterations
        return action


def _bot(level: str, ruleset, scale: float):
    bot = make_bot(level, ruleset)
    if isinstance(bot, SearchBot) and scale != 1.0:
        kit = bot.kit
        budgets = {k: max(1, round(v * scale)) for k, v in kit.budgets.items()}
        bot = SearchBot(replace(kit, budgets=budgets), level)
    return bot


def play(task: tuple) -> dict:
    """One game: (game, strong, weak, seed, strong position, scale) -> its tally."""
    game, strong, weak, seed, position, scale = task
    ruleset = registry.get(game)
    seats = SEATS[game]
    config = ruleset.make_config(seats, CONFIG.get(game))
    timed = Timed(_bot(strong, ruleset, scale))
    bots = [timed if s == position else _bot(weak, ruleset, scale) for s in range(seats)]
    match = play_match(ruleset, config, seed, bots)
    place = {seat: i for i, seat in enumerate(match.result.placings)}
    pairs = wins = 0.0
    for other in range(seats):
        if other == position:
            continue
        pairs += 1
        mine, theirs = place.get(position, seats), place.get(other, seats)
        wins += 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0
    return {"wins": wins, "pairs": pairs, "cpu": timed.cpu, "playouts": timed.playouts,
            "decisions": match.decisions}


def pairing(game: str, strong: str, weak: str, seeds: int, scale: float = 1.0, jobs: int = 1,
            first_seed: int = 25_000) -> dict:
    tasks = [(game, strong, weak, first_seed + s, pos, scale) for s in range(seeds) for pos in range(SEATS[game])]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(play, tasks))
    else:
        rows = [play(t) for t in tasks]
    wins = sum(r["wins"] for r in rows)
    pairs = sum(r["pairs"] for r in rows)
    cpu = sorted(c for r in rows for c in r["cpu"])
    low, high = wilson(round(wins), int(pairs))
    return {"game": game, "strong": strong, "weak": weak, "games": len(rows), "pairs": int(pairs),
            "share": wins / pairs if pairs else 0.0, "low": low, "high": high,
            "cpu_p95": cpu[int(0.95 * (len(cpu) - 1))] if cpu else 0.0,
            "playouts_per_s": sum(r["playouts"] for r in rows) / max(sum(cpu), 1e-9) if cpu else 0.0,
            "scale": scale}


def line(row: dict) -> str:
    return (f"{row['game']:12} {row['strong']:>6} vs {row['weak']:<6} {row['games']:4} games  "
            f"pairwise {row['share']:6.1%} [{row['low']:.0%}, {row['high']:.0%}]  "
            f"CPU/decision p95 {row['cpu_p95'] * 1000:6.0f} ms  {row['playouts_per_s']:6.0f} playouts/s"
            + (f"  (budgets x{row['scale']})" if row["scale"] != 1.0 else ""))


def _figures(quick: bool) -> list[tuple[str, float, str]]:
    out = []
    for game in SEATS:
        for strong, weak in PAIRINGS:
            row = pairing(game, strong, weak, seeds=1 if quick else 10, scale=0.25 if quick else 1.0)
            out.append((f"{game} {strong}/{weak} pairwise", round(row["share"], 3), "share"))
            out.append((f"{game} {strong} CPU per decision p95", round(row["cpu_p95"] * 1000, 1), "ms"))
    return out


FIGURES = [_figures]


def window(game: str, level: str, decisions: int, seed: int = 31_000) -> dict:
    """The window's bot (``realtime``) at seat 0 against 'easy': wall time per decision, split
    into decisions with a choice and forced ones (one legal move)."""
    from engine.ai import seat_view
    from engine.play.match import bot_rng

    ruleset = registry.get(game)
    state = ruleset.new_game(ruleset.make_config(SEATS[game], CONFIG.get(game)), seed)
    bot, easy = make_bot(level, ruleset, realtime=True), make_bot("easy", ruleset)
    chosen, forced = [], []
    while state.to_decide() is not None and len(chosen) < decisions:
        view = seat_view(state)
        rng = bot_rng(seed, state.decisions_made, view.seat)
        if view.seat == 0:
            start = time.perf_counter()
            action = bot.choose(view, rng)
            (forced if len(view.legal) == 1 else chosen).append(time.perf_counter() - start)
        else:
            action = easy.choose(view, rng)
        state.apply(action)
    chosen.sort()
    return {"game": game, "level": level, "decisions": len(chosen),
            "p95": chosen[int(0.95 * (len(chosen) - 1))] if chosen else 0.0, "max": max(chosen, default=0.0),
            "median": chosen[len(chosen) // 2] if chosen else 0.0, "forced_max": max(forced, default=0.0)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_bots", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(SEATS), help="games (default: all)")
    parser.add_argument("--pairing", action="append", help="strong/weak, e.g. hard/easy (default: all four)")
    parser.add_argument("--seeds", type=int, default=10, help="seeds per pairing (x seats = games)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the sim budgets (quick looks)")
    parser.add_argument("--jobs", type=int, default=1, help="parallel processes")
    parser.add_argument("--json", action="store_true", help="one JSON object per pairing")
    parser.add_argument("--window", type=int, metavar="N", help="instead: the window's 'normal' and 'hard' "
                        "(realtime) wall time over N decisions with a choice, per game")
    args = parser.parse_args(argv)
    if args.window:
        for game in args.game or list(SEATS):
            for level in ("normal", "hard"):
                row = window(game, level, args.window)
                print(json.dumps(row) if args.json else
                      f"{game:12} {level:>6} window: {row['decisions']} decisions, wall median "
                      f"{row['median']:.2f} s, p95 {row['p95']:.2f} s, max {row['max']:.2f} s; "
                      f"forced max {row['forced_max'] * 1000:.0f} ms", flush=True)
        return 0
    pairings = [tuple(p.split("/")) for p in args.pairing] if args.pairing else PAIRINGS
    for game in args.game or list(SEATS):
        for strong, weak in pairings:
            row = pairing(game, strong, weak, args.seeds, args.scale, args.jobs)
            print(json.dumps(row) if args.json else line(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
