"""The Gladiatores state: one field list, the stack of steps (``frames``, in the phases of
``phases``), observations, determinizations and persistence. The rules live in the mixins
(market, combat, round)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import repeat
from operator import is_
from typing import Any

from ..core import Action, Decision, Event, Result, Rng, canon
from ..core.flow import FlowState, Frame
from ..core.gametype import HIDDEN, GameType
from ..core.rng import DrawLog, Replay
from ..parts.negotiation import BetBook
from ..parts.sealed import SealedRound
from .cards import DECK_OF, common_ids, gladiator_names
from .combat import CombatMixin
from .content import DECKS, content
from .formats import former_payloads, frames_of_former
from .frames import EXCHANGES, KINDS, GladiatoresFrame, RespondFrame, SealedFrame, plain_copy
from .market import Bid, MarketMixin
from .phases import ALLOWED, FOLLOWS
from .round import RoundMixin

#: every field of the game's state, saved and cloned as plain JSON data (the steps' own data lies
#: in the frames on ``stack``)
FIELDS = (
    # the game
    "phase", "event_no", "event", "event_deck", "laid", "supply", "full_this_round", "active", "winner",
    # each seat's school and boards
    "school", "wheel", "used_functions", "debt", "full_order", "next_bonus",
    "tactics", "tactics_chosen", "tactics_shown", "sponsor", "sponsor_deck",
    # the market
    "glad_pile", "market", "closed", "bid_order",
    # the fighters
    "glad", "life", "life_max", "favour", "hand", "ability_ready", "refresh_at", "turns_taken", "out", "out_order",
    "turn_order",
    # the combat decks
    "decks", "discard", "set_used",
)
#: saved beside them as lists of lists, held as lists of named tuples: the market's bids; then
#: "stack" (the steps), "book" (the bets)
ROWS = (("bids", "bids", Bid),)
#: how deep ``clone`` copies each field of FIELDS (each in one of these): values (shared as they
#: are), lists of lists (copied a level deeper), the decks (a dict of lists of card ids) and the
#: bonuses (copied whole); the rest are lists of values (copied flat)
VALUES = ("phase", "event_no", "event", "supply", "full_this_round", "active", "winner")
NESTED = ("wheel", "used_functions", "tactics", "hand", "closed")
DEEP = ("next_bonus",)
FLAT = tuple(name for name in FIELDS if name not in VALUES + NESTED + DEEP + ("decks",))

_copy = plain_copy


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
        seed 3, never ended while its searching bots stalled a fight: ``bots.stalled``.)"""
        seats = int(config["seats"])
        events = 1 if config.get("mode") == "quickplay" else int(config.get("events", 3))
        return events * 2000 * seats

    @property
    def num_seats(self) -> int:
        return self._seat_count

    #: what ``_statics`` sets (from the config and the content: a clone takes them as they are)
    STATICS = ("_seat_count", "quick", "wreath_values", "bank_max")

    def _statics(self) -> None:
        c = content()
        self._seat_count = int(self.config["seats"])  # (asked at every step of a search)
        #: a quickplay game (one event)
        self.quick = self.config.get("mode") == "quickplay"
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
        self.market, self.bids, self.closed = [], [], []
        self.active = chance.pick("first active player", n)
        self.bid_order = self._order_from(self.active)
        self.glad, self.out, self.out_order = [None] * n, [None] * n, []
        self.life, self.life_max, self.favour = [0] * n, [0] * n, [0] * n
        self.hand = [[] for _ in range(n)]
        self.ability_ready, self.refresh_at, self.turns_taken = [True] * n, [0] * n, [0] * n
        self.turn_order = [0] * n
        self.decks = {deck: list(common_ids()[deck]) for deck in DECKS}
        for deck in DECKS:
            chance.shuffle("equipment deck", self.decks[deck])
        self.discard, self.set_used = [], []
        self.stack: list[GladiatoresFrame] = []
        self.book = BetBook()
        events: list[Event] = []
        self._start_event(events)
        return events

    # -- the steps on the stack (phases.py: which phase stacks which) ---------------------------------
    def open_phase(self, phase: str, t: str = "", **fields: Any) -> GladiatoresFrame | None:
        """The round moves on to ``phase`` (one the phase table lets follow the one under way, or
        that one opened anew; a move it does not hold is a bug, never a rule): the steps of the
        one before are done, and its first step, of kind ``t`` with ``fields``, is stacked and
        returned (none: ``t`` empty)."""
        if phase not in FOLLOWS[self.phase] and phase != self.phase:
            raise RuntimeError(f"gladiatores: the phase '{phase}' does not follow '{self.phase}'")
        self.phase = phase
        self.stack = []
        self._legal = None
        return self.push_step(t, **fields) if t else None

    def push_step(self, t: str, **fields: Any) -> GladiatoresFrame:
        """Stack a step of kind ``t`` (with its fields) on the steps under way: one its phase does
        not hold is a bug, never a rule."""
        if t not in ALLOWED[self.phase]:
            raise RuntimeError(f"gladiatores: the phase '{self.phase}' has no step '{t}'")
        step = Frame.KINDS["gladiatores"][t](**fields)
        self.stack.append(step)
        return step

    def pop_step(self) -> GladiatoresFrame:
        """The step on top is done: the one under it is resolved again."""
        self._legal = None
        return self.stack.pop()

    def swap_step(self, t: str, **fields: Any) -> GladiatoresFrame:
        """The step on top is done and the next step of the same phase takes its place."""
        self.stack.pop()
        return self.push_step(t, **fields)

    def pending(self) -> GladiatoresFrame | None:
        """The step whose decision is pending: the top of the stack (none once the game is over:
        the stack is empty then), in one call (``to_decide`` and ``check`` ask it)."""
        try:
            return self.stack[-1]
        except IndexError:  # (an empty stack: the game is over)
            return None

    settled_top = pending  # (nothing ends the game but the stack's end: ``settle`` is its emptiness)

    # -- the contract over the stack, in fewer calls (asked at every decision of a game or a search;
    # -- tests/gladiatores/test_flow_shortcuts.py checks what makes each shortcut sound) --------------
    def to_decide(self) -> Decision | None:
        """``FlowState.to_decide`` with ``pending`` read in place."""
        stack = self.stack
        return stack[-1].decide(self) if stack else None

    def legal_actions(self) -> list[Action]:
        """``FlowState.legal_actions`` with ``pending`` and ``listed_for`` read in place."""
        stack = self.stack
        if not stack:
            return []
        top, made = stack[-1], self.decisions_made
        legal = self._legal
        if legal is None or legal[0] is not top or legal[1] != made:
            legal = self._legal = (top, made, top.candidates(self))
        return legal[2][:]

    def listed_for(self, top: GladiatoresFrame) -> list[Action]:
        """``FlowState.listed_for`` without its copy: each step's ``candidates`` makes a new list,
        kept as it is (shared, never changed; ``legal_actions`` hands out copies)."""
        legal = self._legal
        if legal is None or legal[0] is not top or legal[1] != self.decisions_made:
            legal = self._legal = (top, self.decisions_made, top.candidates(self))
        return legal[2]

    def check(self, action: Action) -> None:
        """``FlowState.check``, answered at once for the very action object listed for the pending
        decision (bots and the window answer with one): every listed action is well formed and
        legal. Any other action, an equal one made elsewhere included, is judged in full."""
        legal = self._legal
        if legal is not None and legal[1] == self.decisions_made:
            stack = self.stack
            if stack and legal[0] is stack[-1] and any(map(is_, legal[2], repeat(action))):
                return
        FlowState.check(self, action)

    def _apply(self, action: Action) -> list[Event]:
        """``FlowState._apply`` in one call: the step on top carries the action out and returns its
        events. No step emits on the side, resolves by itself or lets a lone answer resolve, so
        ``advance`` would only look at the new top."""
        self._legal = None
        return self.stack[-1].perform(self, action)

    def step_of(self, kind: type[GladiatoresFrame]) -> Any:
        """The step on top when it is of ``kind`` (a class, or a tuple of them), else None."""
        top = self.stack[-1] if self.stack else None
        return top if isinstance(top, kind) else None

    @property
    def step(self) -> str | None:
        """The step of the fight under way (``turn``, ``respond``, ``counter``, ``draw``), None outside one."""
        return self.stack[-1].t if self.phase == "combat" else None

    @property
    def ex(self) -> RespondFrame | None:
        """The exchange of the fight under way (its ``attacker``, ``target``, ``responder``), None
        outside one."""
        return self.step_of(EXCHANGES)

    @property
    def pile(self) -> list:
        """The cards of the exchange under way (``Played``), the top last."""
        ex = self.step_of(RespondFrame)
        return [] if ex is None else ex.pile

    @property
    def sealed(self) -> SealedRound | None:
        """The sealed round under way (bets, Tactics), None outside one."""
        step = self.step_of(SealedFrame)
        return None if step is None else step.round

    def counter_seat(self) -> int | None:
        """The seat given a counter-attack in the exchange under way (None: none)."""
        ex = self.ex
        return None if ex is None else ex.attacker if ex.responder is None else ex.counter

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
        ex, queue = self.ex, self._queue_view()
        return {
            "phase": self.phase, "step": self.step, "event": self.event,
            "event_no": self.event_no, "events_total": 1 if self.quick else int(self.config.get("events", 3)),
            "events_laid": list(self.laid), "events_left": len(self.event_deck), "supply": self.supply,
            "active": self.active, "seats": seats, "market": self._market_view(), "sealed": sealed,
            "stack": [list(p) for p in self.pile], "exchange": None if ex is None else [ex.attacker, ex.target, ex.responder],
            "counter_seat": self.counter_seat(), "decks": {d: len(self.decks[d]) for d in DECKS},
            "discard": sorted(self.discard), "set_used": sorted(self.set_used), "out_order": list(self.out_order),
            "full_order": list(self.full_order), "place_queue": queue["place"],
            "ready_queue": queue["ready"], "sponsors_left": len(self.sponsor_deck),
            "pick_queue": queue["pick"],
        }

    def _queue_view(self) -> dict[str, list]:
        """The seats still to choose a gladiator, draw, or place a wreath (of the step on top)."""
        top = self.stack[-1] if self.stack else None
        out: dict[str, list] = {"pick": [], "ready": [], "place": []}
        if top is not None and top.t in out:
            out[top.t] = [list(q) if isinstance(q, tuple) else q for q in top.queue]
        return out

    def determinize(self, seat: int, rng: Rng) -> GladiatoresState:
        """Resample what ``seat`` cannot see: the other hands (each keeps its count of Attack,
        Defense and Effect cards) and the decks, the face-down Tactics, every bet (its own too:
        a bet cannot be checked), the order of the event, gladiator and sponsor piles, and the
        other seats' answers in an open sealed round."""
        clone = self.clone()
        clone.rng = rng.fork()
        clone._legal = None  # (the hands and answers it lists from are resampled)
        slots: dict[str, list[tuple[int, int]]] = {deck: [] for deck in DECKS}
        for other in range(clone.num_seats):
            if other != seat:
                for i, card in enumerate(clone.hand[other]):
                    deck = DECK_OF.get(card)  # (a common card's: a gladiator's set card is never resampled)
                    if deck is not None:
                        slots[deck].append((other, i))
                        clone.decks[deck].append(card)  # (the clone's own list: the other hands' cards join it)
        pools = [clone.decks[deck] for deck in DECKS]
        piles = [clone.event_deck, clone.glad_pile, clone.sponsor_deck]
        for pile in pools + piles:
            pile.sort()  # (an order the seat knows: the sample depends on its view and ``rng`` only)
        hidden = [other for other in range(clone.num_seats) if other != seat
                  and clone.tactics_chosen[other] is not None and not clone.tactics_shown[other]]
        if not hidden and not clone.book.bets:
            rng.shuffle_all(pools + piles)  # (the decks, then the piles: one after the other)
        else:  # the face-down Tactics and the bets draw between the decks and the piles
            rng.shuffle_all(pools)
            for other in hidden:
                options = sorted(clone.tactics[other] + [clone.tactics_chosen[other]])
                pick = options[rng.below(len(options))]
                clone.tactics[other] = sorted(options[:options.index(pick)] + options[options.index(pick) + 1:])
                clone.tactics_chosen[other] = pick
            for bet in clone.book.bets:
                names = [g for g in clone.glad if g is not None]
                bet.outcome = rng.choice(names)
                owner = clone.glad.index(bet.outcome)
                bet.odds = (content().gladiators[bet.outcome].odds[clone.turn_order[owner] - 1], 1)
            rng.shuffle_all(piles)
        for deck, pool in zip(DECKS, pools, strict=True):
            for other, i in slots[deck]:
                clone.hand[other][i] = pool.pop()
        if clone.sealed is not None:
            if clone.sealed.kind == "bet":
                for other in list(clone.sealed.answers):
                    clone.sealed.answers[other] = rng.choice(clone._sealed_answers(other))
            else:
                clone.sealed.resample(seat, rng, clone._sealed_answers)
        return clone

    def skip_determinize(self, seat: int, rng: Rng) -> Replay | None:
        """The draws ``determinize(seat, rng)`` makes: its fork, the shuffles of the same piles, the
        face-down Tactics' and the bets' draws between them, in the same order (their lengths are
        all the draws read). Not in an open sealed round: its answers are drawn from lists the
        resampled hands may change."""
        if self.sealed is not None:
            return None
        log = DrawLog(rng)
        log.fork()
        pools = {deck: len(self.decks[deck]) for deck in DECKS}
        for other in range(self.num_seats):
            if other != seat:
                for card in self.hand[other]:
                    deck = DECK_OF.get(card)
                    if deck is not None:
                        pools[deck] += 1
        piles = [len(self.event_deck), len(self.glad_pile), len(self.sponsor_deck)]
        hidden = [other for other in range(self.num_seats) if other != seat
                  and self.tactics_chosen[other] is not None and not self.tactics_shown[other]]
        if not hidden and not self.book.bets:
            log.shuffles([*pools.values(), *piles])
            return log.replay()
        log.shuffles(list(pools.values()))
        for other in hidden:
            log.below(len(self.tactics[other]) + 1)
        names = sum(1 for g in self.glad if g is not None)
        for _bet in self.book.bets:
            log.below(names)
        log.shuffles(piles)
        return log.replay()

    def move_shows_nothing(self, seat: int, action, after) -> bool:
        """Three kinds of move read nothing ``determinize`` resamples (for the take-back's check).
        A Discard that leaves ``seat`` to choose the deck it draws from ("Discarding Cards";
        ``_discard_action``, the draw not yet made): the card goes from the seat's own Hand to the
        open discard, the favour paid is the seat's own, and the decks are only asked whether they
        are empty (their sizes are open). An Attack or a counter card after which the exchange goes
        on, the other gladiator to answer it ("Combat Sequence"; ``_play``): the card leaves the
        seat's own Hand for the open pile, its favour comes from the open supply, its immediate
        effects (wounds, favour, a heal, an ability made ready, a counter-attack given) read open
        fields only, and the answer is asked whatever the other holds (a pass is always one). A
        wound that puts the other out of the fight (its Hand to the discard) ends the exchange,
        and a draw or a card knocked away (news already) changes a Hand's size or a deck: not
        these cases. A bid or a pass after which the bidding goes on ("Bidding"; ``_apply_bid``):
        the bids, the spaces, the wheels and debts it reads are open. Any other move: not known
        here (False)."""
        kind = action.kind
        if kind == "discard":
            asked = after.to_decide()  # the discarding seat's draw (``DrawFrame``), not yet made
            return asked is not None and asked.kind == "draw" and asked.seat == seat
        top = after.stack[-1] if after.stack else None
        if kind in ("bid", "pass") and self.stack[-1].t == "bid":  # the bidding goes on: open bids only
            return top is not None and top.t == "bid"
        if kind not in ("attack", "counter"):
            return False
        if top is None or top.t != "respond" or not top.pile:
            return False
        other = top.target if seat == top.attacker else top.attacker
        before = len(self.pile) if kind == "counter" else 0
        hands = [len(hand) for hand in self.hand]
        hands[seat] -= 1  # (only the card played left a Hand: no draw, no card knocked away)
        return seat in (top.attacker, top.target) and top.responder == other != seat \
            and top.pile[-1].owner == seat and len(top.pile) == before + 1 \
            and [len(hand) for hand in after.hand] == hands and after.decks == self.decks

    # -- persistence ------------------------------------------------------------------------------------
    def _payload(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in FIELDS}
        for key, name, _ in ROWS:
            data[key] = [list(row) for row in getattr(self, name)]
        data["stack"] = self.stack_json()
        data["book"] = self.book.to_json()
        return data

    def _load_payload(self, payload: dict[str, Any]) -> None:
        self._statics()
        if "step" in payload:  # the format before the steps were frames
            payload = {**payload, "stack": frames_of_former(payload)}
        for name in FIELDS:
            setattr(self, name, _copy(payload[name]))
        for key, name, row in ROWS:
            setattr(self, name, [row(*item) for item in payload[key]])
        self.load_stack(_copy(payload["stack"]))
        self.book = BetBook.from_json(payload["book"])

    def former_digests(self) -> Iterator[str]:
        """The digests this position may have had in the save format before the steps were frames
        (``formats.former_payloads``: that format kept the last bidding's speaker and passes, and
        the last step of the fight, after they were over), so a save of that format still loads."""
        data = self.to_json()
        for payload in former_payloads(self, data["state"]):
            yield canon.digest({**data, "state": payload})

    def clone(self) -> GladiatoresState:
        other = type(self).__new__(type(self))
        other.config, other.seed, other.rng = self.config, self.seed, self.rng.copy()
        other.decisions_made = self.decisions_made
        mine, theirs = self.__dict__, other.__dict__
        for name in self.STATICS:
            theirs[name] = mine[name]
        for name in VALUES:
            theirs[name] = mine[name]
        for name in FLAT:
            theirs[name] = mine[name][:]
        for name in NESTED:
            theirs[name] = [v[:] for v in mine[name]]
        theirs["decks"] = {deck: cards[:] for deck, cards in mine["decks"].items()}
        for name in DEEP:
            theirs[name] = _copy(mine[name])
        for _, name, _ in ROWS:
            theirs[name] = list(mine[name])  # (named tuples: shared, never changed in place)
        other.copy_stack_from(self)
        other.book = BetBook.from_json(self.book.to_json()) if self.book.bets else BetBook()
        return other

