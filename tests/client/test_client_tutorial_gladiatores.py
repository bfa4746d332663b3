"""Learn to play Gladiatores in the window (issue 40): the tutorial driven to its end by the
coach's own highlights, in English and in Spanish (bidding and being outbid, the Ready draws, a
bet, a face-down Tactics card turned up, the fight, the full Wheel of Glory), and a wrong move at
every step refused with the game unchanged. The drivers are For Glory's
(``test_client_tutorial``)."""
import pygame
import pytest
from table_driver import FRAME, click_at, settle
from test_client_tutorial import CLICKS_PER_STEP, FRAMES_WAITING, open_tutorial, thread_worker

from client.games.gladiatores.summary import EventSummaryScene
from client.tutorial.coach import Coach
from client.tutorial.progress import ProgressStore
from client.tutorial.scenes import DoneScene, start_tutorial
from engine import i18n
from engine.play.tutorial import load_tutorial, matches, names_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAME = "gladiatores"


def wait_for_learner(app, table) -> int:
    """Step frames until the learner may act (or the end screen shows); the event's summary, shown
    over the table when the fight is won, is read and closed with its Continue. The clicks made."""
    clicks = 0
    for _ in range(FRAMES_WAITING):
        if isinstance(app.top, DoneScene) or (app.top is table and table.my_turn() and table.learner_decides()):
            return clicks
        if isinstance(app.top, EventSummaryScene):
            app.step([], dt=FRAME)
            app.step(click_at(app.top.continue_button.screen_rect(app.layout).center), dt=FRAME)
            clicks += 1
            continue
        app.step([], dt=FRAME)
        if table.thinking_seat() is not None:
            pygame.time.wait(1)  # the bot thinks in its thread
    raise AssertionError(f"step {table.step_index + 1} waits for a move that never comes")


def follow_lit(app, table):
    """Click what the coach lights up, step after step, until the end screen: the clicks made.
    Each lit thing is on screen and clear of the coach's own panel (which swallows clicks)."""
    clicks = 0
    screen = app.surface.get_rect()
    panel = app.layout.rect(table.coach_panel)
    while not isinstance(app.top, DoneScene):
        clicks += wait_for_learner(app, table)
        if isinstance(app.top, DoneScene):
            break
        index = table.step_index
        for _ in range(CLICKS_PER_STEP):
            settle(app, table)  # a button that has just changed its meaning rests a moment
            app.step([], dt=FRAME)  # drawn: the highlights are those of this frame
            lit = table.highlights()
            assert lit, f"step {index + 1} ('{table.step.id}') lights up nothing on screen"
            for rect in lit:
                assert screen.contains(rect), f"step {index + 1} lights up {rect}, off the screen {screen}"
                assert not panel.colliderect(rect), f"step {index + 1} lights up {rect}, under the coach's panel"
            app.step(click_at(lit[0].center), dt=FRAME)
            clicks += 1
            if table.step_index != index:
                break
        else:
            raise AssertionError(f"step {index + 1} ('{table.step.id}') still waits after {CLICKS_PER_STEP} clicks")
        assert table.refused == 0, f"the coach refused a highlighted click at step {index + 1}"
    return clicks


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_gladiatores_tutorial_runs_to_its_end_by_its_own_highlights(make_app, language, user_folders):
    app, table = open_tutorial(make_app, game=GAME, language=language)
    try:
        steps = len(table.tutorial.steps)
        clicks = follow_lit(app, table)
        # a click a step, one more for each attack's target and one for the event summary's Continue (a
        # click on a banner, such as "The fight begins!", only ends the banner)
        assert table.step_index == steps and clicks >= steps + 3
        state = table.session.state
        assert None not in state.wheel[table.tutorial.learner]  # the lesson ends on a full Wheel of Glory
        assert isinstance(app.top, DoneScene)
        progress = ProgressStore().load()
        assert progress.finished == {GAME: 1} and GAME not in progress.places
        app.step([], dt=FRAME)
        app.top.play_easy()  # the hand-off: a normal game, the same seats, easy bots
        app.step([], dt=FRAME)
        app.step([], dt=FRAME)
        from client.games.gladiatores.table import GladiatoresTable
        game = app.top
        assert isinstance(game, GladiatoresTable) and not isinstance(game, Coach)
        assert [s.controller for s in game.session.seats] == ["human", "bot:easy", "bot:easy"]
    finally:
        i18n.set_language("en")


