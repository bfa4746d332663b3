"""RulesScene: a game's rules summary in the window (sections and a glossary), scrollable.

Generic: the words come from the game's package (``client.games.<game>.rules_summary()``),
so the scene knows no game. Reached from the title, the setup, the pause menu and the
table (F1 opens it at the glossary entry of the hovered word). With several games it
offers a switch between them.

Keys: Up / Down and the wheel scroll, Page Up / Page Down by a screen, Home / End, Tab
moves between the section buttons, Enter jumps to one, Esc goes back.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from engine.core import registry
from engine.i18n import N_, _, language

from .. import art, games
from ..focus import WidgetGroup
from ..scene import WidgetScene
from ..widgets import Button, Choice

GLOSSARY = N_("Glossary")  # the glossary's anchor; shown as _(GLOSSARY)
#: design-space regions
NAV = pygame.Rect(40, 96, 290, 540)
TEXT = pygame.Rect(360, 90, 880, 560)
PAD = 22
LINE_GAP = 4
PARA_GAP = 12


class Row(NamedTuple):
    """One line of the laid-out text: design y (from the top of the text), role, text, indent."""

    y: float
    role: str
    text: str
    indent: int
    anchor: str | None   # a section heading or glossary term starts here


def find_term(summary: games.RulesSummary, word: str | None) -> str | None:
    """The glossary term ``word`` names (any case, a plural 's' or Spanish 'es', or a longer term that
    starts with it)."""
    if not word:
        return None
    w = word.strip().lower()
    terms = [t for t, _ in summary.glossary]
    for candidate in (w, w.rstrip("s"), w.removesuffix("es")):
        for t in terms:
            if t.lower() == candidate:
                return t
    for t in terms:
        if t.lower().startswith(w) or w.startswith(t.lower()):
            return t
    return None


class RulesScene(WidgetScene):
    def __init__(self, app, game: str, *, term: str | None = None, choices: list[str] | None = None):
        super().__init__(app)
        self.choices = [g for g in (choices or [game]) if games.rules_summary(g) is not None] or [game]
        self.scroll = 0.0
        self.marked: str | None = None
        self._rows_key = None
        self.rows: list[Row] = []
        self.anchors: dict[str, float] = {}
        self.height = 0.0
        self._open(game if game in self.choices else self.choices[0])
        if term is not None:
            self.show_term(term)

    # -- building ------------------------------------------------------------------------
    def _open(self, game: str) -> None:
        self.game = game
        self.summary = games.rules_summary(game)
        self.scroll, self.marked, self._rows_key = 0.0, None, None
        self.widgets = WidgetGroup(on_back=self.back, feedback=self.app.audio.tick)
        y = NAV.top
        step = min(44, (NAV.height - 56) // max(1, len(self.summary.sections) + 1))
        self.section_buttons = []
        for heading, _paragraphs in self.summary.sections:
            self.section_buttons.append(self.widgets.add(Button((NAV.left, y, NAV.width, step - 6), heading,
                                                                lambda h=heading: self.jump(h), role="small")))
            y += step
        self.section_buttons.append(self.widgets.add(Button((NAV.left, y, NAV.width, step - 6), _(GLOSSARY),
                                                            lambda: self.jump(GLOSSARY), role="small")))
        self.back_button = self.widgets.add(Button((NAV.left, 656, NAV.width, 48), _("Back"), self.back,
                                                   tooltip=_("Esc")))
        self.game_choice = None
        if len(self.choices) > 1:
            self.game_choice = self.widgets.add(Choice((860, 24, 380, 44),
                                                       [(g, registry.title(g).partition(":")[0]) for g in self.choices],
                                                       game, self._switch, tooltip=_("Which game's rules")))
        self.widgets.focus(self.section_buttons[0], by_keyboard=False)

    def language_changed(self) -> None:
        self._open(self.game)

    def _switch(self, game: str) -> None:
        self._open(game)
        if self.game_choice is not None:
            self.widgets.focus(self.game_choice)

    def _layout_rows(self) -> None:
        """Wrap the text for the current window size (design units, cached per scale)."""
        layout, theme = self.app.layout, self.app.theme
        key = (self.game, layout.scale, language())
        if self._rows_key == key:
            return
        width = TEXT.width - 2 * PAD
        rows: list[Row] = []
        anchors: dict[str, float] = {}
        y = 0.0

        def line_h(role):
            return theme.font(role, layout).get_linesize() / layout.scale

        def add(text, role, indent=0, anchor=None, gap=0.0):
            nonlocal y
            for i, line in enumerate(theme.wrap(text, role, layout.length(width - indent), layout)):
                rows.append(Row(y, role, line, indent, anchor if i == 0 else None))
                y += line_h(role) + LINE_GAP / 2
            y += gap

        for heading, paragraphs in self.summary.sections:
            anchors[heading] = y
            add(heading, "heading", anchor=heading, gap=LINE_GAP)
            for para in paragraphs:
                add(para, "body", indent=24 if para.startswith("•") else 0, gap=PARA_GAP)
            y += PARA_GAP
        anchors[GLOSSARY] = y
        add(_(GLOSSARY), "heading", anchor=GLOSSARY, gap=LINE_GAP)
        for term, meaning in self.summary.glossary:
            anchors[term] = y
            add(term, "button", anchor=term)
            add(meaning, "body", indent=24, gap=PARA_GAP)
        self.rows, self.anchors, self.height = rows, anchors, y
        self._rows_key = key

    # -- moving around ---------------------------------------------------------------------
    def view_height(self) -> float:
        return TEXT.height - 2 * PAD

    def scroll_to(self, y: float) -> None:
        self._layout_rows()
        self.scroll = max(0.0, min(y, self.height - self.view_height()))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll + dy)

    def jump(self, anchor: str) -> None:
        self._layout_rows()
        if anchor in self.anchors:
            self.scroll_to(self.anchors[anchor])

    def show_term(self, word: str) -> str | None:
        """Scroll to the section heading or the glossary entry ``word`` names and mark it; the
        heading or term, or None."""
        heading = next((h for h, _ in self.summary.sections if h.lower() == word.strip().lower()), None)
        if heading is not None:
            self.marked = heading
            self.jump(heading)
            return heading
        term = find_term(self.summary, word)
        if term is not None:
            self.marked = term
            self.jump(term)
        return term

    def back(self) -> None:
        self.app.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -self.view_height() + 40,
                    pygame.K_PAGEDOWN: self.view_height() - 40}.get(event.key)
            if step is not None and not (self.game_choice is not None and self.game_choice.focused):
                self.scroll_by(step)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_to(0 if event.key == pygame.K_HOME else self.height)
                return True
        return self.widgets.handle_event(event, self.app.layout)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        title = theme.text(self.summary.title, "title", p.accent, layout, max_width=layout.length(780))
        surface.blit(title, title.get_rect(midleft=layout.point((40, 46))))
        self._layout_rows()
        box = layout.rect(TEXT)
        surface.blit(art.panel(box.size, corner=layout.length(14)), box)
        inner = layout.rect(TEXT.inflate(-2 * PAD + 8, -2 * PAD))
        old_clip = surface.get_clip()
        surface.set_clip(inner)
        top = TEXT.top + PAD - self.scroll
        colours = {"heading": p.accent, "button": p.accent, "body": p.text}
        marked_y = self.anchors.get(self.marked) if self.marked else None
        if marked_y is not None:
            band = layout.rect((TEXT.left + PAD - 8, top + marked_y - 4, TEXT.width - 2 * PAD + 8,
                                self._entry_height(self.marked) + 8))
            pygame.draw.rect(surface, p.focus, band, width=layout.length(2), border_radius=layout.length(6))
        for row in self.rows:
            y = top + row.y
            if y > TEXT.bottom or y + 40 < TEXT.top:
                continue
            image = theme.text(row.text, row.role, colours.get(row.role, p.text), layout)
            surface.blit(image, layout.point((TEXT.left + PAD + row.indent, y)))
        surface.set_clip(old_clip)
        self._draw_scrollbar(surface)
        self.widgets.draw(surface, layout, theme)
        hint = theme.text(_("Wheel or Up / Down to scroll  ·  Page Up / Down  ·  Esc to go back"), "small",
                          p.text_muted, layout)
        surface.blit(hint, hint.get_rect(midbottom=layout.point((TEXT.centerx, 700))))

    def _entry_height(self, term: str) -> float:
        later = [y for t, y in self.anchors.items() if y > self.anchors[term]]
        end = min(later) if later else self.height
        return end - self.anchors[term] - PARA_GAP

    def _draw_scrollbar(self, surface) -> None:
        if self.height <= self.view_height():
            return
        layout, p = self.app.layout, self.app.theme.palette
        track_h = TEXT.height - 2 * PAD
        knob_h = max(30, track_h * self.view_height() / self.height)
        knob_y = TEXT.top + PAD + (track_h - knob_h) * self.scroll / (self.height - self.view_height())
        pygame.draw.rect(surface, p.panel_edge, layout.rect((TEXT.right - 12, TEXT.top + PAD, 4, track_h)),
                         border_radius=layout.length(2))
        pygame.draw.rect(surface, p.accent, layout.rect((TEXT.right - 14, knob_y, 8, knob_h)),
                         border_radius=layout.length(4))


def open_rules(app, game: str | None = None, term: str | None = None) -> RulesScene | None:
    """Push the rules summary of ``game`` (or of the first game that has one), at ``term``."""
    choices = games.games_with_rules()
    if not choices:
        return None
    scene = RulesScene(app, game if game in choices else choices[0], term=term, choices=choices)
    app.push(scene)
    return scene
