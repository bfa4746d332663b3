"""Widgets (Label, Button, Slider, Toggle, Choice) and a tooltip drawer.

Widgets keep their rect in the 1280x720 design space and draw through a Layout,
so they follow the window size. They get input from a ``focus.WidgetGroup``,
which also decides focus and hover. Disabled widgets still take focus and show
their tooltip (so keyboard players learn why), but never act. No state is shown
by colour alone: focus draws a ring, toggles say On / Off.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.i18n import _
from engine.i18n import number as number_words

from .layout import Layout
from .theme import Theme


class Widget:
    """Base widget: a design-space rect, hover / focus / enabled state."""

    focusable = True

    def __init__(self, rect, *, enabled: bool = True, tooltip: str | None = None):
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.tooltip = tooltip
        self.hovered = False
        self.focused = False

    def screen_rect(self, layout: Layout) -> pygame.Rect:
        return layout.rect(self.rect)

    def mouse_down(self, pos, layout: Layout) -> None:
        """Left button pressed over the widget."""

    def mouse_drag(self, pos, layout: Layout) -> None:
        """Mouse moved while this widget holds the press."""

    def mouse_up(self, pos, layout: Layout, inside: bool) -> bool:
        """Left button released; True when that made the widget act."""
        return False

    def cancel(self) -> None:
        """Forget a press in progress (the scene lost the mouse, e.g. it was paused)."""

    def wheel(self, steps: int) -> bool:
        """Mouse wheel over the widget; True when it changed something."""
        return False

    def key(self, key: int) -> bool:
        """A key pressed while focused (other than focus moves); True when used."""
        return False

    def activate(self) -> bool:
        """Enter / Space while focused; True when the widget acted."""
        return False

    def draw(self, surface: pygame.Surface, layout: Layout, theme: Theme) -> None:
        raise NotImplementedError


def _draw_focus_ring(surface, layout: Layout, theme: Theme, rect: pygame.Rect, radius: int) -> None:
    gap = layout.length(4)
    pygame.draw.rect(surface, theme.palette.focus, rect.inflate(gap * 2, gap * 2),
                     width=layout.length(3), border_radius=radius + gap)


def _blit_text(surface, image: pygame.Surface, rect: pygame.Rect, align: str = "center") -> pygame.Rect:
    target = image.get_rect(centery=rect.centery)
    if align == "left":
        target.left = rect.left
    elif align == "right":
        target.right = rect.right
    else:
        target.centerx = rect.centerx
    return surface.blit(image, target)


class Label(Widget):
    """Static text; ``align`` is left, center or right; shrinks a little to fit its rect."""

    focusable = False

    def __init__(self, rect, text: str, *, role: str = "body", colour: tuple | None = None,
                 align: str = "center"):
        super().__init__(rect)
        self.text, self.role, self.colour, self.align = text, role, colour, align

    def draw(self, surface, layout, theme):
        colour = self.colour or theme.palette.text
        rect = layout.rect(self.rect)
        _blit_text(surface, theme.text(self.text, self.role, colour, layout, max_width=rect.width), rect, self.align)


class Button(Widget):
    """A push button: acts on click (press and release inside) or Enter / Space.

    ``detail`` is an optional second, quieter text on the right (e.g. "3-4 players").
    """

    def __init__(self, rect, text: str, on_click: Callable[[], None] | None = None, *,
                 detail: str | None = None, enabled: bool = True, tooltip: str | None = None,
                 role: str = "button"):
        super().__init__(rect, enabled=enabled, tooltip=tooltip)
        self.text, self.detail, self.on_click, self.role = text, detail, on_click, role
        self.pressed = False

    def activate(self) -> bool:
        if not self.enabled:
            return False
        if self.on_click:
            self.on_click()
        return True

    def mouse_down(self, pos, layout):
        self.pressed = self.enabled

    def cancel(self):
        self.pressed = False

    def mouse_up(self, pos, layout, inside):
        was_pressed, self.pressed = self.pressed, False
        return bool(was_pressed and inside and self.activate())

    def draw(self, surface, layout, theme):
        self.draw_label(surface, self.draw_frame(surface, layout, theme), layout, theme)

    def draw_frame(self, surface, layout, theme) -> pygame.Rect:
        """Fill, border (accent when lit) and focus ring; returns the screen rect."""
        p = theme.palette
        rect = layout.rect(self.rect)
        radius = layout.length(10)
        lit = self.enabled and (self.hovered or self.focused)
        if not self.enabled:
            fill = p.button_disabled
        elif self.pressed:
            fill = p.button_pressed
        else:
            fill = p.button_hover if lit else p.button
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, p.accent if lit else p.panel_edge, rect,
                         width=layout.length(2 if lit else 1), border_radius=radius)
        if self.focused:
            _draw_focus_ring(surface, layout, theme, rect, radius)
        return rect

    def draw_label(self, surface, rect: pygame.Rect, layout, theme) -> None:
        p = theme.palette
        text_colour = p.text if self.enabled else p.text_disabled
        detail_colour = p.text_muted if self.enabled else p.text_disabled
        if self.detail:
            inner = rect.inflate(-layout.length(56), 0)
            detail = theme.text(self.detail, "small", detail_colour, layout)
            room = max(1, inner.width - detail.get_width() - layout.length(12))
            _blit_text(surface, theme.text(self.text, self.role, text_colour, layout, max_width=room), inner, "left")
            _blit_text(surface, detail, inner, "right")
        else:
            room = max(1, rect.width - layout.length(2 * self.PAD))
            _blit_text(surface, theme.text(self.text, self.role, text_colour, layout, max_width=room), rect)

    #: design px kept clear between a label and each side of its button
    PAD = 8

    def label_fits(self, layout, theme) -> bool:
        """True when the label, shrunk as far as ``Theme.text`` may, fits inside the button (the room
        ``draw_label`` gives it, in window pixels: rounded as the window's scale rounds the box)."""
        return theme.fits(self.text, self.role, layout,
                          max(1, layout.rect(self.rect).width - layout.length(2 * self.PAD)))


class Slider(Widget):
    """A 0-100 value on a track; drag, click, wheel or Left / Right (by ``step``).

    ``on_change`` runs on every change (apply it); ``on_commit`` when the player lets
    go or uses a key (persist it).
    """

    def __init__(self, rect, value: int, on_change: Callable[[int], None] | None = None,
                 on_commit: Callable[[int], None] | None = None, *, step: int = 5,
                 tooltip: str | None = None):
        super().__init__(rect, tooltip=tooltip)
        self.value = max(0, min(100, int(value)))
        self.on_change, self.on_commit, self.step = on_change, on_commit, step
        self.dragging = False

    VALUE_WIDTH = 64  # design px kept at the right for the number

    def _track(self, layout: Layout) -> pygame.Rect:
        r = self.rect
        knob = 14
        return layout.rect((r.left + knob, r.centery - 3, r.width - self.VALUE_WIDTH - 2 * knob, 6))

    def set_value(self, value: float, commit: bool) -> None:
        value = max(0, min(100, round(value)))
        changed = value != self.value
        self.value = value
        if changed and self.on_change:
            self.on_change(value)
        if commit and self.on_commit:
            self.on_commit(value)

    def _value_at(self, pos, layout) -> int:
        track = self._track(layout)
        return round(100 * (pos[0] - track.left) / max(1, track.width))

    def mouse_down(self, pos, layout):
        self.dragging = True
        self.set_value(self._value_at(pos, layout), commit=False)

    def mouse_drag(self, pos, layout):
        if self.dragging:
            self.set_value(self._value_at(pos, layout), commit=False)

    def cancel(self):
        if self.dragging:
            self.dragging = False
            self.set_value(self.value, commit=True)  # keep what the player already hears

    def mouse_up(self, pos, layout, inside):
        if self.dragging:
            self.dragging = False
            self.set_value(self._value_at(pos, layout), commit=True)
            return True
        return False

    def wheel(self, steps):
        self.set_value(self.value + steps * self.step, commit=True)
        return True

    def key(self, key):
        if key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set_value(self.value - self.step, commit=True)
        elif key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.set_value(self.value + self.step, commit=True)
        elif key == pygame.K_HOME:
            self.set_value(0, commit=True)
        elif key == pygame.K_END:
            self.set_value(100, commit=True)
        else:
            return False
        return True

    def draw(self, surface, layout, theme):
        p = theme.palette
        track = self._track(layout)
        radius = track.height // 2
        pygame.draw.rect(surface, p.button_hover, track, border_radius=radius)
        filled = track.copy()
        filled.width = round(track.width * self.value / 100)
        if filled.width:
            pygame.draw.rect(surface, p.accent, filled, border_radius=radius)
        knob = (track.left + filled.width, track.centery)
        knob_r = layout.length(13 if (self.hovered or self.dragging) else 12)
        if self.focused:
            pygame.draw.circle(surface, p.focus, knob, knob_r + layout.length(6), width=layout.length(3))
        pygame.draw.circle(surface, p.text, knob, knob_r)
        pygame.draw.circle(surface, p.accent, knob, knob_r, width=layout.length(2))
        number = layout.rect((self.rect.right - self.VALUE_WIDTH, self.rect.top, self.VALUE_WIDTH, self.rect.height))
        _blit_text(surface, theme.text(number_words(self.value), "button", p.text, layout), number, "right")


class Toggle(Widget):
    """An on/off switch that also says "On" / "Off" in words."""

    def __init__(self, rect, value: bool, on_change: Callable[[bool], None] | None = None, *,
                 tooltip: str | None = None):
        super().__init__(rect, tooltip=tooltip)
        self.value, self.on_change = bool(value), on_change

    def activate(self):
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)
        return True

    def mouse_up(self, pos, layout, inside):
        return bool(inside and self.activate())

    def draw(self, surface, layout, theme):
        p = theme.palette
        r = self.rect
        pill = layout.rect((r.left, r.centery - 16, 64, 32))
        radius = pill.height // 2
        pygame.draw.rect(surface, p.good if self.value else p.button_hover, pill, border_radius=radius)
        pygame.draw.rect(surface, p.accent if self.hovered else p.panel_edge, pill,
                         width=layout.length(2 if self.hovered else 1), border_radius=radius)
        if self.focused:
            _draw_focus_ring(surface, layout, theme, pill, radius)
        knob_x = pill.right - radius if self.value else pill.left + radius
        pygame.draw.circle(surface, p.text, (knob_x, pill.centery), radius - layout.length(4))
        words = layout.rect((r.left + 80, r.top, r.width - 80, r.height))
        _blit_text(surface, theme.text(_("On") if self.value else _("Off"), "button", p.text, layout,
                                               max_width=words.width), words, "left")


