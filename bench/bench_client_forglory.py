"""Frame time of the For Glory table at 1280x720, in the middle of a 4-seat battle.

One frame = what the window does each frame: events (none), update, draw, flip,
measured with the dummy video driver (no vsync wait). The position comes from a
seeded random-bot game (the same finder the screenshots use); the viewer's seat
decides, so no bot thinks during the measure. A second figure hovers a card so
the tooltip and highlight are drawn too. The CPU figures (the UI thread's own
time) separate the table's cost from waiting for a core when the machine is
busy. Target: p95 under 16.7 ms (60 Hz).
"""
from __future__ import annotations

import os
import tempfile

from .frames import table_frames
from .stats import median, percentile


def table_frame_time(quick: bool):

    from client.app import App
    from tools.screenshots_forglory import _table, battle_position, find_position, session_at

    n = 120 if quick else 900
    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        os.environ["LUDUS_DATA_DIR"] = data
        app = App(config)
        try:
            session = session_at(*find_position(4, battle_position))
            table = _table(app, session)
            app.push(table)
            timed = table_frames(app, n, lambda: table.rects[session.state.arena[1][0]].center)
        finally:
            app.close()
    return [
        ("forglory table 4-seat battle frame median", round(median(timed.plain), 3), "ms"),
        ("forglory table 4-seat battle frame p95", round(percentile(timed.plain, 95), 3), "ms"),
        ("forglory table battle + hover tooltip p95", round(percentile(timed.hovered, 95), 3), "ms"),
        # the same frames in CPU time of the UI thread: what the table itself costs,
        # apart from waits for a core on a busy machine
        ("forglory table battle frame CPU median", round(median(timed.cpu), 3), "ms"),
        ("forglory table battle frame CPU p95", round(percentile(timed.cpu, 95), 3), "ms"),
    ]


FIGURES = [table_frame_time]
