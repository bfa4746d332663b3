"""Seeded fingerprint of For Glory play: the events and results of random-choice games, and of
one game between 'easy' seats (the heuristic policy that the searching levels play out with).

A change of representation (frames, modules, speed work) must leave the pins as they are; the
final digests are left out, so a change of the save format alone does not move them (the whole
fingerprint with digests is ``python -m bench.forglory_fingerprint``). A rule fix that changes
play changes the pins: update them in the same commit and say which fix moved which. Print the
current values with ``python -m tests.forglory.test_fingerprint``.
"""
from __future__ import annotations

import hashlib

from engine.core import Rng, canon
from engine.forglory import RULESET

#: 12 random games: 2, 3 and 4 seats, Champions off, random and drafted (pinned at abc6af1)
RANDOM_PIN = "fa97018081edef0e"
#: three 'easy' seats, seed 3 (pinned at abc6af1)
EASY_PIN = "a4f180463ae5ffd8"


def random_fingerprint() -> str:
    h = hashlib.sha256()
    for seed in range(12):
        config = RULESET.make_config(2 + seed % 3, {"champions": ("off", "random", "draft")[seed % 3]})
        state = RULESET.new_game(config, seed)
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None:
            for event in state.apply(rng.choice(state.legal_actions())):
                h.update(canon.dumps(event.to_json()).encode())
        h.update(canon.dumps(state.result().to_json()).encode())
    return h.hexdigest()[:16]


def easy_fingerprint() -> str:
    from engine.ai import make_bot
    from engine.play.match import play_match

    h = hashlib.sha256()
    config = RULESET.make_config(3, {"champions": "off"})
    match = play_match(RULESET, config, 3, [make_bot("easy", RULESET) for _ in range(3)],
                       on_event=lambda e: h.update(canon.dumps(e.to_json()).encode()))
    for action in match.moves.actions:
        h.update(canon.dumps(action.to_json()).encode())
    h.update(canon.dumps(match.state.result().to_json()).encode())
    return h.hexdigest()[:16]


def test_random_games_play_as_pinned():
    assert random_fingerprint() == RANDOM_PIN


def test_an_easy_game_plays_as_pinned():
    assert easy_fingerprint() == EASY_PIN


if __name__ == "__main__":
    print("random", random_fingerprint())
    print("easy  ", easy_fingerprint())
