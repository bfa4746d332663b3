"""Learn to play in the window: the For Glory tutorial driven to its end by the coach's own
highlights (English and Spanish), every wrong move refused with the game unchanged, Esc and
resume, the end's hand-off to a normal game, and the Record's count."""
import pygame
import pytest
from table_driver import FRAME, click_at, drag_from_to, key, settle, step_until

from client.scenes.title import TitleScene
from client.table.worker import BotWorker
from client.tutorial.coach import Coach
from client.tutorial.done import DoneScene
from client.tutorial.progress import ProgressStore
from client.tutorial.scenes import LearnScene, start_tutorial
from engine import i18n
from engine.play.tutorial import load_tutorial, matches, names_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

#: clicks one step may take (a card, a menu entry, a target, a confirm box) before it counts as stuck
CLICKS_PER_STEP = 8
#: frames a step may wait for its highlight while the table animates
FRAMES_TO_LIGHT = 600


def thread_worker():
    return BotWorker(mode="thread")


def open_tutorial(make_app, game="forglory", language="en", fresh=False):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    i18n.set_language(language)
    assert start_tutorial(app, game, fresh=fresh, worker_factory=thread_worker)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, Coach)
    return app, table


def wait_for_learner(app, table):
    """Step frames until the learner may act (or the end screen shows): the bots' turns. What the
    coach lights meanwhile (Arena Rex's Continue under the dice of a finished attack) is clicked."""
    def learner_may_act():
        return isinstance(app.top, DoneScene) or (app.top is table and table.my_turn() and table.learner_decides())

    def click_the_lit():
        lit = table.highlights() if app.top is table and not table.learner_decides() else []
        return click_at(lit[0].center) if lit else []

    step_until(app, table, learner_may_act, f"step {table.step_index + 1} waits for a move that never comes",
               events=click_the_lit)


def lit_now(app, table) -> list:
    """The coach's highlights once the table rests (an animation, such as a duel's dice, lights
    nothing yet); the step fails when nothing lights up in ``FRAMES_TO_LIGHT`` frames."""
    for _ in range(FRAMES_TO_LIGHT):
        settle(app, table)
        app.step([], dt=FRAME)  # drawn: the highlights are those of this frame
        lit = table.highlights()
        if lit:
            return lit
    raise AssertionError(f"step {table.step_index + 1} ('{table.step.id}') lights up nothing on screen")


def follow_highlights(app, table, screenshot_at=None, shot_path=None):
    """Click what the coach lights up, step after step, until the end screen; the clicks made. Two
    things lit (a model and a spot on Arena Rex's map) are a drag from the first to the second."""
    clicks, shot = 0, False
    screen = app.surface.get_rect()
    while not table.lesson_over:
        wait_for_learner(app, table)
        index = table.step_index
        for _ in range(CLICKS_PER_STEP):
            lit = lit_now(app, table)
            coach = app.layout.rect(table.coach_panel)
            for rect in lit:
                assert screen.contains(rect), f"step {index + 1} lights up {rect}, off the screen {screen}"
                assert not coach.colliderect(rect), f"step {index + 1}: the coach's panel covers {rect}"
            if screenshot_at == index and not shot:
                app.screenshot(shot_path)
                shot = True
            app.step(drag_from_to(lit[0].center, lit[1].center) if len(lit) > 1 else click_at(lit[0].center),
                     dt=FRAME)
            clicks += 1
            if table.step_index != index:
                break
        else:
            raise AssertionError(f"step {index + 1} ('{table.step.id}') still waits after {CLICKS_PER_STEP} clicks")
        assert table.refused == 0, f"the coach refused a highlighted click at step {index + 1}"
    for _ in range(FRAMES_TO_LIGHT):  # the last move is seen, then the end screen
        if isinstance(app.top, DoneScene):
            break
        app.step([], dt=FRAME)
    return clicks


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_tutorial_runs_to_its_end_by_its_own_highlights(make_app, language, user_folders):
    app, table = open_tutorial(make_app, language=language)
    try:
        steps = len(table.tutorial.steps)
        clicks = follow_highlights(app, table)
        assert table.step_index == steps and clicks >= steps
        done = app.top
        assert isinstance(done, DoneScene)
        progress = ProgressStore().load()
        assert progress.finished == {"forglory": 1} and "forglory" not in progress.places
        app.step([], dt=FRAME)
        done.play_easy()  # the hand-off: a normal game, the same seats, easy bots
        app.step([], dt=FRAME)
        app.step([], dt=FRAME)
        from client.games.forglory.table import ForGloryTable
        game = app.top
        assert isinstance(game, ForGloryTable) and not isinstance(game, Coach)
        assert [s.controller for s in game.session.seats] == ["human", "bot:easy", "bot:easy"]
        assert "scenario" not in game.session.moves.config
    finally:
        i18n.set_language("en")


def test_a_wrong_move_at_every_step_is_refused_and_changes_nothing(make_app):
    app, table = open_tutorial(make_app)
    tutorial = load_tutorial("forglory")
    assert refuse_a_wrong_move_at_every_step(app, table) >= len(tutorial.steps) - 1  # every step with another move


