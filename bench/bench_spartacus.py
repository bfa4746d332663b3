"""Spartacus figures: a full random 4-seat game and random-game decisions per second, 'hard'
decision latency and search iterations per second, and level pairings (win rates and how often
the bots keep their promises). ``--work random|hard`` plays a fixed workload only, to time whole
processes side by side (two commits, the same workload)."""
from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path

from engine.ai import make_bot
from engine.ai.view import seat_view
from engine.core import Rng
from engine.spartacus.ruleset import SpartacusRuleset

from .stats import median, percentile

RULES = SpartacusRuleset()


def random_game(quick: bool):
    times = []
    for seed in range(5 if quick else 30):
        state = RULES.new_game(RULES.make_config(4), seed)
        rng = Rng(seed, 3)
        began = time.perf_counter()
        while state.to_decide() is not None:
            state.apply(rng.choice(state.legal_actions()))
        times.append(time.perf_counter() - began)
    return [("spartacus random 4-seat game median", median(times), "s")]


def random_rate(quick: bool):
    """Decisions per second of seeded random 4-seat games, whole (legal list, check, apply)."""
    began = time.process_time()
    decisions = random_games(3 if quick else 20)
    return [("spartacus random-game decisions per second", decisions / (time.process_time() - began), "1/s")]


def random_games(games: int, seed0: int = 0) -> int:
    """Play ``games`` seeded random 4-seat games; the number of decisions taken."""
    decisions = 0
    for seed in range(seed0, seed0 + games):
        state = RULES.new_game(RULES.make_config(4), seed)
        rng = Rng(seed, 3)
        while state.to_decide() is not None:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    return decisions


def hard_rate(quick: bool):
    """'hard' search iterations per second, seat 0 against three 'easy' bots (the searches only)."""
    iterations, seconds = hard_searches(1 if quick else 3)
    return [("spartacus hard search iterations per second", iterations / seconds, "1/s")]


def hard_searches(games: int, rounds: int = 2) -> tuple[int, float]:
    """'hard' in seat 0 of ``games`` seeded games to round ``rounds``: its iterations and cpu seconds."""
    hard, easy = make_bot("hard", RULES), make_bot("easy", RULES)
    iterations, seconds = 0, 0.0
    for seed in range(games):
        state = RULES.new_game(RULES.make_config(4), 900 + seed)
        rng = Rng(seed, 4)
        while (d := state.to_decide()) is not None and state.round_no <= rounds:
            view = seat_view(state)
            if d.seat != 0:
                state.apply(easy.choose(view, rng))
                continue
            hard.last.iterations = 0
            began = time.process_time()
            action = hard.choose(view, rng)
            seconds += time.process_time() - began
            iterations += hard.last.iterations
            state.apply(action)
    return iterations, seconds


def hard_latency(quick: bool):
    """'hard' deciding for seat 0 against three 'easy' bots, every decision timed."""
    hard, easy = make_bot("hard", RULES), make_bot("easy", RULES)
    times = []
    for seed in range(1 if quick else 2):
        state = RULES.new_game(RULES.make_config(4), 900 + seed)
        rng = Rng(seed, 4)
        while (d := state.to_decide()) is not None and state.round_no <= (2 if quick else 4):
            view = seat_view(state)
            began = time.perf_counter()
            action = (hard if d.seat == 0 else easy).choose(view, rng)
            if d.seat == 0 and len(view.legal) > 1:
                times.append(time.perf_counter() - began)
            state.apply(action)
    return [("spartacus hard decision p50", percentile(times, 50), "s"),
            ("spartacus hard decision p95", percentile(times, 95), "s")]


def pairing(level: str, other: str, games: int, seed0: int = 7000):
    """``level`` in one seat of four (rotating), ``other`` in the rest: wins of ``level``,
    and promises kept and broken by ``level``'s seat."""
    records = [tournament_game(level, other, i, seed0) for i in range(games)]
    wins = sum(r["winner"] == r["strong_seat"] for r in records)
    return (wins, sum(r["kept"][r["strong_seat"]] for r in records),
            sum(r["broken"][r["strong_seat"]] for r in records))


def strength(quick: bool):
    rows = []
    for level, other, games in (("easy", "random", 20 if quick else 200), ("hard", "easy", 4 if quick else 20)):
        began = time.process_time()
        wins, kept, broken = pairing(level, other, games)
        label = f"spartacus {level} vs 3 {other} ({games} games)"
        rows += [(f"{label} wins", wins, "games"), (f"{label} promises kept", kept, "promises"),
                 (f"{label} promises broken", broken, "promises"), (f"{label} cpu time", time.process_time() - began, "s")]
    return rows


FIGURES = [random_game, random_rate, hard_latency, hard_rate, strength]


# -- tournaments: ``python -m bench.bench_spartacus --tournament hard:easy --games 200 --out FILE`` ------------

