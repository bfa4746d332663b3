"""The departures from the book that issue 23 fixed, each against the lines it rests on:
the red-triangle ability with no Attack card (l. 251), the payer's choice of wreaths
(ll. 114, 122-128, 291, 345), the spaces a seat leaves by choice (l. 112), and the forced pass."""
from __future__ import annotations

import pytest

from engine.core import Action

from .helpers import act, fight, new, types


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_a_red_triangle_ability_may_replace_the_discard_with_no_attack_card():
    state = fight(["Flamma", "Priscus"], [["BLOCK", "DODGE", "TAUNT"], ["STRIKE"]])
    legal = state.legal_actions()
    assert Action.make("ability", name="Showman") in legal, "l. 251: instead of an Attack card or discarding"
    assert Action.make("effect", card="TAUNT") not in legal, "l. 193: a red-triangle card is no Discard"
    events = act(state, "ability", name="Showman")
    assert "ability_used" in types(events) and state.favour[0] == 1 and not state.ability_ready[0]
    assert len(state.hand[0]) == 3 and state.active == 1


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_a_flipped_red_triangle_ability_leaves_only_the_discard():
    state = fight(["Flamma", "Priscus"], [["BLOCK", "DODGE"], ["STRIKE"]])
    state.ability_ready[0] = False
    assert sorted({a.kind for a in state.legal_actions()}) == ["discard"]


def market(seats, wheels, seed=3):
    state = new(seats, seed)
    state.bid_order = list(range(seats))
    state.stack[-1].turn = state.stack[-1].passes = 0
    for seat, tokens in enumerate(wheels):
        state.wheel[seat] = tokens + [None] * (6 - len(tokens))
    return state


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_the_payer_chooses_which_wreaths_pay_an_exact_cost():
    state = market(4, [["small_gold", "small_silver", "small_bronze", "small_bronze", "small_bronze"],
                       ["small_bronze"], ["small_bronze"], ["small_bronze"]])
    act(state, "bid", row=1)
    act(state, "bid", row=1)  # seat 1 outbids with the silver space
    act(state, "bid", row=1)  # seat 0 again, now on gold (cost 3)
    act(state, "bid", row=2)  # seat 1 moves to row 2
    act(state, "bid", row=3)
    act(state, "bid", row=4)
    for _ in range(4):
        events = act(state, "pass")
    decision = state.to_decide()
    assert decision.kind == "pay" and decision.seat == 0 and state.phase == "bid"
    ways = {a.tokens for a in state.legal_actions()}
    assert ways == {("small_gold",), ("small_bronze", "small_silver"),
                    ("small_bronze", "small_bronze", "small_bronze")}, "every exact mix (l. 345)"
    events = act(state, "pay", tokens=("small_bronze", "small_silver"))
    assert sorted(e.wreath for e in events if e.type == "wreath_paid" and e.seat == 0) == \
        ["small_bronze", "small_silver"]
    assert "small_gold" in state.wheel[0], "the gold that breaks ties is kept (l. 291)"
    assert state.debt[0] == 0 and state.glad[0] is not None


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_a_single_way_to_pay_is_not_asked():
    state = market(2, [["small_bronze"], ["small_silver"]])
    act(state, "bid", row=1)
    act(state, "bid", row=2)
    act(state, "pass")
    events = act(state, "pass")
    assert state.phase == "ready", "one way each: paid with no question"
    assert "gladiator_bought" in types(events)


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_only_a_space_left_by_an_outbid_seat_closes():
    state = market(3, [["small_gold"]] * 3)
    act(state, "bid", row=1)  # seat 0: row 1 bronze
    act(state, "bid", row=2)  # seat 1: row 2 bronze
    act(state, "bid", row=3)  # seat 2: row 3 bronze
    act(state, "bid", row=4)  # seat 0 moves by choice: row 1's bronze space is free again
    assert state.closed == []
    assert Action.make("bid", row=1) in state.legal_actions()
    events = act(state, "bid", row=1)  # seat 1 leaves row 2 for row 1's bronze space
    assert next(e for e in events if e.type == "bid_placed").cost == 1
    events = act(state, "bid", row=1)  # seat 2 outbids it: that space closes (l. 112)
    assert "outbid" in types(events) and [0, 0] in state.closed and [1, 0] not in state.closed


@pytest.mark.rule("gladiatores", "Combat Sequence")
def test_a_forced_pass_says_so_to_the_passing_seat_only():
    state = fight(["Verus", "Priscus"], [["STRIKE", "STRIKE"], ["GRAB"]])
    act(state, "attack", card="STRIKE", target=1)
    passed = next(e for e in act(state, "pass") if e.type == "passed")
    assert passed.forced is True
    assert passed.view_for(1).forced is True
    assert passed.view_for(0).forced is None and passed.view_for(None).forced is None
    assert passed.view_for(0).seat == 1


@pytest.mark.rule("gladiatores", "Combat Sequence")
def test_a_pass_by_choice_is_not_forced():
    state = fight(["Verus", "Priscus"], [["STRIKE", "STRIKE"], ["PARRY", "STRIKE"]])
    act(state, "attack", card="STRIKE", target=1)
    passed = next(e for e in act(state, "pass") if e.type == "passed")
    assert passed.forced is False
