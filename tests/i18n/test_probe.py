"""The Spanish render probe itself: it sees what the theme draws and judges it."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from client.layout import Layout
from client.theme import Theme
from engine import i18n
from tests.i18n.probe import spanish_probe


def _draw(*texts, box=None):
    pygame.font.init()
    theme, layout = Theme(), Layout((1280, 720))
    for text in texts:
        theme.text(text, "body", (255, 255, 255), layout, max_width=box)


def test_the_probe_switches_to_spanish_and_back():
    assert i18n.language() == "en"
    with spanish_probe():
        assert i18n.language() == "es"
    assert i18n.language() == "en"


def test_english_words_are_problems_spanish_words_are_not():
    with spanish_probe() as probe:
        _draw("Partida nueva", "Volver", "Quit", "Changes are saved as you make them.", "12 / 40", "·")
    found = probe.problems()
    assert any("'Quit'" in p for p in found)
    assert any("saved" in p for p in found)
    assert not any("Partida" in p or "Volver" in p or "12 / 40" in p for p in found)


def test_proper_names_and_allowed_names_are_not_english():
    i18n.proper_name("The Red Mask")
    with spanish_probe(allow=["Turn Master"]) as probe:
        _draw("The Red Mask", "Turn Master gana", "Arena Rex", "For Glory + Champions")
    assert probe.problems() == []


def test_a_label_too_long_for_its_box_overflows():
    with spanish_probe() as probe:
        _draw("Configuración de la partida", box=40)
        _draw("Sí", box=400)
    found = probe.problems()
    assert len(found) == 1 and found[0].startswith("overflows its box: 'Configuración de la partida'")


def test_text_rendered_with_a_font_of_its_own_is_seen():
    pygame.font.init()
    with spanish_probe() as probe:
        pygame.font.Font(None, 20).render("Next turn", True, (0, 0, 0))
    assert "Next turn" in probe.seen and probe.problems()


def test_an_english_message_of_a_catalogue_is_named_with_its_msgid():
    with spanish_probe() as probe:
        _draw("Window size", "Round 3, move 12", "Ronda 3, jugada 12", "Tamaño de ventana")
    found = probe.problems()
    assert any("untranslated: 'Window size'" in p for p in found)
    assert any("'Round 3, move 12' (msgid 'Round %(round)s, move %(move)s')" in p for p in found)
    assert not any("Ronda" in p or "Tamaño" in p for p in found)
