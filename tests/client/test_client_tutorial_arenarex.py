"""Learn to play Arena Rex in the window: the tutorial driven to its end by the coach's own
highlights (English and Spanish; ``test_client_tutorial``'s driver): a lit model is clicked, a lit
button pressed, a step that lights a model and a spot is a drag from the one to the other, as the
step's words ask, and the dice's Continue is clicked when the coach lights it; every wrong move is
refused with the game unchanged; Esc and resume; the coach in Spanish."""
import pygame
import pytest
from table_driver import FRAME, drag_from_to, key, step_until
from test_client_tutorial import (
    follow_highlights,
    open_tutorial,
    refuse_a_wrong_move_at_every_step,
    thread_worker,
    wait_for_learner,
)

from client.tutorial.coach import Coach
from client.tutorial.done import DoneScene
from client.tutorial.progress import ProgressStore
from engine import i18n
from engine.play.tutorial import load_tutorial, matches, names_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAME = "arenarex"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_arena_rex_tutorial_runs_to_its_end_by_its_own_highlights(make_app, language, user_folders):
    app, table = open_tutorial(make_app, game=GAME, language=language)
    try:
        steps = len(table.tutorial.steps)
        inputs = follow_highlights(app, table)
        assert table.step_index == steps and inputs >= steps
        assert "1:hroka" in {e.get("model") for e in table.session.events if e.type == "defeated"}
        done = app.top
        assert isinstance(done, DoneScene)
        progress = ProgressStore().load()
        assert progress.finished == {GAME: 1} and GAME not in progress.places
        done.play_easy()  # the hand-off: a normal game (a fresh setup), the same seats, an easy bot
        app.step([], dt=FRAME)
        from client.games.arenarex.scene import ArenaScene
        game = app.top
        assert isinstance(game, ArenaScene) and not isinstance(game, Coach)
        assert [s.controller for s in game.session.seats] == ["human", "bot:easy"]
        assert "position" not in game.session.moves.config
    finally:
        i18n.set_language("en")


def test_a_wrong_move_at_every_arena_rex_step_is_refused_and_changes_nothing(make_app):
    app, table = open_tutorial(make_app, game=GAME)
    assert refuse_a_wrong_move_at_every_step(app, table) == len(load_tutorial(GAME).steps)  # every step has one


def play_steps(app, table, count):
    """The next ``count`` steps, each by its first accepted move (the bots answering between)."""
    tutorial = table.tutorial
    for _ in range(count):
        wait_for_learner(app, table)
        index = table.step_index
        names = names_of(table.session.state)
        assert table.play(next(a for a in table.session.legal_actions() if matches(tutorial.steps[index], a, names)))
        for _ in range(3):
            app.step([], dt=FRAME)


def test_esc_leaves_the_arena_rex_tutorial_and_it_resumes_after_the_drag(make_app):
    """The kept place holds the moves as JSON: a dragged path and a follow-up spot replay exactly."""
    from client.scenes.title import TitleScene
    from client.tutorial.scenes import start_tutorial

    app, table = open_tutorial(make_app, game=GAME)
    play_steps(app, table, 7)  # up to the follow-up, a spot on the map
    wait_for_learner(app, table)
    digest = table.session.state.digest()
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, TitleScene)
    assert ProgressStore().load().places[GAME].step == 7
    assert start_tutorial(app, GAME, worker_factory=thread_worker)
    app.step([], dt=FRAME)
    again = app.top
    assert again.step_index == 7 and again.session.state.digest() == digest


def test_the_arena_rex_coach_speaks_spanish_within_its_boxes(make_app):
    from client.table.session import DEFAULT_NAMES
    from tests.i18n.probe import spanish_probe

    with spanish_probe(allow=DEFAULT_NAMES) as probe:
        app, table = open_tutorial(make_app, game=GAME, language="es")
        play_steps(app, table, 5)  # the dice of the first attack are on the map
        step_until(app, table, lambda: table.card_rect is not None and table.turns.thinking_seat() is None,
                   "the bot's answer to the attack, its dice on a card")
        for _ in range(120):
            app.step([], dt=FRAME)
        # the dice the step talks about are on a card that keeps clear of the coach's panel
        assert table.card_rect is not None and not pygame.Rect(table.card_rect).colliderect(table.coach_panel)
        table.refuse()  # the friendly word too
        for _ in range(3):
            app.step([], dt=FRAME)
    assert "Paso 6 de 15" in probe.seen and "Salir (Esc)" in probe.seen
    found = probe.problems()
    assert found == [], "not Spanish on screen:\n" + "\n".join(found)


def test_a_drop_inside_the_ring_lands_on_the_spot_the_lesson_proved(make_app):
    app, table = open_tutorial(make_app, game=GAME)
    play_steps(app, table, 1)
    wait_for_learner(app, table)
    spot = table.tutorial.spots["beside_hroka"]
    for _ in range(3):
        app.step([], dt=FRAME)
    start = table.model_rects["0:hermes"].center
    off = table.camera.to_screen((spot.at[0] + spot.within * 0.8, spot.at[1]))
    app.step(drag_from_to(start, (round(off[0]), round(off[1]))), dt=FRAME)
    assert table.step_index == 2 and table.refused == 0
    move = next(a for a in table.session.moves.actions if getattr(a, "kind", None) == "move")
    assert [list(p) for p in move.path] == [list(spot.at)]
