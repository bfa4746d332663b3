"""Model abilities the engine enforces: Lash (Reach 3), Shield Wall, Retaliate, Berserk, sure strike."""
import pytest

from engine.arenarex.attack import armor
from engine.arenarex.content import roster

from .helpers import A, activate, decide, events_of, frame, go, position, rig
from .test_combat import duel, no_reaction_no_power_no_favor, resolve_tree

R = {pid: p.radius for pid, p in roster().items()}


@pytest.mark.rule("arenarex", "Reactions")
def test_lash_reach_three_and_a_counterattack_that_cannot_reach_back():
    s = duel(att="zahra", dfd="noxius", gap=2.5)
    assert A("attack", by="0:zahra", target="1:noxius", also=None) in s.legal_actions()
    assert not s.engages("1:noxius", "0:zahra")
    rig(s, [1, 1, 1, 1] + [6, 6, 6, 6, 6])
    go(s, "attack", by="0:zahra", target="1:noxius", also=None)
    go(s, "counterattack")  # allowed (FAQ), but Noxius cannot resolve his net successes
    evs = no_reaction_no_power_no_favor(s)
    res = events_of(evs, "attack_result")[0]
    assert res.counter and res.net == 0
    # outside her activation Zahra engages at 1 inch only
    s.stack = []
    assert not s.engages("0:zahra", "1:noxius")


@pytest.mark.rule("arenarex", "Vitality Bar")
def test_shield_wall_and_retaliate():
    s = position([(0, "argos", (16.0, 26.0)), (0, "alkaios", (16.0 + R["argos"] + R["alkaios"] + 0.5, 26.0)),
                  (1, "hroka", (16.0, 6.0))])
    assert armor(s, "0:argos") == roster()["argos"].arm + 1
    s2 = duel(att="noxius", dfd="frigge", gap=0.2)
    rig(s2, [6, 6, 6, 6, 6] + [1, 1, 1, 1])
    evs = go(s2, "attack", by="0:noxius", target="1:frigge", also=None) + no_reaction_no_power_no_favor(s2)
    evs += resolve_tree(s2)
    assert any(e.ability == "Retaliate" for e in events_of(evs, "ability_used"))
    assert s2.models["0:noxius"]["dmg"] == 1


@pytest.mark.rule("arenarex", "Turn Structure")
def test_berserk_may_activate_while_fatigued():
    s = position([(0, "otho", (16.0, 26.0), {"fat": 1}), (0, "iason", (12.0, 26.0), {"fat": 1}),
                  (1, "hroka", (16.0, 6.0))])
    s.stack = [frame("start", seat=0)]
    s.turn_no = 0
    s.advance()
    # no clear turn: the Fatigued Berserk model may still be activated (Iason may rest)
    assert s.to_decide().kind == "activate"
    assert {a.model for a in s.legal_actions()} == {"0:otho"}
    assert A("activate", model="0:otho", rest="0:iason") in s.legal_actions()


@pytest.mark.rule("arenarex", "Combat")
def test_stheno_sure_strike_keeps_one_net_success():
    s = duel(att="stheno_i", dfd="iason", gap=0.2)
    rig(s, [1, 1, 1, 1] + [6, 6, 6])
    evs = go(s, "attack", by="0:stheno_i", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    assert events_of(evs, "attack_result")[0].net == 1


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_berserk_pays_favor_and_damage_to_act_while_exhausted_once():
    s = duel(att="otho", dfd="iason", gap=0.3)
    s.models["0:otho"]["fat"] = 2
    s.advance()
    acts = s.legal_actions()
    berserk = [a for a in acts if a.get("berserk")]
    assert berserk and A("end") in acts
    rig(s, [1] * 12)
    evs = go(s, "attack", by="0:otho", target="1:iason", also=None, berserk=True)
    assert any(e.why == "Berserk" for e in events_of(evs, "favor_spent"))
    assert s.models["0:otho"]["dmg"] == 3 and s.models["0:otho"]["fat"] == 2
    while s.to_decide() is not None and s.to_decide().kind in ("reaction", "power_attack", "favor", "tree_path", "follow_up"):
        s.apply(s.legal_actions()[0])
    assert s.stack[-1].t != "act" or not any(a.get("berserk") for a in s.legal_actions())


@pytest.mark.rule("arenarex", "Beasts")
def test_leo_pounces_three_inches_then_attacks_before_reactions():
    s = position([(0, "leo", (16.0, 26.0)), (1, "iason", (16.0 + R["leo"] + R["iason"] + 3.0, 26.0)),
                  (1, "hroka", (16.0, 6.0))])
    activate(s, "0:leo")
    pounces = [a for a in s.legal_actions() if a.get("pounce") is not None]
    assert pounces and pounces[0].target == "1:iason"
    rig(s, [1] * 12)
    evs = go(s, "attack", by="0:leo", target="1:iason", also=None, pounce=list(pounces[0].pounce))
    assert events_of(evs, "repositioned")[0].ability == "Pounce"
    assert s.engages("0:leo", "1:iason")
    assert decide(s) == "reaction"  # Iason may still react after the leap
    from engine.core.errors import IllegalAction
    s2 = position([(0, "leo", (16.0, 26.0)), (1, "iason", (16.0 + R["leo"] + R["iason"] + 5.0, 26.0))])
    activate(s2, "0:leo")
    with pytest.raises(IllegalAction):
        go(s2, "attack", by="0:leo", target="1:iason", also=None, pounce=[19.0, 26.0])


@pytest.mark.rule("arenarex", "FAQ and Errata")
def test_spite_attacks_on_defeat_and_consume_essence_saves_ur_kek():
    s = duel(att="iason", dfd="ur_kek", gap=0.2, extra=[(0, "sven", (8.0, 27.0))])
    vit = len(roster()["ur_kek"].vitality)
    s.models["1:ur_kek"]["dmg"] = vit - 1
    s.models["0:iason"]["dmg"] = len(roster()["iason"].vitality) - 1
    # Iason: 4 hits vs 0 -> d1, c reposition, d d2, ... enough to finish Ur-Kek (ARM 1)
    rig(s, [6, 6, 6, 6] + [1, 1, 1] + [6, 6, 6, 6, 6] + [1, 1, 1])
    evs = go(s, "attack", by="0:iason", target="1:ur_kek", also=None) + no_reaction_no_power_no_favor(s)
    while s.to_decide() is not None and decide(s) in ("tree_path", "follow_up", "reposition", "favor"):
        d = decide(s)
        acts = s.legal_actions()
        if d == "reposition":
            evs += go(s, "reposition", path=None, rest=False)
        elif d == "tree_path":
            evs += s.apply([a for a in acts if a.kind == "tree_box" and a.box in ("b", "d", "f", "h")][0]
                           if any(a.kind == "tree_box" and a.box in ("b", "d", "f", "h") for a in acts) else acts[0])
        elif d == "follow_up":
            evs += s.apply(max(acts, key=lambda a: 0 if a.to is None else 1 + a.to[0]))
        else:
            evs += go(s, "favor", amount=0)
    used = [e.ability for e in events_of(evs, "ability_used")]
    assert "Spite" in used and "Consume Essence" in used
    assert not s.in_play("0:iason") and s.in_play("1:ur_kek")
    assert s.models["1:ur_kek"]["dmg"] == vit - 3
