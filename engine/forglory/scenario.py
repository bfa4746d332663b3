"""Scenario files: any mid-game For Glory position, written as TOML.

The format is documented in docs/scenarios.md. ``read(path)`` checks a file
and returns plain data (which the ruleset embeds in the game config, so a save
holding config + seed + actions recreates the position); ``build(state, data)``
lays the position out on a fresh state. Every pile is listed top card first.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..core.errors import ContentError
from ..core.limits import shorten
from ..parts.tomlfile import read_toml
from .common import MAX_TURNS, ROUNDS
from .content import CONTENT, SUPPLY_DECKS
from .frames import PHASE_FRAMES
from .influence import required, villa_summary, villa_term

PHASES = ("machinations", "late_registration", "combat")
TOP_KEYS = {"seats", "champions", "round", "phase", "active", "crowds_favor", "tokens_left", "attacked",
            "tactic_used", "seat", "supply", "supply_decks", "supply_discards", "arena_deck", "boasts",
            "late_done", "title", "description", "turns"}
SEAT_KEYS = {"coins", "tokens", "hand", "deck", "discard", "reserve", "villa", "arena", "champion_stack",
             "removed"}
CARD_KEYS = {"name", "exhausted", "damage", "blessings"}


#: sanity bounds on counters the rulebook does not cap: far above any game's (a few dozen)
MAX_COINS = 99
MAX_TURNS_SO_FAR = MAX_TURNS
#: no Gladiator's Health comes near this (the exact bound, its Health, is checked in ``build``)
MAX_DAMAGE = 99
#: the box holds 18 Blessing Tokens (rulebook, Components)
MAX_BLESSINGS = 18
#: the two Reigning Champion tokens (rulebook, Set Up)
CHAMPION_TOKENS = 2
#: the most cards one pile may list (the whole game has a few hundred)
MAX_PILE = 300
#: the decks a card comes from (``CardDef.deck``), in the words of the rulebook
DECK_WORDS = {"starting": "starting decks", "economy": "Economy deck", "gladiator": "Gladiator deck",
              "training": "Training deck", "champion": "Champions", "arena": "Arena deck", "boast": "Boasts"}
#: what may be in a player's hand, deck, discard pile, Reserve or removed cards: what they start
#: with, buy from the three Supply decks, their Champion's levels, and the Boast cards a Battle's
#: winner puts into their Discard Pile (l. 274, 278, 283); never an Arena card (those go to the Villa)
PLAYER_DECKS = ("starting", "economy", "gladiator", "training", "champion", "boast")


def read(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    return validate(read_toml(path), path.name)


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(data: dict[str, Any], where: str = "scenario") -> dict[str, Any]:
    """Check scenario data; ContentError naming the file, the entry and the field."""

    def fail(entry: str, field: str, problem: str):
        raise ContentError(f"{where}: entry '{entry}', field '{field}': {problem}")

    if not isinstance(data, dict):
        fail("(top)", "(all)", "a scenario is a table")
    for key in data:
        if key not in TOP_KEYS:
            fail("(top)", shorten(key, 30), f"unknown field (known: {', '.join(sorted(TOP_KEYS))})")
    seats = data.get("seat")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        fail("(top)", "seat", "needs 2 to 4 [[seat]] tables")
    n = len(seats)
    if "seats" in data and data["seats"] != n:
        fail("(top)", "seats", f"says {shorten(data['seats'], 20)} but there are {n} [[seat]] tables")
    phase = data.get("phase", "machinations")
    if not isinstance(phase, str) or phase not in PHASES:
        fail("(top)", "phase", f"must be one of: {', '.join(PHASES)}")
    for key in ("active", "crowds_favor", "late_done"):
        if key in data and (not _whole(data[key]) or not 0 <= data[key] < n):
            fail("(top)", key, f"must be a seat number from 0 to {n - 1}")
    bounds = {"round": (1, ROUNDS[n]), "tokens_left": (0, CHAMPION_TOKENS), "turns": (0, MAX_TURNS_SO_FAR - 1)}
    for key, (low, high) in bounds.items():
        if key in data and (not _whole(data[key]) or not low <= data[key] <= high):
            fail("(top)", key, f"must be a whole number from {low} to {high}")
    for key in ("attacked", "tactic_used"):
        if key in data and not isinstance(data[key], bool):
            fail("(top)", key, "must be true or false")
    for key in ("title", "description"):
        if key in data and not isinstance(data[key], str):
            fail("(top)", key, "must be text")
    if not isinstance(data.get("champions", "off"), str) or data.get("champions", "off") not in ("off", "random", "draft"):
        fail("(top)", "champions", "must be off, random or draft")

    def card_list(entry: str, field: str, value, allow_tables: bool = False, homes: tuple[str, ...] = ()):
        """A pile's cards: known names, each one a card of a deck in ``homes`` (the decks whose
        cards the game can ever move into that pile; none given: any)."""
        if not isinstance(value, list) or len(value) > MAX_PILE:
            fail(entry, field, f"must be a list of at most {MAX_PILE} card names")
        for i, item in enumerate(value):
            name = item
            if isinstance(item, dict) and allow_tables:
                for key in item:
                    if key not in CARD_KEYS:
                        fail(entry, f"{field}[{i}].{shorten(key, 30)}", f"unknown field (known: {', '.join(sorted(CARD_KEYS))})")
                name = item.get("name")
                for key, high in (("damage", MAX_DAMAGE), ("blessings", MAX_BLESSINGS)):
                    if key in item and (not _whole(item[key]) or not 0 <= item[key] <= high):
                        fail(entry, f"{field}[{i}].{key}", f"must be a whole number from 0 to {high}")
                if "exhausted" in item and not isinstance(item["exhausted"], bool):
                    fail(entry, f"{field}[{i}].exhausted", "must be true or false")
            if not isinstance(name, str) or name not in CONTENT.cards:
                fail(entry, f"{field}[{i}]", f"unknown card {shorten(name, 40)}")
            home = CONTENT.cards[name].deck
            if homes and home not in homes:
                fail(entry, f"{field}[{i}]", f"{name} is a card of the {DECK_WORDS[home]} and can never be in this pile "
                                             f"(only cards of the {' or '.join(DECK_WORDS[h] for h in homes)} can)")

    for s, seat in enumerate(seats):
        entry = f"seat {s}"
        if not isinstance(seat, dict):
            fail(entry, "(all)", "must be a table")
        for key in seat:
            if key not in SEAT_KEYS:
                fail(entry, shorten(key, 30), f"unknown field (known: {', '.join(sorted(SEAT_KEYS))})")
        for key, high in (("coins", MAX_COINS), ("tokens", CHAMPION_TOKENS)):
            if key in seat and (not _whole(seat[key]) or not 0 <= seat[key] <= high):
                fail(entry, key, f"must be a whole number from 0 to {high}")
        for key in ("hand", "deck", "discard", "reserve", "removed"):
            card_list(entry, key, seat.get(key, []), homes=PLAYER_DECKS)
        card_list(entry, "champion_stack", seat.get("champion_stack", []), homes=("champion",))
        for key in ("villa", "arena"):
            card_list(entry, key, seat.get(key, []), allow_tables=True)
        for i, item in enumerate(seat.get("arena", [])):
            name = item["name"] if isinstance(item, dict) else item
            if CONTENT.cards[name].type != "gladiator":
                fail(entry, f"arena[{i}]", f"{name} is not a Gladiator")
        for i, item in enumerate(seat.get("villa", [])):
            name = item["name"] if isinstance(item, dict) else item
            if CONTENT.cards[name].type not in ("patron", "arena"):
                fail(entry, f"villa[{i}]", f"{name} is neither a Patron nor an Arena card")
        # Gladiators may never need more Influence than the seat has (rulebook "Influence")
        villa = [_names(item) for item in seat.get("villa", [])]
        terms = [villa_term(str(i), CONTENT.cards[name]) for i, (name, _extra) in enumerate(villa)]
        tired = {str(i) for i, (_name, extra) in enumerate(villa) if extra.get("exhausted")}
        have, _reserve = villa_summary(terms, tired)
        need = required(CONTENT.cards[_names(item)[0]] for item in seat.get("arena", []))
        if need > have:
            fail(entry, "arena", f"its Gladiators need {need} Influence but seat {s} has {have} "
                                 f"(Ready Patrons and Arena cards in its Villa); add Patrons or remove Gladiators")
    for table in ("supply", "supply_decks", "supply_discards"):
        value = data.get(table, {})
        if not isinstance(value, dict):
            fail(table, "(all)", "must be a table of economy / gladiator / training")
        for deck, cards in value.items():
            if deck not in SUPPLY_DECKS:
                fail(table, shorten(deck, 30), f"must be one of: {', '.join(SUPPLY_DECKS)}")
            card_list(table, deck, cards, homes=(deck,))
            if table == "supply" and len(cards) > 3:
                fail(table, deck, "at most 3 face-up cards per Supply deck")
    for key, home in (("arena_deck", "arena"), ("boasts", "boast")):
        if key in data:
            card_list("(top)", key, data[key], homes=(home,))
    return data


def _names(item) -> tuple[str, dict]:
    return (item["name"], item) if isinstance(item, dict) else (item, {})


def build(state, data: dict[str, Any]) -> None:
    """Lay the scenario out on ``state`` (a fresh ForGloryState)."""
    data = validate(data)
    seats = data["seat"]
    n = len(seats)
    state._blank(n)
    state.round = data.get("round", 1)
    state.cf = data.get("crowds_favor", n - 1)
    state.tokens_left = data.get("tokens_left", 2)
    state.turns = data.get("turns", 0)
    for s, seat in enumerate(seats):
        state.coins[s] = seat.get("coins", state.coins[s])
        state.tokens[s] = seat.get("tokens", 0)
        state.hand[s] = [state._new_id(x) for x in seat.get("hand", [])]
        state.deck[s] = [state._new_id(x) for x in reversed(seat.get("deck", []))]
        state.discard[s] = [state._new_id(x) for x in reversed(seat.get("discard", []))]
        state.reserve[s] = [state._new_id(x) for x in seat.get("reserve", [])]
        state.champ_stack[s] = [state._new_id(x) for x in seat.get("champion_stack", [])]
        state.removed += [state._new_id(x) for x in seat.get("removed", [])]
        for key in ("villa", "arena"):
            for item in seat.get(key, []):
                name, extra = _names(item)
                cid = state._new_id(name)
                getattr(state, key)[s].append(cid)
                if extra.get("exhausted"):
                    state.exhausted.add(cid)
                if extra.get("damage"):
                    state.damage[cid] = extra["damage"]
                if extra.get("blessings"):
                    state.blessings[cid] = extra["blessings"]
    rows = data.get("supply", {})
    decks = data.get("supply_decks", {})
    discards = data.get("supply_discards", {})
    for d in SUPPLY_DECKS:
        pile = state.supply[d]
        row = list(rows.get(d, []))
        if d in decks:
            deck_names = list(reversed(decks[d]))
        else:
            deck_names = list(CONTENT.supply(d))
            for name in row:
                if name in deck_names:
                    deck_names.remove(name)
        pile["deck"] = [state._new_id(x) for x in deck_names]
        if d not in decks:
            state.chance.shuffle("supply deck", pile["deck"])
        pile["discard"] = [state._new_id(x) for x in reversed(discards.get(d, []))]
        if d in rows:
            ids = [state._new_id(x) for x in row]
            pile["row"] = ids + [None] * (3 - len(ids))
        else:
            pile["row"] = [pile["deck"].pop() if pile["deck"] else None for _ in range(3)]
    if "arena_deck" in data:
        state.arena_deck = [state._new_id(x) for x in reversed(data["arena_deck"])]
    else:
        state.arena_deck = [state._new_id(x) for x in CONTENT.arenas]
        state.chance.shuffle("arena deck", state.arena_deck)
    boast_names = data.get("boasts", list(CONTENT.boasts[4 if n == 4 else 3]))
    state.boasts = [state._new_id(x) for x in reversed(boast_names)]
    phase = data.get("phase", "machinations")
    active = data.get("active", 0)
    state.stack[:] = [PHASE_FRAMES[phase]()]  # the position is set up in this phase (no step leads to it)
    state.active = active
    if phase == "late_registration":
        state.late_order = [(state.cf + 1 + i) % n for i in range(n)]
        state.late_pos = data.get("late_done", state.late_order.index(active))
        state.trigger_seat = state.cf
    elif phase == "combat":
        state.trigger_seat = state.cf
        state.attacked = bool(data.get("attacked", False))
        state.tactic_used = bool(data.get("tactic_used", False))
        state.initiative = active
        empty = [s for s in range(n) if not state.arena[s]]
        if empty:
            state.elim.append(empty)
    for s in range(n):
        for cid in state.arena[s]:
            if state.damage.get(cid, 0) >= state.health_of(cid):
                raise ContentError(f"scenario: entry 'seat {s}', field 'arena': {state.cd[cid].name} holds "
                                   f"{state.damage[cid]} Damage but has only {state.health_of(cid)} Health "
                                   f"(it would already be Defeated)")
    state.run_flow()
