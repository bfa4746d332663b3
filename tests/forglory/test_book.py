"""Where the engine used to narrow the rulebook (issue 12), it now follows the book:
the Reaction Window, "any time" buy-backs and free actions, the optional second Reigning
Champion token, Blessings against moved Damage, Influence in scenario files, plain words
for a bad buy-back payment, and buying back a Reaction to play it at once."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from engine.core import IllegalAction
from engine.core.errors import ContentError
from engine.forglory.scenario import validate

from .helpers import act, kinds, make, one, types

ROOT = Path(__file__).resolve().parents[2]


def combat(seats, active=0, cf=None, **extra):
    return make({"phase": "combat", "active": active, "crowds_favor": len(seats) - 1 if cf is None else cf,
                 "seat": seats, **extra})


# -- the Reaction Window closes only when every player has passed in a row -------------------------
@pytest.mark.rule("forglory", "Reaction Window")
def test_window_stays_open_after_a_reaction_stops_all_the_damage():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "hand": ["Evade"]},
                {"arena": ["Provocator"], "hand": ["Lunge"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=sec)
    act(s, "strike", target=mur)
    events = act(s, "play", card=one(s, 1, "hand", "Evade"), target=mur)
    assert s.assigned == {} and "reaction_window_closed" not in types(events)
    d = s.to_decide()  # the third seat still gets its turn: the Lunge may join
    assert (d.seat, d.kind) == (2, "reaction")
    events = act(s, "play", card=one(s, 2, "hand", "Lunge"), target=mur)
    assert s.damage == {mur: 1} and "reaction_window_closed" in types(events)


@pytest.mark.rule("forglory", "Reaction Window")
def test_window_stays_open_after_a_blessing_prevents_the_damage():
    s = combat([{"arena": ["Secutor"]}, {"arena": [{"name": "Murmillo", "blessings": 1}]},
                {"arena": ["Provocator"], "hand": ["Lunge"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=sec)
    events = act(s, "strike", target=mur)
    assert "blessing_removed" in types(events) and "reaction_window_closed" not in types(events)
    assert (s.to_decide().seat, s.to_decide().kind) == (2, "reaction")
    act(s, "play", card=one(s, 2, "hand", "Lunge"), target=mur)
    assert s.damage == {mur: 1}


# -- "any time": buy-backs and free actions whenever the seat could act ----------------------------
@pytest.mark.rule("forglory", "Arena Abilities")
def test_a_seat_without_coin_is_asked_when_a_free_action_can_pay_its_buyback():
    s = combat([{"arena": ["Secutor"]},
                {"arena": ["Murmillo"], "villa": ["Capua"], "reserve": ["Parry"], "coins": 0},
                {"arena": ["Provocator"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    capua = one(s, 1, "villa", "Capua")
    act(s, "attack", gladiator=sec)
    d = s.to_decide()  # the "when attacks" window: Capua is a free action, usable any time
    assert (d.seat, d.kind) == (1, "reaction") and set(kinds(s)) == {"use", "pass"}
    act(s, "pass")
    act(s, "strike", target=mur)
    d = s.to_decide()
    assert (d.seat, d.kind) == (1, "reaction") and set(kinds(s)) == {"use", "pass"}
    act(s, "use", card=capua, index=0)
    assert s.coins[1] == 1 and s.to_decide().seat == 1  # a free action does not end the seat's turn
    act(s, "buyback_play", card=one(s, 1, "reserve", "Parry"), income=(), coins=1, target=mur)
    assert s.damage == {mur: 2}


@pytest.mark.rule("forglory", "Action: Reserve")
def test_buyback_offered_when_choosing_the_attacks_target():
    s = combat([{"arena": ["Secutor"], "reserve": ["Heavy Blow"], "coins": 1},
                {"arena": ["Murmillo", "Gallus"]}, {"arena": ["Provocator"]}])
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    assert s.to_decide().kind == "reaction" and set(kinds(s)) == {"buyback", "pass"}
    act(s, "pass")
    assert s.to_decide().kind == "attack_target" and "buyback" in kinds(s)


# -- the second Reigning Champion token is a choice -------------------------------------------------
@pytest.mark.rule("forglory", "Check for Arena Phase")
def test_second_reigning_champion_token_may_be_left():
    seat = {"hand": ["Lanista"], "arena": ["Samnite", "Gallus"], "deck": ["Denarius"] * 30}
    weak = {"hand": ["Lanista"], "deck": ["Denarius"] * 30}
    s = make({"seat": [dict(seat), dict(weak), dict(weak)], "boasts": ["Tavern Boast"]})
    act(s, "end_turn")
    assert s.tokens[0] == 1  # the first token is taken without a question
    act(s, "end_turn")
    act(s, "end_turn")
    act(s, "end_turn")
    d = s.to_decide()
    assert (d.seat, d.kind) == (0, "champion_token") and set(kinds(s)) == {"take_token", "decline"}
    events = act(s, "decline")
    assert "champion_token_left" in types(events)
    assert s.tokens[0] == 1 and s.tokens_left == 1 and s.phase == "machinations" and s.active == 1


# -- Blessings and Reactions that move assigned Damage ----------------------------------------------
@pytest.mark.rule("forglory", "Blessings")
def test_a_blessing_acts_before_a_reaction_could_move_the_damage_away():
    s = combat([{"arena": ["Secutor"]}, {"arena": [{"name": "Murmillo", "blessings": 1}], "hand": ["Counterattack"]},
                {"arena": ["Provocator"], "hand": ["Lunge"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=sec)
    events = act(s, "strike", target=mur)
    assert types(events).index("blessing_removed") < types(events).index("damage_prevented")
    assert s.blessings == {} and s.assigned == {}
    # the window is open, but nothing was left on Murmillo to move: its owner was not asked
    d = s.to_decide()
    assert (d.seat, d.kind) == (2, "reaction")
    act(s, "play", card=one(s, 2, "hand", "Lunge"), target=mur)
    # Damage assigned later finds no Blessing left; now the Counterattack has something to move
    assert s.assigned == {mur: 1} and s.to_decide().seat == 1
    assert {a.source for a in s.legal_actions() if a.kind == "play"} == {mur}


@pytest.mark.rule("forglory", "Blessings")
def test_damage_moved_onto_a_blessed_gladiator_is_prevented_by_its_blessing():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "hand": ["Counterattack"]},
                {"arena": [{"name": "Provocator", "blessings": 2}]}])
    sec, mur, pro = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo"), one(s, 2, "arena", "Provocator")
    act(s, "attack", gladiator=sec)
    act(s, "strike", target=mur)
    events = act(s, "play", card=one(s, 1, "hand", "Counterattack"), source=mur, target=pro, amount=3)
    assert s.blessings == {pro: 1} and "blessing_removed" in types(events)
    prevented = [(e.gladiator, e.amount) for e in events if e.type == "damage_prevented"]
    assert prevented == [(pro, 3)] and s.damage == {mur: 1}  # Provocator takes none of it


# -- scenario files respect Influence ---------------------------------------------------------------
def _scenario(villa, arena):
    return {"seat": [{"villa": villa, "arena": arena}, {}, {}]}


@pytest.mark.rule("forglory", "Influence")
def test_scenario_refuses_gladiators_beyond_the_seats_influence():
    with pytest.raises(ContentError) as info:
        validate(_scenario(["Crooked Senator"], ["Murmillo"]), "bad.toml")
    message = str(info.value)
    assert "bad.toml" in message and "seat 0" in message and "need 2 Influence" in message and "has 1" in message
    with pytest.raises(ContentError, match="has 0"):  # an Exhausted Patron gives no Influence
        validate(_scenario([{"name": "Unscrupulous Consul", "exhausted": True}], ["Samnite"]))
    validate(_scenario(["Crooked Senator", "Thysdrus"], ["Murmillo"]))  # an Arena card's +1 counts
    validate(_scenario([], ["Cestus", "Andabata"]))  # Gladiators that need no Influence


@pytest.mark.rule("forglory", "Influence")
def test_the_scenario_example_in_the_docs_loads():
    text = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    example = text.split("### Example", 1)[1]
    block = re.search(r"```toml\n(.*?)```", example, re.S).group(1)
    validate(tomllib.loads(block), "docs/scenarios.md")


# -- a bad buy-back payment says what is wrong ------------------------------------------------------
@pytest.mark.rule("forglory", "Action: Reserve")
def test_a_bad_buyback_payment_says_what_is_wrong():
    s = make({"seat": [{"hand": ["Denarius", "Dupondius", "Lanista"], "reserve": ["Parry", "Pierce"],
                        "coins": 1}, {}, {}]})
    den, dup = one(s, 0, "hand", "Denarius"), one(s, 0, "hand", "Dupondius")
    cases = [((den, dup), 0, "leave out Denarius"),   # 3 Coin for a cost of 2
             ((den,), 0, "the cost is 2"),           # too little
             ((den,), 2, "only 1 Coin Token"),       # more tokens than held
             ((dup,), 1, "fewer Coin Tokens")]       # change would be due
    for income, coins, words in cases:
        with pytest.raises(IllegalAction) as info:
            act(s, "buyback", income=income, coins=coins)
        assert words in info.value.message and "not one of the choices" not in info.value.message
        assert "Reserve" in info.value.message
    act(s, "buyback", income=(dup,), coins=0)
    assert not s.reserve[0]


# -- buying back a Reaction and playing it as one action --------------------------------------------
@pytest.mark.rule("forglory", "Reaction Window")
def test_buyback_and_play_a_reserved_reaction_as_one_action():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "reserve": ["Parry", "Heavy Blow"], "coins": 2},
                {"arena": ["Provocator"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    parry, blow = one(s, 1, "reserve", "Parry"), one(s, 1, "reserve", "Heavy Blow")
    act(s, "attack", gladiator=sec)
    assert "buyback_play" not in kinds(s)  # Parry does not answer "when a Gladiator attacks"
    act(s, "pass")
    act(s, "strike", target=mur)
    with pytest.raises(IllegalAction) as info:  # a Tactic is not played in a window
        act(s, "buyback_play", card=blow, income=(), coins=2, target=mur)
    assert "Reaction" in info.value.message
    with pytest.raises(IllegalAction) as info:  # the buy-back costs 2: one token is not enough
        act(s, "buyback_play", card=parry, income=(), coins=1, target=mur)
    assert "cost is 2" in info.value.message
    events = act(s, "buyback_play", card=parry, income=(), coins=2, target=mur)
    seen = types(events)
    assert seen[:3] == ["coin_spent", "reserve_bought_back", "card_played"] and "damage_prevented" in seen
    assert s.reserve[1] == [] and blow in s.hand[1] and parry in s.discard[1] and s.coins[1] == 0
    assert s.damage == {mur: 2}


# -- the observation names the Attack in an open window ---------------------------------------------
@pytest.mark.rule("forglory", "Reaction Window")
def test_observation_says_who_attacks_whom_for_how_much():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "hand": ["Parry", "Riposte"]},
                {"arena": ["Provocator"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    assert s.observation(1)["reaction_window"] is None
    act(s, "attack", gladiator=sec)
    view = s.observation(1)["reaction_window"]
    assert view["trigger"] == "attacks" and view["attacker"] == sec and view["attacker_seat"] == 0
    assert view["attacked"] is None and view["damage"] == 4 and view["seat"] == 1
    act(s, "pass")
    act(s, "strike", target=mur)
    view = s.observation(2)["reaction_window"]
    assert view["trigger"] == "damage_assigned" and view["attacker"] == sec and view["attacker_seat"] == 0
    assert view["attacked"] == mur and view["damage"] == 4 and view["assigned"] == {mur: 4}


@pytest.mark.rule("forglory", "Arena Abilities")
def test_a_free_action_can_raise_the_coin_for_pierces_return():
    s = combat([{"arena": ["Gallus"], "hand": ["Pierce"], "villa": ["Capua"], "coins": 1},
                {"arena": [{"name": "Samnite", "damage": 2}]}, {"arena": ["Provocator"]}])
    pierce, sam = one(s, 0, "hand", "Pierce"), one(s, 1, "arena", "Samnite")
    act(s, "play", card=pierce, target=sam)
    assert s.to_decide().kind == "reaction" and set(kinds(s)) == {"use", "pass"}  # Capua, any time
    act(s, "pass")
    d = s.to_decide()  # 1 Coin of the 2 it costs: Capua's free action could make up the rest
    assert d.kind == "pierce_return" and set(kinds(s)) == {"use", "decline"}
    act(s, "use", card=one(s, 0, "villa", "Capua"), index=0)
    act(s, "pierce", income=(), coins=2)
    assert pierce in s.hand[0] and s.coins[0] == 0


# -- a Tactic Card stays in play until its Damage has resolved (issue 42) --------------------------
@pytest.mark.rule("forglory", "Tactic")
def test_a_tactic_card_reaches_the_discard_pile_only_after_its_damage_resolves():
    # l. 229-230: resolve the Tactic's effects (its Damage "works just like" an Attack's, with its
    # Reaction Window), then place the card on the Discard Pile. A draw in that window reshuffles
    # a Discard Pile the Tactic is not yet on.
    s = combat([{"arena": ["Gallus"], "hand": ["Heavy Blow"], "villa": ["Pola"], "discard": ["Denarius"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    blow, pola = one(s, 0, "hand", "Heavy Blow"), one(s, 0, "villa", "Pola")
    mur = one(s, 1, "arena", "Murmillo")
    act(s, "play", card=blow, target=mur)
    assert s.assigned == {mur: 2} and s.to_decide().kind == "reaction"
    assert blow not in s.discard[0] and blow not in s.hand[0] and s.zones()["in_play"] == [blow]
    act(s, "use", card=pola, index=0)  # free action: draw with an empty deck reshuffles the discards
    assert [s.names[c] for c in s.hand[0]] == ["Denarius"] and blow not in s.deck[0] + s.hand[0]
    while s.to_decide().kind == "reaction":
        act(s, "pass")
    assert s.damage[mur] == 2 and s.discard[0][-1] == blow and s.zones()["in_play"] == []


@pytest.mark.rule("forglory", "Tactic")
def test_a_tactic_card_without_damage_goes_to_the_discard_pile_at_once():
    s = combat([{"arena": [{"name": "Gallus", "damage": 2}], "hand": ["Bandage"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    band, gal = one(s, 0, "hand", "Bandage"), one(s, 0, "arena", "Gallus")
    act(s, "play", card=band, target=gal)
    assert s.discard[0][-1] == band and s.zones()["in_play"] == []
