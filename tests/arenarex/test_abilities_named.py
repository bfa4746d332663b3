"""The named abilities of the FAQ's models (Stall, Dictate, Rebuff, Regrowth, Necrosis, Asari,
War Cry, Interdict, Rampage) and a Beast mount going Wild when its rider falls (docs/rulings.md,
Arena Rex 25-33)."""
import pytest

from engine.arenarex.content import roster
from engine.arenarex.geometry import edge_gap, in_contact
from engine.core.errors import IllegalAction

from .helpers import A, activate, decide, events_of, frame, go, position, rig
from .test_combat import Y, duel, no_reaction_no_power_no_favor

R = {pid: p.radius for pid, p in roster().items()}


def start_turn(s, seat=0):
    """Begin ``seat``'s turn from scratch (fatigue checks, clear turns and all)."""
    s.stack = [frame("start", seat=seat)]
    s.turn_no = 0
    return s.advance()


def abilities(evs, name):
    return [e for e in events_of(evs, "ability_used") if e.ability == name]


@pytest.mark.rule("arenarex", "Reactions")
def test_stall_halts_an_enemy_move_where_it_first_comes_within_three_inches():
    s = position([(0, "iason", (12.0, Y)), (1, "ban_luca", (20.0, Y)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[17.0, Y]])
    assert decide(s) == "reaction"
    stalls = [a for a in s.legal_actions() if a.kind == "stall"]
    assert stalls and {a.model for a in stalls} == {"1:ban_luca"}
    evs = go(s, "stall", model="1:ban_luca")  # no halting point named: the first one
    assert abilities(evs, "Stall")
    stop = 20.0 - (3.0 + R["ban_luca"] + R["iason"])
    assert s.pos("0:iason")[0] == pytest.approx(stop, abs=2e-3)
    assert edge_gap(s.pos("0:iason"), R["iason"], s.pos("1:ban_luca"), R["ban_luca"]) == pytest.approx(3.0, abs=2e-3)
    assert s.models["1:ban_luca"]["fat"] == 1
    # the move is over: Iason is back in his activation, and nobody may react again this turn
    assert decide(s) == "action" and s.reacted


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_stall_may_halt_the_move_at_any_point_of_its_path_within_three_inches():
    # FAQ: "halt an enemy's movement at any point along their path" (ruling 25)
    s = position([(0, "iason", (12.0, Y)), (1, "ban_luca", (20.0, Y)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[17.0, Y]])
    first = 20.0 - (3.0 + R["ban_luca"] + R["iason"])
    offered = sorted(a.at[0] for a in s.legal_actions() if a.kind == "stall")
    assert offered[0] == pytest.approx(first, abs=2e-3) and len(offered) >= 2 and offered[-1] > first + 0.5
    evs = go(s, "stall", model="1:ban_luca", at=[16.5, Y])  # any point, not only the offered ones
    assert abilities(evs, "Stall") and s.pos("0:iason") == (16.5, Y)
    assert decide(s) == "action" and s.reacted


@pytest.mark.rule("arenarex", "Reactions")
def test_every_offered_stall_is_accepted_when_the_move_starts_just_outside_three_inches():
    # the mover starts 0.005" beyond Stall's reach: halting at the first point within 3" moves it
    # less than a measurable step, so it stays put. The offer named the mover's own spot, which is
    # not on the stretch within 3", and check refused it (munus seed 25001, decision 169, issue 37)
    first = 20.0 - (3.0 + R["ban_luca"] + R["iason"])
    s = position([(0, "iason", (round(first - 0.005, 3), Y)), (1, "ban_luca", (20.0, Y)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[17.0, Y]])
    stalls = [a for a in s.legal_actions() if a.kind == "stall"]
    assert len(stalls) >= 2 and all(s.accepts(a) for a in stalls)
    assert stalls[0].at[0] == pytest.approx(first, abs=2e-3)
    start = s.pos("0:iason")
    evs = go(s, "stall", model="1:ban_luca", at=stalls[0].at)
    assert abilities(evs, "Stall") and s.pos("0:iason") == start  # halted before it really moved


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_stall_refuses_a_halting_point_off_the_path_or_out_of_range():
    s = position([(0, "iason", (12.0, Y)), (1, "ban_luca", (20.0, Y)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[17.0, Y]])
    for at in ([13.0, Y], [16.5, Y + 1.0]):  # too far from Ban-Luca; not on the path
        with pytest.raises(IllegalAction):
            go(s, "stall", model="1:ban_luca", at=at)


@pytest.mark.rule("arenarex", "Reactions")
def test_stall_needs_a_ready_ban_luca_and_a_path_that_comes_near():
    s = position([(0, "iason", (8.0, Y)), (1, "ban_luca", (24.0, Y)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[12.0, Y]])  # stays more than 3 inches away: nothing to react with
    assert s.pos("0:iason") == (12.0, Y)
    s = position([(0, "iason", (12.0, Y)), (1, "ban_luca", (20.0, Y), {"fat": 1}), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[17.0, Y]])
    assert s.pos("0:iason") == (17.0, Y)


@pytest.mark.rule("arenarex", "Reactions")
def test_stall_on_a_model_already_within_three_inches_keeps_it_where_it_stands():
    s = position([(0, "iason", (17.0, Y)), (1, "ban_luca", (20.0, Y)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    go(s, "move", path=[[13.0, Y]])  # moving away, but it starts within 3 inches
    evs = go(s, "stall", model="1:ban_luca")
    assert events_of(evs, "move_halted")[0].model == "0:iason" and s.pos("0:iason") == (17.0, Y)


@pytest.mark.rule("arenarex", "Tactics")
def test_dictate_lets_another_gladiator_maneuver_for_sullas_fatigue():
    s = position([(0, "sulla", (12.0, Y)), (0, "iason", (12.0, 27.0)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:sulla")
    dictates = [a for a in s.legal_actions() if a.kind == "dictate"]
    assert dictates and {a.model for a in dictates} == {"0:iason"}
    a = dictates[0]
    evs = s.apply(a)
    assert abilities(evs, "Dictate") and s.models["0:sulla"]["fat"] == 1
    moved = events_of(evs, "moved")[0]
    assert moved.model == "0:iason" and moved.kind == "maneuver" and list(s.pos("0:iason")) == list(a.path[-1])
    assert s.models["0:iason"]["fat"] == 0 and s.favor == [3, 3]
    # each model once per activation; never Sulla himself
    assert not [x for x in s.legal_actions() if x.kind == "dictate"]
    with pytest.raises(IllegalAction):
        go(s, "dictate", model="0:sulla", path=[[12.0, 25.0]])


@pytest.mark.rule("arenarex", "Clear Turn")
def test_dictate_pays_a_clear_turn_maneuver_with_fatigue_instead_of_favor():
    s = position([(0, "sulla", (12.0, Y), {"fat": 1}), (0, "iason", (12.0, 27.0), {"fat": 1}),
                  (1, "hroka", (16.0, 6.0))], favor=(0, 0))
    start_turn(s)
    assert decide(s) == "clear_turn"
    legal = s.legal_actions()
    assert not [a for a in legal if a.kind == "maneuver" and a.get("dictate") is None]  # no Favor to pay
    a = [a for a in legal if a.kind == "maneuver" and a.get("dictate") == "0:sulla"][0]
    assert a.model == "0:iason"
    evs = s.apply(a)
    assert abilities(evs, "Dictate") and s.models["0:sulla"]["fat"] == 1 and s.favor == [0, 0]
    assert events_of(evs, "moved")[0].model == "0:iason"


@pytest.mark.rule("arenarex", "Pushing")
def test_rebuff_shoves_an_attacker_that_fails_to_hurt_ywain():
    s = duel(att="noxius", dfd="ywain", gap=0.2)
    rig(s, [1, 1, 1, 1, 1] + [6, 6, 6, 6])
    evs = go(s, "attack", by="0:noxius", target="1:ywain", also=None) + no_reaction_no_power_no_favor(s)
    assert abilities(evs, "Rebuff")
    push = [e for e in events_of(evs, "pushed") if e.model == "0:noxius"][0]
    assert push.by == "1:ywain" and not push.resisted and push.to[0] < push.get("from")[0]
    assert decide(s) == "follow_up" and s.to_decide().seat == 1  # Ywain may follow up
    # the push is a push result: 1 damage, and Noxius's armor (1) takes it
    evs = go(s, "follow_up", to=None)
    assert events_of(evs, "attack_resolved")[-1].damage == 0


@pytest.mark.rule("arenarex", "Pushing")
def test_rebuff_needs_ywain_to_engage_the_attacker():
    s = duel(att="zahra", dfd="ywain", gap=2.5)  # Lash: Zahra attacks from 2.5 inches
    rig(s, [1, 1, 1, 1] + [6, 6, 6, 6])
    evs = go(s, "attack", by="0:zahra", target="1:ywain", also=None) + no_reaction_no_power_no_favor(s)
    assert events_of(evs, "attack_resolved")[0].damage == 0
    assert not abilities(evs, "Rebuff") and not events_of(evs, "pushed")


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_rebuff_answers_a_counterattack_that_does_not_get_through_his_armor():
    s = duel(att="ywain", dfd="zahra", gap=0.2)
    # Ywain rolls 1 success, Zahra counterattacks with 2: one net success, 1 damage, less ARM 1
    rig(s, [6, 1, 1, 1] + [6, 6, 1, 1])
    evs = go(s, "attack", by="0:ywain", target="1:zahra", also=None) + go(s, "counterattack")
    evs += no_reaction_no_power_no_favor(s)
    while decide(s) == "tree_path":
        evs += s.apply(s.legal_actions()[0])
    assert s.models["0:ywain"]["dmg"] == 0
    assert abilities(evs, "Rebuff") and [e for e in events_of(evs, "pushed") if e.model == "1:zahra"]
    go(s, "follow_up", to=None)
    assert s.models["1:zahra"]["dmg"] == 1  # the push result's damage: Zahra has no armor


@pytest.mark.rule("arenarex", "Clear Turn")
def test_regrowth_heals_gaius_or_a_friend_once_per_clear_turn_last_man_standing_too():
    s = position([(0, "gaius_pallidus", (12.0, Y), {"fat": 1, "dmg": 2}),
                  (0, "iason", (14.0, Y), {"fat": 1, "dmg": 1}),
                  (0, "sulla", (24.0, Y), {"fat": 1, "dmg": 1}),
                  (1, "hroka", (16.0, 6.0))])
    start_turn(s)
    regrowth = [a for a in s.legal_actions() if a.kind == "regrowth"]
    assert {a.heal for a in regrowth} == {"0:gaius_pallidus", "0:iason"}  # Sulla is too far away
    evs = go(s, "regrowth", model="0:gaius_pallidus", heal="0:iason")
    assert abilities(evs, "Regrowth") and s.models["0:iason"]["dmg"] == 0
    assert not [a for a in s.legal_actions() if a.kind == "regrowth"]
    # alone in the arena (Last Man Standing), Gaius may heal himself
    s = position([(0, "gaius_pallidus", (12.0, Y), {"dmg": 2}), (1, "hroka", (16.0, 6.0))])
    start_turn(s)
    assert s.stack[-1].lms == "0:gaius_pallidus"
    go(s, "regrowth", model="0:gaius_pallidus", heal="0:gaius_pallidus")
    assert s.models["0:gaius_pallidus"]["dmg"] == 1


@pytest.mark.rule("arenarex", "Actions")
def test_necrosis_is_a_special_action_in_thoths_activation():
    s = duel(att="thoth", dfd="iason", gap=0.3)
    assert A("necrosis", target="1:iason") in s.legal_actions()
    evs = go(s, "necrosis", target="1:iason")
    assert abilities(evs, "Necrosis")
    assert s.models["1:iason"]["fat"] == 1 and s.models["1:iason"]["dmg"] == 1  # armor does not reduce it
    assert s.models["0:thoth"]["fat"] == 1
    assert not [a for a in s.legal_actions() if a.kind == "necrosis"]  # once per activation
    with pytest.raises(IllegalAction):
        go(s, "necrosis", target="1:iason")


@pytest.mark.rule("arenarex", "Favor Dice")
def test_asari_buys_a_net_success_within_tiet_khebis_favor_limit():
    s = duel(att="tiet_khebi", dfd="iason", gap=0.2)
    rig(s, [6, 6, 6, 6] + [6, 6, 1])
    go(s, "attack", by="0:tiet_khebi", target="1:iason", also=None)
    no_reaction_no_power_no_favor(s)
    assert decide(s) == "tree_path" and A("asari") in s.legal_actions()
    evs = go(s, "asari")
    # three net successes now: the tree's top box (the only choice) is taken at once, 2 are left
    assert abilities(evs, "Asari") and events_of(evs, "tree_path_chosen")[0].left == 2
    assert [e.amount for e in events_of(evs, "favor_spent") if e.why == "Asari"] == [1]
    assert s.models["0:tiet_khebi"]["spent"] == 1  # counted toward her limit
    assert A("asari") not in s.legal_actions()  # once per attack
    # the Favor she may spend this turn is used up: no Asari
    s = duel(att="tiet_khebi", dfd="iason", gap=0.2)
    s.models["0:tiet_khebi"]["spent"] = 2
    rig(s, [6, 6, 6, 6] + [6, 6, 1])
    go(s, "attack", by="0:tiet_khebi", target="1:iason", also=None)
    no_reaction_no_power_no_favor(s)
    assert decide(s) == "tree_path" and A("asari") not in s.legal_actions()


@pytest.mark.rule("arenarex", "Damage Tree Results")
def test_war_cry_repositions_hroka_and_nearby_friends_only_hroka_rests():
    s = position([(0, "hroka", (12.0, Y)), (0, "iason", (12.0, 26.5), {"fat": 2}), (0, "sven", (24.0, Y)),
                  (1, "zahra", (16.0, 6.0))])
    activate(s, "0:hroka")
    evs = go(s, "war_cry")
    assert abilities(evs, "War Cry") and s.models["0:hroka"]["fat"] == 1
    assert decide(s) == "reposition" and s.stack[-1].model == "0:hroka"
    go(s, "reposition", path=None, rest=True)
    # the Exhausted friend within 3 inches repositions too, but may not rest
    assert decide(s) == "reposition" and s.stack[-1].model == "0:iason"
    assert not [a for a in s.legal_actions() if a.rest]
    a = [a for a in s.legal_actions() if a.path is not None][0]
    evs = s.apply(a)
    assert s.pos("0:iason") == tuple(a.path[-1])
    assert s.models["0:hroka"]["fat"] == 0 and s.models["0:iason"]["fat"] == 2
    assert events_of(evs, "activation_ended")[0].model == "0:hroka"
    assert not [e for e in evs if e.type == "repositioned" and e.model == "0:sven"]


@pytest.mark.rule("arenarex", "Displacement")
def test_interdict_theophania_assists_and_is_displaced_by_the_defender():
    rn, ri, rt = R["noxius"], R["iason"], R["theophania"]
    s = duel(att="noxius", dfd="iason", gap=0.3, extra=[(1, "theophania", (14.0 - rn - rt - 0.3, Y))])
    go(s, "attack", by="0:noxius", target="1:iason", also=None)
    assert A("assist", model="1:theophania") in s.legal_actions()
    evs = go(s, "assist", model="1:theophania", interdict=True)
    assert abilities(evs, "Interdict") and events_of(evs, "displaced")[0].model == "1:theophania"
    assert decide(s) == "place" and s.to_decide().seat == 1
    evs = s.apply(s.legal_actions()[0])
    assert in_contact(s.pos("1:theophania"), rt, s.pos("1:iason"), ri)
    assert s.stack[-1].t == "attack" and s.stack[-1].assisting == ["1:theophania"]


@pytest.mark.rule("arenarex", "Actions")
def test_rampage_pushes_every_model_acerbus_engages():
    ra, rz = R["acerbus_ii"], R["zahra"]
    s = duel(att="acerbus_ii", dfd="zahra", gap=0.3, extra=[(1, "tiet_khebi", (14.0 - ra - rz - 0.3, Y))])
    assert A("rampage") in s.legal_actions()
    evs = go(s, "rampage")
    while decide(s) == "follow_up":
        evs += go(s, "follow_up", to=None)
    pushed = {e.model for e in events_of(evs, "pushed") if e.by == "0:acerbus_ii" and not e.resisted}
    assert pushed == {"1:zahra", "1:tiet_khebi"}
    assert s.models["1:zahra"]["dmg"] == 1 and s.models["1:tiet_khebi"]["dmg"] == 1  # 1 damage, no armor
    assert s.models["0:acerbus_ii"]["fat"] == 1 and A("rampage") not in s.legal_actions()


@pytest.mark.rule("arenarex", "Mounts")
def test_a_beast_mount_goes_wild_when_its_rider_falls():
    x = 14.0 + R["iason"] + R["leo"] + 0.2
    s = position([(0, "iason", (14.0, Y)), (1, "leo", (x, Y), {"rider": "1:zahra"}),
                  (1, "zahra", None, {"mounted": "1:leo", "dmg": len(roster()["zahra"].vitality) - 1})])
    activate(s, "0:iason")
    # Iason: 1 net success, the d1 top box: Zahra (no armor) falls; then Leo attacks (all dice fail)
    rig(s, [6, 1, 1, 1] + [1, 1, 1] + [1] * 20)
    evs = go(s, "attack", by="0:iason", target="1:zahra", also=None) + no_reaction_no_power_no_favor(s)
    types = [e.type for e in evs]
    assert events_of(evs, "defeated")[0].model == "1:zahra"
    wild = events_of(evs, "wild")[0]
    assert wild.model == "1:leo" and wild.target == "0:iason"
    assert types.index("wild") > types.index("defeated")
    assert [e for e in events_of(evs, "attack_declared") if e.attacker == "1:leo" and e.kind == "wild"]
    assert s.models["1:leo"]["fat"] == 0  # a Wild attack costs no fatigue
