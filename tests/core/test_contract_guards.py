"""The conformance checks can fail: a leaky or careless game is caught."""
import pytest
from duelgame import RULESET, DuelState

from engine.core import Rng
from tests.core.test_conformance import check_step


class LeakyDuel(DuelState):
    def observation(self, seat):
        seen = super().observation(seat)
        seen["other_hand"] = sorted(self.hands[1 - seat]) if seat is not None else None
        return seen


class MutatingCheck(DuelState):
    def check(self, action):
        self.hp[0] -= 1  # changes the state before refusing
        super().check(action)


def _as(cls, state):
    new = cls.__new__(cls)
    new.__dict__.update(state.clone().__dict__)
    return new


def test_an_observation_that_shows_a_hidden_hand_is_caught():
    state = _as(LeakyDuel, RULESET.new_game(RULESET.make_config(2), 1))
    with pytest.raises(AssertionError, match="cannot see"):
        check_step(state, Rng(1), 0)


def test_an_illegal_action_that_changes_the_state_is_caught():
    state = _as(MutatingCheck, RULESET.new_game(RULESET.make_config(2), 1))
    with pytest.raises(AssertionError, match="changed the state"):
        check_step(state, Rng(1), 1)
