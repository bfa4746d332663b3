"""Victoria: 12 influence at the end of the intrigue, market or arena phase."""
from __future__ import annotations

import pytest

from engine.core import Action, Rng
from engine.spartacus.common import ROUND_LIMIT, WIN_INFLUENCE

from .helpers import drive, new_game


@pytest.mark.rule("spartacus", "Victoria")
def test_twelve_influence_at_the_end_of_a_phase_wins():
    for phase, nxt in (("intriga", "mercado"), ("mercado", "arena")):
        state = new_game(3, 1)
        drive(state, lambda s, p=phase: s.phase == p)
        state.influence[1] = WIN_INFLUENCE
        events = drive(state, lambda s, n=nxt: s.phase == n or s.over)
        assert state.over and state.result().winner == 1
        assert events[-1].type == "game_over" and events[-1].rule == "Victoria"


@pytest.mark.rule("spartacus", "Victoria")
def test_reaching_twelve_mid_phase_wins_only_when_the_phase_ends():
    state = new_game(3, 1)
    drive(state, lambda s: s.step == "intrigue")
    state.influence[0] = WIN_INFLUENCE
    assert not state.over
    state.apply(Action.make("end_turn"))
    assert not state.over and state.phase == "intriga", "the other houses still take their turns"
    drive(state, lambda s: s.over or s.phase != "intriga")
    assert state.over and state.result().winner == 0


@pytest.mark.rule("spartacus", "Victoria")
def test_two_houses_reaching_twelve_together_fight_for_the_game():
    state = new_game(3, 4)
    drive(state, lambda s: s.phase == "intriga")
    state.influence[0] = state.influence[2] = WIN_INFLUENCE
    events = drive(state, lambda s: s.step == "fighter")
    assert "final_duel" in [e.type for e in events]
    assert sorted(state.arena["entrants"]) == [0, 2] and state.arena["final"]
    rng = Rng(3)
    while not state.over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.result().winner in (0, 2)


@pytest.mark.rule("spartacus", "Victoria")
def test_the_house_safety_net_ends_a_long_game_on_influence():
    state = new_game(3, 2)
    state.round_no = ROUND_LIMIT
    state.influence = [3, 7, 5]
    events = state.start_round([])
    assert state.over and state.result().winner == 1 and events[-1].type == "game_over"
