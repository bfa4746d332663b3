"""Spartacus scenario files: any position at the start of a phase (or inside one), as TOML.

The format is documented in docs/scenarios.md (Spartacus). ``read(path)`` checks a file (read
through ``engine/parts/tomlfile.py``) and returns plain data, which the ruleset embeds in the game
config so a save (config, seed, actions) recreates the position; ``build(state, data)`` lays it
out on a fresh state. Cards are named as in ``engine/spartacus/content/``; decks are listed top
card first. A part left out is dealt from the seed as at the start of a game.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

from ..core import Event
from ..core.errors import ContentError
from ..parts.sealed import SealedRound
from ..parts.tomlfile import TomlFile
from .common import COMBAT_ROUNDS, HAND_SIZE, MAX_STAKE, ROUND_LIMIT, START_INFLUENCE
from .content import content
from .hexgrid import arena as hex_arena

#: the phases a file may start in (player words), and the engine's names of them
PHASES = {"upkeep": "mantenimiento", "intrigue": "intriga", "market": "mercado", "auctions": "mercado",
          "arena": "arena"}
STAGES = ("invitations", "bets", "combat")
TOP_KEYS = {"title", "description", "variant", "round", "host", "phase", "decides", "house", "market_deck",
            "intrigue_deck", "market_discard", "intrigue_discard", "scheme", "house_used", "offers_made",
            "lots", "host_bid", "tie", "arena"}
HOUSE_KEYS = {"name", "gold", "influence", "slaves", "gladiators", "equipment", "guards", "hand"}
CARD_KEYS = {"name", "exhausted", "wounded", "favour", "champion"}
SCHEME_KEYS = {"card", "target", "support", "asked", "promises"}
ARENA_KEYS = {"stage", "entrants", "fighters", "equipment", "bets", "combat"}
BET_KEYS = {"house", "on", "result", "gold"}
COMBAT_KEYS = {"round", "positions", "pools"}
RESULTS = ("wins", "is wounded", "is decapitated")
#: range checks on numbers (the book sets no upper bound on gold; these only catch typing slips)
MAX_GOLD = 999
MAX_INFLUENCE = 30
MAX_FAVOUR = 3  # a fourth favour is a champion marker (docs/rulings.md, Spartacus 12)
#: where each asset list's cards go, and the type they must be
ASSET_LISTS = {"slaves": "slave", "gladiators": "gladiator", "equipment": "equipment", "guards": "guard"}


def _one_of(value: Any, choices) -> bool:
    """``value`` is a string among ``choices`` (never a list or table, which cannot be looked up)."""
    return isinstance(value, str) and value in choices


class _Checker:
    def __init__(self, where: str):
        self.where = where

    def fail(self, entry: str, field: str, problem: str) -> NoReturn:
        raise ContentError(f"{self.where}: entry '{entry}', field '{field}': {problem}")

    def keys(self, table: Any, known: set[str], entry: str, field: str = "(all)") -> dict:
        if not isinstance(table, dict):
            self.fail(entry, field, "must be a table")
        for key in table:
            if key not in known:
                self.fail(entry, key, f"unknown field (known: {', '.join(sorted(known))})")
        return table

    def number(self, table: dict, key: str, entry: str, low: int, high: int) -> None:
        if key in table:
            value = table[key]
            if type(value) is not int or not low <= value <= high:
                self.fail(entry, key, f"must be a whole number from {low} to {high}")

    def seat(self, value: Any, n: int, entry: str, field: str) -> int:
        if type(value) is not int or not 0 <= value < n:
            self.fail(entry, field, f"must be a house number from 0 to {n - 1}")
        return value

    def seats(self, value: Any, n: int, entry: str, field: str) -> list[int]:
        if not isinstance(value, list):
            self.fail(entry, field, "must be a list of house numbers")
        out = [self.seat(v, n, entry, field) for v in value]
        if len(set(out)) != len(out):
            self.fail(entry, field, "names a house twice")
        return out


class _Cards:
    """Hands out card ids for names, each copy once in the whole file."""

    def __init__(self, check: _Checker):
        c = content()
        self.check = check
        self.free: dict[str, list[str]] = {}
        for card_id in c.market_ids() + c.intrigue_ids():
            self.free.setdefault(c.card(card_id).name, []).append(card_id)

    def take(self, name: Any, entry: str, field: str, types: tuple[str, ...]) -> str:
        c = content()
        if not isinstance(name, str) or name not in self.free:
            self.check.fail(entry, field, f"unknown card {name!r}")
        if not self.free[name]:
            self.check.fail(entry, field, f"{name}: every copy of this card is already placed")
        card_id = self.free[name][0]
        if c.card(card_id).type not in types:
            self.check.fail(entry, field, f"{name} is a {c.card(card_id).type} card, not a {' or '.join(types)} card")
        return self.free[name].pop(0)

    def left(self) -> list[str]:
        return [card_id for ids in self.free.values() for card_id in ids]


def read(path: str | Path) -> dict[str, Any]:
    """A scenario file's data, checked (ContentError naming the file, the entry and the field)."""
    path = Path(path)
    data = TomlFile(path).data
    validate(data, path.name)
    return data


