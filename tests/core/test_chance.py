"""Chance points (``engine/core/chance.py``): every random draw of a game is named and counted,
with the generator's own numbers, and the take-back reads its news from them."""
from __future__ import annotations

import re
from math import factorial
from pathlib import Path

import pytest

from engine.core import Action, Rng, registry
from engine.core.chance import FORK, PICK, ROLL, SHUFFLE, Chance
from engine.core.takeback import CHANCE, trail_of

ENGINE = Path(__file__).resolve().parents[2] / "engine"
#: a draw straight from a generator held by a state (``self.rng.die()``, ``s.rng.shuffle(...)``)
#: or a state's generator taken aside to draw from later (``rng = self.rng``)
DIRECT = re.compile(r"\.rng\.(die|below|randint|random|choice|shuffle|fork)\(|=\s*(self|s|state)\.rng\s*$")


def test_no_game_draws_from_its_generator():
    """Every game draws through its chance points: no direct use of the generator is left in a
    game's code (determinize's sampling generator, a parameter named ``rng``, is not the game's)."""
    found = []
    for name in registry.available():
        package = ENGINE / name
        if not package.is_dir():
            continue
        for path in sorted(package.rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if DIRECT.search(line):
                    found.append(f"{path.relative_to(ENGINE)}:{number}: {line.strip()}")
    assert not found, "draws that bypass the chance points:\n" + "\n".join(found)


def test_the_points_draw_the_generators_own_numbers():
    """A roll is ``die``, a pick ``below``, a shuffle ``shuffle``: seeded games play as before."""
    rng, chance = Rng(5), Chance(Rng(5))
    assert chance.roll("die") == rng.die(6)
    assert chance.rolls("dice", 3, 8) == [rng.die(8) for _ in range(3)]
    assert chance.pick("pick", 7) == rng.below(7)
    assert chance.choice("card", "abcde") == "abcde"[rng.below(5)]
    cards, same = list(range(9)), list(range(9))
    chance.shuffle("deck", cards)
    rng.shuffle(same)
    assert cards == same
    assert chance.rng == rng


def test_the_log_keeps_kind_name_outcomes_and_outcome():
    chance = Chance(Rng(1))
    chance.log = []
    face = chance.roll("attack die")
    index = chance.pick("target", 3)
    chance.pick("only one", 1)  # one outcome: no chance
    chance.shuffle("one card", ["x"])  # the same
    deck = list("abcd")
    chance.shuffle("deck", deck)
    child = chance.fork("cohorts")
    pair = chance.rolls("two dice", 2, 8)
    assert [(p.kind, p.name, p.outcomes) for p in chance.log] == [
        (ROLL, "attack die", 6), (PICK, "target", 3), (SHUFFLE, "deck", factorial(4)), (FORK, "cohorts", 1 << 128),
        (ROLL, "two dice", 8), (ROLL, "two dice", 8)]
    assert [p.outcome for p in chance.log[-2:]] == pair
    assert chance.log[0].outcome == face and chance.log[1].outcome == index
    assert chance.log[2].outcome == tuple(deck)
    assert chance.log[3].outcome == tuple(child.rng.to_json())
    assert chance.draws == 6
    with pytest.raises(IndexError, match="'empty hand'"):
        chance.choice("empty hand", [])


def test_a_state_draws_through_its_chance_and_its_generator_can_be_replaced():
    """``state.rng`` is the generator under ``state.chance``; setting it (search, determinize,
    loading) gives the state a fresh chance over the new generator."""
    ruleset = registry.get("duel")
    state = ruleset.new_game(ruleset.make_config(2), 3)
    assert state.chance.rng is state.rng
    state.rng = Rng(9)
    assert state.chance.rng == Rng(9) and state.chance.draws == 0
    assert state.clone().chance.rng == state.rng


def _attack(state):
    return next(a for a in state.legal_actions() if a.kind == "attack")


def test_the_takeback_trail_keeps_the_points_each_move_passed():
    """An attack rolls the die: its mark is news of chance, and the trail holds the roll."""
    ruleset = registry.get("duel")
    state = ruleset.new_game(ruleset.make_config(2), 4)
    state.track_takebacks()
    state.apply(_attack(state))
    trail = trail_of(state)
    assert trail.marks[0].news == CHANCE
    (roll,) = trail.chance[0]
    assert (roll.kind, roll.name, roll.outcomes) == (ROLL, "die", 6)
    assert 1 <= roll.outcome <= 6
    assert state.chance.log is None  # kept only while a checked move is carried out


def test_the_takeback_reads_news_from_the_points_not_the_generator():
    """A generator that moved without a chance point is no news; a point passed is news even when
    the generator ends where it began (the take-back reads the points, not the generator)."""
    ruleset = registry.get("duel")
    state = ruleset.new_game(ruleset.make_config(2), 4)
    state.track_takebacks()
    heal = next(a for a in state.legal_actions() if a.kind == "heal")
    before = state.rng.copy()
    state.rng.below(1000)  # moved behind the chance points' back (never in game code)
    state.apply(heal)  # (it refills the hand: a private draw, but no chance point)
    assert trail_of(state).marks[-1].news != CHANCE
    assert 0 not in trail_of(state).chance

    class Still(Rng):
        def die(self, sides=6):
            return 4  # a die that leaves the generator where it was

    state = ruleset.new_game(ruleset.make_config(2), 4)
    state.track_takebacks()
    generator = Still.from_json(before.to_json())
    state.chance.rng = generator
    state.apply(_attack(state))
    assert state.rng == before
    assert trail_of(state).marks[-1].news == CHANCE


def test_search_playouts_see_chance_from_the_points():
    """The search tells a playout that passed a chance point from one that did not
    (``engine/ai/search.py``: exact moves need no second sample)."""
    from engine.ai.search import led_through_chance

    ruleset = registry.get("duel")
    state = ruleset.new_game(ruleset.make_config(2), 4)
    heal = next(a for a in state.legal_actions() if a.kind == "heal")
    calm = state.clone()
    calm.rng = state.rng.copy()
    calm.apply_unchecked(heal)
    assert not led_through_chance(calm)
    rolled = state.clone()
    rolled.rng = state.rng.copy()
    rolled.apply_unchecked(_attack(state))
    assert led_through_chance(rolled)
    assert isinstance(heal, Action)
