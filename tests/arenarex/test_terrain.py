"""Hazards, living hazards, chains, duel zones, Titans, Displacement, Mounts, Stages."""
import pytest

from engine.arenarex.clear import start_clear
from engine.arenarex.content import roster
from engine.arenarex.displacement import start_displacement
from engine.arenarex.geometry import CONTACT_TOL, dist, edge_gap
from engine.core.errors import IllegalAction

from .helpers import A, activate, decide, events_of, frame, go, position, rig
from .test_combat import no_reaction_no_power_no_favor, resolve_tree

R = {pid: p.radius for pid, p in roster().items()}


def pusher_and_victim(victim_at, direction, att="noxius", dfd="iason", gap=0.3, extra=(), **kw):
    """Place the attacker so that a push moves the victim along ``direction``."""
    vx, vy = victim_at
    d = R[att] + R[dfd] + gap
    ax, ay = vx - direction[0] * d, vy - direction[1] * d
    s = position([(0, att, (ax, ay)), (1, dfd, (vx, vy))] + list(extra), **kw)
    return activate(s, f"0:{att}")


def push_once(s, att="0:noxius", dfd="1:iason", dice=None):
    rig(s, dice or [6, 1, 1, 1, 1] + [1, 1, 1])  # one net success: Noxius's top box is a push
    return go(s, "attack", by=att, target=dfd, also=None) + no_reaction_no_power_no_favor(s)


@pytest.mark.rule("arenarex", "Hazard")
def test_push_into_a_column_stops_at_contact_and_gives_one_fatigue():
    # the column at (10, 10), radius 0.75; Iason 0.5 inch below it
    s = pusher_and_victim((10.0, 10.0 + 0.75 + R["iason"] + 0.5), (0.0, -1.0))
    evs = push_once(s)
    p = events_of(evs, "pushed")[0]
    assert p.stopped_by.startswith("hazard") and dist(p.get("from"), p.to) == pytest.approx(0.5, abs=2e-3)
    assert [e.kind for e in events_of(evs, "hazard_contact")] == ["hazard"]
    assert s.models["1:iason"]["fat"] == 1


@pytest.mark.rule("arenarex", "Wounding Hazard")
def test_spikes_deal_three_damage_ignoring_arm_and_count_as_a_hazard():
    # spikes: x 5..8, y 15..17 ; Iason 0.4 to the right of them
    s = pusher_and_victim((8.0 + R["iason"] + 0.4, 16.0), (-1.0, 0.0))
    evs = push_once(s)
    evs += resolve_tree(s)
    kinds = sorted(e.kind for e in events_of(evs, "hazard_contact"))
    assert kinds == ["wounding"]
    assert s.models["1:iason"]["fat"] == 1
    res = events_of(evs, "attack_resolved")[0]
    assert res.damage == 3 + max(0, 1 - 1)  # 3 ignoring ARM, push box 1 minus ARM 1


@pytest.mark.rule("arenarex", "Lethal Hazard")
def test_pit_defeats_marks_every_box_and_loses_remaining_successes():
    # the pit at (16, 16), radius 2; Iason 0.5 below its rim
    s = pusher_and_victim((16.0, 18.0 + R["iason"] + 0.5), (0.0, -1.0))
    evs = push_once(s, dice=[6, 6, 6, 1, 1] + [1, 1, 1])
    assert events_of(evs, "defeated")[0].model == "1:iason"
    marked = events_of(evs, "damage_marked")
    assert sum(e.amount for e in marked) == len(roster()["iason"].vitality)
    favor_boxes = roster()["iason"].vitality.count("F")
    assert sum(e.amount for e in events_of(evs, "favor_gained") if e.seat == 1) == favor_boxes
    assert decide(s) != "tree_path"  # the other two successes are lost


@pytest.mark.rule("arenarex", "Favor Dice")
def test_hazard_defeat_in_your_activation_earns_favor_at_its_end():
    s = pusher_and_victim((16.0, 18.0 + R["iason"] + 0.5), (0.0, -1.0), extra=[(1, "hroka", (16.0, 29.0))])
    push_once(s)
    favor = s.favor[0]
    evs = go(s, "end")
    assert any(e.why == "hazard defeat in your activation" for e in events_of(evs, "favor_gained"))
    assert s.favor[0] == favor + 1


