"""Fitting a conditional logit over seats with numpy, and scoring predictions of the winner
(``tools/fit_evaluators.py``; the engine reads the result with ``engine/ai/fitted.py``).

A position is ``(rows, winner)``: one feature row per seat and the seat that won. The model
gives seat ``s`` the chance ``softmax(rows @ w)[s]``; it is fitted by Newton steps on the
log-likelihood with an L2 penalty on the standardized weights. Positions are grouped by seat
count so each step is a few array operations.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

#: stages of a game by the share of its decisions gone
STAGES = (("early", 0.0, 1 / 3), ("mid", 1 / 3, 2 / 3), ("late", 2 / 3, 1.01))
#: a predicted chance below this counts as this (log-loss stays finite)
FLOOR = 1e-3


@dataclass(frozen=True)
class Position:
    rows: np.ndarray   #: (seats, features)
    winner: int
    stage: float


def grouped(positions: Sequence[Position]) -> list[tuple[np.ndarray, np.ndarray]]:
    """Positions stacked by seat count: [(X (m, n, k), y (m,)), ...]."""
    by_n: dict[int, list[Position]] = {}
    for p in positions:
        by_n.setdefault(p.rows.shape[0], []).append(p)
    return [(np.stack([p.rows for p in ps]), np.array([p.winner for p in ps])) for _, ps in sorted(by_n.items())]


def _softmax(scores: np.ndarray) -> np.ndarray:
    z = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def fit(positions: Sequence[Position], l2: float, steps: int = 60) -> np.ndarray:
    """The weights (in raw feature units) maximising the penalised log-likelihood."""
    groups = grouped(positions)
    k = groups[0][0].shape[2]
    allrows = np.concatenate([x.reshape(-1, k) for x, _ in groups])
    mean, scale = allrows.mean(axis=0), allrows.std(axis=0)
    scale[scale < 1e-9] = 1.0
    zs = [((x - mean) / scale, y) for x, y in groups]
    w = np.zeros(k)
    for _ in range(steps):
        grad = -l2 * w
        hess = -l2 * np.eye(k)
        for x, y in zs:
            p = _softmax(x @ w)
            onehot = np.zeros_like(p)
            onehot[np.arange(len(y)), y] = 1.0
            grad += np.einsum("mnk,mn->k", x, onehot - p)
            xbar = np.einsum("mnk,mn->mk", x, p)
            hess -= np.einsum("mnk,mn,mnl->kl", x, p, x) - xbar.T @ xbar
        step = np.linalg.solve(hess, -grad)
        w = w + step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w / scale


def predict(w: np.ndarray, rows: np.ndarray) -> np.ndarray:
    return _softmax(rows @ w)


def normalized(values: Sequence[float]) -> np.ndarray:
    """A hand-written evaluator's values read as chances: floored, then shares of their sum."""
    v = np.maximum(np.asarray(values, dtype=float), FLOOR)
    return v / v.sum()


def top1(chances: np.ndarray, winner: int) -> float:
    """1 if the winner has the highest chance; shared among seats tied at the top."""
    best = np.flatnonzero(chances >= chances.max() - 1e-12)
    return (1.0 / len(best)) if winner in best else 0.0


def log_loss(chances: np.ndarray, winner: int) -> float:
    return float(-np.log(max(chances[winner], FLOOR)))


def scores(chances: Sequence[np.ndarray], positions: Sequence[Position]) -> dict[str, dict[str, float]]:
    """Top-1 accuracy and mean log-loss, over all positions and by stage."""
    out = {}
    for name, low, high in (("all", 0.0, 2.0), *STAGES):
        picked = [(c, p) for c, p in zip(chances, positions, strict=True) if low <= p.stage < high]
        if not picked:
            continue
        out[name] = {"positions": len(picked),
                     "top1": float(np.mean([top1(c, p.winner) for c, p in picked])),
                     "log_loss": float(np.mean([log_loss(c, p.winner) for c, p in picked]))}
    return out
