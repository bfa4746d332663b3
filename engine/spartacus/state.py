"""The Spartacus state: the table (houses, gold, influence, assets, hands, decks), the round's
phases as steps on the flow machine (``engine/core/flow.py``), what each seat sees,
determinizations and persistence.

The phases live in their own modules, one per part of the book: ``mantenimiento`` (Fase de
mantenimiento), ``intriga`` (Fase de intriga), ``mercado`` (Fase de mercado), ``arena`` (Fase de
arena and Derrota), ``combate`` (Combate) and ``victoria``. Each holds a mixin of
``SpartacusState`` (what the phase does to the table) and its steps as frames (a
``SpartacusFrame`` each: the Decision, the candidates, the judge and the carrying out, and the
step's own bookkeeping as fields). ``phases.py`` is the round as data: each phase, its steps and
the phase that follows. Every action kind and its parameters are declared in ``actions.py``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import Any

from ..core import Action, Decision, Event, Result, Rng, canon
from ..core.flow import FlowState, Frame
from ..core.gametype import HIDDEN, GameType
from ..i18n import N_
from ..parts.negotiation import Bet, BetBook, NegotiationWindow, Offer, Promise, PromiseLedger
from ..parts.sealed import SealedRound
from .actions import ACTIONS
from .arena import ArenaMixin
from .combate import CombateMixin
from .common import (
    ACCEPT,
    DECLINE,
    FAVOUR_PROMISE,
    HAND_SIZE,
    START_INFLUENCE,
    SpartacusFrame,
    act,
    asked,
    ev,
    plain_copy,
    plural,
)
from .content import content
from .intriga import IntrigaMixin
from .mantenimiento import MantenimientoMixin
from .mercado import MercadoMixin
from .phases import ALLOWED, BETS_OPEN, PHASES
from .victoria import VictoriaMixin

#: the open market's steps: the speaker's turn and an answer to a trade (``move_shows_nothing``)
_MARKET = frozenset({"market", "answer"})


class SpartacusState(MantenimientoMixin, IntrigaMixin, MercadoMixin, ArenaMixin, CombateMixin, VictoriaMixin,
                     FlowState):
    #: the game's dynamics (engine/core/gametype.py) and every kind of action (actions.py)
    game_type = GameType(information=HIDDEN, secret_decisions=True, simultaneous=True, forced_passes=True,
                         actions=ACTIONS)
    ruleset_name = "spartacus"
    end_rule = "Victoria"

    @classmethod
    def length_bound(cls, config) -> int:
        """The book sets no last round (a dominus wins at 12 Influence), so the bound is measured:
        seeded random games take at most about 1,350 decisions at 4 seats (both variants), about
        340 a seat; declared 2,000 a seat, about six times over."""
        return 2000 * int(config["seats"])

    @property
    def num_seats(self) -> int:
        return int(self.config["seats"])

    # -- Inicio de la partida ------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.num_seats
        rule = "Inicio de la partida"
        events: list[Event] = []
        rolls = [0] * n
        contenders = list(range(n))
        while len(contenders) > 1:  # the highest die picks first and hosts first; ties roll again
            for s in contenders:
                rolls[s] = self.chance.roll("first pick die")
            top = max(rolls[s] for s in contenders)
            events.append(ev("host_roll", rule, N_("Each dominus rolls a die for the first pick."),
                             rolls=[rolls[s] if s in contenders else None for s in range(n)]))
            contenders = [s for s in contenders if rolls[s] == top]
        self.host = contenders[0]
        self.houses = [-1] * n
        self.gold = [0] * n
        self.influence = [START_INFLUENCE[self.config.get("variant", "standard")]] * n
        self.owner: dict[str, int] = {}
        self.exhausted: set[str] = set()
        self.wounded: set[str] = set()
        self.favour: dict[str, int] = {}
        self.champion: set[str] = set()
        self.market_deck: list[str] = []
        self.market_discard: list[str] = []
        self.intrigue_deck: list[str] = []
        self.intrigue_discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.ledger = PromiseLedger()
        #: favours one house owes another: [promise id, debtor, creditor] (docs/rulings.md, Spartacus 15)
        self.owed: list[list[int]] = []
        self.book = BetBook()
        self.round_no = 0
        self.order: list[int] = self.seats_from(self.host)
        self.idx = 0
        self.offer: Offer | None = None
        self.offer_kind = ""
        self.window: NegotiationWindow | None = None
        self.sealed: SealedRound | None = None
        self.gold_hidden = False
        #: while gold is hidden: each house's gold as the table knows it (docs/rulings.md, Spartacus 8)
        self.gold_known: list[int] | None = None
        self.arena: dict[str, Any] | None = None
        self.combat: dict[str, Any] | None = None
        self.over = False
        self.winner: int | None = None
        self.open_phase("inicio")
        self.push_step("house")
        events.append(ev("host_changed", rule, N_("Seat {number} rolls highest: it chooses its house first and hosts first."),
                         {"number": self.host + 1}, seat=self.host))
        return events

    def _deal_start(self, events: list[Event]) -> list[Event]:
        """Lines 6-8 and 13: the white-border cards, a face-up guard each, the decks, the gold."""
        c = content()
        n = self.num_seats
        decks = c.decks
        start_slaves, start_glads = list(decks.start_slaves), list(decks.start_gladiators)
        self.chance.shuffle("starting slaves", start_slaves)
        self.chance.shuffle("starting gladiators", start_glads)
        for i, seat in enumerate(self.seats_from(self.host)):
            for card in [start_glads[i], start_slaves[2 * i], start_slaves[2 * i + 1]]:
                self.owner[card] = seat
        self.market_deck = list(decks.market)
        self.chance.shuffle("market deck", self.market_deck)
        guards = list(decks.guards)
        self.chance.shuffle("guards", guards)
        for i, seat in enumerate(self.seats_from(self.host)):
            self.owner[guards[i]] = seat
        self.intrigue_deck = [i for i in decks.intrigue if i not in self.owner]
        self.chance.shuffle("intrigue deck", self.intrigue_deck)
        self.gold = [c.houses[h].gold for h in self.houses]
        for seat in range(n):
            events.append(ev("house_ready", "Inicio de la partida", N_(
                "{house} starts with {gold} gold and {influence} influence."),
                {"house": self.house_name(seat), "gold": self.gold[seat], "influence": self.influence[seat]},
                seat=seat, gold=self.gold[seat], influence=self.influence[seat], assets=self.assets(seat)))
        self._deal_hands(events)
        self.open_next("inicio", events)
        return events

    def _deal_hands(self, events: list[Event]) -> None:
        """docs/rulings.md, Spartacus 1: each dominus starts with HAND_SIZE intrigue cards in hand."""
        for seat in self.seats_from(self.host):
            self.draw(seat, HAND_SIZE, events, "Inicio de la partida")

    # -- small helpers shared by the phases -----------------------------------------------
    def house_name(self, seat: int) -> str:
        if self.houses[seat] < 0:
            return N_("Seat {number}").format(number=seat + 1)
        return content().houses[self.houses[seat]].name

    def name(self, card_id: str) -> str:
        return content().card(card_id).name

    @property
    def names(self) -> dict[str, str]:
        """Every card id to its card's name (a tutorial's step names a card, ``engine/play/tutorial.py``)."""
        return content().names

    def seats_from(self, first: int) -> list[int]:
        return [(first + i) % self.num_seats for i in range(self.num_seats)]

    def assets(self, seat: int, type_: str | None = None) -> list[str]:
        if type_ is None:
            return sorted(k for k, s in self.owner.items() if s == seat)
        types = content().types
        return sorted(k for k, s in self.owner.items() if s == seat and types[k] == type_)

    def characters(self, seat: int) -> list[str]:
        types = content().types
        return sorted(k for k, s in self.owner.items() if s == seat and types[k] in ("slave", "gladiator"))

    def ready(self, card_id: str) -> bool:
        return card_id not in self.exhausted and card_id not in self.wounded

    def draw(self, seat: int, count: int, events: list[Event], rule: str) -> None:
        drawn = []
        for _ in range(count):
            if not self.intrigue_deck:
                if not self.intrigue_discard:
                    break
                self.intrigue_deck, self.intrigue_discard = self.intrigue_discard, []
                self.chance.shuffle("intrigue discard pile", self.intrigue_deck)
            drawn.append(self.intrigue_deck.pop())
        self.hands[seat].extend(drawn)
        if drawn:
            events.append(ev("cards_drawn", rule, N_("{house} draws {cards}."),
                             {"house": self.house_name(seat), "cards": plural(len(drawn), "intrigue card")},
                             seen_by=[seat], secret=["cards"], seat=seat, count=len(drawn), cards=drawn))

    def discard_asset(self, card_id: str) -> None:
        """An asset leaves the table for its deck's discard pile (dead, released, sold)."""
        del self.owner[card_id]
        for marks in (self.exhausted, self.wounded, self.champion):
            marks.discard(card_id)
        self.favour.pop(card_id, None)
        (self.market_discard if card_id[0] == "m" else self.intrigue_discard).append(card_id)

    def change_influence(self, seat: int, delta: int, rule: str, events: list[Event], why: str) -> None:
        new = max(0, self.influence[seat] + delta)
        if new != self.influence[seat]:
            self.influence[seat] = new
            events.append(ev("influence_changed", rule, N_("{house} {why}: influence {influence}."),
                             {"house": self.house_name(seat), "why": why, "influence": new},
                             seat=seat, influence=new, delta=delta))

    # -- the steps on the stack (phases.py: which phase stacks which) ---------------------------
    @property
    def step(self) -> str:
        """The pending step ("" once the game is over)."""
        return self.stack[-1].t if self.stack else ""

    def open_phase(self, phase: str) -> None:
        """The round moves to ``phase``: the steps of the one before are done."""
        self.phase = phase
        self.stack = []
        self._legal = None

    def open_next(self, phase: str, events: list[Event]) -> list[Event]:
        """Open the phase that follows ``phase`` in the round (phases.py)."""
        return getattr(self, PHASES[PHASES[phase].next].start)(events)

    def push_step(self, t: str, **fields: Any) -> SpartacusFrame:
        """Stack a step of kind ``t`` (with its fields) on the steps under way: one the phase (or,
        in a duel for the game, the final) does not hold is a bug, never a rule."""
        phase = "final" if self.arena is not None and self.arena["final"] else self.phase
        if t not in ALLOWED[phase]:
            raise RuntimeError(f"spartacus: the phase '{phase}' has no step '{t}'")
        frame = Frame.KINDS["spartacus"][t](**fields)
        self.stack.append(frame)
        return frame

    def pop_step(self) -> Frame:
        """The step on top is done: the one under it is resolved again."""
        self._legal = None
        return self.stack.pop()

    def swap_step(self, t: str, **fields: Any) -> SpartacusFrame:
        """The step on top is done and the next step of the same phase takes its place."""
        self.stack.pop()
        return self.push_step(t, **fields)

    def frame_of(self, t: str) -> Any:
        """The nearest frame of kind ``t`` on the stack (None: none)."""
        for frame in reversed(self.stack):
            if frame.t == t:
                return frame
        return None

    @property
    def turn(self) -> Any:
        """The intrigue turn under way (``IntrigueStep``: its house ability used, the schemes
        given up), None outside one."""
        return self.frame_of("intrigue")

    @property
    def scheme(self) -> Any:
        """The scheme being played (``Scheme``), None when there is none."""
        return self.frame_of("scheme")

    @property
    def auction(self) -> Any:
        """The auctions under way (``BidStep``: the lots to come, the lot up, a tie's first bids),
        None outside them."""
        return self.frame_of("bid")

    # -- the contract (to_decide, legal_actions, check and apply: FlowState over the step) ------
    #: the pending Decision once asked: (its frame, the number of actions taken, the Decision)
    _decided: tuple[Frame, int, Decision] | None = None

    def game_over(self) -> bool:
        return self.over

    def pending(self) -> Frame | None:
        """``FlowState.pending`` (not over: the top of the stack) in one call: to_decide,
        legal_actions and check ask it at every decision."""
        return None if self.over or not self.stack else self.stack[-1]

    def to_decide(self) -> Decision | None:
        """The pending Decision, built once per decision (a playout asks it twice: the search's
        loop, then the policy); an action carried out forgets it, as it counts."""
        top = self.pending()
        if top is None:
            return None
        cached = self._decided
        if cached is not None and cached[0] is top and cached[1] == self.decisions_made:
            return cached[2]
        decision = top.decide(self)
        self._decided = (top, self.decisions_made, decision)
        return decision

    def check(self, action: Action) -> None:
        """``FlowState.check``, with one shortcut: the very action object listed for this decision
        (a seat that chose from ``legal_actions``, as bots and the window do) is legal without
        being judged again, since every listed action passes the judge
        (tests/spartacus/test_listed_are_legal.py); any other action is judged in full."""
        legal = self._legal
        if legal is not None and legal[1] == self.decisions_made and legal[0] is self.pending() \
                and any(map(is_, legal[2], repeat(action))):
            return
        super().check(action)

    def _apply(self, action: Action) -> list[Event]:
        self._decided = None
        events = super()._apply(action)
        self._decided = None  # (asked while the action was carried out, before it counted)
        return events

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        """Plain words for an action that is not one of the choices now (the move's own name, never
        its internal kind)."""
        return N_("You cannot {move} now. {prompt}").format(move=self.move_words(action), prompt=decision.prompt)

    def move_words(self, action: Action) -> str:
        """What ``action`` does, in player words ("offer a trade"), from its declared kind."""
        kind = self.game_type.kind(action.kind) if isinstance(action, Action) else None
        return kind.words if kind else N_("do that")

    def result(self) -> Result | None:
        if not self.over:
            return None
        n = self.num_seats
        placings = sorted(range(n), key=lambda s: (s != self.winner, -self.influence[s], -self.gold[s], s))
        return Result(self.winner, tuple(placings), tuple(float(i) for i in self.influence))

    # -- what each seat sees ------------------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        n = self.num_seats
        return {
            "round": self.round_no, "phase": self.phase, "step": self.step, "host": self.host,
            "houses": [self.house_name(s) for s in range(n)],
            "gold": [g if not self.gold_hidden or s == seat else None for s, g in enumerate(self.gold)],
            "gold_known": self.known_gold(),
            "influence": list(self.influence),
            "assets": [[[k, k in self.exhausted, k in self.wounded, self.favour.get(k, 0), k in self.champion]
                        for k in self.assets(s)] for s in range(n)],
            "hand": sorted(self.hands[seat]) if seat is not None else [],
            "hand_sizes": [len(h) for h in self.hands],
            "decks": [len(self.market_deck) + self._lots_left(), len(self.intrigue_deck)],
            "discards": [sorted(self.market_discard), sorted(self.intrigue_discard)],
            "order": list(self.order), "idx": self.idx, "ctx": self._public_ctx(),
            "offer": None if self.offer is None else [self.offer_kind, self.offer.to_json()],
            "window": None if self.window is None else self.window.to_json(),
            "sealed": None if self.sealed is None else self.sealed.view_for(seat),
            "arena": self.arena, "combat": self.combat,
            "bets": [b for b in self.book.view_for(seat) if b["seat"] == seat], "promises": self.ledger.to_json(),
            "favours_owed": [list(f) for f in self.owed],
            "trust": [vars(self.ledger.trust(s)) for s in range(n)],
        }

    def known_gold(self) -> list[int] | None:
        """While gold is hidden (lines 45-57), each house's gold as a seat with a perfect memory
        knows it from the table: the figures shown when it was hidden, less the prices paid since
        (line 52). None while gold is on the table (``gold`` shows it)."""
        return list(self.gold_known) if self.gold_hidden else None

    def _public_ctx(self) -> dict[str, Any]:
        """The steps' bookkeeping a seat may see (each frame's ``public``): not the lots to come,
        nor which cards in a hand were given up this turn (a card back in a hand is hidden again)."""
        seen: dict[str, Any] = {}
        for frame in self.stack:
            seen.update(frame.public())
        return seen

    def _lots_left(self) -> int:
        auction = self.auction
        return 0 if auction is None else len(auction.lots)

    def determinize(self, seat: int, rng: Rng) -> SpartacusState:
        clone = self.clone()
        clone.rng = rng.fork()
        others = [s for s in range(self.num_seats) if s != seat]
        if clone.gold_hidden:  # hidden gold is what the table knows, never the real figure
            for s in others:
                clone.gold[s] = clone.gold_known[s]
        # each pool in an order the seat knows before the shuffle: the sample depends on the seat's
        # view and ``rng`` only (tests/honesty)
        pool = sorted(list(clone.intrigue_deck) + [c for s in others for c in clone.hands[s]])
        rng.shuffle(pool)
        for s in others:
            k = len(clone.hands[s])
            clone.hands[s], pool = pool[:k], pool[k:]
        clone.intrigue_deck = pool
        auction = clone.auction
        lots = [] if auction is None else list(auction.lots)
        market = sorted(clone.market_deck + lots)
        rng.shuffle(market)
        if lots:
            auction.lots, market = market[:len(lots)], market[len(lots):]
        clone.market_deck = market
        if clone.sealed is not None:
            clone.sealed.resample(seat, rng, clone.sealed_options)
        if clone.step in BETS_OPEN:  # (asked of the step, not of the book: an empty one tells nobody bet)
            clone.book.bets = [b for b in clone.book.bets if b.bettor == seat]
            for other in others:
                for outcome, stake in rng.choice(clone.bet_options(other)):
                    clone.book.place(other, outcome, stake, clone.odds(outcome))
        return clone

    def move_shows_nothing(self, seat: int, action, after) -> bool:
        """Two kinds of move read nothing ``determinize`` resamples (for the take-back's check):
        a move in the open market ("Mercado abierto": a pass, a sale to the bank, a trade offered,
        accepted or declined) after which the market goes on: only assets on the table, open
        gold and discard piles change, and the speaker is the window's; and a bid in an auction
        that leaves the round open ("Mercado de subastas": its own gold, the seats that have bid,
        nothing revealed). Any other move: not known here (False)."""
        if action.kind == "bid":
            round_, then = self.sealed, after.sealed
            return self.step == "bid" and after.step == "bid" and round_ is not None and then is not None \
                and not then.complete and then.seats == round_.seats and after.auction.lot == self.auction.lot \
                and then.chosen() == sorted({seat, *round_.chosen()}, key=round_.seats.index)
        return self.phase == "mercado" == after.phase and not (self.gold_hidden or after.gold_hidden) \
            and self.step in _MARKET and after.step in _MARKET and self.offer_kind in ("", "trade")

    def sealed_options(self, seat: int) -> list[Any]:
        if self.sealed.kind == "bet":
            return [list(map(list, b)) for b in self.bet_options(seat)]
        return list(range(self.bid_limit(seat) + 1))

    # -- persistence ---------------------------------------------------------------------------
    def _payload(self) -> dict[str, Any]:
        return {
            "houses": self.houses, "gold": self.gold, "influence": self.influence, "host": self.host,
            "owner": sorted(self.owner.items()), "exhausted": sorted(self.exhausted),
            "wounded": sorted(self.wounded), "favour": sorted(self.favour.items()),
            "champion": sorted(self.champion), "market_deck": self.market_deck,
            "market_discard": self.market_discard, "intrigue_deck": self.intrigue_deck,
            "intrigue_discard": self.intrigue_discard, "hands": self.hands,
            "ledger": self.ledger.to_json(), "owed": self.owed, "book": self.book.to_json(), "round_no": self.round_no,
            "phase": self.phase, "stack": self.stack_json(), "order": self.order, "idx": self.idx,
            "offer": None if self.offer is None else self.offer.to_json(), "offer_kind": self.offer_kind,
            "window": None if self.window is None else self.window.to_json(),
            "sealed": None if self.sealed is None else self.sealed.to_json(), "gold_hidden": self.gold_hidden,
            "arena": self.arena, "combat": self.combat, "over": self.over, "winner": self.winner,
            **({"gold_known": self.gold_known} if self.gold_known is not None else {}),
        }

    def _load_payload(self, p: dict[str, Any]) -> None:
        p = json.loads(json.dumps(p))
        self.houses, self.gold, self.influence, self.host = p["houses"], p["gold"], p["influence"], p["host"]
        self.owner = {k: s for k, s in p["owner"]}
        self.exhausted, self.wounded = set(p["exhausted"]), set(p["wounded"])
        self.favour = {k: v for k, v in p["favour"]}
        self.champion = set(p["champion"])
        self.market_deck, self.market_discard = p["market_deck"], p["market_discard"]
        self.intrigue_deck, self.intrigue_discard = p["intrigue_deck"], p["intrigue_discard"]
        self.hands = p["hands"]
        self.ledger = PromiseLedger.from_json(p["ledger"])
        self.owed = p.get("owed", [])
        self.book = BetBook.from_json(p["book"])
        self.round_no, self.phase = p["round_no"], p["phase"]
        self.load_stack(p["stack"])
        self.order, self.idx = p["order"], p["idx"]
        self.offer = None if p["offer"] is None else Offer.from_json(p["offer"])
        self.offer_kind = p["offer_kind"]
        self.window = None if p["window"] is None else NegotiationWindow.from_json(p["window"])
        self.sealed = None if p["sealed"] is None else SealedRound.from_json(p["sealed"])
        self.gold_hidden, self.arena, self.combat = p["gold_hidden"], p["arena"], p["combat"]
        self.over, self.winner = p["over"], p["winner"]
        self.gold_known = p.get("gold_known")

    def former_digests(self) -> tuple[str, ...]:
        """The digest of this position in the save format before the steps were frames: the
        payload named the pending step (``step``) and held the steps' fields in one ``ctx`` dict,
        which each phase replaced as it began (so a save of that format still loads). Not
        rebuilt: the last intrigue turn's fields, which that dict kept after the turn ended while
        a duel for the game was fought or once the game was over."""
        data = self.to_json()
        payload = data["state"]
        del payload["stack"]
        payload["step"], payload["ctx"] = self.step, {}
        for frame in self.stack:
            payload["ctx"].update(frame.former_ctx())
        return (canon.digest(data),)

    def clone(self) -> SpartacusState:
        """The state as a save and a load would make it (dicts in the saved order, plain lists in the
        steps' fields), copied field by field: search clones at every iteration."""
        o = type(self).__new__(type(self))
        o.config, o.seed, o.rng, o.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        o.houses, o.gold, o.influence, o.host = list(self.houses), list(self.gold), list(self.influence), self.host
        o.owner, o.favour = dict(sorted(self.owner.items())), dict(sorted(self.favour.items()))
        o.exhausted, o.wounded, o.champion = set(self.exhausted), set(self.wounded), set(self.champion)
        o.market_deck, o.market_discard = list(self.market_deck), list(self.market_discard)
        o.intrigue_deck, o.intrigue_discard = list(self.intrigue_deck), list(self.intrigue_discard)
        o.hands = [list(h) for h in self.hands]
        o.ledger = PromiseLedger([Promise(p.id, p.by, p.to, p.text, p.status) for p in self.ledger.promises])
        o.book = BetBook([Bet(b.bettor, b.outcome, b.stake, b.odds) for b in self.book.bets])  # (odds: a tuple)
        o.owed = [list(f) for f in self.owed]
        o.round_no, o.phase, o.stack, o._legal = self.round_no, self.phase, [f.copy() for f in self.stack], None
        o.order, o.idx = list(self.order), self.idx
        o.offer, o.offer_kind = self.offer, self.offer_kind  # an Offer is frozen
        w = self.window
        o.window = None if w is None else NegotiationWindow(w.seats, w.max_offers, dict(sorted(w.made.items())),
                                                              w.turn, w.passes_in_a_row)
        r = self.sealed
        o.sealed = None if r is None else SealedRound(r.kind, r.seats, {k: plain_copy(v) for k, v in sorted(r.answers.items())})
        o.gold_hidden, o.arena, o.combat = self.gold_hidden, plain_copy(self.arena), plain_copy(self.combat)
        o.over, o.winner = self.over, self.winner
        o.gold_known = None if self.gold_known is None else list(self.gold_known)
        return o

    # -- an offer waiting for its answer (support, trade, avoid, sway) ---------------------------
    _OFFER_RULES = {"support": "Cartas de conspiración", "trade": "Mercado abierto", "avoid": "Fase de arena",
                    "sway": "Derrota"}

    @staticmethod
    def price_words(offer: Offer) -> str:
        """What an arena offer gives the host, in player words: gold, or a favour owed."""
        return N_("{gold} gold").format(gold=offer.give.gold) if offer.give.gold else N_("a favour")

    def owe_favour(self, debtor: int, creditor: int, rule: str) -> Event:
        """docs/rulings.md, Spartacus 15: a favour is a promise in the public ledger, settled the
        next time the creditor asks the debtor for support."""
        promise, made = self.ledger.make(debtor, creditor, FAVOUR_PROMISE, rule=rule)
        self.owed.append([promise.id, debtor, creditor])
        return made

    def favour_owed(self, debtor: int, creditor: int) -> int | None:
        """The id of the oldest favour ``debtor`` still owes ``creditor``, if any."""
        return next((pid for pid, d, c in self.owed if d == debtor and c == creditor), None)

    def settle_favour(self, promise_id: int, kept: bool, rule: str) -> Event:
        self.owed = [f for f in self.owed if f[0] != promise_id]
        return self.ledger.settle(promise_id, kept, rule=rule)


