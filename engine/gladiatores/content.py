"""Gladiatores content: combat cards, gladiators, events, schools, Tactics, Sponsors and the
wheels, read from the TOML files in ``content/`` and checked at load.

Every problem raises ContentError naming the file, the entry and the field. Card, ability
and Tactics effects are a small vocabulary of named operations (``OPS``).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..core.errors import ContentError
from ..parts.tomlfile import TomlFile

CONTENT_DIR = Path(__file__).resolve().parent / "content"
FILES = ("cards.toml", "gladiators.toml", "events.toml", "extras.toml")

DECKS = ("attack", "defense", "effect")
#: effect operations: wound (the other gladiator of the exchange), draw (from ``deck``),
#: favour (from the event supply), heal (up to the starting life), counter_attack (answer
#: with an Attack), resolve_below (the card under the card broken takes effect),
#: opp_discard (the other gladiator discards at random), refresh (the ability is ready)
OPS = ("wound", "draw", "favour", "heal", "counter_attack", "resolve_below", "opp_discard", "refresh")
TRIGGER_ONLY = ("counter_attack", "resolve_below")
BONUS_KINDS = ("life", "favour", "card")
METALS = ("bronze", "silver", "gold")


@dataclass(frozen=True)
class Effect:
    op: str
    amount: int = 1
    deck: str = ""
    if_weapon: tuple[str, ...] = ()


@dataclass(frozen=True)
class Option:
    """One side of an either/or card."""

    label: str
    immediate: tuple[Effect, ...] = ()
    trigger: tuple[Effect, ...] = ()
    ends_exchange: bool = False
    label_es: str = ""  # the label in Spanish (every English text has its twin: ``_Reader.twin``)


@dataclass(frozen=True)
class CardDef:
    name: str
    type: str
    copies: int
    breaks: tuple[str, ...]
    text: str
    red_triangle: bool = False
    favour: int = 0
    options: tuple[Option, ...] = ()  # one Option for a plain card
    text_es: str = ""


@dataclass(frozen=True)
class Ability:
    name: str
    when: str  # "turn" or "counter"
    on: tuple[str, ...]
    text: str
    effects: tuple[Effect, ...]
    text_es: str = ""


@dataclass(frozen=True)
class GladiatorDef:
    name: str
    life: int
    favour: int
    odds: tuple[int, ...]
    weapons: tuple[str, ...]
    armour: tuple[str, ...]
    text: str
    set: tuple[str, ...]
    abilities: tuple[Ability, ...]
    text_es: str = ""


@dataclass(frozen=True)
class Band:
    start: int
    wreath: str


@dataclass(frozen=True)
class EventDef:
    name: str
    first: str
    second: str
    favour: int
    bands: tuple[Band, ...]

    def band(self, favour: int) -> str | None:
        """The wreath ``favour`` converts to (None: below every band)."""
        out = None
        for band in self.bands:
            if favour >= band.start:
                out = band.wreath
        return out


@dataclass(frozen=True)
class Bonus:
    kind: str
    amount: int = 1
    deck: str = ""


@dataclass(frozen=True)
class Named:
    """A school, Tactics or Sponsor card."""

    name: str
    text: str
    bonus: Bonus | None = None
    effects: tuple[Effect, ...] = ()
    text_es: str = ""


@dataclass(frozen=True)
class Content:
    cards: dict[str, CardDef]
    gladiators: dict[str, GladiatorDef]
    events: dict[str, EventDef]
    schools: dict[str, Named]
    tactics: dict[str, Named]
    sponsors: dict[str, Named]
    wreaths: dict[str, int]
    wheel_spaces: int
    full_bonus: tuple[int, ...]
    bank_max: int
    functions: dict[int, Bonus]

    def deck_list(self, deck: str) -> list[str]:
        """Card names of a combat deck, one per copy, in file order."""
        return [c.name for c in self.cards.values() if c.type == deck for _ in range(c.copies)]


class _Reader(TomlFile):
    def entries(self, key: str) -> list[dict]:
        value = super().entries(key)
        for i, entry in enumerate(value):
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or not entry["name"]:
                raise ContentError(f"{self.path.name}: [[{key}]] number {i + 1} needs a 'name' text")
        return value

    def twin(self, entry: dict, name: str, field_name: str, english: str, where: str = "") -> str:
        """The Spanish twin (``<field>_es``) of an English text of ``entry`` (``where``: the table
        it sits in, as an error names it): required whenever the English text is given (a missing
        one is a content error naming file, entry and field)."""
        value = entry.get(f"{field_name}_es", "")
        shown = f"{where}.{field_name}_es" if where else f"{field_name}_es"
        if not isinstance(value, str):
            self.fail(name, shown, f"must be text, not {value!r}")
        if english and not value.strip():
            self.fail(name, shown, "is missing: every English text needs its Spanish twin")
        return value

    def get(self, entry: dict, field_name: str, kind, default=..., choices=None):
        name = entry.get("name", "?")
        if field_name not in entry:
            if default is ...:
                self.fail(name, field_name, "is missing")
            return default
        value = entry[field_name]
        if kind is int and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            self.fail(name, field_name, f"must be a whole number of 0 or more, not {value!r}")
        if kind is str and not isinstance(value, str):
            self.fail(name, field_name, f"must be text, not {value!r}")
        if kind is bool and not isinstance(value, bool):
            self.fail(name, field_name, f"must be true or false, not {value!r}")
        if kind is list and not (isinstance(value, list) and all(isinstance(v, (str, int, dict)) for v in value)):
            self.fail(name, field_name, f"must be a list, not {value!r}")
        if choices is not None and value not in choices:
            self.fail(name, field_name, f"'{value}' is not one of: {', '.join(map(str, choices))}")
        return value

    def effects(self, entry: dict, field_name: str, raw=None) -> tuple[Effect, ...]:
        name = entry.get("name", "?")
        raw = entry.get(field_name, []) if raw is None else raw
        if not isinstance(raw, list):
            self.fail(name, field_name, "must be a list of effects")
        out = []
        for i, ef in enumerate(raw):
            where = f"{field_name}[{i}]"
            if not isinstance(ef, dict) or ef.get("op") not in OPS:
                self.fail(name, f"{where}.op", f"must be one of: {', '.join(OPS)}")
            amount = ef.get("amount", 1)
            if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
                self.fail(name, f"{where}.amount", f"must be a whole number of 1 or more, not {amount!r}")
            deck = ef.get("deck", "")
            if ef["op"] == "draw" and deck not in DECKS:
                self.fail(name, f"{where}.deck", f"a draw needs a deck among: {', '.join(DECKS)}")
            weapons = ef.get("if_weapon", [])
            if not isinstance(weapons, list) or not all(isinstance(w, str) for w in weapons):
                self.fail(name, f"{where}.if_weapon", "must be a list of weapon names")
            out.append(Effect(ef["op"], amount, deck, tuple(weapons)))
        return tuple(out)

    def bonus(self, entry: dict, field_name: str = "bonus", raw=None) -> Bonus:
        name = entry.get("name", "?")
        raw = entry.get(field_name) if raw is None else raw
        if not isinstance(raw, dict) or raw.get("kind") not in BONUS_KINDS:
            self.fail(name, f"{field_name}.kind", f"must be one of: {', '.join(BONUS_KINDS)}")
        amount = raw.get("amount", 1)
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
            self.fail(name, f"{field_name}.amount", "must be a whole number of 1 or more")
        if raw["kind"] == "card" and raw.get("deck") not in DECKS:
            self.fail(name, f"{field_name}.deck", f"must be one of: {', '.join(DECKS)}")
        return Bonus(raw["kind"], amount, raw.get("deck", ""))


def _cards(r: _Reader) -> dict[str, CardDef]:
    cards: dict[str, CardDef] = {}
    for entry in r.entries("card"):
        name = entry["name"]
        if name in cards:
            r.fail(name, "name", "is used twice")
        kind = r.get(entry, "type", str, choices=DECKS)
        breaks = tuple(r.get(entry, "breaks", list, default=[]))
        raw_options = r.get(entry, "options", list, default=[])
        options = []
        for i, raw in enumerate(raw_options):
            if not isinstance(raw, dict) or not isinstance(raw.get("label"), str):
                r.fail(name, f"options[{i}].label", "each option needs a label")
            options.append(Option(raw["label"], r.effects(entry, f"options[{i}].immediate", raw.get("immediate", [])),
                                  r.effects(entry, f"options[{i}].trigger", raw.get("trigger", [])),
                                  bool(raw.get("ends_exchange", False)),
                                  r.twin(raw, name, "label", raw["label"], f"options[{i}]")))
        if options and ("immediate" in entry or "trigger" in entry):
            r.fail(name, "options", "an either/or card puts its effects in its options only")
        if len(options) == 1:
            r.fail(name, "options", "an either/or card needs two options or more")
        if not options:
            options = [Option("", r.effects(entry, "immediate"), r.effects(entry, "trigger"))]
        for option in options:
            if any(e.op in TRIGGER_ONLY for e in option.immediate):
                r.fail(name, "immediate", f"{', '.join(TRIGGER_ONLY)} may only be triggers")
        text = r.get(entry, "text", str)
        cards[name] = CardDef(name, kind, r.get(entry, "copies", int), breaks, text,
                              r.get(entry, "red_triangle", bool, default=False), r.get(entry, "favour", int, default=0),
                              tuple(options), r.twin(entry, name, "text", text))
    for card in cards.values():
        for other in card.breaks:
            if other not in cards:
                r.fail(card.name, "breaks", f"names '{other}', which is no card")
    return cards


def _gladiators(r: _Reader, cards: dict[str, CardDef]) -> dict[str, GladiatorDef]:
    out: dict[str, GladiatorDef] = {}
    for entry in r.entries("gladiator"):
        name = entry["name"]
        if name in out:
            r.fail(name, "name", "is used twice")
        odds = r.get(entry, "odds", list)
        if len(odds) != 5 or not all(isinstance(v, int) and 1 <= v <= 3 for v in odds):
            r.fail(name, "odds", "needs five wreath values (1-3), one per Turn Order")
        card_set = r.get(entry, "set", list)
        if len(card_set) != 9:
            r.fail(name, "set", f"a gladiator set has 9 cards, not {len(card_set)}")
        for card in card_set:
            if card not in cards:
                r.fail(name, "set", f"names '{card}', which is no card")
        abilities = []
        raw_abilities = r.get(entry, "abilities", list)
        for i, raw in enumerate(raw_abilities):
            where = f"abilities[{i}]"
            if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
                r.fail(name, f"{where}.name", "each ability needs a name")
            when = raw.get("when")
            if when not in ("turn", "counter"):
                r.fail(name, f"{where}.when", "must be turn or counter")
            on = raw.get("on", [])
            if when == "counter" and (not on or any(c not in cards for c in on)):
                r.fail(name, f"{where}.on", "a counter ability names the cards it answers")
            effects = r.effects(entry, f"{where}.effects", raw.get("effects", []))
            if not effects or any(e.op in TRIGGER_ONLY for e in effects):
                r.fail(name, f"{where}.effects", "needs effects, none of them trigger-only")
            if when == "turn" and any(e.op in ("wound", "opp_discard") for e in effects):
                r.fail(name, f"{where}.effects", "a turn ability has no other gladiator to hit")
            text = str(raw.get("text", ""))
            abilities.append(Ability(raw["name"], when, tuple(on), text, effects,
                                     r.twin(raw, name, "text", text, where)))
        if not abilities:
            r.fail(name, "abilities", "a gladiator needs a special ability")
        text = r.get(entry, "text", str)
        out[name] = GladiatorDef(name, r.get(entry, "life", int), r.get(entry, "favour", int), tuple(odds),
                                 tuple(r.get(entry, "weapons", list)), tuple(r.get(entry, "armour", list)),
                                 text, tuple(card_set), tuple(abilities), r.twin(entry, name, "text", text))
        if out[name].life < 1:
            r.fail(name, "life", "a gladiator needs 1 life point or more")
    return out


def _events(r: _Reader, wreaths: dict[str, int]) -> dict[str, EventDef]:
    out: dict[str, EventDef] = {}
    for entry in r.entries("event"):
        name = entry["name"]
        first = r.get(entry, "first", str, choices=tuple(wreaths))
        second = r.get(entry, "second", str, choices=tuple(wreaths))
        bands = []
        for i, raw in enumerate(r.get(entry, "bands", list)):
            if not isinstance(raw, dict) or raw.get("wreath") not in wreaths or \
                    not isinstance(raw.get("from"), int) or raw["from"] < 1:
                r.fail(name, f"bands[{i}]", "a band needs 'from' (1 or more) and a wreath")
            bands.append(Band(raw["from"], raw["wreath"]))
        if [b.start for b in bands] != sorted({b.start for b in bands}):
            r.fail(name, "bands", "bands must rise")
        out[name] = EventDef(name, first, second, r.get(entry, "favour", int), tuple(bands))
    return out


def _named(r: _Reader, key: str, with_bonus: bool) -> dict[str, Named]:
    out: dict[str, Named] = {}
    for entry in r.entries(key):
        name = entry["name"]
        if name in out:
            r.fail(name, "name", "is used twice")
        if with_bonus:
            text = r.get(entry, "text", str)
            out[name] = Named(name, text, bonus=r.bonus(entry), text_es=r.twin(entry, name, "text", text))
        else:
            effects = r.effects(entry, "effects")
            if not effects or any(e.op in TRIGGER_ONLY + ("wound", "opp_discard") for e in effects):
                r.fail(name, "effects", "Tactics effects act on your own gladiator only")
            text = r.get(entry, "text", str)
            out[name] = Named(name, text, effects=effects, text_es=r.twin(entry, name, "text", text))
    return out


def load(directory: Path = CONTENT_DIR) -> Content:
    card_file = _Reader(directory / "cards.toml")
    cards = _cards(card_file)
    gladiators = _gladiators(_Reader(directory / "gladiators.toml"), cards)
    extras = _Reader(directory / "extras.toml")
    wreaths = extras.data.get("wreaths")
    if not isinstance(wreaths, dict) or not wreaths or not all(isinstance(v, int) and v > 0 for v in wreaths.values()):
        raise ContentError("extras.toml: [wreaths] needs each wreath's victory points")
    for kind in wreaths:
        if kind.split("_")[-1] not in METALS:
            raise ContentError(f"extras.toml: wreath '{kind}' must end in bronze, silver or gold")
    events = _events(_Reader(directory / "events.toml"), wreaths)
    wheel = extras.data.get("wheel")
    if not isinstance(wheel, dict):
        raise ContentError("extras.toml: needs a [wheel] table")
    for key in ("spaces", "bank_max"):
        if not isinstance(wheel.get(key), int) or wheel[key] < 1:
            raise ContentError(f"extras.toml: entry 'wheel', field '{key}': must be a whole number of 1 or more")
    functions = {}
    for i, raw in enumerate(wheel.get("functions", [])):
        if not isinstance(raw, dict) or not isinstance(raw.get("space"), int) or not 1 <= raw["space"] <= wheel["spaces"]:
            raise ContentError(f"extras.toml: entry 'wheel', field 'functions[{i}].space': must be a wheel space")
        functions[raw["space"]] = extras.bonus({"name": "wheel"}, f"functions[{i}].bonus", raw.get("bonus"))
    content = Content(cards, gladiators, events, _named(extras, "school", True), _named(extras, "tactics", False),
                      _named(extras, "sponsor", True), dict(wreaths), wheel["spaces"],
                      tuple(wheel.get("full_bonus", ())), wheel["bank_max"], functions)
    if len(content.gladiators) < 6 or len(content.events) < 5 or len(content.schools) < 5:
        raise ContentError("gladiators.toml/events.toml/extras.toml: too few gladiators, events or schools for 5 seats")
    return content


@cache
def content() -> Content:
    """The shipped content, loaded once."""
    return load()
