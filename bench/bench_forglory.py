"""For Glory figures: full random game time, 'hard' decision latency and search
iterations per second, bot tournaments.

Tournaments are 3-seat games with one seat for the first level and two for the
second, the lone seat rotating; ``FORGLORY_GAMES`` overrides the full-run count
(200 per pairing by default).
"""
from __future__ import annotations

import os
import time

from engine.ai import RandomBot, make_bot, seat_view
from engine.core import Rng
from engine.forglory import RULESET
from engine.play.match import bot_rng, play_match

from .stats import median, percentile


def random_game(quick: bool):
    games = 20 if quick else 100
    engine_times, engine_cpu, match_times, decisions = [], [], [], 0
    config = RULESET.make_config(3)
    for seed in range(games):
        start, start_cpu = time.perf_counter(), time.process_time()
        state = RULESET.new_game(config, seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None:
            state.apply(rng.choice(state.legal_actions()))
        engine_times.append(time.perf_counter() - start)
        engine_cpu.append(time.process_time() - start_cpu)
        decisions += state.decisions_made
        match = play_match(RULESET, config, seed, [RandomBot(), RandomBot(), RandomBot()])
        match_times.append(match.seconds)
    return [("forglory random 3-seat game median (engine loop)", median(engine_times) * 1000, "ms"),
            ("forglory random 3-seat game median (engine loop, cpu)", median(engine_cpu) * 1000, "ms"),
            ("forglory random 3-seat game median (play_match, seat views)", median(match_times) * 1000, "ms"),
            ("forglory random game decisions", decisions / games, "decisions"),
            ("forglory decisions per second (engine loop)", decisions / sum(engine_times), "1/s")]


def hard_latency(quick: bool):
    hard = make_bot("hard", RULESET)
    easy = make_bot("easy", RULESET)
    latencies, cpu, searched, iterations = [], [], [], 0
    for seed in range(1 if quick else 3):
        state = RULESET.new_game(RULESET.make_config(3), 50 + seed)
        limit = 40 if quick else 10_000
        while state.to_decide() is not None and len(latencies) < limit * (seed + 1):
            view = seat_view(state)
            bot = hard if view.seat == 0 else easy
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bot.choose(view, bot_rng(seed, state.decisions_made, view.seat))
            if view.seat == 0 and len(view.legal) > 1:
                latencies.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                if hard.last.iterations and hard.last.seconds > 0:  # a searched decision (not a lone choice)
                    searched.append(time.process_time() - start_cpu)
                    iterations += hard.last.iterations
                    hard.last = type(hard.last)()
            state.apply(action)
    return [("forglory hard decision p50", percentile(latencies, 50) * 1000, "ms"),
            ("forglory hard decision p95", percentile(latencies, 95) * 1000, "ms"),
            ("forglory hard decision max", max(latencies) * 1000, "ms"),
            # CPU time: the same decisions without the wait for a shared processor
            ("forglory hard decision p50 (cpu)", percentile(cpu, 50) * 1000, "ms"),
            ("forglory hard decision p95 (cpu)", percentile(cpu, 95) * 1000, "ms"),
            ("forglory hard search iterations per second (cpu)", iterations / max(sum(searched), 1e-9), "1/s")]


def _tournament(first: str, second: str, games: int, seed0: int) -> float:
    wins = 0
    for i in range(games):
        seat = i % 3
        bots = [make_bot(first if s == seat else second, RULESET) for s in range(3)]
        wins += play_match(RULESET, RULESET.make_config(3), seed0 + i, bots).result.winner == seat
    return 100 * wins / games


def tournament(quick: bool):
    games = 3 if quick else int(os.environ.get("FORGLORY_GAMES", "200"))
    rows = []
    for first, second, seed0 in (("easy", "random", 20_000), ("hard", "easy", 30_000)):
        rate = _tournament(first, second, games, seed0)
        rows.append((f"forglory {first} vs 2x {second} win rate ({games} games, 33% = even)", rate, "%"))
    return rows


FIGURES = [random_game, hard_latency, tournament]
