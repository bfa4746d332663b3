"""An idle window rests (issue 22 point 3): with no input and nothing moving, the App's loop stops
drawing frames (``App.rest``), and draws again at once when input comes or something moves
(an animation, a bot thinking). The CPU figures themselves are ``python -m bench idle``."""
import pygame
from table_driver import FRAME

from client.app import REST_AFTER
from client.games.forglory.table import ForGloryTable
from client.table.drawing import Anim
from client.table.session import GameSession, Seat


def quiet(app, seconds=REST_AFTER + 0.1):
    """Frames with no input for ``seconds`` of game time."""
    for _ in range(int(seconds / FRAME) + 1):
        app.step([], dt=FRAME)
    pygame.event.clear()  # the dummy window's own start-up events, which the tests never read


def test_the_title_rests_and_wakes_on_input(make_app):
    app = make_app()
    app.step([], dt=FRAME)
    assert not app.at_rest()  # input may still be coming: full rate for a moment
    quiet(app)
    assert app.at_rest()
    drawn = app.frames_drawn
    for _ in range(5):
        app.rest(timeout=0.01)
    assert app.frames_drawn == drawn and app.rests == 5
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    app.rest(timeout=0.01)
    assert app.frames_drawn == drawn + 1 and not app.at_rest()


def test_a_table_waiting_for_the_human_rests_but_not_while_something_moves(make_app):
    app = make_app()
    session = GameSession.new("forglory", {"seats": 3, "champions": "off"},
                              [Seat("Livia", "human"), Seat("Marcus", "bot:random"), Seat("Aurelia", "bot:random")], 7)
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable) and table.my_turn()
    quiet(app)
    assert table.at_rest() and app.at_rest()
    drawn = app.frames_drawn
    app.rest(timeout=0.01)
    assert app.frames_drawn == drawn
    # an animation moves: the loop is back to full rate until it ends
    table.anims.append(Anim("flash", None, table.time, 0.5))
    assert not app.at_rest()
    app.rest(timeout=0.01)
    assert app.frames_drawn == drawn + 1
    quiet(app, 0.6)
    quiet(app)
    assert app.at_rest()
    # a bot deciding is never rest: its answer is polled at full rate
    table.play(table.primary_action() or session.legal_actions()[0])
    while session.decision is not None and session.decision.seat == 0:
        table.play(session.legal_actions()[0])
    assert table.turns.thinking_seat() is not None and not table.at_rest()


def test_a_scene_change_at_rest_is_drawn_at_once(make_app):
    app = make_app()
    quiet(app)
    assert app.at_rest()
    title = app.top
    title.open_settings()  # as a timer would, with no input: the request comes from an update
    drawn = app.frames_drawn
    app.rest(timeout=0.01)
    assert app.top is not title and app.frames_drawn == drawn + 1
    assert not app.at_rest()  # a new scene: full rate for a moment
