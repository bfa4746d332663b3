"""The For Glory fit tests of ``test_client_forglory_labels`` again, in Spanish (issue 27, point 4:
Spanish runs 15–30% longer; every label that fits in English fits in Spanish or shrinks as the
layout rules let it). The window is switched to Spanish as a player would: the Language setting."""
import pytest
import test_client_forglory_labels as english

from engine import i18n


@pytest.fixture(autouse=True)
def spanish(monkeypatch):
    """Every App made in these tests starts in Spanish (its Language setting says so)."""
    monkeypatch.setattr("client.app.chosen_language", lambda settings: "es")
    yield
    i18n.set_language("en")


def test_every_label_of_the_table_fits_its_box_in_spanish(make_app):
    english.test_every_label_of_the_table_fits_its_box_with_long_names_and_a_big_hand(make_app)
    assert i18n.language() == "es"


def test_the_battle_summary_and_the_end_question_fit_in_spanish(make_app):
    english.test_the_battle_summary_and_the_end_question_fit(make_app)
    assert i18n.language() == "es"


def test_the_final_result_is_whole_in_spanish(make_app):
    english.test_the_final_result_is_whole(make_app)


def test_the_main_button_names_each_step_within_its_box_in_spanish(make_app):
    english.test_the_main_button_names_each_step_within_its_box(make_app)
