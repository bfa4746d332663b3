"""Event-driven animation queue: the engine's events played one by one.

The queue holds Steps made from events (never from rules): a move or push
slides along its path and stops where the engine says it stopped; a
displacement lifts the model off and places it; a defeated model falls out;
dice tumble and settle on the rolled faces. While the queue runs, the scene
draws models at ``positions`` (the story so far), not at the final state.
Floats (damage, fatigue, Favor) and banners run alongside without blocking.
A ``hold`` step after each resolved attack keeps the story (and the bots) waiting
while the roll card is read: for a set time, or until ``release()`` (Continue).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from .words import _

SLIDE = {"moved": 0.45, "pushed": 0.4, "followed_up": 0.3, "repositioned": 0.4, "shifted": 0.35,
         "dismounted": 0.3, "model_deployed": 0.0}


@dataclass
class Step:
    kind: str                 # slide | lift | drop | fall | dice | flash | pause | hold
    model: str | None = None
    path: list = field(default_factory=list)   # world points, first = start
    at: tuple | None = None
    duration: float = 0.3
    text: str = ""
    data: dict = field(default_factory=dict)


@dataclass
class Overlay:
    kind: str                 # float | banner
    text: str
    colour: tuple
    start: float
    duration: float
    model: str | None = None
    at: tuple | None = None


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class AnimQueue:
    def __init__(self):
        self.steps: list[Step] = []
        self.t = 0.0
        self.clock = 0.0
        self.positions: dict[str, tuple[float, float]] | None = None
        self.overlays: list[Overlay] = []
        self.last_roll: list[dict] = []      # the dice of the last attack (kept for the panel)
        self.speed = 1.0
        self.started: set[int] = set()

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    # -- filling -------------------------------------------------------------------------------
    def add_events(self, events, positions_before: dict, words, first_index: int | None = None,
                   hold: float | None = None) -> None:
        """Queue the story of ``events``; ``first_index`` is the index of events[0] in the game's
        event list, so the log can hold back lines the story has not told yet (``told``).
        ``hold``: seconds (inf: until ``release``) to wait after each resolved attack; None: no wait."""
        if not self.steps:
            self.positions = dict(positions_before)
            self.t = 0.0
        i = 0
        events = list(events)
        while i < len(events):
            before_len = len(self.steps)
            e = events[i]
            t, g = e.type, e.get
            if t in SLIDE and t != "model_deployed" and g("from") is not None and g("to") is not None:
                path = [tuple(g("from"))] + [tuple(p) for p in (g("path") or [g("to")])]
                if math.dist(path[0], path[-1]) > 1e-6:
                    self.steps.append(Step("slide", g("model"), path, duration=SLIDE[t],
                                           data={"event": t, "stopped_by": g("stopped_by")}))
                elif t == "pushed":   # a resisted push, or one already against something: it stays
                    self.steps.append(Step("flash", g("model"), at=path[0], duration=0.35,
                                           text=_("Resists!") if g("resisted") else _("Blocked!")))
            elif t in ("model_deployed", "placed") and g("at") is not None:
                self.steps.append(Step("drop", g("model"), at=tuple(g("at")), duration=0.3 if t == "placed" else 0.12))
            elif t == "dismounted" and g("at") is not None:
                self.steps.append(Step("drop", g("model"), at=tuple(g("at")), duration=0.3))
            elif t == "displaced":
                self.steps.append(Step("lift", g("model"), duration=0.45, text=_("Displaced")))
            elif t == "defeated":
                self.steps.append(Step("fall", g("model"), at=None if g("at") is None else tuple(g("at")), duration=0.6))
            elif t == "dice_rolled":
                rolls = [e]
                while i + 1 < len(events) and events[i + 1].type == "dice_rolled":
                    i += 1
                    rolls.append(events[i])
                self.steps.append(Step("dice", duration=1.3, data={"rolls": [_roll(r, words) for r in rolls]}))
            elif t == "hazard_contact":
                self.steps.append(Step("flash", g("model"), duration=0.55,
                                       text={"lethal": _("Lethal hazard!"), "wounding": _("Wounding hazard!")}.get(
                                           g("kind"), _("Hazard!"))))
            elif t == "damage_marked":
                self.steps.append(Step("float", g("model"), duration=0.0, text=f"-{g('amount')}",
                                       data={"colour": (255, 120, 90)}))
            elif t == "favor_gained":
                self.steps.append(Step("banner", duration=0.0, text=_("+{n} Favor: {seat}").format(n=g("amount"), seat=words.seat(g("seat"))),
                                       data={"colour": (230, 159, 0), "small": True}))
            elif t in ("turn_started", "clear_turn", "last_man_standing", "game_over"):
                text = words.text(e)
                self.steps.append(Step("banner", duration=0.0, text=text, data={"colour": (250, 245, 232)}))
            elif t == "tree_path_chosen":
                self.steps.append(Step("pause", g("model"), duration=0.15))
            elif t == "attack_resolved" and hold is not None:
                self.steps.append(Step("hold", duration=hold))
            if first_index is not None:
                for step in self.steps[before_len:]:
                    step.data["told"] = first_index + i + 1
            i += 1

    def told(self) -> int | None:
        """How many of the game's events the story has reached (None: all of them)."""
        step = self.current
        return None if step is None else step.data.get("told")

    # -- playing ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.overlays = [o for o in self.overlays if self.clock < o.start + o.duration]
        self.t += dt * self.speed
        while self.steps:
            step = self.steps[0]
            if id(step) not in self.started:
                self.started.add(id(step))
                self._begin(step)
            if self.t < step.duration:
                break
            self.t -= step.duration
            self._end(self.steps.pop(0))
        if not self.steps:
            self.t = 0.0
            self.positions = None
            self.started.clear()

    @property
    def holding(self) -> bool:
        """A resolved attack's card is waiting to be read."""
        return self.current is not None and self.current.kind == "hold"

    def release(self) -> None:
        """Continue: end the hold now (the rest of the story plays on)."""
        if self.holding:
            self._end(self.steps.pop(0))
            self.t = 0.0
            if not self.steps:
                self.positions = None
                self.started.clear()

    def finish_all(self) -> None:
        """Skip to the end of the queue (the player acts)."""
        while self.steps:
            step = self.steps.pop(0)
            if id(step) not in self.started:
                self._begin(step)
            self._end(step)
        self.t = 0.0
        self.positions = None
        self.started.clear()

    def _begin(self, step: Step) -> None:
        if step.kind == "float":
            at = None if self.positions is None else self.positions.get(step.model)
            self.overlays.append(Overlay("float", step.text, step.data.get("colour", (255, 255, 255)), self.clock, 1.1,
                                         step.model, at))
        elif step.kind == "banner":
            self.overlays = [o for o in self.overlays if o.kind != "banner" or step.data.get("small")]
            self.overlays.append(Overlay("banner_small" if step.data.get("small") else "banner", step.text,
                                         step.data.get("colour", (255, 255, 255)), self.clock, 1.6))
        elif step.kind == "dice":
            self.last_roll = step.data["rolls"]
        elif step.kind == "drop" and self.positions is not None:
            self.positions[step.model] = step.at

    def _end(self, step: Step) -> None:
        if self.positions is None:
            return
        if step.kind == "slide":
            self.positions[step.model] = step.path[-1]
        elif step.kind in ("lift", "fall"):
            self.positions.pop(step.model, None)
        elif step.kind == "drop":
            self.positions[step.model] = step.at

    # -- reading ----------------------------------------------------------------------------------
    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None

    def progress(self) -> float:
        step = self.current
        if step is None or step.duration <= 0:
            return 1.0
        return min(1.0, self.t / step.duration)

    def model_state(self, mid: str):
        """(position, scale, alpha) of a model now, or None if it is not on the arena now."""
        if self.positions is None:
            return "final"
        step = self.current
        if step is not None and step.model == mid:
            k = self.progress()
            if step.kind == "slide":
                return _along(step.path, ease_out(k)), 1.0, 255
            if step.kind == "lift":
                pos = self.positions.get(mid)
                return (None if pos is None else (pos, 1.0 + 0.35 * k, round(255 * (1 - k))))
            if step.kind == "drop":
                return step.at, 1.35 - 0.35 * ease_out(k), round(80 + 175 * k)
            if step.kind == "fall":
                pos = self.positions.get(mid) or step.at
                return (None if pos is None else (pos, max(0.05, 1.0 - k), round(255 * (1 - k))))
        pos = self.positions.get(mid)
        return None if pos is None else (pos, 1.0, 255)


def _along(path, k: float):
    if len(path) == 1:
        return path[0]
    lengths = [math.dist(path[i], path[i + 1]) for i in range(len(path) - 1)]
    total = sum(lengths) or 1.0
    want = k * total
    for i, L in enumerate(lengths):
        if want <= L or i == len(lengths) - 1:
            u = 0.0 if L == 0 else min(1.0, want / L)
            a, b = path[i], path[i + 1]
            return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
        want -= L
    return path[-1]


def _roll(e, words) -> dict:
    return {"model": e.get("model"), "name": words.name(e.get("model")), "role": e.get("role"),
            "dice": list(e.get("dice") or []), "favor": list(e.get("favor_dice") or []),
            "successes": e.get("successes"), "bonus": e.get("bonus") or 0}
