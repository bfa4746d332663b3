"""Every action the game lists is one its judge accepts: ``SpartacusState.check`` takes the very
object listed for a decision without judging it again, so this is what makes that shortcut sound."""
from __future__ import annotations

import json

import pytest

from engine.core import Action, Rng

from .helpers import RULES


@pytest.mark.parametrize("seats,variant,seed", [(3, "standard", 1), (4, "advanced", 2)])
def test_every_listed_action_passes_the_full_judge(seats, variant, seed):
    state = RULES.new_game(RULES.make_config(seats, {"variant": variant}), seed)
    rng = Rng(seed, 5)
    while state.to_decide() is not None:
        legal = state.legal_actions()
        for action in legal:
            # an equal action made elsewhere (a save, the window) is judged in full, never waved through
            copy = Action.from_json(json.loads(json.dumps(action.to_json())))
            assert copy is not action
            state.check(copy)
        state.apply(rng.choice(legal))
