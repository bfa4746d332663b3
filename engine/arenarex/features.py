"""Arena Rex's evaluator features: one named row per seat, read from a (possibly
determinized) full state, for the fitted evaluator (``engine/ai/fitted.py``,
docs/evaluators.md).

The turn limit counts models, then unmarked vitality; a cohort with no model left loses.
So the features are the material (models, vitality), Favor, fatigue (an Exhausted model is
easy prey), and the standing threats: a Ready model engaging an enemy, an Exhausted one
engaged by a Ready enemy, and the hazard a push would drive an engaged enemy into
(``bots.push_severity``). ``progress`` (the share of the turn limit gone) scales copies of the
material, so the fit can learn that a lead near the limit is nearly a win; ``steady_material``
is the material divided by how much can still change (the turns left and how close the
cohorts stand, as the hand-written evaluator reckons it).
Cheap by design: it runs at every leaf of the search.
"""
from __future__ import annotations

import math
from typing import NamedTuple

from . import geometry as g
from .bots import push_severity

#: a model in the arena is worth this much vitality (the turn limit counts models first)
MODEL_VALUE = 12.0


class SeatFeatures(NamedTuple):
    models: float           #: models in play
    vitality: float         #: unmarked vitality of those models
    favor: float            #: Favor tokens
    fatigue: float          #: fatigue on its models, summed
    exhausted: float        #: models with two or more fatigue
    threats: float          #: (Ready model, enemy it engages) pairs
    exposed: float          #: its Exhausted models engaged by a Ready enemy
    push_threat: float      #: hazard severity behind the enemies its Ready models engage
    steady_material: float  #: (12 x models + vitality) / the swing still possible
    to_act: float           #: 1 if it is the active seat
    threats_to_act: float   #: ``threats`` when it is the active seat (it strikes first)
    pushes_to_act: float    #: ``push_threat`` when it is the active seat
    exposed_waiting: float  #: ``exposed`` when the other seat acts
    late_models: float      #: ``models`` x progress
    late_vitality: float    #: ``vitality`` x progress


NAMES = SeatFeatures._fields


def progress(s) -> float:
    """The share of the turn limit gone, in [0, 1]."""
    return min(1.0, s.turn_no / s.turn_limit) if s.turn_limit else 0.0


def table(s) -> list[SeatFeatures]:
    """One row of features per seat (two seats)."""
    share = progress(s)
    models = s.models
    bodies: tuple[list[str], list[str]] = ([], [])
    rows = []
    for seat in (0, 1):
        count = vitality = fatigue = exhausted = 0.0
        for m in s.seat_models(seat):
            count += 1
            vitality += s.vitality_left(m)
            fat = models[m]["fat"]
            fatigue += fat
            exhausted += fat >= 2
            if s.body(m) == m:
                bodies[seat].append(m)
        rows.append([count, vitality, float(s.favor[seat]), fatigue, exhausted])
    threats = [0.0, 0.0]
    exposed = [0.0, 0.0]
    pushes = [0.0, 0.0]
    closeness = 0.0
    for seat in (0, 1):
        for e in bodies[seat]:
            ready = models[e]["fat"] == 0
            ep, er = s.pos(e), s.radius(e)
            for m in bodies[1 - seat]:
                if seat == 0:
                    closeness += math.exp(-max(0.0, g.edge_gap(ep, er, s.pos(m), s.radius(m))) / 5.0)
                if ready and s.engages(e, m):
                    threats[seat] += 1
                    pushes[seat] += push_severity(s, ep, m)
                    if models[m]["fat"] >= 2:
                        exposed[1 - seat] += 1
    left = max(0, s.turn_limit - s.turn_no)
    sigma = math.sqrt((0.3 + 1.5 * min(closeness, 3.0)) * left / 2 + 1.0)
    active = s.active if s.active in (0, 1) else -1
    return [SeatFeatures(*rows[seat], threats[seat], exposed[seat], pushes[seat],
                         (MODEL_VALUE * rows[seat][0] + rows[seat][1]) / sigma, float(seat == active),
                         threats[seat] * (seat == active), pushes[seat] * (seat == active),
                         exposed[seat] * (seat != active), rows[seat][0] * share, rows[seat][1] * share)
            for seat in (0, 1)]
