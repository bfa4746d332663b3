"""Mid-game Arena Rex scenario files (``--scenario FILE``): a position to start from.

A TOML file::

    scenario = "munus"          # optional (default munus); victory rules to use
    map = "colosseum"           # optional
    active = 0                  # the seat whose turn starts
    favor = [3, 3]              # optional
    benefits = ["", "zephyri"]  # optional Ludus Benefits per seat ("" for none)

    [[model]]
    seat = 0                    # 0, 1, or -1 for a living hazard
    model = "noxius"            # a roster id
    at = [14.0, 24.0]           # inches
    fatigue = 0                 # optional 0..2
    damage = 0                  # optional marked vitality boxes
    condemned = true            # Damnatio (one, seat 1, inside the duel zone) and Vinculi
                                # (one per seat, chained to the first other model of its seat)

``Ruleset.scenario_config`` embeds the parsed data in the config (key
``position``), so a save (config, seed, actions) recreates the game alone.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from ..core.errors import ContentError
from ..core.flow import push
from ..core.limits import shorten
from ..parts.tomlfile import read_toml
from . import chains
from .content import roster
from .maps import available_maps, map_problem
from .restrictions import condemned_held, in_damnatio_zone
from .scenarios import CONDEMNED_SEATS, SCENARIOS, bind_condemned, condemn

#: the Ludus Benefits a seat may hold (cohorts.ludus_benefits)
BENEFITS = ("ludus_magnus", "legio_xiii", "morituri", "zephyri", "helleniki")
#: the most Favor a scenario may start a seat with: far above what a game earns (a few dozen),
#: a sanity bound on the file, not a rule of play
MAX_FAVOR = 99
#: the most models a scenario may place (two cohorts of 8 combatants, hazards, mounts)
MAX_MODELS = 40
#: coordinates are inches on a table; an arena is a few dozen across
MAX_COORD = 1000.0
TOP_KEYS = {"scenario", "map", "active", "favor", "benefits", "model", "title", "description"}
MODEL_KEYS = {"seat", "model", "at", "fatigue", "damage", "condemned"}


def read(path: str) -> dict[str, Any]:
    """A scenario file, checked (ContentError naming the file, the entry and the field)."""
    p = Path(path)
    return validate(read_toml(p), p.name)


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(data: Any, name: str = "scenario") -> dict[str, Any]:
    """Scenario data (as read from TOML) checked and put in the form ``build`` takes."""
    if not isinstance(data, dict):
        raise ContentError(f"{name}: a scenario is a table")
    for key in data:
        if key not in TOP_KEYS:
            raise ContentError(f"{name}: field {shorten(key, 30)}: unknown field (known: {', '.join(sorted(TOP_KEYS))})")
    out: dict[str, Any] = {}
    out["scenario"] = data.get("scenario", "munus")
    if not isinstance(out["scenario"], str) or out["scenario"] not in SCENARIOS:
        raise ContentError(f"{name}: field 'scenario' must be one of {', '.join(SCENARIOS)}")
    out["map"] = data.get("map", "colosseum")
    if not isinstance(out["map"], str):
        raise ContentError(f"{name}: field 'map' must be one of {', '.join(available_maps())}")
    if out["map"] not in available_maps():
        problem = map_problem(out["map"]) if out["map"].isidentifier() else None
        if problem is not None:
            raise ContentError(f"{name}: field 'map': {problem}")
        raise ContentError(f"{name}: field 'map' must be one of {', '.join(available_maps())}")
    out["active"] = data.get("active", 0)
    if not _whole(out["active"]) or out["active"] not in (0, 1):
        raise ContentError(f"{name}: field 'active' must be 0 or 1")
    favor = data.get("favor", [3, 3])
    if not (isinstance(favor, list) and len(favor) == 2 and all(_whole(x) and 0 <= x <= MAX_FAVOR for x in favor)):
        raise ContentError(f"{name}: field 'favor' must be two whole numbers from 0 to {MAX_FAVOR}")
    out["favor"] = list(favor)
    benefits = data.get("benefits", ["", ""])
    if not (isinstance(benefits, list) and len(benefits) == 2
            and all(b is None or b == "" or b in BENEFITS for b in benefits)):
        raise ContentError(f"{name}: field 'benefits' must be two Ludus names or \"\" "
                           f"({', '.join(BENEFITS)})")
    out["benefits"] = [b or None for b in benefits]
    raw_models = data.get("model", [])
    if not isinstance(raw_models, list) or len(raw_models) > MAX_MODELS:
        raise ContentError(f"{name}: field 'model' must be a list of at most {MAX_MODELS} [[model]] tables")
    models = []
    for i, m in enumerate(raw_models):
        where = f"{name}: model {i + 1}"
        if not isinstance(m, dict):
            raise ContentError(f"{where}: must be a table")
        for key in m:
            if key not in MODEL_KEYS:
                raise ContentError(f"{where}: field {shorten(key, 30)}: unknown field "
                                   f"(known: {', '.join(sorted(MODEL_KEYS))})")
        pid = m.get("model")
        if not isinstance(pid, str) or pid not in roster():
            raise ContentError(f"{where}: field 'model' must be a roster id, not {shorten(pid, 30)}")
        seat = m.get("seat")
        if not _whole(seat) or seat not in (0, 1, -1):
            raise ContentError(f"{where}: field 'seat' must be 0, 1 or -1 (a living hazard)")
        at = m.get("at")
        if not (isinstance(at, list) and len(at) == 2
                and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in at)):
            raise ContentError(f"{where}: field 'at' must be [x, y] in inches")
        if not all(math.isfinite(v) and 0 <= v <= MAX_COORD for v in at):
            raise ContentError(f"{where}: field 'at' must be a point on the arena, not {shorten(at, 40)}")
        fat = m.get("fatigue", 0)
        if not _whole(fat) or fat not in (0, 1, 2):
            raise ContentError(f"{where}: field 'fatigue' must be 0, 1 or 2")
        dmg = m.get("damage", 0)
        if not _whole(dmg) or not 0 <= dmg < len(roster()[pid].vitality):
            raise ContentError(f"{where}: field 'damage' must leave at least one unmarked box")
        condemned = m.get("condemned", False)
        if not isinstance(condemned, bool):
            raise ContentError(f"{where}: field 'condemned' must be true or false")
        if condemned and not (roster()[pid].is_gladiator and not roster()[pid].next_stage):
            raise ContentError(f"{where}: field 'condemned': the condemned is a gladiator with a single Stage")
        models.append({"seat": seat, "model": pid, "at": [float(at[0]), float(at[1])], "fatigue": fat, "damage": dmg,
                       "condemned": condemned})
    if not any(m["seat"] == 0 for m in models) or not any(m["seat"] == 1 for m in models):
        raise ContentError(f"{name}: field 'model' needs at least one model for each seat")
    seats = CONDEMNED_SEATS.get(out["scenario"], ())
    for seat in (0, 1):
        n = sum(1 for m in models if m["condemned"] and m["seat"] == seat)
        if n != (1 if seat in seats else 0):
            want = (f"exactly one model of seat {seat} with condemned = true" if seat in seats
                    else f"no condemned model of seat {seat}")
            raise ContentError(f"{name}: field 'condemned': scenario {out['scenario']} needs {want}")
        if out["scenario"] == "vinculi" and sum(1 for m in models if m["seat"] == seat) < 2:
            raise ContentError(f"{name}: field 'model': in Vinculi seat {seat} needs a second model for its condemned's chain")
    out["models"] = models
    return out


def check(position: Any) -> dict[str, Any]:
    """A position embedded in a saved config (``read``'s output), checked as its file was."""
    if not isinstance(position, dict) or not isinstance(position.get("benefits"), list):
        raise ContentError("scenario: the saved position is not a table of the scenario's fields")
    raw = {k: v for k, v in position.items() if k != "models"}
    raw["benefits"] = ["" if b is None else b for b in position["benefits"]]
    raw["model"] = position.get("models")
    out = validate(raw, "the saved scenario")
    if out != position:
        raise ContentError("the saved scenario: its position is not in the form a scenario file gives")
    return out


def build(state, data: dict[str, Any]) -> None:
    """Set up ``state`` (after init_empty) from parsed scenario data; check the position fits."""
    for m in data["models"]:
        seat = None if m["seat"] == -1 else m["seat"]
        mid = state.add_model(seat, m["model"], m["at"], mid=f"lh:{m['model']}" if seat is None else None)
        state.models[mid]["fat"] = m["fatigue"]
        state.models[mid]["dmg"] = m["damage"]
        if m.get("condemned"):
            condemn(state, mid)
    bind_condemned(state)
    geo = state.geo()
    for mid in state.order:
        p, r = state.pos(mid), state.radius(mid)
        if not geo.inside_arena(p, r) or geo.overlaps(p, r, ignore=[mid]):
            raise ContentError(f"scenario: model {mid} at {list(p)} does not fit (arena edge, a base or a hazard)")
        if condemned_held(state, mid) and not in_damnatio_zone(state, mid, p):
            raise ContentError(f"scenario: the condemned {mid} must stand in the duel zone {state.zones()[-1].circle}")
        if chains.stretched(state, mid, p) is not None:
            raise ContentError(f"scenario: model {mid} at {list(p)} is farther from what it is chained to than its chain")
    state.favor = list(data["favor"])
    state.benefits = list(data["benefits"])
    state.stack = []
    push(state, "start", seat=data["active"])
