"""Cohorts, deployment and the seven scenarios."""
import pytest

from engine.arenarex import RULESET
from engine.arenarex.cohorts import combatants
from engine.arenarex.content import roster
from engine.arenarex.geometry import CONTACT_TOL, edge_gap
from engine.core.errors import ConfigError, IllegalAction

from .helpers import A, events_of, frame, go, play_random, position

R = {pid: p.radius for pid, p in roster().items()}


def new(seed=1, **opts):
    return RULESET.new_game(RULESET.make_config(2, {k: str(v) for k, v in opts.items()}), seed)


def deploy_all(s):
    while s.to_decide() is not None and s.to_decide().kind in ("first_player", "deploy", "duellum_pick"):
        s.apply(s.legal_actions()[0])


@pytest.mark.rule("arenarex", "Building a Cohort")
def test_each_stage_counts_and_cohorts_must_be_equal():
    assert combatants("stheno_i") == 2 and combatants("iason") == 1
    with pytest.raises(ConfigError, match="equal value"):
        RULESET.make_config(2, {"cohort_0": "iason,hroka", "cohort_1": "sven"})
    with pytest.raises(ConfigError, match="unknown model"):
        RULESET.make_config(2, {"cohort_0": "spartacus", "cohort_1": "sven"})
    cfg = RULESET.make_config(2, {"cohort_0": "iason,stheno_i", "cohort_1": "sven,frigge,hroka"})
    s = RULESET.new_game(cfg, 1)
    assert sorted(m for m in s.models if m.startswith("0:")) == ["0:iason", "0:stheno_i"]


@pytest.mark.rule("arenarex", "Deployment")
def test_dice_off_winner_picks_first_player_who_deploys_first_along_the_edge():
    s = new(seed=3)
    d = s.to_decide()
    assert d.kind == "first_player"
    evs = go(s, "go_second")
    first = 1 - d.seat
    assert events_of(evs, "first_player_chosen")[0].seat == first
    assert s.to_decide().kind == "deploy" and s.to_decide().seat == first
    a = s.legal_actions()[0]
    with pytest.raises(IllegalAction):
        go(s, "deploy", model=a.model, at=[16.0, 16.0])  # not on the arena edge
    s.apply(a)
    mid = a.model
    assert abs(s.arena.boundary.distance_to_edge(s.pos(mid)) - s.radius(mid)) <= CONTACT_TOL
    b = s.legal_actions()[0]
    s.apply(b)
    assert edge_gap(s.pos(mid), s.radius(mid), s.pos(b.model), s.radius(b.model)) <= 1.0 + CONTACT_TOL
    while s.to_decide().kind == "deploy" and s.to_decide().seat == first:
        s.apply(s.legal_actions()[0])
    assert s.to_decide().seat == 1 - first


@pytest.mark.rule("arenarex", "Munus")
def test_munus_ends_when_one_side_has_no_models():
    s = position([(0, "iason", (12.0, 26.0)), (1, "hroka", (20.0, 6.0))])
    s.defeat("1:hroka", "Lethal Hazard")
    s.advance()
    assert s.result().winner == 0
    assert s.to_decide() is None


@pytest.mark.rule("arenarex", "Primus Superiorum")
def test_primus_titan_against_cohort_rounds_carry_favor_and_damage():
    with pytest.raises(ConfigError, match="Titan"):
        RULESET.make_config(2, {"scenario": "primus_superiorum", "cohort_0": "iason,hroka", "cohort_1": "nero,sven"})
    s = new(seed=2, scenario="primus_superiorum", cohort=3)
    go(s, "go_first")
    first = s.first
    deploy_all(s)
    in_play = s.all_in_play()
    assert [m for m in in_play if s.seat_of(m) == first] == [m for m in in_play if s.prof(m).kind == "titan"]
    assert all(s.prof(m).kind != "titan" for m in in_play if s.seat_of(m) != first)
    # end round one: the titan falls
    titan = [m for m in in_play if s.prof(m).kind == "titan"][0]
    survivor = [m for m in in_play if s.seat_of(m) != first][0]
    s.models[survivor]["dmg"] = 2
    s.favor = [7, 9]
    s.defeat(titan, "Lethal Hazard")
    s.advance()
    assert s.round == 2 and s.over is None
    assert s.favor == [7, 9] and s.models[survivor]["dmg"] == 2


@pytest.mark.rule("arenarex", "Venatio")
def test_venatio_gladiators_at_the_centre_beasts_far_away():
    with pytest.raises(ConfigError, match="beasts"):
        RULESET.make_config(2, {"scenario": "venatio", "cohort_0": "iason", "cohort_1": "sven"})
    s = new(seed=5, scenario="venatio")
    deploy_all(s)
    centre = s.arena.centre()
    from engine.arenarex.geometry import dist
    for m in s.seat_models(0):
        assert s.prof(m).kind == "gladiator" and dist(s.pos(m), centre) - s.radius(m) <= 5.0
    for m in s.seat_models(1):
        assert s.prof(m).kind == "beast"


