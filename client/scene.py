"""The Scene base class: one screen of the client, kept on the App's scene stack.

Lifecycle (called by the App, between frames, never mid-update):

- ``enter()``  the scene became part of the stack (pushed or replaced in);
- ``pause()``  another scene was pushed over it;
- ``resume()`` the scene above it was popped, it is on top again;
- ``exit()``   the scene left the stack (popped or replaced);
- ``language_changed()`` the player chose another language (every scene on the stack hears it).

Each frame the top scene gets ``handle_event`` for each input event, then
``update(dt)``; then every scene from the topmost *opaque* one upward is drawn.
A scene is given what it needs (the App, which holds the services) in its
constructor; it never reaches for a global, and it holds no game rules. A scene knows the
App only as the ``Shell`` below (what it may ask of it), never by importing it: the App
imports the scenes, no scene imports the App.
"""
from __future__ import annotations

from typing import Any, Protocol

import pygame


class Shell(Protocol):
    """What a scene may ask of the App (``client.app.App`` is the one implementation)."""

    layout: Any
    theme: Any
    audio: Any
    settings: Any

    def push(self, scene: Scene) -> None: ...
    def pop(self) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def to_title(self) -> None: ...
    def show_notice(self, heading: str, message: str) -> None: ...
    def change_settings(self, **changes) -> None: ...
    def play(self, session, **table_options) -> None: ...
    def open_save(self, path) -> bool | None: ...
    def open_replay(self, moves) -> bool: ...
    def open_pause(self, table) -> None: ...
    def open_rules(self, game: str | None = None, term: str | None = None): ...
    def results_scene(self, session, **options) -> Scene: ...


class Scene:
    """Base scene: every hook is a no-op, so subclasses override only what they use."""

    #: True when the scene covers the whole window, so nothing below it is drawn.
    opaque: bool = True

    def __init__(self, app: Shell):
        self.app = app

    def enter(self) -> None:
        """Called once when the scene joins the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when this scene is on top again after the one above was popped."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def resize(self, window_size: tuple[int, int]) -> None:
        """Called after the window changed size (``app.layout`` is already updated)."""

    def language_changed(self) -> None:
        """Called after the player chose another language in Settings (``engine.i18n`` already
        answers in it): a scene that keeps words made earlier (widget labels, tooltips) makes
        them again here; words looked up while drawing need nothing."""

    def at_rest(self) -> bool:
        """True when the scene would draw the same frame again without input (no animation, no
        timer, nothing awaited): the App's loop then rests instead of drawing 60 frames a second.
        A scene that moves by itself says False while it moves."""
        return True

    def admits(self, event: pygame.event.Event) -> bool:
        """Asked before ``handle_event``: False drops the event (a table's input guard)."""
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one input event; return True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds (top scene only)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto ``surface`` (the whole window)."""


class WidgetScene(Scene):
    """A full-window scene whose input goes to one ``WidgetGroup`` (``self.widgets``).

    Subclasses build ``self.widgets`` and draw; routing events, updates and the
    pointer release on pause is the same everywhere, so it lives here.
    """

    widgets = None  # a focus.WidgetGroup, set by the subclass

    def pause(self) -> None:
        self.widgets.release_pointer()  # a drag in progress ends when a scene covers this one

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.widgets.handle_event(event, self.app.layout)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
