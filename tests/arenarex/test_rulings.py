"""Tests for the rulings in docs/rulings.md (## Arena Rex)."""
import pytest

from engine.arenarex.content import roster

from .helpers import A, activate, decide, events_of, frame, go, position, rig
from .test_combat import duel, no_reaction_no_power_no_favor

R = {pid: p.radius for pid, p in roster().items()}


@pytest.mark.rule("arenarex", "Actions")
def test_waypoints_go_around_a_base():
    s = position([(0, "iason", (16.0, 26.0)), (0, "frigge", (18.0, 26.0)), (1, "hroka", (16.0, 6.0))])
    activate(s, "0:iason")
    from engine.core.errors import IllegalAction
    with pytest.raises(IllegalAction):
        go(s, "move", path=[[20.0, 26.0]])
    go(s, "move", path=[[17.0, 27.5], [20.0, 27.5]])
    assert s.pos("0:iason") == (20.0, 27.5)


@pytest.mark.rule("arenarex", "Reactions")
def test_move_after_an_opportunity_attack_that_pushed_the_mover():
    s = duel(att="iason", dfd="noxius", gap=0.2)
    activate(s, "0:iason")
    rig(s, [6, 6, 1, 1, 1] + [1, 1, 1])  # Noxius: 2 + 1 bonus vs 0: push, d2, ...
    go(s, "move", path=[[s.pos("0:iason")[0], 20.0]])
    evs = go(s, "opportunity_attack", model="1:noxius")
    while decide(s) in ("favor", "tree_path", "follow_up"):
        evs += s.apply(s.legal_actions()[0])
    assert events_of(evs, "pushed")
    assert decide(s) == "move_to"
    assert A("move_to", path=None) in s.legal_actions()


@pytest.mark.rule("arenarex", "Pushing")
def test_free_push_is_resolved_at_the_end():
    s = duel()
    s.models["1:iason"]["fat"] = 2
    rig(s, [6, 6, 1, 1, 1] + [6, 1, 1])  # 2 + 1 bonus - 1 = 2 net
    evs = go(s, "attack", by="0:noxius", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    # take the tree boxes first (a push with a follow-up, then d2) and never the free push
    while decide(s) in ("tree_path", "follow_up"):
        acts = s.legal_actions()
        if decide(s) == "follow_up":
            evs += s.apply(max(acts, key=lambda a: 0 if a.to is None else 1 + a.to[0]))
        else:
            evs += s.apply([a for a in acts if a.kind == "tree_box"][0] if any(a.kind == "tree_box" for a in acts) else acts[0])
    pushes = events_of(evs, "pushed")
    assert len(pushes) == 2  # the box push and the free push


@pytest.mark.rule("arenarex", "Hazard")
def test_the_arena_edge_is_a_hazard():
    # Iason 0.4 inch from the wall at the bottom of the colosseum (centre 16,16, radius 15)
    y = 31.0 - R["iason"] - 0.4
    s = position([(0, "noxius", (16.0, y - R["iason"] - R["noxius"] - 0.3)), (1, "iason", (16.0, y))])
    activate(s, "0:noxius")
    rig(s, [6, 1, 1, 1, 1] + [1, 1, 1])
    evs = go(s, "attack", by="0:noxius", target="1:iason", also=None) + no_reaction_no_power_no_favor(s)
    p = events_of(evs, "pushed")[0]
    assert p.stopped_by == "edge"
    assert [e.kind for e in events_of(evs, "hazard_contact")] == ["hazard"]
    assert s.models["1:iason"]["fat"] == 1


@pytest.mark.rule("arenarex", "Vitality Bar")
def test_star_boxes():
    s = duel(att="iason", dfd="hermes", gap=0.2)
    s.models["1:hermes"]["fat"] = 1
    s.models["1:hermes"]["dmg"] = roster()["hermes"].vitality.index("S")  # the next box is the star box
    s.mark_damage("1:hermes", 1)
    assert s.models["1:hermes"]["fat"] == 0
    assert roster()["hroka"].special == "favor"  # another model's star box does something else


@pytest.mark.rule("arenarex", "Turn Structure")
def test_turn_limit():
    s = position([(0, "iason", (12.0, 26.0)), (0, "sven", (14.0, 26.0)), (1, "hroka", (20.0, 6.0))])
    s.turn_limit = 5
    s.turn_no = 5
    s.stack = [frame("start", seat=1)]
    s._ev = []
    s.advance()
    assert s.result().winner == 0 and "turn limit" in s.over["why"]
