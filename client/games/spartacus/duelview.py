"""The duel on the hex arena (Combate): the board, the fighters as tokens, their dice pools.

The table hands drawing and hex clicks to a ``DuelView`` while a combat is on. It reads only
the observation and the engine's events (which it animates one after another); it holds no
rules: reachable hexes come from the table's legal move actions, wounds from the engine.

Layout inside its rect (design units, 800 x 464 at 1280 x 720): each fighter's panel at a
side (house, fighter, its attack, defence and speed pools as dice, lost dice crossed out),
a banner on top, the board in the middle and, under it, the roll tray where an attack's dice
line up in pairs against the defence's. Pools are told apart by name and die shape as well as
colour: attack dice are square, defence dice are rounded, speed dice have a notched corner.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from engine.i18n import N_, game_words
from engine.spartacus.combate import count_wounds
from engine.spartacus.content import content
from engine.spartacus.hexgrid import arena

from ...layout import Layout
from ...theme import Theme
from . import hexview
from .hexview import Hex
from .reword import house_shown
from .words import card_name, tidy

_, ngettext, pgettext = game_words("spartacus")

DESIGN = (800, 464)
PANEL_W, BANNER_H, TRAY_H = 170, 30, 76
POOLS = ("attack", "defence", "speed")
POOL_LABEL = (N_("Attack"), N_("Defence"), N_("Speed"))
#: what the tray writes under an attack die: wounds, blocked by its pair, or unpaired and too low
PAIR_WORDS = {"hit": N_("hit"), "blocked": N_("blocked"), "miss": N_("miss")}
POOL_COLOUR = ((213, 94, 0), (0, 114, 178), (0, 158, 115))     # Okabe-Ito vermillion, blue, bluish green
HOUSE_COLOURS = ((200, 70, 60), (70, 130, 200), (90, 170, 90), (200, 170, 60))
INK, BONE, MUTED = (28, 24, 22), (242, 236, 226), (168, 160, 152)
LIT, HOVER, LOST = (240, 228, 66), (255, 246, 170), (128, 30, 34)
#: seconds: dice tumbling, each pair lighting up, a hex walked, a die lost, a banner held
TUMBLE, PAIR, STEP, LOSE, BANNER = 0.55, 0.28, 0.16, 0.45, 0.7
#: the end of a duel for the loser, as its panel and token say it
FALLS = {"yielded": N_("yields"), "wounded": N_("wounded"), "decapitated": N_("decapitated")}
PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


@dataclass
class Anim:
    """One event being shown: ``kind`` and its fields, how long it lasts, how far it has run."""

    kind: str
    data: dict
    length: float
    t: float = 0.0
    started: bool = False
    path: list = field(default_factory=list)

    @property
    def done(self) -> bool:
        return self.t >= self.length


def pairing(attack: list[int], defence: list[int]) -> list[str]:
    """What each attack die did, as the tray labels it: "hit", "blocked" (by the defence die
    paired with it) or "miss" (unpaired, too low). The engine's ``count_wounds`` judges each
    column, so the window never holds a rule of its own."""
    return ["hit" if count_wounds([a], defence[i:i + 1]) else ("blocked" if i < len(defence) else "miss")
            for i, a in enumerate(attack)]


def _shape(surface, side: int, centre, r: float, colour, width: int = 0) -> None:
    """A fighter's token shape, so the two tell apart without colour: a disc for the first
    entrant, a diamond for the second."""
    x, y = centre
    if side == 0:
        pygame.draw.circle(surface, colour, (x, y), r, width)
    else:
        d = r * 1.12
        pygame.draw.polygon(surface, colour, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)], width)


def _event_dict(e) -> dict:
    return e.to_json() if hasattr(e, "to_json") else dict(e)


class DuelView:
    def __init__(self, rect: pygame.Rect, colours=HOUSE_COLOURS, theme: Theme | None = None):
        self.colours = colours
        self.theme = theme or Theme()
        self.board = hexview.load_board()
        self._image = hexview.render_board(self.board)
        self.observation: dict = {}
        self.reachable: set[Hex] = set()
        self.hover: Hex | None = None
        self.queue: list[Anim] = []
        self.rng = random.Random(0)            # only for the look of tumbling dice
        self.pos: list[Hex] = []               # what is drawn, which runs behind the engine while animating
        self.pools: list[list[int]] = []
        self.start_pools: list[list[int]] = []
        self.faces: list[list[list[int]]] = [[[], [], []], [[], [], []]]    # last roll per side and pool
        self.exchange: dict | None = None      # the last attack's dice, kept in the tray
        self.caption = ""
        self.fallen: dict[int, str] = {}       # side -> how it fell (yields, wounded, decapitated)
        self.duel: tuple = ()                  # the fighters of the duel shown
        self.cast: dict = {}                   # its entrants, fighters, equipment and house names
        self._dice: dict[tuple, pygame.Surface] = {}
        self._path_key: tuple | None = None
        self._path: list[Hex] = []
        self.set_rect(rect)

    # -- geometry ------------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        """Lay out again for a new area (the window was resized)."""
        self.rect = pygame.Rect(rect)
        self.k = min(self.rect.w / DESIGN[0], self.rect.h / DESIGN[1])
        self.layout = Layout((round(1280 * self.k), round(720 * self.k)))
        s = self.k
        centre = pygame.Rect(self.rect.x + PANEL_W * s, self.rect.y + BANNER_H * s,
                             self.rect.w - 2 * PANEL_W * s, self.rect.h - (BANNER_H + TRAY_H) * s)
        w, h = self.board.size
        self.scale = min(centre.w / w, centre.h / h)
        self.board_rect = pygame.Rect(0, 0, round(w * self.scale), round(h * self.scale))
        self.board_rect.center = centre.center
        self._scaled = pygame.transform.smoothscale(self._image, self.board_rect.size)
        self.panels = (pygame.Rect(self.rect.x, self.rect.y, PANEL_W * s, self.rect.h),
                       pygame.Rect(self.rect.right - PANEL_W * s, self.rect.y, PANEL_W * s, self.rect.h))
        self.banner = pygame.Rect(centre.x, self.rect.y, centre.w, BANNER_H * s)
        self.tray = pygame.Rect(centre.x, centre.bottom, centre.w, TRAY_H * s)
        self._glow = self._hex_surface((*LIT, 70))
        self._glow_hover = self._hex_surface((*HOVER, 150))
        self._dice.clear()

    def _hex_surface(self, colour) -> pygame.Surface:
        corners = self.board.corners((0, 0))
        pts = [(x * self.scale, y * self.scale) for x, y in corners]
        surf = pygame.Surface((round(self.board.tile_w * self.scale) + 1, round(self.board.tile_h * self.scale) + 1),
                              pygame.SRCALPHA)
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, (*colour[:3], 255), pts, max(1, round(2 * self.k)))
        return surf

    def to_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.board_rect.x + p[0] * self.scale, self.board_rect.y + p[1] * self.scale

    def to_map(self, pos: tuple[float, float]) -> tuple[float, float]:
        return (pos[0] - self.board_rect.x) / self.scale, (pos[1] - self.board_rect.y) / self.scale

    def hex_centre(self, h: Hex) -> tuple[float, float]:
        return self.to_screen(self.board.centre(h))

    # -- the seam ------------------------------------------------------------------------------
    def update(self, observation: dict, events: list, dt: float) -> None:
        self.observation = observation
        a = observation.get("arena") or {}
        if len(a.get("entrants") or ()) == 2 and len(a.get("fighters") or ()) == 2:
            # who fights, kept once the arena is cleared so the end of the duel stays on show
            self.cast = {"entrants": list(a["entrants"]), "fighters": list(a["fighters"]),
                         "equip": [list(e) for e in a.get("equip") or [[], []]],
                         "houses": list(observation.get("houses") or [])}
        if not self.pos:   # joined mid-duel (a new view after a resize): start from where things stand
            self._sync()
        mercy = a.get("mercy")
        if mercy in self.cast.get("fighters", ()) and not self.queue and not events:
            self.fallen.setdefault(self.cast["fighters"].index(mercy), N_("at the host's mercy"))
        if events:   # something happened: the lit hexes belonged to the choice before it
            self.reachable = set()
        for e in events:
            self._queue(_event_dict(e))
        while self.queue:
            anim = self.queue[0]
            if not anim.started:
                anim.started = True
                self._start(anim)
            step = min(dt, anim.length - anim.t)
            anim.t += step
            dt -= step
            if not anim.done:
                break
            self._finish(self.queue.pop(0))
        if not self.queue:
            self._sync()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._scaled, self.board_rect)
        if self.reachable:
            for h in self.reachable:
                surface.blit(self._glow_hover if h == self.hover else self._glow,
                             self.to_screen(self.board.tile_origin(*hexview.offset(h))))
            self._draw_path(surface)
        self._draw_tokens(surface)
        for side in range(2):
            self._draw_panel(surface, side)
        self._draw_banner(surface)
        self._draw_tray(surface)

    def hex_at(self, pos) -> Hex | None:
        if not self.board_rect.collidepoint(pos):
            return None
        return self.board.hex_at(self.to_map(pos))

    def set_hover(self, pos, reachable: set) -> None:
        """Light the hexes the fighter can reach (the table's legal moves), the one under the
        mouse brighter; an empty set lights nothing."""
        self.reachable = {tuple(h) for h in reachable}
        self.hover = None if pos is None else self.hex_at(pos)

    def light(self, reachable: set) -> None:
        """Light the hexes the fighter can reach now (the hover stays where the pointer left it)."""
        self.reachable = {tuple(h) for h in reachable}

    def busy(self) -> bool:
        return bool(self.queue)

    # -- reading the observation ---------------------------------------------------------------
    def _combat(self) -> dict:
        return self.observation.get("combat") or {}

    def _seats(self) -> list[int]:
        return list(self.cast.get("entrants", ()))

    def _side_of(self, seat) -> int | None:
        seats = self._seats()
        return seats.index(seat) if seat in seats else None

    def _sync(self) -> None:
        """Nothing left to show: draw exactly what the engine says."""
        cb = self._combat()
        if not cb:
            return
        fighters = tuple(self.cast.get("fighters", ()))
        if fighters != self.duel:   # a duel we did not see begin: what it has now is all we know
            self.duel, self.start_pools = fighters, [list(p) for p in cb["pools"]]
            self.faces, self.exchange, self.fallen, self.caption = [[[], [], []], [[], [], []]], None, {}, ""
        self.pos = [tuple(p) for p in cb["pos"]]
        self.pools = [list(p) for p in cb["pools"]]

    def _once(self, side: int) -> list[int]:
        cb = self._combat()
        return list(cb["once"][side]) if cb and cb.get("round") == 1 else [0, 0, 0]

    # -- events into animations ----------------------------------------------------------------
    def _queue(self, e: dict) -> None:
        kind = e.get("type")
        if kind == "combat_started":
            self.queue.append(Anim(kind, e, BANNER))
        elif kind == "initiative_rolled":
            self.queue.append(Anim(kind, e, TUMBLE + BANNER))
        elif kind == "fighter_moved":
            side = self._side_of(e.get("seat"))
            if side is None:
                return
            anim = Anim(kind, e, 0.0)
            anim.data["side"] = side
            self.queue.append(anim)
        elif kind == "dice_rolled":
            pairs = max(len(e.get("attack", [])), 1)
            self.queue.append(Anim(kind, e, TUMBLE + PAIR * pairs + BANNER))
        elif kind == "die_lost":
            self.queue.append(Anim(kind, e, LOSE))
        elif kind in ("initiative", "held", "no_victor", "favour_marker", "champion_marker", *FALLS):
            self.queue.append(Anim(kind, e, BANNER))

    def _start(self, anim: Anim) -> None:
        """First frame of an animation: what it needs from the picture as it stands."""
        d = anim.data
        if anim.kind == "combat_started":
            self.duel = tuple(d.get("fighters", ()))
            self.pos = list(arena().starts)
            self.start_pools = [list(p) for p in d.get("pools", [])]
            self.pools = [list(p) for p in self.start_pools]
            self.faces = [[[], [], []], [[], [], []]]
            self.exchange = None
            self.fallen = {}
        elif anim.kind == "fighter_moved":
            side = d["side"]
            start = self.pos[side] if len(self.pos) == 2 else tuple(d["to"])
            other = self.pos[1 - side] if len(self.pos) == 2 else None
            anim.path = hexview.walk(start, tuple(d["to"]), self.board.cells, other)
            anim.length = STEP * max(len(anim.path) - 1, 1)
        elif anim.kind == "dice_rolled":
            self.exchange = dict(d)
        elif anim.kind in FALLS:
            side = self._side_of(d.get("seat"))
            if side is not None:
                self.fallen[side] = FALLS[anim.kind]
        self.caption = self._caption(anim) or self.caption

    def _caption(self, anim: Anim) -> str:
        """The banner's words: the engine's, or for an attack who strikes whom."""
        d = anim.data
        if anim.kind == "dice_rolled":
            side = self._side_of(d.get("seat"))
            if side is not None:
                return _("{card} strikes: {attack} attack against {defence} defence").format(
                    card=self._fighter(side), attack=len(d.get("attack", [])), defence=len(d.get("defence", [])))
        return tidy(d.get("text", "")) if d.get("text") else ""

    def _finish(self, anim: Anim) -> None:
        d = anim.data
        if anim.kind == "fighter_moved" and len(self.pos) == 2:
            self.pos[d["side"]] = tuple(d["to"])
        elif anim.kind == "initiative_rolled":
            for side, rolls in enumerate(d.get("rolls", [])):
                self.faces[side][2] = list(rolls)
        elif anim.kind == "dice_rolled":
            side = self._side_of(d.get("seat"))
            if side is not None:
                self.faces[side][0] = list(d.get("attack", []))
                self.faces[1 - side][1] = list(d.get("defence", []))
        elif anim.kind == "die_lost":
            side = self._side_of(d.get("seat"))
            if side is not None and side < len(self.pools) and d.get("pools") is not None:
                self.pools[side] = list(d["pools"])
                pool = POOLS.index(d["pool"])
                self.faces[side][pool] = self.faces[side][pool][:-1]

    def _current(self, kind: str) -> Anim | None:
        """The animation of ``kind`` playing now, if that is what plays."""
        return self.queue[0] if self.queue and self.queue[0].kind == kind and self.queue[0].started else None

    # -- drawing -------------------------------------------------------------------------------
    def _text(self, text: str, role: str, colour=BONE, width: float | None = None) -> pygame.Surface:
        return self.theme.text(text, role, colour, self.layout, None if width is None else int(width))

    def _die(self, value: int | None, pool: int, size: int, state: str = "") -> pygame.Surface:
        """A die of a pool: ``value`` pips (None: blank), state "" | "lost" | "once" | "lit"."""
        key = (value, pool, size, state)
        surf = self._dice.get(key)
        if surf is not None:
            return surf
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, size, size)
        radius = (0, size // 3, size // 6)[pool]
        colour = POOL_COLOUR[pool]
        if state == "lost":
            pygame.draw.rect(surf, (50, 44, 48), r, border_radius=radius)
            pygame.draw.rect(surf, MUTED, r, max(1, size // 14), border_radius=radius)
            m, w = size // 4, max(2, size // 8)
            pygame.draw.line(surf, (213, 94, 0), (m, m), (size - m, size - m), w)
            pygame.draw.line(surf, (213, 94, 0), (size - m, m), (m, size - m), w)
        else:
            pygame.draw.rect(surf, colour, r, border_radius=radius)
            if pool == 2:   # speed: a notched corner
                pygame.draw.polygon(surf, (0, 0, 0, 0), [(size, 0), (size - size // 3, 0), (size, size // 3)])
            edge = LIT if state == "lit" else INK
            pygame.draw.rect(surf, edge, r, max(1, size // (8 if state == "lit" else 14)), border_radius=radius)
            if state == "once":   # a first-round die: a dashed pale rim
                for i in range(0, size, max(3, size // 5)):
                    pygame.draw.line(surf, BONE, (i, 1), (min(size, i + size // 10), 1), 2)
                    pygame.draw.line(surf, BONE, (i, size - 2), (min(size, i + size // 10), size - 2), 2)
            for px, py in PIPS.get(value, ()):
                pygame.draw.circle(surf, BONE, (size / 2 + px * size * 0.26, size / 2 + py * size * 0.26),
                                   max(1.5, size * 0.09))
        self._dice[key] = surf
        return surf

    def _house(self, side: int) -> tuple[str, tuple]:
        seats = self._seats()
        if side >= len(seats):
            return "", MUTED
        seat = seats[side]
        houses = self.cast.get("houses", ())
        return (house_shown(houses[seat]) if seat < len(houses) else ""), self.colours[seat % len(self.colours)]

    def _fighter(self, side: int) -> str:
        fighters = self.cast.get("fighters", ())
        return card_name(fighters[side]) or "" if side < len(fighters) else ""

    def _token_at(self, side: int) -> tuple[float, float] | None:
        anim = self._current("fighter_moved")
        if anim is not None and anim.data["side"] == side and anim.path:
            f = anim.t / STEP
            i = min(int(f), len(anim.path) - 1)
            j = min(i + 1, len(anim.path) - 1)
            (ax, ay), (bx, by) = self.board.centre(anim.path[i]), self.board.centre(anim.path[j])
            t = f - int(f) if j != i else 0.0
            return self.to_screen((ax + (bx - ax) * t, ay + (by - ay) * t))
        if len(self.pos) != 2:
            return None
        x, y = self.hex_centre(self.pos[side])
        strike = self._current("dice_rolled")
        if strike is not None and self._side_of(strike.data.get("seat")) == side and strike.t < TUMBLE:
            # the attacker lunges a third of the way at its enemy and back while the dice tumble
            ox, oy = self.hex_centre(self.pos[1 - side])
            f = 0.33 * (1 - abs(2 * strike.t / TUMBLE - 1))
            return x + (ox - x) * f, y + (oy - y) * f
        return x, y

    def _draw_path(self, surface) -> None:
        """The way the moving fighter would walk to the hex under the mouse, as footsteps."""
        side = self._acting()
        if side is None or self.hover not in self.reachable or len(self.pos) != 2:
            return
        key = (self.pos[side], self.hover, self.pos[1 - side])
        if self._path_key != key:
            self._path_key, self._path = key, hexview.walk(key[0], key[1], self.board.cells, key[2])
        points = [self.hex_centre(h) for h in self._path]
        if len(points) > 1:
            pygame.draw.lines(surface, INK, False, points, max(2, round(4 * self.k)))
            pygame.draw.lines(surface, BONE, False, points, max(1, round(2 * self.k)))
            for x, y in points[1:]:
                pygame.draw.circle(surface, INK, (x, y), 6 * self.k)
                pygame.draw.circle(surface, BONE, (x, y), 4 * self.k)

    def _draw_tokens(self, surface) -> None:
        r = self.board.tile_w * self.scale * 0.36
        acting = self._acting()
        for side in range(2):
            at = self._token_at(side)
            if at is None:
                continue
            name, colour = self._house(side)
            x, y = at
            _shape(surface, side, (x + r * 0.12, y + r * 0.16), r, (0, 0, 0))    # shadow
            if side == acting:
                _shape(surface, side, (x, y), r + 3 * self.k, LIT, max(2, round(3 * self.k)))
            _shape(surface, side, (x, y), r, INK)
            _shape(surface, side, (x, y), r - max(2, 2 * self.k), colour)
            mark = INK if 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 140 else BONE   # contrast
            _shape(surface, side, (x, y), r * 0.72, mark, max(1, round(1.5 * self.k)))
            label = self._text(self._fighter(side)[:2], "small", mark)
            surface.blit(label, label.get_rect(center=(x, y)))
            if side in self.fallen:   # fallen: a dark veil and a red bar across
                veil = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                _shape(veil, side, (r, r), r, (0, 0, 0, 120))
                surface.blit(veil, (x - r, y - r))
                pygame.draw.line(surface, LOST, (x - r * 0.7, y + r * 0.7), (x + r * 0.7, y - r * 0.7),
                                 max(3, round(5 * self.k)))

    def _acting(self) -> int | None:
        cb = self._combat()
        step = self.observation.get("step")
        if not cb or step not in ("move", "attack", "wound") or self.queue:
            return None
        order, turn = cb.get("order") or [], cb.get("turn", 0)
        if turn >= len(order):
            return None
        return order[turn] if step != "wound" else 1 - order[turn]

    def _draw_panel(self, surface, side: int) -> None:
        s = self.k
        rect = self.panels[side].inflate(-8 * s, -8 * s)
        name, colour = self._house(side)
        pygame.draw.rect(surface, (38, 35, 42), rect, border_radius=round(6 * s))
        pygame.draw.rect(surface, colour, (rect.x, rect.y, rect.w, 6 * s), border_top_left_radius=round(6 * s),
                         border_top_right_radius=round(6 * s))
        if side == self._acting():
            pygame.draw.rect(surface, LIT, rect, max(2, round(2 * s)), border_radius=round(6 * s))
        y = rect.y + 12 * s
        label = self._text(name, "small", MUTED, rect.w - 30 * s)
        _shape(surface, side, (rect.x + 14 * s, y + label.get_height() / 2), 6 * s, colour)
        surface.blit(label, (rect.x + 24 * s, y))
        y += label.get_height() + 2 * s
        fighter = self._fighter(side)
        role = "heading" if self.theme.font("heading", self.layout).size(fighter)[0] <= rect.w - 16 * s else "body"
        for line in self.theme.wrap(fighter, role, int(rect.w - 16 * s), self.layout)[:2]:
            label = self._text(line, role, BONE, rect.w - 16 * s)
            surface.blit(label, (rect.x + 8 * s, y))
            y += label.get_height()
        if side in self.fallen:
            label = self._text(_(self.fallen[side]), "small", (230, 140, 90), rect.w - 16 * s)
            surface.blit(label, (rect.x + 8 * s, y))
            y += label.get_height()
        y += 8 * s
        size = round(28 * s)
        roll = self._current("initiative_rolled")
        dying = self._current("die_lost")
        lost_pool = POOLS.index(dying.data["pool"]) if dying and self._side_of(dying.data.get("seat")) == side else None
        once = self._once(side)
        for pool in range(3):
            have = self.pools[side][pool] if side < len(self.pools) else 0
            start = self.start_pools[side][pool] if side < len(self.start_pools) else have
            label = self._text(f"{_(POOL_LABEL[pool])} {have + once[pool]}", "small", BONE, rect.w - 16 * s)
            surface.blit(label, (rect.x + 8 * s, y))
            y += label.get_height() + 2 * s
            faces = self.faces[side][pool]
            if roll is not None and pool == 2:
                rolls = roll.data.get("rolls") or [[], []]
                faces = self._tumble(rolls[side], roll.t)
            dice = [(faces[i] if i < len(faces) else None, "") for i in range(have)]
            dice += [(None, "once")] * once[pool]
            dice += [(None, "lost")] * max(0, start - have)
            per_row = max(1, int((rect.w - 12 * s) // (size + 4 * s)))
            for i, (value, state) in enumerate(dice):
                if lost_pool == pool and i == have - 1:   # the die being lost shrinks away
                    shrink = 1 - dying.t / dying.length
                    die = pygame.transform.smoothscale_by(self._die(value, pool, size, "lit"), max(0.05, shrink))
                else:
                    die = self._die(value, pool, size, state)
                cx = rect.x + 8 * s + (i % per_row) * (size + 4 * s) + size / 2
                cy = y + (i // per_row) * (size + 4 * s) + size / 2
                surface.blit(die, die.get_rect(center=(cx, cy)))
            y += max(1, -(-len(dice) // per_row)) * (size + 4 * s) + 6 * s
        gear = self.cast.get("equip") or [[], []]
        if side < len(gear) and gear[side]:
            label = self._text(_("Equipment"), "small", MUTED, rect.w - 16 * s)
            surface.blit(label, (rect.x + 8 * s, y))
            y += label.get_height()
            for card in gear[side]:
                c = content().card(card)
                words = card_name(card) + (_(" (first round)") if c.lasts == "round" else "")
                for line in self.theme.wrap(words, "tiny", int(rect.w - 16 * s), self.layout):  # never cut
                    label = self._text(line, "tiny", BONE, rect.w - 16 * s)
                    surface.blit(label, (rect.x + 8 * s, y))
                    y += label.get_height()
        cb = self._combat()
        if cb and cb.get("order") and cb["order"][0] == side and not self._current("initiative_rolled"):
            tag = self._text(_("Goes first this round"), "tiny", LIT, rect.w - 16 * s)
            surface.blit(tag, (rect.x + 8 * s, rect.bottom - tag.get_height() - 8 * s))

    def _tumble(self, values: list[int], t: float) -> list[int]:
        if t >= TUMBLE:
            return list(values)
        return [self.rng.randint(1, 6) for _ in values]

    def _draw_banner(self, surface) -> None:
        cb = self._combat()
        text = self.caption
        if not text and cb:
            text = _("Round {round}").format(round=cb.get("round", 1))
        room = int(self.banner.w - 8 * self.k)
        role = "body" if self.theme.fits(text, "body", self.layout, room) else "small"  # a long caption: smaller type
        label = self._text(text, role, BONE, room)
        surface.blit(label, label.get_rect(center=self.banner.center))

    def _draw_tray(self, surface) -> None:
        """The last attack: its dice over the defence's, paired column by column, high to low."""
        s = self.k
        anim = self._current("dice_rolled")
        ex = self.exchange
        if ex is None:
            return
        t = anim.t if anim is not None else 10.0
        attack, defence = list(ex.get("attack", [])), list(ex.get("defence", []))
        size = round(28 * s)
        x0 = self.tray.x + 70 * s
        columns = max(len(attack), len(defence), 1)
        # room for a "blocked" under each die, closer only when many dice must share the tray
        pitch = min(56 * s, (self.tray.right - 96 * s - x0) / columns)
        rows = (self.tray.y + 4 * s, self.tray.y + 4 * s + size + 14 * s)
        for row, (word, pool) in enumerate(((N_("Attack"), 0), (N_("Defence"), 1))):
            label = self._text(_(word), "tiny", POOL_COLOUR[pool] if row else (230, 140, 90))
            surface.blit(label, (self.tray.x + 4 * s, rows[row] + (size - label.get_height()) / 2))
        attack_faces = self._tumble(attack, t)
        defence_faces = self._tumble(defence, t)
        shown = 0 if t < TUMBLE else int((t - TUMBLE) / PAIR) + 1
        words = pairing(attack, defence)
        for i in range(max(len(attack), len(defence))):
            x = x0 + i * pitch
            word = words[i] if i < shown and i < len(words) else ""
            if i < len(attack):
                # each attack die in turn drops onto the die it is paired with, then settles back
                into = t - TUMBLE - i * PAIR
                drop = (size + 14 * s) * 0.45 * (1 - abs(2 * into / PAIR - 1)) if 0 <= into < PAIR else 0
                surface.blit(self._die(attack_faces[i], 0, size, "lit" if word == "hit" else ""), (x, rows[0] + drop))
            if i < len(defence):
                surface.blit(self._die(defence_faces[i], 1, size, "lit" if word == "blocked" else ""), (x, rows[1]))
            if word:
                mark = self._text(_(PAIR_WORDS[word]), "tiny", (230, 140, 90) if word == "hit" else (120, 180, 230))
                surface.blit(mark, mark.get_rect(center=(x + size / 2, rows[0] + size + 7 * s)))
        if anim is None or t >= TUMBLE + PAIR * max(len(attack), 1):
            n = ex.get("wounds", 0)
            words = _("no wound") if n == 0 else ngettext("{n} wound", "{n} wounds", n).format(n=n)
            label = self._text(words, "body", LIT if n else MUTED)
            surface.blit(label, label.get_rect(midright=(self.tray.right - 6 * s, self.tray.centery)))
