"""Fase de arena, Apuestas and Derrota."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.spartacus.arena import bet_action, sway_action

from .helpers import card_named, drive, give, new_game


def at_arena(seats=3, seed=1):
    state = new_game(seats, seed)
    drive(state, lambda s: s.step == "avoid")
    return state


def invite_both(state, chooser_first=None):
    """Pass the avoid window and invite two houses that accept."""
    drive(state, lambda s: s.step == "invite")
    others = [s for s in state.seats_from(state.host) if s != state.host]
    for other in others[:2]:
        state.apply(Action.make("invite", seat=other))
        state.apply(Action.make("accept"))
    return others[:2]


@pytest.mark.rule("spartacus", "Fase de arena")
def test_declining_an_invitation_costs_one_influence():
    state = at_arena()
    drive(state, lambda s: s.step == "invite")
    other = state.seats_from(state.host)[1]
    influence = state.influence[other]
    state.apply(Action.make("invite", seat=other))
    assert state.to_decide().seat == other
    state.apply(Action.make("decline"))
    assert state.influence[other] == influence - 1
    assert Action.make("invite", seat=other) not in state.legal_actions()


@pytest.mark.rule("spartacus", "Fase de arena")
def test_a_free_slot_the_others_cannot_fill_is_the_hosts_own():
    state = at_arena()
    drive(state, lambda s: s.step == "invite")
    a, b = state.seats_from(state.host)[1:]
    state.apply(Action.make("invite", seat=a))
    state.apply(Action.make("decline"))
    assert state.legal_actions() == [Action.make("invite", seat=state.host)], "the host must invite himself"
    state.apply(Action.make("invite", seat=state.host))
    assert state.legal_actions() == [Action.make("invite", seat=b)]
    state.apply(Action.make("invite", seat=b))
    state.apply(Action.make("accept"))
    assert state.arena["entrants"] == [state.host, b] and state.step == "fighter"


@pytest.mark.rule("spartacus", "Fase de arena")
def test_with_one_house_able_to_fight_there_are_no_games():
    state = new_game(3, 1)
    drive(state, lambda s: s.phase == "mercado" and s.step == "bid" and s.auction.lot == "host")
    for seat in range(3):
        if seat != state.host:
            state.exhausted |= set(state.characters(seat))
    events = drive(state, lambda s: s.phase != "mercado")
    assert "no_games" in [e.type for e in events] and state.phase == "mantenimiento"


@pytest.mark.rule("spartacus", "Fase de arena")
def test_gold_offered_to_the_host_moves_and_the_host_promise_is_judged_by_the_invitations():
    state = at_arena()
    speaker = state.window.speaker
    host = state.host
    state.gold[speaker] = 5
    offer = next(a for a in state.legal_actions() if a.kind == "bribe" and a.give_gold == 2)
    assert not [a for a in state.legal_actions() if a.kind == "bribe" and a.give_cards], "never asset cards"
    state.apply(offer)
    gold = state.gold[host]
    events = state.apply(Action.make("accept"))
    assert "promise_made" in [e.type for e in events]
    assert state.gold[speaker] == 3 and state.gold[host] == gold + 2
    drive(state, lambda s: s.step == "invite")
    state.apply(Action.make("invite", seat=speaker))
    events = state.apply(Action.make("accept"))
    events += drive(state, lambda s: s.step == "fighter")
    assert "promise_broken" in [e.type for e in events]


@pytest.mark.rule("spartacus", "Fase de arena")
def test_only_ready_characters_fight_the_second_sees_the_first_and_one_equipment_of_each_type():
    state = at_arena()
    first, second = invite_both(state)
    tired = state.characters(first)[0]
    state.exhausted.add(tired)
    assert Action.make("fighter", card=tired) not in state.legal_actions()
    fighter = next(a for a in state.legal_actions())
    state.apply(fighter)
    gladius, spear, net = card_named("Gladius"), card_named("Spear"), card_named("Net")
    for card in (gladius, spear, net):
        give(state, first, card)
    state.apply(Action.make("equip", card=gladius))
    assert Action.make("equip", card=spear) not in state.legal_actions(), "one weapon only"
    state.apply(Action.make("equip", card=net))
    state.apply(Action.make("done"))
    assert state.to_decide().seat == second and state.to_decide().kind == "fighter"
    seen = state.observation(second)["arena"]
    assert seen["fighters"] == [fighter.card] and seen["equip"][0] == [gladius, net]


@pytest.mark.rule("spartacus", "Fase de arena")
def test_the_bank_pays_tributes_for_favour_and_champion_markers():
    state = at_arena()
    first, second = invite_both(state)
    a, b = state.characters(first)[0], state.characters(second)[0]
    state.favour[a] = 2
    state.champion.add(b)
    gold = list(state.gold)
    for card in (a, b):
        state.apply(Action.make("fighter", card=card))
        events = state.apply(Action.make("done"))
    paid = {e.seat: e.gold for e in events if e.type == "tribute_paid"}
    assert paid == {first: 4, second: 6}
    assert state.gold[first] == gold[first] + 4 and state.gold[second] == gold[second] + 6


def at_bets(seed=1):
    state = at_arena(seed=seed)
    entrants = invite_both(state)
    for _ in range(2):
        state.apply(state.legal_actions()[0])
        state.apply(Action.make("done"))
    assert state.step == "bet"
    return state, entrants


@pytest.mark.rule("spartacus", "Apuestas")
def test_bets_are_secret_simultaneous_and_never_against_ones_own_fighter():
    state, (a, b) = at_bets()
    d = state.to_decide()
    assert d.secret and set(d.round) == {0, 1, 2}
    for seat in (a, b):
        allowed = state.allowed_outcomes(seat)
        other = b if seat == a else a
        assert f"{state.house_name(other)}'s fighter wins" not in allowed
        assert f"{state.house_name(seat)}'s fighter is wounded" not in allowed
        assert f"{state.house_name(seat)}'s fighter wins" in allowed
    seat = d.seat
    state.gold[seat] = 9
    too_much = bet_action(seat, ((state.allowed_outcomes(seat)[0], 4),))
    assert not state.accepts(too_much), "never more than 3 gold on one outcome"
    two = bet_action(seat, ((state.allowed_outcomes(seat)[0], 3), (state.allowed_outcomes(seat)[1], 2)))
    assert state.accepts(two), "bets on several outcomes at once"
    state.apply(two)
    for other in range(3):
        if other != seat:
            assert state.observation(other)["sealed"]["mine"] is None


@pytest.mark.rule("spartacus", "Apuestas")
def test_bets_pay_one_to_one_for_victory_and_two_to_one_for_wound_and_decapitation():
    state, (a, b) = at_bets()
    host = state.host
    win, wound = f"{state.house_name(a)}'s fighter wins", f"{state.house_name(b)}'s fighter is wounded"
    decap = f"{state.house_name(b)}'s fighter is decapitated"
    for s in range(3):
        state.gold[s] = 9
    while state.step == "bet":
        seat = state.sealed.next_seat()
        bets = {host: ((win, 2), (wound, 3), (decap, 1)), a: ((win, 3),), b: ()}[seat]
        state.apply(bet_action(seat, bets))
    assert state.step in ("initiative",)
    state.combat["pools"][1] = [0, 0, 2]
    events = state.end_games(0, 2, [])
    won = {(e.seat, e.outcome): e.paid for e in events if e.type == "bet_won"}
    assert won == {(host, win): 4, (host, wound): 9, (a, win): 6}
    assert state.gold[host] == 9 + 2 + 6 - 1 and state.gold[a] >= 9 + 3


def after_combat(state, zeros, seed_first=True):
    state.combat["pools"][1] = [0] * zeros + [1] * (3 - zeros)
    return state.end_games(0, zeros, [])


@pytest.mark.rule("spartacus", "Derrota")
@pytest.mark.parametrize("zeros,fate", [(1, "yielded"), (2, "wounded"), (3, "decapitated")])
def test_the_loser_yields_is_wounded_or_is_decapitated(zeros, fate):
    state, (a, b) = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    loser = state.arena["fighters"][1]
    events = after_combat(state, zeros)
    assert fate in [e.type for e in events]
    if fate == "decapitated":
        assert loser not in state.owner and (state.phase == "mantenimiento" or state.over)
    else:
        assert state.step == "sway" and state.arena["mercy"] == loser
        assert (loser in state.wounded and loser in state.exhausted) == (fate == "wounded")


@pytest.mark.rule("spartacus", "Derrota")
def test_the_winner_gains_favour_and_influence_and_the_fourth_favour_makes_a_champion():
    state, (a, b) = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    winner = state.arena["fighters"][0]
    state.favour[winner] = 3
    influence = state.influence[a]
    events = after_combat(state, 1)
    assert winner in state.champion and winner not in state.favour
    assert "champion_marker" in [e.type for e in events]
    assert state.influence[a] == influence + 1


@pytest.mark.rule("spartacus", "Derrota")
def test_the_thumb_can_be_swayed_and_killing_a_favourite_costs_the_host_influence():
    state, (a, b) = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    loser = state.arena["fighters"][1]
    state.favour[loser] = 2
    after_combat(state, 1)
    host = state.host
    speaker = state.window.speaker
    state.gold[speaker] = 5
    state.apply(sway_action(speaker, host, 2, False))
    gold = state.gold[host]
    state.apply(Action.make("accept"))
    assert state.gold[host] == gold + 2
    drive(state, lambda s: s.step == "thumb")
    influence = state.influence[host]
    events = state.apply(Action.make("thumb", up=False))
    assert loser not in state.owner
    assert state.influence[host] == max(0, influence - 2)
    assert "promise_kept" in [e.type for e in events]


@pytest.mark.rule("spartacus", "Derrota")
def test_ruling_19_a_host_may_kill_a_favourite_worth_more_than_its_influence_and_stops_at_0():
    """Line 97 prices the kill, it does not forbid it; influence never goes below 0 (docs/rulings.md,
    Spartacus 19)."""
    state, (a, b) = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    loser = state.arena["fighters"][1]
    state.favour[loser] = 3
    after_combat(state, 1)
    drive(state, lambda s: s.step == "thumb")
    host = state.host
    state.influence[host] = 1
    assert Action.make("thumb", up=False) in state.legal_actions()
    events = state.apply(Action.make("thumb", up=False))
    assert loser not in state.owner and state.influence[host] == 0
    changed = [e for e in events if e.type == "influence_changed" and e.seat == host]
    assert changed and changed[0].influence == 0


@pytest.mark.rule("spartacus", "Derrota")
def test_a_champion_cannot_die_at_the_hosts_hand():
    state, (a, b) = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    loser = state.arena["fighters"][1]
    state.champion.add(loser)
    events = after_combat(state, 2)
    thumb = next(e for e in events if e.type == "thumb")
    assert thumb.up and loser in state.owner and state.step != "thumb"


@pytest.mark.rule("spartacus", "Fase de arena")
def test_a_favour_offered_to_the_host_is_owed_in_the_public_ledger_and_no_gold_moves():
    """docs/rulings.md, Spartacus 15 (line 59: "oro o favores")."""
    state = at_arena()
    speaker, host = state.window.speaker, state.host
    state.gold[speaker] = 0
    favour = next(a for a in state.legal_actions() if a.kind == "bribe" and a.give_gold == 0)
    assert favour.promise == "I will owe you a favour."
    assert not [a for a in state.legal_actions() if a.kind == "bribe" and a.give_gold > 0], "no gold, no gold offer"
    events = state.apply(favour)
    assert events[0].text.endswith("offers the host a favour to be left out of the games.")
    assert "a favour" in state.to_decide().prompt
    gold = list(state.gold)
    events = state.apply(Action.make("accept"))
    made = [e for e in events if e.type == "promise_made"]
    assert [(e.seat, e.to) for e in made] == [(speaker, host), (host, speaker)], "both promises are public"
    assert state.gold == gold
    assert state.owed == [[made[0].promise, speaker, host]]
    assert state.observation((host + 1) % 3)["favours_owed"] == [[made[0].promise, speaker, host]]
    assert state.ledger.trust(speaker).open == 1


@pytest.mark.rule("spartacus", "Derrota")
def test_the_thumb_can_be_swayed_with_a_favour():
    """Line 95: everything is negotiable; a favour is one of the prices (docs/rulings.md, Spartacus 15)."""
    state, (a, b) = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    after_combat(state, 1)
    host, speaker = state.host, state.window.speaker
    state.gold[speaker] = 0
    offer = sway_action(speaker, host, 0, True)
    assert offer in state.legal_actions()
    state.apply(offer)
    events = state.apply(Action.make("accept"))
    assert state.favour_owed(speaker, host) is not None
    assert [e.seat for e in events if e.type == "promise_made"] == [speaker, host]
    drive(state, lambda s: s.step == "thumb")
    events = state.apply(Action.make("thumb", up=True))
    assert "promise_kept" in [e.type for e in events], "the host's promise is judged by the thumb"
    assert state.favour_owed(speaker, host) is not None, "the favour itself stays owed"


@pytest.mark.rule("spartacus", "Fase de arena")
def test_the_host_may_be_offered_any_gold_the_house_holds_not_more():
    """Line 59 sets no price on an offer to the host: the legal list names 0-3 gold for bots, and
    ``check`` takes any amount the house holds (docs/rulings.md, Spartacus 9)."""
    from engine.spartacus.arena import avoid_offer

    state = at_arena()
    speaker, host = state.window.speaker, state.host
    state.gold[speaker] = 7
    five = avoid_offer(speaker, host, 5).action("bribe")
    assert five not in state.legal_actions() and state.accepts(five)
    with pytest.raises(IllegalAction, match="from 0 \\(a favour\\) to 7 gold"):
        state.check(avoid_offer(speaker, host, 8).action("bribe"))
    events = state.apply(five)
    assert events[0].text.endswith("offers the host 5 gold to be left out of the games.")
    state.apply(Action.make("accept"))
    assert state.gold[speaker] == 2


@pytest.mark.rule("spartacus", "Derrota")
def test_the_thumb_may_be_swayed_with_any_gold_the_house_holds():
    """Line 95 ("todo en este juego es negociable"): no cap on a sway but the house's own gold."""
    state, _ = at_bets()
    while state.step == "bet":
        state.apply(state.legal_actions()[0])
    after_combat(state, 1)
    host, speaker = state.host, state.window.speaker
    state.gold[speaker] = 6
    six = sway_action(speaker, host, 6, False)
    assert six not in state.legal_actions() and state.accepts(six)
    assert not state.accepts(sway_action(speaker, host, 7, False))
    state.apply(six)
    state.apply(Action.make("accept"))
    assert state.gold[speaker] == 0
