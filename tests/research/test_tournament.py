"""`main.py tournament`: the same games as `sim` however it is run, a results file a stopped
run resumes from, and a report whose figures add up."""
from __future__ import annotations

import json

import pytest

import cli
from engine.tournament.report import MIN_SEAT_GAMES
from engine.tournament.runner import Plan, run
from engine.tournament.tasks import play_one

GAMES = {"forglory": "bot:random,bot:random,bot:easy", "arenarex": "bot:random,bot:random",
         "gladiatores": "bot:random,bot:random,bot:random", "spartacus": "bot:random,bot:random,bot:random"}


def main(capsys, *argv):
    code = cli.run(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def without_seconds(lines: str) -> list[dict]:
    rows = [json.loads(line) for line in lines.splitlines() if line.strip()]
    for row in rows:
        row.pop("seconds")
    return rows


@pytest.mark.parametrize("game", sorted(GAMES))
def test_two_processes_print_what_sim_prints(capsys, game):
    flags = ["--game", game, "--seats", GAMES[game], "--games", "3", "--seed", "11", "--json"]
    code, sim, _ = main(capsys, "sim", *flags)
    assert code == 0
    code, one, _ = main(capsys, "tournament", *flags, "--jobs", "1")
    assert code == 0
    code, two, err = main(capsys, "tournament", *flags, "--jobs", "2")
    assert code == 0 and "3/3 games" in err
    assert without_seconds(two) == without_seconds(one) == without_seconds(sim)
    assert [row["seed"] for row in without_seconds(two)] == [11, 12, 13]
    assert set(json.loads(two.splitlines()[0])) == set(json.loads(sim.splitlines()[0]))


def test_the_parent_plays_games_beside_its_children_and_the_records_do_not_change(monkeypatch):
    from engine.tournament import runner

    alone = run(spartacus_plan(6), jobs=1)
    here = []

    def counted(text):
        here.append(json.loads(text)["index"])
        return runner.play_text(text)

    monkeypatch.setattr(runner, "_play_here", counted)
    shared = run(spartacus_plan(6), jobs=2)
    strip = [{k: v for k, v in r.items() if k != "seconds"} for r in alone]
    assert [{k: v for k, v in r.items() if k != "seconds"} for r in shared] == strip
    assert here, "the parent played no game"
    assert 0 not in here  # the first games are queued for the child before the parent takes one


def test_rotation_seats_the_first_listed_seat_at_seat_i_mod_n():
    plan = Plan("spartacus", {"seats": 3}, ("bot:hard", "bot:easy", "bot:random"), 4, 1, rotate=True)
    assert [plan.seats_of(i).index("bot:hard") for i in range(4)] == [0, 1, 2, 0]
    assert plan.seats_of(1) == ["bot:random", "bot:hard", "bot:easy"]
    assert Plan("spartacus", {"seats": 3}, ("bot:hard", "bot:easy", "bot:random"), 4, 1).seats_of(2)[0] == "bot:hard"


def spartacus_plan(games: int) -> Plan:
    from engine.core import registry

    return Plan("spartacus", registry.get("spartacus").make_config(3), ("bot:random",) * 3, games, 40)


def test_a_rerun_plays_only_the_games_missing_from_its_results_file(tmp_path):
    results = tmp_path / "r.jsonl"
    fresh = run(spartacus_plan(4), jobs=1)
    run(spartacus_plan(2), jobs=1, results=results)
    lines = results.read_text().splitlines()
    kept = json.loads(lines[0])
    kept["decisions"] = -1  # a game a rerun would replay would lose this mark
    results.write_text(json.dumps(kept) + "\n" + lines[1][:25])  # the second line was cut mid-write
    told = []
    records = run(spartacus_plan(4), jobs=2, results=results, on_record=lambda r, resumed: told.append(resumed))
    assert told == [True, False, False, False]
    assert records[0]["decisions"] == -1
    timeless = [{k: v for k, v in r.items() if k != "seconds"} for r in records + fresh]
    assert timeless[1:4] == timeless[5:]
    assert [json.loads(line)["index"] for line in results.read_text().splitlines()] == [0, 1, 2, 3]


def test_a_results_file_of_another_tournament_is_refused_in_one_line(capsys, tmp_path):
    results = tmp_path / "r.jsonl"
    flags = ["--game", "spartacus", "--seats", "bot:random,bot:random,bot:random", "--games", "1",
             "--jobs", "1", "--results", str(results)]
    assert main(capsys, "tournament", *flags, "--seed", "5")[0] == 0
    code, out, err = main(capsys, "tournament", *flags, "--seed", "6")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "another tournament" in err


def test_humans_and_bad_jobs_are_refused(capsys):
    base = ["tournament", "--game", "spartacus", "--games", "1"]
    code, _, err = main(capsys, *base, "--seats", "human,bot:random,bot:random")
    assert code == 2 and "bots only" in err
    code, _, err = main(capsys, *base, "--seats", "bot:random,bot:random,bot:random", "--jobs", "0")
    assert code == 2 and "--jobs" in err


def test_each_game_records_the_content_its_events_name():
    from engine.core import registry

    for game, seats in GAMES.items():
        ruleset = registry.get(game)
        record = play_one(Plan(game, ruleset.make_config(len(seats.split(","))), tuple(seats.split(",")),
                               1, 3).task(0))
        assert record["content"], game
        for per_seat in record["content"].values():
            assert len(per_seat) == len(record["seats"])
            names = [name for names in per_seat for name in names]
            assert names and not any(":" in name or "_" in name for name in names), names  # player words


def test_the_report_adds_up(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    folder = tmp_path / "report"
    code, out, _ = main(capsys, "tournament", "--game", "spartacus", "--seats", "bot:easy,bot:random,bot:random",
                        "--rotate", "--games", "6", "--seed", "9", "--jobs", "2", "--report", str(folder))
    assert code == 0
    figures = json.loads((folder / "figures.json").read_text())
    assert figures["seeds"] == [9, 14] and figures["games"] == 6
    titles = [t["title"] for t in figures["tables"]]
    assert titles[:2] == ["win share by seat position", "win share by bot level"]
    assert {"win share by house, bot:easy seats", "win share by house, bot:random seats"} <= set(titles)
    seats, levels = figures["tables"][0]["rows"], figures["tables"][1]["rows"]
    assert sum(r["n"] for r in seats) == 18 and sum(r["wins"] for r in seats) == 6 - figures["draws"]
    assert {r["label"]: r["n"] for r in levels} == {"bot:easy": 6, "bot:random": 12}
    assert sum(r["share"] for r in seats) == pytest.approx(sum(r["line"] for r in seats), abs=1e-3)  # draw-aware
    plotted = 0
    for number, table in enumerate(figures["tables"], 1):
        shares = [row["share"] for row in table["rows"]]
        assert shares == sorted(shares, reverse=True)
        for row in table["rows"]:
            assert row["low"] <= row["share"] <= row["high"]
            assert (row["p"] is None) == (row["n"] < MIN_SEAT_GAMES) and (row["q"] is None or row["q"] >= row["p"])
        if any(row["p"] is not None for row in table["rows"]):
            plotted += 1
            assert (folder / f"table{number}.png").read_bytes()[:4] == b"\x89PNG"
    page = (folder / "index.html").read_text()
    assert page.count("<img") == plotted >= 1 and "seeds 9 to 14" in page and "Benjamini-Hochberg" in page
    assert "too few to test" in page  # 6 games: the seat positions have 6 seat-games each
