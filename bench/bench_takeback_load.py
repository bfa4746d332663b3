"""Loading against take-backs (issue 38.4): for each game, a seeded game with 0, 1,000 and 10,000
take-backs spread over it, loaded from its save (``load_save``, as Continue and Load do); the
"0" save is the 10,000 one without its take-backs (the same game, the same digest); each time is
the best of 5 loads, in CPU seconds (and wall seconds beside it). Three kinds:
``repeated``, the deciding seat tries its move and takes it back, over and over (how a player
hesitates); ``deep``, the same but only far from the last news (a roll, a card drawn), where each
take-back used to replay everything since it; ``varied``, a different legal move each time where
one can be taken back (each a different take-back to check: the hardest). Prints each time and
its ratio to the game without take-backs (the bar: 5x at 10,000), then for each game and kind
whether the growth is linear: the time per take-back added from 1,000 to 10,000 is no more than
twice that of the first 1,000 (a cost growing with the square would be ten times it).

The saves are built once into ``bench/results/takeback_saves/`` (slow: every take-back is taken
live) and kept; a kept save's take-backs are written again in today's form when read. Each
timing goes into ``bench/results/takeback_load.jsonl`` as it is measured, with the commit it
measured, and a rerun at the same commit skips what is there (resumable).
``--quick``: 0, 100 and 1,000 take-backs."""
from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

from engine.core import Rng, registry, takeback
from engine.core.saves import (
    GameMoves,
    load_save,
    save_text,
    take,
    take_back,
    takebacks_from_json,
    takebacks_to_json,
)

RESULTS = Path(__file__).resolve().parent / "results"
SAVES = RESULTS / "takeback_saves"
TIMES = RESULTS / "takeback_load.jsonl"
GAMES = ("arenarex", "forglory", "gladiatores", "spartacus")
COUNTS = (0, 1_000, 10_000)
QUICK_COUNTS = (0, 100, 1_000)
KINDS = ("repeated", "deep", "varied")
#: ``deep``: take-backs only where at least this many moves were made since the last news (a roll,
#: a card drawn): the case that cost a replay from the news per take-back (Arena Rex's deployment)
DEEP = 12
#: take-backs tried at each decision until the wanted number is reached (spreads them over the game)
PER_DECISION = 60


def _quiet(state, action) -> bool:
    """Taking ``action`` draws no chance and shows nobody anything (so it can be taken back)."""
    probe = state.clone()
    before = (probe.rng.state, probe.rng.inc)
    events = probe.apply_unchecked(action)
    return (probe.rng.state, probe.rng.inc) == before and not any(e.seen_by is not None for e in events) \
        and probe.to_decide() is not None


