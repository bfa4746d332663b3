"""Seeded fingerprints of Spartacus play: one hash per line-up over every event and the final
digest of seeded games (random, 'easy', 'normal' and 'hard' seats; 3 and 4 seats; both variants).

Not a benchmark (``python -m bench`` does not collect it): a refactor that must not change
play keeps these numbers identical; a rule fix that changes play changes them, and says so.
The searching seats ('normal', 'hard') play the first rounds only (``ROUNDS``), so the whole
run stays within a minute or two.

    python -m bench.spartacus_fingerprint           # prints one line per line-up
"""
from __future__ import annotations

import hashlib

from engine.ai import make_bot
from engine.ai.view import seat_view
from engine.core import Rng, canon
from engine.spartacus import RULESET

#: (name, seat levels, games, the last round played (None: to the end))
LINEUPS = (
    ("random 3", ("random",) * 3, 12, None),
    ("random 4", ("random",) * 4, 12, None),
    ("easy 3", ("easy",) * 3, 4, None),
    ("easy+random 4", ("easy", "random", "easy", "random"), 4, None),
    ("normal+easy 3", ("normal", "easy", "easy"), 2, 4),
    ("hard+easy 4", ("hard", "easy", "random", "easy"), 2, 3),
    ("hard+normal 3", ("easy", "hard", "normal"), 1, 3),
)


def fingerprint(levels: tuple[str, ...], games: int, rounds: int | None) -> str:
    total = hashlib.sha256()
    bots = [make_bot(level, RULESET) for level in levels]
    for seed in range(games):
        variant = ("standard", "advanced")[seed % 2]
        state = RULESET.new_game(RULESET.make_config(len(levels), {"variant": variant}), seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None and (rounds is None or state.round_no <= rounds):
            action = bots[state.to_decide().seat].choose(seat_view(state), rng)
            for event in state.apply(action):
                total.update(canon.dumps(event.to_json()).encode())
        total.update(state.digest().encode())
    return total.hexdigest()


if __name__ == "__main__":
    for name, levels, games, rounds in LINEUPS:
        print(f"{name:14} {fingerprint(levels, games, rounds)}", flush=True)
