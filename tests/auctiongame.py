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

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core import Action, Decision, Event, Option, Result, Rng, Ruleset
from engine.core.flow import FlowState, Frame, push
from engine.core.gametype import HIDDEN, GameType
from engine.core.params import IDS, INT, TEXT, Kind, Param
from engine.parts.negotiation import BetBook, NegotiationWindow, Offer, PromiseLedger, Terms
from engine.parts.sealed import SealedRound

LOT_VALUES = (3, 4, 5, 6, 7, 8)
START_GOLD = 10
INTEREST = 1
BET_STAKE = 1
BET_ODDS = (2, 1)
NOBODY = "nobody"
MAX_SEATS = 3


def winner_outcome(seat: int | None) -> str:
    return NOBODY if seat is None else f"house {seat + 1} wins"


def _terms(side: str) -> tuple[Param, ...]:
    return (Param(f"{side}_gold", INT, lo=0), Param(f"{side}_cards", IDS), Param(f"{side}_support", INT, lo=0),
            Param(f"{side}_stake", INT, lo=0))


#: every kind of action of Lots and what it takes (checked by core before any frame sees it)
KINDS = (
    Kind("offer", Param("to", INT, lo=0, hi=MAX_SEATS - 1, says="house"), Param("promise", TEXT),
         *_terms("give"), *_terms("ask"), says="ask for a loan"),
    Kind("pass", says="pass"),
    Kind("accept", says="accept the loan"),
    Kind("decline", says="decline the loan"),
    Kind("bet", Param("outcome", TEXT, choices=(NOBODY, *(winner_outcome(s) for s in range(MAX_SEATS)))),
         says="back a house"),
    Kind("bid", Param("amount", INT, lo=0), says="bid"),
    Kind("keep_promise", says="keep your promise"),
    Kind("break_promise", says="break your promise"),
)


class LotsFrame(Frame):
    """Every step of Lots is a frame of this game (``engine/core/flow.py``)."""

    game = "lots"


@dataclass
class Auction(LotsFrame):
    """The game: at the bottom of the stack, it reveals the next lot and stacks its four steps
    (talk on top, then bets, bids, repayment) each time the last lot is done, and leaves the
    stack when the deck is empty, which ends the game."""

    t = "auction"

    def run(self, s: LotsState) -> bool:
        if not s.deck:
            s.stack.pop()
            s.lot = None
            s.emit_event(Event.make("game_over", rule="End", winner=s.result().winner))
            return False
        s.lot = s.deck.pop()
        s.revealed.append(s.lot)
        s.lot_no += 1
        first = (s.lot_no - 1) % s.num_seats
        seats = tuple((first + i) % s.num_seats for i in range(s.num_seats))
        s.talk, s.loans = NegotiationWindow(seats, max_offers=1), []
        s.emit_event(Event.make("lot_revealed", rule="Round", lot=s.lot_no, points=s.lot))
        for step in ("repay", "bids", "bets", "talk"):
            push(s, step)
        return False


@dataclass
class Talk(LotsFrame):
    """The negotiation window: each house in turn asks another for a loan, or passes."""

    t = "talk"

    def run(self, s: LotsState) -> bool:
        s.step = "talk"
        return True

    def decide(self, s: LotsState) -> Decision:
        return Decision(s.talk.speaker, "talk", "Ask another house for a loan, or pass.", "Talk")

    def candidates(self, s: LotsState) -> list[Action]:
        seat, out = s.talk.speaker, []
        if s.talk.offers_left(seat):
            for other in range(s.num_seats):
                if other != seat and s.gold[other] > 0:
                    for amount in range(1, min(3, s.gold[other]) + 1):
                        out.append(_loan_action(seat, other, amount))
        return out + [_PASS]

    def perform(self, s: LotsState, a: Action) -> list[Event]:
        seat = s.talk.speaker
        if a.kind == "pass":
            s.talk.passed()
            if s.talk.closed:
                s.stack.pop()
            return [Event.make("passed", rule="Talk", seat=seat)]
        s.offer = Offer.from_action(seat, a)
        s.talk.offered()
        push(s, "answer")
        return [Event.make("offer_made", rule="Talk", seat=seat, to=s.offer.to, ask_gold=s.offer.ask.gold,
                           promise=s.offer.promise)]


