"""The training example of docs/examples/reinforce.py runs (with a tiny budget) and learns
something: its weights move and its returns are the game's."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("engine.adapters.pettingzoo")
np = pytest.importorskip("numpy")

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "reinforce.py"


def _example():
    spec = importlib.util.spec_from_file_location("reinforce_example", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_training_example_runs_and_moves_its_policy():
    example = _example()
    run = example.train("gladiatores", episodes=2, seed=1)
    assert len(run["returns"]) == 2 and all(r in (0.0, 0.5, 1.0) for r in run["returns"])
    policy = run["policy"]
    assert np.isfinite(policy.w).all()
    # the same seed draws the same starting weights: training moved them
    fresh = example.LinearPolicy(policy.w.shape[1], policy.w.shape[0], np.random.default_rng(1))
    assert not np.array_equal(fresh.w, policy.w)


def test_a_masked_policy_never_puts_weight_on_an_illegal_id():
    example = _example()
    policy = example.LinearPolicy(5, 8, np.random.default_rng(2))
    mask = np.array([0, 1, 0, 1, 1, 0, 0, 0], np.int8)
    p, legal = policy.probabilities(np.ones(5), mask)
    assert list(legal) == [1, 3, 4] and p.sum() == pytest.approx(1.0)
