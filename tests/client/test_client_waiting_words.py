"""Issue 39 items 3 and 6: what the table says about who the game waits for. Hot-seat: the person
at the screen is named ("Livia decides", never a bare "You decide"); a human not yet at the screen
is waited for by name; a bot is said to be a bot while it thinks; alone: "Your decision"."""
import random

import pygame
import pytest
from table_driver import FRAME, frames_of_play, key

from client.games import table_for
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def open_table(make_app, game, seats, seed=6):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    session = GameSession.new(game, registry.get(game).make_config(len(seats)), seats, seed, autosave_to=False)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    return app, session, next(s for s in app.scenes if isinstance(s, table_for(game)))


def seats_for(game, people):
    count = max(len(people), registry.get(game).min_seats)
    return [Seat(n, "human") for n in people] + [Seat(f"Bot {i + 1}", "bot:random") for i in range(len(people), count)]


def watch(app, session, table, frames=1500):
    """Play at random, noting (whose decision, who holds the screen, the words) each frame: ``frames``
    frames of play, the bots' thinking not counted (their thread given the interpreter)."""
    rng, seen = random.Random(2), []
    for _ in frames_of_play(table, frames):
        if session.over:
            break
        if app.top is not table:
            seen.append(("away", session.decision.seat if session.decision else None, table.turns.waiting_words()))
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        app.step([], dt=FRAME)
        d = session.decision
        if d is None:
            break
        seen.append((table.my_turn(), d.seat, table.turns.waiting_words()))
        if table.my_turn() and not table.reader_hold():
            table.play(rng.choice(session.legal_actions()))
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_hot_seat_names_who_decides_and_bots_are_bots(make_app, game):
    app, session, table = open_table(make_app, game, seats_for(game, ["Livia", "Marcus"]))
    seen = watch(app, session, table)
    mine = [(seat, words) for turn, seat, words in seen if turn is True]
    assert mine and all(words == f"{session.seat_name(seat)} decides" for seat, words in mine), set(mine)
    assert {seat for seat, _ in mine} == set(session.humans)
    for turn, seat, words in seen:
        assert words != "Your decision"
        if session.is_human(seat):
            assert "thinking" not in words
        elif turn is False and words:  # a bot: named as one (or the table waits for a reader)
            assert words in (f"{session.seat_name(seat)} (bot) is thinking…", "Press Continue to go on"), words
    if not registry.get(game).game_type.open_information:  # behind a hand-off: the next person, by name
        assert any(words == f"Waiting for {session.seat_name(seat)}" for turn, seat, words in seen if turn == "away")


def test_alone_against_a_bot(make_app):
    app, session, table = open_table(make_app, "forglory", [Seat("Livia", "human"), Seat("Bot 2", "bot:random")])
    seen = watch(app, session, table, frames=600)
    assert {words for turn, seat, words in seen if turn is True} == {"Your decision"}
    assert "Bot 2 (bot) is thinking…" in {words for turn, seat, words in seen if seat == 1}
