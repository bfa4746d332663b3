"""Arena Rex content: the roster and damage trees (TOML), validated at load."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from ..core.errors import ContentError
from ..parts.tomlfile import read_toml
from .geometry import base_radius

CONTENT = Path(__file__).resolve().parent / "content"
KINDS = ("gladiator", "beast", "titan")
LUDI = ("ludus_magnus", "legio_xiii", "morituri", "zephyri", "helleniki", "none")
BOXES = ("push", "fatigue", "favor", "reposition", "special")
SPECIALS = ("push", "fatigue", "favor", "reposition", "damage")
SKLS = ("sap", "mend")
EFFECTS = ("spite", "consume_essence", "pounce", "reach", "aegis_of_fame", "shield_wall", "retaliate", "berserk", "sure_strike",
           "stall", "dictate", "rebuff", "regrowth", "necrosis", "asari", "war_cry", "interdict", "rampage",
           "spoilsport")
VITALITY = set(".FSN")


@dataclass(frozen=True)
class Box:
    id: str
    box: str          # dN | push | fatigue | favor | reposition | special
    next: tuple[str, ...]

    @property
    def damage(self) -> int:
        return int(self.box[1:]) if self.box.startswith("d") else 1


@dataclass(frozen=True)
class Tree:
    name: str
    boxes: dict

    @property
    def top(self) -> str:
        return next(iter(self.boxes))


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    kind: str
    ludus: str
    mov: float
    atk: int
    df: int
    arm: int
    base: int
    tree: str
    vitality: str
    special: str
    reach: float = 1.0
    effects: tuple[str, ...] = ()
    abilities: tuple[tuple[str, str], ...] = ()
    #: the same abilities in Spanish, (name_es, text_es) in the same order
    abilities_es: tuple[tuple[str, str], ...] = ()
    next_stage: str | None = None
    stage_only: bool = False
    mount: str | None = None      # this rider's mount
    mount_of: str | None = None   # this mount's rider
    skl: str | None = None        # a SKL effect (sap: engaged enemies tire; mend: heal 2)

    @cached_property
    def radius(self) -> float:
        return base_radius(self.base)

    @property
    def is_gladiator(self) -> bool:
        return self.kind == "gladiator"


def _load(name: str) -> dict:
    return read_toml(CONTENT / name)


def parse_trees(data: dict, file: str = "trees.toml") -> dict[str, Tree]:
    trees = {}
    for tname, entry in data.get("trees", {}).items():
        boxes = {}
        for i, raw in enumerate(entry.get("boxes", [])):
            where = f"{file}: tree '{tname}', box {i + 1}"
            bid, kind, nxt = raw.get("id"), raw.get("box"), raw.get("next")
            if not isinstance(bid, str):
                raise ContentError(f"{where}: field 'id' must be a string")
            if not isinstance(kind, str) or not (kind in BOXES or (kind[:1] == "d" and kind[1:].isdigit())):
                raise ContentError(f"{where}: field 'box' must be dN or one of {', '.join(BOXES)}, not {kind!r}")
            if not isinstance(nxt, list) or not all(isinstance(n, str) for n in nxt):
                raise ContentError(f"{where}: field 'next' must be a list of box ids")
            boxes[bid] = Box(bid, kind, tuple(nxt))
        if not boxes:
            raise ContentError(f"{file}: tree '{tname}': field 'boxes' is empty")
        for box in boxes.values():
            for n in box.next:
                if n not in boxes:
                    raise ContentError(f"{file}: tree '{tname}', box '{box.id}': field 'next' names unknown box '{n}'")
        trees[tname] = Tree(tname, boxes)
    return trees


def parse_roster(data: dict, trees: dict[str, Tree], file: str = "roster.toml") -> dict[str, Profile]:
    out = {}
    for mid, e in data.get("models", {}).items():
        where = f"{file}: model '{mid}'"

        def need(field, typ, e=e, where=where):  # bound now: each model checks its own entry
            value = e.get(field)
            if not isinstance(value, typ) or isinstance(value, bool):
                raise ContentError(f"{where}: field '{field}' is missing or not {typ.__name__ if isinstance(typ, type) else 'a number'}")
            return value
        kind = need("kind", str)
        if kind not in KINDS:
            raise ContentError(f"{where}: field 'kind' must be one of {', '.join(KINDS)}")
        ludus = e.get("ludus", "none")
        if ludus not in LUDI:
            raise ContentError(f"{where}: field 'ludus' must be one of {', '.join(LUDI)}")
        tree = need("tree", str)
        if tree not in trees:
            raise ContentError(f"{where}: field 'tree' names unknown tree '{tree}'")
        vit = need("vitality", str)
        if not vit or set(vit) - VITALITY:
            raise ContentError(f"{where}: field 'vitality' may hold only . F S N")
        base = need("base", int)
        if base not in (30, 40, 50, 60):
            raise ContentError(f"{where}: field 'base' must be 30, 40, 50 or 60 (mm)")
        special = e.get("special", "damage")
        if special not in SPECIALS:
            raise ContentError(f"{where}: field 'special' must be one of {', '.join(SPECIALS)}")
        effects = []
        abilities, abilities_es = [], []
        for a in e.get("abilities", []):
            if not isinstance(a.get("name"), str) or not isinstance(a.get("text"), str):
                raise ContentError(f"{where}: field 'abilities' entries need a name and a text")
            for twin in ("name_es", "text_es"):  # every player text has its Spanish twin
                if not isinstance(a.get(twin), str) or not a[twin].strip():
                    raise ContentError(f"{where}: ability '{a['name']}': field '{twin}' is missing or empty "
                                       "(every name and text needs its Spanish twin)")
            abilities_es.append((a["name_es"], a["text_es"]))
            if "effect" in a:
                if a["effect"] not in EFFECTS:
                    raise ContentError(f"{where}: field 'abilities' effect '{a['effect']}' is unknown")
                effects.append(a["effect"])
            abilities.append((a["name"], a["text"]))
        skl = e.get("skl")
        if skl is not None and skl not in SKLS:
            raise ContentError(f"{where}: field 'skl' must be one of {', '.join(SKLS)}")
        nxt = e.get("next_stage")
        if ("N" in vit) != (nxt is not None):
            raise ContentError(f"{where}: field 'next_stage' must be set exactly when the vitality has an N box")
        out[mid] = Profile(
            id=mid, name=need("name", str), kind=kind, ludus=ludus, mov=float(need("mov", (int, float))),
            atk=need("atk", int), df=need("def", int), arm=need("arm", int), base=base, tree=tree,
            vitality=vit, special=special, reach=float(e.get("reach", 1.0)), effects=tuple(effects),
            abilities=tuple(abilities), abilities_es=tuple(abilities_es), next_stage=nxt, stage_only=bool(e.get("stage_only", False)),
            mount=e.get("mount"), mount_of=e.get("mount_of"), skl=skl)
    for p in out.values():
        for field in ("next_stage", "mount", "mount_of"):
            ref = getattr(p, field)
            if ref is not None and ref not in out:
                raise ContentError(f"{file}: model '{p.id}': field '{field}' names unknown model '{ref}'")
    return out


@cache
def trees() -> dict[str, Tree]:
    return parse_trees(_load("trees.toml"))


@cache
def roster() -> dict[str, Profile]:
    return parse_roster(_load("roster.toml"), trees())
