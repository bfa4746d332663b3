"""Arena Rex figures: a full random Munus 3v3 game, one push resolution, 'hard' latency,
bot tournaments.

Tournaments are seeded Munus 3v3 games (colosseum, random cohorts) played in pairs: both
games of a pair share a seed (the same cohorts and arena) with the seats swapped, so a
strong cohort or a favoured seat helps each level once. Each prints the first level's
wins, draws and losses. Environment:
``ARENAREX_GAMES`` games per pairing (200 by default), ``ARENAREX_PAIRINGS`` which
pairings (``easy-random,hard-easy``), ``ARENAREX_FIRST`` the first game index (to split a
run over processes: games ``FIRST .. FIRST+GAMES-1`` keep their seeds and seats; keep
FIRST even so that pairs stay whole), and
``ARENAREX_PROGRESS=1`` one line per game on stderr.
"""
from __future__ import annotations

import os
import sys
import time

from engine.ai import RandomBot, make_bot, seat_view
from engine.arenarex import RULESET
from engine.arenarex.attack import new_attack
from engine.arenarex.pushing import do_push
from engine.arenarex.state import ArenaRexState
from engine.play.match import bot_rng, play_match

from .stats import median, percentile


def random_game(quick: bool):
    times, decisions = [], 0
    config = RULESET.make_config(2, {"scenario": "munus", "cohort": "3"})
    for seed in range(5 if quick else 40):
        match = play_match(RULESET, config, seed, [RandomBot(), RandomBot()])
        times.append(match.seconds)
        decisions += match.decisions
    return [("arenarex random munus 3v3 game median", median(times) * 1000, "ms"),
            ("arenarex random decisions per second", decisions / sum(times), "1/s")]


def _push_position() -> ArenaRexState:
    s = ArenaRexState({"seats": 2, "scenario": "munus", "map": "colosseum", "cohort": "3"}, 1)
    s.init_empty("munus", "colosseum")
    s.add_model(0, "noxius", (14.0, 24.0))
    s.add_model(1, "iason", (15.878, 24.0))
    s.add_model(1, "hroka", (20.0, 27.0))
    s.add_model(0, "sven", (10.0, 26.0))
    s.scen["started"] = True
    return s


def push_resolution(quick: bool):
    base = _push_position()
    frame = new_attack(base, "0:noxius", "1:iason", "action")
    times = []
    for _ in range(200 if quick else 2000):
        s = base.clone()
        f = frame.copy()
        start = time.perf_counter()
        do_push(s, f, "Pushing")
        times.append(time.perf_counter() - start)
    return [("arenarex one push resolution median", median(times) * 1e6, "us")]


def hard_latency(quick: bool):
    """'hard' (seat 0) against 'easy' over whole games: every decision with a choice."""
    hard = make_bot("hard", RULESET)
    easy = make_bot("easy", RULESET)
    lat, cpu = [], []
    iterations, searched = 0, 0.0
    config = RULESET.make_config(2, {"scenario": "munus"})
    for seed in range(1 if quick else 3):
        s = RULESET.new_game(config, seed)
        asked = 0
        while s.to_decide() is not None and (not quick or asked < 40):
            view = seat_view(s)
            rng = bot_rng(seed, s.decisions_made, view.seat)
            if view.seat == 0 and len(view.legal) > 1:
                start, start_cpu = time.perf_counter(), time.process_time()
                action = hard.choose(view, rng)
                lat.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                iterations += hard.last.iterations
                searched += hard.last.seconds
                asked += 1
            else:
                action = (hard if view.seat == 0 else easy).choose(view, rng)
            s.apply(action)
    return [("arenarex hard decision p50", percentile(lat, 50) * 1000, "ms"),
            ("arenarex hard decision p95", percentile(lat, 95) * 1000, "ms"),
            ("arenarex hard decision max", max(lat) * 1000, "ms"),
            # CPU time: the same decisions without the wait for a shared processor
            ("arenarex hard decision p50 (cpu)", percentile(cpu, 50) * 1000, "ms"),
            ("arenarex hard decision p95 (cpu)", percentile(cpu, 95) * 1000, "ms"),
            # playouts (a sampled determinization played to the horizon) per second of search
            ("arenarex hard search iterations per second", iterations / max(searched, 1e-9), "1/s")]


def play_pairing(first: str, second: str, games: int, seed0: int, start: int = 0, progress: bool = False):
    """Games ``start .. start+games-1``: game i has seed ``seed0 + i // 2``, and ``first``
    takes seat ``i % 2``. Returns (wins, draws, losses) of ``first``."""
    config = RULESET.make_config(2, {"scenario": "munus", "cohort": "3"})
    wins = draws = losses = 0
    for i in range(start, start + games):
        seat = i % 2
        bots = [make_bot(first if s == seat else second, RULESET) for s in (0, 1)]
        seed = seed0 + i // 2
        match = play_match(RULESET, config, seed, bots)
        winner = match.result.winner
        if winner is None:
            draws += 1
        elif winner == seat:
            wins += 1
        else:
            losses += 1
        if progress:
            print(f"arenarex {first}-{second} game {i} seed {seed} seat {seat}: winner {winner} "
                  f"({match.state.over['why']}) {match.seconds:.1f}s  W{wins} D{draws} L{losses}",
                  file=sys.stderr, flush=True)
    return wins, draws, losses


#: the seed of game 0 of each pairing
PAIRINGS = {"easy-random": ("easy", "random", 20_000), "hard-easy": ("hard", "easy", 30_000)}


def tournament(quick: bool):
    games = 4 if quick else int(os.environ.get("ARENAREX_GAMES", "200"))
    start = int(os.environ.get("ARENAREX_FIRST", "0"))
    wanted = os.environ.get("ARENAREX_PAIRINGS", ",".join(PAIRINGS)).split(",")
    progress = os.environ.get("ARENAREX_PROGRESS") == "1"
    rows = []
    for key in wanted:
        first, second, seed0 = PAIRINGS[key.strip()]
        began, began_cpu = time.perf_counter(), time.process_time()
        w, d, l_ = play_pairing(first, second, games, seed0, start, progress)
        label = f"arenarex {first} vs {second} ({games} munus games"
        label += f" from #{start})" if start else ")"
        rows += [(f"{label} wins", w, "games"), (f"{label} draws", d, "games"),
                 (f"{label} losses", l_, "games"),
                 (f"{label} win share of decided", 100 * w / max(1, w + l_), "%"),
                 (f"{label} wall time", time.perf_counter() - began, "s"),
                 (f"{label} cpu time", time.process_time() - began_cpu, "s")]
    return rows


FIGURES = [random_game, push_resolution, hard_latency, tournament]
