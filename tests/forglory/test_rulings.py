"""The For Glory rulings of docs/rulings.md, one test (at least) each."""
from __future__ import annotations

import pytest

from .helpers import act, kinds, make, one, types


def combat(seats, active=0, cf=None, **extra):
    return make({"phase": "combat", "active": active, "crowds_favor": len(seats) - 1 if cf is None else cf,
                 "seat": seats, **extra})


@pytest.mark.rule("forglory", "Action: Reserve")
def test_ruling_2_reserve_bought_back_inside_a_reaction_window():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "reserve": ["Parry"], "coins": 1},
                {"arena": ["Provocator"], "reserve": ["Heavy Blow"], "coins": 3}])
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    # the "when attacks" window: both Reserves may be bought back at any time, so both seats are asked
    for seat in (1, 2):
        d = s.to_decide()
        assert (d.seat, d.kind) == (seat, "reaction") and set(kinds(s)) == {"buyback", "pass"}
        act(s, "pass")
    act(s, "strike", target=one(s, 1, "arena", "Murmillo"))
    d = s.to_decide()
    assert d.seat == 1 and d.kind == "reaction" and set(kinds(s)) == {"buyback", "buyback_play", "pass"}
    act(s, "buyback", income=(), coins=1)
    assert s.to_decide().seat == 1 and "play" in kinds(s)  # still seat 1's turn in the window
    act(s, "play", card=one(s, 1, "hand", "Parry"), target=one(s, 1, "arena", "Murmillo"))
    # seat 2's Reserve holds only a Tactic, but buying it back is still open to it
    d = s.to_decide()
    assert d.seat == 2 and d.kind == "reaction" and set(kinds(s)) == {"buyback", "pass"}
    act(s, "pass")
    assert s.to_decide().kind != "reaction"  # nobody else has anything: everyone passed in a row


