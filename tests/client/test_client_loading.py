"""A long load never freezes the window (issue 38.4): the save is replayed on a thread, a load
not done at once gets the loading scene (the window keeps drawing frames), a bar once loading
has gone on past ``BAR_AFTER``, Stop (Esc) ends it with nothing opened, and when the replay ends
the game opens as a quick load would."""
import threading

import pygame
import pytest
from client_helpers import key
from table_driver import FRAME

from client.games import table_for
from client.scenes import loading as loading_module
from client.scenes.loading import LoadingScene
from client.table.session import GameSession, Seat
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def a_save(tmp_path):
    ruleset = registry.get("forglory")
    session = GameSession.new("forglory", ruleset.make_config(2), [Seat("Livia", "human"), Seat("Bot", "bot:easy")],
                              3, autosave_to=False)
    for _ in range(6):
        session.apply(session.legal_actions()[0])
    return session.save_as(tmp_path / "game.json"), session


class SlowLoad:
    """GameSession.load held at a gate: it reports progress until released."""

    def __init__(self):
        self.gate, self.started = threading.Event(), threading.Event()
        self.reported = threading.Event()  #: set once a first progress report went out
        self.real = GameSession.load

    def __call__(self, path, progress=None, **kwargs):
        steps = 0
        self.started.set()
        while not self.gate.wait(0.005):
            steps = min(steps + 1, 99)
            progress(steps, 100)
            self.reported.set()
        return self.real(path, progress=progress, **kwargs)


@pytest.fixture
def slow(monkeypatch):
    load = SlowLoad()
    monkeypatch.setattr(GameSession, "load", load)
    return load


def test_a_long_load_keeps_the_window_drawing_shows_a_bar_and_then_opens_the_game(make_app, tmp_path, slow,
                                                                                monkeypatch):
    path, played = a_save(tmp_path)
    app = make_app()
    app.quick_load = 0.0
    app.step([], dt=FRAME)
    assert app.open_save(path) is None  # under way
    app.step([], dt=FRAME)
    scene = app.top
    assert isinstance(scene, LoadingScene) and not scene.loading.done
    slow.started.wait(10)
    drawn = app.frames_drawn
    for _ in range(5):
        app.step([], dt=FRAME)
    assert app.frames_drawn >= drawn + 5 and app.top is scene  # the window answers while it loads
    monkeypatch.setattr(loading_module, "BAR_AFTER", 0.0)
    assert slow.reported.wait(10)  # the replay thread has said how far it is (it runs beside the frames)
    app.step([], dt=FRAME)
    assert scene.bar_shown() and 0 < scene.loading.share < 1
    slow.gate.set()
    assert scene.loading.wait(30)
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    assert type(app.top) is table_for("forglory")
    assert app.top.session.state.digest() == played.state.digest()


def test_stop_ends_the_load_and_opens_nothing(make_app, tmp_path, slow):
    path, _played = a_save(tmp_path)
    app = make_app()
    app.quick_load = 0.0
    app.step([], dt=FRAME)
    title = app.top
    app.open_save(path)
    app.step([], dt=FRAME)
    scene = app.top
    assert isinstance(scene, LoadingScene)
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert scene.loading.wait(30) and scene.loading.session is None and scene.loading.error is None
    app.step([], dt=FRAME)
    assert app.top is title


def test_a_quick_load_opens_the_game_at_once(make_app, tmp_path):
    path, _played = a_save(tmp_path)
    app = make_app()
    app.step([], dt=FRAME)
    assert app.open_save(path) is True
    app.step([], dt=FRAME)
    assert type(app.top) is table_for("forglory")
