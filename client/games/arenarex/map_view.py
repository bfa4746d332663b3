"""The arena map for the window: Tiled tile layers through pytmx's pygame loader,
scaled to the camera, with the rules objects (hazards, duel zones, chain anchors,
deployment edges) drawn over them and labelled on hover.

The client reads the rules objects itself from the same .tmx (an adapter in the
Tuxemon ``map_loader`` manner: it never mutates the pytmx map), so a test can
check that what the player sees agrees with the engine's loader.

Hazards are told apart by pattern as well as colour (never colour alone):
``hazard`` stone with brick lines, ``wounding`` orange with spike diagonals,
``lethal`` black with a red cross-hatch.
"""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pygame

from engine.arenarex.geometry import point_in_polygon, segment_distance
from engine.i18n import N_

from .words import _, place_word

#: pixels per inch of the pre-rendered base image (tiles are rescaled to it once)
BASE_PPI = 48
HAZARD_KINDS = ("hazard", "wounding", "lethal")

#: kind -> (fill, pattern colour, pattern); solid colours so a pixel tells its kind exactly
STYLE = {
    "hazard": ((122, 117, 110), (84, 80, 76), "bricks"),
    "wounding": ((201, 104, 44), (110, 46, 14), "diagonal"),
    "lethal": ((26, 20, 24), (170, 36, 36), "crosshatch"),
}
ZONE_COLOUR = (240, 228, 66)      # Okabe-Ito yellow, dashed outline
ANCHOR_COLOUR = (200, 200, 210)
EDGE_COLOUR = (60, 40, 30)
DEPLOY_COLOUR = (86, 180, 233)

KIND_LABEL = {
    "hazard": N_("Hazard: blocks movement; a push into it costs fatigue"),
    "wounding": N_("Wounding hazard: blocks movement; a push into it deals 3 damage"),
    "lethal": N_("Lethal hazard: a model pushed into it is defeated"),
    "duel_zone": N_("Duel zone: +1 Favor when earning Favor inside; Favor for controlling it"),
    "chain_anchor": N_("Chain anchor: chained models cannot leave its reach"),
    "deployment": N_("Deployment edge"),
    "boundary": N_("Arena wall"),
}



@dataclass(frozen=True)
class Shape:
    """One rules object in inches: a circle (cx, cy, r) or a polygon."""

    kind: str
    name: str
    circle: tuple[float, float, float] | None = None
    points: tuple[tuple[float, float], ...] = ()
    props: tuple = ()
    ident: str = ""            # the Tiled object id (the engine names a push's stopper "kind:ident")

    def contains(self, p) -> bool:
        if self.circle is not None:
            cx, cy, r = self.circle
            return (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= r * r
        return point_in_polygon(p, self.points)

    def edge_distance(self, p) -> float:
        if self.circle is not None:
            cx, cy, r = self.circle
            return abs(math.hypot(p[0] - cx, p[1] - cy) - r)
        pts = self.points
        return min(segment_distance(p, pts[i], pts[(i + 1) % len(pts)]) for i in range(len(pts)))

    def centre(self) -> tuple[float, float]:
        if self.circle is not None:
            return self.circle[0], self.circle[1]
        xs = [q[0] for q in self.points]
        ys = [q[1] for q in self.points]
        return sum(xs) / len(xs), sum(ys) / len(ys)

    def outline(self, n: int = 64) -> list[tuple[float, float]]:
        if self.circle is not None:
            cx, cy, r = self.circle
            return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]
        return list(self.points)

    @property
    def label(self) -> str:
        what = _(KIND_LABEL[self.kind]) if self.kind in KIND_LABEL else self.kind
        if not self.name:
            return what
        name = place_word(self.name)
        return f"{name[:1].upper()}{name[1:]}. {what}"

    def prop(self, name, default=None):
        for k, v in self.props:
            if k == name:
                return v
        return default