def validate(data: Any, where: str = "scenario") -> dict[str, Any]:
    """Check scenario data; returns the position worked out (card ids for names)."""
    check = _Checker(where)
    check.keys(data, TOP_KEYS, "(top)")
    houses = data.get("house")
    if not isinstance(houses, list) or not 3 <= len(houses) <= 4:
        check.fail("(top)", "house", "needs 3 or 4 [[house]] tables")
    n = len(houses)
    if not _one_of(data.get("variant", "standard"), START_INFLUENCE):
        check.fail("(top)", "variant", f"must be one of: {', '.join(START_INFLUENCE)}")
    phase = data.get("phase", "intrigue")
    if not _one_of(phase, PHASES):
        check.fail("(top)", "phase", f"must be one of: {', '.join(PHASES)}")
    check.number(data, "round", "(top)", 1, ROUND_LIMIT)
    host = check.seat(data.get("host", 0), n, "(top)", "host")
    if "decides" in data:
        check.seat(data["decides"], n, "(top)", "decides")
        if phase not in ("upkeep", "intrigue", "market"):
            check.fail("(top)", "decides", f"in the {phase} phase the book sets who decides; give it only "
                       "for the upkeep (the next house to pay), the intrigue (whose turn) or the market (who speaks)")
    for key, only in (("scheme", "intrigue"), ("house_used", "intrigue"), ("offers_made", "market"),
                      ("lots", "auctions"), ("host_bid", "auctions"), ("tie", "auctions"), ("arena", "arena")):
        if key in data and phase != only:
            check.fail("(top)", key, f"belongs to a scenario in the {only} phase, not {phase}")
    cards = _Cards(check)
    c = content()
    names = [h.name for h in c.houses]
    chosen = [h.get("name") for h in houses if isinstance(h, dict) and "name" in h]
    for s, house in enumerate(houses):
        if isinstance(house, dict) and "name" in house and not _one_of(house["name"], names):
            check.fail(f"house {s}", "name", f"must be one of: {', '.join(names)}")
    if len(set(chosen)) != len(chosen):
        check.fail("(top)", "house", "two houses have the same name")
    unnamed = [i for i, h in enumerate(c.houses) if h.name not in chosen]
    pos: dict[str, Any] = {"houses": [], "host": host, "gold": []}
    for s, house in enumerate(houses):
        entry = f"house {s}"
        check.keys(house, HOUSE_KEYS, entry)
        if "name" in house and house["name"] not in names:
            check.fail(entry, "name", f"must be one of: {', '.join(names)}")
        check.number(house, "gold", entry, 0, MAX_GOLD)
        index = names.index(house["name"]) if "name" in house else unnamed.pop(0)
        pos["gold"].append(house.get("gold", c.houses[index].gold))
        check.number(house, "influence", entry, 0, MAX_INFLUENCE)
        out: dict[str, Any] = {"assets": [], "hand": None, "dealt": True, "index": index}
        for key, type_ in ASSET_LISTS.items():
            if key not in house:
                continue
            out["dealt"] = False
            if not isinstance(house[key], list):
                check.fail(entry, key, "must be a list of card names")
            for i, item in enumerate(house[key]):
                out["assets"].append(_asset(check, cards, item, entry, f"{key}[{i}]", type_))
        if "hand" in house:
            if not isinstance(house["hand"], list):
                check.fail(entry, "hand", "must be a list of intrigue card names")
            out["hand"] = [cards.take(x, entry, f"hand[{i}]", ("scheme", "reaction", "guard"))
                           for i, x in enumerate(house["hand"])]
        pos["houses"].append(out)
    for key, types in (("market_deck", ("slave", "gladiator", "equipment")), ("market_discard",
                       ("slave", "gladiator", "equipment")), ("intrigue_deck", ("scheme", "reaction", "guard")),
                       ("intrigue_discard", ("scheme", "reaction", "guard"))):
        if key in data:
            if not isinstance(data[key], list):
                check.fail("(top)", key, "must be a list of card names, top card first")
            pos[key] = [cards.take(x, "(top)", f"{key}[{i}]", types) for i, x in enumerate(data[key])]
    if phase == "intrigue":
        _check_intrigue(check, cards, data, pos, n)
    elif phase == "market" and "offers_made" in data:
        made = data["offers_made"]
        if not isinstance(made, list) or len(made) != n or any(type(x) is not int or not 0 <= x <= 2 for x in made):
            check.fail("(top)", "offers_made", f"must list {n} numbers from 0 to 2 (offers each house made)")
    elif phase == "auctions":
        _check_auctions(check, cards, data, pos, n)
    elif phase == "arena":
        _check_arena(check, data, pos, n)
    pos["free"] = cards.left()
    return pos


