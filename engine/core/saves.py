"""Save files (format v1): plain JSON (no Python object serialisation), written atomically.

A save holds the ruleset, config, seed, the list of actions taken and the
digest of the final state. Loading replays the actions and checks the digest,
so a save can never smuggle in a state the rules could not reach.

This module only reads and writes one save. Where the window keeps its autosaves, how
many, how they are named and listed is the window's policy (``client/table/autosave.py``).
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.i18n import _

from . import registry, takeback
from .collector import collector_paused
from .entries import MAX_TAKEBACKS, Entry, Standing, Takeback, entry_from_json  # noqa: F401 (named here too)
from .errors import IllegalAction, LudusError, SaveError
from .limits import SAVE as SAVE_LIMITS
from .limits import Refusal, clip, decode, load_json, read_bytes, shorten
from .state import State
from .takeback_json import Run, read_takebacks, runs_of, takebacks_from_json, takebacks_to_json  # noqa: F401 (the take-backs' JSON, named here too)
from .values import Action, Event

SAVE_FORMAT = "ludus-save"
SAVE_VERSION = 1
def upgraded(entry: Entry, game_type) -> Entry:
    """An older save's standing action, which named its taker in a ``seat`` parameter its kind
    does not declare (``{"kind": "reveal_tactics", "seat": 2}``), in today's form; any other
    entry as it is (so an undeclared ``seat`` on a kind that is no standing action is refused by
    the check of its declaration, as any other undeclared parameter)."""
    if not isinstance(entry, Action) or entry.kind not in game_type.standing_kinds:
        return entry
    seat, kind = entry.get("seat"), game_type.kind(entry.kind)
    if type(seat) is not int or any(p.name == "seat" for p in kind.params):
        return entry
    return Standing(seat, Action(entry.kind, tuple(p for p in entry.params if p[0] != "seat")))


def take(state: State, entry: Entry) -> list[Event]:
    """Take a moves entry on ``state`` (checked) as replay does: an answer through ``apply``, a
    standing action through ``take_standing`` (the window's bot worker moves its own copy of a
    game on by the same step)."""
    if isinstance(entry, Standing):
        return state.take_standing(entry.seat, entry.action)
    return state.apply(entry)


@dataclass
class GameMoves:
    """Everything needed to recreate a game: how it started and what was chosen."""

    ruleset: str
    config: dict[str, Any]
    seed: int
    actions: list[Entry] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # seat names and controllers
    #: the take-backs made during the game, in order (``Takeback``)
    takebacks: list[Takeback] = field(default_factory=list)
    #: the take-backs' runs as the save's reader found them (``takeback_json.read_takebacks``):
    #: (the list they were read for, its length, the runs); the replay works them out without it
    runs: tuple | None = field(default=None, repr=False, compare=False)

    def start(self) -> State:
        """The game's first position, keeping the trail take-back reads (``State.track_takebacks``)."""
        state = registry.get(self.ruleset).new_game(self.config, self.seed)
        state.track_takebacks()
        return state

    def to_json(self, final: State) -> dict[str, Any]:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "ruleset": self.ruleset,
            "config": self.config,
            "seed": self.seed,
            "meta": self.meta,
            "actions": [a.to_json() for a in self.actions],
            "digest": final.digest(),
        }
        if self.takebacks:
            data["takebacks"] = takebacks_to_json(self.takebacks)
        return data

    def segments(self) -> list[tuple[int, list[Entry]]]:
        """For each take-back, the moves played since the one before it: (where they start, the
        moves), the first take-back's from the game's start. Each move ever played is in one of
        them or after the last take-back, so their sum is the save's length (worked out from the
        last take-back back, each element copied once). ValueError as ``lines``."""
        return segments_of(self.actions, self.takebacks)

    def lines(self) -> list[list[Entry]]:
        """The line of play as it stood just before each take-back (the actions then taken, in
        order), first take-back first; ValueError when a take-back goes back further than the
        line it would have undone."""
        current, out = list(self.actions), []
        for back in reversed(self.takebacks):
            if back.to > len(current):
                raise ValueError(f"a take-back returns to move {back.to} of a line of {len(current)}")
            current = current[:back.to] + list(back.undone)
            out.append(current)
        return out[::-1]


