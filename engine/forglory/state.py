"""The For Glory rules engine (with the Champions expansion): ``ForGloryState``.

One ``ForGloryState`` is one position, a ``FlowState`` of the core flow machine
(``engine/core/flow.py``). Its parts live in their own modules, along the seams a reader
looks for:

* ``frames``      the steps, stacked on ``state.stack``: the phase frame at the bottom (the
                  phase graph, ``PHASE_GRAPH``) and the frames that interrupt it above
                  (Reaction Windows, the Attack's target, ...);
* ``phases``      the steps of the round those frames call (setup, turns, the Battle, Resolution);
* ``actions``     carrying out each kind of action; ``kinds`` every kind and its parameters;
* ``legal``       the legal actions of the pending decision, and the memos behind them
                  (``seat_entry``: each seat's memo of what its in-play cards give);
* ``explain``     why an action is refused, in plain words;
* ``effects``     the effect vocabulary cards are written in, and Damage;
* ``payments``    paying Coin (pure functions); ``influence`` what a Villa gives;
* ``observation`` what each seat may see; ``fields`` the state's fields, listed once;
* ``former``      the save format before the phases were frames (old saves' digests).

This module holds the class itself: card statistics, the legal list's judge, hidden
information (``determinize``) and persistence.

Cards are named by instance ids ("c17"); ``names`` maps ids to card names in
``content.CONTENT``. Piles keep their top at the end of the list.
"""
from __future__ import annotations

from itertools import chain as _chain
from itertools import repeat
from operator import attrgetter
from operator import is_ as _is
from typing import Any, NamedTuple

from ..core import Action, Decision, Event, Result, Rng
from ..core.flow import FlowState, Frame
from ..core.gametype import HIDDEN, GameType
from ..core.rng import DrawLog, Replay
from .actions import Acts
from .common import LATE_COST, MAX_TURNS, mk
from .content import CONTENT, SUPPLY_DECKS, CardDef
from .explain import explain_illegal
from .fields import FIELDS, blank_fields, copy_fields, load_fields, save_fields
from .former import former_digest
from .frames import PHASE_FRAMES, phase_of
from .kinds import ACTIONS
from .legal import LegalActions
from .observation import observe
from .payments import canonical_income
from .phases import PhaseMachine

#: the per-seat piles (the "nothing created or lost" check reads them)
_PILES = tuple(f.name for f in FIELDS if f.kind == "per_seat")
#: what makes two actions equal (compared as plain tuples)
_KEY = attrgetter("kind", "params")
#: the card types a seat may Reserve ("Action: Reserve"), without and with a Villa card that lets
#: it Reserve Gladiators
_RESERVE_PLAIN = ("tactic", "reaction")
_RESERVE_WITH_GLADIATORS = ("tactic", "reaction", "gladiator")


