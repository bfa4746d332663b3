"""Arena Rex figures: a full random Munus 3v3 game, one push resolution, 'hard' latency."""
from __future__ import annotations

import time

from engine.ai import RandomBot, make_bot, seat_view
from engine.arenarex import RULESET, flow
from engine.arenarex.state import ArenaRexState
from engine.core.match import bot_rng, play_match

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
    frame = flow.new_attack(base, "0:noxius", "1:iason", "action")
    times = []
    for _ in range(200 if quick else 2000):
        s = base.clone()
        f = dict(frame, haz=[], pushed=[], hazard_hit=[])
        start = time.perf_counter()
        flow.do_push(s, f, "Pushing")
        times.append(time.perf_counter() - start)
    return [("arenarex one push resolution median", median(times) * 1e6, "us")]


def hard_latency(quick: bool):
    hard = make_bot("hard", RULESET)
    easy = make_bot("easy", RULESET)
    lat = []
    for seed in range(1 if quick else 4):
        s = RULESET.new_game(RULESET.make_config(2, {"scenario": "munus"}), seed)
        asked = 0
        while s.to_decide() is not None and asked < (8 if quick else 25):
            d = s.to_decide()
            view = seat_view(s)
            if d.seat == 0 and len(view.legal) > 1:
                start = time.perf_counter()
                action = hard.choose(view, bot_rng(seed, s.decisions_made, 0))
                lat.append(time.perf_counter() - start)
                asked += 1
            else:
                action = easy.choose(view, bot_rng(seed, s.decisions_made, d.seat))
            s.apply(action)
    return [("arenarex hard decision p50", percentile(lat, 50) * 1000, "ms"),
            ("arenarex hard decision p95", percentile(lat, 95) * 1000, "ms")]


FIGURES = [random_game, push_resolution, hard_latency]
