"""TitleScene: the Ludus heading, one card per game, Continue, Load, Settings and Quit.

Choosing a playable game calls ``on_new_game(name)`` (given by the app); a game
without a rules engine yet is greyed out and says "not playable yet".
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from engine.core import registry
from engine.core.registry import CatalogueEntry
from engine.i18n import N_, _, ngettext

from .. import art, assets
from ..focus import WidgetGroup
from ..games import playable_in_window
from ..scene import WidgetScene
from ..widgets import Button
from .settings import SettingsScene

NOT_PLAYABLE = N_("not playable yet")
#: the catalogue's subtitles, translated where shown (the games' names are proper names)
SUBTITLES = (N_("Blood for Roses"), N_("A Game of Blood and Treachery"))
HINT = N_("Tab or arrows to move  ·  Enter to choose  ·  Esc to go back  ·  F11 full screen")

CARD_SIZE = (400, 124)
CARD_GAP = 20
CARDS_TOP = 226


class GameCard(Button):
    """A game button: name in large type, subtitle under it, seats and status at the foot."""

    def __init__(self, rect, entry: CatalogueEntry, on_click, *, enabled: bool):
        name, _colon, subtitle = entry.title.partition(":")
        super().__init__(rect, name.strip(), on_click, enabled=enabled,
                         tooltip=None if enabled else _(NOT_PLAYABLE), role="heading")
        self.entry, self.subtitle = entry, _(subtitle.strip()) if subtitle.strip() else ""

    def draw_frame(self, surface, layout, theme) -> pygame.Rect:
        """The bronze frame of every panel, the game's card back at the right; lit and focused
        states keep the accent edge and the focus ring (never colour alone: the ring)."""
        p = theme.palette
        rect = layout.rect(self.rect)
        surface.blit(art.panel(rect.size, corner=layout.length(12)), rect)
        back = f"card_back_{self.entry.name}"
        if back in assets.manifest("sprites"):
            h = rect.height - layout.length(28)
            image = art.image(back, (round(h * 5 / 7), h))
            spot = image.get_rect(midright=(rect.right - layout.length(16), rect.centery))
            surface.blit(image, spot)
            if not self.enabled:
                surface.fill((120, 120, 120), spot, special_flags=pygame.BLEND_RGB_MULT)
        lit = self.enabled and (self.hovered or self.focused)
        if lit:
            pygame.draw.rect(surface, p.accent, rect, width=layout.length(2), border_radius=layout.length(10))
        if not self.enabled:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 70))
            surface.blit(veil, rect)
        if self.focused:
            gap = layout.length(4)
            pygame.draw.rect(surface, p.focus, rect.inflate(gap * 2, gap * 2), width=layout.length(3),
                             border_radius=layout.length(10) + gap)
        return rect

    def draw_label(self, surface, rect, layout, theme):
        p = theme.palette
        muted = p.text_disabled if not self.enabled else p.text_muted
        r = self.rect
        x = r.left + 26
        name_colour = p.text if self.enabled else p.text_disabled
        name = theme.text(self.text, "heading", name_colour, layout, max_width=layout.length(r.width - 52 - 84),
                          shrink=0.6)
        surface.blit(name, name.get_rect(midleft=layout.point((x, r.top + 36))))
        if self.subtitle:
            surface.blit(theme.text(self.subtitle, "small", muted, layout), layout.point((x, r.top + 56)))
        foot = layout.point((x, r.bottom - 36))
        surface.blit(theme.text(seats_words(self.entry.seats), "small", muted, layout), foot)
        status = _("play") if self.enabled else _(NOT_PLAYABLE)
        colour = p.accent if self.enabled else p.text_disabled
        image = theme.text(status, "small", colour, layout)
        surface.blit(image, image.get_rect(topright=layout.point((r.right - 26 - 84, r.bottom - 36))))


def seats_words(seats: str) -> str:
    """"3–4 players" for a catalogue entry's seat range ("3-4"), in the player's language."""
    low, _dash, high = seats.partition("-")
    most = int(high or low)
    if not high:
        return ngettext("%(n)d player", "%(n)d players", most) % {"n": most}
    return ngettext("%(low)d–%(n)d player", "%(low)d–%(n)d players", most) % {"low": int(low), "n": most}


class TitleScene(WidgetScene):
    """The first screen. ``catalogue`` and ``is_available`` can be swapped in tests."""

    def __init__(self, app, on_new_game: Callable[[str], None], *,
                 catalogue: Iterable[CatalogueEntry] = registry.CATALOGUE,
                 is_available: Callable[[str], bool] = playable_in_window,
                 on_continue: Callable[[], None] | None = None,
                 can_continue: Callable[[], bool] = lambda: False):
        super().__init__(app)
        self.on_new_game = on_new_game
        self.on_continue, self.can_continue = on_continue, can_continue
        self.continue_button: Button | None = None
        self.catalogue = tuple(catalogue)
        self.is_available = is_available
        self.widgets = WidgetGroup()
        self.game_buttons: dict[str, GameCard] = {}
        self.settings_button: Button | None = None
        self.load_button: Button | None = None
        self.quit_button: Button | None = None
        self.rules_button: Button | None = None
        self.record_button: Button | None = None
        self.learn_button: Button | None = None

    def enter(self) -> None:
        self._build()

    def resume(self) -> None:
        for name, card in self.game_buttons.items():  # a game may have become playable
            card.enabled = self.is_available(name)
            card.tooltip = None if card.enabled else _(NOT_PLAYABLE)
        self._sync_continue()

    def _build(self) -> None:
        self.widgets = WidgetGroup(on_back=self._focus_quit, feedback=self.app.audio.tick)
        self.game_buttons = {}
        w, h = CARD_SIZE
        left = 640 - w - CARD_GAP // 2
        for i, entry in enumerate(self.catalogue[:4]):
            col, row = i % 2, i // 2
            rect = (left + col * (w + CARD_GAP), CARDS_TOP + row * (h + CARD_GAP), w, h)
            card = GameCard(rect, entry, lambda n=entry.name: self.on_new_game(n),
                            enabled=self.is_available(entry.name))
            self.game_buttons[entry.name] = self.widgets.add(card)
        y = CARDS_TOP + 2 * h + CARD_GAP + 28
        if self.on_continue is not None:
            self.continue_button = self.widgets.add(Button((640 - 430, y, 200, 56), _("Continue"), self.on_continue))
            self._sync_continue()
            self.load_button = self.widgets.add(Button((640 - 210, y, 200, 56), _("Load"), self.open_load,
                                                       tooltip=_("Unfinished and saved games")))
            self.settings_button = self.widgets.add(Button((640 + 10, y, 200, 56), _("Settings"), self.open_settings))
            self.quit_button = self.widgets.add(Button((640 + 230, y, 200, 56), _("Quit"), self.app.quit))
        else:
            self.settings_button = self.widgets.add(Button((640 - 250, y, 240, 56), _("Settings"), self.open_settings))
            self.quit_button = self.widgets.add(Button((640 + 10, y, 240, 56), _("Quit"), self.app.quit))
        # last in the Tab order: the games come first
        self.rules_button = self.widgets.add(Button((1100, 20, 160, 48), _("Rules"), self.open_rules,
                                                    tooltip=_("How to play each game, and what its words mean (F1)")))
        self.record_button = self.widgets.add(Button((20, 20, 160, 48), _("Record"), self.open_record,
                                                     tooltip=_("Your games: played, won and lost")))
        self.learn_button = self.widgets.add(Button((20, 76, 220, 48), _("Learn to play"), self.open_learn,
                                                    tooltip=_("A guided first game: a coach shows each move")))

    def _sync_continue(self) -> None:
        if self.continue_button is not None:
            self.continue_button.enabled = bool(self.can_continue())
            self.continue_button.tooltip = None if self.continue_button.enabled else _("No game to continue yet")

    def open_settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def open_load(self) -> None:
        from .gamemenu import LoadScene

        self.app.push(LoadScene(self.app))

    def open_record(self) -> None:
        from .record import RecordScene

        self.app.push(RecordScene(self.app))

    def open_learn(self) -> None:
        from ..tutorial.scenes import LearnScene

        self.app.push(LearnScene(self.app))

    def open_rules(self) -> None:
        from .rules import open_rules

        open_rules(self.app)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return True
        return super().handle_event(event)

    def language_changed(self) -> None:
        self._build()

    def _focus_quit(self) -> None:
        self.widgets.focus(self.quit_button)

    def draw(self, surface: pygame.Surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        getattr(self.app, "title_backdrop", self.app.backdrop).draw(surface, layout)
        heading = theme.text("LUDUS", "display", p.accent, layout)
        surface.blit(heading, heading.get_rect(center=layout.point((640, 96))))
        tagline = theme.text(_("Gladiator games for one table"), "body", p.text_muted, layout)
        surface.blit(tagline, tagline.get_rect(center=layout.point((640, 166))))
        self._draw_rule(surface, 198)
        self.widgets.draw(surface, layout, theme)
        self._draw_footer(surface)

    def _draw_rule(self, surface, y: int) -> None:
        layout, p = self.app.layout, self.app.theme.palette
        for x0, x1 in ((500, 626), (654, 780)):
            pygame.draw.line(surface, p.accent, layout.point((x0, y)), layout.point((x1, y)), layout.length(2))
        c, s = layout.point((640, y)), layout.length(7)
        pygame.draw.polygon(surface, p.accent, [(c[0], c[1] - s), (c[0] + s, c[1]), (c[0], c[1] + s), (c[0] - s, c[1])])

    def _draw_footer(self, surface) -> None:
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        hint = theme.text(_(HINT), "small", p.text_muted, layout)
        surface.blit(hint, hint.get_rect(center=layout.point((640, 696))))
        if not self.app.notice:
            return
        lines = theme.wrap(self.app.notice, "small", layout.length(1180), layout)[:3]
        y = layout.point((0, 600))[1]
        for line in lines:
            image = theme.text(line, "small", p.warn, layout)
            surface.blit(image, image.get_rect(midtop=(layout.point((640, 0))[0], y)))
            y += layout.font_px(22)
