"""The window's autosave folder: where autosaves go, how many are kept, how they are named
and found again (Continue, Load). The engine only reads and writes one save
(``engine.core.saves``); this is the window's policy around it.

- Where: ``<data dir>/autosave/`` (and the players' own saves in ``<data dir>/saves/``); the
  data dir is ``$LUDUS_DATA_DIR`` if set, else ``platformdirs.user_data_dir("Ludus")``.
- Naming and keeping: ``<game id>.<seq>.json``, the newest ``AUTOSAVE_KEEP`` of *each* game
  (starting another game never removes this one's); of finished games, the latest
  ``FINISHED_KEEP`` only.
- Listing: ``scan`` reads what each save says about itself (game, seats, progress, time)
  without replaying it, so Continue and Load find the newest complete save whatever its file
  is called; a file that is no usable save is listed as ``Damaged`` with its reason.
- Writing: ``Writer``, one background thread per session writing in order (atomically).
"""
from __future__ import annotations

import contextlib
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import platformdirs

from engine.core import registry
from engine.core.errors import SaveError
from engine.core.limits import COUNT, DATE, Refusal, decode, load_json, number_or, read_bytes, shorten
from engine.core.limits import SAVE as SAVE_LIMITS
from engine.core.saves import (
    SAVE_FORMAT,
    SAVE_VERSION,
    TEMP_SUFFIX,
    GameMoves,
    check_header,
    load_text,
    read_save,
    save_text,
    write_atomic,
)
from engine.i18n import _

ENV_VAR = "LUDUS_DATA_DIR"
AUTOSAVE_KEEP = 3
#: finished games whose autosaves are kept (the latest ones)
FINISHED_KEEP = 10


def data_dir() -> Path:
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("Ludus", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def saves_dir() -> Path:
    return data_dir() / "saves"


def unfinished_games() -> list[SaveInfo]:
    """The newest complete autosave of every game not over yet, the latest game first
    (whatever the files are called; partial files a crash left are removed on the way)."""
    return [info for info in newest_per_game(scan(autosave_dir())) if info.over is not True]


def last_autosave() -> Path | None:
    """What Continue opens: the newest autosave of the latest unfinished game."""
    games = unfinished_games()
    return games[0].path if games else None


def load_entries() -> list[SaveInfo]:
    """What Load lists: each unfinished game (its newest autosave) and every save the
    players made, newest first."""
    entries = unfinished_games() + scan(saves_dir())
    return sorted(entries, key=lambda i: i.saved_at, reverse=True)


def autosave_name(game: str, seq: int) -> str:
    return f"{game}.{seq:06d}.json"


def next_seq(folder: Path, game: str) -> int:
    """The number of ``game``'s next autosave in ``folder`` (one past the highest there)."""
    taken = [p.name[len(game) + 1:-len(".json")] for p in folder.glob(f"{game}.*.json")]
    return 1 + max((int(n) for n in taken if n.isdigit()), default=0)


def autosave(folder: str | os.PathLike, data: dict[str, Any], keep: int = AUTOSAVE_KEEP) -> Path:
    """Write one game's newest autosave, then drop that game's autosaves older than the last ``keep``.

    ``data`` is a whole save (``GameMoves.to_json``) whose ``meta`` names the game
    (``game``, an id) and the write's number in that game (``seq``, rising). The new
    file is complete on disk before any older one goes, so a crash at any moment
    leaves the newest complete save; other games' autosaves are never touched.
    """
    folder = Path(folder)
    game, seq = data["meta"]["game"], int(data["meta"]["seq"])
    path = folder / autosave_name(game, seq)
    write_atomic(path, save_text(data))
    for old in folder.glob(f"{game}.*.json"):
        number = old.name[len(game) + 1:-len(".json")]
        if number.isdigit() and int(number) <= seq - keep:
            with contextlib.suppress(OSError):  # e.g. open elsewhere on Windows: it goes next time
                old.unlink(missing_ok=True)
    return path


def _pid_alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a temp file of a live writer is left alone)."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        import ctypes

        kernel = ctypes.windll.kernel32  # os.kill(pid, 0) would terminate the process on Windows
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_partial(folder: str | os.PathLike) -> list[Path]:
    """Remove temp files a crashed writer left in ``folder``; returns what was removed."""
    removed = []
    folder = Path(folder)
    if not folder.is_dir():
        return removed
    for tmp in folder.glob(f".*{TEMP_SUFFIX}"):
        parts = tmp.name.split(".")
        pid = parts[-3] if len(parts) >= 4 else ""
        if pid.isdigit() and _pid_alive(int(pid)):
            continue  # someone is writing it now
        tmp.unlink(missing_ok=True)
        removed.append(tmp)
    return removed


