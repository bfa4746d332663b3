"""The one way to find and load the game's files: sprites, sounds, maps.

Works from a source checkout (paths are relative to the repository root) and
from a PyInstaller bundle (relative to ``sys._MEIPASS``, where build.spec puts
``sprites/``, ``sounds/`` and ``maps/``).

Sprites and sounds are named, not addressed by file: ``sprites/manifest.json``
and ``sounds/manifest.json`` (written by tools/make_sprites.py and
tools/make_sounds.py) map each name to its file::

    from client import assets
    card = assets.load_image("card_forglory_income")      # pygame.Surface, cached
    clang = assets.load_sound("sword_hit")                 # pygame.mixer.Sound or None
    sand = assets.tile("sand")                             # 32x32 Surface from the tileset
    path = assets.asset_path("maps", "colosseum.tmx")      # any bundled file

Images are converted for fast blitting (``convert_alpha``) when a display mode
is set; before that they are returned as loaded, so loading is safe headless.
Sounds come back as None when the mixer is not initialised or has no device:
the game stays silent rather than failing.
"""
from __future__ import annotations

import json
import os
import sys
from functools import cache
from pathlib import Path

import pygame

KINDS = ("sprites", "sounds")


def root() -> Path:
    """The folder holding sprites/, sounds/ and maps/: the bundle when frozen, else the repo."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str | os.PathLike) -> Path:
    """The absolute path of a bundled file, e.g. ``asset_path("sounds", "coin.wav")``."""
    return root().joinpath(*parts)


@cache
def manifest(kind: str) -> dict[str, dict]:
    """``{name: entry}`` from ``<kind>/manifest.json``; entry has at least ``file`` and ``size``."""
    if kind not in KINDS:
        raise ValueError(f"unknown asset kind {kind!r}; expected one of {KINDS}")
    with open(asset_path(kind, "manifest.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    return {entry["name"]: entry for entry in data["assets"]}


def sprite_names(group: str | None = None) -> list[str]:
    """Every sprite name, or only those of one group (card, card_back, icon, token, model, die, tileset, backdrop)."""
    return [name for name, entry in manifest("sprites").items() if group is None or entry.get("group") == group]


def sound_names() -> list[str]:
    return list(manifest("sounds"))


def _file(kind: str, name: str) -> Path:
    try:
        entry = manifest(kind)[name]
    except KeyError:
        raise KeyError(f"no {kind[:-1]} named {name!r} in {kind}/manifest.json") from None
    return asset_path(kind, entry["file"])


_images: dict[str, pygame.Surface] = {}
_converted: set[str] = set()


def load_image(name: str) -> pygame.Surface:
    """The sprite called ``name`` (see sprites/manifest.json). Cached; do not draw on it."""
    image = _images.get(name)
    if image is None:
        image = pygame.image.load(os.fspath(_file("sprites", name)))
        _images[name] = image
    if name not in _converted and pygame.display.get_init() and pygame.display.get_surface() is not None:
        image = image.convert_alpha()
        _images[name] = image
        _converted.add(name)
    return image


_sounds: dict[str, pygame.mixer.Sound] = {}


def load_sound(name: str) -> pygame.mixer.Sound | None:
    """The sound called ``name`` (see sounds/manifest.json), or None when there is no mixer.

    An unknown name is a programming error and raises KeyError even when silent.
    """
    path = _file("sounds", name)
    sound = _sounds.get(name)
    if sound is not None:
        return sound
    try:
        if not pygame.mixer.get_init():
            return None
        sound = pygame.mixer.Sound(os.fspath(path))
    except (pygame.error, NotImplementedError, OSError):
        return None
    _sounds[name] = sound
    return sound


@cache
def tileset_info() -> dict:
    """sprites/tileset.json: ``tile_size``, ``columns``, ``tiles`` {name: index}."""
    with open(asset_path("sprites", "tileset.json"), encoding="utf-8") as handle:
        return json.load(handle)


_tiles: dict[str, pygame.Surface] = {}


def tile(name: str) -> pygame.Surface:
    """One arena tile (sand, stone, column, spikes, pit, water, fire, ring_edge, ...), cached.

    Indices 0-5 are the ``look`` values of maps/arena_tiles.tsx (sand, outside, pit, stone,
    spikes, duel_sand), so a map tile's look names its sprite.
    """
    sheet = load_image("tileset")
    cached = _tiles.get(name)
    if cached is not None and cached.get_parent() is sheet:
        return cached
    info = tileset_info()
    index = info["tiles"][name]
    size = info["tile_size"]
    column, row = index % info["columns"], index // info["columns"]
    cached = _tiles[name] = sheet.subsurface((column * size, row * size, size, size))
    return cached


def clear_cache() -> None:
    """Forget loaded images and sounds (e.g. after the display or mixer is re-initialised)."""
    _images.clear()
    _converted.clear()
    _sounds.clear()
    _tiles.clear()
    manifest.cache_clear()
    tileset_info.cache_clear()
