"""The Gladiatores save format before the steps were frames, read and rebuilt.

That format held the steps' data in plain fields of the state (``step``, ``pay_queue``,
``ready_queue``, ``ex`` and the exchange's pile under ``stack`` ...). ``frames_of_former`` turns
such a payload into the frames of today (a payload of that format still loads);
``former_payloads`` rebuilds, from a position of today, the payloads it may have had in that
format, so that the digest a save of that format recorded is still recognised
(``GladiatoresState.former_digests``). That format kept three fields after their step was over,
which today's frames do not: the last step of the fight (``step``, until the next fight), and
the last bidding's speaker and passes (``bid_turn``, ``bid_passes``); their possible values
are tried in turn.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

#: the steps of the fight, as that format named them
COMBAT_STEPS = ("turn", "respond", "counter", "draw")
#: the bidding turns tried for a stale ``bid_turn`` (each bid or pass takes one)
BID_TURNS = 400


def frames_of_former(p: dict[str, Any]) -> list[dict[str, Any]]:
    """The frames (as saved) of a payload of the former format."""
    phase = p["phase"]
    if phase == "pick":
        return [{"t": "pick", "queue": p.get("pick_queue", [])}]
    if phase == "bid":
        if p.get("pay_queue"):
            return [{"t": "pay", "queue": p["pay_queue"], "free": p["free_takers"]}]
        return [{"t": "bid", "turn": p["bid_turn"], "passes": p["bid_passes"], "reselect": p["reselect"]}]
    if phase == "take_free":
        return [{"t": "take_free", "queue": p["free_takers"]}]
    if phase == "ready":
        return [{"t": "ready", "queue": p["ready_queue"]}]
    if phase in ("bet", "tactics"):
        return [{"t": phase, "round": p["sealed"]}]
    if phase == "place":
        return [{"t": "place", "queue": p["place_queue"]}]
    if phase != "combat":
        return []
    step, ex = p["step"], p["ex"]
    top = {"respond": lambda: {"t": "respond", "attacker": ex[0], "target": ex[1], "responder": ex[2],
                               "pile": p["stack"], "counter": p["counter_seat"]},
           "counter": lambda: {"t": "counter", "attacker": ex[0], "target": ex[1]},
           "draw": lambda: {"t": "draw", "drawer": p["draw_seat"]}}.get(step)
    return [{"t": "turn"}] + ([top()] if top else [])


def former_payloads(state, payload: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The payloads of ``state`` (whose payload of today is ``payload``) in the former format,
    the likeliest first."""
    old = {k: v for k, v in payload.items() if k != "stack"}
    old.update(reselect=[], free_takers=[], pay_queue=[], pick_queue=[], ready_queue=[], place_queue=[],
               stack=[], ex=None, sealed=None, counter_seat=None, draw_seat=None)
    top = state.stack[-1] if state.stack else None
    t = None if top is None else top.t
    if t == "bid":
        old["reselect"] = list(top.reselect)
    elif t == "pick":
        old["pick_queue"] = list(top.queue)
    elif t == "pay":
        old["pay_queue"], old["free_takers"] = list(top.queue), list(top.free)
    elif t == "take_free":
        old["free_takers"] = list(top.queue)
    elif t in ("ready", "place"):
        old[f"{t}_queue"] = [list(q) for q in top.queue]
    elif t in ("bet", "tactics"):
        old["sealed"] = top.round.to_json()
    elif t == "respond":
        old.update(ex=[top.attacker, top.target, top.responder], stack=[list(c) for c in top.pile],
                   counter_seat=top.counter)
    elif t == "counter":
        old.update(ex=[top.attacker, top.target, None], counter_seat=top.attacker)
    elif t == "draw":
        old["draw_seat"] = top.drawer
    steps = (t,) if state.phase == "combat" else COMBAT_STEPS
    if t == "bid":
        bids = [(top.turn, top.passes)]
    else:
        seats = len(payload["bid_order"])
        bids = [(0, 0)] + ([] if state.quick else [(turn, seats) for turn in range(BID_TURNS)])
    for turn, passes in bids:
        for step in steps:
            yield {**old, "step": step, "bid_turn": turn, "bid_passes": passes}
