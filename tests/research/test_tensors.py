"""The observation tensors (engine/adapters/schemas.py): values in [-1, 1], cards counted by
name (renaming card instances or reordering a pile changes nothing), and every game's layout
adds up to its declared size. No third-party package needed."""
from __future__ import annotations

import random

import pytest

from engine.adapters import common
from engine.adapters.games import action_encoding
from engine.adapters.schemas import schema
from engine.core import registry

GAMES = {"forglory": 3, "arenarex": 2, "gladiatores": 4, "spartacus": 3}


def played(game: str, seats: int, moves: int, seed: int = 3):
    ruleset = registry.get(game)
    state = ruleset.new_game(ruleset.make_config(seats), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_decide() is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", sorted(GAMES))
def test_values_lie_in_minus_one_to_one_and_the_layout_adds_up(game):
    layout = schema(game)
    assert layout.size == sum(f.size for f in layout.common) + layout.max_seats * layout.seat_size
    assert len([line for line in layout.describe() if line.startswith("| ")]) == \
        1 + len(layout.common) + 1 + len(layout.per_seat)  # header, fields, the per-seat line
    state = played(game, GAMES[game], 60)
    for seat in (*range(state.num_seats), None):
        tensor = common.observation_vector(state, seat, game)
        assert len(tensor) == layout.size
        assert all(-1.0 <= x <= 1.0 for x in tensor) and any(tensor)


def _renamed(value, mapping):
    if isinstance(value, dict):
        return {mapping.get(k, k): _renamed(v, mapping) for k, v in value.items()}
    if isinstance(value, list):
        return [_renamed(v, mapping) for v in value]
    if isinstance(value, str):
        return mapping.get(value, value)
    return value


def test_renaming_card_instances_and_reordering_piles_leaves_the_tensor_alone():
    state = played("forglory", 3, 120)
    observation = state.observation(0)
    ids = sorted(observation["names"])
    shuffled = ids[:]
    random.Random(1).shuffle(shuffled)
    renamed = _renamed(observation, {old: f"x{new}" for old, new in zip(ids, shuffled, strict=True)})
    for seat in renamed["seats"]:
        for zone in ("discard", "villa", "arena", "hand", "deck", "reserve"):
            if seat.get(zone):
                seat[zone] = list(reversed(seat[zone]))
    layout = schema("forglory")
    assert layout.encode(renamed, 0, 3) == layout.encode(observation, 0, 3)
    assert renamed != observation


def test_seats_are_laid_out_from_the_viewer():
    state = played("spartacus", 3, 30)
    layout = schema("spartacus")
    start = sum(f.size for f in layout.common)
    for seat in range(3):
        mine = common.observation_vector(state, seat, "spartacus")
        public = common.observation_vector(state, None, "spartacus")
        influence = [f.name for f in layout.per_seat].index("influence")
        offset = sum(f.size for f in layout.per_seat[:influence])
        slot0 = mine[start + offset]
        assert slot0 == pytest.approx(public[start + seat * layout.seat_size + offset])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_fixed_ids_fit_the_declared_space(game):
    encoding = action_encoding(game)
    blocks = sorted(encoding.blocks.values(), key=lambda b: b.offset)
    assert blocks[0].offset == 0
    assert all(a.offset + a.size() == b.offset for a, b in zip(blocks, blocks[1:], strict=False))
    assert blocks[-1].offset + blocks[-1].size() == encoding.size == common.id_space(game)


def _slice(layout, name, seat_slot=None):
    """The floats of field ``name`` (a per-seat field: in slot ``seat_slot``)."""
    at = 0
    for field in layout.common:
        if field.name == name and seat_slot is None:
            return slice(at, at + field.size)
        at += field.size
    at += (seat_slot or 0) * layout.seat_size
    for field in layout.per_seat:
        if field.name == name:
            return slice(at, at + field.size)
        at += field.size
    raise KeyError(name)


def _first(game, seats, found, seed=3, most=3000):
    """The first position of a seeded random game where ``found(observation)`` holds."""
    ruleset = registry.get(game)
    rng = random.Random(seed)
    state = ruleset.new_game(ruleset.make_config(seats), seed)
    for _ in range(most):
        if found(state.observation(0)):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"{game}: no such position in {most} moves")


def test_arena_rex_tensor_holds_the_attack_being_resolved_and_the_hazards_near():
    layout = schema("arenarex")
    state = _first("arenarex", 2, lambda obs: obs["attack"] is not None)
    obs = state.observation(0)
    tensor = common.observation_vector(state, 0, "arenarex")
    assert tensor[_slice(layout, "attack_pending")] == [1.0]
    from engine.arenarex.content import roster
    attacker = obs["models"][obs["attack"]["attacker"]]["p"]
    assert tensor[_slice(layout, "attacker")][sorted(roster()).index(attacker)] == 1.0
    assert sum(tensor[_slice(layout, "attack_tree")]) == 1.0
    # a model touching a hazard reads 1, one far from every hazard reads 0
    from engine.adapters.schemas import HAZARD_REACH, _hazard_gap
    near = _first("arenarex", 2, lambda o: any(
        (gap := _hazard_gap(o, m)) is not None and gap < HAZARD_REACH and m["seat"] == 0 for m in o["models"].values()))
    tensor = common.observation_vector(near, 0, "arenarex")
    assert any(tensor[_slice(layout, "near_hazard", 0)])


def test_gladiatores_tensor_holds_the_exchange_and_its_pile_of_cards():
    layout = schema("gladiatores")
    state = _first("gladiatores", 3, lambda obs: bool(obs["stack"]))
    obs = state.observation(0)
    tensor = common.observation_vector(state, 0, "gladiatores")
    assert tensor[_slice(layout, "pile_height")] == [min(1.0, len(obs["stack"]) / 6)]
    assert sum(tensor[_slice(layout, "pile_top")]) == 1.0
    assert sum(tensor[_slice(layout, "exchange_attacker")]) == 1.0
    owner = obs["stack"][-1][1]  # the viewer is seat 0, so seat slots are the seats themselves
    assert any(tensor[_slice(layout, "played_on_pile", owner)])
