"""Audio without a device, and the screenshots of the shell (a person looks at them)."""
import importlib.util
from pathlib import Path

import pygame

from client.audio import Audio

ROOT = Path(__file__).resolve().parents[2]


def test_audio_applies_volume_and_clamps():
    audio = Audio(volume=40)
    assert audio.volume == 0.4
    audio.set_volume(250)
    assert audio.volume == 1.0
    audio.tick()  # a synthetic click; silent under the dummy driver, must not raise
    audio.close()


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(volume=70)
    assert not audio.available and audio.volume == 0.7
    audio.set_volume(10)
    audio.tick()
    audio.play(None)
    assert audio.load("missing.wav") is None


def test_screenshots_are_written_at_1280x720(tmp_path):
    spec = importlib.util.spec_from_file_location("screenshots_shell", ROOT / "tools" / "screenshots_shell.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    paths = module.write_screenshots(tmp_path)
    assert {p.name for p in paths} >= {"shell-title.png", "shell-settings.png"}
    assert {p.name for p in paths} >= {"shell-handoff.png", "forglory-hotseat-bot-turn.png"}
    for path in paths:
        image = pygame.image.load(str(path))
        assert image.get_size() == (1280, 720)
        # Not blank: the heading's accent colour shows up in its band (the top one, the hand-off's
        # "Pass to" lower down); a table shot has many colours across its middle
        if path.name.startswith("forglory-"):
            row = {tuple(image.get_at((x, 400))) for x in range(0, 1280, 8)}
            assert len(row) > 20, path.name
            continue
        band = pygame.Rect(400, 250, 480, 100) if path.name == "shell-handoff.png" else pygame.Rect(400, 40, 480, 110)
        top = pygame.transform.average_color(image, band)
        assert top[0] > 40, path.name
