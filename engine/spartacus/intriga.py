"""Fase de intriga: the host first, then clockwise, each dominus takes an intrigue turn.

In its turn a house may sell intrigue cards to the bank, use its house ability and the
abilities of its ready characters (exhausting them), declare a hidden guard, and play
schemes (Cartas de conspiración). A scheme needs influence; a house short of it keeps the card
aside, face up, and asks other houses for support, promising gold or a favour; the card is
played only once the influence is there, and goes back to the hand if the house gives up
(docs/rulings.md, Spartacus 4). Support once given stands; the promise is recorded and the schemer decides,
once the scheme is over, whether to keep it. Every other
house may then cancel the scheme with a reaction (Cartas de reacción, influence required,
no support); a house the scheme is aimed at may roll a guard (Cartas de guardia).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from ..core import Action, Decision, Event
from ..i18n import N_
from ..parts.negotiation import Offer, Terms
from .common import FAVOUR_PROMISE, HAND_SIZE, MAX_STAKE, PASS, SpartacusFrame, act, asked, ev
from .content import content
from .effects import apply_effects

RULE = "Fase de intriga"
SCHEME = "Cartas de conspiración"
REACTION = "Cartas de reacción"
GUARD = "Cartas de guardia"


class IntrigaMixin:
    def start_intrigue(self, events: list[Event]) -> list[Event]:
        self.open_phase("intriga")
        self.order = self.seats_from(self.host)
        self.idx = 0
        return self._begin_turn(events)

    def _begin_turn(self, events: list[Event]) -> list[Event]:
        seat = self.order[self.idx]
        self.push_step("intrigue")
        missing = HAND_SIZE - len(self.hands[seat])
        if missing > 0:
            self.draw(seat, missing, events, RULE)
        events.append(ev("intrigue_turn", RULE, N_("{house} takes its intrigue turn."),
                         {"house": self.house_name(seat)}, seat=seat))
        return events

    def _end_turn(self, events: list[Event]) -> list[Event]:
        self.pop_step()
        self.idx += 1
        if self.idx < len(self.order):
            return self._begin_turn(events)
        return self.end_of_phase("intriga", events)

    # -- the turn ----------------------------------------------------------------------------

    def scheme_problem(self, seat: int, card: str, target: int | None) -> str | None:
        """Plain words for why ``seat`` cannot play ``card`` against ``target`` now (None: no reason
        found here; the step's general refusal then speaks)."""
        if card not in self.hands[seat]:
            return N_("You can play only a scheme from your hand.")
        d = content().card(card)
        if d.type != "scheme":
            return N_("{card} is not a scheme.").format(card=d.name)
        if not d.target and target is not None:
            return N_("{card} is not aimed at a house.").format(card=d.name)
        if d.target and target is None:
            return N_("{card} must be aimed at a house: choose one.").format(card=d.name)
        if target == seat:
            return N_("{card} must be aimed at another house, never your own.").format(card=d.name)
        if target is not None and target >= self.num_seats:
            return N_("There is no house {number} at this table.").format(number=target + 1)
        turn = self.turn
        if turn is not None and card in turn.given_up and self.influence[seat] < d.influence:
            return N_("You gave {card} up this turn for lack of support.").format(card=d.name)
        if sum(self.influence) < d.influence:
            return N_("{card} needs {influence} influence: all the houses together have less.").format(
                card=d.name, influence=d.influence)
        return None

    def _pay_and_exhaust(self, seat: int, gold: int, card: str | None) -> None:
        self.gold[seat] -= gold
        if card is not None:
            self.exhausted.add(card)

    # -- schemes and support -------------------------------------------------------------------
    def _play_scheme(self, seat: int, card: str, target: int | None, events: list[Event]) -> list[Event]:
        """Lines 30-32: a scheme the house's influence meets is played at once; one above it stays
        aside, face up, while the house asks for support (ruling 4)."""
        d = content().card(card)
        self.hands[seat].remove(card)
        self.push_step("scheme", card=card, by=seat, target=target)
        if self.influence[seat] < d.influence:
            aim = N_(" against {house}").format(house=self.house_name(target)) if target is not None else ""
            events.append(ev("support_sought", SCHEME, N_(
                "{house} wants to play {card}{aim}: it needs {influence} influence and has {has}, so it sets the "
                "card aside, face up, and looks for support."), {"house": self.house_name(seat), "card": d.name, "aim": aim, "influence": d.influence, "has": self.influence[seat]}, seat=seat, card=card,
                             target=target, need=d.influence))
        return self._after_support(events)

    def _reveal_scheme(self, events: list[Event]) -> None:
        """The scheme leaves the hand, played, once the influence is there (line 30)."""
        sch = self.scheme
        seat, card, target = sch.by, sch.card, sch.target
        sch.played = True
        d = content().card(card)
        aim = N_(" against {house}").format(house=self.house_name(target)) if target is not None else ""
        backed = (N_(" with the support of {houses}").format(
            houses=N_(" and ").join(self.house_name(s) for s in sch.support)) if sch.support else "")
        events.append(ev("scheme_played", SCHEME, N_("{house} plays {card}{aim}{backed} (needs {influence} influence)."),
                         {"house": self.house_name(seat), "card": d.name, "aim": aim, "backed": backed, "influence": d.influence}, seat=seat, card=card, target=target,
                         support=list(sch.support)))

    def scheme_influence(self) -> int:
        sch = self.scheme
        return self.influence[sch.by] + sum(self.influence[s] for s in sch.support)

    def _after_support(self, events: list[Event]) -> list[Event]:
        sch = self.scheme
        if self.scheme_influence() >= content().card(sch.card).influence:
            self._reveal_scheme(events)
            sch.queue = [s for s in self.seats_from(sch.by) if s != sch.by]
            self._scheme_step("reaction")
            return events
        self._scheme_step("support")
        return events

    def _scheme_step(self, t: str) -> None:
        """The scheme's next step, on the scheme (in place of the step before, if any)."""
        if self.stack[-1].t == "scheme":
            self.push_step(t)
        else:
            self.swap_step(t)

    def _answer_support(self, offer: Offer, accepted: bool) -> list[Event]:
        sch = self.scheme
        owed = self.favour_owed(offer.to, offer.sender)  # docs/rulings.md, Spartacus 15: a favour called in
        settled = [] if owed is None else [self.settle_favour(owed, accepted, SCHEME)]
        if not accepted:
            events = [ev("support_refused", SCHEME, N_("{house} refuses its support."),
                         {"house": self.house_name(offer.to)},
                         seat=offer.to, to=offer.sender), *settled]
            return events  # still the support step
        sch.support.append(offer.to)
        if offer.give.gold:
            promise, made = self.ledger.make(offer.sender, offer.to, offer.promise, rule=SCHEME)
            sch.promises.append([promise.id, offer.to, offer.give.gold])
        else:
            made = self.owe_favour(offer.sender, offer.to, SCHEME)
        events = [ev("support_given", SCHEME, N_("{house} lends its influence to {other}'s scheme."),
                     {"house": self.house_name(offer.to), "other": self.house_name(offer.sender)}, seat=offer.to, to=offer.sender), *settled, made]
        return self._after_support(events)

    # -- reactions and guards ------------------------------------------------------------------

    def guards_of(self, seat: int) -> list[str]:
        hidden = [k for k in self.hands[seat] if content().card(k).type == "guard"]
        return sorted(set(self.assets(seat, "guard") + hidden))

    def _resolve_scheme(self, events: list[Event]) -> list[Event]:
        sch = self.scheme
        if sch.card not in self.intrigue_discard:
            self.intrigue_discard.append(sch.card)
        if not sch.cancelled:
            events.append(ev("scheme_succeeded", SCHEME, N_("{card} succeeds."),
                             {"card": self.name(sch.card)}, seat=sch.by,
                             card=sch.card, target=sch.target))
            apply_effects(self, sch.by, sch.target, content().card(sch.card).effects, events, SCHEME)
        return self._scheme_over(events)

    def _scheme_over(self, events: list[Event]) -> list[Event]:
        sch = self.scheme
        if any(gold > 0 for _, _, gold in sch.promises):
            sch.promises = [p for p in sch.promises if p[2] > 0]
            self._scheme_step("repay")
            return events
        self._drop_scheme()
        return events

    def _drop_scheme(self) -> None:
        """The scheme is over: its steps and the scheme leave the stack, back to the turn."""
        while self.pop_step().t != "scheme":
            pass

    # -- the schemer keeps or breaks its word -----------------------------------------------------

def support_offer(seat: int, other: int, gold: int) -> Offer:
    promise = N_("I will pay you {gold} gold once the scheme is over.").format(gold=gold) if gold else FAVOUR_PROMISE
    return Offer(seat, other, Terms(gold=gold), Terms(support=1), promise)


@functools.cache
def _card_act(kind: str, card: str | None) -> Action:
    """``act(kind, card=card)``, keyed by position (cheaper to look up: the intrigue turn lists
    these at every decision of a playout)."""
    return act(kind, card=card)


@functools.cache
def _scheme_act(card: str, target: int | None) -> Action:
    return act("scheme", card=card, target=target)


@functools.cache
def _scheme_acts(card: str, seat: int, seats: int) -> tuple[Action, ...]:
    """The scheme ``card`` of ``seat`` aimed at each other house, in seat order."""
    return tuple(_scheme_act(card, other) for other in range(seats) if other != seat)


@functools.cache
def support_ask(seat: int, other: int, gold: int) -> Action:
    """``support_offer(seat, other, gold)`` as its ``ask_support`` action, made once per value
    (shared, as ``act``: the support step lists every house and price at each ask)."""
    return support_offer(seat, other, gold).action("ask_support")


# -- the steps, as frames of the flow machine (engine/core/flow.py) ------------------------------

@dataclass
class IntrigueStep(SpartacusFrame):
    """A house's intrigue turn."""
    t = "intrigue"
    #: the house's own ability has been used this turn
    house_used: bool = False
    #: the schemes given up this turn for lack of support (docs/rulings.md, Spartacus 4)
    given_up: list[str] = field(default_factory=list)

    def public(self) -> dict[str, Any]:
        return {"house_used": self.house_used, "scheme": None}

    def former_ctx(self) -> dict[str, Any]:
        return {**self.public(), "given_up": self.given_up}

    def why_not(self, s, action: Action) -> str | None:
        if action in s.legal_actions():
            return None
        seat = s.order[s.idx]
        if action.kind == "scheme":
            why = s.scheme_problem(seat, action.card, action.target)
            if why:
                return why
        if action.kind in ("sell", "declare_guard") and action.card not in s.hands[seat]:
            return N_("You can use only a card from your hand.")
        return s.explain_illegal(action, self.decide(s))

    def decide(self, s) -> Decision:
        return asked(s.order[s.idx], "intrigue", N_("Sell intrigue cards, use abilities, play schemes, or end your intrigue turn."),
                     RULE)

    def candidates(self, s) -> list[Action]:
        seat = s.order[s.idx]
        c = content()
        out = [act("end_turn")]
        others = sum(s.influence[o] for o in range(s.num_seats) if o != seat)
        for card in sorted(set(s.hands[seat])):
            d = c.card(card)
            if d.type in ("scheme", "reaction"):
                out.append(_card_act("sell", card))
            if d.type == "guard":
                out.append(_card_act("declare_guard", card))
            alone = s.influence[seat] >= d.influence
            if d.type == "scheme" and (alone or others + s.influence[seat] >= d.influence
                                       and card not in self.given_up):
                out += _scheme_acts(card, seat, s.num_seats) if d.target else [_scheme_act(card, None)]
        house = c.houses[s.houses[seat]].ability
        if not self.house_used and s.gold[seat] >= house.cost_gold:
            if house.exhaust == "none":
                out.append(_card_act("house_ability", None))
            else:
                out += [_card_act("house_ability", k) for k in s.assets(seat, house.exhaust) if s.ready(k)]
        for card in s.characters(seat):
            ability = c.card(card).ability
            if ability is not None and s.ready(card) and s.gold[seat] >= ability.cost_gold:
                out.append(_card_act("ability", card))
        return out

    def perform(self, s, action: Action) -> list[Event]:
        seat = s.order[s.idx]
        c = content()
        events: list[Event] = []
        if action.kind == "end_turn":
            return s._end_turn(events)
        if action.kind == "sell":
            s.hands[seat].remove(action.card)
            s.intrigue_discard.append(action.card)
            value = c.card(action.card).value
            s.gold[seat] += value
            events.append(ev("card_sold", RULE, N_("{house} sells {card} to the bank for {gold} gold."),
                             {"house": s.house_name(seat), "card": s.name(action.card), "gold": value}, seat=seat, card=action.card, gold=value))
        elif action.kind == "declare_guard":
            s.hands[seat].remove(action.card)
            s.owner[action.card] = seat
            events.append(ev("guard_declared", GUARD, N_("{house} sets {card} on the table, face up."),
                             {"house": s.house_name(seat), "card": s.name(action.card)}, seat=seat, card=action.card))
        elif action.kind == "house_ability":
            house = c.houses[s.houses[seat]]
            self.house_used = True
            s._pay_and_exhaust(seat, house.ability.cost_gold, action.card)
            events.append(ev("house_ability", RULE, N_("{house} uses its ability: {text}"),
                             {"house": house.name, "text": house.text}, seat=seat,
                             card=action.card))
            apply_effects(s, seat, None, house.ability.effects, events, RULE)
        elif action.kind == "ability":
            ability = c.card(action.card).ability
            s._pay_and_exhaust(seat, ability.cost_gold, action.card)
            events.append(ev("ability_used", RULE, N_("{house} exhausts {card}: {text}"),
                             {"house": s.house_name(seat), "card": s.name(action.card), "text": c.card(action.card).text}, seat=seat, card=action.card))
            apply_effects(s, seat, None, ability.effects, events, RULE)
        else:
            return s._play_scheme(seat, action.card, action.target, events)
        return events


@dataclass
class Scheme(SpartacusFrame):
    """A scheme being played (Cartas de conspiración): the steps that resolve it stack on it.
    It asks nothing itself."""
    t = "scheme"
    #: the scheme card, the house playing it and the house it is aimed at (None: none)
    card: str = ""
    by: int = 0
    target: int | None = None
    #: the houses lending their influence, and those asked
    support: list[int] = field(default_factory=list)
    asked: list[int] = field(default_factory=list)
    #: the gold promised for support: [promise id, house, gold]
    promises: list[list[int]] = field(default_factory=list)
    #: the houses still to say whether they react, in turn
    queue: list[int] = field(default_factory=list)
    cancelled: bool = False
    played: bool = False

    def public(self) -> dict[str, Any]:
        return {"scheme": dict(vars(self))}

    former_ctx = public


@dataclass
class SupportStep(SpartacusFrame):
    t = "support"

    def decide(self, s) -> Decision:
        sch = s.scheme
        need = content().card(sch.card).influence - s.scheme_influence()
        return asked(sch.by, "support", N_(
            "You need {need} more influence: ask a house for its support, or give the scheme up (the card goes back "
            "to your hand)."), SCHEME, {"need": need})

    def candidates(self, s) -> list[Action]:
        sch = s.scheme
        seat = sch.by
        out = [act("abandon")]
        for other in range(s.num_seats):
            if other != seat and other not in sch.asked and s.influence[other] > 0:
                out += [support_ask(seat, other, gold) for gold in range(MAX_STAKE + 1)]
        return out

    def why_not(self, s, action: Action) -> str | None:
        """The legal list names promises of 0-3 gold (what bots weigh); the book sets no price
        (line 30), so a promise of any amount of gold is accepted (ruling 4)."""
        if action == act("abandon"):
            return None
        if action.kind != "ask_support":
            return N_("You cannot {move} now: ask a house for its support, or give the scheme up.").format(
                move=s.move_words(action))
        sch = s.scheme
        seat, other, gold = sch.by, action.get("to"), action.get("give_gold")
        if type(other) is not int or not 0 <= other < s.num_seats or other == seat:
            return N_("Ask another house for its support.")
        if other in sch.asked:
            return N_("{house} has already been asked for this scheme.").format(house=s.house_name(other))
        if s.influence[other] <= 0:
            return N_("{house} has no influence to lend.").format(house=s.house_name(other))
        if type(gold) is not int or gold < 0:
            return N_("Promise a number of gold (0 is a favour).")
        return None if action == support_offer(seat, other, gold).action("ask_support") else \
            N_("That is not a request for support.")

    def perform(self, s, action: Action) -> list[Event]:
        sch = s.scheme
        if action.kind == "abandon":  # ruling 4: never lost for asking; not asked for again this turn
            s.turn.given_up.append(sch.card)
            s.hands[sch.by].append(sch.card)
            events = [ev("scheme_abandoned", SCHEME, N_("{house} gives up {card} for lack of support and takes it back into its hand."),
                         {"house": s.house_name(sch.by), "card": s.name(sch.card)}, seat=sch.by,
                         card=sch.card)]
            return s._scheme_over(events)
        offer = Offer.from_action(sch.by, action)
        sch.asked.append(offer.to)
        s.offer, s.offer_kind = offer, "support"
        s.push_step("answer")
        return [ev("support_offered", SCHEME, N_("{house} asks {other} for support: \"{promise}\""),
                   {"house": s.house_name(offer.sender), "other": s.house_name(offer.to), "promise": offer.promise}, seat=offer.sender, to=offer.to, gold=offer.give.gold,
                   promise=offer.promise)]


@dataclass
class ReactionStep(SpartacusFrame):
    t = "reaction"

    def decide(self, s) -> Decision:
        sch = s.scheme
        return asked(sch.queue[0], "reaction", N_(
            "Cancel {house}'s {card} with a reaction card, or let it be."),
            REACTION, {"house": s.house_name(sch.by), "card": s.name(sch.card)})

    def candidates(self, s) -> list[Action]:
        seat = s.scheme.queue[0]
        c = content()
        return [PASS] + [act("react", card=k) for k in sorted(set(s.hands[seat]))
                         if c.card(k).type == "reaction" and s.influence[seat] >= c.card(k).influence]

    def perform(self, s, action: Action) -> list[Event]:
        sch = s.scheme
        seat = sch.queue.pop(0)
        if action.kind == "pass":
            events = [ev("no_reaction", REACTION, N_("{house} lets it be."),
                         {"house": s.house_name(seat)}, seat=seat)]
            if sch.queue:
                return events
        else:
            s.hands[seat].remove(action.card)
            s.intrigue_discard.append(action.card)
            sch.cancelled = True
            events = [ev("scheme_cancelled", REACTION, N_("{house} plays {card}: {scheme} fails."),
                         {"house": s.house_name(seat), "card": s.name(action.card), "scheme": s.name(sch.card)}, seat=seat, card=action.card, scheme=sch.card)]
            return s._resolve_scheme(events)
        if sch.target is not None:
            s.swap_step("guard")
            return events
        return s._resolve_scheme(events)


@dataclass
class GuardStep(SpartacusFrame):
    t = "guard"

    def decide(self, s) -> Decision:
        sch = s.scheme
        return asked(sch.target, "guard", N_(
            "{house}'s {card} is aimed at you: roll a guard against it, or let it be."),
            GUARD, {"house": s.house_name(sch.by), "card": s.name(sch.card)})

    def candidates(self, s) -> list[Action]:
        return [PASS] + [act("guard", card=k) for k in s.guards_of(s.scheme.target)]

    def perform(self, s, action: Action) -> list[Event]:
        sch = s.scheme
        seat = sch.target
        if action.kind == "pass":
            return s._resolve_scheme([ev("no_guard", GUARD, N_("{house} lets it be."),
                                         {"house": s.house_name(seat)}, seat=seat)])
        card = action.card
        if card in s.hands[seat]:
            s.hands[seat].remove(card)
            s.intrigue_discard.append(card)
        else:
            s.discard_asset(card)
        roll = s.chance.roll("intrigue die")
        held = roll >= 4
        sch.cancelled = held
        outcome = N_("the scheme fails") if held else N_("the scheme goes ahead")
        return s._resolve_scheme([ev("guard_rolled", GUARD, N_("{house}'s {card} rolls {roll}: {outcome}."),
                                     {"house": s.house_name(seat), "card": s.name(card), "roll": roll, "outcome": outcome}, seat=seat, card=card, roll=roll, held=held)])


@dataclass
class RepayStep(SpartacusFrame):
    t = "repay"

    def decide(self, s) -> Decision:
        sch = s.scheme
        _, to, gold = sch.promises[0]
        return asked(sch.by, "repay", N_(
            "You promised {house} {gold} gold for its support: keep your word or break it."),
            SCHEME, {"house": s.house_name(to), "gold": gold})

    def candidates(self, s) -> list[Action]:
        sch = s.scheme
        keep = [act("keep_promise")] if s.gold[sch.by] >= sch.promises[0][2] else []
        return keep + [act("break_promise")]

    def perform(self, s, action: Action) -> list[Event]:
        sch = s.scheme
        promise_id, to, gold = sch.promises.pop(0)
        kept = action.kind == "keep_promise"
        if kept:
            s.gold[sch.by] -= gold
            s.gold[to] += gold
        events = [s.ledger.settle(promise_id, kept, rule=SCHEME)]
        if not sch.promises:
            s._drop_scheme()
        return events
