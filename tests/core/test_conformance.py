"""The contract every ruleset must keep, checked over seeded random games.

Parametrised over the registry: each game gets these checks as soon as it is
available (see shared/STYLE.md, "conformance suite"). At every step:
clone() equals the original, the JSON round trip equals the original, the
digest is stable, an illegal action raises IllegalAction and changes nothing,
and every seat's observation is the same in the true state and in a
determinization for that seat (so it cannot depend on what the seat may not
know). Standing actions (what a seat may do at any time): each names its taker,
``check`` accepts every one whoever is deciding, none answers the pending
Decision, taking one leaves that Decision pending, one no longer open is refused
in player words, and another seat's standing options look the same in a
determinization (they cannot show what is hidden); the random games take them
now and then between decisions. At the end: no decision pending, a complete
result, and a replay of the action list reaches the same digest.

Honesty, for every registered game and every bot level, lives in ``tests/honesty``: the
permutation test (two true states that differ only in another seat's secret give the same
determinizations and the same choice from every level with the same generator;
``test_permutation.py``) and the chance test (``determinize`` recovers no secret more often than
chance; ``test_determinize_chance.py``). A game registered without a secret permuter there fails
``test_every_game_has_an_honesty_permuter`` here.
"""
from __future__ import annotations

import json

import pytest

from engine.core import Action, ConfigError, IllegalAction, Rng, registry
from engine.core.canon import dumps
from engine.core.saves import GameMoves, Standing, replay

GAMES_PER_CONFIG = 2
MAX_STEPS = 20_000
#: check every seat's observation against determinizations every N steps
OBSERVATION_EVERY = 3
#: a random game takes one of the open standing actions at about one step in N
STANDING_EVERY = 4


def configs(ruleset):
    """Every seat count with default options, then each non-default option value once."""
    out = []
    for seats in range(ruleset.min_seats, ruleset.max_seats + 1):
        out.append(ruleset.make_config(seats))
    for option in ruleset.options:
        for value in option.choices:
            if value == option.default:
                continue
            try:
                out.append(ruleset.make_config(ruleset.min_seats, {option.name: value}))
            except ConfigError:
                try:
                    out.append(ruleset.make_config(ruleset.max_seats, {option.name: value}))
                except ConfigError:
                    continue
    return out


def cases():
    for name in registry.available():
        ruleset = registry.get(name)
        for index, config in enumerate(configs(ruleset)):
            for game in range(GAMES_PER_CONFIG):
                yield pytest.param(name, config, 1000 * index + game, id=f"{name}-{index}-{game}")


def illegal_probes(state, legal):
    """Actions that cannot be legal now: an unknown kind, and legal actions with a bogus id."""
    probes = [Action.make("no_such_action")]
    for action in legal[:3]:
        fields = action.fields
        for key, value in fields.items():
            if isinstance(value, str):
                probes.append(Action.make(action.kind, **{**fields, key: "no-such-id"}))
                break
    return [p for p in probes if p not in legal]


def _standing_views(state, seat):
    """Every other seat's standing actions as ``seat`` sees them."""
    return [[a.view_for(seat).key() for a in state.standing_actions(other)]
            for other in range(state.num_seats) if other != seat]


def _draws(rng, n=4):
    future = rng.copy()
    return [future.below(1 << 30) for _ in range(n)]


def standing_of(state):
    """Every seat's standing actions now."""
    return {seat: state.standing_actions(seat) for seat in range(state.num_seats)}


def check_standing(state, legal, standing, seen):
    """The standing actions open now, and those ``seen`` earlier that are not."""
    text = dumps(state.to_json())
    open_now = set()
    for seat, actions in standing.items():
        for action in actions:
            assert action.get("seat") is None, f"standing action {action} names a seat: take_standing does"
            assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
            state.check_standing(seat, action)  # whoever is deciding
            if action not in legal:
                assert not state.accepts(action), f"check takes standing action {action}"
            open_now.add((seat, action))
            seen.add((seat, action))
    for seat, action in sorted(seen - open_now, key=str)[:3]:
        with pytest.raises(IllegalAction) as info:
            state.check_standing(seat, action)
        assert info.value.message and f"'{action.kind}'" not in info.value.message, \
            f"refusing {action} needs the game's own words (explain_standing): {info.value.message!r}"
    assert dumps(state.to_json()) == text, "checking standing actions changed the state"


