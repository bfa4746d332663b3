"""Which games Ludus knows, and which of them have a rules engine yet.

The catalogue is fixed (the four games of the design card). A game becomes
*available* when its package ``engine.<name>`` imports and exposes ``RULESET``.
Tests may register extra rulesets (the contract test game) with ``register``.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from .errors import ConfigError


@dataclass(frozen=True)
class CatalogueEntry:
    name: str
    title: str
    seats: str  # human-readable seat range, e.g. "3-4"


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry("forglory", "For Glory + Champions", "3-4"),
    CatalogueEntry("arenarex", "Arena Rex", "2"),
    CatalogueEntry("gladiatores", "Gladiatores: Blood for Roses", "2-5"),
    CatalogueEntry("spartacus", "Spartacus: A Game of Blood and Treachery", "3-4"),
)

_extra: dict[str, object] = {}
_loaded: dict[str, object | None] = {}


def register(ruleset) -> None:
    """Make a ruleset available under ``ruleset.name`` (used by tests)."""
    _extra[ruleset.name] = ruleset


def _load(name: str):
    if name not in _loaded:
        try:
            module = importlib.import_module(f"engine.{name}")
        except ModuleNotFoundError as exc:
            if exc.name and (exc.name == f"engine.{name}" or exc.name.startswith(f"engine.{name}.")):
                _loaded[name] = None
                return None
            raise
        _loaded[name] = getattr(module, "RULESET", None)
    return _loaded[name]


def available() -> list[str]:
    """Names of every ruleset that can be played now, catalogue order first."""
    names = [e.name for e in CATALOGUE if _load(e.name) is not None]
    names += sorted(n for n in _extra if n not in names)
    return names


def is_available(name: str) -> bool:
    return name in available()


def get(name: str):
    """The ruleset called ``name``; ConfigError naming the valid choices otherwise."""
    if name in _extra:
        return _extra[name]
    known = [e.name for e in CATALOGUE]
    ruleset = _load(name) if name in known else None
    if ruleset is None:
        valid = ", ".join(available()) or "none yet"
        if name in known:
            raise ConfigError(f"game '{name}' is not playable yet (available: {valid})")
        raise ConfigError(f"unknown game '{name}' (available: {valid})")
    return ruleset


def title(name: str) -> str:
    for entry in CATALOGUE:
        if entry.name == name:
            return entry.title
    ruleset = _extra.get(name)
    return getattr(ruleset, "title", name)
