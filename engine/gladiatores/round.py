"""The round of an event around the fight: Event Selection, Ready Gladiators, Turn Order,
Betting, the Tactics decision, Winning an Event, the Wheel of Glory, Cleanup and Victory."""
from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..core import Action, Decision, Event
from ..i18n import game_words, language
from ..parts.sealed import SealedRound
from .cards import common_ids, gladiator, set_ids
from .content import DECKS, Bonus, content

_, ngettext, pgettext = game_words("gladiatores")

DECLINE = Action.make("decline")

#: a Decision, built once for each distinct set of fields (Decisions are frozen values, so one
#: serves every position that asks the same; the search asks at every step)
asked = cache(Decision)


@cache
def _ready_asked(seat: int, left: int, quick: bool, words: str) -> Decision:
    """A Ready Gladiators draw's Decision, in the language ``words`` (asked at every step of a
    search, the same for each seat and count)."""
    rule = "Quickplay Setup" if quick else "Play: Ready Gladiators"
    return asked(seat, "draw", _("Draw a combat card: choose its deck ({n} to go).").format(n=left), rule)


#: a seat reveals its face-down Tactics card: an answer in its own combat decision, and at any
#: time a standing action (``State.take_standing`` names the seat)
REVEAL = Action.make("reveal_tactics")


class Draws(NamedTuple):
    """Ready Gladiators: a seat with cards still to draw (saved as ``[seat, left]``)."""
    seat: int
    left: int


class Prize(NamedTuple):
    """Winning an Event: a wreath still to place on a seat's wheel (saved as ``[seat, wreath, reason]``)."""
    seat: int
    wreath: str
    reason: str


def wreath_of_value(value: int) -> str:
    return ("small_bronze", "small_silver", "small_gold")[value - 1]


