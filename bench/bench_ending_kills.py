"""A game's end under kill -9 (issue 38.2), with real processes: no finished game is ever lost.

For each kill, a data folder of its own (``LUDUS_DATA_DIR``) holds a finished game already in
the record and a game one move from its end, autosaved. A child process continues that game as
the window's Continue does (``GameSession.load`` of the newest autosave), says it is ready, and
plays the move that ends it: the window's own ending (the game-over autosave written by the
autosave thread, then ``RecordStore.add``; ``GameSession.apply``). The bench sends SIGKILL at an
instant drawn (seeded) over the ending: from "ready" to a little past the time an ending takes
when nobody kills it (until the game is recorded and its autosaves flushed; measured first, on
unkilled runs), so some land as the process is closing or after it exited. Then it starts up as the window does
(``recover_finished``) and checks:

* the game recorded before is still in the record;
* the game just ended is in the record (with its winner and length), or else it is unfinished
  on disk and Continue offers it, at most its last decision short;
* Continue never offers a game the record holds.

Each kill is counted by what the folder shows it cut (the phase): before the game-over
autosave, between it and the record, once the record held the game, or after the process had
already exited. Prints kills per phase and games lost (the bar: 0).
``--quick``: 6 kills (about 3 s each); else 80."""
from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = (("forglory", 1), ("gladiatores", 3), ("forglory", 2), ("spartacus", 1))
KILLS, QUICK_KILLS = 80, 6
#: unkilled runs per game measuring how long the ending takes (the kill instants spread over it)
CALIBRATE = 2
#: the kill instants run to this many times the ending's length (some land after the exit)
PAST = 1.5
PHASES = ("before the game-over autosave", "game-over autosave written, record not yet",
          "record holds the game", "process had exited")


@contextmanager
def data_folder(folder: Path):
    """Run the window's folder code on ``folder`` (as the window with ``LUDUS_DATA_DIR`` set)."""
    from client.table import autosave

    before = os.environ.get("LUDUS_DATA_DIR")
    os.environ["LUDUS_DATA_DIR"] = str(folder)
    autosave._INFO_CACHE.clear()
    try:
        yield
    finally:
        autosave._INFO_CACHE.clear()
        if before is None:
            os.environ.pop("LUDUS_DATA_DIR", None)
        else:
            os.environ["LUDUS_DATA_DIR"] = before


def ends_the_game(session, action) -> bool:
    probe = session.state.clone()
    probe.apply(action)
    return probe.to_decide() is None


def play_to_the_last_move(game: str, seed: int):
    """A game with a person at seat 1 played at random (seeded) up to, not including, the move
    that ends it, its autosaves written; returns (session, that move)."""
    from client.table.session import GameSession, Seat
    from engine.core import registry

    ruleset = registry.get(game)
    seats = [Seat("Livia", "human")] + [Seat(f"Bot {i}", "bot:easy") for i in range(2, ruleset.min_seats + 1)]
    session = GameSession.new(game, ruleset.make_config(len(seats)), seats, seed)
    rng = random.Random(seed)
    while True:
        action = rng.choice(session.legal_actions())
        if ends_the_game(session, action):
            session.flush()
            return session, action
        session.apply(action)


def prepare(folder: Path, game: str, seed: int) -> dict:
    """The folder a kill starts from: a finished game recorded, another one move from its end.
    Returns what the checks need (its id, the move that ends it, the results)."""
    with data_folder(folder):
        earlier, last = play_to_the_last_move(game, seed + 100)
        earlier.apply(last)
        earlier.flush()
        session, last = play_to_the_last_move(game, seed)
        probe = session.state.clone()
        probe.apply(last)
        result = probe.result()
    return {"game": session.game_id, "earlier": earlier.game_id, "last": last.to_json(),
            "moves": len(session.moves.actions) + 1, "winner": result.winner}


def child(folder: str, last: str) -> int:
    """The killed process: Continue the folder's game, then play the move that ends it."""
    os.environ["LUDUS_DATA_DIR"] = folder
    from client.table.autosave import last_autosave
    from client.table.session import GameSession
    from engine.core import Action

    session = GameSession.load(last_autosave())
    action = Action.from_json(json.loads(last))
    print("ready", flush=True)
    session.apply(action)
    session.flush()
    print("done", flush=True)
    return 0


