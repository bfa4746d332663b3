"""The OpenSpiel adapter (skipped without the ``ludus[research]`` extra): OpenSpiel's own
random simulation and API checks pass, returns are our result, and a seat's strings come
from what it sees alone."""
from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from engine.adapters import common, openspiel  # noqa: E402
from engine.adapters.encoding import Turns  # noqa: E402
from engine.adapters.games import action_encoding  # noqa: E402
from engine.adapters.recall import NoRecall  # noqa: E402
from engine.adapters.schemas import schema  # noqa: E402
from engine.core import registry  # noqa: E402
from engine.core.rng import Rng  # noqa: E402

NAMES = openspiel.register_all()
REAL = [n for n in NAMES if n[len(openspiel.PREFIX):] in ("forglory", "arenarex", "gladiatores", "spartacus")]


def started(name: str, seed: int, players: int | None = None, **params):
    game = pyspiel.load_game(name, {"players": players, **params} if players else params)
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == openspiel.SEEDS
    state.apply_action(seed)
    return game, state


def test_every_registered_game_is_an_openspiel_game():
    assert len(REAL) == 4
    for name in REAL:
        kind = pyspiel.load_game(name).get_type()
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC


@pytest.mark.parametrize("name", REAL)
def test_openspiel_games_sim_test_passes(name):
    from open_spiel.python.tests.games_sim_test import GamesSimTest

    np.random.seed(3)
    GamesSimTest().sim_game(pyspiel.load_game(name))  # clone, history, serialization, returns


@pytest.mark.parametrize("name", REAL)
def test_pyspiel_random_sim_test_passes_with_fixed_ids_and_schema_tensors(name):
    game = pyspiel.load_game(name)
    assert game.num_distinct_actions() == encoding_of(name).size
    assert game.observation_tensor_size() == schema(name[len(openspiel.PREFIX):]).size
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def encoding_of(name):
    return action_encoding(name[len(openspiel.PREFIX):])


@pytest.mark.parametrize("name", REAL)
def test_a_random_game_ends_with_our_result_as_returns(name):
    """(With ``chance=seed`` the game is exactly our game of that seed.)"""
    ruleset = registry.get(name[len(openspiel.PREFIX):])
    game, state = started(name, 21, chance="seed")
    ours = ruleset.new_game(game.config, 21)
    rng = np.random.RandomState(21)
    blocks = encoding_of(name).blocks
    turns = Turns()
    while not state.is_terminal():
        ids = state.legal_actions()
        choice = int(rng.choice(ids))
        action = state.holder.table()[choice]
        block = blocks[action.kind]  # the id lies in its kind's block of the fixed id space
        assert block.offset <= choice < block.offset + block.size()
        assert state.action_to_string(choice) == str(action)
        mask = state.legal_actions_mask()
        assert sum(mask) == len(ids) and all(mask[i] for i in ids)
        turns.take(ours, action)
        state.apply_action(choice)
    assert state.ours.digest() == ours.digest()
    assert state.returns() == common.returns_of(ours.result(), ours.num_seats)
    assert sum(state.returns()) == pytest.approx(1.0)


def mid_game(name: str, decisions: int):
    game, state = started(name, 5)
    rng = np.random.RandomState(5)
    while not state.is_terminal() and state.ours.decisions_made < decisions:
        state.apply_action(int(rng.choice(state.legal_actions())))
    return game, state


def secret_twin(name: str):
    """A state, its deciding seat, and a world that seat cannot tell from it in which another
    seat's view differs (that seat's secret was drawn anew)."""
    for decisions in (20, 60, 120, 240):
        game, state = mid_game(name, decisions)
        if state.is_terminal():
            break
        seat = state.current_player()
        for _ in range(8):
            world = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
            others = [s for s in range(game.num_players()) if s != seat]
            if any(world.ours.observation(s) != state.ours.observation(s) for s in others):
                return state, seat, world
    raise AssertionError(f"{name}: no sample changed another seat's secret; the check would prove nothing")


@pytest.mark.parametrize("name", [n for n in REAL if not n.endswith("arenarex")])
def test_a_seat_cannot_tell_states_that_differ_only_in_another_seats_secret(name):
    state, seat, world = secret_twin(name)
    assert world.information_state_string(seat) == state.information_state_string(seat)
    assert world.observation_string(seat) == state.observation_string(seat)
    assert world.observation_tensor(seat) == state.observation_tensor(seat)
    assert world.legal_actions() == state.legal_actions()
    assert [world.action_to_string(a) for a in world.legal_actions()] == \
        [state.action_to_string(a) for a in state.legal_actions()]


def test_strings_are_the_seats_observation_and_nothing_else():
    _, state = mid_game("ludus_spartacus", 30)
    for seat in range(state.num_players()):
        assert state.observation_string(seat) == common.observation_string(state.ours, seat)
        assert state.information_state_string(seat).startswith(common.observation_string(state.ours, seat))
    assert state.observation_string(0) != state.observation_string(1)


