"""Client test setup: headless SDL (set before pygame is imported) and an App factory."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: F401  (imported after the SDL variables, on purpose)
import pytest


@pytest.fixture
def data_dir(user_folders):
    """This test's data folder (saves, autosaves): a fresh tmp folder (tests/conftest.py)."""
    return user_folders["data"]


@pytest.fixture
def make_app(tmp_path, monkeypatch):
    """Build Apps with settings in a fresh tmp folder; closes them after the test."""
    from client.app import App

    monkeypatch.setenv("LUDUS_CONFIG_DIR", str(tmp_path / "config"))
    apps = []

    def make(**kwargs):
        kwargs.setdefault("settings_dir", tmp_path / "config")
        app = App(**kwargs)
        app.quick_load = 60.0  # a save loads before open_save returns, however busy the machine
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()


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