class RoundMixin:
    # -- Event Selection ----------------------------------------------------------------------
    def _start_event(self, events: list[Event]) -> None:
        self.event_no += 1
        self.event = self.laid.pop(0) if self.laid else self.event_deck.pop()
        card = content().events[self.event]
        self.supply = card.favour
        self.full_this_round = False
        events.append(Event.make("event_revealed", rule="Setup: Event Selection", event=self.event,
                                 number=self.event_no, favour=card.favour, first=card.first, second=card.second))
        n = self.num_seats
        self.glad, self.out, self.out_order = [None] * n, [None] * n, []
        if self.config.get("sponsors") == "true":
            for seat in self._order_from(self.active):
                self.sponsor[seat] = self.sponsor_deck.pop()
                events.append(Event.make("sponsor_dealt", rule="2 Player Games", seat=seat, sponsor=self.sponsor[seat]))
        if self.quick and self.config.get("quick_gladiators") == "chosen":
            self.open_phase("pick", "pick", queue=self._order_from(self.active))
        elif self.quick:
            for seat in self._order_from(self.active):
                self.glad[seat] = self.glad_pile.pop()
                events.append(Event.make("gladiator_drawn", rule="Quickplay Setup", seat=seat, gladiator=self.glad[seat]))
            self._start_ready(events)
        else:
            self._start_bidding(events)

    # -- Quickplay Setup with chosen gladiators (l. 44) ------------------------------------------
    def _pick_actions(self) -> list[Action]:
        return [Action.make("pick", gladiator=g) for g in sorted(self.glad_pile)]

    def _apply_pick(self, step, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self.glad_pile.remove(action.gladiator)
        self.glad[seat] = action.gladiator
        step.queue.pop(0)
        events.append(Event.make("gladiator_chosen", rule="Quickplay Setup", seat=seat, gladiator=action.gladiator))
        if not step.queue:
            self._start_ready(events)
        return events

    def _order_from(self, first: int) -> list[int]:
        n = self.num_seats
        return [(first + i) % n for i in range(n)]

    # -- Ready Gladiators ---------------------------------------------------------------------
    def _start_ready(self, events: list[Event]) -> None:
        queue = self.open_phase("ready", "ready", queue=[]).queue
        two = self.num_seats == 2
        picks = (18 if two else 14) if self.quick else (9 if two else 5)
        for seat in self._order_from(self.active):
            glad = gladiator(self.glad[seat])
            self.hand[seat] = [] if self.quick else set_ids(glad.name)
            self.life_max[seat], self.favour[seat] = glad.life, glad.favour
            self.ability_ready[seat], self.refresh_at[seat], self.turns_taken[seat] = True, 0, 0
            bonuses = [] if self.quick else [content().schools[self.school[seat]].bonus]
            if self.sponsor[seat] is not None:
                bonuses.append(content().sponsors[self.sponsor[seat]].bonus)
            bonuses += [Bonus(*b) for b in self.next_bonus[seat]]
            self.next_bonus[seat] = []
            for bonus in bonuses:
                if bonus.kind == "life":
                    self.life_max[seat] += bonus.amount
                elif bonus.kind == "favour":
                    self.favour[seat] += bonus.amount
                else:
                    self._draw(seat, bonus.deck, bonus.amount, events)
            self.life[seat] = self.life_max[seat]
            events.append(Event.canonical("gladiator_ready", (("favour", self.favour[seat]), ("gladiator", glad.name),
                                                              ("life", self.life[seat]), ("seat", seat)),
                                          "Play: Ready Gladiators"))
            queue.append(Draws(seat, picks))
        if not self._draw_decks():
            self._turn_order(events)  # every card is out: nobody can draw

    def _ready_decision(self, step) -> Decision:
        seat, left = step.queue[0]
        return _ready_asked(seat, left, self.quick, language())

    def _apply_ready(self, step, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._draw(seat, action.deck, 1, events)
        queue = step.queue
        first = queue[0]
        if first.left == 1:
            queue.pop(0)
        else:
            queue[0] = Draws(first.seat, first.left - 1)
        if not queue or not self._draw_decks():  # (every card out: nobody can draw more)
            self._turn_order(events)
        return events

    # -- Turn Order, Betting, Tactics ---------------------------------------------------------------
    def _turn_order(self, events: list[Event]) -> None:
        markers = list(range(1, self.num_seats + 1))
        self.chance.shuffle("order markers", markers)  # the face-down markers, taken from the Active Player on
        for seat in self._order_from(self.active):
            self.turn_order[seat] = markers.pop()
            events.append(Event.canonical("turn_order_revealed", (("seat", seat), ("turn_order", self.turn_order[seat])),
                                          "Gameplay"))
        self.active = self.turn_order.index(1)
        order = tuple(sorted(range(self.num_seats), key=lambda s: self.turn_order[s]))
        if not self.quick and self.num_seats > 2:
            self.open_phase("bet", "bet", round=SealedRound("bet", order))
        else:
            self._start_tactics(events)

    def _start_tactics(self, events: list[Event]) -> None:
        seats = tuple(s for s in sorted(range(self.num_seats), key=lambda s: self.turn_order[s]) if self.tactics[s])
        if self.quick or not seats:
            self._start_combat(events)
        else:
            self.open_phase("tactics", "tactics", round=SealedRound("tactics", seats))

    def _sealed_answers(self, seat: int) -> list[str]:
        if self.sealed.kind == "bet":
            return [""] + sorted(self.glad[s] for s in range(self.num_seats))
        return sorted(set(self.tactics[seat]))

    def _sealed_actions(self, seat: int) -> list[Action]:
        if self.sealed.kind == "bet":
            return [Action.hidden(seat, ("gladiator",), "bet", gladiator=g) for g in self._sealed_answers(seat)]
        return [Action.hidden(seat, ("card",), "tactics", card=c) for c in self._sealed_answers(seat)]

    def _apply_sealed(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.sealed.kind == "bet":
            self.sealed.answer(seat, action.gladiator)
            events.append(Event.make("has_chosen", rule="Play: Betting", seat=seat))
            if self.sealed.complete:
                for bettor, glad in self.sealed.reveal().items():
                    if glad:
                        owner = self.glad.index(glad)
                        odds = gladiator(glad).odds[self.turn_order[owner] - 1]
                        self.book.place(bettor, glad, 1, (odds, 1))
                        events.append(Event.make("bet_placed", rule="Play: Betting", seen_by=[], secret=["gladiator"],
                                                 seat=bettor, gladiator=glad))
                self._start_tactics(events)
            return events
        self.sealed.answer(seat, action.card)
        events.append(Event.make("has_chosen", rule="Gameplay", seat=seat))
        if self.sealed.complete:
            for chooser, card in self.sealed.reveal().items():
                self.tactics[chooser].remove(card)
                self.tactics_chosen[chooser] = card
                events.append(Event.make("tactics_chosen", rule="Gameplay", seen_by=[chooser], secret=["card"],
                                         seat=chooser, card=card))
            self._start_combat(events)
        return events

    # -- Tactics revealed at any time --------------------------------------------------------------
    def standing_actions(self, seat: int) -> list[Action]:
        """A face-down Tactics card may be revealed by its owner at any time during the event
        (l. 38): from the moment every Tactics card is chosen until the event is won, whoever
        is deciding, its gladiator still fighting or not. Whether a card lies face down is
        public; which card it is stays hidden (the action does not name it)."""
        if self.phase == "combat" and self.tactics_chosen[seat] is not None and not self.tactics_shown[seat]:
            return [REVEAL]
        return []

    def _apply_standing(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._reveal_tactics(seat, events)
        return events

    def explain_standing(self, seat: int, action: Action, decision: Decision) -> tuple[str, str]:
        """Player words for a Tactics reveal that is not open now."""
        if action.kind != "reveal_tactics" or action.params:
            return "Gameplay", _("The only thing a player can do at any time is reveal a face-down Tactics card.")
        if self.phase != "combat":
            return "Gameplay", _("A Tactics card can be revealed only during the fight of an event, once every card "
                                 "is chosen.")
        if self.tactics_chosen[seat] is None:
            return "Gameplay", _("That player chose no Tactics card for this event.")
        return "Gameplay", _("That Tactics card is already face up.")

    def _reveal_tactics(self, seat: int, events: list[Event]) -> None:
        card = self.tactics_chosen[seat]
        self.tactics_shown[seat] = True
        events.append(Event.make("tactics_revealed", rule="Gameplay", seat=seat, card=card))
        for effect in content().tactics[card].effects:
            self._effect(effect, seat, None, events)

    # -- Winning an Event ---------------------------------------------------------------------
    def _win_event(self, events: list[Event]) -> None:
        left = self.fighters()
        winner = left[0] if left else self.out_order[-1]
        runners = [s for s in self.out_order if s != winner]
        second = runners[-1] if runners else None
        self.winner = winner
        card = content().events[self.event]
        rule = "Play: Winning an Event"
        events.append(Event.make("event_won", rule=rule, seat=winner, gladiator=self.glad[winner], second=second,
                                 event=self.event, number=self.event_no))
        queue = [Prize(winner, card.first, "1st prize")]
        if second is not None:
            queue.append(Prize(second, card.second, "2nd prize"))
        if self.supply:
            self.favour[winner] += self.supply
            events.append(Event.make("favour_gained", rule=rule, seat=winner, amount=self.supply, supply=0))
            self.supply = 0
        for seat in sorted(range(self.num_seats), key=lambda s: self.turn_order[s]):
            wreath = card.band(self.favour[seat])
            if wreath:
                queue.append(Prize(seat, wreath, f"{self.favour[seat]} crowd favour"))
            self.favour[seat] = 0
        for bet in self.book.bets:
            events.append(Event.make("bet_revealed", rule=rule, seat=bet.bettor, gladiator=bet.outcome))
        settled, _ = self.book.settle(lambda glad: glad == self.glad[winner], rule=rule)
        for event in settled:
            events.append(event)
            if event.type == "bet_won":
                queue.append(Prize(event.seat, wreath_of_value(event.odds[0]), "winning bet"))
        for seat, wreath, why in queue:
            events.append(Event.make("prize_awarded", rule=rule, seat=seat, wreath=wreath, reason=why))
        self.open_phase("place", "place", queue=queue)
        self._place_next(events)

    def _place_next(self, events: list[Event]) -> None:
        queue = self.stack[-1].queue
        while queue:
            seat, wreath, _ = queue[0]
            spaces = self.wheel[seat]
            if None not in spaces:
                return  # a swap decision
            self._put(seat, spaces.index(None), wreath, events)
            queue.pop(0)
        self._end_event(events)

    def _put(self, seat: int, space: int, wreath: str, events: list[Event]) -> None:
        self.wheel[seat][space] = wreath
        events.append(Event.make("wreath_placed", rule="Wheel of Glory", seat=seat, wreath=wreath, space=space + 1))
        function = content().functions.get(space + 1)
        if self.config.get("wheel_functions") == "true" and function and space + 1 not in self.used_functions[seat]:
            self.used_functions[seat].append(space + 1)
            self.next_bonus[seat].append([function.kind, function.amount, function.deck])
            events.append(Event.make("wheel_function", rule="Wheel of Glory", seat=seat, space=space + 1,
                                     bonus=function.kind))
        if None not in self.wheel[seat] and seat not in self.full_order:
            self.full_order.append(seat)
            self.full_this_round = True
            events.append(Event.make("wheel_full", rule="Wheel of Glory", seat=seat, place=len(self.full_order)))

    def _swap_decision(self, prize: Prize) -> Decision:
        seat, wreath, _why = prize
        return asked(seat, "swap", _("Your Wheel of Glory is full: swap a token for the new {kind} wreath (the old "
                                     "one goes back to the supply), or let the new one go.").format(
                                         kind=_(wreath.replace('_', ' '))), "Wheel of Glory")

    def _swap_actions(self, seat: int, wreath: str) -> list[Action]:
        """One token of another kind for the new one, or two (the book's example removes two
        small bronzes for a large silver, l. 279; each token covers one space, so the second
        space is left free for a later token), or let the new one go."""
        tokens = [w for w in self.wheel[seat] if w is not None]
        kinds = sorted({w for w in tokens if w != wreath})
        pairs = sorted({tuple(sorted((a, b))) for i, a in enumerate(tokens) for b in tokens[i + 1:]
                        if wreath not in (a, b)})
        return [Action.make("swap", wreath=k) for k in kinds] + \
            [Action.make("swap", wreath=a, also=b) for a, b in pairs] + [DECLINE]

    def _apply_swap(self, step, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        _, wreath, _ = step.queue.pop(0)
        if action.kind == "swap":
            space = self.wheel[seat].index(action.wreath)
            also = action.get("also")
            if also is None:
                events.append(Event.make("wreath_swapped", rule="Wheel of Glory", seat=seat, removed=action.wreath,
                                         wreath=wreath))
            else:
                self.wheel[seat][space] = None  # (so a second token of the same kind is found next)
                self.wheel[seat][self.wheel[seat].index(also)] = None
                events.append(Event.make("wreath_swapped", rule="Wheel of Glory", seat=seat, removed=action.wreath,
                                         also=also, wreath=wreath))
            self._put(seat, space, wreath, events)
        else:
            events.append(Event.make("wreath_declined", rule="Wheel of Glory", seat=seat, wreath=wreath))
        self._place_next(events)
        return events

    def _end_event(self, events: list[Event]) -> None:
        if self.quick or self.event_no >= int(self.config.get("events", 3)) or self.full_this_round:
            self.open_phase("over")
            result = self.result()
            events.append(Event.make("game_over", rule="Play: Victory", winner=result.winner,
                                     scores=list(result.scores)))
            return
        self._cleanup(events)
        self._start_event(events)

    # -- Reset: Cleanup -------------------------------------------------------------------------
    def _cleanup(self, events: list[Event]) -> None:
        n = self.num_seats
        self.discard, self.set_used = [], []
        for deck in DECKS:
            self.decks[deck] = list(common_ids()[deck])
            self.chance.shuffle("equipment deck", self.decks[deck])
        self.hand = [[] for _ in range(n)]
        reuse = self.config.get("reuse_tactics") == "true"
        for seat in range(n):
            chosen = self.tactics_chosen[seat]
            if chosen is not None and (reuse or not self.tactics_shown[seat]):
                self.tactics[seat].append(chosen)
                self.tactics[seat].sort()
            self.tactics_chosen[seat], self.tactics_shown[seat] = None, False
            if self.sponsor[seat] is not None:
                self.sponsor_deck.append(self.sponsor[seat])
                self.sponsor[seat] = None
        self.glad_pile.extend(g for g in self.glad if g is not None)
        self.chance.shuffle("gladiator pile", self.glad_pile)
        self.chance.shuffle("sponsor deck", self.sponsor_deck)
        self.bid_order = self.out_order + [s for s in self._order_from(self.winner) if s not in self.out_order]
        self.active = self.winner
        events.append(Event.make("cleanup", rule="Reset: Cleanup", active=self.active))

    # -- Victory ---------------------------------------------------------------------------------
    def wheel_value(self, seat: int) -> int:
        values, total = self.wreath_values, 0
        for wreath in self.wheel[seat]:
            if wreath is not None:
                total += values[wreath]
        return total

    def victory_points(self, seat: int) -> int:
        bonus = content().full_bonus
        place = self.full_order.index(seat) if seat in self.full_order else None
        extra = bonus[place] if place is not None and place < len(bonus) else 0
        return self.wheel_value(seat) + extra - self.debt[seat]

    def metal_count(self, seat: int, metal: str) -> int:
        return sum(1 for w in self.wheel[seat] if w is not None and w.endswith(metal))
