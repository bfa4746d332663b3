"""Turn order and structure, clear turns, Last Man Standing, Tactics, Ludus Benefits, Beasts, FAQ."""
import pytest

from engine.arenarex.clear import start_clear
from engine.arenarex.cohorts import ludus_benefits
from engine.arenarex.content import roster
from engine.core.errors import IllegalAction

from .helpers import A, activate, decide, events_of, frame, go, position, rig
from .test_combat import no_reaction_no_power_no_favor, resolve_tree

R = {pid: p.radius for pid, p in roster().items()}


def start_turn(s, seat=0):
    s.stack = [frame("start", seat=seat)]
    s.turn_no = 0
    s._ev = []
    s.advance()
    return s._ev


def three(fat=(0, 0, 0), **kw):
    s = position([(0, "iason", (12.0, 26.0), {"fat": fat[0]}), (0, "sulla", (14.0, 26.0), {"fat": fat[1]}),
                  (0, "sven", (16.0, 28.0), {"fat": fat[2]}), (1, "hroka", (20.0, 6.0)), (1, "frigge", (18.0, 5.0))],
                 **kw)
    return s


@pytest.mark.rule("arenarex", "Turn Order")
def test_players_alternate_activating_one_model():
    s = three()
    start_turn(s, 0)
    assert s.to_decide().kind == "activate" and s.to_decide().seat == 0
    go(s, "activate", model="0:iason", rest=None)
    go(s, "end")
    assert s.to_decide().kind == "activate" and s.to_decide().seat == 1


@pytest.mark.rule("arenarex", "Turn Structure")
def test_resting_a_fatigued_model_and_only_ready_models_activate():
    s = three(fat=(1, 0, 2))
    start_turn(s, 0)
    acts = s.legal_actions()
    assert {a.model for a in acts} == {"0:sulla"}
    assert A("activate", model="0:sulla", rest="0:iason") in acts
    assert all(a.rest != "0:sven" for a in acts)  # an Exhausted model cannot rest this way
    evs = go(s, "activate", model="0:sulla", rest="0:iason")
    assert s.models["0:iason"]["fat"] == 0 and events_of(evs, "rested")
    assert s.stack[-1].model == "0:sulla"


@pytest.mark.rule("arenarex", "Turn Structure")
def test_no_action_may_go_beyond_exhausted():
    s = three()
    activate(s, "0:sven")
    s.models["0:sven"]["fat"] = 1
    s.stack[-1].moved = True
    go(s, "move", path=[[16.0, 27.0]])  # to Exhausted: allowed
    assert s.models["0:sven"]["fat"] == 2
    assert s.to_decide() is None or s.stack[-1].t != "act"


@pytest.mark.rule("arenarex", "Clear Turn")
def test_clear_turn_when_no_model_is_ready_removes_one_fatigue_each():
    s = three(fat=(1, 2, 1))
    evs = start_turn(s, 0)
    assert events_of(evs, "clear_turn")
    assert [s.models[m]["fat"] for m in ("0:iason", "0:sulla", "0:sven")] == [0, 1, 0]
    assert s.to_decide().kind == "clear_turn"
    go(s, "end_clear_turn")
    assert s.to_decide().seat == 1


@pytest.mark.rule("arenarex", "Last Man Standing")
def test_last_man_standing_removes_all_fatigue_then_activates():
    s = position([(0, "iason", (12.0, 26.0), {"fat": 2}), (1, "hroka", (20.0, 6.0)), (1, "frigge", (18.0, 5.0))])
    evs = start_turn(s, 0)
    ct = events_of(evs, "clear_turn")[0]
    assert ct.last_man_standing and s.models["0:iason"]["fat"] == 0
    if decide(s) == "clear_turn":
        go(s, "end_clear_turn")
    assert s.stack[-1].t == "act" and s.stack[-1].model == "0:iason"


