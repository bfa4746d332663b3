"""The Arena Phase: Late Registration, Initiative, Combat Turns, Damage, Reactions, Defeat, Resolution."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction

from .helpers import act, ids, kinds, legal, make, one, types


def combat(seats, active=0, cf=None, **extra):
    data = {"phase": "combat", "active": active, "crowds_favor": len(seats) - 1 if cf is None else cf,
            "seat": seats, **extra}
    return make(data)


def deciders_until(s, kind):
    """Seats asked (decision kinds) until a decision of ``kind`` comes up, passing every reaction."""
    seen = []
    while s.to_decide() is not None and s.to_decide().kind != kind:
        d = s.to_decide()
        seen.append((d.seat, d.kind))
        act(s, "pass")
    return seen


@pytest.mark.rule("forglory", "Late Registration")
def test_late_registration_one_turn_each_three_coin_and_influence():
    s = make({"phase": "late_registration", "active": 0, "crowds_favor": 2, "seat": [
        {"hand": ["Samnite", "Hoplomachus", "Denarius", "Denarius", "Denarius"], "villa": ["Crooked Senator"],
         "coins": 1},
        {"hand": ["Gallus"], "coins": 2, "villa": ["Lanista"]},
        {"hand": ["Cestus"], "coins": 3}]})
    d = s.to_decide()
    assert d.kind == "late_registration" and d.seat == 0  # the seat after the Crowd's Favor starts
    sam = one(s, 0, "hand", "Samnite")
    regs = [a for a in s.legal_actions() if a.kind == "register"]
    assert {a.card for a in regs} == {sam}  # the Hoplomachus needs 2 Influence
    assert all(sum(s.d(c).value for c in a.income) + a.coins == 3 for a in regs)
    act(s, "register", card=sam, income=tuple(ids(s, 0, "hand", "Denarius")[:2]), coins=1)
    assert sam in s.arena[0] and s.coins[0] == 0
    # seat 0 has nothing left to do, so its turn ended; seat 1 cannot afford 3 Coin: passed without a question; seat 2 may register its Cestus
    d = s.to_decide()
    assert d.seat == 2 and d.kind == "late_registration"
    act(s, "register", card=one(s, 2, "hand", "Cestus"), income=(), coins=3)
    assert s.phase == "combat" and s.to_decide().kind == "combat_turn"


def _initiative(seats, cf):
    s = make({"phase": "late_registration", "active": (cf + 1) % len(seats), "crowds_favor": cf,
              "seat": [{"arena": a} for a in seats]})
    assert s.phase == "combat"
    return s.initiative


@pytest.mark.rule("forglory", "Determine Initiative")
def test_initiative_by_total_agility_then_crowds_favor_then_reverse_order():
    assert _initiative([["Eques"], ["Gallus", "Samnite"], ["Cestus"]], cf=2) == 0  # 5 beats 4 and 2
    assert _initiative([["Samnite"], ["Samnite"], ["Samnite"]], cf=2) == 2  # all tied: Crowd's Favor
    assert _initiative([["Samnite"], ["Samnite"], ["Cestus"]], cf=2) == 1  # seat 1 is nearer in reverse
    # four seats, Crowd's Favor on seat 1: seats 2 (after it) and 0 (before it) tie; 0 wins
    assert _initiative([["Samnite"], ["Cestus"], ["Samnite"], ["Cestus"]], cf=1) == 0


@pytest.mark.rule("forglory", "Combat Turns")
def test_attack_is_mandatory_and_only_one_tactic():
    s = combat([{"arena": ["Gallus"], "hand": ["Heavy Blow", "Net Throw"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    assert "end_turn" not in kinds(s)
    with pytest.raises(IllegalAction) as info:
        act(s, "end_turn")
    assert "must Attack" in info.value.message
    heavy = one(s, 0, "hand", "Heavy Blow")
    mur = one(s, 1, "arena", "Murmillo")
    act(s, "play", card=heavy, target=mur)
    assert s.damage[mur] == 2 and s.discard[0][-1] == heavy
    assert not any(a.kind == "play" for a in s.legal_actions())  # the second Tactic must wait
    gal = one(s, 0, "arena", "Gallus")
    act(s, "attack", gladiator=gal)
    act(s, "strike", target=mur)
    # the turn ended by itself (nothing left to do) and passes clockwise
    assert s.active == 1 and s.to_decide().kind == "combat_turn"


@pytest.mark.rule("forglory", "Attack")
def test_attack_exhausts_opens_the_attack_window_then_deals_its_attack():
    s = combat([{"arena": ["Gallus"]}, {"arena": ["Samnite"], "hand": ["Riposte"]}, {"arena": ["Provocator"]}])
    gal, sam, pro = one(s, 0, "arena", "Gallus"), one(s, 1, "arena", "Samnite"), one(s, 2, "arena", "Provocator")
    events = act(s, "attack", gladiator=gal)
    assert gal in s.exhausted and events[0].type == "attack_declared"
    d = s.to_decide()
    assert d.kind == "reaction" and d.seat == 1  # seat 0 and seat 2 have no Reaction: never asked
    targets = {a.target for a in s.legal_actions() if a.kind == "play"}
    assert targets == {gal, sam, pro}  # the Reaction may target any Gladiator
    act(s, "pass")
    d = s.to_decide()
    assert d.kind == "attack_target" and {a.target for a in s.legal_actions()} == {sam, pro}
    events = act(s, "strike", target=pro)
    assert s.damage[pro] == 3 and "damage_resolved" in types(events)


@pytest.mark.rule("forglory", "Tactic")
def test_tactics_from_cards_and_from_abilities():
    s = combat([{"arena": ["Gallus"], "villa": ["Praetor", "Crooked Senator"]},
                {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    praetor = one(s, 0, "villa", "Praetor")
    gal = one(s, 0, "arena", "Gallus")
    mur = one(s, 1, "arena", "Murmillo")
    act(s, "use", card=praetor, index=0, target=mur)
    assert praetor in s.exhausted and praetor in s.villa[0] and s.damage[mur] == 1  # not discarded
    act(s, "attack", gladiator=gal)
    act(s, "strike", target=mur)
    assert s.damage[mur] == 4


@pytest.mark.rule("forglory", "Tactic")
def test_pierce_can_come_back_when_its_target_is_defeated_this_turn():
    s = combat([{"arena": ["Gallus"], "hand": ["Pierce"], "coins": 2},
                {"arena": [{"name": "Samnite", "damage": 2}]}, {"arena": ["Provocator"]}])
    pierce = one(s, 0, "hand", "Pierce")
    sam = one(s, 1, "arena", "Samnite")
    act(s, "play", card=pierce, target=sam)
    d = s.to_decide()
    assert d.kind == "pierce_return" and d.seat == 0
    assert Action.make("decline") in s.legal_actions()
    act(s, "pierce", income=(), coins=2)
    assert pierce in s.hand[0] and s.coins[0] == 0
    # it was still a Tactic: no other Tactic this turn, and the Attack is still owed
    assert not any(a.kind == "play" for a in s.legal_actions()) and "attack" in kinds(s)


@pytest.mark.rule("forglory", "Damage")
def test_damage_is_assigned_then_reacted_to_then_resolved():
    s = combat([{"arena": ["Gallus"], "hand": ["Bandage"]},
                {"arena": [{"name": "Murmillo", "damage": 1}], "hand": ["Parry"]}, {"arena": ["Provocator"]}])
    gal, mur = one(s, 0, "arena", "Gallus"), one(s, 1, "arena", "Murmillo")
    # Parry is a Reaction to assigned Damage: nothing to prevent before an Attack lands
    act(s, "attack", gladiator=gal)
    act(s, "strike", target=mur)
    assert s.assigned == {mur: 3} and s.damage[mur] == 1  # assigned, not yet resolved
    d = s.to_decide()
    assert d.kind == "reaction" and d.seat == 1
    parry = one(s, 1, "hand", "Parry")
    events = act(s, "play", card=parry, target=mur)
    assert "damage_prevented" in types(events)
    assert s.damage[mur] == 2 and s.assigned == {}  # 1 of 3 got through
    # Bandage removes Damage that has resolved
    s2 = combat([{"arena": [{"name": "Gallus", "damage": 2}], "hand": ["Bandage"]},
                 {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    band = one(s2, 0, "hand", "Bandage")
    targets = {a.target for a in s2.legal_actions() if a.kind == "play" and a.card == band}
    assert targets == {one(s2, 0, "arena", "Gallus")}
    act(s2, "play", card=band, target=one(s2, 0, "arena", "Gallus"))
    assert one(s2, 0, "arena", "Gallus") not in s2.damage


@pytest.mark.rule("forglory", "Damage")
def test_reassigned_and_assigned_damage_resolve_together():
    s = combat([{"arena": ["Secutor"]},
                {"arena": [{"name": "Murmillo"}], "hand": ["Counterattack"]}, {"arena": ["Provocator"]}])
    sec, mur, pro = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo"), one(s, 2, "arena", "Provocator")
    act(s, "attack", gladiator=sec)
    act(s, "strike", target=mur)
    counter = one(s, 1, "hand", "Counterattack")
    options = {(a.source, a.target, a.amount) for a in s.legal_actions() if a.kind == "play"}
    assert (mur, pro, 3) in options and (mur, pro, 4) not in options  # up to 3
    events = act(s, "play", card=counter, source=mur, target=pro, amount=3)
    resolved = {e.gladiator: e.amount for e in events if e.type == "damage_resolved"}
    assert "damage_reassigned" in types(events) and resolved == {mur: 1, pro: 3}
    assert s.damage == {mur: 1, pro: 3}


@pytest.mark.rule("forglory", "Damage")
def test_a_reaction_dealing_damage_joins_the_open_damage_window():
    """Lunge ("when Damage is assigned: deal 1 Damage") adds to the Damage waiting in the open
    window instead of opening its own; everything assigned there resolves at once."""
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"]},
                {"arena": ["Provocator"], "hand": ["Lunge"]}])
    sec, mur, pro = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo"), one(s, 2, "arena", "Provocator")
    lunge = one(s, 2, "hand", "Lunge")
    act(s, "attack", gladiator=sec)
    assert s.to_decide().kind == "attack_target"  # not a "when a Gladiator attacks" Reaction: not asked
    act(s, "strike", target=mur)
    d = s.to_decide()
    assert d.kind == "reaction" and d.seat == 2 and s.assigned == {mur: 4}
    assert {a.target for a in s.legal_actions() if a.kind == "play" and a.card == lunge} == {sec, mur, pro}
    events = act(s, "play", card=lunge, target=pro)
    kinds_seen = types(events)
    assert kinds_seen.count("reaction_window_closed") == 1  # no second window
    assert kinds_seen.index("damage_assigned") < kinds_seen.index("reaction_window_closed")
    resolved = {e.gladiator: e.amount for e in events if e.type == "damage_resolved"}
    assert resolved == {mur: 4, pro: 1} and s.damage == {mur: 4, pro: 1} and s.assigned == {}
    assert lunge in s.discard[2]


@pytest.mark.rule("forglory", "Damage")
def test_damage_added_by_a_reaction_can_be_reacted_to_in_the_same_window():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "hand": ["Parry"]},
                {"arena": ["Provocator"], "hand": ["Lunge"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=sec)
    act(s, "strike", target=mur)
    assert s.to_decide().seat == 1
    act(s, "pass")
    assert s.to_decide().seat == 2
    events = act(s, "play", card=one(s, 2, "hand", "Lunge"), target=mur)
    assert "reaction_window_closed" not in types(events) and s.assigned == {mur: 5}
    d = s.to_decide()  # the window goes round again: Murmillo's owner may answer the extra Damage
    assert d.kind == "reaction" and d.seat == 1
    events = act(s, "play", card=one(s, 1, "hand", "Parry"), target=mur)
    prevented = [e.amount for e in events if e.type == "damage_prevented"]
    resolved = {e.gladiator: e.amount for e in events if e.type == "damage_resolved"}
    assert prevented == [2] and resolved == {mur: 3} and s.damage == {mur: 3}


@pytest.mark.rule("forglory", "Reaction Window")
def test_window_runs_in_turn_order_from_the_active_seat_until_all_pass():
    s = combat([{"arena": ["Secutor"]},
                {"arena": ["Murmillo"], "hand": ["Parry"]},
                {"arena": ["Provocator"], "hand": ["Feint"]}])
    sec, mur = one(s, 0, "arena", "Secutor"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=sec)
    act(s, "strike", target=mur)
    asked = []
    d = s.to_decide()
    asked.append(d.seat)
    act(s, "pass")  # seat 1 passes
    d = s.to_decide()
    asked.append(d.seat)  # seat 2 uses Feint: everyone gets another chance
    feint = one(s, 2, "hand", "Feint")
    act(s, "play", card=feint, source=mur, target=sec, amount=1)
    d = s.to_decide()
    asked.append(d.seat)
    act(s, "pass")
    assert asked == [1, 2, 1]
    # seat 2 has nothing left and seat 0 never had anything: the window closed
    assert s.to_decide().kind == "combat_turn" and s.damage == {mur: 3, sec: 1}


@pytest.mark.rule("forglory", "Reaction Window")
def test_reaction_abilities_need_their_card_in_play():
    s = combat([{"arena": ["Arbelas"]}, {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    arb = one(s, 0, "arena", "Arbelas")
    act(s, "attack", gladiator=arb)
    d = s.to_decide()
    assert d.kind == "reaction" and d.seat == 0  # "when Arbelas attacks"
    mur = one(s, 1, "arena", "Murmillo")
    act(s, "use", card=arb, index=0, target=mur)
    assert s.damage.get(mur) == 1  # resolved before the Attack's own Damage
    assert not any(a.kind == "use" for a in s.legal_actions())  # once per window


@pytest.mark.rule("forglory", "Defeating a Gladiator")
def test_samnite_is_defeated_at_three_damage():
    s = combat([{"arena": ["Gallus"]}, {"arena": ["Samnite"]}, {"arena": ["Murmillo"]}])
    sam = one(s, 1, "arena", "Samnite")
    assert s.health_of(sam) == 3
    act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    events = act(s, "strike", target=sam)
    assert sam not in s.arena[1] and s.discard[1][-1] == sam and sam not in s.damage
    defeated = [e for e in events if e.type == "gladiator_defeated"]
    assert defeated and defeated[0].gladiator == sam


@pytest.mark.rule("forglory", "Defeating a Gladiator")
def test_two_damage_does_not_defeat_a_samnite():
    s = combat([{"arena": ["Samnite"]}, {"arena": ["Samnite"]}, {"arena": ["Murmillo"]}])
    sam = one(s, 1, "arena", "Samnite")
    act(s, "attack", gladiator=one(s, 0, "arena", "Samnite"))
    act(s, "strike", target=sam)
    assert sam in s.arena[1] and s.damage[sam] == 2


@pytest.mark.rule("forglory", "Insurance")
def test_one_coin_token_per_defeated_gladiator():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Samnite", "Murmillo"], "coins": 0}, {"arena": ["Murmillo"]}])
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    events = act(s, "strike", target=one(s, 1, "arena", "Samnite"))
    assert s.coins[1] == 1
    paid = [e for e in events if e.type == "insurance_paid"]
    assert paid[0].seat == 1 and paid[0].rule == "Insurance"


@pytest.mark.rule("forglory", "Ready Gladiators and Redetermine Initiative")
def test_all_exhausted_ready_again_and_damage_stays():
    s = combat([{"arena": ["Gallus"]}, {"arena": [{"name": "Murmillo", "exhausted": True, "damage": 1}]}, {}],
               cf=2)
    gal, mur = one(s, 0, "arena", "Gallus"), one(s, 1, "arena", "Murmillo")
    act(s, "attack", gladiator=gal)  # the only target is chosen without a question
    events_seen = s.damage.get(mur)
    assert events_seen == 4
    # both Agility 1: tie, seat 2 (Crowd's Favor) is out of the battle, seat 1 is nearer in reverse
    assert not ({gal, mur} & s.exhausted)
    assert s.initiative == 1 and s.active == 1 and s.damage[mur] == 4


@pytest.mark.rule("forglory", "End of Battle")
def test_battle_ends_the_moment_one_seat_is_left():
    s = combat([{"arena": ["Gallus"], "hand": ["Heavy Blow"]},
                {"arena": [{"name": "Samnite", "damage": 1}]}, {}], round=1)
    act(s, "play", card=one(s, 0, "hand", "Heavy Blow"), target=one(s, 1, "arena", "Samnite"))
    # Gallus never had to attack: the battle is over and the next round began
    assert s.round == 2 and s.phase == "machinations"


@pytest.mark.rule("forglory", "Resolution")
def test_rewards_for_three_seats():
    deck = ["Denarius"] * 7
    s = combat([{"arena": ["Gallus"], "deck": deck}, {"arena": [{"name": "Samnite", "damage": 2}], "deck": deck},
                {"deck": deck, "hand": ["Lanista"] * 9}], cf=1, round=1,
               arena_deck=["Capua", "Pompeii", "Nola", "Pola"], boasts=["Tavern Boast", "Forum Boast"])
    events = act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    rewards = [e for e in events if e.type == "rewards_taken"]
    assert [(e.seat, e.place) for e in rewards] == [(0, 1), (1, 2), (2, 3)]
    assert [s.names[c] for c in s.villa[0] if s.d(c).type == "arena"] == ["Capua", "Pompeii"]
    assert [s.names[c] for c in s.villa[1] if s.d(c).type == "arena"] == ["Nola"]
    assert "Tavern Boast" in [s.names[c] for c in s.discard[0]] and s.top_boast_value() == 7
    assert s.cf == 2


@pytest.mark.rule("forglory", "Resolution")
def test_rewards_for_four_seats():
    deck = ["Denarius"] * 7
    s = combat([{"arena": ["Gallus"], "deck": deck}, {"arena": [{"name": "Samnite", "damage": 2}], "deck": deck},
                {"deck": deck}, {"deck": deck}], cf=3, round=1,
               arena_deck=["Capua", "Pompeii", "Nola", "Pola", "Salona", "Verona", "Italica"])
    events = act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    rewards = {e.seat: e for e in events if e.type == "rewards_taken"}
    # seats 2 and 3 had no Gladiator: tied for last, the Crowd's Favor holder (3) places better
    assert [rewards[s_].place for s_ in range(4)] == [1, 2, 4, 3]
    assert [len(rewards[s_].arenas) for s_ in range(4)] == [3, 2, 0, 1]
    assert rewards[0].boast is not None and s.cf == 2


@pytest.mark.rule("forglory", "Ending a Battle in a Draw")
def test_simultaneous_last_defeats_go_to_the_crowds_favor():
    s = combat([{"arena": [{"name": "Gallus", "damage": 3}]},
                {"arena": [{"name": "Samnite", "damage": 1}], "hand": ["Counterattack"]}, {}], cf=1, round=3)
    gal, sam = one(s, 0, "arena", "Gallus"), one(s, 1, "arena", "Samnite")
    act(s, "attack", gladiator=gal)
    events = act(s, "play", card=one(s, 1, "hand", "Counterattack"), source=sam, target=gal, amount=1)
    events += deciders_until_end(s)
    ended = [e for e in events if e.type == "battle_ended"][0]
    assert ended.rule == "Ending a Battle in a Draw"
    assert list(ended.placings) == [1, 0, 2]
    assert s.result().winner == 1


def deciders_until_end(s):
    events = []
    while s.to_decide() is not None:
        events += act(s, "pass")
    return events


@pytest.mark.rule("forglory", "Arena Abilities")
def test_static_tactic_reaction_and_free_arena_abilities():
    s = combat([{"arena": ["Gallus"], "villa": ["Pompeii", "Capua", "Falcon Nest"], "coins": 0},
                {"arena": ["Murmillo"], "villa": ["Puteoli"]}, {"arena": ["Provocator"]}])
    gal, mur = one(s, 0, "arena", "Gallus"), one(s, 1, "arena", "Murmillo")
    capua, nest = one(s, 0, "villa", "Capua"), one(s, 0, "villa", "Falcon Nest")
    puteoli = one(s, 1, "villa", "Puteoli")
    assert s.attack_of(gal) == 4  # Pompeii's static +1
    for seat in range(3):  # every seat sees the current values, bonus included
        assert s.observation(seat)["stats"][gal][0] == 4
    act(s, "use", card=capua, index=0)  # a free action, not a Tactic
    assert s.coins[0] == 1 and capua in s.exhausted and not s.tactic_used
    act(s, "use", card=nest, index=0, target=mur)  # the Falcon Nest's Tactic
    assert s.tactic_used and nest in s.exhausted
    d = s.to_decide()
    assert d.seat == 1 and d.kind == "reaction"
    act(s, "use", card=puteoli, index=0, target=mur)  # Puteoli's Reaction
    assert mur not in s.damage and puteoli in s.exhausted


@pytest.mark.rule("forglory", "Return to the Machinations Phase")
def test_after_the_battle_hands_refill_and_the_next_seat_plays():
    deck = ["Denarius"] * 10
    s = combat([{"arena": ["Gallus", "Samnite"], "deck": deck, "hand": ["Parry", "Parry"]},
                {"arena": [{"name": "Samnite", "damage": 2}], "deck": deck, "hand": ["Lanista"] * 8},
                {"deck": deck}], cf=2, round=1, tokens_left=0)
    s.tokens = [1, 1, 0]
    act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    assert s.round == 2 and s.phase == "machinations"
    assert len(s.hand[0]) == 7 and "Parry" in [s.names[c] for c in s.hand[0]]  # kept, then topped up
    assert len(s.hand[1]) == 8  # more than 7: nothing drawn, nothing discarded
    assert len(s.hand[2]) == 7
    assert all(not a for a in s.arena) and "Samnite" in [s.names[c] for c in s.discard[0]]
    assert s.damage == {} and s.tokens == [0, 0, 0] and s.tokens_left == 2
    # the Arena Phase was triggered at the end of seat 2's turn: seat 0 plays next
    assert s.active == 0 and s.to_decide().kind == "take_actions"


@pytest.mark.rule("forglory", "Winning the Game")
def test_winning_the_final_battle_wins_the_game():
    s = combat([{"arena": ["Gallus"]}, {"arena": [{"name": "Samnite", "damage": 2}]}, {}], round=3)
    events = act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    assert types(events)[-1] == "game_over" and events[-1].rule == "Winning the Game"
    assert s.to_decide() is None and s.legal_actions() == []
    r = s.result()
    assert r.winner == 0 and r.placings[0] == 0


@pytest.mark.rule("forglory", "Blessings")
def test_a_blessing_is_spent_to_prevent_all_assigned_damage():
    s = combat([{"arena": ["Secutor"]}, {"arena": [{"name": "Samnite", "blessings": 2}], "hand": ["Parry"]},
                {"arena": ["Provocator"]}])
    sam = one(s, 1, "arena", "Samnite")
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    events = act(s, "strike", target=sam)
    ty = types(events)
    assert ty.index("damage_assigned") < ty.index("blessing_removed") < ty.index("damage_prevented")
    assert s.blessings[sam] == 1 and sam not in s.damage
    assert s.to_decide().kind == "combat_turn"  # nothing was left to react to: Parry never asked


@pytest.mark.rule("forglory", "Blessings")
def test_reassigned_damage_onto_a_blessed_gladiator_is_prevented_too():
    s = combat([{"arena": ["Secutor"]}, {"arena": ["Murmillo"], "hand": ["Counterattack"]},
                {"arena": [{"name": "Provocator", "blessings": 1}]}])
    mur, pro = one(s, 1, "arena", "Murmillo"), one(s, 2, "arena", "Provocator")
    act(s, "attack", gladiator=one(s, 0, "arena", "Secutor"))
    act(s, "strike", target=mur)
    act(s, "play", card=one(s, 1, "hand", "Counterattack"), source=mur, target=pro, amount=3)
    assert pro not in s.blessings and s.damage == {mur: 1}  # the window closed: 1 resolved


@pytest.mark.rule("forglory", "Card Text Overrules")
def test_arena_text_overrules_reserve_and_registration_rules():
    s = make({"seat": [{"hand": ["Gallus", "Lanista"], "villa": ["Casinum"]}, {"hand": ["Gallus", "Lanista"]}, {}]})
    assert legal(s, "reserve", card=one(s, 0, "hand", "Gallus"))  # Casinum: Gladiators may be reserved
    s = make({"phase": "late_registration", "active": 0, "crowds_favor": 2, "seat": [
        {"hand": ["Samnite"], "villa": ["Verona", "Lanista"], "coins": 2}, {"arena": ["Gallus"]}, {}]})
    assert legal(s, "register", card=one(s, 0, "hand", "Samnite"), income=(), coins=2)


@pytest.mark.rule("forglory", "Interpreting Card Text")
def test_gladiators_means_every_gladiator():
    s = combat([{"arena": ["Gallus"], "villa": ["Praetor"]}, {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}])
    praetor = one(s, 0, "villa", "Praetor")
    targets = {a.target for a in s.legal_actions() if a.kind == "use" and a.card == praetor}
    assert one(s, 0, "arena", "Gallus") in targets and len(targets) == 3  # own Gladiator included
    s = combat([{"arena": ["Gallus"], "villa": ["Nemausus", "Ravenna"]}, {"arena": ["Murmillo"]},
                {"arena": ["Provocator"]}])
    assert s.health_of(one(s, 0, "arena", "Gallus")) == 6  # "Gladiators" +1 and "your Gladiators" +1
    assert s.health_of(one(s, 1, "arena", "Murmillo")) == 7  # only "Gladiators" +1


@pytest.mark.rule("forglory", "Defeating a Gladiator")
def test_samnite_example_from_its_scenario_file():
    from engine.forglory import RULESET
    from engine.forglory.content import CONTENT_DIR
    path = CONTENT_DIR.parent / "scenarios" / "samnite_defeated.toml"
    s = RULESET.new_game(RULESET.scenario_config(str(path), RULESET.make_config(3)), 1)
    sam = one(s, 1, "arena", "Samnite")
    act(s, "attack", gladiator=one(s, 0, "arena", "Gallus"))
    coins = s.coins[1]
    events = act(s, "strike", target=sam)
    assert [e.gladiator for e in events if e.type == "gladiator_defeated"] == [sam]
    assert s.discard[1][-1] == sam and s.coins[1] == coins + 1


@pytest.mark.rule("forglory", "Example: Take Actions")
def test_pauls_example_from_its_scenario_file():
    from engine.forglory import RULESET
    from engine.forglory.content import CONTENT_DIR
    path = CONTENT_DIR.parent / "scenarios" / "paul_take_actions.toml"
    s = RULESET.new_game(RULESET.scenario_config(str(path), RULESET.make_config(3)), 1)
    evade = [c for c in s.supply["training"]["row"] if s.names[c] == "Evade"][0]
    denarii = tuple(sorted(ids(s, 0, "hand", "Denarius"), key=lambda c: int(c[1:])))
    act(s, "buy", card=evade, income=denarii, coins=3)
    act(s, "play", card=one(s, 0, "hand", "Unscrupulous Consul"))
    act(s, "play", card=one(s, 0, "hand", "Hoplomachus"))
    assert s.influence(0) == 3 and s.required(0) == 2
    act(s, "reserve", card=one(s, 0, "hand", "Parry"))
    assert len(s.reserve[0]) == 1 and s.active == 1
