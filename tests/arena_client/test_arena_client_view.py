"""Camera maths, the ruler, and the arena scene drawn from an observation: pan, zoom, resize."""
import math

import pygame
from arena_session import new_session


def test_camera_round_trip_and_zoom_keeps_point_fixed():
    from client.games.arenarex.camera import MAX_ZOOM, Camera

    cam = Camera((32, 32), pygame.Rect(0, 40, 920, 680))
    assert math.isclose(cam.scale, 680 / 32)
    for p in ((0, 0), (16, 16), (3.5, 27.25)):
        assert all(math.isclose(a, b, abs_tol=1e-9) for a, b in zip(cam.to_world(cam.to_screen(p)), p, strict=True))
    anchor = (420, 360)
    before = cam.to_world(anchor)
    cam.zoom_at(anchor, 2.5)
    after = cam.to_world(anchor)
    assert math.isclose(cam.zoom, 2.5) and math.dist(before, after) < 1e-9
    cam.pan_pixels(50, -20)
    assert math.dist(cam.to_world((470, 340)), after) < 1e-9
    # zoomed in, panning stops where the map's edge meets the view's edge
    cam.pan_pixels(10_000, 10_000)
    x0, y0, _, _ = cam.visible_world()
    assert math.isclose(x0, 0.0, abs_tol=1e-9) and math.isclose(y0, 0.0, abs_tol=1e-9)
    cam.zoom_at(anchor, 100)
    assert cam.zoom == MAX_ZOOM
    cam.zoom_at(anchor, 0.0001)
    assert cam.zoom == 1.0 and cam.centre == (16, 16)


def test_ruler_measures_base_edge_to_base_edge():
    from client.games.arenarex.ruler import End, Ruler, base_to_base

    assert math.isclose(base_to_base(End((0, 0), 0.5, "a"), End((3, 4), 0.75, "b")), 3.75)
    assert base_to_base(End((0, 0), 1.0, "a"), End((1, 0), 1.0, "b")) == 0.0
    r = Ruler()
    r.begin(End((0, 0), 0.5, "a"))
    r.drag(End((0, 2)))
    assert r.text() == '1.50" from the base edge'


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def test_scene_draws_models_and_pans_zooms_resizes(arena_app):
    session = new_session(seed=5)
    state = session.state
    # deploy both cohorts through the engine so models are on the arena
    while session.decision.kind in ("first_player", "deploy"):
        session.apply(state.legal_actions()[0])
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    obs = state.observation(scene.viewer)
    on_arena = [m for m in obs["models"].values() if m["pos"] is not None and not m["out"]]
    assert len(scene.model_rects) == len(on_arena) >= 4
    # a model is drawn where the camera puts it, at true scale
    mid = next(iter(scene.model_rects))
    rect = scene.model_rects[mid]
    centre = scene.camera.to_screen(scene.pos_of(mid))
    assert math.dist(rect.center, centre) <= 1.5
    assert abs(rect.w - 2 * scene.camera.length(scene.radius_of(mid))) <= 2
    # wheel zoom about the mouse, then arrow-key pan, then drag pan
    mouse = rect.center
    world = scene.camera.to_world(mouse)
    app.step([_ev(pygame.MOUSEMOTION, pos=mouse, rel=(0, 0), buttons=(0, 0, 0)),
              _ev(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)], dt=0.02)
    assert scene.camera.zoom > 1.5
    assert math.dist(scene.camera.to_world(mouse), world) < 1e-6
    c0 = scene.camera.centre
    app.step([_ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], dt=0.02)
    assert scene.camera.centre[0] > c0[0]
    c1 = scene.camera.centre
    empty = (scene.camera.viewport.left + 5, scene.camera.viewport.top + 5)
    app.step([_ev(pygame.MOUSEBUTTONDOWN, pos=empty, button=1),
              _ev(pygame.MOUSEMOTION, pos=(empty[0] + 60, empty[1] + 40), rel=(60, 40), buttons=(1, 0, 0)),
              _ev(pygame.MOUSEBUTTONUP, pos=(empty[0] + 60, empty[1] + 40), button=1)], dt=0.02)
    assert scene.camera.centre[0] < c1[0] and scene.camera.centre[1] < c1[1]
    app.step([_ev(pygame.KEYDOWN, key=pygame.K_MINUS, mod=0, unicode="-", scancode=0)] * 12, dt=0.02)
    assert scene.camera.zoom == 1.0
    # the window is resizable: the map viewport follows the layout
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    app.step([_ev(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)], dt=0.02)
    assert scene.camera.viewport == app.layout.rect((0, 40, 920, 680))
    assert scene.camera.viewport.w > 920


