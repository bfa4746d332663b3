"""Spartacus content: houses, the market deck and the intrigue deck, read from the TOML files
in ``content/`` and checked at load (every problem names the file, the entry and the field).

Effects are a small vocabulary of named operations (``OPS``) carried out by ``effects.py``.

Every player text has its Spanish twin beside it: ``text_es`` for each ``text``, and
``name_es`` for every name that is not a proper name (houses, intrigue cards, the epithet of
a character: "Tiro the Cook"); a missing twin is a content error, so no blank reaches the screen.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import NamedTuple

from ..core.errors import ContentError
from ..parts.tomlfile import read_toml

CONTENT_DIR = Path(__file__).resolve().parent / "content"

#: effect operations; those that need a target house say so
SELF_OPS = ("gain_gold", "gain_influence", "draw", "heal_own", "ready_own", "tax_richest", "wound_rival")
TARGET_OPS = ("steal_gold", "target_lose_gold", "target_lose_influence", "target_discard",
              "exhaust_target", "wound_target", "kill_target")
OPS = SELF_OPS + TARGET_OPS
#: equipment effects in the arena (combate.py), for the first round or the whole combat as the card's
#: ``lasts`` says: re-roll attack dice showing 1-2, +1 to the highest attack die below 6, move more hexes,
#: shrug off wounds
COMBAT_OPS = ("reroll", "plus_one_attack", "extra_move", "ignore_wound")
CHARACTERS = ("slave", "gladiator")
MARKET_TYPES = CHARACTERS + ("equipment",)
INTRIGUE_TYPES = ("scheme", "reaction", "guard")
EQUIPMENT_KINDS = ("armour", "weapon", "special")
EXHAUST = ("none", "slave", "gladiator")


@dataclass(frozen=True)
class Effect:
    op: str
    amount: int


@dataclass(frozen=True)
class Ability:
    cost_gold: int
    effects: tuple[Effect, ...]
    exhaust: str = "none"


@dataclass(frozen=True)
class House:
    name: str
    gold: int
    marker: str
    text: str
    ability: Ability
    name_es: str = ""
    text_es: str = ""


@dataclass(frozen=True)
class CardDef:
    """One card of either deck. Characters: attack/defence/speed are dice; equipment: extra dice and
    combat ``effects`` (COMBAT_OPS), both for the first round or the whole combat (``lasts``)."""

    name: str
    type: str
    value: int
    text: str
    start: bool = False
    attack: int = 0
    defence: int = 0
    speed: int = 0
    ability: Ability | None = None
    kind: str = ""
    lasts: str = "combat"
    influence: int = 0
    target: bool = False
    effects: tuple[Effect, ...] = ()
    copies: int = 1
    name_es: str = ""
    text_es: str = ""

    @property
    def dice(self) -> tuple[int, int, int]:
        return (self.attack, self.defence, self.speed)


class _Reader:
    def __init__(self, path: Path, entry: str):
        self.path, self.entry = path, entry

    def fail(self, field: str, problem: str):
        raise ContentError(f"{self.path.name}: {self.entry}: field '{field}' {problem}")

    def get(self, data: dict, field: str, kind: type, default=None, choices=None):
        if field not in data:
            if default is None:
                self.fail(field, "is missing")
            return default
        value = data[field]
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            self.fail(field, f"must be a whole number, not {value!r}")
        if kind is int and value < 0:
            self.fail(field, "cannot be negative")
        if kind is not int and not isinstance(value, kind):
            self.fail(field, f"must be a {kind.__name__}, not {value!r}")
        if choices is not None and value not in choices:
            self.fail(field, f"must be one of {', '.join(choices)}, not {value!r}")
        return value

    def twins(self, data: dict, named: bool = True) -> dict[str, str]:
        """The Spanish twins of the entry's texts (``text_es``, and ``name_es`` when ``named``)."""
        out = {"text_es": self.spanish(data, "text")}
        if named:
            out["name_es"] = self.spanish(data, "name")
        return out

    def spanish(self, data: dict, field: str) -> str:
        twin = f"{field}_es"
        if twin not in data:
            self.fail(twin, f"is missing: every {field} needs its Spanish twin")
        value = self.get(data, twin, str)
        if not value.strip():
            self.fail(twin, "is empty")
        return value

    def effects(self, raw, field: str = "effects", allowed=OPS) -> tuple[Effect, ...]:
        if not isinstance(raw, list) or not raw:
            self.fail(field, "must be a list of {op, amount}")
        out = []
        for item in raw:
            if not isinstance(item, dict):
                self.fail(field, "must hold tables {op, amount}")
            op = self.get(item, "op", str, choices=allowed)
            out.append(Effect(op, self.get(item, "amount", int)))
        return tuple(out)

    def ability(self, raw, exhaust_default: str | None) -> Ability:
        if not isinstance(raw, dict):
            self.fail("ability", "must be a table {cost_gold, effects}")
        exhaust = self.get(raw, "exhaust", str, default=exhaust_default, choices=EXHAUST)
        return Ability(self.get(raw, "cost_gold", int, default=0), self.effects(raw.get("effects"), "ability.effects",
                                                                               SELF_OPS), exhaust)


