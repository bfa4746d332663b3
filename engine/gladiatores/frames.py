"""The steps of Gladiatores on the core flow machine (``engine/core/flow.py``): one frame per
kind of decision, and every kind of action the game has, with its parameters.

Each step is a frame on the state's stack, holding the step's own data as its fields (the seats
still to choose, draw, pay or place a wreath, the bidding's speaker, a sealed round, the
exchange's pile ...); core saves and loads them (``stack_json`` / ``load_stack``). Which phase
stacks which steps, and which phase follows which, is the table of ``phases.py``. Each frame
says who decides (``seat``), what is asked (``decide``), the legal answers (``candidates``),
why an answer is refused (``problem``, the one judge) and what an answer does (``perform``,
through the rules in ``market``, ``combat`` and ``round``). ``candidates`` makes a new list at each
call: the state keeps it as the decision's legal list (``GladiatoresState.legal_actions``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar

from ..core import Action, Decision, Event
from ..core.flow import Frame, is_listed
from ..core.params import ID, IDS, INT, TEXT, Kind, Param
from ..i18n import N_, game_words, language
from ..parts.sealed import SealedRound
from .cards import name_of
from .combat import SEQ, Played, draw_action
from .content import DECKS, content
from .round import Draws, Prize, asked

_, ngettext, pgettext = game_words("gladiatores")


def no_card_left(deck) -> str:
    """Why a draw from ``deck`` is refused, in player words."""
    if deck == "attack":
        return _("The attack deck has no card left to draw.")
    if deck == "defense":
        return _("The defense deck has no card left to draw.")
    if deck == "effect":
        return _("The effect deck has no card left to draw.")
    return _("The {deck} deck has no card left to draw.").format(deck=deck)

_content = content()
WREATHS = tuple(sorted(_content.wreaths))

#: every kind of action, with its parameters (core refuses any other shape before a frame sees it)
KINDS = (
    Kind("pick", Param("gladiator", ID, choices=tuple(sorted(_content.gladiators))), says=N_("choose a gladiator")),
    Kind("draw", Param("deck", ID, choices=DECKS), says=N_("draw a card")),
    Kind("bet", Param("gladiator", TEXT), says=N_("bet on a gladiator")),
    Kind("tactics", Param("card", ID, choices=tuple(sorted(_content.tactics))), says=N_("choose a Tactics card")),
    Kind("bid", Param("row", INT, lo=1, hi=6), says=N_("bid on a gladiator")),
    Kind("pass", says=N_("pass")),
    Kind("pay", Param("tokens", IDS, hi=_content.wheel_spaces, says=N_("wreaths")), says=N_("pay for a gladiator")),
    Kind("take", Param("row", INT, lo=1, hi=6), says=N_("take a gladiator for free")),
    Kind("swap", Param("wreath", ID, choices=WREATHS), Param("also", ID, choices=WREATHS, optional=True,
                                                              says=N_("second wreath")), says=N_("swap a wreath")),
    Kind("decline", says=N_("decline")),
    Kind("attack", Param("card", ID), Param("target", INT, lo=0, hi=4), Param("option", INT, lo=1, hi=2, optional=True),
         says=N_("attack")),
    Kind("counter", Param("card", ID), Param("option", INT, lo=1, hi=2, optional=True), says=N_("break the card on top")),
    Kind("effect", Param("card", ID), says=N_("play an Effect card")),
    Kind("ability", Param("name", ID), says=N_("use an ability")),
    Kind("discard", Param("card", ID), says=N_("discard a card")),
    Kind("reveal_tactics", says=N_("reveal your Tactics card")),
)


_ATOMS = (str, int, type(None), bool)


def plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (named tuples and scalars are shared: they never change in
    place; the clone of every search step copies leaves in place rather than through a call each)."""
    kind = type(value)
    if kind is list:
        return [v if type(v) in _ATOMS else plain_copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else plain_copy(v) for k, v in value.items()}
    return value


