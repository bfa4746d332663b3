"""A window killed outright (kill -9) leaves no bot worker and no resource tracker behind."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: the window's stand-in: starts the bot worker, has it answer once, reports the pids, waits
PARENT = """
import sys, time
from multiprocessing import resource_tracker
from client.table.controllers import BotController
from client.table.session import GameSession
from client.table.worker import BotWorker
from engine.core import registry
from engine.core.saves import GameMoves

worker = BotWorker()
rules = registry.get("forglory")
state = rules.new_game(rules.make_config(3), 5)
session = GameSession(GameMoves("forglory", rules.make_config(3), 5), state, [], autosave_to=False)
bot = BotController("random", worker)
action = None
while action is None:
    action = bot.poll(session, state.to_decide().seat, 0.0)
    time.sleep(0.01)
assert action in state.legal_actions()
print(worker._proc.pid, resource_tracker._resource_tracker._pid, flush=True)
time.sleep(120)
"""


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie waiting to be reaped counts as gone)."""
    stat = Path(f"/proc/{pid}/stat")
    if Path("/proc/self").exists():  # Linux: a killed orphan may stay a zombie if nobody reaps it
        try:
            return stat.read_text().rpartition(")")[2].split()[0] not in ("Z", "X")
        except OSError:
            return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def wait_gone(pids, limit: float = 20.0) -> list[int]:
    """The pids still running once all are gone or ``limit`` seconds have passed."""
    end = time.monotonic() + limit
    while time.monotonic() < end and any(running(p) for p in pids):
        time.sleep(0.05)
    return [p for p in pids if running(p)]


@pytest.mark.skipif(os.name == "nt", reason="kill -9 is a POSIX signal")
def test_killing_the_window_leaves_no_worker_and_no_resource_tracker():
    orphans = []
    for _ in range(2):
        parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)})
        try:
            worker, tracker = (int(x) for x in parent.stdout.readline().split())
            assert running(worker) and running(tracker)
        finally:
            parent.send_signal(signal.SIGKILL)
            parent.wait()
            parent.stdout.close()
        orphans += wait_gone([worker, tracker])
    assert orphans == []
