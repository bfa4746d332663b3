"""F1 in every table (issue 22 point 7, interfaces seam 2): the game's rules summary opens, at the
entry the table's ``help_topic`` names for the hovered thing (the top when it names none)."""
import pygame
import pytest
from table_driver import FRAME, key

from client.games import rules_summary, table_for
from client.scenes.rules import RulesScene
from client.table.session import GameSession, Seat
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def open_table(make_app, game):
    app = make_app()
    n = registry.get(game).min_seats
    seats = [Seat("Livia", "human")] + [Seat(f"Bot {i}", "bot:random") for i in range(1, n)]
    session = GameSession.new(game, registry.get(game).make_config(n), seats, 5, autosave_to=False)
    app.play(session)
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for(game)))
    return app, table


@pytest.mark.parametrize("game", GAMES)
def test_f1_opens_the_rules_summary_of_the_game_from_its_table(make_app, game):
    app, table = open_table(make_app, game)
    assert app.top is table
    app.step([key(pygame.K_F1)], dt=FRAME)
    app.step([], dt=FRAME)
    assert isinstance(app.top, RulesScene) and app.top.game == game
    app.step([key(pygame.K_ESCAPE)], dt=FRAME)
    app.step([], dt=FRAME)
    assert app.top is table


@pytest.mark.parametrize("game", GAMES)
def test_f1_opens_at_the_entry_help_topic_names_for_the_hovered_thing(make_app, game, monkeypatch):
    app, table = open_table(make_app, game)
    heading = rules_summary(game).sections[-1][0]
    asked = []

    def help_topic(thing, zone):
        asked.append((thing, zone))
        return heading

    monkeypatch.setattr(table, "help_topic", help_topic)
    table.input.hover = ("something", "hand")
    app.step([key(pygame.K_F1)], dt=FRAME)
    app.step([], dt=FRAME)
    assert asked == [("something", "hand")]
    assert isinstance(app.top, RulesScene) and app.top.marked == heading
