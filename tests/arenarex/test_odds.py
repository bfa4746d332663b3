"""The attack preview (issue 39 item 7): the engine's odds of an attack before it is declared, worked
out from the roll's own rules, and agreeing with the engine's dice when the same roll is thrown many
times with a seeded generator."""
from __future__ import annotations

import pytest

from engine.arenarex.attack import throw
from engine.arenarex.odds import attack_odds, preview, successes
from engine.core.chance import Chance
from engine.core.rng import Rng

from .helpers import A, activate, position


def test_dice_succeed_on_four_or_more_and_a_power_attack_rerolls_failures():
    assert successes(2) == pytest.approx([0.25, 0.5, 0.25])
    assert successes(1, reroll_all=True) == pytest.approx([0.25, 0.75])
    assert successes(1, reroll_one=True) == pytest.approx([0.25, 0.75])
    two = successes(2, reroll_one=True)   # one failed die of two rolled again
    # both fail (1/4): the re-roll makes one success half the time; one fails (1/2): likewise
    assert two == pytest.approx([0.25 * 0.5, 0.25 * 0.5 + 0.5 * 0.5, 0.5 * 0.5 + 0.25])
    assert sum(two) == pytest.approx(1.0)


@pytest.mark.rule("arenarex", "Combat")
def test_the_odds_of_an_attack_match_the_engines_own_dice():
    """Hermes (ATK 5) on Sven (DEF 3, ARM 1), engaged: the expected net and the chance to enter the
    tree agree with 20000 throws of ``attack.throw`` (seeded: the same figures every run)."""
    s = position([(0, "hermes", (10.0, 10.0)), (1, "sven", (11.4, 10.0))])
    activate(s, "0:hermes")
    attack = next(a for a in s.legal_actions() if a.kind == "attack" and a.target == "1:sven")
    odds = preview(s, attack)
    assert (odds.attack_dice, odds.defense_dice, odds.bonus, odds.armor) == (5, s.prof("1:sven").df, 0, 1)
    rng = Rng(3, 0)

    class Dice:
        def __init__(self):
            self.chance = Chance(rng)

    roller = Dice()
    nets, hits = 0, 0
    n = 20000
    for _ in range(n):
        _d, _f, a, _r = throw(roller, 5, 0, False)
        _d, _f, d, _r = throw(roller, s.prof("1:sven").df, 0, False)
        nets += max(0, a - d)
        hits += a > d
    assert odds.expected_net == pytest.approx(nets / n, abs=0.03)
    assert odds.chance_hit == pytest.approx(hits / n, abs=0.01)
    assert odds.expected_attack == pytest.approx(2.5)
    # Sven's armour stops one point: damage needs a tree path worth 2 or more
    assert odds.boxes_to_damage is not None and odds.chance_damage <= odds.chance_hit


@pytest.mark.rule("arenarex", "Combat")
def test_a_power_attack_and_an_exhausted_defender_raise_the_odds():
    s = position([(0, "hermes", (10.0, 10.0)), (1, "sven", (11.4, 10.0))])
    plain = attack_odds(s, "0:hermes", "1:sven")
    power = attack_odds(s, "0:hermes", "1:sven", power=True)
    assert power.expected_attack == pytest.approx(5 * 0.75) and power.chance_hit > plain.chance_hit
    s.models["1:sven"]["fat"] = 2
    tired = attack_odds(s, "0:hermes", "1:sven")
    assert tired.bonus == 1 and tired.expected_attack == pytest.approx(3.5) and tired.chance_hit > plain.chance_hit


def test_the_preview_leaves_the_game_untouched_and_answers_only_attacks():
    s = position([(0, "hermes", (10.0, 10.0)), (1, "sven", (11.4, 10.0))])
    activate(s, "0:hermes")
    before = s.digest()
    for a in s.legal_actions():
        odds = preview(s, a)
        assert (odds is not None) == (a.kind == "attack")
    assert s.digest() == before
    assert preview(s, A("end")) is None
