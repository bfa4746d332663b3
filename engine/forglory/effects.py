"""The effect vocabulary (docs/design.md; content is data): the named operations a card's
abilities list in the content files, and the Damage steps they lead to.

``resolve`` carries out an ability's effects in order, each by its operation in
``OPERATIONS``; a card is data (``content.Ability``), never a special case here. The keys of
``OPERATIONS`` are exactly the operations the content loader accepts (``content.OPS``).

Damage (rulebook "Damage", "Reaction Window", "Blessings"): ``deal`` assigns Damage and opens
a Reaction Window on it (or joins the one already open); ``assign`` puts Damage above a
Gladiator, where a Blessing on it is removed at once and prevents all of it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..core import Action, Event
from ..core.flow import push
from .common import R_BLESSINGS, R_DAMAGE, ev, event, set_count
from .content import OPS, SUPPLY_DECKS, Ability, Effect


class Use(NamedTuple):
    """One effect being carried out: by whom, from which card, with what choices."""
    seat: int
    card: str
    effect: Effect
    action: Action     #: the play or use, with its targets
    target: str | None
    rule: str          #: the rulebook section the ability follows


def resolve(state, seat: int, cid: str, ab: Ability, action: Action, rule: str) -> list[Event]:
    """Carry out the ability's effects in order."""
    events: list[Event] = []
    target = action.get("target")
    for e in ab.effects:
        events += OPERATIONS[e.op](state, Use(seat, cid, e, action, target, rule))
    return events


# -- the operations -------------------------------------------------------------------------------
def draw(s, u: Use) -> list[Event]:
    return s._draw(u.seat, u.effect.amount, u.rule)


def gain_coin(s, u: Use) -> list[Event]:
    s.coins[u.seat] += u.effect.amount
    return [event("coin_gained", u.rule, ("amount", u.effect.amount), ("seat", u.seat))]


def deal_damage(s, u: Use) -> list[Event]:
    return deal(s, u.target, u.effect.amount, u.rule, source=u.card, by=u.seat)


def place_blessing(s, u: Use) -> list[Event]:
    count = max(1, u.effect.amount)
    s.blessings[u.target] = s.blessings.get(u.target, 0) + count
    return [event("blessing_placed", R_BLESSINGS, ("count", count), ("gladiator", u.target), ("seat", u.seat))]


def remove_damage(s, u: Use) -> list[Event]:
    have = s.damage.get(u.target, 0)
    k = min(have, u.effect.amount)
    set_count(s.damage, u.target, have - k)
    return [ev("damage_removed", rule=R_DAMAGE, gladiator=u.target, amount=k)]


def prevent_damage(s, u: Use) -> list[Event]:
    """Stop Damage assigned to the target: ``amount`` of it, or all of it when 0."""
    have = s.assigned.get(u.target, 0)
    k = have if u.effect.amount == 0 else min(have, u.effect.amount)
    set_count(s.assigned, u.target, have - k)
    return [event("damage_prevented", R_DAMAGE, ("amount", k), ("gladiator", u.target), ("source", u.card))]


def reassign_damage(s, u: Use) -> list[Event]:
    """Move the chosen amount of assigned Damage from ``source`` to the target (assigned there anew)."""
    src, k = u.action.source, u.action.amount
    set_count(s.assigned, src, s.assigned.get(src, 0) - k)
    events = [event("damage_reassigned", R_DAMAGE, ("amount", k), ("card", u.card), ("source", src),
                    ("target", u.target))]
    return events + assign(s, u.target, k, R_DAMAGE)


def ready_gladiator(s, u: Use) -> list[Event]:
    s.exhausted.discard(u.target)
    return [ev("gladiator_readied", rule=u.rule, gladiator=u.target)]


def exhaust_gladiator(s, u: Use) -> list[Event]:
    s.exhausted.add(u.target)
    return [event("gladiator_exhausted", u.rule, ("gladiator", u.target))]


def put_gladiator_from_hand(s, u: Use) -> list[Event]:
    s.hand[u.seat].remove(u.target)
    s.arena[u.seat].append(u.target)
    return [ev("card_played", rule=u.rule, seat=u.seat, card=u.target, name=s.names[u.target], to="arena")]


def discard_supply(s, u: Use) -> list[Event]:
    for d in SUPPLY_DECKS:
        row = s.supply[d]["row"]
        if u.target in row:
            row[row.index(u.target)] = None
            s.supply[d]["discard"].append(u.target)
            return [event("supply_card_discarded", u.rule, ("card", u.target), ("deck", d))]
    return []


def return_if_defeated(s, u: Use) -> list[Event]:
    """Pierce: watch the target for the rest of the Combat Turn (see ``_remove_gladiator``)."""
    if s.phase == "combat" and u.target is not None:
        s.watch.append([u.card, u.target, u.seat, u.effect.amount])
    return []


OPERATIONS: dict[str, Callable[..., list[Event]]] = {
    "draw": draw, "gain_coin": gain_coin, "deal_damage": deal_damage, "place_blessing": place_blessing,
    "remove_damage": remove_damage, "prevent_damage": prevent_damage, "reassign_damage": reassign_damage,
    "ready_gladiator": ready_gladiator, "exhaust_gladiator": exhaust_gladiator,
    "put_gladiator_from_hand": put_gladiator_from_hand, "discard_supply": discard_supply,
    "return_if_defeated": return_if_defeated,
}
assert set(OPERATIONS) == set(OPS), "every content operation has exactly one implementation"


# -- Damage ---------------------------------------------------------------------------------------
def assign(s, gid: str, amount: int, rule: str) -> list[Event]:
    """Assign Damage to a Gladiator; a Blessing on it is removed and prevents it all."""
    if amount <= 0 or s.owner_of_gladiator(gid) < 0:
        return []
    s.assigned[gid] = s.assigned.get(gid, 0) + amount
    events = [event("damage_assigned", rule, ("amount", amount), ("gladiator", gid))]
    if s.blessings.get(gid, 0) > 0:
        set_count(s.blessings, gid, s.blessings[gid] - 1)
        events.append(event("blessing_removed", R_BLESSINGS, ("gladiator", gid)))
        events.append(event("damage_prevented", R_BLESSINGS, ("amount", s.assigned.pop(gid)), ("gladiator", gid),
                            ("source", "blessing")))
    return events


def deal(s, gid: str, amount: int, rule: str, source: str, by: int, attack: bool = False) -> list[Event]:
    """Deal Damage: assign it, and open a Reaction Window unless one on Damage is already open
    (then it joins the Damage assigned there and resolves with it). The window records what
    dealt the Damage (``source``, a card of seat ``by``; an Attack's Gladiator when ``attack``)
    and to whom, for the observation."""
    top = s.stack[-1] if s.stack else None
    if top is None or top.t != "window" or top.trigger != "damage_assigned":
        push(s, "window", trigger="damage_assigned", seat=s.active, attacker=source if attack else None,
             by=by, source=source, target=gid, amount=amount)
    else:
        top.passes = 0
    return assign(s, gid, amount, rule)
