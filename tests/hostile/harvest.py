"""Build the corpus: run the property tests' generators against another checkout (an older
Ludus, e.g. ``/work/main`` before issue 26) and keep each hostile file that made its reader fail
(a traceback, a hang, a refusal longer than one line), one per kind of failure.

    python -m tests.hostile.harvest OLD_CHECKOUT [EXAMPLES]

Kept files go to ``tests/hostile/corpus/<kind>-<game>/``; ``test_corpus.py`` replays them all
against this checkout, where each must be refused (or read) cleanly.
"""
from __future__ import annotations

import hashlib
import re
import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.hostile.hostile import (
    CORPUS,
    MAPS,
    SAVE_SEATS,
    SCENARIOS,
    Hung,
    Reader,
    base_save,
    map_files,
    save_files,
    scenario_files,
    settings_files,
)

EXTENSION = {"save": ".json", "scenario": ".toml", "map": ".tmx", "settings": ".json"}


def failure_kind(outcome) -> str | None:
    """A short name for how a reader failed (None: it did not)."""
    if outcome.traceback:
        last = [line for line in outcome.traceback.strip().splitlines() if line.strip()][-1]
        return re.sub(r"[^A-Za-z]+", "-", last.split(":")[0])[:40]
    if outcome.code != 0 and not outcome.refused_in_one_line():
        return "long-message"
    return None


def harvest(root: Path, examples: int) -> list[Path]:
    kept: list[Path] = []
    seen: set[str] = set()
    reader = [Reader(root)]
    work = Path(tempfile.mkdtemp(prefix="ludus-harvest-"))
    jobs = [("save", game, 0, save_files(base_save(game, work).read_text(encoding="utf-8"))) for game in SAVE_SEATS]
    jobs += [("scenario", s.game, s.seats, scenario_files(s)) for s in SCENARIOS]
    jobs += [("map", game, 0, map_files(path)) for game, path in MAPS.items()]
    jobs += [("settings", "", 0, settings_files())]
    for path in MAPS.values():
        for tileset in path.parent.glob("*.tsx"):
            (work / tileset.name).write_bytes(tileset.read_bytes())
    for job in jobs:
        run_job(job, examples, root, reader, work, seen, kept)
    reader[0].close()
    return kept


def run_job(job, examples, root, reader, work, seen, kept) -> None:
    kind, game, seats, files = job

    @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(files)
    def case(content: bytes):
        target = work / f"case{EXTENSION[kind]}"
        if kind == "settings":
            target = work / "config"
            target.mkdir(exist_ok=True)
            (target / "settings.json").write_bytes(content)
        else:
            target.write_bytes(content)
        try:
            why = failure_kind(reader[0].ask(kind, target, game, seats, limit=20))
        except Hung:
            reader[0] = Reader(root)
            why = "hang"
        if why is None or (kind, game, why) in seen or len(content) > 1_000_000:
            return
        seen.add((kind, game, why))
        name = f"{why}-{hashlib.sha256(content).hexdigest()[:8]}{EXTENSION[kind]}"
        out = CORPUS / f"{kind}-{game or 'client'}" / name
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(content)
        kept.append(out)

    case()


if __name__ == "__main__":
    found = harvest(Path(sys.argv[1]).resolve(), int(sys.argv[2]) if len(sys.argv) > 2 else 100)
    for path in found:
        print(path.relative_to(CORPUS.parent))
