"""The round around the fight: Gameplay order, Quickplay, Event Selection, Ready Gladiators,
Betting, Winning an Event, the Wheel of Glory, Victory, Cleanup and 2-seat games."""
from __future__ import annotations

import json

import pytest

from engine.core import Action
from engine.gladiatores.cards import set_ids
from engine.gladiatores.content import content
from engine.gladiatores.round import wreath_of_value

from .helpers import act, new, play, types


def decisions_seen(state, seed=0):
    kinds = set()

    def note(s):
        d = s.to_decide()
        if d is not None:
            kinds.add(d.kind)
        return d is None
    play(state, note, seed)
    return kinds


@pytest.mark.rule("gladiatores", "Gameplay")
def test_an_event_runs_selection_bidding_ready_turn_order_betting_tactics_then_combat():
    state = new(3, 2)
    events = play(state, lambda s: s.phase == "combat")
    order = ["gladiator_bought", "gladiator_ready", "turn_order_revealed", "bet_placed", "tactics_chosen",
             "combat_started"]
    seen = types(events)
    firsts = [seen.index(t) for t in order if t in seen]
    assert firsts == sorted(firsts) and "combat_started" in seen and "tactics_chosen" in seen
    assert state.active == state.turn_order.index(1), "Turn Order 1 takes the Active Player marker"


@pytest.mark.rule("gladiatores", "Gameplay")
def test_tactics_is_face_down_to_others_and_can_be_revealed_in_any_decision_of_the_event():
    state = new(3, 4)
    play(state, lambda s: s.phase == "combat")
    seat = state.to_decide().seat
    other = (seat + 1) % 3
    card = state.tactics_chosen[seat]
    assert state.observation(seat)["seats"][seat]["tactics"] == card
    assert state.observation(other)["seats"][seat]["tactics"] == "face down"
    assert Action.make("reveal_tactics") in state.legal_actions()
    events = act(state, "reveal_tactics")
    assert events[0].type == "tactics_revealed" and events[0].card == card
    assert state.observation(other)["seats"][seat]["tactics"] == card
    assert Action.make("reveal_tactics") not in state.legal_actions()
    # a targeted seat may reveal while answering too
    attack = next(a for a in state.legal_actions() if a.kind == "attack" and a.get("option") is None)
    act(state, attack.kind, **attack.fields)
    target = state.to_decide().seat
    assert state.to_decide().kind == "respond"
    assert (Action.make("reveal_tactics") in state.legal_actions()) == (not state.tactics_shown[target])


@pytest.mark.rule("gladiatores", "Quickplay Setup")
def test_quickplay_is_one_fight_with_random_gladiators_and_no_bidding():
    state = new(4, 6, mode="quickplay")
    drawn = [e for e in state.setup() if e.type == "gladiator_drawn"]
    assert len(drawn) == 4 and len({e.gladiator for e in drawn}) == 4
    play(state, lambda s: s.phase == "combat")
    assert all(len(h) == 14 for h in state.hand), "14 cards, all chosen from the 3 decks"
    assert sorted(state.turn_order) == [1, 2, 3, 4]
    assert state.to_decide().seat == state.turn_order.index(1)
    kinds = decisions_seen(state)
    assert not kinds & {"bid", "bet", "tactics"}
    result = state.result()
    assert state.event_no == 1 and result is not None
    assert list(result.scores) == [float(state.victory_points(s)) for s in range(4)]


@pytest.mark.rule("gladiatores", "Setup: Event Selection")
def test_the_event_supply_is_the_cards_favour_and_the_game_lasts_the_chosen_events():
    state = new(3, 9, events=4)
    assert state.supply == content().events[state.event].favour
    play(state, lambda s: s.phase == "ready")
    assert state.supply == content().events[state.event].favour, "gladiator favour comes from the box"
    events = play(state, lambda s: s.phase == "over")
    revealed = [e for e in events if e.type == "event_revealed"]
    full = [e for e in events if e.type == "wheel_full"]
    assert len(revealed) + 1 == 4 or full


@pytest.mark.rule("gladiatores", "Setup: Event Selection")
def test_events_in_advance_lays_out_every_event_at_the_start():
    state = new(3, 10, events_in_advance=True, events=5)
    laid = [state.event] + state.observation(1)["events_laid"]
    assert len(laid) == 5 and len(set(laid)) == 5
    events = play(state, lambda s: s.phase == "over")
    later = [e.event for e in events if e.type == "event_revealed"]
    assert later == laid[1:1 + len(later)]


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_the_game_ends_at_the_end_of_a_round_in_which_a_wheel_is_full():
    state = new(3, 12, events=5)
    for seat in range(3):
        state.wheel[seat] = ["small_bronze"] * 5 + [None]
    events = play(state, lambda s: s.phase == "over")
    assert state.event_no == 1 and "wheel_full" in types(events)
    first = next(e.seat for e in events if e.type == "wheel_full")
    assert state.victory_points(first) >= 5 + 1 + 8 - state.debt[first]


