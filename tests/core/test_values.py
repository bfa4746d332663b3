"""Actions, events and results: frozen, JSON round trip, redaction."""
import dataclasses
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Action, Event, Result

plain = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                  st.floats(allow_nan=False, allow_infinity=False))
values = st.recursive(plain, lambda inner: st.lists(inner, max_size=4), max_leaves=8)
names = st.from_regex(r"[a-z][a-z_]{0,8}", fullmatch=True).filter(lambda n: n != "kind")


@given(st.from_regex(r"[a-z_]{1,10}", fullmatch=True), st.dictionaries(names, values, max_size=4))
def test_action_json_round_trip(kind, params):
    action = Action.make(kind, **params)
    again = Action.from_json(json.loads(json.dumps(action.to_json())))
    assert again == action and hash(again) == hash(action)
    assert Action.parse(str(action)) == action


def test_action_fields_are_attributes_and_order_does_not_matter():
    a = Action.make("buy", card="c12", payment=["c3", "c4"])
    assert a.card == "c12" and a.payment == ("c3", "c4")
    assert a == Action.make("buy", payment=("c3", "c4"), card="c12")
    with pytest.raises(AttributeError):
        a.nothing  # noqa: B018
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "other"


def test_action_refuses_non_json_values():
    with pytest.raises(TypeError):
        Action.make("x", v={"a": 1})
    with pytest.raises(ValueError):
        Action.make("x", v=float("nan"))
    with pytest.raises(ValueError):
        Action.from_json({"no": "kind"})


def test_event_redaction_hides_secret_fields_from_other_seats():
    e = Event.make("cards_drawn", rule="Draw 7 Cards", seen_by=[1], secret=["cards"],
                   seat=1, count=2, cards=["a", "b"])
    assert e.view_for(1) is e
    other = e.view_for(0)
    assert other.redacted and other.cards is None and other.count == 2
    assert e.view_for(None).cards is None
    assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e
    public = Event.make("coin_spent", seat=0, amount=3)
    assert public.view_for(2) is public


def test_result_rewards_favour_the_winner():
    r = Result(2, (2, 0, 1), (5, 3, 1))
    rewards = r.rewards(3)
    assert rewards[2] == max(rewards) and rewards[1] == min(rewards)
    draw = Result(None, (0, 1), (4, 4)).rewards(2)
    assert draw[0] > 0 and draw[1] > 0


@given(st.from_regex(r"[a-z_]{1,10}", fullmatch=True), st.dictionaries(names, values, max_size=4),
       st.one_of(st.none(), st.sets(st.integers(0, 3), max_size=3)))
def test_canonical_constructors_give_the_values_make_gives(kind, params, seen_by):
    made = Action.make(kind, **params)
    fast = Action.canonical(kind, made.params)
    assert fast == made and hash(fast) == hash(made) and repr(fast) == repr(made) and fast.to_json() == made.to_json()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.kind = "other"
    ev = Event.make(kind, "Rule", seen_by=seen_by, secret=sorted(params)[:1], **params)
    fast_ev = Event.canonical(kind, ev.params, "Rule", ev.seen_by, ev.secret)
    assert fast_ev == ev and hash(fast_ev) == hash(ev) and repr(fast_ev) == repr(ev)
    assert fast_ev.view_for(9) == ev.view_for(9)
