"""`tournament --ray` on a local Ray cluster (skipped without the ``ludus[cluster]`` extra):
the same games as one process plays."""
from __future__ import annotations

import pytest

pytest.importorskip("ray")

from engine.tournament.runner import Plan, run  # noqa: E402


def timeless(records):
    return [{k: v for k, v in r.items() if k != "seconds"} for r in records]


def test_a_ray_tournament_plays_the_games_one_process_plays(tmp_path):
    from engine.core import registry

    plan = Plan("spartacus", registry.get("spartacus").make_config(3), ("bot:random", "bot:easy", "bot:random"),
                3, 70, rotate=True)
    results = tmp_path / "r.jsonl"
    on_ray = run(plan, results=results, ray_address="local")
    assert timeless(on_ray) == timeless(run(plan, jobs=1))
    assert len(results.read_text().splitlines()) == 3
