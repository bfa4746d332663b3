"""Issue 13, Arena Rex in the window: what a newcomer needs to read off the screen.

Attacks on one's own models say "your" and come last; a resolved attack's roll card
stays until Continue (bots wait) and explains who took the damage and why; a model a
pit took stays marked on the board; the log has no section tags (the rule is in the
tooltip) and opens in full; a dragged move shows its fatigue cost; a refused attack
says what lies between; Esc turns the ruler off. Positions come from seeded games
played with the screenshot tool's policy, so every number is the engine's.
"""
import random
import sys
from pathlib import Path

import pygame
from arena_session import new_session

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def click(pos, button=1):
    return [_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            _ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            _ev(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key(k):
    return [_ev(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]


def top(session) -> dict:
    """The frame on top of the stack, as the observation shows it."""
    stack = session.state.observation(None)["stack"]
    return stack[-1] if stack else {}


def play_until(session, seed, want, limit=700):
    """Play the seeded policy until ``want(events of the last action)`` (None: before acting) holds."""
    import screenshots_arenarex as shots

    rng = random.Random(seed)
    for _ in range(limit):
        if session.decision is None:
            break
        if want(None):
            return []
        events = session.apply(shots.choose(session, rng))
        if want(events):
            return events
    raise AssertionError("the seeded game never got there")


def own_and_enemy_targets(session):
    def want(events):
        if events is not None or session.decision.kind != "action":
            return False
        st = session.state
        attacks = [a for a in session.legal_actions() if a.kind == "attack"]
        return any(st.is_enemy(a.by, a.target) for a in attacks) and \
            any(st.controller(a.target) == st.controller(a.by) for a in attacks)
    return want


def test_an_attack_on_ones_own_model_says_your_and_comes_after_the_enemy_targets(arena_app):
    session = new_session(seed=1)
    play_until(session, 1, own_and_enemy_targets(session))
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    st = session.state
    labels = [b.text for b in scene.buttons.widgets]
    attacks = [a for a in scene.button_actions() if a.kind == "attack"]
    own = [a for a in attacks if st.controller(a.target) == st.controller(a.by)]
    assert own and len(own) < len(attacks)
    # every own-target attack comes after every other choice, and its words say whose model it is
    order = [a.kind == "attack" and st.controller(a.target) == st.controller(a.by) for a in scene.button_actions()]
    assert order == sorted(order)
    words = scene.words()
    for a in own:
        assert f"attacks your {words.name(a.target)}" in scene.label(a, words)
    enemy_labels = [scene.label(a, words) for a in attacks if a not in own]
    assert enemy_labels and not any("your" in text for text in enemy_labels)
    assert any("your" not in text for text in labels)
    # a click on one's own model never attacks it: it narrows the buttons, each saying "your"
    n = len(session.moves.actions)
    target = own[0].target
    app.step(click(scene.camera.to_screen_i(scene.pos_of(target))), dt=0.05)
    assert len(session.moves.actions) == n
    shown = [b.text for b in scene.buttons.widgets if b.text != "Show all" and not b.text.startswith("More")]
    assert shown and all(f"your {words.name(target)}" in text for text in shown if "attacks" in text)


def test_a_resolved_attack_holds_its_roll_card_until_continue_and_explains_the_damage(arena_app):
    from client.games.arenarex import rollcard

    session = new_session(seed=4)

    touched = []  # a model pushed into a wounding hazard, whose damage is marked when its attack resolves

    def wounded(events):
        if events is None:
            return False
        touched.extend(e.get("model") for e in events if e.type == "hazard_contact" and e.get("kind") == "wounding")
        return any(e.type == "damage_marked" and e.rule == "Vitality Bar" and e.get("model") in touched
                   for e in events)
    # find the wounding push in a probe game, then play the same game in the window up to it
    probe = new_session(seed=4)
    events = play_until(probe, 4, wounded)
    target_actions = probe.moves.actions
    for action in target_actions[:-1]:
        session.apply(action)
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    assert scene.play(target_actions[-1])
    for _ in range(200):
        if scene.story.holding:
            break
        app.step(dt=0.05)
    assert scene.story.holding
    card = scene.roll_card()
    assert card is not None and card.resolved and card.rolls
    hurt = next(e for e in events if e.type == "damage_marked" and e.rule == "Vitality Bar")
    name = scene.words().name(hurt.get("model"))
    explained = [line for line in card.results if line.startswith(f"{name} takes {hurt.get('amount')} damage (")]
    assert explained and "from the push into the Spikes" in explained[0]
    assert explained[0] in scene.log_lines()
    # the card sits where it hides none of the fighters (if any of its places does), and folds on a click
    app.step(dt=0.02)
    assert scene.card_rect is not None
    assert rollcard._covers(scene, pygame.Rect(0, 40, 920, 680), card) >= 2   # over the whole map: both hidden
    fits = [p for p in rollcard.PLACES if rollcard._covers(scene, _placed(scene, card, p), card) == 0]
    if fits:
        assert rollcard._covers(scene, scene.card_rect, card) == 0
    tall = scene.card_rect.h
    body = (scene.card_rect.centerx, scene.card_rect.top + 12)
    app.step(click(app.layout.point(body)), dt=0.02)
    assert scene.card_folded == card.start and scene.card_rect.h < tall and scene.story.holding
    app.step(click(app.layout.point((scene.card_rect.centerx, scene.card_rect.top + 12))), dt=0.02)
    assert scene.card_folded is None and scene.card_rect.h == tall
    # it stays: time passes, nothing moves on
    decisions = session.state.decisions_made
    for _ in range(20):
        app.step(dt=1.0)
    assert scene.story.holding and scene.roll_card() is not None
    assert session.state.decisions_made == decisions
    # Continue (a button on the card) lets the story go on; the card goes
    go = next(b for b in scene.card_buttons.widgets if b.text.startswith("Continue"))
    app.step(click(app.layout.rect(go.rect).center), dt=0.02)
    assert not scene.story.holding
    app.step(dt=5.0)
    assert scene.roll_card() is None or scene.roll_card().start != card.start
    assert not scene.card_buttons.widgets   # no card held now: no buttons on the map


def _placed(scene, card, place):
    from client.games.arenarex import rollcard

    width, anchor, at = place
    rect = rollcard._measure(scene, card, True, width).rect
    setattr(rect, anchor, at)
    return rect


def test_timed_rolls_stay_then_the_bot_goes_on(arena_app):
    from client.games.arenarex import rollcard
    from client.settings import set_bot_speed
    from client.table.worker import BotWorker

    session = new_session(seed=3, seats=("bot:random", "bot:random"))
    app = arena_app(session, worker_factory=lambda: BotWorker(mode="thread"))
    set_bot_speed(app, "instant")
    rollcard.next_stay(app)
    rollcard.next_stay(app)
    assert rollcard.rolls_stay(app) == 2.0
    scene = app.top
    import time
    held = False
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not held:
        app.step(dt=0.05)
        held = scene.story.holding
        time.sleep(0.001)
    assert held
    n = len(session.moves.actions)
    app.step(dt=1.0)
    assert scene.story.holding and len(session.moves.actions) == n   # the bots wait while the card is read
    app.step(dt=1.5)
    assert not scene.story.holding


def test_a_model_taken_by_the_pit_stays_marked_on_the_board(arena_app):
    probe = new_session(seed=4)
    events = play_until(probe, 4, lambda ev: ev is not None and any(
        e.type == "defeated" and e.rule == "Lethal Hazard" for e in ev))
    fell = next(e for e in events if e.type == "defeated" and e.rule == "Lethal Hazard")
    session = new_session(seed=4)
    for action in probe.moves.actions:
        session.apply(action)
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    name = scene.words().name(fell.get("model"))
    marks = scene.fallen()
    assert [m[0] for m in marks] == [fell.get("model")]
    assert marks[0][2] == f"{name} fell here"
    assert f"{name} is defeated (pushed into the Pit)!" in scene.log_lines()
    # drawn: the sunken base's ring where the model went down (the model itself is gone)
    scene.camera.zoom = 2.0
    scene.camera.centre = tuple(fell.get("at"))
    scene.camera.set_viewport(scene.camera.viewport)
    app.step(dt=0.05)
    shot = app.screen.copy() if hasattr(app, "screen") else pygame.display.get_surface().copy()
    c = scene.camera.to_screen(tuple(fell.get("at")))
    r = scene.camera.length(scene.radius_of(fell.get("model")))
    ring = [shot.get_at((round(c[0] + r - 1), round(c[1])))[:3], shot.get_at((round(c[0] - r + 1), round(c[1])))[:3]]
    assert any(abs(px[0] - 213) < 40 and abs(px[1] - 94) < 40 and px[2] < 60 for px in ring), ring


def test_the_log_has_no_section_tags_names_the_rule_on_hover_and_opens_in_full(arena_app):
    session = new_session(seed=3)
    play_until(session, 3, lambda ev: len(session.events) > 120)
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    rules = {e.rule for e in session.events if e.rule}
    lines = scene.log_lines()
    assert len(lines) > 20
    assert not any(line.endswith(f" — {rule}") for line in lines for rule in rules)
    # hovering a line of the strip names its rulebook section
    rect, rule = scene.log_hits[-1]
    app.step([_ev(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))], dt=0.5)
    app.step(dt=0.5)
    assert scene.input.hover == ((rule,), "log")
    from client.games.arenarex.logview import tooltip
    assert (f"Rulebook section: {rule}." if rule else "No rulebook section.") in tooltip(rule)
    # a click opens the full log: many more than five lines; Esc closes it (the pause menu stays shut)
    assert len(scene.log_hits) == 5
    app.step(click(rect.center), dt=0.05)
    assert scene.log_open
    app.step(dt=0.05)
    assert len(scene.full_log_hits) > 20
    app.step(key(pygame.K_ESCAPE), dt=0.05)
    assert not scene.log_open and app.top is scene


def _active_after_a_free_move(session):
    """An action decision whose model has already made its free move."""
    rng = random.Random(8)
    import screenshots_arenarex as shots
    for _ in range(500):
        d = session.decision
        if d.kind == "action" and top(session).get("moved") is False:
            move = next((a for a in session.legal_actions() if a.kind == "move"), None)
            if move is not None:
                session.apply(move)
                while session.decision.kind != "action":
                    session.apply(next(a for a in session.legal_actions() if a.kind in ("pass", "move_to")))
                if top(session).get("model") and session.state.models[top(session)["model"]]["fat"] == 0:
                    return
                continue
        session.apply(shots.choose(session, rng))
    raise AssertionError("no second move found")


def test_the_drag_preview_warns_when_a_move_costs_a_fatigue(arena_app):
    session = new_session(seed=8)
    _active_after_a_free_move(session)
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    mid = scene.top_frame()["model"]
    spot = next(a.path[-1] for a in scene.legal() if a.kind == "move")
    ghost = scene.probe("move", mid, spot)
    assert ghost["ok"]
    name = scene.words().name(mid)
    assert ghost["cost"] == f"1 fatigue ({name} becomes Fatigued)"
    # the engine agrees: the move, played, costs exactly that
    events = session.apply(ghost["action"])
    assert any(e.type == "fatigue_changed" and e.get("model") == mid and e.get("new") == 1 for e in events)


def test_a_first_move_is_shown_free(arena_app):
    session = new_session(seed=8)
    rng = random.Random(8)
    import screenshots_arenarex as shots
    while not (session.decision.kind == "action" and top(session).get("moved") is False
               and any(a.kind == "move" for a in session.legal_actions())):
        session.apply(shots.choose(session, rng))
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    mid = scene.top_frame()["model"]
    spot = next(a.path[-1] for a in scene.legal() if a.kind == "move")
    ghost = scene.probe("move", mid, spot)
    assert ghost["ok"] and ghost["cost"] == ""


def test_a_refused_attack_says_the_engines_reason_and_what_lies_between(arena_app):
    from engine.core import Action, IllegalAction

    session = new_session(seed=8)
    rng = random.Random(8)
    import screenshots_arenarex as shots
    while session.decision.kind != "action":
        session.apply(shots.choose(session, rng))
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    mid = scene.top_frame()["model"]
    obs = scene.observation()
    far = max((m for m, v in obs["models"].items() if v["seat"] not in (None, obs["models"][mid]["seat"])
               and v["pos"] and not v["out"]), key=lambda m: sum((a - b) ** 2 for a, b in
                                                                 zip(scene.pos_of(m), scene.pos_of(mid), strict=True)))
    try:
        session.check(Action.make("attack", by=mid, target=far, also=None))
        raise AssertionError("expected the engine to refuse")
    except IllegalAction as exc:
        reason = exc.message
    n = len(session.moves.actions)
    app.step(click(scene.camera.to_screen_i(scene.pos_of(far))), dt=0.05)
    assert len(session.moves.actions) == n
    text = scene.message[0]
    assert text.startswith(reason) and '" apart, base to base' in text


def test_escape_turns_the_ruler_off(arena_app):
    session = new_session(seed=5)
    while session.decision.kind in ("first_player", "deploy"):
        session.apply(session.state.legal_actions()[0])
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    app.step([_ev(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)], dt=0.05)
    assert scene.ruler.mode
    app.step(key(pygame.K_ESCAPE), dt=0.05)
    assert not scene.ruler.mode and app.top is scene   # off, and no pause menu
    app.step(key(pygame.K_ESCAPE), dt=0.05)
    assert app.top is not scene                        # then Esc pauses as before
