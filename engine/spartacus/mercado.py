"""Fase de mercado: the open market, the blind auctions and the bid to host the games.

- **Mercado abierto**: a negotiation window (every house, from the host; two offers each, see
  docs/rulings.md) in which a house offers another a trade of asset cards and gold, or sells
  assets to the bank. The only time an asset changes owner.
- **Mercado de subastas**: gold is hidden; as many market cards as seats are revealed one by
  one, each sold in a sealed round of every house. Tied top bidders bid again, adding gold;
  still tied, or no bid, the card is discarded. The winner pays the bank.
- **Puja por ser el anfitrión**: the same auction for the host marker (+1 influence).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from ..core import Action, Decision, Event
from ..i18n import N_
from ..parts.negotiation import NegotiationWindow, Offer
from ..parts.sealed import SealedRound
from .common import PASS, SpartacusFrame, act, asked, ev, hidden_act
from .content import content

RULE = "Fase de mercado"
OPEN = "Mercado abierto"
AUCTION = "Mercado de subastas"
HOST_BID = "Puja por ser el anfitrión"
#: docs/rulings.md, Spartacus: offers each house may make in the open market
MARKET_OFFERS = 2


class MercadoMixin:
    def start_market(self, events: list[Event]) -> list[Event]:
        self.open_phase("mercado")
        self.window = NegotiationWindow(tuple(self.seats_from(self.host)), MARKET_OFFERS)
        self.push_step("market")
        events.append(ev("market_opened", OPEN, N_("The open market begins: trade assets and gold, or sell to the bank.")))
        return events

    def tradable(self, seat: int) -> list[str]:
        """Asset cards on the table (characters, equipment, face-up guards)."""
        return self.assets(seat)

    def _answer_trade(self, offer: Offer, accepted: bool) -> list[Event]:
        if not accepted:
            return [ev("trade_declined", OPEN, N_("{house} declines."),
                       {"house": self.house_name(offer.to)}, seat=offer.to,
                       to=offer.sender)]
        a, b = offer.sender, offer.to
        for card in offer.give.cards:
            self.owner[card] = b
        for card in offer.ask.cards:
            self.owner[card] = a
        self.gold[a] += offer.ask.gold - offer.give.gold
        self.gold[b] += offer.give.gold - offer.ask.gold
        return [ev("trade_done", OPEN, N_("{house} and {other} trade: {give} for {ask}."),
                   {"house": self.house_name(a), "other": self.house_name(b), "give": offer.give.words(self.name), "ask": offer.ask.words(self.name)}, seat=a, to=b,
                   give_gold=offer.give.gold, give_cards=list(offer.give.cards),
                   ask_gold=offer.ask.gold, ask_cards=list(offer.ask.cards))]

    # -- the auctions -----------------------------------------------------------------------------
    def _start_auctions(self, events: list[Event]) -> list[Event]:
        self.window = None
        self.gold_hidden = True
        self.gold_known = list(self.gold)  # line 45: shown on the table, then hidden
        lots = []
        for _ in range(self.num_seats):
            if not self.market_deck:
                self.market_deck, self.market_discard = self.market_discard, []
                self.chance.shuffle("market deck", self.market_deck)
            if self.market_deck:
                lots.append(self.market_deck.pop())
        auction = self.swap_step("bid", lots=lots)
        events.append(ev("gold_hidden", AUCTION, N_("Every house hides its gold for the auctions."), lots=len(lots),
                         gold=list(self.gold)))
        return self._next_lot(auction, events)

    def _next_lot(self, auction: BidStep, events: list[Event]) -> list[Event]:
        if auction.lots:
            lot = auction.lots.pop(0)
            events.append(ev("auction_opened", AUCTION, N_("{card} is up for auction."),
                             {"card": self.name(lot)}, card=lot))
        elif auction.lot != "host":
            lot = "host"
            events.append(ev("auction_opened", HOST_BID, N_("The houses bid to host the next games."), card=None))
        else:
            self.pop_step()
            self.gold_hidden, self.gold_known = False, None
            events.append(ev("gold_shown", RULE, N_("The auctions are over: gold is on the table again."),
                             gold=list(self.gold)))
            return self.end_of_phase("mercado", events)
        auction.lot, auction.first = lot, []
        self.sealed = SealedRound("bid", tuple(self.seats_from(self.host)))
        return events

    def bid_limit(self, seat: int) -> int:
        return self.gold[seat] - dict(self.auction.first).get(seat, 0)

    def _auction_rule(self) -> str:
        return HOST_BID if self.auction.lot == "host" else AUCTION

    def _resolve_bids(self, auction: BidStep, events: list[Event]) -> list[Event]:
        rule = self._auction_rule()
        first = dict(auction.first)
        bids = {s: first.get(s, 0) + b for s, b in self.sealed.reveal().items()}
        self.sealed = None
        events.append(ev("bid_revealed", rule, N_("The bids are shown: {bids}."),
                         {"bids": ", ".join( N_("{house} {gold}").format(house=self.house_name(s), gold=b) for s, b in bids.items())}, bids=[[s, b] for s, b in sorted(bids.items())]))
        top = max(bids.values())
        leaders = [s for s in bids if bids[s] == top]
        lot = auction.lot
        if top > 0 and len(leaders) == 1:
            winner = leaders[0]
            self.gold[winner] -= top
            self.gold_known[winner] -= top  # line 52: the price paid is public
            if lot == "host":
                self.host = winner
                events.append(ev("auction_won", rule, N_("{house} pays {gold} gold to host the games."),
                                 {"house": self.house_name(winner), "gold": top}, seat=winner, card=None, gold=top))
                events.append(ev("host_changed", rule, N_("{house} is the host."),
                                 {"house": self.house_name(winner)}, seat=winner))
                self.change_influence(winner, 1, rule, events, N_("gains 1 influence as host"))
            else:
                self.owner[lot] = winner
                events.append(ev("auction_won", rule, N_("{house} wins {card} for {gold} gold."),
                                 {"house": self.house_name(winner), "card": self.name(lot), "gold": top}, seat=winner, card=lot, gold=top))
            return self._next_lot(auction, events)
        if top > 0 and not auction.first:
            auction.first = [[s, bids[s]] for s in leaders]
            self.sealed = SealedRound("bid", tuple(leaders))
            events.append(ev("auction_tied", rule, N_("Tied: {houses} bid again, adding gold."),
                             {"houses": N_(" and ").join(self.house_name(s) for s in leaders)}, seats=leaders, gold=top))
            return events
        if lot != "host":
            self.market_discard.append(lot)
        what = N_("The host stays the host") if lot == "host" else N_("{card} is discarded").format(card=self.name(lot))
        events.append(ev("auction_void", rule, N_("No single highest bid: {what}; the gold goes back."),
                         {"what": what}, card=None
                         if lot == "host" else lot))
        return self._next_lot(auction, events)


def trade_action(to: int, give_gold: int, give_cards: list[str], ask_gold: int, ask_cards: list[str]) -> Action:
    """A market trade: ``Offer(seat, to, Terms(give_gold, give_cards), Terms(ask_gold, ask_cards)).action("trade")``,
    built at once (the market lists many of them at every turn)."""
    return _trade(to, give_gold, tuple(give_cards), ask_gold, tuple(ask_cards))


@functools.cache
def _trade(to: int, give_gold: int, give_cards: tuple[str, ...], ask_gold: int, ask_cards: tuple[str, ...]) -> Action:
    """``trade_action``, made once per value and shared (as ``act``, keyed by position: cheaper to
    look up than ``act``'s named parameters, and the market lists dozens at every turn)."""
    return act("trade", to=to, promise="", give_gold=give_gold, give_cards=give_cards, give_support=0,
               give_stake=0, ask_gold=ask_gold, ask_cards=ask_cards, ask_support=0, ask_stake=0)


def bid_action(seat: int, amount: int) -> Action:
    """A sealed bid: its amount is hidden from the other seats."""
    return hidden_act(seat, ("amount",), "bid", amount=amount)


# -- the steps, as frames of the flow machine (engine/core/flow.py) ------------------------------

@dataclass
class MarketStep(SpartacusFrame):
    t = "market"

    def decide(self, s) -> Decision:
        return asked(s.window.speaker, "market", N_("Offer a trade to another house, sell an asset to the bank, or pass."),
                     OPEN)

    def candidates(self, s) -> list[Action]:
        seat = s.window.speaker
        tradable = s.tradable(seat)
        out = [PASS] + [act("sell_asset", card=k) for k in tradable]
        if s.window.offers_left(seat):
            c = content()
            mine = [(k, c.card(k).value) for k in tradable]
            for other in range(s.num_seats):
                if other == seat:
                    continue
                out += [_trade(other, 0, (k,), value, ()) for k, value in mine if s.gold[other] >= value]
                out += [_trade(other, value, (), 0, (k,)) for k in s.tradable(other)
                        if s.gold[seat] >= (value := c.card(k).value)]
        return out

    def why_not(self, s, action: Action) -> str | None:
        seat = s.window.speaker
        if action.kind == "pass" and action == PASS:
            return None
        if action.kind == "sell_asset" and set(action.fields) == {"card"}:
            return None if action.card in s.tradable(seat) else N_("You can sell only an asset card of your own.")
        if action.kind != "trade":
            return N_("You cannot {move} in the open market.").format(move=s.move_words(action))
        if not isinstance(action.get("to"), int) or isinstance(action.get("to"), bool):
            return N_("A trade names the house it goes to.")
        offer = Offer.from_action(seat, action)
        if offer.promise:
            return N_("A trade in the market is an exchange: it carries no promise.")
        if action != offer.action("trade"):
            return N_("A trade names whom it goes to, what you give and what you ask.")
        problem = offer.problem(s.num_seats)
        if problem or offer.to is None:
            return problem or N_("A trade goes to one other house.")
        if not s.window.offers_left(seat):
            return N_("You have made your {count} offers in this market.").format(count=MARKET_OFFERS)
        if offer.give.support or offer.give.stake or offer.ask.support or offer.ask.stake:
            return N_("In the market houses trade asset cards and gold.")
        if not set(offer.give.cards) <= set(s.tradable(seat)) or len(set(offer.give.cards)) != len(offer.give.cards):
            return N_("You can give only asset cards of your own.")
        if not set(offer.ask.cards) <= set(s.tradable(offer.to)) or len(set(offer.ask.cards)) != len(offer.ask.cards):
            return N_("You can ask only for asset cards {house} owns.").format(house=s.house_name(offer.to))
        if offer.give.gold > s.gold[seat]:
            return N_("You cannot give more gold than you hold.")
        if offer.ask.gold > s.gold[offer.to]:
            return N_("{house} does not hold that much gold.").format(house=s.house_name(offer.to))
        return None

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.window.speaker
        if action.kind == "pass":
            s.window.passed()
            events = [ev("passed", OPEN, N_("{house} passes."), {"house": s.house_name(seat)}, seat=seat)]
            return s._start_auctions(events) if s.window.closed else events
        if action.kind == "sell_asset":
            value = content().card(action.card).value
            s.discard_asset(action.card)
            s.gold[seat] += value
            return [ev("card_sold", OPEN, N_("{house} sells {card} to the bank for {gold} gold."),
                       {"house": s.house_name(seat), "card": s.name(action.card), "gold": value}, seat=seat, card=action.card, gold=value)]
        offer = Offer.from_action(seat, action)
        s.window.offered()
        s.offer, s.offer_kind = offer, "trade"
        s.push_step("answer")
        return [ev("trade_offered", OPEN, N_("{house} offers {other} {give} for {ask}."),
                   {"house": s.house_name(seat), "other": s.house_name(offer.to), "give": offer.give.words(s.name), "ask": offer.ask.words(s.name)}, seat=seat, to=offer.to,
                   give_gold=offer.give.gold, give_cards=list(offer.give.cards),
                   ask_gold=offer.ask.gold, ask_cards=list(offer.ask.cards))]


@dataclass
class BidStep(SpartacusFrame):
    """The auctions: each lot, then the host marker, sold in a sealed round."""
    t = "bid"
    #: the market cards still to come up (hidden from the seats)
    lots: list[str] = field(default_factory=list)
    #: the card up now, "host" for the host marker (None: none yet)
    lot: str | None = None
    #: a tie's first bids, [seat, gold], while the tied houses bid again
    first: list[list[int]] = field(default_factory=list)

    def public(self) -> dict[str, Any]:
        return {"lot": self.lot, "first": self.first}

    def decide(self, s) -> Decision:
        seat = s.sealed.next_seat()
        what = N_("to host the games") if self.lot == "host" else N_("for {card}").format(
            card=s.name(self.lot))
        prompt = (N_("Tied: secretly add gold to your bid {what}.") if self.first
                  else N_("Secretly bid gold {what}.")).format(what=what)
        return asked(seat, "bid", prompt, s._auction_rule(), secret=True, round=s.sealed.seats)

    def candidates(self, s) -> list[Action]:
        seat = s.sealed.next_seat()
        return [bid_action(seat, a) for a in range(s.bid_limit(seat) + 1)]

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.sealed.next_seat()
        s.sealed.answer(seat, int(action.amount))
        events = [ev("has_chosen", s._auction_rule(), N_("{house} has bid."),
                     {"house": s.house_name(seat)}, seat=seat)]
        return s._resolve_bids(self, events) if s.sealed.complete else events
