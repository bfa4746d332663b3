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
  game's table offers ``turns.standing_choices(viewer)`` and calls ``turns.take_standing(seat, action)``; any
  bot answer in the making is dropped and asked again on the new position;
- the picker (``ActionPicker``) turns clicks into one legal action, with a
  menu for verbs, amounts and payments, and highlighted targets;
- animations and sounds are driven by events; a hideable, scrolling log;
- Esc opens the pause menu (save, load, speed, settings, quit to title); F1 the
  rules summary at ``help_topic(thing, zone)`` of the hovered thing;
- the input guard (``guard.py``): a click or acting key made before the
  current decision was drawn, or on a button whose label changed at its spot in
  the last ``CHANGE_GUARD`` seconds, is dropped. A result, summary or banner
  on screen takes the click meant for it: register a result panel every frame
  with ``panel(rect, on_click=None)`` (screen pixels); a ``banner`` Anim takes
  clicks while it plays (a click ends it);
- ``at_rest()`` tells the App's loop when nothing moves (it then rests); a game
  whose table moves by means the shared table does not see overrides ``animating``;
- the replay viewer is the same table with no controllers, stepping a game's moves.

A subclass draws the board: it registers every clickable thing each frame with
``hit(rect, thing, zone)``, every face-up card with ``face(cid)`` (the draw
list the privacy test reads), and answers ``guess_action(thing, zone)`` (the
nearest action for a click that matches nothing, so the engine can say why).

