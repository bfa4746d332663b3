"""Chained (Terrain): a chain binds two things, and every distance is measured between bases.

A chain is held on the chained model (``{"to": model id or [x, y], "len": inches, "r":
anchor radius}``); it binds both ends: the chained model and, when the chain goes to a
model, that model too (Vinculi: "the chained models may never be more than 4" apart").
"""
from __future__ import annotations

from . import geometry as g
from .board import CHAINED, P


def links(s, mid: str) -> list[tuple[tuple[float, float], float, float, str]]:
    """Every chain that holds ``mid``'s base: (other end's centre, its radius, length, chained model)."""
    pair = s.pair(mid)
    out = []
    for x in pair:
        ch = s.models[x]["chain"]
        if not ch:
            continue
        to = ch["to"]
        if isinstance(to, str):
            if to in s.models and s.in_play(to):
                out.append((s.pos(to), s.radius(to), ch["len"], x))
        else:
            out.append((P(to), float(ch.get("r", 0.0)), ch["len"], x))
    for other in s.order:
        ch = s.models[other]["chain"]
        if ch and isinstance(ch["to"], str) and ch["to"] in pair and other not in pair and s.in_play(other):
            out.append((s.pos(other), s.radius(other), ch["len"], other))
    return out


def stretched(s, mid: str, p, chains=None) -> str | None:
    """The chained model whose chain ``mid`` would overstretch standing at ``p`` (None if none)."""
    r = s.radius(mid)
    for anchor, ra, length, who in (links(s, mid) if chains is None else chains):
        if g.edge_gap(p, r, anchor, ra) > length + 1e-6:
            return who
    return None


def limit(s, mid: str, start, end):
    """Where a straight push or shift from ``start`` toward ``end`` halts at a chain's length
    (None when no chain is overstretched at ``end``)."""
    chains = links(s, mid)
    if not chains or stretched(s, mid, end, chains) is None:
        return None
    lo, hi = 0.0, 1.0
    for _ in range(40):
        t = (lo + hi) / 2
        p = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        if stretched(s, mid, p, chains) is None:
            lo = t
        else:
            hi = t
    return (start[0] + (end[0] - start[0]) * lo, start[1] + (end[1] - start[1]) * lo)


def move_problem(s, mid: str, path) -> tuple[str, str] | None:
    """A move, follow-up or reposition may not overstretch a chain at any point of its path
    (the reach of a chain is a disc, so the path's points are enough)."""
    chains = links(s, mid)
    for p in path:
        who = stretched(s, mid, P(p), chains)
        if who is not None:
            ch = s.models[who]["chain"]
            return CHAINED, (f"{s.prof(who).name} is chained: the chained bases may never be more than "
                             f"{ch['len']:g} inches apart.")
    return None
