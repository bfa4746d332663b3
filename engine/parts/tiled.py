"""Reading Tiled maps in the engine: pytmx without pygame, behind checks of size, entities,
map dimensions and tileset paths (``read_tiled``), and of every number the rules use (``number``)."""
from __future__ import annotations

import logging
import math
import sys
from pathlib import Path

from ..core.errors import ContentError
from ..core.limits import MAP, Refusal, clip, read_bytes, shorten


def import_pytmx():
    """pytmx, imported with its pygame helper blocked: the engine never needs pygame. pytmx then
    logs an "error" that is none of ours (and would puzzle anyone on the command line): muted."""
    blocked = "pygame" not in sys.modules
    helper_log = logging.getLogger("pytmx.util_pygame")
    was_disabled = helper_log.disabled
    if blocked:
        sys.modules["pygame"] = None  # type: ignore[assignment]
        helper_log.disabled = True
    try:
        import pytmx
    finally:
        helper_log.disabled = was_disabled
        if blocked and sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]
    return pytmx


#: the largest map side in tiles, tile side in pixels and number of XML elements read
MAX_TILES_SIDE = 512
MAX_TILE_PX = 4096
MAX_ELEMENTS = 200_000


def _xml_root(path: Path, what: str):
    """The parsed XML of a Tiled file (map or tileset), after size and safety checks."""
    import xml.etree.ElementTree as ET

    try:
        data = read_bytes(path, MAP)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: no such {what}") from None
    except OSError as exc:
        raise ContentError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    except Refusal as exc:
        raise ContentError(f"{path.name}: {exc}") from None
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise ContentError(f"{path.name}: a Tiled {what} declares no DOCTYPE or entities")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise ContentError(f"{path.name}: cannot be read as a Tiled {what} ({exc})") from None
    count = 0
    for _ in root.iter():
        count += 1
        if count > MAX_ELEMENTS:
            raise ContentError(f"{path.name}: more than {MAX_ELEMENTS} XML elements")
    return root


def _whole_attr(path: Path, element, name: str, low: int, high: int, default: str | None = None) -> int:
    raw = element.get(name, default)
    try:
        value = int(raw)
    except (TypeError, ValueError):
        raise ContentError(f"{path.name}: <{element.tag}> attribute '{name}' must be a whole number, "
                           f"not {shorten(raw, 20)}") from None
    if not low <= value <= high:
        raise ContentError(f"{path.name}: <{element.tag}> attribute '{name}' must be from {low} to {high}")
    return value


def read_tiled(path: str | Path):
    """(pytmx map, XML root) of a Tiled map, refused with a ContentError naming the file and
    what is wrong before pytmx sees it when it is too large, declares entities, has an absurd
    size or a tileset that is not one; pytmx's own errors become ContentErrors."""
    path = Path(path)
    root = _xml_root(path, "map")
    if root.tag != "map":
        raise ContentError(f"{path.name}: not a Tiled map (its top element is <{shorten(root.tag, 20)}>)")
    if root.get("infinite", "0") != "0":
        raise ContentError(f"{path.name}: an infinite map cannot be an arena; give it a size")
    for name in ("width", "height"):
        _whole_attr(path, root, name, 1, MAX_TILES_SIDE)
    for name in ("tilewidth", "tileheight"):
        _whole_attr(path, root, name, 1, MAX_TILE_PX)
    for layer in root.iter("layer"):
        for name in ("width", "height"):
            _whole_attr(path, layer, name, 1, MAX_TILES_SIDE, default="1")
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source is None:
            continue
        target = path.parent / source
        if target.suffix != ".tsx":
            raise ContentError(f"{path.name}: tileset {shorten(source, 40)} must be a Tiled tileset (.tsx) file")
        _xml_root(target, "tileset")
    pytmx = import_pytmx()
    try:
        tmx = pytmx.TiledMap(str(path), image_loader=lambda *a, **k: (lambda *b, **c: None))
    except Exception as exc:  # pytmx raises many kinds of errors on bad XML
        raise ContentError(f"{path.name}: cannot be read as a Tiled map ({clip(str(exc), 120)})") from None
    return tmx, root


def number(path: Path, where: str, value, low: float, high: float) -> float:
    """A map's number (a coordinate, a size, a property) that is finite and in [low, high]."""
    try:
        value = float(value)
    except (TypeError, ValueError, OverflowError):
        raise ContentError(f"{path.name}: {where} must be a number, not {shorten(value, 20)}") from None
    if not math.isfinite(value) or not low <= value <= high:
        raise ContentError(f"{path.name}: {where} must be a number from {low:g} to {high:g}, "
                           f"not {shorten(value, 20)}")
    return value
