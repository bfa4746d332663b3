"""The Gladiatores fit test of ``test_client_gladiatores_screens`` again, in Spanish (issue 27,
point 4): on every table screen, for the player and for a spectator, each label fits its box,
stays in its region, lies under no button, and every button's label fits it."""
import pytest
import test_client_gladiatores_screens as english

from engine import i18n

labels = english.labels  # the fixture recording what ``paint.text`` draws


@pytest.fixture(autouse=True)
def spanish(monkeypatch):
    """Every App made in these tests starts in Spanish (its Language setting says so)."""
    monkeypatch.setattr("client.app.chosen_language", lambda settings: "es")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("name,seats,want,options", english.screens(), ids=[s[0] for s in english.screens()])
def test_every_label_fits_its_box_in_spanish(make_app, labels, name, seats, want, options):
    english.test_every_label_fits_its_box(make_app, labels, name, seats, want, options)
    assert i18n.language() == "es"
