"""Fase de intriga: turns, bank sales, abilities, schemes with support, reactions and guards."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.spartacus.content import content

from .helpers import card_named, drive, give, new_game, scenario, to_hand


def at_intrigue(seats=3, seed=1):
    state = new_game(seats, seed)
    drive(state, lambda s: s.step == "intrigue")
    return state


def intrigue_turn(influence=(4, 4, 4), hands=((), (), ()), guards=((), (), ())):
    """A scenario file: house 0's intrigue turn (house 0 hosts), with these influences, hands and
    face-up guards, and a gladiator and two slaves each."""
    names = ("House Aurelius", "House Calvisius", "House Vettius")
    chars = (('"Aulus"', '"Tiro the Cook", "Ora the Maid"'), ('"Bodua"', '"Mela the Weaver", "Silva the Runner"'),
             ('"Cerco"', '"Nerissa the Singer", "Gaius the Groom"'))
    text = 'phase = "intrigue"\nhost = 0\ndecides = 0\n'
    for s in range(3):
        text += (f'[[house]]\nname = "{names[s]}"\ngold = 5\ninfluence = {influence[s]}\n'
                 f'gladiators = [{chars[s][0]}]\nslaves = [{chars[s][1]}]\n'
                 f'guards = {list(guards[s])!r}\nhand = {list(hands[s])!r}\n'.replace("'", '"'))
    return scenario(text)


def turn_seat(state):
    return state.order[state.idx]


def scheme_action(state, name, target=None):
    card = card_named(name, "intrigue")
    to_hand(state, turn_seat(state), card)
    return Action.make("scheme", card=card, target=target)


@pytest.mark.rule("spartacus", "Fase de intriga")
def test_the_host_plays_first_then_clockwise():
    for seed in range(4):
        state = new_game(4, seed)
        host = state.host
        events = drive(state, lambda s: s.phase == "mercado")
        turns = [e.seat for e in events if e.type == "intrigue_turn"]
        assert turns == [(host + i) % 4 for i in range(4)]


@pytest.mark.rule("spartacus", "Fase de intriga")
def test_intrigue_cards_sell_to_the_bank_but_assets_do_not():
    state = at_intrigue()
    seat = turn_seat(state)
    card = card_named("Rumours in the Baths", "intrigue")
    to_hand(state, seat, card)
    gold = state.gold[seat]
    state.apply(Action.make("sell", card=card))
    assert state.gold[seat] == gold + content().card(card).value
    assert card in state.intrigue_discard and card not in state.hands[seat]
    for asset in state.assets(seat):
        assert not state.accepts(Action.make("sell", card=asset)), "assets change owner only in the market"


@pytest.mark.rule("spartacus", "Fase de intriga")
def test_an_ability_exhausts_its_character_and_bars_it_from_the_arena():
    state = at_intrigue()
    seat = turn_seat(state)
    cook = card_named("Tiro the Cook")
    give(state, seat, cook)
    gold = state.gold[seat]
    state.apply(Action.make("ability", card=cook))
    assert state.gold[seat] == gold + 1 and cook in state.exhausted
    assert not state.accepts(Action.make("ability", card=cook)), "an exhausted card cannot be used again"
    state.arena = {"final": False, "entrants": [seat], "fighters": [], "equip": [[], []]}
    state.open_phase("arena")
    state.push_step("fighter")
    assert Action.make("fighter", card=cook) not in state.legal_actions()


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_scheme_met_alone_resolves_at_once():
    state = intrigue_turn(influence=(5, 4, 4))
    seat = turn_seat(state)
    gold = state.gold[seat]
    state.apply(scheme_action(state, "Rich Patronage"))
    drive(state, lambda s: s.step == "intrigue")  # the others let it be
    assert state.gold[seat] == gold + 3


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_support_is_recorded_as_a_promise_and_the_schemer_decides_to_pay():
    state = intrigue_turn(influence=(2, 4, 4))
    seat = turn_seat(state)
    helper = (seat + 1) % 3
    state.apply(scheme_action(state, "Feast for the Magistrate"))
    assert state.step == "support"
    ask = next(a for a in state.legal_actions() if a.kind == "ask_support" and a.to == helper and a.give_gold == 2)
    state.apply(ask)
    gold = list(state.gold)
    events = state.apply(Action.make("accept"))
    assert {"support_given", "promise_made"} <= {e.type for e in events}
    assert state.gold == gold, "nothing moves when support is given"
    assert state.influence[seat] == 2, "support does not change influence"
    drive(state, lambda s: s.step == "repay")
    assert state.influence[seat] == 3
    state.apply(Action.make("keep_promise"))
    assert state.gold[helper] == gold[helper] + 2 and state.gold[seat] == gold[seat] - 2
    assert state.ledger.trust(seat).kept == 1


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_promise_may_be_broken_and_support_serves_one_scheme_only():
    state = intrigue_turn(influence=(1, 3, 0))
    seat = turn_seat(state)
    helper = (seat + 1) % 3
    state.apply(scheme_action(state, "Rich Patronage"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "ask_support" and a.give_gold == 1))
    state.apply(Action.make("accept"))
    drive(state, lambda s: s.step == "repay")
    gold = list(state.gold)
    events = state.apply(Action.make("break_promise"))
    assert events[0].type == "promise_broken" and state.gold == gold
    assert state.ledger.trust(seat).broken == 1
    state.apply(scheme_action(state, "Pickpockets", target=helper))
    assert state.step == "support", "the next scheme needs support again"


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_scheme_out_of_reach_cannot_be_played():
    state = intrigue_turn(influence=(1, 1, 1))
    seat = turn_seat(state)
    with pytest.raises(IllegalAction):
        state.apply(scheme_action(state, "Assassin in the Night", target=(seat + 1) % 3))


@pytest.mark.rule("spartacus", "Cartas de reacción")
def test_every_other_house_is_asked_and_a_reaction_cancels():
    state = intrigue_turn(influence=(5, 4, 2), hands=((), ("Pickpockets",), ("Loyal Spies",)))
    seat = turn_seat(state)
    last = (seat + 2) % 3
    spies = card_named("Loyal Spies", "intrigue")
    gold = state.gold[seat]
    state.apply(scheme_action(state, "Rich Patronage"))
    first = state.to_decide()
    assert first.kind == "reaction" and first.seat == (seat + 1) % 3
    assert state.legal_actions() == [Action.make("pass")], "a house without a reaction is still asked"
    state.apply(Action.make("pass"))
    assert state.to_decide().seat == last
    events = state.apply(Action.make("react", card=spies))
    assert "scheme_cancelled" in [e.type for e in events]
    assert state.gold[seat] == gold and spies in state.intrigue_discard


@pytest.mark.rule("spartacus", "Cartas de reacción")
def test_a_reaction_needs_influence_of_its_own():
    state = intrigue_turn(influence=(5, 3, 4), hands=((), ("Exposed!",), ()))
    turn_seat(state)
    exposed = card_named("Exposed!", "intrigue")
    assert exposed in state.hands[1]
    state.apply(scheme_action(state, "Rich Patronage"))
    assert Action.make("react", card=exposed) not in state.legal_actions()


@pytest.mark.rule("spartacus", "Cartas de guardia")
def test_a_hidden_guard_rolls_against_a_scheme_aimed_at_its_house():
    outcomes = set()
    for seed in range(12):
        state = at_intrigue(seed=seed)
        seat = turn_seat(state)
        target = (seat + 1) % 3
        state.influence[seat] = 6
        for s in range(3):
            state.hands[s] = [c for c in state.hands[s] if content().card(c).type != "reaction"]
        guard = next(c for c in content().intrigue_ids() if content().card(c).type == "guard"
                     and c not in state.owner)
        to_hand(state, target, guard)
        state.gold[target] = 5
        state.apply(scheme_action(state, "Pickpockets", target=target))
        drive(state, lambda s: s.step == "guard")
        assert state.to_decide().seat == target
        events = state.apply(Action.make("guard", card=guard))
        roll = next(e for e in events if e.type == "guard_rolled")
        assert roll.held == (roll.roll >= 4)
        assert state.gold[target] == (5 if roll.roll >= 4 else 3)
        assert guard in state.intrigue_discard and guard not in state.hands[target]
        outcomes.add(roll.held)
    assert outcomes == {True, False}


@pytest.mark.rule("spartacus", "Cartas de guardia")
def test_the_target_is_asked_even_without_a_guard():
    state = intrigue_turn(influence=(6, 4, 4))
    seat = turn_seat(state)
    target = (seat + 1) % 3
    assert not state.guards_of(target)
    state.apply(scheme_action(state, "Pickpockets", target=target))
    drive(state, lambda s: s.step in ("guard", "intrigue"))
    assert state.step == "guard" and state.legal_actions() == [Action.make("pass")]


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_favour_owed_is_kept_or_broken_when_the_creditor_asks_for_support():
    """docs/rulings.md, Spartacus 15: support bought with a favour (line 30) leaves the schemer owing
    one; the next time the creditor asks the debtor for support, giving it keeps the favour,
    refusing breaks it."""
    state = at_intrigue()
    seat = turn_seat(state)
    helper = (seat + 1) % 3
    state.influence[seat], state.influence[helper] = 2, 4
    state.apply(scheme_action(state, "Feast for the Magistrate"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "ask_support" and a.to == helper
                     and a.give_gold == 0))
    gold = list(state.gold)
    state.apply(Action.make("accept"))
    owed = state.favour_owed(seat, helper)
    assert owed is not None and state.ledger.get(owed).status == "open" and state.gold == gold
    # later the creditor schemes and asks the debtor: refusing breaks the favour
    drive(state, lambda s: s.step == "intrigue" and turn_seat(s) == helper)
    state.influence[helper], state.influence[seat] = 1, 3
    state.apply(scheme_action(state, "Feast for the Magistrate"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "ask_support" and a.to == seat
                     and a.give_gold == 1))
    events = state.apply(Action.make("decline"))
    assert [e.type for e in events] == ["support_refused", "promise_broken"]
    assert state.ledger.get(owed).status == "broken" and state.favour_owed(seat, helper) is None
    assert state.ledger.trust(seat).broken == 1


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_support_given_to_the_creditor_keeps_the_favour():
    state = at_intrigue()
    seat = turn_seat(state)
    helper = (seat + 1) % 3
    state.owe_favour(seat, helper, "Cartas de conspiración")
    drive(state, lambda s: turn_seat(s) == helper)
    state.influence[helper], state.influence[seat] = 1, 3
    state.apply(scheme_action(state, "Feast for the Magistrate"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "ask_support" and a.to == seat
                     and a.give_gold == 2))
    events = state.apply(Action.make("accept"))
    assert [e.type for e in events][:2] == ["support_given", "promise_kept"]
    assert state.ledger.trust(seat).kept == 1 and not state.owed


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_support_may_be_bought_with_a_promise_of_any_gold():
    """Line 30 sets no price on support: a promise of more gold than the listed 0-3 (even more than
    the schemer holds; keeping it is the schemer's affair, line 31) is accepted (Spartacus 4)."""
    from engine.spartacus.intriga import support_offer

    state = intrigue_turn(influence=(2, 4, 4))
    seat = turn_seat(state)
    helper = (seat + 1) % 3
    state.apply(scheme_action(state, "Feast for the Magistrate"))
    ten = support_offer(seat, helper, 10).action("ask_support")
    assert ten not in state.legal_actions() and state.accepts(ten)
    with pytest.raises(IllegalAction, match="Ask another house"):
        state.check(support_offer(seat, seat, 1).action("ask_support"))
    events = state.apply(ten)
    assert events[0].promise == "I will pay you 10 gold once the scheme is over."
