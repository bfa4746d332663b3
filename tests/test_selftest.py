"""`main.py selftest` passes from source and names what fails."""
import pytest

from client import selftest as st


def test_selftest_passes_and_summarises():
    summary = st.selftest()
    assert summary.startswith("selftest ok:")
    assert "title" in summary and "settings" in summary


def test_selftest_names_a_broken_map(tmp_path, monkeypatch):
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "broken.tmx").write_text("<map><nonsense")
    monkeypatch.setattr(st, "ROOT", tmp_path)
    with pytest.raises(st.SelftestError, match="broken.tmx"):
        st.check_maps()
