"""Selftest scenes for Spartacus: a table with the promise record open, and a table in the
middle of an arena duel (a position reached by bots from a fixed seed)."""
from __future__ import annotations

from engine.ai import make_bot
from engine.ai.view import seat_view
from engine.core import registry
from engine.play.match import bot_rng

DUEL_SEED = 3


def reach(session, stop, limit: int = 4000) -> bool:
    """Play bots for every seat on ``session`` until ``stop(state)``; True when reached."""
    ruleset = registry.get("spartacus")
    bot = make_bot("easy", ruleset)
    for _ in range(limit):
        if stop(session.state):
            return True
        if session.decision is None:
            return False
        state = session.state
        session.apply(bot.choose(seat_view(state), bot_rng(session.moves.seed, state.decisions_made,
                                                         session.decision.seat)))
    return stop(session.state)


def duel_session(seats, seed: int = DUEL_SEED):
    from client.table.session import GameSession, Seat

    ruleset = registry.get("spartacus")
    n = max(ruleset.min_seats, len(seats))
    people = [Seat(f"Seat {i + 1}", "bot:easy") for i in range(n)]
    session = GameSession.new("spartacus", ruleset.make_config(n), people, seed, autosave_to=False)
    reach(session, lambda s: s.step == "move")
    return session


def promises_scene(app):
    from client.table.table import GameTable

    table = next((s for s in reversed(app.scenes) if isinstance(s, GameTable)), None)
    if table is not None and hasattr(table, "toggle_promises"):
        table.toggle_promises()
