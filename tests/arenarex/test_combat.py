"""Actions, reactions, combat, damage trees, pushing, vitality, Favor."""
import pytest

from engine.arenarex.geometry import base_radius, dist
from engine.core.errors import IllegalAction

from .helpers import A, activate, decide, events_of, go, position, rig

R30, R40, R50, R60 = (base_radius(x) for x in (30, 40, 50, 60))
Y = 24.0  # a clear row of the colosseum (columns at y = 10 and 22, x = 10 and 22)


def duel(att="noxius", dfd="iason", gap=0.5, x=14.0, y=Y, extra=(), **kw):
    ra = base_radius({"noxius": 40, "iason": 30}.get(att, 30))
    from engine.arenarex.content import roster
    ra = roster()[att].radius
    rd = roster()[dfd].radius
    models = [(0, att, (x, y)), (1, dfd, (x + ra + rd + gap, y))] + list(extra)
    s = position(models, **kw)
    return activate(s, f"0:{att}")


def attack(s, by, target, also=None):
    return go(s, "attack", by=by, target=target, also=also)


def no_reaction_no_power_no_favor(s, asked=None):
    """Pass every reaction, power attack and Favor dice question (``asked`` collects (kind, seat))."""
    evs = []
    while decide(s) in ("reaction", "power_attack", "favor"):
        d = s.to_decide()
        if asked is not None:
            asked.append((d.kind, d.seat))
        if d.kind == "reaction":
            evs += go(s, "pass")
        elif d.kind == "power_attack":
            evs += go(s, "power_attack", power=False)
        else:
            evs += go(s, "favor", amount=0)
    return evs


def resolve_tree(s):
    """Take the first box each time and always follow up as far as possible."""
    evs = []
    while s.to_decide() is not None and decide(s) in ("tree_path", "follow_up"):
        if decide(s) == "follow_up":
            evs += s.apply(max(s.legal_actions(), key=lambda a: 0 if a.to is None else 1 + a.to[0]))
        else:
            evs += s.apply(s.legal_actions()[0])
    return evs


@pytest.mark.rule("arenarex", "Pushing")
def test_noxius_pushes_iason_then_follows_up():
    s = duel()
    rig(s, [6, 6, 6, 1, 1] + [1, 1, 1])
    evs = attack(s, "0:noxius", "1:iason")
    evs += no_reaction_no_power_no_favor(s)
    push = events_of(evs, "pushed")[0]
    assert push.model == "1:iason" and not push.resisted and push.stopped_by is None
    assert dist(push.get("from"), push.to) == pytest.approx(1.0, abs=1e-3)
    assert push.to[1] == pytest.approx(Y) and push.to[0] > push.get("from")[0]  # directly away
    assert decide(s) == "follow_up"
    cands = s.legal_actions()
    assert A("follow_up", to=None) in cands
    full = [a for a in cands if a.to is not None][0]
    evs = s.apply(full)
    fu = events_of(evs, "followed_up")[0]
    assert dist(fu.get("from"), fu.to) == pytest.approx(1.0, abs=2e-3)
    assert s.pos("0:noxius")[0] == pytest.approx(15.0, abs=2e-3)


@pytest.mark.rule("arenarex", "Additional Terms")
def test_follow_up_must_be_toward_the_pushed_model():
    s = duel()
    rig(s, [6, 6, 6, 1, 1] + [1, 1, 1])
    attack(s, "0:noxius", "1:iason")
    no_reaction_no_power_no_favor(s)
    x, y = s.pos("0:noxius")
    with pytest.raises(IllegalAction) as err:
        go(s, "follow_up", to=[x - 0.5, y])
    assert err.value.rule == "Additional Terms"
    with pytest.raises(IllegalAction):
        go(s, "follow_up", to=[x + 1.5, y])  # more than 1 inch
    go(s, "follow_up", to=[x + 0.3, y + 0.3])  # toward, not directly


