"""For Glory window tests' shared set-up: a session at the first position of a seeded random
game where a condition holds, and the table opened on it for one seat."""
from table_driver import FRAME

from client.games.forglory.table import ForGloryTable
from client.table.session import GameSession, Seat
from engine.ai import RandomBot
from engine.core import registry
from engine.core.saves import GameMoves
from engine.play.match import play_match

SEATS = [("Livia", "human"), ("Marcus", "bot:random"), ("Aurelia", "bot:random")]


def session_at(seats, want, seeds=range(1, 60)):
    """A session replayed (with its events) to the first position of a seeded random game where
    ``want(state, action, events_of_it, state_after)`` holds, and that action."""
    ruleset = registry.get("forglory")
    n = len(seats)
    for seed in seeds:
        match = play_match(ruleset, ruleset.make_config(n), seed, [RandomBot()] * n)
        state = match.moves.start()
        events = []
        for i, action in enumerate(match.moves.actions):
            probe = state.clone()
            new = probe.apply(action)
            if want(state, action, new, probe):
                moves = GameMoves("forglory", match.moves.config, seed, list(match.moves.actions[:i]))
                people = [Seat(name, controller) for name, controller in seats]
                moves.meta = {"seats": [s.to_json() for s in people]}
                return GameSession(moves, state, people, events=events, autosave_to=False), action
            events += state.apply(action)
    raise LookupError("no such position in the seeds tried")


def open_table(make_app, session, viewer=0):
    """The For Glory table on ``session``, instant bots, ``viewer`` holding the screen."""
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    if viewer is not None:
        session.take_over(viewer)
    app.play(session)
    app.step([], dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, ForGloryTable)
    return app, app.top
