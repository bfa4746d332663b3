"""Lots: a small sealed-bid auction game that exercises hidden, simultaneous and negotiated
choices (the worked example of docs/contract.md). Only for tests.

Two or three houses start with 10 gold each (public). A deck of lots worth 3 to 8 points is
shuffled; each round reveals one lot and runs four steps:

1. **Talk** (a negotiation window): houses speak in turn from the round's first house; each
   may make one offer per round to another house: "lend me 1-3 gold now", with the promise to
   pay it back with 1 gold interest after the auction, or pass. The addressee accepts (the
   gold moves at once) or declines. The window closes when every house has passed in a row.
2. **Bets** (a sealed round of every house): each house secretly backs one house to win the
   lot (1 gold, paid 2:1) or backs nobody. Bets are revealed and settled after the auction.
3. **Sealed bids** (a sealed round): each house bids 0 to all its gold in secret; the bids are
   revealed together. The highest bid wins the lot and pays the bank. Tied top bidders bid
   again in secret, each adding 0 or more gold to its first bid; still tied, or no bid at
   all, the lot is discarded and nobody pays.
4. **Repayment**: a house that borrowed this round decides to keep its promise (pay back the
   loan and 1 gold more, if it can) or to break it. The engine records which.

After the last lot, each house scores its lots' points plus 1 point per 2 gold; the highest
score wins (a tie is a draw).
"""
from __future__ import annotations

from functools import cache
from typing import Any

from engine.core import Action, Decision, Event, Option, Result, Rng, Ruleset, State
from engine.core.gametype import HIDDEN, GameType
from engine.parts.negotiation import BetBook, NegotiationWindow, Offer, PromiseLedger, Terms
from engine.parts.sealed import SealedRound

LOT_VALUES = (3, 4, 5, 6, 7, 8)
START_GOLD = 10
INTEREST = 1
BET_STAKE = 1
BET_ODDS = (2, 1)
NOBODY = "nobody"


def winner_outcome(seat: int | None) -> str:
    return NOBODY if seat is None else f"house {seat + 1} wins"


