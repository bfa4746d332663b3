"""Take-back, for every registered game (``State.takeback_point``, ``engine/core/takeback.py``).

Over seeded random games, after every action and for every seat:

* a take-back point lies before the seat's own real decision (two or more answers, or a
  standing action it took), and returning there (a replay of the record's first actions from
  the start, and ``takeback.rewound``) gives exactly the position that stood then (digest);
* making the same move again gives the same position as it did (digest): nothing the seat
  learns by taking back changes what its move does;
* the point never lies before news the seat did not have when it chose: no chance was drawn
  since (the generator is where it was), no event seen by only some seats came since, no other
  seat gave a secret answer since, and in a game of hidden information no other seat moved;
* with no point, the reason is said in player words; and the games do refuse (a die rolled or
  a card drawn right after a decision) as well as allow.
"""
from __future__ import annotations

import pytest

from engine.core import Rng, registry, takeback
from engine.core.gametype import HIDDEN
from engine.core.saves import GameMoves, Standing, replay
from engine.core.takeback import rewound

MAX_STEPS = 220
#: a full replay from the start is checked at one point in this many (``rewound`` at every one)
REPLAY_EVERY = 7
#: ``State.takeback_point`` / ``takeback_reason`` are asked beside ``takeback.point`` after one action in this many
WRAPPERS_EVERY = 10


def cases():
    for name in registry.available():
        ruleset = registry.get(name)
        for seats in sorted({ruleset.min_seats, ruleset.max_seats}):
            yield pytest.param(name, seats, id=f"{name}-{seats}")


def chooser(state):
    return state.to_decide().seat


def play(name, seats, seed):
    """A seeded random game, with a standing action now and then: yields after each action
    (state, record, history) where history[i] is (digest, rng, seat, choices, secret) before
    action i, and events[i] the events of action i."""
    ruleset = registry.get(name)
    config = ruleset.make_config(seats)
    state = ruleset.new_game(config, seed)
    state.track_takebacks()
    moves = GameMoves(name, config, seed)
    rng = Rng(seed, stream=11)
    history, events = [], []
    for _ in range(MAX_STEPS):
        decision = state.to_decide()
        if decision is None:
            return
        standing = [(s, a) for s in range(state.num_seats) for a in state.standing_actions(s)]
        before = (state.digest(), state.rng.copy())
        if standing and rng.below(5) == 0:
            seat, action = rng.choice(standing)
            history.append((*before, seat, 2, False))
            events.append(state.take_standing(seat, action))
            moves.actions.append(Standing(seat, action))
        else:
            legal = state.legal_actions()
            history.append((*before, decision.seat, len(legal), decision.secret or decision.simultaneous))
            action = rng.choice(legal)
            events.append(state.apply(action))
            moves.actions.append(action)
        yield state, moves, history, events


@pytest.mark.parametrize("name,seats", list(cases()))
def test_take_back_returns_exactly_and_never_past_news(name, seats):
    hidden = registry.get(name).game_type.information == HIDDEN
    allowed = refused = checked = 0
    for seed in (3, 4):
        for state, moves, history, events in play(name, seats, seed):
            if state.to_decide() is None:
                break
            now = len(moves.actions)
            # each seat's point and reason worked out once (``State.takeback_point`` and
            # ``takeback_reason`` are its two fields: the wrappers are checked below and in the tests after)
            found = [takeback.point(state, seat) for seat in range(state.num_seats)]
            assert found[0].to is None or state.clone().takeback_point(0) is None
            if now % WRAPPERS_EVERY == 1:  # the State's two questions are the two fields
                assert [(state.takeback_point(s), state.takeback_reason(s)) for s in range(state.num_seats)] \
                    == [(f.to, f.why) for f in found]
            for seat in range(state.num_seats):
                point = found[seat].to
                if point is None:
                    refused += 1
                    assert found[seat].why, "a refused take-back says why"
                    continue
                allowed += 1
                assert found[seat].why == ""
                assert 0 <= point < now
                digest, rng_then, by, choices, _secret = history[point]
                assert by == seat and choices >= 2, "the point is before a real decision of the seat"
                for index in range(point, now):
                    _, _, who, _, secret = history[index]
                    assert not any(e.seen_by is not None for e in events[index]), \
                        f"move {index + 1} showed something to some seats only: it cannot be taken back"
                    if who != seat:
                        assert not hidden, "in a game of hidden information another seat moved since"
                        assert not secret, "another seat gave a secret answer since"
                assert rng_then == state.rng, "chance was drawn since the decision: it cannot be taken back"
                back = rewound(state, point)
                assert back is not None and back.digest() == digest
                if checked % REPLAY_EVERY == 0:
                    start = GameMoves(name, moves.config, moves.seed, list(moves.actions[:point]))
                    replayed, _ = replay(start)
                    assert replayed.digest() == digest, "taking back is not the position that stood then"
                checked += 1
                again = moves.actions[point]
                if isinstance(again, Standing):
                    back.take_standing(again.seat, again.action)
                else:
                    back.apply(again)
                following = history[point + 1][0] if point + 1 < now else state.digest()
                assert back.digest() == following, "the same move again does not give the same position"
    assert allowed and refused, f"{name}: {allowed} take-backs allowed, {refused} refused"


