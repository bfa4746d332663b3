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
from .limits import SAVE as SAVE_LIMITS
from .limits import Refusal, clip, decode, load_json, read_bytes, shorten
from .state import State
from .values import Action, Event

SAVE_FORMAT = "ludus-save"
SAVE_VERSION = 1
AUTOSAVE_KEEP = 3
#: finished games whose autosaves are kept (the latest ones)
FINISHED_KEEP = 10


@dataclass(frozen=True)
class Standing:
    """A standing action in a record: ``seat`` took ``action`` at any time, whoever was deciding
    (``State.take_standing``). Saved as the action with its taker under ``"standing"``:
    ``{"kind": "reveal_tactics", "standing": 2}``."""

    seat: int
    action: Action

    @property
    def kind(self) -> str:
        return self.action.kind

    def to_json(self) -> dict[str, Any]:
        return {**self.action.to_json(), "standing": self.seat}


#: what a record holds: answers to the pending Decision, and standing actions with their seat
Entry = Action | Standing


def entry_from_json(raw: Any) -> Entry:
    """A record entry as saved (ValueError/TypeError when malformed)."""
    if isinstance(raw, dict) and "standing" in raw:
        seat = raw["standing"]
        if type(seat) is not int:
            raise ValueError("a standing action must name its seat as a whole number")
        return Standing(seat, Action.from_json({k: v for k, v in raw.items() if k != "standing"}))
    return Action.from_json(raw)


def upgraded(entry: Entry, game_type) -> Entry:
    """An older save's standing action, which named its taker in a ``seat`` parameter its kind
    does not declare (``{"kind": "reveal_tactics", "seat": 2}``), in today's form; any other
    entry as it is."""
    if not isinstance(entry, Action) or not game_type.standing_actions:
        return entry
    seat, kind = entry.get("seat"), game_type.kind(entry.kind)
    if type(seat) is not int or kind is None or any(p.name == "seat" for p in kind.params):
        return entry
    return Standing(seat, Action(entry.kind, tuple(p for p in entry.params if p[0] != "seat")))


def take(state: State, entry: Entry) -> list[Event]:
    """Take a record entry on ``state`` (checked): an answer through ``apply``, a standing
    action through ``take_standing``."""
    if isinstance(entry, Standing):
        return state.take_standing(entry.seat, entry.action)
    return state.apply(entry)


@dataclass
class GameRecord:
    """Everything needed to recreate a game: how it started and what was chosen."""

    ruleset: str
    config: dict[str, Any]
    seed: int
    actions: list[Entry] = field(default_factory=list)
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
        return Damaged(path, f"it cannot be read ({exc.strerror or exc})", 0.0)
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
        info = Damaged(path, f"it cannot be read ({exc.strerror or exc})", stat.st_mtime)
    _INFO_CACHE[key] = info
    return info


def read_info(path: str | os.PathLike) -> SaveInfo | None:
    """The header of a complete Ludus save, or None for anything else (partial, foreign, unreadable)."""
    info = inspect(path)
    return info if isinstance(info, SaveInfo) else None


def _read_info(path: Path, mtime: float) -> SaveInfo:
    data = load_json(decode(read_bytes(path, SAVE_LIMITS)), SAVE_LIMITS)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise Refusal("it is not a Ludus save")
    if data.get("version") != SAVE_VERSION:
        raise Refusal(f"unknown save version {shorten(data.get('version'), 20)}")
    ruleset, actions, meta = data.get("ruleset"), data.get("actions"), data.get("meta")
    if not isinstance(ruleset, str) or not isinstance(actions, list) or not isinstance(data.get("digest"), str):
        raise Refusal("its 'ruleset', 'actions' or 'digest' field is missing or of the wrong type")
    if not registry.is_available(ruleset):
        raise Refusal(f"it is a save of a game this Ludus does not know ({shorten(ruleset, 30)})")
    check_header(data, path)
    meta = meta if isinstance(meta, dict) else {}

    def number(key, default=None):
        value = meta.get(key)
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else default

    seats = []
    for entry in (meta.get("seats") if isinstance(meta.get("seats"), list) else [])[:MAX_SEATS_SHOWN]:
        if isinstance(entry, dict):
            seats.append((str(entry.get("name", ""))[:MAX_NAME], str(entry.get("controller", "human"))[:MAX_NAME]))
    game = meta.get("game")
    if not isinstance(game, str) or not game:
        # an older save names no game: its ruleset and seed stand for it, its length for the order
        game = f"{ruleset}-{data.get('seed')}"
    over = meta.get("over")
    return SaveInfo(path, ruleset, game, int(number("seq", len(actions))), float(number("saved_at", mtime)),
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


def _field(data: dict, name: str, kind: type | tuple, path) -> Any:
    if name not in data:
        raise SaveError(path, f"the field '{name}' is missing")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(path, f"the field '{name}' has the wrong type ({type(value).__name__})")
    return value


_HEX = frozenset("0123456789abcdef")


def check_header(data: dict, path) -> None:
    """The fields every save needs, of the right types and sizes, and a config its game can
    start from (``Ruleset.check_config``); SaveError naming the field. No replay."""
    ruleset = _field(data, "ruleset", str, path)
    if not registry.is_available(ruleset):
        raise SaveError(path, f"unknown game {shorten(ruleset, 30)} (available: {', '.join(registry.available())})")
    config = _field(data, "config", dict, path)
    _field(data, "seed", int, path)
    digest = _field(data, "digest", str, path)
    if len(digest) != 32 or not set(digest) <= _HEX:
        raise SaveError(path, "the field 'digest' is not a digest (32 hexadecimal digits)")
    raw_actions = _field(data, "actions", list, path)
    for index, raw in enumerate(raw_actions):
        if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
            raise SaveError(path, f"action {index + 1} is malformed: an action is an object with a text 'kind'")
    if not isinstance(data.get("meta", {}), dict):
        raise SaveError(path, "the field 'meta' has the wrong type")
    try:
        registry.get(ruleset).check_config(config)
    except LudusError as exc:
        raise SaveError(path, f"its game settings cannot start a game: {clip(str(exc))}") from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError):
        raise SaveError(path, "its game settings cannot start a game (a setting of the wrong kind)") from None


