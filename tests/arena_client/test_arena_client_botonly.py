"""Issue 26 point 4: a window with bots in every seat never waits for a click.

The roll card of a resolved attack holds the story "until you continue" while a person
plays; with nobody to continue it holds only for the bots' pace (none when they play
instantly), so a bot-only Arena Rex game reaches the results screen with no input."""
import time

from arena_session import new_session

STALL_FRAMES = 4000   # frames in a row with no decision taken before the game counts as stuck


def test_bot_only_munus_reaches_the_results_with_no_input(arena_app):
    from client.scenes.results import ResultsScene
    from client.settings import set_bot_speed
    from client.table.worker import BotWorker

    session = new_session(seed=5, seats=("bot:random", "bot:random"))
    app = arena_app(session, worker_factory=lambda: BotWorker(mode="thread"))
    set_bot_speed(app, "instant")
    scene = app.top
    assert app.settings.extra.get("arenarex_rolls_stay", "continue") == "continue"   # the default: wait for a person
    still, last = 0, -1
    while not isinstance(app.top, ResultsScene):
        app.step([], dt=0.5)            # no input at all, ever
        time.sleep(0.001)               # let the bot thread answer
        made = session.state.decisions_made
        still = still + 1 if made == last else 0
        last = made
        assert still < STALL_FRAMES, (session.decision, scene.story.holding, scene.story.current)
    assert any(e.type == "game_over" for e in session.events)
    assert sum(1 for e in session.events if e.type == "attack_resolved") > 0   # there were roll cards to pass


def test_roll_card_hold_follows_the_pace_only_with_no_human(arena_app):
    from client.games.arenarex import rollcard

    app = arena_app(new_session())
    assert rollcard.hold_seconds(app, True, 0.8) == float("inf")     # a person continues
    assert rollcard.hold_seconds(app, False, 0.8) == rollcard.BOT_ONLY_PACES * 0.8
    assert rollcard.hold_seconds(app, False, 0.0) == 0.0
    app.settings.extra[rollcard.STAY_KEY] = "2"     # a timed stay is kept, bots or not
    assert rollcard.hold_seconds(app, True, 0.8) == 2.0
    assert rollcard.hold_seconds(app, False, 0.0) == 2.0
