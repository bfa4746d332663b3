"""Seeded fingerprints of Gladiatores play: one hash per family of seeded games over every
event and the final digest (random seats in full and quickplay games, 'easy' heuristic
seats in full and quickplay games, 2 to 5 seats, the options varied), and games of mixed
'random', 'easy', 'normal' and 'hard' seats played through their seat views as ``main.py sim``
plays them (whole quickplay games; the first decisions of full games, search being slow).

Not a benchmark (``python -m bench`` does not collect it): a refactor that must not change
play keeps these numbers identical; a rule fix that changes play changes them, and says so.

    python -m bench.gladiatores_fingerprint          # prints one line per family
"""
from __future__ import annotations

import hashlib

from engine.ai import make_bot, seat_view
from engine.core import Rng, canon
from engine.gladiatores import RULESET
from engine.gladiatores.bots import heuristic_policy
from engine.play.match import bot_rng

GAMES = 24
OPTIONS = ({}, {"sponsors": "true", "wheel_functions": "true"}, {"favour_from_loser": "true", "reuse_tactics": "true"},
           {"events": "5", "events_in_advance": "true"})


def _random(state, rng):
    return rng.choice(state.legal_actions())


def _config(i: int, mode: str):
    options = {} if mode == "quickplay" else dict(OPTIONS[i % len(OPTIONS)])
    if mode == "quickplay":
        options["favour_from_loser"] = ("false", "true")[i % 2]
    options["mode"] = mode
    return RULESET.make_config(2 + i % 4, options)


def fingerprint(policy, mode: str, count: int = GAMES) -> str:
    total = hashlib.sha256()
    for seed in range(count):
        state = RULESET.new_game(_config(seed, mode), seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None:
            for event in state.apply(policy(state, rng)):
                total.update(canon.dumps(event.to_json()).encode())
        total.update(state.digest().encode())
    return total.hexdigest()


#: the levels of the mixed-seat games, rotated by seed so every level sits in every place
LEVELS = ("hard", "normal", "easy", "random")
#: (games, decisions at most in each) of the mixed-seat families
MIXED = {"full": (4, 400), "quickplay": (4, 100_000)}


def mixed_fingerprint(mode: str) -> str:
    """Seats of every level, each choosing from its seat view with the generator
    ``main.py sim`` gives it (the hard and normal searches included)."""
    games, limit = MIXED[mode]
    bots = {level: make_bot(level, RULESET) for level in LEVELS}
    total = hashlib.sha256()
    for seed in range(games):
        config = _config(seed, mode)
        seats = int(config["seats"])
        levels = [LEVELS[(seed + s) % len(LEVELS)] for s in range(seats)]
        state = RULESET.new_game(config, seed)
        while state.to_decide() is not None and state.decisions_made < limit:
            view = seat_view(state)
            action = bots[levels[view.seat]].choose(view, bot_rng(seed, state.decisions_made, view.seat))
            for event in state.apply(action):
                total.update(canon.dumps(event.to_json()).encode())
        total.update(state.digest().encode())
    return total.hexdigest()


FAMILIES = {"random full": (_random, "full"), "random quickplay": (_random, "quickplay"),
            "easy full": (heuristic_policy, "full"), "easy quickplay": (heuristic_policy, "quickplay")}

if __name__ == "__main__":
    for name, (policy, mode) in FAMILIES.items():
        print(f"{name:17} {fingerprint(policy, mode)}", flush=True)
    for mode in MIXED:
        print(f"{'mixed ' + mode:17} {mixed_fingerprint(mode)}", flush=True)
