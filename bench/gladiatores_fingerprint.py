"""Seeded fingerprints of Gladiatores play: one hash per family of seeded games over every
event and the final digest (random seats in full and quickplay games, 'easy' heuristic
seats in full and quickplay games, 2 to 5 seats, the options varied).

Not a benchmark (``python -m bench`` does not collect it): a refactor that must not change
play keeps these numbers identical; a rule fix that changes play changes them, and says so.

    python -m bench.gladiatores_fingerprint          # prints one line per family
"""
from __future__ import annotations

import hashlib

from engine.core import Rng, canon
from engine.gladiatores import RULESET
from engine.gladiatores.bots import heuristic_policy

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


FAMILIES = {"random full": (_random, "full"), "random quickplay": (_random, "quickplay"),
            "easy full": (heuristic_policy, "full"), "easy quickplay": (heuristic_policy, "quickplay")}

if __name__ == "__main__":
    for name, (policy, mode) in FAMILIES.items():
        print(f"{name:17} {fingerprint(policy, mode)}")