def chance_drawn(before, state, events):
    return state.rng != before


def shown_to_some(before, state, events):
    return any(e.seen_by is not None for e in events)


def first_decision_then(name, news):
    """A seeded game of ``name`` played until a seat's real decision (one that brought no news)
    is followed at once by an action that does (``news(rng before, state, events)``): a die
    rolled, a card drawn; returns (state, seat, moves before the decision) or None."""
    ruleset = registry.get(name)
    for seed in range(1, 30):
        state = ruleset.new_game(ruleset.make_config(ruleset.min_seats), seed)
        state.track_takebacks()
        rng = Rng(seed, stream=5)
        while state.to_decide() is not None and state.decisions_made < 300:
            seat, legal = chooser(state), state.legal_actions()
            before = state.rng.copy()
            events = state.apply(rng.choice(legal))
            if state.to_decide() is None:
                break
            if len(legal) >= 2 and not chance_drawn(before, state, events) and not shown_to_some(before, state, events):
                ahead = state.rng.copy()
                mark = state.decisions_made - 1
                events = state.apply(rng.choice(state.legal_actions()))
                if news(ahead, state, events) and state.to_decide() is not None:
                    return state, seat, mark
    return None


@pytest.mark.parametrize("news", [chance_drawn, shown_to_some], ids=["a die or a shuffle", "a card drawn"])
@pytest.mark.parametrize("name", ["forglory", "arenarex", "gladiatores", "spartacus"])
def test_news_right_after_a_decision_is_never_taken_back(name, news):
    found = first_decision_then(name, news)
    if found is None and news is shown_to_some and registry.get(name).game_type.information != HIDDEN:
        pytest.skip(f"{name} shows nothing to some seats only")
    assert found is not None, f"{name}: no decision followed by news in 30 games"
    state, seat, mark = found
    point = state.takeback_point(seat)
    assert point is None or point > mark + 1, "a take-back past news that came after the decision"
    if point is None:
        assert state.takeback_reason(seat)


def test_a_state_without_its_history_has_no_take_back():
    ruleset = registry.get("forglory")
    state = ruleset.new_game(ruleset.make_config(2), 1)
    state.track_takebacks()
    assert state.takeback_point(0) is None
    assert state.takeback_reason(0) == "Nothing to take back yet."
    state.apply(state.legal_actions()[0])
    copy = type(state).from_json(state.to_json())
    assert copy.takeback_point(chooser(copy)) is None
    assert "not known" in copy.takeback_reason(chooser(copy))


def test_a_game_that_does_not_keep_the_trail_offers_no_take_back():
    """Bots, sim and benchmarks start games without the trail (``State.track_takebacks`` is the
    window's and the saves' choice): such a game has nothing to take back and says why, and a
    trail cannot start after the first move (it must count every action)."""
    ruleset = registry.get("forglory")
    state = ruleset.new_game(ruleset.make_config(2), 3)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    assert state.takeback_point(0) is None and state.takeback_point(1) is None
    assert "none can be taken back" in state.takeback_reason(0)
    with pytest.raises(ValueError):
        state.track_takebacks()
