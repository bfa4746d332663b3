"""GameSession: one game in the window — state, record, seats, autosave, hand-off.

The session holds the engine state and the ``GameRecord`` (the save format),
applies actions through the engine (``apply`` validates; an illegal action
raises ``IllegalAction`` and changes nothing) and autosaves after every
decision into ``<data dir>/autosave/`` (atomic, the last few kept). It also
decides *whose eyes* the table may use: ``viewer`` is the human seat whose
observation is drawn, and ``needs_handoff(decision)`` says when the screen must be
passed to another person first. It holds no rules of any game.

Data folder: ``$LUDUS_DATA_DIR`` if set, else ``platformdirs.user_data_dir("Ludus")``.
"""
from __future__ import annotations

import os
import random
import threading
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from engine.core import Action, Event, registry
from engine.core.saves import GameRecord, autosave, load_save, save_game
from engine.core.seats import SEAT_CHOICES

ENV_VAR = "LUDUS_DATA_DIR"
#: games with nothing hidden between seats skip the hand-off screen
DEFAULT_NAMES = ("Livia", "Marcus", "Aurelia", "Gaius", "Cornelia")


def data_dir() -> Path:
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("Ludus", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def saves_dir() -> Path:
    return data_dir() / "saves"


def last_autosave() -> Path | None:
    path = autosave_dir() / "autosave.json"
    return path if path.exists() else None


@dataclass(frozen=True)
class Seat:
    name: str
    controller: str  # "human" or "bot:<level>"

    @property
    def is_human(self) -> bool:
        return self.controller == "human"

    def to_json(self) -> dict:
        return {"name": self.name, "controller": self.controller}


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


class GameSession:
    def __init__(self, record: GameRecord, state, seats: list[Seat], *, events: list[Event] | None = None,
                 autosave_to: Path | None = None):
        self.record, self.state, self.seats = record, state, list(seats)
        self.ruleset = registry.get(record.ruleset)
        self.events: list[Event] = list(events or [])
        #: where autosaves go; False keeps none (the replay viewer)
        self.autosave_to = autosave_to if autosave_to is not None else autosave_dir()
        self.hidden_information = not self.ruleset.open_information
        self.last_viewer: int | None = None
        #: True for the replay viewer: draw the spectator's observation (every hand hidden)
        self.spectator = False
        self.save_problem: str | None = None
        #: player words when the save's seats had to be reset (shown when the game opens)
        self.seat_problem: str | None = None

    # -- making sessions --------------------------------------------------------------
    @classmethod
    def new(cls, game: str, config: dict, seats: list[Seat], seed: int | None = None, **kwargs) -> GameSession:
        ruleset = registry.get(game)
        seed = random_seed() if seed is None else int(seed)
        state = ruleset.new_game(config, seed)
        meta = {"seats": [s.to_json() for s in seats]}
        record = GameRecord(ruleset.name, dict(config), seed, [], meta)
        session = cls(record, state, seats, **kwargs)
        session.autosave()
        return session

    @classmethod
    def from_start(cls, start: dict, **kwargs) -> GameSession:
        """From ``main.py play --game``: {game, config, seats, seed}."""
        specs = list(start["seats"])
        seats = [Seat(DEFAULT_NAMES[i % len(DEFAULT_NAMES)] if spec == "human" else f"Bot {i + 1}", spec)
                 for i, spec in enumerate(specs)]
        return cls.new(start["game"], start["config"], seats, start.get("seed"), **kwargs)

    @classmethod
    def load(cls, path, **kwargs) -> GameSession:
        """Load and verify a save (SaveError names the file and the problem; the file is not touched)."""
        record, state, events = load_save(path, collect_events=True)
        return cls.from_record(record, state, events, **kwargs)

    @classmethod
    def from_record(cls, record: GameRecord, state, events=None, **kwargs) -> GameSession:
        seats, problem = seats_from_meta(record, state.num_seats)
        session = cls(record, state, seats, events=events, **kwargs)
        session.seat_problem = problem
        return session

    def rematch(self, seed: int | None = None) -> GameSession:
        return GameSession.new(self.record.ruleset, self.record.config, self.seats, seed,
                               autosave_to=self.autosave_to)

    # -- playing ------------------------------------------------------------------------
    @property
    def decision(self):
        return self.state.to_decide()

    @property
    def over(self) -> bool:
        return self.state.to_decide() is None

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def check(self, action: Action) -> None:
        self.state.check(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply through the engine (IllegalAction if refused), record it, autosave."""
        events = self.state.apply(action)
        self.record.actions.append(action)
        self.events.extend(events)
        self.autosave()
        return events

    def autosave(self) -> None:
        """Queue an autosave of the position now (written by a background thread, in order).

        The save's data (actions and digest) is taken here, on the calling thread; the
        JSON text and the atomic write happen in ``_Writer``. ``flush()`` waits for it.
        """
        if self.autosave_to is False:  # a replay or a test that keeps no files
            return
        data = self.record.to_json(self.state)
        self._writer().put(Path(self.autosave_to), data)

    def _writer(self) -> _Writer:
        if getattr(self, "_autosaver", None) is None:
            self._autosaver = _Writer(self)
        return self._autosaver

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every queued autosave is on disk (closing, tests)."""
        if getattr(self, "_autosaver", None) is not None:
            self._autosaver.flush(timeout)

    def save_as(self, path) -> Path:
        path = Path(path)
        save_game(path, self.record, self.state)
        return path

    # -- seats and eyes -----------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return "Spectator"
        return self.seats[seat].name

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def needs_handoff(self, decision) -> bool:
        """True when a human decides ``decision`` next and the screen shows someone else's
        secrets: in a game of hidden information, or before any secret Decision (a sealed
        bid, a face-down pick), whatever the game."""
        seat = decision.seat
        if not (self.hidden_information or decision.secret) or not self.is_human(seat):
            return False
        if self.last_viewer == seat:
            return False
        if self.last_viewer is None:
            return len(self.humans) > 1
        return True

    def take_over(self, seat: int) -> None:
        """The human at ``seat`` has the screen now (after the hand-off, if any)."""
        self.last_viewer = seat

    @property
    def viewer(self) -> int | None:
        """The seat whose observation the table draws: the last human to hold the
        screen; with one human, that human; with no humans, None (a spectator)."""
        if self.spectator:
            return None
        if self.last_viewer is not None:
            return self.last_viewer
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        return None

    def observation(self):
        return self.state.observation(self.viewer)


def seats_from_meta(record: GameRecord, count: int) -> tuple[list[Seat], str | None]:
    """The seats a save names, and, when its ``meta.seats`` is missing or damaged, player
    words saying which seats were reset (shown on opening: never silently).

    An entry is ``{"name", "controller"}``; a bare controller string (``"bot:easy"``, as
    older ``sim --save-dir`` runs wrote) keeps its controller under a default name."""
    raw = record.meta.get("seats") if isinstance(record.meta, dict) else None
    seats, reset = [], []
    for i in range(count):
        entry = raw[i] if isinstance(raw, list) and i < len(raw) else None
        default = DEFAULT_NAMES[i % len(DEFAULT_NAMES)]
        if isinstance(entry, str):  # a bare controller
            entry = {"controller": entry, "name": f"Bot {i + 1}" if entry.startswith("bot:") else default}
        entry = entry if isinstance(entry, dict) else {}
        name, controller = entry.get("name"), entry.get("controller")
        if controller not in SEAT_CHOICES or not isinstance(name, str) or not name.strip():
            reset.append(i)
            name, controller = (name if isinstance(name, str) and name.strip() else default), "human"
        seats.append(Seat(name, controller))
    if not reset:
        return seats, None
    which = ", ".join(f"seat {i + 1}" for i in reset)
    return seats, (f"This save does not say who played {which}: "
                   f"{'it was' if len(reset) == 1 else 'they were'} set to human players with default names.")


class _Frozen:
    """A record whose save data was taken already (what ``saves.autosave`` writes)."""

    def __init__(self, data: dict):
        self.data = data

    def to_json(self, final) -> dict:
        return self.data


class _Writer:
    """One background thread writing autosaves in order; only the newest waiting one
    is written when several queue up (each is a whole save, so nothing is lost)."""

    def __init__(self, session: GameSession):
        self.session = session
        self.cond = threading.Condition()
        self.pending: tuple[Path, dict] | None = None
        self.busy = False
        self.thread = threading.Thread(target=self._run, name="ludus-autosave", daemon=True)
        self.thread.start()

    def put(self, folder: Path, data: dict) -> None:
        with self.cond:
            self.pending = (folder, data)
            self.cond.notify_all()

    def flush(self, timeout: float) -> None:
        with self.cond:
            self.cond.wait_for(lambda: self.pending is None and not self.busy, timeout)

    def _run(self) -> None:
        while True:
            with self.cond:
                self.cond.wait_for(lambda: self.pending is not None)
                folder, data = self.pending
                self.pending = None
                self.busy = True
            try:
                autosave(folder, _Frozen(data), None)
                self.session.save_problem = None
            except OSError as exc:
                self.session.save_problem = f"Autosave to {folder} failed: {exc.strerror or exc}."
            finally:
                with self.cond:
                    self.busy = False
                    self.cond.notify_all()