def refuse_a_wrong_move_at_every_step(app, table) -> int:
    """Play another move than the step's at every step that offers one (refused, the game unchanged),
    then the step's; the number of steps where a wrong move was tried."""
    tutorial = table.tutorial
    wrong_tried = 0
    while not isinstance(app.top, DoneScene):
        wait_for_learner(app, table)
        if isinstance(app.top, DoneScene):
            break
        session, index = table.session, table.step_index
        names = names_of(session.state)
        wrong = [a for a in session.legal_actions() if not matches(tutorial.steps[index], a, names)]
        if wrong:
            digest, taken, refused = session.state.digest(), len(session.moves.actions), table.refused
            assert table.play(wrong[0]) is False
            assert session.state.digest() == digest and len(session.moves.actions) == taken
            assert table.step_index == index and table.refused == refused + 1 and table.coach_note
            app.step([], dt=FRAME)
            assert table.highlights(), "after a refusal the step is shown again"
            wrong_tried += 1
        right = next(a for a in session.legal_actions() if matches(tutorial.steps[index], a, names))
        assert table.play(right) and table.step_index == index + 1 and table.coach_note is None
        for _ in range(3):
            app.step([], dt=FRAME)
    return wrong_tried


def test_esc_leaves_and_the_tutorial_resumes_from_its_last_step(make_app):
    app, table = open_tutorial(make_app)
    tutorial = load_tutorial("forglory")
    for index in range(3):
        wait_for_learner(app, table)
        names = names_of(table.session.state)
        assert table.play(next(a for a in table.session.legal_actions() if matches(tutorial.steps[index], a, names)))
    digest = table.session.state.digest()
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, TitleScene)
    assert ProgressStore().load().places["forglory"].step == 3
    assert start_tutorial(app, "forglory", worker_factory=thread_worker)
    app.step([], dt=FRAME)
    again = app.top
    assert isinstance(again, Coach) and again.step_index == 3 and again.session.state.digest() == digest
    assert start_tutorial(app, "forglory", fresh=True, worker_factory=thread_worker)
    app.step([], dt=FRAME)
    assert app.top.step_index == 0


def test_a_damaged_progress_file_is_set_aside_in_plain_words(user_folders):
    store = ProgressStore()
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text("{not json", encoding="utf-8")
    progress = store.load()
    assert progress.problem and "tutorials.bad.json" in progress.problem and not progress.places
    assert (store.folder / "tutorials.bad.json").exists() and not store.path.exists()


def test_learn_to_play_lists_the_tutorial_and_opens_it(make_app):
    app = make_app()
    title = app.top
    assert isinstance(title, TitleScene)
    title.open_learn()
    app.step([], dt=FRAME)
    learn = app.top
    assert isinstance(learn, LearnScene) and "forglory" in learn.game_buttons
    app.step(click_at(learn.game_buttons["forglory"].screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, Coach)


def test_the_record_counts_tutorials_finished(make_app):
    from client.scenes.record import RecordScene, tutorials_words

    app = make_app()
    assert RecordScene(app).tutorials_finished == 0
    store = ProgressStore()
    store.note_finished("forglory")
    store.note_finished("forglory")
    scene = RecordScene(app)
    assert scene.tutorials_finished == 2
    assert "2" in tutorials_words(scene.tutorials_finished)
    app.push(scene)
    app.step([], dt=FRAME)


def test_setup_links_to_the_tutorial_of_its_game(make_app):
    from client.scenes.setup import NewGameScene

    app = make_app()
    app.start_new_game("forglory")
    app.step([], dt=FRAME)
    setup = app.top
    assert isinstance(setup, NewGameScene) and setup.learn_button is not None
    app.step(click_at(setup.learn_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, Coach) and app.top.tutorial.game == "forglory"


def test_learn_to_play_and_the_coach_speak_spanish_within_their_boxes(make_app):
    from client.table.session import DEFAULT_NAMES
    from tests.i18n.probe import spanish_probe

    store = ProgressStore()
    store.keep_place("forglory", 3, [])
    with spanish_probe(allow=DEFAULT_NAMES) as probe:
        app = make_app()
        app.push(LearnScene(app))
        for _ in range(3):
            app.step([], dt=FRAME)
        learn = app.top
        assert start_tutorial(app, "forglory", fresh=True, worker_factory=thread_worker)
        for _ in range(3):
            app.step([], dt=FRAME)
        coach = app.top
        coach.refuse()  # the friendly word too
        for _ in range(3):
            app.step([], dt=FRAME)
    assert learn.over_buttons["forglory"].text == "Reiniciar"
    assert "Paso 1 de 10" in probe.seen and "Salir (Esc)" in probe.seen
    found = probe.problems()
    assert found == [], "not Spanish on screen:\n" + "\n".join(found)


@pytest.mark.parametrize("actions", [[{"kind": "fly"}], [{"kind": "end_turn"}] * 50, [{"card": 3}], [{}]])
def test_a_kept_place_that_does_not_replay_starts_afresh_and_says_so(make_app, actions):
    from client.scenes.notice import NoticeScene

    ProgressStore().keep_place("forglory", 4, actions)
    app = make_app()
    assert start_tutorial(app, "forglory", worker_factory=thread_worker)
    app.step([], dt=FRAME)
    assert isinstance(app.top, NoticeScene) and "beginning" in app.top.message
    coach = app.scenes[-2]
    assert isinstance(coach, Coach) and coach.step_index == 0 and coach.session.moves.actions == []