def _asset(check: _Checker, cards: _Cards, item: Any, entry: str, field: str, type_: str) -> dict[str, Any]:
    marks = {}
    name = item
    if isinstance(item, dict):
        check.keys(item, CARD_KEYS, entry, field)
        name = item.get("name")
        marks = item
        for key in ("exhausted", "wounded", "champion"):
            if key in item and not isinstance(item[key], bool):
                check.fail(entry, f"{field}.{key}", "must be true or false")
        check.number(item, "favour", entry, 0, MAX_FAVOUR)
    card = cards.take(name, entry, field, (type_,))
    character = type_ in ("slave", "gladiator")
    for key in ("wounded", "favour", "champion"):
        if marks.get(key) and not character:
            check.fail(entry, f"{field}.{key}", f"only a slave or a gladiator can have this mark, not {name}")
    if marks.get("exhausted") and type_ == "guard":
        check.fail(entry, f"{field}.exhausted", "a guard is never exhausted")
    if marks.get("champion") and marks.get("favour"):
        check.fail(entry, f"{field}.favour", "a champion marker replaces the favour markers (ruling 12)")
    return {"card": card, "exhausted": bool(marks.get("exhausted") or marks.get("wounded")),
            "wounded": bool(marks.get("wounded")), "favour": marks.get("favour", 0),
            "champion": bool(marks.get("champion"))}


def _owned(pos: dict, seat: int) -> dict[str, dict]:
    return {a["card"]: a for a in pos["houses"][seat]["assets"]}


def _check_intrigue(check: _Checker, cards: _Cards, data: dict, pos: dict, n: int) -> None:
    if "house_used" in data and not isinstance(data["house_used"], bool):
        check.fail("(top)", "house_used", "must be true or false")
    if "scheme" not in data:
        return
    sch = check.keys(data["scheme"], SCHEME_KEYS, "scheme")
    by = data.get("decides", pos["host"])
    card = cards.take(sch.get("card"), "scheme", "card", ("scheme",))
    d = content().card(card)
    target = sch.get("target")
    if d.target:
        if target is None:
            check.fail("scheme", "target", f"{d.name} is aimed at a house: name it")
        if check.seat(target, n, "scheme", "target") == by:
            check.fail("scheme", "target", "a house does not aim a scheme at itself")
    elif target is not None:
        check.fail("scheme", "target", f"{d.name} is aimed at no house")
    support = check.seats(sch.get("support", []), n, "scheme", "support")
    asked = check.seats(sch.get("asked", support), n, "scheme", "asked")
    if by in asked:
        check.fail("scheme", "asked", "the schemer does not ask itself")
    if not set(support) <= set(asked):
        check.fail("scheme", "asked", "every supporting house was asked")
    promises = sch.get("promises", [0] * len(support))
    if not isinstance(promises, list) or len(promises) != len(support) or \
            any(type(g) is not int or not 0 <= g <= MAX_GOLD for g in promises):
        check.fail("scheme", "promises", f"must list the gold promised to each supporting house ({len(support)}), "
                   "0 for a favour")
    pos["scheme"] = {"card": card, "by": by, "target": target, "support": support, "asked": asked,
                     "promises": promises}


