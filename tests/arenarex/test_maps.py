"""Tiled arenas: loaded with pytmx (no pygame) from the 'rules' object layer."""
import subprocess
import sys
from pathlib import Path

import pytest

from engine.arenarex.maps import available_maps, load_arena
from engine.core.errors import ContentError

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" '
        'renderorder="right-down" width="4" height="4" tilewidth="32" tileheight="32" infinite="0">\n')


def write(tmp_path, body, name="bad.tmx"):
    path = tmp_path / name
    path.write_text(HEAD + body + "</map>\n")
    return str(path)


BOUNDARY = ('  <object id="1" x="0" y="0" width="128" height="128"><properties>'
            '<property name="kind" value="boundary"/></properties><ellipse/></object>\n')


@pytest.mark.rule("arenarex", "Hazard")
def test_shipped_arenas_load_with_their_hazards():
    names = available_maps()
    assert {"colosseum", "ring_of_fire", "chain_pillar"} <= set(names)
    col = load_arena("colosseum")
    assert col.boundary.shape == "circle" and col.boundary.circle == (16.0, 16.0, 15.0)
    kinds = sorted(h.kind for h in col.hazards)
    assert kinds.count("lethal") == 1 and kinds.count("wounding") == 2 and kinds.count("hazard") == 4
    assert col.deployment_for(0) is not None and col.deployment_for(1) is not None


@pytest.mark.rule("arenarex", "Duel Zone")
def test_duel_zone_ring_and_chain_anchor_are_read():
    ring = load_arena("ring_of_fire")
    assert len(ring.duel_zones) == 1 and ring.duel_zones[0].circle == (16.0, 16.0, 2.5)
    pillar = load_arena("chain_pillar")
    assert len(pillar.chain_anchors) == 1
    assert pillar.chain_anchors[0].prop("length") == 4.0


@pytest.mark.rule("arenarex", "Lethal Hazard")
def test_polygons_and_rectangles_become_polygons_in_inches():
    pillar = load_arena("chain_pillar")
    cliffs = [h for h in pillar.hazards if h.kind == "lethal"]
    assert cliffs and all(h.shape == "polygon" and len(h.points) == 4 for h in cliffs)
    assert cliffs[0].points[0] == (4.0, 10.0)


def test_missing_layer_is_refused(tmp_path):
    path = write(tmp_path, ' <objectgroup id="1" name="looks"/>\n')
    with pytest.raises(ContentError, match=r"bad.tmx: no object layer named 'rules'"):
        load_arena(path)


def test_unknown_kind_names_object(tmp_path):
    body = (' <objectgroup id="1" name="rules">\n' + BOUNDARY +
            '  <object id="7" x="0" y="0" width="10" height="10"><properties>'
            '<property name="kind" value="lava_moat"/></properties></object>\n </objectgroup>\n')
    with pytest.raises(ContentError, match=r"bad.tmx: object 7: unknown kind 'lava_moat'"):
        load_arena(write(tmp_path, body))


def test_polyline_is_refused_as_not_closed(tmp_path):
    body = (' <objectgroup id="1" name="rules">\n' + BOUNDARY +
            '  <object id="9" x="10" y="10"><properties><property name="kind" value="hazard"/></properties>'
            '<polyline points="0,0 10,0 10,10"/></object>\n </objectgroup>\n')
    with pytest.raises(ContentError, match=r"bad.tmx: object 9: .*not a closed polygon"):
        load_arena(write(tmp_path, body))


def test_class_attribute_is_accepted_as_kind(tmp_path):
    body = (' <objectgroup id="1" name="rules">\n' + BOUNDARY +
            '  <object id="3" class="lethal" x="40" y="40" width="32" height="32"><ellipse/></object>\n'
            ' </objectgroup>\n')
    arena = load_arena(write(tmp_path, body, "good.tmx"))
    assert arena.hazards[0].kind == "lethal" and arena.hazards[0].shape == "circle"


def test_engine_imports_without_pygame():
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import engine.arenarex, engine.arenarex.maps as a\n"
            "a.load_arena('colosseum')\n"
            "assert not any(m.startswith('pygame') and sys.modules[m] is not None for m in sys.modules)\n")
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], cwd=root, check=True)


def test_maps_are_regenerated_identically(tmp_path):
    root = Path(__file__).resolve().parents[2]
    before = {p.name: p.read_bytes() for p in (root / "maps").glob("*.t?x")}
    sys.path.insert(0, str(root / "maps"))
    try:
        import make_arenas
        for make in make_arenas.ARENAS:
            arena = make()
            assert before[f"{arena.name}.tmx"] == arena.tmx().encode()
    finally:
        sys.path.pop(0)


@pytest.fixture
def maps_with_a_foreign_tiled_map(tmp_path, monkeypatch):
    """A maps folder holding the colosseum and a Tiled map made elsewhere (no 'rules' layer)."""
    import shutil

    from engine.arenarex import maps
    for name in ("colosseum.tmx", "arena_tiles.tsx", "arena_tiles.png"):
        shutil.copy(maps.MAPS_DIR / name, tmp_path / name)
    text = (maps.MAPS_DIR / "colosseum.tmx").read_text().replace('name="rules"', 'name="decor"')
    (tmp_path / "foreign.tmx").write_text(text)
    monkeypatch.setattr(maps, "MAPS_DIR", tmp_path)
    return tmp_path


def test_a_map_that_is_no_arena_is_not_offered(maps_with_a_foreign_tiled_map, capsys):
    from cli import run
    assert available_maps() == ["colosseum"]
    assert run(["sim", "--list-options", "--game", "arenarex"]) == 0
    line = [x for x in capsys.readouterr().out.splitlines() if x.strip().startswith("map=")][0]
    assert "foreign" not in line and "colosseum" in line


@pytest.mark.parametrize("command", ["sim", "play"])
def test_sim_or_play_on_a_map_that_is_no_arena_is_one_line(maps_with_a_foreign_tiled_map, capsys, command):
    from cli import run
    assert run([command, "--game", "arenarex", "--option", "map=foreign"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "foreign.tmx" in err and "no object layer named 'rules'" in err


def test_a_scenario_file_naming_a_map_that_is_no_arena_is_one_line(maps_with_a_foreign_tiled_map, capsys):
    from cli import run
    position = maps_with_a_foreign_tiled_map / "here.toml"
    position.write_text('map = "foreign"\n[[model]]\nseat = 0\nmodel = "noxius"\nat = [14.0, 24.0]\n'
                        '[[model]]\nseat = 1\nmodel = "iason"\nat = [18.0, 24.0]\n')
    assert run(["sim", "--game", "arenarex", "--scenario", str(position)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "here.toml: field 'map'" in err and "foreign.tmx" in err and "'rules'" in err
