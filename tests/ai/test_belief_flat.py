"""A flat belief pool (engine/ai/belief.py): where the kit's ``flat_belief`` says its likelihood is
1.0 in every world, the pool is drawn without being built and only the kept world is built. It
must keep the very world, and leave the generator in the very state, that building the whole pool
keeps and leaves: every seeded hard move rests on it."""
from __future__ import annotations

import pytest

from engine.ai import seat_view
from engine.ai.belief import weighted_sample
from engine.core import Rng, registry


def _views(ruleset, seed: int, every: int = 5):
    """The deciding seat's view at every ``every``-th position of a seeded random game."""
    state = ruleset.new_game(ruleset.make_config(ruleset.min_seats + seed % 2), seed)
    rng = Rng(seed, stream=6)
    while state.to_decide() is not None:
        legal = state.legal_actions()
        if state.decisions_made % every == 0 and len(legal) > 1:
            yield seat_view(state)
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("game", ["forglory", "gladiatores"])
def test_a_flat_pool_keeps_the_world_and_the_generator_of_the_whole_pool(game):
    ruleset = registry.get(game)
    kit = ruleset.bot_kit()
    flat_views = 0
    for seed in range(2):
        for view in _views(ruleset, seed):
            probe = view.sample(Rng(1))
            if not kit.flat_belief(probe, view.seat):
                continue
            flat_views += 1
            for i in range(3):
                whole, drawn = Rng(i, stream=view.seat), Rng(i, stream=view.seat)
                kept = weighted_sample(view, whole, kit.likelihood, kit.belief_pool)
                built = weighted_sample(view, drawn, kit.likelihood, kit.belief_pool, flat=True)
                assert built.digest() == kept.digest() and drawn == whole
    assert flat_views > 3
