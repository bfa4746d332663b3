"""What the window reads from the engine beyond the rules' own state: the quote of a bid (the
wreaths it takes and the Bank Wheel advance), the favour a Discard costs, and the event an
``event_won`` names. Each figure is the one the rules then apply."""
import pytest

from engine.gladiatores.market import COSTS

from .helpers import new, play


@pytest.mark.rule("gladiatores", "Setup: Bidding")
def test_the_market_quotes_each_seat_what_each_cost_would_take_and_borrow():
    for seed in range(1, 40):
        state = new(3, seed=seed)
        events = play(state, lambda s: s.phase == "bid" and s.event_no == 2 and any(s.wheel[x] for x in range(3)),
                      seed=seed)
        if state.phase == "bid":
            break
    else:
        pytest.skip("no second bidding with a wreath on a wheel in the seeds tried")
    view = state.observation(0)["market"]
    assert view["costs"] == list(COSTS[:2])
    for seat in range(3):
        for cost in COSTS:
            quote = view["quotes"][seat][cost - 1]
            payment = state._payment(seat, cost)
            if payment is None:
                assert quote is None
                continue
            given, borrow = quote
            assert borrow == payment[1] and len(given) == len(payment[0])
            assert sum(state.wreath_values[w] for w in given) + borrow >= cost
    # the quote is what the end of bidding then takes (wheels do not change while the bids go on)
    quotes = view["quotes"]
    events = play(state, lambda s: s.phase != "bid")
    bought = [e for e in events if e.type == "gladiator_bought" and e.cost]
    assert bought
    for buy in bought:
        given, borrow = quotes[buy.seat][buy.cost - 1]
        paid = [e.wreath for e in events if e.type == "wreath_paid" and e.seat == buy.seat]
        advance = [e.amount for e in events if e.type == "bank_advance" and e.seat == buy.seat]
        assert sorted(paid) == sorted(given) and advance == ([borrow] if borrow else [])


@pytest.mark.rule("gladiatores", "Discarding Cards")
def test_the_observation_tells_what_a_discard_costs_and_the_discard_takes_it():
    state = new(3, seed=3)
    play(state, lambda s: s.phase == "combat" and s.step == "turn")
    seat = state.active
    for favour, cost in ((2, 1), (0, 0)):
        trial = state.clone()
        trial.favour[seat] = favour
        assert trial.observation(None)["seats"][seat]["discard_cost"] == cost
        discard = next(a for a in trial.legal_actions() if a.kind == "discard")
        event = next(e for e in trial.apply(discard) if e.type == "card_discarded")
        assert event.favour_paid == cost and trial.favour[seat] == favour - cost


@pytest.mark.rule("gladiatores", "Play: Winning an Event")
def test_the_event_won_names_its_event_and_number():
    state = new(3, seed=2)
    events = play(state, lambda s: s.event_no == 2)
    won = next(e for e in events if e.type == "event_won")
    first = next(e for e in events if e.type == "event_revealed" and e.number == 2)
    assert won.number == 1 and won.event not in (None, first.event)