@pytest.mark.rule("arenarex", "Last Man Standing")
def test_a_mounted_pair_is_not_last_man_standing():
    s = position([(0, "dextarius", (12.0, 26.0), {"fat": 1, "rider": "0:septimus"}),
                  (0, "septimus", (12.0, 26.0), {"fat": 1, "mounted": "0:dextarius"}),
                  (1, "hroka", (20.0, 6.0))])
    s.models["0:septimus"]["pos"] = None
    evs = start_turn(s, 0)
    assert not events_of(evs, "clear_turn")[0].last_man_standing


@pytest.mark.rule("arenarex", "Tactics")
def test_recover_and_maneuver_cost_favor_and_maneuver_allows_reactions():
    s = three(fat=(1, 1, 2))
    s.models["1:hroka"]["pos"] = [12.0, 23.5]
    start_turn(s, 0)
    assert s.models["0:sven"]["fat"] == 1
    go(s, "recover", model="0:sven")
    assert s.models["0:sven"]["fat"] == 0 and s.favor[0] == 2
    man = [a for a in s.legal_actions() if a.kind == "maneuver" and a.model == "0:iason"]
    assert man
    evs = go(s, "maneuver", model="0:iason", path=[[12.0, 27.0]])
    assert [e.type for e in evs if e.type == "moved"] == ["moved"]
    assert s.favor[0] == 1 and s.models["0:iason"]["fat"] == 0
    assert decide(s) == "reaction" and s.to_decide().seat == 1  # FAQ: reactions to a Maneuver
    go(s, "pass")
    assert all(not (a.kind == "maneuver" and a.model == "0:iason") for a in s.legal_actions())


@pytest.mark.rule("arenarex", "Tactics")
def test_incite_makes_a_living_hazard_attack_for_you():
    s = three(fat=(1, 1, 1))
    s.add_model(None, "scorpion", (16.0, 28.0 + R["sven"] + R["scorpion"] + 0.3), mid="lh:scorpion")
    start_turn(s, 1)
    s.models["1:hroka"]["fat"] = 1
    s.stack = []
    start_clear(s, 1)
    acts = [a for a in s.legal_actions() if a.kind == "incite"]
    assert A("incite", model="lh:scorpion", target="0:sven") in acts
    rig(s, [1] * 12)
    evs = go(s, "incite", model="lh:scorpion", target="0:sven")
    assert events_of(evs, "attack_declared")[0].attacker == "lh:scorpion"


@pytest.mark.rule("arenarex", "Beasts")
def test_wild_beast_attacks_the_nearest_model_without_fatigue_moving_in():
    s = position([(0, "leo", (16.0, 26.0), {"fat": 1}), (0, "iason", (10.0, 27.0), {"fat": 1}),
                  (1, "hroka", (16.0, 21.0)), (1, "frigge", (24.0, 27.0))])
    evs = start_turn(s, 0)
    assert A("end_clear_turn") not in s.legal_actions()  # the Wild attack must happen first
    rig(s, [1] * 20)
    evs = go(s, "wild", model="0:leo")
    w = events_of(evs, "wild")[0]
    assert w.target == "1:hroka"
    assert events_of(evs, "moved")
    assert s.models["0:leo"]["fat"] == 0
    d = s.to_decide()
    # the attack on Hroka is adjudicated by Hroka's opponent (seat 0)
    assert d.kind in ("favor", "clear_turn")


@pytest.mark.rule("arenarex", "Beasts")
def test_wild_beast_ties_are_random_and_may_hit_friends():
    s = position([(0, "leo", (16.0, 26.0), {"fat": 1}), (0, "iason", (16.0, 29.0), {"fat": 1}),
                  (1, "hroka", (16.0, 23.0 - 0.0))])
    # Iason and Hroka equally near (edges 3 - R leo - R 30mm)
    s.models["1:hroka"]["pos"] = [16.0, 23.0]
    start_turn(s, 0)
    rig(s, [1] * 20, below=0)
    evs = go(s, "wild", model="0:leo")
    w = events_of(evs, "wild")[0]
    assert w.tied == 2


