"""Your record: every finished game, kept as JSON in the user data folder.

- Where: ``<data dir>/record.json`` (the data dir of the autosaves, ``autosave.data_dir``).
- When: the moment a game ends (``GameSession.apply`` of its last action calls ``note_finished``),
  before any results screen; a game that crashes before its end is not finished and its autosave
  stays for Continue. A crash between the game's last autosave (marked over) and the record's
  write is mended at the next start (``recover_finished``, called by the App): the record is
  part of the game's end, so no finished game is ever missing from it.
- How: the whole file written anew through a temp file and a rename (``write_atomic``), so it
  is either the old record or the new one, never half of one.
- A damaged file (not JSON, not a record, an entry of the wrong shape) is never overwritten:
  it is moved aside as ``record.damaged-<date>.json`` (never over another), ``load`` says so in
  player words, and a fresh record starts.

An entry: the game, the date, its seats (name and "human" / "bot:<level>", the place each
came), the seat count, the autosave that holds it while it is kept, the moves, the take-backs
and the hints used (0 until hints exist). ``summary`` counts played / won / lost per game, per
bot level and per seat count, over the human seats' results.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import SaveError
from engine.core.limits import (
    COUNT,
    DATE,
    PLACE,
    SEAT,
    TEXT,
    Refusal,
    decode,
    in_span,
    load_json,
    number_or,
    read_bytes,
)
from engine.core.saves import write_atomic
from engine.i18n import _

from .autosave import autosave_dir, autosave_name, data_dir, load, newest_per_game, scan
from .seats import hints_from_meta, seats_from_meta

FILE_NAME = "record.json"
FORMAT = "ludus-record"
VERSION = 1
#: the newest this many games are kept (the file stays small and quick to rewrite)
KEEP = 2000


@dataclass(frozen=True)
class SeatResult:
    name: str
    controller: str      # "human" or "bot:<level>"
    place: int | None    # 1 = first; None when the game gave no placing for the seat

    @property
    def is_human(self) -> bool:
        return self.controller == "human"

    def to_json(self) -> dict:
        return {"name": self.name, "controller": self.controller, "place": self.place}


@dataclass(frozen=True)
class GameEntry:
    game: str                       # the ruleset's name
    date: float                     # seconds since the epoch, when the game ended
    seats: tuple[SeatResult, ...]
    winner: int | None              # the winning seat, None for a draw
    save: str | None = None         # the autosave holding the game, relative to the data folder
    moves: int = 0
    takebacks: int = 0
    hints: int = 0
    game_id: str = ""

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(sorted({s.controller[4:] for s in self.seats if s.controller.startswith("bot:")}))

    def outcome(self, seat: int) -> str:
        """"won", "lost" or "drawn" for ``seat``."""
        if self.winner is None:
            return "drawn"
        return "won" if self.winner == seat else "lost"

    def human_outcomes(self) -> list[tuple[int, str]]:
        return [(i, self.outcome(i)) for i, s in enumerate(self.seats) if s.is_human]

    def save_path(self, folder: Path | None = None) -> Path | None:
        """The save file, when it still exists."""
        if not self.save:
            return None
        path = (folder or data_dir()) / self.save
        return path if path.is_file() else None

    def to_json(self) -> dict:
        return {"game": self.game, "date": self.date, "seats": [s.to_json() for s in self.seats],
                "seat_count": self.seat_count, "winner": self.winner, "save": self.save, "moves": self.moves,
                "takebacks": self.takebacks, "hints": self.hints, "game_id": self.game_id}

    @classmethod
    def from_json(cls, data) -> GameEntry:
        """ValueError / TypeError naming what is wrong."""
        if not isinstance(data, dict):
            raise TypeError(_("an entry is not an object"))
        game, date, seats = data.get("game"), data.get("date"), data.get("seats")
        if not isinstance(game, str) or not game:
            raise ValueError(_("an entry has no game"))
        if date is None:
            raise ValueError(_("an entry has no date"))
        date = in_span(date, DATE, _("an entry's date"))
        if not isinstance(seats, list) or not seats:
            raise ValueError(_("an entry has no seats"))
        out = []
        for seat in seats:
            if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) \
                    or not isinstance(seat.get("controller"), str):
                raise ValueError(_("a seat of an entry has no name or player"))
            place = seat.get("place")
            if place is not None:
                place = in_span(place, PLACE, _("the place of a seat of an entry"))
            out.append(SeatResult(seat["name"], seat["controller"], place))
        winner = data.get("winner")
        if winner is not None and (number_or(winner, SEAT, None) is None or not 0 <= winner < len(out)):
            raise ValueError(_("an entry names a winner that is not one of its seats"))
        winner = None if winner is None else int(winner)
        save = data.get("save")
        if save is not None and (not isinstance(save, str) or Path(save).is_absolute() or ".." in Path(save).parts):
            raise ValueError(_("an entry names its save oddly"))
        counts = {}
        for name in ("moves", "takebacks", "hints"):
            counts[name] = in_span(data.get(name, 0), COUNT, _("an entry's '{name}'").format(name=name))
        game_id = data.get("game_id", "")
        return cls(game, float(date), tuple(out), winner, save, game_id=game_id if isinstance(game_id, str) else "",
                   **counts)


@dataclass
class LoadResult:
    entries: list[GameEntry] = field(default_factory=list)
    #: player words when the file was damaged (and where its copy went), else None
    problem: str | None = None
    #: the file is a newer Ludus's record: read nothing from it, never write over it
    newer: bool = False


class RecordStore:
    """``record.json`` in one folder (the data folder unless told)."""

    def __init__(self, folder: str | os.PathLike | None = None):
        self.folder = Path(folder) if folder is not None else data_dir()
        self.path = self.folder / FILE_NAME

    def load(self) -> LoadResult:
        """The games recorded, oldest first; a damaged file is moved aside and the record starts afresh."""
        try:
            text = decode(read_bytes(self.path, TEXT))
        except FileNotFoundError:
            return LoadResult()
        except OSError as exc:
            return LoadResult(problem=_("Your record could not be read ({why}).").format(why=exc.strerror or exc))
        except Refusal as exc:
            return self._damaged(str(exc))
        try:
            data = load_json(text, TEXT)
        except Refusal as exc:
            return self._damaged(str(exc))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return self._damaged(_("it is not a Ludus record"))
        version = data.get("version")
        if type(version) is int and version > VERSION:
            # a newer Ludus's record is not damaged: it is left as it is, and no game is written over it
            return LoadResult(problem=_("Your record was made by a newer Ludus (record version {version}; this "
                                        "Ludus reads version {ours}). It is left as it is, and games played "
                                        "here are not added to it.").format(version=version, ours=VERSION),
                              newer=True)
        if version != VERSION:
            return self._damaged(_("it is a record of another version"))
        games = data.get("games")
        if not isinstance(games, list):
            return self._damaged(_("it lists no games"))
        try:
            entries = [GameEntry.from_json(g) for g in games]
        except (ValueError, TypeError) as exc:
            return self._damaged(str(exc))
        return LoadResult(entries)

    def _damaged(self, why: str) -> LoadResult:
        aside = self._aside_path()
        try:
            os.replace(self.path, aside)
        except OSError as exc:
            return LoadResult(problem=_("Your record is damaged ({why}) and could not be moved aside ({error}); "
                                        "it is left as it is and no game is added to it.").format(
                why=why, error=exc.strerror or exc))
        return LoadResult(problem=_("Your record was damaged ({why}). It was kept as {file}; "
                                    "a new record starts now.").format(why=why, file=aside.name))

    def _aside_path(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"record.damaged-{stamp}.json"
        number = 1
        while path.exists():
            number += 1
            path = self.folder / f"record.damaged-{stamp}-{number}.json"
        return path

    def add(self, *entries: GameEntry) -> LoadResult:
        """Append finished games (one write, atomic); returns what was loaded first (its
        ``problem`` says when a damaged record was set aside). A record that could not be moved
        aside, or a newer Ludus's, is never written over."""
        loaded = self.load()
        if loaded.problem is not None and self.path.exists():
            return loaded
        ids = {e.game_id for e in entries if e.game_id}
        games = [e for e in loaded.entries if not (e.game_id and e.game_id in ids)]
        games = (games + list(entries))[-KEEP:]
        text = json.dumps({"format": FORMAT, "version": VERSION, "games": [e.to_json() for e in games]},
                          indent=1, sort_keys=True) + "\n"
        write_atomic(self.path, text)
        return LoadResult(games, loaded.problem)