@dataclass(eq=False)
class GladiatoresFrame(Frame):
    game = "gladiatores"
    #: the kind of the Decision it asks (``Decision.kind``)
    kind: ClassVar[str] = ""

    def copy(self) -> GladiatoresFrame:
        """A copy for a clone (every search step makes one). A step's fields are values or lists
        of values and named tuples, never changed in place (a queue's entry is replaced): the
        lists are copied, what they hold is shared (a sealed round copies its own)."""
        new = object.__new__(type(self))
        new.__dict__.update({k: v[:] if type(v) is list else v for k, v in self.__dict__.items()})
        return new

    def seat(self, s) -> int:
        """The seat that decides now (``decide(s).seat`` without building the Decision)."""
        raise NotImplementedError(self.t)

    def problem(self, s, a: Action) -> tuple[str, str] | None:
        if is_listed(a, s.listed_for(self)):
            return None
        decision = self.decide(s)
        return decision.rule, self.explain(s, a, decision)

    def explain(self, s, a: Action, decision: Decision) -> str:
        """Plain words for why ``a`` is not a legal answer now."""
        return _("That is not one of the choices now. {prompt}").format(prompt=decision.prompt)

    def perform(self, s, a: Action) -> list[Event]:
        return self.act(s, self.seat(s), a)

    def act(self, s, seat: int, a: Action) -> list[Event]:
        raise NotImplementedError(self.t)


# -- around the fight ------------------------------------------------------------------------------
@dataclass(eq=False)
class PickFrame(GladiatoresFrame):
    """Quickplay with chosen gladiators: each seat in turn chooses its gladiator (l. 44)."""
    t = "pick"
    kind = "pick_gladiator"
    #: the seats still to choose, the next first
    queue: list[int]

    def seat(self, s) -> int:
        return self.queue[0]

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("Choose your gladiator for the fight."), "Quickplay Setup")

    def candidates(self, s) -> list[Action]:
        return s._pick_actions()

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("{gladiator} is not left to choose: another seat has it.").format(gladiator=a.get('gladiator'))

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_pick(self, seat, a)


@dataclass(eq=False)
class ReadyFrame(GladiatoresFrame):
    """Ready Gladiators: each seat draws its combat cards, one deck at a time."""
    t = "ready"
    kind = "draw"
    #: the seats with cards still to draw, the next first (saved as ``[seat, left]``)
    queue: list[Draws]

    def __post_init__(self):
        self.queue = [Draws(*d) for d in self.queue]

    def seat(self, s) -> int:
        return self.queue[0].seat

    def decide(self, s) -> Decision:
        return s._ready_decision(self)

    def candidates(self, s) -> list[Action]:
        return list(map(draw_action, s._draw_decks()))

    def explain(self, s, a: Action, decision: Decision) -> str:
        return no_card_left(a.get('deck'))

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_ready(self, seat, a)


@dataclass(eq=False)
class SealedFrame(GladiatoresFrame):
    """A sealed round (``engine/parts/sealed.py``): every seat answers in secret."""
    #: the round: its seats in the order asked, the answers given (saved as ``SealedRound.to_json``)
    round: SealedRound

    def __post_init__(self):
        if not isinstance(self.round, SealedRound):
            self.round = SealedRound.from_json(self.round)

    def to_json(self) -> dict[str, Any]:
        return {"t": self.t, "round": self.round.to_json()}

    def copy(self) -> SealedFrame:
        # the answers in seat order, as a saved round loads them: the order seats answered in
        # must not steer a determinization's draws (``resample`` walks them in the copy's order)
        r = self.round
        return type(self)(SealedRound(r.kind, r.seats, dict(sorted(r.answers.items()))))

    def seat(self, s) -> int:
        return self.round.next_seat()

    def candidates(self, s) -> list[Action]:
        return s._sealed_actions(self.seat(s))

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_sealed(seat, a)


