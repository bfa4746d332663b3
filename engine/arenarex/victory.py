"""How an Arena Rex game ends, per scenario: the last cohort in the arena, the condemned, the
duel zones, the rounds of Primus Superiorum, and the turn limit."""
from __future__ import annotations

from .board import Board
from .scenarios import push_deployment


def fighting(s) -> tuple[bool, bool]:
    """Whether each seat still has a model in the fight: one in play and not held in reserve,
    or a displaced one waiting to be placed (checked before every step: one pass, no lists)."""
    found = [False, False]
    for m in s.models.values():
        seat = m["seat"]
        if seat is None or found[seat] or m["out"]:
            continue
        if m.get("displaced") or ((m["pos"] is not None or m["mounted"] is not None) and not m.get("reserve")):
            found[seat] = True
    return found[0], found[1]


def scores(s) -> list[float]:
    return [float(sum(s.vitality_left(m) for m in s.seat_models(seat))) for seat in (0, 1)]


def finish(s, winner, why):
    s.over = {"winner": winner, "why": why, "scores": scores(s)}


def check_over(s: Board) -> None:
    if not s.scen.get("started"):
        if s.turn_no > 0:
            s.scen["started"] = True
        else:
            return
    scen = s.scenario
    if scen == "geminae":  # "the first player to control both": whenever it happens
        owners = {s.zone_controller(z) for z in s.zones()[-2:]}
        if len(owners) == 1 and None not in owners:
            return finish(s, owners.pop(), "controls both duel zones")
    if scen == "damnatio":
        cond = s.scen["condemned"]["1"]
        if s.models[cond]["out"]:
            return finish(s, 0, "the condemned gladiator was executed")
    if scen == "vinculi":
        c0, c1 = (s.models[s.scen["condemned"][k]]["out"] for k in ("0", "1"))
        if c0 and c1:
            return finish(s, None, "both condemned gladiators fell")
        if c0 or c1:
            return finish(s, 1 if c0 else 0, "the last condemned gladiator standing")
    a0, a1 = fighting(s)
    if scen == "primus_superiorum" and s.round < 3:
        if a0 and a1:
            return
        next_round(s)
        return
    if not a0 and not a1:
        return finish(s, None, "no models remain on either side")
    if not a0 or not a1:
        return finish(s, 0 if a0 else 1, "last player with models in the arena")


def next_round(s: Board) -> None:
    """Primus Superiorum: the next round; Favor and damage carry over."""
    s.round += 1
    s.emit("round_started", "Primus Superiorum", round=s.round)
    for m in s.models.values():
        if not m["out"]:
            m["pos"] = None if not m["mounted"] else None
            m["fat"] = 0
    titan_seat = 1 - s.first if s.round == 2 else None
    for mid, m in s.models.items():
        if m["out"]:
            continue
        kind = s.prof(mid).kind
        if s.round == 2:
            m["reserve"] = not ((kind == "titan" and m["seat"] == titan_seat) or (kind != "titan" and m["seat"] != titan_seat))
        else:
            m["reserve"] = False
    s.stack = []
    if s.round == 3 and (not alive_all(s, 0) or not alive_all(s, 1)):
        a0, a1 = alive_all(s, 0), alive_all(s, 1)
        finish(s, None if not a0 and not a1 else (0 if a0 else 1), "no models left for the third round")
        return
    push_deployment(s, s.first)


def alive_all(s, seat):
    return [m for m, v in s.models.items() if v["seat"] == seat and not v["out"]]



def turn_limit_over(s: Board) -> None:
    n0, n1 = len(s.seat_models(0)), len(s.seat_models(1))
    sc = scores(s)
    if n0 != n1:
        return finish(s, 0 if n0 > n1 else 1, "turn limit: more models in the arena")
    if sc[0] != sc[1]:
        return finish(s, 0 if sc[0] > sc[1] else 1, "turn limit: more vitality left")
    finish(s, None, "turn limit: even")