@pytest.mark.rule("arenarex", "Ludus Benefits")
def test_seventy_five_percent_of_gladiators_from_one_ludus():
    assert ludus_benefits(["hermes", "iason", "mentulus", "sven"]) == "ludus_magnus"
    assert ludus_benefits(["hermes", "iason", "sven", "frigge"]) is None
    assert ludus_benefits(["hermes", "iason", "noxius", "sven"]) == "ludus_magnus"  # Noxius counts as any
    assert ludus_benefits(["hermes", "nero", "leo"]) == "ludus_magnus"  # Titans and Beasts do not count
    assert ludus_benefits(["septimus", "dextarius", "sulla", "ywain"]) == "legio_xiii"


@pytest.mark.rule("arenarex", "Ludus Magnus Benefits")
def test_flourish_circus_maximus_and_rouse():
    from .test_combat import duel
    s = duel(att="hermes", dfd="iason", gap=0.2, benefits=("ludus_magnus", None))
    assert s.favor_cap("0:hermes") == 3
    # showman tree has 3 levels: 6 net successes run past the bottom
    rig(s, [6, 6, 6, 6, 6] + [1, 1, 1] + [1] * 5)
    evs = go(s, "attack", by="0:hermes", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    evs += resolve_tree(s)
    assert any(e.why == "Flourish" for e in events_of(evs, "favor_gained"))
    s2 = three(fat=(1, 1, 1), benefits=("ludus_magnus", None))
    s2.models["0:sulla"]["p"] = "hermes"
    start_turn(s2, 0)
    acts = [a for a in s2.legal_actions() if a.kind == "rouse"]
    assert acts
    f0 = s2.favor[0]
    go(s2, "rouse", model=acts[0].model)
    assert s2.favor[0] == f0 + 1
    assert not [a for a in s2.legal_actions() if a.kind == "rouse"]


@pytest.mark.rule("arenarex", "Legio XIII Benefits")
def test_echelon_moves_through_friends_and_maniple_repositions():
    s = position([(0, "sulla", (16.0, 27.0)), (0, "ywain", (16.0, 25.0)), (1, "hroka", (16.0, 6.0))],
                 benefits=("legio_xiii", None))
    activate(s, "0:sulla")
    evs = go(s, "move", path=[[16.0, 23.0]])
    assert events_of(evs, "moved")
    evs = go(s, "move", path=[[16.0, 27.0]]) if False else []
    s2 = position([(0, "sulla", (16.0, 27.0), {"fat": 1}), (0, "ywain", (12.0, 27.0), {"fat": 1}),
                   (1, "hroka", (16.0, 6.0))], benefits=("legio_xiii", None))
    start_turn(s2, 0)
    go(s2, "maniple")
    assert s2.favor[0] == 1
    assert decide(s2) == "reposition"


@pytest.mark.rule("arenarex", "Morituri Benefits")
def test_will_of_antony_and_offering():
    s = position([(0, "zahra", (12.0, 27.0), {"fat": 2}), (0, "thoth", (14.0, 27.0), {"fat": 2}),
                  (1, "hroka", (16.0, 6.0))], benefits=("morituri", None))
    start_turn(s, 0)
    assert s.models["0:zahra"]["fat"] == 0 and s.models["0:thoth"]["fat"] == 0
    f0 = s.favor[0]
    go(s, "offering", model="0:zahra")
    assert s.favor[0] == f0 + 2 and s.models["0:zahra"]["dmg"] == 2


@pytest.mark.rule("arenarex", "Zephyri Benefits")
def test_brave_reaction_ambush_and_blood_brothers():
    from .test_combat import duel
    s = duel(att="noxius", dfd="hroka", gap=0.3, benefits=(None, "zephyri"))
    s.models["1:hroka"]["fat"] = 2
    rig(s, [1] * 5 + [1] * 4)
    go(s, "attack", by="0:noxius", target="1:hroka", also=None)
    assert A("counterattack") in s.legal_actions()
    evs = go(s, "counterattack")
    assert events_of(evs, "reaction_declared")[0].brave
    assert s.models["1:hroka"]["dmg"] == 3 and s.favor[1] == 2
    s2 = position([(0, "hroka", (16.0, 26.0), {"fat": 1, "dmg": 1}), (0, "frigge", (12.0, 27.0), {"fat": 1}),
                   (1, "iason", (16.0, 26.0 + R["hroka"] + R["iason"] + 0.3))], benefits=("zephyri", None))
    start_turn(s2, 0)
    go(s2, "blood_brothers", model="0:frigge", heal="0:hroka")
    assert s2.models["0:hroka"]["dmg"] == 0 and s2.models["0:frigge"]["dmg"] == 2
    rig(s2, [])
    evs = go(s2, "ambush", model="0:hroka", target="1:iason")
    assert events_of(evs, "tree_path_chosen")  # one net success, no dice


@pytest.mark.rule("arenarex", "Helleniki Benefits")
def test_heroic_challenge_shifts_both_three_inches():
    s = position([(0, "argos", (16.0, 27.0), {"fat": 1}), (0, "alkaios", (12.0, 27.0), {"fat": 1}),
                  (1, "iason", (16.0, 17.0 - 0.0 + 2.5))], benefits=("helleniki", None))
    s.models["1:iason"]["pos"] = [16.0, 19.0]
    start_turn(s, 0)
    evs = go(s, "heroic_challenge", model="0:argos", target="1:iason")
    shifts = events_of(evs, "shifted")
    assert len(shifts) == 2
    assert s.pos("0:argos")[1] == pytest.approx(24.0, abs=2e-3)


@pytest.mark.rule("arenarex", "Shift")
def test_shift_stops_before_contact_and_triggers_nothing():
    s = position([(0, "argos", (16.0, 27.0), {"fat": 1}), (0, "alkaios", (12.0, 27.0), {"fat": 1}),
                  (1, "iason", (16.0, 25.0))], benefits=("helleniki", None))
    start_turn(s, 0)
    evs = go(s, "heroic_challenge", model="0:argos", target="1:iason")
    assert not events_of(evs, "hazard_contact") and not events_of(evs, "pushed")
    from engine.arenarex.geometry import edge_gap
    assert edge_gap(s.pos("0:argos"), s.radius("0:argos"), s.pos("1:iason"), s.radius("1:iason")) >= -0.005


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_aegis_of_fame_taxes_attack_actions_but_not_opportunity_attacks():
    from .test_combat import duel
    s = duel(att="noxius", dfd="hermes", gap=0.3)
    rig(s, [1] * 10)
    evs = go(s, "attack", by="0:noxius", target="1:hermes", also=None)
    assert any(e.why == "Aegis of Fame" for e in events_of(evs, "favor_spent"))
    s2 = duel(att="hermes", dfd="noxius", gap=0.3)
    s2 = activate(s2, "0:hermes")
    rig(s2, [1] * 12)
    go(s2, "move", path=[[12.0, 24.0]])
    evs = go(s2, "opportunity_attack", model="1:noxius")
    assert not any(e.why == "Aegis of Fame" for e in events_of(evs, "favor_spent"))


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_errata_attack_may_target_any_model_and_counterattack_is_not_powered():
    s = position([(0, "iason", (16.0, 26.0)), (0, "sulla", (16.0 + 2 * R["iason"] + 0.3, 26.0)),
                  (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    assert A("attack", by="0:iason", target="0:sulla", also=None) in s.legal_actions()
    from .test_combat import duel
    s2 = duel()
    rig(s2, [1] * 12)
    go(s2, "attack", by="0:noxius", target="1:iason", also=None)
    go(s2, "counterattack")
    d = s2.to_decide()
    assert d.kind == "power_attack" and d.seat == 0  # only the declared attack can be powered


@pytest.mark.rule("arenarex", "Helleniki Benefits")
def test_ekstasis_rerolls_one_defense_die_beside_a_helleniki_gladiator():
    from .helpers import rig
    from .test_combat import duel
    rd = R["iason"]
    friend = (1, "argos", (14.0 + R["noxius"] + rd + 0.5, 24.0 + rd + R["argos"]))  # touching Iason
    s = duel(extra=[friend], benefits=(None, "helleniki"))
    rig(s, [6, 6, 1, 1, 1] + [1, 1, 1] + [6] + [1] * 6)
    evs = go(s, "attack", by="0:noxius", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    dfd = events_of(evs, "dice_rolled")[1]
    assert dfd.rerolled == 1 and dfd.successes == 1


@pytest.mark.rule("arenarex", "Morituri Benefits")
def test_cleopatras_gift_triggers_a_skl_effect_once_per_clear_turn():
    s = position([(0, "thoth", (16.0, 26.0), {"fat": 1}), (0, "ur_kek", (12.0, 27.0), {"fat": 1, "dmg": 3}),
                  (1, "iason", (16.0, 26.0 + R["thoth"] + R["iason"] + 0.5)), (1, "hroka", (16.0, 6.0))],
                 benefits=("morituri", None))
    start_turn(s, 0)
    go(s, "cleopatras_gift", model="0:thoth")
    assert s.models["1:iason"]["fat"] == 1 and s.favor[0] == 1
    assert A("cleopatras_gift", model="0:thoth") not in s.legal_actions()
    s.favor[0] = 2
    s.stack[-1].used["cleopatras_gift"] = ["0:thoth"]
    s._legal = None
    go(s, "cleopatras_gift", model="0:ur_kek")
    assert s.models["0:ur_kek"]["dmg"] == 1


@pytest.mark.rule("arenarex", "Helleniki Benefits")
def test_hubris_trades_two_damage_for_a_favor_this_roll_must_spend():
    from .helpers import rig
    from .test_combat import duel
    s = duel(att="alkaios", dfd="iason", gap=0.2, benefits=("helleniki", None))
    s.favor = [0, 0]
    s.first_attack_done = True
    rig(s, [1] * 5 + [1] + [1] * 3)
    go(s, "attack", by="0:alkaios", target="1:iason", also=None)
    go(s, "pass")
    go(s, "power_attack", power=False)
    d = s.to_decide()
    assert d.kind == "hubris" and d.seat == 0
    evs = go(s, "hubris", use=True)
    assert s.models["0:alkaios"]["dmg"] == 2
    # the Favor must go on this roll: with 1 in the pool the only amount is 1, taken at once
    assert any(e.why == "attack roll" and e.amount == 1 for e in events_of(evs, "favor_spent"))


@pytest.mark.rule("arenarex", "Legio XIII Benefits")
def test_echelon_may_end_on_a_legio_friend_who_is_displaced():
    s = position([(0, "sulla", (16.0, 27.0)), (0, "ywain", (16.0, 24.0)), (1, "hroka", (16.0, 6.0))],
                 benefits=("legio_xiii", None))
    activate(s, "0:sulla")
    evs = go(s, "move", path=[[16.0, 24.2]])
    assert events_of(evs, "displaced")[0].model == "0:ywain"
    assert decide(s) == "place" and s.to_decide().seat == 0
    a = s.legal_actions()[0]
    go(s, "place", model=a.model, at=list(a.at))
    from engine.arenarex.geometry import CONTACT_TOL, edge_gap
    assert abs(edge_gap(s.pos("0:ywain"), s.radius("0:ywain"), s.pos("0:sulla"), s.radius("0:sulla"))) <= CONTACT_TOL
    s2 = position([(0, "sulla", (16.0, 27.0)), (0, "ywain", (16.0, 24.0)), (1, "hroka", (16.0, 6.0))])
    activate(s2, "0:sulla")
    with pytest.raises(IllegalAction):
        go(s2, "move", path=[[16.0, 24.2]])  # without the Ludus Benefit


@pytest.mark.rule("arenarex", "Legio XIII Benefits")
def test_echelon_moves_through_legio_friends_in_a_reaction_move_too():
    from engine.arenarex.content import roster
    side = round(16.0 + roster()["sulla"].radius + roster()["ywain"].radius - 0.3, 3)
    s = position([(1, "sulla", (16.0, 27.6)), (1, "ywain", (side, 26.0)), (0, "iason", (12.0, 20.0))],
                 benefits=(None, "legio_xiii"))
    activate(s, "0:iason")
    go(s, "move", path=[[12.5, 19.5]])
    assert decide(s) == "reaction"
    go(s, "react_move", model="1:sulla", path=[[16.0, 24.6]])  # through Ywain's base
    assert s.pos("1:sulla") == (16.0, 24.6)
