"""For Glory content: cards, arenas, champions, boasts and starting decks, read
from the TOML files in ``content/`` and checked at load.

Every problem raises ContentError naming the file, the entry and the field.
Effects are a small vocabulary of named operations (see ``OPS``); a card names
its abilities as data and the rules engine carries them out.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import ContentError
from ..parts.tomlfile import TomlFile

CONTENT_DIR = Path(__file__).resolve().parent / "content"

TYPES = ("income", "patron", "gladiator", "scheme", "tactic", "reaction", "boast", "arena")
SUPPLY_DECKS = ("economy", "gladiator", "training")
ABILITY_KINDS = ("scheme", "tactic", "reaction", "free")
TRIGGERS = ("attacks", "attacks_self", "damage_assigned")
#: effect operation -> the target kinds it accepts (None: no target)
OPS: dict[str, tuple[str, ...] | None] = {
    "draw": None,
    "gain_coin": None,
    "deal_damage": ("gladiator", "your_gladiator", "opposing_gladiator"),
    "place_blessing": ("gladiator", "your_gladiator"),
    "remove_damage": ("gladiator", "your_gladiator"),
    "prevent_damage": ("gladiator", "your_gladiator"),
    "reassign_damage": ("gladiator",),
    "ready_gladiator": ("gladiator", "your_gladiator"),
    "exhaust_gladiator": ("gladiator", "opposing_gladiator"),
    "put_gladiator_from_hand": ("hand_gladiator",),
    "discard_supply": ("supply",),
    "return_if_defeated": None,
}
#: operations that set up a condition for later rather than acting at once (may follow Damage)
LASTING_OPS = ("return_if_defeated",)
STATIC_OPS = ("attack_bonus", "health_bonus", "agility_bonus", "reserve_gladiators",
              "late_registration_cost", "influence_bonus")


@dataclass(frozen=True)
class Effect:
    op: str
    amount: int = 0
    target: str | None = None


@dataclass(frozen=True)
class Ability:
    kind: str
    effects: tuple[Effect, ...]
    exhaust: bool = False
    coin: int = 0
    trigger: str | None = None
    #: derived once (the rules engine asks on every decision): the target selector
    #: (``target``) and the set of effect operations
    selector: str | None = field(init=False, compare=False, repr=False, default=None)
    ops: frozenset = field(init=False, compare=False, repr=False, default=frozenset())

    def __post_init__(self):
        object.__setattr__(self, "selector", next((e.target for e in self.effects if e.target is not None), None))
        object.__setattr__(self, "ops", frozenset(e.op for e in self.effects))

    @property
    def target(self) -> str | None:
        """The one target selector this ability uses (at most one per ability)."""
        return self.selector


@dataclass(frozen=True)
class Static:
    op: str
    amount: int = 0
    whose: str = "your"


@dataclass(frozen=True)
class CardDef:
    name: str
    type: str
    deck: str
    cost: int = 0
    copies: int = 0
    text: str = ""
    value: int = 0          # income
    influence: int = 0      # patron: granted; gladiator: required
    attack: int = 0
    health: int = 0
    agility: int = 0
    bloodlust: int = 0
    abilities: tuple[Ability, ...] = ()
    static: tuple[Static, ...] = ()
    champion: str | None = None
    level: int = 0
    boast_value: int = 0
    players: int = 0
    text_es: str = ""       # the text in Spanish (every English text has its twin: see ``_Reader.text_es``)
    name_es: str = ""       # the title in Spanish when it is no proper name ("Prayer to Mars"); "" reads the same


@dataclass
class Content:
    cards: dict[str, CardDef] = field(default_factory=dict)
    starting: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    champions: dict[str, list[str]] = field(default_factory=dict)  # champion -> level card names
    arenas: list[str] = field(default_factory=list)
    boasts: dict[int, list[str]] = field(default_factory=dict)      # players -> names, smallest first

    def supply(self, deck: str) -> list[str]:
        out = []
        for card in self.cards.values():
            if card.deck == deck:
                out.extend([card.name] * card.copies)
        return out


class _Reader(TomlFile):
    def get(self, entry: dict, name: str, field_name: str, kind, default=..., choices=None):
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
        if choices is not None and value not in choices:
            self.fail(name, field_name, f"'{value}' is not one of: {', '.join(choices)}")
        return value

    def text_es(self, entry: dict, name: str, text: str) -> str:
        """The Spanish twin of an entry's English ``text``: required whenever the text is given."""
        if not text:
            return self.get(entry, name, "text_es", str, "")
        twin = self.get(entry, name, "text_es", str, "")
        if not twin.strip():
            self.fail(name, "text_es", "is missing: every English text needs its Spanish twin")
        return twin

    def abilities(self, entry: dict, name: str, card_type: str) -> tuple[Ability, ...]:
        raw = entry.get("abilities", [])
        if not isinstance(raw, list):
            self.fail(name, "abilities", "must be a list")
        out = []
        for i, ab in enumerate(raw):
            where = f"abilities[{i}]"
            if not isinstance(ab, dict):
                self.fail(name, where, "must be a table")
            kind = self.get(ab, name, "kind", str, choices=ABILITY_KINDS) if "kind" in ab else \
                self.fail(name, f"{where}.kind", "is missing")
            trigger = ab.get("trigger")
            if kind == "reaction":
                if trigger not in TRIGGERS:
                    self.fail(name, f"{where}.trigger", f"a Reaction needs one of: {', '.join(TRIGGERS)}")
            elif trigger is not None:
                self.fail(name, f"{where}.trigger", "only Reactions have a trigger")
            effects = []
            targets = set()
            raw_effects = ab.get("effects")
            if not isinstance(raw_effects, list) or not raw_effects:
                self.fail(name, f"{where}.effects", "needs at least one effect")
            for j, ef in enumerate(raw_effects):
                ew = f"{where}.effects[{j}]"
                if not isinstance(ef, dict) or ef.get("op") not in OPS:
                    self.fail(name, f"{ew}.op", f"must be one of: {', '.join(OPS)}")
                allowed = OPS[ef["op"]]
                target = ef.get("target")
                if allowed is None and target is not None:
                    self.fail(name, f"{ew}.target", f"'{ef['op']}' takes no target")
                if allowed is not None and target not in allowed:
                    self.fail(name, f"{ew}.target", f"'{ef['op']}' needs a target among: {', '.join(allowed)}")
                amount = ef.get("amount", 0)
                if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                    self.fail(name, f"{ew}.amount", f"must be a whole number of 0 or more, not {amount!r}")
                if target is not None:
                    targets.add(target)
                effects.append(Effect(ef["op"], amount, target))
            if len(targets) > 1:
                self.fail(name, f"{where}.effects", "an ability may use only one kind of target")
            ops = [e.op for e in effects]
            if "deal_damage" in ops and any(op not in LASTING_OPS for op in ops[ops.index("deal_damage") + 1:]):
                # its Damage opens a Reaction Window once the effects are carried out (ruling 3)
                self.fail(name, f"{where}.effects", "only a lasting condition may follow Damage "
                                                    f"({', '.join(LASTING_OPS)})")
            if card_type in ("scheme", "tactic", "reaction") and kind != card_type:
                self.fail(name, f"{where}.kind", f"a {card_type} card's ability must be a {card_type}")
            out.append(Ability(kind, tuple(effects), bool(ab.get("exhaust", False)),
                               int(ab.get("coin", 0)), trigger))
        if card_type in ("scheme", "tactic", "reaction") and len(out) != 1:
            self.fail(name, "abilities", f"a {card_type} card needs exactly one ability")
        return tuple(out)

    def statics(self, entry: dict, name: str) -> tuple[Static, ...]:
        raw = entry.get("static", [])
        out = []
        for i, st in enumerate(raw if isinstance(raw, list) else [None]):
            if not isinstance(st, dict) or st.get("op") not in STATIC_OPS:
                self.fail(name, f"static[{i}].op", f"must be one of: {', '.join(STATIC_OPS)}")
            whose = st.get("whose", "your")
            if whose not in ("your", "all"):
                self.fail(name, f"static[{i}].whose", "must be 'your' or 'all'")
            out.append(Static(st["op"], int(st.get("amount", 0)), whose))
        return tuple(out)


