"""Every unfinished game keeps its own autosaves; Continue and Load find them by what they say."""
from table_driver import FRAME, click_at

from client.scenes.gamemenu import LoadScene, SaveRow
from client.scenes.title import TitleScene
from client.table.autosave import last_autosave, load_entries
from client.table.session import GameSession, Seat
from engine.core import registry

GLORY_SEATS = [Seat("Livia", "human"), Seat("Marcus", "bot:hard"), Seat("Aurelia", "bot:easy")]
REX_SEATS = [Seat("Gaius", "human"), Seat("Cornelia", "human")]


def play(session, moves):
    for _ in range(moves):
        session.apply(session.legal_actions()[0])
    session.flush()
    return session


def autosaves(session):
    return sorted(session.autosave_to.glob(f"{session.game_id}.*.json"))


def two_games():
    glory = play(GameSession.new("forglory", {"seats": 3, "champions": "off"}, GLORY_SEATS, 7), 5)
    kept = autosaves(glory)
    rex_rules = registry.get("arenarex")
    rex = play(GameSession.new("arenarex", rex_rules.make_config(2), REX_SEATS, 3), 4)
    return glory, kept, rex


def test_a_second_game_keeps_the_first_games_autosaves(data_dir):
    glory, kept, rex = two_games()
    assert len(kept) == 3 and autosaves(glory) == kept  # the newest three of the first game, untouched
    assert len(autosaves(rex)) == 3
    assert last_autosave() == autosaves(rex)[-1]         # Continue: the latest unfinished game
    games = [(e.ruleset, e.decisions) for e in load_entries()]
    assert games == [("arenarex", 4), ("forglory", 5)]


def test_title_load_lists_both_games_in_player_words_and_opens_the_chosen_one(make_app, data_dir):
    glory, _, rex = two_games()
    app = make_app()
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_button.enabled
    app.step(click_at(title.load_button.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    load = app.top
    assert isinstance(load, LoadScene) and len(load.buttons) == 2
    rex_row, glory_row = load.buttons
    assert isinstance(glory_row, SaveRow)
    assert glory_row.text == f"{registry.title('forglory')} · Round 1 of 3, move 5"
    assert glory_row.date.startswith("Autosaved ")
    assert glory_row.seats == "Livia (human), Marcus (bot, hard), Aurelia (bot, easy)"
    assert rex_row.text.startswith(registry.title("arenarex") + " · Round 1")
    assert rex_row.seats == "Gaius (human), Cornelia (human)"
    for row in load.buttons:
        assert ".json" not in row.text + row.seats + row.date and row.date[-5:-3].isdigit()
    app.step(click_at(glory_row.screen_rect(app.layout).center), dt=FRAME)
    app.step([], dt=FRAME)
    table = app.scenes[1]
    assert table.session.state.digest() == glory.state.digest()
    assert table.session.game_id == glory.game_id  # its newest autosave: the same game goes on
    table.session.flush()
    assert last_autosave().name.startswith(glory.game_id)  # Continue now resumes this game


def test_continue_after_loading_a_save_resumes_that_save(data_dir):
    glory = play(GameSession.new("forglory", {"seats": 3, "champions": "off"}, GLORY_SEATS, 7), 3)
    saved = glory.save_as(data_dir / "saves" / "mine.json")
    play(glory, 4)  # the game goes on past the save...
    rex = play(GameSession.new("arenarex", registry.get("arenarex").make_config(2), REX_SEATS, 3), 2)
    loaded = GameSession.load(saved)  # ...then the save is loaded
    loaded.flush()
    resumed = GameSession.load(last_autosave())
    assert len(resumed.moves.actions) == 3 and resumed.state.digest() == loaded.state.digest()
    # the position it was saved from is a new line of play: the game it came from keeps its autosaves
    assert loaded.game_id != glory.game_id and len(autosaves(glory)) == 3 and len(autosaves(rex)) == 3
    assert {e.decisions for e in load_entries() if e.ruleset == "forglory"} == {3, 7}
