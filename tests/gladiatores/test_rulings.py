"""The rulings of docs/rulings.md (Gladiatores, 21-29) that fill the book's gaps, each
started from a scenario file."""
from __future__ import annotations

import pytest

from engine.core import Action

from .helpers import act, scenario, types

FIGHT = '''phase = "combat"
event = "Ludi Plebeii"
{top}
[[seat]]
gladiator = "{a}"
turn_order = 1
{one}
[[seat]]
gladiator = "{b}"
turn_order = 2
{two}
'''


def fight_file(tmp_path, a="Verus", b="Priscus", top="", one="", two="", **config):
    return scenario(FIGHT.format(a=a, b=b, top=top, one=one, two=two), tmp_path, **config)


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_an_outbid_seat_may_outbid_again_on_the_gladiator_it_lost(tmp_path):
    text = '''[[seat]]
wheel = ["small_gold"]
[[seat]]
wheel = ["small_gold"]
[[seat]]
wheel = ["small_gold"]
[[seat]]
wheel = ["small_gold"]
[market]
bids = [{row = 1, space = 2, seat = 1}]
closed = [{row = 1, space = 1}]
speaker = 2
outbid = [0]
'''
    state = scenario(text, tmp_path)
    assert state.to_decide().seat == 0
    assert Action.make("bid", row=1) in state.legal_actions(), "l. 110: another option, the gold space"
    events = act(state, "bid", row=1)
    assert next(e for e in events if e.type == "outbid").seat == 1
    assert state.closed == [[0, 0], [0, 1]]


@pytest.mark.rule("gladiatores", "Play: Ready Gladiators")
def test_ready_cards_are_chosen_one_at_a_time_and_seen_by_their_drawer_only(tmp_path):
    text = '''phase = "ready"
active = 0
[[seat]]
gladiator = "Verus"
to_draw = 2
[[seat]]
gladiator = "Priscus"
to_draw = 1
[[seat]]
gladiator = "Flamma"
to_draw = 0
'''
    state = scenario(text, tmp_path)
    decision = state.to_decide()
    assert decision.kind == "draw" and decision.seat == 0
    assert {a.deck for a in state.legal_actions()} == {"attack", "defense", "effect"}
    drawn = next(e for e in act(state, "draw", deck="effect") if e.type == "cards_drawn")
    assert drawn.view_for(0).cards and drawn.view_for(1).cards is None and drawn.view_for(None).cards is None
    assert drawn.view_for(1).deck == "effect", "which deck is public; the card is not"
    assert state.to_decide().seat == 0, "the next card is chosen after seeing the first"
    act(state, "draw", deck="attack")
    assert state.to_decide().seat == 1


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_two_abilities_share_one_flip(tmp_path):
    feint = 'step = "respond"'
    exchange = '[exchange]\nattacker = 0\ntarget = 1\ncards = ["STRIKE", "DODGE", "FEINT"]\n'
    for flipped in (False, True):
        two = 'hand = ["PARRY", "BLOCK"]' + ('\nability = "flipped"' if flipped else "")
        state = scenario(FIGHT.format(a="Priscus", b="Astyanax", top=feint, one='hand = ["STRIKE"]', two=two)
                         + exchange, tmp_path)
        darling = Action.make("ability", name="Crowd's Darling") in state.legal_actions()
        assert darling is not flipped, "one gladiator card, one flip for both abilities (l. 247)"
    state = fight_file(tmp_path, a="Priscus", b="Astyanax", one='hand = ["STRIKE", "STRIKE"]',
                       two='hand = ["PARRY", "BLOCK"]')
    act(state, "attack", card="STRIKE", target=1)
    act(state, "ability", name="Quick Feet")
    assert not state.ability_ready[1], "using Quick Feet flips Crowd's Darling with it"


@pytest.mark.rule("gladiatores", "FAQ")
def test_bash_is_chosen_when_played_and_a_file_holds_the_full_bash(tmp_path):
    state = fight_file(tmp_path, one='hand = ["BASH", "STRIKE"]', two='hand = ["BLOCK", "STRIKE"]')
    assert {a.get("option") for a in state.legal_actions() if a.kind == "attack"} >= {1, 2}
    events = act(state, "attack", card="BASH", target=1, option=1)
    assert "exchange_ended" in types(events), "l. 339: the draw option needs no answer"
    state = scenario(FIGHT.format(a="Verus", b="Priscus", top='step = "respond"', one='hand = ["STRIKE"]',
                                  two='hand = ["BLOCK", "STRIKE"]')
                     + '[exchange]\nattacker = 0\ntarget = 1\ncards = ["BASH"]\n', tmp_path)
    assert state.to_decide().kind == "respond" and Action.make("counter", card="BLOCK") in state.legal_actions()
    act(state, "pass")
    assert state.life[1] == state.life_max[1] - 1, "the full bash wounds (l. 335)"


