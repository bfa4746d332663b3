"""Gladiatores figures: full random 4-seat game time and decisions per second, 'hard' decision
latency and search iterations per second, bot tournaments.

Tournaments seat one bot of the first level against bots of the second (the lone seat
rotating), at 3 and 4 seats; ``GLADIATORES_GAMES`` overrides the full-run count (200 per
pairing by default). ``python -m bench.gladiatores_tournament`` runs the same games resumably,
in parts, writing each game as it ends, and summarises them with 95% intervals and the
balance figures (per gladiator, school and Turn Order).
"""
from __future__ import annotations

import os
import time

from engine.ai import make_bot, seat_view
from engine.core import Rng
from engine.gladiatores.ruleset import GladiatoresRuleset
from engine.play.match import bot_rng

from .gladiatores_tournament import SEEDS, play_one
from .stats import median, percentile

RULESET = GladiatoresRuleset()  # (not from the registry: the game is not registered until its table exists)


def random_game(quick: bool):
    games = 20 if quick else 100
    times, cpu, decisions, spent = [], [], 0, 0.0
    config = RULESET.make_config(4)
    for seed in range(games):
        start, start_cpu = time.perf_counter(), time.process_time()
        state = RULESET.new_game(config, seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None:
            state.apply(rng.choice(state.legal_actions()))
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)  # (the machine is shared: CPU time is the steadier figure)
        decisions += state.decisions_made
        spent += cpu[-1]
    return [("gladiatores random 4-seat game median (engine loop)", median(times) * 1000, "ms"),
            ("gladiatores random 4-seat game median CPU", median(cpu) * 1000, "ms"),
            ("gladiatores random 4-seat game decisions", decisions / games, "decisions"),
            ("gladiatores random decisions per second (CPU)", decisions / spent, "1/s")]


def hard_latency(quick: bool):
    hard, easy = make_bot("hard", RULESET), make_bot("easy", RULESET)
    latencies, cpu, iterations = [], [], 0
    for seed in range(1 if quick else 3):
        state = RULESET.new_game(RULESET.make_config(4), 50 + seed)
        limit = 40 if quick else 150
        count = 0
        while state.to_decide() is not None and count < limit:
            view = seat_view(state)
            bot = hard if view.seat == 0 else easy
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bot.choose(view, bot_rng(seed, state.decisions_made, view.seat))
            if view.seat == 0 and len(view.legal) > 1:
                latencies.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                iterations += hard.last.iterations
                count += 1
            state.apply(action)
    return [("gladiatores hard decision p50", percentile(latencies, 50) * 1000, "ms"),
            ("gladiatores hard decision p95", percentile(latencies, 95) * 1000, "ms"),
            ("gladiatores hard decision max", max(latencies) * 1000, "ms"),
            ("gladiatores hard decision p95 CPU", percentile(cpu, 95) * 1000, "ms"),
            # (a decision the game's move ordering settles searches nothing: counted with its time)
            ("gladiatores hard search iterations per second (CPU)", iterations / sum(cpu), "1/s")]


def tournament(quick: bool):
    """Win share of the lone stronger bot (a smoke run; the full tournaments, 200 games per
    pairing and seat count with per-gladiator figures, run with bench.gladiatores_tournament)."""
    games = 3 if quick else int(os.environ.get("GLADIATORES_GAMES", "200"))
    rows = []
    for seats in (3, 4):
        for lone, rest in (("easy", "random"), ("hard", "easy")):
            pairing = f"{lone}:{rest}"
            wins = sum(play_one(lone, rest, seats, i, SEEDS[pairing])["winner"] == i % seats for i in range(games))
            rows.append((f"gladiatores {seats} seats {lone} vs {seats - 1}x {rest} win rate "
                         f"({games} games, {100 // seats}% = even)", 100 * wins / games, "%"))
    return rows


FIGURES = [random_game, hard_latency, tournament]
