"""The For Glory table in the window: whole games through real input, hot-seat
privacy, bots off the UI thread, save / continue / bad saves, setup, replay."""
import json
import random
import re
import time

import pygame
import pytest
from table_driver import FRAME, click_at, frames_of_play, key, perform, reachable, step_until

from client.games.forglory.table import ForGloryTable
from client.scenes.notice import NoticeScene
from client.scenes.results import ResultsScene
from client.scenes.title import TitleScene
from client.table.autosave import last_autosave
from client.table.handoff import HandoffScene
from client.table.session import GameSession, Seat
from engine.core import Action, IllegalAction

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def new_session(seats, seed=7, champions="off"):
    return GameSession.new("forglory", {"seats": len(seats), "champions": champions},
                           [Seat(name, controller) for name, controller in seats], seed)


def instant(app):
    app.settings.extra["bot_speed"] = "instant"


def hidden_from(state, viewer):
    """Card ids the viewer may not see: other seats' hands, decks and reserves."""
    out = set()
    for s in range(state.n):
        if s != viewer:
            out.update(state.hand[s], state.deck[s], state.reserve[s])
    return out


def test_whole_three_seat_game_one_human_by_clicks_two_bots_reaches_results(make_app):
    app = make_app()
    instant(app)
    session = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:easy")])
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable) and session.viewer == 0
    rng = random.Random(3)
    human = 0
    seen_kinds = set()
    # a bot thinks in real time: its frames are not counted (a loaded machine spins thousands of them
    # while it waits), only bounded for each answer
    for _ in frames_of_play(table, 6000):
        if not isinstance(app.top, ForGloryTable):
            break
        decision = session.decision
        if decision is not None and not session.is_human(decision.seat):
            app.step([], dt=FRAME)
            continue
        app.step([], dt=FRAME)
        if table.my_turn():
            legal = [a for a in session.legal_actions() if reachable(table, a)]
            assert legal, f"nothing clickable for {session.decision}"
            # prefer buying and playing now and then, so the game moves like a person's
            action = rng.choice(legal)
            perform(app, table, action)
            seen_kinds.add(action.kind)
            human += 1
            # the human seat never sees another seat's hidden cards
            assert not (table.drawn_faces & hidden_from(session.state, 0))
    assert isinstance(app.top, ResultsScene), f"stopped in {type(app.top).__name__}"
    assert session.over and human > 30
    assert {"buy", "end_turn", "attack"} <= seen_kinds
    results = app.top
    app.step([], dt=FRAME)
    assert results.result.placings and len(results.result.placings) == 3
    # the autosave holds the finished game and loads back to the same position
    session.flush()
    again = GameSession.load(max(session.autosave_to.glob(f"{session.game_id}.*.json")))
    assert again.state.digest() == session.state.digest()
    # back to title from the results
    app.step(click_at(results.title_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, TitleScene)


def test_illegal_click_shows_the_engines_reason_in_player_words(make_app):
    app = make_app()
    session = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")])
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    app.step([], dt=FRAME)
    hand = session.state.hand[0]
    income = next(c for c in hand if session.state.names[c] in ("Denarius", "Dupondius"))
    assert not [a for a in session.legal_actions() if a.get("card") == income]
    with pytest.raises(IllegalAction) as refused:
        session.check(Action.make("play", card=income))
    before = len(session.moves.actions)
    app.step(click_at(table.rects[income].center), dt=FRAME)
    # the engine words the refusal itself (never its internal kind 'play'): the table shows it
    assert "'play'" not in refused.value.message
    text = table.message[0] if table.message else ""
    assert table.message[2] and session.state.names[income] in text and text == refused.value.message
    assert len(session.moves.actions) == before
    # a refusal the engine words itself is shown as it is
    with pytest.raises(IllegalAction) as worded:
        session.check(Action.make("reserve", card=income))
    table.explain(Action.make("reserve", card=income))
    assert table.message[0] == worded.value.message and table.message[2]
    # the cheapest payment is proposed first when a buy has several
    buy = next(a for a in session.legal_actions() if a.kind == "buy"
               and len([b for b in session.legal_actions() if b.kind == "buy" and b.card == a.card]) > 1)
    app.step(click_at(table.rects[buy.card].center), dt=FRAME)
    assert table.picking.menu is not None and table.picking.step.kind == "payment"
    coins = [a.coins for a, _ in table.picking.menu_buttons]
    assert coins == sorted(coins)
    assert table.picking.menu_buttons[0][1].text.startswith("Suggested")
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    assert table.picking.menu is None and app.top is table


def test_hot_seat_hands_off_between_humans_and_never_draws_the_other_hand(make_app):
    app = make_app()
    instant(app)
    session = new_session([("Livia", "human"), ("Marcus", "human"), ("Aurelia", "bot:random")], seed=11)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, ForGloryTable))
    assert isinstance(app.top, HandoffScene)  # two humans: the first one is called to the screen too
    rng = random.Random(5)
    handoffs = []
    last_human = None
    human_decisions = 0

    def check_privacy():
        viewer = session.viewer
        if viewer is not None and table.drawn_faces:
            hidden = hidden_from(session.state, viewer)
            assert not (table.drawn_faces & hidden), "another seat's hidden card was drawn"
            for line in table.log.lines()[-20:]:
                # another seat's draws and reserves are told as counts, never as card names
                if " draws " in line and not line.startswith("You"):
                    assert re.search(r" draws \d+ cards?\.$", line), line
                if " reserves " in line and not line.startswith("You"):
                    assert line.endswith("reserves a card face down."), line

    for _ in frames_of_play(table, 4000):  # the bot thinks in real time (see the whole-game test)
        top = app.top
        decision = session.decision
        if isinstance(top, ForGloryTable) and decision is not None and not session.is_human(decision.seat):
            app.step([], dt=FRAME)
            check_privacy()
            continue
        if isinstance(top, HandoffScene):
            frames_before = len(table.frame_times)
            app.step([], dt=FRAME)
            app.step([], dt=FRAME)
            assert len(table.frame_times) == frames_before, "the table was drawn under the hand-off"
            handoffs.append(top.name)
            app.step([key(pygame.K_SPACE)], dt=FRAME)
            continue
        if not isinstance(top, ForGloryTable):
            break
        app.step([], dt=FRAME)
        check_privacy()
        if table.my_turn():
            seat = session.decision.seat
            if last_human is not None and seat != last_human:
                assert handoffs and handoffs[-1] == session.seat_name(seat)
            last_human = seat
            legal = [a for a in session.legal_actions() if reachable(table, a)]
            perform(app, table, rng.choice(legal))
            human_decisions += 1
            if human_decisions >= 60 and len(set(handoffs)) == 2:
                break
    assert handoffs[0] == "Livia" and {"Livia", "Marcus"} <= set(handoffs)


