"""GameSession: one game in the window — state, moves, seats, autosave, hand-off.

The session holds the engine state and the ``GameMoves`` (the save format),
applies actions through the engine (``apply`` validates; an illegal action
raises ``IllegalAction`` and changes nothing) and autosaves after every
decision (where, how many and under which names is ``autosave.py``'s policy). It also
decides *whose eyes* the table may use: ``viewer`` is the human seat whose
observation is drawn, and ``needs_handoff(decision)`` says when the screen must be
passed to another person first. It holds no rules of any game.
"""
from __future__ import annotations

import random
import time
import uuid
from pathlib import Path

from engine.core import Action, Event, registry
from engine.core.saves import GameMoves, Standing, replay, save_text, take, take_back, write_atomic
from engine.i18n import _

from . import autosave as folder_policy
from .autosave import Writer, autosave_dir, next_seq, read_info, scan
from .seats import DEFAULT_NAMES, Seat, hints_from_meta, seats_from_meta


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


def new_game_id() -> str:
    return uuid.uuid4().hex[:12]


class GameSession:
    def __init__(self, moves: GameMoves, state, seats: list[Seat], *, events: list[Event] | None = None,
                 autosave_to: Path | None = None):
        self.moves, self.state, self.seats = moves, state, list(seats)
        self.ruleset = registry.get(moves.ruleset)
        self.events: list[Event] = list(events or [])
        #: where autosaves go; False keeps none (the replay viewer)
        self.autosave_to = autosave_to if autosave_to is not None else autosave_dir()
        self.hidden_information = not self.ruleset.game_type.open_information
        self.last_viewer: int | None = None
        #: True once the screen showed the public view since ``last_viewer`` took it over
        self.shown_public = False
        #: decision kinds a human answers in the public view, with no hand-off (nothing private
        #: is needed to decide them: open bids); the table sets it (``GameTable.public_kinds``)
        self.public_kinds: frozenset[str] = frozenset()
        #: True for the replay viewer: draw the spectator's observation (every hand hidden)
        self.spectator = False
        self.save_problem: str | None = None
        #: player words when the finished game could not join the record as it was (``record.py``)
        self.record_problem: str | None = None
        #: player words when the save's seats had to be reset (shown when the game opens)
        self.seat_problem: str | None = None
        meta_game = moves.meta.get("game") if isinstance(moves.meta, dict) else None
        #: the id every autosave of this game carries (a loaded save may start a new line: ``load``)
        self.game_id: str = meta_game if isinstance(meta_game, str) and meta_game else new_game_id()
        self._seq: int | None = None  # the number of the next autosave, found on the first one
        #: how many events the log held after each number of actions taken here (a take-back cuts it)
        self._events_after: dict[int, int] = {len(moves.actions): len(self.events)}
        #: hints asked per human seat (``hint.py``), kept in the save's meta: a resumed game keeps them
        self.hints: dict[int, int] = hints_from_meta(moves.meta, len(self.seats))
        #: the autosave thread's writer, made at the first autosave (``_writer``)
        self._autosaver: Writer | None = None
        #: True once the finished game joined the player's record (``note_finished``)
        self._recorded = False

    # -- making sessions --------------------------------------------------------------
    @classmethod
    def new(cls, game: str, config: dict, seats: list[Seat], seed: int | None = None, **kwargs) -> GameSession:
        ruleset = registry.get(game)
        seed = random_seed() if seed is None else int(seed)
        state = ruleset.new_game(config, seed)
        state.track_takebacks()
        meta = {"seats": [s.to_json() for s in seats]}
        moves = GameMoves(ruleset.name, dict(config), seed, [], meta)
        session = cls(moves, state, seats, **kwargs)
        session.autosave()
        session.flush()  # on disk before the table shows: Continue is offered from the first frame
        return session

    @classmethod
    def from_start(cls, start: dict, **kwargs) -> GameSession:
        """From ``main.py play --game``: {game, config, seats, seed}."""
        specs = list(start["seats"])
        seats = [Seat(DEFAULT_NAMES[i % len(DEFAULT_NAMES)] if spec == "human" else _("Bot %(n)d") % {"n": i + 1}, spec)
                 for i, spec in enumerate(specs)]
        return cls.new(start["game"], start["config"], seats, start.get("seed"), **kwargs)

    @classmethod
    def load(cls, path, progress=None, **kwargs) -> GameSession:
        """Load and verify a save (SaveError names the file and the problem; the file is not touched).

        Continuing a game's newest autosave carries on that game. Any other save (one the
        players made, an older position) goes on as a new line of play with its own
        autosaves; the game it came from keeps its own. Either way the position is autosaved
        at once, so Continue resumes what was loaded. ``progress``: as ``engine.core.saves.replay``'s."""
        loaded = folder_policy.load(path, progress)
        session = cls.from_moves(loaded.moves, loaded.state, loaded.events, **kwargs)
        session._events_after = dict(enumerate(loaded.told))  # a take-back cuts the log: no replay
        if not session._is_newest_autosave(Path(path)):
            session.game_id = new_game_id()
        session.autosave()  # now the latest game: Continue resumes it
        session.flush()
        return session

    def _is_newest_autosave(self, path: Path) -> bool:
        if self.autosave_to is False:
            return True
        info = read_info(path)
        if info is None or info.game != self.game_id or path.parent.resolve() != Path(self.autosave_to).resolve():
            return False
        ours = [i for i in scan(self.autosave_to) if i.game == self.game_id]
        return max((i.seq for i in ours), default=info.seq) <= info.seq

    @classmethod
    def from_moves(cls, moves: GameMoves, state, events=None, **kwargs) -> GameSession:
        seats, problem = seats_from_meta(moves, state.num_seats)
        session = cls(moves, state, seats, events=events, **kwargs)
        session.seat_problem = problem
        return session

    def rematch(self, seed: int | None = None) -> GameSession:
        return GameSession.new(self.moves.ruleset, self.moves.config, self.seats, seed,
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

    def apply(self, action: Action | Standing) -> list[Event]:
        """Apply through the engine (IllegalAction if refused), record it, autosave. The moves'
        ``Standing`` entry is taken as the standing action it is (``take_standing``)."""
        events = take(self.state, action)
        self.moves.actions.append(action)
        self.events.extend(events)
        self._events_after[len(self.moves.actions)] = len(self.events)
        self.note_public()
        self.autosave()
        if self.state.to_decide() is None:
            self.note_finished()
        return events

    def note_finished(self) -> None:
        """The game has just ended: it joins the player's record at once (``record.py``), before
        any results screen, so a crash from here on loses nothing. Replays and games with no
        person playing are not recorded."""
        if self.autosave_to is False or not self.humans or self._recorded:
            return
        self._recorded = True
        from .record import RecordStore, entry_of

        # the game-over autosave first (the autosave thread's): a kill between the two then leaves
        # a finished game the start-up adds to the record, never a recorded one Continue offers
        self.flush()
        try:
            self.record_problem = RecordStore().add(entry_of(self)).problem
        except OSError as exc:
            self.record_problem = _("This game could not be added to your record ({why}).").format(
                why=exc.strerror or exc)

    def note_hint(self, seat: int) -> None:
        """One more hint shown to ``seat``: counted, and written with the position's next autosave."""
        self.hints[seat] = self.hints.get(seat, 0) + 1
        if isinstance(self.moves.meta, dict):
            self.moves.meta["hints"] = {str(s): n for s, n in sorted(self.hints.items())}

    @property
    def hints_used(self) -> int:
        """Hints shown in this game, every seat's (the record's entry keeps it)."""
        return sum(self.hints.values())

    def take_back(self, seat: int) -> int:
        """Return the game to where ``seat`` decided last (``State.takeback_point``; IllegalAction
        in player words when it may not), recorded in the save as a take-back, and autosave.
        Returns how many actions were undone."""
        before = len(self.moves.actions)
        self.state = take_back(self.moves, self.state, seat)
        to = len(self.moves.actions)
        kept = self._events_after.get(to)
        if kept is None:  # a session made from moves with no count of their log (``from_moves``): replayed
            line = GameMoves(self.moves.ruleset, self.moves.config, self.moves.seed, list(self.moves.actions))
            self.events = replay(line, collect_events=True)[1]
        else:
            self.events = self.events[:kept]  # a new list: the table's log is rebuilt from it
        self._events_after = {n: k for n, k in self._events_after.items() if n <= to}
        self._events_after[to] = len(self.events)
        self.autosave()
        return before - to

    def take_standing(self, seat: int, action: Action) -> list[Event]:
        """Take ``seat``'s standing action (IllegalAction if refused), record it with its seat, autosave."""
        return self.apply(Standing(seat, action))

    def autosave(self) -> None:
        """Queue an autosave of the position now (written by a background thread, in order).

        The save's data (actions and digest) is taken here, on the calling thread; the
        JSON text and the atomic write happen in ``_Writer``. ``flush()`` waits for it.
        A new autosave is queued only once the one before it is on disk, so a crash at
        any moment loses at most the last decision.
        """
        if self.autosave_to is False:  # a replay or a test that keeps no files
            return
        folder = Path(self.autosave_to)
        if self._seq is None:
            self._seq = next_seq(folder, self.game_id)
        data = self.save_data(seq=self._seq)
        self._seq += 1
        self._writer().put(folder, data)

    def save_data(self, **extra) -> dict:
        """The save of the position now, its ``meta`` saying which game it is, who sits
        where, how far it has gone and when (what Continue and Load show)."""
        data = self.moves.to_json(self.state)
        view = self.state.observation(None)
        meta = dict(data["meta"], game=self.game_id, saved_at=time.time(), over=self.state.to_decide() is None,
                    **extra)
        for key in ("round", "rounds"):
            if isinstance(view.get(key), int):
                meta[key] = view[key]
        data["meta"] = meta
        return data

    def _writer(self) -> Writer:
        if self._autosaver is None:
            self._autosaver = Writer(self)
        return self._autosaver

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every queued autosave is on disk (closing, tests)."""
        if self._autosaver is not None:
            self._autosaver.flush(timeout)

    def save_as(self, path) -> Path:
        path = Path(path)
        write_atomic(path, save_text(self.save_data()))
        return path

    # -- seats and eyes -----------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats):
            return _("Spectator")
        return self.seats[seat].name

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen."""
        return len(self.humans) > 1

    def public_now(self) -> bool:
        """True when the screen must show only what every seat may see: in a hot-seat game,
        whenever no human holds the screen to decide (a bot decides, the screen is being
        handed over, the game waits or is over). With one human (or none) the screen is
        that human's (or a spectator's) and this is False."""
        if not self.hot_seat:
            return False
        d = self.decision
        return d is None or not self.is_human(d.seat) or self.last_viewer != d.seat or self.shown_public \
            or self.public_decision(d)

    def public_decision(self, decision) -> bool:
        """True when ``decision`` is answered in the public view (a kind of ``public_kinds``,
        never a secret one): no hand-off before it, and the screen stays public while it is made."""
        return decision is not None and decision.kind in self.public_kinds and not decision.secret

    def holds_screen(self, seat: int) -> bool:
        """True when the human at ``seat`` may answer now: the screen is theirs (taken over since it
        was last public), or their decision is one made in the public view."""
        d = self.decision
        if d is not None and d.seat == seat and self.is_human(seat) and self.public_decision(d):
            return True
        return self.last_viewer == seat and not self.shown_public

    def needs_handoff(self, decision, private=None) -> bool:
        """True when a human decides ``decision`` next and someone else may be at the screen
        while it would show something private (hot-seat only).

        - Only when the person at the screen changes: never when this human was the last to
          take it over (a bot's moves in between, shown in the public view, do not pass the
          screen to anyone; a take-back's consent screens do: ``Takeback.take_back``
          leaves the screen nobody's).
        - Before any secret Decision (a sealed bid, a face-down pick): always, when another
          human had the screen last or nobody had it yet.
        - In a game of hidden information: when the screen was another human's, or nobody's.
        - No hand-off when neither side has anything private: the deciding seat's view (its
          observation and its log) is the public view, the decision is not secret, and what
          the screen showed last was public too. ``private(seat)`` says whether a seat's view
          holds anything private; the table gives one that looks only at the log lines it can
          show (default ``private_for``: the observation and the whole log).
        """
        private = private or self.private_for
        seat = decision.seat
        if not self.is_human(seat) or not self.hot_seat or self.public_decision(decision):
            return False
        if not (self.hidden_information or decision.secret):
            return False
        if self.last_viewer == seat:
            return False
        if decision.secret:
            return True
        last_private = self.last_viewer is not None and not self.shown_public and private(self.last_viewer)
        return last_private or private(seat)

    def private_for(self, seat: int, since: int = 0) -> bool:
        """True when ``seat``'s view differs from the spectator's: its observation, or an
        event from index ``since`` on that only some seats, ``seat`` among them, see whole."""
        if self.state.observation(seat) != self.state.observation(None):
            return True
        return any(e.seen_by is not None and seat in e.seen_by for e in self.events[since:])

    def take_over(self, seat: int) -> None:
        """The human at ``seat`` has the screen now (after the hand-off, if any)."""
        self.last_viewer = seat
        self.shown_public = False

    def note_public(self) -> None:
        """Called when the screen may have shown the public view (a bot decides, the game
        waits): the last human's own view comes back only after a hand-off."""
        if self.last_viewer is not None and self.public_now():
            self.shown_public = True

    @property
    def viewer(self) -> int | None:
        """The seat whose observation the table draws: with one human, that human; with no
        humans, None (a spectator); hot-seat: the human deciding with the screen, else None
        (the public view: no hand and no private log line of anyone is drawn)."""
        if self.spectator:
            return None
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if not humans or self.public_now():
            return None
        return self.last_viewer

    def observation(self):
        return self.state.observation(self.viewer)