@dataclass(eq=False)
class BetFrame(SealedFrame):
    t = "bet"
    kind = "bet"

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("Bet in secret on the gladiator you think will win (it costs nothing), "
                          "or place no bet."), "Play: Betting", secret=True, round=self.round.seats)

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("Bet on a gladiator in this event, or place no bet.")


@dataclass(eq=False)
class TacticsFrame(SealedFrame):
    t = "tactics"
    kind = "tactics"

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("Choose one Tactics card to keep face down for this event."), "Gameplay",
                        secret=True, round=self.round.seats)

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("You hold no {card} Tactics card to choose.").format(card=a.get('card'))


@dataclass(eq=False)
class BidFrame(GladiatoresFrame):
    """Bidding: the seats speak in the bid order, an outbid seat first, until all pass."""
    t = "bid"
    kind = "bid"
    #: how many turns the bidding has taken (the speaker: ``bid_order[turn % seats]``)
    turn: int = 0
    #: passes in a row (the step is over once every seat has passed)
    passes: int = 0
    #: outbid seats that must choose again at once, the next first
    reselect: list[int] = field(default_factory=list)

    def seat(self, s) -> int:
        return s._bidder(self)

    def decide(self, s) -> Decision:
        return s._bid_decision(self)

    def candidates(self, s) -> list[Action]:
        return s._bid_actions(self, self.seat(s))

    def explain(self, s, a: Action, decision: Decision) -> str:
        if a.kind == "bid":
            return _("That gladiator has no free space you can afford (or you already hold it).")
        if a.kind == "pass":
            return _("You must choose a gladiator before you can pass.")
        return super().explain(s, a, decision)

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_bid(self, seat, a)


@dataclass(eq=False)
class PayFrame(GladiatoresFrame):
    """The bidding's end: the seats pay for their gladiators in the bid order."""
    t = "pay"
    kind = "pay"
    #: the seats still to pay, the next first
    queue: list[int]
    #: the seats that hold no bid: they take a gladiator left in the market for free
    free: list[int] = field(default_factory=list)

    def seat(self, s) -> int:
        return self.queue[0]

    def decide(self, s) -> Decision:
        return s._pay_decision(self.queue[0])

    def candidates(self, s) -> list[Action]:
        return s._pay_actions(self.seat(s))

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("Those wreaths do not pay the cost that way: choose one of the ways shown.")

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_pay(self, seat, a)


@dataclass(eq=False)
class TakeFreeFrame(GladiatoresFrame):
    t = "take_free"
    kind = "take_free"
    #: the seats still to take a gladiator for free, the next first
    queue: list[int]

    def seat(self, s) -> int:
        return self.queue[0]

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("You could pay for no gladiator: take one left in the "
                          "market for free."), "FAQ")

    def candidates(self, s) -> list[Action]:
        return [Action.make("take", row=r + 1) for r in s._free_rows()]

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("That gladiator is not left in the market.")

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_take_free(self, seat, a)


@dataclass(eq=False)
class SwapFrame(GladiatoresFrame):
    """Wheel of Glory: the prizes are placed in turn; a full wheel swaps a token for the new
    wreath, or lets it go."""
    t = "place"
    kind = "swap"
    #: the wreaths still to place, the next first (saved as ``[seat, wreath, reason]``)
    queue: list[Prize]

    def __post_init__(self):
        self.queue = [Prize(*p) for p in self.queue]

    def seat(self, s) -> int:
        return self.queue[0].seat

    def decide(self, s) -> Decision:
        return s._swap_decision(self.queue[0])

    def candidates(self, s) -> list[Action]:
        return s._swap_actions(self.seat(s), self.queue[0].wreath)

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("Your Wheel of Glory holds no such token to swap for the new wreath.")

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_swap(self, seat, a)


