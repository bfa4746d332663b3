"""The Spartacus hex arena in the window: the Tiled map loaded with pytmx's pygame loader, our
own tileset, and the renderer agreeing with the engine on every hex; the DuelView seam the
table uses (hex clicks, hover, animations that finish on what the engine says)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from client.games.spartacus import hexview
from client.games.spartacus.duelview import DuelView, pairing
from engine.core import Rng
from engine.spartacus.hexgrid import MAP, arena, distance, neighbours
from engine.spartacus.ruleset import SpartacusRuleset

ROOT = Path(__file__).resolve().parents[2]
RECTS = [pygame.Rect(8, 48, 800, 464), pygame.Rect(0, 0, 1600, 900), pygame.Rect(30, 20, 500, 300)]


@pytest.fixture
def display():
    pygame.init()
    yield pygame.display.set_mode((1280, 720))
    pygame.display.quit()


@pytest.fixture
def board(display):
    return hexview.load_board()


def test_the_window_loads_the_arena_with_pytmx_pygame_loader(board):
    tmx = board.tmx
    assert tmx.orientation == "hexagonal" and tmx.staggeraxis == "y" and tmx.staggerindex == "odd"
    layer = tmx.get_layer_by_name("sand")
    images = [image for _, _, image in layer.tiles()]
    assert len(images) == tmx.width * tmx.height, "every cell has a tile"
    assert all(isinstance(image, pygame.Surface) and image.get_size() == (tmx.tilewidth, tmx.tileheight)
               for image in images), "the pygame loader gave each tile an image of the map's tile size"
    sources = {Path(ts.source).name for ts in tmx.tilesets}
    assert sources == {"hex_tiles.png"} and "sprites" in tmx.tilesets[0].source.replace("\\", "/")
    picture = hexview.render_board(board)
    assert picture.get_size() == board.size
    assert picture.get_at(tuple(map(int, board.centre(arena().starts[0]))))[3] == 255


def test_the_tileset_is_a_proper_tsx_over_our_own_image():
    tree = ET.parse(MAP)
    ref = tree.getroot().find("tileset")
    tsx = ET.parse(MAP.parent / ref.get("source")).getroot()
    image = tsx.find("image")
    path = (MAP.parent / image.get("source")).resolve()
    assert path == ROOT / "sprites" / "spartacus" / "hex_tiles.png"
    pygame.init()
    png = pygame.image.load(str(path))
    assert png.get_size() == (int(image.get("width")), int(image.get("height")))
    w, h = int(tsx.get("tilewidth")), int(tsx.get("tileheight"))
    assert (w, h) == (int(tree.getroot().get("tilewidth")), int(tree.getroot().get("tileheight")))
    assert int(tsx.get("tilecount")) == (png.get_width() // w) * (png.get_height() // h)
    looks = {t.find("properties/property[@name='look']").get("value") for t in tsx.findall("tile")}
    assert looks == {"sand", "stands"}


def test_the_map_script_reproduces_the_committed_map(tmp_path):
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, str(MAP.parent / "make_hex_arena.py")], cwd=tmp_path, env=env, check=True)
    for name in ("hex_arena.tmx", "hex_tiles.tsx"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (MAP.parent / name).read_text(encoding="utf-8"), \
            f"regenerate {name} with maps/spartacus/make_hex_arena.py"


@pytest.mark.skipif(shutil.which("tmxrasterizer") is None, reason="Tiled's tmxrasterizer is not installed")
def test_tiled_itself_draws_the_map_as_the_window_does(board, tmp_path):
    """Tiled opens the map and lays out its hexes exactly where the window draws them."""
    out = tmp_path / "tiled.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run(["tmxrasterizer", "--hide-layer", "rules", str(MAP), str(out)], env=env, check=True,
                   capture_output=True, timeout=60)
    theirs, ours = pygame.image.load(str(out)), hexview.render_board(board)
    assert theirs.get_size() == ours.get_size()
    compared = 0
    for x in range(0, ours.get_width(), 3):
        for y in range(0, ours.get_height(), 3):
            a, b = ours.get_at((x, y)), theirs.get_at((x, y))
            if a[3] == 255 and b[3] == 255:
                compared += 1
                assert max(abs(a[i] - b[i]) for i in range(3)) <= 8, (x, y)
            else:
                assert (a[3] == 0) == (b[3] == 0) or min(a[3], b[3]) < 255, (x, y)
    assert compared > 0.8 * (ours.get_width() // 3) * (ours.get_height() // 3)


def test_renderer_and_engine_agree_on_every_hex(board):
    engine = arena()
    assert board.cells == engine.hexes
    for h in engine.hexes:
        cx, cy = board.centre(h)
        assert board.hex_at((cx, cy)) == h, "pixel centre -> hex"
        # the hexes drawn touching this one (centres one hex apart) are the engine's neighbours
        drawn = {n for n in board.cells if n != h and
                 abs(((board.centre(n)[0] - cx) ** 2 + (board.centre(n)[1] - cy) ** 2) ** 0.5
                     - board.tile_w) < 2.5}
        assert drawn == set(neighbours(h, engine.hexes)), h
        # and they share an edge of the drawn outline (two corners)
        for n in drawn:
            shared = {tuple(round(c) for c in p) for p in board.corners(h)} & \
                     {tuple(round(c) for c in p) for p in board.corners(n)}
            assert len(shared) == 2, (h, n)


def test_every_point_of_a_drawn_hex_belongs_to_that_hex_only(board):
    w, h = board.size
    seen = {}
    for y in range(1, h, 5):
        for x in range(1, w, 5):
            got = board.hex_at((x + 0.5, y + 0.5))
            owners = [c for c in board.cells if hexview._inside((x + 0.5, y + 0.5), board.corners(c))]
            assert len(owners) <= 1
            assert got == (owners[0] if owners else None), (x, y)
            if got is not None:
                seen[got] = seen.get(got, 0) + 1
    assert set(seen) == board.cells


def test_the_start_objects_sit_on_the_engines_start_hexes(board):
    starts = {}
    for obj in board.tmx.get_layer_by_name("rules"):
        starts[int(obj.properties["side"])] = board.hex_at((obj.x, obj.y))
    assert (starts[0], starts[1]) == arena().starts


@pytest.mark.parametrize("rect", RECTS, ids=["duel", "large", "small"])
def test_screen_centre_to_hex_to_screen_centre_round_trip(display, rect):
    view = DuelView(rect)
    for h in arena().hexes:
        x, y = view.hex_centre(h)
        assert view.rect.collidepoint(x, y)
        assert view.hex_at((x, y)) == h
        assert view.hex_centre(view.hex_at((x, y))) == (x, y)
    assert view.hex_at((rect.x + 1, rect.y + 1)) is None, "a panel corner is no hex"


def _combat(seed=0):
    rules = SpartacusRuleset()
    state = rules.new_game(rules.make_config(4, {"variant": "standard"}), seed)
    rng = Rng(seed, 5)
    events = []
    while not state.combat:
        events = state.apply(rng.choice(state.legal_actions()))
    return state, rng, events


def _settle(view, state, seat=0):
    for _ in range(200):
        if not view.busy():
            return
        view.update(state.observation(seat), [], 0.1)
    raise AssertionError("the duel view never finished its animation")


def test_the_duel_view_follows_the_engine_through_a_whole_combat(display):
    state, rng, events = _combat()
    view = DuelView(RECTS[0])
    view.update(state.observation(0), [e.view_for(0) for e in events], 0.0)
    assert view.busy(), "the initiative roll plays first"
    view.draw(display)
    _settle(view, state)
    rolled = 0
    while state.combat and state.to_decide() is not None:
        legal = state.legal_actions()
        if state.step == "move":
            reachable = {tuple(a.to) for a in legal}
            target = max(reachable, key=lambda h: -sum(abs(a - b) for a, b in zip(h, state.combat["pos"][1], strict=True)))
            view.set_hover(view.hex_centre(target), reachable)
            assert view.hover == target and view.reachable == reachable
            action = next(a for a in legal if tuple(a.to) == view.hex_at(view.hex_centre(target)))
        elif state.step == "attack":
            action = next(a for a in legal if a.kind == "attack")
        else:
            action = rng.choice(legal)
        view.set_hover(None, set())
        events = state.apply(action)
        view.update(state.observation(0), [e.view_for(0) for e in events], 0.0)
        for e in events:
            if e.type == "dice_rolled":
                rolled += 1
                assert pairing(list(e.attack), list(e.defence)).count("hit") == e.wounds
        if any(e.type == "dice_rolled" for e in events):
            assert view.busy()
            view.update(state.observation(0), [], 0.3)
            view.draw(display)     # mid-roll
        _settle(view, state)
        view.draw(display)
        if state.combat:
            assert view.pos == [tuple(p) for p in state.combat["pos"]]
            assert view.pools == state.combat["pools"]
    assert rolled > 0


def test_reachable_hexes_are_lit_only_while_hovering_with_moves(display):
    state, _, events = _combat()
    view = DuelView(RECTS[0])
    view.update(state.observation(0), [e.view_for(0) for e in events], 10.0)
    _settle(view, state)
    while state.step != "move":
        state.apply(state.legal_actions()[0])
    view.update(state.observation(0), [], 0.0)
    _settle(view, state)
    reachable = {tuple(a.to) for a in state.legal_actions()}
    free = next(h for h in sorted(reachable) if h not in {tuple(p) for p in state.combat["pos"]})
    far = next(h for h in sorted(arena().hexes) if h not in reachable)
    at = tuple(map(int, view.hex_centre(free)))
    away = tuple(map(int, view.hex_centre(far)))

    def pixels():
        display.fill((0, 0, 0))
        view.draw(display)
        return display.get_at(at), display.get_at(away)

    plain = pixels()
    view.set_hover(view.hex_centre(far), reachable)
    lit = pixels()
    view.set_hover(view.hex_centre(free), reachable)
    hovered = pixels()
    assert lit[0] != plain[0] and lit[1] == plain[1], "reachable lit, the rest untouched"
    assert hovered[0] != lit[0], "the hex under the mouse is brighter"
    view.set_hover(view.hex_centre(free), set())
    assert pixels() == plain


def test_the_tray_labels_each_attack_die_as_the_engine_counts_it():
    assert pairing([6, 3, 2], [5, 3]) == ["hit", "blocked", "miss"], "ties go to the defence; unpaired 2 misses"
    assert pairing([4, 3], []) == ["hit", "hit"], "unpaired dice of 3 or more wound"
    assert pairing([1], [6, 6]) == ["blocked"]


def test_a_view_made_mid_duel_starts_from_where_things_stand(display):
    """The table makes a new view when the window is resized: it may first hear of the duel
    from a wound, and must still end on the engine's positions and pools."""
    state, rng, _ = _combat()
    events = []
    while not any(e.type == "die_lost" for e in events):
        assert state.combat, "no wound in this duel"
        legal = state.legal_actions()
        attack = [a for a in legal if a.kind == "attack"]
        events = state.apply(attack[0] if attack else (legal[-1] if state.step == "move" else rng.choice(legal)))
    view = DuelView(RECTS[2])
    view.update(state.observation(1), [e.view_for(1) for e in events], 0.0)
    view.draw(display)
    _settle(view, state, seat=1)
    view.draw(display)
    if state.combat:
        assert view.pos == [tuple(p) for p in state.combat["pos"]]
        assert view.pools == state.combat["pools"]
    assert view.cast["fighters"] == state.arena["fighters"] or not state.arena.get("fighters")