@pytest.mark.rule("gladiatores", "Play: Winning an Event")
def test_all_favour_held_is_converted_the_gladiators_own_too(tmp_path):
    text = FIGHT.format(a="Verus", b="Priscus", top='step = "respond"\nsupply = 10', one='hand = ["STRIKE", "STRIKE"]',
                        two='hand = ["STRIKE"]\nlife = 1\nfavour = 1') + \
        '[exchange]\nattacker = 0\ntarget = 1\ncards = ["STRIKE"]\n'
    state = scenario(text, tmp_path, mode="quickplay")
    events = act(state, "pass")
    prizes = [(e.seat, e.wreath, e.reason) for e in events if e.type == "prize_awarded"]
    assert (1, "small_bronze", "1 crowd favour") in prizes, "the loser's own starting favour converts (l. 96, 269)"
    assert state.favour == [0, 0]


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_two_wheels_filled_in_one_reward_step_in_the_order_tokens_are_placed(tmp_path):
    text = '''phase = "reward"
event = "Floralia"
winner = 1
[[seat]]
wheel = ["small_bronze", "small_bronze", "small_bronze", "small_bronze", "small_bronze"]
[[seat]]
wheel = ["small_bronze", "small_bronze", "small_bronze", "small_bronze", "small_bronze"]
[[prizes]]
seat = 1
wreath = "large_silver"
[[prizes]]
seat = 0
wreath = "small_silver"
'''
    state = scenario(text, tmp_path)
    assert state.phase == "over" and state.full_order == [1, 0]
    assert state.victory_points(1) == 5 + 5 + 8 and state.victory_points(0) == 5 + 2 + 6


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_every_token_covers_one_space(tmp_path):
    text = '''phase = "reward"
event = "Floralia"
winner = 0
[[seat]]
wheel = ["small_bronze", "small_bronze", "small_bronze", "small_bronze"]
[[seat]]
[[prizes]]
seat = 0
wreath = "large_silver"
'''
    state = scenario(text, tmp_path)
    assert state.wheel[0][4] == "large_silver" and state.wheel[0][5] is None


@pytest.mark.rule("gladiatores", "Quickplay Setup")
def test_a_quickplay_game_is_won_on_victory_points_from_its_one_event(tmp_path):
    text = FIGHT.format(a="Verus", b="Priscus", top='step = "respond"', one='hand = ["STRIKE", "STRIKE"]',
                        two='hand = ["STRIKE"]\nlife = 1') + '[exchange]\nattacker = 0\ntarget = 1\ncards = ["STRIKE"]\n'
    state = scenario(text, tmp_path, mode="quickplay")
    events = act(state, "pass")
    assert "event_won" in types(events) and state.phase == "over"
    result = state.result()
    assert list(result.scores) == [float(state.victory_points(s)) for s in range(2)]
    assert result.winner == 0 and state.victory_points(0) > state.victory_points(1)


@pytest.mark.rule("gladiatores", "Quickplay Setup")
def test_quickplay_gladiators_are_random_or_chosen_in_turn():
    from .helpers import new
    drawn = new(3, 7, mode="quickplay")
    assert drawn.phase == "ready" and all(drawn.glad), "l. 61: a random gladiator each"
    state = new(3, 7, mode="quickplay", quick_gladiators="chosen")
    assert state.phase == "pick" and state.to_decide().kind == "pick_gladiator"
    first = state.to_decide().seat
    assert first == state.active and len(state.legal_actions()) == 10
    act(state, "pick", gladiator="Verus")
    assert Action.make("pick", gladiator="Verus") not in state.legal_actions(), "each gladiator once"
    act(state, "pick", gladiator="Crixus")
    act(state, "pick", gladiator="Flamma")
    assert state.phase == "ready" and state.glad[first] == "Verus"


@pytest.mark.rule("gladiatores", "Wheel of Glory")
def test_a_full_wheel_may_give_up_two_tokens_for_one_as_the_book_shows():
    state = scenario("full_wheel_swap")
    assert Action.make("swap", wreath="small_bronze", also="small_bronze") in state.legal_actions()
    events = act(state, "swap", wreath="small_bronze", also="small_bronze")
    swapped = next(e for e in events if e.type == "wreath_swapped")
    assert (swapped.removed, swapped.also, swapped.wreath) == ("small_bronze", "small_bronze", "large_silver")
    assert state.wheel[1].count("small_bronze") == 1 and state.wheel[1].count("large_silver") == 1