def _load(name: str, table: str) -> tuple[Path, list[dict]]:
    path = CONTENT_DIR / name
    data = read_toml(path)  # size, depth and string limits: engine/parts/tomlfile.py
    rows = data.get(table)
    if not isinstance(rows, list) or not rows:
        raise ContentError(f"{path.name}: no [[{table}]] entries")
    return path, rows


def read_houses(name: str = "houses.toml") -> tuple[House, ...]:
    path, rows = _load(name, "house")
    out = []
    for i, row in enumerate(rows):
        r = _Reader(path, f"house {i + 1} ({row.get('name', '?')})")
        out.append(House(r.get(row, "name", str), r.get(row, "gold", int), r.get(row, "marker", str),
                         r.get(row, "text", str), r.ability(row.get("ability"), None), **r.twins(row)))
    _unique(path, [h.name for h in out])
    return tuple(out)


def read_market(name: str = "market.toml") -> tuple[CardDef, ...]:
    path, rows = _load(name, "card")
    out = []
    for i, row in enumerate(rows):
        r = _Reader(path, f"card {i + 1} ({row.get('name', '?')})")
        kind = r.get(row, "type", str, choices=MARKET_TYPES)
        common = dict(name=r.get(row, "name", str), type=kind, value=r.get(row, "value", int),
                      text=r.get(row, "text", str), attack=r.get(row, "attack", int),
                      defence=r.get(row, "defence", int), speed=r.get(row, "speed", int))
        twins = r.twins(row, named=kind == "equipment" or " the " in common["name"]) if kind == "equipment" or \
            min(common["attack"], common["defence"], common["speed"]) >= 1 else {}
        if kind == "equipment":
            effects = r.effects(row["effects"], allowed=COMBAT_OPS) if "effects" in row else ()
            if not effects and not any((common["attack"], common["defence"], common["speed"])):
                r.fail("effects", "are needed by equipment that adds no dice")
            out.append(CardDef(**common, kind=r.get(row, "kind", str, choices=EQUIPMENT_KINDS),
                               lasts=r.get(row, "lasts", str, choices=("combat", "round")), effects=effects,
                               **twins))
            continue
        if min(common["attack"], common["defence"], common["speed"]) < 1:
            r.fail("attack", "and defence and speed must each be at least 1 die for a character")
        ability = r.ability(row["ability"], "none") if "ability" in row else None
        out.append(CardDef(**common, start=r.get(row, "start", bool, default=False), ability=ability, **twins))
    _unique(path, [c.name for c in out])
    return tuple(out)