def entry_of(session) -> GameEntry:
    """The record entry of a finished ``GameSession``."""
    save = None
    if session.autosave_to is not False and session._seq is not None:
        save = _linked(Path(session.autosave_to) / autosave_name(session.game_id, session._seq - 1))
    return _entry(session.moves, session.state, session.seats, time.time(), save,
                  session.hints_used, session.game_id)


def _linked(path: Path) -> str | None:
    """A save's path as an entry names it (relative to the data folder), or None outside it."""
    try:
        return path.relative_to(data_dir()).as_posix()
    except ValueError:
        return None  # autosaves kept outside the data folder: not linked


def _entry(moves, state, seats, date: float, save: str | None, hints: int, game_id: str) -> GameEntry:
    result = state.result()
    places = {}
    if result is not None:
        places = {seat: rank + 1 for rank, seat in enumerate(result.placings)}
    results = tuple(SeatResult(s.name, s.controller, places.get(i)) for i, s in enumerate(seats))
    return GameEntry(moves.ruleset, date, results, None if result is None else result.winner, save,
                     moves=len(moves.actions), takebacks=len(moves.takebacks), hints=hints, game_id=game_id)


def recover_finished(store: RecordStore | None = None, folder: Path | None = None) -> list[GameEntry]:
    """The finished games the record misses, added to it; returns them.

    A game ends on disk in two writes: its last autosave (marked over) and then the record. A
    crash between the two leaves a game Continue passes over (it is over) and the record never
    saw, so at start-up every finished game among the autosaves that the record does not hold
    is rebuilt from its autosave (replayed and checked, as Load does) and added, with the date
    it was saved. Games with no person playing are not recorded, as when they end. A record
    that could not be read as this Ludus's is left alone (``RecordStore.add``)."""
    store = store or RecordStore()
    folder = Path(folder) if folder is not None else autosave_dir()
    finished = [info for info in newest_per_game(scan(folder))
                if info.over is True and any(controller == "human" for _name, controller in info.seats)]
    if not finished:
        return []
    loaded = store.load()
    if loaded.newer or (loaded.problem is not None and store.path.exists()):
        return []
    known = {e.game_id for e in loaded.entries if e.game_id}
    found = []
    for info in sorted(finished, key=lambda i: i.saved_at):
        if info.game in known:
            continue
        try:
            moves, state, _events, _told = load(info.path)
        except SaveError:
            continue  # a save that does not replay is listed as damaged by Load, not recorded
        if state.to_decide() is not None:
            continue
        seats, _problem = seats_from_meta(moves, state.num_seats)
        hints = sum(hints_from_meta(moves.meta, state.num_seats).values())
        found.append(_entry(moves, state, seats, info.saved_at, _linked(info.path), hints, info.game))
    if found:
        store.add(*found)
    return found


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0

    def add(self, outcome: str) -> None:
        self.played += 1
        setattr(self, outcome, getattr(self, outcome) + 1)


@dataclass
class Summary:
    by_game: dict[str, Tally]
    by_level: dict[str, Tally]
    by_seats: dict[int, Tally]


def summary(entries: list[GameEntry]) -> Summary:
    """Played / won / lost / drawn over the human seats' results, per game, per bot level (each
    level the game's bots played at) and per seat count."""
    by_game: dict[str, Tally] = {}
    by_level: dict[str, Tally] = {}
    by_seats: dict[int, Tally] = {}
    for entry in entries:
        for _seat, outcome in entry.human_outcomes():
            by_game.setdefault(entry.game, Tally()).add(outcome)
            by_seats.setdefault(entry.seat_count, Tally()).add(outcome)
            for level in entry.bot_levels or ("",):
                by_level.setdefault(level, Tally()).add(outcome)
    return Summary(by_game, by_level, dict(sorted(by_seats.items())))


def results_over_time(entries: list[GameEntry], game: str) -> list[str]:
    """The human seats' outcomes in one game, oldest first (what the chart draws)."""
    return [outcome for e in sorted(entries, key=lambda e: e.date) if e.game == game
            for _seat, outcome in e.human_outcomes()]
