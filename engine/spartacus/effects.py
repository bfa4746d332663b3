"""The effect vocabulary of Spartacus cards and house abilities (see content.OPS).

Where an effect picks one of a house's characters, it takes the strongest one (most dice,
then the lowest id), so that no choice is hidden in an effect.
"""
from __future__ import annotations

from ..core import Event
from ..i18n import N_
from .common import ev, plural
from .content import Effect, content


def strongest(state, seat: int, keep) -> str | None:
    cards = [k for k in state.characters(seat) if keep(k)]
    return min(cards, key=lambda k: (-sum(content().card(k).dice), k)) if cards else None


def _other(state, seat: int, key) -> int:
    """The other house that is highest by ``key``, ties going clockwise from ``seat``."""
    others = state.seats_from(seat)[1:]
    return max(others, key=lambda s: (key(s), -others.index(s)))


def apply_effects(state, seat: int, target: int | None, effects: tuple[Effect, ...], events: list[Event],
                  rule: str) -> None:
    me = state.house_name(seat)
    for effect in effects:
        op, n = effect.op, effect.amount
        if op == "gain_gold":
            state.gold[seat] += n
            events.append(ev("gold_gained", rule, N_("{house} gains {gold} gold."),
                             {"house": me, "gold": n}, seat=seat, gold=n))
        elif op == "gain_influence":
            state.change_influence(seat, n, rule, events, N_("gains {influence} influence").format(influence=n))
        elif op == "draw":
            state.draw(seat, n, events, rule)
        elif op == "heal_own":
            for card in state.characters(seat):
                if card in state.wounded:
                    state.wounded.discard(card)
                    events.append(ev("healed", rule, N_("{card} heals."),
                                     {"card": state.name(card)}, card=card, seat=seat))
        elif op == "ready_own":
            for card in state.characters(seat):
                if card in state.exhausted and card not in state.wounded:
                    state.exhausted.discard(card)
                    events.append(ev("card_readied", rule, N_("{card} is ready."),
                                     {"card": state.name(card)}, card=card, seat=seat))
        elif op == "tax_richest":
            other = _other(state, seat, lambda s: state.gold[s])
            _move_gold(state, other, seat, n, events, rule)
        elif op == "wound_rival":
            other = _other(state, seat, lambda s: state.influence[s])
            _wound(state, other, events, rule)
        elif op == "steal_gold":
            _move_gold(state, target, seat, n, events, rule)
        elif op == "target_lose_gold":
            lost = min(n, state.gold[target])
            state.gold[target] -= lost
            events.append(ev("gold_lost", rule, N_("{house} loses {gold} gold."),
                             {"house": state.house_name(target), "gold": lost}, seat=target,
                             gold=lost))
        elif op == "target_lose_influence":
            state.change_influence(target, -n, rule, events, N_("loses {influence} influence").format(influence=n))
        elif op == "target_discard":
            hand = state.hands[target]
            lost = []
            for _ in range(min(n, len(hand))):
                lost.append(hand.pop(state.chance.pick("card lost", len(hand))))
            state.intrigue_discard.extend(lost)
            events.append(ev("cards_discarded", rule, N_("{house} discards {cards}."),
                             {"house": state.house_name(target), "cards": plural(len(lost), "intrigue card")}, seat=target, cards=lost))
        elif op == "exhaust_target":
            card = strongest(state, target, state.ready)
            if card is not None:
                state.exhausted.add(card)
                events.append(ev("card_exhausted", rule, N_("{card} of {house} is exhausted."),
                                 {"card": state.name(card), "house": state.house_name(target)}, card=card, seat=target))
        elif op == "wound_target":
            _wound(state, target, events, rule)
        elif op == "kill_target":
            card = strongest(state, target, lambda k: True)
            if card is not None:
                state.discard_asset(card)
                events.append(ev("character_killed", rule, N_("{card} of {house} is murdered."),
                                 {"card": state.name(card), "house": state.house_name(target)}, card=card, seat=target))
        else:  # pragma: no cover - content.py refuses unknown ops at load
            raise ValueError(op)


def _move_gold(state, source: int, to: int, n: int, events: list[Event], rule: str) -> None:
    taken = min(n, state.gold[source])
    state.gold[source] -= taken
    state.gold[to] += taken
    events.append(ev("gold_taken", rule, N_("{house} takes {gold} gold from {other}."),
                     {"house": state.house_name(to), "gold": taken, "other": state.house_name(source)}, seat=to, source=source, gold=taken))


def _wound(state, seat: int, events: list[Event], rule: str) -> None:
    card = strongest(state, seat, lambda k: k not in state.wounded)
    if card is not None:
        state.wounded.add(card)
        state.exhausted.add(card)
        events.append(ev("wounded", rule, N_("{card} of {house} is wounded."),
                         {"card": state.name(card), "house": state.house_name(seat)},
                         card=card, seat=seat))