class LotsState(State):
    #: the game's dynamics (engine/core/gametype.py); its action kinds are declared with the port to the flow machine
    game_type = GameType(information=HIDDEN, secret_decisions=True, simultaneous=True, forced_passes=True)
    ruleset_name = "lots"

    @property
    def num_seats(self) -> int:
        return int(self.config["seats"])

    def setup(self) -> None:
        n = self.num_seats
        self.gold = [START_GOLD] * n
        self.points = [0] * n
        self.deck = list(LOT_VALUES)
        self.rng.shuffle(self.deck)
        self.deck = self.deck[:int(self.config["lots"])]
        self.lot: int | None = None
        self.revealed: list[int] = []
        self.lot_no = 0
        self.step = "talk"
        self.talk: NegotiationWindow | None = None
        self.offer: Offer | None = None          # an offer waiting for its answer
        self.loans: list[list[int]] = []         # [borrower, lender, amount, promise id] of this round
        self.ledger = PromiseLedger()
        self.book = BetBook()
        self.sealed: SealedRound | None = None
        self.first_bids: dict[int, int] = {}     # a tie's first bids, while the tied re-bid
        self.over = False
        self._next_lot([])

    # -- the round's steps ------------------------------------------------------------
    def _next_lot(self, events: list[Event]) -> list[Event]:
        if not self.deck:
            self.over = True
            self.lot = None
            events.append(Event.make("game_over", rule="End", winner=self.result().winner))
            return events
        self.lot = self.deck.pop()
        self.revealed.append(self.lot)
        self.lot_no += 1
        first = (self.lot_no - 1) % self.num_seats
        seats = tuple((first + i) % self.num_seats for i in range(self.num_seats))
        self.step, self.talk, self.loans = "talk", NegotiationWindow(seats, max_offers=1), []
        events.append(Event.make("lot_revealed", rule="Round", lot=self.lot_no, points=self.lot))
        return events

    def _start_bets(self, events: list[Event]) -> list[Event]:
        self.step = "bets"
        self.sealed = SealedRound("bet", tuple(range(self.num_seats)))
        return events

    def _start_bids(self, events: list[Event]) -> list[Event]:
        self.step = "bids"
        self.sealed = SealedRound("bid", tuple(range(self.num_seats)))
        self.first_bids = {}
        return events

    # -- decisions ----------------------------------------------------------------------
    def to_decide(self) -> Decision | None:
        if self.over:
            return None
        n = tuple(range(self.num_seats))
        if self.step == "talk":
            if self.offer is not None:
                return Decision(self.offer.to, "answer_offer", "Accept or decline the loan offered to you.", "Talk")
            return Decision(self.talk.speaker, "talk", "Ask another house for a loan, or pass.", "Talk")
        if self.step in ("bets", "bids", "rebid"):
            seat = self.sealed.next_seat()
            prompt = {"bets": "Secretly back a house to win this lot (1 gold, paid 2 to 1), or nobody.",
                      "bids": "Secretly bid for the lot.",
                      "rebid": "Tied: secretly add gold to your bid."}[self.step]
            rule = {"bets": "Bets", "bids": "Sealed bids", "rebid": "Ties"}[self.step]
            return Decision(seat, self.sealed.kind, prompt, rule, secret=True, round=self.sealed.seats if
                            self.step == "rebid" else n)
        if self.step == "repay":
            borrower = self.loans[0][0]
            return Decision(borrower, "repay", "Keep your promise and pay back the loan, or break it.", "Repayment")
        raise AssertionError(self.step)

    def legal_actions(self) -> list[Action]:
        d = self.to_decide()
        if d is None:
            return []
        seat = d.seat
        if d.kind == "answer_offer":
            return list(_ANSWERS)
        if d.kind == "talk":
            out = []
            if self.talk.offers_left(seat):
                for other in range(self.num_seats):
                    if other != seat and self.gold[other] > 0:
                        for amount in range(1, min(3, self.gold[other]) + 1):
                            out.append(_loan_action(seat, other, amount))
            return out + [_PASS]
        if d.kind in ("bet", "bid"):
            return [_sealed_action(seat, d.kind, answer) for answer in self._answers_for(seat)]
        if d.kind == "repay":
            borrower, _, amount, _ = self.loans[0]
            keep = [Action.make("keep_promise")] if self.gold[borrower] >= amount + INTEREST else []
            return keep + [Action.make("break_promise")]
        raise AssertionError(d.kind)

    @staticmethod
    def _loan_offer(seat: int, other: int, amount: int) -> Offer:
        return Offer(seat, other, Terms(), Terms(gold=amount),
                     f"I will pay you back {amount + INTEREST} gold after this lot.")

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        if decision.kind == "bid" and action.kind == "bid":
            return "A bid must be a whole number of gold you hold."
        return super().explain_illegal(action, decision)

    # -- carrying out -------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        d = self.to_decide()
        seat = d.seat
        events: list[Event] = []
        if d.kind == "talk":
            if action.kind == "pass":
                self.talk.passed()
                events.append(Event.make("passed", rule="Talk", seat=seat))
                return self._start_bets(events) if self.talk.closed else events
            self.offer = Offer.from_action(seat, action)
            self.talk.offered()
            events.append(Event.make("offer_made", rule="Talk", seat=seat, to=self.offer.to,
                                     ask_gold=self.offer.ask.gold, promise=self.offer.promise))
            return events
        if d.kind == "answer_offer":
            offer, self.offer = self.offer, None
            if action.kind == "decline":
                return [Event.make("offer_declined", rule="Talk", seat=seat, by=offer.sender)]
            amount = offer.ask.gold
            self.gold[seat] -= amount
            self.gold[offer.sender] += amount
            promise, made = self.ledger.make(offer.sender, seat, offer.promise, rule="Talk")
            self.loans.append([offer.sender, seat, amount, promise.id])
            return [Event.make("offer_accepted", rule="Talk", seat=seat, by=offer.sender, gold=amount), made]
        if d.kind == "bet":
            self.sealed.answer(seat, action.outcome)
            events.append(Event.make("has_chosen", rule="Bets", seat=seat))
            if self.sealed.complete:
                for bettor, outcome in self.sealed.reveal().items():
                    if outcome != NOBODY:
                        events.append(self.book.place(bettor, outcome, BET_STAKE, BET_ODDS, rule="Bets"))
                return self._start_bids(events)
            return events
        if d.kind == "bid":
            self.sealed.answer(seat, int(action.amount))
            events.append(Event.make("has_chosen", rule="Sealed bids", seat=seat))
            if self.sealed.complete:
                return self._resolve_bids(events)
            return events
        if d.kind == "repay":
            borrower, lender, amount, promise_id = self.loans.pop(0)
            kept = action.kind == "keep_promise"
            if kept:
                self.gold[borrower] -= amount + INTEREST
                self.gold[lender] += amount + INTEREST
            events.append(self.ledger.settle(promise_id, kept, rule="Repayment"))
            return events if self.loans else self._next_lot(events)
        raise AssertionError(d.kind)

    def _resolve_bids(self, events: list[Event]) -> list[Event]:
        bids = self.sealed.reveal()
        if self.step == "rebid":
            bids = {s: self.first_bids[s] + extra for s, extra in bids.items()}
        events.append(Event.make("bids_revealed", rule="Ties" if self.step == "rebid" else "Sealed bids",
                                 bids=[[s, b] for s, b in sorted(bids.items())]))
        top = max(bids.values())
        leaders = sorted(s for s, b in bids.items() if b == top)
        winner = None
        if top > 0 and len(leaders) == 1:
            winner = leaders[0]
            self.gold[winner] -= top
            self.points[winner] += self.lot
            events.append(Event.make("lot_won", rule="Sealed bids", seat=winner, points=self.lot, paid=top))
        elif top > 0 and self.step == "bids":
            self.step, self.first_bids = "rebid", {s: bids[s] for s in leaders}
            self.sealed = SealedRound("bid", tuple(leaders))
            events.append(Event.make("tie", rule="Ties", seats=leaders, bid=top))
            return events
        else:
            events.append(Event.make("lot_discarded", rule="Ties", points=self.lot))
        settled, _ = self.book.settle(lambda outcome: outcome == winner_outcome(winner), rule="Bets")
        for event in settled:
            bettor = event.seat
            won = event.type == "bet_won"
            self.gold[bettor] += event.paid - event.stake if won else -min(event.stake, self.gold[bettor])
        events += settled
        self.sealed, self.first_bids = None, {}
        if self.loans:
            self.step = "repay"
            return events
        return self._next_lot(events)

    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = tuple(self.points[s] + self.gold[s] // 2 for s in range(self.num_seats))
        placings = tuple(sorted(range(self.num_seats), key=lambda s: (-scores[s], s)))
        best = [s for s in placings if scores[s] == scores[placings[0]]]
        return Result(best[0] if len(best) == 1 else None, placings, scores)

    # -- what each seat sees --------------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        return {
            "gold": list(self.gold), "points": list(self.points), "lot": self.lot, "lot_no": self.lot_no,
            "revealed": list(self.revealed),
            "lots_left": len(self.deck), "step": self.step,
            "talk": None if self.talk is None else self.talk.to_json(),
            "offer": None if self.offer is None else self.offer.to_json(),
            "loans": [list(loan) for loan in self.loans],
            "promises": self.ledger.to_json(),
            "trust": [vars(self.ledger.trust(s)) for s in range(self.num_seats)],
            "sealed": None if self.sealed is None else self.sealed.view_for(seat),
            "tie": sorted(self.first_bids.items()) if self.step == "rebid" else None,
        }

    def determinize(self, seat: int, rng: Rng) -> LotsState:
        clone = super().determinize(seat, rng)
        unseen = [v for v in LOT_VALUES if v not in clone.revealed]  # which lots are left is hidden
        rng.shuffle(unseen)
        clone.deck = unseen[:len(clone.deck)]
        if clone.book.bets:  # which houses bet, and on whom, is the bettor's secret until settled
            mine = [bet for bet in clone.book.bets if bet.bettor == seat]
            clone.book.bets = mine
            for other in range(clone.num_seats):
                if other != seat and clone.gold[other] >= BET_STAKE:
                    outcome = rng.choice([NOBODY] + [winner_outcome(s) for s in range(clone.num_seats)])
                    if outcome != NOBODY:
                        clone.book.place(other, outcome, BET_STAKE, BET_ODDS)
        if clone.sealed is not None:
            clone.sealed.resample(seat, rng, clone._answers_for)
        return clone

    def _answers_for(self, seat: int) -> list:
        """What ``seat`` may answer in the open sealed round: outcomes to back, or bids."""
        if self.sealed.kind == "bet":
            if self.gold[seat] < BET_STAKE:
                return [NOBODY]
            return [NOBODY] + [winner_outcome(s) for s in range(self.num_seats)]
        top = self.gold[seat] - self._staked(seat)
        if self.step == "rebid":
            top -= self.first_bids.get(seat, 0)
        return list(range(max(0, top) + 1))  # (a determinization's resampled bet may overdraw)

    def _staked(self, seat: int) -> int:
        """Gold a house keeps back for its own open bet (it pays when the bet is lost)."""
        return sum(bet.stake for bet in self.book.bets if bet.bettor == seat)

    def clone(self) -> LotsState:
        return type(self).from_json({"config": self.config, "seed": self.seed, "rng": self.rng.to_json(),
                                     "decisions_made": self.decisions_made, "state": self._payload()})

    # -- persistence -----------------------------------------------------------------------
    def _payload(self) -> dict[str, Any]:
        return {"gold": self.gold, "points": self.points, "deck": self.deck, "revealed": self.revealed, "lot": self.lot,
                "lot_no": self.lot_no, "step": self.step,
                "talk": None if self.talk is None else self.talk.to_json(),
                "offer": None if self.offer is None else self.offer.to_json(),
                "loans": self.loans, "ledger": self.ledger.to_json(), "book": self.book.to_json(),
                "sealed": None if self.sealed is None else self.sealed.to_json(),
                "first_bids": sorted(self.first_bids.items()), "over": self.over}

    def _load_payload(self, p: dict[str, Any]) -> None:
        self.gold, self.points, self.deck = list(p["gold"]), list(p["points"]), list(p["deck"])
        self.revealed = list(p["revealed"])
        self.lot, self.lot_no, self.step, self.over = p["lot"], p["lot_no"], p["step"], p["over"]
        self.talk = None if p["talk"] is None else NegotiationWindow.from_json(p["talk"])
        self.offer = None if p["offer"] is None else Offer.from_json(p["offer"])
        self.loans = [list(loan) for loan in p["loans"]]
        self.ledger = PromiseLedger.from_json(p["ledger"])
        self.book = BetBook.from_json(p["book"])
        self.sealed = None if p["sealed"] is None else SealedRound.from_json(p["sealed"])
        self.first_bids = {int(s): int(b) for s, b in p["first_bids"]}


