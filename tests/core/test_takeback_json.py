"""A save's take-backs read in bulk (``engine/core/takeback_json.py``, ``_at_once``) are the same
take-backs, in the same runs, as read one object at a time (``_one_by_one``), and whatever the
bulk read cannot vouch for (a field missing, unknown or of the wrong type or range, the moves
malformed, too many take-backs, two objects in a row that are one run) is read one by one, which
names what is malformed as before."""
from __future__ import annotations

import copy
import json

import pytest

from bench.bench_takeback_load import build
from engine.core import SaveError
from engine.core.takeback_json import _at_once, _one_by_one, read_takebacks, runs_of, takebacks_to_json


@pytest.fixture(scope="module")
def written():
    moves, _state = build("gladiatores", 300, "varied")
    return json.loads(json.dumps(takebacks_to_json(moves.takebacks))), moves.takebacks


def same(ours, theirs) -> bool:
    return [(b.to, b.seat, b.undone) for b in ours] == [(b.to, b.seat, b.undone) for b in theirs]


def test_the_bulk_read_gives_the_take_backs_and_runs_of_the_one_by_one_read(written):
    raw, takebacks = written
    quick = _at_once(raw)
    assert quick is not None
    backs, runs = quick
    slow = _one_by_one(raw, "x")
    assert same(backs, slow) and same(backs, takebacks)
    # the same objects where the one-by-one read shares them, so the runs are the same
    assert [(first, times, back.to, back.seat, back.undone) for back, first, times in runs] == \
        [(r.first, r.times, r.back.to, r.back.seat, r.back.undone) for r in runs_of(slow)]
    assert len({id(b) for b in backs}) == len({id(b) for b in slow})


SPOILED = [
    lambda e: e.pop("to"), lambda e: e.update(extra=1), lambda e: e.update(to=True), lambda e: e.update(to=-1),
    lambda e: e.update(seat=64), lambda e: e.update(seat=1.0), lambda e: e.update(times=0),
    lambda e: e.update(times=None), lambda e: e.update(times="2"), lambda e: e.update(undone=0),
    lambda e: e.update(undone=[]), lambda e: e.update(undone=[{"kind": 3}]), lambda e: e.update(undone=10 ** 6),
    lambda e: e.update(undone={"kind": "pass"}), lambda e: e.update(times=10_001),
]


@pytest.mark.parametrize("spoil", range(len(SPOILED)))
@pytest.mark.parametrize("where", [0, 5, -1])
def test_what_the_bulk_read_cannot_vouch_for_is_read_one_by_one_and_refused_alike(written, spoil, where):
    raw = copy.deepcopy(written[0])
    SPOILED[spoil](raw[where])
    assert _at_once(raw) is None
    with pytest.raises(SaveError) as slow:
        _one_by_one(raw, "x")
    with pytest.raises(SaveError) as read:
        read_takebacks(raw, "x")
    assert str(read.value) == str(slow.value)


def test_an_older_save_one_object_a_take_back_is_read_one_by_one_with_its_runs(written):
    raw = []
    for entry in written[0][:40]:
        one = {k: v for k, v in entry.items() if k != "times"}
        raw += [one] * entry.get("times", 1)
    assert _at_once(raw) is None  # two objects in a row that are one run
    backs, runs = read_takebacks(raw, "x")
    assert runs is None and same(backs, _one_by_one(raw, "x"))
