"""Seeded fingerprints of Spartacus play: one hash per line-up over every event and the final
digest of seeded games (random, 'easy', 'normal' and 'hard' seats; 3 and 4 seats; both variants).

Not a benchmark (``python -m bench`` does not collect it): a refactor that must not change
play keeps these numbers identical; a rule fix that changes play changes them, and says so.
The searching seats ('normal', 'hard') play the first rounds only (``ROUNDS``), so the whole
run stays within a minute or two.

    python -m bench.spartacus_fingerprint           # prints one line per line-up
    python -m bench.spartacus_fingerprint --play    # the play alone (see ``FLOW_KEYS``)

``--play`` hashes the events, the pending step after each action and the final state less the
payload's flow bookkeeping (``FLOW_KEYS``): a port that changes how the steps are saved (and so
every final digest) but not the play keeps these lines. Main 8e81dbc (steps saved as ``step``
and ``ctx``) and the frame stack (saved as ``stack``) print the same ``--play`` lines.
"""
from __future__ import annotations

import hashlib
import sys

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


#: the payload's flow bookkeeping, left out by ``--play``: the steps saved before (step, ctx), and now
FLOW_KEYS = ("step", "ctx", "stack")


def play_digest(state) -> str:
    """The digest of the state less its flow bookkeeping (``FLOW_KEYS``)."""
    data = state.to_json()
    for key in FLOW_KEYS:
        data["state"].pop(key, None)
    return canon.digest(data)


def fingerprint(levels: tuple[str, ...], games: int, rounds: int | None, play: bool = False) -> str:
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
            if play:
                total.update(state.step.encode())
        total.update((play_digest(state) if play else state.digest()).encode())
    return total.hexdigest()


if __name__ == "__main__":
    play = "--play" in sys.argv[1:]
    for name, levels, games, rounds in LINEUPS:
        print(f"{name:14} {fingerprint(levels, games, rounds, play)}", flush=True)
