"""Every file Ludus reads is checked at the door (issue 26): the cases the issue names, each
refused in one line that names the file, the entry and the field, and the file left as it was."""
import json
import math
import re

import pytest

from client.table.autosave import Damaged, SaveInfo, inspect
from engine.core import ConfigError, ContentError, SaveError, registry
from engine.core.limits import Refusal, load_json, load_toml
from engine.core.saves import load_save
from tests.hostile.hostile import ROOT, base_save


def deep(n: int) -> str:
    return "[" * n + "]" * n


# -- limits -------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [deep(100_000), '{"a": ' * 50_000 + "1" + "}" * 50_000])
def test_deep_json_is_refused_before_parsing_without_recursion_error(text):
    with pytest.raises(Refusal, match="nested more than 32 levels"):
        load_json(text)


def test_deep_toml_is_refused_without_recursion_error():
    with pytest.raises(Refusal, match="nested more than"):
        load_toml("a = " + deep(100_000))


@pytest.mark.parametrize("text, words", [
    ('{"x": NaN}', "NaN"), ('{"x": 1e400}', "not a usable size"), ('{"x": "' + "y" * 20_000 + '"}', "text longer"),
    ('{"x": ' + "9" * 30 + "}", "too large"), ('{"x": ' + "9" * 5000 + "}", "not usable JSON"),
])
def test_numbers_and_strings_beyond_the_limits_are_refused_naming_where(text, words):
    with pytest.raises(Refusal, match=words) as info:
        load_json(text)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("text, where", [
    ("[1, 2, " + "9" * 30 + "]", "[2]"), ('{"to": 1, "times": ' + "9" * 30 + "}", "times"),
    ('{"takebacks": [{"to": 1, "seat": 0, "undone": 2}, {"to": 3, "x": ' + "9" * 30 + "}]}", "takebacks[1].x"),
])
def test_a_number_too_large_among_whole_numbers_is_named_where_it_is(text, where):
    """Lists and objects of whole numbers only are checked at once (a save's take-backs): the one
    out of range is still named."""
    with pytest.raises(Refusal, match="too large") as info:
        load_json(text)
    assert where in str(info.value)


def test_whole_numbers_at_once_are_read_as_the_step_by_step_walk_reads_them():
    assert load_json('{"a": [1, -2, 3], "b": {"c": 4, "d": [true, 5]}, "e": []}') == {
        "a": [1, -2, 3], "b": {"c": 4, "d": [True, 5]}, "e": []}
    with pytest.raises(Refusal, match="nested more than 32 levels"):
        load_json("[" * 33 + "1" + "]" * 33)


# -- saves --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bases")
    return {game: base_save(game, folder) for game in ("forglory", "arenarex", "gladiatores", "spartacus")}


