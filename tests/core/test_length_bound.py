"""Each game declares a bound on its length in decisions (``State.length_bound``), and the guards
use it: a game past it is a bug (``play_match``), a playout past it is judged where it is (the
search), a flow that resolves more frames unasked is stuck (``FlowState.advance``)."""
from __future__ import annotations

import pytest

from engine.ai.bots import RandomBot
from engine.ai.kit import SearchKit
from engine.ai.search import SearchBot
from engine.core import Rng, registry
from engine.play.match import play_match

#: per game: option sets played besides the defaults (the longest the options make)
VARIANTS = {
    "forglory": ({"champions": "draft"},),
    "arenarex": ({"scenario": "geminae", "cohort": "5"},),
    "gladiatores": ({"events": "5", "sponsors": "true"}, {"mode": "quickplay"}),
    "spartacus": ({"variant": "advanced"},),
}
SEEDS = (0, 1, 2, 3)


def cases():
    for name in registry.available():
        ruleset = registry.get(name)
        for seats in range(ruleset.min_seats, ruleset.max_seats + 1):
            for options in ({}, *VARIANTS.get(name, ())):
                yield pytest.param(name, seats, options, id=f"{name}-{seats}-{'-'.join(options.values()) or 'default'}")


@pytest.mark.parametrize(("name", "seats", "options"), list(cases()))
def test_seeded_random_games_end_within_the_declared_bound(name, seats, options):
    ruleset = registry.get(name)
    config = ruleset.make_config(seats, options)
    bound = ruleset.state_class().length_bound(config)
    assert isinstance(bound, int) and bound > 0
    for seed in SEEDS:
        state = ruleset.new_game(config, seed)
        assert state.length_bound(state.config) == bound
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None and state.decisions_made <= bound:
            state.apply_unchecked(rng.choice(state.legal_actions()))
        assert state.to_decide() is None, f"{name} seed {seed}: no end within {bound} decisions"


def test_every_game_declares_its_own_bound():
    from engine.core.state import State

    for name in registry.available():
        cls = registry.get(name).state_class()
        assert "length_bound" in {k for c in cls.__mro__ if c is not State for k in vars(c)}, name


def test_a_match_past_the_bound_is_a_bug_named_with_the_bound(monkeypatch):
    ruleset = registry.get("duel")
    monkeypatch.setattr(ruleset.state_class(), "length_bound", classmethod(lambda cls, config: 5))
    with pytest.raises(RuntimeError, match="no end after 5 decisions"):
        play_match(ruleset, ruleset.make_config(2), 1, [RandomBot(), RandomBot()])


def test_a_playout_past_the_bound_is_judged_where_it_is(monkeypatch):
    ruleset = registry.get("duel")
    state = ruleset.new_game(ruleset.make_config(2), 2)
    monkeypatch.setattr(type(state), "length_bound", classmethod(lambda cls, config: 4))
    kit = SearchKit(evaluator=lambda s: [0.25, 0.75], budgets={"easy": 1, "normal": 1, "hard": 1})
    value = SearchBot(kit, "normal").rollout(state, Rng(3), state.clone())
    assert value == [0.25, 0.75] and state.decisions_made == 4


def test_a_flow_that_never_asks_is_stopped_at_the_bound(monkeypatch):
    ruleset = registry.get("duel")
    state = ruleset.new_game(ruleset.make_config(2), 2)
    monkeypatch.setattr(type(state), "length_bound", classmethod(lambda cls, config: 0))
    with pytest.raises(RuntimeError, match="did not settle in 0 frames"):
        state.apply(state.legal_actions()[0])
