"""``GladiatoresState.clone`` copies each field only as deep as the field's group says (``VALUES``
shared, ``FLAT`` lists copied, ``NESTED`` a level deeper, the decks per deck, ``DEEP`` whole) and
each step's lists flat (``GladiatoresFrame.copy``): the groups must hold every field once and fit
what the fields hold in play, and a clone must be a position of its own."""
from __future__ import annotations

from engine.core import Rng
from engine.gladiatores.state import DEEP, FIELDS, FLAT, NESTED, VALUES
from engine.parts.sealed import SealedRound

from .helpers import RULES
from .test_stack import _config

_ATOMS = (str, int, bool, type(None))
GAMES = 24


def _atom(value) -> bool:
    return type(value) in _ATOMS


def _fits_its_group(state) -> None:
    for name in VALUES:
        assert _atom(getattr(state, name)), name
    for name in FLAT:
        value = getattr(state, name)
        assert type(value) is list and all(map(_atom, value)), name
    for name in NESTED:
        value = getattr(state, name)
        assert type(value) is list and all(type(v) is list and all(map(_atom, v)) for v in value), name
    assert type(state.decks) is dict and all(type(v) is list and all(map(_atom, v)) for v in state.decks.values())
    for frame in state.stack:
        for name, value in vars(frame).items():
            fits = _atom(value) or isinstance(value, SealedRound) or (type(value) is list and all(
                _atom(v) or (isinstance(v, tuple) and all(map(_atom, v))) for v in value))
            assert fits, f"step '{frame.t}': field '{name}' holds what a flat copy would share"


def test_the_copy_groups_hold_every_field_once():
    groups = VALUES + FLAT + NESTED + DEEP + ("decks",)
    assert sorted(groups) == sorted(FIELDS) and len(set(groups)) == len(groups)


def test_every_field_fits_its_copy_group_and_a_clone_is_a_position_of_its_own():
    for seed in range(GAMES):
        state = RULES.new_game(_config(seed), seed)
        rng = Rng(seed, 5)
        while state.to_decide() is not None:
            _fits_its_group(state)
            if state.decisions_made % 7 == 0:
                before = state.digest()
                copy = state.clone()
                assert copy.digest() == before
                copy.apply_unchecked(Rng(seed, 9).choice(copy.legal_actions()))
                assert state.digest() == before, "a move in the clone changed the original"
            state.apply_unchecked(rng.choice(state.legal_actions()))
        _fits_its_group(state)
