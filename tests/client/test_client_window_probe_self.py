"""The window probe (tests/client/window_probe.py) finds what it is for: a scene drawing each fault
once (two labels crossing, a button over a line of words, a label wider than its box, a word
broken into letters, an English msgid and an English content title on a Spanish screen) is
reported for each, and the same words drawn apart, whole and in the language shown are not."""
from table_driver import FRAME
from window_probe import WindowProbe

from client.focus import WidgetGroup
from client.scene import Scene
from client.settings import set_language
from client.widgets import Button
from engine import i18n

WHITE = (255, 255, 255)


class Faults(Scene):
    """Draws each fault the probe must find, or (``right``) the same words laid out apart."""

    opaque = True

    def __init__(self, app, right: bool):
        super().__init__(app)
        self.right = right
        self.group = WidgetGroup()
        self.button = self.group.add(Button((100, 300 if right else 108, 120, 24), "Discard", None))

    def draw(self, surface):
        theme, layout = self.app.theme, self.app.layout
        surface.fill((0, 0, 0))
        surface.blit(theme.text("Influence used 1 of 2", "small", WHITE, layout), layout.point((100, 100)))
        surface.blit(theme.text("Reserve", "small", WHITE, layout), layout.point((100, 200 if self.right else 104)))
        room = 400 if self.right else 30
        surface.blit(theme.text("A label far wider than its box", "small", WHITE, layout, max_width=room),
                     layout.point((400, 100)))
        for i, line in enumerate(theme.wrap("Supercalifragilistic", "small", 400 if self.right else 40, layout)):
            surface.blit(theme.text(line, "small", WHITE, layout), layout.point((400, 200 + 20 * i)))
        if not self.right:
            surface.blit(theme.text(i18n.catalog("ludus", "en").gettext("Take back"), "small", WHITE, layout),
                         layout.point((700, 400)))
            surface.blit(theme.text("Juegan BASH contra ti", "small", WHITE, layout), layout.point((700, 500)))
        self.group.draw(surface, layout, theme)


def judged(make_app, right: bool, language: str) -> list[str]:
    app = make_app()
    set_language(app, language)
    app.push(Faults(app, right))
    probe = WindowProbe(app, titles={"BASH"} if language == "es" else ())
    try:
        app.step([], dt=FRAME)
        return probe.problems("faults")
    finally:
        probe.stop()
        i18n.set_language("en")


def test_the_probe_reports_every_fault_it_is_for(make_app):
    found = "\n".join(judged(make_app, right=False, language="es"))
    assert "'Influence used 1 of 2'" in found and "'Reserve'" in found and "overlap" in found
    assert "(Button 'Discard')" in found                      # a button's box over a line of words
    assert "'A label far wider than its box' is cut" in found
    assert "'Supercalifragilistic' is broken inside a word" in found
    assert "English message shown untranslated: 'Take back'" in found
    assert "the English title 'BASH'" in found


def test_the_probe_passes_the_same_words_laid_out_apart(make_app):
    assert judged(make_app, right=True, language="en") == []   # (its words are English: judged in English)
