"""The Arena Rex board: the models, what the rules ask of them, and the changes every rule makes
(fatigue, Favor, damage, defeat), each with its event. The rulebook's section names live here.

``state.ArenaRexState`` adds the engine contract on top; the frames (subclasses of
``ArenaRexFrame``, on the core flow machine ``engine/core/flow.py``) hold what is being resolved. Positions are inches, rounded to geometry.GRID after every action.
"""
from __future__ import annotations

import math
import threading

from ..core.flow import Frame, push
from ..core.values import Event
from ..parts.sealed import SealedRound
from . import geometry as g
from .content import Profile, roster
from .maps import ArenaMap, load_arena

# rulebook sections (exact names from shared/rules/sections/arenarex.txt)
MEASURING = "Measuring"
TURN_ORDER = "Turn Order"
FATIGUE = "Fatigue Levels"
TURN = "Turn Structure"
CLEAR = "Clear Turn"
LMS = "Last Man Standing"
ACTIONS = "Actions"
REACTIONS = "Reactions"
COMBAT = "Combat"
TREE = "Damage Tree"
RESULTS = "Damage Tree Results"
PUSHING = "Pushing"
VITALITY = "Vitality Bar"
FAVOR = "Favor Dice"
HAZARD = "Hazard"
WOUNDING = "Wounding Hazard"
LETHAL = "Lethal Hazard"
LIVING = "Living Hazard"
CHAINED = "Chained"
DUEL_ZONE = "Duel Zone"
COHORT = "Building a Cohort"
BEASTS = "Beasts"
TITANS = "Titans"
DISPLACEMENT = "Displacement"
MOUNTS = "Mounts"
STAGES = "Stages"
TACTICS = "Tactics"
BENEFITS = "Ludus Benefits"
LM = "Ludus Magnus Benefits"
LEGIO = "Legio XIII Benefits"
MORITURI = "Morituri Benefits"
ZEPHYRI = "Zephyri Benefits"
HELLENIKI = "Helleniki Benefits"
DEPLOYMENT = "Deployment"
TERMS = "Additional Terms"
SHIFT = "Shift"
FAQ = "FAQ and Errata"
SCENARIO_SECTION = {"munus": "Munus", "primus_superiorum": "Primus Superiorum", "venatio": "Venatio",
                    "damnatio": "Damnatio", "vinculi": "Vinculi", "duellum": "Duellum", "geminae": "Geminae"}

READY, FATIGUED, EXHAUSTED = 0, 1, 2
PUSH_DISTANCE = 1.0
FOLLOW_UP = 1.0
REPOSITION = 3.0
LIVING_TRIGGER = 3.0
WOUNDING_DAMAGE = 3

_GEO_CACHES: dict[tuple, g.GeoCache] = {}


def _geo_cache(key: tuple) -> g.GeoCache:
    k = key + (threading.get_ident(),)
    cache = _GEO_CACHES.get(k)
    if cache is None:
        cache = _GEO_CACHES[k] = g.GeoCache()
    return cache


class ArenaRexFrame(Frame):
    """Every kind of Arena Rex frame: never a Decision whose only answer is "pass" (a frame
    whose one legal answer is known resolves it unasked)."""
    game = "arenarex"
    lone_answer_resolves = True

    def copy(self) -> ArenaRexFrame:
        """A copy for a clone (every search sample makes one): the fields are plain JSON data."""
        new = object.__new__(type(self))
        new.__dict__.update({k: plain_copy(v) for k, v in self.__dict__.items()})
        return new


def plain_copy(value):
    """A deep copy of plain JSON-like data (tuples and scalars are shared: they never change)."""
    if type(value) is list:
        return [plain_copy(x) for x in value]
    if type(value) is dict:
        return {k: plain_copy(x) for k, x in value.items()}
    return value


def P(pos) -> tuple[float, float]:
    return (float(pos[0]), float(pos[1]))


