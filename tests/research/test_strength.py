"""`main.py tournament --strength`: one level against another measured as a pairwise share and
kept in a strength file (the setup screen's source); `python -m bench bots` on the same machinery."""
from __future__ import annotations

import json

import pytest

import cli
from engine.core.errors import ConfigError
from engine.tournament import strength
from engine.tournament.runner import Plan


def main(capsys, *argv):
    code = cli.run(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def record(seats, placings, winner="first"):
    return {"seats": seats, "index": 0,
            "result": {"winner": placings[0] if winner == "first" else winner, "placings": placings, "scores": []}}


def test_the_pairwise_share_counts_each_strong_weak_seat_pair():
    games = [record(["bot:easy", "bot:hard", "bot:easy"], [1, 0, 2]),   # hard first: 2 pairs won
             record(["bot:easy", "bot:easy", "bot:hard"], [0, 2, 1]),   # hard second: 1 of 2
             record(["bot:hard", "bot:easy", "bot:easy"], [1, 2, 0])]   # hard last: 0 of 2
    assert strength.tally(games, "hard") == (3.0, 6)
    two = [record(["bot:hard", "bot:easy"], [1, 0], winner=None)]
    assert strength.tally(two, "hard") == (0.5, 1)  # a two-seat draw counts half


def test_only_one_level_against_another_is_a_pairing():
    assert strength.pairing_of(("bot:hard", "bot:easy", "bot:easy")) == ("hard", "easy")
    assert strength.pairing_of(("bot:hard", "bot:easy", "bot:normal")) is None
    assert strength.pairing_of(("bot:easy", "bot:easy")) is None
    with pytest.raises(ConfigError, match="--rotate"):
        strength.measure(Plan("spartacus", {"seats": 3}, ("bot:hard", "bot:easy", "bot:easy"), 3, 1), [])


def test_the_tournament_writes_its_pairing_and_keeps_the_others(capsys, tmp_path):
    path = tmp_path / "strength.json"
    flags = ["tournament", "--game", "gladiatores", "--games", "3", "--seed", "7", "--jobs", "1", "--rotate",
             "--strength", str(path)]
    code, _, err = main(capsys, *flags, "--seats", "bot:easy,bot:random,bot:random")
    assert code == 0 and "written to" in err
    code, _, _ = main(capsys, *flags, "--seats", "bot:random,bot:easy,bot:easy")
    assert code == 0
    known = strength.load(path)
    assert set(known) == {("easy", "random"), ("random", "easy")}
    easy = known[("easy", "random")]
    assert (easy.games, easy.pairs) == (3, 6) and 0 <= easy.wins <= 6
    assert "--seats bot:easy,bot:random,bot:random" in easy.command and "--rotate" in easy.command
    assert known[("random", "easy")].pairs == 6


def test_a_tournament_that_is_no_pairing_or_a_file_that_is_no_strength_file_is_refused(capsys, tmp_path):
    path = tmp_path / "strength.json"
    base = ["tournament", "--game", "gladiatores", "--games", "1", "--jobs", "1", "--strength", str(path)]
    code, _, err = main(capsys, *base, "--seats", "bot:easy,bot:random,bot:random")
    assert code == 2 and "--rotate" in err and not path.exists()
    path.write_text("[1, 2]")
    code, _, err = main(capsys, *base, "--rotate", "--seats", "bot:easy,bot:random,bot:random")
    assert code == 2 and "not a strength file" in err and path.read_text() == "[1, 2]"


def test_a_broken_entry_is_named():
    good = strength.Measure("hard", "easy", 3, 6, 5.0, "python main.py tournament")
    data = {"pairings": {"hard/easy": good.to_json(), "normal/easy": {"strong": "normal"}}}
    with pytest.raises(ConfigError, match="normal/easy"):
        strength.load_text(json.dumps(data), "strength.json")


def test_the_level_below_is_the_nearest_measured_one():
    known = {(s, w): strength.Measure(s, w, 1, 1, 1.0, "") for s, w in
             (("hard", "easy"), ("normal", "easy"), ("easy", "random"))}
    assert strength.against_below("hard", known).weak == "easy"
    known[("hard", "normal")] = strength.Measure("hard", "normal", 1, 1, 1.0, "")
    assert strength.against_below("hard", known).weak == "normal"
    assert strength.against_below("random", known) is None


def test_bench_bots_resumes_from_its_results_files(tmp_path):
    from bench import bench_bots

    first = bench_bots.pairing("gladiatores", "easy", "random", seeds=1, folder=tmp_path)
    path = bench_bots.results_file(tmp_path, "gladiatores", "easy", "random")
    lines = path.read_text().splitlines()
    assert first["games"] == 3 and len(lines) == 3
    assert [json.loads(line)["seats"].index("bot:easy") for line in lines] == [0, 1, 2]
    mark = json.loads(lines[0])
    mark["result"]["placings"] = [1, 2, 0]  # a game replayed would lose this mark
    path.write_text("\n".join([json.dumps(mark)] + lines[1:]) + "\n")
    again = bench_bots.pairing("gladiatores", "easy", "random", seeds=2, folder=tmp_path)
    assert again["games"] == 6 and len(path.read_text().splitlines()) == 6
    assert json.loads(path.read_text().splitlines()[0])["result"]["placings"] == [1, 2, 0]
    assert again["pairs"] == 12 and 0.0 <= again["low"] <= again["share"] <= again["high"] <= 1.0
