"""One game of a tournament as a task: what a worker process or a Ray node is sent (``Task``, as
JSON text: ``task_text``) and plays (``play_text``), the same for every way of running."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from ..ai.levels import make_bot
from ..core import registry
from ..core.seats import parse_seats
from ..play.match import play_match
from .content import ContentWatch


@dataclass(frozen=True)
class Task:
    """One game to play (what a worker process is sent)."""

    game: str
    config: dict[str, Any]
    seats: tuple[str, ...]
    seed: int
    index: int


def play_one(task: Task) -> dict[str, Any]:
    """Play one game; its results-file record (``sim --json``'s summary, config, content)."""
    ruleset = registry.get(task.game)
    specs = parse_seats(",".join(task.seats))
    watch = ContentWatch(ruleset, len(specs))
    bots = [make_bot(s.level, ruleset) for s in specs]
    match = play_match(ruleset, task.config, task.seed, bots, on_event=watch)
    record = match.summary(task.index, list(task.seats))
    record["config"] = task.config
    record["content"] = watch.finish(match.state)
    return record


def play_text(text: str) -> str:
    """``play_one`` with JSON text in and out: all that crosses to a worker process or a Ray
    node is text (no object of ours is pickled), and every record, fresh or read back from
    the results file, is the same JSON."""
    fields = json.loads(text)
    fields["seats"] = tuple(fields["seats"])
    return json.dumps(play_one(Task(**fields)), sort_keys=True)


def task_text(task: Task) -> str:
    """What crosses to a worker process or a Ray node for ``task``: its JSON text."""
    return json.dumps(asdict(task), sort_keys=True)
