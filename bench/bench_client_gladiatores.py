"""Frame time of the Gladiatores combat table at 1280x720, in the middle of a 4-seat exchange.

One frame = what the window does each frame: events (none), update, draw, flip, measured with
the dummy video driver (no vsync wait). The position comes from a seeded random-bot game (the
finder the screenshots use): the viewer answers an exchange, so no bot thinks during the measure.
A second figure hovers a hand card so its tooltip and highlight are drawn too; the CPU figures
(the UI thread's own time) separate the table's cost from waiting for a core on a busy machine.
Target: p95 under 8 ms, as the other tables.
"""
from __future__ import annotations

import os
import tempfile

from .frames import table_frames
from .stats import median, percentile


def combat_frame_time(quick: bool):

    from client.app import App
    from tools.screenshots_gladiatores import find_position, session_at, table_for

    def exchange(state):
        d = state.to_decide()
        return d is not None and d.seat == 0 and d.kind == "respond" and len(state.pile) >= 2

    n = 120 if quick else 900
    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as data:
        os.environ["LUDUS_DATA_DIR"] = data
        app = App(config)
        try:
            session = session_at(*find_position(4, exchange))
            table = table_for(app, session)
            app.push(table)
            def hand_card():
                card = next(t for r, t, z in table.hits if z == "hand")
                return table.rects[card].center

            timed = table_frames(app, n, hand_card)
        finally:
            app.close()
    return [
        ("gladiatores combat table frame median", round(median(timed.plain), 3), "ms"),
        ("gladiatores combat table frame p95", round(percentile(timed.plain, 95), 3), "ms"),
        ("gladiatores combat + hover tooltip p95", round(percentile(timed.hovered, 95), 3), "ms"),
        ("gladiatores combat frame CPU median", round(median(timed.cpu), 3), "ms"),
        ("gladiatores combat frame CPU p95", round(percentile(timed.cpu, 95), 3), "ms"),
    ]


FIGURES = [combat_frame_time]
