"""Combate: pools, initiative, movement on the hex grid and opposed attacks."""
from __future__ import annotations

import pytest

from engine.core import Action
from engine.spartacus.combate import count_wounds
from engine.spartacus.content import content
from engine.spartacus.hexgrid import arena, distance, neighbours, reachable

from .helpers import card_named, give
from .test_arena import at_bets


def at_combat(seed=1):
    state, entrants = at_bets(seed)
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    return state, entrants


@pytest.mark.rule("spartacus", "Combate")
def test_pools_are_the_cards_dice_plus_equipment_for_the_whole_combat_or_the_first_round():
    from .test_arena import at_arena, invite_both
    state = at_arena()
    first, second = invite_both(state)
    fighter = state.characters(first)[0]
    gladius = card_named("Gladius")
    helm = card_named("Gladiator's Shield")
    give(state, first, gladius)
    give(state, first, helm)
    state.apply(Action.make("fighter", card=fighter))
    state.apply(Action.make("equip", card=gladius))
    state.apply(Action.make("equip", card=helm))
    state.apply(Action.make("done"))
    state.apply(state.legal_actions()[0])
    state.apply(Action.make("done"))
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    a, d, s = content().card(fighter).dice
    assert state.combat["pools"][0] == [a + 1, d, s], "the gladius lasts the whole combat"
    assert state.combat["once"][0] == [0, 1, 0], "the shield adds a defence die in the first round"
    assert state._dice(0, 1) == d + 1
    state.combat["round"] = 2
    assert state._dice(0, 1) == d


@pytest.mark.rule("spartacus", "Iniciativa")
def test_the_higher_speed_roll_chooses_who_goes_first():
    for seed in range(6):
        state, entrants = at_combat(seed)
        d = state.to_decide()
        assert d.kind == "initiative"
        side = state.combat["chooser"]
        assert d.seat == state.arena["entrants"][side]
        state.apply(Action.make("go", first=False))
        assert state.combat["order"] == [1 - side, side]


@pytest.mark.rule("spartacus", "Iniciativa")
def test_initiative_rolls_speed_dice_and_ties_roll_again():
    state, _ = at_combat(2)
    state.combat["round"] = 1
    state.combat["pools"] = [[2, 2, 3], [2, 2, 1]]
    events = state._combat_round([])
    rolls = [e for e in events if e.type == "initiative_rolled"]
    assert all(len(e.rolls[0]) == 3 and len(e.rolls[1]) == 1 for e in rolls)
    assert all(e.totals[0] == e.totals[1] for e in rolls[:-1]) and rolls[-1].totals[0] != rolls[-1].totals[1]
    winner = 0 if rolls[-1].totals[0] > rolls[-1].totals[1] else 1
    assert state.combat["chooser"] == winner


@pytest.mark.rule("spartacus", "Movimiento")
def test_a_fighter_moves_up_to_its_speed_dice_and_never_onto_its_enemy():
    state, _ = at_combat()
    state.apply(Action.make("go", first=True))
    side = state.combat["order"][0]
    hexes = arena().hexes
    start = tuple(state.combat["pos"][side])
    enemy = tuple(state.combat["pos"][1 - side])
    speed = state._dice(side, 2)
    dests = [tuple(a.to) for a in state.legal_actions()]
    assert start in dests and enemy not in dests
    assert all(distance(start, h) <= speed and h in hexes for h in dests)
    assert {h for h in hexes if distance(start, h) <= speed and h != enemy} >= set(dests)
    far = next(h for h in hexes if distance(start, h) == speed + 1)
    assert not state.accepts(Action.make("move", to=list(far)))


@pytest.mark.rule("spartacus", "Ataque")
@pytest.mark.parametrize("attack,defence,wounds", [
    ([6, 4, 2], [5, 4, 1], 2),      # 6>5, 4=4 goes to the defender, 2>1
    ([3, 3], [3, 3], 0),            # every tie to the defender
    ([5, 3, 2, 1], [6], 1),         # unpaired 3 wounds, unpaired 2 and 1 do not
    ([4], [], 1),
    ([], [6, 6], 0),
])
def test_opposed_rolls_are_sorted_paired_and_ties_go_to_the_defender(attack, defence, wounds):
    assert count_wounds(attack, defence) == wounds


