"""Hostile files, ten times the CI's count: every reader (saves of each game, scenario files,
maps, settings) fed generated hostile files in its subprocess (``tests/hostile``). Prints how
many were read and refused, and the slowest refusal (each should take well under a second)."""
from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

from tests.hostile.hostile import (
    MAPS,
    SAVE_SEATS,
    SCENARIOS,
    Reader,
    Tally,
    base_save,
    map_files,
    run_hostile,
    save_files,
    scenario_files,
    settings_files,
)

#: ten times tests/hostile/test_hostile_files.py (--quick: the CI's count)
FACTOR = 10
SAVES, SCENARIO_FILES, MAP_FILES, SETTINGS_FILES = 200, 200, 50, 100


def hostile(quick: bool):
    times = 1 if quick else FACTOR
    tally = Tally()
    reader = Reader()
    folder = Path(tempfile.mkdtemp(prefix="ludus-bench-hostile-"))
    try:
        def run(kind, files, name, examples, game="", seats=0):
            work = folder / f"{kind}-{game}"
            work.mkdir(exist_ok=True)
            if kind == "map":
                for tileset in MAPS[game].parent.glob("*.tsx"):
                    (work / tileset.name).write_bytes(tileset.read_bytes())
            run_hostile(reader, kind, files, work, name, examples=examples * times, game=game, seats=seats,
                        derandomize=False, tally=tally, clock=time.perf_counter)

        for game in sorted(SAVE_SEATS):
            run("save", save_files(base_save(game, folder).read_text(encoding="utf-8")), "case.json", SAVES, game)
        for base in SCENARIOS:
            run("scenario", scenario_files(base), "case.toml", SCENARIO_FILES, base.game, base.seats)
        for game, path in MAPS.items():
            run("map", map_files(path), "case.tmx", MAP_FILES, game)
        run("settings", settings_files(), "config", SETTINGS_FILES)
    finally:
        reader.close()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"  slowest refusal: {tally.slowest_file}", flush=True)
    return [("hostile files read", tally.count, "files"),
            ("hostile files refused", tally.refused, "files"),
            ("hostile slowest refusal", tally.slowest * 1000, "ms")]


FIGURES = [hostile]
