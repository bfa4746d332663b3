"""Sound output that never stops the game: no audio device means silence.

``Audio`` owns pygame.mixer and the volume setting (0-100). Sounds are played
through it so the volume applies to each. It also makes one short synthetic
"tick" for UI feedback (sounds/ui_click.wav, or a synthetic one without it).
"""
from __future__ import annotations

import array
import math
import os

import pygame


class Audio:
    """A tolerant wrapper around pygame.mixer. ``available`` is False when silent."""

    def __init__(self, volume: int = 70):
        self.volume = 0.0
        self.available = self._init_mixer()
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.set_volume(volume)

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return bool(pygame.mixer.get_init())
        except (pygame.error, NotImplementedError, OSError):
            return False

    def set_volume(self, volume: int) -> None:
        """Apply a volume of 0-100 to music and to every sound played from now on."""
        self.volume = max(0, min(100, int(volume))) / 100
        if self.available:
            try:
                pygame.mixer.music.set_volume(self.volume)
            except pygame.error:
                pass

    def load(self, path: str | os.PathLike) -> pygame.mixer.Sound | None:
        """A sound file, or None when silent or when the file cannot be read."""
        if not self.available:
            return None
        try:
            return pygame.mixer.Sound(os.fspath(path))
        except (pygame.error, FileNotFoundError):
            return None

    def play(self, sound: pygame.mixer.Sound | None) -> None:
        """Play ``sound`` at the current volume; does nothing when silent."""
        if sound is None or not self.available or self.volume <= 0:
            return
        sound.set_volume(self.volume)
        sound.play()

    def tick(self) -> None:
        """A short soft click, for buttons and for trying out the volume."""
        if not self.available:
            return
        if "tick" not in self._sounds:
            self._sounds["tick"] = self._click_sound() or self._synth_tick()
        self.play(self._sounds["tick"])

    def _click_sound(self) -> pygame.mixer.Sound | None:
        """The game's own ui_click.wav (sounds/), or None to synthesise one."""
        try:
            from . import assets

            return self.load(assets.asset_path("sounds", assets.manifest("sounds")["ui_click"]["file"]))
        except (KeyError, OSError, ValueError):
            return None

    @staticmethod
    def _synth_tick() -> pygame.mixer.Sound:
        frequency, size, channels = pygame.mixer.get_init()
        length = int(frequency * 0.045)
        samples = array.array("h")
        for i in range(length):
            envelope = math.exp(-i / (frequency * 0.008))
            value = int(9000 * envelope * math.sin(2 * math.pi * 880 * i / frequency))
            samples.extend([value] * channels)
        if size != -16:  # other formats are rare; fall back to silence of the right length
            return pygame.mixer.Sound(buffer=bytes(length * channels * abs(size) // 8))
        return pygame.mixer.Sound(buffer=samples.tobytes())

    def close(self) -> None:
        if self.available:
            pygame.mixer.quit()
            self.available = False