def take_standing(state, standing, rng, moves):
    """Take one open standing action (now and then); the pending Decision must stay pending."""
    seats = [seat for seat, actions in standing.items() if actions]
    if not seats or rng.below(STANDING_EVERY):
        return
    seat = rng.choice(seats)
    action = rng.choice(standing[seat])
    before = state.to_decide()
    for event in state.take_standing(seat, action):
        json.dumps(event.to_json())
    moves.actions.append(Standing(seat, action))
    after = state.to_decide()
    assert after is not None and (after.seat, after.kind) == (before.seat, before.kind), \
        f"standing action {action} did not leave the pending decision pending"


def check_step(state, rng, step):
    text = dumps(state.to_json())
    digest = state.digest()
    assert state.digest() == digest, "digest is not stable"
    copy = state.clone()
    assert dumps(copy.to_json()) == text, "clone() differs from the original"
    assert copy.digest() == digest
    restored = type(state).from_json(json.loads(json.dumps(state.to_json())))
    assert dumps(restored.to_json()) == text, "JSON round trip differs from the original"
    legal = state.legal_actions()
    assert legal, "a pending decision must have at least one legal action"
    assert len(set(legal)) == len(legal), "legal_actions() lists an action twice"
    kinds = state.game_type
    for action in legal:
        assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
        assert kinds.problem(action) is None, f"{action} does not fit its declared kind: {kinds.problem(action)}"
    decision = state.to_decide()
    if decision.round:
        assert decision.seat in decision.round, "a seat of a simultaneous round must be one of its seats"
    if decision.secret:
        for action in legal:
            assert action.chooser == decision.seat and action.secret_params, \
                f"{action} answers a secret Decision: it must be an Action.hidden of seat {decision.seat}"
            for other in range(state.num_seats):
                if other != decision.seat:
                    assert all(action.view_for(other).get(k) is None for k in action.secret_params)
    for probe in illegal_probes(state, legal):
        with pytest.raises(IllegalAction) as info:
            state.apply(probe)
        assert info.value.message, "IllegalAction needs plain words"
        assert dumps(state.to_json()) == text, f"illegal {probe} changed the state"
    if step % OBSERVATION_EVERY == 0:
        for seat in range(state.num_seats):
            seen = state.observation(seat)
            json.dumps(seen)
            options = _standing_views(state, seat)
            for _ in range(2):
                sample = state.determinize(seat, rng)
                assert dumps(sample.observation(seat)) == dumps(seen), \
                    f"seat {seat}'s observation depends on what it cannot see"
                assert _standing_views(sample, seat) == options, \
                    f"other seats' standing actions show seat {seat} what it cannot see"
                assert _draws(sample.rng) != _draws(state.rng), "a determinization knows the real future dice"
            assert dumps(state.to_json()) == text, "determinize changed the original"
    return legal


@pytest.mark.parametrize("name,config,seed", list(cases()))
def test_random_game_keeps_the_contract(name, config, seed):
    ruleset = registry.get(name)
    state = ruleset.new_game(config, seed)
    moves = GameMoves(name, config, seed)
    rng = Rng(seed, stream=7)
    seen_standing = set()
    for step in range(MAX_STEPS):
        decision = state.to_decide()
        if decision is None:
            break
        assert 0 <= decision.seat < state.num_seats
        assert decision.prompt
        legal = check_step(state, rng, step)
        standing = standing_of(state)
        check_standing(state, legal, standing, seen_standing)
        take_standing(state, standing, rng, moves)
        legal = state.legal_actions()
        action = rng.choice(legal)
        events = state.apply(action)
        moves.actions.append(action)
        for event in events:
            json.dumps(event.to_json())
            for seat in range(state.num_seats):
                view = event.view_for(seat)
                if view.redacted:
                    assert all(view.get(k) is None for k in event.secret)
    else:
        pytest.fail(f"no end after {MAX_STEPS} decisions")
    assert state.to_decide() is None
    assert state.legal_actions() == []
    assert not any(standing_of(state).values()), "no standing action once the game is over"
    with pytest.raises(IllegalAction) as refused:
        state.check(action)
    assert refused.value.rule and refused.value.rule == state.end_rule, "an action after the end names its rule"
    result = state.result()
    assert result is not None
    assert sorted(result.placings) == list(range(state.num_seats))
    assert result.winner is None or result.winner == result.placings[0]
    assert len(result.scores) == state.num_seats
    replayed, _ = replay(moves)
    assert replayed.digest() == state.digest(), "replaying the actions reached another state"


@pytest.mark.parametrize("name", registry.available())
def test_every_game_has_an_honesty_permuter(name):
    from tests.honesty.permuters import MOVES, SECRETS
    assert name in MOVES and name in SECRETS, \
        f"'{name}' has no secret permuter in tests/honesty/games: the permutation test cannot prove its bots honest"