class ForGloryState(PhaseMachine, Acts, LegalActions, FlowState):
    game_type = GameType(information=HIDDEN, actions=ACTIONS)
    ruleset_name = "forglory"
    end_rule = "Winning the Game"

    @classmethod
    def length_bound(cls, config) -> int:
        """At most ``MAX_TURNS`` turns (the safety net of docs/rulings.md, "a game that cannot
        end"), each a bounded run of plays, buys and reactions: 50 decisions a turn (seeded random
        games take at most about 830 decisions in all, 2-4 seats, every Champions mode)."""
        return 50 * MAX_TURNS

    @property
    def num_seats(self) -> int:
        return self.n

    def _new_id(self, name: str) -> str:
        cid = f"c{self.next_id}"
        self.next_id += 1
        self.names = {**self.names, cid: name}  # copy on write: clones share ``names``
        self.cd = {**self.cd, cid: CONTENT.cards[name]}
        return cid

    def d(self, cid: str) -> CardDef:
        return self.cd[cid]

    def owner_of_gladiator(self, gid: str) -> int:
        for seat in range(self.n):
            if gid in self.arena[seat]:
                return seat
        return -1

    def all_gladiators(self) -> list[str]:
        return list(_chain(*self.arena))

    def _active_statics(self, seat: int):
        for cid in self.villa[seat]:
            card = self.cd[cid]
            if card.static and (card.type == "arena" or cid not in self.exhausted):
                yield from card.static

    def _static_holders(self) -> tuple:
        """(seat, card id) of every Villa card with a static ability. Villa cards never
        leave, so the Villa sizes identify the answer; it is cached under them."""
        key = tuple(map(len, self.villa))
        cache = getattr(self, "_stat_cache", None)
        if cache is None or cache[0] != key:
            holders = tuple((seat, cid) for seat in range(self.n) for cid in self.villa[seat]
                            if self.cd[cid].static)
            cache = self._stat_cache = (key, holders)
        return cache[1]

    def _bonus(self, op: str, owner: int | None, gid: str = "") -> int:
        """The static bonus ``op`` of the Villas for a card of ``owner`` (None: the owner of
        Gladiator ``gid``, looked up only when some Villa card has a static ability)."""
        holders = self._static_holders()
        if not holders:
            return 0
        if owner is None:
            owner = self.owner_of_gladiator(gid)
        total = 0
        for seat, cid in holders:
            card = self.cd[cid]
            if card.type == "patron" and cid in self.exhausted:
                continue
            for st in card.static:
                if st.op == op and (st.whose == "all" or seat == owner):
                    total += st.amount
        return total

    def attack_of(self, gid: str) -> int:
        return self.cd[gid].attack + self._bonus("attack_bonus", None, gid)

    def health_of(self, gid: str) -> int:
        return self.cd[gid].health + self._bonus("health_bonus", None, gid)

    def agility_of(self, gid: str, owner: int | None = None) -> int:
        return self.cd[gid].agility + self._bonus("agility_bonus", owner, gid)

    def influence(self, seat: int) -> int:
        """The seat's Influence (``influence.villa_summary`` of its Villa, ``_villa``)."""
        return self._villa(self._seat_entry(seat))[0]

    def required(self, seat: int) -> int:
        """The Influence the seat's Gladiators in the Arena need."""
        return self._seat_entry(seat).required

    def bloodlust(self, seat: int) -> int:
        return sum(self.cd[g].bloodlust for g in self.arena[seat])

    def can_field(self, seat: int, cid: str) -> bool:
        return self.required(seat) + self.cd[cid].influence <= self.influence(seat)

    def late_cost(self, seat: int) -> int:
        costs = [st.amount for st in self._active_statics(seat) if st.op == "late_registration_cost"]
        return min(costs) if costs else LATE_COST

    def reservable(self, seat: int, cid: str) -> bool:
        return self.cd[cid].type in self.reservable_types(seat)

    def reservable_types(self, seat: int) -> tuple[str, ...]:
        """The card types the seat may Reserve now: Tactics and Reactions, and Gladiators while
        a Villa card lets it (``reserve_gladiators``)."""
        if self._villa(self._seat_entry(seat))[1]:
            return _RESERVE_WITH_GLADIATORS
        return _RESERVE_PLAIN

    def top_boast_value(self) -> int | None:
        return self.cd[self.boasts[-1]].boast_value if self.boasts else None

    def _cf_order(self) -> list[int]:
        """The Crowd's Favor holder, then reverse turn order from it (tie-break order)."""
        return [(self.cf - i) % self.n for i in range(self.n)]

    # ------------------------------------------------------------ the flow (engine/core/flow.py)
    @property
    def phase(self) -> str:
        """The phase under way: the kind of the bottom frame ("over" once the stack is empty)."""
        return phase_of(self.stack)

    def pending(self) -> Frame | None:
        """The top frame, None once the game is over (the stack is empty then): one call."""
        stack = self.stack
        return stack[-1] if stack else None

    #: ``settle`` only asks whether the stack is empty, so settling and the frame to run are ``pending``
    settled_top = pending

    def to_decide(self) -> Decision | None:
        """``FlowState.to_decide`` with ``pending`` read in place (asked before every move)."""
        stack = self.stack
        return stack[-1].decide(self) if stack else None

    def legal_actions(self) -> list[Action]:
        """``FlowState.legal_actions`` with ``pending`` and an already listed decision read in
        place (asked before every move): a copy of the shared list."""
        stack = self.stack
        if not stack:
            return []
        top = stack[-1]
        legal = self._legal
        if legal is not None and legal[0] is top and legal[1] == self.decisions_made:
            return list(legal[2])
        return list(self.listed_for(top))

    def apply(self, action: Action) -> list[Event]:
        """``State.apply``, with ``check``'s answer for the very action object that the pending
        decision's legal list holds (see ``check``) and ``_carry_out`` told in place while no
        take-back trail is kept (bots, sim and the benchmarks); anything else as ``State.apply``."""
        legal = self._legal
        if legal is not None and legal[1] == self.decisions_made and self._takeback_trail is None:
            stack = self.stack
            if stack and legal[0] is stack[-1] and any(map(_is, legal[2], repeat(action))):
                events = self._apply(action)
                self.decisions_made += 1
                return events
        return FlowState.apply(self, action)

    def _apply(self, action: Action) -> list[Event]:
        """``FlowState._apply``, with ``advance``'s common case told in place: a phase's turn goes
        on after the action (``PhaseFrame.run`` lists its choices; more than "end the turn" asks
        the seat). Anything else runs through ``advance`` as before."""
        self._ev = []
        self._legal = None
        stack = self.stack
        returned = stack[-1].perform(self, action)
        if returned:
            self._ev.extend(returned)
        stack = self.stack
        top = stack[-1] if stack else None
        if top is not None and top.turn_of_phase:
            acts = top.candidates(self)
            if len(acts) != 1 or acts[0].kind != "end_turn":
                self._legal = (top, self.decisions_made + 1, acts)  # ``keep_listed``
                events, self._ev = self._ev, []
                return events
            self._ev.extend(self._end_turn(top.decider(self)))  # nothing to do but end it: it ends unasked
        self.advance()
        events, self._ev = self._ev, []
        return events

    def tell(self, events: list[Event]) -> None:
        """Record events of the steps running now (see ``FlowState.emit_event``)."""
        self._ev.extend(events)

    def check(self, action: Action) -> None:
        """``FlowState.check``, answered at once for the very action object that the pending
        decision's legal list holds (bots and the window answer with one of them): the engine
        made it in its declared form (tests/forglory/test_invariants measures every listed action
        against its kind), so the declared-parameter measure and the frame's ``problem`` would
        accept it. Any other action, an equal one made elsewhere included, is checked in full."""
        legal = self._legal
        if legal is not None and legal[1] == self.decisions_made:
            stack = self.stack
            if stack and legal[0] is stack[-1] and any(map(_is, legal[2], repeat(action))):
                return
        FlowState.check(self, action)

    def listed(self, action: Action, top: Frame) -> bool:
        """True when ``action`` is one of the legal actions of ``top``'s decision. A payment may name any Income cards
        of the right values: Income cards of equal value are interchangeable, and the legal
        list names only the lowest ids of each value."""
        legal = self.listed_for(top)
        if any(map(_is, legal, repeat(action))) or (action.kind, action.params) in map(_KEY, legal):
            return True  # the very object taken from the list (no tuple made per entry), or an equal one
        income = action.get("income")
        if not income:
            return False
        seat = top.decider(self)
        hand = self.hand[seat]
        cd = self.cd
        if len(set(income)) != len(income) or not all(c in hand and cd[c].type == "income" for c in income):
            return False
        canon = canonical_income(income, self._income_info(seat), lambda c: cd[c].value)
        return canon != income and (action.kind, mk(action.kind, **{**action.fields, "income": canon}).params) \
            in map(_KEY, legal)

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        return explain_illegal(self, action, decision)

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        scores = tuple(float(sum(1 for c in self.villa[s] if self.cd[c].type == "arena")) for s in range(self.n))
        return Result(self.winner, tuple(self.placings), scores)

    def observation(self, seat: int | None) -> dict[str, Any]:
        return observe(self, seat)

    def determinize(self, seat: int, rng: Rng) -> ForGloryState:
        c = self.clone()
        c._legal = None
        c.rng = rng.fork()
        # every pile is put in an order the seat knows before it is shuffled, so that the sample
        # depends on the seat's view and ``rng`` only (tests/honesty); the piles are shuffled one
        # after the other in one call (``Rng.shuffle_all``: the same draws as one call a pile, from
        # shared blocks of words): the seat's own deck and
        # each other seat's Hand, deck and Reserve together, the Supply decks, the Arena deck
        # below its top card
        piles, pools = [], {}
        for o in range(self.n):
            if o == seat:
                c.deck[o].sort()
                piles.append(c.deck[o])
            else:
                piles.append(pools.setdefault(o, sorted(c.hand[o] + c.deck[o] + c.reserve[o])))
        for d in SUPPLY_DECKS:
            c.supply[d]["deck"].sort()
            piles.append(c.supply[d]["deck"])
        rest = sorted(c.arena_deck[:-1]) if len(c.arena_deck) > 2 else None
        if rest is not None:
            piles.append(rest)
        rng.shuffle_all(piles)
        for o, pool in pools.items():
            k = len(c.reserve[o])
            if k:
                types, cd = c.reservable_types(o), c.cd
                fits = [x for x in pool if cd[x].type in types]
                if len(fits) >= k:
                    res = fits[:k]
                    taken = set(res)
                    pool = [x for x in pool if x not in taken]
                    c.reserve[o] = res
                else:
                    keep = set(c.reserve[o])
                    pool = [x for x in pool if x not in keep]
            h = len(c.hand[o])
            c.hand[o], c.deck[o] = pool[:h], pool[h:]
        if rest is not None:
            c.arena_deck = rest + c.arena_deck[-1:]
        return c

    def skip_determinize(self, seat: int, rng: Rng) -> Replay:
        """The draws ``determinize(seat, rng)`` makes: its fork, then the shuffles of the same piles
        in the same order (their lengths are all the draws read)."""
        log = DrawLog(rng)
        log.fork()
        lengths = [len(self.deck[o]) if o == seat else len(self.hand[o]) + len(self.deck[o]) + len(self.reserve[o])
                   for o in range(self.n)]
        lengths += [len(self.supply[d]["deck"]) for d in SUPPLY_DECKS]
        if len(self.arena_deck) > 2:
            lengths.append(len(self.arena_deck) - 1)
        log.shuffles(lengths)
        return log.replay()

    def move_shows_nothing(self, seat: int, action, after) -> bool:
        """A Buy, or the play of a Gladiator, Patron or Boast card, in the seat's own Machinations
        Turn after which that turn goes on ("Buy", "Play a card"; ``actions.buy``, ``Acts._play``):
        paid from its own Hand and Coin Tokens, the card taken from the open row (its place left
        empty) to its open discard pile, or from its own Hand to its Arena, Villa or discard pile,
        and the turn's next choices listed from what the seat sees. Its Hand still holds cards,
        so the turn did not end (the end empties the Hand and refills the rows from the Supply
        decks, which ``determinize`` shuffles). Any other move is made again on a copy whose
        hidden parts note each read of what they hold (``_watch``): a move that read none of
        them does the same in every determinization, which changes only what they hold."""
        return self._kept_turn(seat, action, after) or self._watch(seat, action).read_nothing

    def _kept_turn(self, seat: int, action, after) -> bool:
        """``move_shows_nothing``'s Buy or play in a Machinations Turn that goes on."""
        if action.kind == "play":
            if self.cd[action.card].type not in ("gladiator", "patron", "boast"):
                return False
        elif action.kind != "buy":
            return False
        if not after.hand[seat] or after.round != self.round:
            return False
        before, asked = self.to_decide(), after.to_decide()
        return before is not None and before.kind == "take_actions" and before.seat == seat \
            and asked is not None and asked.kind == "take_actions" and asked.seat == seat

    def move_may_show(self, seat: int, action) -> bool:
        """True when ``seat``'s own ``action``, taken here, lets the game ask or pass over another
        seat on a choice that depends on what that seat hides (its Hand, its Reserve): a Reaction
        Window asks a seat only when it has something to play, and a turn with nothing to do but
        end it (Machinations, Late Registration, Combat) ends unasked, so whether the other seat
        was asked tells the mover about its cards. The take-back counts such a move as one that
        revealed something (docs/rulings.md, ruling 20), without determinizations. A seat that
        hides nothing, or that would be asked with an empty Hand and Reserve too (a Ready
        Gladiator to attack with, a Reaction in play), tells nothing by being asked."""
        return self._watch(seat, action).asked

    def _watch(self, seat: int, action) -> Watch:
        """What ``seat``'s own ``action`` read, made again on a watched copy (``_Watched``); the
        last answer is kept on the position (``move_shows_nothing`` and ``move_may_show`` ask
        in turn about the same move)."""
        known = self.__dict__.get("_watched")
        if known is not None and known[0] == seat and known[1] is action:
            return known[2]
        probe = self.clone()
        probe.__class__ = _Watched
        read = [False]
        probe._mover, probe._read, probe._asked = seat, read, False
        for o in range(self.n):
            if o != seat:
                probe.hand[o], probe.reserve[o] = _Hidden(probe.hand[o], read), _Hidden(probe.reserve[o], read)
            probe.deck[o] = _Hidden(probe.deck[o], read)  # (its own: the order is hidden)
        for pile in probe.supply.values():
            pile["deck"] = _Hidden(pile["deck"], read)
        probe.arena_deck = _BelowTop(probe.arena_deck, read)
        draws = probe.chance.draws
        private = any(e.seen_by is not None for e in probe.apply_unchecked(action))
        # (a draw of chance or a private event is news of its own: never "nothing read")
        watch = Watch(not (read[0] or probe._asked or private or probe.chance.draws != draws), probe._asked)
        self._watched = (seat, action, watch)
        return watch

    # ------------------------------------------------------------ persistence (see fields.py)
    def _blank(self, n: int) -> None:
        blank_fields(self, n)
        self._fresh_caches()

    def _fresh_caches(self) -> None:
        self.cd: dict[str, CardDef] = {c: CONTENT.cards[name] for c, name in self.names.items()}
        self._legal = None          # (frame, actions taken, its legal actions): see FlowState
        self._ev: list[Event] = []
        self._memo: dict = {}       # Hand Income, Buy and buy-back actions (see legal.py)
        self._abilities: dict = {}  # each seat's SeatEntry (see legal.py)
        self._buys: dict | None = None  # card -> (Income, Coin Tokens) -> its Buy action, from the
        #                                 first clone on (see legal.py, ``_buy_list``)

    def _payload(self) -> dict[str, Any]:
        return save_fields(self)

    def _load_payload(self, p: dict[str, Any]) -> None:
        p = {"ready_key": None, "idle_rounds": 0, **p}  # saved before stalled Battles ended (ruling 19)
        load_fields(self, p)
        kinds = [f.t for f in self.stack]
        if kinds and (kinds[0] not in PHASE_FRAMES or any(k in PHASE_FRAMES for k in kinds[1:])):
            raise ValueError(f"the saved game's steps are out of order: {str(kinds)[:60]}")
        self._fresh_caches()

    def former_digests(self) -> tuple[str, ...]:
        """The digest of this position in the save format before the phases were frames on the
        stack (``former``), so that a save of that format still loads."""
        return (former_digest(self.to_json(), self.phase),)

    def clone(self) -> ForGloryState:
        new = ForGloryState.__new__(ForGloryState)
        new.config, new.seed, new.rng, new.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        copy_fields(self, new)
        # caches keyed by card ids, whose cards never change: safe to share with the copy
        if self._buys is None:
            self._buys = {}  # copies of one position meet the same Buys again: kept from now on, shared
        new.cd, new._memo, new._abilities, new._buys = self.cd, self._memo, self._abilities, self._buys
        new._ev = []
        legal = self._legal
        if legal is not None and legal[0] is self.top():
            legal = (new.top(), legal[1], legal[2])  # the same decision, now asked by the copy's frame
        else:
            legal = None
        new._legal = legal
        return new

    def zones(self) -> dict[str, list[str]]:
        """Every pile of cards by name (for the 'nothing created or lost' check)."""
        out: dict[str, list[str]] = {}
        for s in range(self.n):
            for k in _PILES:
                out[f"{k}{s}"] = list(getattr(self, k)[s])
        out["removed"] = list(self.removed)
        for d, p in self.supply.items():
            out[f"{d}_deck"] = list(p["deck"])
            out[f"{d}_row"] = [c for c in p["row"] if c]
            out[f"{d}_discard"] = list(p["discard"])
        out["arena_deck"] = list(self.arena_deck)
        out["boasts"] = list(self.boasts)
        out["in_play"] = [f.tactic for f in self.stack if f.t == "window" and f.tactic]
        return out



