"""Laying a scenario file's position out on a new Gladiatores state (the format is in
docs/scenarios.md, the checks in ``scenario.py``).

The state is first set up from the seed as a new game, so everything the file leaves out
is dealt from the seed: schools, event cards, gladiators, hands, deck order, Turn Order.
Every pile in a file is listed top card first. A named card in a hand (or in the exchange)
is its gladiator's own set card while one of that name is free, else a card of the decks.
Steps nobody decides run at once after loading, as they would in play.
"""
from __future__ import annotations

from typing import Any

from ..core import Event
from ..parts.negotiation import BetBook
from ..parts.sealed import SealedRound
from .cards import common_ids, gladiator, name_of, set_ids
from .combat import Played
from .content import DECKS, content
from .market import Bid
from .round import Draws, Prize
from .scenario import NO_BET, PHASES, picks, start_values, validate


def build(state, data: dict[str, Any]) -> None:
    """Lay the scenario ``data`` out on ``state`` (a GladiatoresState that has run setup)."""
    validate(data, state.config)
    _Layout(state, data).run()


class _Layout:
    def __init__(self, state, data: dict[str, Any]):
        self.s, self.data = state, data
        self.seats = data["seat"]
        self.n = len(self.seats)
        self.c = content()
        self.chance = state.chance
        self.events: list[Event] = []

    def run(self) -> None:
        s, data, c, chance = self.s, self.data, self.c, self.chance
        phase = data.get("phase", "ready" if s.quick else "bidding")
        s.phase = PHASES[phase]
        s.winner, s.full_this_round = None, False
        # the event and the event deck
        event = data.get("event")
        if event is not None:
            s.event = event
        s.event_no = data.get("event_number", 1)
        if "events_laid" in data:
            s.laid = list(data["events_laid"])
        if "event_deck" in data:
            s.event_deck = list(reversed(data["event_deck"]))
        else:
            s.event_deck = [e for e in sorted(c.events) if e != s.event and e not in s.laid]
            chance.shuffle("event deck", s.event_deck)
        s.supply = data.get("supply", c.events[s.event].favour)
        # schools and boards
        named = {seat["school"] for seat in self.seats if "school" in seat}
        spare = [x for x in sorted(c.schools) if x not in named]
        chance.shuffle("schools", spare)
        s.school = [seat.get("school") or spare.pop() for seat in self.seats]
        for i, seat in enumerate(self.seats):
            wheel = [None if w == "" else w for w in seat.get("wheel", [])]
            s.wheel[i] = wheel + [None] * (c.wheel_spaces - len(wheel))
            s.debt[i] = seat.get("debt", 0)
            s.used_functions[i] = sorted(seat.get("used_functions", []))
            card = seat.get("tactics_card")
            s.tactics[i] = sorted(seat.get("tactics", [t for t in sorted(c.tactics) if t != card]))
            s.tactics_chosen[i], s.tactics_shown[i] = None, False
            s.next_bonus[i] = []
        if s.config.get("sponsors") == "true":
            named = {seat["sponsor"] for seat in self.seats if "sponsor" in seat}
            deck = [x for x in sorted(c.sponsors) if x not in named]
            chance.shuffle("equipment deck", deck)
            s.sponsor = [seat.get("sponsor") or deck.pop() for seat in self.seats]
            s.sponsor_deck = deck
        s.active = data.get("active", s.active)
        s.full_order = list(data.get("full_order", []))
        s.book = BetBook()
        s.market, s.bids, s.closed = [], [], []
        s.stack = []  # (the steps of the file's phase are stacked below)
        self.pile: list[Played] = []  # the exchange's cards, if the file shows one
        self.gladiators(phase)
        self.cards(phase)
        if phase == "bidding":
            self.market()
        elif phase == "ready":
            self.ready()
        else:
            self.fight(phase)
        s.decisions_made = 0

    # -- gladiators, life and favour ------------------------------------------------------------------
    def gladiators(self, phase: str) -> None:
        s, c, n = self.s, self.c, self.n
        rows = self.data.get("market", {}).get("rows", [])
        named = {seat["gladiator"] for seat in self.seats if "gladiator" in seat} | set(rows)
        pile_top = list(self.data.get("gladiator_pile", []))
        rest = [g for g in sorted(c.gladiators) if g not in named and g not in pile_top]
        self.chance.shuffle("gladiator pile", rest)
        s.glad_pile = rest + list(reversed(pile_top))  # drawn from the end: the listed top first
        s.glad, s.out, s.out_order = [None] * n, [None] * n, []
        if phase == "bidding":
            return
        for i, seat in enumerate(self.seats):
            s.glad[i] = seat.get("gladiator") or s.glad_pile.pop()
            sponsor = s.sponsor[i] if s.config.get("sponsors") == "true" else None
            life, favour, _ = start_values(s.glad[i], s.school[i], sponsor, s.quick)
            s.life_max[i] = life
            s.life[i] = seat.get("life", 0 if seat.get("out") == "defeated" else life)
            s.favour[i] = seat.get("favour", 0 if phase == "reward" else favour)
            s.ability_ready[i] = seat.get("ability", "ready") == "ready"
            s.turns_taken[i] = 0
            s.refresh_at[i] = 0 if s.ability_ready[i] else 1  # face up at the end of the owner's next turn
            s.out[i] = seat.get("out")
        default = [i for i in range(n) if s.out[i] is not None]
        s.out_order = list(self.data.get("out_order", default))

    # -- the combat cards --------------------------------------------------------------------------
    def cards(self, phase: str) -> None:
        s, n = self.s, self.n
        pool = {}  # name -> free common card ids, content order
        for deck in DECKS:
            for card in common_ids()[deck]:
                pool.setdefault(name_of(card), []).append(card)
        own = {}
        for i in range(n):
            glad = s.glad[i]
            own[i] = [] if glad is None or s.quick else list(set_ids(glad))

        def take(seat: int | None, name: str) -> str:
            for card in own.get(seat, []):
                if name_of(card) == name:
                    own[seat].remove(card)
                    return card
            return pool[name].pop(0)

        given = [i for i in range(n) if "hand" in self.seats[i]]
        for i in given:
            s.hand[i] = [take(i, name) for name in self.seats[i]["hand"]]
        exchange = self.data.get("exchange", {})
        owners = (exchange.get("attacker"), exchange.get("target"))
        cards = exchange.get("cards", [])
        self.pile = [Played(take(owners[k % 2], name), owners[k % 2], _answered_option(name)) for k, name in enumerate(cards)]
        listed = self.data.get("decks", {})
        for deck in DECKS:
            if deck in listed:
                s.decks[deck] = [take(None, name) for name in reversed(listed[deck])]
        s.discard = [take(None, name) for name in reversed(self.data.get("discard", []))]
        for deck in DECKS:
            rest = [c for name in sorted(pool) for c in pool[name] if name_of(c) and _deck_of(c) == deck]
            self.chance.shuffle("equipment deck", rest)
            if deck in listed:
                s.discard = rest + s.discard  # not placed anywhere: under the discard pile
            else:
                s.decks[deck] = rest
        for name in pool:
            pool[name] = []
        for i in range(n):
            if i in given or s.glad[i] is None or phase == "bidding":
                if s.glad[i] is None:
                    s.hand[i] = []
                continue
            # a hand left out: the gladiator's set, its school's and Sponsor's cards, and the
            # cards of its choice dealt from decks drawn at random
            sponsor = s.sponsor[i] if s.config.get("sponsors") == "true" else None
            _, _, extra = start_values(s.glad[i], s.school[i], sponsor, s.quick)
            hand, own[i] = own[i], []
            for deck, count in sorted(extra.items()):
                hand += [s.decks[deck].pop() for _ in range(min(count, len(s.decks[deck])))]
            count = 0 if phase == "ready" else picks(s.config)
            for _ in range(count):
                decks = [d for d in DECKS if s.decks[d]]
                if decks:
                    hand.append(s.decks[self.chance.choice("equipment deck drawn", decks)].pop())
            s.hand[i] = hand
        s.set_used = [c for i in range(n) for c in own[i]]  # a given hand without them: used
        for i in range(n):
            if s.out[i] is not None:
                s.set_used += [c for c in s.hand[i] if c.startswith("g")]
                s.discard += [c for c in s.hand[i] if c.startswith("c")]
                s.hand[i] = []

    # -- each phase -----------------------------------------------------------------------------------
    def market(self) -> None:
        s, n = self.s, self.n
        market = self.data.get("market", {})
        rows = list(market.get("rows", []))
        s.market = rows if rows else [s.glad_pile.pop() for _ in range(n + 1)]
        s.bids = [Bid(b["row"] - 1, b["space"] - 1, b["seat"]) for b in market.get("bids", [])]
        s.closed = [[b["row"] - 1, b["space"] - 1] for b in market.get("closed", [])]
        s.bid_order = list(market.get("order", range(n)))
        step = s.push_step("bid", turn=s.bid_order.index(market.get("speaker", s.bid_order[0])),
                           passes=market.get("passes", 0), reselect=list(market.get("outbid", [])))
        if s._bidder(step) is None:
            s._finish_bidding(self.events)

    def ready(self) -> None:
        s = self.s
        s.turn_order = [0] * self.n
        queue = []
        for seat in s._order_from(s.active):
            left = self.seats[seat].get("to_draw", picks(s.config))
            if left:
                queue.append(Draws(seat, left))
        s.push_step("ready", queue=queue)
        if not queue or not s._draw_decks():
            s._turn_order(self.events)

    def fight(self, phase: str) -> None:
        s, n, data = self.s, self.n, self.data
        orders = [seat.get("turn_order") for seat in self.seats]
        if all(o is None for o in orders):
            orders = list(range(1, n + 1))
            self.chance.shuffle("order markers", orders)
        s.turn_order = orders
        by_order = tuple(sorted(range(n), key=lambda x: s.turn_order[x]))
        if "active" not in data:
            fighting = [x for x in by_order if s.out[x] is None]
            s.active = fighting[0] if fighting else by_order[0]
        bets = {i: seat["bet"] for i, seat in enumerate(self.seats) if "bet" in seat}
        if phase == "betting":
            s.active = s.turn_order.index(1)
            sealed = s.push_step("bet", round=SealedRound("bet", by_order)).round
            for seat in by_order:
                if seat not in bets:
                    break
                sealed.answer(seat, "" if bets[seat] == NO_BET else bets[seat])
            return
        for bettor, glad in sorted(bets.items()):
            if glad != NO_BET:
                owner = s.glad.index(glad)
                s.book.place(bettor, glad, 1, (gladiator(glad).odds[s.turn_order[owner] - 1], 1))
        if phase == "tactics":
            s.active = s.turn_order.index(1)
            s.phase = "bet"  # (laid out as the betting ends: the tactics step is opened as in play)
            s._start_tactics(self.events)
            if s.sealed is not None:
                for seat in s.sealed.seats:
                    card = self.seats[seat].get("tactics_card")
                    if card is None:
                        break
                    s.tactics[seat].append(card)  # answered in the round: still in the seat's hand
                    s.tactics[seat].sort()
                    s.sealed.answer(seat, card)
            return
        for i, seat in enumerate(self.seats):
            s.tactics_chosen[i] = seat.get("tactics_card")
            s.tactics_shown[i] = bool(seat.get("tactics_revealed", False))
        if phase == "combat":
            s.push_step("turn")
            step, exchange = data.get("step", "turn"), data.get("exchange")
            if step == "respond":
                attacker, target = exchange["attacker"], exchange["target"]
                pile = [item._replace(owner=attacker if k % 2 == 0 else target) for k, item in enumerate(self.pile)]
                s.push_step("respond", attacker=attacker, target=target,
                            responder=target if len(pile) % 2 else attacker, pile=pile)
            elif step == "counter":
                s.push_step("counter", attacker=exchange["attacker"], target=exchange["target"])
            elif step == "draw":
                s.push_step("draw", drawer=s.active)
            return
        # the reward step: prizes still to place on the wheels
        s.winner = data["winner"]
        s.push_step("place", queue=[Prize(p["seat"], p["wreath"], p.get("reason", "prize")) for p in data["prizes"]])
        s.full_order = list(data.get("full_order", [i for i in range(n) if None not in s.wheel[i]]))
        s.full_this_round = bool(s.full_order)
        s._place_next(self.events)


def _answered_option(name: str) -> int:
    """An either/or card in an exchange under way: the option that keeps it open to an answer
    (BASH's wound, the FAQ l. 335), the only one when the card has no divider."""
    options = content().cards[name].options
    return next((k for k in range(len(options) - 1, -1, -1) if not options[k].ends_exchange), 0)


def _deck_of(card: str) -> str:
    return next(d for d, ids in common_ids().items() if card in ids)
