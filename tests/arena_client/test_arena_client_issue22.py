"""Issue 22 point 6 and 8, the Arena Rex window's small things: the card shows the active
model, player words for the setup's options, plurals, the abilities cut short can be read
in full, the dice card says what a success is and where its bonus came from, and an attack
on one's own model says why it is offered."""
import pygame
from scripted import button, centre, click, reach, until


def test_the_card_shows_the_active_model_not_an_earlier_click(arena_app):
    session = reach(0, 0)
    assert until(session, 0, lambda s: s.decision.kind == "activate" and s.state.turn_no >= 1)
    app = arena_app(session)
    scene = app.top
    app.step([], dt=0.05)
    obs = scene.observation()
    other = next(m for m, v in obs["models"].items() if v["seat"] != session.decision.seat and not v["out"])
    scene.selected = other                  # a model clicked before (Hermes)...
    b = button(scene, "Activate")
    app.step(click(centre(app, b)), dt=0.05)   # ...then Dextarius is activated from the panel
    obs = scene.observation()
    active = session.state.stack[-1].model
    assert session.decision.kind == "action"
    scene.hover_model = None
    assert scene.card_model(obs) == active
    scene.selected = other                  # a click during the activation still shows what was clicked
    assert scene.card_model(obs) == other


def test_setup_options_are_in_player_words():
    from client import games

    labels = games.option_labels("arenarex")
    assert labels["scenario"]["munus"] == "Munus"
    assert labels["scenario"]["primus_superiorum"] == "Primus Superiorum"
    assert labels["map"]["colosseum"] == "Colosseum"
    assert labels["cohort"]["3"] == "3 v 3" and labels["living_hazards"]["0"] == "None"
    from engine.core import registry

    for option in registry.get("arenarex").options:   # every value of every option has its words
        assert set(option.choices) <= set(labels[option.name]), option.name


def test_plurals_in_the_log_and_the_prompt():
    from client.games.arenarex.words import ArenaWords
    from engine.core import Event

    words = ArenaWords(["Livia", "Marcus"], {}, 0)
    one = Event.make("dice_rolled", rule="Combat", model="0:leo", role="attack", dice=[4, 2], favor_dice=[],
                     successes=1, bonus=0, rerolled=0)
    assert words.sentence(one).endswith("= 1 success.")
    two = Event.make("dice_rolled", rule="Combat", model="0:leo", role="attack", dice=[4, 5], favor_dice=[],
                     successes=2, bonus=0, rerolled=0)
    assert words.sentence(two).endswith("= 2 successes.")
    lost = Event.make("attack_broken", rule="Damage Tree", attacker="0:leo", defender="1:otho", lost=1)
    assert "(1 success lost)" in words.sentence(lost)
    session = reach(0, 0)
    assert until(session, 0, lambda s: s.decision.kind == "tree_path" and s.state.frame_of("attack").left == 1)
    assert "(1 success left)" in session.decision.prompt


def test_abilities_cut_short_are_read_in_full_on_hover(arena_app):
    from client.games.arenarex import panel as P
    from engine.arenarex.content import roster

    session = reach(0, 0)
    assert until(session, 0, lambda s: s.decision.kind == "activate" and s.state.turn_no >= 1)
    app = arena_app(session)
    scene = app.top
    scene.story.finish_all()
    obs = scene.observation()
    # the model with the longest abilities (its card cannot show them all)
    mid = max((m for m, v in obs["models"].items() if not v["out"]),
              key=lambda m: sum(len(t) for _, t in roster()[obs["models"][m]["p"]].abilities))
    scene.selected = mid
    app.step([], dt=0.05)
    hit = scene.ability_hit
    assert hit is not None
    full = hit[1]
    for name, text in roster()[obs["models"][mid]["p"]].abilities:
        assert f"{name}: {text}" in full
    pos = hit[0].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=0.05)
    assert scene.input.hover == ((full,), "abilities")
    assert P.MORE.strip("… ")   # the cut line says how to read the rest


def test_the_dice_card_explains_success_and_bonus():
    from client.games.arenarex import rollcard
    from client.games.arenarex.words import ArenaWords
    from engine.core import Event

    words = ArenaWords(["Livia", "Marcus"], {}, 0)
    events = [Event.make("attack_declared", rule="Actions", attacker="0:leo", defender="1:otho", kind="action",
                         exhausted_defender=True),
              Event.make("dice_rolled", rule="Combat", model="0:leo", role="attack", dice=[4, 1, 6],
                         favor_dice=[5], successes=5, bonus=1, rerolled=0)]
    card = rollcard.build(events, [], len(events), words)
    line = card.key_line()
    assert "4 or more is a success" in line
    assert "Favor die's 4+ counts as two" in line
    assert "+1: the defender was Exhausted when attacked" in line
    plain = rollcard.build(events[:1] + [Event.make("dice_rolled", rule="Combat", model="0:leo", role="attack",
                                                    dice=[4], favor_dice=[], successes=1, bonus=0, rerolled=0)],
                           [], 2, words)
    assert plain.key_line() == "A die showing 4 or more is a success (ringed)."


def test_an_attack_on_ones_own_model_says_why_it_is_offered(arena_app):
    from client.games.arenarex.buttons import OWN_TARGET

    session = reach(0, 0)

    def own_attack(s):
        d = s.decision
        return d.kind == "action" and any(a.kind == "attack" and s.state.seat_of(a.target) == d.seat
                                          for a in s.legal_actions())

    assert until(session, 0, own_attack, limit=1500)
    app = arena_app(session)
    scene = app.top
    app.step([], dt=0.05)
    acts = scene.button_actions()
    own = [i for i, a in enumerate(acts) if scene.words().own_target(a)]
    assert own and min(own) > max(i for i, a in enumerate(acts) if not scene.words().own_target(a))
    scene.filter_model = None
    scene._buttons_key = None
    scene.sync_buttons()
    mine = [b for b in scene.buttons.widgets if "your " in b.text]
    assert mine and all(b.tooltip == OWN_TARGET for b in mine)


def test_a_resisted_push_says_why_in_the_log():
    from client.games.arenarex.words import ArenaWords
    from engine.core import Event

    words = ArenaWords(["Livia", "Marcus"], {}, 0)
    base = dict(model="1:otho", to=[1.0, 1.0], by="0:leo", resisted=True)
    larger = Event.make("pushed", rule="Pushing", stopped_by="larger base", **{"from": [1.0, 1.0]}, **base)
    titan = Event.make("pushed", rule="Titans", stopped_by="immovable", **{"from": [1.0, 1.0]}, **base)
    assert words.sentence(larger) == "Otho resists the push (its larger base resists one push each attack)."
    assert words.sentence(titan) == "Otho resists the push (a Titan cannot be pushed)."
