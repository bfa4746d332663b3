"""The seeded fingerprint of For Glory play: one hash over every event and final digest
of 80 seeded random games (3 and 4 seats, Champions off, random and drafted).

Not a benchmark (``python -m bench`` does not collect it): a refactor that must not change
play keeps this number identical; a rule fix that changes play changes it, and says so.

    python -m bench.forglory_fingerprint            # prints the fingerprint
"""
from __future__ import annotations

import hashlib
import sys

from engine.core import Rng, canon
from engine.forglory import RULESET

GAMES = 80


def games():
    for i in range(GAMES):
        seats = 3 if i % 4 else 4
        champions = ("off", "random", "draft")[i % 3]
        yield i, RULESET.make_config(seats, {"champions": champions})


def fingerprint(count: int = GAMES) -> str:
    total = hashlib.sha256()
    for seed, config in list(games())[:count]:
        state = RULESET.new_game(config, seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None:
            action = rng.choice(state.legal_actions())
            for event in state.apply(action):
                total.update(canon.dumps(event.to_json()).encode())
        total.update(state.digest().encode())
    return total.hexdigest()


if __name__ == "__main__":
    print(fingerprint(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES))
