"""What a dragged move will cost, and what stands in the way of a refused one.

Costs come from the engine, never from rules of our own: the action is applied to a
clone of the state (``State.clone``; the real game is untouched) and the fatigue,
damage and Favor its declaration produced are read off the events, before the model
actually moves. "In the way" is measuring, which a player may do at any time: the
straight line between two bases (or along a dragged path) is walked against the
hazards and bases the map shows, and the first one met is named. It is said beside
the engine's own refusal (``IllegalAction.message``), never instead of it.
"""
from __future__ import annotations

import math

from engine.core import IllegalAction

from .words import _, fatigue_word, ngettext, place_word

STEP = 0.05   # inches between the points walked along a line


def cost(state, action, words) -> str:
    """'1 fatigue (Leo becomes Exhausted)': what declaring ``action`` costs, or '' when it is free."""
    trial = state.clone()
    try:
        events = trial.apply(action)
    except IllegalAction:
        return ""
    parts = []
    for e in events:
        if e.type in ("moved", "repositioned", "followed_up"):
            break   # the move itself: what follows is not its price
        g = e.get
        if e.type == "fatigue_changed" and (g("new") or 0) > (g("old") or 0):
            parts.append(_("{n} fatigue ({model} becomes {fatigue})").format(
                n=g("new") - g("old"), model=words.name(g("model")), fatigue=fatigue_word(g("new"))))
        elif e.type == "damage_marked":
            parts.append(_("{n} damage to {model}").format(n=g("amount"), model=words.name(g("model"))))
        elif e.type == "favor_spent":
            parts.append(_("{n} Favor").format(n=g("amount")))
    return "; ".join(parts)


def successes_lost(state, action) -> int:
    """How many successes of the attack under way ``action`` throws away: a follow-up (or none) that
    leaves the attacker out of contact with the model it pushed breaks the attack off, and the
    successes not yet spent on the damage tree are lost (the engine's ``attack_broken``, on a clone)."""
    trial = state.clone()
    try:
        events = trial.apply(action)
    except IllegalAction:
        return 0
    return sum(e.get("lost") or 0 for e in events if e.type == "attack_broken")


def opportunity_risk(state, action, words) -> str:
    """'Leaving engagement: Sven may make an Opportunity Attack' when declaring ``action`` (a move)
    lets an engaging enemy react with one, as the engine would offer it on a clone; else ''."""
    trial = state.clone()
    try:
        trial.apply(action)
    except IllegalAction:
        return ""
    d = trial.to_decide()
    if d is None or d.kind != "reaction":
        return ""
    who = list(dict.fromkeys(words.name(a.get("model")) for a in trial.legal_actions()
                             if a.kind == "opportunity_attack"))
    if not who:
        return ""
    return ngettext("Leaving engagement: {models} may make an Opportunity Attack",
                    "Leaving engagement: {models} may each make an Opportunity Attack", len(who)).format(
        models=(" " + _("or") + " ").join(who) if len(who) > 1 else who[0])


#: events after which a Tactic's price is paid and its main effect begins (an attack, a move)
_PRICE_ENDS = ("attack_declared", "move_declared", "moved", "dice_rolled", "repositioned")


def price(state, action, words) -> str:
    """'−1 Favor, −1 fatigue': what a Tactic (Recover, Rouse, Offering, …) takes and gives, read off
    the engine's events on a clone (a model other than the Tactic's own is named); '' when it
    neither costs nor gives anything."""
    trial = state.clone()
    try:
        events = trial.apply(action)
    except IllegalAction:
        return ""
    own = action.get("model")
    parts = []
    for e in events:
        if e.type in _PRICE_ENDS:
            break
        g = e.get
        mid = g("model")
        whose = "" if mid == own else " " + _("for {model}").format(model=words.name(mid))
        if e.type == "favor_spent":
            parts.append(_("−{n} Favor").format(n=g("amount")))
        elif e.type == "favor_gained":
            parts.append(_("+{n} Favor").format(n=g("amount")))
        elif e.type == "fatigue_changed" and (g("new") or 0) != (g("old") or 0):
            more = (g("new") or 0) > (g("old") or 0)
            parts.append((_("+{n} fatigue") if more else _("−{n} fatigue")).format(
                n=abs(g("new") - g("old"))) + whose)
        elif e.type == "damage_marked":
            parts.append(_("{n} damage").format(n=g("amount")) + whose)
        elif e.type == "healed":
            parts.append(_("{model} heals {n}").format(n=g("amount"), model=words.name(mid)))
    return ", ".join(parts)


def _blockers(scene, radius: float, points, skip=()) -> str:
    """The first hazard or other base met by a circle of ``radius`` walked along ``points``."""
    obs = scene.observation()
    shapes = list(scene.map_view.hazards) + scene.drawing.extra_hazard_shapes()
    bases = [(o, scene.pos_of(o), scene.radius_of(o)) for o, m in obs["models"].items()
             if o not in skip and not m["out"] and not m.get("mounted") and scene.pos_of(o) is not None]
    for a, b in zip(points, points[1:], strict=False):
        n = max(1, math.ceil(math.dist(a, b) / STEP))
        for k in range(n + 1):
            p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
            for sh in shapes:
                if sh.contains(p) or sh.edge_distance(p) < radius:
                    return _("the {place}").format(place=place_word(sh.name)) if sh.name else {
                        "lethal": _("a lethal hazard"), "wounding": _("a wounding hazard")}.get(sh.kind, _("a hazard"))
            for o, at, r in bases:
                if math.dist(p, at) < r + radius - 1e-3:
                    return _("{model}'s base").format(model=scene.words().name(o))
    return ""


def path_note(scene, mid, at) -> str:
    """'In the way: the Pit.' for a dragged path (its waypoints included), or ''."""
    start = scene.pos_of(mid)
    if start is None:
        return ""
    pts = [start] + [tuple(w) for w in scene.waypoints()] + [tuple(at)]
    pair = {mid} | {x for x in (scene.observation()["models"][mid].get("mounted"),
                                scene.observation()["models"][mid].get("rider")) if x}
    what = _blockers(scene, scene.radius_of(mid), pts, skip=pair)
    return _("In the way: {what}.").format(what=what) if what else ""


def between_note(scene, a, b) -> str:
    """'They are 2.40" apart, base to base, with the Pit between them.' (measured, never judged)."""
    pa, pb = scene.pos_of(a), scene.pos_of(b)
    if pa is None or pb is None:
        return ""
    ra, rb = scene.radius_of(a), scene.radius_of(b)
    d = math.dist(pa, pb)
    gap = max(0.0, d - ra - rb)
    text = _('They are {gap}" apart, base to base').format(gap=f"{gap:.2f}")
    if d > ra + rb:
        ux, uy = (pb[0] - pa[0]) / d, (pb[1] - pa[1]) / d
        edge_a = (pa[0] + ux * ra, pa[1] + uy * ra)
        edge_b = (pb[0] - ux * rb, pb[1] - uy * rb)
        models = scene.observation()["models"]
        skip = {a, b} | {x for m in (a, b) for x in (models[m].get("mounted"), models[m].get("rider")) if x}
        what = _blockers(scene, 0.0, [edge_a, edge_b], skip=skip)
        if what:
            text += _(", with {what} between them").format(what=what)
    return text + "."