@pytest.mark.rule("arenarex", "Living Hazard")
def test_living_hazard_attacks_a_model_pushed_near_it_opponent_rolling():
    s = pusher_and_victim((16.0, 26.0), (0.0, 1.0), extra=[(None, "scorpion", (16.0, 26.0 + 1.0 + R["iason"] + R["scorpion"] + 2.0))])
    rig(s, [6, 1, 1, 1, 1] + [1, 1, 1] + [6, 6, 6] + [1, 1, 1])
    evs = go(s, "attack", by="0:noxius", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    evs += go(s, "follow_up", to=None)
    trig = events_of(evs, "living_hazard_triggered")
    assert trig and trig[0].target == "1:iason"
    # the opponent of the attacked model (seat 0) resolves the beast's attack
    while s.to_decide() is not None and s.to_decide().kind in ("favor", "tree_path", "follow_up"):
        if s.to_decide().kind == "tree_path":
            assert s.to_decide().seat == 0
        evs += s.apply(s.legal_actions()[0])
    assert events_of(evs, "attack_declared")[-1].attacker == "None:scorpion"
    assert s.models["None:scorpion"]["fat"] == 0  # living hazards never gain fatigue


@pytest.mark.rule("arenarex", "Chained")
def test_chain_halts_a_push_and_counts_as_a_hazard():
    s = pusher_and_victim((16.0, 26.0), (1.0, 0.0))
    s.models["1:iason"]["chain"] = {"to": [12.0, 26.0], "len": 4.0}
    evs = push_once(s)
    p = events_of(evs, "pushed")[0]
    # measured between bases: Iason's base edge stops 4 inches from the anchor point
    assert p.stopped_by == "chain" and p.to[0] == pytest.approx(16.0 + R["iason"], abs=2e-3)
    assert s.models["1:iason"]["fat"] == 1


@pytest.mark.rule("arenarex", "Chained")
def test_chain_length_is_measured_between_bases_so_a_full_push_within_it_is_no_hazard():
    # the push ends 4.3" from the pillar's centre: more than the chain centre to centre, but
    # the bases (Iason's and the 0.4" pillar's) are still less than 4" apart
    pillar = 0.4
    s = pusher_and_victim((16.0, 26.0), (1.0, 0.0))
    s.models["1:iason"]["chain"] = {"to": [17.0 - 4.3, 26.0], "len": 4.0, "r": pillar}
    evs = push_once(s)
    p = events_of(evs, "pushed")[0]
    assert p.stopped_by is None and p.distance == pytest.approx(1.0, abs=2e-3)
    assert s.models["1:iason"]["fat"] == 0 and not events_of(evs, "hazard_contact")


@pytest.mark.rule("arenarex", "Chained")
def test_a_chain_binds_both_chained_models():
    # Vinculi: the partner a condemned is chained to may not be pushed or move beyond the chain
    s = pusher_and_victim((16.0, 26.0), (1.0, 0.0), extra=[(1, "hroka", (11.0, 26.0))])
    gap = 16.0 - 11.0 - R["iason"] - R["hroka"]
    s.models["1:hroka"]["chain"] = {"to": "1:iason", "len": gap + 0.3}
    evs = push_once(s)
    p = events_of(evs, "pushed")[0]
    assert p.stopped_by == "chain" and p.distance == pytest.approx(0.3, abs=2e-3)
    assert s.models["1:iason"]["fat"] == 1  # halted by the chain: as if it hit a hazard
    s = position([(0, "iason", (16.0, 26.0)), (0, "sven", (12.0, 26.0)), (1, "hroka", (20.0, 6.0))])
    s.models["0:sven"]["chain"] = {"to": "0:iason", "len": 4.0}
    activate(s, "0:iason")
    with pytest.raises(IllegalAction) as err:
        go(s, "move", path=[[19.0, 26.0]])
    assert err.value.rule == "Chained"


@pytest.mark.rule("arenarex", "Chained")
def test_chained_model_cannot_move_beyond_its_chain():
    s = position([(0, "iason", (16.0, 26.0)), (1, "hroka", (20.0, 28.0))])
    s.models["0:iason"]["chain"] = {"to": [14.0, 26.0], "len": 4.0}
    activate(s, "0:iason")
    with pytest.raises(IllegalAction) as err:
        go(s, "move", path=[[19.0, 26.0]])
    assert err.value.rule == "Chained"


@pytest.mark.rule("arenarex", "Duel Zone")
def test_duel_zone_adds_favor_and_control_pays_at_a_clear_turn():
    s = position([(0, "iason", (16.0, 16.0)), (0, "sven", (16.0, 27.0)), (1, "hroka", (20.0, 28.0))],
                 map_name="ring_of_fire")
    s.gain_favor(0, 1, model="0:iason")
    assert s.favor[0] == 3 + 2
    for m in ("0:iason", "0:sven"):
        s.models[m]["fat"] = 1
    s.stack = [frame("start", seat=0)]
    s.turn_no = 0
    evs = []
    s._ev = []
    s.advance()
    evs = s._ev
    assert events_of(evs, "clear_turn")
    assert any(e.why == "controls a duel zone" for e in events_of(evs, "favor_gained"))


@pytest.mark.rule("arenarex", "Titans")
def test_titans_resist_every_push():
    s = pusher_and_victim((16.0, 26.0), (1.0, 0.0), att="sven", dfd="nero")
    rig(s, [6, 6, 6, 6, 6] + [1, 1, 1, 1])
    evs = go(s, "attack", by="0:sven", target="1:nero", also=None) + no_reaction_no_power_no_favor(s)
    evs += resolve_tree(s)
    pushes = events_of(evs, "pushed")
    assert pushes and all(p.resisted for p in pushes)
    assert s.pos("1:nero") == (16.0, 26.0)


@pytest.mark.rule("arenarex", "Displacement")
def test_nero_displaces_with_the_opponent_placing_first():
    s = position([(0, "nero", (16.0, 27.6)), (1, "sven", (15.2, 24.5)), (1, "frigge", (17.0, 24.5)),
                  (0, "iason", (16.0, 23.3))])
    activate(s, "0:nero")
    evs = go(s, "move", path=[[16.0, 24.5]])
    assert {e.model for e in events_of(evs, "displaced")} == {"1:sven", "1:frigge", "0:iason"}
    d = s.to_decide()
    assert d.kind == "displace_order" and d.seat == 0
    go(s, "place_first", seat=1)
    placed = []
    while decide(s) == "place":
        d = s.to_decide()
        a = s.legal_actions()[0]
        placed.append((d.seat, a.model))
        go(s, "place", model=a.model, at=list(a.at))
        assert abs(edge_gap(s.pos(a.model), s.radius(a.model), s.pos("0:nero"), s.radius("0:nero"))) <= CONTACT_TOL
    assert [seat for seat, _ in placed] == [1, 1, 0]


@pytest.mark.rule("arenarex", "Titans")
def test_unstoppable_titan_moves_through_models_but_others_cannot():
    s = position([(0, "nero", (16.0, 27.6)), (1, "sven", (16.0, 25.0)), (0, "iason", (12.0, 27.0))])
    activate(s, "0:nero")
    with pytest.raises(IllegalAction):
        go(s, "move", path=[[16.0, 22.4]])  # ends overlapping the column? no: too far is fine; check a hazard
    s2 = position([(0, "iason", (16.0, 27.6)), (1, "sven", (16.0, 25.6))])
    activate(s2, "0:iason")
    with pytest.raises(IllegalAction):
        go(s2, "move", path=[[16.0, 23.0]])


def titan_beside(nero_seat, sven_seat, extra=()):
    """Nero at (16, 27.6) with Sven beside the straight line 3 inches up: the line clips Sven's base."""
    side = round(16.0 + R["nero"] + R["sven"] - 0.3, 3)
    return position([(nero_seat, "nero", (16.0, 27.6)), (sven_seat, "sven", (side, 26.0))] + list(extra))


@pytest.mark.rule("arenarex", "Titans")
def test_a_titan_moves_through_models_in_a_reaction_move_but_ends_on_none():
    s = titan_beside(1, 0, [(0, "iason", (12.0, 20.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[12.5, 19.5]])
    assert decide(s) == "reaction"
    evs = go(s, "react_move", model="1:nero", path=[[16.0, 24.6]])  # through Sven's base
    assert events_of(evs, "moved") and s.pos("1:nero") == (16.0, 24.6)
    s = titan_beside(1, 0, [(0, "iason", (12.0, 20.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[12.5, 19.5]])
    with pytest.raises(IllegalAction):  # ending on Sven is for its own activation only
        go(s, "react_move", model="1:nero", path=[list(s.pos("0:sven"))])


@pytest.mark.rule("arenarex", "Titans")
def test_a_titan_repositions_through_models():
    s = titan_beside(0, 1, [(1, "iason", (20.0, 6.0))])
    s.stack = [frame("turn", seat=0), frame("repos", model="0:nero", seat=0, rest_ok=False)]
    go(s, "reposition", path=[[16.0, 24.6]], rest=False)
    assert s.pos("0:nero") == (16.0, 24.6)


@pytest.mark.rule("arenarex", "Displacement")
def test_displacement_blocked_only_by_models_gives_no_hazard():
    import math

    cx, cy = 16.0, 26.0
    ring = R["nero"] + R["iason"]
    others = [(0, "iason", (round(cx + ring * math.cos(a), 3), round(cy + ring * math.sin(a), 3)), {"fat": 0})
              for a in (2 * math.pi * k / 9 for k in range(9))]
    models = [(0, "nero", (cx, cy)), (1, "iason", (cx, cy - 8.0))] + others
    s = position(models)
    s.stack = [frame("start", seat=1)]
    s._ev = []
    start_displacement(s, "0:nero", ["1:iason"])
    s.advance()
    evs = list(s._ev)
    while decide(s) == "place":
        evs += s.apply(s.legal_actions()[0])
    assert events_of(evs, "placed") and not events_of(evs, "hazard_contact")
    assert s.models["1:iason"]["fat"] == 0 and s.in_play("1:iason")


@pytest.mark.rule("arenarex", "Mounts")
def test_sven_pushes_a_mounted_septimus():
    x, y = 16.0, 26.0
    s = position([(0, "sven", (x - R["sven"] - R["dextarius"] - 0.3, y)), (1, "dextarius", (x, y)),
                  (1, "septimus", (x, y))])
    s.models["1:septimus"]["pos"] = None
    s.models["1:septimus"]["mounted"] = "1:dextarius"
    s.models["1:dextarius"]["rider"] = "1:septimus"
    s.models["1:dextarius"]["fat"] = s.models["1:septimus"]["fat"] = 1
    activate(s, "0:sven")
    # crusher tree: push (resisted: the rider has the mount's larger base), d2, push
    rig(s, [6, 6, 6, 1, 1] + [1, 1, 1])
    evs = go(s, "attack", by="0:sven", target="1:septimus", also=None) + no_reaction_no_power_no_favor(s)
    while decide(s) == "tree_path":
        acts = s.legal_actions()
        evs += s.apply([a for a in acts if a.box in ("a", "b", "c")][0])
    dis = events_of(evs, "dismounted")[0]
    assert dis.model == "1:septimus"
    # placed in base contact with the mount, directly opposite Sven
    assert dis.at[1] == pytest.approx(y, abs=2e-3) and dis.at[0] > x
    push = [p for p in events_of(evs, "pushed") if not p.resisted][0]
    assert push.model == "1:septimus" and list(push.get("from")) == list(dis.at)
    assert s.models["1:septimus"]["fat"] == 2 and s.models["1:dextarius"]["fat"] == 1


@pytest.mark.rule("arenarex", "Mounts")
def test_mounted_pair_shares_fatigue_and_cannot_power_attack():
    x, y = 16.0, 26.0
    s = position([(0, "dextarius", (x, y)), (0, "septimus", (x, y)),
                  (1, "hroka", (x + R["dextarius"] + R["hroka"] + 0.3, y))])
    s.models["0:septimus"]["pos"] = None
    s.models["0:septimus"]["mounted"] = "0:dextarius"
    s.models["0:dextarius"]["rider"] = "0:septimus"
    activate(s, "0:dextarius")
    acts = [a for a in s.legal_actions() if a.kind == "attack"]
    assert acts and all(a.also == "1:hroka" for a in acts)  # the first attack is made by both
    rig(s, [1] * 10)
    go(s, "attack", by="0:septimus", target="1:hroka", also="1:hroka")
    assert s.models["0:septimus"]["fat"] == s.models["0:dextarius"]["fat"] == 1
    go(s, "pass")
    assert decide(s) != "power_attack"


@pytest.mark.rule("arenarex", "Mounts")
def test_mount_and_dismount_in_a_clear_turn_when_both_ready():
    x, y = 16.0, 26.0
    s = position([(0, "dextarius", (x, y)), (0, "septimus", (x + R["dextarius"] + R["septimus"], y)),
                  (1, "hroka", (x, 29.0))])
    s.stack = []
    start_clear(s, 0)
    acts = s.legal_actions()
    assert A("mount", model="0:septimus") in acts
    go(s, "mount", model="0:septimus")
    assert s.models["0:septimus"]["mounted"] == "0:dextarius" and s.models["0:septimus"]["pos"] is None
    d = [a for a in s.legal_actions() if a.kind == "dismount"]
    assert d
    go(s, "dismount", model="0:septimus", at=list(d[0].at))
    assert s.models["0:septimus"]["mounted"] is None


@pytest.mark.rule("arenarex", "Stages")
def test_stage_advance_exhausts_and_does_not_carry_damage():
    s = pusher_and_victim((16.0, 26.0), (1.0, 0.0), dfd="stheno_i", gap=0.2)
    s.models["1:stheno_i"]["dmg"] = len(roster()["stheno_i"].vitality) - 1
    rig(s, [6, 6, 6, 6, 6] + [1, 1, 1])
    evs = go(s, "attack", by="0:noxius", target="1:stheno_i", also=None) + no_reaction_no_power_no_favor(s)
    evs += resolve_tree(s)
    adv = events_of(evs, "stage_advanced")[0]
    assert adv.new == "stheno_ii"
    assert s.models["1:stheno_i"]["dmg"] == 0 and s.models["1:stheno_i"]["fat"] == 2
    assert s.in_play("1:stheno_i")


@pytest.mark.rule("arenarex", "Mounts")
def test_a_defeated_mount_leaves_its_rider_exhausted_in_its_place():
    x, y = 16.0, 26.0
    s = position([(0, "dextarius", (x, y)), (0, "septimus", (x, y)), (1, "hroka", (x, 29.5))])
    s.models["0:septimus"]["pos"] = None
    s.models["0:septimus"]["mounted"] = "0:dextarius"
    s.models["0:dextarius"]["rider"] = "0:septimus"
    evs_before = len(s._ev)
    s.defeat("0:dextarius", "Vitality Bar")
    assert s.in_play("0:septimus") and s.models["0:septimus"]["fat"] == 2
    assert s.models["0:septimus"]["mounted"] is None
    from engine.arenarex.geometry import dist
    assert dist(s.pos("0:septimus"), (x, y)) <= R["dextarius"]
    assert events_of(s._ev[evs_before:], "dismounted")


@pytest.mark.rule("arenarex", "Displacement")
def test_displaced_model_near_the_wall_is_placed_on_the_open_side():
    # Nero against the arena wall: the spots behind him do not fit, the open side does
    s = position([(0, "nero", (16.0, 31.0 - R["nero"] - 0.001)), (1, "iason", (16.0, 27.0)),
                  (0, "sven", (18.5, 29.0))])
    s.active = 0
    s.stack = [frame("start", seat=1)]
    start_displacement(s, "0:nero", ["1:iason"])
    place = s.stack[-1]
    spots, fallback = place.spots(s, "1:iason")
    assert spots and not fallback  # there is room beside Nero on the open side
    s._ev = []
    s.advance()
    assert decide(s) == "place"
    a = s.legal_actions()[0]
    go(s, "place", model=a.model, at=list(a.at))
    assert s.in_play("1:iason")


@pytest.mark.rule("arenarex", "Living Hazard")
def test_living_hazard_picks_mount_or_rider_at_random_and_gains_no_fatigue():
    x, y = 16.0, 26.0
    s = position([(1, "dextarius", (x, y)), (1, "septimus", (x, y)),
                  (None, "scorpion", (x + R["dextarius"] + R["scorpion"] + 0.5, y)), (0, "iason", (10.0, 27.0))])
    s.models["1:septimus"]["pos"] = None
    s.models["1:septimus"]["mounted"] = "1:dextarius"
    s.models["1:dextarius"]["rider"] = "1:septimus"
    for below, target in ((0, "1:dextarius"), (1, "1:septimus")):
        c = s.clone()
        rig(c, [1] * 12, below=below)
        c.stack = [frame("turn", seat=0), frame("living", hazard="None:scorpion", target="1:septimus")]
        c._ev = []
        c.advance()
        assert events_of(c._ev, "living_hazard_triggered")[0].target == target
        assert c.models["None:scorpion"]["fat"] == 0


@pytest.mark.rule("arenarex", "Displacement")
def test_no_room_beside_the_displacer_means_the_hazard_first_then_a_fallback_spot():
    import math

    cx, cy = 16.0, 26.0
    s = position([(0, "nero", (cx, cy)), (1, "iason", (cx, cy - 4.0))])
    ring = R["nero"] + 0.45
    s.extra_hazards = [{"kind": "hazard", "circle": [round(cx + ring * math.cos(a), 3), round(cy + ring * math.sin(a), 3), 0.45]}
                       for a in (2 * math.pi * k / 12 for k in range(12))]
    s.stack = [frame("start", seat=1)]
    s._ev = []
    start_displacement(s, "0:nero", ["1:iason"])
    s.advance()
    contact = [e for e in events_of(s._ev, "hazard_contact") if e.get("displaced")]
    assert contact and contact[0].kind == "hazard"
    tired = events_of(s._ev, "fatigue_changed")[0]
    assert tired.model == "1:iason" and (tired.old, tired.new) == (0, 1)
    placed = events_of(s._ev, "placed")[0]
    assert placed.model == "1:iason" and s.in_play("1:iason")
    geo = s.geo()
    assert not geo.overlaps(s.pos("1:iason"), s.radius("1:iason"), ignore=["1:iason"])