@pytest.mark.rule("arenarex", "Combat")
def test_successes_are_fours_and_up_and_net_successes_walk_the_tree():
    s = duel()
    rig(s, [4, 5, 3, 2, 1] + [4, 1, 1])  # 2 vs 1: one net success
    evs = attack(s, "0:noxius", "1:iason") + no_reaction_no_power_no_favor(s)
    rolled = events_of(evs, "dice_rolled")
    assert [e.successes for e in rolled] == [2, 1]
    assert events_of(evs, "attack_result")[0].net == 1


@pytest.mark.rule("arenarex", "Damage Tree")
def test_tree_path_follows_connected_boxes_and_choice_is_a_decision():
    s = duel(att="iason", dfd="noxius", gap=0.2)
    # Iason (duelist tree: a d1 -> b push | c reposition) with 2 net successes
    rig(s, [6, 6, 6, 6] + [1, 1, 1])
    attack(s, "0:iason", "1:noxius")
    no_reaction_no_power_no_favor(s)
    assert decide(s) == "tree_path"
    assert sorted(a.box for a in s.legal_actions()) == ["b", "c"]
    with pytest.raises(IllegalAction):
        go(s, "tree_box", box="d")  # not connected to the box above
    evs = go(s, "tree_box", box="c")
    assert events_of(evs, "tree_path_chosen")[0].result == "reposition"


@pytest.mark.rule("arenarex", "Damage Tree")
def test_attack_ends_when_the_attacker_no_longer_engages():
    s = duel(att="iason", dfd="hroka", gap=0.05)
    # duelist tree: a d1, b push ...; push then refuse the follow-up: 1.05 inch gap > 1 inch
    rig(s, [6, 6, 6, 6] + [1, 1, 1])
    attack(s, "0:iason", "1:hroka")
    no_reaction_no_power_no_favor(s)
    go(s, "tree_box", box="b")
    evs = go(s, "follow_up", to=None)
    assert events_of(evs, "attack_broken")[0].lost == 2
    res = events_of(evs, "attack_resolved")[0]
    assert res.damage == 2 - 1  # d1 + push(1) minus ARM 1


@pytest.mark.rule("arenarex", "Vitality Bar")
def test_arm_reduces_tree_damage_and_favor_boxes_pay_the_wounded_side():
    s = duel()
    s.models["1:iason"]["dmg"] = 2  # next box (index 3) is a Favor box
    rig(s, [6, 6, 6, 6, 6] + [1, 1, 1])
    evs = attack(s, "0:noxius", "1:iason") + no_reaction_no_power_no_favor(s)
    evs += resolve_tree(s)
    marked = events_of(evs, "damage_marked")[0]
    res = events_of(evs, "attack_resolved")[0]
    assert marked.amount == res.damage
    gained = [e for e in events_of(evs, "favor_gained") if e.why == "favor box" and e.seat == 1]
    assert gained


@pytest.mark.rule("arenarex", "Vitality Bar")
def test_a_full_vitality_bar_defeats_the_model():
    s = duel()
    s.models["1:iason"]["dmg"] = len(s.prof("1:iason").vitality) - 1
    rig(s, [6, 6, 6, 6, 6] + [1, 1, 1])
    evs = attack(s, "0:noxius", "1:iason") + no_reaction_no_power_no_favor(s)
    evs += resolve_tree(s)
    assert events_of(evs, "defeated")[0].model == "1:iason"
    assert not s.in_play("1:iason")


@pytest.mark.rule("arenarex", "Actions")
def test_attack_costs_a_fatigue_and_power_attack_rerolls_failures_once():
    s = duel()
    rig(s, [1, 1, 1, 1, 6] + [6, 6, 6, 6] + [1, 1, 1])
    evs = attack(s, "0:noxius", "1:iason")
    assert s.models["0:noxius"]["fat"] == 1
    evs += go(s, "pass")  # Iason does not react
    assert decide(s) == "power_attack"
    evs += go(s, "power_attack", power=True)
    assert s.models["0:noxius"]["fat"] == 2
    evs += go(s, "favor", amount=0)
    evs += go(s, "favor", amount=0)
    atk = events_of(evs, "dice_rolled")[0]
    assert atk.rerolled == 4 and atk.successes == 5


