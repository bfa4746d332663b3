"""The malformed-action fuzz of the conformance suite, for every registered game and the two
test games: at positions of seeded random games, actions of a wrong kind, with a missing,
extra, mistyped or out-of-range parameter, another seat's, or stale (tests/core/fuzz.py).
Each must raise IllegalAction from ``check`` and from ``apply`` and leave the state as it was.
bench/bench_fuzz.py runs many more and counts probes per second."""
from __future__ import annotations

import pytest

from engine.core import registry

from .fuzz import fuzz_game

PROBES_PER_GAME = 10_000


@pytest.mark.parametrize("name", registry.available())
def test_malformed_actions_are_refused_and_change_nothing(name):
    tally = fuzz_game(registry.get(name), PROBES_PER_GAME)
    assert not tally.failures, "\n".join(tally.failures)
    assert tally.probes >= PROBES_PER_GAME, f"only {tally.probes} probes ({tally.by_family})"
    assert tally.refused >= 0.9 * tally.probes, f"{tally.refused} of {tally.probes} refused"
    assert set(tally.by_family) >= {"kind", "missing", "extra", "mistyped"}, tally.by_family