@pytest.mark.rule("forglory", "Reaction Window")
def test_ruling_3_attack_window_damage_resolves_before_the_attack():
    s = combat([{"arena": ["Arbelas"]}, {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    arb, mur = one(s, 0, "arena", "Arbelas"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=arb)
    events = act(s, "use", card=arb, index=0, target=mur)
    assert "damage_resolved" in types(events) and s.to_decide().kind == "attack_target"


@pytest.mark.rule("forglory", "Attack")
def test_ruling_4_an_attacker_defeated_in_the_attack_window_deals_nothing():
    s = combat([{"arena": [{"name": "Samnite", "damage": 2}]}, {"arena": ["Murmillo"], "hand": ["Riposte"]},
                {"arena": ["Provocator"]}])
    sam = one(s, 0, "arena", "Samnite")
    act(s, "attack", gladiator=sam)
    act(s, "play", card=one(s, 1, "hand", "Riposte"), target=sam)
    assert sam not in s.arena[0]
    assert one(s, 1, "arena", "Murmillo") not in s.damage and one(s, 2, "arena", "Provocator") not in s.damage


@pytest.mark.rule("forglory", "Losing Influence")
def test_ruling_5_forced_discard_comes_before_the_abilitys_effects():
    s = combat([{"arena": ["Samnite", "Gallus"], "villa": ["Praetor", "Crooked Senator"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    mur = one(s, 1, "arena", "Murmillo")
    act(s, "use", card=one(s, 0, "villa", "Praetor"), index=0, target=mur)
    # exhausting Praetor (the cost) loses its Influence at once: the discard comes first
    assert s.to_decide().kind == "influence_discard" and s.assigned == {}
    events = act(s, "discard", gladiator=one(s, 0, "arena", "Samnite"))
    seen = types(events)
    assert seen.index("gladiator_defeated") < seen.index("damage_assigned")
    assert s.damage == {mur: 1} and s.coins[0] >= 1


@pytest.mark.rule("forglory", "Losing Influence")
def test_ruling_5_an_effect_on_a_discarded_gladiator_does_nothing():
    s = combat([{"arena": ["Samnite", "Gallus"], "villa": ["Praetor", "Crooked Senator"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    sam = one(s, 0, "arena", "Samnite")
    act(s, "use", card=one(s, 0, "villa", "Praetor"), index=0, target=sam)
    events = act(s, "discard", gladiator=sam)
    assert "damage_assigned" not in types(events) and s.damage == {} and s.assigned == {}


@pytest.mark.rule("forglory", "Combat Turns")
def test_ruling_6_seats_out_of_the_battle_still_react():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo", "Gallus"]}, {"hand": ["Feint"]}])
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    act(s, "strike", target=one(s, 1, "arena", "Murmillo"))
    d = s.to_decide()
    assert d.seat == 2 and d.kind == "reaction"
    act(s, "pass")
    # seat 2 takes no Combat Turn: seat 1 plays next
    assert s.to_decide().seat == 1 and s.to_decide().kind == "combat_turn"


@pytest.mark.rule("forglory", "Ending a Battle in a Draw")
def test_ruling_7_nobody_in_the_arena_goes_to_the_crowds_favor():
    deck = ["Denarius"] * 7
    s = make({"phase": "late_registration", "active": 2, "crowds_favor": 1, "round": 1,
              "seat": [{"deck": deck}, {"deck": deck}, {"deck": deck}]})
    assert s.round == 2  # the Battle ended at once
    assert s.cf == 2  # last place (reverse order from the Crowd's Favor: 1, 0, 2) takes it
    assert len([c for c in s.villa[1] if s.d(c).type == "arena"]) == 2


@pytest.mark.rule("forglory", "Tactic")
def test_ruling_8_pierce_comes_back_even_when_its_defeat_ends_the_battle():
    deck = ["Denarius"] * 7
    s = combat([{"arena": ["Gallus"], "hand": ["Pierce"], "coins": 5, "deck": deck},
                {"arena": [{"name": "Samnite", "damage": 2}], "deck": deck}, {"deck": deck}], round=1)
    pierce = one(s, 0, "hand", "Pierce")
    events = act(s, "play", card=pierce, target=one(s, 1, "arena", "Samnite"))
    assert "battle_ended" in types(events) and "rewards_taken" not in types(events)
    assert s.to_decide().kind == "pierce_return" and s.round == 1
    events = act(s, "pierce", income=(), coins=2)
    # Pierce is back in the Hand before Resolution refills it
    assert "rewards_taken" in types(events) and s.round == 2 and pierce in s.hand[0] and s.coins[0] == 3


@pytest.mark.rule("forglory", "Winning the Game")
def test_ruling_8_pierce_offer_lapses_when_the_game_ends():
    s = combat([{"arena": ["Gallus"], "hand": ["Pierce"], "coins": 5},
                {"arena": [{"name": "Samnite", "damage": 2}]}, {}], round=3)
    act(s, "play", card=one(s, 0, "hand", "Pierce"), target=one(s, 1, "arena", "Samnite"))
    assert s.to_decide() is None and s.result().winner == 0


@pytest.mark.rule("forglory", "Champions")
def test_ruling_9_upgrades_only_while_taking_actions():
    s = combat([{"arena": ["Gallus"], "hand": ["Flamma I"], "coins": 9,
                 "champion_stack": ["Flamma II", "Flamma III", "Flamma IV", "Flamma V"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    assert "upgrade" not in kinds(s)


@pytest.mark.rule("forglory", "Reaction Window")
def test_ruling_11_an_ability_once_per_window():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "villa": ["Vestalis", "Lanista"]},
                {"arena": ["Provocator"]}])
    mur = one(s, 1, "arena", "Murmillo")
    vest = one(s, 1, "villa", "Vestalis")
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    act(s, "strike", target=mur)
    act(s, "use", card=vest, index=0, target=mur)
    assert s.damage == {mur: 2} and vest in s.exhausted


@pytest.mark.rule("forglory", "Setup")
def test_ruling_12_only_the_top_arena_card_is_public():
    s = make({"seat": [{"hand": ["Lanista"]}, {}, {}], "arena_deck": ["Capua", "Pompeii", "Nola"]})
    obs = s.observation(1)
    assert s.names[obs["arena_deck_top"]] == "Capua" and obs["arena_deck_count"] == 3
    assert set(obs["names"].values()).isdisjoint({"Pompeii", "Nola"})


@pytest.mark.rule("forglory", "Check for Arena Phase")
def test_ruling_13_safety_net_for_a_game_that_cannot_end():
    s = make({"turns": 399, "seat": [{"hand": ["Lanista"]}, {"hand": ["Lanista"]}, {"hand": ["Lanista"]}]})
    act(s, "end_turn")
    act(s, "end_turn")
    events = act(s, "end_turn")
    assert "arena_phase_started" in types(events) and s.tokens_left == 2


@pytest.mark.rule("forglory", "Resolution")
def test_ruling_14_two_seat_house_variant_rewards():
    deck = ["Denarius"] * 7
    s = combat([{"arena": ["Gallus"], "deck": deck}, {"arena": [{"name": "Samnite", "damage": 2}], "deck": deck}],
               cf=0, round=1, arena_deck=["Capua", "Pompeii", "Nola"])
    assert s.rounds == 3
    events = act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    rewards = {e.seat: e for e in events if e.type == "rewards_taken"}
    assert len(rewards[0].arenas) == 2 and rewards[0].boast is not None
    assert rewards[1].arenas == () and rewards[1].crowds_favor and s.cf == 1


@pytest.mark.rule("forglory", "Ready Patrons & Arenas")
def test_ruling_15_scenarios_start_after_the_ready_step():
    s = make({"seat": [{"hand": ["Lanista"], "villa": [{"name": "Aedile", "exhausted": True}]}, {}, {}]})
    assert one(s, 0, "villa", "Aedile") in s.exhausted


def _net(s, seat=0):
    """Seat ``seat``'s Retiarius throws its net at the only other Gladiator left."""
    ret = one(s, seat, "arena", "Retiarius")
    target = next(g for g in s.all_gladiators() if g != ret)
    return act(s, "use", card=ret, index=0, target=target)


def _stall_battle(cf: int, third_seat: dict | None = None):
    """A final Battle about to start: seat 0's Retiarius (Agility 4) against seat 1's Murmillo."""
    deck = ["Denarius"] * 7
    third = third_seat or {"deck": deck}
    return make({"phase": "late_registration", "active": 1, "late_done": 2, "crowds_favor": cf, "round": 3,
                 "seat": [{"arena": ["Retiarius"], "deck": deck}, {"arena": ["Murmillo"], "deck": deck}, third]})



@pytest.mark.rule("forglory", "Ready Gladiators and Redetermine Initiative")
def test_ruling_19_the_retiarius_scenario_stalls_and_ends():
    from engine.forglory import RULESET
    from engine.forglory.common import STALL_ROUNDS

    config = RULESET.scenario_config("engine/forglory/scenarios/retiarius_stall.toml", {})
    s = RULESET.new_game(config, 1)
    # the scenario starts inside a Combat Turn: its first Ready step is the first one compared against
    for _ in range(STALL_ROUNDS):
        events = _net(s)
        assert "gladiators_readied" in types(events) and "battle_stalled" not in types(events)
    events = _net(s)
    assert types(events)[-3:] == ["battle_stalled", "battle_ended", "game_over"]
    assert s.to_decide() is None and s.result().placings == (1, 0, 2)  # the Crowd's Favor takes the draw


@pytest.mark.rule("forglory", "Ending a Battle in a Draw")
@pytest.mark.parametrize("cf, placings", [(0, (0, 1, 2)), (1, (1, 0, 2)), (2, (1, 0, 2))])
def test_ruling_19_rounds_that_change_nothing_end_in_a_draw_placed_by_the_crowds_favor(cf, placings):
    s = _stall_battle(cf)
    assert s.phase == "combat" and s.to_decide().seat == 0  # the Retiarius has the Initiative
    assert [e.type for e in _net(s) + _net(s)].count("gladiators_readied") == 2 and s.phase == "combat"
    stalled = next(e for e in _net(s) if e.type == "battle_stalled")
    assert stalled.seats == (0, 1) and stalled.rounds == 3
    # seat 2 never had a Gladiator: below both; between seats 0 and 1 the Crowd's Favor, then reverse turn order
    assert s.result().placings == placings


@pytest.mark.rule("forglory", "Ready Gladiators and Redetermine Initiative")
def test_ruling_19_a_round_that_changes_anything_starts_the_count_again():
    s = _stall_battle(1)
    _net(s)
    _net(s)
    assert s.idle_rounds == 2
    events = act(s, "attack", gladiator=one(s, 0, "arena", "Retiarius"))
    events += act(s, "strike", target=one(s, 1, "arena", "Murmillo")) if s.to_decide().kind == "target" else []
    events += act(s, "attack", gladiator=one(s, 1, "arena", "Murmillo"))
    events += act(s, "strike", target=one(s, 0, "arena", "Retiarius")) if s.to_decide().kind == "target" else []
    assert "gladiators_readied" in types(events) and "battle_stalled" not in types(events)
    assert s.phase == "combat" and s.idle_rounds == 0 and s.to_decide().seat == 0
    events = _net(s) + _net(s)
    assert "battle_stalled" not in types(events)
    assert "battle_stalled" in types(_net(s))


@pytest.mark.rule("forglory", "Ready Gladiators and Redetermine Initiative")
def test_ruling_19_the_count_is_saved_and_older_saves_still_load():
    s = _stall_battle(1)
    _net(s)
    _net(s)
    data = s.to_json()
    assert data["state"]["ready_key"] is not None and data["state"]["idle_rounds"] == 2
    assert "battle_stalled" in types(_net(type(s).from_json(data)))
    del data["state"]["ready_key"], data["state"]["idle_rounds"]  # saved before this ruling: counts afresh
    old = type(s).from_json(data)
    assert [("battle_stalled" in types(_net(old))) for _ in range(4)] == [False, False, False, True]
