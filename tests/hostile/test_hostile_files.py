"""Property tests: generated hostile saves, scenario files, maps and settings for every game are
refused in one line (exit 2 from the command line), with no traceback, no file changed and no
hang (each file is read in a subprocess that is killed past its limit: see hostile.Reader)."""
import pytest

from tests.hostile.hostile import (
    MAPS,
    SAVE_SEATS,
    SCENARIOS,
    Reader,
    base_save,
    map_files,
    run_hostile,
    save_files,
    scenario_files,
    settings_files,
)

#: generated files per game in CI (the benchmark, bench/bench_hostile.py, runs ten times more)
SAVES, SCENARIO_FILES, MAP_FILES, SETTINGS_FILES = 200, 200, 50, 100


@pytest.fixture(scope="module")
def reader():
    reader = Reader()
    yield reader
    reader.close()


@pytest.mark.parametrize("game", sorted(SAVE_SEATS))
def test_hostile_saves_are_refused_in_one_line(game, reader, tmp_path):
    base = base_save(game, tmp_path).read_text(encoding="utf-8")
    tally = run_hostile(reader, "save", save_files(base), tmp_path, "case.json", examples=SAVES)
    assert tally.count == SAVES and tally.refused > SAVES // 2


@pytest.mark.parametrize("base", SCENARIOS, ids=[s.game for s in SCENARIOS])
def test_hostile_scenario_files_are_refused_in_one_line(base, reader, tmp_path):
    tally = run_hostile(reader, "scenario", scenario_files(base), tmp_path, "case.toml",
                        examples=SCENARIO_FILES, game=base.game, seats=base.seats)
    assert tally.count == SCENARIO_FILES and tally.refused > SCENARIO_FILES // 2


@pytest.mark.parametrize("game", sorted(MAPS))
def test_hostile_maps_are_refused_in_one_line(game, reader, tmp_path):
    source = MAPS[game]
    for tileset in source.parent.glob("*.tsx"):  # the map's tilesets beside it, as shipped
        (tmp_path / tileset.name).write_bytes(tileset.read_bytes())
    tally = run_hostile(reader, "map", map_files(source), tmp_path, "case.tmx", examples=MAP_FILES, game=game)
    assert tally.count == MAP_FILES and tally.refused > MAP_FILES // 3


def test_hostile_settings_files_are_reported_and_never_raise(reader, tmp_path):
    tally = run_hostile(reader, "settings", settings_files(), tmp_path, "config", examples=SETTINGS_FILES)
    assert tally.count == SETTINGS_FILES and tally.refused > SETTINGS_FILES // 2
