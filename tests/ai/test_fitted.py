"""The fitted evaluators (engine/ai/fitted.py, docs/evaluators.md): each game's data file
matches its features, the loader refuses a malformed or mismatched file with a message naming
the file and the problem, and every game's fitted evaluator gives a reward vector of the
right length in [0, 1] on seeded positions. (How well they predict is a bench figure:
``python -m tools.fit_evaluators``, never a test.)"""
from __future__ import annotations

import importlib
import json
import math

import pytest

from engine.ai import fitted
from engine.ai.levels import make_bot
from engine.ai.view import seat_view
from engine.core import registry
from engine.core.errors import ContentError
from engine.play.match import bot_rng

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")
#: the games whose ruleset returns the fitted evaluator (docs/evaluators.md says why)
FITTED = ("forglory", "gladiatores", "spartacus")


def features(game):
    return importlib.import_module(f"engine.{game}.features")


def shipped(game) -> dict:
    return json.loads(fitted.data_path(features(game)).read_text(encoding="utf-8"))


def seeded_positions(game: str, seats: int, seed: int, every: int) -> list:
    """States met along a seeded 'easy' game, one every ``every`` decisions, and the end."""
    ruleset = registry.get(game)
    state = ruleset.new_game(ruleset.make_config(seats), seed)
    bots = [make_bot("easy", ruleset) for _ in range(seats)]
    out = []
    while (decision := state.to_decide()) is not None:
        if state.decisions_made % every == 0:
            out.append(state.clone())
        state.apply(bots[decision.seat].choose(seat_view(state), bot_rng(seed, state.decisions_made, decision.seat)))
    return out + [state]


@pytest.mark.parametrize("game", GAMES)
def test_data_file_names_the_features_of_features_py(game):
    data = shipped(game)
    assert data["features"] == list(features(game).NAMES)
    assert len(data["weights"]) == len(data["features"])
    assert data["game"] == game and data["kind"] in fitted.KINDS
    assert "tools.fit_evaluators" in data["fitted_by"]["command"]


@pytest.mark.parametrize("game", GAMES)
def test_fitted_evaluator_gives_a_reward_per_seat(game):
    ruleset = registry.get(game)
    evaluate = fitted.fitted_evaluator(game, features(game))
    for seats in sorted({ruleset.min_seats, ruleset.max_seats}):
        positions = seeded_positions(game, seats, seed=11, every=37)
        assert len(positions) > 3
        rows = set()
        for state in positions:
            table = features(game).table(state)
            assert len(table) == seats and all(len(r) == len(features(game).NAMES) for r in table)
            assert all(math.isfinite(x) for r in table for x in r)
            rows.add(tuple(map(tuple, table)))
            values = evaluate(state)
            assert len(values) == seats
            assert all(0.0 <= v <= 1.0 for v in values)
            # the expected Result.rewards: 0.8 for the win shared out, 0.2 x mean placing share
            assert sum(values) == pytest.approx(0.8 + 0.2 * seats / 2)
        assert len(rows) > 1, "the features see the game move"


@pytest.mark.parametrize("game", GAMES)
def test_ruleset_returns_the_evaluator_docs_name(game):
    evaluate = registry.get(game).evaluator()
    if game in FITTED:
        assert evaluate is fitted.fitted_evaluator(game, features(game))
        assert evaluate.model.path == str(fitted.data_path(features(game)))
    else:
        assert evaluate is importlib.import_module(f"engine.{game}.bots").evaluate


def test_rewards_follow_the_scores():
    values = fitted.rewards([2.0, 0.0, -1.0])
    assert values[0] > values[1] > values[2]
    assert fitted.win_chances([0.0, 0.0]) == [0.5, 0.5]
    # two seats: the chance to win is a logistic of the score difference
    assert fitted.win_chances([1.0, 0.0])[0] == pytest.approx(1 / (1 + math.exp(-1.0)))
    # a huge lead stays finite
    assert fitted.rewards([1e6, 0.0]) == pytest.approx([1.0, 0.0])


def _write(tmp_path, data) -> object:
    path = tmp_path / "evaluator.json"
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def _good(game="gladiatores") -> dict:
    return shipped(game)


@pytest.mark.parametrize("change, words", [
    (lambda d: d.pop("weights"), "lacks the field(s) weights"),
    (lambda d: d.update(game="spartacus"), "fitted for 'spartacus', not 'gladiatores'"),
    (lambda d: d.update(game=["x"] * 9), "fitted for ['x',"),
    (lambda d: d.update(kind="neural_net"), "field 'kind' is 'neural_net'"),
    (lambda d: d.update(format=7), "field 'format' is 7"),
    (lambda d: d["weights"].pop(), "features but"),
    (lambda d: d["features"].__setitem__(0, "charisma"), "lacks points; has unknown charisma"),
    (lambda d: d.update(features=d["features"][::-1], weights=d["weights"][::-1]), "in another order"),
    (lambda d: d["weights"].__setitem__(1, "heavy"), "the weight of 'gold' must be a finite number"),
    (lambda d: d["weights"].__setitem__(1, True), "the weight of 'gold' must be a finite number"),
    (lambda d: d.update(fitted_by="me"), "field 'fitted_by' must be a table"),
    (lambda d: d.update(features="points"), "field 'features' must be a list"),
])
def test_loader_refuses_a_mismatched_file_naming_it(tmp_path, change, words):
    data = _good()
    change(data)
    path = _write(tmp_path, data)
    with pytest.raises(ContentError) as err:
        fitted.load_model(path, "gladiatores", features("gladiatores").NAMES)
    assert str(path) in str(err.value)
    assert words in str(err.value)


@pytest.mark.parametrize("text, words", [
    ("{\"format\": 1,", "is not valid JSON"),
    ("[1, 2]", "must hold a table of fields, not list"),
    (b"\xff\xfe{}", "not UTF-8 text"),
    ("[" * 100 + "]" * 100, "cannot be used"),
])
def test_loader_refuses_a_malformed_file_naming_it(tmp_path, text, words):
    path = _write(tmp_path, text)
    with pytest.raises(ContentError, match=words) as err:
        fitted.load_model(path, "gladiatores", features("gladiatores").NAMES)
    assert str(path) in str(err.value)


def test_loader_names_a_missing_file(tmp_path):
    path = tmp_path / "nowhere" / "evaluator.json"
    with pytest.raises(ContentError, match="cannot be read") as err:
        fitted.load_model(path, "gladiatores", features("gladiatores").NAMES)
    assert str(path) in str(err.value)


def test_a_loaded_model_scores_by_its_weights(tmp_path):
    data = _good()
    names = data["features"]
    data["weights"] = [1.0 if n == "points" else 0.0 for n in names]
    model = fitted.load_model(_write(tmp_path, data), "gladiatores", names)
    Row = features("gladiatores").SeatFeatures
    rows = [Row(*[5.0 if n == "points" else 9.0 for n in names]), Row(*[3.0 if n == "points" else 0.0 for n in names])]
    evaluate = fitted.make_evaluator(model, lambda state: rows)
    assert evaluate(None) == pytest.approx(fitted.rewards([5.0, 3.0]))
