"""Duel: a tiny two-seat hidden-hand card game that exercises the whole contract.

Only for tests. Each seat has a shuffled deck of twelve cards (values 1-6,
two of each) and a hidden hand. On your turn you play a card to *attack*
(roll a die: a 1 misses; otherwise the defender takes the card's value in
damage unless they *block* with a card of at least that value, which is an
out-of-turn decision) or to *heal* (half the value, rounded up, up to the
starting health). Then you refill your hand. A seat at 0 health loses; when
both hands are empty the healthier seat wins (equal: a draw).

With the option ``potion=on`` each seat holds one healing potion it may drink at any
time, whoever is deciding: a standing action (``State.standing_actions``) that heals 2.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core import Action, Decision, Event, Option, Result, Rng, Ruleset
from engine.core.flow import FlowState, Frame, push
from engine.core.gametype import HIDDEN, GameType
from engine.core.params import ID, Kind, Param

VALUES = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6)


def card_value(card: str) -> int:
    return VALUES[int(card.split("c")[1])]


@cache
def _play(kind: str, card: str) -> Action:
    """An action naming a card (made once: search lists the same ones again and again)."""
    return Action.make(kind, card=card)


_TAKE = Action.make("take")


class DuelFrame(Frame):
    """Every step of Duel is a frame of this game (``engine/core/flow.py``)."""

    game = "duel"


@dataclass
class Turn(DuelFrame):
    """The active seat plays a card to attack or to heal. It stays at the bottom of the stack
    all game: each turn ends by passing the turn on, not by leaving the frame."""

    t = "turn"

    def decide(self, s: DuelState) -> Decision:
        return Decision(s.active, "turn", "Play a card to attack or to heal.", "Turn")

    def candidates(self, s: DuelState) -> list[Action]:
        hand = sorted(s.hands[s.active])
        return [_play("attack", c) for c in hand] + [_play("heal", c) for c in hand]

    def problem(self, s: DuelState, a: Action) -> tuple[str, str] | None:
        if a.kind in ("attack", "heal") and a.card in s.hands[s.active]:
            return None
        return "Turn", s.explain_illegal(a, self.decide(s))

    def perform(self, s: DuelState, a: Action) -> list[Event]:
        seat = s.active
        s.hands[seat].remove(a.card)
        s.discards[seat].append(a.card)
        if a.kind == "heal":
            gain = min(s.max_hp - s.hp[seat], (card_value(a.card) + 1) // 2)
            s.hp[seat] += gain
            return [Event.make("healed", rule="Turn", seat=seat, card=a.card, amount=gain)] + s.end_turn()
        roll = s.chance.roll("die")
        events = [Event.make("attack_declared", rule="Turn", seat=seat, card=a.card),
                  Event.make("die_rolled", rule="Turn", seat=seat, value=roll)]
        if roll == 1:
            return events + [Event.make("missed", rule="Turn", seat=seat)] + s.end_turn()
        if not s.blocks(a.card):  # never ask a question whose only answer is "take"
            return events + s.take(a.card)
        push(s, "block", card=a.card)
        return events


@dataclass
class Block(DuelFrame):
    """The defender blocks the attacking ``card`` with one of at least its value, or takes it."""

    t = "block"
    card: str

    def decide(self, s: DuelState) -> Decision:
        return Decision(1 - s.active, "block",
                        "Block the attack with a card of at least its value, or take the damage.", "Block")

    def candidates(self, s: DuelState) -> list[Action]:
        return [_play("block", c) for c in sorted(s.blocks(self.card))] + [_TAKE]

    def problem(self, s: DuelState, a: Action) -> tuple[str, str] | None:
        if a.kind == "take" or (a.kind == "block" and a.card in s.blocks(self.card)):
            return None
        return "Block", s.explain_illegal(a, self.decide(s))

    def perform(self, s: DuelState, a: Action) -> list[Event]:
        s.stack.pop()
        if a.kind == "take":
            return s.take(self.card)
        defender = 1 - s.active
        s.hands[defender].remove(a.card)
        s.discards[defender].append(a.card)
        return [Event.make("blocked", rule="Block", seat=defender, card=a.card)] + s.end_turn()


class DuelState(FlowState):
    #: the game's dynamics and every kind of action it has, with its parameters
    game_type = GameType(information=HIDDEN, standing_kinds=("potion",), actions=(
        Kind("attack", Param("card", ID), says="attack with a card"),
        Kind("heal", Param("card", ID), says="heal with a card"),
        Kind("block", Param("card", ID), says="block with a card"),
        Kind("take", says="take the damage"),
        Kind("potion", says="drink your potion"),
    ))
    ruleset_name = "duel"

    @classmethod
    def length_bound(cls, config) -> int:
        """Every turn plays a card from a deck of twelve per seat: at most 24 turns, a block each."""
        return 48 + 2  # (and each seat's potion, a standing action)

    @property
    def num_seats(self) -> int:
        return 2

    def setup(self) -> None:
        self.hand_size = int(self.config["hand_size"])
        self.max_hp = int(self.config["health"])
        self.hp = [self.max_hp, self.max_hp]
        self.decks: list[list[str]] = []
        for seat in range(2):
            deck = [f"s{seat}c{i}" for i in range(len(VALUES))]
            self.chance.shuffle("deck", deck)
            self.decks.append(deck)
        self.hands: list[list[str]] = [[], []]
        self.discards: list[list[str]] = [[], []]
        self.active = 0
        self.potions = [self.config.get("potion") == "on"] * 2  # a potion not drunk yet
        for seat in range(2):
            self._draw(seat)
        self.stack = [Turn()]

    def _draw(self, seat: int) -> list[Event]:
        drawn = []
        while len(self.hands[seat]) + len(drawn) < self.hand_size and self.decks[seat]:
            drawn.append(self.decks[seat].pop())
        self.hands[seat].extend(drawn)
        if not drawn:
            return []
        return [Event.make("cards_drawn", rule="Draw", seen_by=[seat], secret=["cards"],
                           seat=seat, count=len(drawn), cards=drawn)]

    # -- what the frames share -----------------------------------------------------------
    @property
    def attack(self) -> str | None:
        """The attacking card waiting for a block decision."""
        top = self.stack[-1] if self.stack else None
        return top.card if isinstance(top, Block) else None

    def blocks(self, attack: str) -> list[str]:
        defender = 1 - self.active
        return [c for c in self.hands[defender] if card_value(c) >= card_value(attack)]

    def take(self, attack: str) -> list[Event]:
        defender = 1 - self.active
        damage = card_value(attack)
        self.hp[defender] = max(0, self.hp[defender] - damage)
        return [Event.make("damage_taken", rule="Block", seat=defender, amount=damage)] + self.end_turn()

    def end_turn(self) -> list[Event]:
        events = self._draw(self.active)
        self.active = 1 - self.active
        if not self.hands[self.active] and self.hands[1 - self.active]:
            self.active = 1 - self.active  # a seat with no cards left passes
        if self.result() is not None:
            events.append(Event.make("game_over", rule="End", winner=self.result().winner))
        return events

    # -- the flow ends with a result -----------------------------------------------------
    def settle(self) -> bool:
        return self.result() is not None

    def game_over(self) -> bool:
        return self.result() is not None

    def standing_actions(self, seat: int) -> list[Action]:
        if self.potions[seat] and self.result() is None:
            return [Action.make("potion")]
        return []

    def _apply_standing(self, seat: int, action: Action) -> list[Event]:
        self.potions[seat] = False
        gain = min(self.max_hp - self.hp[seat], 2)
        self.hp[seat] += gain
        return [Event.make("potion_drunk", rule="Potion", seat=seat, amount=gain)]

    def explain_standing(self, seat: int, action: Action, decision: Decision) -> tuple[str, str]:
        if action.kind == "potion":
            return "Potion", "That potion is gone: each player drinks one at most."
        return super().explain_standing(seat, action, decision)

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        card = action.get("card")
        if decision.kind == "block" and action.kind == "block":
            return f"{card} cannot block: it must be in your hand and worth at least {card_value(self.attack)}."
        if decision.kind == "turn" and card is not None and card not in self.hands[self.active]:
            return f"{card} is not in your hand."
        return super().explain_illegal(action, decision)

    def result(self) -> Result | None:
        for seat in range(2):
            if self.hp[seat] <= 0:
                return Result(1 - seat, (1 - seat, seat), tuple(self.hp))
        if self.hands[0] or self.hands[1]:
            return None
        if self.hp[0] == self.hp[1]:
            return Result(None, (0, 1), tuple(self.hp))
        best = 0 if self.hp[0] > self.hp[1] else 1
        return Result(best, (best, 1 - best), tuple(self.hp))

    # -- what each seat sees -----------------------------------------------------------
    def observation(self, seat: int | None) -> dict[str, Any]:
        return {
            "hp": list(self.hp),
            "active": self.active,
            "attack": self.attack,
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "deck_counts": [len(d) for d in self.decks],
            "discards": [list(d) for d in self.discards],
            "potions": list(self.potions),
        }

    def determinize(self, seat: int, rng: Rng) -> DuelState:
        other = 1 - seat
        clone = super().determinize(seat, rng)
        unseen = sorted(clone.hands[other] + clone.decks[other])  # (in an order the seat knows)
        rng.shuffle(unseen)
        n = len(clone.hands[other])
        clone.hands[other], clone.decks[other] = unseen[:n], unseen[n:]
        clone.decks[seat].sort()  # its own deck's cards are known, their order is not
        rng.shuffle(clone.decks[seat])
        return clone

    # -- persistence -----------------------------------------------------------------
    def _payload(self) -> dict[str, Any]:
        return {"hp": self.hp, "decks": self.decks, "hands": self.hands, "discards": self.discards,
                "active": self.active, "hand_size": self.hand_size, "max_hp": self.max_hp,
                "potions": self.potions, "stack": self.stack_json()}

    def _load_payload(self, p: dict[str, Any]) -> None:
        self.hp = list(p["hp"])
        self.decks = [list(d) for d in p["decks"]]
        self.hands = [list(h) for h in p["hands"]]
        self.discards = [list(d) for d in p["discards"]]
        self.active = p["active"]
        self.hand_size, self.max_hp = p["hand_size"], p["max_hp"]
        self.potions = list(p["potions"])
        self.load_stack(p["stack"])

    def clone(self) -> DuelState:
        new = DuelState.__new__(DuelState)
        new.config, new.seed, new.rng, new.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        new._load_payload(self._payload())
        return new


class DuelRuleset(Ruleset):
    name = "duel"
    title = "Duel (contract test game)"
    min_seats = max_seats = 2
    options = (Option("hand_size", ("3", "4"), "3", "cards in hand"),
               Option("health", ("8", "12"), "12", "starting health"),
               Option("potion", ("off", "on"), "off", "one healing potion each, drunk at any time"))

    def state_class(self):
        return DuelState

    def new_game(self, config: dict[str, Any], seed: int) -> DuelState:
        state = DuelState(config, seed)
        state.setup()
        return state


RULESET = DuelRuleset()
