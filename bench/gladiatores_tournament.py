"""Gladiatores bot tournaments: a call of ``main.py tournament`` with this game's pairings.

One bot of the first level sits against bots of the second; the lone seat rotates (game i
seats it at i mod seats, ``--rotate``) and game i uses seed ``SEEDS[pairing] + i``, so any
game can be replayed alone. Results go to a JSON-lines file as each game ends and a rerun
plays only the games missing; ``--report DIR`` writes the balance report (win share by seat,
bot level, gladiator fielded, Turn Order and school, with 95% intervals).

    python -m bench.gladiatores_tournament hard:easy --seats 4 --games 200 --results t.jsonl --report DIR
    python main.py tournament --game gladiatores --seats bot:hard,bot:easy,bot:easy,bot:easy --rotate \
        --games 200 --seed 30000 --results t.jsonl --report DIR        # the same thing

``play_one`` plays one game with the per-event record the balance pass of issue 15 read
(bench/bench_gladiatores.py's smoke figure uses it).
"""
from __future__ import annotations

import argparse
import sys
import time

import cli
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


def command(pairing: str, seats: int, games: int, extra: list[str]) -> list[str]:
    """The ``main.py tournament`` arguments of one pairing."""
    lone, rest = pairing.split(":")
    return ["tournament", "--game", "gladiatores", "--seats", ",".join([f"bot:{lone}"] + [f"bot:{rest}"] * (seats - 1)),
            "--rotate", "--games", str(games), "--seed", str(SEEDS[pairing]), *extra]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.gladiatores_tournament", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pairing", choices=sorted(SEEDS), help="lone level:other level")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    args, extra = parser.parse_known_args(argv)
    return cli.run(command(args.pairing, args.seats, args.games, extra))


if __name__ == "__main__":
    sys.exit(main())
