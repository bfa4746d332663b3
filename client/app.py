"""The App: the window, the scene stack, the main loop and the shared services.

Scenes receive the App in their constructor and use it as their services object:
``app.layout``, ``app.theme``, ``app.backdrop``, ``app.audio``, ``app.settings``,
``app.change_settings(...)``, ``app.notice`` and the stack requests ``push`` /
``pop`` / ``replace`` / ``quit``. The App is the shell: it opens what leaves one screen for
another (``play``, ``open_save``, ``open_replay``, ``open_pause``, ``open_rules``,
``results_scene``), so scenes ask it instead of importing each other or it (``scene.Shell``
is what they see of it: no scene imports the App).

Stack changes are *requests*: they are queued and applied between frames (ppb
style), so no scene is swapped out halfway through its own event handling,
update or draw. Each frame (``step``): events -> update -> draw -> flip ->
``dt = clock.tick(60) / 1000``. While nothing moves (no input for a moment, every
drawn scene ``at_rest``) the loop rests instead (``rest``): it sleeps until input
comes, updating four times a second and redrawing only when something moves again.
Only the top scene gets events and updates;
drawing starts at the topmost opaque scene and goes upward.
"""
from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable

import pygame

from engine import i18n
from engine.i18n import _, ngettext

from .audio import Audio
from .backdrop import Backdrop
from .layout import Layout
from .scene import Scene
from .scenes.loading import QUICK_LOAD
from .settings import Settings, SettingsStore, chosen_language, log_problem
from .theme import Theme
from .widgets import draw_waiting_tooltip, tooltips_last, tooltips_shown

SceneFactory = Callable[["App"], Scene]

TITLE = "Ludus"
FPS = 60
MAX_DT = 0.25  # a frame delayed longer than this (window dragged, machine asleep) counts as this
#: seconds with no input and nothing moving (``Scene.at_rest``) before the loop rests
REST_AFTER = 0.6
#: at rest the loop sleeps until input comes, looking again this often (timers, a bot's answer)
REST_WAKE = 0.25
#: at rest the window is still redrawn this often, whatever the scenes say
REST_REDRAW = 2.0


