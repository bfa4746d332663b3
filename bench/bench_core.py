"""The contract on the test game (Duel): search speed and strength."""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from duelgame import RULESET  # noqa: E402

from engine.ai import RandomBot, make_bot, seat_view  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.play.match import bot_rng, play_match  # noqa: E402

from .stats import median, percentile  # noqa: E402

registry.register(RULESET)


def random_game(quick: bool):
    times, decisions = [], 0
    for seed in range(50 if quick else 500):
        match = play_match(RULESET, RULESET.make_config(2), seed, [RandomBot(), RandomBot()])
        times.append(match.seconds)
        decisions += match.decisions
    return [("duel random game median", median(times) * 1000, "ms"),
            ("duel random decisions per second", decisions / sum(times), "1/s")]


def ismcts_speed(quick: bool):
    rows = []
    for level in ("normal", "hard"):
        bot = make_bot(level, RULESET)
        latencies, iterations = [], 0
        for seed in range(10 if quick else 60):
            state = RULESET.new_game(RULESET.make_config(2), seed)
            view = seat_view(state)
            start = time.perf_counter()
            bot.choose(view, bot_rng(seed, 0, view.seat))
            latencies.append(time.perf_counter() - start)
            iterations += bot.last.iterations
        rows += [(f"duel {level} decision p50", percentile(latencies, 50) * 1000, "ms"),
                 (f"duel {level} decision p95", percentile(latencies, 95) * 1000, "ms"),
                 (f"duel {level} iterations per second", iterations / sum(latencies), "1/s")]
    return rows


def normal_vs_random(quick: bool):
    games = 40 if quick else 200
    wins = 0
    for i in range(games):
        seat = i % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = make_bot("normal", RULESET)
        wins += play_match(RULESET, RULESET.make_config(2), 10_000 + i, bots).result.winner == seat
    return [(f"duel normal vs random win rate ({games} games)", 100 * wins / games, "%")]


FIGURES = [random_game, ismcts_speed, normal_vs_random]
