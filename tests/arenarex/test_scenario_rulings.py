"""Scenario rulings of docs/rulings.md (Arena Rex 12 and 14) that had no test of their own."""
import pytest

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
    s.advance()
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


def condemned_in_zone(at, attacker_at=None):
    """Damnatio: Iason (seat 1) condemned, with a duel zone 6 inches across centred at (16, 26)."""
    from engine.arenarex.content import roster

    from .helpers import position
    models = [(1, "iason", at, {"condemned": True}), (1, "hroka", (16.0, 6.0))]
    if attacker_at is not None:
        models.append((0, "noxius", attacker_at))
    else:
        models.append((0, "sven", (4.0, 16.0)))
    s = position(models, scenario="damnatio", active=0 if attacker_at else 1)
    s.extra_zones = [[16.0, 26.0, 3.0]]
    s.scen["condemned"] = {"1": "1:iason"}
    return s, roster()


@pytest.mark.rule("arenarex", "Damnatio")
def test_damnatio_a_push_cannot_carry_the_condemned_out_of_the_duel_zone():
    from .helpers import activate, events_of, rig
    from .test_combat import no_reaction_no_power_no_favor
    probe, r = condemned_in_zone((18.8, 26.0))
    gap = r["noxius"].radius + r["iason"].radius + 0.3
    s, _ = condemned_in_zone((18.8, 26.0), attacker_at=(18.8 - gap, 26.0))
    activate(s, "0:noxius")
    rig(s, [6, 1, 1, 1, 1] + [1, 1, 1])
    evs = go(s, "attack", by="0:noxius", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    push = events_of(evs, "pushed")[0]
    assert push.stopped_by == "duel_zone"
    # still within the zone: some part of the base inside it (ruling 9)
    assert dist(s.pos("1:iason"), (16.0, 26.0)) == pytest.approx(3.0 + r["iason"].radius, abs=2e-3)


@pytest.mark.rule("arenarex", "Damnatio")
def test_damnatio_the_condemned_may_not_leave_the_zone_even_to_come_back():
    from engine.core.errors import IllegalAction

    from .helpers import activate
    s, _ = condemned_in_zone((17.0, 26.0))
    activate(s, "1:iason")
    with pytest.raises(IllegalAction) as err:
        go(s, "move", path=[[19.9, 26.0], [18.5, 26.0]])
    assert err.value.rule == "Damnatio"
