"""The Machinations Phase: ready, take actions (Buy, Play, Reserve), discard, refill, draw, check."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction

from .helpers import act, ids, kinds, legal, make, one, supply_id, types


def paul():
    """Paul's table before his Take Actions step (the rulebook's example)."""
    return make({"seat": [
        {"hand": ["Denarius"] * 4 + ["Unscrupulous Consul", "Hoplomachus", "Parry"], "coins": 3,
         "villa": ["Crooked Senator"], "deck": ["Denarius"] * 7},
        {"hand": ["Denarius"] * 7}, {"hand": ["Denarius"] * 7}],
        "supply": {"training": ["Evade", "Pierce", "Heavy Blow"]}})


@pytest.mark.rule("forglory", "Example: Take Actions")
def test_pauls_take_actions_example():
    s = paul()
    evade = supply_id(s, "Evade")
    hop = one(s, 0, "hand", "Hoplomachus")
    assert s.d(evade).cost == 7
    assert not legal(s, "play", card=hop), "one Influence cannot field a Hoplomachus yet"
    denarii = tuple(sorted(ids(s, 0, "hand", "Denarius"), key=lambda c: int(c[1:])))
    # 1) buy Evade: four Coin from Income cards plus three Coin Tokens
    events = act(s, "buy", card=evade, income=denarii, coins=3)
    assert types(events)[:2] == ["coin_spent", "card_bought"]
    assert s.coins[0] == 0 and s.discard[0][-1] == evade
    # 2) play the Unscrupulous Consul into the Villa
    act(s, "play", card=one(s, 0, "hand", "Unscrupulous Consul"))
    assert s.influence(0) == 3
    # 3) play the Hoplomachus into the Arena: 3 Influence covers its 2
    act(s, "play", card=hop)
    assert hop in s.arena[0] and s.required(0) == 2 <= s.influence(0)
    # 4) reserve the Reaction card face down
    parry = one(s, 0, "hand", "Parry")
    events = act(s, "reserve", card=parry)
    assert events[0].type == "card_reserved" and events[0].view_for(1).get("card") is None
    assert s.reserve[0] == [parry]
    assert s.observation(1)["seats"][0]["reserve_count"] == 1 and "reserve" not in s.observation(1)["seats"][0]
    # the hand is empty and nothing else is possible: the turn ended by itself
    assert s.active == 1 and s.discard[0][-1] == evade and len(s.hand[0]) == 7


@pytest.mark.rule("forglory", "Take Actions")
def test_actions_any_number_of_times_in_any_order():
    s = make({"seat": [{"hand": ["Crooked Senator", "Lanista", "Samnite", "Gallus", "Parry", "Denarius", "Denarius"],
                        "coins": 0}, {}, {}]})
    assert {"buy", "play", "reserve", "end_turn"} <= set(kinds(s))
    act(s, "play", card=one(s, 0, "hand", "Crooked Senator"))
    act(s, "play", card=one(s, 0, "hand", "Samnite"))
    act(s, "reserve", card=one(s, 0, "hand", "Parry"))
    act(s, "play", card=one(s, 0, "hand", "Lanista"))
    act(s, "play", card=one(s, 0, "hand", "Gallus"))
    assert len(s.arena[0]) == 2 and len(s.villa[0]) == 2 and s.to_decide().seat == 0


def _buyer(hand, coins, row=("Crooked Senator", "Gossip", "Lanista")):
    return make({"seat": [{"hand": hand + ["Lanista"], "coins": coins}, {}, {}],
                 "supply": {"economy": list(row)}})


@pytest.mark.rule("forglory", "Action: Buy")
def test_buy_pays_with_income_and_tokens_in_any_mix():
    s = _buyer(["Shady Dealings", "Denarius"], 2)
    senator = supply_id(s, "Crooked Senator")
    shady = one(s, 0, "hand", "Shady Dealings")
    den = one(s, 0, "hand", "Denarius")
    pays = {(a.income, a.coins) for a in s.legal_actions() if a.kind == "buy" and a.card == senator}
    assert pays == {((shady,), 0), ((den,), 1), ((), 2)}
    with pytest.raises(IllegalAction) as info:
        act(s, "buy", card=senator, income=(den, shady), coins=0)  # the Denarius is not needed
    assert info.value.rule == "Take Actions" and "leave out" in info.value.message
    with pytest.raises(IllegalAction):
        act(s, "buy", card=senator, income=(den,), coins=2)  # one token too many
    before = s.digest()
    with pytest.raises(IllegalAction):
        act(s, "buy", card=supply_id(s, "Lanista"), income=(den,), coins=2)  # 3 < 4
    assert s.digest() == before
    act(s, "buy", card=senator, income=(shady,), coins=0)
    assert s.coins[0] == 2 and s.discard[0][-2:] == [shady, senator]


@pytest.mark.rule("forglory", "Income Cards")
def test_income_cards_give_no_change_and_pay_one_card_at_a_time():
    s = _buyer(["Shady Dealings"], 0, row=("Business as Usual", "Crooked Senator", "Gossip"))
    bau = supply_id(s, "Business as Usual")
    shady = one(s, 0, "hand", "Shady Dealings")
    act(s, "buy", card=bau, income=(shady,), coins=0)
    # the 2 spare Coin are gone: no change, nothing left to buy the Senator with
    assert s.coins[0] == 0
    assert not any(a.kind == "buy" for a in s.legal_actions())
    # an Income card cannot be spent on nothing
    s2 = _buyer(["Denarius"], 0)
    assert not legal(s2, "play", card=one(s2, 0, "hand", "Denarius"))
    assert "reserve" not in kinds(s2)


@pytest.mark.rule("forglory", "Coin Tokens")
def test_coin_tokens_are_kept_between_turns():
    s = _buyer(["Denarius"], 4)
    act(s, "end_turn")
    assert s.coins[0] == 4
    # insurance and card effects give tokens; they are spent like Income
    s = make({"seat": [{"hand": ["Bribe the Editor", "Lanista"], "coins": 1}, {}, {}]})
    act(s, "play", card=one(s, 0, "hand", "Bribe the Editor"))
    assert s.coins[0] == 3


@pytest.mark.rule("forglory", "Action: Play")
def test_play_puts_cards_where_their_type_says():
    s = make({"seat": [{"hand": ["Lanista", "Gallus", "Gossip", "Tavern Boast", "Heavy Blow"],
                        "deck": ["Denarius"] * 5}, {}, {}]})
    lan, gal, gos = one(s, 0, "hand", "Lanista"), one(s, 0, "hand", "Gallus"), one(s, 0, "hand", "Gossip")
    heavy = one(s, 0, "hand", "Heavy Blow")
    assert not legal(s, "play", card=heavy), "Tactic cards are not played on a Machinations Turn"
    act(s, "play", card=lan)
    act(s, "play", card=gal)
    act(s, "play", card=gos)
    assert lan in s.villa[0] and gal in s.arena[0] and s.discard[0][-1] == gos


@pytest.mark.rule("forglory", "Boast Cards")
def test_a_boast_card_in_hand_is_a_scheme_that_does_nothing():
    s = make({"seat": [{"hand": ["Tavern Boast", "Lanista"], "coins": 2}, {}, {}]})
    boast = one(s, 0, "hand", "Tavern Boast")
    before = (list(s.coins), {k: list(v) for k, v in s.zones().items() if k != "hand0" and k != "discard0"})
    events = act(s, "play", card=boast)
    assert types(events) == ["card_played"] and events[0].rule == "Boast Cards"
    assert s.discard[0] == [boast]
    assert (list(s.coins), {k: list(v) for k, v in s.zones().items() if k != "hand0" and k != "discard0"}) == before


@pytest.mark.rule("forglory", "Scheme Cards & Scheme Abilities")
def test_scheme_cost_before_effects_and_then_discarded():
    s = make({"seat": [{"hand": ["Drill", "Lanista"], "villa": ["Aedile", "Treacherous Augur"],
                        "arena": ["Samnite"], "deck": ["Denarius"] * 5, "coins": 2}, {}, {}]})
    drill = one(s, 0, "hand", "Drill")
    events = act(s, "play", card=drill)
    assert types(events) == ["card_played", "cards_drawn", "coin_gained"]
    assert s.discard[0][-1] == drill and s.coins[0] == 3
    aedile = one(s, 0, "villa", "Aedile")
    events = act(s, "use", card=aedile, index=0)
    assert aedile in s.exhausted and "cards_drawn" in types(events)
    assert not legal(s, "use", card=aedile, index=0), "an exhausted Aedile cannot pay its cost again"
    augur = one(s, 0, "villa", "Treacherous Augur")
    sam = one(s, 0, "arena", "Samnite")
    # the Augur's Scheme costs 2 Coin; it is paid separately from anything else
    events = act(s, "use", card=augur, index=0, target=sam, income=(), coins=2)
    assert types(events)[:2] == ["ability_used", "coin_spent"] and s.blessings[sam] == 1 and s.coins[0] == 1


@pytest.mark.rule("forglory", "Scheme Cards & Scheme Abilities")
def test_schemes_are_never_used_in_the_arena_phase():
    s = make({"phase": "combat", "active": 0, "seat": [
        {"hand": ["Gossip", "Drill"], "villa": ["Aedile"], "arena": ["Gallus"]},
        {"arena": ["Samnite"]}, {}]})
    assert not any(a.kind == "play" for a in s.legal_actions())
    assert not any(a.kind == "use" for a in s.legal_actions())


@pytest.mark.rule("forglory", "Patron Cards")
def test_patrons_go_to_the_villa_and_exhausted_patrons_are_blank():
    s = make({"seat": [{"hand": ["Praetor", "Lanista"], "villa": [{"name": "Vestalis", "exhausted": True}],
                        "deck": ["Denarius"] * 7}, {}, {}]})
    praetor = one(s, 0, "hand", "Praetor")
    act(s, "play", card=praetor)
    assert praetor in s.villa[0] and s.influence(0) == 1  # the exhausted Vestalis grants nothing
    # Patrons are never played in the Arena Phase
    s = make({"phase": "late_registration", "active": 0, "crowds_favor": 2, "seat": [
        {"hand": ["Lanista", "Samnite"], "villa": ["Crooked Senator"], "coins": 5}, {}, {}]})
    assert not legal(s, "play", card=one(s, 0, "hand", "Lanista"))
    # an exhausted Praetor offers no Tactic
    s = make({"phase": "combat", "active": 0, "seat": [
        {"villa": [{"name": "Praetor", "exhausted": True}], "arena": ["Gallus"]}, {"arena": ["Samnite"]}, {}]})
    assert not any(a.kind == "use" for a in s.legal_actions())


@pytest.mark.rule("forglory", "Ready Patrons & Arenas")
def test_exhausted_patrons_and_arenas_ready_at_the_start_of_your_turn():
    s = make({"seat": [{"hand": ["Lanista"]},
                       {"villa": [{"name": "Aedile", "exhausted": True}, {"name": "Capua", "exhausted": True}],
                        "hand": ["Lanista"]}, {}]})
    aedile, capua = s.villa[1]
    assert {aedile, capua} <= s.exhausted
    events = act(s, "end_turn")
    assert s.active == 1 and not ({aedile, capua} & s.exhausted)
    ready = [e for e in events if e.type == "patrons_readied"][0]
    assert ready.rule == "Ready Patrons & Arenas" and sorted(ready.cards) == sorted([aedile, capua])


@pytest.mark.rule("forglory", "Gladiator Cards")
def test_gladiators_are_played_only_when_taking_actions_or_late_registering():
    s = make({"phase": "combat", "active": 0, "seat": [
        {"hand": ["Samnite"], "villa": ["Lanista"], "arena": ["Gallus"]}, {"arena": ["Samnite"]}, {}]})
    sam = one(s, 0, "hand", "Samnite")
    assert not legal(s, "play", card=sam)
    with pytest.raises(IllegalAction):
        act(s, "play", card=sam)


@pytest.mark.rule("forglory", "Influence")
def test_influence_from_ready_patrons_limits_gladiators():
    s = make({"seat": [{"hand": ["Hoplomachus", "Samnite", "Cestus", "Lanista"], "villa": ["Crooked Senator"]},
                       {}, {}]})
    hop, sam, ces = (one(s, 0, "hand", n) for n in ("Hoplomachus", "Samnite", "Cestus"))
    assert not legal(s, "play", card=hop) and legal(s, "play", card=sam) and legal(s, "play", card=ces)
    act(s, "play", card=sam)
    assert not legal(s, "play", card=hop)
    with pytest.raises(IllegalAction) as info:
        act(s, "play", card=hop)
    assert "Influence" in info.value.message
    act(s, "play", card=ces)  # needs no Influence
    act(s, "play", card=one(s, 0, "hand", "Lanista"))
    assert s.influence(0) == 3 and legal(s, "play", card=hop)


@pytest.mark.rule("forglory", "Losing Influence")
def test_losing_influence_forces_discards_that_count_as_defeats():
    s = make({"seat": [{"hand": ["Lanista"], "villa": ["Aedile", "Family Client"],
                        "arena": ["Samnite", "Gallus", "Cestus"], "deck": ["Denarius"] * 3, "coins": 0}, {}, {}]})
    aedile = one(s, 0, "villa", "Aedile")
    act(s, "use", card=aedile, index=0)
    d = s.to_decide()
    assert d.kind == "influence_discard" and d.rule == "Losing Influence"
    choices = {a.gladiator for a in s.legal_actions()}
    assert choices == {one(s, 0, "arena", "Samnite"), one(s, 0, "arena", "Gallus")}  # not the Cestus
    gallus = one(s, 0, "arena", "Gallus")
    events = act(s, "discard", gladiator=gallus)
    assert s.discard[0][-1] == gallus and s.coins[0] == 1
    assert "gladiator_defeated" in types(events) and "insurance_paid" in types(events)
    assert s.to_decide().kind == "take_actions" and s.required(0) <= s.influence(0)


@pytest.mark.rule("forglory", "Action: Reserve")
def test_reserve_only_tactics_and_reactions_and_buy_back_all():
    s = make({"seat": [{"hand": ["Pierce", "Parry", "Gallus", "Gossip", "Denarius", "Denarius", "Lanista"],
                        "coins": 0}, {}, {}]})
    pierce, parry = one(s, 0, "hand", "Pierce"), one(s, 0, "hand", "Parry")
    assert not legal(s, "reserve", card=one(s, 0, "hand", "Gallus"))
    with pytest.raises(IllegalAction) as info:
        act(s, "reserve", card=one(s, 0, "hand", "Gossip"))
    assert "Tactic and Reaction" in info.value.message
    act(s, "reserve", card=pierce)
    act(s, "reserve", card=parry)
    # buying back costs one Coin per card, and takes all of them
    backs = [a for a in s.legal_actions() if a.kind == "buyback"]
    assert backs and all(sum(s.d(c).value for c in a.income) + a.coins == 2 for a in backs)
    act(s, "buyback", **{k: v for k, v in backs[0].fields.items()})
    assert s.reserve[0] == [] and {pierce, parry} <= set(s.hand[0])


@pytest.mark.rule("forglory", "Action: Reserve")
def test_reserve_is_bought_back_during_the_arena_phase_too():
    s = make({"phase": "combat", "active": 0, "seat": [
        {"reserve": ["Heavy Blow"], "arena": ["Gallus"], "coins": 1}, {"arena": ["Samnite"]}, {}]})
    assert legal(s, "buyback", income=(), coins=1)
    act(s, "buyback", income=(), coins=1)
    assert any(a.kind == "play" for a in s.legal_actions())  # Heavy Blow is now usable


@pytest.mark.rule("forglory", "Discard Remaining Hand")
def test_the_rest_of_the_hand_is_discarded():
    s = make({"seat": [{"hand": ["Lanista", "Denarius", "Parry"], "deck": ["Denarius"] * 7}, {}, {}]})
    kept = list(s.hand[0])
    events = act(s, "end_turn")
    assert types(events)[0] == "hand_discarded"
    assert set(kept) <= set(s.discard[0]) and not (set(kept) & set(s.hand[0]))


@pytest.mark.rule("forglory", "Refill Supply")
def test_supply_refills_from_the_same_deck_and_reshuffles_only_when_empty():
    s = make({"seat": [{"hand": ["Lanista"], "coins": 10, "deck": ["Denarius"] * 7}, {}, {}],
              "supply": {"economy": ["Crooked Senator", "Gossip", "Aedile"]},
              "supply_decks": {"economy": ["Praetor"]},
              "supply_discards": {"economy": ["Vestalis", "Tax Farming"]}})
    sen, gos = supply_id(s, "Crooked Senator"), supply_id(s, "Gossip")
    act(s, "buy", card=sen, income=(), coins=2)
    act(s, "buy", card=gos, income=(), coins=3)
    assert s.supply["economy"]["row"].count(None) == 2  # nothing refills before the turn ends
    events = act(s, "end_turn")
    row = [s.names[c] for c in s.supply["economy"]["row"]]
    assert "Praetor" in row and "Aedile" in row and None not in row
    ty = types(events)
    assert ty.count("supply_refilled") == 2 and "deck_shuffled" in ty
    assert ty.index("deck_shuffled") > ty.index("supply_refilled")  # only once the deck ran out
    assert s.supply["economy"]["discard"] == []


@pytest.mark.rule("forglory", "Draw 7 Cards")
def test_draw_seven_at_the_end_of_the_turn():
    s = make({"seat": [{"hand": ["Lanista"], "deck": ["Denarius"] * 4, "discard": ["Gallus"] * 5}, {}, {}]})
    events = act(s, "end_turn")
    assert len(s.hand[0]) == 7
    drawn = [e for e in events if e.type == "cards_drawn" and e.seat == 0]
    assert sum(e.count for e in drawn) == 7 and all(e.view_for(1).get("cards") is None for e in drawn)


@pytest.mark.rule("forglory", "Check for Arena Phase")
def test_reigning_champion_tokens_and_the_crowds_favor_trigger():
    def seat():
        return {"hand": ["Lanista"], "arena": ["Samnite", "Gallus"], "deck": ["Denarius"] * 20}

    def weak():
        return {"hand": ["Lanista"], "arena": ["Cestus"], "deck": ["Denarius"] * 20}

    s = make({"seat": [seat(), seat(), weak()], "boasts": ["Tavern Boast", "Forum Boast"]})
    events = act(s, "end_turn")  # seat 0: Bloodlust 4 meets the top Boast (4)
    assert "champion_token_taken" in types(events) and s.tokens == [1, 0, 0]
    act(s, "end_turn")  # seat 1 takes the second one
    assert s.tokens == [1, 1, 0] and s.tokens_left == 0
    assert s.phase == "machinations" and s.active == 2
    events = act(s, "end_turn")  # seat 2 holds the Crowd's Favor: the Arena Phase begins
    assert "arena_phase_started" in types(events) and s.phase != "machinations"


@pytest.mark.rule("forglory", "Check for Arena Phase")
def test_second_token_only_on_a_later_turn():
    seat = {"hand": ["Lanista"], "arena": ["Samnite", "Gallus"], "deck": ["Denarius"] * 30}
    weak = {"hand": ["Lanista"], "deck": ["Denarius"] * 30}
    s = make({"seat": [dict(seat), dict(weak), dict(weak)], "boasts": ["Tavern Boast"]})
    act(s, "end_turn")
    assert s.tokens[0] == 1 and s.tokens_left == 1  # never two on the same turn
    act(s, "end_turn")
    act(s, "end_turn")
    assert s.phase == "machinations"  # the Crowd's Favor holder sees one token still free
    act(s, "end_turn")
    assert s.to_decide().kind == "champion_token"  # the second token is a choice ("may")
    act(s, "take_token")
    assert s.tokens[0] == 2 and s.tokens_left == 0
    act(s, "end_turn")
    events = act(s, "end_turn")
    assert "arena_phase_started" in types(events)
