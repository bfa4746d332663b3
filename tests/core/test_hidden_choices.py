"""Hidden, simultaneous and negotiated choices in the contract, on the test game Lots
(tests/auctiongame.py): secret Decisions and action views, honest search (a permutation
test), legality judged by check, offers, promises, bets and bounded negotiation."""
from __future__ import annotations

import pytest
from auctiongame import NOBODY, RULESET, LotsState, winner_outcome
from duelgame import RULESET as DUEL
from duelgame import DuelState

from engine.ai import PolicyBot, RandomBot, make_bot, seat_view
from engine.core import Action, Rng
from engine.parts.negotiation import BetBook, NegotiationWindow, Offer, PromiseLedger, Terms
from engine.parts.sealed import SealedRound
from engine.play.match import play_match


def new_game(seed=3, lots="3") -> LotsState:
    return RULESET.new_game(RULESET.make_config(2, {"lots": lots}), seed)


def play(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def to_bids(state):
    """Both houses pass the talk and back nobody: the sealed bids are next."""
    while state.step == "talk":
        state.apply(Action.make("pass"))
    while state.step == "bets":
        bet = next(a for a in state.legal_actions() if a.outcome == NOBODY)
        state.apply(bet)
    assert state.step == "bids"


def bid(state, amount):
    return next(a for a in state.legal_actions() if a.amount == amount)


# -- Decision visibility and action views ------------------------------------------------
def test_a_sealed_bid_is_a_secret_decision_of_a_round_of_every_seat():
    state = new_game()
    to_bids(state)
    d = state.to_decide()
    assert d.secret and d.round == (0, 1) and d.simultaneous
    assert all(a.chooser == d.seat and a.secret_params == ("amount",) for a in state.legal_actions())


def test_the_others_see_that_a_seat_has_bid_never_how_much():
    state = new_game()
    to_bids(state)
    first = state.to_decide().seat
    other = 1 - first
    before = state.observation(other)
    state.apply(bid(state, 7))
    seen = state.observation(other)
    assert seen["sealed"]["chosen"] == [first] and seen["sealed"]["mine"] is None
    assert {k: v for k, v in seen.items() if k != "sealed"} == {k: v for k, v in before.items() if k != "sealed"}
    assert state.observation(first)["sealed"]["mine"] == 7


def test_action_view_blanks_secret_parameters_for_every_other_seat():
    action = Action.hidden(1, ["amount"], "bid", amount=4)
    assert action.view_for(1) is action
    assert action.view_for(0).amount is None and action.view_for(None).amount is None
    assert action.view_for(0) == Action.hidden(1, ["amount"], "bid", amount=9).view_for(0)
    assert Action.make("bid", amount=4) == action, "marks are not part of the value (saves stay the same)"


def test_the_order_of_a_sealed_round_reveals_nothing():
    """Seats are asked in the round's fixed order whatever the answers are."""
    orders = set()
    for amount in range(0, 11):
        state = new_game()
        to_bids(state)
        asked = [state.to_decide().seat]
        state.apply(bid(state, amount))
        asked.append(state.to_decide().seat)
        orders.add(tuple(asked))
    assert orders == {(0, 1)}


# -- honest search -----------------------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_the_second_bidder_chooses_the_same_whatever_the_first_bid(level):
    """The permutation test: the second bidder's choice (same seed) is identical for every
    first bid, so no secret reaches its search tree or its samples."""
    bot = make_bot(level, RULESET)
    choices = set()
    for first_bid in range(0, 11):
        state = new_game(seed=11)
        to_bids(state)
        state.apply(bid(state, first_bid))
        view = seat_view(state)
        choices.add(bot.choose(view, Rng(99, stream=5)))
    assert len(choices) == 1, f"{level} chose differently for different first bids: {choices}"


def test_search_plays_only_in_worlds_drawn_from_the_searchers_view():
    """The first bidder's search compares its own bids at the root, and every playout starts in
    a world its view handed out (``view.sample``): the second bidder's sealed bid is drawn
    afresh in each world, never read from the true state."""
    from dataclasses import replace

    from engine.ai.search import SearchBot

    bot = make_bot("normal", RULESET)
    state = new_game(seed=11)
    to_bids(state)
    view = seat_view(state)
    handed: list = []

    class Spy:
        def __call__(self, rng):
            world = view.sampler(rng)
            handed.append(world)
            return world

        def accepts(self, action):
            return view.sampler.accepts(action)

    spied = replace(view, sampler=Spy())
    starts: list = []
    rollout = SearchBot.rollout

    def spy_rollout(self, state, rng, start):
        starts.append(start)
        return rollout(self, state, rng, start)

    bot.rollout = spy_rollout.__get__(bot)
    bot.choose(spied, Rng(5))
    assert starts and all(any(s is w for w in handed) for s in starts)
    assert {r.action for r in bot.last.root} <= set(view.legal) and view.seat == 0


# -- legality is check ----------------------------------------------------------------------
class _NarrowDuel(DuelState):
    """A duel whose candidate list leaves out healing, which check still accepts (like a
    parametric move outside a bounded candidate list)."""

    def legal_actions(self):
        return [a for a in super().legal_actions() if a.kind != "heal"]

    def check(self, action):
        if action.kind == "heal" and self.attack is None and action.card in self.hands[self.active]:
            return
        super().check(action)


def test_a_policy_bot_plays_its_own_action_when_check_accepts_it():
    state = DUEL.new_game(DUEL.make_config(2), 1)
    narrow = _NarrowDuel.from_json(state.to_json())
    heal = Action.make("heal", card=narrow.hands[narrow.active][0])
    assert heal not in narrow.legal_actions() and narrow.accepts(heal)
    bot = PolicyBot(lambda sample, rng: heal)
    assert bot.choose(seat_view(narrow), Rng(1)) == heal
    refused = Action.make("heal", card="no-such-card")
    assert PolicyBot(lambda sample, rng: refused).choose(seat_view(narrow), Rng(1)) in narrow.legal_actions()


# -- ties, offers, promises, bets -------------------------------------------------------------
def test_tied_top_bidders_bid_again_in_secret_adding_gold():
    state = new_game()
    to_bids(state)
    events = play(state, bid(state, 4), bid(state, 4))
    assert any(e.type == "tie" for e in events)
    d = state.to_decide()
    assert d.secret and d.round == (0, 1) and state.step == "rebid"
    assert max(a.amount for a in state.legal_actions()) == state.gold[d.seat] - 4
    gold = list(state.gold)
    events = play(state, bid(state, 2), bid(state, 1))
    won = next(e for e in events if e.type == "lot_won")
    assert won.seat == 0 and won.paid == 6 and state.gold[0] == gold[0] - 6


def test_still_tied_the_lot_is_discarded_and_nobody_pays():
    state = new_game()
    to_bids(state)
    gold = list(state.gold)
    play(state, bid(state, 4), bid(state, 4))
    events = play(state, bid(state, 1), bid(state, 1))
    assert any(e.type == "lot_discarded" for e in events) and state.gold == gold


def test_an_accepted_offer_records_a_public_promise_that_can_later_be_broken():
    state = new_game()
    ask = next(a for a in state.legal_actions() if a.kind == "offer" and a.ask_gold == 3)
    events = play(state, ask, Action.make("accept"))
    made = next(e for e in events if e.type == "promise_made")
    assert made.seen_by is None and made.text.startswith("I will pay you back 4 gold")
    assert state.gold == [13, 7]
    while state.step == "talk":
        state.apply(Action.make("pass"))
    while state.step in ("bets", "bids"):
        state.apply(state.legal_actions()[0])
    assert state.step == "repay" and state.to_decide().seat == 0
    events = play(state, Action.make("break_promise"))
    assert [e.type for e in events][0] == "promise_broken"
    assert state.ledger.trust(0).broken == 1 and state.observation(1)["trust"][0]["broken"] == 1
    assert state.gold == [13, 7], "the engine never enforces a promise"


def test_a_bet_is_secret_until_the_auction_settles_it_from_its_events():
    state = new_game()
    while state.step == "talk":
        state.apply(Action.make("pass"))
    back_self = next(a for a in state.legal_actions() if a.outcome == winner_outcome(0))
    events = play(state, back_self, next(a for a in state.legal_actions() if a.outcome == NOBODY))
    placed = next(e for e in events if e.type == "bet_placed")
    assert placed.view_for(1).outcome is None and placed.view_for(0).outcome == winner_outcome(0)
    gold = list(state.gold)
    events = play(state, bid(state, 5), bid(state, 2))
    won = next(e for e in events if e.type == "bet_won")
    assert won.seat == 0 and won.paid == 3 and won.seen_by is None
    assert state.gold[0] == gold[0] - 5 + 2


def test_a_house_with_nothing_to_bet_is_still_asked_so_not_being_asked_reveals_nothing():
    state = new_game()
    state.gold[1] = 0
    while state.step == "talk":
        state.apply(Action.make("pass"))
    state.apply(state.legal_actions()[0])
    d = state.to_decide()
    assert d.seat == 1 and d.kind == "bet" and [a.outcome for a in state.legal_actions()] == [NOBODY]
    assert RULESET.game_type.forced_passes


def test_every_negotiation_window_closes():
    window = NegotiationWindow((0, 1, 2), max_offers=1)
    for _ in range(3):
        window.offered()
    assert [window.offers_left(s) for s in range(3)] == [0, 0, 0]
    with pytest.raises(ValueError):
        window.offered()
    for _ in range(3):
        window.passed()
    assert window.closed
    for seed in range(30):
        match = play_match(RULESET, RULESET.make_config(3), seed, [RandomBot()] * 3)
        assert match.decisions <= 3 * (3 * 4 + 3 + 3 * 2 + 3), "a round is bounded"


# -- the vocabulary itself ---------------------------------------------------------------------
def test_offers_travel_as_flat_canonical_parameters_and_explain_bad_forms():
    offer = Offer(0, 2, Terms(gold=2, cards=("c1",)), Terms(support=1), "I will back your next scheme.")
    action = offer.action()
    assert Action.from_json(action.to_json()) == action
    assert Offer.from_action(0, action) == offer
    assert Offer.from_json(offer.to_json()) == offer
    assert offer.give.words() == "2 gold and c1" and offer.ask.words() == "their support"
    assert Offer(0, 0, Terms(gold=1)).problem(3) == "An offer goes to another house at the table."
    assert "at most" in Offer(0, 1, Terms(gold=1), promise="x" * 200).problem(3)
    assert Offer(0, 1).problem(3) == "An offer must give, ask or promise something."


def test_promises_and_bets_round_trip_and_settle():
    ledger = PromiseLedger()
    promise, made = ledger.make(1, 0, "I will pay")
    assert made.type == "promise_made" and ledger.trust(1).open == 1
    kept = ledger.settle(promise.id, True)
    assert kept.type == "promise_kept" and ledger.trust(1).score == 1.0
    with pytest.raises(ValueError):
        ledger.settle(promise.id, False)
    assert PromiseLedger.from_json(ledger.to_json()).to_json() == ledger.to_json()
    book = BetBook()
    book.place(0, "wound", 2, (2, 1))
    book.place(1, "victory", 1)
    assert book.view_for(1) == [{"seat": 0}, {"seat": 1, "outcome": "victory", "stake": 1, "odds": [1, 1]}]
    events, paid = book.settle(lambda outcome: {"wound": True, "victory": None}[outcome])
    assert [e.type for e in events] == ["bet_won"] and paid == {0: 6} and len(book.bets) == 1
    assert BetBook.from_json(book.to_json()).to_json() == book.to_json()
    sealed = SealedRound("bid", (2, 0))
    assert sealed.next_seat() == 2
    sealed.answer(2, 5)
    assert sealed.view_for(0) == {"kind": "bid", "seats": [2, 0], "chosen": [2], "mine": None}
    assert SealedRound.from_json(sealed.to_json()) == sealed