def _check_auctions(check: _Checker, cards: _Cards, data: dict, pos: dict, n: int) -> None:
    if "lots" in data:
        if not isinstance(data["lots"], list) or len(data["lots"]) > n:
            check.fail("(top)", "lots", f"must list at most {n} market cards, the one up for auction first")
        pos["lots"] = [cards.take(x, "(top)", f"lots[{i}]", ("slave", "gladiator", "equipment"))
                       for i, x in enumerate(data["lots"])]
    if "host_bid" in data:
        if not isinstance(data["host_bid"], bool):
            check.fail("(top)", "host_bid", "must be true or false")
        if data["host_bid"] and data.get("lots"):
            check.fail("(top)", "host_bid", "the houses bid to host once every lot is sold: leave 'lots' out")
    if "tie" in data:
        tie = data["tie"]
        if not isinstance(tie, list) or len(tie) < 2 or any(not isinstance(t, list) or len(t) != 2 for t in tie):
            check.fail("(top)", "tie", "must list two or more [house, bid] pairs tied on the highest bid")
        seats = check.seats([t[0] for t in tie], n, "(top)", "tie")
        bids = [t[1] for t in tie]
        if any(type(b) is not int or b < 1 for b in bids) or len(set(bids)) != 1:
            check.fail("(top)", "tie", "the tied bids are one same amount of 1 gold or more")
        for s in seats:
            if bids[0] > pos["gold"][s]:
                check.fail("(top)", "tie", f"house {s} bid more gold than it holds")
        if not data.get("lots") and not data.get("host_bid"):
            check.fail("(top)", "tie", "a tie is on a lot: name it first in 'lots' (or set host_bid)")
        pos["tie"] = [[s, bids[0]] for s in seats]


def _check_arena(check: _Checker, data: dict, pos: dict, n: int) -> None:
    a = check.keys(data.get("arena", {}), ARENA_KEYS, "arena")
    stage = a.get("stage", "invitations")
    if not _one_of(stage, STAGES):
        check.fail("arena", "stage", f"must be one of: {', '.join(STAGES)}")
    pos["stage"] = stage
    if stage == "invitations":
        for key in ("entrants", "fighters", "equipment", "bets", "combat"):
            if key in a:
                check.fail("arena", key, "belongs to the bets or combat stage, once the entrants are in")
        return
    entrants = check.seats(a.get("entrants"), n, "arena", "entrants") if "entrants" in a else \
        check.fail("arena", "entrants", "name the two houses in the arena, in invitation order")
    if len(entrants) != 2:
        check.fail("arena", "entrants", "exactly two houses fight")
    fighters = a.get("fighters")
    if not isinstance(fighters, list) or len(fighters) != 2:
        check.fail("arena", "fighters", "name the two fighters, one for each entrant")
    c = content()
    fighter_ids = []
    for side, (seat, name) in enumerate(zip(entrants, fighters, strict=False)):
        own = {c.card(k).name: k for k in _owned(pos, seat) if c.card(k).type in ("slave", "gladiator")}
        if not _one_of(name, own):
            check.fail("arena", f"fighters[{side}]", f"{name!r} is not a character of house {seat}")
        if _owned(pos, seat)[own[name]]["exhausted"]:
            check.fail("arena", f"fighters[{side}]", f"{name} is not ready: only ready characters fight (line 62)")
        fighter_ids.append(own[name])
    equip = a.get("equipment", [[], []])
    if not isinstance(equip, list) or len(equip) != 2 or not all(isinstance(e, list) for e in equip):
        check.fail("arena", "equipment", "must be two lists of equipment names, one for each fighter")
    equip_ids = []
    for side, (seat, names) in enumerate(zip(entrants, equip, strict=False)):
        own = {c.card(k).name: k for k in _owned(pos, seat) if c.card(k).type == "equipment"}
        ids = []
        for i, name in enumerate(names):
            if not _one_of(name, own):
                check.fail("arena", f"equipment[{side}][{i}]", f"{name!r} is not equipment of house {seat}")
            ids.append(own[name])
        kinds = [c.card(k).kind for k in ids]
        if len(set(kinds)) != len(kinds) or len(set(ids)) != len(ids):
            check.fail("arena", f"equipment[{side}]", "one card of each type only (line 61)")
        equip_ids.append(ids)
    pos["arena"] = {"entrants": entrants, "fighters": fighter_ids, "equip": equip_ids, "bets": []}
    if stage == "bets":
        for key in ("bets", "combat"):
            if key in a:
                check.fail("arena", key, "belongs to the combat stage (the bets are being made)")
        return
    bets = a.get("bets", [])
    if not isinstance(bets, list):
        check.fail("arena", "bets", "must be a list of bet tables")
    staked = [0] * n
    for i, bet in enumerate(bets):
        field = f"bets[{i}]"
        check.keys(bet, BET_KEYS, "arena", field)
        seat = check.seat(bet.get("house"), n, "arena", f"{field}.house")
        on = bet.get("on")
        if on not in entrants:
            check.fail("arena", f"{field}.on", f"must be one of the entrants {entrants}")
        if not _one_of(bet.get("result"), RESULTS):
            check.fail("arena", f"{field}.result", f"must be one of: {', '.join(RESULTS)}")
        check.number(bet, "gold", "arena", 1, MAX_STAKE)
        if "gold" not in bet:
            check.fail("arena", f"{field}.gold", f"a bet is 1 to {MAX_STAKE} gold")
        if seat in entrants and ((bet["result"] == "wins") != (on == seat)):
            check.fail("arena", field, "a dominus never bets against its own fighter (line 69)")
        staked[seat] += bet["gold"]
        pos["arena"]["bets"].append([seat, on, bet["result"], bet["gold"]])
    for s in range(n):
        if staked[s] > pos["gold"][s]:
            check.fail("arena", "bets", f"house {s} bets more gold than it holds")
    cb = check.keys(a.get("combat", {}), COMBAT_KEYS, "arena", "combat")
    check.number(cb, "round", "arena.combat", 0, COMBAT_ROUNDS - 1)
    if "positions" in cb:
        where = cb["positions"]
        hexes = hex_arena().hexes
        if not isinstance(where, list) or len(where) != 2 or \
                any(not isinstance(p, list) or not all(type(x) is int for x in p) or tuple(p) not in hexes
                    for p in where) or where[0] == where[1]:
            check.fail("arena.combat", "positions", "must be two different sand hexes [q, r] of the arena")
    if "pools" in cb:
        pools = cb["pools"]
        if not isinstance(pools, list) or len(pools) != 2 or any(
                not isinstance(p, list) or len(p) != 3 or any(type(x) is not int or x < 0 for x in p) for p in pools):
            check.fail("arena.combat", "pools", "must be two [attack, defence, speed] lists of dice left")
        for side in range(2):
            full = [x + sum(c.card(k).dice[i] for k in equip_ids[side] if c.card(k).lasts == "combat")
                    for i, x in enumerate(c.card(fighter_ids[side]).dice)]
            if any(p > f for p, f in zip(pools[side], full, strict=False)) or 0 in pools[side]:
                check.fail("arena.combat", f"pools[{side}]", f"each pool from 1 to the fighter's dice {full} "
                           "(a pool at 0 ends the combat)")
    pos["combat"] = {k: cb[k] for k in cb}


