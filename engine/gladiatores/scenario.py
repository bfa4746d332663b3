"""Scenario files: a mid-game Gladiatores position, written as TOML (docs/scenarios.md).

``read(path, config)`` checks a file and returns plain data, which the ruleset embeds in the
game config (so a save of config + seed + actions recreates the position); ``validate``
names the file, the entry and the field of every problem, and checks every count against
the components (no more favour than the event and the gladiators bring, no debt beyond the
Bank Wheel, no card twice). ``engine.gladiatores.layout.build`` lays the position out.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, NoReturn

from ..core.errors import ContentError
from ..parts.tomlfile import TomlFile
from .content import DECKS, content

#: the phases a file may name, in player words, and the engine's own names
PHASES = {"bidding": "bid", "ready": "ready", "betting": "bet", "tactics": "tactics", "combat": "combat",
          "reward": "place"}
STEPS = ("turn", "respond", "counter", "draw")
TOP_KEYS = {"title", "description", "seats", "options", "phase", "step", "event", "event_number", "supply",
            "event_deck", "events_laid", "active", "seat", "market", "decks", "discard", "gladiator_pile",
            "exchange", "prizes", "winner", "out_order", "full_order"}
SEAT_KEYS = {"school", "wheel", "debt", "gladiator", "life", "favour", "hand", "ability", "turn_order", "tactics",
             "tactics_card", "tactics_revealed", "bet", "sponsor", "out", "to_draw", "used_functions"}
MARKET_KEYS = {"rows", "bids", "closed", "order", "speaker", "passes", "outbid"}
FIGHT_KEYS = {"gladiator", "life", "favour", "hand", "ability", "out", "to_draw", "bet", "tactics_card",
              "tactics_revealed"}
NO_BET = "none"


def read(path: str | Path, config: dict[str, Any]) -> dict[str, Any]:
    """The checked data of the scenario file at ``path`` for a game of ``config``."""
    file = TomlFile(Path(path))
    validate(file.data, config, file.path.name)
    return file.data


def picks(config: dict[str, Any]) -> int:
    """The combat cards a seat draws at Ready, of its choice (l. 134-136, 46)."""
    two = int(config["seats"]) == 2
    return (18 if two else 14) if config.get("mode") == "quickplay" else (9 if two else 5)


def start_values(glad: str, school: str | None, sponsor: str | None, quick: bool) -> tuple[int, int, Counter]:
    """A gladiator's life, favour and the extra cards by deck it starts an event with."""
    c = content()
    g = c.gladiators[glad]
    life, favour, cards = g.life, g.favour, Counter()
    bonuses = [] if quick or school is None else [c.schools[school].bonus]
    if sponsor is not None:
        bonuses.append(c.sponsors[sponsor].bonus)
    for bonus in bonuses:
        if bonus is None:
            continue
        if bonus.kind == "life":
            life += bonus.amount
        elif bonus.kind == "favour":
            favour += bonus.amount
        else:
            cards[bonus.deck] += bonus.amount
    return life, favour, cards


def validate(data: Any, config: dict[str, Any], where: str = "scenario") -> None:
    """Check scenario data for a game of ``config``; ContentError naming file, entry, field."""
    _Check(data, config, where).run()


