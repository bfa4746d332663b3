"""Opening a tutorial and choosing one (its end is ``done.py``).

- ``start_tutorial(app, game, fresh=False)``: the game's coached table over the title, from the
  step kept in ``tutorials.json`` (``progress.py``) unless ``fresh``; a kept place that no longer
  replays (the tutorial's file changed since) starts the tutorial afresh, said in plain words.
- ``LearnScene``: "Learn to play" from the title: one button per game with a tutorial (Continue
  from step N, or Start, with its length in minutes), and Start over for one in progress.
"""
from __future__ import annotations

import pygame

from engine import i18n
from engine.core import LudusError, registry
from engine.core.saves import GameMoves, entry_from_json, take
from engine.i18n import _, ngettext
from engine.play.tutorial import Tutorial, has_tutorial, load_tutorial, replay_place

from ..scenes.overlay import OverlayScene
from ..table.seats import DEFAULT_NAMES, Seat
from ..table.session import GameSession
from ..widgets import Button, Label
from .coach import coached
from .progress import ProgressStore


def games_with_tutorials() -> list[str]:
    """The registered games that ship a tutorial, in the registry's order."""
    return [g for g in registry.available() if has_tutorial(g)]


def tutorial_seats(tutorial: Tutorial) -> list[Seat]:
    """The learner and the bots, under the window's usual names (the steps name the bots by them)."""
    return [Seat(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], spec) for i, spec in enumerate(tutorial.seats)]


def tutorial_session(tutorial: Tutorial, actions=()) -> GameSession:
    """The tutorial's game from its start, moved on by ``actions`` (JSON entries); keeps no autosave.
    LudusError (or ValueError) when the moves do not replay."""
    state = tutorial.new_state()
    seats = tutorial_seats(tutorial)
    moves = GameMoves(tutorial.game, dict(tutorial.config), tutorial.seed, [],
                        {"seats": [s.to_json() for s in seats], "tutorial": True})
    events = []
    for raw in actions:
        entry = entry_from_json(raw)
        events.extend(take(state, entry))
        moves.actions.append(entry)
    return GameSession(moves, state, seats, events=events, autosave_to=False)


def resumed_session(tutorial: Tutorial, actions: list, step: int) -> GameSession:
    """The kept place's game, once its moves are proved a path through the first ``step`` steps
    (``replay_place``); ValueError (or LudusError) when they are not."""
    entries = [entry_from_json(raw) for raw in actions]
    replay_place(tutorial, entries, step)
    return tutorial_session(tutorial, actions)


def start_tutorial(app, game: str, *, fresh: bool = False, store: ProgressStore | None = None,
                   worker_factory=None) -> bool:
    """Open ``game``'s tutorial over the title; False (with a notice) when it cannot be opened."""
    from ..games import table_for

    store = store or ProgressStore()
    try:
        tutorial = load_tutorial(game)
    except LudusError as exc:
        app.show_notice(_("The tutorial cannot start"), str(exc))
        return False
    table = table_for(game)
    if table is None:
        app.show_notice(_("The tutorial cannot start"), _("This game cannot be played in the window yet."))
        return False
    progress = store.load()
    place = None if fresh else progress.places.get(game)
    problem = progress.problem
    session, step = tutorial_session(tutorial), 0
    if place is not None and 0 < place.step < len(tutorial.steps):
        try:
            session, step = resumed_session(tutorial, place.actions, place.step), place.step
        except (LudusError, ValueError, TypeError, KeyError):
            problem = _("The tutorial has changed since you last played it, so it starts from the beginning.")
    options = {"worker_factory": worker_factory} if worker_factory is not None else {}
    app.to_title()
    app.push(coached(table)(app, session, tutorial=tutorial, step=step, store=store, **options))
    if problem:
        app.show_notice(_("Learn to play"), problem)
    return True


class LearnScene(OverlayScene):
    """The title's "Learn to play": a guided first game per game, two to a row."""

    panel = pygame.Rect(140, 90, 1000, 520)
    #: one game's cell in the grid (its name, length and buttons), and the gap between cells
    CELL = (456, 140)
    GAP = 24

    def __init__(self, app, store: ProgressStore | None = None):
        super().__init__(app)
        self.store = store or ProgressStore()
        self.game_buttons: dict[str, Button] = {}
        self.over_buttons: dict[str, Button] = {}
        self._build()

    def _build(self) -> None:
        p = self.app.theme.palette
        left, top, width = self.panel.left + 32, self.panel.top + 24, self.panel.width - 64
        self.widgets.add(Label((left, top, width, 44), _("Learn to play"), role="heading", colour=p.accent))
        self.widgets.add(Label((left, top + 46, width, 30),
                               _("A guided first game: a coach shows each move and says why it matters."),
                               role="small", colour=p.text_muted))
        progress = self.store.load()
        language = i18n.language()
        cell_w, cell_h = self.CELL
        for n, game in enumerate(games_with_tutorials()):
            x = left + (n % 2) * (cell_w + self.GAP)
            y = top + 96 + (n // 2) * cell_h
            tutorial = load_tutorial(game)
            place = progress.places.get(game)
            count = len(tutorial.steps)
            tip = ngettext("%(steps)d steps, about %(n)d minute", "%(steps)d steps, about %(n)d minutes",
                           tutorial.minutes) % {"steps": count, "n": tutorial.minutes}
            self.widgets.add(Label((x, y, cell_w, 30), tutorial.title_in(language), role="body", align="left"))
            self.widgets.add(Label((x, y + 30, cell_w, 24), tip, role="small", colour=p.text_muted, align="left"))
            if place is not None and 0 < place.step < count:
                label = _("Go on from step %(n)d of %(count)d") % {"n": place.step + 1, "count": count}
            else:
                label = _("Start")
            start_w = cell_w if place is None else 276
            self.game_buttons[game] = self.widgets.add(Button((x, y + 60, start_w, 50), label,
                                                              lambda g=game: self.open(g)))
            if place is not None:
                self.over_buttons[game] = self.widgets.add(Button((x + start_w + 8, y + 60, cell_w - start_w - 8, 50),
                                                                  _("Start over"), lambda g=game: self.open(g, fresh=True)))
        if not self.game_buttons:
            self.widgets.add(Label((left, top + 96, width, 30), _("No tutorial can be played here yet."), role="body"))
        self.back_button = self.widgets.add(Button((self.panel.centerx - 100, self.panel.bottom - 78, 200, 54),
                                                   _("Back"), self.back))
        first = next(iter(self.game_buttons.values()), self.back_button)
        self.widgets.focus(first)

    def open(self, game: str, fresh: bool = False) -> None:
        start_tutorial(self.app, game, fresh=fresh, store=self.store)