class Board:
    """The models and their changes; mixed into ArenaRexState (state.py)."""

    # =====================================================================================
    # setup (called by the ruleset's scenario code)
    # =====================================================================================
    def init_empty(self, scenario: str, map_name: str) -> None:
        self.scenario = scenario
        self.map_name = map_name
        self.models: dict[str, dict] = {}
        self.order: list[str] = []
        self.favor = [3, 3]
        self.stack: list[Frame] = []
        self.active = 0
        self.first = 0
        self.turn_no = 0
        self.turn_limit = int(self.config.get("turn_limit", 80))
        self.reacted = False
        self.first_attack_done = False
        self.benefits: list[str | None] = [None, None]
        self.extra_zones: list[list[float]] = []   # duel zones added by the scenario [cx, cy, r]
        self.extra_hazards: list[dict] = []        # hazards added by the scenario
        self.over: dict | None = None
        self.round = 1
        self.hazard_kill = False
        self.duel_round: SealedRound | None = None  # Duellum: the secret pick of each seat's duelist
        self.scen: dict = {}                       # scenario bookkeeping (condemned, duelists ...)
        self._ev: list[Event] = []

    def add_model(self, seat: int | None, pid: str, pos=None, mid: str | None = None) -> str:
        mid = mid or f"{seat}:{pid}"
        n = 2
        while mid in self.models:
            mid = f"{seat}:{pid}#{n}"
            n += 1
        self.models[mid] = {"id": mid, "p": pid, "seat": seat, "pos": None if pos is None else list(g.round_point(pos)),
                            "fat": 0, "dmg": 0, "out": False, "spent": 0, "mounted": None, "rider": None,
                            "chain": None, "stage": 1}
        self.order.append(mid)
        return mid

    # =====================================================================================
    # lookups
    # =====================================================================================
    @property
    def arena(self) -> ArenaMap:
        return load_arena(self.map_name)

    def prof(self, mid: str) -> Profile:
        return roster()[self.models[mid]["p"]]

    def seat_of(self, mid: str):
        return self.models[mid]["seat"]

    def controller(self, mid: str) -> int:
        seat = self.models[mid]["seat"]
        return seat if seat is not None else self.active

    def radius(self, mid: str) -> float:
        models, profiles = self.models, roster()
        m = models[mid]
        own = profiles[m["p"]].radius
        other = m["mounted"] or m["rider"]  # a mounted pair shares the larger base
        return own if not other else max(own, profiles[models[other]["p"]].radius)

    def pos(self, mid: str) -> tuple[float, float] | None:
        m = self.models[mid]  # (``P``, inlined: asked everywhere)
        if m["mounted"]:
            p = self.models[m["mounted"]]["pos"]
            return (float(p[0]), float(p[1]))
        p = m["pos"]
        return None if p is None else (float(p[0]), float(p[1]))

    def in_play(self, mid: str) -> bool:
        m = self.models[mid]
        return not m["out"] and (m["pos"] is not None or m["mounted"] is not None)

    def seat_models(self, seat: int) -> list[str]:
        return [mid for mid in self.all_in_play() if self.models[mid]["seat"] == seat]

    def living_hazards(self) -> list[str]:
        return [mid for mid in self.all_in_play() if self.models[mid]["seat"] is None]

    def all_in_play(self) -> list[str]:
        models = self.models  # (``in_play`` of each, inlined)
        return [mid for mid in self.order if not (m := models[mid])["out"]
                and (m["pos"] is not None or m["mounted"] is not None)]

    def is_enemy(self, a: str, b: str) -> bool:
        sa, sb = self.models[a]["seat"], self.models[b]["seat"]
        return sa is not None and sb is not None and sa != sb

    def is_friend(self, a: str, b: str) -> bool:
        sa, sb = self.models[a]["seat"], self.models[b]["seat"]
        return a != b and sa is not None and sa == sb

    def body(self, mid: str) -> str:
        """The model that carries the base (a mounted rider's mount)."""
        return self.models[mid]["mounted"] or mid

    def pair(self, mid: str) -> list[str]:
        m = self.models[mid]
        if m["mounted"]:
            return [m["mounted"], mid]
        if m["rider"]:
            return [mid, m["rider"]]
        return [mid]

    def is_titan(self, mid: str) -> bool:
        return any(self.prof(x).kind == "titan" for x in self.pair(mid))

    def reach(self, mid: str) -> float:
        p = self.prof(mid)
        if "reach" in p.effects:
            act = self.frame_of("act")
            if act is not None and mid in self.pair(act.model):
                return p.reach
        return g.ENGAGEMENT

    def engages(self, a: str, b: str) -> bool:
        """Is b within a's engagement range (base edge to base edge)?"""
        ma, mb = self.models[a], self.models[b]
        if ma["out"] or mb["out"] or (ma["pos"] is None and ma["mounted"] is None) \
                or (mb["pos"] is None and mb["mounted"] is None) or (ma["mounted"] or a) == (mb["mounted"] or b):
            return False  # not both in play, or one base
        pa, pb = self.pos(a), self.pos(b)  # (``g.within``, inlined)
        return math.hypot(pa[0] - pb[0], pa[1] - pb[1]) - self.radius(a) - self.radius(b) \
            <= self.reach(a) + g.CONTACT_TOL

    def engaged_by(self, a: str) -> list[str]:
        """The models in play that ``a`` engages (``engages(a, o)``), in order: a's base and reach
        worked out once."""
        models = self.models
        ma = models[a]
        if ma["out"] or (ma["pos"] is None and ma["mounted"] is None):
            return []
        (ax, ay), ra, limit, own = self.pos(a), self.radius(a), self.reach(a) + g.CONTACT_TOL, ma["mounted"] or a
        out = []
        for b in self.order:
            mb = models[b]
            if mb["out"] or (mb["pos"] is None and mb["mounted"] is None) or (mb["mounted"] or b) == own:
                continue
            bx, by = self.pos(b)
            if math.hypot(ax - bx, ay - by) - ra - self.radius(b) <= limit:
                out.append(b)
        return out

    def engaged(self, mid: str) -> bool:
        """Is mid within the engagement range of any enemy?"""
        return any(self.engages(o, mid) for o in self.all_in_play() if self.is_enemy(o, mid) or self.seat_of(o) is None)

    def ready(self, mid: str) -> bool:
        return self.models[mid]["fat"] == READY

    def vitality_left(self, mid: str) -> int:
        return len(self.prof(mid).vitality) - self.models[mid]["dmg"]

    def zones(self) -> list[g.Area]:
        out = list(self.arena.duel_zones)
        for cx, cy, r in self.extra_zones:
            out.append(g.Area("duel_zone", "circle", circle=(cx, cy, r)))
        return out

    def in_zone(self, mid: str, zone: g.Area) -> bool:
        p = self.pos(mid)
        return p is not None and zone.contains_point(p) or (p is not None and zone.distance_to_edge(p) < self.radius(mid) - g.CONTACT_TOL)

    def in_any_zone(self, mid: str) -> bool:
        return any(self.in_zone(mid, z) for z in self.zones())

    def zone_controller(self, zone: g.Area) -> int | None:
        seats = {self.seat_of(m) for m in self.all_in_play() if self.seat_of(m) is not None and self.in_zone(m, zone)}
        return seats.pop() if len(seats) == 1 else None

    def hazard_areas(self) -> list[g.Area]:
        out = list(self.arena.hazards)
        for h in self.extra_hazards:
            out.append(g.Area(h["kind"], "circle", circle=tuple(h["circle"])))
        return out

    def geo(self) -> g.Geo:
        cache = self.__dict__.get("_geo_cache_obj")
        if cache is None:
            cache = _geo_cache((self.map_name, tuple(tuple(h["circle"]) for h in self.extra_hazards)))
            self._geo_cache_obj = cache
        if cache.geo is not None and self._geo_in_step(cache.synced):
            return cache.geo  # (rules ask many questions of one position: most find it in place)
        bases = {}
        models = self.models
        for mid in self.order:
            m = models[mid]
            pos = m["pos"]
            if pos is not None and not m["out"]:
                bases[mid] = (pos[0], pos[1], m["p"], m["rider"])
        if cache.geo is None:
            cache.geo = g.Geo(self.arena.boundary, self.hazard_areas())
            cache.synced = {}
        return cache.sync(None, None, bases, self.radius)

    def _geo_in_step(self, synced: dict[str, tuple]) -> bool:
        """True when the bases ``geo`` last placed (``synced``: model -> x, y, profile, rider)
        are this position's, without building its bases."""
        models, placed = self.models, 0
        for mid in self.order:
            m = models[mid]
            pos = m["pos"]
            if pos is not None and not m["out"]:
                key = synced.get(mid)
                if key is None or key[0] != pos[0] or key[1] != pos[1] or key[2] != m["p"] or key[3] != m["rider"]:
                    return False
                placed += 1
        return placed == len(synced)

    def frame_of(self, t: str) -> Frame | None:
        """The innermost frame of kind ``t`` (the activation now running, the attack ...)."""
        for f in reversed(self.stack):
            if f.t == t:
                return f
        return None

    def emit(self, type_: str, rule: str = "", **params) -> None:
        self._ev.append(Event.make(type_, rule=rule, **params))

    # =====================================================================================
    # state changes with their events
    # =====================================================================================
    def set_pos(self, mid: str, p) -> None:
        self.models[mid]["pos"] = None if p is None else list(g.round_point(p))

    def gain_fatigue(self, mid: str, n: int = 1, rule: str = FATIGUE) -> None:
        if self.seat_of(mid) is None or not self.in_play(mid):
            return  # living hazards never gain fatigue
        for x in self.pair(mid):
            m = self.models[x]
            new = max(0, min(EXHAUSTED, m["fat"] + n))
            if new != m["fat"]:
                old, m["fat"] = m["fat"], new
                self.emit("fatigue_changed", rule, model=x, old=old, new=new)

    def gain_favor(self, seat: int, n: int, rule: str = FAVOR, model: str | None = None, why: str = "") -> None:
        if seat is None or n <= 0:
            return
        if model is not None and self.in_play(model) and self.in_any_zone(model):
            n += 1
        self.favor[seat] += n
        self.emit("favor_gained", rule, seat=seat, amount=n, model=model, why=why)

    def favor_cap(self, mid: str) -> int:
        seat = self.seat_of(mid)
        if seat is not None and self.benefits[seat] == "ludus_magnus" and self.prof(mid).is_gladiator \
                and self.prof(mid).ludus == "ludus_magnus":
            return 3
        return 2

    def spoiled(self, mid: str) -> bool:
        """Spoilsport: is ``mid`` engaged by an enemy with the ability (so it may not spend or earn Favor by choice)?"""
        return any("spoilsport" in self.prof(o).effects and self.is_enemy(o, mid) and self.engages(o, mid)
                   for o in self.all_in_play())

    def favor_available(self, mid: str, seat: int) -> int:
        return max(0, min(self.favor[seat], self.favor_cap(mid) - self.models[mid]["spent"]))

    def spend_favor(self, mid: str, seat: int, n: int, rule: str = FAVOR, why: str = "") -> None:
        if n <= 0:
            return
        self.favor[seat] -= n
        self.models[mid]["spent"] += n
        self.emit("favor_spent", rule, seat=seat, model=mid, amount=n, why=why)

    def spend_pool(self, seat: int, n: int, rule: str = TACTICS, why: str = "") -> None:
        self.favor[seat] -= n
        self.emit("favor_spent", rule, seat=seat, model=None, amount=n, why=why)

    def mark_damage(self, mid: str, n: int, rule: str = VITALITY, source: str | None = None) -> None:
        """Fill n vitality boxes left to right, with their effects; defeat or next Stage."""
        if n <= 0 or not self.in_play(mid):
            return
        m = self.models[mid]
        p = self.prof(mid)
        boxes = p.vitality
        start = m["dmg"]
        end = min(len(boxes), start + n)
        m["dmg"] = end
        self.emit("damage_marked", rule, model=mid, amount=end - start, total=end, source=source)
        for i in range(start, end):
            kind = boxes[i]
            if kind == "F":
                owner = self.seat_of(mid)
                if owner is None and source is not None:
                    owner = self.controller(source)
                self.gain_favor(owner, 1, VITALITY, model=mid, why="favor box")
            elif kind == "S":
                self.gain_fatigue(mid, -1, VITALITY)
        if end >= len(boxes):
            if p.next_stage:
                self.advance_stage(mid)
            else:
                self.defeat(mid, rule)

    def advance_stage(self, mid: str) -> None:
        m = self.models[mid]
        old = m["p"]
        m["p"] = self.prof(mid).next_stage
        m["dmg"] = 0
        m["stage"] += 1
        self.emit("stage_advanced", STAGES, model=mid, old=old, new=m["p"])
        for x in self.pair(mid):
            if self.models[x]["fat"] != EXHAUSTED:
                old_f = self.models[x]["fat"]
                self.models[x]["fat"] = EXHAUSTED
                self.emit("fatigue_changed", STAGES, model=x, old=old_f, new=EXHAUSTED)
        # a bigger base for the new stage may now overlap: nudge it to the nearest free spot
        p = self.pos(mid)
        if p is not None and not self.models[mid]["mounted"]:
            geo = self.geo()
            if geo.overlaps(p, self.radius(mid), ignore=self.pair(mid)) or not geo.inside_arena(p, self.radius(mid)):
                spot = self.nearest_free(p, self.radius(mid), self.pair(mid))
                if spot is not None:
                    self.set_pos(mid, spot)

    def defeat(self, mid: str, rule: str) -> None:
        m = self.models[mid]
        if m["out"]:
            return
        if "spite" in self.prof(mid).effects and not m.get("spite_used") and self.in_play(mid):
            targets = [o for o in self.all_in_play() if self.is_enemy(mid, o) and self.engages(mid, o)]
            if targets:
                # Spite: one last attack before falling (the frame finishes the defeat)
                m["spite_used"] = True
                self.emit("ability_used", rule, model=mid, ability="Spite")
                push(self, "spite", model=mid, rule=rule)
                return
        pos = self.pos(mid)
        m["out"] = True
        if m["rider"]:            # a mount falls: the rider is set down inside its base, exhausted
            rider = m["rider"]
            m["rider"] = None
            self.models[rider]["mounted"] = None
            self.set_pos(rider, pos)
            self.models[rider]["fat"] = EXHAUSTED
            self.emit("dismounted", MOUNTS, model=rider, mount=mid, at=list(pos), why="mount defeated")
            spot = self.nearest_free(pos, self.prof(rider).radius, [rider])
            if spot is not None:
                self.set_pos(rider, spot)
        if m["mounted"]:          # a rider falls: the mount fights on (a Beast goes Wild at once)
            mount = m["mounted"]
            self.models[mount]["rider"] = None
            m["mounted"] = None
            if self.prof(mount).kind == "beast" and self.in_play(mount):
                self._push_after_attack(Frame.KINDS["arenarex"]["wild"](model=mount, why="rider defeated"))
        m["pos"] = None
        self.emit("defeated", rule, model=mid, at=None if pos is None else list(pos))
        for other in self.models.values():
            ch = other["chain"]
            if ch and ch.get("to") == mid:
                other["chain"] = None
                self.emit("chain_broken", CHAINED, model=other["id"])
        if m["chain"]:
            m["chain"] = None

    def _push_after_attack(self, frame: Frame) -> None:
        """Stack ``frame`` to run once the attack now resolving is over (at once if none is)."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].t == "attack":
                self.stack.insert(i, frame)
                return
        self.stack.append(frame)

    def defeat_lethal(self, mid: str, rule: str = LETHAL) -> None:
        """Lethal: mark every remaining box (with effects), then remove."""
        if not self.in_play(mid):
            return
        self.models[mid]["spite_used"] = True  # no last attack from the bottom of a pit
        while self.in_play(mid):
            left = self.vitality_left(mid)
            stage_before = self.models[mid]["stage"]
            self.mark_damage(mid, left, rule)
            if self.in_play(mid) and self.models[mid]["stage"] != stage_before:
                continue  # the next Stage is also swept away
            if self.in_play(mid):
                self.defeat(mid, rule)

    def nearest_free(self, p, r: float, ignore) -> tuple[float, float] | None:
        geo = self.geo()
        for ring in range(0, 60):
            d = ring * 0.1
            steps = max(1, int(2 * math.pi * d / 0.1)) if d else 1
            for k in range(steps):
                a = 2 * math.pi * k / steps
                q = g.round_point((p[0] + d * math.cos(a), p[1] + d * math.sin(a)))
                if geo.inside_arena(q, r) and not geo.overlaps(q, r, ignore=ignore):
                    return q
        return None



def name(s, mid: str) -> str:
    """A model's name as the roster gives it (player words)."""
    return s.prof(mid).name