@dataclass(frozen=True)
class SaveInfo:
    """What a save says about itself, read without replaying it (for Continue and Load)."""

    path: Path
    ruleset: str
    game: str            # the game's id: every autosave and save of one game shares it
    seq: int             # rises with each autosave of the game
    saved_at: float      # seconds since the epoch
    decisions: int
    over: bool | None    # None when the save does not say (older saves)
    seats: tuple[tuple[str, str], ...]  # (name, "human" / "bot:<level>")
    round: int | None = None
    rounds: int | None = None


@dataclass(frozen=True)
class Damaged:
    """A file in a save folder that is no usable save, and why (Load lists it; it is left as it is)."""

    path: Path
    problem: str         # plain words, one line
    saved_at: float      # the file's modification time


#: read_info's answers by (path, size, modification time): the title looks often, files rarely change
_INFO_CACHE: dict[tuple[str, int, int], SaveInfo | Damaged] = {}
_UNREAD = object()


def inspect(path: str | os.PathLike) -> SaveInfo | Damaged:
    """The header of a complete Ludus save, or what is wrong with the file (never raises)."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError as exc:
        return Damaged(path, _("it cannot be read (%(why)s)") % {"why": exc.strerror or exc}, 0.0)
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    known = _INFO_CACHE.get(key, _UNREAD)  # one lookup: the autosave thread reads saves too
    if known is not _UNREAD:
        return known
    if len(_INFO_CACHE) > 512:
        _INFO_CACHE.clear()
    try:
        info = _read_info(path, stat.st_mtime)
    except (Refusal, SaveError) as exc:
        info = Damaged(path, getattr(exc, "problem", str(exc)), stat.st_mtime)
    except OSError as exc:
        info = Damaged(path, _("it cannot be read (%(why)s)") % {"why": exc.strerror or exc}, stat.st_mtime)
    _INFO_CACHE[key] = info
    return info


def read_info(path: str | os.PathLike) -> SaveInfo | None:
    """The header of a complete Ludus save, or None for anything else (partial, foreign, unreadable)."""
    info = inspect(path)
    return info if isinstance(info, SaveInfo) else None


def _read_info(path: Path, mtime: float) -> SaveInfo:
    return _info_of(decode(read_bytes(path, SAVE_LIMITS)), path, mtime)


def _info_of(text: str, path: Path, mtime: float) -> SaveInfo:
    """The header of a save's ``text`` (Refusal or SaveError when it is no Ludus save)."""
    data = load_json(text, SAVE_LIMITS)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise Refusal(_("it is not a Ludus save"))
    if data.get("version") != SAVE_VERSION:
        raise Refusal(_("unknown save version %(version)s") % {"version": shorten(data.get("version"), 20)})
    ruleset, actions, meta = data.get("ruleset"), data.get("actions"), data.get("meta")
    if not isinstance(ruleset, str) or not isinstance(actions, list) or not isinstance(data.get("digest"), str):
        raise Refusal(_("its 'ruleset', 'actions' or 'digest' field is missing or of the wrong type"))
    if not registry.is_available(ruleset):
        raise Refusal(_("it is a save of a game this Ludus does not know (%(game)s)") % {"game": shorten(ruleset, 30)})
    check_header(data, path)
    meta = meta if isinstance(meta, dict) else {}

    def number(key, span=COUNT, default=None):  # shown only: a number out of its range is not shown
        return number_or(meta.get(key), span, default)

    seats = []
    for entry in (meta.get("seats") if isinstance(meta.get("seats"), list) else [])[:MAX_SEATS_SHOWN]:
        if isinstance(entry, dict):
            seats.append((str(entry.get("name", ""))[:MAX_NAME], str(entry.get("controller", "human"))[:MAX_NAME]))
    game = meta.get("game")
    if not isinstance(game, str) or not game:
        # an older save names no game: its ruleset and seed stand for it, its length for the order
        game = f"{ruleset}-{data.get('seed')}"
    over = meta.get("over")
    return SaveInfo(path, ruleset, game, number("seq", COUNT, len(actions)), float(number("saved_at", DATE, mtime)),
                    len(actions), over if isinstance(over, bool) else None, tuple(seats),
                    number("round"), number("rounds"))


#: longest seat name or controller shown from a save, and the most seats (no game has more than 5)
MAX_NAME = 60
MAX_SEATS_SHOWN = 8


def scan(folder: str | os.PathLike) -> list[SaveInfo]:
    """Every complete save in ``folder`` (partial temp files of a crash are removed first)."""
    return [info for info in scan_all(folder) if isinstance(info, SaveInfo)]


