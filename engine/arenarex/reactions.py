"""Reactions: who may react now, and paying for it (one reaction a turn, by a Ready model of
the seat that is not active; Zephyri's Brave pays with Favor and damage instead)."""
from __future__ import annotations

from .board import REACTIONS, READY, ZEPHYRI


def reactor_seat(s) -> int:
    return 1 - s.active


def reaction_cost(s, mid) -> str | None:
    """'ready' or 'brave' if mid may react now, else None."""
    seat = s.seat_of(mid)
    if seat is None or seat != reactor_seat(s) or s.reacted or not s.in_play(mid):
        return None
    if s.models[mid]["fat"] == READY:
        return "ready"
    if (s.benefits[seat] == "zephyri" and s.prof(mid).is_gladiator and s.prof(mid).ludus == "zephyri"
            and s.favor[seat] >= 1 and not s.models[mid]["mounted"]):
        return "brave"
    return None


def pay_reaction(s, mid, what):
    cost = reaction_cost(s, mid)
    s.reacted = True
    s.emit("reaction_declared", REACTIONS, model=mid, reaction=what, brave=cost == "brave")
    if cost == "brave":
        s.spend_pool(s.seat_of(mid), 1, ZEPHYRI, why="Brave")
        s.mark_damage(mid, 3, ZEPHYRI)
    else:
        s.gain_fatigue(mid, 1, REACTIONS)
