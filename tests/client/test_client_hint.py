"""Hints in the window, in each game (issue 28.2): the human clicks "Hint" (and presses H) on
their own decision; the worker thinks off the UI thread (the button says so), then the table
shows the suggestion (the things it is about ringed, Arena Rex's move path drawn, the reason in
a note) without playing it; the count per human seat rises once per position, is kept in the
save's meta, shown in the results and written into the record's entry."""
import random
import time

import pygame
import pytest
from client_helpers import click
from table_driver import FRAME, frames_of_play, key

from client.games import table_for
from client.scenes.results import ResultsScene, hints_line
from client.table.record import entry_of
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def open_table(make_app, game, seed=5):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    ruleset = registry.get(game)
    seats = [Seat("Livia", "human")] + [Seat(f"Bot {i + 2}", "bot:easy") for i in range(max(1, ruleset.min_seats - 1))]
    session = GameSession.new(game, ruleset.make_config(len(seats)), seats, seed)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for(game)))
    return app, session, table


def to_my_choice(app, session, table, rng, skip=0, limit=20000):
    """Step (playing the human's decisions at random, ``skip`` of them first) until the human must
    choose between two actions or more, with input accepted. The bots' thinking is not counted in
    ``limit`` (their thread given the interpreter)."""
    for _ in frames_of_play(table, limit):
        app.step([], dt=FRAME)
        assert not session.over, "the game ended first"
        if app.top is not table:  # a hand-off or a notice
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if not table.my_turn() or table.guard.guarded():
            continue
        legal = session.legal_actions()
        if skip > 0 or len(legal) < 2:
            table.play(rng.choice(legal))
            skip -= 1
            continue
        return
    raise AssertionError("the human never had a choice")


def wait_for_hint(app, table, seconds=30.0):
    end = time.monotonic() + seconds
    thinking = False
    while time.monotonic() < end:
        thinking = thinking or (table.hinter.thinking and table.hinter.button is not None
                                and table.hinter.button.text == "Thinking…")
        app.step([], dt=FRAME)
        if table.hinter.shown is not None:
            return thinking
        time.sleep(0.005)
    raise AssertionError("no hint came")


@pytest.mark.parametrize("game", GAMES)
def test_hint_by_button_and_h_shows_the_move_and_counts(make_app, data_dir, game):
    app, session, table = open_table(make_app, game)
    rng = random.Random(7)
    assert table.hinter.button is not None
    marked = []
    for press, count in (("button", 1), ("h", 2)):
        to_my_choice(app, session, table, rng, skip=3)
        digest, taken = session.state.digest(), len(session.moves.actions)
        if press == "button":
            assert table.hinter.button.enabled
            app.step(click(app, rect=table.hinter.button.screen_rect(app.layout)), dt=FRAME)
        else:
            app.step([key(pygame.K_h)], dt=FRAME)
        # asked: the worker thinks (the button says so), or a ranking of one answered at once
        assert table.hinter.thinking or table.hinter.shown is not None, f"{press} asked no hint: {table.hinter.why_not()}"
        thought = table.hinter.thinking
        assert wait_for_hint(app, table) or not thought, "the button did not say the worker was thinking"
        app.step([], dt=FRAME)
        shown = table.hinter.shown
        assert shown.hint.action in session.legal_actions() or session.state.accepts(shown.hint.action)
        assert shown.text.startswith("Hint") and "_" not in shown.text, shown.text
        assert any(on_click == table.hinter.dismiss for _, on_click in table.guard.panels), "the hint's note was not drawn"
        marked.append(bool(table.hinter.marks.marked))
        # shown, never played
        assert session.state.digest() == digest and len(session.moves.actions) == taken
        assert session.hints == {0: count}
        app.step([key(pygame.K_h)], dt=FRAME)  # asked again on the same position: the same hint, not counted
        assert table.hinter.shown is shown and session.hints == {0: count} and not table.hinter.thinking
        if game == "arenarex" and shown.hint.action.get("path"):
            assert any(m[0] == "path" for m in table.hinter.marks.marked if isinstance(m, tuple)), "no move path drawn"
        table.play(shown.hint.action)
        app.step([], dt=FRAME)
        assert table.hinter.shown is None, "the hint stayed after the position changed"
    assert any(marked), f"{game}: neither hint ringed anything on the table"
    session.flush()
    # the count is in the save's meta: a resumed game keeps it
    newest = max(data_dir.glob("autosave/*.json"), key=lambda p: p.stat().st_mtime)
    resumed = GameSession.load(newest, autosave_to=False)
    assert resumed.hints == {0: 2}
    table.exit()


def test_no_hint_when_it_is_not_the_humans_turn(make_app):
    app, session, table = open_table(make_app, "spartacus")
    for _ in range(2000):
        app.step([], dt=FRAME)
        if table.turns.thinking_seat() is not None and app.top is table:
            break
    else:
        pytest.skip("no bot decision came")
    app.step([key(pygame.K_h)], dt=FRAME)
    assert not table.hinter.thinking and table.hinter.shown is None
    assert table.message is not None and table.message[0] == "A hint is given only when it is your turn to choose."
    assert session.hints == {}


def test_the_results_and_the_record_show_the_hints(make_app, data_dir):
    app = make_app()
    ruleset = registry.get("forglory")
    seats = [Seat("Livia", "human"), Seat("Marcus", "human")]
    session = GameSession.new("forglory", ruleset.make_config(2), seats, 3)
    session.note_hint(0)
    session.note_hint(0)
    rng = random.Random(1)
    while not session.over:
        session.apply(rng.choice(session.legal_actions()))
    session.flush()
    assert hints_line(session) == "Livia asked for 2 hints  ·  Marcus asked for 0 hints"
    assert entry_of(session).hints == 2
    drawn = []
    real = app.theme.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    app.theme.text = spy
    app.push(ResultsScene(app, session))
    app.step([], dt=FRAME)
    assert "Livia asked for 2 hints  ·  Marcus asked for 0 hints" in drawn