def test_window_keeps_drawing_while_a_bot_thinks(make_app):
    """The bot thinks in its own process, so the window goes on drawing frames and taking
    input meanwhile. The bot here never answers (a worker that takes requests and stays
    silent), so the proof does not depend on how fast a search is or how busy the machine is:
    frames keep coming while it "thinks", until its cap cuts it off and a legal move is played."""
    from stalled_worker import stalled_main

    from client.table.worker import BotWorker

    app = make_app()
    session = new_session([("Marcus", "bot:hard"), ("Livia", "human"), ("Aurelia", "bot:hard")], seed=3)
    app.play(session, worker_factory=lambda: BotWorker(cap=1.5, target=stalled_main))
    app.step([], dt=FRAME)
    table = app.top
    assert table.worker is not None and table.worker.mode == "process"
    thinking_frames = 0
    deadline = time.monotonic() + 60
    while session.state.decisions_made == 0 and time.monotonic() < deadline:
        app.step()
        ctrl = table.controllers[session.decision.seat]
        thinking_frames += bool(ctrl.is_bot and ctrl.thinking)
    assert session.state.decisions_made >= 1, "the cap did not cut the silent bot off"
    assert thinking_frames >= 5, "the window stopped drawing while the bot was thinking"
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])


def test_bad_save_is_explained_and_left_untouched(make_app, data_dir):
    folder = data_dir / "autosave"
    folder.mkdir(parents=True)
    cut = folder / "autosave.json"
    cut.write_bytes(b'{"format": "ludus-save", "version": 1, "ruleset": "forglory", "config": {"seats": 3}')
    before = cut.read_bytes()
    app = make_app()
    title = app.top
    assert not title.continue_button.enabled  # a file cut short is no game to continue...
    assert cut.read_bytes() == before         # ...and it is left as it is
    # an autosave whose actions do not lead to its digest: Continue explains and keeps the file
    playing = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")])
    playing.flush()
    bad = last_autosave()
    data = json.loads(bad.read_text())
    data["digest"] = "0" * len(data["digest"])  # well formed, but not where the actions lead
    bad.write_text(json.dumps(data))
    before = bad.read_bytes()
    title.resume()
    assert title.continue_button.enabled
    app.step(click_at(title.continue_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    notice = app.top
    assert isinstance(notice, NoticeScene)
    assert "digest mismatch" in notice.message and str(bad) in notice.message
    assert bad.read_bytes() == before
    # a save whose actions do not lead to its digest is refused too, byte for byte kept
    session = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")])
    good = session.save_as(data_dir / "saves" / "x.json")
    data = json.loads(good.read_text())
    data["digest"] = "0" * len(data["digest"])
    good.write_text(json.dumps(data))
    before = good.read_bytes()

    assert app.open_save(good) is False
    app.step([], dt=FRAME)
    assert "digest mismatch" in app.top.message and good.read_bytes() == before


def test_setup_scene_explains_bad_choices_and_starts_the_seeded_game(make_app):
    app = make_app()
    title = app.top
    app.step(click_at(title.game_buttons["forglory"].screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    setup = app.top
    assert type(setup).__name__ == "NewGameScene"
    # two seats with the same name: Start is disabled and says why
    field = setup.name_fields[1]
    app.step(click_at(field.screen_rect(app.layout).center), dt=FRAME)
    app.step([key(pygame.K_BACKSPACE)] * 10 + [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0,
                                                                  unicode=c, scancode=0) for c in "Livia"], dt=FRAME)
    assert setup.names[1] == "Livia"
    assert not setup.start_button.enabled and "Livia" in setup.problem
    app.step([key(pygame.K_BACKSPACE)] * 5 + [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0,
                                                                 unicode=c, scancode=0) for c in "Gaius"], dt=FRAME)
    assert setup.problem is None and setup.start_button.enabled
    # the seed field takes digits only
    app.step(click_at(setup.seed_field.screen_rect(app.layout).center), dt=FRAME)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode=c, scancode=0) for c in "4x2"],
             dt=FRAME)
    assert setup.seed_text == "42"
    # champions drafted
    choice = setup.option_choices["champions"]
    for _ in range(len(choice.options)):
        if choice.value == "draft":
            break
        r = choice.screen_rect(app.layout)
        app.step(click_at((r.right - 10, r.centery)), dt=FRAME)
    assert choice.value == "draft"
    app.step(click_at(setup.start_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable)
    s = table.session
    assert s.moves.seed == 42 and s.moves.config["champions"] == "draft"
    assert [seat.name for seat in s.seats] == ["Livia", "Gaius", "Aurelia"]
    assert s.seats[1].controller == "bot:easy"


def test_pause_menu_quit_loses_nothing_and_continue_resumes(make_app):
    app = make_app()
    instant(app)
    session = new_session([("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")])
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    app.step([], dt=FRAME)
    perform(app, table, next(a for a in session.legal_actions() if a.kind == "end_turn"))
    step_until(app, table, table.my_turn, "the bots never handed the turn back")  # their thread given the interpreter
    assert table.my_turn(), "the bots never handed the turn back"
    digest = session.state.digest()
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    pause = app.top
    app.step(click_at(pause.save_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, NoticeScene) and "saved as" in app.top.message
    app.step([key(pygame.K_RETURN)], dt=FRAME)
    app.step(click_at(pause.quit_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_button.enabled
    app.step(click_at(title.continue_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    resumed = app.top
    assert isinstance(resumed, ForGloryTable) and resumed is not table
    assert resumed.session.state.digest() == digest
    assert [s.name for s in resumed.session.seats] == ["Livia", "Marcus", "Aurelia"]


def test_replay_viewer_steps_a_record_as_a_spectator(make_app):
    from engine.ai import RandomBot
    from engine.core import registry
    from engine.play.match import play_match

    ruleset = registry.get("forglory")
    match = play_match(ruleset, ruleset.make_config(4), 2, [RandomBot()] * 4)
    match.moves.meta = {"seats": [{"name": n, "controller": "bot:random"} for n in "ABCD"]}
    app = make_app()
    assert app.open_replay(match.moves)
    app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, ForGloryTable) and table.replaying and table.session.viewer is None
    app.step([key(pygame.K_RIGHT)] * 30, dt=FRAME)
    assert table.replay.index == 30
    app.step([key(pygame.K_LEFT)], dt=FRAME)
    assert table.replay.index == 29 and len(table.session.moves.actions) == 29
    state = table.session.state
    hands = {c for s in range(4) for c in state.hand[s] + state.deck[s] + state.reserve[s]}
    assert not (table.drawn_faces & hands)
    app.step([key(pygame.K_SPACE)], dt=FRAME)
    assert table.replay.playing
    # nothing is autosaved while watching
    assert not (table.session.autosave_to)


def test_an_out_of_turn_reaction_window_goes_through_the_hand_off(make_app):
    """Livia strikes; Marcus (also at this screen) gets a Reaction Window: the screen
    is handed to him first, and his view shows his hand, not hers."""
    from engine.ai import RandomBot
    from engine.core import registry
    from engine.core.saves import GameMoves
    from engine.play.match import play_match

    ruleset = registry.get("forglory")
    found = None
    for seed in range(1, 40):
        match = play_match(ruleset, ruleset.make_config(3), seed, [RandomBot()] * 3)
        state = match.moves.start()
        for i, action in enumerate(match.moves.actions):
            before = state.to_decide()
            probe = state.clone()
            probe.apply(action)
            after = probe.to_decide()
            if before.seat == 0 and after is not None and after.kind == "reaction" and after.seat == 1:
                found = (GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i])),
                         state, action)
                break
            state.apply(action)
        if found:
            break
    assert found, "no out-of-turn Reaction Window in the seeds tried"
    moves, state, action = found
    seats = [Seat("Livia", "human"), Seat("Marcus", "human"), Seat("Aurelia", "bot:random")]
    moves.meta = {"seats": [s.to_json() for s in seats]}
    session = GameSession(moves, state, seats, autosave_to=False)
    session.take_over(0)
    app = make_app()
    app.play(session)
    app.step([], dt=FRAME)
    table = app.top
    app.step([], dt=FRAME)
    assert table.my_turn() and session.viewer == 0
    perform(app, table, action)
    app.step([], dt=FRAME)
    handoff = app.top
    assert isinstance(handoff, HandoffScene) and handoff.name == "Marcus" and "Reaction Window" in handoff.reason
    assert session.viewer is None  # the public view under the hand-off: nothing of Livia or Marcus
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    app.step([key(pygame.K_SPACE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert app.top is table and session.viewer == 1 and table.my_turn()
    assert not (table.drawn_faces & hidden_from(session.state, 1))
    assert set(session.state.hand[1]) <= table.drawn_faces
    assert not (set(session.state.hand[0]) & table.drawn_faces)