def test_a_move_made_puts_out_the_lit_hexes(display):
    state, _, events = _combat()
    view = DuelView(RECTS[0])
    while state.step != "move":
        events += state.apply(state.legal_actions()[0])
    view.update(state.observation(0), [e.view_for(0) for e in events], 0.0)
    _settle(view, state)
    legal = state.legal_actions()
    view.set_hover(view.hex_centre(tuple(legal[0].to)), {tuple(a.to) for a in legal})
    assert view.reachable
    events = state.apply(legal[0])
    view.update(state.observation(0), [e.view_for(0) for e in events], 0.0)
    assert not view.reachable


def test_a_view_made_at_the_thumb_shows_who_is_at_the_hosts_mercy(display):
    for seed in range(12):
        state, rng, _ = _combat(seed)
        while state.combat and state.step not in ("sway", "thumb") and state.to_decide() is not None:
            legal = state.legal_actions()
            attack = [a for a in legal if a.kind == "attack"]
            state.apply(attack[0] if attack else (legal[-1] if state.step == "move" else rng.choice(legal)))
        if state.step in ("sway", "thumb"):
            break
    else:
        raise AssertionError("no duel ended at the host's mercy in the seeds tried")
    view = DuelView(RECTS[0])
    view.update(state.observation(0), [], 0.0)
    view.draw(display)
    side = state.arena["fighters"].index(state.arena["mercy"])
    assert view.fallen == {side: "at the host's mercy"}


def test_hovering_a_reachable_hex_shows_the_way_there(display):
    for seed in range(12):   # a fighter with two speed dice or more
        state, _, events = _combat(seed)
        while state.step != "move":
            events += state.apply(state.legal_actions()[0])
        side = state.combat["order"][state.combat["turn"]]
        here = tuple(state.combat["pos"][side])
        far = max((tuple(a.to) for a in state.legal_actions()), key=lambda h: distance(h, here))
        if distance(far, here) >= 2:
            break
    else:
        raise AssertionError("no fighter moves two hexes in the seeds tried")
    view = DuelView(RECTS[0])
    view.update(state.observation(0), [e.view_for(0) for e in events], 0.0)
    _settle(view, state)
    view.set_hover(view.hex_centre(far), {tuple(a.to) for a in state.legal_actions()})
    view.draw(display)
    path = view._path
    assert path[0] == here and path[-1] == far and len(path) == distance(far, here) + 1
    assert all(distance(a, b) == 1 for a, b in zip(path, path[1:], strict=False))
