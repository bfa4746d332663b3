"""The command line refuses unusable paths in one line with exit status 2 (issue 26 point 3)."""
import os

import pytest

import cli
from tests.hostile.hostile import ROOT, base_save

SCENARIO = ROOT / "engine/forglory/scenarios/final_battle.toml"


def run(capsys, *argv):
    code = cli.run(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys, *argv):
    code, _out, err = run(capsys, *argv)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


SIM = ("sim", "--game", "forglory", "--seats", "bot:random,bot:random,bot:random")


def test_events_into_a_missing_folder_is_refused(capsys, tmp_path):
    err = refused(capsys, *SIM, "--events", str(tmp_path / "nowhere" / "events.jsonl"))
    assert "--events" in err and "does not exist" in err
    assert not (tmp_path / "nowhere").exists()


def test_events_onto_a_folder_is_refused(capsys, tmp_path):
    assert "is a folder" in refused(capsys, *SIM, "--events", str(tmp_path))


def test_a_save_dir_under_a_file_is_refused(capsys, tmp_path):
    (tmp_path / "plain").write_text("not a folder")
    err = refused(capsys, *SIM, "--save-dir", str(tmp_path / "plain" / "saves"))
    assert "--save-dir" in err and "not a folder" in err
    assert "not a folder" in refused(capsys, *SIM, "--save-dir", str(tmp_path / "plain"))


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="permissions do not bind root")
def test_an_unwritable_save_dir_is_refused(capsys, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        assert "cannot be written" in refused(capsys, *SIM, "--save-dir", str(locked))
    finally:
        locked.chmod(0o700)


def test_an_unwritable_save_dir_is_refused_whoever_runs_it(capsys, tmp_path, monkeypatch):
    real = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: False if "locked" in str(path) else real(path, mode))
    (tmp_path / "locked").mkdir()
    assert "cannot be written" in refused(capsys, *SIM, "--save-dir", str(tmp_path / "locked"))


def test_a_missing_or_unreadable_scenario_is_refused(capsys, tmp_path):
    assert "--scenario" in refused(capsys, "sim", "--game", "forglory", "--scenario", str(tmp_path / "none.toml"))
    assert "is a folder" in refused(capsys, "sim", "--game", "arenarex", "--scenario", str(tmp_path))
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe" + SCENARIO.read_bytes())
    assert "bad.toml" in refused(capsys, "sim", "--game", "forglory", "--scenario", str(bad))


def test_a_missing_or_damaged_save_to_replay_is_refused(capsys, tmp_path):
    assert "no such file" in refused(capsys, "replay", str(tmp_path / "none.json"), "--headless")
    assert "folder" in refused(capsys, "replay", str(tmp_path), "--headless")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    assert "nested" in refused(capsys, "replay", str(deep), "--headless")
    save = base_save("arenarex", tmp_path)
    save.write_text(save.read_text().replace('"living_hazards": "0"', '"living_hazards": 1e+30'))
    assert "living_hazards" in refused(capsys, "replay", str(save), "--headless")
