"""Inicio de la partida and the Fase de mantenimiento."""
from __future__ import annotations

import pytest

from engine.core import Action
from engine.spartacus.common import HAND_SIZE
from engine.spartacus.content import content
from engine.spartacus.state import SpartacusState

from .helpers import RULES, card_named, drive, give, new_game


@pytest.mark.rule("spartacus", "Inicio de la partida")
@pytest.mark.parametrize("seats", [3, 4])
def test_the_highest_die_hosts_first_and_houses_start_as_the_book_says(seats):
    for seed in range(6):
        state = SpartacusState(RULES.make_config(seats), seed)
        events = state.setup()
        picks = []
        while state.step == "house":
            picks.append(state.to_decide().seat)
            events += state.apply(state.legal_actions()[-1])
        assert picks == state.seats_from(state.host), "the host chooses first, then clockwise"
        rolls = [e for e in events if e.type == "host_roll"][-1].rolls
        assert rolls[state.host] == max(r for r in rolls if r is not None)
        c = content()
        assert len(set(state.houses)) == seats
        for seat in range(seats):
            house = c.houses[state.houses[seat]]
            chosen = next(e for e in events if e.type == "house_ready" and e.seat == seat)
            assert chosen.gold == house.gold and state.influence[seat] == 4
            earned = sum(e.gold for e in events if e.type == "income" and e.seat == seat)
            assert state.gold[seat] == house.gold + earned, "then the first upkeep pays the slaves"
            cards = state.assets(seat)
            assert [c.card(k).type for k in cards].count("gladiator") == 1
            assert [c.card(k).type for k in cards].count("slave") == 2
            assert all(c.card(k).start for k in cards if k[0] == "m"), "starting cards have the white border"
            assert [c.card(k).type for k in cards].count("guard") == 1, "a face-up guard each"
            assert len(state.hands[seat]) == HAND_SIZE


@pytest.mark.rule("spartacus", "Inicio de la partida")
def test_assets_lie_face_up_and_hands_are_hidden():
    state = new_game(3, 4)
    for seat in range(3):
        seen = state.observation((seat + 1) % 3)
        assert [a[0] for a in seen["assets"][seat]] == state.assets(seat)
        assert seen["hand_sizes"][seat] == len(state.hands[seat])
        assert sorted(state.hands[seat]) != seen["hand"] or not state.hands[seat]


@pytest.mark.rule("spartacus", "Inicio de la partida")
def test_a_house_chosen_is_not_offered_again():
    state = RULES.new_game(RULES.make_config(4), 3)
    first = state.legal_actions()[1]
    state.apply(first)
    assert first not in state.legal_actions() and len(state.legal_actions()) == len(content().houses) - 1
    assert state.house_name(state.host) == first.house


@pytest.mark.rule("spartacus", "Inicio de la partida")
def test_the_advanced_variant_starts_with_one_influence():
    state = new_game(4, 2, "advanced")
    assert state.influence == [1, 1, 1, 1]


@pytest.mark.rule("spartacus", "Actualizar cartas")
def test_exhausted_cards_become_ready_but_the_wounded_stay_exhausted():
    state = new_game(3, 3)
    seat = state.host
    tired, hurt = state.characters(seat)[:2]
    state.exhausted |= {tired, hurt}
    state.wounded.add(hurt)
    state.round_no = 1
    events = state.start_round([])
    ready = next(e for e in events if e.type == "cards_readied")
    assert tired in ready.cards and hurt not in ready.cards
    assert tired not in state.exhausted


@pytest.mark.rule("spartacus", "Curar heridas")
def test_a_heal_roll_kills_keeps_or_heals():
    seen = set()
    for seed in range(30):
        state = new_game(3, seed)
        card = state.characters(state.host)[0]
        state.exhausted.add(card)
        state.wounded.add(card)
        events = state.start_round([])
        roll = next(e for e in events if e.get("card") == card and e.type in ("died_of_wounds", "still_wounded", "healed"))
        if roll.roll == 1:
            assert roll.type == "died_of_wounds" and card not in state.owner
        elif roll.roll <= 3:
            assert roll.type == "still_wounded" and card in state.wounded and card in state.exhausted
        else:
            assert roll.type == "healed" and state.ready(card)
        seen.add(roll.type)
    assert seen == {"died_of_wounds", "still_wounded", "healed"}


def upkeep_state(gold):
    state = new_game(3, 5)
    seat = state.host
    give(state, seat, card_named("Ferox the Gaul"))
    give(state, seat, card_named("Nox"))
    for s in range(3):
        state.gold[s] = gold
    state.start_round([])
    return state, seat


@pytest.mark.rule("spartacus", "Equilibrar la contabilidad")
def test_slaves_earn_and_gladiators_cost():
    state, seat = upkeep_state(10)
    slaves = len(state.assets(seat, "slave"))
    glads = len(state.assets(seat, "gladiator"))
    assert state.to_decide().seat == seat and state.to_decide().kind == "upkeep"
    assert state.gold[seat] == 10 + slaves
    state.apply(Action.make("pay"))
    assert state.gold[seat] == 10 + slaves - glads


@pytest.mark.rule("spartacus", "Equilibrar la contabilidad")
def test_one_gladiator_goes_free_for_each_gold_unpaid():
    state, seat = upkeep_state(0)
    slaves = len(state.assets(seat, "slave"))
    glads = state.assets(seat, "gladiator")
    assert len(glads) == 3 and slaves == 2
    assert Action.make("pay") not in state.legal_actions()
    state.apply(Action.make("release", card=glads[0]))
    assert glads[0] not in state.owner and glads[0] in state.market_discard
    assert state.to_decide().seat == seat
    state.apply(Action.make("pay"))
    assert state.gold[seat] == 0 and len(state.assets(seat, "gladiator")) == 2


@pytest.mark.rule("spartacus", "Fase de mantenimiento")
def test_every_round_starts_with_upkeep_before_the_intrigue():
    state = new_game(3, 7)
    events = drive(state, lambda s: s.round_no == 2 and s.phase == "intriga")
    types = [e.type for e in events]
    start = types.index("round_started")
    assert "games_announced" in types[:start] or "no_games" in types[:start], "round 1 ended with its arena"
    second = types[start:]
    assert second[0] == "round_started" and "intrigue_turn" in second
    assert "income" in second and second.index("income") < second.index("intrigue_turn")
