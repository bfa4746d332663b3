"""Every map in maps/: the client's renderer and the engine's loader agree on the hazards.

The client reads the .tmx through pytmx's pygame loader and paints each hazard
kind in its own solid colours (fill + pattern); the engine reads the same file
with pytmx alone into its geometry. We render the map through the camera (at
fit and zoomed in), sample pixels on a grid, map each pixel back to inches,
and check: a pixel shows a hazard colour of kind K exactly where the engine
says the point is inside a hazard of kind K (points within a few pixels of an
edge are skipped: anti-aliasing and outlines live there).
"""
import math

import pygame
import pytest

from engine.arenarex.maps import MAPS_DIR, available_maps, load_arena

MAPS = available_maps()


def _kind_of_pixel(colour, styles):
    rgb = tuple(colour)[:3]
    for kind, (fill, ink, _) in styles.items():
        if rgb == fill or rgb == ink:
            return kind
    return None


def _engine_kind(arena, p):
    for area in arena.hazards:
        if area.contains_point(p):
            return area.kind
    return None


def _near_edge(arena, p, margin):
    if any(abs(area.distance_to_edge(p)) < margin for area in arena.hazards):
        return True
    # the chain anchor's ring is drawn over whatever it stands on (a pillar)
    return any(math.dist(area.centre(), p) < 3 * margin + 0.2 for area in arena.chain_anchors)


@pytest.mark.parametrize("name", MAPS)
def test_renderer_and_engine_agree_on_hazards(display, name):
    from client.games.arenarex.camera import Camera
    from client.games.arenarex.map_view import STYLE, MapView

    view = MapView(MAPS_DIR / f"{name}.tmx")
    arena = load_arena(name)
    assert len(view.hazards) == len(arena.hazards) > 0
    surface = pygame.Surface((1280, 720))
    seen = {i: 0 for i in range(len(arena.hazards))}
    for zoom_target in (None, *[h.centre() for h in arena.hazards[:2]]):
        camera = Camera(view.world_size, pygame.Rect(0, 40, 920, 680))
        if zoom_target is not None:
            camera.zoom_at(camera.to_screen(zoom_target), 3.0)
        surface.fill((0, 0, 0))
        view.draw(surface, camera)
        margin = 4.0 / camera.scale
        checked = 0
        vp = camera.viewport
        for sy in range(vp.top + 2, vp.bottom - 2, 5):
            for sx in range(vp.left + 2, vp.right - 2, 5):
                world = camera.to_world((sx + 0.5, sy + 0.5))
                if not (0 <= world[0] <= view.world_size[0] and 0 <= world[1] <= view.world_size[1]):
                    continue
                if _near_edge(arena, world, margin):
                    continue
                drawn = _kind_of_pixel(surface.get_at((sx, sy)), STYLE)
                expected = _engine_kind(arena, world)
                assert drawn == expected, (name, (sx, sy), world, drawn, expected)
                checked += 1
                for i, area in enumerate(arena.hazards):
                    if area.contains_point(world):
                        seen[i] += 1
        assert checked > 500
    # every hazard was actually sampled inside (at the fit view or zoomed in on it)
    assert all(n > 0 for n in seen.values()), seen


@pytest.mark.parametrize("name", MAPS)
def test_client_shapes_match_engine_areas(display, name):
    from client.games.arenarex.map_view import MapView

    view = MapView(MAPS_DIR / f"{name}.tmx")
    arena = load_arena(name)
    for mine, theirs in zip(view.hazards, arena.hazards, strict=True):
        assert mine.kind == theirs.kind
        c1, c2 = mine.centre(), theirs.centre()
        assert math.dist(c1, c2) < 1e-6 or mine.circle is None
    assert len(view.zones) == len(arena.duel_zones)
    assert len(view.anchors) == len(arena.chain_anchors)