@pytest.mark.rule("arenarex", "Damnatio")
def test_damnatio_condemned_is_chained_in_the_zone_and_its_death_ends_the_game():
    s = new(seed=4, scenario="damnatio", map="colosseum")
    cond = s.scen["condemned"]["1"]
    assert s.models[cond]["chain"]["len"] == 4.0 and not roster()[s.models[cond]["p"]].next_stage
    deploy_all(s)
    zone = s.zones()[-1]
    assert zone.base_inside(s.pos(cond), s.radius(cond))
    s.defeat(cond, "Lethal Hazard")
    s.advance()
    assert s.result().winner == 0


@pytest.mark.rule("arenarex", "Vinculi")
def test_vinculi_condemned_chained_to_a_partner_last_condemned_wins():
    s = new(seed=6, scenario="vinculi")
    for seat in ("0", "1"):
        cond = s.scen["condemned"][seat]
        to = s.models[cond]["chain"]["to"]
        assert s.seat_of(to) == int(seat) and s.models[cond]["chain"]["len"] == 4.0
    deploy_all(s)
    s.defeat(s.scen["condemned"]["0"], "Lethal Hazard")
    s.advance()
    assert s.result().winner == 1


@pytest.mark.rule("arenarex", "Duellum")
def test_duellum_secret_picks_then_duelists_meet_in_the_ring():
    s = new(seed=7, scenario="duellum", cohort=3)
    d = s.to_decide()
    assert d.kind == "duellum_pick" and d.seat == 0
    pick0 = s.legal_actions()[0]
    evs = s.apply(pick0)
    assert evs[0].view_for(1).model is None  # the other seat does not see the pick
    assert s.observation(1)["secret"]["0"] is None and s.observation(0)["secret"]["0"] == pick0.model
    s.apply(s.legal_actions()[0])
    d0, d1 = s.scen["duelists"]
    assert abs(edge_gap(s.pos(d0), s.radius(d0), s.pos(d1), s.radius(d1))) <= CONTACT_TOL
    zone = s.zones()[0]
    assert s.in_zone(d0, zone) and s.in_zone(d1, zone)
    deploy_all(s)
    # a Ready duelist must be activated: the first turn activates it without asking
    assert s.stack[-1].t == "act" and s.stack[-1].model == s.scen["duelists"][s.first]
    me = s.scen["duelists"][s.first]
    with pytest.raises(IllegalAction) as err:
        s.check(A("move", path=[[s.pos(me)[0] + 4.0, s.pos(me)[1]]]))
    assert err.value.rule == "Duellum"


@pytest.mark.rule("arenarex", "Geminae")
def test_geminae_controlling_both_zones_wins():
    s = new(seed=8, scenario="geminae")
    deploy_all(s)
    zones = s.zones()[-2:]
    mine = s.seat_models(0)
    for z, m in zip(zones, mine[:2], strict=False):
        s.models[m]["pos"] = list(z.centre())
    for m in s.seat_models(1):
        for z in zones:
            assert not s.in_zone(m, z)
    s.stack = [frame("start", seat=1)]
    s.advance()
    assert s.result().winner == 0


@pytest.mark.rule("arenarex", "Geminae")
@pytest.mark.parametrize("scenario", ["munus", "primus_superiorum", "venatio", "damnatio", "vinculi", "duellum", "geminae"])
def test_every_scenario_ends_with_a_result(scenario):
    state, _, _ = play_random({"scenario": scenario, "map": "ring_of_fire"}, 21)
    assert state.result() is not None and state.to_decide() is None


@pytest.mark.rule("arenarex", "Geminae")
def test_geminae_control_of_both_zones_wins_the_moment_it_happens():
    # "the first player to control both duel zones is the victor": not only at a turn's start
    from .helpers import activate, go
    s = new(seed=8, scenario="geminae")
    deploy_all(s)
    zones = s.zones()[-2:]
    first, second = s.seat_models(0)[:2]
    s.models[first]["pos"] = list(zones[0].centre())
    c = zones[1].centre()
    s.models[second]["pos"] = [c[0] + 3.0, c[1]]
    s.models[second]["fat"] = 0
    assert not any(s.in_zone(m, z) for m in s.seat_models(1) for z in zones)
    activate(s, second)
    s.scen["started"] = True
    go(s, "move", path=[[c[0] + 1.0, c[1]]])
    assert s.over is not None and s.over["winner"] == 0 and s.over["why"] == "controls both duel zones"


@pytest.mark.rule("arenarex", "Duellum")
def test_duellum_no_other_model_may_cross_the_duel_zone_either():
    # "No other models may enter the duel zone": a path through it enters it, wherever it ends
    from engine.arenarex.restrictions import move_problem
    s = new(seed=7, scenario="duellum", cohort=3)
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    deploy_all(s)
    other = next(m for m in s.seat_models(0) if m not in s.scen["duelists"] and s.body(m) == m)
    cx, cy = s.zones()[0].centre()
    s.models[other]["pos"] = [cx - 4.0, cy + 1.0]
    assert move_problem(s, other, [[cx + 4.0, cy + 1.0]])[0] == "Duellum"
    assert move_problem(s, other, [[cx - 4.0, cy + 3.0]]) is None
