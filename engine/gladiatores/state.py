"""The Gladiatores state: one field list, the frame on top (read from the fields), observations,
determinizations and persistence. The steps are frames (``frames``); the rules live in the
mixins (market, combat, flow)."""
from __future__ import annotations

from typing import Any

from ..core import Event, Result, Rng
from ..core.flow import FlowState, Frame
from ..core.gametype import HIDDEN, GameType
from ..parts.negotiation import BetBook
from ..parts.sealed import SealedRound
from .cards import common_ids, gladiator_names
from .combat import CombatMixin, Exchange, Played
from .content import DECKS, content
from .frames import BID_FRAME, COMBAT_FRAMES, KINDS, PAY_FRAME, PHASE_FRAMES
from .market import Bid, MarketMixin
from .round import Draws, Prize, RoundMixin

#: every field of the game's state, saved and cloned as plain JSON data
FIELDS = (
    # the game
    "phase", "event_no", "event", "event_deck", "laid", "supply", "full_this_round", "active", "winner",
    # each seat's school and boards
    "school", "wheel", "used_functions", "debt", "full_order", "next_bonus",
    "tactics", "tactics_chosen", "tactics_shown", "sponsor", "sponsor_deck",
    # the market
    "glad_pile", "market", "closed", "bid_order", "bid_turn", "bid_passes", "reselect", "free_takers",
    "pay_queue", "pick_queue",
    # the fighters
    "glad", "life", "life_max", "favour", "hand", "ability_ready", "refresh_at", "turns_taken", "out", "out_order",
    "turn_order",
    # the combat decks and the fight
    "decks", "discard", "set_used", "step", "counter_seat", "draw_seat",
)
#: saved beside them as lists of lists, held as lists of named tuples: the market's bids, the seats
#: still drawing, the prizes to place, the exchange's pile of cards (saved as "stack"); then
#: "ex" (the exchange), "sealed" and "book"
ROWS = (("bids", "bids", Bid), ("ready_queue", "ready_queue", Draws), ("place_queue", "place_queue", Prize),
        ("stack", "pile", Played))


_ATOMS = (str, int, type(None), bool)


def _copy(value: Any) -> Any:
    """A deep copy of plain JSON data (the clone of every search step: leaves are copied in
    place rather than through a call each)."""
    kind = type(value)
    if kind is list:
        return [v if type(v) in _ATOMS else _copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _copy(v) for k, v in value.items()}
    return value