@pytest.mark.rule("gladiatores", "Play: Ready Gladiators")
def test_ready_gladiators_take_set_cards_chosen_cards_life_favour_and_school_bonus():
    state = new(3, 14)
    play(state, lambda s: s.phase == "combat")
    for seat in range(3):
        glad = content().gladiators[state.glad[seat]]
        school = content().schools[state.school[seat]].bonus
        extra_cards = 1 if school.kind == "card" else 0
        assert set(set_ids(glad.name)) <= set(state.hand[seat])
        assert len(state.hand[seat]) == 9 + 5 + extra_cards
        assert state.life[seat] == glad.life + (school.amount if school.kind == "life" else 0)
        assert state.favour[seat] == glad.favour + (school.amount if school.kind == "favour" else 0)
    assert state.supply == content().events[state.event].favour


@pytest.mark.rule("gladiatores", "2 Player Games")
def test_two_seats_hold_18_cards_and_never_bet():
    state = new(2, 15)
    play(state, lambda s: s.phase == "combat")
    for seat in range(2):
        school = content().schools[state.school[seat]].bonus
        assert len(state.hand[seat]) == 18 + (1 if school.kind == "card" else 0)
    assert "bet" not in decisions_seen(state)


@pytest.mark.rule("gladiatores", "2 Player Games")
def test_sponsors_are_dealt_to_each_seat_before_each_event():
    state = new(2, 16, sponsors=True)
    assert all(state.sponsor)
    events = play(state, lambda s: s.phase == "over")
    dealt = [e for e in events if e.type == "sponsor_dealt"]
    assert len(dealt) == 2 * (state.event_no - 1)
    assert len(state.sponsor_deck) + sum(1 for s in state.sponsor if s) == len(content().sponsors)


@pytest.mark.rule("gladiatores", "Play: Betting")
def test_a_bet_is_secret_even_from_its_bettor_and_free():
    state = new(3, 17)
    play(state, lambda s: s.phase == "bet")
    decision = state.to_decide()
    assert decision.secret and decision.round == state.sealed.seats
    legal = state.legal_actions()
    assert all(a.chooser == decision.seat and a.view_for((decision.seat + 1) % 3).gladiator is None for a in legal)
    a, b = state.clone(), state.clone()
    bets = [x for x in legal if x.gladiator]
    events_a = a.apply(bets[0])
    b.apply(bets[1])
    for seat in range(3):
        assert json.dumps(a.observation(seat)) == json.dumps(b.observation(seat))
    for _ in range(2):
        events_a += a.apply(a.legal_actions()[1])
    placed = [e for e in events_a if e.type == "bet_placed"]
    assert len(placed) == 3
    for event in placed:
        for seat in range(3):
            assert event.view_for(seat).gladiator is None, "nobody can check a bet, not even its bettor"
    assert all(a.observation(s)["seats"][s]["bet_placed"] for s in range(3))
    assert a.wheel == state.wheel and a.debt == state.debt, "placing a bet costs nothing"


@pytest.mark.rule("gladiatores", "Play: Betting")
def test_a_winning_bet_pays_the_wreath_of_the_winners_turn_order_odds():
    state = new(3, 18)
    play(state, lambda s: s.phase == "bet")
    winner = 1
    glad = state.glad[winner]
    while state.phase == "bet":
        seat = state.to_decide().seat
        act_on = glad if seat == 0 else ""
        state.apply(Action.hidden(seat, ("gladiator",), "bet", gladiator=act_on))
    play(state, lambda s: s.phase == "combat")
    for seat in (0, 2):
        state.out[seat] = "defeated"
    state.out_order = [2, 0]
    events = []
    state._win_event(events)
    odds = content().gladiators[glad].odds[state.turn_order[winner] - 1]
    paid = [e for e in events if e.type == "prize_awarded" and e.reason == "winning bet"]
    assert [(e.seat, e.wreath) for e in paid] == [(0, wreath_of_value(odds))]
    assert any(e.type == "bet_revealed" and e.seat == 0 and e.gladiator == glad for e in events)