# =========================================================================================
# laying the position out
# =========================================================================================
def build(state, data: dict[str, Any]) -> list[Event]:
    """Lay the scenario out on ``state`` (a fresh SpartacusState, its setup done)."""
    pos = validate(data)
    c = content()
    chance = state.chance
    events: list[Event] = []
    state.host = pos["host"]
    state.houses = [h["index"] for h in pos["houses"]]
    start = START_INFLUENCE[data.get("variant", "standard")]
    state.gold = list(pos["gold"])
    state.influence = [h.get("influence", start) for h in data["house"]]
    free = set(pos["free"])
    for s, house in enumerate(pos["houses"]):
        for a in house["assets"]:
            state.owner[a["card"]] = s
            if a["exhausted"]:
                state.exhausted.add(a["card"])
            if a["wounded"]:
                state.wounded.add(a["card"])
            if a["favour"]:
                state.favour[a["card"]] = a["favour"]
            if a["champion"]:
                state.champion.add(a["card"])
    # left out: the white-border cards and a face-up guard, dealt as at the start (lines 6-7)
    start_cards = {t: sorted(k for k in free if c.card(k).start and c.card(k).type == t) for t in ("slave", "gladiator")}
    guards = sorted(k for k in free if c.card(k).type == "guard")
    for t in start_cards:
        chance.shuffle("starting cards", start_cards[t])
    chance.shuffle("guards", guards)
    for s in state.seats_from(state.host):
        if pos["houses"][s]["dealt"]:
            for card in [start_cards["gladiator"].pop(), start_cards["slave"].pop(), start_cards["slave"].pop(),
                         guards.pop()]:
                state.owner[card] = s
                free.discard(card)
    for card in start_cards["slave"] + start_cards["gladiator"]:
        free.discard(card)  # the white-border cards nobody was dealt leave the game (ruling 2)
    state.market_deck = _deck(pos.get("market_deck"), sorted(k for k in free if k[0] == "m"), chance, "market deck")
    state.market_discard = list(reversed(pos.get("market_discard", [])))
    state.intrigue_discard = list(reversed(pos.get("intrigue_discard", [])))
    state.intrigue_deck = _deck(pos.get("intrigue_deck"), sorted(k for k in free if k[0] == "i"), chance, "intrigue deck")
    for s in state.seats_from(state.host):
        hand = pos["houses"][s]["hand"]
        if hand is None:
            state.hands[s] = []
            state.draw(s, HAND_SIZE, events, "Inicio de la partida")
        else:
            state.hands[s] = list(hand)
    state.round_no = data.get("round", 1)
    state.order = state.seats_from(state.host)
    state.idx = 0
    phase = data.get("phase", "intrigue")
    return events + getattr(_Enter, phase)(state, data, pos)