@pytest.mark.rule("arenarex", "Actions")
def test_first_move_is_free_then_moves_cost_fatigue_and_paths_are_checked():
    s = position([(0, "iason", (16.0, 26.0)), (1, "hroka", (16.0, 28.5)), (0, "frigge", (12.0, 26.0))])
    activate(s, "0:iason")
    with pytest.raises(IllegalAction):
        go(s, "move", path=[[16.0, 20.0]])  # 6 inches: more than MOV 5
    with pytest.raises(IllegalAction):
        go(s, "move", path=[[10.0, 26.0]])  # through Frigge's base
    go(s, "move", path=[[14.0, 24.0]])
    assert s.models["0:iason"]["fat"] == 0
    assert decide(s) == "reaction"  # Hroka may react with a Move
    go(s, "pass")
    go(s, "move", path=[[14.0, 25.0]])
    assert s.models["0:iason"]["fat"] == 1


@pytest.mark.rule("arenarex", "Fatigue Levels")
def test_exhausted_model_declares_nothing_not_even_its_free_move():
    s = position([(0, "iason", (16.0, 26.0)), (1, "hroka", (16.0, 28.5)), (0, "frigge", (12.0, 26.0))])
    activate(s, "0:iason")
    s.models["0:iason"]["fat"] = 2
    s.advance()
    assert s.stack[-1].t != "act"  # the activation ended at once


@pytest.mark.rule("arenarex", "Fatigue Levels")
def test_attack_on_an_exhausted_model_gets_a_success_and_a_free_push():
    s = duel()
    s.models["1:iason"]["fat"] = 2
    rig(s, [6, 1, 1, 1, 1] + [6, 1, 1])  # 1 vs 1 + the bonus success = 1 net
    evs = attack(s, "0:noxius", "1:iason") + no_reaction_no_power_no_favor(s)
    assert events_of(evs, "dice_rolled")[0].bonus == 1
    assert events_of(evs, "attack_result")[0].net == 1
    assert decide(s) == "tree_path"
    assert A("free_push") in s.legal_actions()
    evs = go(s, "free_push")
    assert events_of(evs, "pushed")[0].model == "1:iason"


@pytest.mark.rule("arenarex", "Pushing")
def test_larger_defender_resists_one_push_but_takes_its_damage():
    s = duel(att="iason", dfd="sven", gap=0.3)
    rig(s, [6, 6, 6, 6] + [1, 1, 1])
    evs = attack(s, "0:iason", "1:sven") + no_reaction_no_power_no_favor(s)
    evs += go(s, "tree_box", box="b")  # push
    p = events_of(evs, "pushed")[0]
    assert p.resisted and p.stopped_by == "larger base"
    assert decide(s) != "follow_up"


@pytest.mark.rule("arenarex", "Pushing")
def test_pushing_into_an_attacker_friend_adds_a_success_once():
    from engine.arenarex.content import roster
    ra, rd = roster()["noxius"].radius, roster()["iason"].radius
    x = 14.0
    dx = x + ra + rd + 0.5
    friend = (0, "frigge", (dx + rd + R30 + 1.0, Y))  # exactly 1 inch behind Iason
    s = duel(extra=[friend])
    rig(s, [6, 1, 1, 1, 1] + [1, 1, 1])  # one net success: just the push box
    evs = attack(s, "0:noxius", "1:iason") + no_reaction_no_power_no_favor(s)
    assert events_of(evs, "bonus_success")
    assert decide(s) == "follow_up"


