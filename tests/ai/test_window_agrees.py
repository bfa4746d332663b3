"""The window's bot plays as the same level in sim (issue 37 item 6): its doubling runs stop at
the level's sim budget, so when the clock is not what stops it, it makes the sim level's moves
(the tournaments that measure a level measure what a player meets), spending at most
CLOCK_BUDGET_FACTOR times the budget."""
from dataclasses import replace

import pytest

from engine.ai import SearchBot, make_bot, seat_view
from engine.ai.levels import kit_of
from engine.ai.search import CLOCK_BUDGET_FACTOR
from engine.core import registry
from engine.play.match import bot_rng

SEATS = {"gladiatores": 3, "arenarex": 2, "spartacus": 3, "forglory": 3}


def small_kit(game):
    """The game's kit at a quarter of its budgets (quick) with a clock that never runs out."""
    kit = kit_of(registry.get(game))
    return replace(kit, budgets={k: max(1, v // 4) for k, v in kit.budgets.items()},
                   seconds={k: 600.0 for k in kit.seconds})


@pytest.mark.parametrize("game", ["gladiatores", "arenarex"])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_window_makes_the_sim_levels_moves_within_twice_its_budget(game, level):
    ruleset = registry.get(game)
    kit = small_kit(game)
    sim, window = SearchBot(kit, level), SearchBot(kit, level, realtime=True)
    easy = make_bot("easy", ruleset)
    state = ruleset.new_game(ruleset.make_config(SEATS[game]), 31_000)
    searched = 0
    while state.to_decide() is not None and searched < 12:
        view = seat_view(state)
        if view.seat != 0:
            state.apply(easy.choose(view, bot_rng(31_000, state.decisions_made, view.seat)))
            continue
        expected = sim.choose(view, bot_rng(31_000, state.decisions_made, 0))
        got = window.choose(seat_view(state), bot_rng(31_000, state.decisions_made, 0))
        assert got == expected, (state.decisions_made, view.decision.kind)
        budget = kit.budget(level, view.decision.kind)
        assert window.last.iterations <= CLOCK_BUDGET_FACTOR * budget
        searched += bool(sim.last.iterations)
        state.apply(expected)
    assert searched >= 6


def test_a_budget_too_small_to_compare_leaves_the_heuristics_move_in_the_window_too():
    kit = small_kit("gladiatores")
    window = SearchBot(kit, "hard", realtime=True, budget=2)
    state = registry.get("gladiatores").new_game(registry.get("gladiatores").make_config(3), 5)
    while len(seat_view(state).legal) < 2:
        state.apply(seat_view(state).legal[0])
    view = seat_view(state)
    window.choose(view, bot_rng(5, state.decisions_made, view.seat))
    assert window.last.iterations == 0
