"""Helpers for the For Glory tests: positions from scenario data, card lookups."""
from __future__ import annotations

from engine.core import Action
from engine.forglory import RULESET
from engine.forglory.scenario import validate

#: plain Patrons (Influence and nothing else) that ``back`` adds, largest first
_PLAIN_PATRONS = (("Unscrupulous Consul", 2), ("Crooked Senator", 1))


def back(data: dict) -> dict:
    """Scenario data whose seats' Villas cover their Gladiators' Influence: a seat whose
    Arena needs more than its Villa gives gets plain Patrons (no ability, no static) added
    to its Villa, so a test can name only the cards it is about and still start from a
    legal position (the loader refuses Gladiators beyond a seat's Influence)."""
    from engine.forglory.content import CONTENT
    from engine.forglory.influence import required, villa_summary, villa_term

    data = dict(data)
    seats = []
    for seat in data["seat"]:
        seat = dict(seat)
        villa = [item if isinstance(item, dict) else {"name": item} for item in seat.get("villa", [])]
        terms = [villa_term(str(i), CONTENT.cards[item["name"]]) for i, item in enumerate(villa)]
        have, _ = villa_summary(terms, {str(i) for i, item in enumerate(villa) if item.get("exhausted")})
        need = required(CONTENT.cards[item["name"] if isinstance(item, dict) else item]
                        for item in seat.get("arena", []))
        extra = []
        for name, amount in _PLAIN_PATRONS:
            while need - have >= amount or (need > have and amount == 1):
                extra.append(name)
                have += amount
        if extra:
            seat["villa"] = list(seat.get("villa", [])) + extra
        seats.append(seat)
    data["seat"] = seats
    return data


def make(data: dict, seed: int = 1, backed: bool = True):
    """A state laid out from scenario data (see docs/scenarios.md); with ``backed`` (the
    default) the Villas are first made to cover the Arena's Influence (see ``back``)."""
    data = back(data) if backed else dict(data)
    config = {"seats": len(data["seat"]), "champions": data.get("champions", "off"),
              "scenario": validate(data)}
    return RULESET.new_game(config, seed)


def new(seats: int = 3, seed: int = 1, **options):
    return RULESET.new_game(RULESET.make_config(seats, options), seed)


def ids(state, seat, zone, name=None):
    """Card ids in one seat's zone (hand, deck, discard, reserve, villa, arena), by name."""
    cards = getattr(state, zone)[seat]
    return [c for c in cards if name is None or state.names[c] == name]


def one(state, seat, zone, name):
    found = ids(state, seat, zone, name)
    assert found, f"no {name} in seat {seat}'s {zone}"
    return found[0]


def supply_id(state, name):
    for pile in state.supply.values():
        for c in pile["row"]:
            if c and state.names[c] == name:
                return c
    raise AssertionError(f"{name} is not face up in the Supply")


def act(state, kind, **params):
    return state.apply(Action.make(kind, **params))


def kinds(state):
    return sorted({a.kind for a in state.legal_actions()})


def types(events):
    return [e.type for e in events]


def legal(state, kind, **params):
    return Action.make(kind, **params) in state.legal_actions()


def pay(state, seat, cost, tokens_first=True):
    """A legal payment (income ids, tokens) for ``cost``, tokens preferred when asked."""
    options = state.payments(seat, cost)
    options.sort(key=lambda p: (-p[1], len(p[0])) if tokens_first else (p[1], -len(p[0])))
    return options[0]
