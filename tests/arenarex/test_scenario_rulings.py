"""Scenario rulings of docs/rulings.md (Arena Rex 12 and 14) that had no test of their own."""
import pytest

from engine.arenarex import flow
from engine.arenarex.geometry import dist
from engine.arenarex.scenarios import seat_edge_point

from .helpers import go
from .test_scenarios import deploy_all, new


@pytest.mark.rule("arenarex", "Primus Superiorum")
def test_primus_fatigue_is_cleared_between_rounds():
    s = new(seed=2, scenario="primus_superiorum", cohort=3)
    go(s, "go_first")
    deploy_all(s)
    titan = [m for m in s.all_in_play() if s.prof(m).kind == "titan"][0]
    for m in s.models:
        s.models[m]["fat"] = 2
    s.defeat(titan, "Lethal Hazard")
    flow.advance(s)
    assert s.round == 2
    assert all(m["fat"] == 0 for m in s.models.values() if not m["out"])


@pytest.mark.rule("arenarex", "Damnatio")
def test_damnatio_zone_touches_the_defenders_edge_with_a_pillar_at_its_centre():
    s = new(seed=4, scenario="damnatio", map="colosseum")
    zone = s.zones()[-1]
    cx, cy, r = zone.circle
    assert r == pytest.approx(3.0)  # 6 inches across
    # touching the defender's (second seat's) arena edge, far from the executioner's
    assert s.arena.boundary.distance_to_edge((cx, cy)) == pytest.approx(3.0, abs=0.01)
    assert dist((cx, cy), seat_edge_point(s, 1)) == pytest.approx(3.0, abs=0.01)
    assert dist((cx, cy), seat_edge_point(s, 0)) > 20.0
    pillar = s.extra_hazards[-1]
    assert pillar["kind"] == "hazard" and pillar["circle"][:2] == pytest.approx([cx, cy])
    cond = s.scen["condemned"]["1"]
    assert s.models[cond]["chain"]["to"] == pytest.approx([cx, cy]) and s.seat_of(cond) == 1
