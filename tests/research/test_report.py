"""The balance report's figures (no plotting here): draw-aware even lines, content read within one
bot level, the Benjamini–Hochberg correction, rows sorted by share."""
from __future__ import annotations

import pytest

from engine.tournament.report import MIN_SEAT_GAMES, tables
from engine.tournament.stats import benjamini_hochberg, p_against_chances, p_two_shares, wilson


def game(seats, winner, cards=None):
    record = {"seats": list(seats), "result": {"winner": winner}}
    if cards is not None:
        record["content"] = {"card bought": [list(c) for c in cards]}
    return record


def by_title(made):
    return {table.title: {row.label: row for row in table.rows} for table in made}


def test_benjamini_hochberg_matches_the_worked_example():
    # sorted p: 0.005, 0.01, 0.03, 0.04 -> p*m/rank: 0.02, 0.02, 0.04, 0.04 (already monotone)
    assert benjamini_hochberg([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.02, 0.04, 0.04, 0.02])
    # a later smaller value caps an earlier one: 0.01*3/1=0.03, 0.04*3/2=0.06 -> min(0.06, 0.045)
    assert benjamini_hochberg([0.01, 0.04, 0.045]) == pytest.approx([0.03, 0.045, 0.045])
    assert benjamini_hochberg([]) == []


def test_the_p_values_behave():
    assert p_against_chances(50, [0.5] * 100) == pytest.approx(1.0)
    assert p_against_chances(70, [0.5] * 100) < 0.001
    assert p_two_shares(30, 100, 30, 100) == pytest.approx(1.0)
    assert p_two_shares(60, 100, 30, 100) < 0.001
    assert p_two_shares(5, 10, 0, 0) == 1.0
    low, high = wilson(30, 100)
    assert low < 0.3 < high


def test_draws_lower_the_even_line_so_a_field_of_equals_reads_even():
    """20 two-seat games, 4 drawn, the 16 decided split evenly: each seat's share is 8/20 = 0.4 and
    so is its draw-aware line (the old line, 1/2, called both seats below)."""
    records = [game(("bot:easy", "bot:easy"), None) for _ in range(4)]
    records += [game(("bot:easy", "bot:easy"), i % 2) for i in range(16)]
    seats = by_title(tables(records))["win share by seat position"]
    for row in seats.values():
        assert row.share == pytest.approx(0.4) and row.line == pytest.approx(0.4) and row.verdict == ""


def test_content_is_read_within_a_bot_level_not_across_levels():
    """'Net' is bought only by the easy seat (in half its games) and 'Gold' only in other half. Easy
    wins 80% either way: across levels Net would read far above even; within the easy seats it is
    level with the easy seats without it. Gold, within the random seats, wins more than the random
    seats without it."""
    records = []
    for i in range(200):
        easy_wins = i % 5 != 0
        cards = [["Net"] if i % 2 else ["Bow"], ["Gold"] if i % 5 == 0 else [], []]
        records.append(game(("bot:easy", "bot:random", "bot:random"), 0 if easy_wins else 1, cards))
    made = by_title(tables(records))
    easy = made["win share by card bought, bot:easy seats"]
    assert easy["Net"].share == pytest.approx(0.8) and easy["Net"].line == pytest.approx(0.8)
    assert easy["Net"].verdict == ""
    random = made["win share by card bought, bot:random seats"]
    assert random["Gold"].share == 1.0 and random["Gold"].line == 0.0 and random["Gold"].verdict == "above"
    assert made["win share by bot level"]["bot:easy"].verdict == "above"


def test_rows_come_sorted_by_share_and_the_correction_covers_every_tested_row():
    records = [game(("bot:easy", "bot:random"), 0 if i % 3 else 1, [[f"c{i % 4}"], ["x"] if i < 5 else ["y"]])
               for i in range(120)]
    made = tables(records)
    tested = [row for table in made for row in table.rows if row.p is not None]
    for table in made:
        shares = [row.share for row in table.rows]
        assert shares == sorted(shares, reverse=True)
    assert all(row.q >= row.p for row in tested)
    assert sorted(row.q for row in tested) == pytest.approx(sorted(benjamini_hochberg([r.p for r in tested])))
    few = by_title(made)["win share by card bought, bot:random seats"]["x"]
    assert few.n == 5 < MIN_SEAT_GAMES and few.p is None and few.q is None and few.verdict == ""