The table is built from parts, objects it holds, one module each in ``client/table/``:
``turns.py`` (``table.turns``: whose turn, bots' answers, hand-off, standing actions, results),
``input.py`` (``table.input``: the pointer and the keys), ``picking.py`` (``table.picking``: the
picker and its menus), ``log.py`` (``table.log``), ``guard.py`` (``table.guard``, the input
guard), ``takeback.py`` (``table.takeback``), ``hint.py`` + ``hintmarks.py`` (``table.hinter``)
and ``replay.py`` (``table.replay``). This module holds the state they share, the frame (``hit``,
``face``, ``draw``), the services (observation, words, messages, rest) and the methods a game's
table extends or answers (``my_turn``, ``legal``, ``play``, ``click``, ``key``, ``confirm``,
``help_topic``, ``guess_action`` ...): each hands its work to a part, so a game's table is
``XTable(GameTable)`` with no mixin.
"""
from __future__ import annotations

import time

import pygame

from engine.core import Action, IllegalAction
from engine.i18n import _

from ..focus import WidgetGroup
from ..scene import Scene
from ..sfx import Sfx
from ..widgets import Button
from .controllers import make_controllers
from .drawing import Anim
from .guard import InputGuard
from .hint import Hinter
from .hintmarks import HintMarks
from .input import TableInput
from .log import TableLog
from .picker import NO_KEYS, PickKeys, Step
from .picking import Picking
from .replay import Replay
from .takeback import Takeback
from .turns import TableTurns

MESSAGE_SECONDS = 5.0
__all__ = ["Anim", "GameTable", "MESSAGE_SECONDS"]


class GameTable(Scene):
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
    #: where the table draws its "Take back" button (design pixels; None: no button, Ctrl+Z only)
    takeback_rect: tuple[int, int, int, int] | None = None
    #: the button Enter presses with nothing chosen (a game's table makes it; the input guard
    #: watches its label)
    primary_button: Button | None = None
    #: where the table draws its "Hint" button (design pixels; None: no button, the H key only)
    hint_rect: tuple[int, int, int, int] | None = None
    #: where the hint's note goes (design x of its centre, y of its top, width)
    hint_note_at: tuple[int, int, int] = (640, 48, 640)
    #: how the table marks a hint's move (``hintmarks.py``; a game's own moves: a subclass)
    hint_marks_class: type[HintMarks] = HintMarks

    def __init__(self, app, session, *, worker_factory=None, replay: bool = False):
        super().__init__(app)
        self.session = session
        session.public_kinds = frozenset(self.public_kinds)
        self.replaying = replay
        #: the replay viewer's stepping (``replay.py``; None: the table plays a game)
        self.replay: Replay | None = Replay(self) if replay else None
        if replay:
            self.controllers, self.worker = [None] * len(session.seats), None
        else:
            self.controllers, self.worker = make_controllers([s.controller for s in session.seats], worker_factory)
        #: makes the bot worker (a table with no bot seat starts one for its first hint)
        self.worker_factory = worker_factory
        self.sfx = Sfx(app.audio)
        self.time = 0.0
        self.anims: list[Anim] = []
        self.message: tuple[str, float, bool] | None = None
        self.show_log = True
        self._obs_key = None
        self._obs = None
        #: whose turn, the hand-off, bots' answers, standing actions, the game's end (``turns.py``)
        self.turns = TableTurns(self)
        # input state
        #: the picker, its step, the open menu and the Tab choice (``picking.py``)
        self.picking = Picking(self)
        #: the pointer, the keys, the hover and its tooltip (``input.py``)
        self.input = TableInput(self)
        self.zoom: str | None = None
        # per frame, rebuilt by draw
        self.hits: list[tuple[pygame.Rect, object, str]] = []
        self.rects: dict[object, pygame.Rect] = {}
        self.drawn_faces: set[str] = set()
        self.frame_times: list[float] = []
        self.buttons = WidgetGroup(feedback=app.audio.tick)
        self.action_buttons: dict[str, Button] = {}
        #: what input counts (``guard.py``): the decision seen, changed buttons, result panels
        self.guard = InputGuard(self)
        #: the take-back's button, key and consent (``takeback.py``)
        self.takeback = Takeback(self, self.takeback_rect)
        #: the hint's button, key, question to the worker and marks (``hint.py``)
        self.hinter = Hinter(self, self.hint_rect, self.hint_marks_class(self))
        #: the log's sentences, window and scroll (``log.py``)
        self.log = TableLog(app, session, self.words if self.words_class is not None else None)

    # -- services ------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.session.viewer

    def observation(self) -> dict:
        key = (self.session.state.decisions_made, self.viewer, len(self.session.moves.actions))
        if key != self._obs_key:
            self._obs_key, self._obs = key, self.session.state.observation(self.viewer)
        return self._obs

    def words(self):
        obs = self.observation()
        names = obs.get("names", {})
        return self.words_class([s.name for s in self.session.seats], names.get, self.viewer)

    def prompt_words(self, prompt: str) -> str:
        """A decision's prompt (the engine's sentence) in the player's language: a game whose engine
        writes its prompts in English words them again here (default: as they are)."""
        return prompt

    # -- turns: the verbs and answers a game's table may extend (``turns.py``) ----------------
    def my_turn(self) -> bool:
        """True when the person at the screen must decide now (input is accepted)."""
        d = self.session.decision
        if d is None or self.replaying or self.turns.handoff_pending is not None:
            return False
        ctrl = self.controllers[d.seat]
        return not ctrl.is_bot and self.session.holds_screen(d.seat)

    def legal(self) -> list[Action]:
        """The legal actions of the person at the screen (none when it is not their turn)."""
        return self.session.legal_actions() if self.my_turn() else []

    def reader_hold(self) -> bool:
        """True while the table waits for a person to read something before the game goes on (a
        game's own pause, such as dice kept on screen until Continue): no bot is thinking then."""
        return False

    def reader_hold_words(self) -> str:
        """What the person must do to end ``reader_hold`` (the game's words)."""
        return _("Press Continue to go on")

    def answers_by_itself(self, action: Action) -> bool:
        """True when ``action``, a human's only legal answer, is given at once under the "Forced
        passes" setting (a pass: ``forced_kinds``); any other lone answer waits for the human."""
        return action.kind in self.forced_kinds

    def update(self, dt: float) -> None:
        self.time += dt
        self.hinter.update()  # a hint's answer from the worker (``hint.py``)
        self.buttons.update(dt)
        if self.picking.menu is not None:
            self.picking.menu.update(dt)
        self.input.update(dt)
        self.anims = [a for a in self.anims if self.time < a.start + a.duration]
        if self.message and self.time > self.message[1]:
            self.message = None
        if self.replaying:
            self.replay.update(dt)
            return
        self.turns.update()

    def play(self, action: Action) -> bool:
        """Send ``action`` (an answer, or a moves ``Standing`` entry) to the engine; an
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

    def results_scene(self):
        """The results screen (the shell's, ``App.results_scene``; a game may give its own)."""
        return self.app.results_scene(self.session)

    def open_pause(self) -> None:
        self.app.open_pause(self)

    # -- the frame ------------------------------------------------------------------------------
    def hit(self, rect: pygame.Rect, thing, zone: str) -> None:
        """Register, for this frame, a clickable ``thing`` drawn at ``rect`` (screen pixels) in ``zone``."""
        self.hits.append((rect, thing, zone))
        self.rects[thing] = rect

    def face(self, cid) -> None:
        """Register, for this frame, a card drawn face up (the draw list the privacy test reads)."""
        self.drawn_faces.add(cid)

    def begin_frame(self) -> None:
        self.hits = []
        self.rects = {}
        self.drawn_faces = set()
        self.guard.begin_frame()

    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.begin_frame()
        self.draw_table(surface)
        self.takeback.draw(surface)
        self.hinter.draw(surface)
        self.note_drawn()
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

    def note_drawn(self) -> None:
        """The frame is drawn: the input guard's moment (a game may add to it, as Arena Rex holds a
        choice laid out afresh where another stood)."""
        self.guard.note_drawn()

    def draw_table(self, surface: pygame.Surface) -> None:
        """The game's board: each game's table draws it."""
        raise NotImplementedError

    # -- input that every table takes first -------------------------------------------------------
    def admits(self, event) -> bool:
        """The App's filter before ``handle_event``: the keys every table has whatever its own (F1
        the rules at the hovered thing, Ctrl+Z the take-back, H the hint) and their buttons' clicks
        go to their parts; then the input guard says whether the event counts (``guard.py``)."""
        t = event.type
        self.input.saw(event)  # where the pointer is, whoever takes the motion (``draw_tooltip_for_hover``)
        if t == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.input.open_help()
            return False
        if t == pygame.KEYDOWN and self.takeback.key(event):
            return False
        if self.takeback.pointer(event) and t != pygame.MOUSEMOTION:
            return False  # the Take back button's click (its hover: the table sees the motion too)
        if t == pygame.KEYDOWN and self.hinter.key_pressed(event):
            return False
        if self.hinter.pointer(event) and t != pygame.MOUSEMOTION:
            return False  # the Hint button's click (its hover: the table sees the motion too)
        return self.guard.admits(event)

    def handle_event(self, event) -> bool:
        """The table's events (``TableInput.handle``); a game's table takes its own first."""
        return self.input.handle(event)

    def key(self, event) -> bool:
        """A key the table takes (``TableInput.key``: Esc, Tab, Enter, L); a game's table adds its own."""
        return self.input.key(event)

    def confirm(self) -> None:
        """Enter: the hovered / Tab-chosen thing, else the main action (``TableInput.confirm``)."""
        self.input.confirm()

    def primary_action(self) -> Action | None:
        """The action of Enter with nothing chosen (the game's ``primary_kinds``: end the turn,
        pass, decline ...)."""
        for a in self.legal():
            if a.kind in self.primary_kinds:
                return a
        return None

    def help_topic(self, thing, zone: str) -> str | None:
        """The heading or entry of the game's rules summary (``client/games/<game>/rules.py``) that
        explains ``thing`` (hovered in ``zone``; None: nothing hovered); None opens the top.
        Each game's table answers for its own things (interfaces seam 2)."""
        return None

    def open_rules(self) -> None:
        """The game's rules summary at its top (a game's table may open it elsewhere)."""
        self.app.open_rules(self.session.moves.ruleset)

    def draw_tooltip_for_hover(self, surface, text_for) -> None:
        """The hovered thing's tooltip, ``text_for(thing)`` (``TableInput.draw_tooltip``)."""
        self.input.draw_tooltip(surface, text_for)

    def panel(self, rect: pygame.Rect, on_click=None) -> None:
        """Register, for this frame, a result / summary panel drawn at ``rect`` (screen pixels): it
        takes the clicks inside it (``InputGuard.panel``)."""
        self.guard.panel(rect, on_click)

    def widget_groups(self) -> list[WidgetGroup]:
        """Every group of widgets the table holds (its own and its parts'): the input guard watches
        their buttons' labels, and a dropped press is released in all of them."""
        groups = [v for v in vars(self).values() if isinstance(v, WidgetGroup)]
        menu = [self.picking.menu] if self.picking.menu is not None else []
        return groups + menu + [self.takeback.buttons, self.hinter.buttons]

    def end_press(self) -> None:
        """A release the guard dropped ends any press it belonged to. A table that follows drags
        of its own ends them too."""
        for group in self.widget_groups():
            group.release_pointer()

    def forget_observation(self) -> None:
        """The observation is worked out again at the next look (the position or the viewer changed)."""
        self._obs_key = None

    def position_changed(self) -> None:
        """The position changed by other means than a move played here (a take-back, a replay's
        seek): the observation is worked out again and the animations of the old one go."""
        self._obs_key = None
        self.anims.clear()

    def say(self, text: str, bad: bool = False) -> None:
        self.message = (text, self.time + MESSAGE_SECONDS, bad)

    def at_rest(self) -> bool:
        """Nothing moves by itself: no animation (``anims``, a game's own: ``animating``), no bot deciding,
        no message waiting to fade, no replay playing, no results on the way (the App's loop
        rests then). A game whose table moves by other means says so in ``animating``."""
        if self.anims or self.message is not None or self.animating() or self.hinter.thinking:
            return False
        if self.replaying:
            return not self.replay.playing
        if self.session.over:
            return self.turns.finished
        return self.turns.thinking_seat() is None

    def coach_lights(self, step, names: dict) -> list[pygame.Rect] | None:
        """Where a lesson's ``step`` (``engine.play.tutorial``) is done on this table, for the coach of
        "Learn to play" to ring (screen rects, none: nothing to use now); None (the default): the
        coach finds the step's thing among the rects the table drew (``hit``), its menu and its
        buttons. Asked with no menu open. ``names``: the engine's names of the position's things."""
        return None

    def animating(self) -> bool:
        """A game's own motion the shared table does not know of (default: none)."""
        return False

    # -- picking: the game's answers, and the verbs a game's table may extend (``picking.py``) ----
    def card_name(self, thing) -> str | None:
        """The name of the card ``thing`` stands for in the observation (None: not a card)."""
        names = self.observation().get("names", {})
        return names.get(thing) if isinstance(thing, str) else None

    def value_of(self, cid) -> int:
        """What a card is worth as a payment (the picker suggests the cheapest first)."""
        return 1

    def target_prompt(self, step: Step) -> str:
        """The message while the picker asks for a target."""
        return _("Choose a highlighted target (Tab cycles, Enter chooses, Esc cancels).")

    def guess_action(self, thing, zone: str) -> Action | None:
        """The nearest action for a click on ``thing`` that matches nothing legal (the engine then
        says why it cannot be done); None: the prompt is said again."""
        return None

    def menu_opened(self, step: Step) -> None:
        """The picker's menu for ``step`` is laid out (``table.picking``): a game may widen or word
        its entries again."""

    def act(self, action_or_actions) -> None:
        """Start picking among one or more legal actions (a button, a click)."""
        self.picking.start(action_or_actions if isinstance(action_or_actions, list) else [action_or_actions])

    def click(self, thing, zone: str) -> None:
        """A click on a thing of the table: pick a target, or start an action, or explain."""
        self.picking.click(thing, zone)

    def explain(self, action: Action) -> None:
        """Ask the engine why ``action`` is not allowed and show its words."""
        self.picking.explain(action)

    def cancel_pick(self) -> None:
        """Nothing picked any more (a game's table that keeps a choice of its own drops it too)."""
        self.picking.clear()

    # -- lifecycle -------------------------------------------------------------------------
    def exit(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.session.flush()

    def pause(self) -> None:
        self.buttons.release_pointer()
        self.input.hover = None

    def language_changed(self) -> None:
        """The player chose another language: the log is written again (``TableLog.lines``), an open
        menu closes (its labels were made in the old language) and the last message goes. A
        game's table that keeps labels of its own makes them again here (and calls this)."""
        self._obs_key = None
        self.message = None
        if self.picking.menu is not None:
            self.cancel_pick()

    def resume(self) -> None:
        self._obs_key = None
