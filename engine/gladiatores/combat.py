"""Play: Combat — the Combat Sequence, exchanges of BREAK counters, Discarding Cards,
abilities, wounds, defeat and Exhaustion.

A turn (step I of the Combat Sequence): the Active Player attacks another fighting
gladiator with an Attack card, plays a red-triangle Effect card or ability, or discards a
card and draws from a deck of its choice (paying 1 favour if it has any). With no Attack
card in hand the turn is a Discard or a face-up red-triangle ability (l. 193, 251). An
attack opens an exchange: the two gladiators answer each other in turn with a card named
on the active card's BREAK banners, a counter ability (which ends the exchange with no
trigger) or a pass. On a pass, only the top card's
trigger takes effect. Immediate effects and favour happen when a card is played; an
either/or card's option is chosen when it is played.

The events of every step of a fight are built as ``Event.canonical`` values, their fields given in
their sorted order: the same values as ``Event.make``'s, without sorting them at each step of a
search (tests/gladiatores/test_flow_shortcuts.py compares every event with ``Event.make``'s).
"""
from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from ..core import Action, Event
from .cards import card_def, deck_of, distinct_names, first_named, gladiator, is_set_card, name_of
from .content import DECKS, Effect, content
from .round import REVEAL

SEQ = "Combat Sequence"
#: the secret field of a draw's event, of a pass's
_CARDS, _FORCED = ("cards",), ("forced",)
PASS = Action.make("pass")
DECLINE = Action.make("decline")


class Played(NamedTuple):
    """A card on the exchange's pile (saved as ``[card, owner, option]``)."""
    card: str
    owner: int
    #: which option of an either/or card was chosen (0: the first, or the only one)
    option: int


