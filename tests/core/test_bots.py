"""Bots decide from their seat's view only; the one search keeps its budget, compares moves on
common worlds, widens with its budget, weighs worlds by belief and reuses them; 'normal' plays
whole games by its search (how often it beats chance is a figure: ``python -m bench core``)."""
from dataclasses import replace

import pytest
from duelgame import RULESET, DuelState

from engine.ai import RandomBot, SearchBot, SearchKit, make_bot, seat_view
from engine.ai.belief import softmax_share, weighted_sample
from engine.ai.levels import kit_of
from engine.ai.search import width
from engine.core import Rng
from engine.play.match import bot_rng, play_match


def _position(seed=11, steps=5):
    state = RULESET.new_game(RULESET.make_config(2), seed)
    rng = Rng(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _permute_hidden(state: DuelState, seat: int, rng: Rng) -> DuelState:
    """The same position for ``seat`` with the other seat's hand and deck swapped around."""
    return state.determinize(seat, rng)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bot_choice_ignores_the_opponents_hidden_cards(level):
    checked = 0
    for seed in range(6):
        state = _position(seed)
        seat = state.to_decide().seat
        other = _permute_hidden(state, seat, Rng(seed + 99))
        if other.hands[1 - seat] == state.hands[1 - seat]:
            continue
        assert other.observation(seat) == state.observation(seat)
        choices = []
        for s in (state, other):
            bot = make_bot(level, RULESET)
            choices.append(bot.choose(seat_view(s), Rng(5)))
        assert choices[0] == choices[1]
        checked += 1
    assert checked >= 3


def _leaves(data):
    if isinstance(data, dict):
        for value in data.values():
            yield from _leaves(value)
    elif isinstance(data, list):
        for value in data:
            yield from _leaves(value)
    else:
        yield data


def test_a_bot_view_holds_no_true_state():
    state = _position()
    view = seat_view(state)
    hidden = state.hands[1 - view.seat]
    assert hidden and not set(hidden) & set(_leaves(view.observation))
    # the sampler gives determinizations, which differ from the truth across samples
    samples = {tuple(view.sample(Rng(i)).hands[1 - view.seat]) for i in range(20)}
    assert len(samples) > 1


def test_search_keeps_its_budget_and_reports_its_root_best_first():
    state = _position()
    view = seat_view(state)
    assert len(view.legal) > 2
    bot = make_bot("hard", RULESET, iterations=25)
    action = bot.choose(view, Rng(1))
    assert action in view.legal
    assert 0 < bot.last.iterations <= 25 and bot.last.seconds >= 0
    root = bot.last.root
    assert root[0].action == action and sum(r.visits for r in root) == bot.last.iterations
    assert all(r.action in view.legal and 0.0 <= r.mean_reward <= 1.0 for r in root)
    again = make_bot("hard", RULESET, iterations=25)
    assert again.choose(view, Rng(1)) == action and again.last.root == root, "seeded: the same search"


def test_a_forced_move_is_answered_without_search():
    state = _position()
    view = seat_view(state)
    one = replace(view, legal=view.legal[:1])
    bot = make_bot("hard", RULESET)
    assert bot.choose(one, Rng(1)) == view.legal[0] and bot.last.iterations == 0


def test_a_ranking_of_one_is_the_games_settled_choice():
    kit = replace(kit_of(RULESET), rank=lambda state, legal: legal[-1:])
    view = seat_view(_position())
    bot = SearchBot(kit, "hard")
    assert bot.choose(view, Rng(1)) == view.legal[-1] and bot.last.iterations == 0


def test_progressive_widening_compares_more_moves_with_a_larger_budget():
    assert width(8, 20) == 2 and width(100, 20) == 6 and width(10_000, 20) == 20
    view = seat_view(_position())
    small, large = make_bot("hard", RULESET, iterations=8), make_bot("hard", RULESET, iterations=400)
    small.choose(view, Rng(2))
    large.choose(view, Rng(2))
    assert len(small.last.root) == 2 < len(large.last.root) == min(len(view.legal), width(400, 99))


def test_every_move_is_compared_on_the_same_worlds():
    """Common random numbers: sample j of each compared move plays in one determinization."""
    view = seat_view(_position())
    other = 1 - view.seat
    worlds: list = []

    def policy(state, rng):  # the first playout step records the other seat's (hidden) hand
        worlds.append(tuple(state.hands[other]))
        return rng.choice(state.legal_actions())

    kit = SearchKit(policy=policy, evaluator=lambda s: [0.5, 0.5], rollout_depth=1,
                    budgets={"normal": 8, "hard": 8})
    bot = SearchBot(kit, "hard")
    bot.choose(view, Rng(3))
    assert len(bot.last.root) == 2 and len(worlds) == bot.last.iterations == 8
    # halving fills move by move: the first move's samples, then the second's over the same j
    first, second = worlds[:4], worlds[4:]
    assert first == second and len(set(first)) > 1, worlds


def test_a_kit_refuses_a_budget_no_level_uses():
    with pytest.raises(ValueError):
        SearchKit(policy=lambda s, r: s.legal_actions()[0], budgets={"easy": 5, "normal": 10, "hard": 20})
    with pytest.raises(ValueError):
        SearchKit(budgets={"normal": 10, "hard": 20})  # no policy: 'easy' is a small search
    assert SearchKit(budgets={"easy": 5, "normal": 10, "hard": 20}).budget("hard", "any") == 20


def test_a_kit_gives_a_level_its_own_depth_and_refuses_one_no_level_uses():
    policy, judge = (lambda s, r: s.legal_actions()[0]), (lambda s: [0.5, 0.5])
    kit = SearchKit(policy=policy, evaluator=judge, rollout_depth=4, depths={"hard": 9})
    assert (kit.depth("normal"), kit.depth("hard")) == (4, 9)
    with pytest.raises(ValueError):
        SearchKit(policy=policy, evaluator=judge, depths={"easy": 3})  # 'easy' does not search here
    with pytest.raises(ValueError):
        SearchKit(policy=policy, depths={"hard": 3})  # a playout cut short needs an evaluator


def test_belief_weighting_draws_worlds_that_explain_what_was_seen():
    view = seat_view(_position(steps=0))
    other = 1 - view.seat
    card = view.sample(Rng(0)).hands[other][0]  # (the duel's hidden part: the order of a hand)

    def likes(state, searcher):  # a world is likelier when the other seat's first card is ``card``
        return 10.0 if state.hands[1 - searcher][0] == card else 0.1

    plain = sum(view.sample(Rng(i)).hands[other][0] == card for i in range(200))
    weighted = sum(weighted_sample(view, Rng(i), likes, 4).hands[other][0] == card for i in range(200))
    assert plain < 40 and weighted > 2 * plain, (plain, weighted)
    one = [tuple(weighted_sample(view, Rng(i), likes, 1).hands[other]) for i in range(5)]
    assert one == [tuple(view.sample(Rng(i)).hands[other]) for i in range(5)], "a pool of one: the plain sampler"
    assert softmax_share([3, 1], 0) > 0.5 > softmax_share([3, 1], 1)


def test_same_seed_same_game():
    config = RULESET.make_config(2)
    a = play_match(RULESET, config, 3, [make_bot("normal", RULESET), RandomBot()])
    b = play_match(RULESET, config, 3, [make_bot("normal", RULESET), RandomBot()])
    assert a.moves.actions == b.moves.actions and a.state.digest() == b.state.digest()
    assert bot_rng(3, 0, 0) == bot_rng(3, 0, 0) and bot_rng(3, 0, 0) != bot_rng(3, 0, 1)


def test_normal_plays_whole_games_against_chance_by_its_search():
    """How often 'normal' beats chance is a figure, not a test (tests never check how strong a
    bot is): ``python -m bench core`` prints it (``normal_vs_random``, the same 200 seeded games
    this test once counted). Here the behaviour: over whole games against random, in either seat,
    every move 'normal' makes is legal and, when it searched, its search's first-ranked move."""
    config = RULESET.make_config(2)
    searched = 0
    for i in range(2):
        seat = i % 2
        normal = make_bot("normal", RULESET)
        state = RULESET.new_game(config, 10_000 + i)
        while (decision := state.to_decide()) is not None:
            view, rng = seat_view(state), bot_rng(10_000 + i, state.decisions_made, decision.seat)
            action = (normal if decision.seat == seat else RandomBot()).choose(view, rng)
            assert action in state.legal_actions()
            if decision.seat == seat and normal.last.iterations > 0:
                assert normal.last.root[0].action == action
                searched += 1
            state.apply(action)
        assert state.result() is not None
    assert searched > 0, "'normal' never searched: the check proved nothing"


def test_a_budget_too_small_to_compare_two_moves_leaves_the_rankings_first():
    from engine.ai.search import MIN_SAMPLES

    view = seat_view(_position())
    bot = make_bot("hard", RULESET, iterations=2 * MIN_SAMPLES - 1)
    assert bot.choose(view, Rng(1)) == view.legal[0] and bot.last.iterations == 0
    bot = make_bot("hard", RULESET, iterations=2 * MIN_SAMPLES)
    bot.choose(view, Rng(1))
    assert bot.last.iterations == 2 * MIN_SAMPLES and [r.visits for r in bot.last.root] == [MIN_SAMPLES] * 2
