"""A whole Munus 3v3 in the window: a scripted human (seat 0) against bot:random.

The human plays only through the scene's input handling: real mouse events at
the screen positions of models, buttons, damage-tree boxes and spots (as a
person would see them). It attacks whenever it can, chooses Push boxes in the
damage tree, follows up by dragging its model, and the game runs to the
results scene. The test checks that at least one push came from a tree box the
human clicked and at least one follow-up came from a drag.
"""
import math

import pygame
from arena_session import new_session

FRAME_LIMIT = 6000  # frames with a human input or an animation to play
WAIT_LIMIT = 300.0  # seconds of wall clock, in all, spent waiting for the bot


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def click(pos):
    return [_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            _ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            _ev(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def drag(a, b):
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    return [_ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
            _ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
            _ev(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
            _ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)),
            _ev(pygame.MOUSEBUTTONUP, pos=b, button=1)]


def screen(scene, world):
    x, y = scene.camera.to_screen(world)
    return (round(x), round(y))


def button(scene, *prefer):
    """Screen centre of the first button whose label starts with one of ``prefer`` (else the first)."""
    buttons = [b for b in scene.buttons.widgets if b.enabled and b.text not in ("Show all",)
               and not b.text.startswith("More") and not b.text.startswith("Rest after")]
    for p in prefer:
        for b in buttons:
            if b.text.startswith(p):
                return scene.app.layout.rect(b.rect).center
    return scene.app.layout.rect(buttons[0].rect).center if buttons else None


def human_input(scene, d, log):
    from engine.arenarex.content import roster, trees

    if scene.picking.menu is not None:
        # the window asked first (a push that will not move its target, an end that leaves
        # something unused): this player goes ahead, through the box's own button
        log["asked"] += 1
        return click(scene.app.layout.rect(scene.picking.menu_buttons[0][1].rect).center)
    legal = scene.legal()
    obs = scene.observation()
    kind = d.kind
    if kind in ("deploy", "place"):
        spot = legal[0].at
        return click(screen(scene, spot))
    if kind == "tree_path":
        atk = scene.attack_frame(obs)["attacker"]
        tree = trees()[roster()[obs["models"][atk]["p"]].tree]
        boxes = [a.box for a in legal if a.kind == "tree_box"]
        if not boxes:
            return click(button(scene))
        boxes.sort(key=lambda b: tree.boxes[b].box != "push")
        for rect, bid in scene.tree_hits:
            if bid == boxes[0]:
                log["tree_clicks"].append(tree.boxes[bid].box)
                return click(rect.center)
        raise AssertionError("a legal damage-tree box is not drawn")
    if kind == "follow_up":
        spots = [a.to for a in legal if a.kind == "follow_up" and a.get("to") is not None]
        atk = scene.top_frame(obs)["attacker"]
        here = scene.pos_of(atk)
        spots.sort(key=lambda p: -math.dist(p, here))
        if spots and (scene.camera.zoom < 6 or math.dist(screen(scene, here), screen(scene, spots[0])) >= 8):
            a, b = screen(scene, here), screen(scene, spots[0])
            if math.dist(a, b) < 25 and scene.camera.zoom < 6:
                # too small to drag at this zoom: wheel-zoom in over the model, as a person would
                return [_ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                        _ev(pygame.MOUSEWHEEL, x=0, y=4, flipped=False)]
            log["follow_drags"] += 1
            return drag(a, b) + [_ev(pygame.KEYDOWN, key=pygame.K_0, mod=0, unicode="0", scancode=0)]
        return click(button(scene))
    if kind == "activate":
        mid = legal[0].model
        if scene.filter_model is not None:
            return click(button(scene, "Activate"))
        return click(screen(scene, scene.pos_of(mid)))
    if kind == "action":
        attacks = [a for a in legal if a.kind == "attack"]
        enemy = [a for a in attacks if obs["models"][a.target]["seat"] == 1]
        attacks = enemy or attacks
        if attacks:
            if scene.filter_model is not None:
                return click(button(scene))
            return click(screen(scene, scene.pos_of(attacks[0].target)))
        top = scene.top_frame(obs)
        moves = [a for a in legal if a.kind == "move"]
        if top.get("moved") or not moves or log["stuck"] > 3:
            return click(button(scene, "End activation"))
        me = top["model"]
        enemies = [scene.pos_of(m) for m, v in obs["models"].items()
                   if v["seat"] == 1 and not v["out"] and scene.pos_of(m) is not None]
        best = min(moves, key=lambda a: min(math.dist(a.path[-1], e) for e in enemies))
        return drag(screen(scene, scene.pos_of(me)), screen(scene, best.path[-1]))
    if kind == "clear_turn":
        return click(button(scene, "End clear turn", "Recover"))
    if kind == "reaction":
        return click(button(scene, "Pass"))
    if kind == "power_attack":
        return click(button(scene, "Power Attack", "Normal"))
    if kind == "favor":
        return click(button(scene, "1 Favor", "No Favor"))
    if kind in ("move_to", "reposition"):
        return click(button(scene, "Stay"))
    return click(button(scene))


def test_munus_3v3_scripted_human_against_random_bot_to_results(arena_app):
    from client.scenes.results import ResultsScene
    from client.settings import set_bot_speed
    from client.table.worker import BotWorker

    session = new_session(seed=11, seats=("human", "bot:random"))
    app = arena_app(session, worker_factory=lambda: BotWorker(mode="thread"))
    set_bot_speed(app, "instant")
    scene = app.top
    log = {"tree_clicks": [], "follow_drags": 0, "stuck": 0, "holds": 0, "asked": 0}
    last = None
    import time

    frames, waited = 0, 0.0
    while frames < FRAME_LIMIT and waited < WAIT_LIMIT:
        if isinstance(app.top, ResultsScene):
            break
        d = session.decision
        if scene.story.holding:
            # a resolved attack's roll card waits for the player (bots wait too): read it, Continue
            log["holds"] += 1
            go = next(b for b in scene.card_buttons.widgets if b.text.startswith("Continue"))
            app.step(click(app.layout.rect(go.rect).center), dt=0.02)
            assert not scene.story.holding
            continue
        if not scene.story.busy and d is not None and not scene.my_turn():
            # the bot thinks in real time: frames spun while it does must not use up the
            # frame budget (on a loaded machine they came thousands a second)
            start = time.monotonic()
            app.step(dt=0.5)
            time.sleep(0.002)
            waited += time.monotonic() - start
            continue
        if scene.guard.guarded():  # a button that just changed its meaning rests a moment (seam 4)
            app.step(dt=0.02)
            continue
        frames += 1
        if scene.story.busy or d is None:
            app.step(dt=0.5)
            continue
        key = (session.state.decisions_made, d.kind)
        log["stuck"] = log["stuck"] + 1 if key == last else 0
        last = key
        assert log["stuck"] < 12, (d, scene.message)
        app.step(human_input(scene, d, log), dt=0.02)
    assert isinstance(app.top, ResultsScene), session.decision
    events = session.events
    mine = {m for m, v in session.state.models.items() if v["seat"] == 0}
    # pushes made by the human's models after a Push box the human clicked
    assert "push" in log["tree_clicks"]
    pushes = [e for e in events if e.type == "pushed" and e.get("by") in mine and not e.get("resisted")]
    assert pushes
    follows = [e for e in events if e.type == "followed_up" and e.get("model") in mine]
    assert follows and log["follow_drags"] >= len(follows)
    assert any(e.type == "game_over" for e in events)
    # every resolved attack (the human's and the bot's) held its roll card until Continue was clicked
    assert log["holds"] == sum(1 for e in events if e.type == "attack_resolved")
    # the human seat's every action went through the engine: the record replays to the same digest
    replayed = session.moves.start()
    for action in session.moves.actions:
        replayed.apply(action)
    assert replayed.digest() == session.state.digest()


def test_displaced_model_is_placed_by_a_click_on_the_arena(arena_app):
    """A Titan's move displaces a model; its controller places it with a click near one of
    the engine's spots (shown as dots); a click on a bad spot shows the engine's reason."""
    import random

    from engine.arenarex.content import roster

    session = new_session(seed=2, cohort="6", map="colosseum")
    rng = random.Random(2)

    def choose():
        # the same seeded policy as tools/screenshots_arenarex.py (it reaches a Displacement here)
        import sys
        from pathlib import Path

        sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
        import screenshots_arenarex as shots
        return shots.choose(session, rng)

    for _ in range(200):
        if session.decision.kind == "place":
            break
        session.apply(choose())
    assert session.decision.kind == "place"
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    mid = scene.spot_model()
    assert mid is not None
    # a spot far from the displacer: refused with the engine's words
    far = screen(scene, (16.0, 3.0))
    n = len(session.moves.actions)
    app.step(click(far), dt=0.05)
    assert len(session.moves.actions) == n and scene.message and scene.message[2]
    assert "base contact" in scene.message[0]
    # near a suggested spot: placed there
    spot = next(a.at for a in scene.legal() if a.kind == "place")
    app.step(click(screen(scene, spot)), dt=0.05)
    assert len(session.moves.actions) == n + 1
    placed = [e for e in session.events if e.type == "placed" and e.get("model") == mid]
    assert placed and math.dist(placed[-1].get("at"), spot) < 1e-6
    assert roster()[session.state.models[mid]["p"]] is not None
