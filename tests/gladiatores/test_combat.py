"""The fight: Combat Sequence, exchanges of BREAK cards, card effects, abilities, favour,
Discarding Cards and Exhaustion, on laid-out quickplay fights."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.gladiatores.cards import name_of

from .helpers import act, fight, kinds, names, types


def counters(state):
    return sorted(a.card for a in state.legal_actions() if a.kind == "counter")


def top_of_deck(state, deck, name):
    """Put a card called ``name`` on top of ``deck`` (the next one drawn)."""
    card = next(c for c in state.decks[deck] if name_of(c) == name)
    state.decks[deck].remove(card)
    state.decks[deck].append(card)


@pytest.mark.rule("gladiatores", "Combat Example")
def test_combat_example_step_by_step_ends_with_astyanax_ability():
    state = fight(["Astyanax", "Kalendio"], [["STRIKE", "DODGE", "BLOCK", "CLEAVE"],
                                            ["PARRY", "THRUST", "FEINT", "STRIKE", "BLOCK"]])
    # the Active Player targets the other gladiator with a STRIKE
    act(state, "attack", card="STRIKE", target=1)
    assert state.to_decide().seat == 1 and counters(state) == ["BLOCK", "PARRY"]
    act(state, "counter", card="PARRY")
    # PARRY can be broken by DISARM or GRAB: Astyanax holds neither and passes
    assert state.to_decide().seat == 0 and counters(state) == []
    events = act(state, "pass")
    assert "wounded" not in types(events), "the STRIKE's wound never happens"
    # the PARRY's trigger: Kalendio may counter-attack
    assert state.to_decide().kind == "counter_attack" and state.to_decide().seat == 1
    act(state, "attack", card="THRUST", target=0)
    assert counters(state) == ["BLOCK", "DODGE"]
    top_of_deck(state, "defense", "PARRY")
    before = len(state.hand[0])
    events = act(state, "counter", card="DODGE")
    assert "cards_drawn" in types(events) and len(state.hand[0]) == before, "DODGE draws a card at once"
    assert counters(state) == ["FEINT"]
    act(state, "counter", card="FEINT")
    # no DODGE left: Astyanax uses his ability, a combat finisher
    assert counters(state) == [] and Action.make("ability", name="Crowd's Darling") in state.legal_actions()
    supply = state.supply
    events = act(state, "ability", name="Crowd's Darling")
    assert types(events)[:3] == ["ability_used", "favour_gained", "exchange_ended"]
    assert state.favour[0] == 1 and state.supply == supply - 1
    assert state.life[0] == state.life_max[0] and not state.ability_ready[0]
    assert state.pile == [] and state.active == 1 and state.to_decide().kind == "turn"


@pytest.mark.rule("gladiatores", "Combat Example")
def test_combat_example_feint_unanswered_lets_the_trident_thrust_wound():
    state = fight(["Astyanax", "Kalendio"], [["STRIKE", "DODGE", "CLEAVE"], ["PARRY", "THRUST", "FEINT", "STRIKE"]])
    act(state, "attack", card="STRIKE", target=1)
    act(state, "counter", card="PARRY")
    act(state, "pass")
    act(state, "attack", card="THRUST", target=0)
    top_of_deck(state, "defense", "BLOCK")
    act(state, "counter", card="DODGE")
    act(state, "counter", card="FEINT")
    events = act(state, "pass")
    assert "wounded" in types(events) and state.life[0] == state.life_max[0] - 1
    assert state.favour[1] == 2, "1 for the THRUST when played, 1 for the wound"


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_kalendio_entangles_a_block():
    state = fight(["Kalendio", "Astyanax"], [["THRUST", "STRIKE"], ["BLOCK", "STRIKE"]])
    act(state, "attack", card="THRUST", target=1)
    act(state, "counter", card="BLOCK")
    assert Action.make("ability", name="Entangle") in state.legal_actions()
    events = act(state, "ability", name="Entangle")
    assert state.life[1] == state.life_max[1] - 1 and "exchange_ended" in types(events)
    assert "favour_gained" in types(events), "the BLOCK's trigger never happens; the wound's favour does"
    assert state.favour[1] == 0


@pytest.mark.rule("gladiatores", "Play: Combat")
def test_only_the_last_card_triggers_and_used_cards_are_discarded():
    state = fight(["Verus", "Priscus"], [["STRIKE", "CLEAVE"], ["BLOCK", "STRIKE", "STRIKE"]])
    act(state, "attack", card="STRIKE", target=1)
    act(state, "counter", card="BLOCK")
    events = act(state, "pass")
    assert state.life[1] == state.life_max[1] and state.favour[1] == 1, "BLOCK's trigger (favour), not STRIKE's wound"
    assert sorted(name_of(c) for c in state.discard) == ["BLOCK", "STRIKE"]
    assert "exchange_ended" in types(events)
    # a STRIKE left standing wounds
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    assert state.life[0] == state.life_max[0] - 1 and state.favour[1] == 2


@pytest.mark.rule("gladiatores", "Combat Sequence")
def test_with_no_attack_card_the_turn_must_be_a_discard():
    state = fight(["Verus", "Priscus"], [["BLOCK", "DODGE", "TAUNT"], ["STRIKE"]])
    assert kinds(state) == ["discard"]
    with pytest.raises(IllegalAction):
        act(state, "effect", card="TAUNT")


@pytest.mark.rule("gladiatores", "Combat Sequence")
def test_the_target_may_only_break_with_cards_named_on_the_active_card():
    state = fight(["Verus", "Priscus"], [["CLEAVE", "STRIKE"], ["DODGE", "PARRY", "GRAB", "STRIKE"]])
    act(state, "attack", card="CLEAVE", target=1)
    assert counters(state) == ["PARRY"], "CLEAVE names PARRY and BLOCK only"
    with pytest.raises(IllegalAction):
        act(state, "counter", card="DODGE")
    assert "pass" in kinds(state)


@pytest.mark.rule("gladiatores", "Combat Sequence")
def test_the_active_player_marker_passes_to_the_next_turn_order_and_wraps():
    state = fight(["Verus", "Priscus", "Crixus"], [["STRIKE", "STRIKE", "LUNGE"]] * 3)
    state.turn_order = [2, 3, 1]
    state.active = 2
    for expected in (0, 1, 2):
        act(state, "attack", card="STRIKE", target=(state.active + 1) % 3)
        act(state, "pass")
        assert state.active == expected


@pytest.mark.rule("gladiatores", "Exhaustion")
def test_an_exhausted_gladiator_leaves_the_fight_and_cannot_be_targeted():
    state = fight(["Verus", "Priscus", "Crixus"], [["STRIKE", "STRIKE"], ["PARRY"], ["STRIKE", "STRIKE"]])
    act(state, "attack", card="STRIKE", target=1)
    act(state, "counter", card="PARRY")
    events = act(state, "pass")  # the PARRY stands, but Priscus has no Attack card left to counter with
    assert "gladiator_exhausted" in types(events) and state.out[1] == "exhausted"
    assert state.active == 2
    assert {a.target for a in state.legal_actions() if a.kind == "attack"} == {0}


@pytest.mark.rule("gladiatores", "Exhaustion")
def test_an_exhausted_gladiator_can_still_come_second():
    state = fight(["Verus", "Priscus", "Crixus"], [["STRIKE", "STRIKE"], ["PARRY"], ["STRIKE"]])
    state.life[2] = 1
    act(state, "attack", card="STRIKE", target=1)
    act(state, "counter", card="PARRY")
    act(state, "pass")  # Priscus exhausted
    act(state, "attack", card="STRIKE", target=0)  # Crixus plays his last card
    events = act(state, "pass")  # the STRIKE wounds Verus; Crixus is now exhausted too
    assert state.winner == 0
    prizes = {e.reason: e.seat for e in events if e.type == "prize_awarded"}
    assert prizes["1st prize"] == 0 and prizes["2nd prize"] == 2
    assert state.out_order == [1, 2]


@pytest.mark.rule("gladiatores", "Combat Cards")
def test_bash_option_is_chosen_when_played():
    state = fight(["Verus", "Priscus"], [["BASH", "BASH", "STRIKE"], ["BLOCK", "STRIKE"]])
    assert {a.get("option") for a in state.legal_actions() if a.kind == "attack" and a.card == "BASH"} == {1, 2}
    events = act(state, "attack", card="BASH", target=1, option=1)
    assert "exchange_ended" in types(events), "the quick shove leaves nothing to answer"
    assert state.active == 1 and len(state.hand[0]) == 3 and state.life[1] == state.life_max[1]
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    act(state, "attack", card="BASH", target=1, option=2)
    assert state.to_decide().kind == "respond" and counters(state) == ["BLOCK"]
    events = act(state, "pass")
    assert state.life[1] == state.life_max[1] - 1 and "card_knocked_away" in types(events)
    assert state.out[1] == "exhausted"


@pytest.mark.rule("gladiatores", "Combat Cards")
def test_favour_benefit_on_play_and_weapon_conditions():
    state = fight(["Flamma", "Verus"], [["THRUST", "CLEAVE"], ["STRIKE", "STRIKE"]])
    events = act(state, "attack", card="THRUST", target=1)
    assert "favour_gained" in types(events) and state.favour[0] == 1, "THRUST's favour comes when played"
    act(state, "pass")
    assert state.life[1] == state.life_max[1], "a THRUST without spear, trident or gladius does not wound"
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    act(state, "attack", card="CLEAVE", target=1)
    act(state, "pass")
    assert state.life[1] == state.life_max[1] - 2, "CLEAVE with an axe wounds twice"


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_an_ability_flips_and_refreshes_at_the_end_of_the_owners_next_turn():
    state = fight(["Flamma", "Verus"], [["STRIKE"] * 4, ["STRIKE"] * 4])
    act(state, "ability", name="Showman")  # red triangle: instead of an attack
    assert state.favour[0] == 1 and not state.ability_ready[0] and state.active == 1
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    assert not any(a.kind == "ability" for a in state.legal_actions())
    act(state, "attack", card="STRIKE", target=1)
    events = act(state, "pass")  # the end of Flamma's next turn
    assert state.ability_ready[0] and "ability_refreshed" in types(events)


@pytest.mark.rule("gladiatores", "Gladiator Cards")
def test_a_counter_ability_used_out_of_turn_refreshes_after_the_owners_next_turn():
    state = fight(["Verus", "Spiculus"], [["GRAB", "STRIKE", "STRIKE"], ["STRIKE", "STRIKE", "PARRY"]])
    state_turns = state.turns_taken[1]
    act(state, "attack", card="STRIKE", target=1)
    act(state, "counter", card="PARRY")
    act(state, "counter", card="GRAB")
    act(state, "ability", name="Riposte")
    assert state.life[0] == state.life_max[0] - 1 and not state.ability_ready[1]
    assert state.turns_taken[1] == state_turns
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    assert state.ability_ready[1], "refreshed at the end of Spiculus' next turn"


@pytest.mark.rule("gladiatores", "Discarding Cards")
def test_discard_pays_one_favour_if_any_and_draws_from_the_chosen_deck():
    state = fight(["Verus", "Priscus"], [["BLOCK", "STRIKE"], ["STRIKE", "STRIKE"]])
    state.favour[0] = 2
    events = act(state, "discard", card="BLOCK")
    assert state.favour[0] == 1 and events[0].favour_paid == 1
    assert state.to_decide().kind == "draw" and state.to_decide().seat == 0
    assert sorted(a.deck for a in state.legal_actions()) == ["attack", "defense", "effect"]
    act(state, "draw", deck="effect")
    assert len(state.hand[0]) == 2 and state.active == 1
    assert any(name_of(c) == "BLOCK" for c in state.discard)
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    state.favour[0] = 0
    act(state, "discard", card="STRIKE")
    assert state.favour[0] == 0, "no favour, no penalty"


@pytest.mark.rule("gladiatores", "Crowd Favour")
def test_wounds_and_defeat_give_favour_from_the_event_supply_until_it_is_empty():
    state = fight(["Verus", "Priscus", "Crixus"], [["STRIKE", "STRIKE", "LUNGE"]] * 3)
    state.life[1] = 1
    supply = state.supply
    events = act(state, "attack", card="STRIKE", target=1)
    events += act(state, "pass")
    assert "gladiator_defeated" in types(events) and state.out[1] == "defeated"
    assert state.favour[0] == 3 and state.supply == supply - 3, "1 for the wound, 2 for the defeat"
    state.supply = 0
    act(state, "attack", card="STRIKE", target=0)
    act(state, "pass")
    assert state.favour[2] == 0 and state.life[0] == state.life_max[0] - 1, "an empty supply gives nothing"


@pytest.mark.rule("gladiatores", "Crowd Favour")
def test_favour_from_loser_variant_takes_from_the_victim_once_the_supply_is_empty():
    state = fight(["Verus", "Priscus"], [["STRIKE"] * 3, ["STRIKE"] * 3], favour_from_loser=True)
    state.supply, state.favour[1] = 0, 2
    act(state, "attack", card="STRIKE", target=1)
    events = act(state, "pass")
    assert "favour_taken" in types(events) and state.favour == [1, 1]
    plain = fight(["Verus", "Priscus"], [["STRIKE"] * 3, ["STRIKE"] * 3])
    plain.supply, plain.favour[1] = 0, 2
    act(plain, "attack", card="STRIKE", target=1)
    act(plain, "pass")
    assert plain.favour == [0, 2]


@pytest.mark.rule("gladiatores", "Play: Combat")
def test_red_triangle_effect_card_is_played_instead_of_an_attack():
    state = fight(["Verus", "Priscus"], [["TAUNT", "STRIKE"], ["STRIKE"]])
    events = act(state, "effect", card="TAUNT")
    assert state.favour[0] == 1 and "cards_drawn" in types(events) and state.active == 1
    assert names(state, 0).count("STRIKE") >= 1 and len(state.hand[0]) == 2


@pytest.mark.rule("gladiatores", "Combat Sequence")
def test_a_standing_parry_is_always_asked_so_the_question_reveals_nothing():
    state = fight(["Verus", "Priscus"], [["STRIKE", "STRIKE"], ["PARRY", "BLOCK"]])
    act(state, "attack", card="STRIKE", target=1)
    act(state, "counter", card="PARRY")
    act(state, "pass")
    assert state.to_decide().kind == "counter_attack" and state.to_decide().seat == 1
    assert [a.kind for a in state.legal_actions()] == ["decline"]
    act(state, "decline")
    assert state.active == 1 and state.to_decide().kind == "turn"