class Watch(NamedTuple):
    """What a seat's own move read (``ForGloryState._watch``)."""

    #: no hidden part was read (its length aside), and no other seat asked on what it hides
    read_nothing: bool
    #: another seat was asked or passed over on what it hides (``move_may_show``)
    asked: bool


class _Hidden(list):
    """A pile hidden from the mover in a watched copy: any read of what it holds (not its length)
    is noted in ``read``; putting cards on it reads nothing."""

    __slots__ = ("read",)

    def __init__(self, cards, read: list):
        super().__init__(cards)
        self.read = read

    def __radd__(self, other):
        self.read[0] = True
        return list.__add__(other, list(list.__iter__(self)))


def _reading(name: str):
    plain = getattr(list, name)

    def method(self, *args):
        self.read[0] = True
        return plain(self, *args)
    method.__name__ = name
    return method


for _name in ("__iter__", "__getitem__", "__contains__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
              "__add__", "__mul__", "__rmul__", "__reversed__", "__repr__", "__delitem__", "__setitem__", "copy",
              "count", "index", "pop", "remove", "sort", "reverse"):
    setattr(_Hidden, _name, _reading(_name))


class _BelowTop(_Hidden):
    """The Arena deck of a watched copy: its top card is open, every other card hidden."""

    __slots__ = ()

    def __getitem__(self, index):
        if isinstance(index, int) and (index == -1 or index == len(self) - 1):
            return list.__getitem__(self, index)
        self.read[0] = True
        return list.__getitem__(self, index)


