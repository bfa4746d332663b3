"""tools/make_sprites.py and tools/make_sounds.py reproduce the committed files byte for byte,
and draw the same thing twice in one run.

Both scripts run once, side by side (two processes), into a temporary folder.
"""
from __future__ import annotations

import array
import os
import random
import subprocess
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

import make_sounds  # noqa: E402
import make_sprites  # noqa: E402


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory):
    out = tmp_path_factory.mktemp("assets")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    runs = [subprocess.Popen([sys.executable, str(TOOLS / script), "--out", str(out / kind)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            for script, kind in (("make_sprites.py", "sprites"), ("make_sounds.py", "sounds"))]
    for run in runs:
        stdout, stderr = run.communicate(timeout=120)
        assert run.returncode == 0, stderr.decode()
    return out


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file() and p.name != "LICENSE"}


@pytest.mark.parametrize("kind", ["sprites", "sounds"])
def test_scripts_reproduce_the_committed_files_byte_for_byte(regenerated, kind):
    committed, fresh = ROOT / kind, regenerated / kind
    assert _files(fresh) == _files(committed)
    differ = []
    for name in sorted(_files(committed)):
        if (committed / name).read_bytes() != (fresh / name).read_bytes():
            note = ""
            if name.endswith(".png"):
                a, b = pygame.image.load(str(committed / name)), pygame.image.load(str(fresh / name))
                same = pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
                note = " (same pixels: the PNG encoder differs)" if same else " (pixels differ)"
            differ.append(name + note)
    assert not differ, f"regenerate with tools/make_{kind}.py; differing: {differ}"


def test_sound_synthesis_is_the_same_twice_in_one_run():
    for name in ("coin", "dice_roll", "shuffle"):
        assert make_sounds.render(name) == make_sounds.render(name)
        assert isinstance(make_sounds.render(name), array.array)


def test_sprite_drawing_is_the_same_twice_in_one_run():
    pygame.init()
    for draw in (lambda rng: make_sprites.card_frame("forglory", "income", "coin", make_sprites.YELLOW, "dots", rng),
                 make_sprites.tileset,
                 lambda rng: make_sprites.model("zephyri", rng)):
        first, second = draw(random.Random("x")), draw(random.Random("x"))
        assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(second, "RGBA")