class GladiatoresState(MarketMixin, CombatMixin, RoundMixin, FlowState):
    #: the game's dynamics and every kind of action (engine/core/gametype.py)
    game_type = GameType(information=HIDDEN, secret_decisions=True, simultaneous=True, forced_passes=True,
                         standing_kinds=("reveal_tactics",), actions=KINDS)
    ruleset_name = "gladiatores"
    end_rule = "Play: Victory"

    @classmethod
    def length_bound(cls, config) -> int:
        """A full game lasts at most its ``events`` events; quickplay is one. The book sets no limit
        on a fight ("Combat continues until only one gladiator is left with life points or cards in
        hand"), so the bound per event is measured: 40 seeded random games a setting take at most
        about 430 decisions in quickplay (a full game about 2,300 with 5 seats and 5 events), and
        heuristic bots' games are shorter. Declared: 2,000 a seat for each event, over four times
        the longest. (The mixed-level 5-seat quickplay game of bench/gladiatores_fingerprint.py,
        seed 3, never ends: its bots stall, and the bench stops it at 100,000 decisions.)"""
        seats = int(config["seats"])
        events = 1 if config.get("mode") == "quickplay" else int(config.get("events", 3))
        return events * 2000 * seats

    @property
    def num_seats(self) -> int:
        return self._seat_count

    @property
    def quick(self) -> bool:
        return self.config.get("mode") == "quickplay"

    def _statics(self) -> None:
        c = content()
        self._seat_count = int(self.config["seats"])  # (asked at every step of a search)
        self.wreath_values = c.wreaths
        self.bank_max = c.bank_max

    # -- setup ------------------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        self._statics()
        c, n, chance = content(), self.num_seats, self.chance
        self.phase, self.event_no, self.event, self.supply = "setup", 0, None, 0
        self.full_this_round, self.winner = False, None
        self.event_deck = sorted(c.events)
        chance.shuffle("event deck", self.event_deck)
        self.laid = []
        if self.config.get("events_in_advance") == "true" and not self.quick:
            count = int(self.config.get("events", 3))
            self.laid = [self.event_deck.pop() for _ in range(count)]
        schools = sorted(c.schools)
        chance.shuffle("schools", schools)
        self.school = schools[:n]
        self.wheel = [[None] * c.wheel_spaces for _ in range(n)]
        self.used_functions = [[] for _ in range(n)]
        self.debt, self.full_order, self.next_bonus = [0] * n, [], [[] for _ in range(n)]
        self.tactics = [sorted(c.tactics) for _ in range(n)]
        self.tactics_chosen, self.tactics_shown = [None] * n, [False] * n
        self.sponsor, self.sponsor_deck = [None] * n, sorted(c.sponsors)
        chance.shuffle("sponsor deck", self.sponsor_deck)
        self.glad_pile = list(gladiator_names())
        chance.shuffle("gladiator pile", self.glad_pile)
        self.market, self.bids, self.closed, self.reselect, self.free_takers = [], [], [], [], []
        self.pay_queue, self.pick_queue = [], []
        self.bid_turn = self.bid_passes = 0
        self.active = chance.pick("first active player", n)
        self.bid_order = self._order_from(self.active)
        self.glad, self.out, self.out_order = [None] * n, [None] * n, []
        self.life, self.life_max, self.favour = [0] * n, [0] * n, [0] * n
        self.hand = [[] for _ in range(n)]
        self.ability_ready, self.refresh_at, self.turns_taken = [True] * n, [0] * n, [0] * n
        self.turn_order, self.ready_queue = [0] * n, []
        self.decks = {deck: list(common_ids()[deck]) for deck in DECKS}
        for deck in DECKS:
            chance.shuffle("equipment deck", self.decks[deck])
        self.discard, self.set_used, self.pile = [], [], []
        self.step, self.ex, self.counter_seat, self.draw_seat, self.place_queue = "turn", None, None, None, []
        self.sealed: SealedRound | None = None
        self.book = BetBook()
        events: list[Event] = []
        self._start_event(events)
        return events

    # -- the frame on top -------------------------------------------------------------------------
    def top(self) -> Frame | None:
        """The frame being resolved, read from the saved fields (None once the game is over)."""
        phase = self.phase
        if phase == "combat":
            return COMBAT_FRAMES[self.step]
        if phase == "bid":
            return PAY_FRAME if self.pay_queue else BID_FRAME
        return PHASE_FRAMES.get(phase)

    @property
    def stack(self) -> tuple[Frame, ...]:
        """The stack as the flow machine shows it: the one frame on top (none once the game is over)."""
        top = self.top()
        return () if top is None else (top,)

    def settle(self) -> bool:
        return self.phase == "over"

    def game_over(self) -> bool:
        return self.phase == "over"

    # -- the end --------------------------------------------------------------------------------------
    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        n = self.num_seats
        key = {s: (self.victory_points(s), self.metal_count(s, "gold"), self.metal_count(s, "silver")) for s in range(n)}
        placings = tuple(sorted(range(n), key=lambda s: (tuple(-k for k in key[s]), s)))
        best = [s for s in placings if key[s] == key[placings[0]]]
        return Result(best[0] if len(best) == 1 else None, placings, tuple(float(key[s][0]) for s in range(n)))

    # -- what each seat sees ---------------------------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        n = self.num_seats
        seats = []
        for s in range(n):
            mine = seat == s
            chosen = self.tactics_chosen[s]
            seats.append({
                "school": self.school[s], "wheel": list(self.wheel[s]), "debt": self.debt[s],
                "victory_points": self.victory_points(s), "gladiator": self.glad[s], "life": self.life[s],
                "life_max": self.life_max[s], "favour": self.favour[s], "discard_cost": self.discard_cost(s),
                "ability_ready": self.ability_ready[s],
                "out": self.out[s], "turn_order": self.turn_order[s], "hand_size": len(self.hand[s]),
                "hand": sorted(self.hand[s]) if mine else None,
                "tactics_left": list(self.tactics[s]) if mine else len(self.tactics[s]),
                "tactics": chosen if (mine or self.tactics_shown[s]) else ("face down" if chosen else None),
                "tactics_revealed": self.tactics_shown[s], "sponsor": self.sponsor[s],
                "bet_placed": any(b.bettor == s for b in self.book.bets),
                "used_functions": list(self.used_functions[s]), "bonus_next_event": _copy(self.next_bonus[s]),
            })
        sealed = None
        if self.sealed is not None:
            view = self.sealed.view_for(seat)
            if self.sealed.kind == "bet":
                view["mine"] = None  # a bet cannot be checked once placed, even by its bettor
            sealed = view
        return {
            "phase": self.phase, "step": self.step if self.phase == "combat" else None, "event": self.event,
            "event_no": self.event_no, "events_total": 1 if self.quick else int(self.config.get("events", 3)),
            "events_laid": list(self.laid), "events_left": len(self.event_deck), "supply": self.supply,
            "active": self.active, "seats": seats, "market": self._market_view(), "sealed": sealed,
            "stack": [list(p) for p in self.pile], "exchange": None if self.ex is None else list(self.ex),
            "counter_seat": self.counter_seat, "decks": {d: len(self.decks[d]) for d in DECKS},
            "discard": sorted(self.discard), "set_used": sorted(self.set_used), "out_order": list(self.out_order),
            "full_order": list(self.full_order), "place_queue": [list(p) for p in self.place_queue],
            "ready_queue": [list(r) for r in self.ready_queue], "sponsors_left": len(self.sponsor_deck),
            "pick_queue": list(self.pick_queue),
        }

    def determinize(self, seat: int, rng: Rng) -> GladiatoresState:
        """Resample what ``seat`` cannot see: the other hands (each keeps its count of Attack,
        Defense and Effect cards) and the decks, the face-down Tactics, every bet (its own too:
        a bet cannot be checked), the order of the event, gladiator and sponsor piles, and the
        other seats' answers in an open sealed round."""
        clone = self.clone()
        clone.rng = rng.fork()
        for deck in DECKS:
            pool = clone.decks[deck]  # (the clone's own list: the other hands' cards join it)
            slots = []
            for other in range(clone.num_seats):
                if other != seat:
                    for i, card in enumerate(clone.hand[other]):
                        if _TYPE.get(card) == deck:  # (a common card: a gladiator's set card is never resampled)
                            slots.append((other, i))
                            pool.append(card)
            pool.sort()  # (an order the seat knows: the sample depends on its view and ``rng`` only)
            rng.shuffle(pool)
            for other, i in slots:
                clone.hand[other][i] = pool.pop()
        for other in range(clone.num_seats):
            chosen = clone.tactics_chosen[other]
            if other != seat and chosen is not None and not clone.tactics_shown[other]:
                options = sorted(clone.tactics[other] + [chosen])
                pick = options[rng.below(len(options))]
                clone.tactics[other] = sorted(options[:options.index(pick)] + options[options.index(pick) + 1:])
                clone.tactics_chosen[other] = pick
        for bet in clone.book.bets:
            names = [g for g in clone.glad if g is not None]
            bet.outcome = rng.choice(names)
            owner = clone.glad.index(bet.outcome)
            bet.odds = (content().gladiators[bet.outcome].odds[clone.turn_order[owner] - 1], 1)
        for pile in (clone.event_deck, clone.glad_pile, clone.sponsor_deck):
            pile.sort()
            rng.shuffle(pile)
        if clone.sealed is not None:
            if clone.sealed.kind == "bet":
                for other in list(clone.sealed.answers):
                    clone.sealed.answers[other] = rng.choice(clone._sealed_answers(other))
            else:
                clone.sealed.resample(seat, rng, clone._sealed_answers)
        return clone

    def move_shows_nothing(self, seat: int, action, after) -> bool:
        """A Discard that leaves ``seat`` to choose the deck it draws from ("Discarding Cards";
        ``_discard_action``, the draw not yet made): the card goes from the seat's own Hand to the
        open discard, the favour paid is the seat's own, and the decks are only asked whether they
        are empty (their sizes are open), so the move reads nothing ``determinize`` resamples.
        Any other move: not known here (False)."""
        return action.kind == "discard" and after.step == "draw" and after.draw_seat == seat

    # -- persistence ------------------------------------------------------------------------------------
    def _payload(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in FIELDS}
        for key, name, _ in ROWS:
            data[key] = [list(row) for row in getattr(self, name)]
        data["ex"] = None if self.ex is None else list(self.ex)
        data["sealed"] = None if self.sealed is None else self.sealed.to_json()
        data["book"] = self.book.to_json()
        return data

    def _load_payload(self, payload: dict[str, Any]) -> None:
        self._statics()
        for name in FIELDS:
            setattr(self, name, _copy(payload[name] if name in payload else _ADDED[name]))
        for key, name, row in ROWS:
            setattr(self, name, [row(*item) for item in payload[key]])
        self.ex = None if payload["ex"] is None else Exchange(*payload["ex"])
        self.sealed = None if payload["sealed"] is None else SealedRound.from_json(payload["sealed"])
        self.book = BetBook.from_json(payload["book"])

    def clone(self) -> GladiatoresState:
        other = type(self).__new__(type(self))
        other.config, other.seed, other.rng = self.config, self.seed, self.rng.copy()
        other.decisions_made = self.decisions_made
        other._statics()
        mine, theirs = self.__dict__, other.__dict__
        for name in FIELDS:
            value = mine[name]
            theirs[name] = value if type(value) in _ATOMS else _copy(value)
        for _, name, _ in ROWS:
            theirs[name] = list(mine[name])  # (named tuples: shared, never changed in place)
        other.ex = self.ex
        other.sealed = None if self.sealed is None else SealedRound.from_json(self.sealed.to_json())
        other.book = BetBook.from_json(self.book.to_json())
        return other


#: fields added after saves were first written, and their value in an older save
_ADDED = {"pay_queue": [], "pick_queue": []}

#: the deck of each common combat card (a gladiator's set cards belong to none)
_TYPE = {card: deck for deck, ids in common_ids().items() for card in ids}
