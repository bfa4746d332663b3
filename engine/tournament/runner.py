"""Running a tournament's games: in this process, in a pool of processes, or on Ray (cluster.py).

Game ``i`` of a tournament is exactly game ``i`` of ``main.py sim`` with the same seed and
seats (seed ``seed + i``; with ``rotate`` its seat list is turned so the first listed seat
sits at seat ``i mod n``), played by the same ``play_match``, so every way of running it
gives the same results. Each finished game is one JSON line of the results file: ``sim
--json``'s summary plus the config and the content the report reads; a rerun with the same
file skips the games already there."""
from __future__ import annotations

import json
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import ConfigError
from .tasks import Task, play_text, task_text

#: the keys of ``main.py sim --json``'s line, in the results file as they are
SUMMARY_KEYS = ("game", "index", "seed", "seats", "result", "decisions", "seconds")


@dataclass(frozen=True)
class Plan:
    """One tournament: which games, with which seats and seeds."""

    game: str
    config: dict[str, Any]
    seats: tuple[str, ...]
    games: int
    seed: int
    rotate: bool = False

    def seats_of(self, index: int) -> list[str]:
        """Game ``index``'s seats (turned by ``index`` when rotating)."""
        n = len(self.seats)
        if not self.rotate:
            return list(self.seats)
        return [self.seats[(s - index) % n] for s in range(n)]

    def task(self, index: int) -> Task:
        return Task(self.game, self.config, tuple(self.seats_of(index)), self.seed + index, index)

    def matches(self, record: dict[str, Any]) -> bool:
        """Whether a results-file line is this plan's game of its index."""
        index = record.get("index")
        return (isinstance(index, int) and 0 <= index < self.games and record.get("game") == self.game
                and record.get("seed") == self.seed + index and record.get("seats") == self.seats_of(index)
                and record.get("config") == json.loads(json.dumps(self.config)))


def _play_here(text: str) -> str:
    """``play_text`` in the parent process (its own name, so a test can count the parent's games)."""
    return play_text(text)


def summary_line(record: dict[str, Any]) -> str:
    """The line ``main.py sim --json`` prints for this game."""
    return json.dumps({k: record[k] for k in SUMMARY_KEYS}, sort_keys=True)


def read_results(path: Path, plan: Plan) -> dict[int, dict[str, Any]]:
    """The games of ``plan`` already in the results file, by index. A last line cut short
    (a run killed mid-write) is dropped from the file; any other line that is not this
    plan's is a ConfigError (the file belongs to another tournament)."""
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    done: dict[int, dict[str, Any]] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            if number == len(lines) and not line.endswith("\n"):
                path.write_text("".join(lines[:-1]), encoding="utf-8")
                break
            raise ConfigError(f"--results {path}: line {number} is not a game record") from None
        if not isinstance(record, dict) or not plan.matches(record):
            raise ConfigError(f"--results {path}: line {number} is a game of another tournament "
                              "(other game, seats, seeds or options); give another file")
        done[record["index"]] = record
    return done


def default_jobs() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _pool_context():
    """Fresh interpreters on every platform: a forked child inherits whatever lock another
    thread of this process held at the fork (a window's autosave or bot thread, a test run's
    threads) and can wait on it forever."""
    return multiprocessing.get_context("spawn")


def play_local(tasks: list[Task], jobs: int) -> Iterator[dict[str, Any]]:
    """The tasks' records in task order, played by ``jobs`` processes: this one and
    ``jobs - 1`` children. The parent plays games beside its children instead of waiting on
    them (and from the first moment, while the children are still starting): each child keeps
    two games queued so it never waits on the parent, and the parent takes the next unclaimed
    game whenever it is free."""
    texts = [task_text(task) for task in tasks]
    if jobs <= 1 or len(tasks) <= 1:
        yield from (json.loads(play_text(text)) for text in texts)
        return
    children = min(jobs, len(tasks)) - 1
    finished: dict[int, str] = {}
    pending: dict[int, Any] = {}
    claimed = told = 0  # games handed out; games yielded (in index order)
    with _pool_context().Pool(children) as pool:
        while told < len(texts):
            while claimed < len(texts) and len(pending) < 2 * children:  # keep each child two games ahead
                pending[claimed] = pool.apply_async(play_text, (texts[claimed],))
                claimed += 1
            for index in [i for i, job in pending.items() if job.ready()]:
                finished[index] = pending.pop(index).get()
            if told not in finished:
                if claimed < len(texts):  # the parent plays the next unclaimed game
                    finished[claimed] = _play_here(texts[claimed])
                    claimed += 1
                else:  # every game is claimed: wait for the child playing the next one
                    finished[told] = pending.pop(told).get()
            while told in finished:
                yield json.loads(finished.pop(told))
                told += 1


def run(plan: Plan, jobs: int = 1, results: Path | None = None, ray_address: str | None = None,
        on_record: Callable[[dict[str, Any], bool], None] | None = None) -> list[dict[str, Any]]:
    """Play the plan's games not yet in ``results`` (appending each as it ends); every
    game's record in index order. ``on_record(record, resumed)`` is told of each game in
    index order, the resumed ones included."""
    done = read_results(results, plan) if results is not None else {}
    tasks = [plan.task(i) for i in range(plan.games) if i not in done]
    if ray_address:
        from .cluster import play_ray
        played: Iterable[dict[str, Any]] = play_ray(tasks, ray_address)
    else:
        played = play_local(tasks, jobs)
    records: list[dict[str, Any]] = []
    sink = results.open("a", encoding="utf-8") if results is not None else None
    try:
        fresh = iter(played)
        for index in range(plan.games):
            resumed = index in done
            record = done[index] if resumed else next(fresh)
            if not resumed and sink is not None:
                sink.write(json.dumps(record, sort_keys=True) + "\n")
                sink.flush()
            records.append(record)
            if on_record is not None:
                on_record(record, resumed)
    finally:
        if sink is not None:
            sink.close()
    return records
