"""The PettingZoo AEC environments (skipped without the ``ludus[research]`` extra)."""
from __future__ import annotations

import warnings

import pytest

pytest.importorskip("engine.adapters.pettingzoo")  # first: it keeps the SDL audio driver pettingzoo resets
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test  # noqa: E402

from engine.adapters import common  # noqa: E402
from engine.adapters.pettingzoo import env  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.rng import Rng  # noqa: E402

GAMES = [("forglory", 3), ("arenarex", 2), ("gladiatores", 3), ("spartacus", 3)]


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_pettingzoo_api_test_passes(game, seats):
    with warnings.catch_warnings():
        # a dict observation with an action mask is what PettingZoo's own card games give
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        api_test(env(game, seats), num_cycles=1000)


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_a_masked_random_game_is_our_game_and_rewards_our_result(game, seats):
    aec = env(game, seats)
    aec.reset(seed=13)
    ruleset = registry.get(game)
    ours = ruleset.new_game(aec.config, 13)
    rng = np.random.default_rng(13)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    for agent in aec.agent_iter():
        observation, reward, termination, truncation, _ = aec.last()
        totals[agent] += reward
        if termination or truncation:
            aec.step(None)
            continue
        assert agent == f"seat_{ours.to_decide().seat}"
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) == len(ours.legal_actions())
        choice = int(rng.choice(legal))
        ours.apply(common.ranked_actions(ours)[choice])
        aec.step(choice)
    assert ours.result() is not None
    expected = common.returns_of(ours.result(), seats)
    assert [totals[f"seat_{s}"] for s in range(seats)] == expected


def test_an_observation_is_the_seats_own_view():
    aec = env("spartacus", 3)
    aec.reset(seed=2)
    for _ in range(40):
        observation, *_ = aec.last()
        aec.step(int(np.flatnonzero(observation["action_mask"])[0]))
    deciding = aec.agent_selection
    seat = aec.possible_agents.index(deciding)
    world = aec.state.determinize(seat, Rng(4))
    mine = aec.observe(deciding)["observation"]
    assert np.array_equal(mine, np.asarray(common.observation_vector(world, seat), np.float32))
    others = [a for a in aec.possible_agents if a != deciding]
    assert all(aec.observe(a)["action_mask"].sum() == 0 for a in others)
    assert aec.observe(deciding)["action_mask"].sum() == len(aec.state.legal_actions())