# -- the fight: the Combat Sequence ----------------------------------------------------------------
class CombatFrame(GladiatoresFrame):
    def explain(self, s, a: Action, decision: Decision) -> str:
        card = a.get("card")
        if card:
            if a.kind == "counter":
                return _("{card} cannot break the card on top, or you hold no {card}.").format(card=card)
            return _("You cannot play {card} that way now.").format(card=card)
        return super().explain(s, a, decision)

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_combat(seat, a)


@dataclass(eq=False)
class TurnFrame(CombatFrame):
    """Step I of the Combat Sequence: the Active Player's turn (the bottom of the fight's stack)."""
    t = "turn"
    kind = "turn"

    def seat(self, s) -> int:
        return s.active

    def decide(self, s) -> Decision:
        return asked(s.active, self.kind, _("Your turn: attack a gladiator, play a red-triangle card or "
                          "ability, or discard a card."), SEQ)

    def candidates(self, s) -> list[Action]:
        return s._turn_actions(s.active)


@dataclass(eq=False)
class RespondFrame(CombatFrame):
    """An exchange, stacked on the turn by an attack: the two gladiators answer the card on top
    in turn."""
    t = "respond"
    kind = "respond"
    attacker: int
    target: int
    #: the seat that answers the card on top
    responder: int
    #: the exchange's cards, the top last (saved as ``[card, owner, option]``)
    pile: list[Played] = field(default_factory=list)
    #: the seat a counter-attack effect has given the next exchange (None: none yet)
    counter: int | None = None

    def __post_init__(self):
        if self.pile:  # (an exchange is stacked with none: a loaded one holds lists)
            self.pile = [Played(*p) for p in self.pile]

    def seat(self, s) -> int:
        return self.responder

    def decide(self, s) -> Decision:
        return _respond_asked(self.responder, name_of(self.pile[-1].card), language())

    def candidates(self, s) -> list[Action]:
        return s._respond_actions(self.responder)


@dataclass(eq=False)
class CounterFrame(CombatFrame):
    """The exchange is over and a counter-attack effect gave ``attacker`` the next one: it
    counter-attacks ``target`` or declines."""
    t = "counter"
    kind = "counter_attack"
    attacker: int
    target: int
    #: (no card is on top: nobody answers)
    responder: ClassVar[None] = None

    def seat(self, s) -> int:
        return self.attacker

    def decide(self, s) -> Decision:
        return asked(self.attacker, self.kind, _("Your defence stands: counter-attack with an "
                          "Attack card, or decline."), SEQ)

    def candidates(self, s) -> list[Action]:
        return s._counter_actions(self.attacker)


@dataclass(eq=False)
class DrawFrame(CombatFrame):
    """Discarding Cards: the discarding seat draws from a deck of its choice."""
    t = "draw"
    kind = "draw"
    #: the seat that discarded and now draws
    drawer: int

    def seat(self, s) -> int:
        return self.drawer

    def decide(self, s) -> Decision:
        return asked(self.drawer, self.kind, _("Choose the deck to draw your new card from."), "Discarding Cards")

    def candidates(self, s) -> list[Action]:
        return list(map(draw_action, s._draw_decks())) + s._tactics_reveal(self.drawer)

    def explain(self, s, a: Action, decision: Decision) -> str:
        if a.kind == "draw":
            return no_card_left(a.deck)
        return super().explain(s, a, decision)

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_draw(seat, a)


@cache
def _respond_asked(seat: int, card: str, words: str) -> Decision:
    """The Decision of an exchange's answer to the card named ``card``, in the language ``words``
    (asked at every step of a search, the same for each seat and card)."""
    return asked(seat, RespondFrame.kind, _("{card} is played against you: break it, use an ability, "
                                            "or pass.").format(card=card), SEQ)


#: the kinds of frame the exchange of the fight is made of (an exchange under way, or waiting on a
#: counter-attack)
EXCHANGES = (RespondFrame, CounterFrame)