class CombatMixin:
    """The fight: the fields ``turn_order``, ``active``, the hands and decks; its steps are frames
    (``frames``: the turn, the exchange stacked on it with its pile of cards, the counter-attack,
    the draw after a Discard), the exchange under way read as ``ex`` and its cards as ``pile``."""

    # -- who is in the fight ------------------------------------------------------------------
    def fighting(self, seat: int) -> bool:
        return self.glad[seat] is not None and self.out[seat] is None

    def fighters(self) -> list[int]:
        """The seats whose gladiators still fight, in Turn Order."""
        glad, out = self.glad, self.out
        seats = []
        for seat in _in_turn_order(tuple(self.turn_order)):
            if glad[seat] is not None and out[seat] is None:
                seats.append(seat)
        return seats

    def _other(self, seat: int) -> int:
        ex = self.ex
        return ex.target if seat == ex.attacker else ex.attacker

    def _start_combat(self, events: list[Event]) -> None:
        self.open_phase("combat", "turn")
        events.append(Event.make("combat_started", rule="Play: Combat", active=self.active))

    # -- the legal answers of each step of the fight ------------------------------------------
    def _attack_variants(self, kind: str, name: str, target: int | None = None) -> list[Action]:
        return list(_variants(kind, name, target))

    def _hand_names(self, seat: int) -> list[str]:
        return distinct_names(self.hand[seat])

    def _tactics_reveal(self, seat: int) -> list[Action]:
        return [REVEAL] if self.tactics_chosen[seat] is not None and not self.tactics_shown[seat] else []

    def _turn_actions(self, seat: int) -> list[Action]:
        names = self._hand_names(seat)
        attacks = tuple(filter(_is_attack, names))
        out: list[Action] = []
        if attacks:
            for target in self.fighters():
                if target != seat:
                    out += _attacks(attacks, target)
            # a red-triangle card is played instead of an Attack card (l. 227); with no Attack
            # card the turn is a Discard (l. 193), so the card waits
            out += map(_effect_of, filter(_is_red_triangle, names))
        if self.ability_ready[seat]:
            # a face-up red-triangle ability replaces the Attack card or the Discard (l. 251)
            out += _turn_abilities(self.glad[seat])
        out += map(_discard_of, names)
        out += self._tactics_reveal(seat)
        return out

    def _counter_abilities(self, seat: int) -> list[Action]:
        top_id, top_owner, _ = self.pile[-1]
        if not self.ability_ready[seat] or top_owner == seat:
            return []
        return list(_counter_answers(self.glad[seat], name_of(top_id)))

    def _respond_actions(self, seat: int) -> list[Action]:
        breaks = card_def(self.pile[-1].card).breaks
        out: list[Action] = []
        for name in self._hand_names(seat):
            if name in breaks:
                out += _variants("counter", name, None)
        out += self._counter_abilities(seat)
        out.append(PASS)
        out += self._tactics_reveal(seat)
        return out

    def _counter_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        for name in self._hand_names(seat):
            if card_def_by_name(name).type == "attack":
                out += self._attack_variants("attack", name, target=self._other(seat))
        return out + [DECLINE] + self._tactics_reveal(seat)

    def _draw_decks(self) -> list[str]:
        """The decks a card can be drawn from: those with cards, and those the discard pile would
        refill (the FAQ)."""
        decks = self.decks
        out = list(filter(decks.__getitem__, DECKS))  # (the decks with cards, in DECKS order)
        if len(out) < len(DECKS) and self.discard:
            refills = {deck_of(c) for c in self.discard}
            out = [d for d in DECKS if decks[d] or d in refills]
        return out

    # -- carrying out ---------------------------------------------------------------------------
    def _apply_draw(self, seat: int, action: Action) -> list[Event]:
        """The draw after a Discard (or a Tactics reveal before it)."""
        events: list[Event] = []
        if action.kind == "reveal_tactics":
            self._reveal_tactics(seat, events)
        else:
            self._draw(seat, action.deck, 1, events)
            self._end_turn(events)
        return events

    def _apply_combat(self, seat: int, action: Action) -> list[Event]:
        """An answer in a turn, an exchange or a counter-attack, by its kind."""
        events: list[Event] = []
        kind = action.kind
        if kind == "reveal_tactics":
            self._reveal_tactics(seat, events)
        elif kind == "discard":
            self._discard_action(seat, action.card, events)
        elif kind == "effect":
            card = self._take(seat, action.card)
            events.append(Event.make("card_played", rule=SEQ, seat=seat, card=action.card))
            self._on_play(seat, None, card, 0, events)
            for effect in card_def(card).options[0].trigger:
                self._effect(effect, seat, None, events)
            self._to_discard(card)  # (once its effects are done: a draw meanwhile does not shuffle it back)
            self._end_turn(events)
        elif kind == "ability":
            ability = next(a for a in gladiator(self.glad[seat]).abilities if a.name == action.name)
            self._flip(seat)
            events.append(Event.make("ability_used", rule="Gladiator Cards", seat=seat, ability=ability.name,
                                     gladiator=self.glad[seat]))
            other = self._other(seat) if self.ex is not None else None
            for effect in ability.effects:
                self._effect(effect, seat, other, events)
            if self.ex is not None:
                self._end_exchange(events, "ability")
            else:
                self._end_turn(events)
        elif kind == "attack":
            if self.stack[-1].t == "counter":
                self.pop_step()  # the counter-attack opens an exchange of its own
            self.push_step("respond", attacker=seat, target=action.target, responder=action.target)
            self._play(seat, action, events)
        elif kind == "counter":
            self._play(seat, action, events)
        elif kind == "pass":
            # forced: nothing the seat held could break the card or answer it with an ability
            # (a Tactics reveal answers nothing); only the passing seat learns which it was
            forced = all(a.kind in ("pass", "reveal_tactics") for a in self._respond_actions(seat))
            events.append(Event.canonical("passed", (("forced", forced), ("seat", seat)), SEQ, (seat,), _FORCED))
            self._resolve_trigger(len(self.pile) - 1, events)
            self._end_exchange(events, "pass")
        elif kind == "decline":
            self._end_turn(events)
        return events

    def _take(self, seat: int, name: str) -> str:
        card = first_named(self.hand[seat], name)
        self.hand[seat].remove(card)
        return card

    def _play(self, seat: int, action: Action, events: list[Event]) -> None:
        option = (action.get("option") or 1) - 1
        card = self._take(seat, action.card)
        ex = self.stack[-1]
        ex.pile.append(Played(card, seat, option))
        other = self._other(seat)
        opt = card_def(card).options[option]
        events.append(Event.canonical("card_played", (("against", other), ("card", action.card),
                                                      ("option", opt.label or None), ("seat", seat)), SEQ))
        self._on_play(seat, other, card, option, events)
        if opt.ends_exchange or not (self.fighting(seat) and self.fighting(other)):
            self._end_exchange(events, "ended")
        else:
            ex.responder = other

    def _on_play(self, seat: int, other: int | None, card: str, option: int, events: list[Event]) -> None:
        definition = card_def(card)
        if definition.favour:
            self._gain(seat, definition.favour, events, rule="Combat Cards")
        for effect in definition.options[option].immediate:
            self._effect(effect, seat, other, events)

    def _resolve_trigger(self, index: int, events: list[Event]) -> None:
        if index < 0:
            return
        card, owner, option = self.pile[index]
        other = self._other(owner)
        for effect in card_def(card).options[option].trigger:
            if effect.op == "resolve_below":
                events.append(Event.make("trigger", rule="Combat Cards", seat=owner, card=name_of(card),
                                         resolves=name_of(self.pile[index - 2].card) if index >= 2 else None))
                self._resolve_trigger(index - 2, events)
            else:
                self._effect(effect, owner, other, events)

    def _effect(self, effect: Effect, user: int, other: int | None, events: list[Event]) -> None:
        op = effect.op
        if effect.if_weapon and not set(effect.if_weapon) & set(gladiator(self.glad[user]).weapons):
            return
        if op == "wound" and other is not None:
            self._wound(user, other, effect.amount, events)
        elif op == "draw" and self.fighting(user):
            self._draw(user, effect.deck, effect.amount, events)
        elif op == "favour":
            self._gain(user, effect.amount, events, rule="Combat Cards")
        elif op == "heal" and self.fighting(user):
            before = self.life[user]
            self.life[user] = min(self.life_max[user], before + effect.amount)
            if self.life[user] > before:
                events.append(Event.make("healed", rule="Combat Cards", seat=user, life=self.life[user]))
        elif op == "opp_discard" and other is not None and self.fighting(other):
            for _ in range(min(effect.amount, len(self.hand[other]))):
                card = self.hand[other].pop(self.chance.pick("card taken", len(self.hand[other])))
                self._to_discard(card)
                events.append(Event.make("card_knocked_away", rule="Combat Cards", seat=other, card=name_of(card)))
        elif op == "refresh":
            self.ability_ready[user] = True
        elif op == "counter_attack" and other is not None:
            self.ex.counter = user

    def _wound(self, user: int, victim: int, amount: int, events: list[Event]) -> None:
        if not self.fighting(victim):
            return
        dealt = min(amount, self.life[victim])
        self.life[victim] -= dealt
        events.append(Event.canonical("wounded", (("by", user), ("life", self.life[victim]), ("seat", victim),
                                                  ("wounds", dealt)), "Crowd Favour"))
        got = self._gain(user, dealt, events, rule="Crowd Favour")
        if got < dealt and self.config.get("favour_from_loser") == "true":
            took = min(dealt - got, self.favour[victim])
            if took:
                self.favour[victim] -= took
                self.favour[user] += took
                events.append(Event.make("favour_taken", rule="Crowd Favour", seat=user, victim=victim, amount=took))
        if self.life[victim] == 0:
            self._leave_fight(victim, "defeated", events)
            events.append(Event.make("gladiator_defeated", rule="Crowd Favour", seat=victim, by=user,
                                     gladiator=self.glad[victim]))
            self._gain(user, 2, events, rule="Crowd Favour")

    def _leave_fight(self, seat: int, how: str, events: list[Event]) -> None:
        self.out[seat] = how
        self.out_order.append(seat)
        for card in self.hand[seat]:
            self._to_discard(card)
        self.hand[seat] = []
        if self.config.get("mode") != "quickplay":
            events.append(Event.make("market_marker_placed", rule="Play: Winning an Event", seat=seat,
                                     space=len(self.out_order)))

    def _gain(self, seat: int, amount: int, events: list[Event], rule: str) -> int:
        """Take up to ``amount`` favour from the event supply; returns how much came."""
        got = min(amount, self.supply)
        if got:
            self.supply -= got
            self.favour[seat] += got
            events.append(Event.canonical("favour_gained", (("amount", got), ("seat", seat), ("supply", self.supply)),
                                          rule))
        return got

    def _flip(self, seat: int) -> None:
        in_own_turn = seat == self.active
        self.ability_ready[seat] = False
        self.refresh_at[seat] = self.turns_taken[seat] + (2 if in_own_turn else 1)

    def discard_cost(self, seat: int) -> int:
        """The favour a Discard costs ``seat`` now: one, if it has any."""
        return 1 if self.favour[seat] else 0

    def _discard_action(self, seat: int, name: str, events: list[Event]) -> None:
        card = self._take(seat, name)
        self._to_discard(card)
        paid = self.discard_cost(seat)
        self.favour[seat] -= paid
        events.append(Event.canonical("card_discarded", (("card", name), ("favour_paid", paid), ("seat", seat)),
                                      "Discarding Cards"))
        if self._draw_decks():
            self.push_step("draw", drawer=seat)
        else:
            self._end_turn(events)

    def _to_discard(self, card: str) -> None:
        (self.set_used if is_set_card(card) else self.discard).append(card)

    def _clear_pile(self) -> None:
        pile = self.pile
        for card, _, _ in pile:
            self._to_discard(card)
        pile.clear()

    def _draw(self, seat: int, deck: str, count: int, events: list[Event]) -> None:
        pile = self.decks[deck]  # (a refill puts the discards back in this very list)
        drawn = []
        for _ in range(count):
            if not pile:
                self._refill_decks(events)
                if not pile:
                    break
            drawn.append(pile.pop())
        self.hand[seat].extend(drawn)
        if drawn:
            events.append(Event.canonical("cards_drawn", (("cards", tuple(map(name_of, drawn))), ("count", len(drawn)),
                                                          ("deck", deck), ("seat", seat)), "Combat Cards", (seat,), _CARDS))

    def _refill_decks(self, events: list[Event]) -> None:
        """The FAQ: sort the discard pile by card type and refill the decks."""
        for card in self.discard:
            self.decks[card_def(card).type].append(card)
        self.discard = []
        for deck in DECKS:
            self.chance.shuffle("equipment deck", self.decks[deck])
        events.append(Event.make("decks_refilled", rule="FAQ"))

    def _end_exchange(self, events: list[Event], how: str) -> None:
        self._clear_pile()
        ex = self.ex
        events.append(Event.canonical("exchange_ended", (("attacker", ex.attacker), ("how", how), ("target", ex.target)),
                                      SEQ))
        left = self._check_exhaustion(events)
        seat = ex.counter
        # asked even with no Attack card in hand (declining is then the only answer), so that
        # not being asked reveals nothing about the hand (GameType.forced_passes)
        if seat is not None and self.fighting(seat) and self.fighting(self._other(seat)):
            self.swap_step("counter", attacker=seat, target=self._other(seat))
            return
        self._end_turn(events, left)

    def _check_exhaustion(self, events: list[Event]) -> list[int]:
        """Every fighter with no card left is out (Exhaustion); returns the seats still fighting,
        in Turn Order."""
        left = []
        for seat in self.fighters():
            if self.hand[seat]:
                left.append(seat)
            else:
                self._leave_fight(seat, "exhausted", events)
                events.append(Event.make("gladiator_exhausted", rule="Exhaustion", seat=seat, gladiator=self.glad[seat]))
        return left

    def _end_turn(self, events: list[Event], left: list[int] | None = None) -> None:
        """The Active Player's turn is over. ``left``: the seats still fighting when Exhaustion was
        just checked (nothing has changed since), else it is checked here."""
        stack = self.stack
        if len(stack) > 1:  # the turn's exchange, counter-attack or draw is over
            del stack[1:]
            self._legal = None
        if left is None:
            left = self._check_exhaustion(events)
        seat, order = self.active, self.turn_order
        self.turns_taken[seat] += 1
        if not self.ability_ready[seat] and self.turns_taken[seat] >= self.refresh_at[seat]:
            self.ability_ready[seat] = True
            events.append(Event.make("ability_refreshed", rule="Gladiator Cards", seat=seat))
        if len(left) <= 1:
            self._win_event(events)
            return
        mine, self.active = order[seat], left[0]  # the next in Turn Order, else the first again
        for other in left:
            if order[other] > mine:
                self.active = other
                break
        events.append(Event.canonical("active_player", (("seat", self.active),), SEQ))


