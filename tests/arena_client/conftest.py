"""Arena client tests: headless SDL (set before pygame is imported) and helpers."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402,F401  (after the SDL variables, on purpose)
import pytest  # noqa: E402


@pytest.fixture
def display():
    """A 1280x720 dummy window (pytmx's pygame loader needs one)."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface


@pytest.fixture
def arena_app(tmp_path, monkeypatch):
    """make(session) -> an App showing an ArenaScene of ``session`` (closed after the test)."""
    from client.app import App
    from client.games.arenarex.scene import ArenaScene

    monkeypatch.setenv("LUDUS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("LUDUS_DATA_DIR", str(tmp_path / "data"))
    apps = []

    def make(session, **kwargs):
        app = App(tmp_path / "config", initial_scene=lambda app: ArenaScene(app, session, **kwargs))
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()
