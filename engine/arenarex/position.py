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

import tomllib
from pathlib import Path
from typing import Any

from ..core.errors import ContentError
from . import chains
from .arena import available_maps, map_problem
from .content import roster
from .frame import push
from .scenarios import CONDEMNED_SEATS, SCENARIOS, bind_condemned, condemn, condemned_held, in_damnatio_zone


def read(path: str) -> dict[str, Any]:
    p = Path(path)
    name = p.name
    try:
        data = tomllib.loads(p.read_text())
    except FileNotFoundError:
        raise ContentError(f"{name}: no such scenario file") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{name}: not valid TOML ({exc})") from None
    out: dict[str, Any] = {}
    out["scenario"] = data.get("scenario", "munus")
    if out["scenario"] not in SCENARIOS:
        raise ContentError(f"{name}: field 'scenario' must be one of {', '.join(SCENARIOS)}")
    out["map"] = data.get("map", "colosseum")
    if out["map"] not in available_maps():
        problem = map_problem(str(out["map"]))
        if problem is not None:
            raise ContentError(f"{name}: field 'map': {problem}")
        raise ContentError(f"{name}: field 'map' must be one of {', '.join(available_maps())}")
    out["active"] = data.get("active", 0)
    if out["active"] not in (0, 1):
        raise ContentError(f"{name}: field 'active' must be 0 or 1")
    favor = data.get("favor", [3, 3])
    if not (isinstance(favor, list) and len(favor) == 2 and all(isinstance(x, int) and x >= 0 for x in favor)):
        raise ContentError(f"{name}: field 'favor' must be two whole numbers")
    out["favor"] = favor
    benefits = data.get("benefits", ["", ""])
    out["benefits"] = [b or None for b in benefits]
    models = []
    for i, m in enumerate(data.get("model", [])):
        where = f"{name}: model {i + 1}"
        pid = m.get("model")
        if pid not in roster():
            raise ContentError(f"{where}: field 'model' must be a roster id, not {pid!r}")
        seat = m.get("seat")
        if seat not in (0, 1, -1):
            raise ContentError(f"{where}: field 'seat' must be 0, 1 or -1 (a living hazard)")
        at = m.get("at")
        if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, (int, float)) for v in at)):
            raise ContentError(f"{where}: field 'at' must be [x, y] in inches")
        fat = m.get("fatigue", 0)
        if fat not in (0, 1, 2):
            raise ContentError(f"{where}: field 'fatigue' must be 0, 1 or 2")
        dmg = m.get("damage", 0)
        if not isinstance(dmg, int) or not 0 <= dmg < len(roster()[pid].vitality):
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
