"""The one search pauses Python's cyclic garbage collector while it decides
(``engine.ai.search.collector_paused``): its playouts make and drop thousands of states, freed
by reference counting alone, so the collector's passes found nothing to free. The pause changes
no move (the fingerprints and search pins hold it) and leaves the collector as it found it."""
from __future__ import annotations

import gc
from dataclasses import replace

import pytest

from engine.ai import make_bot, seat_view
from engine.ai.search import SearchBot, collector_paused
from engine.core import Rng, registry


def _position(ruleset, seed=3, steps=12):
    state = ruleset.new_game(ruleset.make_config(ruleset.min_seats), seed)
    rng = Rng(seed, stream=6)
    for _ in range(steps):
        legal = state.legal_actions()
        if state.to_decide() is None:
            break
        state.apply(rng.choice(legal))
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("game", ["forglory", "gladiatores"])
def test_a_search_leaves_no_cyclic_garbage(game):
    ruleset = registry.get(game)
    view = seat_view(_position(ruleset))
    bot = make_bot("hard", ruleset, iterations=16)
    gc.collect()
    gc.disable()
    try:
        bot.choose(view, Rng(5))
        assert bot.last.iterations == 16
    finally:
        gc.enable()
    assert gc.collect() == 0  # nothing the collector's passes would have freed


def test_the_collector_is_left_as_it_was_found():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ValueError):
        with collector_paused():
            raise ValueError
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_search_pauses_the_collector_only_while_it_decides():
    ruleset = registry.get("forglory")
    view = seat_view(_position(ruleset))
    seen = []
    kit = ruleset.bot_kit()

    def watching(state, rng):
        seen.append(gc.isenabled())
        return kit.policy(state, rng)

    SearchBot(replace(kit, policy=watching), "normal", budget=8).choose(view, Rng(2))
    assert seen and not any(seen)
    assert gc.isenabled()
