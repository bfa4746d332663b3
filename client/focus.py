"""WidgetGroup: the widgets of one scene, one focus, one hover; routes input to them.

- mouse: hover (and hover focuses), click, drag, wheel on sliders and choices;
- keys: Tab / Shift+Tab / Up / Down move focus (Left / Right too, unless the
  focused widget uses them), Enter or Space activates, Esc calls ``on_back``.

Hovering a widget with a tooltip shows it after a short delay; keyboard focus
shows it at once, with a focus ring (mouse hover lights the widget instead).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .layout import Layout
from .theme import Theme
from .widgets import Widget, draw_tooltip

TOOLTIP_DELAY = 0.35  # seconds of hovering before a tooltip shows
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class WidgetGroup:
    """The widgets of one scene, with one focus and one hover; routes input to them.

    ``feedback`` (e.g. a click sound) runs whenever a widget acts.
    """

    def __init__(self, widgets: Sequence[Widget] = (), *, on_back: Callable[[], None] | None = None,
                 feedback: Callable[[], None] | None = None):
        self.widgets: list[Widget] = list(widgets)
        self.on_back, self.feedback = on_back, feedback
        self.focused: Widget | None = None
        self.hovered: Widget | None = None
        self.captured: Widget | None = None   # holds the mouse between press and release
        self.mouse: tuple[int, int] | None = None
        self.hover_time = 0.0
        self.keyboard_focus = False

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    @property
    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable]

    def focus(self, widget: Widget | None, *, by_keyboard: bool = True) -> None:
        if self.focused is not None:
            self.focused.focused = False
        self.focused = widget
        self.keyboard_focus = by_keyboard and widget is not None
        if widget is not None:
            widget.focused = self.keyboard_focus  # the ring shows for keyboard focus only

    def move_focus(self, delta: int) -> None:
        order = self.focusable
        if not order:
            return
        if self.focused not in order:
            self.focus(order[0] if delta > 0 else order[-1])
        else:
            self.focus(order[(order.index(self.focused) + delta) % len(order)])

    def release_pointer(self) -> None:
        """Drop hover and any press in progress; keyboard focus stays."""
        if self.captured is not None:
            self.captured.cancel()
            self.captured = None
        self.mouse = None
        self._hover(None)

    def widget_at(self, pos, layout: Layout) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.focusable and widget.screen_rect(layout).collidepoint(pos):
                return widget
        return None

    def _hover(self, widget: Widget | None) -> None:
        if widget is self.hovered:
            return
        if self.hovered is not None:
            self.hovered.hovered = False
        self.hovered, self.hover_time = widget, 0.0
        if widget is not None:
            widget.hovered = True
            self.focus(widget, by_keyboard=False)
        elif not self.keyboard_focus:
            self.focus(None)

    def _acted(self, acted: bool) -> bool:
        if acted and self.feedback:
            self.feedback()
        return acted

    def handle_event(self, event: pygame.event.Event, layout: Layout) -> bool:
        """Route one event; True when a widget or the group used it."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.captured is not None:
                self.captured.mouse_drag(event.pos, layout)
                return True
            self._hover(self.widget_at(event.pos, layout))
            return self.hovered is not None
        if event.type == pygame.WINDOWLEAVE:
            self.mouse = None
            self._hover(None)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            widget = self.widget_at(event.pos, layout)
            self._hover(widget)
            if widget is None:
                return False
            self.captured = widget
            widget.mouse_down(event.pos, layout)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            widget, self.captured = self.captured, None
            if widget is None:
                return False
            inside = widget.screen_rect(layout).collidepoint(event.pos)
            if inside and getattr(widget, "takes_text", False):
                self.focus(widget)  # a clicked text field keeps focus when the mouse leaves
            self._acted(widget.mouse_up(event.pos, layout, inside))
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered is not None and self.hovered.enabled:
            return self._acted(self.hovered.wheel(event.y))
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.on_back is None:
                return False
            self.on_back()
            return self._acted(True)
        if key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        focused = self.focused
        if focused is not None and focused.enabled and getattr(focused, "takes_text", False) \
                and focused.text_key(event):
            return True
        if focused is not None and focused.enabled:
            if key in ACTIVATE_KEYS:
                return self._acted(focused.activate()) or True
            if focused.key(key):
                self.focus(focused)
                return self._acted(True)
        if key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move_focus(1)
            return True
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.move_focus(-1)
            return True
        return key in ACTIVATE_KEYS and focused is not None

    def update(self, dt: float) -> None:
        if self.hovered is not None:
            self.hover_time += dt

    def draw(self, surface: pygame.Surface, layout: Layout, theme: Theme) -> None:
        """Draw every widget, then the tooltip of the hovered or keyboard-focused one."""
        for widget in self.widgets:
            widget.draw(surface, layout, theme)
        if self.keyboard_focus and self.focused is not None and self.focused.tooltip:
            draw_tooltip(surface, layout, theme, self.focused.tooltip, self.focused.screen_rect(layout))
        elif (self.hovered is not None and self.hovered.tooltip and self.mouse is not None
              and self.hover_time >= TOOLTIP_DELAY):
            draw_tooltip(surface, layout, theme, self.hovered.tooltip,
                         self.hovered.screen_rect(layout), self.mouse)