def test_right_drag_measures_between_two_models(arena_app):
    session = new_session(seed=5)
    while session.decision.kind in ("first_player", "deploy"):
        session.apply(session.state.legal_actions()[0])
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    a, b = list(scene.model_rects)[:2]
    pa, pb = scene.model_rects[a].center, scene.model_rects[b].center
    app.step([_ev(pygame.MOUSEBUTTONDOWN, pos=pa, button=3),
              _ev(pygame.MOUSEMOTION, pos=pb, rel=(1, 1), buttons=(0, 0, 1)),
              _ev(pygame.MOUSEBUTTONUP, pos=pb, button=3)], dt=0.02)
    expected = math.dist(scene.pos_of(a), scene.pos_of(b)) - scene.radius_of(a) - scene.radius_of(b)
    assert scene.ruler.start.model == a and scene.ruler.end.model == b
    assert math.isclose(scene.ruler.distance(), max(0.0, expected), abs_tol=1e-9)


def _to_action_decision(session):
    import random

    rng = random.Random(2)
    for _ in range(400):
        d = session.decision
        if d.kind == "action" and any(a.kind == "move" for a in session.legal_actions()):
            return
        legal = session.legal_actions()
        session.apply(next((a for a in legal if a.kind == "end"), rng.choice(legal)))
    raise AssertionError("no action decision reached")


def test_drag_with_a_waypoint_sends_a_bent_path_and_an_illegal_drop_is_explained(arena_app):
    from engine.core import Action

    session = new_session(seed=8)
    _to_action_decision(session)
    app = arena_app(session)
    scene = app.top
    app.step(dt=0.05)
    mid = scene.top_frame()["model"]
    start = scene.pos_of(mid)
    # an illegal drop (onto another model's base): nothing is played, the engine's words are shown
    other = next(m for m, v in scene.observation()["models"].items() if m != mid and v["pos"] and not v["out"])
    n_actions = len(session.moves.actions)
    a, b = scene.camera.to_screen_i(start), scene.camera.to_screen_i(scene.pos_of(other))
    app.step([_ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
              _ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
              _ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)),
              _ev(pygame.MOUSEBUTTONUP, pos=b, button=1)], dt=0.02)
    assert len(session.moves.actions) == n_actions
    assert scene.message is not None and scene.message[2]
    try:
        session.check(Action.make("move", path=[list(scene.pos_of(other))]))
        raise AssertionError("expected the engine to refuse")
    except Exception as exc:  # IllegalAction: the scene shows its words first (then what a ruler would show)
        assert scene.message[0].startswith(exc.message) and scene.ghost["why"].startswith(exc.message)
    # a bent path: a legal end from the engine's candidates, reached through a waypoint beside the line
    ends = [tuple(a.path[-1]) for a in session.legal_actions() if a.kind == "move"]
    chosen = None
    for far in ends:
        # stop short of the candidate's full reach, so a bend still fits within MOV
        end = (round(start[0] + 0.6 * (far[0] - start[0]), 3), round(start[1] + 0.6 * (far[1] - start[1]), 3))
        for side in (0.4, -0.4, 0.8, -0.8):
            dx, dy = end[0] - start[0], end[1] - start[1]
            L = math.hypot(dx, dy)
            if L < 1.0:
                continue
            way = (round(start[0] + dx / 2 - dy / L * side, 3), round(start[1] + dy / 2 + dx / L * side, 3))
            try:
                session.check(Action.make("move", path=[list(way), list(end)]))
                chosen = (way, end)
                break
            except Exception:
                continue
        if chosen:
            break
    assert chosen is not None
    way, end = chosen
    a, w, e = (scene.camera.to_screen_i(p) for p in (start, way, end))
    app.step([_ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
              _ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
              _ev(pygame.MOUSEMOTION, pos=w, rel=(1, 1), buttons=(1, 0, 0)),
              _ev(pygame.MOUSEBUTTONDOWN, pos=w, button=3),
              _ev(pygame.MOUSEBUTTONUP, pos=w, button=3),
              _ev(pygame.MOUSEMOTION, pos=e, rel=(1, 1), buttons=(1, 0, 0)),
              _ev(pygame.MOUSEBUTTONUP, pos=e, button=1)], dt=0.02)
    assert len(session.moves.actions) == n_actions + 1, scene.message
    played = session.moves.actions[-1]
    assert played.kind == "move" and len(played.path) == 2
    assert math.dist(played.path[0], way) < 0.1 and math.dist(played.path[-1], end) < 0.1


