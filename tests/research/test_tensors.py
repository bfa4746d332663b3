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