def tournament_game(level: str, other: str, index: int, seed0: int) -> dict:
    """Game ``index`` of a pairing: ``level`` in seat ``index % 4``, ``other`` in the rest, seed
    ``seed0 + index`` (so one game can be re-run alone). One JSON-ready record."""
    seat = index % 4
    bots = [make_bot(level if s == seat else other, RULES) for s in range(4)]
    state = RULES.new_game(RULES.make_config(4), seed0 + index)
    rng = Rng(seed0 + index, 6)
    cpu, times, decisions = time.process_time(), [], 0
    while (d := state.to_decide()) is not None:
        view = seat_view(state)
        began = time.perf_counter()
        action = bots[d.seat].choose(view, rng)
        if d.seat == seat and len(view.legal) > 1:
            times.append(time.perf_counter() - began)
        state.apply(action)
        decisions += 1
    kept, broken = [0] * 4, [0] * 4
    for promise in state.ledger.promises:
        kept[promise.by] += promise.status == "kept"
        broken[promise.by] += promise.status == "broken"
    return {"pairing": f"{level}:{other}", "game": index, "seed": seed0 + index, "strong_seat": seat,
            "winner": state.result().winner, "houses": [state.house_name(s) for s in range(4)],
            "influence": list(state.influence), "rounds": state.round_no, "decisions": decisions,
            "kept": kept, "broken": broken, "cpu": round(time.process_time() - cpu, 3),
            "strong_p50": percentile(times, 50), "strong_p95": percentile(times, 95), "strong_max": max(times, default=0)}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return float("nan"), float("nan")
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def summary(records: list[dict]) -> list[str]:
    """Win share of the strong seat against 25%, promise keeping, and wins by house and by seat."""
    lines = []
    for pairing in sorted({r["pairing"] for r in records}):
        rs = [r for r in records if r["pairing"] == pairing]
        n = len(rs)
        wins = sum(r["winner"] == r["strong_seat"] for r in rs)
        lo, hi = wilson(wins, n)
        level, other = pairing.split(":")
        lines.append(f"{level} (1 seat) vs 3 {other}: {n} games, {level} wins {wins} = {wins / n:.1%} "
                     f"(95% CI {lo:.1%}-{hi:.1%}; 25% is an even share); no winner {sum(r['winner'] is None for r in rs)}")
        for who, pick in ((level, lambda r, s: s == r["strong_seat"]), (other, lambda r, s: s != r["strong_seat"])):
            k = sum(r["kept"][s] for r in rs for s in range(4) if pick(r, s))
            b = sum(r["broken"][s] for r in rs for s in range(4) if pick(r, s))
            lines.append(f"  promises by {who}: kept {k}, broken {b}" + (f" = {k / (k + b):.1%} kept" if k + b else ""))
        times = [r["strong_p95"] for r in rs if r["strong_p95"] == r["strong_p95"]]
        lines.append(f"  cpu per game: median {median([r['cpu'] for r in rs]):.2f} s, total {sum(r['cpu'] for r in rs) / 60:.1f} min;"
                     f" {level} per-game decision p95: median {median(times):.3f} s, worst {max(times, default=0):.3f} s,"
                     f" worst single decision {max(r['strong_max'] for r in rs):.3f} s")
        lines.append(f"  rounds: median {median([r['rounds'] for r in rs])}, max {max(r['rounds'] for r in rs)}")
        houses: dict[str, list[int]] = {}
        for r in rs:
            for s, h in enumerate(r["houses"]):
                houses.setdefault(h, [0, 0])[0] += 1
                houses[h][1] += r["winner"] == s
        lines.append("  wins by house: " + ", ".join(f"{h} {w}/{p} = {w / p:.0%}" for h, (p, w) in sorted(houses.items())))
        lines.append("  wins by seat: " + ", ".join(f"{s + 1}: {sum(r['winner'] == s for r in rs)}" for s in range(4)))
    return lines


def tournament_command(level: str, other: str, games: int, seed0: int, extra: list[str]) -> list[str]:
    """``--tournament`` is a call of ``main.py tournament``: ``level`` in seat ``i % 4``, ``other``
    in the rest (``--rotate``), seed ``seed0 + i``; ``--results FILE`` resumes, ``--report DIR``
    writes the balance report, ``--jobs K`` plays K games at once."""
    seats = ",".join([f"bot:{level}"] + [f"bot:{other}"] * 3)
    return ["tournament", "--game", "spartacus", "--seats", seats, "--rotate", "--games", str(games),
            "--seed", str(seed0), *extra]


def main(argv=None) -> int:
    import cli

    parser = argparse.ArgumentParser(prog="python -m bench.bench_spartacus", description=__doc__)
    parser.add_argument("--work", choices=("random", "hard"), help="only play a fixed workload (to time the whole "
                        "process): 60 random games, or 'hard' searching in 3 games to round 2")
    parser.add_argument("--tournament", metavar="LEVEL:OTHER",
                        help="1 LEVEL seat (rotating) vs 3 OTHER seats: main.py tournament's flags follow "
                             "(--results FILE, --report DIR, --jobs K)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7000, help="game i uses seed SEED + i")
    parser.add_argument("--summary", nargs="+", type=Path, metavar="FILE",
                        help="print the figures of result files of the earlier script (issue 17)")
    args, extra = parser.parse_known_args(argv)
    if args.work:
        print(random_games(60) if args.work == "random" else hard_searches(3)[0])
        return 0
    if args.summary:
        records = [json.loads(line) for path in args.summary for line in path.read_text().splitlines()]
        print("\n".join(summary(records)))
        return 0
    if not args.tournament:
        parser.error("give --tournament LEVEL:OTHER [main.py tournament flags], or --summary FILE...")
    level, other = args.tournament.split(":")
    return cli.run(tournament_command(level, other, args.games, args.seed, extra))


if __name__ == "__main__":
    raise SystemExit(main())