@dataclass
class Answer(LotsFrame):
    """The house a loan is offered to accepts it (the gold moves at once) or declines."""

    t = "answer"

    def decide(self, s: LotsState) -> Decision:
        return Decision(s.offer.to, "answer_offer", "Accept or decline the loan offered to you.", "Talk")

    def candidates(self, s: LotsState) -> tuple[Action, ...]:
        return _ANSWERS

    def perform(self, s: LotsState, a: Action) -> list[Event]:
        s.stack.pop()
        offer, s.offer = s.offer, None
        seat = offer.to
        if a.kind == "decline":
            return [Event.make("offer_declined", rule="Talk", seat=seat, by=offer.sender)]
        amount = offer.ask.gold
        s.gold[seat] -= amount
        s.gold[offer.sender] += amount
        promise, made = s.ledger.make(offer.sender, seat, offer.promise, rule="Talk")
        s.loans.append([offer.sender, seat, amount, promise.id])
        return [Event.make("offer_accepted", rule="Talk", seat=seat, by=offer.sender, gold=amount), made]


@dataclass
class Bets(LotsFrame):
    """A sealed round of every house: back a house to win the lot, or nobody."""

    t = "bets"

    def run(self, s: LotsState) -> bool:
        s.step = "bets"
        if s.sealed is None:
            s.sealed = SealedRound("bet", tuple(range(s.num_seats)))
        return True

    def decide(self, s: LotsState) -> Decision:
        return Decision(s.sealed.next_seat(), "bet",
                        "Secretly back a house to win this lot (1 gold, paid 2 to 1), or nobody.", "Bets",
                        secret=True, round=tuple(range(s.num_seats)))

    def candidates(self, s: LotsState) -> list[Action]:
        seat = s.sealed.next_seat()
        return [_sealed_action(seat, "bet", answer) for answer in s._answers_for(seat)]

    def perform(self, s: LotsState, a: Action) -> None:
        seat = s.sealed.next_seat()
        s.sealed.answer(seat, a.outcome)
        s.emit_event(Event.make("has_chosen", rule="Bets", seat=seat))
        if s.sealed.complete:
            for bettor, outcome in s.sealed.reveal().items():
                if outcome != NOBODY:
                    s.emit_event(s.book.place(bettor, outcome, BET_STAKE, BET_ODDS, rule="Bets"))
            s.sealed = None
            s.stack.pop()


@dataclass
class Bids(LotsFrame):
    """The sealed bids of every house (``rebid``: the tied top bidders add to their bids)."""

    t = "bids"
    rebid: bool = False

    def run(self, s: LotsState) -> bool:
        s.step = "rebid" if self.rebid else "bids"
        if s.sealed is None:
            s.sealed = SealedRound("bid", tuple(range(s.num_seats)))
            s.first_bids = {}
        return True

    def decide(self, s: LotsState) -> Decision:
        seat = s.sealed.next_seat()
        if self.rebid:
            return Decision(seat, "bid", "Tied: secretly add gold to your bid.", "Ties", secret=True,
                            round=s.sealed.seats)
        return Decision(seat, "bid", "Secretly bid for the lot.", "Sealed bids", secret=True,
                        round=tuple(range(s.num_seats)))

    def candidates(self, s: LotsState) -> list[Action]:
        seat = s.sealed.next_seat()
        return [_sealed_action(seat, "bid", answer) for answer in s._answers_for(seat)]

    def perform(self, s: LotsState, a: Action) -> None:
        seat = s.sealed.next_seat()
        s.sealed.answer(seat, int(a.amount))
        s.emit_event(Event.make("has_chosen", rule="Sealed bids", seat=seat))
        if s.sealed.complete:
            self.resolve(s)

    def resolve(self, s: LotsState) -> None:
        bids = s.sealed.reveal()
        if self.rebid:
            bids = {seat: s.first_bids[seat] + extra for seat, extra in bids.items()}
        s.emit_event(Event.make("bids_revealed", rule="Ties" if self.rebid else "Sealed bids",
                                bids=[[seat, b] for seat, b in sorted(bids.items())]))
        top = max(bids.values())
        leaders = sorted(seat for seat, b in bids.items() if b == top)
        winner = None
        if top > 0 and len(leaders) == 1:
            winner = leaders[0]
            s.gold[winner] -= top
            s.points[winner] += s.lot
            s.emit_event(Event.make("lot_won", rule="Sealed bids", seat=winner, points=s.lot, paid=top))
        elif top > 0 and not self.rebid:
            self.rebid, s.step, s.first_bids = True, "rebid", {seat: bids[seat] for seat in leaders}
            s.sealed = SealedRound("bid", tuple(leaders))
            s.emit_event(Event.make("tie", rule="Ties", seats=leaders, bid=top))
            return
        else:
            s.emit_event(Event.make("lot_discarded", rule="Ties", points=s.lot))
        settled, _ = s.book.settle(lambda outcome: outcome == winner_outcome(winner), rule="Bets")
        for event in settled:
            bettor = event.seat
            won = event.type == "bet_won"
            s.gold[bettor] += event.paid - event.stake if won else -min(event.stake, s.gold[bettor])
            s.emit_event(event)
        s.sealed, s.first_bids = None, {}
        s.stack.pop()