class _Check:
    def __init__(self, data: Any, config: dict[str, Any], where: str):
        self.data, self.config, self.where = data, config, where
        self.c = content()
        self.quick = config.get("mode") == "quickplay"

    def fail(self, entry: str, field: str, problem: str) -> NoReturn:
        raise ContentError(f"{self.where}: entry '{entry}', field '{field}': {problem}")

    # -- small readers ------------------------------------------------------------------------------
    def keys(self, entry: str, table: Any, known: set[str]) -> None:
        if not isinstance(table, dict):
            self.fail(entry, "(all)", "must be a table")
        for key in table:
            if key not in known:
                self.fail(entry, key, f"unknown field (known: {', '.join(sorted(known))})")

    def number(self, entry: str, table: dict, key: str, low: int, high: int) -> int | None:
        if key not in table:
            return None
        value = table[key]
        if type(value) is not int or not low <= value <= high:
            self.fail(entry, key, f"must be a whole number from {low} to {high}")
        return value

    def seat_no(self, entry: str, field: str, value: Any) -> int:
        if type(value) is not int or not 0 <= value < self.n:
            self.fail(entry, field, f"must be a seat number from 0 to {self.n - 1}")
        return value

    def name(self, entry: str, field: str, value: Any, known, what: str) -> str:
        if not isinstance(value, str) or value not in known:
            self.fail(entry, field, f"unknown {what} {value!r} (known: {', '.join(sorted(known))})")
        return value

    def names(self, entry: str, field: str, value: Any, known, what: str, distinct: bool = True) -> list[str]:
        if not isinstance(value, list):
            self.fail(entry, field, f"must be a list of {what} names")
        out = [self.name(entry, f"{field}[{i}]", v, known, what) for i, v in enumerate(value)]
        if distinct and len(set(out)) < len(out):
            self.fail(entry, field, f"names a {what} twice")
        return out

    # -- the whole file --------------------------------------------------------------------------------
    def run(self) -> None:
        data, c = self.data, self.c
        self.keys("(top)", data, TOP_KEYS)
        seats = data.get("seat")
        if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
            self.fail("(top)", "seat", "needs 2 to 5 [[seat]] tables")
        self.n = n = len(seats)
        if "seats" in data and data["seats"] != n:
            self.fail("(top)", "seats", f"says {data['seats']} but there are {n} [[seat]] tables")
        phase = data.get("phase", "ready" if self.quick else "bidding")
        if not isinstance(phase, str) or phase not in PHASES:
            self.fail("(top)", "phase", f"must be one of: {', '.join(PHASES)}")
        if self.quick and phase in ("bidding", "betting", "tactics"):
            self.fail("(top)", "phase", f"a quickplay game has no {phase} step (l. 42-51, 61)")
        if phase == "betting" and n == 2:
            self.fail("(top)", "phase", "a 2-seat game skips the Betting step (l. 154)")
        self.phase = phase
        fighting_phase = phase in ("combat", "reward")
        self.step = data.get("step", "turn")
        if "step" in data and phase != "combat":
            self.fail("(top)", "step", "belongs to the combat phase only")
        if not isinstance(self.step, str) or self.step not in STEPS:
            self.fail("(top)", "step", f"must be one of: {', '.join(STEPS)}")
        events_total = 1 if self.quick else int(self.config.get("events", 3))
        self.number("(top)", data, "event_number", 1, events_total)
        event = self.name("(top)", "event", data["event"], c.events, "event card") if "event" in data else None
        laid = self.names("(top)", "events_laid", data.get("events_laid", []), c.events, "event card")
        deck = self.names("(top)", "event_deck", data.get("event_deck", []), c.events, "event card")
        if event is not None and event in laid + deck:
            self.fail("(top)", "event_deck", f"{event} is the event in play")
        if set(laid) & set(deck):
            self.fail("(top)", "event_deck", "an event card cannot be laid out and in the deck")
        self.event = event
        if "supply" in data and event is None:
            self.fail("(top)", "supply", "name the event card too: its supply sets the limit")
        cap = c.events[event].favour if event else max(e.favour for e in c.events.values())
        self.number("(top)", data, "supply", 0, cap)
        self.number("(top)", data, "active", 0, n - 1)
        for i, seat in enumerate(seats):
            self.keys(f"seat {i}", seat, SEAT_KEYS)
        self.schools()
        self.boards()
        market_glads = self.market(phase) if phase == "bidding" else []
        if "market" in data and phase != "bidding":
            self.fail("market", "(all)", "belongs to the bidding phase only")
        glads = self.fighters(fighting_phase)
        if set(glads) & set(market_glads):
            self.fail("market", "rows", "a gladiator cannot be both in the market and fighting")
        pile = self.names("(top)", "gladiator_pile", data.get("gladiator_pile", []), c.gladiators, "gladiator")
        if set(pile) & set(glads + market_glads):
            self.fail("(top)", "gladiator_pile", "names a gladiator already in play")
        self.cards()
        self.turn_orders()
        self.sealed_answers()
        if phase == "combat":
            self.combat()
        elif "exchange" in data:
            self.fail("exchange", "(all)", "belongs to the combat phase only")
        self.seat_list("out_order", [i for i, s in enumerate(data["seat"]) if s.get("out")] if phase == "combat"
                       else None)
        self.seat_list("full_order", [i for i in range(n) if None not in self.wheels[i]])
        if phase == "reward":
            self.reward()
        else:
            for key in ("prizes", "winner"):
                if key in data:
                    self.fail("(top)", key, "belongs to the reward phase only")
            for s in range(n):
                if None not in self.wheels[s]:
                    self.fail(f"seat {s}", "wheel", "a full wheel ends the game with its event (l. 57): "
                              "only the reward phase may show one")
        self.favour_budget()

    def seat_list(self, key: str, allowed: list[int] | None) -> None:
        """A list of distinct seats, each among ``allowed`` (None: any seat)."""
        if key not in self.data:
            return
        value = self.data[key]
        if not isinstance(value, list) or len(set(map(repr, value))) < len(value):
            self.fail("(top)", key, "must be a list of seats, each once")
        for k, seat in enumerate(value):
            self.seat_no("(top)", f"{key}[{k}]", seat)
            if allowed is not None and seat not in allowed:
                self.fail("(top)", f"{key}[{k}]", f"seat {seat} is not among those it lists "
                          f"({', '.join(map(str, allowed)) or 'none'})")

    def schools(self) -> None:
        chosen = [s.get("school") for s in self.data["seat"]]
        for i, school in enumerate(chosen):
            if school is not None:
                self.name(f"seat {i}", "school", school, self.c.schools, "school")
        named = [s for s in chosen if s is not None]
        if len(set(named)) < len(named):
            self.fail("seat", "school", "two seats cannot run the same school")
        sponsors = [s.get("sponsor") for s in self.data["seat"]]
        for i, sponsor in enumerate(sponsors):
            if sponsor is not None:
                if self.config.get("sponsors") != "true":
                    self.fail(f"seat {i}", "sponsor", "the game is played without Sponsor cards (option sponsors)")
                self.name(f"seat {i}", "sponsor", sponsor, self.c.sponsors, "Sponsor card")
        named = [s for s in sponsors if s is not None]
        if len(set(named)) < len(named):
            self.fail("seat", "sponsor", "two seats cannot hold the same Sponsor card")

    def boards(self) -> None:
        c = self.c
        self.wheels = []
        for i, seat in enumerate(self.data["seat"]):
            entry = f"seat {i}"
            wheel = seat.get("wheel", [])
            if not isinstance(wheel, list) or len(wheel) > c.wheel_spaces:
                self.fail(entry, "wheel", f"must be a list of at most {c.wheel_spaces} wreaths (\"\" for an empty space)")
            tokens = []
            for k, w in enumerate(wheel):
                tokens.append(None if w == "" else self.name(entry, f"wheel[{k}]", w, c.wreaths, "wreath"))
            self.wheels.append(tokens + [None] * (c.wheel_spaces - len(tokens)))
            self.number(entry, seat, "debt", 0, c.bank_max)
            used = seat.get("used_functions", [])
            if not isinstance(used, list) or any(type(u) is not int or u not in c.functions for u in used):
                self.fail(entry, "used_functions", f"must list Glory Wheel spaces with a function "
                          f"({', '.join(str(k) for k in sorted(c.functions))})")
            card = seat.get("tactics_card")
            default = [t for t in sorted(c.tactics) if t != card]
            tactics = self.names(entry, "tactics", seat.get("tactics", default), c.tactics, "Tactics card")
            if card is not None:
                self.name(entry, "tactics_card", card, c.tactics, "Tactics card")
                if card in tactics:
                    self.fail(entry, "tactics_card", f"{card} is face down, so it is not also in 'tactics'")

    def market(self, phase: str) -> list[str]:
        c, n = self.c, self.n
        market = self.data.get("market", {})
        self.keys("market", market, MARKET_KEYS)
        rows = self.names("market", "rows", market.get("rows", []), c.gladiators, "gladiator")
        if "rows" in market and len(rows) != n + 1:
            self.fail("market", "rows", f"{n} seats bid on {n + 1} gladiators (l. 106)")
        cols = 1 if n == 2 else 2 if n == 3 else 3
        taken: dict[int, set[int]] = {}
        holders = set()
        for key in ("bids", "closed"):
            spaces = market.get(key, [])
            if not isinstance(spaces, list):
                self.fail("market", key, "must be a list of tables")
            for k, space in enumerate(spaces):
                field = f"{key}[{k}]"
                self.keys(f"market {field}", space, {"row", "space", "seat"} if key == "bids" else {"row", "space"})
                for part in ("row", "space"):
                    if part not in space:
                        self.fail("market", f"{field}.{part}", "is missing")
                row = self.number("market", space, "row", 1, n + 1)
                col = self.number("market", space, "space", 1, cols)
                if col in taken.setdefault(row, set()):
                    self.fail("market", field, f"row {row}, space {col} is given twice")
                taken[row].add(col)
                if key == "bids":
                    seat = self.seat_no("market", f"{field}.seat", space.get("seat"))
                    if seat in holders:
                        self.fail("market", field, f"seat {seat} holds two bids")
                    holders.add(seat)
        for space in market.get("bids", []):
            row, col = space["row"], space["space"]
            below = taken[row] - {col}
            if any(b["row"] == row and b is not space for b in market.get("bids", [])):
                self.fail("market", "bids", f"row {row} holds two bids: the later one outbid the other")
            if below != set(range(1, col)):
                self.fail("market", "bids", f"the spaces left of row {row}'s bid must be closed (a bid takes the "
                          "left-most free space, l. 108-110)")
        for row, cols_taken in taken.items():
            if cols_taken != set(range(1, max(cols_taken) + 1)):
                self.fail("market", "closed", f"row {row}: spaces are taken from the left (l. 108-110)")
        order = market.get("order", list(range(n)))
        if not isinstance(order, list) or sorted(o if type(o) is int else -1 for o in order) != list(range(n)):
            self.fail("market", "order", f"must list every seat 0-{n - 1} once")
        if "speaker" in market:
            self.seat_no("market", "speaker", market["speaker"])
        self.number("market", market, "passes", 0, n - 1)
        outbid = market.get("outbid", [])
        if not isinstance(outbid, list):
            self.fail("market", "outbid", "must be a list of seats")
        for k, seat in enumerate(outbid):
            self.seat_no("market", f"outbid[{k}]", seat)
            if seat in holders:
                self.fail("market", f"outbid[{k}]", f"seat {seat} holds a bid, so it was not left without one")
        return rows

    def fighters(self, fighting_phase: bool) -> list[str]:
        c, glads = self.c, []
        for i, seat in enumerate(self.data["seat"]):
            entry = f"seat {i}"
            if self.phase == "bidding":
                for key in sorted(FIGHT_KEYS & set(seat)):
                    self.fail(entry, key, "gladiators are bought in the bidding step: nothing to fight with yet")
                continue
            if "gladiator" in seat:
                glads.append(self.name(entry, "gladiator", seat["gladiator"], c.gladiators, "gladiator"))
            elif "hand" in seat and not self.quick:
                self.fail(entry, "gladiator", "name the gladiator when the hand is given (its own cards are in it)")
            elif "life" in seat or "favour" in seat:
                self.fail(entry, "gladiator", "name the gladiator when its life or favour is given")
            if seat.get("ability", "ready") not in ("ready", "flipped"):
                self.fail(entry, "ability", "must be ready or flipped")
            if "out" in seat:
                if not fighting_phase:
                    self.fail(entry, "out", "a gladiator leaves the fight only in the combat phase")
                if seat["out"] not in ("defeated", "exhausted"):
                    self.fail(entry, "out", "must be defeated or exhausted")
                if seat["out"] == "defeated" and seat.get("life", 0) != 0:
                    self.fail(entry, "life", "a defeated gladiator has no life left")
                if seat["out"] == "exhausted" and seat.get("hand", []):
                    self.fail(entry, "hand", "an exhausted gladiator has no card left (l. 166)")
            if "to_draw" in seat and self.phase != "ready":
                self.fail(entry, "to_draw", "belongs to the ready phase only")
            self.number(entry, seat, "to_draw", 0, picks(self.config))
            if seat.get("tactics_revealed") is not None:
                if not isinstance(seat["tactics_revealed"], bool):
                    self.fail(entry, "tactics_revealed", "must be true or false")
                if self.phase not in ("combat", "reward") or "tactics_card" not in seat:
                    self.fail(entry, "tactics_revealed", "only a chosen Tactics card, in the fight, is revealed")
        if len(set(glads)) < len(glads):
            self.fail("seat", "gladiator", "two seats cannot fight with the same gladiator")
        return glads

    def cards(self) -> None:
        """No card named more often than the components hold, each set card with its gladiator."""
        c, data = self.c, self.data
        common = Counter()
        own: dict[int, Counter] = {}
        for i, seat in enumerate(data["seat"]):
            glad = seat.get("gladiator")
            free = Counter() if self.quick or glad is None else Counter(c.gladiators[glad].set)
            own[i] = free
            for name in self.names(f"seat {i}", "hand", seat.get("hand", []), c.cards, "card", False):
                if free[name]:
                    free[name] -= 1
                else:
                    common[name] += 1
        exchange = data.get("exchange", {})
        if isinstance(exchange, dict) and isinstance(exchange.get("cards"), list):
            owners = tuple(x if type(x) is int else None for x in (exchange.get("attacker"), exchange.get("target")))
            for k, name in enumerate(self.names("exchange", "cards", exchange["cards"], c.cards, "card", False)):
                free = own.get(owners[k % 2], Counter())
                if free[name]:
                    free[name] -= 1
                else:
                    common[name] += 1
        decks = data.get("decks", {})
        self.keys("decks", decks, set(DECKS))
        for deck, names in decks.items():
            for k, name in enumerate(self.names("decks", deck, names, c.cards, "card", False)):
                if c.cards[name].type != deck:
                    self.fail("decks", f"{deck}[{k}]", f"{name} is not a card of the {deck} deck")
                common[name] += 1
        for name in self.names("(top)", "discard", data.get("discard", []), c.cards, "card", False):
            common[name] += 1
        for name, count in sorted(common.items()):
            if count > c.cards[name].copies:
                self.fail("(top)", "hand", f"{count} {name} cards are named but the decks hold {c.cards[name].copies} "
                          "(a gladiator's own cards count first for its seat)")

    def turn_orders(self) -> None:
        orders = [s.get("turn_order") for s in self.data["seat"]]
        if self.phase in ("bidding", "ready"):
            for i, order in enumerate(orders):
                if order is not None:
                    self.fail(f"seat {i}", "turn_order", "Turn Order markers are taken after Ready (l. 36)")
            return
        if any(o is not None for o in orders) and sorted(o if type(o) is int else 0 for o in orders) != \
                list(range(1, self.n + 1)):
            self.fail("seat", "turn_order", f"give every seat one Turn Order from 1 to {self.n}, each once")

    def sealed_answers(self) -> None:
        n = self.n
        glads = [s.get("gladiator") for s in self.data["seat"]]
        for i, seat in enumerate(self.data["seat"]):
            entry = f"seat {i}"
            if "bet" in seat:
                if self.quick or n == 2:
                    self.fail(entry, "bet", "there is no betting in quickplay or with 2 seats (l. 154)")
                if self.phase in ("bidding", "ready", "reward"):
                    self.fail(entry, "bet", "bets are placed in the betting step and paid at the event's end")
                if seat["bet"] != NO_BET and (seat["bet"] not in glads or seat["bet"] is None):
                    self.fail(entry, "bet", f"must name a gladiator in this fight (given to a seat) or \"{NO_BET}\"")
            if "tactics_card" in seat and self.phase in ("bidding", "ready", "betting", "reward"):
                self.fail(entry, "tactics_card", "a Tactics card is chosen at the tactics step (l. 38)")
            if "tactics_card" in seat and self.quick:
                self.fail(entry, "tactics_card", "quickplay uses no Tactics cards")
        self.round_answers("betting", "bet")
        self.round_answers("tactics", "tactics_card")

    def round_answers(self, phase: str, key: str) -> None:
        """In a secret round under way, the seats that answered come first in Turn Order."""
        if self.phase != phase:
            return
        seats = self.data["seat"]
        answered = [i for i, s in enumerate(seats) if key in s]
        if not answered:
            return
        if len(answered) == self.n:
            self.fail("seat", key, f"every seat has answered: the {phase} step is over (start at the next one)")
        if any("turn_order" not in s for s in seats):
            self.fail("seat", "turn_order", f"give the Turn Order: the {phase} answers are given in it")
        order = sorted(range(self.n), key=lambda i: seats[i]["turn_order"])
        if sorted(answered) != sorted(order[:len(answered)]):
            self.fail(f"seat {order[len(answered) - 1]}", key, f"answers come in Turn Order: seats "
                      f"{', '.join(str(i) for i in order[:len(answered)])} answer first")

    def combat(self) -> None:
        data, n = self.data, self.n
        seats = data["seat"]
        out = [s.get("out") for s in seats]
        fighting = [i for i in range(n) if out[i] is None]
        if len(fighting) < 2:
            self.fail("seat", "out", "a fight goes on while two gladiators are left (l. 211)")
        active = data.get("active")
        if active is not None and out[active] is not None:
            self.fail("(top)", "active", f"seat {active}'s gladiator is out of the fight")
        exchange = data.get("exchange")
        step = self.step
        if step in ("respond", "counter"):
            if exchange is None:
                self.fail("exchange", "(all)", f"the {step} step needs an [exchange] (attacker, target, cards)")
            self.keys("exchange", exchange, {"attacker", "target", "cards"})
            attacker = self.seat_no("exchange", "attacker", exchange.get("attacker"))
            target = self.seat_no("exchange", "target", exchange.get("target"))
            if attacker == target or out[attacker] is not None or out[target] is not None:
                self.fail("exchange", "target", "two different gladiators still fighting take part")
            cards = self.names("exchange", "cards", exchange.get("cards", []), self.c.cards, "card", False)
            if step == "respond" and not cards:
                self.fail("exchange", "cards", "the respond step answers the card on top: list the cards played")
            if step == "counter" and cards:
                self.fail("exchange", "cards", "a counter-attack starts with no card played yet")
            for k, name in enumerate(cards[1:], start=1):
                if name not in self.c.cards[cards[k - 1]].breaks:
                    self.fail("exchange", f"cards[{k}]", f"{name} cannot break {cards[k - 1]}")
            if cards and self.c.cards[cards[0]].type != "attack":
                self.fail("exchange", "cards[0]", "an exchange opens with an Attack card")
        elif exchange is not None:
            self.fail("exchange", "(all)", "only the respond and counter steps have an exchange under way")

    def reward(self) -> None:
        data, c = self.data, self.c
        winner = self.number("(top)", data, "winner", 0, self.n - 1)
        prizes = data.get("prizes")
        if not isinstance(prizes, list) or not prizes:
            self.fail("(top)", "prizes", "the reward phase needs the [[prizes]] still to place")
        for k, prize in enumerate(prizes):
            self.keys(f"prizes[{k}]", prize, {"seat", "wreath", "reason"})
            self.seat_no(f"prizes[{k}]", "seat", prize.get("seat"))
            self.name(f"prizes[{k}]", "wreath", prize.get("wreath"), c.wreaths, "wreath")
        if winner is None:
            self.fail("(top)", "winner", "name the seat whose gladiator won the event")
        for i, seat in enumerate(data["seat"]):
            if seat.get("favour", 0):
                self.fail(f"seat {i}", "favour", "favour is converted to wreaths before the reward step (l. 96)")

    def favour_budget(self) -> None:
        """Favour comes from the event supply (l. 92) on top of what each gladiator brought."""
        data = self.data
        if self.phase == "bidding":
            return
        for i, seat in enumerate(data["seat"]):
            if "life" in seat:
                life, _, _ = start_values(seat["gladiator"], seat.get("school"), seat.get("sponsor"), self.quick)
                self.number(f"seat {i}", seat, "life", 0, life)
        if self.phase == "reward":
            return
        if self.event is None:
            for i, seat in enumerate(data["seat"]):
                if "favour" in seat and "gladiator" in seat:
                    _, start, _ = start_values(seat["gladiator"], seat.get("school"), seat.get("sponsor"), self.quick)
                    if type(seat["favour"]) is not int or not 0 <= seat["favour"] <= start:
                        self.fail(f"seat {i}", "favour", f"more than the gladiator's {start} needs the event card "
                                  "named too: its supply sets the limit")
            return
        supply = data.get("supply", self.c.events[self.event].favour)
        gained = 0
        for i, seat in enumerate(data["seat"]):
            if "favour" not in seat or "gladiator" not in seat:
                continue
            life, start, _ = start_values(seat["gladiator"], seat.get("school"), seat.get("sponsor"), self.quick)
            if type(seat["favour"]) is not int or seat["favour"] < 0:
                self.fail(f"seat {i}", "favour", "must be a whole number of 0 or more")
            gained += max(0, seat["favour"] - start)
        if gained > self.c.events[self.event].favour - supply:
            self.fail("(top)", "supply", f"the seats hold {gained} favour more than their gladiators brought, "
                      f"but only {self.c.events[self.event].favour - supply} has left the event supply")
