"""Negotiation: offers, promises and bets, the vocabulary shared by the games that deal.

- An **offer** goes from one seat to another (or to every other seat): what the sender
  gives (``Terms``: gold, cards by id, votes of support, a bet stake), what it asks in
  return, and an optional **promise** in a short free text. The addressee answers accept
  or decline; a counter-offer is simply a new offer. Offers travel as flat action
  parameters (``Offer.params`` / ``Offer.from_action``), so the contract's JSON stays
  canonical and a bot can enumerate and value them.
- A **negotiation window** bounds the talking: each seat may make a limited number of
  offers, and the window closes when every seat has passed in a row, so no game waits
  forever; a bot can always answer (accept or decline is always legal).
- A **promise** is recorded publicly (``promise_made``); where the game can tell, it is
  later marked ``promise_kept`` or ``promise_broken``. The engine never enforces a promise:
  the promiser decides. ``PromiseLedger.trust(seat)`` is the record bots read.
- A **bet** stakes gold on an outcome at given odds; the engine settles it from the events
  that decide the outcome (``BetBook.settle``).

Every piece keeps plain JSON (``to_json`` / ``from_json``) for the game's payload.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..core.values import Action, Event
from ..i18n import _, listing, ngettext

#: a promise is a short sentence, not a contract
PROMISE_MAX = 80
#: the parts of Terms, in the order they are written as action parameters
TERMS_FIELDS = ("gold", "cards", "support", "stake")


@dataclass(frozen=True)
class Terms:
    """One side of a deal. ``cards`` are card ids; ``support`` counts votes of support."""

    gold: int = 0
    cards: tuple[str, ...] = ()
    support: int = 0
    stake: int = 0

    @property
    def empty(self) -> bool:
        return not (self.gold or self.cards or self.support or self.stake)

    def params(self, prefix: str) -> dict[str, Any]:
        return {f"{prefix}_{name}": list(getattr(self, name)) if name == "cards" else getattr(self, name)
                for name in TERMS_FIELDS}

    @classmethod
    def from_params(cls, action: Action, prefix: str) -> Terms:
        return cls(int(action.get(f"{prefix}_gold") or 0), tuple(action.get(f"{prefix}_cards") or ()),
                   int(action.get(f"{prefix}_support") or 0), int(action.get(f"{prefix}_stake") or 0))

    def words(self, card_name: Callable[[str], str] = str) -> str:
        """Player words: "3 gold and Crixus", or "nothing"."""
        parts = []
        if self.gold:
            parts.append(_("%(n)d gold") % {"n": self.gold})
        parts += [card_name(c) for c in self.cards]
        if self.support:
            parts.append(_("their support") if self.support == 1
                         else ngettext("%(n)d vote of support", "%(n)d votes of support", self.support)
                         % {"n": self.support})
        if self.stake:
            parts.append(_("a stake of %(n)d") % {"n": self.stake})
        if not parts:
            return _("nothing")
        return listing(parts)


@dataclass(frozen=True)
class Offer:
    """A proposal from ``sender`` to ``to`` (None: to every other seat)."""

    sender: int
    to: int | None
    give: Terms = Terms()
    ask: Terms = Terms()
    promise: str = ""

    def action(self, kind: str = "offer") -> Action:
        """The offer as the sender's action (flat, canonical parameters)."""
        return Action.make(kind, to=self.to, promise=self.promise, **self.give.params("give"),
                           **self.ask.params("ask"))

    @classmethod
    def from_action(cls, sender: int, action: Action) -> Offer:
        return cls(sender, action.get("to"), Terms.from_params(action, "give"), Terms.from_params(action, "ask"),
                   str(action.get("promise") or ""))

    def problem(self, seats: int) -> str | None:
        """Player words for what is wrong with the offer's form (None: well formed). The game
        checks what it is able to give (gold held, cards owned) itself."""
        if self.to is not None and not (0 <= self.to < seats) or self.to == self.sender:
            return _("An offer goes to another house at the table.")
        if len(self.promise) > PROMISE_MAX:
            return _("A promise is at most %(n)d characters long.") % {"n": PROMISE_MAX}
        for side in (self.give, self.ask):
            if min(side.gold, side.support, side.stake) < 0:
                return _("An offer cannot give or ask less than nothing.")
        if self.give.empty and self.ask.empty and not self.promise:
            return _("An offer must give, ask or promise something.")
        return None

    def to_json(self) -> dict[str, Any]:
        return {"sender": self.sender, **self.action().to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Offer:
        return cls.from_action(int(data["sender"]), Action.from_json({k: v for k, v in data.items() if k != "sender"}))


@dataclass
class NegotiationWindow:
    """Bounds a time of talking: seats speak in turn (``seats`` order), each may make at most
    ``max_offers`` offers; the window closes when every seat has passed in a row."""

    seats: tuple[int, ...]
    max_offers: int
    made: dict[int, int] = field(default_factory=dict)
    turn: int = 0
    passes_in_a_row: int = 0

    @property
    def speaker(self) -> int:
        return self.seats[self.turn % len(self.seats)]

    @property
    def closed(self) -> bool:
        return self.passes_in_a_row >= len(self.seats)

    def offers_left(self, seat: int) -> int:
        return max(0, self.max_offers - self.made.get(seat, 0))

    def offered(self) -> None:
        """The speaker made an offer: the round of passes starts again."""
        seat = self.speaker
        if not self.offers_left(seat):
            raise ValueError(f"seat {seat} has made its {self.max_offers} offers already")
        self.made[seat] = self.made.get(seat, 0) + 1
        self.passes_in_a_row = 0
        self.turn += 1

    def passed(self) -> None:
        self.passes_in_a_row += 1
        self.turn += 1

    def to_json(self) -> dict[str, Any]:
        return {"seats": list(self.seats), "max_offers": self.max_offers,
                "made": [[s, n] for s, n in sorted(self.made.items())], "turn": self.turn,
                "passes_in_a_row": self.passes_in_a_row}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> NegotiationWindow:
        return cls(tuple(data["seats"]), int(data["max_offers"]), {int(s): int(n) for s, n in data["made"]},
                   int(data["turn"]), int(data["passes_in_a_row"]))


@dataclass
class Promise:
    id: int
    by: int
    to: int | None
    text: str
    status: str = "open"  # "open", "kept" or "broken"


@dataclass(frozen=True)
class Trust:
    """A seat's public record of promises."""

    kept: int
    broken: int
    open: int

    @property
    def score(self) -> float:
        """Kept share of settled promises, 0.5 with none settled (a bot's prior)."""
        settled = self.kept + self.broken
        return 0.5 if not settled else self.kept / settled


@dataclass
class PromiseLedger:
    """Every promise made in the game, public, in order."""

    promises: list[Promise] = field(default_factory=list)

    def make(self, by: int, to: int | None, text: str, rule: str = "") -> tuple[Promise, Event]:
        promise = Promise(len(self.promises) + 1, by, to, text[:PROMISE_MAX])
        self.promises.append(promise)
        return promise, Event.make("promise_made", rule=rule, promise=promise.id, seat=by, to=to, text=promise.text)

    def get(self, promise_id: int) -> Promise:
        for promise in self.promises:
            if promise.id == promise_id:
                return promise
        raise KeyError(f"no promise {promise_id}")

    def settle(self, promise_id: int, kept: bool, rule: str = "") -> Event:
        promise = self.get(promise_id)
        if promise.status != "open":
            raise ValueError(f"promise {promise_id} is {promise.status} already")
        promise.status = "kept" if kept else "broken"
        return Event.make("promise_kept" if kept else "promise_broken", rule=rule, promise=promise.id,
                          seat=promise.by, to=promise.to, text=promise.text)

    def trust(self, seat: int) -> Trust:
        mine = [p.status for p in self.promises if p.by == seat]
        return Trust(mine.count("kept"), mine.count("broken"), mine.count("open"))

    def to_json(self) -> list[list[Any]]:
        return [[p.id, p.by, p.to, p.text, p.status] for p in self.promises]

    @classmethod
    def from_json(cls, data: Iterable[list[Any]]) -> PromiseLedger:
        return cls([Promise(int(i), int(by), to, str(text), str(status)) for i, by, to, text, status in data])


@dataclass
class Bet:
    bettor: int
    outcome: str
    stake: int
    #: pays ``stake * odds[0] // odds[1]`` on top of the stake when the outcome happens
    odds: tuple[int, int] = (1, 1)

    def winnings(self) -> int:
        return self.stake * self.odds[0] // self.odds[1]


@dataclass
class BetBook:
    """Open bets, settled by the engine from the events that decide their outcomes."""

    bets: list[Bet] = field(default_factory=list)

    def place(self, bettor: int, outcome: str, stake: int, odds: tuple[int, int] = (1, 1),
              rule: str = "", secret: bool = True) -> Event:
        """Record a bet; its outcome and stake are seen by the bettor only when ``secret``."""
        if stake <= 0 or odds[0] <= 0 or odds[1] <= 0:
            raise ValueError("a bet needs a positive stake and odds")
        self.bets.append(Bet(bettor, outcome, stake, tuple(odds)))
        return Event.make("bet_placed", rule=rule, seen_by=[bettor] if secret else None,
                          secret=["outcome", "stake", "odds"] if secret else (), seat=bettor, outcome=outcome,
                          stake=stake, odds=list(odds))

    def settle(self, happened: Callable[[str], bool | None], rule: str = "") -> tuple[list[Event], dict[int, int]]:
        """Settle every bet whose outcome ``happened`` can tell (True or False; None keeps
        it open). Returns the events (``bet_won`` / ``bet_lost``, public: a settled bet is
        revealed) and each bettor's gold back: stake plus winnings for a win, nothing for a
        loss (the stake was paid when the bet was placed)."""
        events, paid, still = [], {}, []
        for bet in self.bets:
            verdict = happened(bet.outcome)
            if verdict is None:
                still.append(bet)
                continue
            gain = bet.stake + bet.winnings() if verdict else 0
            if verdict:
                paid[bet.bettor] = paid.get(bet.bettor, 0) + gain
            events.append(Event.make("bet_won" if verdict else "bet_lost", rule=rule, seat=bet.bettor,
                                     outcome=bet.outcome, stake=bet.stake, odds=list(bet.odds), paid=gain))
        self.bets = still
        return events, paid

    def staked(self) -> int:
        return sum(bet.stake for bet in self.bets)

    def view_for(self, seat: int | None) -> list[dict[str, Any]]:
        """Open bets as ``seat`` sees them: its own whole, the others' as "a bet is placed"."""
        return [{"seat": b.bettor, "outcome": b.outcome, "stake": b.stake, "odds": list(b.odds)}
                if b.bettor == seat else {"seat": b.bettor} for b in self.bets]

    def to_json(self) -> list[list[Any]]:
        return [[b.bettor, b.outcome, b.stake, list(b.odds)] for b in self.bets]

    @classmethod
    def from_json(cls, data: Iterable[list[Any]]) -> BetBook:
        return cls([Bet(int(s), str(o), int(k), (int(d[0]), int(d[1]))) for s, o, k, d in data])
