"""Evaluators fitted on self-play: a game's ``evaluator.json`` read and checked, then turned
into ``evaluator(state) -> list[float]`` (one reward per seat in [0, 1]).

The model is a conditional logit over seats: each seat's score is a dot product of its
features (the game's ``features.table(state)``, one named row per seat) with the fitted
weights, and the chance that seat ``s`` wins is ``softmax(scores)[s]`` (for two seats this is
a logistic on the difference). The same scores, read as a Plackett-Luce ranking, give each
seat's expected placing: seat ``t`` finishes above ``s`` with chance ``e^t / (e^t + e^s)``.
The reward is what ``Result.rewards`` would give in expectation: 0.8 times the chance to win
plus 0.2 times the expected placing share, so a leaf valued here weighs like a finished game.

The data file is written by ``python -m tools.fit_evaluators`` (see docs/evaluators.md); the
engine only reads it, never fits at run time, and uses no numpy (the packaged game has none).
A malformed or mismatched file is a ContentError naming the file and what is wrong in it.
"""
from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from operator import mul
from pathlib import Path
from types import ModuleType
from typing import Any

from ..core.errors import ContentError
from ..core.limits import Refusal, check_json_depth, check_tree, decode, read_bytes, shorten

#: the model kinds this loader knows
KINDS = ("conditional_logit",)
#: the data file's layout version
FORMAT = 1
#: what every data file must hold
REQUIRED = ("format", "game", "kind", "features", "weights", "fitted_by")
#: a score difference larger than this is a certainty (keeps exp() finite)
_CLAMP = 50.0

FeatureTable = Callable[[Any], Sequence[Sequence[float]]]


@dataclass(frozen=True)
class FittedModel:
    """One game's fitted coefficients, as read from its data file."""

    game: str
    kind: str
    features: tuple[str, ...]
    weights: tuple[float, ...]
    fitted_by: dict[str, Any]
    held_out: dict[str, Any]
    path: str


def _number(path: Path, where: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ContentError(f"{path}: {where} must be a finite number, not {shorten(value, 30)}")
    return float(value)


def parse_model(data: Any, path: Path, game: str, feature_names: Sequence[str]) -> FittedModel:
    """A checked FittedModel from a data file's parsed JSON, or ContentError naming the
    file and the field: the game it was fitted for, the model kind, and feature names that
    match the game's features exactly (same names, same order) with one weight each."""
    if not isinstance(data, dict):
        raise ContentError(f"{path}: the evaluator file must hold a table of fields, not {type(data).__name__}")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        raise ContentError(f"{path}: the evaluator file lacks the field(s) {', '.join(missing)}")
    if data["format"] != FORMAT:
        raise ContentError(f"{path}: field 'format' is {shorten(data['format'], 20)}; this version reads {FORMAT}")
    if data["game"] != game:
        raise ContentError(f"{path}: the evaluator was fitted for {shorten(data['game'], 30)}, not {game!r}")
    if data["kind"] not in KINDS:
        raise ContentError(f"{path}: field 'kind' is {shorten(data['kind'], 30)}; known kinds: {', '.join(KINDS)}")
    names, weights = data["features"], data["weights"]
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ContentError(f"{path}: field 'features' must be a list of feature names")
    if not isinstance(weights, list):
        raise ContentError(f"{path}: field 'weights' must be a list of numbers")
    if len(names) != len(weights):
        raise ContentError(f"{path}: {len(names)} features but {len(weights)} weights")
    expected = list(feature_names)
    if names != expected:
        lacking = [n for n in expected if n not in names]
        unknown = [n for n in names if n not in expected]
        detail = []
        if lacking:
            detail.append(f"lacks {', '.join(lacking)}")
        if unknown:
            detail.append(f"has unknown {', '.join(unknown)}")
        if not detail:
            detail.append("lists them in another order")
        raise ContentError(f"{path}: the feature names do not match the game's features ({'; '.join(detail)}): "
                           "fit it again with python -m tools.fit_evaluators")
    values = tuple(_number(path, f"the weight of '{n}'", w) for n, w in zip(names, weights, strict=True))
    if not isinstance(data["fitted_by"], dict):
        raise ContentError(f"{path}: field 'fitted_by' must be a table (the command and seeds that fitted it)")
    held_out = data.get("held_out", {})
    if not isinstance(held_out, dict):
        raise ContentError(f"{path}: field 'held_out' must be a table of figures")
    return FittedModel(game, data["kind"], tuple(names), values, data["fitted_by"], held_out, str(path))


def load_model(path: Path, game: str, feature_names: Sequence[str]) -> FittedModel:
    """Read and check one evaluator data file (ContentError naming it when it cannot be used)."""
    try:
        text = decode(read_bytes(path))
        check_json_depth(text)
    except OSError as exc:
        raise ContentError(f"{path}: the evaluator file cannot be read ({exc.strerror or exc})") from None
    except Refusal as exc:
        raise ContentError(f"{path}: the evaluator file cannot be used: {exc}") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ContentError(f"{path}: the evaluator file is not valid JSON ({exc})") from None
    try:
        check_tree(data)
    except Refusal as exc:
        raise ContentError(f"{path}: the evaluator file cannot be used: {exc}") from None
    return parse_model(data, Path(path), game, feature_names)


def seat_scores(weights: Sequence[float], table: Sequence[Sequence[float]]) -> list[float]:
    """Each seat's linear score (pure Python: the packaged game has no numpy): the products
    summed in order, one ``sum`` over a ``map`` (the search judges every playout's end here)."""
    n = len(weights)
    if any(len(row) != n for row in table):
        raise ValueError(f"a row of features does not have the model's {n} values")
    return [sum(map(mul, weights, row)) for row in table]


def win_chances(scores: Sequence[float]) -> list[float]:
    """The softmax of the scores: each seat's chance to win."""
    top = max(scores)
    exps = [math.exp(max(-_CLAMP, s - top)) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def rewards(scores: Sequence[float]) -> list[float]:
    """Expected ``Result.rewards``: 0.8 x chance to win + 0.2 x expected placing share, the
    placing from the same scores read as a Plackett-Luce ranking."""
    n = len(scores)
    win = win_chances(scores)
    if n < 2:
        return win
    out = []
    for s, mine in enumerate(scores):
        above = 0.0  # expected number of seats placed above s
        for t, theirs in enumerate(scores):
            if t != s:
                gap = max(-_CLAMP, min(_CLAMP, mine - theirs))
                above += 1.0 / (1.0 + math.exp(gap))
        out.append(0.8 * win[s] + 0.2 * (1.0 - above / (n - 1)))
    return out


def make_evaluator(model: FittedModel, table: FeatureTable) -> Callable[[Any], list[float]]:
    """``evaluator(state)``: the model's expected rewards for the state's seats."""
    weights = model.weights

    def evaluate(state) -> list[float]:
        return rewards(seat_scores(weights, table(state)))

    evaluate.model = model  # type: ignore[attr-defined]  (what fitted it, for reports)
    return evaluate


def data_path(features: ModuleType) -> Path:
    """Where a game's evaluator data file lives: ``evaluator.json`` beside its features module."""
    return Path(features.__file__).with_name("evaluator.json")


@cache
def fitted_evaluator(game: str, features: ModuleType) -> Callable[[Any], list[float]]:
    """The game's fitted evaluator, read once from its data file (ContentError if unusable)."""
    model = load_model(data_path(features), game, features.NAMES)
    return make_evaluator(model, features.table)