@cache
def _in_turn_order(order: tuple[int, ...]) -> tuple[int, ...]:
    """Every seat, in the Turn Order ``order`` gives them (seats of equal order by number; asked at
    every turn, the same few orders come back)."""
    return tuple(sorted(range(len(order)), key=order.__getitem__))


@cache
def _variants(kind: str, name: str, target: int | None) -> tuple[Action, ...]:
    """The actions playing card ``name`` (one per option of an either/or card)."""
    extra = {} if target is None else {"target": target}
    options = content().cards[name].options
    if len(options) > 1:
        return tuple(Action.make(kind, card=name, option=i + 1, **extra) for i in range(len(options)))
    return (Action.make(kind, card=name, **extra),)


@lru_cache(maxsize=4096)
def _attacks(names: tuple[str, ...], target: int) -> tuple[Action, ...]:
    """The attacks on ``target`` with the Attack cards ``names`` (each once, sorted; every option
    of each): a turn's attacks, listed at every step of a search (the same hands come back)."""
    return tuple(a for name in names for a in _variants("attack", name, target))


@cache
def draw_action(deck: str) -> Action:
    return Action.make("draw", deck=deck)




@cache
def _ability(name: str) -> Action:
    return Action.make("ability", name=name)


@cache
def _turn_abilities(glad: str) -> tuple[Action, ...]:
    """The abilities gladiator ``glad`` may use on its turn (in its card's order)."""
    return tuple(_ability(a.name) for a in gladiator(glad).abilities if a.when == "turn")


@cache
def _counter_answers(glad: str, top: str) -> tuple[Action, ...]:
    """The counter abilities gladiator ``glad`` may answer the card named ``top`` with."""
    return tuple(_ability(a.name) for a in gladiator(glad).abilities if a.when == "counter" and top in a.on)


def card_def_by_name(name: str):
    return content().cards[name]


_cards = content().cards
#: whether a card name is an Attack card's, a red-triangle card's (lookups, no Python call: a turn's
#: answers are listed at every step of a search)
_is_attack = frozenset(n for n, d in _cards.items() if d.type == "attack").__contains__
_is_red_triangle = frozenset(n for n, d in _cards.items() if d.red_triangle).__contains__
#: playing each card as an Effect card, discarding it: the action, by the card's name
_effect_of = {name: Action.make("effect", card=name) for name in _cards}.__getitem__
_discard_of = {name: Action.make("discard", card=name) for name in _cards}.__getitem__
