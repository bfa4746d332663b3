"""The steps of Gladiatores on the core flow machine (``engine/core/flow.py``): one frame per
kind of decision, and every kind of action the game has, with its parameters.

The game's position is saved as plain fields (``phase``, ``step``, the queues of the market,
the Ready and Wheel of Glory steps ...), the same shape saves and digests have always had; the
frame on top of the stack is read from them (``GladiatoresState.top``), so a frame carries no
fields of its own. Each frame says who decides (``seat``), what is asked (``decide``), the
legal answers (``candidates``), why an answer is refused (``problem``, the one judge) and
what an answer does (``perform``, through the rules in ``market``, ``combat`` and ``flow``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core import Action, Decision, Event
from ..core.flow import Frame
from ..core.params import ID, IDS, INT, TEXT, Kind, Param
from ..i18n import N_, game_words
from .cards import name_of
from .combat import SEQ, draw_action
from .content import DECKS, content
from .round import asked

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


@dataclass(frozen=True)
class GladiatoresFrame(Frame):
    game = "gladiatores"
    #: the kind of the Decision it asks (``Decision.kind``)
    kind: ClassVar[str] = ""

    def seat(self, s) -> int:
        """The seat that decides now (``decide(s).seat`` without building the Decision)."""
        raise NotImplementedError(self.t)

    def problem(self, s, a: Action) -> tuple[str, str] | None:
        if a in s.legal_actions():
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
class PickFrame(GladiatoresFrame):
    """Quickplay with chosen gladiators: each seat in turn chooses its gladiator (l. 44)."""
    t = "pick"
    kind = "pick_gladiator"

    def seat(self, s) -> int:
        return s.pick_queue[0]

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("Choose your gladiator for the fight."), "Quickplay Setup")

    def candidates(self, s) -> list[Action]:
        return s._pick_actions()

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("{gladiator} is not left to choose: another seat has it.").format(gladiator=a.get('gladiator'))

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_pick(seat, a)


class ReadyFrame(GladiatoresFrame):
    """Ready Gladiators: each seat draws its combat cards, one deck at a time."""
    t = "ready"
    kind = "draw"

    def seat(self, s) -> int:
        return s.ready_queue[0].seat

    def decide(self, s) -> Decision:
        return s._ready_decision()

    def candidates(self, s) -> list[Action]:
        return [draw_action(d) for d in s._draw_decks()]

    def explain(self, s, a: Action, decision: Decision) -> str:
        return no_card_left(a.get('deck'))

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_ready(seat, a)


class SealedFrame(GladiatoresFrame):
    """A sealed round (``engine/parts/sealed.py``): every seat answers in secret."""

    def seat(self, s) -> int:
        return s.sealed.next_seat()

    def candidates(self, s) -> list[Action]:
        return s._sealed_actions(self.seat(s))

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_sealed(seat, a)


class BetFrame(SealedFrame):
    t = "bet"
    kind = "bet"

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("Bet in secret on the gladiator you think will win (it costs nothing), "
                          "or place no bet."), "Play: Betting", secret=True, round=s.sealed.seats)

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("Bet on a gladiator in this event, or place no bet.")


class TacticsFrame(SealedFrame):
    t = "tactics"
    kind = "tactics"

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("Choose one Tactics card to keep face down for this event."), "Gameplay",
                        secret=True, round=s.sealed.seats)

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("You hold no {card} Tactics card to choose.").format(card=a.get('card'))


class BidFrame(GladiatoresFrame):
    t = "bid"
    kind = "bid"

    def seat(self, s) -> int:
        return s._bidder()

    def decide(self, s) -> Decision:
        return s._bid_decision()

    def candidates(self, s) -> list[Action]:
        return s._bid_actions(self.seat(s))

    def explain(self, s, a: Action, decision: Decision) -> str:
        if a.kind == "bid":
            return _("That gladiator has no free space you can afford (or you already hold it).")
        if a.kind == "pass":
            return _("You must choose a gladiator before you can pass.")
        return super().explain(s, a, decision)

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_bid(seat, a)


class PayFrame(GladiatoresFrame):
    t = "pay"
    kind = "pay"

    def seat(self, s) -> int:
        return s.pay_queue[0]

    def decide(self, s) -> Decision:
        return s._pay_decision()

    def candidates(self, s) -> list[Action]:
        return s._pay_actions(self.seat(s))

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("Those wreaths do not pay the cost that way: choose one of the ways shown.")

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_pay(seat, a)


class TakeFreeFrame(GladiatoresFrame):
    t = "take_free"
    kind = "take_free"

    def seat(self, s) -> int:
        return s.free_takers[0]

    def decide(self, s) -> Decision:
        return asked(self.seat(s), self.kind, _("You could pay for no gladiator: take one left in the "
                          "market for free."), "FAQ")

    def candidates(self, s) -> list[Action]:
        return [Action.make("take", row=r + 1) for r in s._free_rows()]

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("That gladiator is not left in the market.")

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_take_free(seat, a)


class SwapFrame(GladiatoresFrame):
    """Wheel of Glory: a full wheel swaps a token for the new wreath, or lets it go."""
    t = "place"
    kind = "swap"

    def seat(self, s) -> int:
        return s.place_queue[0].seat

    def decide(self, s) -> Decision:
        return s._swap_decision()

    def candidates(self, s) -> list[Action]:
        return s._swap_actions(self.seat(s))

    def explain(self, s, a: Action, decision: Decision) -> str:
        return _("Your Wheel of Glory holds no such token to swap for the new wreath.")

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_swap(seat, a)


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


class TurnFrame(CombatFrame):
    t = "turn"
    kind = "turn"

    def seat(self, s) -> int:
        return s.active

    def decide(self, s) -> Decision:
        return asked(s.active, self.kind, _("Your turn: attack a gladiator, play a red-triangle card or "
                          "ability, or discard a card."), SEQ)

    def candidates(self, s) -> list[Action]:
        return s._turn_actions(s.active)


class RespondFrame(CombatFrame):
    t = "respond"
    kind = "respond"

    def seat(self, s) -> int:
        return s.ex.responder

    def decide(self, s) -> Decision:
        top = name_of(s.pile[-1].card)
        return asked(s.ex.responder, self.kind, _("{card} is played against you: break it, use an ability, "
                          "or pass.").format(card=top), SEQ)

    def candidates(self, s) -> list[Action]:
        return s._respond_actions(s.ex.responder)


class CounterFrame(CombatFrame):
    t = "counter"
    kind = "counter_attack"

    def seat(self, s) -> int:
        return s.counter_seat

    def decide(self, s) -> Decision:
        return asked(s.counter_seat, self.kind, _("Your defence stands: counter-attack with an "
                          "Attack card, or decline."), SEQ)

    def candidates(self, s) -> list[Action]:
        return s._counter_actions(s.counter_seat)


class DrawFrame(CombatFrame):
    """Discarding Cards: the discarding seat draws from a deck of its choice."""
    t = "draw"
    kind = "draw"

    def seat(self, s) -> int:
        return s.draw_seat

    def decide(self, s) -> Decision:
        return asked(s.draw_seat, self.kind, _("Choose the deck to draw your new card from."), "Discarding Cards")

    def candidates(self, s) -> list[Action]:
        return [draw_action(d) for d in s._draw_decks()] + s._tactics_reveal(s.draw_seat)

    def explain(self, s, a: Action, decision: Decision) -> str:
        if a.kind == "draw":
            return no_card_left(a.deck)
        return super().explain(s, a, decision)

    def act(self, s, seat: int, a: Action) -> list[Event]:
        return s._apply_draw(seat, a)


#: the frame of each kind (frames hold no fields: one of each serves every position)
FRAMES = {cls.t: cls() for cls in (PickFrame, ReadyFrame, BetFrame, TacticsFrame, BidFrame, PayFrame, TakeFreeFrame,
                                    SwapFrame, TurnFrame, RespondFrame, CounterFrame, DrawFrame)}
#: the frame on top in each phase outside the fight and the bidding (none in "setup" and
#: "over"), in each step of the fight, and in the bidding (paying once seats wait to pay)
PHASE_FRAMES = {p: FRAMES[p] for p in ("pick", "ready", "bet", "tactics", "take_free", "place")}
COMBAT_FRAMES = {t: FRAMES[t] for t in ("turn", "respond", "counter", "draw")}
BID_FRAME, PAY_FRAME = FRAMES["bid"], FRAMES["pay"]
