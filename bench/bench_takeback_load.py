"""Loading against take-backs (issue 38.4): for each game, a seeded game with 0, 1,000 and 10,000
take-backs spread over it, loaded from its save (``load_save``, as Continue and Load do); the
"0" save is the 10,000 one without its take-backs (the same game, the same digest). Two kinds:
``repeated``, the deciding seat tries its move and takes it back, over and over (how a player
hesitates); ``deep``, the same but only far from the last news (a roll, a card drawn), where each
take-back used to replay everything since it; ``varied``, a different legal move each time where
one can be taken back. Prints each
time and the ratio to the game without take-backs; linear growth reads as time per take-back
staying flat between 1,000 and 10,000.

The saves are built once into ``bench/results/takeback_saves/`` (slow: every take-back is taken
live) and kept; each timing goes into ``bench/results/takeback_load.jsonl`` as it is measured,
and a rerun skips what is there (resumable). ``--quick``: 0, 100 and 1,000 take-backs."""
from __future__ import annotations

import json
import time
from pathlib import Path

from engine.core import Rng, registry, takeback
from engine.core.saves import GameMoves, load_save, save_text, take, take_back

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
    returns (record, final state)."""
    ruleset = registry.get(game)
    config = ruleset.make_config(ruleset.min_seats)
    state = ruleset.new_game(config, seed)
    state.track_takebacks()
    takeback.keep_positions(state)  # quicker to build; the save is the same
    moves = GameMoves(game, config, seed)
    play, tries = Rng(seed, stream=3), Rng(seed, stream=5)
    per = max(1, -(-wanted // PER_DECISION))
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
        out[count] = path
    plain = SAVES / f"{game}-{kind}-0.json"
    data = json.loads(out[top].read_text(encoding="utf-8"))
    data.pop("takebacks", None)  # the same game, no take-backs: the same digest
    plain.write_text(save_text(data), encoding="utf-8")
    out[0] = plain
    return dict(sorted(out.items()))


def measured() -> dict[tuple, dict]:
    if not TIMES.is_file():
        return {}
    rows = [json.loads(line) for line in TIMES.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {(r["game"], r["kind"], r["takebacks"]): r for r in rows}


def time_load(path: Path, repeat: int) -> tuple[float, int, int]:
    best = float("inf")
    for _ in range(repeat):
        began = time.perf_counter()
        moves, _state, _events = load_save(path)
        best = min(best, time.perf_counter() - began)
    return best, len(moves.takebacks), path.stat().st_size


def takeback_load(quick: bool):
    counts = QUICK_COUNTS if quick else COUNTS
    done = measured()
    figures = []
    for kind in KINDS:
        for game in GAMES:
            for count, path in saves(game, counts, kind).items():
                key = (game, kind, count)
                if key not in done or quick:
                    seconds, found, size = time_load(path, 1 if count else 3)
                    row = {"game": game, "kind": kind, "takebacks": count, "found": found, "seconds": seconds,
                           "bytes": size, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
                    if not quick:
                        with TIMES.open("a", encoding="utf-8") as handle:
                            handle.write(json.dumps(row) + "\n")
                    done[key] = row
                row = done[key]
                base = done[(game, kind, 0)]["seconds"]
                print(f"  {game:<12} {kind:<9} {row['found']:>6} take-backs {row['bytes'] / 1e6:6.2f} MB "
                      f"{row['seconds']:8.2f} s  x{row['seconds'] / base:6.2f}", flush=True)
                figures.append((f"load {game} {kind} {count} take-backs", row["seconds"], "s"))
    return figures


FIGURES = [takeback_load]
