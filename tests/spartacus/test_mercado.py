"""Fase de mercado: the open market, blind auctions and the bid to host."""
from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.parts.negotiation import Offer, Terms
from engine.spartacus.content import content

from .helpers import drive, houses, new_game, scenario


def at_market(seats=3, seed=1):
    state = new_game(seats, seed)
    drive(state, lambda s: s.step == "market")
    return state


def driven_auction(seats=3, seed=1):
    state = at_market(seats, seed)
    drive(state, lambda s: s.step == "bid")
    return state


def at_auction(seed=1, gold=(9, 9, 9), extra=""):
    """A scenario file: the auctions of round 1, house 0 hosting, gold 9 each unless said."""
    return scenario('phase = "auctions"\nhost = 0\n' + extra + houses(gold=gold), seed)


def bid(state, amount):
    seat = state.sealed.next_seat()
    return state.apply(Action.hidden(seat, ("amount",), "bid", amount=amount))


@pytest.mark.rule("spartacus", "Fase de mercado")
def test_the_market_runs_open_market_then_auctions_then_the_host_bid():
    state = new_game(3, 2)
    events = drive(state, lambda s: s.phase == "arena" or s.round_no > 1)
    types = [e.type for e in events]
    opened = types.index("market_opened")
    hidden = types.index("gold_hidden")
    assert opened < hidden < types.index("gold_shown")
    auctions = [e for e in events if e.type == "auction_opened"]
    assert len(auctions) == 4 and auctions[-1].card is None and auctions[-1].rule == "Puja por ser el anfitrión"


@pytest.mark.rule("spartacus", "Mercado abierto")
def test_an_accepted_trade_moves_cards_and_gold_and_a_declined_one_nothing():
    state = at_market()
    seat = state.window.speaker
    other = (seat + 1) % 3
    mine, theirs = state.assets(seat, "slave")[0], state.assets(other, "gladiator")[0]
    state.gold[seat] = 6
    trade = Offer(seat, other, Terms(gold=2, cards=(mine,)), Terms(cards=(theirs,))).action("trade")
    gold = list(state.gold)
    state.apply(trade)
    assert state.to_decide().seat == other and state.to_decide().kind == "answer_offer"
    state.apply(Action.make("decline"))
    assert state.owner[mine] == seat and state.gold == gold
    state.window.turn = state.window.seats.index(seat)
    state.apply(trade)
    events = state.apply(Action.make("accept"))
    assert events[0].type == "trade_done"
    assert state.owner[mine] == other and state.owner[theirs] == seat
    assert state.gold[seat] == gold[seat] - 2 and state.gold[other] == gold[other] + 2


@pytest.mark.rule("spartacus", "Mercado abierto")
def test_a_house_cannot_trade_what_it_does_not_own_nor_beyond_its_offers():
    state = at_market()
    seat = state.window.speaker
    other = (seat + 1) % 3
    theirs = state.assets(other)[0]
    with pytest.raises(IllegalAction):
        state.apply(Offer(seat, other, Terms(cards=(theirs,)), Terms(gold=1)).action("trade"))
    with pytest.raises(IllegalAction):
        state.apply(Offer(seat, other, Terms(gold=state.gold[seat] + 1), Terms()).action("trade"))
    state.window.made[seat] = state.window.max_offers
    assert not [a for a in state.legal_actions() if a.kind == "trade"]


@pytest.mark.rule("spartacus", "Mercado abierto")
def test_assets_sell_to_the_bank_and_the_market_closes_when_all_pass():
    state = at_market()
    seat = state.window.speaker
    slave = state.assets(seat, "slave")[0]
    gold = state.gold[seat]
    state.apply(Action.make("sell_asset", card=slave))
    assert slave not in state.owner and state.gold[seat] == gold + content().card(slave).value
    for _ in range(3):
        state.apply(Action.make("pass"))
    assert state.step == "bid" and state.window is None


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_gold_is_hidden_and_bids_are_secret_until_all_have_bid():
    state = driven_auction()
    assert len(state.auction.lots) == 2, "as many lots as seats (one is up now)"
    first = state.sealed.next_seat()
    for seat in range(3):
        seen = state.observation(seat)
        assert [g is None for g in seen["gold"]] == [s != seat for s in range(3)]
    bid(state, 1)
    for seat in range(3):
        if seat != first:
            assert state.observation(seat)["sealed"]["mine"] is None
            assert state.observation(seat)["sealed"]["chosen"] == [first]


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_the_highest_bid_wins_and_pays_the_bank():
    state = at_auction()
    lot = state.auction.lot
    seats = state.sealed.seats
    for amount in (3, 5, 1):
        bid(state, amount)
    assert state.owner[lot] == seats[1] and state.gold[seats[1]] == 4
    assert state.gold[seats[0]] == 9 and state.gold[seats[2]] == 9


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_tied_bidders_bid_again_and_a_second_tie_discards_the_card():
    state = at_auction()
    lot = state.auction.lot
    seats = state.sealed.seats
    for amount in (4, 4, 2):
        bid(state, amount)
    assert state.sealed.seats == (seats[0], seats[1]), "only the tied houses bid again"
    assert state.to_decide().round == (seats[0], seats[1])
    bid(state, 2)
    events = bid(state, 2)
    assert any(e.type == "auction_void" for e in events)
    assert lot in state.market_discard and all(state.gold[s] == 9 for s in seats), "the gold goes back"
    state2 = at_auction(seed=3)
    lot2, seats2 = state2.auction.lot, state2.sealed.seats
    for amount in (4, 4, 0):
        bid(state2, amount)
    bid(state2, 3)
    bid(state2, 1)
    assert state2.owner[lot2] == seats2[0]
    assert state2.gold[seats2[0]] == 2 and state2.gold[seats2[1]] == 9, "the winner pays its bid and what it added"


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_a_card_nobody_bids_for_is_discarded():
    state = at_auction()
    lot = state.auction.lot
    for _ in range(3):
        bid(state, 0)
    assert lot in state.market_discard and lot not in state.owner


@pytest.mark.rule("spartacus", "Puja por ser el anfitrión")
def test_the_host_bid_gives_the_marker_and_one_influence():
    state = at_auction(gold=(5, 5, 5), extra="host_bid = true\n")
    assert state.auction.lot == "host"
    seats = state.sealed.seats
    winner = seats[2]
    influence = state.influence[winner]
    for amount in (0, 0, 3):
        bid(state, amount)
    assert state.host == winner and state.influence[winner] == influence + 1
    assert not state.gold_hidden, "after the market the gold is shown again"
