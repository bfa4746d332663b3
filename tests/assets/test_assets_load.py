"""Every sprite and sound in the manifests exists, loads, and is what the manifest says.

Also: the names the client asks for (literal load_image/load_sound/tile calls in
client/) exist, and client/assets.py finds files from source and when frozen.
"""
from __future__ import annotations

import json
import os
import re
import sys
import wave
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from client import assets  # noqa: E402

SPRITES = json.loads((ROOT / "sprites" / "manifest.json").read_text(encoding="utf-8"))["assets"]
SOUNDS = json.loads((ROOT / "sounds" / "manifest.json").read_text(encoding="utf-8"))["assets"]


@pytest.fixture(scope="module")
def mixer():
    pygame.mixer.init(44100, -16, 1)
    yield
    pygame.mixer.quit()


def test_manifests_name_each_asset_once_and_state_the_licence():
    for entries in (SPRITES, SOUNDS):
        names = [e["name"] for e in entries]
        assert len(names) == len(set(names))
    for kind in ("sprites", "sounds"):
        data = json.loads((ROOT / kind / "manifest.json").read_text(encoding="utf-8"))
        assert data["licence"] == "CC0-1.0"
        assert "CC0 1.0" in (ROOT / kind / "LICENSE").read_text(encoding="utf-8")


def test_every_sprite_loads_at_its_stated_size():
    for entry in SPRITES:
        image = pygame.image.load(str(ROOT / "sprites" / entry["file"]))
        assert list(image.get_size()) == entry["size"], entry["name"]
        assert assets.load_image(entry["name"]).get_size() == tuple(entry["size"])


def test_every_sound_is_short_16_bit_mono_wav_and_loads_in_the_mixer(mixer):
    total = 0
    for entry in SOUNDS:
        path = ROOT / "sounds" / entry["file"]
        with wave.open(str(path)) as handle:
            assert (handle.getnchannels(), handle.getsampwidth(), handle.getframerate()) == (1, 2, 44100)
            seconds = handle.getnframes() / 44100
        assert 0.01 < seconds <= 3.0, entry["name"]
        assert path.stat().st_size == entry["size"]
        total += entry["size"]
        sound = pygame.mixer.Sound(str(path))
        assert sound.get_length() == pytest.approx(seconds, abs=0.01)
        assert assets.load_sound(entry["name"]) is not None
    assert total < 3 * 1024 * 1024


def test_the_brief_s_assets_are_all_there():
    names = {e["name"] for e in SPRITES}
    wanted = (
        [f"card_forglory_{t}" for t in ("income", "patron", "gladiator", "scheme", "tactic", "reaction")]
        + [f"card_gladiatores_{t}" for t in ("attack", "defense", "effect")]
        + [f"card_spartacus_{t}" for t in ("intrigue", "market", "gladiator", "slave", "equipment", "guard",
                                           "reaction")]
        + [f"card_back_{g}" for g in ("forglory", "arenarex", "gladiatores", "spartacus")]
        + [f"icon_{i}" for i in ("coin", "damage", "blessing", "influence", "bloodlust", "agility", "attack",
                                 "health", "favor", "ready", "fatigued", "exhausted", "laurel", "crowd")]
        + ["token_reigning_champion", "token_crowds_favor"]
        + [f"model_{m}" for m in ("ludus_magnus", "legio_xiii", "morituri", "zephyri", "helleniki", "beast",
                                  "titan", "mount")]
        + [f"die_{k}_{v}" for k in ("combat", "favor") for v in range(1, 7)]
        + ["tileset", "title_backdrop"]
    )
    assert not [n for n in wanted if n not in names]
    assert {e["name"] for e in SOUNDS} == {
        "card_flip", "shuffle", "coin", "sword_hit", "shield_block", "push_thud", "pit_fall", "dice_roll",
        "crowd_cheer", "crowd_groan", "victory_fanfare", "ui_click"}
    assert assets.load_image("title_backdrop").get_size() == (1280, 720)


def test_tileset_names_every_tile_and_tiles_cut_out():
    info = assets.tileset_info()
    sheet = assets.load_image("tileset")
    assert sheet.get_width() == info["columns"] * info["tile_size"]
    for required in ("sand", "stone", "column", "spikes", "pit", "water", "fire", "ring_edge"):
        assert required in info["tiles"]
    for name in info["tiles"]:
        assert assets.tile(name).get_size() == (32, 32)
    # indices 0-5 keep the looks maps/arena_tiles.tsx gives them
    tsx = (ROOT / "maps" / "arena_tiles.tsx").read_text(encoding="utf-8")
    for index, look in re.findall(r'<tile id="(\d+)">\s*<properties>\s*<property name="look" value="(\w+)"', tsx):
        assert info["tiles"][look] == int(index)


def test_every_asset_the_client_names_exists():
    sprite_names = {e["name"] for e in SPRITES}
    sound_names = {e["name"] for e in SOUNDS}
    tiles = set(assets.tileset_info()["tiles"])
    calls = re.compile(r"\b(load_image|load_sound|tile)\(\s*[\"']([\w-]+)[\"']")
    missing = []
    for path in (ROOT / "client").rglob("*.py"):
        if path.name == "assets.py":
            continue
        for function, name in calls.findall(path.read_text(encoding="utf-8")):
            known = {"load_image": sprite_names, "load_sound": sound_names, "tile": tiles}[function]
            if name not in known:
                missing.append(f"{path.relative_to(ROOT)}: {function}({name!r})")
    assert not missing


def test_unknown_names_fail_loudly_and_a_missing_mixer_is_silence():
    with pytest.raises(KeyError):
        assets.load_image("no_such_sprite")
    with pytest.raises(KeyError):
        assets.load_sound("no_such_sound")
    assets.clear_cache()
    if pygame.mixer.get_init():
        pygame.mixer.quit()
    assert assets.load_sound("coin") is None


def test_paths_come_from_the_bundle_when_frozen(monkeypatch, tmp_path):
    assert assets.asset_path("sprites", "manifest.json") == ROOT / "sprites" / "manifest.json"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.root() == tmp_path
    assert assets.asset_path("sounds", "coin.wav") == tmp_path / "sounds" / "coin.wav"


def test_images_are_converted_once_a_display_exists():
    assets.clear_cache()
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        image = assets.load_image("icon_coin")
        assert image.get_flags() & pygame.SRCALPHA
        assert assets.load_image("icon_coin") is image
    finally:
        pygame.display.quit()
        assets.clear_cache()


def test_app_icons_hold_pngs_made_from_the_source_image():
    import io
    import struct
    data = json.loads((ROOT / "sprites" / "manifest.json").read_text(encoding="utf-8"))
    assert {e["file"] for e in data["app_icon_files"]} == {"icon.ico", "icon.icns"}
    ico = (ROOT / "sprites" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
        png = ico[offset:offset + length]
        assert png.startswith(b"\x89PNG\r\n\x1a\n") and (planes, bpp) == (1, 32)
        image = pygame.image.load(io.BytesIO(png), "icon.png")
        assert image.get_size() == ((w or 256), (h or 256))
        sizes.add(image.get_width())
    assert {16, 32, 48, 256} <= sizes
    icns = (ROOT / "sprites" / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kind, length = icns[at:at + 4], struct.unpack_from(">I", icns, at + 4)[0]
        assert icns[at + 8:at + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        at += length
    assert at == len(icns) and {b"ic07", b"ic08", b"ic09"} <= set(kinds)
