"""Save files (format v1): plain JSON (no Python object serialisation), written atomically.

A save holds the ruleset, config, seed, the list of actions taken and the
digest of the final state. Loading replays the actions and checks the digest,
so a save can never smuggle in a state the rules could not reach.

Autosaves are kept per game (``<game id>.<seq>.json``, the newest few of each game);
``scan`` reads what each save says about itself (game, seats, progress, time) so
Continue and Load find the newest complete save whatever its file is called.
"""
from __future__ import annotations

import contextlib
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
#: finished games whose autosaves are kept (the latest ones)
FINISHED_KEEP = 10


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


#: how a temp file is named: ``.<final name>.<writer pid>.<random>.tmp`` (same folder as the file)
TEMP_SUFFIX = ".tmp"


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` through a temp file and a rename.

    The temp file's name carries the writer's process id, so ``clean_partial`` can
    tell a write in progress from one a crash cut short."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_text(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def save_game(path: str | os.PathLike, record: GameRecord, final: State) -> None:
    write_atomic(path, save_text(record.to_json(final)))


def autosave_name(game: str, seq: int) -> str:
    return f"{game}.{seq:06d}.json"


def autosave(folder: str | os.PathLike, data: dict[str, Any], keep: int = AUTOSAVE_KEEP) -> Path:
    """Write one game's newest autosave, then drop that game's autosaves older than the last ``keep``.

    ``data`` is a whole save (``GameRecord.to_json``) whose ``meta`` names the game
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


#: read_info's answers by (path, size, modification time): the title looks often, files rarely change
_INFO_CACHE: dict[tuple[str, int, int], SaveInfo | None] = {}
_UNREAD = object()


def read_info(path: str | os.PathLike) -> SaveInfo | None:
    """The header of a complete Ludus save, or None for anything else (partial, foreign, unreadable)."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    known = _INFO_CACHE.get(key, _UNREAD)  # one lookup: the autosave thread reads saves too
    if known is not _UNREAD:
        return known
    if len(_INFO_CACHE) > 512:
        _INFO_CACHE.clear()
    info = _INFO_CACHE[key] = _read_info(path, stat.st_mtime)
    return info


def _read_info(path: Path, mtime: float) -> SaveInfo | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT or data.get("version") != SAVE_VERSION:
        return None
    ruleset, actions, meta = data.get("ruleset"), data.get("actions"), data.get("meta")
    if not isinstance(ruleset, str) or not isinstance(actions, list) or not isinstance(data.get("digest"), str):
        return None
    meta = meta if isinstance(meta, dict) else {}

    def number(key, default=None):
        value = meta.get(key)
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else default

    seats = []
    for entry in meta.get("seats") if isinstance(meta.get("seats"), list) else []:
        if isinstance(entry, dict):
            seats.append((str(entry.get("name", "")), str(entry.get("controller", "human"))))
    game = meta.get("game")
    if not isinstance(game, str) or not game:
        # an older save names no game: its ruleset and seed stand for it, its length for the order
        game = f"{ruleset}-{data.get('seed')}"
    over = meta.get("over")
    return SaveInfo(path, ruleset, game, int(number("seq", len(actions))), float(number("saved_at", mtime)),
                    len(actions), over if isinstance(over, bool) else None, tuple(seats),
                    number("round"), number("rounds"))


def scan(folder: str | os.PathLike) -> list[SaveInfo]:
    """Every complete save in ``folder`` (partial temp files of a crash are removed first)."""
    folder = Path(folder)
    clean_partial(folder)
    if not folder.is_dir():
        return []
    found = (read_info(p) for p in folder.glob("*.json") if p.is_file())
    return [info for info in found if info is not None]


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