def test_the_same_move_has_the_same_fixed_id_in_every_state():
    game = pyspiel.load_game("ludus_gladiatores")
    block = encoding_of("ludus_gladiatores").blocks["draw"]
    seen = {}
    for seed in (1, 2, 3):
        state = game.new_initial_state()
        state.apply_action(seed)
        rng = np.random.RandomState(seed)
        while not state.is_terminal() and state.ours.decisions_made < 400:
            for number, action in state.holder.table().items():
                assert seen.setdefault(str(action), number) == number or action.kind not in ("draw", "pass", "bid")
            state.apply_action(int(rng.choice(state.legal_actions())))
    draws = {text: number for text, number in seen.items() if '"draw"' in text}
    assert len(draws) == 3 and all(block.offset <= n < block.offset + block.size() for n in draws.values())


def test_the_public_view_is_the_same_for_every_seat_and_hides_every_hand():
    from open_spiel.python.observation import make_observation
    game, state = mid_game("ludus_spartacus", 30)
    public = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False,
                                                               private_info=pyspiel.PrivateInfoType.NONE))
    assert public.string_from(state, 0) == public.string_from(state, 1) == common.observation_string(state.ours, None)
    public.set_from(state, 0)
    assert list(public.tensor) == common.observation_vector(state.ours, None, "spartacus")
    own = make_observation(game)
    own.set_from(state, 0)
    assert list(own.tensor) != list(public.tensor)


def test_observation_types_we_do_not_give_are_refused_not_answered_with_the_seats_view():
    from open_spiel.python.observation import make_observation
    game, state = mid_game("ludus_gladiatores", 30)
    everything = pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS)
    with pytest.raises(ValueError, match="not offered"):
        make_observation(game, everything)
    private_only = pyspiel.IIGObservationType(public_info=False, perfect_recall=False)
    with pytest.raises(ValueError, match="not offered"):
        make_observation(game, private_only)
    recall = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    with pytest.raises(ValueError, match="perfect-recall tensor"):
        recall.set_from(state, 0)


def test_perfect_recall_remembers_what_the_present_view_forgets():
    game, state = mid_game("ludus_gladiatores", 40)
    again = mid_game("ludus_gladiatores", 40)[1]
    assert again.information_state_string(0) == state.information_state_string(0)  # same history, same string
    # one seat's move changes its own history string though the others' present views may not show it
    seat = state.current_player()
    actions = state.legal_actions()
    first, second = state.clone(), state.clone()
    first.apply_action(actions[0])
    second.apply_action(actions[-1])
    assert first.information_state_string(seat) != second.information_state_string(seat)
    # a world drawn for a seat keeps that seat's history; the others' begin at the drawing
    world = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert world.information_state_string(seat) == state.information_state_string(seat)
    other = (seat + 1) % game.num_players()
    assert world.information_state_string(other) != state.information_state_string(other)
    assert world.information_state_string(other).startswith(world.observation_string(other))
    # a serialized drawn world keeps its present only, and says so
    restored = game.deserialize_state(world.serialize())
    with pytest.raises(NoRecall):
        restored.holder.recall_string(seat)


def test_action_ids_do_not_depend_on_the_order_the_engine_lists_them():
    ruleset = registry.get("forglory")
    ours = ruleset.new_game(ruleset.make_config(3), 4)
    ranked = common.ranked_actions(ours)

    class Shuffled:
        game_type = ours.game_type

        def to_decide(self):
            return ours.to_decide()

        def legal_actions(self):
            listed = list(ours.legal_actions())
            Rng(9).shuffle(listed)
            return listed

    assert common.ranked_actions(Shuffled()) == ranked
    assert [str(a) for a in ranked] == sorted(str(a) for a in ranked)


def test_openspiels_python_ismcts_searches_our_game():
    """Python ISMCTS keys its nodes by every seat's information state in worlds drawn for the
    root seat: each of those strings must be there."""
    from open_spiel.python.algorithms import ismcts, mcts

    game, state = started("ludus_gladiatores", 4, players=2)
    rng = np.random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 3, random_state=rng)
    assert bot.step(state) in state.legal_actions()


def test_the_ranked_ids_of_earlier_releases_still_work():
    game = pyspiel.load_game("ludus_spartacus", {"action_ids": "ranked"})
    assert game.num_distinct_actions() == common.MAX_ACTIONS
    state = game.new_initial_state()
    state.apply_action(8)
    rng = np.random.RandomState(8)
    for _ in range(60):
        if state.is_chance_node():  # a die or a small draw (``chance=explicit``)
            state.apply_action(int(rng.choice(state.legal_actions())))
            continue
        ids = state.legal_actions()
        assert ids == list(range(len(ids)))
        ranked = common.ranked_actions(state.ours, state.holder.turns)
        assert [state.action_to_string(i) for i in ids] == [str(a) for a in ranked]
        state.apply_action(int(rng.choice(ids)))
    with pytest.raises(Exception, match="action_ids"):
        pyspiel.load_game("ludus_spartacus", {"action_ids": "sorted"})