# -- the steps, as frames of the flow machine (engine/core/flow.py) ------------------------------

@dataclass
class HouseStep(SpartacusFrame):
    t = "house"

    def decide(self, s) -> Decision:
        return asked(s.order[s.idx], "house", N_("Choose your house."), "Inicio de la partida")

    def candidates(self, s) -> list[Action]:
        c = content()
        return [act("house", house=h.name) for i, h in enumerate(c.houses) if i not in s.houses]

    def perform(self, s, action: Action) -> list[Event]:
        c = content()
        seat = s.order[s.idx]
        s.houses[seat] = next(i for i, h in enumerate(c.houses) if h.name == action.house)
        events = [ev("house_chosen", "Inicio de la partida", N_("Seat {number} is {house}."),
                     {"number": seat + 1, "house": action.house}, seat=seat,
                     house=action.house)]
        s.idx += 1
        return s._deal_start(events) if s.idx == s.num_seats else events


@dataclass
class AnswerStep(SpartacusFrame):
    t = "answer"

    def decide(self, s) -> Decision:
        o, kind = s.offer, s.offer_kind
        if kind == "support":
            what = N_("asks for your support; it promises: \"{promise}\"").format(promise=o.promise)
        elif kind == "trade":
            what = N_("offers {give} for {ask}").format(give=o.give.words(s.name), ask=o.ask.words(s.name))
        elif kind == "avoid":
            what = N_("offers you {price} to be left out of the games").format(price=s.price_words(o))
        else:  # sway
            up = bool(s.arena and s.arena.get("asked_up"))
            what = (N_("offers you {price} for a thumb up") if up else N_("offers you {price} for a thumb down"))\
                .format(price=s.price_words(o))
        return asked(o.to, "answer_offer", N_("{house} {what}. Accept or decline?"), s._OFFER_RULES[kind],
                     {"house": s.house_name(o.sender), "what": what})

    def candidates(self, s) -> list[Action]:
        return [ACCEPT, DECLINE]

    def perform(self, s, action: Action) -> list[Event]:
        offer, kind = s.offer, s.offer_kind
        s.offer, s.offer_kind = None, ""
        s.pop_step()  # back to the step that made the offer
        answer = {"support": s._answer_support, "trade": s._answer_trade, "avoid": s._answer_avoid,
                  "sway": s._answer_sway}[kind]
        return answer(offer, action.kind == "accept")

