"""Learn to play Gladiatores in the window (issue 40): the tutorial driven to its end by the
coach's own highlights, in English and in Spanish (bidding and being outbid, the Ready draws, a
bet, a face-down Tactics card turned up, the fight, the full Wheel of Glory), and a wrong move at
every step refused with the game unchanged. The drivers are For Glory's
(``test_client_tutorial``)."""
import pygame
import pytest
from table_driver import FRAME, FRAMES_WAITING, click_at, key, let_the_bot_think, settle
from test_client_tutorial import CLICKS_PER_STEP, open_tutorial, thread_worker

from client.games.gladiatores.summary import EventSummaryScene
from client.tutorial.coach import Coach
from client.tutorial.done import DoneScene
from client.tutorial.progress import ProgressStore
from client.tutorial.scenes import start_tutorial
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
        let_the_bot_think(table)
    raise AssertionError(f"step {table.step_index + 1} waits for a move that never comes")


def lit_now(app, table, index: int) -> list:
    """What the coach lights up once the table takes clicks (a button that has just changed its
    meaning rests a moment), each on screen and clear of the coach's own panel (it swallows clicks)."""
    settle(app, table)
    app.step([], dt=FRAME)  # drawn: the highlights are those of this frame
    lit = table.highlights()
    screen, panel = app.surface.get_rect(), app.layout.rect(table.coach_panel)
    assert lit, f"step {index + 1} ('{table.step.id}') lights up nothing on screen"
    assert all(screen.contains(r) for r in lit), f"step {index + 1} lights up {lit}, off the screen {screen}"
    assert not any(panel.colliderect(r) for r in lit), f"step {index + 1} lights up {lit}, under the coach's panel"
    return lit


def take_step(app, table) -> int:
    """Click the first lit thing until the step is taken: the clicks it took."""
    index = table.step_index
    for clicks in range(1, CLICKS_PER_STEP + 1):
        app.step(click_at(lit_now(app, table, index)[0].center), dt=FRAME)
        if table.step_index != index:
            assert table.refused == 0, f"the coach refused a highlighted click at step {index + 1}"
            return clicks
    raise AssertionError(f"step {index + 1} ('{table.step.id}') still waits after {CLICKS_PER_STEP} clicks")


def follow_lit(app, table) -> int:
    """Follow the coach's highlights step after step until the end screen: the clicks made."""
    clicks = wait_for_learner(app, table)
    while not isinstance(app.top, DoneScene):
        clicks += take_step(app, table)
        clicks += wait_for_learner(app, table)
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
        assert state.out[table.tutorial.learner] == "defeated"  # the lesson ends as Flamma falls
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


def refused_unchanged(app, table, wrong) -> None:
    """The coach refuses ``wrong``: the engine never sees it, the step stays and is lit again."""
    session, index = table.session, table.step_index
    before = (session.state.digest(), len(session.moves.actions), table.refused)
    assert table.play(wrong) is False
    after = (session.state.digest(), len(session.moves.actions), table.refused - 1)
    assert after == before and table.step_index == index and table.coach_note
    app.step([], dt=FRAME)
    assert table.highlights(), "after a refusal the step is shown again"


def test_a_wrong_gladiatores_move_at_every_step_is_refused_and_changes_nothing(make_app):
    app, table = open_tutorial(make_app, game=GAME)
    steps = load_tutorial(GAME).steps
    lone = []  # the steps with no other move on offer
    wait_for_learner(app, table)
    while not isinstance(app.top, DoneScene):
        step, names = steps[table.step_index], names_of(table.session.state)
        moves = table.session.legal_actions()
        wrong = [a for a in moves if not matches(step, a, names)]
        if wrong:
            refused_unchanged(app, table, wrong[-1])
        else:
            lone.append(step.id)
        assert table.play(next(a for a in moves if matches(step, a, names))) and table.coach_note is None
        wait_for_learner(app, table)
    assert table.refused == len(steps) - len(lone)
    # the pass with nothing in hand to break the card on top (a GRAB) has no other move
    assert lone == ["pass_grab"]


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
    assert "Paso 1 de 20" in probe.seen and "Salir (Esc)" in probe.seen
    found = probe.problems()
    assert found == [], "not Spanish on screen:\n" + "\n".join(found)


def test_esc_after_the_secret_bet_and_tactics_resumes_the_same_fight(make_app):
    """The kept place replays the learner's secret answers (the bet, the face-down Tactics card) and
    the bots' answers: the tutorial resumes at its step with the same game."""
    from client.scenes.title import TitleScene

    app, table = open_tutorial(make_app, game=GAME)
    steps = load_tutorial(GAME).steps
    for index in range(11):  # up to the first attack: past the bid, the draws, the bet and the Tactics
        wait_for_learner(app, table)
        names = names_of(table.session.state)
        assert table.play(next(a for a in table.session.legal_actions() if matches(steps[index], a, names)))
    wait_for_learner(app, table)
    digest = table.session.state.digest()
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, TitleScene) and ProgressStore().load().places[GAME].step == 11
    assert start_tutorial(app, GAME, worker_factory=thread_worker)
    app.step([], dt=FRAME)
    again = app.top
    assert isinstance(again, Coach) and again.step_index == 11 and again.session.state.digest() == digest
    assert again.step.id == "attack"