def _deck(listed: list[str] | None, rest: list[str], chance, name: str) -> list[str]:
    """A deck as the engine holds it (top card last): as listed, or the rest shuffled by the seed."""
    if listed is not None:
        return list(reversed(listed))
    chance.shuffle(name, rest)
    return rest


class _Enter:
    """Where each phase's scenario starts."""

    @staticmethod
    def upkeep(state, data, pos) -> list[Event]:
        state.round_no -= 1
        events = state.start_round([])
        if "decides" in data and state.step == "upkeep":  # the houses before it have paid
            first = state.order.index(data["decides"])
            upkeep = state.stack[-1]
            for i in range(first):
                upkeep.owed[i] = 0
            state.idx = first
            events = state._next_upkeep(upkeep, events)
        return events

    @staticmethod
    def intrigue(state, data, pos) -> list[Event]:
        state.open_phase("intriga")
        state.idx = state.order.index(data.get("decides", state.host))
        state.push_step("intrigue", house_used=bool(data.get("house_used", False)))
        events: list[Event] = []
        sch = pos.get("scheme")
        if sch is None:
            return events
        scheme = state.push_step("scheme", card=sch["card"], by=sch["by"], target=sch["target"],
                                 asked=list(sch["asked"]))
        for helper, gold in zip(sch["support"], sch["promises"], strict=False):
            scheme.support.append(helper)
            if gold:
                promise, made = state.ledger.make(sch["by"], helper, f"I will pay you {gold} gold once the scheme "
                                                  "is over.", rule="Cartas de conspiración")
                scheme.promises.append([promise.id, helper, gold])
            else:
                made = state.owe_favour(sch["by"], helper, "Cartas de conspiración")
            events.append(made)
        return state._after_support(events)

    @staticmethod
    def market(state, data, pos) -> list[Event]:
        events = state.start_market([])
        window = state.window
        if "decides" in data:
            window.turn = window.seats.index(data["decides"])
        for s, made in enumerate(data.get("offers_made", [])):
            if made:
                window.made[s] = made
        return events

    @staticmethod
    def auctions(state, data, pos) -> list[Event]:
        state.open_phase("mercado")
        state.gold_hidden = True
        state.gold_known = list(state.gold)
        if data.get("host_bid"):
            lots, last = [], "lot"
        elif "lots" in pos:
            lots, last = list(pos["lots"]), None
        else:
            lots, last = [state.market_deck.pop() for _ in range(min(state.num_seats, len(state.market_deck)))], None
        auction = state.push_step("bid", lots=lots, lot=last)
        events = state._next_lot(auction, [])
        if "tie" in pos:
            auction.first = [list(t) for t in pos["tie"]]
            state.sealed = SealedRound("bid", tuple(s for s, _ in pos["tie"]))
        return events

    @staticmethod
    def arena(state, data, pos) -> list[Event]:
        if pos["stage"] == "invitations":
            return state.start_arena([])
        state.open_phase("arena")
        a = pos["arena"]
        state.arena = {"final": False, "invited": list(a["entrants"]), "entrants": list(a["entrants"]),
                       "bribes": [], "fighters": list(a["fighters"]), "equip": [list(e) for e in a["equip"]],
                       "pending": []}
        state.push_step("bet")  # the combat follows the bets (its first step takes the bets' place)
        if pos["stage"] == "bets":
            state.sealed = SealedRound("bet", tuple(state.seats_from(state.host)))
            return []
        for seat, on, result, gold in a["bets"]:
            outcome = f"{state.house_name(on)}'s fighter {result}"
            state.book.place(seat, outcome, gold, state.odds(outcome))
        return state.start_combat([], pos["combat"])