GLADIATOR_FIELDS = ("attack", "health", "agility", "bloodlust", "influence")


def load(directory: Path | str = CONTENT_DIR) -> Content:
    directory = Path(directory)
    content = Content()

    def add(card: CardDef, reader: _Reader):
        if card.name in content.cards:
            reader.fail(card.name, "name", "is used by another card")
        content.cards[card.name] = card

    r = _Reader(directory / "cards.toml")
    for i, e in enumerate(r.entries("card")):
        name = e.get("name") if isinstance(e.get("name"), str) else r.fail(f"#{i + 1}", "name", "is missing")
        ctype = r.get(e, name, "type", str, choices=TYPES[:6])
        deck = r.get(e, name, "deck", str, choices=("starting",) + SUPPLY_DECKS)
        fields = dict(name=name, type=ctype, deck=deck, cost=r.get(e, name, "cost", int),
                      copies=r.get(e, name, "copies", int, 0 if deck == "starting" else ...),
                      text=r.get(e, name, "text", str, ""))
        fields["text_es"] = r.text_es(e, name, fields["text"])
        fields["name_es"] = r.get(e, name, "name_es", str, "")
        if deck != "starting" and fields["copies"] < 1:
            r.fail(name, "copies", "a supply card needs at least 1 copy")
        if ctype == "income":
            fields["value"] = r.get(e, name, "value", int)
            if fields["value"] < 1:
                r.fail(name, "value", "an Income card is worth at least 1")
        if ctype == "patron":
            fields["influence"] = r.get(e, name, "influence", int)
        if ctype == "gladiator":
            for f in GLADIATOR_FIELDS:
                fields[f] = r.get(e, name, f, int)
            if fields["health"] < 1:
                r.fail(name, "health", "a Gladiator needs at least 1 Health")
        fields["abilities"] = r.abilities(e, name, ctype)
        fields["static"] = r.statics(e, name)
        add(CardDef(**fields), r)

    r = _Reader(directory / "arenas.toml")
    for i, e in enumerate(r.entries("arena")):
        name = e.get("name") if isinstance(e.get("name"), str) else r.fail(f"#{i + 1}", "name", "is missing")
        text = r.get(e, name, "text", str)
        add(CardDef(name=name, type="arena", deck="arena", text=text, text_es=r.text_es(e, name, text),
                    abilities=r.abilities(e, name, "arena"), static=r.statics(e, name)), r)
        if any(a.kind == "scheme" for a in content.cards[name].abilities):
            r.fail(name, "abilities", "Arena abilities are static, Tactic, Reaction or free actions")
        content.arenas.append(name)

    r = _Reader(directory / "champions.toml")
    for i, e in enumerate(r.entries("champion")):
        champ = e.get("name") if isinstance(e.get("name"), str) else r.fail(f"#{i + 1}", "name", "is missing")
        levels = e.get("levels")
        if not isinstance(levels, list) or len(levels) != 5:
            r.fail(champ, "levels", "a Champion has exactly 5 levels")
        names = []
        champion_text_es = r.text_es(e, champ, e.get("text", "")) if isinstance(e.get("text", ""), str) else ""
        for lv, data in enumerate(levels, start=1):
            card_name = f"{champ} {'I II III IV V'.split()[lv - 1]}"
            fields = {f: r.get(data, card_name, f, int) for f in GLADIATOR_FIELDS}
            add(CardDef(name=card_name, type="gladiator", deck="champion",
                        cost=r.get(data, card_name, "cost", int),
                        text=data.get("text", e.get("text", "")), champion=champ, level=lv,
                        text_es=r.text_es(data, card_name, data["text"]) if "text" in data else champion_text_es,
                        abilities=r.abilities(data, card_name, "gladiator"), **fields), r)
            names.append(card_name)
        content.champions[champ] = names

    r = _Reader(directory / "boasts.toml")
    for i, e in enumerate(r.entries("boast")):
        name = e.get("name") if isinstance(e.get("name"), str) else r.fail(f"#{i + 1}", "name", "is missing")
        players = r.get(e, name, "players", int, choices=(3, 4))
        value = r.get(e, name, "value", int)
        text = r.get(e, name, "text", str, "")
        add(CardDef(name=name, type="boast", deck="boast", text=text, text_es=r.text_es(e, name, text),
                    name_es=r.get(e, name, "name_es", str, ""), boast_value=value, players=players), r)

        content.boasts.setdefault(players, []).append(name)
    for names in content.boasts.values():
        names.sort(key=lambda n: content.cards[n].boast_value)

    r = _Reader(directory / "starting.toml")
    for i, e in enumerate(r.entries("deck")):
        deck_id = r.get(e, f"#{i + 1}", "id", str)
        cards = e.get("cards")
        if not isinstance(cards, list):
            r.fail(deck_id, "cards", "must be a list of [name, count] pairs")
        total = 0
        pairs = []
        for pair in cards:
            if (not isinstance(pair, list) or len(pair) != 2 or pair[0] not in content.cards
                    or not isinstance(pair[1], int)):
                r.fail(deck_id, "cards", f"{pair!r} is not a [known card name, count] pair")
            pairs.append((pair[0], pair[1]))
            total += pair[1]
        if total != 14:
            r.fail(deck_id, "cards", f"a Starting Deck has 14 cards, not {total}")
        content.starting[deck_id] = pairs

    for deck in SUPPLY_DECKS:
        if len(content.supply(deck)) < 30:
            raise ContentError(f"cards.toml: the {deck} supply deck needs at least 30 cards")
    if len(content.starting) != 4:
        raise ContentError("starting.toml: needs exactly 4 Starting Decks")
    for players in (3, 4):
        if len(content.boasts.get(players, [])) < 3:
            raise ContentError(f"boasts.toml: the {players}-player Boast set needs at least 3 cards")
    return content


CONTENT = load()
