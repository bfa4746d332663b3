"""Learn to play Spartacus in the window (issue 40): the tutorial driven to its end by the coach's own
highlights, in English and in Spanish (the panel's buttons, the arrows and send button of a secret
bid or bet, a card on the house, a hex of the arena), and a wrong move at every step refused with
the game unchanged. The shared parts (the learn list, Esc and resume, the Record) are tested with
For Glory's tutorial in ``test_client_tutorial.py``."""
import pygame
import pytest
from table_driver import FRAME
from test_client_tutorial import follow_highlights, lit_now, open_tutorial, wait_for_learner

from client.tutorial.coach import Coach
from client.tutorial.done import DoneScene
from client.tutorial.progress import ProgressStore
from engine import i18n
from engine.play.tutorial import load_tutorial, matches, names_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAME = "spartacus"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_spartacus_tutorial_runs_to_its_end_by_its_own_highlights(make_app, language, user_folders):
    app, table = open_tutorial(make_app, game=GAME, language=language)
    try:
        steps = len(table.tutorial.steps)
        clicks = follow_highlights(app, table)
        print(f"{language}: {steps} steps, {clicks} clicks")
        assert table.step_index == steps and clicks >= steps
        assert isinstance(app.top, DoneScene)
        assert ProgressStore().load().finished == {GAME: 1}
        events = [e.type for e in table.session.events]
        for happened in ("scheme_succeeded", "guard_rolled", "auction_won", "combat_started", "yielded",
                         "promise_kept", "thumb"):
            assert happened in events
        done = app.top
        app.step([], dt=FRAME)
        done.play_easy()  # the hand-off: a normal Spartacus game, the same seats, easy bots
        app.step([], dt=FRAME)
        app.step([], dt=FRAME)
        from client.games.spartacus.table import SpartacusTable
        game = app.top
        assert isinstance(game, SpartacusTable) and not isinstance(game, Coach)
        assert [s.controller for s in game.session.seats] == ["human", "bot:easy", "bot:easy"]
        assert "scenario" not in game.session.moves.config
    finally:
        i18n.set_language("en")


def test_a_wrong_move_at_every_spartacus_step_is_refused_and_changes_nothing(make_app, user_folders):
    app, table = open_tutorial(make_app, game=GAME)
    tutorial = load_tutorial(GAME)
    wrong_tried, lone = 0, []
    while not table.lesson_over:
        wait_for_learner(app, table)
        session, index = table.session, table.step_index
        names = names_of(session.state)
        wrong = [a for a in session.legal_actions() if not matches(tutorial.steps[index], a, names)]
        if wrong:
            digest, taken, refused = session.state.digest(), len(session.moves.actions), table.refused
            assert table.play(wrong[-1]) is False
            assert session.state.digest() == digest and len(session.moves.actions) == taken
            assert table.step_index == index and table.refused == refused + 1 and table.coach_note
            lit_now(app, table)  # after a refusal the step is shown again
            wrong_tried += 1
        else:
            lone.append(tutorial.steps[index].id)
        right = next(a for a in session.legal_actions() if matches(tutorial.steps[index], a, names))
        assert table.play(right) and table.step_index == index + 1 and table.coach_note is None
        for _ in range(3):
            app.step([], dt=FRAME)
    # every step but two: with no reaction card the window offers only "let it be", and with all
    # his gear on Iskander can only be sent in
    assert lone == ["no_reaction", "send_fighter"] and wrong_tried == len(tutorial.steps) - 2


def test_the_coach_sits_over_the_log_beside_the_decision_panel(make_app, user_folders):
    app, table = open_tutorial(make_app, game=GAME)
    assert isinstance(table, Coach)
    from client.games.spartacus.layout import LOG, PANEL

    assert table.coach_panel == pygame.Rect(LOG) and not table.coach_panel.colliderect(PANEL)


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_step_fits_the_coach_panel_with_the_friendly_word(make_app, language, user_folders):
    """The panel cuts what does not fit: every step's words, after a refused move's note, fit above
    its Leave button (the margins the coach draws with)."""
    app, table = open_tutorial(make_app, game=GAME, language=language)
    try:
        layout, theme = app.layout, app.theme
        panel = layout.rect(table.coach_panel)
        width = panel.width - layout.length(24)
        room = panel.height - layout.length(10) - layout.length(48)
        table.refuse()
        heading = theme.text("Step", "small", (255, 255, 255), layout).get_height() + layout.length(8)
        for step in table.tutorial.steps:
            used = heading
            for words in (table.coach_note, step.text(language)):
                lines = theme.wrap(words, "card", width, layout)
                used += sum(theme.text(line, "card", (255, 255, 255), layout).get_height() + layout.length(1)
                            for line in lines) + layout.length(8)
            assert used <= room, f"step '{step.id}' ({language}) needs {used} px, the panel has {room}"
    finally:
        i18n.set_language("en")
