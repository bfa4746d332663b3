"""Honest bots, for every registered game and every level: the permutation test.

A bot sees its seat's view only (``engine/ai/view.py``): the observation, the legal list and
determinizations of the true state. So two true states that differ only in a secret of another
seat (a card in its hand, a sealed bid or bet, a face-down pick, a deck's order, the future dice)
must give the same choice from the same bot with the same generator, at every level. The
secrets are moved by permuters written from each game's stored fields (``tests/honesty/games``),
independently of the engine's ``determinize``; ``permute`` proves the searcher's observation did
not change and the state did. A determinization is checked first, as the sharper statement: it
is a function of the searcher's view and the generator alone.

Parametrised over ``engine.core.registry``: a game registered without a permuter fails here,
naming itself. (Linked from tests/core/test_conformance.py, the contract every game keeps.)
"""
from __future__ import annotations

import pytest

from engine.ai import make_bot, seat_view
from engine.ai.levels import LEVELS
from engine.core import Rng, registry
from engine.core.canon import dumps

from .permuters import MOVES, SECRETS
from .positions import PER_GAME, permuted_positions

GAMES = registry.available()
#: the search budget of 'normal' and 'hard' here (enough to search, small enough to be quick)
ITERATIONS = 12
#: determinizations compared per pair of positions
DRAWS = 3


def _pairs(name):
    assert name in MOVES and name in SECRETS, \
        f"'{name}' is registered but has no secret permuter in tests/honesty/games: its bots' honesty is unproven"
    return permuted_positions(name)


def _payload_difference(a, b) -> list[str]:
    pa, pb = a.to_json()["state"], b.to_json()["state"]
    keys = sorted(set(pa) | set(pb))
    out = [k for k in keys if dumps(pa.get(k)) != dumps(pb.get(k))]
    if dumps(a.rng.to_json()) != dumps(b.rng.to_json()):
        out.append("rng")
    return out


@pytest.mark.parametrize("name", GAMES)
def test_every_kind_of_secret_is_moved_in_many_positions(name):
    pairs = _pairs(name)
    assert len(pairs) == PER_GAME, f"only {len(pairs)} positions of {name} hold a secret to move"
    moved = {p.move for _, p in pairs}
    assert moved == set(MOVES[name]), f"{name}: no position had a secret of kind {sorted(set(MOVES[name]) - moved)}"
    assert len({dumps(s.to_json()) for s, _ in pairs}) == len(pairs), "the positions are not all different"


@pytest.mark.parametrize("name", GAMES)
def test_a_determinization_depends_on_the_searchers_view_only(name):
    leaks = []
    for state, moved in _pairs(name):
        seat = state.to_decide().seat
        for k in range(DRAWS):
            first = state.determinize(seat, Rng(k, stream=41))
            second = moved.state.determinize(seat, Rng(k, stream=41))
            if dumps(first.to_json()) != dumps(second.to_json()) or first.rng.to_json() != second.rng.to_json():
                leaks.append(f"{moved.secret}: seat {seat}'s determinization differs in "
                             f"{_payload_difference(first, second)}")
                break
    assert not leaks, f"{name}: a determinization shows another seat's secret:\n  " + "\n  ".join(leaks[:8])


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", GAMES)
def test_every_level_chooses_the_same_whatever_another_seats_secret(name, level):
    ruleset = registry.get(name)
    differ = []
    for i, (state, moved) in enumerate(_pairs(name)):
        # a fresh bot for each view: nothing it kept from one may reach the other
        first = make_bot(level, ruleset, iterations=ITERATIONS).choose(seat_view(state), Rng(i, stream=5))
        second = make_bot(level, ruleset, iterations=ITERATIONS).choose(seat_view(moved.state), Rng(i, stream=5))
        if first != second:
            differ.append(f"{moved.secret}: {first} / {second}")
    assert not differ, f"{name} '{level}' chose differently when only a secret moved:\n  " + "\n  ".join(differ[:8])