def build(game: str, wanted: int, kind: str, seed: int = 2):
    """A seeded random game in which ``wanted`` take-backs are made, spread over its decisions;
    returns (moves, final state). When the game ends first (For Glory refuses the take-back of a
    move that asked another seat on what it hides: many decisions allow none), it is built again
    with three times as many tries at each decision, up to twice."""
    per = max(1, -(-wanted // PER_DECISION))
    for _ in range(3):
        moves, state = _build(game, wanted, kind, seed, per)
        if len(moves.takebacks) >= wanted:
            break
        per *= 3
    return moves, state


def _build(game: str, wanted: int, kind: str, seed: int, per: int):
    """``build`` with ``per`` take-backs tried at each decision."""
    ruleset = registry.get(game)
    config = ruleset.make_config(ruleset.min_seats)
    state = ruleset.new_game(config, seed)
    state.track_takebacks()
    takeback.keep_positions(state)  # quicker to build; the save is the same
    moves = GameMoves(game, config, seed)
    play, tries = Rng(seed, stream=3), Rng(seed, stream=5)
    while state.to_decide() is not None and len(moves.actions) < 3000:
        real, moved = play.choice(state.legal_actions()), False
        trail = takeback.trail_of(state)
        room = 0 if kind == "deep" and len(moves.actions) - trail.base < DEEP else wanted - len(moves.takebacks)
        for _ in range(min(per, room)):
            seat = state.to_decide().seat
            trial = tries.choice(state.legal_actions()) if kind == "varied" else real
            if not _quiet(state, trial):
                break
            here = len(moves.actions)
            take(state, trial)
            moves.actions.append(trial)
            if state.takeback_point(seat) != here:  # it cannot be taken back: it stands
                moved = True
                break
            state = take_back(moves, state, seat)
        if not moved:
            take(state, real)
            moves.actions.append(real)
    return moves, state


def saves(game: str, counts, kind: str) -> dict[int, Path]:
    """The bench's saves of ``game`` (built when missing): take-back count -> path."""
    SAVES.mkdir(parents=True, exist_ok=True)
    out = {}
    top = max(counts)
    for count in counts:
        if count == 0:
            continue
        path = SAVES / f"{game}-{kind}-{count}.json"
        if not path.is_file():
            moves, state = build(game, count, kind)
            path.write_text(save_text(moves.to_json(state)), encoding="utf-8")
        else:
            _in_todays_form(path)
        out[count] = path
    plain = SAVES / f"{game}-{kind}-0.json"
    data = json.loads(out[top].read_text(encoding="utf-8"))
    data.pop("takebacks", None)  # the same game, no take-backs: the same digest
    plain.write_text(save_text(data), encoding="utf-8")
    out[0] = plain
    return dict(sorted(out.items()))


def _in_todays_form(path: Path) -> None:
    """A kept save's take-backs as today's Ludus writes them (the same take-backs, in today's text)."""
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    if "takebacks" in data:
        data["takebacks"] = takebacks_to_json(takebacks_from_json(data["takebacks"], path))
        if save_text(data) != text:
            path.write_text(save_text(data), encoding="utf-8")


def commit() -> str:
    """The code measured: its commit, marked when the work tree has changes."""
    def git(*args):
        return subprocess.run(["git", *args], capture_output=True, text=True, cwd=RESULTS.parent).stdout.strip()
    return (git("rev-parse", "--short", "HEAD") or "unknown") + ("+changes" if git("status", "--porcelain", "--", "engine") else "")


def measured(code: str) -> dict[tuple, dict]:
    if not TIMES.is_file():
        return {}
    rows = [json.loads(line) for line in TIMES.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {(r["game"], r["kind"], r["takebacks"]): r for r in rows if r.get("commit") == code}


def growth(rows: dict[int, dict]) -> str:
    """Whether the load time grows linearly with the take-backs (see the module text)."""
    low, mid, high = sorted(rows)
    if rows[high]["found"] == 0:
        return "no take-back could be made (never that many moves in a row without news)"
    first = (rows[mid]["seconds"] - rows[low]["seconds"]) / max(1, rows[mid]["found"] - rows[low]["found"])
    then = (rows[high]["seconds"] - rows[mid]["seconds"]) / max(1, rows[high]["found"] - rows[mid]["found"])
    ratio = rows[high]["seconds"] / rows[low]["seconds"]
    verdict = "linear" if then <= 2 * max(first, 1e-9) else "FASTER THAN LINEAR"
    bar = "within 5x" if ratio <= 5 else "OVER 5x"
    return (f"{verdict}: {first * 1e6:.0f} then {then * 1e6:.0f} us a take-back; "
            f"x{ratio:.2f} at {rows[high]['found']} ({bar})")


def time_load(path: Path, repeat: int) -> tuple[float, float, int, int]:
    """The best of ``repeat`` loads: (CPU seconds, wall seconds, take-backs, bytes). The ratio is
    taken on CPU time: on a busy machine the wall clock counts the other processes too."""
    best = wall = float("inf")
    for _ in range(repeat):
        began, cpu = time.perf_counter(), time.process_time()
        moves, _state, _events = load_save(path)
        best, wall = min(best, time.process_time() - cpu), min(wall, time.perf_counter() - began)
    return best, wall, len(moves.takebacks), path.stat().st_size


def takeback_load(quick: bool):
    counts = QUICK_COUNTS if quick else COUNTS
    code = commit()
    done = measured(code)
    figures = []
    print(f"  code measured: {code}", flush=True)
    for kind in KINDS:
        for game in GAMES:
            for count, path in saves(game, counts, kind).items():
                key = (game, kind, count)
                if key not in done or quick:
                    seconds, wall, found, size = time_load(path, 5)
                    row = {"game": game, "kind": kind, "takebacks": count, "found": found, "seconds": seconds,
                           "wall": wall, "bytes": size, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "commit": code}
                    if not quick:
                        with TIMES.open("a", encoding="utf-8") as handle:
                            handle.write(json.dumps(row) + "\n")
                    done[key] = row
                row = done[key]
                base = done[(game, kind, 0)]["seconds"]
                print(f"  {game:<12} {kind:<9} {row['found']:>6} take-backs {row['bytes'] / 1e6:6.2f} MB "
                      f"{row['seconds']:8.3f} s CPU ({row.get('wall', 0):.3f} s wall)  x{row['seconds'] / base:6.2f}",
                      flush=True)
                figures.append((f"load {game} {kind} {count} take-backs", row["seconds"], "s"))
            rows = {count: done[(game, kind, count)] for count in counts}
            print(f"  {game:<12} {kind:<9} {growth(rows)}", flush=True)
            top = rows[max(counts)]
            figures.append((f"ratio {game} {kind} {top['found']}/0", top["seconds"] / rows[0]["seconds"], "x"))
    return figures


FIGURES = [takeback_load]