@pytest.mark.rule("gladiatores", "Play: Winning an Event")
def test_prizes_remaining_favour_and_glory_bands():
    state = new(3, 19)
    play(state, lambda s: s.phase == "combat")
    card = content().events[state.event]
    state.favour = [1, 0, 0]
    state.supply = 3
    state.out = [None, "defeated", "exhausted"]
    state.out_order = [1, 2]
    state.wheel = [[None] * 6 for _ in range(3)]
    events = []
    state._win_event(events)
    awarded = [(e.seat, e.wreath, e.reason) for e in events if e.type == "prize_awarded"]
    assert (0, card.first, "1st prize") in awarded and (2, card.second, "2nd prize") in awarded
    assert (0, card.band(4), "4 crowd favour") in awarded, "the winner takes the 3 left in the supply"
    claim = next(e for e in events if e.type == "favour_gained")
    assert (claim.seat, claim.amount, claim.supply) == (0, 3, 0) and state.favour == [0, 0, 0]
    assert state.wheel[0][:2] == [card.first, card.band(4)]


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_a_full_wheel_may_swap_a_token_which_goes_back_to_the_supply():
    state = new(3, 20, events=5)
    play(state, lambda s: s.phase == "combat")
    state.wheel = [["small_bronze"] * 6, ["small_bronze"] * 5 + [None], ["small_bronze"] * 5 + [None]]
    state.full_order = [0]
    state.out = [None, "defeated", "defeated"]
    state.out_order = [2, 1]
    state.favour = [0, 0, 0]
    state.supply = 0
    events = []
    state._win_event(events)
    assert state.phase == "place" and state.to_decide().kind == "swap" and state.to_decide().seat == 0
    prize = content().events[state.event].first
    assert sorted({a.kind for a in state.legal_actions()}) == ["decline", "swap"]
    events = act(state, "swap", wreath="small_bronze")
    assert state.wheel[0].count(prize) == 1 and state.wheel[0].count("small_bronze") == 5
    assert "wreath_swapped" in types(events)
    full = [e for e in events if e.type == "wheel_full"]
    assert [(e.seat, e.place) for e in full] == [(1, 2)], "the second full wheel"
    assert state.phase == "over"
    assert state.victory_points(1) == state.wheel_value(1) + 6 - state.debt[1]
    assert state.victory_points(0) == state.wheel_value(0) + 8 - state.debt[0]


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_wheel_functions_give_a_bonus_for_the_next_event_once():
    state = new(3, 21, wheel_functions=True)
    state.wheel[0] = ["small_bronze", None, None, None, None, None]
    events = []
    state._put(0, 1, "small_bronze", events)
    assert "wheel_function" in types(events) and state.next_bonus[0] == [["favour", 1, ""]]
    state.wheel[0][1] = None
    events = []
    state._put(0, 1, "small_silver", events)
    assert "wheel_function" not in types(events), "a covered function is used up"
    plain = new(3, 21)
    events = []
    plain._put(0, 1, "small_bronze", events)
    assert plain.next_bonus[0] == []


@pytest.mark.rule("gladiatores", "Play: Victory")
def test_victory_points_less_debt_ties_by_gold_then_silver():
    state = new(3, 22)
    state.wheel = [["small_gold", "small_bronze", None, None, None, None],
                   ["small_silver", "small_silver", None, None, None, None],
                   ["large_bronze", "small_bronze", "small_bronze", None, None, None]]
    state.debt = [0, 0, 2]
    state.phase = "over"
    result = state.result()
    assert list(result.scores) == [4.0, 4.0, 4.0]
    assert result.placings == (0, 1, 2) and result.winner == 0
    state.wheel[1][2] = "small_gold"
    state.debt[1] = 3
    assert state.result().placings == (1, 0, 2), "4 points, two golds beat one"


@pytest.mark.rule("gladiatores", "Reset: Cleanup")
def test_cleanup_resets_decks_hands_and_used_tactics():
    state = new(3, 23)
    play(state, lambda s: s.phase == "combat")
    revealer = state.to_decide().seat
    act(state, "reveal_tactics")
    events = play(state, lambda s: s.event_no == 2)
    shown = {e.seat for e in events if e.type == "tactics_revealed"} | {revealer}
    assert "cleanup" in types(events)
    for seat in range(3):
        assert len(state.tactics[seat]) == 6 - (1 if seat in shown else 0)
    assert sum(len(d) for d in state.decks.values()) == 77 and state.discard == [] and state.hand == [[], [], []]
    assert state.active == next(e.seat for e in events if e.type == "event_won")


@pytest.mark.rule("gladiatores", "FAQ")
def test_reuse_tactics_variant_returns_revealed_tactics():
    state = new(3, 23, reuse_tactics=True)
    play(state, lambda s: s.phase == "combat")
    act(state, "reveal_tactics")
    play(state, lambda s: s.event_no == 2)
    assert all(len(t) == 6 for t in state.tactics)


@pytest.mark.rule("gladiatores", "FAQ")
def test_an_empty_deck_is_refilled_from_the_discards_sorted_by_type():
    state = new(3, 24)
    play(state, lambda s: s.phase == "combat")
    seat = state.to_decide().seat
    state.discard = state.decks["attack"] + state.decks["defense"][:3]
    state.decks["attack"], state.decks["defense"] = [], state.decks["defense"][3:]
    events = []
    state._draw(seat, "attack", 1, events)
    assert "decks_refilled" in types(events)
    assert state.discard == [] and len(state.decks["defense"]) == len(set(state.decks["defense"]))
    from engine.gladiatores.cards import card_def
    assert all(card_def(c).type == "attack" for c in state.decks["attack"])
    assert all(card_def(c).type == "defense" for c in state.decks["defense"])
