"""Setup's bot levels (issues 37 item 5, 39 item 9): they step from Human through the levels
weakest to strongest, and beside each level stand its measured strength against the level below,
read from the game's strength file (never typed by hand), in English and Spanish."""
import pytest

import client.levels
from client.scenes.setup import NewGameScene, controller_choices
from engine import i18n
from engine.tournament import strength


@pytest.fixture
def strength_file(tmp_path, monkeypatch):
    """The setup reads this file instead of the game package's."""
    path = tmp_path / "strength.json"
    monkeypatch.setattr(client.levels, "package_file", lambda game: path)
    return path


def measured(path, strong, weak, wins, pairs=20):
    strength.save(path, strength.Measure(strong, weak, pairs // 2, pairs, wins, "python main.py tournament"))


def words(app, controllers):
    setup = NewGameScene(app, "forglory", on_start=lambda session: None)
    for i, controller in enumerate(controllers):
        setup._controller(i, controller)
    return [label.text for label in setup.level_labels]


def test_levels_step_from_human_through_the_bots_weakest_first():
    assert [value for value, _ in controller_choices()] == ["human", "bot:random", "bot:easy", "bot:normal",
                                                            "bot:hard"]


def test_the_words_come_from_the_strength_file_and_change_with_it(make_app, strength_file):
    app = make_app()
    measured(strength_file, "hard", "easy", 18)
    measured(strength_file, "easy", "random", 20)
    seats = ["human", "bot:hard", "bot:easy"]
    assert words(app, seats) == ["", "Beats the easy bot about 9 times in 10", "Beats the random bot nearly every time"]
    measured(strength_file, "hard", "easy", 12)
    assert words(app, seats)[1] == "Beats the easy bot about 6 times in 10"
    measured(strength_file, "hard", "normal", 2)  # the nearer level below, once measured, is the one named
    assert words(app, seats)[1] == "Beats the normal bot about 1 time in 10"
    assert words(app, ["bot:normal", "bot:random", "human"])[:2] == ["", ""]  # nothing measured: nothing said


def test_stepping_a_seat_changes_its_words(make_app, strength_file):
    measured(strength_file, "hard", "easy", 18)
    setup = NewGameScene(make_app(), "forglory", on_start=lambda session: None)
    setup.controller_choices[1].select("bot:random")
    setup.controller_choices[1].cycle(1)
    assert setup.controllers[1] == "bot:easy" and setup.level_labels[1].text == ""
    setup.controller_choices[1].cycle(1)
    setup.controller_choices[1].cycle(1)
    assert setup.controllers[1] == "bot:hard" and setup.level_labels[1].text.startswith("Beats the easy bot")


def test_a_broken_strength_file_shows_no_words_and_no_error(make_app, strength_file):
    strength_file.write_text("{not json")
    assert words(make_app(), ["bot:hard"])[0] == ""


def test_the_words_in_spanish(make_app, strength_file):
    measured(strength_file, "hard", "easy", 18)
    app = make_app()
    before = i18n.language()
    i18n.set_language("es")  # after the App, which speaks its settings' language when made
    try:
        assert words(app, ["bot:hard"])[0] == "Gana al bot fácil unas 9 de cada 10 veces"
    finally:
        i18n.set_language(before)
