"""Hostile files for every reader Ludus has, and the subprocess that reads them under a limit.

``documents`` is a hypothesis strategy: a valid base document (a save, a scenario) mutated at
a random place by a random hostile value (NaN, inf, 1e308, 2**63-1, a 100 kB string, deep
nesting, a wrong type, a missing or unknown key), or its text damaged (cut short, not UTF-8,
huge). ``maps`` does the same to a Tiled map's XML. ``Reader`` runs
``tests/hostile/worker.py`` once and sends it one file at a time; a file not answered within
``LIMIT`` seconds kills the worker and fails the test (the reader hung).

A game's scenario reader plugs in with one line in ``SCENARIOS``: the game, its seat count and
a valid scenario file to mutate.
"""
from __future__ import annotations

import copy
import json
import math
import os
import queue
import re
import subprocess
import sys
import threading
import tomllib
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).resolve().parent / "corpus"
#: seconds one file may take before the reader counts as hung (a refusal takes milliseconds)
LIMIT = 30.0


@dataclass(frozen=True)
class ScenarioBase:
    game: str
    seats: int
    path: Path


#: every game that reads scenario files: one line each (Gladiatores and Spartacus: add theirs)
SCENARIOS = [
    ScenarioBase("forglory", 3, ROOT / "engine/forglory/scenarios/final_battle.toml"),
    ScenarioBase("arenarex", 2, ROOT / "tests/arenarex/positions/damnatio.toml"),
    ScenarioBase("gladiatores", 3, ROOT / "engine/gladiatores/scenarios/combat_example.toml"),
    ScenarioBase("spartacus", 3, ROOT / "engine/spartacus/scenarios/intrigue_support.toml"),
]
#: every map a game reads
MAPS = {"arenarex": ROOT / "maps/colosseum.tmx", "spartacus": ROOT / "maps/spartacus/hex_arena.tmx"}
#: seats of a base save per game (a short seeded game of random bots)
SAVE_SEATS = {"forglory": 3, "arenarex": 2, "gladiatores": 3, "spartacus": 3}

BIG = 2 ** 63 - 1
HOSTILE_VALUES = [
    math.nan, math.inf, -math.inf, 1e308, -1e308, 1e30, BIG, -BIG, 2 ** 64, -1, 0, 50, 999,
    "", "x" * 100_000, "\x00", "é" * 3000, None, True, False, [], {}, [[[[[[[[[[[]]]]]]]]]]],
    {"a": {"b": {"c": {}}}}, "nan", "1e308", [0, 0, 0], 3.5,
]


def hostile_values():
    return st.one_of(
        st.sampled_from(HOSTILE_VALUES).map(copy.deepcopy),  # a fresh copy: mutations never reach the list
        st.integers(min_value=-(2 ** 70), max_value=2 ** 70),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=20),
        st.integers(min_value=50, max_value=400).map(lambda n: _nest(n)),
    )


