"""The replay viewer steps back from kept positions (checkpoints), never from the start: a seek
lands on the digest (and the log) that replaying from the start gives."""
import pygame
import pytest
from table_driver import FRAME, key

from client.table.replay import CHECKPOINT_EVERY
from engine.ai import RandomBot
from engine.core import registry
from engine.play.match import play_match


def _from_start(moves, count):
    state = moves.start()
    events = []
    for action in moves.actions[:count]:
        events.extend(state.apply(action))
    return state, events


def test_stepping_back_lands_where_replaying_from_the_start_does(make_app):
    ruleset = registry.get("forglory")
    match = play_match(ruleset, ruleset.make_config(3), 6, [RandomBot()] * 3)
    moves = match.moves
    moves.meta = {"seats": [{"name": n, "controller": "bot:random"} for n in ("A", "B", "C")]}
    assert len(moves.actions) > 4 * CHECKPOINT_EVERY
    app = make_app()
    assert app.open_replay(moves)
    app.step([], dt=FRAME)
    table = app.top
    session = table.session
    applied = []
    real_apply = session.apply

    def counting_apply(action):
        applied.append(action)
        return real_apply(action)

    session.apply = counting_apply
    far = 3 * CHECKPOINT_EVERY + 5
    table.replay.seek(far)
    assert len(applied) == far
    for back in (far - 1, 2 * CHECKPOINT_EVERY + 3, CHECKPOINT_EVERY, 7, 0, 2 * CHECKPOINT_EVERY + 1):
        applied.clear()
        table.replay.seek(back)
        assert len(applied) < CHECKPOINT_EVERY, "a step back starts from a kept position, not the start"
        state, events = _from_start(moves, back)
        assert table.replay.index == back and len(session.moves.actions) == back
        assert session.state.digest() == state.digest()
        assert [e.to_json() for e in session.events] == [e.to_json() for e in events]
    # stepping on from a position reached backwards plays the same game
    table.replay.seek(len(moves.actions))
    assert session.state.digest() == match.state.digest() and session.over
    # a kept position is never the one being played on
    for index, checkpoint in table.replay.checkpoints.items():
        assert checkpoint.state is not session.state
        assert checkpoint.state.digest() == _from_start(moves, index)[0].digest()


# (Spartacus' table is left out: its choice panel takes the arrow keys before the viewer does,
# as it did before the replay became a part of the table)
@pytest.mark.parametrize("game", ["arenarex", "forglory", "gladiatores"])
def test_the_viewer_steps_plays_and_goes_back_by_its_keys(make_app, game):
    """The replay part (``table.replay``) on a game's table: Right steps, Space plays until it is
    paused, Left steps back, Home returns to the start; each position is the one from the start."""
    ruleset = registry.get(game)
    seats = ruleset.min_seats
    match = play_match(ruleset, ruleset.make_config(seats), 4, [RandomBot()] * seats)
    moves = match.moves
    moves.meta = {"seats": [{"name": f"S{n}", "controller": "bot:random"} for n in range(seats)]}
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    assert app.open_replay(moves)
    app.step([], dt=FRAME)
    table = app.top
    replay = table.replay
    for _ in range(3):
        app.step([key(pygame.K_RIGHT)], dt=FRAME)
    assert replay.index == 3
    app.step([key(pygame.K_SPACE)], dt=FRAME)
    for _ in range(200):
        app.step([], dt=0.1)
        if replay.index >= 8:
            break
    app.step([key(pygame.K_SPACE)], dt=FRAME)
    assert not replay.playing and replay.index >= 8
    at = replay.index
    app.step([key(pygame.K_LEFT)], dt=FRAME)
    assert replay.index == at - 1
    assert table.session.state.digest() == _from_start(moves, at - 1)[0].digest()
    app.step([key(pygame.K_HOME)], dt=FRAME)
    assert replay.index == 0 and table.session.state.digest() == moves.start().digest()
