"""Hints (issue 28.2): ``engine.ai.hint.suggest`` answers from the deciding seat's view only.

For every registered game: two true states that differ only in a secret of another seat (moved
by the honesty suite's permuters, ``tests/honesty``, written from each game's stored fields and
independently of ``determinize``) give the same hint with the same generator: the same move,
the same compared alternatives and the same playouts. A hint never changes the state it is
asked on (digest and saved form), refuses a seat that is not deciding in player words, answers a
lone legal action at once, and survives its JSON trip (the bot worker sends it back so).
"""
from __future__ import annotations

import pytest

from engine.ai.hint import Hint, HintRefused, Reason, suggest
from engine.core import Rng, registry
from engine.core.canon import dumps

from ..honesty.positions import permuted_positions

GAMES = registry.available()
#: the search budget of a hint here (enough to compare moves, small enough to be quick)
ITERATIONS = 12
#: pairs of positions per game asked here (of the honesty suite's PER_GAME)
PAIRS = 10


def _hint(state, seed: int) -> Hint:
    """The hint for whoever decides, its time left out (the one thing the clock, not the view, sets)."""
    hint = suggest(state, state.to_decide().seat, Rng(seed, stream=9), realtime=False, iterations=ITERATIONS)
    return hint._replace(seconds=0.0)


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_is_the_same_whatever_another_seats_secret(name):
    pairs = permuted_positions(name)[:PAIRS]
    assert len(pairs) == PAIRS, f"{name}: only {len(pairs)} positions hold a secret to move"
    differ, searched = [], 0
    for i, (state, moved) in enumerate(pairs):
        first, second = _hint(state, i), _hint(moved.state, i)
        searched += first.reason == Reason.SEARCHED
        if first != second:
            differ.append(f"{moved.secret}: {first.action} / {second.action}")
    assert not differ, f"{name}: a hint changed when only another seat's secret moved:\n  " + "\n  ".join(differ)
    assert searched, f"{name}: no hint compared moves (the test would prove nothing about the search)"


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_never_changes_the_game(name):
    for i, (state, _moved) in enumerate(permuted_positions(name)[:4]):
        before, saved = state.digest(), dumps(state.to_json())
        hint = suggest(state, state.to_decide().seat, Rng(i, stream=9), realtime=False, iterations=ITERATIONS)
        assert state.digest() == before and dumps(state.to_json()) == saved, f"{name}: the hint moved the game"
        assert hint.action in state.legal_actions() or state.accepts(hint.action)
        assert Hint.from_json(hint.to_json()) == hint


def test_the_hint_answers_the_seat_deciding_only():
    ruleset = registry.get("forglory")
    state = ruleset.new_game(ruleset.make_config(2), 3)
    seat = state.to_decide().seat
    with pytest.raises(HintRefused) as refused:
        suggest(state, 1 - seat, Rng(1), realtime=False, iterations=ITERATIONS)
    assert "not your decision" in refused.value.message


def test_a_lone_choice_is_answered_at_once_and_says_so():
    for name in GAMES:
        ruleset = registry.get(name)
        state = ruleset.new_game(ruleset.make_config(ruleset.min_seats), 11)
        rng = Rng(4)
        for _ in range(400):
            if state.to_decide() is None:
                break
            legal = state.legal_actions()
            if len(legal) == 1:
                hint = suggest(state, state.to_decide().seat, Rng(2), realtime=False, iterations=ITERATIONS)
                assert hint == Hint(legal[0], (), 0, Reason.ONLY, choices=1)
                return
            state.apply(legal[rng.below(len(legal))])
    pytest.skip("no game reached a lone legal action in 400 random steps")


def test_a_hint_from_json_refuses_what_is_not_a_hint():
    with pytest.raises(ValueError):
        Hint.from_json({"action": {"kind": "pass"}, "playouts": 0, "reason": "because"})
