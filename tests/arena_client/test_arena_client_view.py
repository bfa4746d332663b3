"""Camera maths, the ruler, and the arena scene drawn from an observation: pan, zoom, resize."""
import math

import pygame

from conftest import new_session


def test_camera_round_trip_and_zoom_keeps_point_fixed():
    from client.arena.camera import MAX_ZOOM, Camera

    cam = Camera((32, 32), pygame.Rect(0, 40, 920, 680))
    assert math.isclose(cam.scale, 680 / 32)
    for p in ((0, 0), (16, 16), (3.5, 27.25)):
        assert all(math.isclose(a, b, abs_tol=1e-9) for a, b in zip(cam.to_world(cam.to_screen(p)), p))
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
    from client.arena.ruler import End, Ruler, base_to_base

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
