"""Combate: pools, initiative, movement on the hex grid and opposed attacks."""
from __future__ import annotations

import pytest

from engine.core import Action
from engine.spartacus.combate import count_wounds
from engine.spartacus.content import content
from engine.spartacus.hexgrid import arena, distance, neighbours

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
    gladius, net = card_named("Gladius"), card_named("Net")
    give(state, first, gladius)
    give(state, first, net)
    state.apply(Action.make("fighter", card=fighter))
    state.apply(Action.make("equip", card=gladius))
    state.apply(Action.make("equip", card=net))
    state.apply(Action.make("done"))
    state.apply(state.legal_actions()[0])
    state.apply(Action.make("done"))
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    a, d, s = content().card(fighter).dice
    assert state.combat["pools"][0] == [a + 1, d, s], "the gladius lasts the whole combat"
    assert state.combat["once"][0] == [0, 0, 2], "the net adds two speed dice in the first round"
    assert state._dice(0, 2) == s + 2
    state.combat["round"] = 2
    assert state._dice(0, 2) == s


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
