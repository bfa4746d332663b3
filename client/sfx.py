"""Named sound effects for the tables: files from ``sounds/`` (made by the asset
work), or a short generated placeholder when a file is missing. Silent without
an audio device; volume from the settings (via ``Audio``)."""
from __future__ import annotations

import array
import math
import sys
from pathlib import Path

import pygame

from .audio import Audio

#: effect name -> file in sounds/, and the placeholder tone (Hz, seconds) if it is missing
EFFECTS = {
    "buy": ("coin.wav", 1320, 0.12),
    "play": ("card_flip.wav", 520, 0.08),
    "draw": ("card_flip.wav", 700, 0.05),
    "shuffle": ("shuffle.wav", 300, 0.15),
    "hit": ("sword_hit.wav", 180, 0.14),
    "block": ("shield_block.wav", 260, 0.10),
    "defeat": ("crowd_groan.wav", 110, 0.35),
    "battle": ("crowd_cheer.wav", 440, 0.40),
    "win": ("victory_fanfare.wav", 660, 0.50),
}


def sounds_dir() -> Path:
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent.parent))
    return base / "sounds"


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
            file, hz, seconds = EFFECTS[name]
            sound = self.audio.load(sounds_dir() / file)
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
