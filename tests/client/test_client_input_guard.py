"""The shared table's input guard (issue 22 point 2, interfaces seam 4), on the generic table
with Duel (``potion=on``): one button whose meaning changes with the position.

- a click begun on one decision and released on the next does nothing;
- a double click on a button whose meaning changes between the clicks does only the first thing;
- a result panel on screen takes the click meant for it; so does a banner."""
import pygame
from table_driver import FRAME, click_at, key

from client.table.drawing import Anim
from client.table.guard import CHANGE_GUARD
from client.table.handoff import HandoffScene
from client.table.session import GameSession, Seat
from client.table.table import GameTable
from client.widgets import Button
from engine.core import Action, registry

SPOT = (540, 600, 200, 40)


class OneButtonTable(GameTable):
    """Duel with one button at one spot: "Drink the potion" while the potion is there, then
    "Heal" (heal with the first card); an optional result panel over it."""

    def __init__(self, app, session, **kwargs):
        super().__init__(app, session, **kwargs)
        self.button = self.buttons.add(Button(SPOT, "", self.press, role="body"))
        self.pressed: list[str] = []
        self.result_panel = False

    def label(self) -> str:
        return "Drink the potion" if self.turns.standing_choices(0) else "Heal"

    def press(self) -> None:
        self.pressed.append(self.button.text)
        if self.turns.standing_choices(0):
            self.turns.take_standing(0, Action.make("potion"))
        else:
            heal = next(a for a in self.legal() if a.kind == "heal")
            self.play(heal)

    def draw_table(self, surface) -> None:
        self.button.text = self.label()
        self.button.enabled = self.my_turn()
        self.buttons.draw(surface, self.app.layout, self.app.theme)
        if self.result_panel:
            self.panel(self.app.layout.rect(pygame.Rect(400, 500, 480, 200)), self.close_result)

    def close_result(self) -> None:
        self.result_panel = False


def open_table(make_app):
    config = registry.get("duel").make_config(2, {"potion": "on"})
    session = GameSession.new("duel", config, [Seat("Livia", "human"), Seat("Marcus", "human")], 4,
                              autosave_to=False)
    app = make_app()
    table = OneButtonTable(app, session)
    app.push(table)
    app.step([], dt=FRAME)
    assert isinstance(app.top, HandoffScene)
    for _ in range(3):
        app.step([key(pygame.K_SPACE)], dt=FRAME)
    app.step([], dt=FRAME)
    app.step([], dt=CHANGE_GUARD)  # the screen has just become Livia's: its buttons rest a moment
    assert app.top is table and table.my_turn() and not table.guard.guarded() and table.button.text == "Drink the potion"
    return app, table, session


def spot_center(app):
    return app.layout.rect(pygame.Rect(SPOT)).center


def test_a_double_click_on_a_button_that_changes_meaning_does_only_the_first_thing(make_app):
    app, table, session = open_table(make_app)
    pos = spot_center(app)
    # both clicks in one frame: the second comes before the new meaning was even drawn
    app.step(click_at(pos) + click_at(pos), dt=FRAME)
    assert table.pressed == ["Drink the potion"] and [a.kind for a in session.moves.actions] == ["potion"]
    app.step([], dt=FRAME)
    assert table.button.text == "Heal"
    # the second click a few frames later, still within the pause: nothing
    app.step(click_at(pos), dt=FRAME)
    app.step(click_at(pos), dt=FRAME * 4)
    assert table.pressed == ["Drink the potion"] and len(session.moves.actions) == 1
    # once the new label has been up a moment, the button does its new thing
    app.step([], dt=CHANGE_GUARD)
    assert not table.guard.guarded()
    app.step(click_at(pos), dt=FRAME)
    assert table.pressed == ["Drink the potion", "Heal"] and session.moves.actions[-1].kind == "heal"


def test_a_click_carried_from_one_decision_into_the_next_does_nothing(make_app):
    app, table, session = open_table(make_app)
    pos = spot_center(app)
    app.step([], dt=CHANGE_GUARD)
    press, release = click_at(pos)[1:]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)), press], dt=FRAME)
    # the position moves on while the button is held (here: the potion drunk by the keyboard)
    assert table.turns.take_standing(0, Action.make("potion"))
    app.step([], dt=CHANGE_GUARD * 2)
    app.step([release], dt=FRAME)
    assert table.pressed == [] and [a.kind for a in session.moves.actions] == ["potion"]
    # a fresh click on the new decision works (once its new label has rested)
    app.step([], dt=CHANGE_GUARD)
    app.step(click_at(pos), dt=FRAME)
    assert table.pressed == ["Heal"]


def test_a_result_panel_and_a_banner_take_the_click_meant_for_them(make_app):
    app, table, session = open_table(make_app)
    pos = spot_center(app)
    app.step([], dt=CHANGE_GUARD)
    table.result_panel = True
    app.step([], dt=FRAME)
    app.step(click_at(pos), dt=FRAME)
    assert table.pressed == [] and not table.result_panel  # the click closed the result, nothing else
    app.step([], dt=FRAME)
    table.anims.append(Anim("banner", None, table.time, 1.5, "The fight begins!"))
    app.step(click_at(pos), dt=FRAME)
    assert table.pressed == [] and not [a for a in table.anims if a.kind == "banner"]
    app.step(click_at(pos), dt=FRAME)
    assert table.pressed == ["Drink the potion"]
