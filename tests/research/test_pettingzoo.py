"""The PettingZoo AEC environments (skipped without the ``ludus[research]`` extra)."""
from __future__ import annotations

import warnings

import pytest

pytest.importorskip("engine.adapters.pettingzoo")  # first: it keeps the SDL audio driver pettingzoo resets
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test  # noqa: E402

from engine.adapters import common  # noqa: E402
from engine.adapters.encoding import Turns, offered_actions  # noqa: E402
from engine.adapters.pettingzoo import env, raw_env  # noqa: E402
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
    aec = raw_env(game, seats)
    aec.reset(seed=13)
    ruleset = registry.get(game)
    ours = ruleset.new_game(aec.config, 13)
    turns = Turns()
    rng = np.random.default_rng(13)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    for agent in aec.agent_iter():
        observation, reward, termination, truncation, _ = aec.last()
        totals[agent] += reward
        if termination or truncation:
            aec.step(None)
            continue
        assert agent == f"seat_{turns.actor(ours)}"
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) == len(turns.offered(ours))
        choice = int(rng.choice(legal))
        turns.take(ours, common.action_table(ours, game, turns=turns.copy())[choice])
        aec.step(choice)
    assert ours.result() is not None
    expected = common.returns_of(ours.result(), seats)
    assert [totals[f"seat_{s}"] for s in range(seats)] == expected


def test_an_observation_is_the_seats_own_view():
    aec = raw_env("spartacus", 3)
    aec.reset(seed=2)
    for _ in range(40):
        observation, *_ = aec.last()
        aec.step(int(np.flatnonzero(observation["action_mask"])[0]))
    deciding = aec.agent_selection
    seat = aec.possible_agents.index(deciding)
    world = aec.state.determinize(seat, Rng(4))
    mine = aec.observe(deciding)["observation"]
    assert world.observation(seat) == aec.state.observation(seat)
    assert any(world.observation(s) != aec.state.observation(s) for s in range(3) if s != seat)
    assert np.array_equal(mine, np.asarray(common.observation_vector(world, seat, "spartacus"), np.float32))
    assert mine.min() >= -1 and mine.max() <= 1
    others = [a for a in aec.possible_agents if a != deciding]
    assert all(aec.observe(a)["action_mask"].sum() == 0 for a in others)
    assert aec.observe(deciding)["action_mask"].sum() == len(offered_actions(aec.state))


def test_seat_counts_default_to_openspiels():
    assert [len(env(game).possible_agents) for game, _ in GAMES] == [4, 2, 4, 4]


def test_an_illegal_action_ends_the_game_as_pettingzoo_classic_games_do():
    aec = env("gladiatores", 2)
    aec.reset(seed=3)
    observation, *_ = aec.last()
    offender = aec.agent_selection
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        aec.step(illegal)
    assert all(aec.terminations.values())
    assert aec.rewards[offender] == -1 and all(r == 0 for a, r in aec.rewards.items() if a != offender)
    bare = raw_env("gladiatores", 2)
    bare.reset(seed=3)
    with pytest.raises(ValueError, match="not legal"):
        bare.step(illegal)


def test_the_any_time_tactics_reveal_is_offered_to_seats_that_are_not_deciding():
    aec = raw_env("gladiatores", 2)
    aec.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(3000):
        decision = aec.state.to_decide()
        if decision is None:
            break
        acting = aec.possible_agents.index(aec.agent_selection)
        if acting != decision.seat:  # a window: the seat may reveal now, or let it pass
            table = aec.table()
            assert sorted(a.kind for a in table.values()) == ["let_pass", "reveal_tactics"]
            made = aec.state.decisions_made
            aec.step(next(n for n, a in table.items() if a.kind == "reveal_tactics"))
            assert aec.state.observation(decision.seat)["seats"][acting]["tactics_revealed"]
            assert aec.state.to_decide().seat == decision.seat  # the decision is still pending
            assert aec.state.decisions_made == made + 1
            return
        legal = np.flatnonzero(aec.observe(aec.agent_selection)["action_mask"])
        choices = [n for n in legal if aec.table()[n].kind != "reveal_tactics"] or list(legal)
        aec.step(int(rng.choice(choices)))
    raise AssertionError("no window opened for a seat holding a face-down Tactics card")