def edited(tmp_path, source, change):
    data = json.loads(source.read_text())
    change(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("game, change, words", [
    ("forglory", lambda c: c.update(seats="3"), "'seats'"),
    ("forglory", lambda c: c.update(seats=2 ** 63 - 1), "'seats'"),
    ("forglory", lambda c: c.update(champions=5), "'champions'"),
    ("forglory", lambda c: c.update(scenario={"seat": 7}), "seat"),
    ("gladiatores", lambda c: c.update(seats=[3]), "'seats'"),
    ("gladiatores", lambda c: c.update(mode={"a": 1}), "'mode'"),
    ("gladiatores", lambda c: c.update(events=1e30), "'events'"),
    ("arenarex", lambda c: c.update(living_hazards=1e30), "'living_hazards'"),
    ("arenarex", lambda c: c.update(cohort=999), "'cohort'"),
    ("arenarex", lambda c: c.update(map=["colosseum"]), "'map'"),
    ("arenarex", lambda c: c.update(turn_limit=10 ** 12), "'turn_limit'"),
    ("arenarex", lambda c: c.update(cohort_0=7), "'cohort_0'"),
    ("spartacus", lambda c: c.pop("seats"), "'seats'"),
    ("spartacus", lambda c: c.update(variant=None), "'variant'"),
])
def test_a_saved_config_of_the_wrong_type_or_size_is_refused_naming_the_setting(saves, tmp_path, game, change, words):
    path = edited(tmp_path, saves[game], lambda d: change(d["config"]))
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_save(path)
    message = str(info.value)
    assert str(path) in message and ("game settings" in message or "config." in message)
    assert words.strip("'") in message and len(message.splitlines()) == 1 and path.read_bytes() == before
    damaged = inspect(path)
    assert isinstance(damaged, Damaged) and words.strip("'") in damaged.problem


def test_a_huge_string_in_a_save_is_refused_in_a_short_message(saves, tmp_path):
    for where in ("digest", "ruleset"):
        path = edited(tmp_path, saves["forglory"], lambda d, where=where: d.update({where: "x" * 100_000}))
        with pytest.raises(SaveError) as info:
            load_save(path)
        assert len(str(info.value)) < 300 + len(str(path))
    path = edited(tmp_path, saves["forglory"], lambda d: d["meta"]["seats"][0].update(name="n" * 100_000))
    assert "longer than" in inspect(path).problem


def test_a_deep_or_huge_file_in_a_save_folder_is_listed_as_damaged_and_never_touched(saves, tmp_path):
    (tmp_path / "deep.json").write_text(deep(200_000))
    (tmp_path / "huge.json").write_bytes(b'{"x": "' + b"y" * 10_000_000 + b'"}')
    (tmp_path / "good.json").write_bytes(saves["forglory"].read_bytes())
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    from client.table.autosave import damaged, scan

    assert [info.path.name for info in scan(tmp_path)] == ["good.json"]
    problems = {d.path.name: d.problem for d in damaged(tmp_path)}
    assert "nested more than" in problems["deep.json"] and "larger than 8 MB" in problems["huge.json"]
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
    assert isinstance(inspect(tmp_path / "good.json"), SaveInfo)


# -- scenario files -----------------------------------------------------------------------
GLORY = ROOT / "engine/forglory/scenarios/final_battle.toml"
REX = ROOT / "tests/arenarex/positions/noxius_iason.toml"


def glory_scenario(tmp_path, text):
    path = tmp_path / "glory.toml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    ruleset = registry.get("forglory")
    return path, lambda: ruleset.new_game(ruleset.scenario_config(str(path), ruleset.make_config(3)), 1)


@pytest.mark.parametrize("change, words", [
    (lambda t: t.replace('phase = "late_registration"', 'phase = "late_registration"\nlate_done = 50'), "'late_done'"),
    (lambda t: t.replace("round = 3", "round = 0"), "'round'"),
    (lambda t: t.replace("round = 3", "round = 4"), "'round'"),
    (lambda t: t.replace("coins = ", "coins = 9223372036854775807 #", 1), "'coins'"),
    (lambda t: t.replace("[[seat]]", "[[seat]]\ntokens = 3", 1), "'tokens'"),
    (lambda t: t.replace("\n", "\n# \xff\n", 1).encode("latin-1"), "not UTF-8"),
    (lambda t: "deep = " + deep(5000) + "\n" + t, "nested more than"),
])
def test_for_glory_scenarios_out_of_the_games_range_are_refused(tmp_path, change, words):
    path, start = glory_scenario(tmp_path, change(GLORY.read_text()))
    with pytest.raises(ContentError) as info:
        start()
    assert "glory.toml" in str(info.value) and words in str(info.value)


def test_for_glory_scenario_damage_beyond_a_gladiators_health_is_refused(tmp_path):
    text = GLORY.read_text()
    assert "arena = [" in text
    bad = text.replace("arena = [", 'arena = [{name = "Murmillo", damage = 999}, ', 1)
    path, start = glory_scenario(tmp_path, bad)
    with pytest.raises(ContentError, match="damage|Damage"):
        start()


def rex_scenario(tmp_path, text):
    path = tmp_path / "rex.toml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    ruleset = registry.get("arenarex")
    return lambda: ruleset.scenario_config(str(path), ruleset.make_config(2))


@pytest.mark.parametrize("change, words", [
    (lambda t: t.replace("at = [14.0, 24.0]", "at = [nan, 24.0]"), r"model\[0\]\.at\[0\]"),
    (lambda t: t.replace("at = [14.0, 24.0]", "at = [inf, 24.0]"), r"model\[0\]\.at\[0\]"),
    (lambda t: t.replace("at = [14.0, 24.0]", "at = [1e308, 24.0]"), r"model\[0\]\.at\[0\]"),
    (lambda t: t.replace("at = [14.0, 24.0]", "at = [5000.0, 24.0]"), "model 1: field 'at'"),
    (lambda t: t.replace("at = [14.0, 24.0]", "at = [400.0, 24.0]"), "does not fit"),
    (lambda t: t.replace("at = [14.0, 24.0]", "at = 5"), "field 'at'"),
    (lambda t: "favor = [9223372036854775807, 3]\n" + t, "field 'favor'"),
    (lambda t: t.replace("active = 0", "active = true"), "field 'active'"),
    (lambda t: 'benefits = ["", 7]\n' + t, "field 'benefits'"),
    (lambda t: t.replace("\n", "\n# \xff\n", 1).encode("latin-1"), "not UTF-8"),
    (lambda t: t.replace('model = "noxius"', "model = 3"), "field 'model'"),
    (lambda t: t.replace("fatigue = 1", "fatigue = 1e30"), r"model\[2\]\.fatigue"),
    (lambda t: t.replace("fatigue = 1", "fatigue = 3"), "field 'fatigue'"),
])
def test_arena_rex_scenarios_off_the_arena_or_out_of_range_are_refused(tmp_path, change, words):
    start = rex_scenario(tmp_path, change(REX.read_text()))
    with pytest.raises(ContentError) as info:
        start()
    assert re.search(words, str(info.value)) and ("rex.toml" in str(info.value) or "scenario:" in str(info.value))


# -- maps ---------------------------------------------------------------------------------
COLOSSEUM = ROOT / "maps/colosseum.tmx"


@pytest.mark.parametrize("change, words", [
    (lambda t: t.replace('name="pixels_per_inch" type="float" value="32"', 'name="pixels_per_inch" type="float" value="nan"'),
     "pixels_per_inch"),
    (lambda t: t.replace('name="pixels_per_inch" type="float" value="32"', 'name="pixels_per_inch" value="abc"'),
     "pixels_per_inch"),
    (lambda t: t.replace('x="680.0"', 'x="1e308"'), "object 6: x"),
    (lambda t: t.replace('x="680.0"', 'x="inf"'), "object 6: x"),
    (lambda t: t.replace('width="32" height="32" tilewidth', 'width="100000" height="32" tilewidth'), "'width'"),
    (lambda t: t.replace('<?xml version="1.0" encoding="UTF-8"?>',
                         '<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]>'), "entities"),
    (lambda t: t.replace('type="deployment" x="224.0" y="864.0"', 'type="deployment" x="224.0" y="6000.0"'),
     "outside the boundary"),
])
def test_arena_maps_with_unusable_numbers_are_refused_naming_the_object(tmp_path, change, words):
    from engine.arenarex.maps import load_arena

    (tmp_path / "arena_tiles.tsx").write_bytes((ROOT / "maps/arena_tiles.tsx").read_bytes())
    text = COLOSSEUM.read_text()
    bad = change(text)
    assert bad != text
    path = tmp_path / "bad.tmx"
    path.write_text(bad)
    with pytest.raises(ContentError) as info:
        load_arena(str(path))
    assert str(info.value).startswith("bad.tmx: ") and words in str(info.value)


def test_the_spartacus_hex_map_is_read_when_a_game_starts(tmp_path, monkeypatch):
    from engine.spartacus import hexgrid

    text = hexgrid.MAP.read_text().replace('name="start"', 'name="begin"', 1)
    bad = tmp_path / "hex.tmx"
    bad.write_text(text.replace('source="hex_tiles.tsx"', f'source="{hexgrid.MAP.parent / "hex_tiles.tsx"}"'))
    real = hexgrid.read_arena
    monkeypatch.setattr(hexgrid, "read_arena", lambda path=bad: real(bad))
    hexgrid.arena.cache_clear()
    ruleset = registry.get("spartacus")
    try:
        with pytest.raises(ContentError, match="hex.tmx"):
            ruleset.new_game(ruleset.make_config(3), 1)  # at the start, before any duel
    finally:
        hexgrid.arena.cache_clear()


def test_the_config_check_takes_every_config_the_setup_makes():
    for name in registry.available():
        ruleset = registry.get(name)
        for seats in range(ruleset.min_seats, ruleset.max_seats + 1):
            ruleset.check_config(ruleset.make_config(seats))
    with pytest.raises(ConfigError):
        registry.get("forglory").check_config([])
    assert math.isfinite(1.0)
