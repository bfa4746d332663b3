"""A check shared by the games whose ``skip_determinize`` lets a flat belief pool
(engine/ai/belief.py) build only the world it keeps."""
from __future__ import annotations

from typing import NamedTuple

from engine.core import Rng


class Skipped(NamedTuple):
    skipped: bool  # False: the game declined (None), the generator untouched
    flat: bool     # the kit's flat_belief held in that world


def check_skipped_determinization(state, seat: int, seed: int, flat_likelihood, likelihood) -> Skipped:
    """``skip_determinize`` leaves the generator where ``determinize`` does and its draws build the
    same world (or it declines, the generator untouched); ``flat_likelihood`` says the same of the
    world and of the position, and holds only where ``likelihood`` is 1.0."""
    built, skipped = Rng(seed, stream=seat), Rng(seed, stream=seat)
    world = state.determinize(seat, built)
    untouched = skipped.copy()
    replay = state.skip_determinize(seat, skipped)
    if replay is None:
        assert skipped == untouched
    else:
        assert skipped == built and state.determinize(seat, replay).digest() == world.digest()
    flat = flat_likelihood(world, seat)
    assert flat == flat_likelihood(state, seat)
    assert not flat or likelihood(world, seat) == 1.0
    return Skipped(replay is not None, flat)