@pytest.mark.rule("spartacus", "Ataque")
def test_adjacent_fighters_attack_and_each_wound_removes_a_die_the_defender_chooses():
    for seed in range(10):
        state, entrants = at_combat(seed)
        state.apply(Action.make("go", first=True))
        side = state.combat["order"][0]
        here = sorted(arena().hexes)[len(arena().hexes) // 2]
        there = neighbours(here, arena().hexes)[0]
        state.combat["pos"][side], state.combat["pos"][1 - side] = list(here), list(there)
        state.combat["pools"][1 - side] = [3, 3, 3]
        state.apply(Action.make("move", to=list(here)))
        state.apply(Action.make("move", to=list(there)))
        assert state.step == "attack" and state.to_decide().seat == state.arena["entrants"][side]
        events = state.apply(Action.make("attack"))
        rolled = next(e for e in events if e.type == "dice_rolled")
        assert rolled.wounds == count_wounds(rolled.attack, rolled.defence)
        if rolled.wounds:
            assert state.step == "wound" and state.to_decide().seat == state.arena["entrants"][1 - side]
            state.apply(Action.make("lose_die", pool="speed"))
            assert state.combat["pools"][1 - side][2] == 2
            return
    raise AssertionError("no attack wounded in ten tries")


@pytest.mark.rule("spartacus", "Movimiento")
def test_the_arena_is_read_from_a_tiled_hex_map():
    a = arena()
    assert len(a.hexes) == 37 and all(h in a.hexes for h in a.starts)
    assert distance(*a.starts) == 6
    assert all(len(neighbours(h, a.hexes)) == 6 for h in a.hexes if distance(h, (2, 3)) < 3)


def test_a_bad_hex_map_is_refused_naming_the_file(tmp_path):
    from engine.core.errors import ContentError
    from engine.spartacus.hexgrid import MAP, read_arena
    text = MAP.read_text(encoding="utf-8").replace('name="start"', 'name="begin"', 1)
    bad = tmp_path / "bad_arena.tmx"
    bad.write_text(text.replace('source="hex_tiles.tsx"', f'source="{MAP.parent / "hex_tiles.tsx"}"'),
                   encoding="utf-8")
    with pytest.raises(ContentError) as info:
        read_arena(bad)
    assert "bad_arena.tmx" in str(info.value) and "start" in str(info.value)


# -- equipment effects for the first round or the whole combat (line 74) ---------------------------

class Dice:
    """A scripted die for the state's rng: each roll takes the next value."""

    def __init__(self, *values):
        self.values = list(values)

    def die(self, sides=6):
        return self.values.pop(0)


def combat_with(*names, seed=1):
    """A combat whose first entrant (side 0) carries the equipment cards ``names``."""
    from .test_arena import at_arena, invite_both
    state = at_arena(seed=seed)
    first, _ = invite_both(state)
    state.apply(Action.make("fighter", card=state.characters(first)[0]))
    for name in names:
        give(state, first, card_named(name))
        state.apply(Action.make("equip", card=card_named(name)))
    state.apply(Action.make("done"))
    state.apply(state.legal_actions()[0])
    state.apply(Action.make("done"))
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    assert state.step == "initiative"
    return state


def attack(state, attacker, round_no, *dice):
    """Side ``attacker`` attacks the other, adjacent, in round ``round_no``, with scripted dice; both
    fighters have 3 dice in every pool."""
    cb = state.combat
    cb["round"], cb["order"], cb["turn"], cb["stage"] = round_no, [attacker, 1 - attacker], 0, "attack"
    cb["pools"], cb["once"] = [[3, 3, 3], [3, 3, 3]], [[0, 0, 0], [0, 0, 0]]
    here = sorted(arena().hexes)[len(arena().hexes) // 2]
    cb["pos"][attacker], cb["pos"][1 - attacker] = list(here), list(neighbours(here, arena().hexes)[0])
    state.swap_step("attack")
    state.rng = Dice(*dice)
    return state.apply(Action.make("attack"))


@pytest.mark.rule("spartacus", "Combate")
@pytest.mark.parametrize("round_no", [1, 2])
def test_a_weapon_that_rerolls_for_the_whole_combat(round_no):
    state = combat_with("Spear")  # reroll 2, lasts the combat
    events = attack(state, 0, round_no, 1, 2, 5, 6, 4, 1, 1, 1)
    rolled = next(e for e in events if e.type == "dice_rolled")
    assert list(rolled.rolled) == [1, 2, 5] and list(rolled.attack) == [6, 5, 4], "the 1 and the 2 are rolled again"
    assert rolled.wounds == 3 and "re-rolled" in rolled.text


@pytest.mark.rule("spartacus", "Combate")
@pytest.mark.parametrize("round_no,attack_dice", [(1, [5, 3, 2]), (2, [5, 2, 1])])
def test_a_net_rerolls_and_moves_further_in_the_first_round_only(round_no, attack_dice):
    state = combat_with("Net")  # reroll 1 and 2 more hexes, lasts a round
    speed = state.combat["pools"][0][2]
    state.combat["round"] = round_no
    assert state._moves(0) == speed + (2 if round_no == 1 else 0)
    events = attack(state, 0, round_no, 1, 2, 5, 3, 6, 6, 6)
    rolled = next(e for e in events if e.type == "dice_rolled")
    assert list(rolled.attack) == attack_dice


@pytest.mark.rule("spartacus", "Movimiento")
@pytest.mark.parametrize("name,extra", [("Sandals of Mercury", [1, 1, 1]), ("Net", [2, 0, 0])])
def test_extra_movement_for_the_whole_combat_or_the_first_round(name, extra):
    state = combat_with(name)
    state.apply(Action.make("go", first=True))
    cb = state.combat
    cb["order"], cb["turn"] = [0, 1], 0
    start, enemy = tuple(cb["pos"][0]), tuple(cb["pos"][1])
    for round_no, more in zip((1, 2, 3), extra, strict=True):
        cb["round"] = round_no
        reach = state._dice(0, 2) + more
        assert state._moves(0) == reach
        # the round was set by hand, not by a move: a copy lists the moves afresh (the state keeps
        # the list it made for this decision, as nothing but a move can change it in play)
        dest = {tuple(a.to) for a in state.clone().legal_actions()}
        assert dest == set(reachable(start, reach, {enemy}, arena().hexes))


@pytest.mark.rule("spartacus", "Ataque")
@pytest.mark.parametrize("name,round_no,ignored", [("Manica", 1, 1), ("Manica", 2, 1),
                                                    ("Gladiator's Shield", 1, 1), ("Gladiator's Shield", 2, 0)])
def test_armour_shrugs_off_the_first_wound_for_the_combat_or_the_first_round(name, round_no, ignored):
    state = combat_with(name)  # side 0 wears it; side 1 attacks
    events = attack(state, 1, round_no, 6, 6, 1, 1, 1, 1)
    assert next(e for e in events if e.type == "dice_rolled").wounds == 2
    assert state.combat["wounds"] == 2 - ignored
    assert [e.ignored for e in events if e.type == "wound_ignored"] == ([ignored] if ignored else [])
    if ignored:  # only the first wound: the next attack hurts in full
        state.combat["wounds"] = 0
        events = attack(state, 1, round_no, 6, 6, 1, 1, 1, 1)
        assert state.combat["wounds"] == 2 and "wound_ignored" not in [e.type for e in events]


@pytest.mark.rule("spartacus", "Ataque")
@pytest.mark.parametrize("name,round_no,attack_dice", [("Sica", 1, [6, 5, 3]), ("Sica", 2, [6, 5, 3]),
                                                       ("War Paint", 1, [6, 5, 3]), ("War Paint", 2, [5, 5, 3])])
def test_plus_one_to_the_highest_die_below_six_for_the_combat_or_the_first_round(name, round_no, attack_dice):
    state = combat_with(name)
    state.combat["round"] = round_no
    extra = state._dice(0, 0) - 3  # Sica also adds an attack die (pools are reset to 3 by attack())
    events = attack(state, 0, round_no, 5, 5, 3, *([1] * extra), 1, 1, 1)
    rolled = next(e for e in events if e.type == "dice_rolled")
    assert list(rolled.attack) == attack_dice
