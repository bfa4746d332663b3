"""Setup: Bidding on the Star Player market, the rulebook's Bidding Example, and the FAQ's
payment answers."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.gladiatores.market import columns
from engine.gladiatores.scenario import validate

from .helpers import RULES, act, new, play, types


def market_at(seats, wheels, order=None, **options):
    """A bidding step just begun, from scenario data: each seat's wheel, the market order."""
    data = {"phase": "bidding", "seat": [{"wheel": list(tokens)} for tokens in wheels],
            "market": {"order": list(order or range(seats))}}
    config = RULES.make_config(seats, {k: str(v).lower() for k, v in options.items()})
    validate(data, config)
    state = RULES.new_game({**config, "scenario": data}, 3)
    assert state.phase == "bid"
    return state


@pytest.mark.rule("gladiatores", "Bidding Example")
def test_bidding_example_genua_outbid_by_messana():
    genua, messana, third = 0, 1, 2
    state = market_at(3, [["small_bronze"], ["small_bronze"], ["small_bronze"]])
    row3 = state.market[2]
    act(state, "bid", row=3)  # Genua takes the bronze space of row 3
    events = act(state, "bid", row=3)  # Messana outbids with the silver space
    assert "outbid" in types(events) and events[-1].seat == genua
    decision = state.to_decide()
    assert decision.seat == genua and "outbid" in decision.prompt
    assert Action.make("pass") not in state.legal_actions(), "an outbid seat must choose again at once"
    assert Action.make("bid", row=3) not in state.legal_actions(), "row 3's bronze space is closed"
    act(state, "bid", row=2)  # Genua moves to the bronze space of row 2
    assert [2, 0] in state.closed
    act(state, "bid", row=1)  # the third school
    for _ in range(3):
        events = act(state, "pass")
    bought = {e.seat: (e.gladiator, e.cost) for e in events if e.type == "gladiator_bought"}
    assert bought[messana] == (row3, 2) and bought[genua][1] == 1 and bought[third][1] == 1
    assert state.wheel[genua] == [None] * 6 and state.debt[genua] == 0
    advance = next(e for e in events if e.type == "bank_advance")
    assert advance.seat == messana and advance.amount == 1 and state.debt[messana] == 1
    assert state.wheel[messana] == [None] * 6
    assert state.phase == "ready"


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_market_rows_and_columns_follow_the_seat_count():
    for seats, cols in ((2, 1), (3, 2), (4, 3), (5, 3)):
        state = new(seats, 5)
        assert len(state.market) == seats + 1 and columns(seats) == cols
        assert types(state.setup())[:1] == ["event_revealed"]


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_with_two_seats_nobody_can_outbid():
    state = market_at(2, [["small_bronze"], ["small_bronze"]])
    act(state, "bid", row=1)
    assert Action.make("bid", row=1) not in state.legal_actions()
    with pytest.raises(IllegalAction):
        act(state, "bid", row=1)


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_bidding_ends_only_when_every_seat_passes_in_a_row():
    state = market_at(3, [["small_gold"]] * 3)
    act(state, "bid", row=1)
    act(state, "bid", row=2)
    act(state, "bid", row=3)
    act(state, "pass")
    act(state, "bid", row=4)  # seat 1 changes its mind: the round of passes starts again
    assert [1, 0] not in state.closed, "a space left by choice stays open (l. 112)"
    act(state, "pass")
    act(state, "pass")
    assert state.phase == "bid"
    act(state, "pass")
    assert state.phase == "ready"


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_the_bank_wheel_advances_at_most_its_maximum():
    state = market_at(4, [[], [], ["small_bronze"], []])
    state.debt = [5, 0, 6, 0]
    act(state, "bid", row=1)  # seat 0: bronze, 1 from the bank (5 -> 6)
    act(state, "bid", row=1)  # seat 1 outbids: silver
    rows = {a.row for a in state.legal_actions() if a.kind == "bid"}
    assert 1 not in rows, "seat 0 cannot afford the gold space any more"
    act(state, "bid", row=2)
    assert state.to_decide().seat == 2
    act(state, "bid", row=3)
    act(state, "bid", row=4)
    for _ in range(4):
        act(state, "pass")
    assert state.debt == [6, 2, 6, 1]
    assert state.wheel[2] == [None] * 6


@pytest.mark.rule("gladiatores", "FAQ")
def test_lesser_tokens_pay_a_larger_cost():
    state = market_at(4, [["small_silver", "small_bronze"], ["small_gold"], ["small_bronze"], ["small_bronze"]])
    act(state, "bid", row=1)
    act(state, "bid", row=1)  # seat 1 outbids with silver
    act(state, "bid", row=1)  # seat 0 answers at once with the gold space (cost 3)
    assert state.to_decide().seat == 1
    act(state, "bid", row=2)
    act(state, "bid", row=3)
    act(state, "bid", row=4)
    for _ in range(4):
        act(state, "pass")
    assert state.wheel[0] == [None] * 6 and state.debt[0] == 0, "a silver and a bronze pay a gold"


@pytest.mark.rule("gladiatores", "FAQ")
def test_a_seat_at_maximum_debt_with_no_wreaths_takes_a_free_gladiator_last():
    state = market_at(3, [[], ["small_bronze"], ["small_bronze"]])
    state.debt[0] = 6
    assert state.to_decide().seat == 1, "seat 0 cannot bid at all"
    act(state, "bid", row=1)
    act(state, "bid", row=2)
    act(state, "pass")
    act(state, "pass")
    assert state.phase == "take_free" and state.to_decide().seat == 0
    assert sorted(a.row for a in state.legal_actions()) == [3, 4]
    row4 = state.market[3]
    events = act(state, "take", row=4)
    assert events[0].type == "gladiator_bought" and events[0].cost == 0 and state.debt[0] == 6
    assert state.glad[0] == row4 and state.phase == "ready"


@pytest.mark.rule("gladiatores", "Play: Winning an Event")
def test_the_next_bidding_order_is_the_order_gladiators_left_the_fight():
    state = new(3, 8)
    events = play(state, lambda s: s.event_no == 2 and s.phase == "bid")
    placed = [e.seat for e in events if e.type == "market_marker_placed"]
    won = next(e.seat for e in events if e.type == "event_won")
    assert placed and won not in placed
    assert state.bid_order == placed + [won]
    assert state.active == won


@pytest.mark.rule("gladiatores", "FAQ")
def test_when_nobody_can_bid_every_seat_takes_a_free_gladiator():
    state = new(3, 4)
    state.glad_pile += state.market
    state.debt = [6, 6, 6]
    events = []
    state._start_bidding(events)
    assert state.phase == "take_free" and state.stack[-1].queue == state.bid_order
    before = state.to_json()
    state.to_decide()
    assert state.to_json() == before, "asking who decides changes nothing"
    for _ in range(3):
        act(state, "take", row=state.legal_actions()[0].row)
    assert state.phase == "ready" and None not in state.glad
