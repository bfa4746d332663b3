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

