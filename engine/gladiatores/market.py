"""Setup: Bidding on the Star Player market.

The market shows one gladiator per seat plus one, in rows (row 1 first). Each row has
bidding spaces in columns bronze (cost 1), silver (2) and gold (3); 2 seats use the bronze
column only, 3 seats bronze and silver, 4-5 seats all three. A seat bids by putting its
marker on the left-most unused space of a row: if another marker is already there, that
seat is outbid, must choose again at once, and its space is closed for this step (a space
left by choice is free again). Seats speak in market order until every seat has passed in a
row. Costs are paid in wreaths from the Wheel of Glory, in the mix the payer chooses (lesser
tokens may pay a larger cost; asked only when there is more than one way), the rest as an
advance from the Bank Wheel (up to its maximum); a seat that can afford no space takes a
gladiator left in the market for free once the others have bought theirs (the FAQ).
"""
from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import NamedTuple

from ..core import Action, Decision, Event
from ..i18n import game_words
from .round import asked

_, ngettext, pgettext = game_words("gladiatores")

RULE = "Setup: Bidding"
COSTS = (1, 2, 3)
PASS = Action.make("pass")


@cache
def _bid(row: int) -> Action:
    return Action.make("bid", row=row)


@cache
def _pay_action(tokens: tuple[str, ...]) -> Action:
    return Action.make("pay", tokens=tokens)


class Bid(NamedTuple):
    """A bidding marker on the market (saved as ``[row, space, seat]``; rows and spaces from 0)."""
    row: int
    space: int
    seat: int


def columns(seats: int) -> int:
    return 1 if seats == 2 else 2 if seats == 3 else 3


