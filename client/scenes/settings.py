"""SettingsScene: language, volume, full screen, window size, bot speed, forced passes and take-back. Changes
apply and save at once (a new language too: every scene hears ``language_changed``)."""
from __future__ import annotations

import pygame

from engine.i18n import LANGUAGES, N_, _

from ..focus import WidgetGroup
from ..settings import (
    SPEED_NAMES,
    WINDOW_SIZES,
    auto_forced_pass,
    bot_speed,
    chosen_language,
    set_auto_forced_pass,
    set_bot_speed,
    set_language,
    set_takeback_mode,
    takeback_mode,
)
from ..widgets import Button, Choice, Label, Slider, Toggle
from .overlay import OverlayScene

ROW_LABEL_X = 380     # design-space column of the row names
CONTROL_X = 620       # design-space column of the controls
CONTROL_W = 300


#: the bot speeds in player words (``SPEED_NAMES``), translated where shown
SPEED_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant")}


def speed_words(speed: str) -> str:
    """A bot speed in the player's language."""
    return _(SPEED_WORDS.get(speed, speed))


class SettingsScene(OverlayScene):
    """An overlay over the scene that opened it (title, setup, a table's pause menu)."""

    panel = pygame.Rect(320, 40, 640, 640)

    def __init__(self, app):
        super().__init__(app)
        self._build()

    def language_changed(self) -> None:
        """Every word again in the new language; the focus stays on the language choice."""
        self._build()
        self.widgets.focus(self.language)

    def _build(self) -> None:
        app = self.app
        self.widgets = WidgetGroup(on_back=self.back, feedback=app.audio.tick)
        s, p = app.settings, app.theme.palette
        add = self.widgets.add
        top = self.panel.top
        add(Label((self.panel.left, top + 20, self.panel.width, 60), _("Settings"), role="title", colour=p.accent))
        rows = ((_("Language"), top + 100), (_("Volume"), top + 156), (_("Full screen"), top + 212),
                (_("Window size"), top + 268), (_("Bot speed"), top + 324), (_("Forced passes"), top + 380),
                (_("Take back"), top + 460))
        for name, y in rows:
            add(Label((ROW_LABEL_X, y - 22, 220, 44), name, role="button", align="left"))
        self.language = add(Choice((CONTROL_X, top + 78, CONTROL_W, 44), list(LANGUAGES), chosen_language(s),
                                   on_change=lambda code: set_language(app, code),
                                   tooltip=_("The language of every word in the window (at once)")))
        self.volume = add(Slider((CONTROL_X - 14, top + 134, CONTROL_W + 14, 44), s.volume,
                                 on_change=app.audio.set_volume, on_commit=self._commit_volume,
                                 tooltip=_("Sound effects volume, 0 to 100")))
        self.fullscreen = add(Toggle((CONTROL_X, top + 190, 160, 44), s.fullscreen,
                                     on_change=lambda on: app.change_settings(fullscreen=on),
                                     tooltip=_("Also F11, from any screen")))
        sizes = window_sizes(s.window_size)
        self.window_size = add(Choice((CONTROL_X, top + 246, CONTROL_W, 44),
                                      [(size, f"{size[0]} × {size[1]}") for size in sizes],
                                      s.window_size, on_change=self._change_size,
                                      tooltip=_("Window size when not in full screen (only sizes that fit your "
                                                "screen)")))
        self.speed = add(Choice((CONTROL_X, top + 302, CONTROL_W, 44), [(n, speed_words(n).capitalize())
                                                                        for n in SPEED_NAMES],
                                bot_speed(app), on_change=lambda v: set_bot_speed(app, v),
                                tooltip=_("How long each bot move stays on screen (also in the pause menu)")))
        self.forced_pass = add(Toggle((CONTROL_X, top + 358, 160, 44), auto_forced_pass(app),
                                      on_change=lambda on: set_auto_forced_pass(app, on),
                                      tooltip=_("Some games still ask you when passing is all you can do, so "
                                                "that nobody learns what you hold; on, the pass is made for you")))
        add(Label((ROW_LABEL_X, top + 404, CONTROL_X + CONTROL_W - ROW_LABEL_X, 28),
                  _("On: when passing is all you can do, you pass at once (no hand-off)."),
                  role="small", align="left", colour=p.text_muted))
        self.takeback = add(Choice((CONTROL_X, top + 438, CONTROL_W, 44),
                                   [("on", _("On")), ("solo", _("One player only")), ("off", _("Off"))],
                                   takeback_mode(app), on_change=lambda v: set_takeback_mode(app, v),
                                   tooltip=_("Take back your last move (Ctrl+Z). With several people at the "
                                             "screen the others agree first, or choose One player only; "
                                             "Off for a serious game")))
        self.back_button = add(Button((self.panel.centerx - 120, self.panel.bottom - 80, 240, 56),
                                      _("Back"), self.back))

    def _commit_volume(self, volume: int) -> None:
        self.app.change_settings(volume=volume)

    def _change_size(self, size) -> None:
        self.app.change_settings(window_size=tuple(size))

    def update(self, dt: float) -> None:
        super().update(dt)
        # F11 can change full screen while this scene is open: show the truth.
        self.fullscreen.value = self.app.settings.fullscreen
        self.window_size.select(self.app.settings.window_size)

    def draw_content(self, surface):
        layout, theme = self.app.layout, self.app.theme
        note = theme.text(_("Changes are saved as you make them."), "small", theme.palette.text_muted, layout)
        surface.blit(note, note.get_rect(center=layout.point((self.panel.centerx, self.panel.top + 515))))


def window_sizes(current: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes that fit the screen (the desktop; never one larger), and the size set now
    (so the choice shows the truth even if the screen shrank)."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        desktop = None
    sizes = [size for size in WINDOW_SIZES if desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1])]
    if not sizes:
        sizes = [WINDOW_SIZES[0]]
    if tuple(current) in WINDOW_SIZES and tuple(current) not in sizes:
        sizes.append(tuple(current))
    return sorted(sizes)