class App:
    """Owns the window and the scene stack; ``step()`` runs one frame, ``run()`` loops."""

    def __init__(self, settings_dir: str | os.PathLike | None = None, *,
                 initial_scene: SceneFactory | None = None):
        pygame.display.init()
        pygame.font.init()
        self.store = SettingsStore(settings_dir)
        loaded = self.store.load(log=False)
        i18n.set_language(chosen_language(loaded.settings))
        loaded = self.store.load()  # again, so a problem is told (and logged) in that language
        self.settings: Settings = loaded.settings
        #: One line of plain words for the player (e.g. a bad settings file); None if all is well.
        self.notice: str | None = loaded.problem
        #: seconds a load is waited for before the loading scene shows (tests wait longer: a
        #: busy machine must not turn a quick load into a scene they do not expect)
        self.quick_load = QUICK_LOAD
        self._told_catalogues: set[str] = set()
        self.check_catalogues()
        self.recover_record()
        self.theme = Theme()
        self.backdrop = Backdrop(self.theme)
        #: the title painting, for the title and setup screens
        self.title_backdrop = Backdrop(self.theme, art="title_backdrop")
        self.audio = Audio(self.settings.volume)
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(_make_icon(self.theme))
        self._open_window()
        self.layout = Layout(self.surface.get_size())
        self.clock = pygame.time.Clock()
        self.running = True
        self._dt = 0.0
        self._quiet = 0.0      # seconds since the last input event
        self._since_draw = 0.0
        #: frames drawn and rests taken (what the idle benchmark and tests read)
        self.frames_drawn = 0
        self.rests = 0
        self._scenes: list[Scene] = []
        self._requests: list[tuple[str, Scene | None]] = []
        self.push((initial_scene or _title_scene)(self))
        self._apply_requests()

    # -- the scene stack ---------------------------------------------------------------

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """The stack, bottom first (read-only view)."""
        return tuple(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        """Request: put ``scene`` on top (the current top is paused)."""
        self._requests.append(("push", scene))

    def pop(self) -> None:
        """Request: remove the top scene (the one below resumes). An empty stack quits."""
        self._requests.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        """Request: swap the top scene for ``scene`` (exit, then enter)."""
        self._requests.append(("replace", scene))

    def quit(self) -> None:
        """Stop the loop after the current frame."""
        self.running = False

    def _apply_requests(self) -> None:
        if self._requests:
            self._quiet = 0.0  # a new scene: full rate for a moment, as after input
        while self._requests:
            kind, scene = self._requests.pop(0)
            if kind == "root":
                while len(self._scenes) > 1:
                    self._scenes.pop().exit()
                    if len(self._scenes) == 1:
                        self._scenes[0].resume()
                continue
            if kind == "pop":
                if self._scenes:
                    self._scenes.pop().exit()
                    if self._scenes:
                        self._scenes[-1].resume()
                continue
            if kind == "push" and self._scenes:
                self._scenes[-1].pause()
            elif kind == "replace" and self._scenes:
                self._scenes.pop().exit()
            self._scenes.append(scene)
            scene.enter()
        if not self._scenes:
            self.running = False

    # -- hooks for scenes --------------------------------------------------------------

    def to_title(self) -> None:
        """Request: leave every scene above the bottom one (the title)."""
        self._requests.append(("root", None))

    def start_new_game(self, name: str) -> None:
        """The title scene calls this when a playable game is chosen: the setup scene.

        A game with no table scene in the window yet gets a notice instead.
        """
        from engine.core import registry

        from .games import table_for

        if not registry.is_available(name) or table_for(name) is None:
            self.show_notice(registry.title(name), _("This game cannot be played in the window yet."))
            return
        from .scenes.setup import NewGameScene

        self.push(NewGameScene(self, name))

    def play(self, session, **table_options) -> None:
        """Open the table of ``session`` over the title (any other scenes leave)."""
        from engine.core import registry

        from .games import table_for

        table = table_for(session.moves.ruleset)
        self.to_title()
        if table is None:
            self.show_notice(_("Not playable here"), _("There is no table for %(game)s yet.")
                             % {"game": registry.title(session.moves.ruleset)})
            return
        self.push(table(self, session, **table_options))

    def continue_game(self) -> None:
        """Resume the last autosave; a bad one is explained and left as it is."""
        from .table.autosave import last_autosave

        path = last_autosave()
        if path is None:
            self.show_notice(_("Nothing to continue"), _("No game has been played on this computer yet."))
            return
        self.open_save(path)

    def open_save(self, path) -> bool | None:
        """Load ``path`` and play it (Continue, the Load list); a bad file becomes a notice
        naming the problem, and the file is left as it is. The replay runs on a thread: a save
        not loaded within a moment gets the loading scene (a bar past a second, Stop), and the
        window never freezes. True: the game is open; False: refused; None: still loading."""
        from .scenes.loading import Loading, LoadingScene

        loading = Loading(path).start()
        if loading.wait(self.quick_load):
            return self._loaded(loading)
        self.push(LoadingScene(self, loading, self._loaded))
        return None

    def _loaded(self, loading) -> bool:
        from engine.core.limits import clip

        if loading.error is not None:
            exc = loading.error
            self.show_notice(_("This save cannot be loaded"),
                             _("%(path)s: %(why)s. The file was left as it is.")
                             % {"path": exc.path, "why": clip(exc.problem, 200)})
            return False
        session = loading.session
        self.play(session)
        if session.seat_problem:
            self.show_notice(_("Seats reset"), session.seat_problem)
        return True

    def open_replay(self, moves) -> bool:
        """Open the replay viewer for ``moves`` over the title; moves it cannot show becomes a notice."""
        from engine.core import registry

        from .games import table_for
        from .table.replay import replay_session

        session = replay_session(moves)
        if session is None:
            self.show_notice(_("Cannot replay"), _("This replay is not a game the window can show."))
            return False
        table = table_for(moves.ruleset)
        if table is None:
            self.show_notice(_("Cannot replay"), _("There is no table for %(game)s yet.")
                             % {"game": registry.title(moves.ruleset)})
            return False
        scene = table(self, session, replay=True)
        scene.replay.setup(moves.actions)
        self.to_title()
        self.push(scene)
        return True

    def open_pause(self, table) -> None:
        """Esc at a table: the pause menu (save, load, bot speed, settings, rules, quit)."""
        from .scenes.gamemenu import PauseScene

        self.push(PauseScene(self, table))

    def open_rules(self, game: str | None = None, term: str | None = None):
        """The rules summary of ``game`` at ``term`` (F1, a Rules button)."""
        from .scenes.rules import open_rules

        return open_rules(self, game, term)

    def results_scene(self, session, **options) -> Scene:
        """The results screen of a finished ``session`` (a game's table may give its own)."""
        from .scenes.results import ResultsScene

        return ResultsScene(self, session, **options)

    def show_notice(self, heading: str, message: str) -> None:
        """Push a small dialog with ``message`` and an OK button."""
        from .scenes.notice import NoticeScene

        self.push(NoticeScene(self, heading, message))

    def change_settings(self, **changes) -> None:
        """Apply setting changes at once (volume, window) and save them."""
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        if chosen_language(self.settings) != i18n.language():
            i18n.set_language(chosen_language(self.settings))
            self.check_catalogues()
            for scene in self._scenes:
                scene.language_changed()
        if self.settings.volume != old.volume:
            self.audio.set_volume(self.settings.volume)
        if (self.settings.fullscreen != old.fullscreen
                or (not self.settings.fullscreen and self.settings.window_size != old.window_size)):
            self._open_window()
            self._sync_window()
        self.save_settings()

    def recover_record(self) -> None:
        """Add to the record the finished games a crash kept out of it (``record.recover_finished``);
        a record that cannot be written becomes a notice, never a crash."""
        from .table.record import recover_finished

        try:
            found = recover_finished()
        except OSError as exc:
            message = _("Your record could not be brought up to date: %(why)s.") % {"why": exc.strerror or exc}
            self.notice = f"{self.notice} {message}" if self.notice else message
            return
        if found:
            log_problem(ngettext("%(n)d finished game missing from the record was added from its autosave.",
                                 "%(n)d finished games missing from the record were added from their autosaves.",
                                 len(found)) % {"n": len(found)})

    def check_catalogues(self) -> None:
        """Load every catalogue of the language in use; a file that cannot be read (its words are
        shown in English instead: ``engine.i18n.broken``) is told in the notice and logged, once."""
        found = [b for b in i18n.broken() if str(b.path) not in self._told_catalogues]
        if not found:
            return
        for item in found:
            self._told_catalogues.add(str(item.path))
            log_problem(_("The language file %(path)s could not be read (%(why)s); its words are shown in English.")
                        % {"path": item.path, "why": item.why})
        message = _("Some words could not be read from %(files)s in %(folder)s, so they are shown in English; "
                    "the file is damaged (reinstalling Ludus mends it).") % {
            "files": i18n.listing(sorted({b.path.name for b in found})), "folder": found[0].path.parent}
        self.notice = f"{self.notice} {message}" if self.notice else message

    def save_settings(self) -> None:
        """Persist the settings; a failure becomes a notice, never a crash."""
        had_bad_file = self.store.bad_copy_pending
        try:
            self.store.save(self.settings)
        except OSError as exc:
            self.notice = _("Settings could not be saved to %(path)s: %(why)s.") % {
                "path": self.store.path, "why": exc.strerror or exc}
            return
        if had_bad_file:
            self.notice = _("The unreadable settings file was kept as %(path)s.") % {"path": self.store.bad_copy_path}

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)

    # -- the window --------------------------------------------------------------------

    def _open_window(self) -> None:
        if self.settings.fullscreen:
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)

    def _sync_window(self) -> None:
        """Re-lay out when the window size changed (resize, fullscreen, size setting)."""
        self.surface = pygame.display.get_surface()
        size = self.surface.get_size()
        if size != self.layout.window_size:
            self.layout.resize(size)
            for scene in self._scenes:
                scene.resize(size)

    # -- the loop ----------------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float | None = None) -> bool:
        """Run exactly one frame; returns False once the app should stop.

        ``events`` replaces the OS event queue for this frame (tests inject input);
        ``dt`` fixes the frame time in seconds (and skips the frame-rate wait).
        """
        self._apply_requests()
        if events is None:
            events = pygame.event.get()
        else:
            pygame.event.pump()
        events = list(events)
        for event in events:
            self._dispatch(event)
        self._sync_window()
        frame_dt = self._dt if dt is None else dt
        self._quiet = 0.0 if events else self._quiet + frame_dt
        top = self.top
        if top is not None:
            top.update(frame_dt)
        self._draw()
        pygame.display.flip()
        self._apply_requests()
        if dt is None:
            self._dt = min(self.clock.tick(FPS) / 1000, MAX_DT)
        return self.running

    def at_rest(self) -> bool:
        """True when nothing on screen would change without input: no input for a moment and
        every drawn scene at rest (``Scene.at_rest``: no animation, no bot thinking)."""
        if self._quiet < REST_AFTER or self._requests:
            return False
        return all(scene.at_rest() for scene in self._drawn_scenes())

    def rest(self, timeout: float = REST_WAKE) -> bool:
        """One resting turn of the loop: sleep until input comes or ``timeout`` passes. Input runs
        a full frame; otherwise the top scene updates (timers, a bot's answer polled) and the
        window is redrawn only once something moves again or every ``REST_REDRAW`` seconds."""
        first = pygame.event.wait(int(timeout * 1000))
        events = ([] if first.type == pygame.NOEVENT else [first]) + pygame.event.get()
        if events:
            self.clock.tick()
            self._dt = 0.0
            return self.step(events)
        self.rests += 1
        dt = min(self.clock.tick() / 1000, MAX_DT)
        self._quiet += dt
        self._since_draw += dt
        self._apply_requests()
        top = self.top
        if top is not None:
            top.update(dt)
        changed = bool(self._requests)
        self._apply_requests()
        if changed or not self.at_rest() or self._since_draw >= REST_REDRAW:
            self._draw()
            pygame.display.flip()
        return self.running

    def run(self) -> None:
        """Loop frames until quit (window closed, Quit chosen, or the stack emptied): 60 a second
        while anything moves, resting (``rest``) while nothing does."""
        while self.running:
            if self.at_rest():
                self.rest()
            else:
                self.step()

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._sync_window()
        elif self.top is not None and self.top.admits(event):
            self.top.handle_event(event)

    def _drawn_scenes(self) -> list[Scene]:
        """The scenes drawn each frame: from the topmost opaque one upward."""
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                return self._scenes[index:]
        return list(self._scenes)

    def _draw(self) -> None:
        self.frames_drawn += 1
        self._since_draw = 0.0
        scenes = self._drawn_scenes()
        if not scenes or not scenes[0].opaque:
            self.surface.fill(self.theme.palette.ground)
        top = self.top
        tooltips_last(True)  # a tooltip is drawn after everything else: nothing covers it
        try:
            for scene in scenes:
                tooltips_shown(scene is top)  # a covered scene shows no tooltip
                scene.draw(self.surface)
            tooltips_shown(True)
            draw_waiting_tooltip()
        finally:
            tooltips_last(False)
            tooltips_shown(True)

    def screenshot(self, path: str | os.PathLike) -> None:
        """Save the current window contents as a PNG."""
        pygame.image.save(self.surface, os.fspath(path))

    def close(self) -> None:
        """Leave every scene and shut pygame down."""
        while self._scenes:
            self._scenes.pop().exit()
        self.audio.close()
        pygame.display.quit()