class Choice(Widget):
    """One of a few options, stepped with the arrow buttons, Left / Right or Enter."""

    def __init__(self, rect, options: Sequence[tuple[object, str]], value, on_change=None, *,
                 tooltip: str | None = None):
        super().__init__(rect, tooltip=tooltip)
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change

    @property
    def value(self):
        return self.options[self.index][0]

    def select(self, value) -> None:
        """Show ``value`` without calling ``on_change`` (for syncing from settings)."""
        values = [v for v, _ in self.options]
        if value in values:
            self.index = values.index(value)

    def cycle(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def activate(self):
        self.cycle(1)
        return True

    def key(self, key):
        if key == pygame.K_LEFT:
            self.cycle(-1)
        elif key == pygame.K_RIGHT:
            self.cycle(1)
        else:
            return False
        return True

    def wheel(self, steps):
        self.cycle(1 if steps > 0 else -1)
        return True

    def mouse_up(self, pos, layout, inside):
        if not inside:
            return False
        self.cycle(-1 if pos[0] < layout.rect(self.rect).centerx else 1)
        return True

    def draw(self, surface, layout, theme):
        p = theme.palette
        rect = layout.rect(self.rect)
        radius = layout.length(10)
        pygame.draw.rect(surface, p.button_hover if self.hovered else p.button, rect, border_radius=radius)
        pygame.draw.rect(surface, p.accent if self.hovered else p.panel_edge, rect,
                         width=layout.length(2 if self.hovered else 1), border_radius=radius)
        if self.focused:
            _draw_focus_ring(surface, layout, theme, rect, radius)
        s = layout.length(8)
        for direction, cx in ((-1, rect.left + layout.length(26)), (1, rect.right - layout.length(26))):
            tip = (cx + direction * s, rect.centery)
            pygame.draw.polygon(surface, p.accent, [tip, (cx - direction * s, rect.centery - s),
                                                    (cx - direction * s, rect.centery + s)])
        room = rect.width - 2 * layout.length(44)  # the label shrinks to stay between the arrows
        _blit_text(surface, theme.text(self.options[self.index][1], "button", p.text, layout,
                                       max_width=room, shrink=0.7), rect)


#: False while a scene under the top one draws: only the scene on top shows a tooltip, so none
#: stays on screen from a scene another has covered (the App sets it, ``tooltips_shown``)
_TOOLTIPS: dict = {"on": True, "later": None}


def tooltips_shown(on: bool) -> None:
    """Let ``draw_tooltip`` draw (the top scene) or not (a scene covered by another)."""
    _TOOLTIPS["on"] = bool(on)


def tooltips_last(on: bool) -> None:
    """The App's frame: with ``on``, tooltips wait and are drawn once everything else is
    (``draw_waiting_tooltip``), so no button, ring or box drawn later can cover one."""
    _TOOLTIPS["later"] = [] if on else None


def draw_waiting_tooltip() -> pygame.Rect | None:
    """Draw the tooltip the frame asked for last (one at a time), and stop waiting."""
    waiting, _TOOLTIPS["later"] = _TOOLTIPS["later"], None
    if not waiting:
        return None
    surface, args = waiting[-1]
    return _draw_tooltip_now(surface, *args)


def draw_tooltip(surface: pygame.Surface, layout: Layout, theme: Theme, text: str,
                 anchor: pygame.Rect, mouse: tuple[int, int] | None = None) -> pygame.Rect:
    """Draw ``text`` in a box below the mouse (or below ``anchor``), kept inside the window.
    Nothing is drawn for a scene that is not on top (``tooltips_shown``)."""
    if not _TOOLTIPS["on"]:
        return pygame.Rect(anchor.topleft, (0, 0))
    if _TOOLTIPS["later"] is not None:  # drawn at the end of the frame, over everything
        _TOOLTIPS["later"].append((surface, (layout, theme, text, anchor, mouse)))
        return _tooltip_box(surface, layout, theme, text, anchor, mouse)[0]
    return _draw_tooltip_now(surface, layout, theme, text, anchor, mouse)


def _tooltip_box(surface, layout, theme, text, anchor, mouse):
    """The tooltip's box (kept inside the window) and its rendered lines."""
    p = theme.palette
    pad = layout.length(10)
    lines = theme.wrap(text, "small", layout.length(420), layout)
    images = [theme.text(line, "small", p.tooltip_text, layout) for line in lines]
    width = max(i.get_width() for i in images) + 2 * pad
    height = sum(i.get_height() for i in images) + 2 * pad
    if mouse is not None:
        box = pygame.Rect(mouse[0] + layout.length(14), mouse[1] + layout.length(20), width, height)
    else:
        box = pygame.Rect(anchor.centerx - width // 2, anchor.bottom + layout.length(10), width, height)
    box.clamp_ip(surface.get_rect())
    return box, images


def _draw_tooltip_now(surface, layout, theme, text, anchor, mouse) -> pygame.Rect:
    p = theme.palette
    pad = layout.length(10)
    box, images = _tooltip_box(surface, layout, theme, text, anchor, mouse)
    shadow = box.move(layout.length(3), layout.length(3))
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=layout.length(6))
    pygame.draw.rect(surface, p.tooltip, box, border_radius=layout.length(6))
    y = box.top + pad
    for image in images:
        surface.blit(image, (box.left + pad, y))
        y += image.get_height()
    return box


class TextField(Widget):
    """A one-line text entry: click or Tab to focus, type, Backspace; ``allowed`` filters characters.

    Enter / Tab / Esc keep their usual meaning (the group handles them).
    """

    takes_text = True

    def __init__(self, rect, value: str = "", on_change: Callable[[str], None] | None = None, *,
                 max_length: int = 16, allowed: Callable[[str], bool] | None = None,
                 placeholder: str = "", tooltip: str | None = None):
        super().__init__(rect, tooltip=tooltip)
        self.value, self.on_change = value, on_change
        self.max_length, self.allowed, self.placeholder = max_length, allowed, placeholder

    def set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def text_key(self, event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.set(self.value[:-1])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN):
            return False
        char = getattr(event, "unicode", "")
        if char and char.isprintable() and len(self.value) < self.max_length \
                and (self.allowed is None or self.allowed(char)):
            self.set(self.value + char)
            return True
        return False

    def mouse_up(self, pos, layout, inside):
        return False

    def draw(self, surface, layout, theme):
        p = theme.palette
        rect = layout.rect(self.rect)
        radius = layout.length(8)
        pygame.draw.rect(surface, p.panel if not self.focused else p.button, rect, border_radius=radius)
        lit = self.hovered or self.focused
        pygame.draw.rect(surface, p.accent if lit else p.panel_edge, rect,
                         width=layout.length(2 if lit else 1), border_radius=radius)
        if self.focused:
            _draw_focus_ring(surface, layout, theme, rect, radius)
        inner = rect.inflate(-layout.length(24), 0)
        if self.value:
            image = theme.text(self.value + ("|" if self.focused else ""), "button", p.text, layout,
                               max_width=inner.width)
        else:
            image = theme.text(self.placeholder, "body", p.text_muted, layout, max_width=inner.width)
        _blit_text(surface, image, inner, "left")