def segments_of(actions: list[Entry], takebacks: list[Takeback], undone_only: bool = False) -> list[tuple[int, list[Entry]]]:
    """``GameMoves.segments`` of a line and its take-backs; ``undone_only``: a take-back that returns
    to where its segment starts has None for its moves (they are the moves it undid)."""
    current, out = list(actions), []
    for number in range(len(takebacks) - 1, -1, -1):
        back = takebacks[number]
        to = back.to
        if to > len(current):
            raise ValueError(f"a take-back returns to move {to} of a line of {len(current)}")
        del current[to:]
        current.extend(back.undone)
        start = takebacks[number - 1].to if number else 0
        out.append((start, None if undone_only and start == to else current[start:]))
    return out[::-1]


#: how a temp file is named: ``.<final name>.<writer pid>.<random>.tmp`` (same folder as the file)
TEMP_SUFFIX = ".tmp"


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` through a temp file and a rename.

    The temp file's name carries the writer's process id, so a folder's keeper (the window's
    ``client.table.autosave.clean_partial``) can tell a write in progress from one a crash cut short."""
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
    """A save's text: indented JSON, its take-backs one to a line without spaces (a third smaller)."""
    takebacks = data.get("takebacks")
    if not takebacks:
        return json.dumps(data, indent=1, sort_keys=True) + "\n"
    text = json.dumps({**data, "takebacks": _SPOT}, indent=1, sort_keys=True)
    lines = ",\n  ".join(json.dumps(entry, separators=(",", ":"), sort_keys=True) for entry in takebacks)
    return text.replace(  # (only a top-level key is indented by one space; a text's newline is "\n")
        f'\n "takebacks": "{_SPOT}"', f'\n "takebacks": [\n  {lines}\n ]', 1) + "\n"


_SPOT = "(take-backs)"  # where ``save_text`` puts the take-backs' lines


def save_game(path: str | os.PathLike, moves: GameMoves, final: State) -> None:
    write_atomic(path, save_text(moves.to_json(final)))


def _field(data: dict, name: str, kind: type | tuple, path) -> Any:
    if name not in data:
        raise SaveError(path, _("the field '%(name)s' is missing") % {"name": name})
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(path, _("the field '%(name)s' has the wrong type (%(type)s)") % {
            "name": name, "type": type(value).__name__})
    return value


_HEX = frozenset("0123456789abcdef")


def check_header(data: dict, path) -> None:
    """The fields every save needs, of the right types and sizes, and a config its game can
    start from (``Ruleset.check_config``); SaveError naming the field. No replay."""
    ruleset = _field(data, "ruleset", str, path)
    if not registry.is_available(ruleset):
        raise SaveError(path, _("unknown game %(game)s (available: %(games)s)") % {
            "game": shorten(ruleset, 30), "games": ", ".join(registry.available())})
    config = _field(data, "config", dict, path)
    _field(data, "seed", int, path)
    digest = _field(data, "digest", str, path)
    if len(digest) != 32 or not set(digest) <= _HEX:
        raise SaveError(path, _("the field 'digest' is not a digest (32 hexadecimal digits)"))
    raw_actions = _field(data, "actions", list, path)
    for index, raw in enumerate(raw_actions):
        if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
            raise SaveError(path, _("action %(n)d is malformed: an action is an object with a text 'kind'")
                            % {"n": index + 1})
    if not isinstance(data.get("meta", {}), dict):
        raise SaveError(path, _("the field 'meta' has the wrong type"))
    try:
        registry.get(ruleset).check_config(config)
    except LudusError as exc:
        raise SaveError(path, _("its game settings cannot start a game: %(why)s") % {"why": clip(str(exc))}) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError):
        raise SaveError(path, _("its game settings cannot start a game (a setting of the wrong kind)")) from None


def parse_save(text: str, path: str | os.PathLike = "<save>") -> tuple[GameMoves, str]:
    """The moves and the expected digest in a save's text; SaveError if malformed."""
    try:
        data = load_json(text, SAVE_LIMITS)
    except Refusal as exc:
        raise SaveError(path, str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, _("not a Ludus save (no 'format': 'ludus-save')"))
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(path, _("unknown save version %(version)s (this Ludus reads version %(ours)s)")
                        % {"version": shorten(version, 20), "ours": SAVE_VERSION})
    check_header(data, path)
    actions = []
    for index, raw in enumerate(data["actions"]):
        try:
            actions.append(entry_from_json(raw))
        except (ValueError, TypeError) as exc:
            raise SaveError(path, _("action %(n)d is malformed: %(why)s") % {"n": index + 1, "why": clip(str(exc), 120)}) from None
    takebacks, runs = read_takebacks(data.get("takebacks", []), path)
    moves = GameMoves(data["ruleset"], data["config"], data["seed"], actions, data.get("meta", {}), takebacks)
    if runs is not None:
        moves.runs = (takebacks, len(takebacks), runs)
    return moves, data["digest"]


def replay(moves: GameMoves, path: str | os.PathLike = "<save>", collect_events: bool = False, progress=None,
           told: list[int] | None = None):
    """Re-run a game's moves; returns (state, events). SaveError if an action is illegal. ``progress``,
    when given, is called now and then with (steps done, steps in all): a take-back and a move
    are a step each (the window's loading bar; whatever it raises stops the replay). ``told``, a
    list given with ``collect_events``, is filled with how many events the line's first i moves
    made (``told[i]``, for i from 0 to the line's length), so a take-back after a load cuts the
    log where it belongs instead of replaying it."""
    try:
        state = moves.start()
    except LudusError as exc:
        raise SaveError(path, _("its game cannot start: %(why)s") % {"why": clip(str(exc))}) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError) as exc:
        raise SaveError(path, _("its game settings cannot start a game (%(why)s)") % {"why": type(exc).__name__}) from None
    moves.actions = [upgraded(entry, state.game_type) for entry in moves.actions]
    steps = len(moves.takebacks) + len(moves.actions)
    events, start, counts = [], 0, [0]
    if moves.takebacks:  # the take-backs leave the line played up to the last one's point
        takeback_progress = progress and (lambda done, _all: progress(done, steps))
        with collector_paused():
            try:
                state, events, counts = _replay_takebacks(moves, state, path, collect_events, takeback_progress)
            except SaveError as refused:
                if not hasattr(state, "move_may_show"):
                    raise
                # written before the game's rule on moves that asked another seat (For Glory's
                # ruling 20), whose take-backs the general check alone allowed: loaded as then, so
                # no game saved before the rule is lost
                try:
                    with takeback.earlier_rules():
                        state, events, counts = _replay_takebacks(moves, moves.start(), path, collect_events,
                                                                  takeback_progress)
                except SaveError:
                    raise refused from None
        start = moves.takebacks[-1].to
    for index in range(start, len(moves.actions)):
        action = moves.actions[index]
        if progress is not None and index % PROGRESS_EVERY == 0:
            progress(len(moves.takebacks) + index, steps)
        try:
            produced = take(state, action)
        except IllegalAction as exc:
            raise SaveError(path, _("action %(n)d (%(kind)s) is illegal: %(why)s") % {
                "n": index + 1, "kind": clip(action.kind, 40), "why": clip(exc.message)}) from None
        except (LudusError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            # the rules met something no legal game reaches: the save is damaged, not the program
            raise SaveError(path, _("action %(n)d (%(kind)s) cannot be played (%(why)s)") % {
                "n": index + 1, "kind": clip(action.kind, 40), "why": type(exc).__name__}) from None
        if collect_events:
            events.extend(produced)
            counts.append(len(events))
    if told is not None and collect_events:
        told[:] = counts
    return state, events


def take_back(moves: GameMoves, state: State, seat: int) -> State:
    """Take back ``seat``'s last decision on ``state`` (the position ``moves`` reached): the
    moves keep the take-back and loses the undone moves; returns the position rebuilt (the
    moves' ``state`` is no longer current). IllegalAction, in player words, when ``seat`` has
    nothing it may take back (``State.takeback_reason``)."""
    if len(moves.takebacks) >= MAX_TAKEBACKS:
        raise IllegalAction(TAKEBACK_RULE, _("This game has been taken back %(n)s times, the most one save holds: "
                                             "this move stands.") % {"n": MAX_TAKEBACKS})
    to = state.takeback_point(seat)
    if to is None:
        raise IllegalAction(TAKEBACK_RULE, state.takeback_reason(seat))
    rebuilt = takeback.rewound(state, to)
    if rebuilt is None:
        rebuilt = replay(GameMoves(moves.ruleset, moves.config, moves.seed, list(moves.actions[:to])))[0]
    moves.takebacks.append(Takeback(to, seat, tuple(moves.actions[to:])))
    del moves.actions[to:]
    return rebuilt


#: how often a replay tells its progress (every this many take-backs, and moves)
PROGRESS_EVERY = 16

#: the rule a refused take-back is refused under (Ludus's own, not a rulebook's)
TAKEBACK_RULE = "Take-back"


def _replay_takebacks(moves: GameMoves, state: State, path, collect_events: bool = False, progress=None):
    """Play the game's take-backs as they happened, each checked against the rules of
    take-back (``State.takeback_point``); returns the position the last one returned to (the
    saved line's first moves, with their events when ``collect_events``), from which the rest
    of the line is played, and (with ``collect_events``) how many events its first i moves made.

    Linear in the save's length: each move played is played once (``GameMoves.segments``), the
    trail keeps the positions take-backs return to (``takeback.keep_positions``) so returning to
    one is a copy, a run of take-backs that are the same is checked once (``runs_of``), and a
    take-back met before (the same moves taken back from the same position, as when two moves
    are tried in turn) is not checked again."""
    known = moves.runs
    runs = known[2] if known is not None and known[0] is moves.takebacks and known[1] == len(moves.takebacks) \
        else runs_of(moves.takebacks)
    try:
        segments = segments_of(moves.actions, [run[0] for run in runs], undone_only=True)
    except ValueError as exc:
        raise SaveError(path, _("its take-backs do not fit its moves: %(why)s") % {"why": clip(str(exc))}) from None
    takeback.keep_positions(state, {run[0].to for run in runs})
    prefixes: dict[tuple[int, Entry], int] = {}
    line = [0]  # the prefix id of each position of the line being played (position i: line[i])
    events: list[Event] = []
    told = [0]  # with ``collect_events``: how many events the line had after i moves (told[i])
    checked: set[tuple] = set()
    undone_key = _UndoneKeys(state.game_type)
    by_list = undone_key.by_list
    for (back, number, times), (start, segment) in zip(runs, segments, strict=True):
        if progress is not None and (number + times - 1) // PROGRESS_EVERY > (number - 1) // PROGRESS_EVERY:
            progress(number + times - 1, len(moves.takebacks))
        if back.to == start:  # (most of a long save's: the same moves tried and taken back from the same position)
            known = by_list.get(id(back.undone))
            if known is not None and (line[start], known[1], back.seat, start) in checked:
                continue  # met before from this very position: nothing is played, the position stays
        # the moves played since the take-back before, from where it returned (``start``): when
        # this one returns there too, they are the moves it undid (a number for them, worked out
        # once per list of moves), else listed
        if back.to == start:
            segment, named = undone_key(back.undone)
        else:
            segment = named = tuple(upgraded(entry, state.game_type) for entry in segment)
        seen = (line[start], named, back.seat, back.to)
        rebuilt = None
        if seen in checked and back.to <= start:  # met before: the same moves taken back from here
            rebuilt = state if back.to == start else takeback.rewound(state, back.to)
        if rebuilt is None:
            takeback.keep_up_to(state, back.to)  # (the positions after ``to`` are done with at once)
            _play_undone(state, segment, number, path, line, prefixes, events if collect_events else None, told)
            if back.seat >= state.num_seats or state.takeback_point(back.seat) != back.to:
                raise SaveError(path, _("take-back %(n)d goes back where the rules of take-back do not allow")
                                % {"n": number})
            rebuilt = takeback.rewound(state, back.to)
            if rebuilt is None:
                raise SaveError(path, _("take-back %(n)d goes back where the rules of take-back do not allow")
                                % {"n": number})
            checked.add(seen)
        state = rebuilt
        del line[back.to + 1:]
        if collect_events:
            del events[told[back.to]:], told[back.to + 1:]
    takeback.keep_positions(state, None)
    return state, events, told


class _UndoneKeys:
    """For a take-back's undone moves: (the moves in today's form, ``upgraded``; a number that is the
    same for the same moves), worked out once per list of moves a save holds (its take-backs share
    their lists: ``takebacks_from_json``), so a take-back met again costs no hash of its moves."""

    def __init__(self, game_type):
        self.game_type = game_type
        self.by_list: dict[int, tuple[tuple[Entry, ...], int]] = {}
        self.by_moves: dict[tuple[Entry, ...], int] = {}
        self.lists: list[tuple] = []  # (the lists keyed by their id are kept alive here)

    def __call__(self, undone: tuple[Entry, ...]) -> tuple[tuple[Entry, ...], int]:
        known = self.by_list.get(id(undone))
        if known is None:
            moves = tuple(upgraded(entry, self.game_type) for entry in undone)
            known = self.by_list[id(undone)] = (moves, self.by_moves.setdefault(moves, len(self.by_moves)))
            self.lists.append(undone)
        return known


def _play_undone(state: State, moves, number: int, path, line: list[int], prefixes, events, told) -> None:
    """Play the moves of take-back ``number``'s segment on ``state``, noting the line's prefix ids
    (and, when ``events`` is a list, the events and how many there are after each move)."""
    for index, entry in enumerate(moves, start=state.decisions_made):
        try:
            produced = takeback.take_listed(state, entry) if type(entry) is Action else None
            if produced is None:
                produced = take(state, entry)
        except (LudusError, ValueError, TypeError, KeyError, IndexError, AttributeError):
            raise SaveError(path, _("take-back %(n)d: move %(move)d, which it undid, cannot be played")
                            % {"n": number, "move": index + 1}) from None
        line.append(prefixes.setdefault((line[-1], entry), len(prefixes) + 1))
        if events is not None:
            events.extend(produced)
            told.append(len(events))


def read_save(path: str | os.PathLike) -> str:
    """The text of the save at ``path`` (read once, within the save's size limits); SaveError
    naming the file when it cannot be read."""
    try:
        return decode(read_bytes(path, SAVE_LIMITS))
    except IsADirectoryError:
        raise SaveError(path, _("is a folder, not a save file")) from None
    except FileNotFoundError:
        raise SaveError(path, _("cannot be read (no such file)")) from None
    except OSError as exc:
        raise SaveError(path, _("cannot be read (%(why)s)") % {"why": exc.strerror or exc}) from None
    except Refusal as exc:
        raise SaveError(path, str(exc)) from None


def load_text(text: str, path: str | os.PathLike = "<save>", collect_events: bool = False, progress=None,
              told: list[int] | None = None):
    """Verify a save's text (``read_save``): (moves, state, events), its moves replayed once and
    the digest checked. ``path`` only names the save in errors; ``progress`` and ``told``: as
    ``replay``'s."""
    with collector_paused():  # (a save's text makes objects by the hundred thousand: each collection walked them)
        moves, expected = parse_save(text, path)
        state, events = replay(moves, path, collect_events, progress, told)
    if state.digest() != expected and expected not in state.former_digests():
        raise SaveError(path, _("digest mismatch: the actions lead to %(ours)s, the save says %(theirs)s (edited, "
                                "or made by another version)") % {"ours": state.digest(), "theirs": expected})
    return moves, state, events


def load_save(path: str | os.PathLike, collect_events: bool = False, progress=None):
    """Load and verify a save: (moves, state, events). The file is never modified. ``progress``:
    as ``replay``'s."""
    return load_text(read_save(path), path, collect_events, progress)
