"""The event-driven story: a push slides along the engine's line and stops where the
engine stopped it; a displaced model lifts off and is placed; a defeated model falls out;
dice are shown with the rolled faces; the player can skip to the end."""
import math

from engine.core import Event


class _Words:
    def name(self, mid):
        return mid

    def seat(self, seat):
        return f"Seat {seat}"

    def _text(self, e):
        return e.type


def test_push_slides_and_stops_at_the_engines_end_point():
    from client.games.arenarex.anims import AnimQueue

    q = AnimQueue()
    before = {"a": (10.0, 10.0), "b": (11.5, 10.0)}
    push = Event.make("pushed", "Pushing", model="b", **{"from": [11.5, 10.0]}, to=[12.3, 10.0], by="a",
                      resisted=False, stopped_by="hazard:5", distance=0.8)
    q.add_events([push], before, _Words())
    assert q.busy and q.model_state("b")[0] == (11.5, 10.0)
    q.update(0.2)
    mid = q.model_state("b")[0]
    assert 11.5 < mid[0] < 12.3 and mid[1] == 10.0          # on the push line, partway
    assert q.model_state("a")[0] == (10.0, 10.0)            # the others stay put
    q.update(1.0)
    assert not q.busy and q.model_state("b") == "final"     # the story is over: the state is drawn


def test_displacement_lifts_then_places_and_defeat_falls_out():
    from client.games.arenarex.anims import AnimQueue

    q = AnimQueue()
    before = {"t": (5.0, 5.0), "x": (6.0, 5.0), "y": (20.0, 20.0)}
    events = [Event.make("moved", "Actions", model="t", **{"from": [5.0, 5.0]}, to=[6.0, 5.0], path=[[6.0, 5.0]],
                         kind="action"),
              Event.make("displaced", "Displacement", model="x", by="t"),
              Event.make("placed", "Displacement", model="x", at=[7.2, 5.0], by="t"),
              Event.make("defeated", "Lethal Hazard", model="y", at=[20.0, 20.0])]
    q.add_events(events, before, _Words())
    kinds = [s.kind for s in q.steps]
    assert kinds == ["slide", "lift", "drop", "fall"]
    q.update(0.46)                                           # the Titan has arrived; x lifts off
    pos, scale, alpha = q.model_state("x")
    assert pos == (6.0, 5.0) and scale >= 1.0
    q.update(0.46)                                           # lifted off: x is being placed now
    pos, scale, alpha = q.model_state("x")
    assert pos == (7.2, 5.0)
    q.update(0.31)
    pos, scale, alpha = q.model_state("y")                   # y falls: shrinking, fading
    q.update(0.3)
    pos2, scale2, alpha2 = q.model_state("y")
    assert scale2 < scale and alpha2 < alpha
    q.finish_all()
    assert not q.busy and q.positions is None


def test_dice_step_keeps_the_rolled_faces():
    from client.games.arenarex.anims import AnimQueue

    q = AnimQueue()
    rolls = [Event.make("dice_rolled", "Combat", model="a", role="attack", dice=[1, 4, 6], favor_dice=[5],
                        successes=4, bonus=0, rerolled=0),
             Event.make("dice_rolled", "Combat", model="b", role="defense", dice=[2, 2], favor_dice=[],
                        successes=0, bonus=0, rerolled=0)]
    q.add_events(rolls, {}, _Words())
    assert len(q.steps) == 1 and q.steps[0].kind == "dice"
    q.update(0.01)
    assert [r["dice"] for r in q.last_roll] == [[1, 4, 6], [2, 2]] and q.last_roll[0]["favor"] == [5]
    assert math.isclose(q.steps[0].duration, 1.3)


