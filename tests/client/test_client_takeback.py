"""Take back in the window, in each game (issue 28.1): a human plays against a bot, then clicks
"Take back" (and presses Ctrl+Z): the game returns exactly to the position before the human's
decision (digest), the save records the take-back, the bot's answer in the making is dropped;
with nothing to take back the button is greyed and says why; the setting turns it off. Hot-seat:
test_client_takeback_hotseat.py."""
import json
import random

import pygame
import pytest
from client_helpers import click
from table_driver import FRAME, frames_of_play, key, step_until

from client.games import table_for
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker
from engine.core import registry
from engine.core.saves import GameMoves, load_save, replay

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def open_table(make_app, game, seats, seed=4, mode="on"):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    app.settings.extra["takeback"] = mode
    ruleset = registry.get(game)
    session = GameSession.new(game, ruleset.make_config(len(seats)), seats, seed)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for(game)))
    return app, session, table


def digest_after(session, count):
    line = GameMoves(session.moves.ruleset, session.moves.config, session.moves.seed,
                      list(session.moves.actions[:count]))
    return replay(line)[0].digest()


def play_until_takeback(app, session, table, rng, limit=400):
    """Play the human's decisions at random (bots answer in the worker) until a take-back is
    offered; returns its seat. The bots' thinking is not counted (their thread given the interpreter)."""
    for _ in frames_of_play(table, limit * 20):
        app.step([], dt=FRAME)
        if table.takeback.status().seat is not None:
            return table.takeback.status().seat
        if session.over:
            break
        if app.top is not table:  # a hand-off or a notice: the human takes the screen
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if table.my_turn():
            legal = session.legal_actions()
            table.play(rng.choice(legal))
    raise AssertionError("no take-back was offered")


@pytest.mark.parametrize("game", GAMES)
def test_take_back_by_button_and_ctrl_z(make_app, data_dir, game):
    seats = [Seat("Livia", "human")] + [Seat(f"Bot {i + 2}", "bot:easy")
                                        for i in range(max(1, registry.get(game).min_seats - 1))]
    app, session, table = open_table(make_app, game, seats)
    rng = random.Random(7)
    assert table.takeback.button is not None
    for press in ("button", "ctrl+z"):
        seat = play_until_takeback(app, session, table, rng)
        assert seat == 0
        point = session.state.takeback_point(0)
        expected = digest_after(session, point)
        before = len(session.moves.takebacks)
        assert table.takeback.button.enabled  # as drawn in the last frame (a bot may answer in the next)
        if press == "button":
            app.step(click(app, rect=table.takeback.button.rect), dt=FRAME)
        else:
            app.step([key(pygame.K_z, pygame.KMOD_LCTRL)], dt=FRAME)
        assert len(session.moves.takebacks) == before + 1, f"{press} took nothing back"
        assert len(session.moves.actions) == point
        assert session.state.digest() == expected, "the take-back is not the position before the decision"
        assert session.decision.seat == 0
    session.flush()
    table.exit()
    newest = max(data_dir.glob("autosave/*.json"), key=lambda p: p.stat().st_mtime)
    saved = json.loads(newest.read_text())
    assert len(saved["takebacks"]) == 2
    moves, state, _ = load_save(newest)
    assert state.digest() == json.loads(newest.read_text())["digest"]
    # the replay shows where the take-backs happened
    assert app.open_replay(moves)
    app.step([], dt=FRAME)
    viewer = app.top
    said = []
    if viewer.message is not None and "took back" in viewer.message[0]:  # a take-back to the start
        said.append((0, viewer.message[0]))
    while viewer.replay.index < len(moves.actions):
        viewer.replay.step()
        if viewer.message is not None and "took back" in viewer.message[0]:
            said.append((viewer.replay.index, viewer.message[0]))
            viewer.message = None
    assert [index for index, _ in said] == sorted({t.to for t in moves.takebacks}), said
    assert all(text.startswith("Livia took back") for _, text in said)


def test_nothing_to_take_back_greys_the_button_and_says_why(make_app):
    app, session, table = open_table(make_app, "forglory", [Seat("Livia", "human"), Seat("Bot 2", "bot:easy")])
    app.step([], dt=FRAME)
    assert not table.takeback.button.enabled
    assert table.takeback.button.tooltip == "Nothing to take back yet."
    app.step([key(pygame.K_z, pygame.KMOD_LCTRL)], dt=FRAME)
    assert session.moves.takebacks == []
    assert table.message is not None and table.message[0] == "Nothing to take back yet."


def test_the_setting_turns_take_back_off(make_app):
    app, session, table = open_table(make_app, "arenarex", [Seat("Livia", "human"), Seat("Bot 2", "bot:easy")],
                                     mode="off")
    rng = random.Random(3)
    for _ in frames_of_play(table, 8000):  # the bot's thinking not counted (its thread given the interpreter)
        app.step([], dt=FRAME)
        if table.my_turn():
            table.play(rng.choice(session.legal_actions()))
        if session.state.takeback_point(0) is not None:
            break
    assert session.state.takeback_point(0) is not None, "the engine would allow one"
    assert table.takeback.status().seat is None
    assert "off" in table.takeback.status().why
    app.step([key(pygame.K_z, pygame.KMOD_LCTRL)], dt=FRAME)
    assert session.moves.takebacks == []


def test_a_bot_answer_in_the_making_is_dropped(make_app):
    app, session, table = open_table(make_app, "arenarex", [Seat("Livia", "human"), Seat("Bot 2", "bot:easy")])
    rng = random.Random(11)
    play_until_takeback(app, session, table, rng)
    # the human moves, the bot starts thinking; the take-back comes before its answer is played
    app.step([], dt=FRAME)
    step_until(app, table, table.my_turn, "Livia's turn")
    table.play(rng.choice(session.legal_actions()))
    bot = table.controllers[1]
    if session.decision.seat == 1:
        bot.poll(session, 1, table.turns.pace())
        assert bot.turn is not None
    assert table.takeback.take_back(0)
    # the worker was told: its copy rewinds to the line taken back to (never built from move 0)
    assert bot.turn is None and (table.worker.sent or 0) <= len(session.moves.actions)
    app.step([], dt=FRAME)
    step_until(app, table, table.my_turn, "Livia's turn after the take-back")
    assert table.my_turn()
    state, _ = replay(GameMoves(session.moves.ruleset, session.moves.config, session.moves.seed,
                                 list(session.moves.actions)))
    assert state.digest() == session.state.digest()
