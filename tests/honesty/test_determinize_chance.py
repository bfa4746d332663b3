"""``determinize`` recovers no secret more often than chance, for every registered game.

For each secret another seat holds (a card in its hand, a face-down Tactics card, a sealed bid,
bet or duelist pick, the next card of a face-down deck; ``tests/honesty/games``), many seeded
determinizations are counted: how often does the sample hold the true value? A uniform guess
among what the seat cannot tell apart holds it at the secret's ``chance`` (computed from the
unseen pool, not from the engine), so the count must stay within a generous binomial band
around the sum of the chances: above it a sample knows the secret, below it a sample avoids
the truth (which tells it just as well). And samples must really be resampled: a secret a
guess holds at most three times in four is missed by at least one sample (a copy of the true
state would hold every one).

A game whose GameType says nothing but secret answers is hidden (OPEN or PERFECT information)
must leave every seat's observation as it is in a determinization, wherever no answer is sealed.
"""
from __future__ import annotations

import math
from collections import defaultdict

import pytest

from engine.core import Rng, registry
from engine.core.canon import dumps
from engine.core.gametype import HIDDEN

from .permuters import SECRETS
from .positions import candidates

GAMES = registry.available()
#: positions probed per game, and determinizations per position
POSITIONS, SAMPLES = 24, 40
#: the band: this many standard deviations either side of the expected count, plus a margin
SIGMAS, MARGIN = 5.0, 4.0


def _probed(name):
    """Up to POSITIONS positions of ``name`` holding a secret, spread over its random games, each
    kind of secret in turn (so a rare kind is probed too)."""
    assert name in SECRETS, f"'{name}' is registered but has no secret probe in tests/honesty/games"
    found = [(state, SECRETS[name](state, state.to_decide().seat)) for state in candidates(name)]
    found = [(state, secrets) for state, secrets in found if secrets]
    by_kind = defaultdict(list)
    for index, (_, secrets) in enumerate(found):
        for kind in {secret.group for secret in secrets}:
            by_kind[kind].append(index)
    chosen: list[int] = []
    while len(chosen) < min(POSITIONS, len(found)):
        for kind in sorted(by_kind):
            spare = [i for i in by_kind[kind] if i not in chosen]
            if spare and len(chosen) < POSITIONS:
                chosen.append(spare[len(spare) // 2])  # (mid-way through the positions left)
    return [found[i] for i in sorted(chosen)]


@pytest.mark.parametrize("name", GAMES)
def test_determinize_recovers_no_secret_more_often_than_chance(name):
    probed = _probed(name)
    assert probed, f"no position of {name} holds a secret another seat could guess"
    hits, expected, variance = defaultdict(int), defaultdict(float), defaultdict(float)
    never_missed = []
    for p, (state, secrets) in enumerate(probed):
        seat = state.to_decide().seat
        held = [0] * len(secrets)
        for k in range(SAMPLES):
            sample = state.determinize(seat, Rng(1000 * p + k, stream=61))
            for i, secret in enumerate(secrets):
                held[i] += bool(secret.hit(sample))
        for secret, count in zip(secrets, held, strict=True):
            kind = secret.group
            hits[kind] += count
            expected[kind] += SAMPLES * secret.chance
            variance[kind] += SAMPLES * secret.chance * (1 - secret.chance)
            if count == SAMPLES and secret.chance <= 0.75:
                never_missed.append(secret.what)
    assert not never_missed, f"{name}: determinize kept the true {never_missed[:5]} in every sample"
    report = []
    for kind in sorted(hits):
        band = SIGMAS * math.sqrt(variance[kind]) + MARGIN
        if abs(hits[kind] - expected[kind]) > band:
            report.append(f"{kind}: held {hits[kind]} times, chance {expected[kind]:.1f} +- {band:.1f}")
    assert not report, f"{name}: a determinization guesses a secret better or worse than chance:\n  " + \
        "\n  ".join(report)


@pytest.mark.parametrize("name", GAMES)
def test_a_game_without_hidden_parts_keeps_every_observation(name):
    """OPEN or PERFECT information (the GameType says so): outside a sealed answer a
    determinization shows every seat exactly what the true state shows it. A HIDDEN game is
    probed by the test above instead."""
    ruleset = registry.get(name)
    if ruleset.game_type.information == HIDDEN:
        assert SECRETS[name] is not None  # (its secrets are probed above)
        return
    checked = 0
    for p, state in enumerate(candidates(name)[::7]):
        seat = state.to_decide().seat
        sealed = bool(SECRETS[name](state, seat))
        sample = state.determinize(seat, Rng(p, stream=67))
        for s in ([seat] if sealed else range(state.num_seats)):
            assert dumps(sample.observation(s)) == dumps(state.observation(s)), \
                f"{name} is {ruleset.game_type.information} information, but seat {seat}'s determinization " \
                f"shows seat {s} something else"
        checked += not sealed
    assert checked >= 10
