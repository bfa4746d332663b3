"""CPU use of a window at rest: the title, and each game's table waiting for the human, with the
App's own loop (``App.run``'s turns: ``step`` while anything moves, ``rest`` while nothing does)
for a few seconds each. Reported as process CPU time / wall time, in % of one core (target: at
most 5 %). Headless (SDL dummy driver); the bots' worker process is not counted (it is idle then)."""
from __future__ import annotations

import os
import tempfile
import time

SECONDS = {True: 2.0, False: 5.0}
#: seats of the measured tables: the human first, bots for the rest
TABLE_SEATS = {"forglory": 3, "arenarex": 2, "gladiatores": 3, "spartacus": 3}


def _loop(app, seconds: float) -> tuple[float, int]:
    """Run the App's loop for ``seconds`` (wall); returns (% of one core, frames drawn)."""
    settle_until = time.perf_counter() + 1.0  # let the last input and animations die down first
    while time.perf_counter() < settle_until:
        app.rest() if app.at_rest() else app.step()
    frames = app.frames_drawn
    wall0, cpu0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall0 < seconds:
        app.rest() if app.at_rest() else app.step()
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    return 100.0 * cpu / wall, app.frames_drawn - frames


def _wait_for_human(app, session, table, limit: float = 60.0) -> None:
    """Step until the human seat decides (bots play their openings at instant speed)."""
    from client.table.handoff import HandoffScene

    start = time.perf_counter()
    while time.perf_counter() - start < limit:
        if isinstance(app.top, HandoffScene):
            app.top.ready()
        app.step()
        if table.my_turn():
            return
        time.sleep(0.002)
    raise RuntimeError(f"{session.moves.ruleset}: the human never got a decision")


def idle(quick: bool):
    from client.app import App
    from client.games import table_for
    from client.table.session import GameSession, Seat
    from engine.core import registry

    seconds = SECONDS[quick]
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        os.environ["LUDUS_CONFIG_DIR"] = os.path.join(folder, "config")
        os.environ["LUDUS_DATA_DIR"] = os.path.join(folder, "data")
        app = App(os.path.join(folder, "config"))
        try:
            cpu, frames = _loop(app, seconds)
            rows.append(("idle CPU, title", cpu, "% of a core"))
            rows.append(("idle frames drawn, title", frames / seconds, "per s"))
            app.settings.extra["bot_speed"] = "instant"
            for game, n in TABLE_SEATS.items():
                seats = [Seat("Livia", "human")] + [Seat(f"Bot {i + 1}", "bot:easy") for i in range(1, n)]
                session = GameSession.new(game, registry.get(game).make_config(n), seats, 7)
                app.play(session)
                app.step()
                table = next(s for s in app.scenes if isinstance(s, table_for(game)))
                _wait_for_human(app, session, table)
                cpu, frames = _loop(app, seconds)
                rows.append((f"idle CPU, {game} table", cpu, "% of a core"))
                rows.append((f"idle frames drawn, {game} table", frames / seconds, "per s"))
            app.to_title()
            app.step()
        finally:
            app.close()
    return rows


FIGURES = [idle]
