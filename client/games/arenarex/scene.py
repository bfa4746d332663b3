"""ArenaScene: the Arena Rex arena in the window, on the shared GameTable.

It reuses the table machinery of issue 5 (seat controllers with bots in a
worker, hand-off, pause menu, results, log) and adds the arena: the Tiled map
with pan/zoom, models at true scale, the ruler, the side panel, drag-to-move
with a ghost tinted by the engine's ``check``, the attack flow (reaction,
Power Attack and Favor buttons, animated dice, the damage tree as a clickable
graph), follow-ups, repositions, placements and the event animations.

It draws only ``observation(viewer)`` and sends only actions; every legal
question is the engine's: buttons come from ``legal_actions()``, dragged and
clicked spots are parametric actions checked with ``check(action)``, and a
refusal shows the IllegalAction's own words.

Input: left-drag a model that may move now (ghost green ✓ / red ✗ with the
reason); left-drag empty ground to pan; click a model to select it (and to
pick it as a target / activate it); click the ground to deploy or place;
right-drag (or M, then left-drag) to measure; wheel or +/- to zoom; arrows
pan; 0 resets the view; Space skips animations; Esc cancels, turns the ruler
off, closes the full log, else pauses.

Issue 13: a resolved attack's roll card (``rollcard``) holds the story until
Continue (Enter, Space, its button, or any action); the log (``logview``) reads
the events through ``explain`` so damage says why, keeps each line's rule for
its tooltip and opens in full on a click; a dragged move shows what it costs and
a refusal what is in the way (``preview``); attacks on one's own models say
"your" and come last; a model a pit took stays marked (``storyview``).

The scene composes mixins, one seam each: ``controls`` (mouse, drags, ruler,
keys), ``buttons`` (the prompt's action buttons and hint) and ``overlays``
(drawing the map, models, ghost, overlays and tooltips); what stays here is the
state, the drag/spot questions put to the engine, playing actions and the frame.
"""
from __future__ import annotations

import math

import pygame

from engine.arenarex.maps import MAPS_DIR
from engine.core import Action, IllegalAction

from ...focus import WidgetGroup
from ...table.table import GameTable
from . import helptopic, logview, preview, rollcard
from . import panel as P
from .anims import AnimQueue
from .asking import AskingMixin
from .buttons import ButtonsMixin
from .camera import Camera
from .coaching import CoachingMixin
from .controls import ControlsMixin
from .hintmarks import NOTE_AT, ArenaHintMarks
from .map_view import MapView, Shape
from .oddsview import OddsView
from .overlays import SPOT_KINDS, OverlaysMixin
from .reword import reword
from .ruler import Ruler
from .storyview import StoryView
from .words import ArenaWords

A = Action.make
SNAP_PX = 7
_MAP_CACHE: dict[str, MapView] = {}


def map_view_for(name: str) -> MapView:
    view = _MAP_CACHE.get(name)
    if view is None:
        view = _MAP_CACHE[name] = MapView(MAPS_DIR / f"{name}.tmx")
    return view