@pytest.mark.rule("arenarex", "Reactions")
def test_counterattack_uses_atk_and_wins_only_with_more_net_successes():
    s = duel()
    rig(s, [6, 1, 1, 1, 1] + [6, 6, 6, 6])  # Noxius 1, Iason counter ATK 4 -> 4
    evs = attack(s, "0:noxius", "1:iason")
    assert decide(s) == "reaction"
    evs += go(s, "counterattack")
    assert s.models["1:iason"]["fat"] == 1
    evs += no_reaction_no_power_no_favor(s)
    res = events_of(evs, "attack_result")[0]
    assert res.counter and res.attacker == "1:iason" and res.net == 3


@pytest.mark.rule("arenarex", "Reactions")
def test_assist_adds_def_and_only_one_reaction_per_turn():
    from engine.arenarex.content import roster
    ra = roster()["noxius"].radius
    helper = (1, "frigge", (14.0, Y + ra + R30 + 0.5))  # engaging Noxius
    s = duel(extra=[helper])
    rig(s, [6, 6, 1, 1, 1] + [1, 1, 1] + [6, 6, 1, 1])
    evs = attack(s, "0:noxius", "1:iason")
    acts = s.legal_actions()
    assert A("assist", model="1:frigge") in acts and A("counterattack") in acts
    evs += go(s, "assist", model="1:frigge")
    evs += no_reaction_no_power_no_favor(s)
    dfd = events_of(evs, "dice_rolled")[1]
    assert len(dfd.dice) == 3 + 4  # Iason's DEF plus Frigge's DEF
    assert s.reacted


@pytest.mark.rule("arenarex", "Reactions")
def test_an_assist_that_cannot_add_def_costs_nothing_but_is_the_turns_reaction():
    # "Models that are unable to add their DEF do not pay the cost ... though they have made a reaction"
    far = (1, "frigge", (4.0, Y))  # engages neither Noxius nor Iason
    s = duel(extra=[far])
    rig(s, [6, 6, 1, 1, 1] + [1, 1, 1])
    attack(s, "0:noxius", "1:iason")
    assert A("assist", model="1:frigge") not in s.legal_actions()  # never offered: it only loses
    evs = go(s, "assist", model="1:frigge")
    assert events_of(evs, "reaction_declared")[0].adds_def is False
    evs += no_reaction_no_power_no_favor(s)
    assert len(events_of(evs, "dice_rolled")[1].dice) == 3  # Iason's DEF alone
    assert s.models["1:frigge"]["fat"] == 0 and s.reacted


@pytest.mark.rule("arenarex", "Reactions")
def test_opportunity_attack_on_a_declared_move_gets_a_bonus_success():
    s = duel()
    s = activate(s, "0:noxius")
    rig(s, [1, 1, 1, 1] + [1, 1, 1, 1, 1])  # Iason ATK 4 +1 bonus vs Noxius DEF 3
    go(s, "move", path=[[12.0, Y]])
    assert decide(s) == "reaction"
    evs = go(s, "opportunity_attack", model="1:iason")
    while decide(s) == "favor":
        evs += go(s, "favor", amount=0)
    assert events_of(evs, "dice_rolled")[0].bonus == 1
    assert events_of(evs, "moved")  # the move still happens afterwards


@pytest.mark.rule("arenarex", "Reactions")
def test_reaction_move_after_a_move_and_fatigued_models_cannot_react():
    s = position([(0, "iason", (16.0, 26.0)), (1, "hroka", (20.0, 28.0)), (1, "frigge", (12.0, 28.0))])
    s.models["1:frigge"]["fat"] = 1
    activate(s, "0:iason")
    go(s, "move", path=[[16.0, 25.0]])
    assert decide(s) == "reaction"
    acts = s.legal_actions()
    assert all(a.model == "1:hroka" for a in acts if a.kind == "react_move")
    go(s, "react_move", model="1:hroka", path=[[19.0, 28.0]])
    assert s.models["1:hroka"]["fat"] == 1


