"""The seeded fingerprint of For Glory play: one hash over every event and final digest
of 80 seeded random games (3 and 4 seats, Champions off, random and drafted), and one over
a few seeded games between bot seats (random, easy, normal and hard).

Not a benchmark (``python -m bench`` does not collect it): a refactor that must not change
play keeps these numbers identical; a rule fix that changes play changes them, and says so.

    python -m bench.forglory_fingerprint            # prints both fingerprints
    python -m bench.forglory_fingerprint 20         # the first 20 random games only
    python -m bench.forglory_fingerprint --former   # final digests in the save format before
                                                    # the phases were frames (compare with 1764912..abc6af1)
"""
from __future__ import annotations

import hashlib
import sys

from engine.ai import make_bot
from engine.core import Rng, canon
from engine.forglory import RULESET
from engine.play.match import play_match

GAMES = 80
#: (seat levels, champions, seed) of the bot games: every level sits at least twice
BOT_GAMES = (
    (("random", "easy", "normal"), "off", 7),
    (("hard", "easy", "random"), "random", 11),
    (("normal", "hard", "easy", "random"), "draft", 13),
    (("easy", "normal", "hard"), "off", 17),
)


def games():
    for i in range(GAMES):
        seats = 3 if i % 4 else 4
        champions = ("off", "random", "draft")[i % 3]
        yield i, RULESET.make_config(seats, {"champions": champions})


def final_digest(state, former: bool = False) -> str:
    """The final state's digest (``former``: in the save format before the phases were frames)."""
    return state.former_digests()[0] if former else state.digest()


def fingerprint(count: int = GAMES, former: bool = False) -> str:
    total = hashlib.sha256()
    for seed, config in list(games())[:count]:
        state = RULESET.new_game(config, seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None:
            action = rng.choice(state.legal_actions())
            for event in state.apply(action):
                total.update(canon.dumps(event.to_json()).encode())
        total.update(final_digest(state, former).encode())
    return total.hexdigest()


def bot_fingerprint(former: bool = False) -> str:
    """One hash over every event, action and final digest of the ``BOT_GAMES``."""
    total = hashlib.sha256()
    for levels, champions, seed in BOT_GAMES:
        config = RULESET.make_config(len(levels), {"champions": champions})
        bots = [make_bot(level, RULESET) for level in levels]
        match = play_match(RULESET, config, seed, bots,
                           on_event=lambda e: total.update(canon.dumps(e.to_json()).encode()))
        for action in match.moves.actions:
            total.update(canon.dumps(action.to_json()).encode())
        total.update(final_digest(match.state, former).encode())
    return total.hexdigest()


if __name__ == "__main__":
    args = sys.argv[1:]
    former = "--former" in args
    args = [a for a in args if a != "--former"]
    if args:
        print(fingerprint(int(args[0]), former))
    else:
        print("random", fingerprint(former=former))
        print("bots  ", bot_fingerprint(former))
