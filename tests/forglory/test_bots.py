"""The For Glory bot hooks: the heuristic policy, the search candidates and the evaluator."""
from __future__ import annotations

from engine.ai import make_bot, seat_view
from engine.core import Rng
from engine.forglory import RULESET
from engine.forglory.bots import candidates, evaluate, heuristic_policy

from .helpers import make, new, one


def test_policy_always_picks_a_legal_action_and_finishes_games():
    for seed in range(2):
        s = new(3 + seed, seed=seed, champions="random")
        rng = Rng(seed)
        while s.to_decide() is not None:
            legal = s.legal_actions()
            action = heuristic_policy(s, rng)
            assert action in legal
            cands = candidates(s, legal)
            assert cands and set(cands) <= set(legal)
            values = evaluate(s)
            assert len(values) == s.num_seats and abs(sum(values) - 1) < 1e-9
            s.apply(action)
        assert s.result().winner is not None


def test_policy_plays_influence_before_gladiators_and_strikes_the_kill():
    s = make({"seat": [{"hand": ["Hoplomachus", "Lanista", "Denarius"]}, {}, {}]})
    assert heuristic_policy(s, Rng(1)).card == one(s, 0, "hand", "Lanista")
    s = make({"phase": "combat", "active": 0, "crowds_favor": 2, "seat": [
        {"arena": ["Gallus"]}, {"arena": ["Murmillo", {"name": "Samnite", "damage": 1}]}, {"arena": ["Provocator"]}]})
    s.apply(heuristic_policy(s, Rng(1)))
    assert heuristic_policy(s, Rng(1)).target == one(s, 1, "arena", "Samnite")


def test_every_level_answers_a_battle_decision_with_a_legal_action():
    s = make({"phase": "combat", "active": 0, "crowds_favor": 2, "seat": [
        {"arena": ["Gallus", "Spiculus"], "hand": ["Heavy Blow"], "villa": ["Lanista"]},
        {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}]})
    view = seat_view(s)
    for level in ("random", "easy", "normal", "hard"):
        bot = make_bot(level, RULESET)
        action = bot.choose(view, Rng(3))
        assert action in view.legal
        assert bot.choose(view, Rng(3)) == action  # same seed, same choice