def damaged(folder: str | os.PathLike) -> list[Damaged]:
    """Every ``*.json`` file in ``folder`` that is no usable save, with its problem (none is touched)."""
    return [info for info in scan_all(folder) if isinstance(info, Damaged)]


def scan_all(folder: str | os.PathLike) -> list[SaveInfo | Damaged]:
    folder = Path(folder)
    clean_partial(folder)
    if not folder.is_dir():
        return []
    return [inspect(p) for p in sorted(folder.glob("*.json")) if p.is_file()]


def prune_finished(folder: str | os.PathLike, keep: int = FINISHED_KEEP) -> None:
    """Remove the autosaves of finished games but the latest ``keep`` (unfinished games are never touched)."""
    infos = scan(folder)
    finished = [g.game for g in newest_per_game(infos) if g.over is True][keep:]
    for info in infos:
        if info.game in finished:
            info.path.unlink(missing_ok=True)


def newest_per_game(infos: list[SaveInfo]) -> list[SaveInfo]:
    """Each game's newest save (highest ``seq``, then time), newest game first."""
    best: dict[str, SaveInfo] = {}
    for info in infos:
        held = best.get(info.game)
        if held is None or (info.seq, info.saved_at) > (held.seq, held.saved_at):
            best[info.game] = info
    return sorted(best.values(), key=lambda i: (i.saved_at, i.seq), reverse=True)


def damaged_entries() -> list[Damaged]:
    """The files in the autosave and save folders that are no usable save, newest first
    (Load lists them after the games that can be loaded)."""
    found = damaged(autosave_dir()) + damaged(saves_dir())
    return sorted(found, key=lambda d: d.saved_at, reverse=True)


class Loaded(NamedTuple):
    """A save loaded: its moves, the position, the log's events and how many of them the line's
    first i moves made (``told[i]``: a take-back cuts the log there, with no replay)."""

    moves: GameMoves
    state: object
    events: list
    told: list[int]


def load(path: str | os.PathLike, progress=None) -> Loaded:
    """``engine.core.saves.load_text`` of the save at ``path`` (a ``Loaded``): the file is
    read once, and what Continue and Load show of it (``inspect``) is taken from that one reading,
    so nothing reads it again. A save that fails is remembered as damaged (``inspect``) while the
    file stays as it is, so Continue passes it over for the next save and Load lists it with its
    reason."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError:
        stat = None  # read_save says why
    try:
        text = read_save(path)
        if stat is not None:
            _remember_read(path, stat, text)
        told: list[int] = []
        moves, state, events = load_text(text, path, collect_events=True, progress=progress, told=told)
        return Loaded(moves, state, events, told)
    except SaveError as exc:
        _remember_damaged(path, exc.problem)
        raise


def _remember_read(path: Path, stat: os.stat_result, text: str) -> None:
    """Keep the header of a save just read (``inspect``'s cache), as ``inspect`` would find it."""
    try:
        info = _info_of(text, path, stat.st_mtime)
    except (Refusal, SaveError):
        return  # the load says what is wrong
    _INFO_CACHE[(str(path), stat.st_size, stat.st_mtime_ns)] = info


def _remember_damaged(path: Path, problem: str) -> None:
    try:
        stat = path.stat()
    except OSError:
        return
    _INFO_CACHE[(str(path), stat.st_size, stat.st_mtime_ns)] = Damaged(path, problem, stat.st_mtime)


class Writer:
    """One background thread writing autosaves in order. ``put`` waits until the save
    before is on disk, so at most one decision is ever unsaved."""

    def __init__(self, session):
        self.session = session
        self.cond = threading.Condition()
        self.pending: tuple[Path, dict] | None = None
        self.busy = False
        self.thread = threading.Thread(target=self._run, name="ludus-autosave", daemon=True)
        self.thread.start()

    def put(self, folder: Path, data: dict, timeout: float = 10.0) -> None:
        with self.cond:
            self.cond.wait_for(lambda: self.pending is None and not self.busy, timeout)
            self.pending = (folder, data)
            self.cond.notify_all()

    def flush(self, timeout: float) -> None:
        with self.cond:
            self.cond.wait_for(lambda: self.pending is None and not self.busy, timeout)

    def _run(self) -> None:
        while True:
            with self.cond:
                self.cond.wait_for(lambda: self.pending is not None)
                folder, data = self.pending
                self.pending = None
                self.busy = True
            try:
                autosave(folder, data)
                if data["meta"]["over"]:
                    prune_finished(folder)
                self.session.save_problem = None
            except OSError as exc:
                self.session.save_problem = _("Autosave to %(folder)s failed: %(why)s.") % {
                    "folder": folder, "why": exc.strerror or exc}
            finally:
                with self.cond:
                    self.busy = False
                    self.cond.notify_all()