class MarketMixin:
    """Bidding: the state's ``market``, ``bids``, ``closed``, ``bid_order`` ... fields."""

    def _start_bidding(self, events: list[Event]) -> None:
        step = self.open_phase("bid", "bid")
        n = self.num_seats
        self.market = [self.glad_pile.pop() for _ in range(n + 1)]
        for row, glad in enumerate(self.market):
            events.append(Event.make("gladiator_revealed", rule=RULE, row=row + 1, gladiator=glad))
        self.bids, self.closed = [], []
        if self._bidder(step) is None:  # (skips seats that cannot bid, so asking never changes the state)
            self._finish_bidding(events)

    def _used(self, row: int) -> int:
        """How many spaces of ``row`` are taken or closed (the next bid takes the next one)."""
        top = -1
        for r, c, _ in self.bids:
            if r == row and c > top:
                top = c
        for r, c in self.closed:
            if r == row and c > top:
                top = c
        return top + 1

    def _used_rows(self) -> list[int]:
        """``_used`` of every row, in one pass (asked for each seat at each step of the bidding)."""
        used = [0] * len(self.market)
        for r, c, _ in self.bids:
            if c >= used[r]:
                used[r] = c + 1
        for r, c in self.closed:
            if c >= used[r]:
                used[r] = c + 1
        return used

    def _holding(self, seat: int) -> Bid | None:
        for bid in self.bids:
            if bid.seat == seat:
                return bid
        return None

    def headroom(self, seat: int) -> int:
        return self.bank_max - self.debt[seat]

    def _bid_rows(self, seat: int) -> list[int]:
        """The rows ``seat`` may bid on: a space left, not the row it holds, a cost it can pay."""
        cols = columns(self._seat_count)
        held = self._holding(seat)
        own = -1 if held is None else held.row
        budget = self.wheel_value(seat) + self.bank_max - self.debt[seat]  # (the wheel and the headroom)
        return [row for row, nxt in enumerate(self._used_rows())
                if nxt < cols and row != own and budget >= COSTS[nxt]]

    def _bidder(self, step) -> int | None:
        """The seat that speaks now in the bidding ``step`` (an outbid seat first), skipping seats
        that cannot bid and hold nothing (they pass by necessity). None when the step is over."""
        reselect = step.reselect
        while reselect and not self._bid_rows(reselect[0]):
            reselect.pop(0)  # outbid with no space it can take: it will take a free gladiator
        if reselect:
            return reselect[0]
        n = len(self.bid_order)
        while step.passes < n:
            seat = self.bid_order[step.turn % n]
            if self._holding(seat) is None and not self._bid_rows(seat):
                step.passes += 1
                step.turn += 1
                continue
            return seat
        return None

    def _bid_decision(self, step) -> Decision:
        seat = self._bidder(step)
        if step.reselect:
            prompt = _("You were outbid: choose another gladiator at once.")
        elif self._holding(seat) is None:
            prompt = _("Choose a gladiator to bid on.")
        else:
            prompt = _("Keep your bid (pass) or bid on another gladiator.")
        return asked(seat, "bid", prompt, RULE)

    def _bid_actions(self, step, seat: int) -> list[Action]:
        out = [_bid(row + 1) for row in self._bid_rows(seat)]
        if self._holding(seat) is not None and not step.reselect:
            out.append(PASS)
        return out

    def _apply_bid(self, step, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if action.kind == "pass":
            step.passes += 1
            step.turn += 1
            events.append(Event.canonical("bid_passed", (("seat", seat),), RULE))
        else:
            row = action.row - 1
            col = self._used(row)
            held = self._holding(seat)
            if held is not None:  # a space left by choice is free again (l. 112 closes an outbid one only)
                self.bids.remove(held)
            rival = next((b for b in self.bids if b.row == row), None)
            if step.reselect and step.reselect[0] == seat:
                step.reselect.pop(0)
            else:
                step.turn += 1
            self.bids.append(Bid(row, col, seat))
            step.passes = 0
            events.append(Event.canonical("bid_placed", (("cost", COSTS[col]), ("gladiator", self.market[row]),
                                                         ("row", row + 1), ("seat", seat)), RULE))
            if rival is not None:
                self.bids.remove(rival)
                self.closed.append([rival.row, rival.space])
                step.reselect.insert(0, rival.seat)
                events.append(Event.make("outbid", rule=RULE, seat=rival.seat, by=seat, row=row + 1))
        if self._bidder(step) is None:
            self._finish_bidding(events)
        return events

    def _finish_bidding(self, events: list[Event]) -> None:
        self.swap_step("pay", queue=list(self.bid_order))
        self._pay_next(events)

    def _pay_next(self, events: list[Event]) -> None:
        """Buy the gladiators in market order; a seat with more than one way to pay is asked."""
        step = self.stack[-1]
        queue = step.queue
        while queue:
            seat = queue[0]
            held = self._holding(seat)
            if held is None:
                step.free.append(seat)
            else:
                ways = self._payments(seat, COSTS[held.space])
                if len(ways) > 1:
                    return  # the seat chooses (the bidding step's last decision)
                self._buy(seat, ways[0], events)
            queue.pop(0)
        if step.free:
            self.open_phase("take_free", "take_free", queue=step.free)
        else:
            self._close_market(events)

    def _buy(self, seat: int, way: tuple[tuple[str, ...], int], events: list[Event]) -> None:
        row, col, _ = self._holding(seat)
        self._pay(seat, way, events)
        self.glad[seat] = self.market[row]
        events.append(Event.canonical("gladiator_bought", (("cost", COSTS[col]), ("gladiator", self.market[row]),
                                                           ("seat", seat)), RULE))

    def _pay_decision(self, seat: int) -> Decision:
        cost = COSTS[self._holding(seat).space]
        return asked(seat, "pay", _("Pay {cost} for your gladiator: choose the wreaths that pay it.").format(cost=cost),
                     RULE)

    def _pay_actions(self, seat: int) -> list[Action]:
        return [_pay_action(tokens) for tokens, _ in self._payments(seat, COSTS[self._holding(seat).space])]

    def _apply_pay(self, step, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        tokens = tuple(action.tokens)
        way = next(w for w in self._payments(seat, COSTS[self._holding(seat).space]) if w[0] == tokens)
        self._buy(seat, way, events)
        step.queue.pop(0)
        self._pay_next(events)
        return events

    def _free_rows(self) -> list[int]:
        taken = set(self.glad)
        return [r for r, g in enumerate(self.market) if g not in taken]

    def _apply_take_free(self, step, seat: int, action: Action) -> list[Event]:
        glad = self.market[action.row - 1]
        step.queue.pop(0)
        self.glad[seat] = glad
        events = [Event.make("gladiator_bought", rule="FAQ", seat=seat, gladiator=glad, cost=0)]
        if not step.queue:
            self._close_market(events)
        return events

    def _close_market(self, events: list[Event]) -> None:
        self.glad_pile.extend(g for g in self.market if g not in self.glad)
        self.market, self.bids, self.closed = [], [], []
        self._start_ready(events)

    def _payments(self, seat: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
        """Every way ``seat`` may pay ``cost``: (the wreaths it gives, sorted by name; the
        amount the Bank Wheel advances), the way fewest tokens first. Tokens pay the cost exactly
        when they can, in any mix of the payer's choice (l. 122, 345); otherwise they pay as much
        as they can without going over and the bank advances the rest (l. 114, 124-128); only
        when the bank cannot cover the rest does a larger token pay (no change is given, l. 130).
        Empty when it cannot pay at all."""
        wheel = self.wheel[seat]
        spaces = [i for i, w in enumerate(wheel) if w is not None]
        head = self.headroom(seat)
        ways: dict[tuple[str, ...], tuple] = {}
        for k in range(len(spaces) + 1):
            for combo in combinations(spaces, k):
                paid = sum(self.wreath_values[wheel[i]] for i in combo)
                if paid + head < cost:
                    continue
                tokens = tuple(sorted(wheel[i] for i in combo))
                if tokens not in ways:
                    ways[tokens] = (max(0, paid - cost), max(0, cost - paid), k, tokens)
        if not ways:
            return []
        best = min(key[:2] for key in ways.values())
        chosen = sorted(key for key in ways.values() if key[:2] == best)
        return [(key[3], key[1]) for key in chosen]

    def _payment(self, seat: int, cost: int) -> tuple[tuple[str, ...], int] | None:
        """The first way to pay (fewest tokens): the quote shown before the bidding ends."""
        ways = self._payments(seat, cost)
        return ways[0] if ways else None

    def _pay(self, seat: int, way: tuple[tuple[str, ...], int], events: list[Event]) -> None:
        tokens, borrow = way
        wheel = self.wheel[seat]
        for wreath in tokens:  # the lowest space holding that wreath
            events.append(Event.make("wreath_paid", rule=RULE, seat=seat, wreath=wreath))
            wheel[wheel.index(wreath)] = None
        if borrow:
            self.debt[seat] += borrow
            events.append(Event.canonical("bank_advance", (("amount", borrow), ("debt", self.debt[seat]), ("seat", seat)),
                                          RULE))

    def _market_view(self) -> dict:
        top = self.stack[-1] if self.stack else None
        t = None if top is None else top.t
        return {"rows": list(self.market), "columns": columns(self.num_seats),
                "bids": [[r + 1, c + 1, s] for r, c, s in self.bids], "closed": [[r + 1, c + 1] for r, c in self.closed],
                "order": list(self.bid_order), "outbid": list(top.reselect) if t == "bid" else [],
                "paying": top.queue[0] if t == "pay" else None,
                "free_takers": list(top.free) if t == "pay" else list(top.queue) if t == "take_free" else [],
                "pile": len(self.glad_pile), "costs": list(COSTS[:columns(self.num_seats)]),
                # what each seat would pay for each cost: [wreaths given, Bank Wheel advance] (None: cannot)
                "quotes": [[self._quote(s, c) for c in COSTS] for s in range(self.num_seats)] if self.market else []}

    def _quote(self, seat: int, cost: int) -> list | None:
        payment = self._payment(seat, cost)
        if payment is None:
            return None
        tokens, borrow = payment
        return [list(tokens), borrow]