def test_words_name_dismount_spots_by_direction_and_name_the_hazard_without_a_section_tag():
    from client.games.arenarex.words import ArenaWords
    from engine.core import Action

    models = {"0:septimus": {"p": "septimus", "mounted": "0:dextarius", "pos": None},
              "0:dextarius": {"p": "dextarius", "mounted": None, "pos": [10.0, 10.0]}}
    w = ArenaWords(["Livia", "Marcus"], models)
    assert w.verb(Action.make("dismount", model="0:septimus", at=[10.0, 8.5])) == "Dismount Septimus to the north"
    assert w.verb(Action.make("dismount", model="0:septimus", at=[11.5, 10.0])) == "Dismount Septimus to the east"
    e = Event.make("pushed", "Pushing", model="0:dextarius", **{"from": [1, 1]}, to=[2, 1], by="0:septimus",
                   resisted=False, stopped_by="lethal:2", distance=1.0)
    assert w.sentence(e) == 'Dextarius is pushed 1.00", stopped by a lethal hazard.'
    named = ArenaWords(["Livia", "Marcus"], models, places={"lethal:2": "Pit"})
    assert named.sentence(e) == 'Dextarius is pushed 1.00", stopped by the Pit.'


def test_log_is_held_back_until_the_story_tells_it(arena_app):
    import random

    from arena_session import new_session

    session = new_session(seed=6)
    app = arena_app(session)
    scene = app.top
    rng = random.Random(3)
    for _ in range(300):
        legal = session.legal_actions()
        before = len(session.events)
        scene.play(rng.choice(legal))
        if len(scene.story.steps) >= 3:
            break
        scene.story.finish_all()
    assert len(scene.story.steps) >= 3
    during = len(scene.log_lines())
    scene.story.finish_all()
    after = len(scene.log_lines())
    assert during < after
    assert before < len(session.events)


def test_a_dragged_move_carries_the_berserk_flag_when_the_engine_offers_only_berserk_moves(arena_app):
    from arena_session import new_session

    from engine.core import Action

    session = new_session(seed=6)
    app = arena_app(session)
    scene = app.top
    scene.legal = lambda: [Action.make("end"), Action.make("move", path=[[5.0, 5.0]], berserk=True)]
    assert scene.spot_action("move", "x", (6.0, 6.0)) == Action.make("move", path=[[6.0, 6.0]], berserk=True)
    scene.legal = lambda: [Action.make("end"), Action.make("move", path=[[5.0, 5.0]])]
    assert scene.spot_action("move", "x", (6.0, 6.0)) == Action.make("move", path=[[6.0, 6.0]])


def test_words_name_the_named_abilities_buttons():
    from client.games.arenarex.words import ArenaWords
    from engine.core import Action

    models = {"0:sulla": {"p": "sulla", "mounted": None, "pos": [10.0, 10.0]},
              "0:ywain": {"p": "ywain", "mounted": None, "pos": [10.0, 12.0]},
              "1:hroka": {"p": "hroka", "mounted": None, "pos": [14.0, 10.0]}}
    w = ArenaWords(["Livia", "Marcus"], models)
    A = Action.make
    assert w.verb(A("dictate", model="0:ywain", path=[[12.0, 12.0]])) == "Dictate: Ywain → east"
    assert w.verb(A("maneuver", model="0:ywain", path=[[10.0, 13.0]], dictate="0:sulla")) == \
        "Maneuver Ywain → S (Sulla's fatigue)"
    assert w.verb(A("assist", model="0:ywain", interdict=True)) == "Interdict with Ywain"
    assert w.verb(A("assist", model="0:ywain")) == "Assist with Ywain"
    assert w.verb(A("stall", model="0:sulla")) == "Stall with Sulla"
    assert w.verb(A("necrosis", target="1:hroka")) == "Necrosis on Hroka"
    assert w.verb(A("war_cry")) == "War Cry"
    assert w.verb(A("regrowth", model="0:sulla", heal="0:ywain")) == "Regrowth: Sulla heals Ywain"
    e = Event.make("move_halted", "Reactions", model="1:hroka", at=[13.0, 10.0], by="0:sulla")
    assert w.sentence(e) == "Hroka is halted by Sulla."
