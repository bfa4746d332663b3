"""Issue 39 item 8: a tooltip goes when the pointer leaves what it explains, even onto a panel
that takes the motion for itself (Spartacus' decision buttons), and nothing drawn after it in the
frame covers it (tooltips are drawn last, over every button, ring and box)."""
import pygame
import pytest
from table_driver import FRAME

import client.widgets as widgets
from client.games.spartacus.scenes import reach
from client.games.spartacus.table import SpartacusTable
from client.table.session import GameSession, Seat

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ONE_HUMAN = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]


def motion(app, design_pos):
    pos = app.layout.point(design_pos)
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def test_a_tooltip_goes_with_the_pointer_and_nothing_covers_it(make_app, monkeypatch):
    drawn = []
    plain = widgets._draw_tooltip_now

    def spy(surface, layout, theme, text, anchor, mouse):
        box = plain(surface, layout, theme, text, anchor, mouse)
        drawn.append((text, box))
        return box

    monkeypatch.setattr(widgets, "_draw_tooltip_now", spy)
    app = make_app()
    session = GameSession.new("spartacus", {"seats": 4}, ONE_HUMAN, 7, autosave_to=False)
    assert reach(session, lambda s: s.step == "intrigue" and s.order[s.idx] == 0, limit=4000)
    app.play(session)
    for _ in range(3):
        app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, SpartacusTable) and table.my_turn()
    # rest the pointer on a thing of the table with a tooltip
    rect, thing = next((r, t) for r, t, _z in table.hits if table.tooltip_text(t))
    app.step(motion(app, app.layout.to_design(rect.center)), dt=FRAME)
    for _ in range(60):
        app.step([], dt=FRAME)
    assert drawn and drawn[-1][0] == table.tooltip_text(thing)
    box = drawn[-1][1]
    fill = app.theme.palette.tooltip
    assert tuple(app.surface.get_at((box.left + 3, box.centery)))[:3] == tuple(fill)[:3], "something covers it"
    # onto a decision button, which takes the motion for itself: the table's tooltip goes
    button = next(b for _, b in table.choice_buttons if b.rect.x > -1000)
    drawn.clear()
    app.step(motion(app, button.rect.center), dt=FRAME)
    for _ in range(3):
        app.step([], dt=FRAME)
    assert all(text != table.tooltip_text(thing) for text, _ in drawn), "the tooltip stayed after the pointer left"
