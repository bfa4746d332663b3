"""Named sound effects for the tables: the game's own WAVs from ``sounds/``
(tools/make_sounds.py, found through ``client.assets``), or a short generated
tone when a file cannot be read. Silent without an audio device; volume from
the settings (via ``Audio``)."""
from __future__ import annotations

import array
import math
from pathlib import Path

import pygame

from . import assets
from .audio import Audio

#: effect name -> sound name in sounds/manifest.json, and the fallback tone (Hz, seconds)
EFFECTS = {
    "buy": ("coin", 1320, 0.12),
    "play": ("card_flip", 520, 0.08),
    "draw": ("card_flip", 700, 0.05),
    "shuffle": ("shuffle", 300, 0.15),
    "hit": ("sword_hit", 180, 0.14),
    "block": ("shield_block", 260, 0.10),
    "defeat": ("crowd_groan", 110, 0.35),
    "battle": ("crowd_cheer", 440, 0.40),
    "crowd": ("crowd_cheer", 440, 0.40),
    "groan": ("crowd_groan", 110, 0.35),
    "win": ("victory_fanfare", 660, 0.50),
    "dice": ("dice_roll", 900, 0.10),
    "push": ("push_thud", 90, 0.12),
    "pit": ("pit_fall", 140, 0.40),
    "click": ("ui_click", 880, 0.04),
}


def sounds_dir() -> Path:
    return assets.asset_path("sounds")


class Sfx:
    def __init__(self, audio: Audio):
        self.audio = audio
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.played: list[str] = []   # names, in order (tests and the log of what was heard)

    def play(self, name: str) -> None:
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        if not self.audio.available or name not in EFFECTS:
            return
        if name not in self._cache:
            sound_name, hz, seconds = EFFECTS[name]
            sound = self.audio.load(sounds_dir() / assets.manifest("sounds")[sound_name]["file"])
            self._cache[name] = sound if sound is not None else _tone(hz, seconds)
        self.audio.play(self._cache[name])


def _tone(hz: float, seconds: float):
    try:
        frequency, size, channels = pygame.mixer.get_init()
    except (TypeError, pygame.error):
        return None
    if size != -16:
        return None
    length = int(frequency * seconds)
    samples = array.array("h")
    for i in range(length):
        env = math.exp(-i / (frequency * seconds * 0.3))
        samples.extend([int(7000 * env * math.sin(2 * math.pi * hz * i / frequency))] * channels)
    return pygame.mixer.Sound(buffer=samples.tobytes())
