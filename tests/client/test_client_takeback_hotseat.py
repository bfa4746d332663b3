"""Hot-seat take-back, in each game (issue 39, its first hole): only the person at the screen may
ask, and only for their own move: the button never offers another player's move, even while that
player's last move could still be taken back. Every other person agrees on a screen of their own,
named; one refusal leaves the move standing; the save records the take-back as the asker's."""
import random

import pygame
import pytest
from client_helpers import click
from table_driver import FRAME, frames_of_play, key

from client.games import table_for
from client.table.consent import ConsentScene
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def open_table(make_app, game, seats, seed):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    app.settings.extra["takeback"] = "on"
    session = GameSession.new(game, registry.get(game).make_config(len(seats)), seats, seed)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for(game)))
    return app, session, table


def humans_and_bots(game, people):
    count = max(len(people), registry.get(game).min_seats)
    return [Seat(name, "human") for name in people] + [Seat(f"Bot {i + 1}", "bot:easy")
                                                       for i in range(len(people), count)]


def play_to_own_takeback(app, session, table, rng, limit=6000):
    """Play at random until the person at the screen may take back their own move; on the way,
    every time the other person's move could be taken back, the button must not offer it.
    Returns (asker, how many times another's move was open and refused)."""
    refused_others = 0
    for _ in frames_of_play(table, limit):  # the bots' thinking not counted (their thread given the interpreter)
        app.step([], dt=FRAME)
        if session.over:
            break
        if app.top is not table:  # a hand-off: the next person takes the screen
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        holder = session.last_viewer
        status = table.takeback_status()
        for other in session.humans:
            if other != holder and session.state.takeback_point(other) is not None:
                assert status.seat != other, "the button offers another player's move"
                refused_others += 1
        if status.seat is not None:
            assert status.seat == holder
            if refused_others:
                return holder, refused_others
        if table.my_turn():
            table.play(rng.choice(session.legal_actions()))
    raise AssertionError(f"no own take-back after another's open move (seen {refused_others})")


@pytest.mark.parametrize("game", GAMES)
def test_only_the_player_at_the_screen_takes_back_and_each_other_agrees(make_app, game):
    app, session, table = open_table(make_app, game, humans_and_bots(game, ["Livia", "Marcus"]), seed=5)
    asker, refused_others = play_to_own_takeback(app, session, table, random.Random(3))
    assert refused_others > 0
    other = next(s for s in session.humans if s != asker)
    point = session.state.takeback_point(asker)
    before = len(session.moves.actions)
    # Ctrl+Z, then the other person refuses on their own screen: the move stands
    app.step([key(pygame.K_z, pygame.KMOD_LCTRL)], dt=FRAME)
    consent = app.top
    assert isinstance(consent, ConsentScene) and consent.opaque
    assert (consent.asker, consent.asked, consent.seat) == (session.seat_name(asker), session.seat_name(other), other)
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert app.top is table and session.moves.takebacks == [] and len(session.moves.actions) == before
    assert session.seat_name(other) in table.message[0]
    # asked again: the other agrees by the button; the take-back is the asker's
    app.step(click(app, rect=table.takeback_button.rect), dt=FRAME)
    consent = app.top
    assert isinstance(consent, ConsentScene) and consent.asked == session.seat_name(other)
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    app.step(click(app, rect=consent.agree_button.rect), dt=FRAME)
    assert len(session.moves.actions) == point
    assert [t.seat for t in session.moves.takebacks] == [asker]
    assert session.decision.seat == asker


def test_three_people_are_asked_one_by_one_by_name(make_app):
    app, session, table = open_table(make_app, "forglory", humans_and_bots("forglory", ["Livia", "Marcus", "Aurelia"]),
                                     seed=5)
    asker, _ = play_to_own_takeback(app, session, table, random.Random(3))
    others = [session.seat_name(s) for s in session.humans if s != asker]
    asked = []
    app.step([key(pygame.K_z, pygame.KMOD_LCTRL)], dt=FRAME)
    for _ in range(len(others)):
        consent = app.top
        assert isinstance(consent, ConsentScene) and consent.asker == session.seat_name(asker)
        asked.append(consent.asked)
        app.step([], dt=FRAME)
        app.step([], dt=FRAME)
        assert session.moves.takebacks == []  # not before everyone agreed
        app.step(click(app, rect=consent.agree_button.rect), dt=FRAME)
    assert asked == others
    assert [t.seat for t in session.moves.takebacks] == [asker]