def read_shapes(tmx, path: Path) -> list[Shape]:
    """The ``rules`` object layer of a loaded pytmx map as Shapes in inches."""
    ppi = float(tmx.properties.get("pixels_per_inch", tmx.tilewidth))
    ellipses = {int(o.get("id")) for o in ET.parse(path).getroot().iter("object") if o.find("ellipse") is not None}
    layer = next((g for g in tmx.objectgroups if g.name == "rules"), None)
    out: list[Shape] = []
    if layer is None:
        return out
    for obj in layer:
        props = dict(obj.properties)
        kind = props.pop("kind", None) or getattr(obj, "class", None) or obj.type or ""
        name = obj.name or ""
        frozen = tuple(sorted((k, v) for k, v in props.items() if isinstance(v, (str, int, float, bool))))
        ident = str(obj.id)
        if obj.id in ellipses:
            w, h = obj.width / ppi, obj.height / ppi
            cx, cy = obj.x / ppi + w / 2, obj.y / ppi + h / 2
            if math.isclose(w, h, rel_tol=1e-6):
                out.append(Shape(kind, name, circle=(cx, cy, w / 2), props=frozen, ident=ident))
            else:
                pts = tuple((cx + w / 2 * math.cos(2 * math.pi * i / 64), cy + h / 2 * math.sin(2 * math.pi * i / 64))
                            for i in range(64))
                out.append(Shape(kind, name, points=pts, props=frozen, ident=ident))
        elif getattr(obj, "points", None) is not None:
            out.append(Shape(kind, name, points=tuple((q[0] / ppi, q[1] / ppi) for q in obj.points), props=frozen,
                             ident=ident))
        else:
            x, y, w, h = obj.x / ppi, obj.y / ppi, obj.width / ppi, obj.height / ppi
            out.append(Shape(kind, name, points=((x, y), (x + w, y), (x + w, y + h), (x, y + h)), props=frozen,
                             ident=ident))
    return out


