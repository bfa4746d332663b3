"""Selftest scenes for Gladiatores: a real event summary over its table (kept apart from
``summary`` and ``table`` so neither imports the other)."""
from __future__ import annotations


def show_first_event_summary(app, seats, seed: int = 1) -> None:
    """Play a seeded random-bot game to the end of its first event and show that event's summary
    over its table (the selftest's picture of this scene)."""
    from client.table.session import GameSession
    from engine.ai import make_bot
    from engine.core import registry
    from engine.core.saves import GameMoves
    from engine.play.match import play_match

    from .summary import EventSummaryScene
    from .table import GladiatoresTable

    ruleset = registry.get("gladiatores")
    config = ruleset.make_config(len(seats))
    match = play_match(ruleset, config, seed, [make_bot("random", ruleset)] * len(seats))
    state, events, taken = match.moves.start(), [], 0
    for action in match.moves.actions:
        new = state.apply(action)
        events += new
        taken += 1
        if any(e.type == "event_won" for e in new):
            break
    moves = GameMoves("gladiatores", config, seed, list(match.moves.actions[:taken]))
    session = GameSession(moves, state, list(seats), events=events, autosave_to=False)
    table = GladiatoresTable(app, session)
    app.push(table)
    app.push(EventSummaryScene(app, table))
