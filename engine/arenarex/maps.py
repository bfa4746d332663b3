"""Arena Rex arenas read from Tiled maps (maps/*.tmx) with pytmx, never pygame.

Tile layers are looks only. The object layer named ``rules`` holds the rules
geometry; each object's ``kind`` (a custom property, or its Tiled type/class)
is one of KINDS. Units: the map property ``pixels_per_inch`` (default: the
tile width, so one tile is one inch). Ellipses are not marked by pytmx, so
the TMX XML is read as well to know which objects are ellipses. See
docs/maps.md for the conventions.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..core.errors import ContentError
from ..core.limits import shorten
from ..parts.tiled import number, read_tiled
from .geometry import Area, Point, circle_polygon

KINDS = ("boundary", "hazard", "wounding", "lethal", "duel_zone", "chain_anchor", "deployment", "living_hazard")
#: the roster kinds a map may set loose as a living hazard
LIVING_KINDS = ("beast", "titan")
DEFAULT_LIVING = "scorpion"
#: the kinds that block movement and stop pushes
HAZARD_KINDS = ("hazard", "wounding", "lethal")
RULES_LAYER = "rules"
MAPS_DIR = Path(__file__).resolve().parents[2] / "maps"


@dataclass(frozen=True)
class ArenaMap:
    name: str
    title: str
    boundary: Area
    hazards: tuple[Area, ...]
    duel_zones: tuple[Area, ...] = ()
    chain_anchors: tuple[Area, ...] = ()
    deployment: tuple[Area, ...] = ()
    living: tuple[Area, ...] = ()   # where a living hazard stands at setup (property ``beast``)

    def living_beast(self, area: Area) -> str:
        return str(area.prop("beast", DEFAULT_LIVING))

    @property
    def edge_kind(self) -> str:
        return str(self.boundary.prop("edge", "hazard"))

    def centre(self) -> Point:
        return self.boundary.centre()

    def deployment_for(self, seat: int) -> Area | None:
        for area in self.deployment:
            if int(area.prop("seat", -1)) == seat:
                return area
        return None


def available_maps() -> list[str]:
    """The arenas that can be played: maps/*.tmx files that load (map_problem says why another does not)."""
    return sorted(p.stem for p in MAPS_DIR.glob("*.tmx") if map_problem(p.stem) is None)


def map_problem(name: str) -> str | None:
    """Why the file maps/<name>.tmx cannot be played, in one line naming the file (None if it
    can, or if there is no such file)."""
    if not (MAPS_DIR / f"{name}.tmx").is_file():
        return None
    try:
        load_arena(name)
    except ContentError as exc:
        return str(exc)
    return None


@cache
def load_arena(name_or_path: str) -> ArenaMap:
    """Load an arena by map name (maps/<name>.tmx) or by path; ContentError if malformed."""
    path = Path(name_or_path)
    if path.suffix != ".tmx":
        path = MAPS_DIR / f"{name_or_path}.tmx"
    if not path.exists():
        raise ContentError(f"{path.name}: no such map")
    return _read(path)


#: an arena is a few dozen inches across: bounds on what a map may hold
MAX_INCHES = 200.0
MAX_OBJECTS = 500
MAX_POINTS = 1000


def _read(path: Path) -> ArenaMap:
    mapname = path.name
    tmx, root = read_tiled(path)
    ellipses = _ellipse_ids(path, root)
    ppi = number(path, "map property pixels_per_inch", tmx.properties.get("pixels_per_inch", tmx.tilewidth),
                 0.01, 10_000)
    layer = None
    for group in tmx.objectgroups:
        if group.name == RULES_LAYER:
            layer = group
    if layer is None:
        raise ContentError(f"{mapname}: no object layer named '{RULES_LAYER}' (it holds the rules geometry)")
    areas: list[Area] = []
    if len(layer) > MAX_OBJECTS:
        raise ContentError(f"{mapname}: layer '{RULES_LAYER}' holds more than {MAX_OBJECTS} objects")
    for obj in layer:
        _check_numbers(path, obj, ppi)
        areas.append(_area(mapname, obj, obj.id in ellipses, ppi))
    boundaries = [a for a in areas if a.kind == "boundary"]
    if len(boundaries) != 1:
        raise ContentError(f"{mapname}: needs exactly one 'boundary' object, found {len(boundaries)}")
    boundary = boundaries[0]
    edge = boundary.prop("edge", "hazard")
    if edge not in HAZARD_KINDS:
        raise ContentError(f"{mapname}: object {boundary.ident}: edge must be one of {', '.join(HAZARD_KINDS)}, not '{edge}'")
    if not boundary.base_inside(boundary.centre(), 0.5):
        raise ContentError(f"{mapname}: object {boundary.ident}: the boundary must enclose an area at least 1 inch across")
    for area in areas:
        if area is not boundary and area.kind in ("duel_zone", "chain_anchor", "deployment", "living_hazard") \
                and not boundary.contains_point(area.centre()):
            raise ContentError(f"{mapname}: object {area.ident}: its {area.kind.replace('_', ' ')} lies outside the boundary")
    deployment = tuple(a for a in areas if a.kind == "deployment")
    for area in deployment:
        if area.prop("seat") not in (0, 1):
            raise ContentError(f"{mapname}: object {area.ident}: a deployment edge needs property seat = 0 or 1")
    living = tuple(a for a in areas if a.kind == "living_hazard")
    from .content import roster
    for area in living:
        pid = area.prop("beast", DEFAULT_LIVING)
        if pid not in roster() or roster()[pid].kind not in LIVING_KINDS or roster()[pid].stage_only:
            raise ContentError(f"{mapname}: object {area.ident}: a living hazard needs property beast = the roster id "
                               f"of a beast or titan, not '{pid}'")
    title = str(tmx.properties.get("title", path.stem))
    return ArenaMap(
        name=path.stem, title=title, boundary=boundary,
        hazards=tuple(a for a in areas if a.kind in HAZARD_KINDS),
        duel_zones=tuple(a for a in areas if a.kind == "duel_zone"),
        chain_anchors=tuple(a for a in areas if a.kind == "chain_anchor"),
        deployment=deployment,
        living=living,
    )


def _ellipse_ids(path: Path, root) -> set[int]:
    out = set()
    for obj in root.iter("object"):
        if obj.find("ellipse") is not None:
            try:
                out.add(int(obj.get("id")))
            except (TypeError, ValueError):
                raise ContentError(f"{path.name}: an ellipse object needs a whole-number id") from None
    return out


def _check_numbers(path: Path, obj, ppi: float) -> None:
    """Every coordinate of an object finite and within an arena's size (in inches)."""
    where = f"object {obj.id}"
    limit = MAX_INCHES * ppi
    for name in ("x", "y"):
        number(path, f"{where}: {name}", getattr(obj, name, 0), -limit, limit)
    for name in ("width", "height"):
        number(path, f"{where}: {name}", getattr(obj, name, 0) or 0, 0, limit)
    points = getattr(obj, "points", None)
    if points is not None:
        if len(points) > MAX_POINTS:
            raise ContentError(f"{path.name}: {where}: more than {MAX_POINTS} points")
        for p in points:
            number(path, f"{where}: a point", p[0], -limit, limit)
            number(path, f"{where}: a point", p[1], -limit, limit)
    for key, value in dict(obj.properties).items():
        if isinstance(value, float):
            number(path, f"{where}: property {shorten(key, 30)}", value, -limit, limit)


def _area(mapname: str, obj, is_ellipse: bool, ppi: float) -> Area:
    ident = str(obj.id)
    props = dict(obj.properties)
    kind = props.pop("kind", None) or getattr(obj, "class", None) or obj.type
    if not kind:
        raise ContentError(f"{mapname}: object {ident}: has no kind (set the custom property 'kind' or its class)")
    if kind not in KINDS:
        raise ContentError(f"{mapname}: object {ident}: unknown kind '{kind}' (kinds: {', '.join(KINDS)})")
    if obj.name:
        props.setdefault("name", obj.name)
    frozen = tuple(sorted((k, v) for k, v in props.items() if isinstance(v, (str, int, float, bool))))
    if getattr(obj, "rotation", 0):
        raise ContentError(f"{mapname}: object {ident}: rotated objects are not supported; draw it unrotated")
    if is_ellipse:
        w, h = obj.width / ppi, obj.height / ppi
        if w <= 0 or h <= 0:
            raise ContentError(f"{mapname}: object {ident}: an ellipse needs a width and a height")
        cx, cy = obj.x / ppi + w / 2, obj.y / ppi + h / 2
        if math.isclose(w, h, rel_tol=1e-6):
            return Area(kind, "circle", circle=(cx, cy, w / 2), props=frozen, ident=ident)
        pts = tuple(circle_polygon(cx, cy, w / 2, h / 2, 64))
        return Area(kind, "polygon", points=pts, props=frozen, ident=ident)
    points = getattr(obj, "points", None)
    if points is not None:
        if not getattr(obj, "closed", True):
            raise ContentError(f"{mapname}: object {ident}: a polyline is not a closed polygon; close it")
        pts = tuple((p[0] / ppi, p[1] / ppi) for p in points)
        if len(pts) < 3:
            raise ContentError(f"{mapname}: object {ident}: a polygon needs at least 3 points")
        return Area(kind, "polygon", points=pts, props=frozen, ident=ident)
    w, h = obj.width / ppi, obj.height / ppi
    x, y = obj.x / ppi, obj.y / ppi
    if w <= 0 or h <= 0:
        raise ContentError(f"{mapname}: object {ident}: a point or empty rectangle has no area; use an ellipse or rectangle")
    return Area(kind, "polygon", points=((x, y), (x + w, y), (x + w, y + h), (x, y + h)), props=frozen, ident=ident)