class ArenaScene(CoachingMixin, AskingMixin, ControlsMixin, ButtonsMixin, OverlaysMixin, OddsView, StoryView, GameTable):
    #: the shared table's "Take back" button (client/table/takeback.py)
    takeback_rect = (806, 84, 108, 30)  # under the Hint button: the top bar keeps its words whole
    #: the shared table's "Hint" button (client/table/hint.py)
    hint_rect = (806, 46, 108, 30)
    hint_note_at = NOTE_AT
    hint_marks_class = ArenaHintMarks
    words_class = ArenaWords
    primary_kinds = ("end", "pass", "end_clear_turn")

    def __init__(self, app, session, **kwargs):
        super().__init__(app, session, **kwargs)
        obs = self.observation()
        self.map_view = map_view_for(obs["map"])
        self.camera = Camera(self.map_view.world_size, app.layout.rect(P.MAP))
        self.story = AnimQueue()
        self.ruler = Ruler()
        self.selected: str | None = None
        self.hover_model: str | None = None
        self.hover_shape: Shape | None = None
        self.mouse_world: tuple[float, float] | None = None
        self.drag: dict | None = None
        self.ghost: dict | None = None          # {"model", "at", "action", "ok", "why"}
        self.rest_after = False
        self.filter_model: str | None = None
        self.button_flow = None   # the choices' layout (client/buttonflow.py), set by sync_buttons
        self._buttons_key = None
        self.tree_hits: list = []
        self.model_rects: dict[str, pygame.Rect] = {}
        self._positions: dict[str, tuple[float, float]] = {}
        self.font_cache: dict[int, pygame.font.Font] = {}
        self.story_log = logview.StoryLog(self.touching_hazard)
        self.log_open = False                   # the full log over the map
        self.log_hits: list = []                # [(screen rect, rule)] of the log strip's lines
        self.full_log_hits: list = []
        self.card_rect: pygame.Rect | None = None   # design coordinates of the roll card drawn last
        self.card_folded: int | None = None         # the card (its attack's event index) folded to its title
        self.card_buttons = WidgetGroup(feedback=app.audio.tick)
        self._card_key = None
        self.sync_buttons()

    # -- services ------------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """The legal actions of the viewer's pending decision (cached per position)."""
        key = (self.session.state.decisions_made, len(self.session.moves.actions), self.my_turn())
        if key != getattr(self, "_legal_key", None):
            self._legal_key = key
            self._legal = self.session.legal_actions() if self.my_turn() else []
        return self._legal

    def help_topic(self, thing, zone: str) -> str | None:
        """F1: the rules summary's entry for the hovered thing (``helptopic``), or None for its top."""
        return helptopic.topic(self, thing, zone)

    def results_scene(self):
        """The shared results screen, saying why the game ended (a goal met, or the turn limit)."""
        obs = self.session.state.observation(None)
        over = obs.get("over") or {}
        reason = self.words().end_reason(over, obs.get("turn_limit", 0)) if over else None
        return self.app.results_scene(self.session, reason=reason)

    def prompt_words(self, prompt: str) -> str:
        return reword(prompt)

    def words(self):
        return ArenaWords([s.name for s in self.session.seats], self.observation()["models"], self.viewer,
                          self.map_view.places)

    def font(self, px: int) -> pygame.font.Font:
        f = self.font_cache.get(px)
        if f is None:
            f = self.font_cache[px] = pygame.font.Font(None, px)
        return f

    def top_frame(self, obs=None) -> dict:
        obs = obs or self.observation()
        stack = obs.get("stack") or []
        return stack[-1] if stack else {}

    def attack_frame(self, obs=None) -> dict | None:
        """The attack being resolved, as the observation tells it (attacker, defender, left, box, tree)."""
        return (obs or self.observation()).get("attack")

    def tree_path_so_far(self) -> list[str]:
        path = []
        for e in reversed(self.session.events):
            if e.type == "tree_path_chosen":
                path.append(e.get("box"))
            elif e.type in ("attack_declared", "attack_result"):
                break
        return list(reversed(path))

    def radius_of(self, mid: str) -> float:
        """The model's base radius (a mounted pair shares the larger base)."""
        return self.observation()["models"][mid]["radius"]

    def pos_of(self, mid: str):
        """Where the model's base stands (a rider: its mount's), or None."""
        at = self.observation()["models"][mid]["at"]
        return None if at is None else (float(at[0]), float(at[1]))

    def mov_of(self, mid: str) -> float:
        """How far the model moves (a rider: its mount's MOV)."""
        return self.observation()["models"][mid]["mov"]

    def distance(self, what: str) -> float:
        """A fixed distance of the rules (engagement, follow_up, reposition), from the observation."""
        return self.observation()["distances"][what]

    # -- what the current decision lets the viewer drag ----------------------------------------------
    def draggable(self) -> dict[str, tuple[str, float]]:
        """model -> (how, reach in inches) for models the viewer may drag to a spot now."""
        if not self.my_turn():
            return {}
        d = self.session.decision
        top = self.top_frame()
        out = {}
        legal = self.legal()
        if d.kind == "action":
            # always draggable: the engine's candidates are a bounded sample, check() is the judge
            out[top["model"]] = ("move", self.mov_of(top["model"]))
        elif d.kind == "move_to":
            out[top["model"]] = ("move_to", self.mov_of(top["model"]))
        elif d.kind == "reaction":
            for a in legal:
                if a.kind == "react_move":
                    out[a.model] = ("react_move", self.mov_of(a.model))
        elif d.kind == "follow_up":
            out[top["attacker"]] = ("follow_up", self.distance("follow_up"))
        elif d.kind == "reposition":
            out[top["model"]] = ("reposition", self.distance("reposition"))
        elif d.kind == "clear_turn":
            for a in legal:
                if a.kind == "maneuver":
                    out[a.model] = ("maneuver", self.mov_of(a.model))
        return out

    def waypoints(self) -> list:
        drag = self.drag or {}
        return [[round(w[0], 3), round(w[1], 3)] for w in drag.get("waypoints", [])]

    def spot_action(self, how: str, mid: str, at) -> Action:
        pt = [round(at[0], 3), round(at[1], 3)]
        path = self.waypoints() + [pt]   # a move may bend at waypoints (right-click while dragging)
        if how == "move":
            # an Exhausted berserker's moves carry the engine's berserk flag (its candidates say so)
            if any(a.kind == "move" and a.get("berserk") for a in self.legal()):
                return A("move", path=path, berserk=True)
            return A("move", path=path)
        if how == "move_to":
            return A("move_to", path=path)
        if how == "react_move":
            return A("react_move", model=mid, path=path)
        if how == "follow_up":
            return A("follow_up", to=pt)
        if how == "reposition":
            return A("reposition", path=path, rest=self.rest_after)
        if how == "maneuver":
            return A("maneuver", model=mid, path=path)
        if how == "deploy":
            return A("deploy", model=mid, at=pt)
        if how == "place":
            return A("place", model=mid, at=pt)
        raise ValueError(how)

    def spot_model(self) -> str | None:
        """The model a deploy / place decision is about (from its candidates)."""
        if not self.my_turn():
            return None
        d = self.session.decision
        if d.kind in SPOT_KINDS:
            for a in self.legal():
                if a.get("model"):
                    return a.model
        return None

    def candidate_spots(self, how: str, mid: str) -> list:
        """The engine's suggested spots for this drag (its bounded candidate list)."""
        out = []
        for a in self.legal():
            if how in ("deploy", "place") and a.kind == how and a.get("model") == mid:
                out.append(tuple(a.at))
            elif how == "follow_up" and a.kind == "follow_up" and a.get("to") is not None:
                out.append(tuple(a.to))
            elif a.kind == how and a.get("path") and (a.get("model") in (None, mid)):
                out.append(tuple(a.path[-1]))
        return out

    def snap(self, how: str, mid: str, at):
        """A spot within SNAP_PX of one of the engine's candidates becomes that candidate
        (so a contact spot can be hit with a mouse); anything else stays as dropped. In a tutorial, a
        drop inside the ringed spot the step waits for is that spot (``coaching``)."""
        lesson = self.lesson_spot(at)
        if lesson is not None:
            return lesson
        best, best_d = None, None
        sp = self.camera.to_screen(at)
        for c in self.candidate_spots(how, mid):
            d = math.dist(sp, self.camera.to_screen(c))
            if d <= SNAP_PX and (best_d is None or d < best_d):
                best, best_d = c, d
        return best if best is not None else at

    def probe(self, how: str, mid: str, at) -> dict:
        """Ask the engine whether ``mid`` may go to ``at`` now (check, never apply)."""
        at = self.snap(how, mid, at)
        action = self.spot_action(how, mid, at)
        way = self.waypoints()
        try:
            self.session.check(action)
        except IllegalAction as exc:
            why = reword(exc.message)
            if how not in SPOT_KINDS:
                why = f"{why} {preview.path_note(self, mid, at)}".strip()
            return {"model": mid, "at": at, "action": action, "ok": False, "why": why, "how": how, "waypoints": way}
        return {"model": mid, "at": at, "action": action, "ok": True, "why": "", "how": how, "waypoints": way,
                "cost": self.move_cost(how, mid, action), "risk": self._risk}

    def move_cost(self, how: str, mid: str, action: Action) -> str:
        """What declaring this move costs (the engine's answer on a clone), once per decision and model."""
        if how in SPOT_KINDS:
            self._risk = ""
            return ""
        key = (self.session.state.decisions_made, len(self.session.moves.actions), how, mid)
        if getattr(self, "_cost_key", None) != key:
            self._cost_key, self._cost = key, preview.cost(self.session.state, action, self.words())
            # and whether declaring it lets an engaging enemy strike (the same for every spot)
            self._risk = preview.opportunity_risk(self.session.state, action, self.words())
        return self._cost

    def explain(self, action: Action) -> None:
        """The engine's reason for refusing ``action``; for two models, what a ruler would show between them."""
        try:
            self.session.check(action)
        except IllegalAction as exc:
            a, b = action.get("by") or action.get("model"), action.get("target")
            obs = self.observation()
            note = preview.between_note(self, a, b) if a in obs["models"] and b in obs["models"] else ""
            self.say(f"{reword(exc.message)} {note}".strip(), bad=True)
            return
        self.play(action)

    # -- playing actions -----------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        before = self.current_positions()
        self.story.finish_all()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say(exc.message, bad=True)
            return False
        self.message = None
        self._obs_key = None
        self.ghost = None
        self.filter_model = None
        self.rest_after = False
        self._buttons_key = None
        self.on_events(events, before)
        if self.session.save_problem:
            self.say(self.session.save_problem, bad=True)
        return True

    def on_events(self, events, before=None) -> None:
        if before is None:
            before = self._positions
        first = len(self.session.events) - len(events)
        self.story.add_events(events, before, self.words(), first_index=first if first >= 0 else None,
                              hold=None if self.replaying else rollcard.hold_seconds(self.app, self.anyone_human(),
                                                                                   self.turns.pace()))
        heard: list[str] = []
        for e in events:
            name = None
            if e.type == "dice_rolled":
                name = "dice"
            elif e.type == "damage_marked":
                name = "hit"
            elif e.type == "defeated":
                name = "defeat"
            elif e.type == "pushed":
                name = "block" if e.get("resisted") else "push"
            elif e.type == "hazard_contact":
                name = {"lethal": "pit", "wounding": "hit"}.get(e.get("kind"), "push")
            elif e.type == "favor_gained":
                name = "crowd"
            elif e.type == "round_started":
                name = "battle"
            elif e.type == "game_over":
                name = "win"
            elif e.type == "turn_started":
                name = "play"
            if name is not None and name not in heard:
                heard.append(name)
        for name in heard:  # each sound once per batch, in the order it happened
            self.sfx.play(name)

    def animating(self) -> bool:
        """The story's steps play, and its floats and banners fade by themselves after them: the
        shared table knows of neither (its ``at_rest`` asks here)."""
        return self.story.busy or bool(self.story.overlays)

    def reader_hold(self) -> bool:
        """A finished attack's dice stay on screen until Continue (or the "Rolls stay" time): the
        game waits for the reader, and no bot is thinking meanwhile (the shared table's words)."""
        return self.story.holding

    def anyone_human(self) -> bool:
        """True when a person plays a seat (someone may click Continue)."""
        return any(c is not None and not c.is_bot for c in self.controllers)

    def current_positions(self) -> dict:
        obs = self.observation()
        out = {}
        for mid, m in obs["models"].items():
            if m["out"] or m.get("mounted"):
                continue
            if m["pos"] is not None:
                out[mid] = (float(m["pos"][0]), float(m["pos"][1]))
        return out

    # -- frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.story.update(dt)
        if self.story.holding and self.roll_card() is None:
            self.story.release()   # an attack that came to nothing before any dice: nothing to read
        self.sync_buttons()
        self.sync_card_buttons()
        if self.story.busy:
            # let the story finish before the next decision is taken (bots wait too)
            self.time += dt
            self.buttons.update(dt)
            if self.message and self.time > self.message[1]:
                self.message = None
            return
        super().update(dt)
        self.sync_buttons()
