"""Test-wide set-up: headless SDL, the contract test game, the `rule` marker, and the
player's folders kept out of reach: every test runs with its own config, data and log
folders (and its own HOME), and the run fails if anything appears in the real ones."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(TESTS) not in sys.path:
    sys.path.append(str(TESTS))  # after ROOT: tests/client must never shadow client/

from auctiongame import RULESET as LOTS  # noqa: E402
from duelgame import RULESET as DUEL  # noqa: E402
from hypothesis import settings  # noqa: E402

from engine.core import registry  # noqa: E402

registry.register(DUEL)
registry.register(LOTS)

# In CI, property tests draw the same examples every run: a red build is reproducible.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "rule(game, section): the rulebook section this test checks; the section name must be "
        "listed in tests/rules_sections/<game>.txt (see tools/rules_coverage.py)",
    )


#: the folders a player's Ludus uses, as they were when the run began (before any test ran)
REAL_FOLDERS = sorted({Path(p) for p in (
    os.environ.get("LUDUS_CONFIG_DIR") or platformdirs.user_config_dir("Ludus", appauthor=False),
    os.environ.get("LUDUS_DATA_DIR") or platformdirs.user_data_dir("Ludus", appauthor=False),
    os.environ.get("LUDUS_LOG_DIR") or platformdirs.user_log_dir("Ludus", appauthor=False),
)})
#: the variables platformdirs reads on each OS, pointed at a test's own folder
HOME_VARS = ("HOME", "USERPROFILE", "APPDATA", "LOCALAPPDATA", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
             "XDG_STATE_HOME", "XDG_CACHE_HOME")


def snapshot(folders) -> dict[str, tuple[int, int] | None]:
    """Every file under ``folders`` with its size and modification time (None: no folder)."""
    seen: dict[str, tuple[int, int] | None] = {}
    for folder in folders:
        if not folder.is_dir():
            seen[str(folder)] = None
            continue
        for path in folder.rglob("*"):
            if path.is_file():
                stat = path.stat()
                seen[str(path)] = (stat.st_size, stat.st_mtime_ns)
    return seen


@pytest.fixture(scope="session", autouse=True)
def real_folders_untouched():
    """Fails the run if any test wrote under the player's real config, data or log folder."""
    before = snapshot(REAL_FOLDERS)
    yield REAL_FOLDERS
    after = snapshot(REAL_FOLDERS)
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k, "gone") != after.get(k, "gone"))
    assert not changed, f"tests wrote in the player's own folders: {changed[:10]}"


@pytest.fixture(autouse=True)
def user_folders(tmp_path_factory, monkeypatch):
    """This test's config, data and log folders (and HOME / XDG folders), all temporary."""
    root = tmp_path_factory.mktemp("user")
    folders = {"config": root / "config", "data": root / "data", "logs": root / "logs"}
    monkeypatch.setenv("LUDUS_CONFIG_DIR", str(folders["config"]))
    monkeypatch.setenv("LUDUS_DATA_DIR", str(folders["data"]))
    monkeypatch.setenv("LUDUS_LOG_DIR", str(folders["logs"]))
    for name in HOME_VARS:
        home = root / "home"
        monkeypatch.setenv(name, str(home if name in ("HOME", "USERPROFILE") else home / name.lower()))
    return folders


#: ``LUDUS_TEST_SLOW_BOTS=N`` (off by default): every answer of a bot worker (a bot's move, a hint)
#: is held back until the window has looked for it ``N`` times (it looks once a frame), as a worker
#: thread starved on a loaded machine would be. A test that steps a fixed number of frames for a
#: bot then fails on any machine, however fast: how the waits on a bot are found and checked (a
#: wait on a condition, ``table_driver.step_until``, passes, only slower).
SLOW_BOTS = "LUDUS_TEST_SLOW_BOTS"


@pytest.fixture(autouse=True)
def slow_bots(monkeypatch):
    looks = int(os.environ.get(SLOW_BOTS, "0") or 0)
    if looks <= 0:
        yield
        return
    from client.table.worker import BotWorker

    answer = BotWorker.answer
    seen: dict[tuple[int, int], int] = {}

    def held_answer(self, request_id):
        got = answer(self, request_id)
        if got is None or got[0] == "timeout":
            return got
        key = (id(self), request_id)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] <= looks:
            self._answers[request_id] = got  # kept for a later look, as if it had not come yet
            return None
        return got

    monkeypatch.setattr(BotWorker, "answer", held_answer)
    yield
