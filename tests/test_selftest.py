"""`main.py selftest` passes from source and names what fails."""
import pytest

from client import selftest as st


def test_selftest_passes_and_summarises():
    summary = st.selftest()
    assert summary.startswith("selftest ok:")


def test_selftest_renders_every_scene_a_player_reaches():
    import pygame

    pygame.init()
    rendered = dict(line.split(": ") for line in st.check_scenes())
    assert rendered["title"] == "TitleScene" and rendered["settings"] == "SettingsScene"
    assert rendered["forglory table"] == "HandoffScene"  # hidden hands: the table waits for the player
    assert rendered["forglory table after hand-off"] == "ForGloryTable"
    for game in ("forglory", "arenarex"):
        assert rendered[f"{game} setup"] == "NewGameScene"
        assert rendered[f"{game} pause"] == "PauseScene"
        assert rendered[f"{game} results"] == "ResultsScene"
    assert rendered["arenarex replay"] == "ArenaScene"
    assert rendered["arenarex cohort builder"] == "CohortBuilderScene"


def test_selftest_names_a_broken_map(tmp_path, monkeypatch):
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "broken.tmx").write_text("<map><nonsense")
    monkeypatch.setattr(st, "ROOT", tmp_path)
    with pytest.raises(st.SelftestError, match="broken.tmx"):
        st.check_maps()


def test_selftest_starts_a_real_bot_worker_process_and_gets_a_legal_move():
    assert st.check_bot_worker().startswith("forglory ")