def read_intrigue(name: str = "intrigue.toml") -> tuple[CardDef, ...]:
    path, rows = _load(name, "card")
    out = []
    for i, row in enumerate(rows):
        r = _Reader(path, f"card {i + 1} ({row.get('name', '?')})")
        kind = r.get(row, "type", str, choices=INTRIGUE_TYPES)
        common = dict(name=r.get(row, "name", str), type=kind, value=r.get(row, "value", int),
                      text=r.get(row, "text", str), copies=r.get(row, "copies", int, default=1))
        if kind == "guard":
            out.append(CardDef(**common, **r.twins(row)))
        elif kind == "reaction":
            out.append(CardDef(**common, influence=r.get(row, "influence", int), **r.twins(row)))
        else:
            target = r.get(row, "target", bool)
            effects = r.effects(row.get("effects"))
            if target != any(e.op in TARGET_OPS for e in effects):
                r.fail("target", "must be true exactly when an effect is aimed at another house")
            out.append(CardDef(**common, influence=r.get(row, "influence", int), target=target, effects=effects,
                               **r.twins(row)))
    _unique(path, [c.name for c in out])
    return tuple(out)


def _unique(path: Path, names: list[str]) -> None:
    seen = set()
    for name in names:
        if name in seen:
            raise ContentError(f"{path.name}: '{name}' is listed twice")
        seen.add(name)


@dataclass(frozen=True)
class Content:
    houses: tuple[House, ...]
    market: tuple[CardDef, ...]
    intrigue: tuple[CardDef, ...]

    def card(self, card_id: str) -> CardDef:
        """A card instance id: 'm<index>' (market) or 'i<index>-<copy>' (intrigue)."""
        known = self._by_id.get(card_id)
        if known is not None:  # the search's hot path: one dict look-up
            return known
        if card_id[0] == "m":
            return self.market[int(card_id[1:])]
        return self.intrigue[int(card_id[1:].split("-")[0])]

    @cached_property
    def _by_id(self) -> dict[str, CardDef]:
        ids = self.market_ids() + self.intrigue_ids()
        return {k: (self.market[int(k[1:])] if k[0] == "m" else self.intrigue[int(k[1:].split("-")[0])]) for k in ids}

    @cached_property
    def names(self) -> dict[str, str]:
        """Each card instance id's name."""
        return {k: d.name for k, d in self._by_id.items()}

    @cached_property
    def types(self) -> dict[str, str]:
        """Each card instance id's type ("gladiator", "slave", "guard" ...): the hot path of asset lists."""
        return {k: d.type for k, d in self._by_id.items()}

    def market_ids(self) -> list[str]:
        return [f"m{i}" for i in range(len(self.market))]

    def intrigue_ids(self) -> list[str]:
        return [f"i{i}-{c}" for i, card in enumerate(self.intrigue) for c in range(card.copies)]

    @cached_property
    def decks(self) -> Decks:
        """The card ids a game's start deals from (``SpartacusState._deal_start``), worked out once."""
        market, intrigue = self.market_ids(), self.intrigue_ids()
        return Decks(
            start_slaves=tuple(m for m in market if self.card(m).start and self.card(m).type == "slave"),
            start_gladiators=tuple(m for m in market if self.card(m).start and self.card(m).type == "gladiator"),
            market=tuple(m for m in market if not self.card(m).start),
            guards=tuple(i for i in intrigue if self.card(i).type == "guard"),
            intrigue=tuple(intrigue))


class Decks(NamedTuple):
    """Card ids in id order: the white-border slaves and gladiators (Inicio de la partida), the rest
    of the market deck, the guards, and every intrigue card."""
    start_slaves: tuple[str, ...]
    start_gladiators: tuple[str, ...]
    market: tuple[str, ...]
    guards: tuple[str, ...]
    intrigue: tuple[str, ...]


@cache
def content() -> Content:
    return Content(read_houses(), read_market(), read_intrigue())