def test_a_wrong_gladiatores_move_at_every_step_is_refused_and_changes_nothing(make_app):
    app, table = open_tutorial(make_app, game=GAME)
    tutorial = load_tutorial(GAME)
    wrong_tried, lone = 0, []
    while not isinstance(app.top, DoneScene):
        wait_for_learner(app, table)
        if isinstance(app.top, DoneScene):
            break
        session, index = table.session, table.step_index
        names = names_of(session.state)
        wrong = [a for a in session.legal_actions() if not matches(tutorial.steps[index], a, names)]
        if wrong:
            digest, taken, refused = session.state.digest(), len(session.record.actions), table.refused
            assert table.play(wrong[-1]) is False
            assert session.state.digest() == digest and len(session.record.actions) == taken
            assert table.step_index == index and table.refused == refused + 1 and table.coach_note
            app.step([], dt=FRAME)
            assert table.highlights(), "after a refusal the step is shown again"
            wrong_tried += 1
        else:
            lone.append(tutorial.steps[index].id)
        right = next(a for a in session.legal_actions() if matches(tutorial.steps[index], a, names))
        assert table.play(right) and table.step_index == index + 1 and table.coach_note is None
        for _ in range(3):
            app.step([], dt=FRAME)
            if table.thinking_seat() is not None:
                pygame.time.wait(1)
    # every step with another move on offer; the passes with nothing in hand to break the top card have none
    assert wrong_tried == len(tutorial.steps) - len(lone) and lone == ["pass_feint", "pass_grab", "pass_lunge"]


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_gladiatores_step_fits_the_coach_panel_with_the_friendly_word(make_app, language):
    """The coach stops drawing lines at its Leave button: each step's words, and the friendly word
    over them after a wrong move, fit the panel over the log (heading, paragraphs, gaps as drawn)."""
    from client.games.gladiatores.table import GladiatoresTable
    from engine.i18n import _

    app = make_app()
    layout, theme = app.layout, app.theme
    i18n.set_language(language)
    try:
        panel = layout.rect(pygame.Rect(GladiatoresTable.coach_rect))
        width = panel.width - layout.length(24)
        heading = theme.text(_("Step %(n)d of %(count)d") % {"n": 22, "count": 22}, "small", (0, 0, 0), layout)
        room = panel.bottom - layout.length(48) - (panel.top + layout.length(10) + heading.get_height()
                                                 + layout.length(2) + layout.length(6))

        def height(text):
            lines = theme.wrap(text, "card", width, layout)
            return sum(theme.text(line, "card", (0, 0, 0), layout).get_height() + layout.length(1)
                       for line in lines) + layout.length(8)

        note = height(_("Good idea, but not yet: this lesson needs another move first. Here is the step again."))
        for step in load_tutorial(GAME).steps:
            assert note + height(step.text(language)) <= room, f"step '{step.id}' ({language}) is cut off"
    finally:
        i18n.set_language("en")


def test_the_gladiatores_coach_speaks_spanish_over_the_market(make_app):
    """The first step in Spanish: the coach's panel, its heading and the table under it, with the
    friendly word after a wrong move."""
    from client.table.session import DEFAULT_NAMES
    from tests.i18n.probe import spanish_probe

    with spanish_probe(allow=DEFAULT_NAMES) as probe:
        app = make_app()
        app.settings.extra["bot_speed"] = "instant"
        assert start_tutorial(app, GAME, fresh=True, worker_factory=thread_worker)
        for _ in range(3):
            app.step([], dt=FRAME)
        coach = app.top
        coach.refuse()
        for _ in range(3):
            app.step([], dt=FRAME)
    assert "Paso 1 de 22" in probe.seen and "Salir (Esc)" in probe.seen
    found = probe.problems()
    assert found == [], "not Spanish on screen:\n" + "\n".join(found)
