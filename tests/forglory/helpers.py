"""Helpers for the For Glory tests: positions from scenario data, card lookups."""
from __future__ import annotations

from engine.core import Action
from engine.forglory import RULESET
from engine.forglory.scenario import validate


def make(data: dict, seed: int = 1):
    """A state laid out from scenario data (see docs/scenarios.md)."""
    data = dict(data)
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