def _pattern(size, fill, ink, pattern: str, step: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*fill, 255))
    w, h = size
    lw = max(1, step // 5)
    if pattern == "bricks":
        row = 0
        for y in range(0, h, step):
            pygame.draw.line(surf, ink, (0, y), (w, y), lw)
            off = (step // 2) * (row % 2)
            for x in range(off, w, step):
                pygame.draw.line(surf, ink, (x, y), (x, y + step), lw)
            row += 1
    elif pattern == "diagonal":
        for k in range(-h, w, step):
            pygame.draw.line(surf, ink, (k, 0), (k + h, h), lw + 1)
    else:
        for k in range(-h, w, step):
            pygame.draw.line(surf, ink, (k, 0), (k + h, h), lw)
            pygame.draw.line(surf, ink, (k, h), (k + h, 0), lw)
    return surf


class MapView:
    """One arena map, pre-rendered once and drawn through a Camera."""

    def __init__(self, path: str | Path):
        import pytmx.util_pygame  # needs pygame.display.set_mode first (pytmx converts images)

        self.path = Path(path)
        self.tmx = pytmx.util_pygame.load_pygame(str(self.path))
        tmx = self.tmx
        self.ppi = float(tmx.properties.get("pixels_per_inch", tmx.tilewidth))
        self.title = str(tmx.properties.get("title", self.path.stem))
        self.world_size = (tmx.width * tmx.tilewidth / self.ppi, tmx.height * tmx.tileheight / self.ppi)
        self.shapes = read_shapes(tmx, self.path)
        self.hazards = [s for s in self.shapes if s.kind in HAZARD_KINDS]
        self.zones = [s for s in self.shapes if s.kind == "duel_zone"]
        self.anchors = [s for s in self.shapes if s.kind == "chain_anchor"]
        self.deployment = [s for s in self.shapes if s.kind == "deployment"]
        self.boundary = next((s for s in self.shapes if s.kind == "boundary"), None)
        #: hazard names by the engine's id for what stopped a push ("lethal:2" -> "Pit")
        self.places = {f"{s.kind}:{s.ident}": s.name for s in self.hazards if s.name}
        self.base = self._render_base()
        self._cache_key = None
        self._cache: tuple[pygame.Surface, tuple[int, int]] | None = None

    # -- the pre-rendered base --------------------------------------------------------------
    def _render_base(self) -> pygame.Surface:
        tmx = self.tmx
        W = round(self.world_size[0] * BASE_PPI)
        H = round(self.world_size[1] * BASE_PPI)
        base = pygame.Surface((W, H))
        base.fill((40, 34, 30))
        tw = tmx.tilewidth / self.ppi * BASE_PPI
        th = tmx.tileheight / self.ppi * BASE_PPI
        scaled: dict[int, pygame.Surface] = {}
        import pytmx

        for layer in tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            for x, y, gid in layer.iter_data():
                if not gid:
                    continue
                img = scaled.get(gid)
                if img is None:
                    image = _look_tile(tmx, gid)
                    if image is None:
                        continue
                    img = scaled[gid] = pygame.transform.smoothscale(image, (math.ceil(tw), math.ceil(th)))
                base.blit(img, (round(x * tw), round(y * th)))
        # duel zones: a warm tint (not a hazard colour)
        for z in self.zones:
            tint = pygame.Surface((W, H), pygame.SRCALPHA)
            pygame.draw.polygon(tint, (*ZONE_COLOUR, 40), [self._bp(p) for p in z.outline(96)])
            base.blit(tint, (0, 0))
        for h in self.hazards:
            self._paint_hazard(base, h)
        return base

    def _bp(self, p) -> tuple[int, int]:
        return (round(p[0] * BASE_PPI), round(p[1] * BASE_PPI))

    def _paint_hazard(self, target: pygame.Surface, shape: Shape, *, ppi: float = BASE_PPI, origin=(0.0, 0.0)) -> None:
        fill, ink, pattern = STYLE[shape.kind]
        pts = [((p[0] - origin[0]) * ppi, (p[1] - origin[1]) * ppi) for p in shape.outline(96)]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        x0, y0 = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
        w, h = math.ceil(max(xs)) - x0 + 2, math.ceil(max(ys)) - y0 + 2
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - x0, y - y0) for x, y in pts])
        pat = _pattern((w, h), fill, ink, pattern, max(4, round(ppi / 4)))
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        target.blit(pat, (x0, y0))

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, camera, *, extra_hazards=(), extra_zones=(), outlines: bool = True) -> None:
        """The tile layers and hazards scaled to the camera, then outlines in screen space."""
        view = camera.viewport
        clip = surface.get_clip()
        surface.set_clip(view)
        key = camera.key()
        if (key, outlines) != self._cache_key:
            self._cache_key = (key, outlines)
            region = self._scaled_region(camera)
            if region is not None:
                # one opaque picture of the whole viewport: the map, its margins and outlines
                image = pygame.Surface(view.size)
                image.fill((18, 16, 20))
                image.blit(region[0], (region[1][0] - view.x, region[1][1] - view.y))
                if outlines:
                    self.draw_outlines(image, camera, offset=(-view.x, -view.y))
                region = (image, view.topleft)
            self._cache = region
        if self._cache is not None:
            image, at = self._cache
            surface.blit(image, at)
        else:
            surface.fill((18, 16, 20), view)
        for h in extra_hazards:
            self._draw_extra_hazard(surface, camera, h)
        for z in extra_zones:
            dashed_polygon(surface, ZONE_COLOUR, [camera.to_screen(p) for p in z.outline(96)], 2)
        surface.set_clip(clip)

    def _scaled_region(self, camera):
        x0, y0, x1, y1 = camera.visible_world()
        bw, bh = self.base.get_size()
        sx0 = max(0, math.floor(x0 * BASE_PPI))
        sy0 = max(0, math.floor(y0 * BASE_PPI))
        sx1 = min(bw, math.ceil(x1 * BASE_PPI) + 1)
        sy1 = min(bh, math.ceil(y1 * BASE_PPI) + 1)
        if sx1 <= sx0 or sy1 <= sy0:
            return None
        src = self.base.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
        left, top = camera.to_screen((sx0 / BASE_PPI, sy0 / BASE_PPI))
        right, bottom = camera.to_screen((sx1 / BASE_PPI, sy1 / BASE_PPI))
        size = (max(1, round(right) - round(left)), max(1, round(bottom) - round(top)))
        return pygame.transform.scale(src, size), (round(left), round(top))

    def _draw_extra_hazard(self, surface, camera, h: Shape) -> None:
        fill, ink, _ = STYLE.get(h.kind, STYLE["hazard"])
        pts = [camera.to_screen(p) for p in h.outline(48)]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, ink, pts, 2)

    def draw_outlines(self, surface, camera, offset=(0, 0)) -> None:
        w = max(1, round(camera.scale / 14))
        ox, oy = offset

        def sp(p):
            x, y = camera.to_screen(p)
            return (x + ox, y + oy)
        if self.boundary is not None:
            pygame.draw.polygon(surface, EDGE_COLOUR, [sp(p) for p in self.boundary.outline(160)], w + 2)
        for h in self.hazards:
            _, ink, _ = STYLE[h.kind]
            pygame.draw.polygon(surface, ink, [sp(p) for p in h.outline(64)], w)
        for z in self.zones:
            dashed_polygon(surface, ZONE_COLOUR, [sp(p) for p in z.outline(96)], w + 1)
        for a in self.anchors:
            c = sp(a.centre())
            r = max(3, a.circle[2] * camera.scale if a.circle else 4)
            pygame.draw.circle(surface, ANCHOR_COLOUR, c, r + 2, w + 1)
            pygame.draw.circle(surface, (40, 40, 48), c, r)

    def shape_at(self, world, extra=()) -> Shape | None:
        """The most specific labelled object under ``world`` (anchors, hazards, zones)."""
        for group in (self.anchors, self.hazards, list(extra), self.zones):
            for s in group:
                if s.contains(world) or (s.kind == "chain_anchor" and s.edge_distance(world) < 0.3):
                    return s
        return None


