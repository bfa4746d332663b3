"""Issue 39 item 1: one layout rule for button panels (``client/buttonflow.py``): columns, then
smaller rows down to a floor, then a scroll. Spartacus' intrigue panel with many choices, in both
languages: no two button boxes overlap, no label is cut, every button stays inside the panel and
each one can be brought into sight."""
import pygame
import pytest
from table_driver import FRAME

from client.buttonflow import GAP, STEPS, ButtonFlow, lay_out
from client.games.spartacus.layout import PANEL
from client.games.spartacus.scenes import reach
from client.games.spartacus.table import SpartacusTable
from client.layout import Layout
from client.settings import set_language
from client.table.session import GameSession, Seat
from client.theme import Theme
from client.widgets import Button
from engine import i18n
from engine.spartacus.content import content

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

ONE_HUMAN = [Seat("Livia", "human")] + [Seat(n, "bot:easy") for n in ("Marcus", "Aurelia", "Gaius")]
#: how many intrigue cards the hand gets: far more than the game deals, every kind at once
BIG_HAND = 12


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def many_choices_table(make_app, lang):
    app = make_app()
    set_language(app, lang)
    session = GameSession.new("spartacus", {"seats": 4}, ONE_HUMAN, 7, autosave_to=False)
    assert reach(session, lambda s: s.step == "intrigue" and s.order[s.idx] == 0, limit=4000)
    state = session.state
    names, extra = set(), []
    for card in list(state.intrigue_deck):  # distinct cards from the draw pile into Livia's hand
        name = content().card(card).name
        if name not in names and len(extra) < BIG_HAND:
            names.add(name)
            extra.append(card)
            state.intrigue_deck.remove(card)
    state.hands[0] += extra
    session.state._legal = None  # the answers listed before the hand grew are stale
    app.play(session)
    for _ in range(3):
        app.step([], dt=FRAME)
    table = app.top
    assert isinstance(table, SpartacusTable) and table.my_turn()
    return app, session, table


def check_shown(app, table):
    layout, theme = app.layout, app.theme
    buttons = [b for _, b in table.choice_buttons]
    shown = [b for b in buttons if b.rect.x > -1000]
    panel = pygame.Rect(PANEL)
    for i, a in enumerate(shown):
        assert panel.contains(a.rect), f"{a.text!r} leaves the panel: {a.rect}"
        assert a.label_fits(layout, theme), f"{a.text!r} is cut in its box {a.rect}"
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), f"{a.text!r} overlaps {b.text!r}"
    return shown


@pytest.mark.parametrize("lang", ["en", "es"])
def test_spartacus_intrigue_panel_with_many_choices(make_app, lang):
    app, session, table = many_choices_table(make_app, lang)
    buttons = [b for _, b in table.choice_buttons]
    assert len(buttons) >= 7, [b.text for b in buttons]  # the issue saw overlaps past about 6
    flow = table.choice_flow
    assert flow.plan.columns > 1 or flow.scrolls or flow.plan.role != "body"  # the panel had to give way
    seen = set()
    over = app.layout.point(flow.area.center)  # the pointer rests over the panel
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
    for _ in range(len(buttons) + 2):
        seen.update(id(b) for b in check_shown(app, table))
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0, precise_y=-1,
                                     which=0, touch=False)], dt=FRAME)
    assert seen == {id(b) for b in buttons}, "some choices can never be seen"
    if flow.scrolls:
        assert flow.scroll == flow.most  # the wheel went all the way down
    # the keyboard's focus brings a button out of sight back into view
    table.choices.focus(buttons[0])
    app.step([], dt=FRAME)
    assert buttons[0].rect.x > -1000 and flow.shown(0)


def test_the_rule_wraps_then_shrinks_then_scrolls():
    pygame.font.init()
    layout, theme = Layout((1280, 720)), Theme()
    area = pygame.Rect(100, 100, 400, 140)
    few = [Button((0, 0, 10, 10), f"Go {i}") for i in range(3)]
    assert lay_out(few, area, layout, theme).columns == 1
    more = [Button((0, 0, 10, 10), f"Go {i}") for i in range(6)]
    plan = lay_out(more, area, layout, theme)
    assert plan.columns > 1 and plan.height <= area.height and plan.role == STEPS[0][0]
    wide = [Button((0, 0, 10, 10), f"A rather long label number {i}") for i in range(4)]
    plan = lay_out(wide, area, layout, theme)
    assert plan.columns == 1 and plan.rects[0].height < STEPS[0][1] and plan.height <= area.height
    lots = [Button((0, 0, 10, 10), f"A rather long label number {i}") for i in range(12)]
    flow = ButtonFlow(lots, area, layout, theme)
    assert flow.scrolls and flow.plan.rects[0].height == STEPS[-1][1]
    assert not flow.shown(11) and flow.scroll_by(20) and flow.shown(11) and flow.scroll == flow.most
    flow.bring(lots[0])   # a ring (a hint's, a tutorial's) on a choice out of sight scrolls to it
    assert flow.shown(0) and flow.scroll == 0 and lots[0].rect.x > -1000 and lots[11].rect.x < -1000
    for i, a in enumerate(flow.plan.rects):
        for b in flow.plan.rects[i + 1:]:
            assert not a.colliderect(b) and (a.bottom + GAP <= b.top or a.right + GAP <= b.left or a.top >= b.bottom)


def test_a_long_menu_of_the_shared_table_keeps_inside_the_window(make_app):
    from client.games import table_for
    from client.table.picker import ActionPicker, Step
    from engine.core import Action

    session = GameSession.new("forglory", {"seats": 2}, [Seat("Livia", "human"), Seat("Marcus", "bot:easy")], 4,
                              autosave_to=False)
    app = make_app()
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for("forglory")))
    options = [Action.make("bid", amount=n) for n in range(40)]
    table.picking.picker = ActionPicker(options)  # a menu of 40 answers (the flow, not the rules, is under test)
    table.picking.open_menu(Step("amount", "amount", options))
    app.step([], dt=FRAME)
    assert table.picking.menu_rect.bottom <= 720 and table.picking.menu_rect.top >= 0
    flow = table.picking.menu_flow
    assert flow is not None and flow.plan.columns > 1
    buttons = [b for _, b in table.picking.menu_buttons]
    shown = [b for b in buttons if b.rect.x > -1000]
    inside = pygame.Rect(table.picking.menu_rect).inflate(-20, -20)
    for i, a in enumerate(shown):
        assert inside.contains(a.rect) and a.label_fits(app.layout, app.theme)
        assert not a.rect.colliderect(table.picking.menu_cancel.rect)
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect)
    # every entry can be brought into sight with the wheel
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.layout.point(flow.area.center), rel=(0, 0),
                                 buttons=(0, 0, 0))], dt=FRAME)
    seen = {id(b) for b in shown}
    for _ in range(40):
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0, precise_y=-1,
                                     which=0, touch=False)], dt=FRAME)
        seen |= {id(b) for b in buttons if b.rect.x > -1000}
    assert seen == {id(b) for b in buttons}