def test_replay_mode_steps_a_record_with_its_animations(arena_app):
    """The replay viewer's way of using a table (no controllers, a spectator stepping actions)."""
    import copy
    import random

    from client.table.session import GameSession, seats_from_meta
    from engine.core.saves import GameMoves

    played = new_session(seed=6)
    rng = random.Random(6)
    for _ in range(40):
        played.apply(rng.choice(played.legal_actions()))
    moves = played.moves
    start = GameMoves(moves.ruleset, dict(moves.config), moves.seed, [], copy.deepcopy(moves.meta))
    session = GameSession(start, start.start(), seats_from_meta(moves, 2)[0], autosave_to=False)
    session.spectator = True
    app = arena_app(session, replay=True)
    scene = app.top
    scene.replay.setup(moves.actions)
    for _ in range(len(moves.actions)):
        assert scene.replay.step()
        for _ in range(4):
            app.step(dt=0.5)
    assert session.state.digest() == played.state.digest()
    assert scene.legal() == [] and scene.buttons.widgets == []


def test_duellum_secret_pick_hands_the_screen_over_between_two_humans(arena_app):
    from client.table.handoff import HandoffScene

    session = new_session(seed=4, scenario="duellum")
    app = arena_app(session)
    scene = app.top
    picks = []
    for _ in range(200):
        app.step(dt=0.05)
        d = session.decision
        if isinstance(app.top, HandoffScene):
            picks.append(("handoff", d.seat, session.last_viewer))
            app.top.ready()
            app.step(dt=0.05)
            continue
        if d.kind == "duellum_pick":
            picks.append(("pick", d.seat, session.last_viewer))
            scene.play(scene.legal()[0])
            continue
        if any(p[0] == "pick" and p[1] == 1 for p in picks):
            break
        scene.play(session.legal_actions()[0])
    kinds = [p[:2] for p in picks]
    assert ("pick", 0) in kinds and ("pick", 1) in kinds
    # seat 1 picks only after a hand-off, and with its own eyes
    assert kinds.index(("handoff", 1)) < kinds.index(("pick", 1))
    assert picks[kinds.index(("pick", 1))][2] == 1
    # the other seat's pick is not in seat 1's log
    lines = scene.log_lines()
    assert any("has secretly chosen a duelist" in line for line in lines)


def test_the_scene_reads_bases_and_distances_from_the_observation(arena_app, monkeypatch):
    session = new_session(seed=5)
    state = session.state
    while session.decision.kind in ("first_player", "deploy"):
        session.apply(state.legal_actions()[0])
    app = arena_app(session)
    scene = app.top
    obs = scene.observation()
    mid = next(m for m, v in obs["models"].items() if v["at"] is not None)
    told = dict(obs, distances=dict(obs["distances"], reposition=2.5),
                models=dict(obs["models"], **{mid: dict(obs["models"][mid], radius=0.9, mov=4.5, at=[10.0, 11.0])}))
    monkeypatch.setattr(scene, "observation", lambda: told)
    assert scene.radius_of(mid) == 0.9 and scene.mov_of(mid) == 4.5 and scene.pos_of(mid) == (10.0, 11.0)
    assert scene.distance("reposition") == 2.5
