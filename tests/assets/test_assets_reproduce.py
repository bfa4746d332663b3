"""tools/make_sprites.py and tools/make_sounds.py reproduce the committed files byte for byte,
and draw the same thing twice in one run.

Both scripts run once, side by side (two processes), into a temporary folder.

The committed files were made on Linux (x86-64, the pinned pygame-ce wheel); there the
check is byte for byte. On another OS the PNG encoder's zlib or the C maths library may
differ in the last bit, so there a file whose bytes differ still passes if its decoded
content is within a stated tolerance: images the same size with at most 0.5% of pixels
off, by at most 8 per channel; sounds the same length with every sample within 4 of 32767.
"""
from __future__ import annotations

import array
import os
import platform
import random
import subprocess
import sys
import wave
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

from tools.sprite_art.paint import YELLOW  # noqa: E402


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


REFERENCE_PLATFORM = sys.platform.startswith("linux") and platform.machine() in ("x86_64", "AMD64")


def _png_close(a: Path, b: Path) -> tuple[bool, str]:
    first, second = pygame.image.load(str(a)), pygame.image.load(str(b))
    if first.get_size() != second.get_size():
        return False, "sizes differ"
    x, y = pygame.image.tobytes(first, "RGBA"), pygame.image.tobytes(second, "RGBA")
    if x == y:
        return True, "same pixels, the PNG encoder differs"
    off = sum(1 for i in range(0, len(x), 4) if x[i:i + 4] != y[i:i + 4])
    worst = max(abs(p - q) for p, q in zip(x, y, strict=True))
    ok = off <= 0.005 * len(x) / 4 and worst <= 8
    return ok, f"{off} pixels differ, by up to {worst}"


def _wav_close(a: Path, b: Path) -> tuple[bool, str]:
    with wave.open(str(a)) as one, wave.open(str(b)) as two:
        x = array.array("h", one.readframes(one.getnframes()))
        y = array.array("h", two.readframes(two.getnframes()))
    if len(x) != len(y):
        return False, "lengths differ"
    worst = max((abs(p - q) for p, q in zip(x, y, strict=True)), default=0)
    return worst <= 4, f"samples differ by up to {worst}"


@pytest.mark.parametrize("kind", ["sprites", "sounds"])
def test_scripts_reproduce_the_committed_files_byte_for_byte(regenerated, kind):
    committed, fresh = ROOT / kind, regenerated / kind
    assert _files(fresh) == _files(committed)
    differ = []
    for name in sorted(_files(committed)):
        a, b = committed / name, fresh / name
        if a.read_bytes() == b.read_bytes():
            continue
        ok, why = False, "bytes differ"
        if name.endswith(".png"):
            ok, why = _png_close(a, b)
        elif name.endswith(".wav"):
            ok, why = _wav_close(a, b)
        if REFERENCE_PLATFORM or not ok:
            differ.append(f"{name} ({why})")
    assert not differ, f"regenerate with tools/make_{kind}.py; differing: {differ}"


def test_sound_synthesis_is_the_same_twice_in_one_run():
    for name in ("card_flip", "coin", "ui_click"):
        first = make_sounds.render(name)
        assert isinstance(first, array.array)
        assert first == make_sounds.render(name)


def test_sprite_drawing_is_the_same_twice_in_one_run():
    pygame.init()
    for draw in (lambda rng: make_sprites.card_frame("forglory", "income", "coin", YELLOW, "dots", rng),
                 make_sprites.tileset,
                 lambda rng: make_sprites.model("zephyri", rng)):
        first, second = draw(random.Random("x")), draw(random.Random("x"))
        assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(second, "RGBA")
