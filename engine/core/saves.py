"""Save files (format v1): plain JSON (no Python object serialisation), written atomically.

A save holds the ruleset, config, seed, the list of actions taken and the
digest of the final state. Loading replays the actions and checks the digest,
so a save can never smuggle in a state the rules could not reach.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .errors import IllegalAction, LudusError, SaveError
from .state import State
from .values import Action

SAVE_FORMAT = "ludus-save"
SAVE_VERSION = 1
AUTOSAVE_KEEP = 3


@dataclass
class GameRecord:
    """Everything needed to recreate a game: how it started and what was chosen."""

    ruleset: str
    config: dict[str, Any]
    seed: int
    actions: list[Action] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # seat names and controllers

    def start(self) -> State:
        return registry.get(self.ruleset).new_game(self.config, self.seed)

    def to_json(self, final: State) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "ruleset": self.ruleset,
            "config": self.config,
            "seed": self.seed,
            "meta": self.meta,
            "actions": [a.to_json() for a in self.actions],
            "digest": final.digest(),
        }


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` through a temp file and a rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_game(path: str | os.PathLike, record: GameRecord, final: State) -> None:
    write_atomic(path, json.dumps(record.to_json(final), indent=1, sort_keys=True) + "\n")


def autosave(folder: str | os.PathLike, record: GameRecord, final: State,
             keep: int = AUTOSAVE_KEEP) -> Path:
    """Write ``autosave.json`` in ``folder``, shifting older ones to ``autosave.1.json`` ..."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    names = [folder / "autosave.json"] + [folder / f"autosave.{i}.json" for i in range(1, keep)]
    for older, newer in zip(reversed(names[1:]), reversed(names[:-1]), strict=True):
        if newer.exists():
            os.replace(newer, older)
    save_game(names[0], record, final)
    return names[0]


def _field(data: dict, name: str, kind: type | tuple, path) -> Any:
    if name not in data:
        raise SaveError(path, f"the field '{name}' is missing")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(path, f"the field '{name}' has the wrong type ({type(value).__name__})")
    return value


def parse_save(text: str, path: str | os.PathLike = "<save>") -> tuple[GameRecord, str]:
    """The record and the expected digest in a save's text; SaveError if malformed."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(path, f"not a JSON file ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "not a Ludus save (no 'format': 'ludus-save')")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(path, f"unknown save version {version!r} (this Ludus reads version {SAVE_VERSION})")
    ruleset = _field(data, "ruleset", str, path)
    if not registry.is_available(ruleset):
        raise SaveError(path, f"unknown game '{ruleset}' (available: {', '.join(registry.available())})")
    config = _field(data, "config", dict, path)
    seed = _field(data, "seed", int, path)
    digest = _field(data, "digest", str, path)
    raw_actions = _field(data, "actions", list, path)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(path, "the field 'meta' has the wrong type")
    actions = []
    for index, raw in enumerate(raw_actions):
        try:
            actions.append(Action.from_json(raw))
        except (ValueError, TypeError) as exc:
            raise SaveError(path, f"action {index + 1} is malformed: {exc}") from None
    return GameRecord(ruleset, config, seed, actions, meta), digest


def replay(record: GameRecord, path: str | os.PathLike = "<save>", collect_events: bool = False):
    """Re-run a record; returns (state, events). SaveError if an action is illegal."""
    try:
        state = record.start()
    except LudusError as exc:
        raise SaveError(path, f"its game cannot start: {exc}") from None
    events = []
    for index, action in enumerate(record.actions):
        try:
            produced = state.apply(action)
        except IllegalAction as exc:
            raise SaveError(path, f"action {index + 1} ({action.kind}) is illegal: {exc.message}") from None
        if collect_events:
            events.extend(produced)
    return state, events


def load_save(path: str | os.PathLike, collect_events: bool = False):
    """Load and verify a save: (record, state, events). The file is never modified."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise SaveError(path, "not a text file") from None
    record, expected = parse_save(text, path)
    state, events = replay(record, path, collect_events)
    if state.digest() != expected:
        raise SaveError(path, f"digest mismatch: the actions lead to {state.digest()}, "
                              f"the save says {expected} (edited, or made by another version)")
    return record, state, events
