"""Arena Rex's evaluator features: one named row per seat, read from a (possibly
determinized) full state, for the fitted evaluator (``engine/ai/fitted.py``,
docs/evaluators.md).

The turn limit counts models, then unmarked vitality; a cohort with no model left loses.
So the features are the material (models, vitality), Favor, fatigue (an Exhausted model is
easy prey), and the standing threats: a Ready model engaging an enemy, an Exhausted one
engaged by a Ready enemy. ``progress`` (the share of the turn limit gone) scales copies of the
material, so the fit can learn that a lead near the limit is nearly a win.
Cheap by design: it runs at every leaf of the search.
"""
from __future__ import annotations

from typing import NamedTuple


class SeatFeatures(NamedTuple):
    models: float           #: models in play
    vitality: float         #: unmarked vitality of those models
    favor: float            #: Favor tokens
    fatigue: float          #: fatigue on its models, summed
    exhausted: float        #: models with two or more fatigue
    threats: float          #: (Ready model, enemy it engages) pairs
    exposed: float          #: its Exhausted models engaged by a Ready enemy
    to_act: float           #: 1 if it is the active seat
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
    for seat in (0, 1):
        for e in bodies[seat]:
            if models[e]["fat"] != 0:
                continue
            for m in bodies[1 - seat]:
                if s.engages(e, m):
                    threats[seat] += 1
                    if models[m]["fat"] >= 2:
                        exposed[1 - seat] += 1
    active = s.active if s.active in (0, 1) else -1
    return [SeatFeatures(*rows[seat], threats[seat], exposed[seat], float(seat == active),
                         rows[seat][0] * share, rows[seat][1] * share) for seat in (0, 1)]
