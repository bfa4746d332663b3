"""The packaged build's selftest switches to Spanish and renders a scene of each game: it fails
when the Spanish catalogues are missing and reports (never hides) what is still English."""
import pygame
import pytest

from client import selftest as st
from engine import i18n
from engine.core import registry


@pytest.fixture(autouse=True)
def catalogues_reloaded():
    yield
    i18n.forget_catalogs()


def test_the_selftest_renders_each_game_in_spanish_and_reports_what_is_english():
    pygame.init()
    report = st.check_spanish()
    rendered = dict(line.split(": ") for line in report.scenes)
    assert rendered["title"] == "TitleScene" and rendered["settings"] == "SettingsScene"
    for entry in registry.CATALOGUE:
        assert rendered[f"{entry.name} setup"] == "NewGameScene"
        assert f"{entry.name} table" in rendered
    assert {"Ajustes", "Idioma", "Empezar"} <= set(report.seen)
    assert not {"Settings", "Language", "Start", "Quit", "Back", "New game"} & set(report.seen)
    english_seen = [s for s in report.seen if s in {"Round", "Rules", "human"} or " the " in f" {s} "]
    assert set(english_seen) <= set(report.english)  # what is English is reported, none hidden
    summary = report.summary()
    assert summary.startswith(f"Spanish: {len(report.scenes)} scenes")
    assert ("none English" in summary) == (report.english == [])
    assert i18n.language() == "en"  # the selftest puts the language back


def test_the_selftest_fails_without_the_spanish_catalogues(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.forget_catalogs()
    with pytest.raises(st.SelftestError, match="Spanish: the catalogue"):
        st.check_spanish()