class _Watched(ForGloryState):
    """A copy whose hidden piles note each read (``ForGloryState._watch``), and that notes whether
    the flow asked or passed over a seat other than ``_mover`` on what it hides: each turn's and
    Reaction Window's list of choices listed for another seat is compared with the same list for
    that seat holding an empty Hand and Reserve. The list itself stays in that seat's pending
    decision, which no other seat sees: only whether the seat is asked leaves the listing, so
    the listing's reads are not noted as the move's."""

    def _machination_actions(self, seat: int):
        return self._noted(seat, ForGloryState._machination_actions, seat, _turn_asks)

    def _late_actions(self, seat: int):
        return self._noted(seat, ForGloryState._late_actions, seat, _turn_asks)

    def _combat_actions(self, seat: int):
        return self._noted(seat, ForGloryState._combat_actions, seat, _turn_asks)

    def _window_actions(self, f):
        return self._noted(f.seat, ForGloryState._window_actions, f, bool)

    def _noted(self, seat: int, lister, arg, asks):
        if seat == self._mover:
            return lister(self, arg)
        read = self._read[0]
        acts = lister(self, arg)
        hand, reserve = self.hand[seat], self.reserve[seat]
        if hand or reserve:
            self.hand[seat], self.reserve[seat] = [], []
            try:  # asked with nothing hidden too: asked whatever it hides; else whether it is asked tells
                self._asked = self._asked or not (asks(acts) and asks(lister(self, arg)))
            finally:
                self.hand[seat], self.reserve[seat] = hand, reserve
        self._read[0] = read
        return acts


def _turn_asks(acts) -> bool:
    """A turn's choices ask the seat (more than "end the turn", which ends it unasked)."""
    return not (len(acts) == 1 and acts[0].kind == "end_turn")
