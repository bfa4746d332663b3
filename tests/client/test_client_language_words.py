"""Words that must follow the language chosen (issue 39.5): the table's Take back button and its
reason change with a language switched mid-game; the Record names bot levels, months and counts
in the player's language."""
import pygame
import pytest
from table_driver import FRAME

from client.games import table_for
from client.table.session import GameSession, Seat
from client.table.worker import BotWorker
from engine import i18n
from engine.core import registry

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_switching_language_mid_game_rewords_take_back_and_its_reason(make_app):
    app = make_app()
    app.settings.extra["bot_speed"] = "instant"
    app.change_settings(extra={**app.settings.extra, "language": "en"})
    ruleset = registry.get("forglory")
    session = GameSession.new("forglory", ruleset.make_config(2), [Seat("Livia", "human"), Seat("Bot", "bot:easy")], 4)
    app.play(session, worker_factory=lambda: BotWorker(mode="thread", cap=60.0))
    app.step([], dt=FRAME)
    table = next(s for s in app.scenes if isinstance(s, table_for("forglory")))
    surface = pygame.Surface((1280, 720))
    table.takeback.draw(surface)
    button = table.takeback.button
    assert button.text == "Take back"
    english_reason = button.tooltip
    app.change_settings(extra={**app.settings.extra, "language": "es"})   # as Settings does, mid-game
    table.takeback.draw(surface)
    assert button.text == "Deshacer"
    assert table.takeback.status().seat is None   # nothing to take back yet: the reason is said anew
    assert button.tooltip and button.tooltip != english_reason
    app.step([], dt=FRAME)


def test_the_record_speaks_spanish_for_levels_months_and_one_game():
    from client.scenes import record
    from client.table.record import GameEntry, SeatResult
    from engine.i18n import ngettext

    i18n.set_language("es")
    assert record.level_words("hard") == "bots: " + i18n.catalog("ludus", "es").gettext("hard") != "bots: hard"
    december = 1796558400.0   # 6 December 2026
    entry = GameEntry("arenarex", december, (SeatResult("Livia", "human", 1), SeatResult("Bot 2", "bot:hard", 2)), 0)
    line = record.entry_words(entry)
    assert "dic" in line and "Dec" not in line and "Livia: ganó (1 de 2)" in line
    assert ngettext("{won} of {played} won", "{won} of {played} won", 1).format(won=1, played=1) == "1 de 1 ganada"