def _title_scene(app: App) -> Scene:
    from .scenes.title import TitleScene
    from .table.autosave import last_autosave

    return TitleScene(app, on_new_game=app.start_new_game, on_continue=app.continue_game,
                      can_continue=lambda: last_autosave() is not None)


def _make_icon(theme: Theme) -> pygame.Surface:
    try:
        from .art import app_icon

        return app_icon(64)
    except (pygame.error, KeyError, OSError):
        pass
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(icon, theme.palette.ground, (32, 32), 31)
    pygame.draw.circle(icon, theme.palette.accent, (32, 32), 31, width=4)
    letter = pygame.font.Font(None, 52).render("L", True, theme.palette.accent)
    icon.blit(letter, letter.get_rect(center=(33, 34)))
    return icon


def run(settings_dir: str | os.PathLike | None = None, initial_scene: SceneFactory | None = None, *,
        start: dict | None = None, replay: tuple | None = None) -> int:
    """Open the window and play until the player quits; returns an exit status (0).

    ``start`` ({game, config, seats, seed} from ``main.py play --game``) opens that
    game's table at once; ``replay`` ((GameMoves, events) from ``main.py replay``)
    opens the replay viewer.
    """
    app = App(settings_dir, initial_scene=initial_scene)
    try:
        if start is not None:
            from engine.core import LudusError

            from .table.session import GameSession

            try:
                app.play(GameSession.from_start(start))
            except LudusError as exc:
                app.show_notice(_("The game cannot start"), str(exc))
            except (KeyError, TypeError, ValueError) as exc:
                app.show_notice(_("The game cannot start"), _("The start request is incomplete (%(why)s).")
                                % {"why": exc})
        if replay is not None:
            app.open_replay(replay[0])
        app.run()
    finally:
        app.close()
        i18n.set_language(i18n.SOURCE_LANGUAGE)  # what the command line says after the window is English
    return 0