@pytest.mark.rule("arenarex", "Favor Dice")
def test_favor_dice_count_double_attacker_declares_first_and_cap_two():
    s = duel()
    rig(s, [1, 1, 1, 1, 1] + [6, 6] + [1, 1, 1] + [1])
    attack(s, "0:noxius", "1:iason")
    go(s, "pass")
    go(s, "power_attack", power=False)
    d = s.to_decide()
    assert d.kind == "favor" and d.seat == 0
    assert max(a.amount for a in s.legal_actions()) == 2  # 3 in the pool, 2 per model per turn
    go(s, "favor", amount=2)
    d = s.to_decide()
    assert d.kind == "favor" and d.seat == 1
    evs = go(s, "favor", amount=1)
    atk = events_of(evs, "dice_rolled")[0]
    assert atk.successes == 4  # two Favor dice at 4+ are 2 successes each
    assert s.favor == [1 + 1, 2]  # +1: the first attack of the game


@pytest.mark.rule("arenarex", "Favor Dice")
def test_players_begin_with_three_favor():
    from engine.arenarex import RULESET
    s = RULESET.new_game(RULESET.make_config(2, {}), 3)
    assert s.favor == [3, 3]


@pytest.mark.rule("arenarex", "Damage Tree Results")
def test_reposition_then_rest_when_unengaged_ends_the_activation():
    s = duel(att="iason", dfd="noxius", gap=0.2)
    rig(s, [6, 6, 6, 6] + [1, 1, 1])
    attack(s, "0:iason", "1:noxius")
    no_reaction_no_power_no_favor(s)
    go(s, "tree_box", box="c")
    assert decide(s) == "reposition"
    x, y = s.pos("0:iason")
    with pytest.raises(IllegalAction):
        go(s, "reposition", path=[[x - 0.5, y]], rest=True)  # still engaged
    evs = go(s, "reposition", path=[[x - 3.0, y]], rest=True)
    assert events_of(evs, "repositioned")[0].rest
    assert s.models["0:iason"]["fat"] == 0  # the attack's fatigue is removed
    assert events_of(evs, "activation_ended")


@pytest.mark.rule("arenarex", "Damage Tree Results")
def test_fatigue_and_favor_boxes():
    s = duel(att="hermes", dfd="iason", gap=0.2)
    # showman tree: a favor, then b d1 | c push
    rig(s, [6, 1, 1, 1, 1] + [1, 1, 1])
    evs = attack(s, "0:hermes", "1:iason") + no_reaction_no_power_no_favor(s)
    assert any(e.why == "favor box" and e.seat == 0 for e in events_of(evs, "favor_gained"))
    s2 = duel(att="noxius", dfd="iason", gap=0.2)
    # crusher: a push, b d2, then c push | d fatigue
    rig(s2, [6, 6, 6, 6, 6] + [6, 6, 1])
    evs = attack(s2, "0:noxius", "1:iason") + no_reaction_no_power_no_favor(s2)
    evs += go(s2, "follow_up", to=[a.to for a in s2.legal_actions() if a.to is not None][0])
    evs += go(s2, "tree_box", box="d")
    assert s2.models["1:iason"]["fat"] == 1


@pytest.mark.rule("arenarex", "Damage Tree Results")
def test_reacting_models_do_not_rest_after_repositioning():
    s = duel(att="noxius", dfd="iason", gap=0.2)
    # Iason counterattacks: duelist tree a d1 -> c reposition, but he is not activating
    rig(s, [1, 1, 1, 1, 1] + [6, 6, 6, 6])
    attack(s, "0:noxius", "1:iason")
    go(s, "counterattack")
    no_reaction_no_power_no_favor(s)
    go(s, "tree_box", box="c")
    assert decide(s) == "reposition"
    assert all(not a.rest for a in s.legal_actions())
