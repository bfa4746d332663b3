"""The OpenSpiel adapter's explicit chance (``engine/adapters/chance.py``, docs/openspiel.md): a
die, a pick among few and a shuffle of few things are chance nodes with their equally likely
outcomes, read from the games' declared chance points; big shuffles follow from the seed."""
from __future__ import annotations

from itertools import permutations
from math import factorial

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from engine.adapters import openspiel  # noqa: E402
from engine.adapters.chance import FEW, SHUFFLE_FEW, Drawn, unshuffle  # noqa: E402
from engine.core.chance import ROLL  # noqa: E402

openspiel.register_all()


def to_first_chance_point(name: str, seed: int, limit: int = 3000, **params):
    """A random game of ``name`` up to its first chance node after the seed's."""
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    state.apply_action(seed)
    rng = np.random.RandomState(seed)
    for _ in range(limit):
        if state.is_terminal() or state.is_chance_node():
            return game, state, rng
        state.apply_action(int(rng.choice(state.legal_actions())))
    raise AssertionError(f"{name}: no chance node in {limit} moves")


def test_a_die_is_a_chance_node_of_six_equal_outcomes_and_the_game_rolls_the_chosen_face():
    game, state, _ = to_first_chance_point("ludus_arenarex", 3)
    assert state.is_chance_node()
    point = state.holder.pending.point
    assert point.kind == ROLL and point.outcomes == 6
    assert state.chance_outcomes() == [(i, pytest.approx(1 / 6)) for i in range(6)]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 5) == f"{point.name}: 6"
    before = state.ours.decisions_made
    while state.is_chance_node():  # every die shows a six
        assert state.holder.pending.point.kind == ROLL
        state.apply_action(5)
    assert state.ours.decisions_made == before + 1
    _seat, move = state.holder.recall.moves[1]  # the newest move recalled, with its outcomes
    assert isinstance(move, Drawn) and set(move.outcomes) == {5}


@pytest.mark.parametrize("name", ["ludus_arenarex", "ludus_spartacus", "ludus_gladiatores", "ludus_forglory"])
def test_an_explicit_game_is_our_game_given_the_same_moves_and_outcomes(name):
    """A random game with its chance chosen by the chance player: replaying the recorded moves,
    each with the outcomes it passed, on our game of the same seed gives the same position, and
    the perfect-recall strings survive serialization."""
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    state.apply_action(7)
    rng = np.random.RandomState(7)
    chance_nodes = 0
    for _ in range(400):
        if state.is_terminal():
            break
        if state.is_chance_node():
            chance_nodes += 1
            outcomes = state.chance_outcomes()
            assert len(outcomes) <= max(FEW, factorial(SHUFFLE_FEW))
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        state.apply_action(int(rng.choice(state.legal_actions())))
    fresh, take = state.holder.replay()
    moves = []
    cell = state.holder.recall.moves
    while cell is not None:
        cell, move = cell
        moves.append(move)
    for _seat, move in reversed(moves):
        take(fresh, move)
    assert fresh.digest() == state.ours.digest()
    if name != "ludus_forglory":  # (For Glory's small reshuffles come late in a game, if at all)
        assert chance_nodes and any(isinstance(m, Drawn) for _s, m in moves)
    copy = game.deserialize_state(state.serialize())
    assert str(copy) == str(state)
    if not state.is_chance_node():
        seat = state.current_player() if state.current_player() >= 0 else 0
        assert copy.information_state_string(seat) == state.information_state_string(seat)


def test_with_chance_seed_the_only_chance_node_is_the_seed():
    game, state, _ = to_first_chance_point("ludus_arenarex", 3, limit=400, chance="seed")
    assert not state.is_chance_node()
    with pytest.raises(Exception, match="chance"):
        pyspiel.load_game("ludus_arenarex", {"chance": "sometimes"})


def test_a_chance_node_waits_before_the_move_and_can_be_resampled():
    """While the chance player chooses, the position is the one before the move (no seat has
    seen the roll), and a world drawn for a seat then waits for the same chance."""
    game, state, _ = to_first_chance_point("ludus_spartacus", 2)
    pending = state.holder.pending
    world = state.resample_from_infostate(pending.seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert world.is_chance_node() and world.chance_outcomes() == state.chance_outcomes()
    world.apply_action(0)
    clone = state.clone()
    clone.apply_action(0)
    assert state.is_chance_node() and state.holder.pending == pending  # the clone moved, not this


def test_a_small_shuffle_deals_each_order_once():
    for n in range(1, SHUFFLE_FEW + 1):
        orders = set()
        for index in range(factorial(n)):
            items = list(range(n))
            unshuffle(index, items)
            orders.add(tuple(items))
        assert orders == set(permutations(range(n)))