def run_child(folder: Path, plan: dict, delay: float | None):
    """Start a child on ``folder``; SIGKILL it ``delay`` s after it is ready (None: let it end).
    Returns (seconds from ready to the kill, or to the ending's end when unkilled; True when the
    kill landed before the process exited)."""
    env = dict(os.environ, LUDUS_DATA_DIR=str(folder), LUDUS_CONFIG_DIR=str(folder / "config"),
               LUDUS_LOG_DIR=str(folder / "logs"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    process = subprocess.Popen([sys.executable, "-m", "bench.bench_ending_kills", "--child", str(folder),
                                json.dumps(plan["last"])], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        ready = time.perf_counter()
        if line.strip() != "ready":
            process.wait(30)
            raise RuntimeError(f"the child never got ready: {line!r} {process.stderr.read()[-2000:]}")
        if delay is None:  # the ending's length: until the game is recorded and its autosave flushed
            line = process.stdout.readline()
            took = time.perf_counter() - ready
            process.wait(60)
            if line.strip() != "done" or process.returncode:
                raise RuntimeError(f"the ending failed: {process.stderr.read()[-2000:]}")
            return took, False
        time.sleep(delay)
        landed = process.poll() is None
        process.send_signal(signal.SIGKILL)
        process.wait(30)
        return time.perf_counter() - ready, landed
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()
        process.stderr.close()


def phase(folder: Path, plan: dict, landed: bool) -> str:
    """What the kill cut, read from the folder it left."""
    from client.table.autosave import autosave_dir, newest_per_game, scan
    from client.table.record import RecordStore

    if not landed:
        return PHASES[3]
    with data_folder(folder):
        if any(e.game_id == plan["game"] for e in RecordStore().load().entries):
            return PHASES[2]
        mine = [i for i in newest_per_game(scan(autosave_dir())) if i.game == plan["game"]]
        return PHASES[1] if mine and mine[0].over is True else PHASES[0]


def check(folder: Path, plan: dict) -> list[str]:
    """The next start-up on the folder a kill left; the problems found (none: nothing lost)."""
    from client.table.autosave import last_autosave, load
    from client.table.record import RecordStore, recover_finished

    problems = []
    with data_folder(folder):
        recover_finished()  # what the window does at start-up
        entries = {e.game_id: e for e in RecordStore().load().entries}
        offered = last_autosave()
        offered_game = None
        if offered is not None:
            moves, state, _events, _told = load(offered)
            offered_game = moves.meta.get("game")
            if offered_game == plan["game"] and plan["moves"] - len(moves.actions) > 1:
                problems.append(f"Continue offers the game {plan['moves'] - len(moves.actions)} decisions short")
            if offered_game == plan["game"] and state.to_decide() is None:
                problems.append("Continue offers a game that is over")
    if plan["earlier"] not in entries:
        problems.append("the game recorded before was lost")
    mine = entries.get(plan["game"])
    if mine is None and offered_game != plan["game"]:
        problems.append("the game is neither in the record nor offered by Continue")
    if mine is not None:
        if mine.winner != plan["winner"] or mine.moves != plan["moves"]:
            problems.append(f"recorded wrong: winner {mine.winner}, {mine.moves} moves")
        if offered_game in (plan["game"], plan["earlier"]):
            problems.append("Continue offers a game the record holds")
    return problems


def kill_ending(quick: bool, kills: int | None = None, seed: int = 38, out=print, where=None) -> dict:
    """Run the kills (their folders in a temporary folder, under ``where`` when given); returns
    {"phases": {phase: kills}, "lost": games lost, "problems": [...], "kills": kills}."""
    kills = kills if kills is not None else (QUICK_KILLS if quick else KILLS)
    rng = random.Random(seed)
    phases = dict.fromkeys(PHASES, 0)
    problems = []
    with tempfile.TemporaryDirectory(prefix="ludus-kills-", dir=where) as scratch:
        scratch = Path(scratch)
        templates, lengths = {}, {}
        games = GAMES[:max(1, min(len(GAMES), kills // 3))] if kills < 12 else GAMES
        for game, game_seed in games:
            template = scratch / f"{game}-{game_seed}"
            plan = prepare(template, game, game_seed)
            runs = []
            for number in range(CALIBRATE if kills >= 12 else 1):
                trial = scratch / f"trial-{game}-{game_seed}-{number}"
                shutil.copytree(template, trial)
                runs.append(run_child(trial, plan, None)[0])
                found = check(trial, plan)
                if found or plan["game"] not in {e.game_id for e in _entries(trial)}:
                    problems.append(f"{game} unkilled: {found or 'not recorded'}")
            templates[(game, game_seed)], lengths[(game, game_seed)] = (template, plan), max(runs)
        for number in range(kills):
            key = games[number % len(games)]
            (template, plan), length = templates[key], lengths[key]
            folder = scratch / f"kill-{number:03d}"
            shutil.copytree(template, folder)
            delay = rng.uniform(0.0, length * PAST)
            _took, landed = run_child(folder, plan, delay)
            cut = phase(folder, plan, landed)
            phases[cut] += 1
            found = check(folder, plan)
            if found:
                problems.append(f"kill {number} ({key[0]}, {delay * 1000:.0f} ms, {cut}): {'; '.join(found)}")
            shutil.rmtree(folder, ignore_errors=True)
        for (game, game_seed), length in lengths.items():
            out(f"  {game} (seed {game_seed}): an unkilled ending takes {length * 1000:.0f} ms after 'ready' "
                f"(kills drawn over {length * PAST * 1000:.0f} ms)")
    lost = sum(1 for p in problems if "lost" in p or "neither" in p)
    return {"phases": phases, "lost": lost, "problems": problems, "kills": kills}


def _entries(folder: Path):
    from client.table.record import RecordStore

    with data_folder(folder):
        return RecordStore().load().entries


def figures(quick: bool):
    found = kill_ending(quick)
    for name, count in found["phases"].items():
        print(f"  kills landing {name}: {count}", flush=True)
    for problem in found["problems"]:
        print(f"  PROBLEM {problem}", flush=True)
    out = [(f"kills: {name}", count, "kills") for name, count in found["phases"].items()]
    return out + [("finished games lost", found["lost"], "games"), ("problems", len(found["problems"]), "found")]


FIGURES = [figures]


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        raise SystemExit(child(sys.argv[2], sys.argv[3]))
    raise SystemExit("python -m bench ending_kills (this module's --child is the process it kills)")