def parse_save(text: str, path: str | os.PathLike = "<save>") -> tuple[GameRecord, str]:
    """The record and the expected digest in a save's text; SaveError if malformed."""
    try:
        data = load_json(text, SAVE_LIMITS)
    except Refusal as exc:
        raise SaveError(path, str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "not a Ludus save (no 'format': 'ludus-save')")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(path, f"unknown save version {shorten(version, 20)} (this Ludus reads version {SAVE_VERSION})")
    check_header(data, path)
    actions = []
    for index, raw in enumerate(data["actions"]):
        try:
            actions.append(entry_from_json(raw))
        except (ValueError, TypeError) as exc:
            raise SaveError(path, f"action {index + 1} is malformed: {clip(str(exc), 120)}") from None
    return GameRecord(data["ruleset"], data["config"], data["seed"], actions, data.get("meta", {})), data["digest"]


def replay(record: GameRecord, path: str | os.PathLike = "<save>", collect_events: bool = False):
    """Re-run a record; returns (state, events). SaveError if an action is illegal."""
    try:
        state = record.start()
    except LudusError as exc:
        raise SaveError(path, f"its game cannot start: {clip(str(exc))}") from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError) as exc:
        raise SaveError(path, f"its game settings cannot start a game ({type(exc).__name__})") from None
    events = []
    record.actions = [upgraded(entry, state.game_type) for entry in record.actions]
    for index, action in enumerate(record.actions):
        try:
            produced = take(state, action)
        except IllegalAction as exc:
            raise SaveError(path, f"action {index + 1} ({clip(action.kind, 40)}) is illegal: "
                                  f"{clip(exc.message)}") from None
        except (LudusError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            # the rules met something no legal game reaches: the save is damaged, not the program
            raise SaveError(path, f"action {index + 1} ({clip(action.kind, 40)}) cannot be played "
                                  f"({type(exc).__name__})") from None
        if collect_events:
            events.extend(produced)
    return state, events


def load_save(path: str | os.PathLike, collect_events: bool = False):
    """Load and verify a save: (record, state, events). The file is never modified; one that
    fails is remembered as damaged (``inspect``) while it stays as it is, so Continue passes
    it over for the next save and Load lists it with its reason."""
    try:
        return _load_save(path, collect_events)
    except SaveError as exc:
        _remember_damaged(Path(path), exc.problem)
        raise


def _remember_damaged(path: Path, problem: str) -> None:
    try:
        stat = path.stat()
    except OSError:
        return
    _INFO_CACHE[(str(path), stat.st_size, stat.st_mtime_ns)] = Damaged(path, problem, stat.st_mtime)


def _load_save(path: str | os.PathLike, collect_events: bool = False):
    try:
        text = decode(read_bytes(path, SAVE_LIMITS))
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file") from None
    except FileNotFoundError:
        raise SaveError(path, "cannot be read (no such file)") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None
    except Refusal as exc:
        raise SaveError(path, str(exc)) from None
    record, expected = parse_save(text, path)
    state, events = replay(record, path, collect_events)
    if state.digest() != expected:
        raise SaveError(path, f"digest mismatch: the actions lead to {state.digest()}, "
                              f"the save says {expected} (edited, or made by another version)")
    return record, state, events
