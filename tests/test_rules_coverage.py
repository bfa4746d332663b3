"""The rules-coverage table is generated, current, and complete for playable games."""

import pytest

from engine.core import registry
from tools import rules_coverage

SHARED_SECTIONS = rules_coverage.ROOT.parent / "shared" / "rules" / "sections"


def test_every_marker_names_a_listed_section():
    known = {(g, s) for g in rules_coverage.games() for s in rules_coverage.sections(g)}
    unknown = sorted(set(rules_coverage.markers()) - known)
    assert not unknown, f"markers naming no listed section: {unknown}"


@pytest.mark.parametrize("game", rules_coverage.games())
def test_every_section_of_a_playable_game_has_a_test(game):
    if not registry.is_available(game):
        pytest.skip(f"{game} has no rules engine yet")
    found = rules_coverage.markers()
    missing = [s for s in rules_coverage.sections(game) if not found.get((game, s))]
    assert not missing, f"{game} sections without a test: {missing}"


def test_coverage_table_is_current():
    table = rules_coverage.TABLE
    assert table.exists(), "run: python -m tools.rules_coverage"
    assert table.read_text(encoding="utf-8") == rules_coverage.render(), \
        "docs/rules-coverage.md is stale: run python -m tools.rules_coverage"


@pytest.mark.skipif(not SHARED_SECTIONS.is_dir(), reason="shared/ is not beside this checkout")
@pytest.mark.parametrize("game", rules_coverage.games())
def test_section_lists_match_the_shared_rulebook_lists(game):
    shared = (SHARED_SECTIONS / f"{game}.txt").read_text(encoding="utf-8").split("\n")
    assert [s.strip() for s in shared if s.strip()] == rules_coverage.sections(game)
