"""Where a tutorial got to, and how many were finished: ``tutorials.json`` in the data folder.

For each game the file keeps the tutorial in progress (the step reached and the moves taken so
far, as a save keeps them: JSON actions, never objects) and how many times it was finished (the
Record shows the count). It is read with the project's limits; a damaged file is never fatal:
it is moved aside as ``tutorials.bad.json`` and the tutorials start afresh, said in plain words.
Writes are atomic.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.limits import TEXT, Refusal, decode, load_json, read_bytes
from engine.core.saves import write_atomic
from engine.i18n import _

from ..table.autosave import data_dir

FILE_NAME = "tutorials.json"
FORMAT = "ludus-tutorials"
VERSION = 1
#: the most moves one tutorial in progress may hold (a For Glory tutorial takes a few dozen)
MAX_MOVES = 2000


@dataclass
class Place:
    """A tutorial in progress: the step reached and the moves taken before it (JSON actions)."""

    step: int
    actions: list[dict]


@dataclass
class Progress:
    places: dict[str, Place] = field(default_factory=dict)
    finished: dict[str, int] = field(default_factory=dict)
    #: player words when the file could not be used as it was
    problem: str | None = None

    @property
    def finished_total(self) -> int:
        return sum(self.finished.values())


class ProgressStore:
    """``tutorials.json`` in one folder (the data folder unless told: tests give a temp folder)."""

    def __init__(self, folder: str | os.PathLike | None = None):
        self.folder = Path(folder) if folder is not None else data_dir()
        self.path = self.folder / FILE_NAME

    def load(self) -> Progress:
        try:
            data = load_json(decode(read_bytes(self.path, TEXT)), TEXT)
        except FileNotFoundError:
            return Progress()
        except OSError as exc:
            return Progress(problem=_("Your tutorial progress could not be read ({why}).").format(
                why=exc.strerror or exc))
        except Refusal as exc:
            return self._damaged(str(exc))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return self._damaged(_("it is not a Ludus tutorial file"))
        progress = Progress()
        for game, raw in (data.get("places") or {}).items():
            if isinstance(raw, dict) and _whole(raw.get("step")) and isinstance(raw.get("actions"), list) \
                    and len(raw["actions"]) <= MAX_MOVES and all(isinstance(a, dict) for a in raw["actions"]):
                progress.places[str(game)] = Place(raw["step"], list(raw["actions"]))
        for game, count in (data.get("finished") or {}).items():
            if _whole(count):
                progress.finished[str(game)] = count
        return progress

    def _damaged(self, why: str) -> Progress:
        bad = self.path.with_name("tutorials.bad.json")
        try:
            os.replace(self.path, bad)
        except OSError:
            pass
        return Progress(problem=_("Your tutorial progress could not be read ({why}); it was kept as {path} and "
                                  "the tutorials start afresh.").format(why=why, path=bad))

    def save(self, progress: Progress) -> None:
        data = {"format": FORMAT, "version": VERSION,
                "places": {g: {"step": p.step, "actions": p.actions} for g, p in sorted(progress.places.items())},
                "finished": dict(sorted(progress.finished.items()))}
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(data, indent=1, sort_keys=True))

    # -- the changes the coach makes ------------------------------------------------------------
    def keep_place(self, game: str, step: int, actions: list[dict]) -> None:
        progress = self.load()
        progress.places[game] = Place(step, list(actions))
        self.save(progress)

    def forget_place(self, game: str) -> None:
        progress = self.load()
        if progress.places.pop(game, None) is not None:
            self.save(progress)

    def note_finished(self, game: str) -> None:
        progress = self.load()
        progress.places.pop(game, None)
        progress.finished[game] = progress.finished.get(game, 0) + 1
        self.save(progress)


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1_000_000
