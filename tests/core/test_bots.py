"""Bots decide from their seat's view only, and search beats chance."""
import pytest
from duelgame import RULESET, DuelState

from engine.ai import ISMCTSBot, RandomBot, make_bot, seat_view
from engine.core import Rng
from engine.play.match import bot_rng, play_match


def _position(seed=11, steps=4):
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


def test_ismcts_respects_its_iteration_budget_and_returns_a_legal_action():
    state = _position()
    bot = ISMCTSBot(iterations=25)
    view = seat_view(state)
    action = bot.choose(view, Rng(1))
    assert action in view.legal and bot.last.iterations == 25


def test_same_seed_same_game():
    config = RULESET.make_config(2)
    a = play_match(RULESET, config, 3, [make_bot("normal", RULESET), RandomBot()])
    b = play_match(RULESET, config, 3, [make_bot("normal", RULESET), RandomBot()])
    assert a.record.actions == b.record.actions and a.state.digest() == b.state.digest()
    assert bot_rng(3, 0, 0) == bot_rng(3, 0, 0) and bot_rng(3, 0, 0) != bot_rng(3, 0, 1)


def test_ismcts_normal_beats_random_in_at_least_80_percent_of_200_games():
    config = RULESET.make_config(2)
    wins = 0
    for i in range(200):
        seat = i % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = make_bot("normal", RULESET)
        match = play_match(RULESET, config, 10_000 + i, bots)
        wins += match.result.winner == seat
    assert wins >= 160, f"normal won {wins} of 200"