def _nest(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def paths(data, prefix=()):
    """Every place in a document: (path, value) pairs, the document first."""
    out = [(prefix, data)]
    stack = [(prefix, data)]
    while stack:
        where, value = stack.pop()
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, item in items:
            out.append((where + (key,), item))
            stack.append((where + (key,), item))
    return out


def _set(data, path, value, delete=False):
    if not path:
        return value
    target = data
    for key in path[:-1]:
        target = target[key]
    if delete:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@st.composite
def mutated(draw, base):
    """``base`` (parsed JSON or TOML data) changed at one to three places."""
    data = json.loads(json.dumps(base))
    for _ in range(draw(st.integers(1, 3))):
        places = paths(data)
        where, value = places[draw(st.integers(0, len(places) - 1))]
        op = draw(st.sampled_from(["replace", "replace", "replace", "delete", "add", "wrap"]))
        if op == "delete" and where:
            data = _set(data, where, None, delete=True)
        elif op == "add" and isinstance(value, dict):
            value[draw(st.sampled_from(["zz", "x" * 5000, "seats", "kind"]))] = draw(hostile_values())
        elif op == "wrap":
            data = _set(data, where, _nest(draw(st.integers(1, 200))) if not where else [value])
        else:
            data = _set(data, where, draw(hostile_values()))
    return data


def damaged_text(text: str):
    """Strategies for text damaged as a whole: cut short, bytes that are not UTF-8, padding."""
    raw = text.encode("utf-8")
    return st.one_of(
        st.integers(0, len(raw)).map(lambda n: raw[:n]),
        st.integers(0, len(raw)).map(lambda n: raw[:n] + b"\xff\xfe\x80" + raw[n:]),
        st.integers(0, len(raw)).map(lambda n: raw[:n] + b"[" * 50_000 + raw[n:]),
        st.just(b"\xef\xbb\xbf" + raw),
        st.just(raw + b" " * 3_000_000),
    )


def to_json(data) -> bytes:
    return json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")


def to_toml(data) -> bytes:
    """A small TOML writer for scenario data (top-level values, tables, arrays of tables)."""
    if not isinstance(data, dict):
        return b"value = " + _toml_value(data).encode("utf-8", "surrogatepass")
    lines, tables = [], []
    for key, value in data.items():
        if isinstance(value, dict):
            tables.append(f"[{_toml_key(key)}]\n" + "".join(f"{_toml_key(k)} = {_toml_value(v)}\n"
                                                           for k, v in value.items()))
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for item in value:
                tables.append(f"[[{_toml_key(key)}]]\n" + "".join(f"{_toml_key(k)} = {_toml_value(v)}\n"
                                                                 for k, v in item.items()))
        else:
            lines.append(f"{_toml_key(key)} = {_toml_value(value)}\n")
    return ("".join(lines) + "\n".join(tables)).encode("utf-8", "surrogatepass")


def _toml_key(key) -> str:
    return json.dumps(str(key))


def _toml_value(value) -> str:
    if value is None:
        return '"none"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + "}"
    # deep lists are written without recursion
    out, stack = [], [("v", value)]
    while stack:
        tag, item = stack.pop()
        if tag == "s":
            out.append(item)
        elif isinstance(item, list):
            stack.append(("s", "]"))
            for i, sub in reversed(list(enumerate(item))):
                stack.append(("v", sub))
                if i:
                    stack.append(("s", ", "))
            stack.append(("s", "["))
        else:
            out.append(_toml_value(item))
    return "".join(out)


def scenario_files(base: ScenarioBase):
    text = base.path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    return st.one_of(mutated(data).map(to_toml), mutated(data).map(to_toml), damaged_text(text))


def save_files(save_text: str):
    data = json.loads(save_text)
    return st.one_of(mutated(data).map(to_json), mutated(data).map(to_json), mutated(data).map(to_json),
                     damaged_text(save_text))


def settings_files():
    base = {"version": 1, "volume": 70, "fullscreen": False, "window_size": [1280, 720], "bot_speed": "normal"}
    return st.one_of(mutated(base).map(to_json), damaged_text(json.dumps(base)))


_NUMBER_ATTR = re.compile(r'((?:x|y|width|height|id|value|tilewidth|tileheight|firstgid)=")([^"]*)(")')
HOSTILE_ATTRS = ["nan", "inf", "-inf", "1e308", "-1e308", "1e30", str(BIG), "-1", "0", "abc", "", "99999999",
                 "4.5", "0x10"]


@st.composite
def map_files(draw, path: Path):
    """A Tiled map with attribute values replaced, elements cut, entities declared or its text damaged."""
    text = path.read_text(encoding="utf-8")
    choice = draw(st.integers(0, 9))
    if choice <= 5:
        spots = list(_NUMBER_ATTR.finditer(text))
        for _ in range(draw(st.integers(1, 3))):
            spot = spots[draw(st.integers(0, len(spots) - 1))]
            value = draw(st.one_of(st.sampled_from(HOSTILE_ATTRS), st.floats().map(repr)))
            text = text[:spot.start(2)] + value + text[spot.end(2):]
            spots = list(_NUMBER_ATTR.finditer(text))
        return text.encode("utf-8")
    if choice == 6:
        lines = text.splitlines(keepends=True)
        start = draw(st.integers(1, len(lines) - 1))
        return "".join(lines[:start] + lines[start + draw(st.integers(1, 4)):]).encode("utf-8")
    if choice == 7:
        bomb = ('<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
                '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n')
        head, _, rest = text.partition("\n")
        return (head + "\n" + bomb + rest.replace('name="title" value="', 'name="title" value="&c;', 1)).encode()
    if choice == 8:
        return text.replace('width="', f'width="{draw(st.sampled_from(["100000", "-3", "1e9"]))}', 1).encode()
    return draw(damaged_text(text))


@dataclass
class Outcome:
    code: int | None
    message: str
    traceback: str | None = None

    def refused_in_one_line(self) -> bool:
        lines = self.message.strip().splitlines()
        return self.code == 2 and len(lines) == 1 and "Traceback" not in self.message and len(lines[0]) < 600


class Hung(AssertionError):
    pass


class Reader:
    """``tests/hostile/worker.py`` in a subprocess, asked about one file at a time under ``LIMIT``."""

    def __init__(self, root: Path = ROOT):
        import tempfile

        # the reader's own throwaway user folders: a crash report or a log line never lands in the player's
        self.home = Path(tempfile.mkdtemp(prefix="ludus-hostile-"))
        env = dict(os.environ, PYTHONPATH=str(root), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=str(self.home), XDG_STATE_HOME=str(self.home / "state"),
                   XDG_DATA_HOME=str(self.home / "data"), XDG_CONFIG_HOME=str(self.home / "config"),
                   LUDUS_CONFIG_DIR=str(self.home / "config"), LUDUS_DATA_DIR=str(self.home / "data"),
                   LUDUS_LOG_DIR=str(self.home / "logs"))
        self.proc = subprocess.Popen([sys.executable, "-X", "utf8", str(Path(__file__).with_name("worker.py"))],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, encoding="utf-8", cwd=root, env=env)
        # answers are read by a thread, so that waiting for one can have a limit on every system
        self.answers: queue.Queue = queue.Queue()
        threading.Thread(target=self._read_answers, daemon=True).start()

    def _read_answers(self) -> None:
        for line in self.proc.stdout:
            self.answers.put(line)
        self.answers.put("")  # the worker is gone

    def ask(self, kind: str, path: Path, game: str = "", seats: int = 0, limit: float = LIMIT) -> Outcome:
        request = {"kind": kind, "path": str(path), "game": game, "seats": seats}
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        try:
            line = self.answers.get(timeout=limit)
        except queue.Empty:
            self.close()
            raise Hung(f"the {kind} reader did not answer within {limit:.0f} s on {path}") from None
        if not line:
            raise Hung(f"the {kind} reader died on {path}")
        answer = json.loads(line)
        return Outcome(answer["code"], answer["message"], answer.get("traceback"))

    def close(self) -> None:
        import shutil

        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        shutil.rmtree(self.home, ignore_errors=True)


def snapshot(path: Path) -> tuple[bytes, int]:
    """A file's bytes and modification time (to check that reading changed nothing)."""
    files = sorted(path.iterdir()) if path.is_dir() else [path]
    return tuple((p.read_bytes(), p.stat().st_mtime_ns) for p in files)


@dataclass
class Tally:
    """What a run of hostile files came to (the benchmark prints it)."""

    count: int = 0
    refused: int = 0
    slowest: float = 0.0     # seconds of the slowest refusal
    slowest_file: str = ""   # what that refusal said


def check_outcome(outcome: Outcome, path: Path, content: bytes) -> None:
    """No traceback; a refusal is one line (exit 2); an accepted file is fine."""
    assert outcome.traceback is None, f"{path.name} ({len(content)} bytes, {content[:120]!r}...): {outcome.traceback}"
    if outcome.code != 0:
        assert outcome.refused_in_one_line(), f"{content[:200]!r}: not a one-line refusal: {outcome.message[:800]!r}"


def run_hostile(reader: Reader, kind: str, files, folder: Path, name: str, *, examples: int, game: str = "",
                seats: int = 0, derandomize: bool = True, tally: Tally | None = None, clock=None) -> Tally:
    """Feed ``examples`` files drawn from the strategy ``files`` to the reader (a hypothesis
    test run at once): each must be answered under the limit, with no traceback, a refusal in
    one line, and the file unchanged. ``clock`` (the benchmark's) measures the slowest answer."""
    from hypothesis import HealthCheck, given, settings

    tally = tally or Tally()
    target = folder / name

    @settings(max_examples=examples, deadline=None, database=None, derandomize=derandomize,
              suppress_health_check=list(HealthCheck), print_blob=True)
    @given(files)
    def case(content: bytes):
        if kind == "settings":
            target.mkdir(exist_ok=True)
            (target / "settings.json").write_bytes(content)
        else:
            target.write_bytes(content)
        before = snapshot(target)
        start = clock() if clock else 0.0
        outcome = reader.ask(kind, target, game, seats)
        took = clock() - start if clock else 0.0
        check_outcome(outcome, target, content)
        assert snapshot(target) == before, f"reading {name} changed it"
        tally.count += 1
        tally.refused += outcome.code != 0
        if outcome.code != 0 and took > tally.slowest:  # the slowest refusal
            tally.slowest, tally.slowest_file = took, f"{game or kind} {kind}: {outcome.message.strip()[:100]}"

    case()
    return tally


def base_save(game: str, folder: Path, decisions: int = 25) -> Path:
    """A valid save of a short seeded game of ``game`` (random choices), to mutate."""
    import random

    from engine.core import registry
    from engine.core.saves import GameMoves, save_game

    ruleset = registry.get(game)
    config = ruleset.make_config(SAVE_SEATS[game], {})
    state = ruleset.new_game(config, 11)
    moves = GameMoves(game, config, 11, [], {"seats": [{"name": f"Seat {i}", "controller": "bot:random"}
                                                         for i in range(SAVE_SEATS[game])], "game": game, "seq": 1})
    pick = random.Random(11)
    for _ in range(decisions):
        if state.to_decide() is None:
            break
        action = pick.choice(state.legal_actions())
        state.apply(action)
        moves.actions.append(action)
    path = folder / f"{game}.json"
    save_game(path, moves, state)
    return path
