"""GameTable: what every game's table scene shares (For Glory's is the first).

- runs the seat controllers: bots think in the worker and play at the pace of
  the speed setting; a human seat waits for the scene's input;
- hot-seat privacy: the table draws only ``observation(viewer)``, and the log is
  made from events redacted for that viewer (``Event.view_for``). With two or
  more humans, ``viewer`` is None (the public view: every hand hidden, no private
  log line) whenever no human holds the screen to decide: a bot decides, a
  hand-off is coming, the game waits or is over. Before a human's own view comes
  back an opaque hand-off scene hides the table, when another person had the
  screen or it was public since (anyone may be watching), unless neither view
  holds anything private (``GameSession.needs_handoff``). A forced pass answered
  at once (the setting) never brings a hand-off; decision kinds a table lists in
  ``public_kinds`` are answered in the public view with none;
- every action goes through ``session.apply`` (the engine validates); an
  illegal one shows ``IllegalAction.message`` in the message line;
- standing actions (what a seat may do at any time, ``State.standing_actions``): a
  game's table offers ``standing_choices(viewer)`` and calls ``take_standing(seat, action)``; any
  bot answer in the making is dropped and asked again on the new position;
- the picker (``ActionPicker``) turns clicks into one legal action, with a
  menu for verbs, amounts and payments, and highlighted targets;
- animations and sounds are driven by events; a hideable, scrolling log;
- Esc opens the pause menu (save, load, speed, settings, quit to title); F1 the
  rules summary at ``help_topic(thing, zone)`` of the hovered thing;
- the input guard (``table_guard``): a click or acting key made before the
  current decision was drawn, or on a button whose label changed at its spot in
  the last ``CHANGE_GUARD`` seconds, is dropped. A result, summary or banner
  on screen takes the click meant for it: register a result panel every frame
  with ``panel(rect, on_click=None)`` (screen pixels); a ``banner`` Anim takes
  clicks while it plays (a click ends it);
- ``at_rest()`` tells the App's loop when nothing moves (it then rests); a game
  whose table moves by means the shared table does not see overrides ``animating``;
- the replay viewer is the same table with no controllers, stepping a record.

A subclass draws the board: it registers every clickable thing each frame with
``hit(rect, thing, zone)``, every face-up card with ``face(cid)`` (the draw
list the privacy test reads), and answers ``guess_action(thing, zone)`` (the
nearest action for a click that matches nothing, so the engine can say why).
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from engine.core import Action, IllegalAction
from engine.core.saves import Standing

from ..controllers import SPEEDS, make_controllers
from ..focus import WidgetGroup
from ..picker import NO_KEYS, ActionPicker, PickKeys, Step
from ..scene import Scene
from ..settings import auto_forced_pass
from ..sfx import Sfx
from ..widgets import Button
from .gamemenu import PauseScene, bot_speed
from .handoff import HandoffScene
from .table_guard import CHANGE_GUARD, TableGuard
from .table_input import TOOLTIP_DELAY, TableInput
from .table_log import LOG_KEEP, TableLog
from .table_picker import TablePicker
from .table_replay import TableReplay

MESSAGE_SECONDS = 5.0
__all__ = ["Anim", "GameTable", "CHANGE_GUARD", "LOG_KEEP", "TOOLTIP_DELAY", "MESSAGE_SECONDS"]


@dataclass
class Anim:
    kind: str            # "flash" | "float" | "banner" | "slide"
    thing: object        # a thing id (rect looked up at draw time) or a design rect
    start: float
    duration: float
    text: str = ""
    colour: tuple = (255, 255, 255)
    to: object = None    # slide destination

    def progress(self, now: float) -> float:
        return min(1.0, max(0.0, (now - self.start) / self.duration))


class GameTable(TableGuard, TableInput, TablePicker, TableLog, TableReplay, Scene):
    #: the presentation module's ``Words`` class (sentences, verbs)
    words_class = None
    #: which action parameters the picker asks about (the game's own names)
    pick_keys: PickKeys = NO_KEYS
    #: the game's action kinds that Enter takes when nothing is chosen, the turn's end first
    primary_kinds: tuple[str, ...] = ()
    #: the kinds of a pass (nothing given up); a lone legal action of one of these is answered at once
    #: when the "Forced passes" setting is on
    forced_kinds: frozenset[str] = frozenset({"pass", "decline"})
    #: decision kinds a human answers in the public view, with no hand-off before them, because
    #: nothing private is needed to decide them (an open bid). The table must then draw the
    #: decision's controls with ``viewer`` None (``my_turn`` is True, ``legal`` the seat's).
    public_kinds: frozenset[str] = frozenset()

    def __init__(self, app, session, *, worker_factory=None, replay: bool = False):
        super().__init__(app)
        self.session = session
        session.public_kinds = frozenset(self.public_kinds)
        self.replaying = replay
        if replay:
            self.controllers, self.worker = [None] * len(session.seats), None
        else:
            self.controllers, self.worker = make_controllers([s.controller for s in session.seats], worker_factory)
        self.sfx = Sfx(app.audio)
        self.time = 0.0
        self.anims: list[Anim] = []
        self.message: tuple[str, float, bool] | None = None
        self.show_log = True
        self.log_scroll = 0
        self._obs_key = None
        self._obs = None
        self._log_cache = (None, [])
        self.handoff_pending: int | None = None
        self.finish_at: float | None = None
        self.finished = False
        # input state
        self.picker: ActionPicker | None = None
        self.step_now: Step | None = None
        self.menu: WidgetGroup | None = None
        self.menu_buttons: list[tuple[Action, Button]] = []
        self.menu_title = ""
        self.hover: tuple | None = None      # (thing, zone)
        self.hover_time = 0.0
        self.mouse: tuple[int, int] | None = None
        self.tab_index = -1
        self.zoom: str | None = None
        # per frame, rebuilt by draw
        self.hits: list[tuple[pygame.Rect, object, str]] = []
        self.rects: dict[object, pygame.Rect] = {}
        self.drawn_faces: set[str] = set()
        self.frame_times: list[float] = []
        self.buttons = WidgetGroup(feedback=app.audio.tick)
        self.action_buttons: dict[str, Button] = {}
        self.init_guard()

    # -- services ------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.session.viewer

    def observation(self) -> dict:
        key = (self.session.state.decisions_made, self.viewer, len(self.session.record.actions))
        if key != self._obs_key:
            self._obs_key, self._obs = key, self.session.state.observation(self.viewer)
        return self._obs

    def words(self):
        obs = self.observation()
        names = obs.get("names", {})
        return self.words_class([s.name for s in self.session.seats], names.get, self.viewer)

    def pace(self) -> float:
        return SPEEDS[bot_speed(self.app)]

    def my_turn(self) -> bool:
        """True when the person at the screen must decide now (input is accepted)."""
        d = self.session.decision
        if d is None or self.replaying or self.handoff_pending is not None:
            return False
        ctrl = self.controllers[d.seat]
        return not ctrl.is_bot and self.session.holds_screen(d.seat)

    def legal(self) -> list[Action]:
        return self.session.legal_actions() if self.my_turn() else []

    def say(self, text: str, bad: bool = False) -> None:
        self.message = (text, self.time + MESSAGE_SECONDS, bad)

    def thinking_seat(self) -> int | None:
        d = self.session.decision
        if d is None or self.replaying:
            return None
        ctrl = self.controllers[d.seat]
        return d.seat if ctrl is not None and ctrl.is_bot else None

    def at_rest(self) -> bool:
        """Nothing moves by itself: no animation (``anims``, a game's ``story``), no bot deciding,
        no message waiting to fade, no replay playing, no results on the way (the App's loop
        rests then). A game whose table moves by other means says so in ``animating``."""
        if self.anims or self.message is not None or self.animating():
            return False
        if self.replaying:
            return not getattr(self, "replay_playing", False)
        if self.session.over:
            return self.finished
        story = getattr(self, "story", None)
        if story is not None and getattr(story, "busy", False):
            return False
        return self.thinking_seat() is None

    def animating(self) -> bool:
        """A game's own motion the shared table does not know of (default: none)."""
        return False

    # -- lifecycle -------------------------------------------------------------------------
    def exit(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.session.flush()

    def pause(self) -> None:
        self.buttons.release_pointer()
        self.hover = None

    def resume(self) -> None:
        self._obs_key = None

    # -- the flow --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.buttons.update(dt)
        if self.menu is not None:
            self.menu.update(dt)
        if self.hover is not None:
            self.hover_time += dt
        self.anims = [a for a in self.anims if self.time < a.start + a.duration]
        if self.message and self.time > self.message[1]:
            self.message = None
        if self.replaying:
            self.update_replay(dt)
            return
        session = self.session
        if session.over:
            if self.finish_at is None:
                self.finish_at = self.time + (0.0 if self.pace() == 0 else 1.5)
            elif self.time >= self.finish_at and not self.finished:
                self.finish()
            return
        d = session.decision
        ctrl = self.controllers[d.seat]
        if ctrl.is_bot:
            action = ctrl.poll(session.state, d.seat, self.pace())
            if action is not None:
                self.play(action)
            return
        if self.handoff_pending is not None:
            return
        if session.ruleset.game_type.forced_passes and auto_forced_pass(self.app):
            legal = session.legal_actions()
            if len(legal) == 1 and self.answers_by_itself(legal[0]):
                # the only answer is to pass: given at once, as a bot would, with no hand-off (a lone
                # answer of another kind, such as a discard, is still the human's to give)
                self.play(legal[0])
                return
        if session.needs_handoff(d, self.private_view):
            self.handoff_pending = d.seat
            self.cancel_pick()
            reason = ("A secret choice: " if d.secret else "") + d.prompt
            self.app.push(HandoffScene(self.app, session.seat_name(d.seat), lambda s=d.seat: self._took_over(s), seat=d.seat,
                                       reason=reason))
        elif session.public_decision(d):
            pass  # answered in the public view: the screen stays everyone's
        elif session.last_viewer != d.seat or session.shown_public:
            session.take_over(d.seat)
            self._obs_key = None

    def answers_by_itself(self, action: Action) -> bool:
        """True when ``action``, a human's only legal answer, is given at once under the "Forced
        passes" setting (a pass: ``forced_kinds``); any other lone answer waits for the human."""
        return action.kind in self.forced_kinds

    # -- standing actions: what a seat may do at any time ------------------------------------
    def standing_choices(self, seat: int) -> list[Action]:
        """The standing actions (``State.standing_actions``) the human at ``seat`` may take now,
        whoever is deciding. Only the human whose screen it is gets any: none for another seat
        (hot-seat: one person's options never show to another, and none while the screen shows
        the public view), none for a bot, none while the screen is being handed over, in a replay
        or once the game is over."""
        session = self.session
        if self.replaying or self.handoff_pending is not None or session.over:
            return []
        ctrl = self.controllers[seat] if 0 <= seat < len(self.controllers) else None
        if ctrl is None or ctrl.is_bot or seat != session.viewer:
            return []
        return session.state.standing_actions(seat)

    def take_standing(self, seat: int, action: Action) -> bool:
        """Take one of ``standing_choices(seat)`` now for ``seat`` (recorded with its seat and
        autosaved like any action). A bot answer being worked out or shown on the old position
        is dropped and asked again on the new one. Returns False, with the reason shown, when
        refused."""
        if action not in self.standing_choices(seat):
            try:
                self.session.state.check_standing(seat, action)
            except IllegalAction as exc:
                self.say(exc.message, bad=True)
                return False
            self.say("That is not yours to do now.", bad=True)
            return False
        if not self.play(Standing(seat, action)):
            return False
        for ctrl in self.controllers:
            if ctrl is not None and ctrl.is_bot:
                ctrl.cancel()
        return True

    def _took_over(self, seat: int) -> None:
        self.session.take_over(seat)
        self.handoff_pending = None
        self._obs_key = None

    def play(self, action: Action) -> bool:
        """Send ``action`` (an answer, or a record's ``Standing`` entry) to the engine; an
        illegal one shows the engine's reason."""
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.say(exc.message, bad=True)
            return False
        self.cancel_pick()
        self.message = None
        self._obs_key = None
        self.on_events(events)
        if self.session.save_problem:
            self.say(self.session.save_problem, bad=True)
        return True

    def on_events(self, events) -> None:
        """Animate and sound the events, as the viewer may see them (subclasses add more)."""

    def finish(self) -> None:
        self.finished = True

        self.app.replace(self.results_scene())

    def results_scene(self):
        from .results import ResultsScene

        return ResultsScene(self.app, self.session)

    def open_pause(self) -> None:
        self.app.push(PauseScene(self.app, self))

    # -- drawing helpers ----------------------------------------------------------------------
    def hit(self, rect: pygame.Rect, thing, zone: str) -> None:
        self.hits.append((rect, thing, zone))
        self.rects[thing] = rect

    def face(self, cid) -> None:
        self.drawn_faces.add(cid)

    def begin_frame(self) -> None:
        self.hits = []
        self.rects = {}
        self.drawn_faces = set()
        self.panels = []


    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.begin_frame()
        self.draw_table(surface)
        self.note_drawn()
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError
