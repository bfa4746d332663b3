"""Seat controllers and the pieces under the table: the bot worker's wall-clock cap,
the picker's payment order, the command-line starts, keyboard play, sounds, zoom."""
import time

import pygame
from table_driver import FRAME, click_at, key

from client.games.forglory.table import ForGloryTable
from client.table.controllers import BotController
from client.table.picker import ActionPicker, PickKeys
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker
from engine.core import Action, registry


def _session(seats=(("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")), seed=7):
    return GameSession.new("forglory", {"seats": len(seats), "champions": "off"},
                           [Seat(n, c) for n, c in seats], seed)


def test_a_bot_past_its_cap_is_cut_off_and_a_legal_move_is_played_instead():
    from stalled_worker import stalled_main

    from engine.core import Rng

    session = _session(seed=4)
    session.autosave_to = False
    state = session.state
    rng = Rng(4)
    while len(state.legal_actions()) < 6:  # a real choice, not a forced move
        session.apply(rng.choice(state.legal_actions()))
    # a worker that never answers: the cap must cut it off however fast the machine is
    worker = BotWorker(cap=0.2, target=stalled_main)
    try:
        bot = BotController("hard", worker)
        deadline = time.monotonic() + 60
        action = None
        while action is None and time.monotonic() < deadline:
            action = bot.poll(session, state.to_decide().seat, 0.0)
            time.sleep(0.01)
        assert action in state.legal_actions()
        assert worker.restarts >= 1 and worker.alive
    finally:
        worker.close()
    assert not worker.alive


def test_the_picker_proposes_the_cheapest_payment_first():
    legal = [Action.make("buy", card="c9", income=["c1", "c2"], coins=0),
             Action.make("buy", card="c9", income=[], coins=2),
             Action.make("buy", card="c9", income=["c3"], coins=1),
             Action.make("end_turn")]
    keys = PickKeys(subjects=("card",), payments=("coins", "income"))  # a game names its own
    picker = ActionPicker(legal, value_of=lambda c: 1, keys=keys)
    step = picker.start(picker.for_subject("c9"))
    assert step.kind == "payment"
    assert [a.coins for a in step.options] == [0, 1, 2]
    done = picker.choose_payment(step.options[1])
    assert done.kind == "done" and done.options == [legal[2]]


def test_command_line_start_opens_the_table_and_replay_opens_the_viewer(tmp_path, monkeypatch):
    import client.app
    from engine.ai import RandomBot
    from engine.play.match import play_match

    seen = []

    def frames(app):
        for _ in range(2):
            app.step([], dt=FRAME)
        top = app.top
        seen.append((type(top).__name__, getattr(top, "replaying", None),
                     [s.controller for s in top.session.seats], top.session.moves.seed))

    monkeypatch.setattr(client.app.App, "run", frames)
    ruleset = registry.get("forglory")
    start = {"game": "forglory", "config": ruleset.make_config(3), "seats": ["human", "bot:easy", "bot:hard"],
             "seed": 12}
    assert client.app.run(tmp_path, start=start) == 0
    match = play_match(ruleset, ruleset.make_config(3), 1, [RandomBot()] * 3)
    assert client.app.run(tmp_path, replay=(match.moves, [])) == 0
    assert seen[0] == ("ForGloryTable", False, ["human", "bot:easy", "bot:hard"], 12)
    assert seen[1][:2] == ("ForGloryTable", True) and seen[1][3] == 1


