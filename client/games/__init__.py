"""Each game's presentation in the window: one package per game, ``client/games/<name>/``.

The generic client (setup, tables, selftest, replay) finds a game's package by the game's
name in the registry and reads only the hooks below; it names no game itself. Adding a
game to the window means adding ``engine/<name>/`` and ``client/games/<name>/``.

A game package's ``__init__`` stays cheap to import (heavy imports inside functions) and
defines:

- ``table_scene()`` -> the Scene class that plays the game (a ``scenes.table.GameTable``);
- ``OPTION_LABELS``: ``{option name: {value: player words}}`` for the setup scene;
- ``SEAT_COUNT_NOTES``: ``{seat count: player words}`` (e.g. a house variant);
- ``SUBJECT_KEYS``: the action parameters that name the thing a click picks (picker);
- ``before_play(app, seats, seed, options, on_start)`` -> True when the game opened a scene
  of its own before the table (Arena Rex's cohort builder), False to start at once;
- ``selftest_scenes(app, seats)`` -> (label, action) pairs for extra scenes to render.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from engine.core import registry


def presentation(game: str) -> ModuleType | None:
    """The package ``client.games.<game>``, or None when the game has no table in the window."""
    if game not in [entry.name for entry in registry.CATALOGUE] and not registry.is_available(game):
        return None
    try:
        return importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError as exc:
        if exc.name in (f"{__name__}.{game}",):
            return None
        raise


def table_for(game: str):
    """The table Scene class for ``game``, or None."""
    module = presentation(game)
    return None if module is None else module.table_scene()


def option_labels(game: str) -> dict[str, dict[str, str]]:
    return getattr(presentation(game), "OPTION_LABELS", {})


def seat_count_note(game: str, seats: int) -> str:
    return getattr(presentation(game), "SEAT_COUNT_NOTES", {}).get(seats, "")


def subject_keys(game: str) -> tuple[str, ...]:
    return tuple(getattr(presentation(game), "SUBJECT_KEYS", ()))


def before_play(app, game: str, seats, seed, options, on_start) -> bool:
    hook = getattr(presentation(game), "before_play", None)
    return bool(hook and hook(app, seats, seed, options, on_start))


def selftest_scenes(app, game: str, seats):
    hook = getattr(presentation(game), "selftest_scenes", None)
    return list(hook(app, seats)) if hook else []
