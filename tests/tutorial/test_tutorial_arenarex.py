"""Arena Rex's guided first game (engine/arenarex/content/tutorial.toml) and what tutorial files
gained for it: spots on the table a move must end in, parts that name nothing, yes-or-no answers.

The lesson follows the rulebook (shared/rules/arena-rex.txt): "Turn Structure" (activate a Ready
model; a Fatigued one may be rested), "Actions" (a free first move, an attack for a fatigue),
"Combat" (engagement; ATK against DEF, 4+), "Favor Dice" (a Favor die's 4+ counts twice; the
first attack of the game earns one), "Pushing" (1" away, a follow-up of 1" toward), "Lethal
Hazard" (a base touching the Pit is defeated), "Clear Turn" and "Tactics" (Recover), and
"Ludus Magnus Benefits" (Circus Maximus: 3 Favor dice a turn; Rouse)."""
import pytest

from engine.core import Action
from engine.core.errors import ContentError
from engine.play.tutorial import Spot, accepted, load_tutorial, matches, read_tutorial, run_bots

SOURCE = load_tutorial("arenarex").path
A = Action.make


def play_through(tutorial):
    """Each step's first accepted move, the bots answering between: the events of each step."""
    state = tutorial.new_state()
    run_bots(tutorial, state)
    out = []
    for step in tutorial.steps:
        events = list(state.apply(accepted(step, state)[0]))
        out.append((step, events, state.clone()))
        run_bots(tutorial, state)
    return out


def test_the_lesson_covers_arena_rexs_core_loop():
    kinds = [s.kind for s in load_tutorial("arenarex").steps]
    for kind in ("activate", "move", "attack", "power_attack", "favor", "tree_box", "follow_up", "recover",
                 "rouse", "end_clear_turn"):
        assert kind in kinds, kind


def test_hroka_goes_into_the_pit_and_rouse_earns_a_favor():
    """Lethal Hazard: the second push sends Hroka's base into the Pit; Ludus Magnus Benefits: Rouse
    tires Iason and earns a Favor, in the clear turn that follows (Clear Turn)."""
    by_id = {step.id: (events, state) for step, events, state in play_through(load_tutorial("arenarex"))}
    pit_events, _ = by_id["into_the_pit"]
    assert any(e.type == "hazard_contact" and e.get("kind") == "lethal" and e.get("model") == "1:hroka"
               for e in pit_events)
    assert any(e.type == "defeated" and e.get("model") == "1:hroka" for e in pit_events)
    rouse_events, after = by_id["rouse"]
    assert any(e.type == "favor_gained" and e.get("seat") == 0 for e in rouse_events)
    assert after.models["0:iason"]["fat"] == 1 and after.models["0:hermes"]["fat"] == 0


def test_a_move_matches_a_spot_only_when_it_ends_within_it():
    tutorial = load_tutorial("arenarex")
    step = next(s for s in tutorial.steps if s.id == "move")
    spot = tutorial.spots["beside_hroka"]
    assert isinstance(dict(step.params)["path"], Spot)
    x, y = spot.at
    assert matches(step, A("move", path=[[x, y + spot.within / 2]]), {})
    assert matches(step, A("move", path=[[10.0, 10.0], [x, y]]), {})  # a bent path: its last point
    assert not matches(step, A("move", path=[[x, y + spot.within * 2]]), {})
    assert not matches(step, A("move", path=[[x, y], [x + 3, y]]), {})


def test_an_empty_name_waits_for_a_part_that_names_nothing_and_yes_or_no_for_a_flag():
    steps = {s.id: s for s in load_tutorial("arenarex").steps}
    assert matches(steps["activate"], A("activate", model="0:hermes", rest=None), {})
    assert not matches(steps["activate"], A("activate", model="0:hermes", rest="0:iason"), {})
    assert matches(steps["normal_attack"], A("power_attack", power=False), {})
    assert not matches(steps["normal_attack"], A("power_attack", power=True), {})


@pytest.mark.parametrize("old, new, where", [
    ('path = "beside_hroka"', 'path = "nowhere"', r"step 2 \('move'\): field 'wait.path': a spot on the table"),
    ('beside_hroka = {at = [16.0, 21.88], within = 0.3}', 'beside_hroka = {at = [16.0, 21.88]}',
     r"field 'spots.beside_hroka': needs at = \[x, y\] and within"),
    ('within = 0.3}\nfollow', 'within = -1}\nfollow', r"field 'spots.beside_hroka': field 'within'"),
    ('beside_hroka = {at = [16.0, 21.88]', 'beside_hroka = {at = ["x", 21.88]',
     r"field 'spots.beside_hroka': field 'at'"),
    ('highlight = {model = "0:hermes", spot = "beside_hroka"}', 'highlight = {model = "0:hermes", spot = "there"}',
     r"step 2 \('move'\): field 'highlight.spot': 'there' is not in the file's spots"),
])
def test_a_bad_spot_is_refused_naming_the_field(tmp_path, old, new, where):
    text = SOURCE.read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new, 1).replace('scenario = "../scenarios/',
                                             f'scenario = "{SOURCE.parent.parent / "scenarios"}/')
    path = tmp_path / "tutorial.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=where):
        read_tutorial(path, "arenarex")


def test_every_spot_a_step_waits_for_is_itself_a_move_the_engine_offers_there():
    """The window lands a drop inside the ring on the spot itself (client/games/arenarex/coaching.py),
    so that very move must be one the proof played."""
    tutorial = load_tutorial("arenarex")
    state = tutorial.new_state()
    run_bots(tutorial, state)
    checked = 0
    for step in tutorial.steps:
        options = accepted(step, state)
        for key, want in step.params:
            if isinstance(want, Spot):
                ends = [a.get(key)[-1] if key == "path" else a.get(key) for a in options]
                assert [list(p) for p in ends].count(list(want.at)) == 1, (step.id, ends)
                checked += 1
        state.apply(options[0])
        run_bots(tutorial, state)
    assert checked == 2
