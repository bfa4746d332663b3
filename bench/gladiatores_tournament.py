"""Gladiatores bot tournaments: seeded games, one JSON line per finished game, and a summary.

One bot of the first level sits against bots of the second; the lone seat rotates (game i
seats it at i mod seats) and game i uses seed ``SEEDS[pairing] + i``, so any game can be
replayed alone. Results go to a JSON-lines file as each game ends; a rerun skips the games
already in the file, so an interrupted run resumes where it stopped. Each line also records,
per event, the gladiators, Turn Order and winner, and each seat's school: the data of the
balance pass (``--summary`` prints win rates per gladiator, school and Turn Order).

    python -m bench.gladiatores_tournament hard:easy --seats 4 --games 200 --out t.jsonl
    python -m bench.gladiatores_tournament hard:easy --seats 4 --part 1/2 --out t.jsonl
    python -m bench.gladiatores_tournament hard:easy --seats 4 --reverse --out t.jsonl
    python -m bench.gladiatores_tournament --summary t.jsonl [more.jsonl ...]
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from pathlib import Path

from engine.ai import make_bot
from engine.gladiatores.ruleset import GladiatoresRuleset
from engine.play.match import play_match

RULESET = GladiatoresRuleset()
#: the first seed of each pairing (game i plays seed + i)
SEEDS = {"easy:random": 20_000, "hard:easy": 30_000, "easy:easy": 40_000}


def play_one(lone: str, rest: str, seats: int, index: int, seed0: int) -> dict:
    """One game with the lone bot at seat ``index % seats``; its record as a JSON-ready dict."""
    seat = index % seats
    bots = [make_bot(lone if s == seat else rest, RULESET) for s in range(seats)]
    fights: list[dict] = []

    def watch(event) -> None:  # (the first event is revealed at setup, before any callback)
        if event.type in ("gladiator_ready", "turn_order_revealed", "event_won") and (
                not fights or fights[-1]["won"] is not None):
            fights.append({"glads": [None] * seats, "turn_order": [None] * seats, "won": None, "second": None})
        if event.type == "gladiator_ready":
            fights[-1]["glads"][event.seat] = event.gladiator
        elif event.type == "turn_order_revealed":
            fights[-1]["turn_order"][event.seat] = event.turn_order
        elif event.type == "event_won":
            fights[-1]["won"], fights[-1]["second"] = event.seat, event.second

    start = time.process_time()
    match = play_match(RULESET, RULESET.make_config(seats), seed0 + index, bots, on_event=watch)
    return {"pairing": f"{lone}:{rest}", "seats": seats, "index": index, "seed": seed0 + index, "lone_seat": seat,
            "winner": match.result.winner, "placings": list(match.result.placings),
            "scores": list(match.result.scores), "schools": list(match.state.school),
            "events": fights, "decisions": match.decisions,
            "cpu_seconds": round(time.process_time() - start, 3)}


def read(paths: list[Path]) -> list[dict]:
    """The records of these files, each game once (parts running side by side may both
    have played a game; a seeded game always ends the same)."""
    records = {}
    for path in paths:
        if path.exists():
            for line in path.read_text().splitlines():
                if line.strip():
                    r = json.loads(line)
                    records[(r["pairing"], r["seats"], r["index"])] = r
    return list(records.values())


def run(pairing: str, seats: int, games: int, out: Path, part: tuple[int, int], reverse: bool = False) -> None:
    """Play the part's games not yet in ``out`` (read again before each game, so several
    processes can share one file; ``reverse`` starts from the last game, to meet another)."""
    lone, rest = pairing.split(":")
    k, m = part
    order = range(games - 1, -1, -1) if reverse else range(games)
    for index in order:
        if index % m != k - 1 or (pairing, seats, index) in {(r["pairing"], r["seats"], r["index"])
                                                              for r in read([out])}:
            continue
        record = play_one(lone, rest, seats, index, SEEDS[pairing])
        with out.open("a") as sink:
            sink.write(json.dumps(record) + "\n")


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win share."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def _row(label: str, wins: int, n: int, even: float) -> str:
    low, high = wilson(wins, n)
    flag = " +" if low > even else " -" if high < even else ""
    return (f"  {label:<26} {wins:>4}/{n:<4} {100 * wins / max(n, 1):5.1f}%  "
            f"[{100 * low:4.1f}, {100 * high:4.1f}]  even {100 * even:4.1f}%{flag}")


def summary(records: list[dict]) -> str:
    lines = ["win share of the lone bot (95% Wilson interval) against the 1/N baseline"]
    groups = defaultdict(list)
    for r in records:
        groups[(r["pairing"], r["seats"])].append(r)
    for (pairing, seats), rows in sorted(groups.items()):
        wins = sum(r["winner"] == r["lone_seat"] for r in rows)
        cpu = sorted(r["cpu_seconds"] for r in rows)
        lines.append(_row(f"{pairing} {seats} seats", wins, len(rows), 1 / seats)
                     + f"  (median {cpu[len(cpu) // 2]:.2f} s/game)")
    lines.append("events won per gladiator fielded (even = 1/seats, weighted by table size)")
    lines += _share_table(records, lambda fight, seat: fight["glads"][seat])
    lines.append("events won per Turn Order")
    lines += _share_table(records, lambda fight, seat: f"Turn Order {fight['turn_order'][seat]}")
    lines.append("games won per school")
    by_school: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for r in records:
        for seat, school in enumerate(r["schools"]):
            by_school[school][0] += r["winner"] == seat
            by_school[school][1] += 1
            by_school[school][2] += 1 / r["seats"]
    for school, (wins, n, even) in sorted(by_school.items()):
        lines.append(_row(school, wins, n, even / n))
    return "\n".join(lines)


def _share_table(records: list[dict], key) -> list[str]:
    table: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for r in records:
        for fight in r["events"]:
            for seat in range(r["seats"]):
                label = key(fight, seat)
                table[label][0] += fight["won"] == seat
                table[label][1] += 1
                table[label][2] += 1 / r["seats"]
    return [_row(label, wins, n, even / n) for label, (wins, n, even) in sorted(table.items())]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.gladiatores_tournament", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pairing", nargs="?", choices=sorted(SEEDS), help="lone level:other level")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--part", default="1/1", help="K/M: play only games i with i mod M == K-1")
    parser.add_argument("--reverse", action="store_true", help="play the part's games from the last one down")
    parser.add_argument("--out", type=Path, default=Path("gladiatores-tournament.jsonl"))
    parser.add_argument("--summary", nargs="+", type=Path, metavar="FILE", help="summarise result files")
    args = parser.parse_args(argv)
    if args.summary:
        print(summary(read(args.summary)))
        return 0
    if not args.pairing:
        parser.error("name a pairing or give --summary")
    k, m = (int(x) for x in args.part.split("/"))
    run(args.pairing, args.seats, args.games, args.out, (k, m), args.reverse)
    return 0


if __name__ == "__main__":
    sys.exit(main())