@dataclass
class Repay(LotsFrame):
    """Each house that borrowed this round keeps its promise (pays back the loan and 1 gold
    more, if it can) or breaks it; with no loan, the step passes unasked."""

    t = "repay"

    def run(self, s: LotsState) -> bool:
        if not s.loans:
            s.stack.pop()
            return False
        s.step = "repay"
        return True

    def decide(self, s: LotsState) -> Decision:
        return Decision(s.loans[0][0], "repay", "Keep your promise and pay back the loan, or break it.", "Repayment")

    def candidates(self, s: LotsState) -> list[Action]:
        borrower, _, amount, _ = s.loans[0]
        keep = [Action.make("keep_promise")] if s.gold[borrower] >= amount + INTEREST else []
        return keep + [Action.make("break_promise")]

    def perform(self, s: LotsState, a: Action) -> list[Event]:
        borrower, lender, amount, promise_id = s.loans.pop(0)
        kept = a.kind == "keep_promise"
        if kept:
            s.gold[borrower] -= amount + INTEREST
            s.gold[lender] += amount + INTEREST
        return [s.ledger.settle(promise_id, kept, rule="Repayment")]


class LotsState(FlowState):
    #: the game's dynamics and every kind of action it has, with its parameters
    game_type = GameType(information=HIDDEN, secret_decisions=True, simultaneous=True, forced_passes=True,
                         actions=KINDS)
    ruleset_name = "lots"

    @classmethod
    def length_bound(cls, config) -> int:
        """Each lot: every house offers once (and is answered) and passes, bets, bids, re-bids
        and repays at most once: 20 decisions per house and lot is well over it."""
        return 20 * int(config["seats"]) * int(config["lots"])

    @property
    def num_seats(self) -> int:
        return int(self.config["seats"])

    def setup(self) -> None:
        n = self.num_seats
        self.gold = [START_GOLD] * n
        self.points = [0] * n
        self.deck = list(LOT_VALUES)
        self.chance.shuffle("deck", self.deck)
        self.deck = self.deck[:int(self.config["lots"])]
        self.lot: int | None = None
        self.revealed: list[int] = []
        self.lot_no = 0
        #: the step the round is at, as the table shows it (it stays as it was once the game ends)
        self.step = "talk"
        self.talk: NegotiationWindow | None = None
        self.offer: Offer | None = None          # an offer waiting for its answer
        self.loans: list[list[int]] = []         # [borrower, lender, amount, promise id] of this round
        self.ledger = PromiseLedger()
        self.book = BetBook()
        self.sealed: SealedRound | None = None
        self.first_bids: dict[int, int] = {}     # a tie's first bids, while the tied re-bid
        self.stack = [Auction()]
        self._ev = []
        self.advance()  # reveal the first lot (its event is nobody's news: the table shows the lot)
        self._ev = []

    @property
    def over(self) -> bool:
        return not self.stack

    @staticmethod
    def _loan_offer(seat: int, other: int, amount: int) -> Offer:
        return Offer(seat, other, Terms(), Terms(gold=amount),
                     f"I will pay you back {amount + INTEREST} gold after this lot.")

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        if decision.kind == "bid" and action.kind == "bid":
            return "A bid must be a whole number of gold you hold."
        return super().explain_illegal(action, decision)

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
        # which houses bet, and on whom, is the bettor's secret from the sealed bets until the bids
        # settle them (asked of the step, not of the book: an empty book would tell nobody bet)
        if clone.step in ("bids", "rebid"):
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
                "lot_no": self.lot_no, "step": self.step, "stack": self.stack_json(),
                "talk": None if self.talk is None else self.talk.to_json(),
                "offer": None if self.offer is None else self.offer.to_json(),
                "loans": self.loans, "ledger": self.ledger.to_json(), "book": self.book.to_json(),
                "sealed": None if self.sealed is None else self.sealed.to_json(),
                "first_bids": sorted(self.first_bids.items())}

    def _load_payload(self, p: dict[str, Any]) -> None:
        self.gold, self.points, self.deck = list(p["gold"]), list(p["points"]), list(p["deck"])
        self.revealed = list(p["revealed"])
        self.lot, self.lot_no, self.step = p["lot"], p["lot_no"], p["step"]
        self.load_stack(p["stack"])
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

    def state_class(self):
        return LotsState

    def new_game(self, config: dict[str, Any], seed: int) -> LotsState:
        state = LotsState(config, seed)
        state.setup()
        return state

    def bot_kit(self):
        from engine.ai.kit import SearchKit
        return SearchKit(policy=lots_policy, budgets={"normal": 400, "hard": 1000})


RULESET = LotsRuleset()