_PASS = Action.make("pass")
_ANSWERS = (Action.make("accept"), Action.make("decline"))


@cache
def _loan_action(seat: int, other: int, amount: int) -> Action:
    return LotsState._loan_offer(seat, other, amount).action()


@cache
def _sealed_action(seat: int, kind: str, answer) -> Action:
    """A secret answer: the others see that ``seat`` bet or bid, never what."""
    name = "outcome" if kind == "bet" else "amount"
    return Action.hidden(seat, (name,), kind, **{name: answer})


def lots_policy(state: LotsState, rng: Rng) -> Action:
    """A plain heuristic (the 'easy' bot and the rollout policy): a lot of v points is worth up
    to 2v gold at the end, so bid about that (with some noise); back yourself when you bid
    high; borrow what you can, lend nothing, and keep promises to houses that keep theirs."""
    d = state.to_decide()
    legal = state.legal_actions()
    if d.kind == "talk":
        asks = [a for a in legal if a.kind == "offer"]
        return rng.choice(asks) if asks and rng.below(2) else _PASS
    if d.kind == "answer_offer":
        return Action.make("decline")
    if d.kind == "repay":
        lender = state.loans[0][1]
        trusted = state.ledger.trust(lender).score >= 0.5
        return legal[0] if trusted and legal[0].kind == "keep_promise" else legal[-1]
    if d.kind == "bet":
        want = winner_outcome(d.seat) if state.gold[d.seat] >= 4 else NOBODY
        return next((a for a in legal if a.outcome == want), legal[0])
    top = len(legal) - 1
    value = 2 * state.lot - 1 - rng.below(state.lot + 1)
    return legal[max(0, min(top, value))]


class LotsRuleset(Ruleset):
    name = "lots"
    title = "Lots (contract test game)"
    min_seats, max_seats = 2, 3
    options = (Option("lots", ("3", "4"), "3", "lots auctioned"),)
    bot_iterations = {"easy": 10, "normal": 400, "hard": 1000}

    def state_class(self):
        return LotsState

    def new_game(self, config: dict[str, Any], seed: int) -> LotsState:
        state = LotsState(config, seed)
        state.setup()
        return state

    def heuristic_policy(self):
        return lots_policy


RULESET = LotsRuleset()
