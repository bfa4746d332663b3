"""main.py's command line: sim, replay, errors that name the valid choices."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import cli
from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv):
    code = cli.run(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_json_prints_one_object_per_game_with_the_documented_fields(capsys, tmp_path):
    events = tmp_path / "events.jsonl"
    code, out, err = run(capsys, "sim", "--game", "duel", "--seats", "bot:random,bot:easy",
                         "--games", "3", "--seed", "7", "--json", "--events", str(events),
                         "--save-dir", str(tmp_path / "saves"))
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 3
    for i, line in enumerate(lines):
        assert {"game", "seed", "seats", "result", "decisions", "seconds"} <= set(line)
        assert line["seed"] == 7 + i and line["seats"] == ["bot:random", "bot:easy"]
        assert set(line["result"]) == {"winner", "placings", "scores"}
    rows = [json.loads(line) for line in events.read_text().splitlines()]
    assert {r["seed"] for r in rows} == {7, 8, 9} and all(r["game"] == "duel" for r in rows)
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["duel-7.json", "duel-8.json", "duel-9.json"]


def test_same_seed_same_output(capsys):
    argv = ("sim", "--game", "duel", "--seats", "bot:normal,bot:random", "--games", "2", "--json")
    first = [{k: v for k, v in json.loads(line).items() if k != "seconds"} for line in run(capsys, *argv)[1].splitlines()]
    again = [{k: v for k, v in json.loads(line).items() if k != "seconds"} for line in run(capsys, *argv)[1].splitlines()]
    assert first == again


def test_replay_headless_verifies_a_save(capsys, tmp_path):
    run(capsys, "sim", "--game", "duel", "--seats", "bot:random,bot:random", "--save-dir", str(tmp_path))
    save = tmp_path / "duel-1.json"
    code, out, err = run(capsys, "replay", str(save), "--headless")
    assert code == 0, err
    assert "verified" in out.splitlines()[-1]
    text = save.read_text()
    digest = json.loads(text)["digest"]
    save.write_text(text.replace(digest, "f" * 32 if digest != "f" * 32 else "e" * 32))
    code, out, err = run(capsys, "replay", str(save), "--headless")
    assert code == 2 and "digest mismatch" in err and str(save) in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("argv,words", [
    (("sim", "--game", "nosuch"), "unknown game 'nosuch' (available:"),
    (("sim", "--game", "duel", "--seats", "bot:genius,bot:easy"), "choose from: human, bot:random"),
    (("sim", "--game", "duel", "--seats", "human,bot:easy"), "sim plays bots only"),
    (("sim", "--game", "duel", "--option", "hand_size=9"), "choose from: 3, 4"),
    (("sim", "--game", "duel", "--option", "colour=red"), "options: hand_size, health"),
    (("sim", "--game", "duel", "--option", "novalue"), "KEY=VALUE"),
    (("sim", "--game", "duel", "--seats", "bot:easy"), "played by 2 seats, not 1"),
    (("sim", "--game", "duel", "--frobnicate"), "valid flags: --game"),
    (("sim", "--game", "duel", "--games", "0"), "at least 1"),
])
def test_bad_input_exits_2_with_one_line_naming_the_choices(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert words in err and len(err.strip().splitlines()) == 1


def test_bad_flag_value_exits_2_in_one_line(capsys):
    with pytest.raises(SystemExit) as info:
        cli.run(["sim", "--games", "many"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid int value" in err and len(err.strip().splitlines()) == 1


def test_list_options_names_every_option_and_value(capsys):
    code, out, _ = run(capsys, "sim", "--list-options", "--game", "duel")
    assert code == 0 and "hand_size=3|4" in out and "health=8|12" in out


def test_help_describes_every_flag():
    parser = cli.build_parser()
    top = parser.format_help()
    subparsers = parser._subparsers._group_actions[0].choices
    for name, sub in subparsers.items():
        assert name in top
        for action in sub._actions:
            for flag in action.option_strings:
                if flag not in ("-h", "--help"):
                    assert flag in top, f"{flag} of {name} missing from main.py --help"
                    assert action.help, f"{name} {flag} has no help"
                    assert flag in sub.format_help()


def test_real_entry_point_refuses_an_unknown_game():
    out = subprocess.run([sys.executable, "main.py", "sim", "--game", "nosuch"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "unknown game 'nosuch'" in out.stderr
    for entry in registry.CATALOGUE:  # the real games (the tests' own are not in the real program)
        if registry.is_available(entry.name):
            assert entry.name in out.stderr


def test_a_crash_in_the_window_writes_a_report_and_says_where(capsys, tmp_path, monkeypatch):
    import client.app

    def explode(**kwargs):
        raise RuntimeError("the table fell over")

    monkeypatch.setenv("LUDUS_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setattr(client.app, "run", explode)
    code = cli.run(["play"])
    err = capsys.readouterr().err
    reports = list((tmp_path / "logs").glob("crash-*.log"))
    assert code == 3 and len(reports) == 1
    assert str(reports[0]) in err and "RuntimeError: the table fell over" in err
    text = reports[0].read_text()
    assert "the table fell over" in text and "command: main.py play" in text
