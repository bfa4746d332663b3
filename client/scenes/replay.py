"""The replay viewer: a game's table with no controllers, stepping through a
GameRecord's actions as a spectator (every hand hidden)."""
from __future__ import annotations

import copy

from engine.core import registry
from engine.core.saves import GameRecord

from ..games import table_for
from ..session import GameSession, seats_from_meta


def open_replay(app, record) -> bool:
    """Open the replay viewer for ``record``; a record it cannot show becomes a notice."""
    if not isinstance(record, GameRecord) or not registry.is_available(record.ruleset):
        app.show_notice("Cannot replay", "This replay is not a game the window can show.")
        return False
    table = table_for(record.ruleset)
    if table is None:
        app.show_notice("Cannot replay", f"There is no table for {registry.title(record.ruleset)} yet.")
        return False
    start = GameRecord(record.ruleset, dict(record.config), record.seed, [], copy.deepcopy(record.meta))
    state = start.start()
    seats, _ = seats_from_meta(record, state.num_seats)  # a replay only shows names
    session = GameSession(start, state, seats, autosave_to=False)
    session.spectator = True  # every seat is watched, none is played
    scene = table(app, session, replay=True)
    scene.setup_replay(record.actions)
    app.to_title()
    app.push(scene)
    return True
