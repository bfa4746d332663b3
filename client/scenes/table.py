"""GameTable: what every game's table scene shares (For Glory's is the first).

- runs the seat controllers: bots think in the worker and play at the pace of
  the speed setting; a human seat waits for the scene's input;
- hot-seat privacy: before a human decides, if another person had the screen,
  an opaque hand-off scene hides the table; the table draws only
  ``observation(viewer)``, and the log is made from events redacted for that
  viewer (``Event.view_for``), so nothing of another seat leaks;
- every action goes through ``session.apply`` (the engine validates); an
  illegal one shows ``IllegalAction.message`` in the message line;
- standing actions (what a seat may do at any time, ``State.standing_actions``): a
  game's table offers ``standing_choices(viewer)`` and calls ``take_standing``; any
  bot answer in the making is dropped and asked again on the new position;
- the picker (``ActionPicker``) turns clicks into one legal action, with a
  menu for verbs, amounts and payments, and highlighted targets;
- animations and sounds are driven by events; a hideable, scrolling log;
- Esc opens the pause menu (save, load, speed, settings, quit to title);
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

from .. import art
from ..controllers import SPEEDS, make_controllers
from ..focus import WidgetGroup
from ..picker import NO_KEYS, ActionPicker, PickKeys, Step, subject
from ..scene import Scene
from ..settings import auto_forced_pass
from ..sfx import Sfx
from ..widgets import Button, draw_tooltip
from .gamemenu import PauseScene, bot_speed
from .handoff import HandoffScene

TOOLTIP_DELAY = 0.35
MESSAGE_SECONDS = 5.0
#: the log shows (scrolls back through) the last this many sentences
LOG_KEEP = 60


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


class GameTable(Scene):
    #: the presentation module's ``Words`` class (sentences, verbs)
    words_class = None
    #: which action parameters the picker asks about (the game's own names)
    pick_keys: PickKeys = NO_KEYS
    #: the game's action kinds that Enter takes when nothing is chosen, the turn's end first
    primary_kinds: tuple[str, ...] = ()

    def __init__(self, app, session, *, worker_factory=None, replay: bool = False):
        super().__init__(app)
        self.session = session
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
        if session.ruleset.asks_forced_passes and auto_forced_pass(self.app):
            legal = session.legal_actions()
            if len(legal) == 1:  # the only answer is to pass: given at once, as a bot would, with no hand-off
                self.play(legal[0])
                return
        if session.needs_handoff(d, self.private_view):
            self.handoff_pending = d.seat
            self.cancel_pick()
            reason = ("A secret choice: " if d.secret else "") + d.prompt
            self.app.push(HandoffScene(self.app, session.seat_name(d.seat), lambda s=d.seat: self._took_over(s), seat=d.seat,
                                       reason=reason))
        elif session.last_viewer != d.seat or session.shown_public:
            session.take_over(d.seat)
            self._obs_key = None

    def private_view(self, seat: int) -> bool:
        """True when ``seat``'s screen would show something the spectator's does not: its
        observation, or a private event among those the log can still show (the hand-off rule,
        ``GameSession.needs_handoff``)."""
        return self.session.private_for(seat, since=self.log_start(seat))

    def log_start(self, seat: int | None) -> int:
        """The index of the oldest event the log can still show to ``seat`` (the last
        ``LOG_KEEP`` sentences)."""
        events = self.session.events
        if self.words_class is None:
            return 0
        words = self.words()
        count = 0
        for i in range(len(events) - 1, -1, -1):
            if words.sentence(events[i].view_for(seat)):
                count += 1
                if count >= LOG_KEEP:
                    return i
        return 0

    # -- standing actions: what a seat may do at any time ------------------------------------
    def standing_choices(self, seat: int) -> list[Action]:
        """The standing actions (``State.standing_actions``) the human at ``seat`` may take now,
        whoever is deciding. Only the human whose screen it is gets any: none for another seat
        (hot-seat: one person's options never show to another), none for a bot, none while the
        screen is being handed over, in a replay or once the game is over."""
        session = self.session
        if self.replaying or self.handoff_pending is not None or session.over:
            return []
        ctrl = self.controllers[seat] if 0 <= seat < len(self.controllers) else None
        if ctrl is None or ctrl.is_bot or seat != session.viewer:
            return []
        return session.state.standing_actions(seat)

    def take_standing(self, action: Action) -> bool:
        """Take one of ``standing_choices(action.seat)`` now (recorded and autosaved like any
        action). A bot answer being worked out or shown on the old position is dropped and
        asked again on the new one. Returns False, with the reason shown, when refused."""
        seat = action.get("seat")
        if type(seat) is not int or action not in self.standing_choices(seat):
            try:
                self.session.check(action)
            except IllegalAction as exc:
                self.say(exc.message, bad=True)
                return False
            self.say("That is not yours to do now.", bad=True)
            return False
        if not self.play(action):
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
        """Send ``action`` to the engine; an illegal one shows the engine's reason."""
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

    # -- replay ------------------------------------------------------------------------------
    def setup_replay(self, actions: list[Action]) -> None:
        self.replay_actions = list(actions)
        self.replay_index = 0
        self.replay_playing = False
        self.replay_timer = 0.0

    def update_replay(self, dt: float) -> None:
        if not self.replay_playing:
            return
        self.replay_timer += dt
        if self.replay_timer >= max(0.05, self.pace()):
            self.replay_timer = 0.0
            if not self.replay_step():
                self.replay_playing = False

    def replay_step(self) -> bool:
        if self.replay_index >= len(self.replay_actions):
            return False
        events = self.session.apply(self.replay_actions[self.replay_index])
        self.replay_index += 1
        self._obs_key = None
        self.on_events(events)
        return True

    def replay_seek(self, index: int) -> None:
        """Rebuild the position after ``index`` actions (stepping back replays from the start)."""
        index = max(0, min(len(self.replay_actions), index))
        session = self.session
        session.state = session.record.start()
        session.record.actions = []
        session.events = []
        for action in self.replay_actions[:index]:
            session.apply(action)
        self.replay_index = index
        self._obs_key = None
        self.anims.clear()

    # -- input -------------------------------------------------------------------------------
    def thing_at(self, pos) -> tuple | None:
        for rect, thing, zone in reversed(self.hits):
            if rect.collidepoint(pos):
                return thing, zone
        return None

    def handle_event(self, event) -> bool:
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN or event.button in (1, 3):
                self.zoom = None
                return True
        if self.menu is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_pick()
                return True
            if self.menu.handle_event(event, self.app.layout):
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.cancel_pick()  # a click outside the menu closes it
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                return True
        if event.type == pygame.KEYDOWN:  # the table's keys (Enter, Esc, Tab, arrows) come first
            return self.key(event)
        if self.buttons.handle_event(event, self.app.layout):
            if event.type == pygame.MOUSEMOTION:
                self._hover(None)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(self.thing_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            found = self.thing_at(event.pos)
            if event.button == 3:
                if found is not None and self.card_name(found[0]):
                    self.zoom = self.card_name(found[0])
                return True
            if event.button == 1 and found is not None:
                self.click(*found)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_log(event.y)
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def _hover(self, found) -> None:
        if found != self.hover:
            self.hover, self.hover_time = found, 0.0

    def key(self, event) -> bool:
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.picker is not None and self.picker.active:
                self.cancel_pick()
            else:
                self.open_pause()
            return True
        if self.replaying:
            return self.replay_key(k)
        if k == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if k == pygame.K_l:
            self.show_log = not self.show_log
            return True
        return False

    def replay_key(self, k) -> bool:
        if k == pygame.K_SPACE:
            self.replay_playing = not self.replay_playing
        elif k == pygame.K_RIGHT:
            self.replay_step()
        elif k == pygame.K_LEFT:
            self.replay_seek(self.replay_index - 1)
        elif k == pygame.K_HOME:
            self.replay_seek(0)
        elif k == pygame.K_l:
            self.show_log = not self.show_log
        else:
            return False
        return True

    def scroll_log(self, steps: int) -> None:
        self.log_scroll = max(0, self.log_scroll + steps)

    def targets(self) -> list:
        step = self.step_now
        return list(step.options) if step is not None and step.kind == "target" else []

    def clickable(self) -> list:
        """Things on the table that would do something now (Tab cycles them)."""
        if self.targets():
            return self.targets()
        legal_subjects = []
        for a in self.legal():
            s = subject(a, self.pick_keys)
            if s is not None and s not in legal_subjects and s in self.rects:
                legal_subjects.append(s)
        return legal_subjects

    def cycle(self, delta: int) -> None:
        things = [t for t in self.clickable() if t in self.rects]
        if not things:
            return
        self.tab_index = (self.tab_index + delta) % len(things)
        thing = things[self.tab_index]
        zone = next((z for r, t, z in self.hits if t == thing), "")
        self.hover, self.hover_time = (thing, zone), TOOLTIP_DELAY

    def confirm(self) -> None:
        """Enter: the hovered / Tab-chosen thing if there is one, else the main button."""
        if self.hover is not None and (self.targets() or self.tab_index >= 0):
            self.click(*self.hover)
            return
        primary = self.primary_action()
        if primary is not None:
            self.act(primary)
        elif self.my_turn() and self.primary_kinds:
            self.explain(Action.make(self.primary_kinds[0]))  # the engine says why the step cannot end

    def primary_action(self) -> Action | None:
        """The action of Enter with nothing chosen (the game's ``primary_kinds``: end the turn,
        pass, decline ...)."""
        for a in self.legal():
            if a.kind in self.primary_kinds:
                return a
        return None

    # -- the picker --------------------------------------------------------------------------
    def card_name(self, thing) -> str | None:
        names = self.observation().get("names", {})
        return names.get(thing) if isinstance(thing, str) else None

    def value_of(self, cid) -> int:
        return 1

    def cancel_pick(self) -> None:
        self.picker = None
        self.step_now = None
        self.menu = None
        self.menu_buttons = []
        self.tab_index = -1

    def act(self, action_or_actions) -> None:
        """Start picking among one or more legal actions (a button, a click)."""
        actions = action_or_actions if isinstance(action_or_actions, list) else [action_or_actions]
        self.picker = ActionPicker(self.legal(), self.value_of, self.pick_keys)
        self.advance(self.picker.start(actions))

    def advance(self, step: Step) -> None:
        self.step_now = step
        self.menu = None
        self.menu_buttons = []
        self.tab_index = -1
        if step.kind == "done":
            action = step.options[0] if step.options else None
            self.cancel_pick()
            if action is not None:
                self.play(action)
            return
        if step.kind in ("verb", "amount", "payment"):
            self.open_menu(step)
        elif step.kind == "target":
            self.say(self.target_prompt(step), bad=False)

    def target_prompt(self, step: Step) -> str:
        return "Choose a highlighted target (Tab cycles, Enter chooses, Esc cancels)."

    def open_menu(self, step: Step) -> None:
        words = self.words()
        actions = step.options
        titles = {"verb": "What will you do?", "amount": "How much?", "payment": "How will you pay?"}
        self.menu_title = titles[step.kind]
        if step.kind != "verb" and actions:
            self.menu_title = f"{words.verb(actions[0])}: {titles[step.kind].lower()}"
        labels = []
        for i, a in enumerate(actions):
            if step.kind == "verb":
                labels.append(words.verb(a))
            elif step.kind == "amount":
                labels.append(f"{a.get(step.key)}")
            else:
                labels.append(("Suggested: " if i == 0 else "") + "pay " + words.payment(a))
        width = 560
        height = 56 + 46 * len(actions) + 50
        top = max(60, 360 - height // 2)
        left = 640 - width // 2
        self.menu_rect = pygame.Rect(left, top, width, height)
        self.menu = WidgetGroup(feedback=self.app.audio.tick)
        for i, (a, label) in enumerate(zip(actions, labels, strict=True)):
            chooser = {"verb": self.picker.choose_verb, "amount": lambda a: self.picker.choose_amount(a.get(step.key)),
                       "payment": self.picker.choose_payment}[step.kind]
            b = self.menu.add(Button((left + 20, top + 52 + 46 * i, width - 40, 40), label,
                                     lambda a=a, chooser=chooser: self.advance(chooser(a)), role="body"))
            self.menu_buttons.append((a, b))
        cancel = self.menu.add(Button((left + width // 2 - 80, top + height - 46, 160, 36), "Cancel",
                                      self.cancel_pick, role="body"))
        self.menu_cancel = cancel
        self.menu.focus(self.menu_buttons[0][1] if self.menu_buttons else cancel)

    def ask_first(self, question: str, action: Action, do_label: str, back_label: str = "Not now") -> None:
        """Ask before an irreversible action (ending a turn with cards still playable, a discard,
        a payment, a pass): a box titled ``question`` whose ``do_label`` button plays ``action``
        and whose ``back_label`` button (or Esc, or a click outside) changes nothing."""
        width = 560
        height = 56 + 46 + 50
        top = max(60, 360 - height // 2)
        left = 640 - width // 2
        self.cancel_pick()
        self.menu_title = question
        self.menu_rect = pygame.Rect(left, top, width, height)
        self.menu = WidgetGroup(feedback=self.app.audio.tick)
        b = self.menu.add(Button((left + 20, top + 52, width - 40, 40), do_label,
                                 lambda: (self.cancel_pick(), self.play(action)), role="body"))
        self.menu_buttons = [(action, b)]
        self.menu_cancel = self.menu.add(Button((left + width // 2 - 80, top + height - 46, 160, 36), back_label,
                                                self.cancel_pick, role="body"))
        self.menu.focus(self.menu_cancel)

    def click(self, thing, zone: str) -> None:
        """A click on a thing of the table: pick a target, or start an action, or explain."""
        d = self.session.decision
        if self.replaying:
            return
        if d is None:
            return
        if not self.my_turn():
            self.say(f"Wait: {self.session.seat_name(d.seat)} is deciding.")
            return
        step = self.step_now
        if step is not None and step.kind == "target":
            if thing in step.options:
                self.advance(self.picker.choose_target(step.key, thing))
                return
            probe = self.picker.pending[0] if self.picker.pending else None
            if probe is not None:
                fields = probe.to_json()
                fields[step.key] = thing
                self.explain(Action.from_json(fields))
            return
        picker = ActionPicker(self.legal(), self.value_of, self.pick_keys)
        options = picker.for_subject(thing)
        if options:
            self.picker = picker
            self.advance(picker.start(options))
            return
        guess = self.guess_action(thing, zone)
        if guess is not None:
            self.explain(guess)
        else:
            self.say("That does nothing now. " + d.prompt)

    def explain(self, action: Action) -> None:
        """Ask the engine why ``action`` is not allowed and show its words."""
        try:
            self.session.check(action)
        except IllegalAction as exc:
            self.say(exc.message, bad=True)
            return
        self.play(action)

    def guess_action(self, thing, zone: str) -> Action | None:
        return None

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

    def log_lines(self) -> list[str]:
        """The log in sentences, as the viewer may see it (grown incrementally)."""
        events = self.session.events
        viewer_key, done, lines = self._log_cache if len(self._log_cache) == 3 else (None, 0, [])
        if viewer_key != (self.viewer, id(events)) or done > len(events):
            viewer_key, done, lines = (self.viewer, id(events)), 0, []
        if done < len(events):
            words = self.words()
            lines = list(lines)
            for e in events[done:]:
                text = words.sentence(e.view_for(self.viewer))
                if text:
                    lines.append(text)
            done = len(events)
        self._log_cache = (viewer_key, done, lines)
        return lines

    def log_window(self, width_px: int, rows: int) -> list[str]:
        """The log wrapped to ``width_px`` (tiny type; the last ``LOG_KEEP`` sentences, re-wrapped only when
        the log grows) and cut to the ``rows`` lines the wheel has scrolled to; the scroll stops
        at the oldest line."""
        layout, theme = self.app.layout, self.app.theme
        lines = self.log_lines()
        key = (len(lines), id(lines), layout.scale, width_px)
        if getattr(self, "_wrap_key", None) != key:
            wrapped = []
            for line in lines[-LOG_KEEP:]:
                wrapped.extend(theme.wrap(line, "tiny", width_px, layout))
            self._wrap_key, self._wrapped = key, wrapped
        self.log_scroll = min(self.log_scroll, max(0, len(self._wrapped) - rows))
        end = len(self._wrapped) - self.log_scroll
        return self._wrapped[max(0, end - rows):end]

    def draw_menu(self, surface) -> None:
        if self.menu is None:
            return
        layout, theme = self.app.layout, self.app.theme
        p = theme.palette
        rect = layout.rect(self.menu_rect)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(layout.length(6), layout.length(6)),
                         border_radius=layout.length(12))
        surface.blit(art.panel(rect.size, corner=layout.length(14)), rect)   # the one frame style
        room = layout.length(self.menu_rect.width - 44)  # inside the frame's rim
        title = theme.text(self.menu_title, "heading", p.accent, layout, max_width=room)
        if title.get_width() > room:  # a long title steps down the type scale rather than touch the rim
            title = theme.text(self.menu_title, "button", p.accent, layout, max_width=room)
        surface.blit(title, title.get_rect(midtop=layout.point((self.menu_rect.centerx, self.menu_rect.top + 10))))
        self.menu.draw(surface, layout, theme)

    def draw_tooltip_for_hover(self, surface, text_for) -> None:
        if self.hover is None or self.menu is not None or self.zoom is not None:
            return
        if self.hover_time < TOOLTIP_DELAY:
            return
        text = text_for(self.hover[0])
        rect = self.rects.get(self.hover[0])
        if text and rect is not None:
            draw_tooltip(surface, self.app.layout, self.app.theme, text, rect, self.mouse if self.tab_index < 0 else None)

    def draw(self, surface: pygame.Surface) -> None:
        start = time.perf_counter()
        self.begin_frame()
        self.draw_table(surface)
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError
