"""The corpus: hostile files the property tests found (``harvest.py`` ran them against the Ludus
of before issue 26, where each one crashed, hung or gave a message of many lines) and the cases
issue 26 names (``issue-*``), replayed
against this checkout: each is refused in one line or read cleanly, and left as it was."""
import shutil

import pytest

from tests.hostile.hostile import CORPUS, MAPS, SCENARIOS, Reader, check_outcome, snapshot

SEATS = {base.game: base.seats for base in SCENARIOS}
CASES = sorted(p for p in CORPUS.glob("*/*") if p.is_file())


@pytest.fixture(scope="module")
def reader():
    reader = Reader()
    yield reader
    reader.close()


def test_the_corpus_holds_files_of_every_kind():
    kinds = {p.parent.name.split("-")[0] for p in CASES}
    assert {"save", "scenario", "map", "settings"} <= kinds


@pytest.mark.parametrize("case", CASES, ids=[f"{p.parent.name}/{p.name}" for p in CASES])
def test_a_corpus_file_is_refused_in_one_line_and_left_as_it_was(case, reader, tmp_path):
    kind, game = case.parent.name.split("-", 1)
    content = case.read_bytes()
    if kind == "settings":
        target = tmp_path / "config"
        target.mkdir()
        shutil.copyfile(case, target / "settings.json")
    else:
        target = tmp_path / case.name
        shutil.copyfile(case, target)
        if kind == "map":
            for tileset in MAPS[game].parent.glob("*.tsx"):
                shutil.copyfile(tileset, tmp_path / tileset.name)
    before = snapshot(target)
    outcome = reader.ask(kind, target, game, SEATS.get(game, 0))
    check_outcome(outcome, target, content)
    assert snapshot(target) == before
