"""Play a searching level with the fitted evaluator against the same level with today's
hand-written one, to see whether predicting the winner better also plays better.

    nice -n 10 python -m tools.compare_evaluators --game gladiatores --games 60 --seed 1 [--level normal]

Game ``i`` uses seed ``seed + i``, ``--seats`` seats (default 3, or the game's only count), and puts the fitted seat
at position ``i % seats`` (rotated over every position, same seeds for both evaluators);
every other seat is the same level with the hand-written evaluator. Reported: the pairwise
share (of the pairs (fitted seat, other seat), how often the fitted seat placed higher, 0.5
for a tie) with a 95% interval, and the fitted seat's wins. A bench figure, never a test.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import math
import sys

from engine.ai.fitted import fitted_evaluator
from engine.ai.levels import make_bot
from engine.core import registry
from engine.play.match import play_match
from tools.selfplay_positions import hand_written

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def bot_with(level: str, ruleset, evaluator):
    """The level's bot, judging leaves with ``evaluator``: the one search keeps its evaluator in
    its game's ``SearchKit`` (``bot.kit``), which is frozen, so the bot gets a copy with it."""
    bot = make_bot(level, ruleset)
    if getattr(bot, "kit", None) is None:
        raise SystemExit(f"the '{level}' bot of {ruleset.title} uses no evaluator")
    bot.kit = dataclasses.replace(bot.kit, evaluator=evaluator)
    return bot


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.compare_evaluators", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=GAMES)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="normal", choices=("normal", "hard"))
    ap.add_argument("--seats", type=int, default=None, help="seats per game (default 3 where the game allows it)")
    args = ap.parse_args(argv)
    ruleset = registry.get(args.game)
    seats = args.seats or max(ruleset.min_seats, min(3, ruleset.max_seats))
    fitted = fitted_evaluator(args.game, importlib.import_module(f"engine.{args.game}.features"))
    hand = hand_written(args.game)
    config = ruleset.make_config(seats)
    pairs = wins = 0
    share = 0.0
    for i in range(args.games):
        mine = i % seats
        bots = [bot_with(args.level, ruleset, fitted if s == mine else hand) for s in range(seats)]
        result = play_match(ruleset, config, args.seed + i, bots).result
        rank = result.placings.index(mine)
        for other in range(seats):
            if other != mine:
                pairs += 1
                if result.winner is None:  # a draw: no seat placed above another
                    share += 0.5
                else:
                    share += 1.0 if rank < result.placings.index(other) else 0.0
        wins += result.winner == mine
        print(f"{i + 1}/{args.games} games", file=sys.stderr, flush=True)
    p = share / pairs
    half = 1.96 * math.sqrt(p * (1 - p) / pairs)
    print(f"{ruleset.title}, {args.level}, {seats} seats, {args.games} games (seeds {args.seed}-{args.seed + args.games - 1}): "
          f"fitted seat placed above a hand-written seat in {p:.1%} of {pairs} pairs (95% +/- {half:.1%}); "
          f"won {wins} of {args.games} games (equal play: {1 / seats:.0%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
