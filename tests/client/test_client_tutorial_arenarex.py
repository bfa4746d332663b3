"""Learn to play Arena Rex in the window: the tutorial driven to its end by the coach's own
highlights (English and Spanish): a lit model is clicked, a lit button pressed, and a step that
lights a model and a spot is a drag from the one to the other, as the step's words ask; every
wrong move is refused with the game unchanged."""
import pygame
import pytest
from table_driver import FRAME, click_at, key, settle
from test_client_tutorial import FRAMES_WAITING, open_tutorial, thread_worker

from client.tutorial.progress import ProgressStore
from client.tutorial.scenes import DoneScene
from engine import i18n
from engine.play.tutorial import load_tutorial, matches, names_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAME = "arenarex"
#: clicks (or drags) one step may take (a model, then its button) before it counts as stuck
CLICKS_PER_STEP = 6


def drag(start, end):
    """A left-drag from ``start`` to ``end`` (screen px), moving past the drag threshold on the way."""
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]


def wait_for_learner(app, table):
    """Step frames until the learner may act (or the end screen shows): the bots' turns; a finished
    attack's dice wait for the reader, and the coach lights Continue: it is clicked."""
    for _ in range(FRAMES_WAITING):
        if isinstance(app.top, DoneScene) or (app.top is table and table.my_turn() and table.learner_decides()):
            return
        lit = table.highlights() if app.top is table and table.reader_hold() else []
        app.step(click_at(lit[0].center) if lit else [], dt=FRAME)
        if not isinstance(app.top, DoneScene) and table.thinking_seat() is not None:
            pygame.time.wait(1)  # the bot thinks in its thread
    raise AssertionError(f"step {table.step_index + 1} waits for a move that never comes")


def follow_highlights(app, table):
    """Do what the coach lights up, step after step, until the end screen: the inputs made."""
    inputs = 0
    screen = app.surface.get_rect()
    while not isinstance(app.top, DoneScene):
        wait_for_learner(app, table)
        if isinstance(app.top, DoneScene):
            break
        index = table.step_index
        for _ in range(CLICKS_PER_STEP):
            settle(app, table)
            app.step([], dt=FRAME)  # drawn: the highlights are those of this frame
            lit = table.highlights()
            assert lit, f"step {index + 1} ('{table.step.id}') lights up nothing on screen"
            for rect in lit:
                assert screen.contains(rect), f"step {index + 1} lights up {rect}, off the screen {screen}"
                assert not app.layout.rect(table.coach_panel).colliderect(rect), \
                    f"step {index + 1}: the coach's panel covers what it lights up"
            events = drag(lit[0].center, lit[1].center) if len(lit) > 1 else click_at(lit[0].center)
            app.step(events, dt=FRAME)
            inputs += 1
            if table.step_index != index:
                break
        else:
            raise AssertionError(f"step {index + 1} ('{table.step.id}') still waits after {CLICKS_PER_STEP} inputs")
        assert table.refused == 0, f"the coach refused a highlighted input at step {index + 1}"
    return inputs


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_arena_rex_tutorial_runs_to_its_end_by_its_own_highlights(make_app, language, user_folders):
    app, table = open_tutorial(make_app, game=GAME, language=language)
    try:
        steps = len(table.tutorial.steps)
        inputs = follow_highlights(app, table)
        assert table.step_index == steps and inputs >= steps
        assert "1:hroka" in {e.get("model") for e in table.session.events if e.type == "defeated"}
        assert isinstance(app.top, DoneScene)
        progress = ProgressStore().load()
        assert progress.finished == {GAME: 1} and GAME not in progress.places
    finally:
        i18n.set_language("en")


def test_a_wrong_move_at_every_arena_rex_step_is_refused_and_changes_nothing(make_app):
    app, table = open_tutorial(make_app, game=GAME)
    tutorial = load_tutorial(GAME)
    wrong_tried = 0
    while not isinstance(app.top, DoneScene):
        wait_for_learner(app, table)
        if isinstance(app.top, DoneScene):
            break
        session, index = table.session, table.step_index
        names = names_of(session.state)
        wrong = [a for a in session.legal_actions() if not matches(tutorial.steps[index], a, names)]
        assert wrong, f"step {index + 1} offers no other move to refuse"
        digest, taken, refused = session.state.digest(), len(session.record.actions), table.refused
        assert table.play(wrong[0]) is False
        assert session.state.digest() == digest and len(session.record.actions) == taken
        assert table.step_index == index and table.refused == refused + 1 and table.coach_note
        app.step([], dt=FRAME)
        assert table.highlights(), "after a refusal the step is shown again"
        wrong_tried += 1
        right = next(a for a in session.legal_actions() if matches(tutorial.steps[index], a, names))
        assert table.play(right) and table.step_index == index + 1 and table.coach_note is None
        for _ in range(3):
            app.step([], dt=FRAME)
    assert wrong_tried == len(tutorial.steps)


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
        for _ in range(120):
            app.step([], dt=FRAME)
        table.refuse()  # the friendly word too
        for _ in range(3):
            app.step([], dt=FRAME)
    assert "Paso 6 de 14" in probe.seen and "Salir (Esc)" in probe.seen
    found = probe.problems()
    assert found == [], "not Spanish on screen:\n" + "\n".join(found)