def test_keyboard_play_tab_enter_and_esc_and_the_sounds_zoom_and_log(make_app):
    app = make_app()
    session = _session()
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    app.step([], dt=FRAME)
    assert isinstance(table, ForGloryTable) and table.my_turn()
    # Tab moves over the things that would act; the tooltip shows at once
    app.step([key(pygame.K_TAB)], dt=FRAME)
    thing = table.input.hover[0]
    assert any(a.get("card") == thing for a in session.legal_actions())
    # right-click zooms a card; any key closes it
    app.step(click_at(table.rects[thing].center, button=3), dt=FRAME)
    assert table.zoom == session.state.names[thing]
    app.step([key(pygame.K_SPACE)], dt=FRAME)
    assert table.zoom is None
    # L hides and shows the log
    app.step([key(pygame.K_l)], dt=FRAME)
    assert not table.show_log
    app.step([key(pygame.K_l)], dt=FRAME)
    # a buy through the menu by keyboard: click a card, Enter takes the suggested payment
    buy = next(a for a in session.legal_actions() if a.kind == "buy")
    app.step(click_at(table.rects[buy.card].center), dt=FRAME)
    if table.picking.menu is not None:
        app.step([key(pygame.K_RETURN)], dt=FRAME)
    assert session.moves.actions and session.moves.actions[-1].kind == "buy"
    assert "buy" in table.sfx.played
    # Enter with nothing chosen ends the turn, once the confirm box (cards still playable) says so
    app.step([], dt=FRAME)
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    assert table.picking.menu is not None and session.moves.actions[-1].kind == "buy"
    assert table.picking.menu.focused is table.picking.menu_cancel  # Enter again changes nothing
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    assert table.picking.menu is None and session.moves.actions[-1].kind == "buy"
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    do = table.picking.menu_buttons[0][1]
    app.step(click_at(do.screen_rect(app.layout).center), dt=FRAME)
    assert session.moves.actions[-1].kind == "end_turn"
    # Esc opens the pause menu, Esc again resumes
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert type(app.top).__name__ == "PauseScene"
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert app.top is table


def test_results_rematch_keeps_seats_and_options_with_a_new_seed(make_app):
    from client.scenes.results import ResultsScene

    ruleset = registry.get("forglory")
    from engine.ai import RandomBot
    from engine.play.match import play_match

    match = play_match(ruleset, ruleset.make_config(3), 9, [RandomBot()] * 3)
    seats = [Seat("Livia", "human"), Seat("Marcus", "bot:easy"), Seat("Aurelia", "bot:normal")]
    session = GameSession(match.moves, match.state, seats, autosave_to=False)
    app = make_app()
    app.push(ResultsScene(app, session))
    app.step([], dt=FRAME)
    results = app.top
    app.step(click_at(results.rematch_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable)
    assert [s.name for s in table.session.seats] == ["Livia", "Marcus", "Aurelia"]
    assert table.session.moves.config == match.moves.config


def test_clicking_a_seat_panel_browses_its_public_discard_pile(make_app):
    app = make_app()
    session = _session()
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    app.step([], dt=FRAME)
    app.step(click_at(table.rects[("seat", 1)].center), dt=FRAME)
    app.step([], dt=FRAME)
    assert type(app.top).__name__ == "PileScene" and "Marcus" in app.top.widgets.widgets[0].text
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert app.top is table


def test_ending_a_combat_turn_before_attacking_shows_the_engines_reason(make_app):
    from engine.ai import RandomBot
    from engine.core import IllegalAction
    from engine.core.saves import GameMoves
    from engine.play.match import play_match

    ruleset = registry.get("forglory")
    match = play_match(ruleset, ruleset.make_config(3), 1, [RandomBot()] * 3)
    state = match.moves.start()
    i = 0
    while True:
        d = state.to_decide()
        if d.seat == 0 and d.kind == "combat_turn" and Action.make("end_turn") not in state.legal_actions():
            break
        state.apply(match.moves.actions[i])
        i += 1
    seats = [Seat("Livia", "human"), Seat("Marcus", "bot:random"), Seat("Aurelia", "bot:random")]
    moves = GameMoves("forglory", match.moves.config, 1, list(match.moves.actions[:i]),
                        {"seats": [s.to_json() for s in seats]})
    session = GameSession(moves, state, seats, autosave_to=False)
    app = make_app()
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    app.step([], dt=FRAME)
    with __import__("pytest").raises(IllegalAction) as refused:
        session.check(Action.make("end_turn"))
    app.step(click_at(table.primary_button.screen_rect(app.layout).center), dt=FRAME)
    assert table.message[0] == refused.value.message
    table.message = None
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    assert table.message[0] == refused.value.message
    assert len(session.moves.actions) == i


def test_pause_menu_load_lists_saves_and_opens_the_chosen_one(make_app, data_dir):
    app = make_app()
    first = _session(seed=21)
    first.flush()
    saved = first.save_as(data_dir / "saves" / "first.json")
    app.play(_session(seed=22))
    app.step([], dt=FRAME)
    table = app.top
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    pause = app.top
    app.step(click_at(pause.load_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    load = app.top
    assert type(load).__name__ == "LoadScene" and saved in load.paths
    button = load.buttons[load.paths.index(saved)]
    app.step(click_at(button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    loaded = app.top
    assert isinstance(loaded, ForGloryTable) and loaded is not table
    assert loaded.session.moves.seed == 21 and loaded.session.state.digest() == first.state.digest()
