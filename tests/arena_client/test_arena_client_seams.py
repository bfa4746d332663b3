"""The shared table's seams in the arena: F1's entry for the hovered thing (seam 2) and the
spectator's view while no human decides (seam 3)."""
import pygame
from scripted import reach, until


def _open(arena_app, session):
    app = arena_app(session)
    scene = app.top
    scene.story.finish_all()
    app.step([], dt=0.05)
    return app, scene


def test_help_topic_names_the_rules_summary_entry_of_the_hovered_thing(arena_app):
    from client.games.arenarex import helptopic, rules
    from client.games.arenarex import panel as P
    from engine.arenarex.content import roster

    session = reach(0, 131)            # a damage-tree choice, the roll card on the map
    app, scene = _open(arena_app, session)
    obs = scene.observation()
    headings = {h for h, _ in rules.SECTIONS}
    terms = {t for t, _ in rules.GLOSSARY}
    topics = {}
    for mid, m in obs["models"].items():
        if m["out"]:
            continue
        topics[mid] = scene.help_topic(mid, "model")
        kind = roster()[m["p"]].kind
        expected = {"titan": "Titan", "beast": "Beast"}.get(kind) or ("Ready", "Fatigued", "Exhausted")[m["fat"]]
        assert topics[mid] == expected
    lethal = next(s for s in scene.map_view.hazards if s.kind == "lethal")
    assert scene.help_topic(lethal, "shape") == "Lethal hazard"
    assert scene.help_topic(("box", "a"), "tree") == "Push"         # Sven's box a pushes
    assert scene.help_topic(("Pushing",), "log") == "Pushes and hazards"
    assert scene.help_topic(("some ability text",), "abilities") == "Ludus"
    # nothing hovered: what lies under the mouse
    layout = app.layout
    scene.input.mouse = layout.rect(scene.card_rect).center
    assert scene.help_topic(None, "") == "Roll card"
    scene.input.mouse = layout.rect(P.FAVOR).center
    assert scene.help_topic(None, "") == "Favor"
    scene.input.mouse = layout.rect(P.PROMPT).center
    assert scene.help_topic(None, "") == "Damage Tree"
    scene.input.mouse = None
    assert scene.help_topic(None, "") is None                          # the summary's top
    # every answer the table can give is an entry of the summary
    every = set(helptopic.SHAPE_TOPIC.values()) | set(helptopic.BOX_TOPIC.values()) | \
        set(helptopic.FATIGUE_TOPIC.values()) | set(helptopic.DECISION_TOPIC.values()) | \
        set(helptopic.RULE_TOPIC.values()) | {"Living hazard", "Titan", "Beast", "Ludus", "Roll card", "Vitality",
                                              "Damage Tree", "Using the arena screen", "Last Man Standing"}
    assert every <= headings | terms, every - headings - terms


def test_the_spectator_view_draws_with_no_seat_of_its_own(arena_app, monkeypatch):
    """Seam 3: with viewer None (two humans, a bot or the game deciding) the arena draws the
    spectator's observation: no buttons, no 'your', the decider named, nothing clickable acts."""
    from client.games.arenarex import panel as P

    drawn = []
    real = P._text
    monkeypatch.setattr(P, "_text", lambda surface, layout, theme, text, *a, **k: (
        drawn.append(text), real(surface, layout, theme, text, *a, **k))[1])
    session = reach(0, 131)
    session.last_viewer = None          # two humans and nobody holds the screen: the spectator
    assert session.viewer is None
    app = arena_app(session)
    scene = app.top
    surface = pygame.Surface((1280, 720))
    scene.story.finish_all()
    scene.sync_buttons()
    scene.draw(surface)
    assert not scene.my_turn() and scene.buttons.widgets == []
    assert scene.observation() == session.state.observation(None)
    assert all("your " not in line for line in scene.log_lines())
    seat = session.seat_name(session.decision.seat)
    # a person is awaited: never said to think, and named by the prompt alone (issue 39.3)
    assert "thinking" not in scene.hint() and seat not in scene.hint()
    assert seat in scene.turns.waiting_words()
    assert any(t.startswith(f"{seat}'s choice — ") for t in drawn)     # the decider named, once
    assert not any("click a lit box" in t or ": " + seat in t for t in drawn)
    d = session.decision
    n = len(session.moves.actions)
    scene.tree_click(scene.tree_hits[0][0].center)   # a click on the tree does nothing for a spectator
    assert len(session.moves.actions) == n and d == session.decision


def test_the_duellum_pick_stays_hidden_from_the_spectator(arena_app):
    """Between the two secret duelist picks the spectator's screen names neither."""
    session = reach(1, 0, scenario="duellum", cohort="3")
    assert until(session, 1, lambda s: s.decision.kind == "duellum_pick" and s.state.duel_round.answers.get(0) is not None)
    picked = session.state.duel_round.answers[0]
    session.last_viewer = None
    app = arena_app(session)
    scene = app.top
    scene.story.finish_all()
    scene.sync_buttons()
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.buttons.widgets == []
    assert scene.observation()["secret"] == {"0": None, "1": None}
    assert session.state.observation(0)["secret"]["0"] == picked          # (the picker's own view has it)
    name = scene.words().name(picked)
    assert all(name not in line for line in scene.log_lines())
    assert not scene.draggable() and scene.spot_model() is None


def test_the_story_floats_keep_the_window_awake(arena_app):
    """The shared table rests when nothing moves; a fading float (damage, Favor) still moves."""
    from client.games.arenarex.anims import Overlay

    app = arena_app(reach(0, 0))
    scene = app.top
    scene.story.overlays = []
    assert not scene.animating()
    scene.story.overlays = [Overlay("float", "-2", (255, 120, 90), scene.story.clock, 1.1, None, (1.0, 1.0))]
    assert scene.animating()
    app.step([], dt=2.0)            # faded: nothing left to draw
    assert not scene.animating()
