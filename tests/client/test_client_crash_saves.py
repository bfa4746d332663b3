"""A game process killed outright (kill -9) while it plays and autosaves, again and again:
Continue is always offered, resumes at most one decision behind the last one played, and
no partial file is left behind."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from client.table.autosave import AUTOSAVE_KEEP, autosave_dir, last_autosave, read_info
from client.table.session import GameSession

ROOT = Path(__file__).resolve().parents[2]
TRIALS = 16

#: the window's stand-in: Continue if there is a game, else a new one; then play on,
#: printing the number of decisions played each time ``apply`` (which autosaves) returns
PLAYER = """
import random
from client.table.autosave import last_autosave
from client.table.session import GameSession, Seat

path = last_autosave()
if path is None:
    seats = [Seat(name, "human") for name in ("Livia", "Marcus", "Aurelia")]
    session = GameSession.new("forglory", {"seats": 3, "champions": "off"}, seats, 11)
else:
    session = GameSession.load(path)
print(len(session.moves.actions), flush=True)
while not session.over:
    played = len(session.moves.actions)
    session.apply(random.Random(played).choice(session.legal_actions()))
    print(played + 1, flush=True)
"""


def play_and_kill(moves: int, pause: float) -> int:
    """Run the player, kill -9 it once it has reported ``moves`` more decisions (plus
    ``pause`` seconds); returns the last decision count it reported."""
    child = subprocess.Popen([sys.executable, "-c", PLAYER], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        last = int(child.stdout.readline())
        for _ in range(moves):
            last = int(child.stdout.readline())
        time.sleep(pause)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        # what it had reported before it died, read or not (a busy machine lets it run ahead)
        rest = [int(line) for line in child.stdout.read().split()]
        child.stdout.close()
    return rest[-1] if rest else last


@pytest.mark.skipif(os.name == "nt", reason="kill -9 is a POSIX signal")
def test_kill_during_play_never_loses_continue_nor_more_than_one_decision(data_dir):
    rng = random.Random(14)
    folder = autosave_dir()
    offered, cut_short = [], 0
    for _ in range(TRIALS):
        last = play_and_kill(rng.randrange(0, 6), rng.choice((0.0, 0.0005, 0.001, 0.002)))
        cut_short += any(folder.glob(".*.tmp"))       # killed in the middle of a write
        path = last_autosave()                         # what the title's Continue offers
        assert path is not None, f"Continue not offered after a kill at decision {last}"
        saved = read_info(path).decisions
        assert last - 1 <= saved <= last + 1, (last, saved)
        assert not list(folder.glob(".*.tmp")), "partial files left behind"
        assert all(read_info(p) is not None for p in folder.glob("*.json"))
        assert len(list(folder.glob("*.json"))) <= AUTOSAVE_KEEP + 1
        offered.append((last, saved))
    resumed = GameSession.load(last_autosave(), autosave_to=False)  # and it replays to its digest
    assert len(resumed.moves.actions) == offered[-1][1]
    print(f"\n{TRIALS} kills ({cut_short} in the middle of a write); (last played, Continue offered): {offered}")
