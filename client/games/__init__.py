"""Each game's presentation in the window: one package per game, ``client/games/<name>/``.

The generic client (setup, tables, selftest, replay) finds a game's package by the game's
name in the registry and reads only the hooks below; it names no game itself. Adding a
game to the window means adding ``engine/<name>/`` and ``client/games/<name>/``.

A game package's ``__init__`` stays cheap to import (heavy imports inside functions) and
defines:

- ``table_scene()`` -> the Scene class that plays the game (a ``client.table.table.GameTable``);
- ``OPTION_LABELS``: ``{option name: {value: player words}}`` for the setup scene;
- ``OPTION_NAMES``: ``{option name: player words}`` (else the name, its _ made a space);
- ``SEAT_COUNT_NOTES``: ``{seat count: player words}`` (e.g. a house variant);
- ``option_help(option, value)`` -> player words for one value of an option (what a scenario is),
  '' for none: the setup shows them as that choice's tooltip;
- ``before_play(app, seats, seed, options, on_start)`` -> True when the game opened a scene
  of its own before the table (Arena Rex's cohort builder), False to start at once;
- ``selftest_scenes(app, seats)`` -> (label, action) pairs for extra scenes to render;
- ``rules_summary()`` -> a ``RulesSummary`` (title, sections of (heading, paragraphs), glossary of
  (term, meaning)): the game's rules in our own words, shown by ``scenes.rules.RulesScene``.

Words from these tables (labels, notes, an option's help) are English marked with ``N_()`` in
the game's package; the shell translates them where it shows them with ``words(game)``, the
game's own catalogue (then ``ludus``).
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import NamedTuple

from engine.core import registry


class RulesSummary(NamedTuple):
    """A game's rules in a few pages: ``sections`` are (heading, paragraphs) in reading order,
    ``glossary`` is (term, meaning) for the words its screen uses."""

    title: str
    sections: tuple[tuple[str, tuple[str, ...]], ...]
    glossary: tuple[tuple[str, str], ...]


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


def playable_in_window(game: str) -> bool:
    """True when the game has a rules engine (the registry) and a table in the window."""
    return registry.is_available(game) and table_for(game) is not None


def table_for(game: str):
    """The table Scene class for ``game``, or None."""
    module = presentation(game)
    return None if module is None else module.table_scene()


def words(game: str):
    """``_`` of ``game``'s word domain (``engine.i18n.game_words``), or the shell's for a game
    with no catalogue of its own (the contract's test games)."""
    from engine.i18n import DOMAINS, _, game_words

    return game_words(game)[0] if game in DOMAINS else _


def option_name(game: str, option: str) -> str:
    """The player words for ``option`` of ``game``, translated."""
    named = getattr(presentation(game), "OPTION_NAMES", {}).get(option)
    return words(game)(named or option.replace("_", " ").capitalize())


def option_labels(game: str) -> dict[str, dict[str, str]]:
    return getattr(presentation(game), "OPTION_LABELS", {})


def seat_count_note(game: str, seats: int) -> str:
    note = getattr(presentation(game), "SEAT_COUNT_NOTES", {}).get(seats, "")
    return words(game)(note) if note else note


def option_help(game: str, option: str, value: str) -> str:
    """What one value of an option means, in the player's language ('' when the game says nothing)."""
    hook = getattr(presentation(game), "option_help", None)
    return hook(option, value) if hook else ""


def before_play(app, game: str, seats, seed, options, on_start) -> bool:
    hook = getattr(presentation(game), "before_play", None)
    return bool(hook and hook(app, seats, seed, options, on_start))


def selftest_scenes(app, game: str, seats):
    hook = getattr(presentation(game), "selftest_scenes", None)
    return list(hook(app, seats)) if hook else []


def rules_summary(game: str) -> RulesSummary | None:
    """The game's rules summary, or None when its package has none."""
    hook = getattr(presentation(game), "rules_summary", None)
    return hook() if hook else None


def games_with_rules() -> list[str]:
    """The catalogue's games that have a rules summary, in catalogue order."""
    return [entry.name for entry in registry.CATALOGUE if rules_summary(entry.name) is not None]