def dashed_polygon(surface, colour, pts, width: int = 2, dash: float = 10.0) -> None:
    n = len(pts)
    on = True
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        seg = math.hypot(b[0] - a[0], b[1] - a[1])
        if seg == 0:
            continue
        steps = max(1, int(seg / dash))
        for k in range(steps):
            if on:
                p = (a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
                q = (a[0] + (b[0] - a[0]) * (k + 1) / steps, a[1] + (b[1] - a[1]) * (k + 1) / steps)
                pygame.draw.line(surface, colour, p, q, width)
            on = not on


def dashed_circle(surface, colour, centre, radius: float, width: int = 2, dashes: int = 24) -> None:
    if radius <= 1:
        return
    dashes = max(8, min(96, int(radius * 2 * math.pi / 9)))
    for k in range(0, dashes, 2):
        a0 = 2 * math.pi * k / dashes
        a1 = 2 * math.pi * (k + 1) / dashes
        rect = pygame.Rect(0, 0, radius * 2, radius * 2)
        rect.center = (round(centre[0]), round(centre[1]))
        pygame.draw.arc(surface, colour, rect, -a1, -a0, width)


def _look_tile(tmx, gid: int) -> pygame.Surface | None:
    """A map tile drawn with the game's tileset (sprites/tileset.png) by its ``look``
    property, or the map's own tile image when the tileset has no such look."""
    from ... import assets

    look = (tmx.get_tile_properties_by_gid(gid) or {}).get("look")
    try:
        if look in assets.tileset_info()["tiles"]:
            return assets.tile(look).convert_alpha() if pygame.display.get_surface() else assets.tile(look).copy()
    except (OSError, KeyError, ValueError, pygame.error):
        pass
    return tmx.get_tile_image_by_gid(gid)
