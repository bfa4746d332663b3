"""The State every game implements: one position of one game.

A subclass writes the rules (``to_decide``, ``legal_actions``, ``_apply``,
``observation``, ``result`` and its JSON payload); this base gives every game
the same checked ``apply``, ``clone``, ``digest`` and JSON envelope.

Standing actions are what a rulebook lets a seat do "at any time": ``standing_actions(seat)``
lists them (an action never names its taker: the call does), ``check_standing(seat, action)``
judges one and ``take_standing(seat, action)`` takes it between any two decisions, whoever is
deciding; the game carries it out in ``_apply_standing`` while the pending decision stays
pending. ``check`` and ``apply`` judge and take answers to the pending Decision only.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, NoReturn

from engine.i18n import _

from . import canon, takeback
from .chance import Chance
from .errors import IllegalAction
from .rng import Replay, Rng
from .values import Action, Decision, Event, Result


class State(ABC):
    #: the ruleset name this state belongs to (set by each game)
    ruleset_name: ClassVar[str] = ""
    #: the rule an action checked after the game is over is refused under: the section of the
    #: game's book that ends it (each game names its own)
    end_rule: ClassVar[str] = "End of the game"

    def __init__(self, config: dict[str, Any], seed: int):
        self.config = dict(config)
        self.seed = int(seed)
        self.rng = Rng(self.seed)
        self.decisions_made = 0

    #: the state's named draws (``engine/core/chance.py``): the only way game code meets chance
    chance: Chance

    @property
    def rng(self):
        """The state's generator, under its chance points (for saving, copying and search; game
        code draws through ``chance``)."""
        return self.chance.rng

    @rng.setter
    def rng(self, generator) -> None:
        self.chance = Chance(generator)

    # -- what every game writes ---------------------------------------------------
    @property
    @abstractmethod
    def num_seats(self) -> int: ...

    @abstractmethod
    def to_decide(self) -> Decision | None:
        """The pending decision, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action for the pending decision (for continuous choices,
        a bounded set of candidates; ``check`` accepts any legal parameter)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out an action that ``check`` accepted; return the events."""

    @abstractmethod
    def observation(self, seat: int | None) -> dict[str, Any]:
        """Exactly what ``seat`` may see, as plain JSON data (None: a spectator)."""

    @abstractmethod
    def result(self) -> Result | None:
        """Placings once the game is over; None before."""

    @classmethod
    @abstractmethod
    def length_bound(cls, config: dict[str, Any]) -> int:
        """The most decisions a game of ``config`` takes, declared by each game (with where the
        number comes from): a game, a playout or a flow's run that goes past it is a bug (a loop),
        and the guards stop it there (``play_match``, the search's playouts, ``FlowState.advance``)."""

    @abstractmethod
    def _payload(self) -> dict[str, Any]:
        """The game-specific part of the state as plain JSON data."""

    @abstractmethod
    def _load_payload(self, payload: dict[str, Any]) -> None:
        """Restore the game-specific part from ``_payload()`` data."""

    #: ``length_bound`` of this state's config once worked out (0: not yet; a clone may copy it)
    _length: int = 0

    def length_limit(self) -> int:
        """This game's ``length_bound(config)``, worked out once per state."""
        return self._length or self._measure_length()

    def _measure_length(self) -> int:
        self._length = self.length_bound(self.config)
        return self._length

    # -- with sensible defaults ---------------------------------------------------
    def determinize(self, seat: int, rng: Rng) -> State:
        """A full state consistent with ``observation(seat)``, its hidden parts
        resampled with ``rng``. The state's own generator is hidden too (future dice and
        shuffles are not the observer's to know), so a sample rolls from a fork of ``rng``.
        Perfect-information games keep the default."""
        clone = self.clone()
        clone.rng = rng.fork()
        return clone

    def skip_determinize(self, seat: int, rng: Rng) -> Replay | None:
        """The draws ``determinize(seat, rng)`` makes, made on ``rng`` without building the sample
        (``rng.DrawLog``): ``determinize(seat, replay)`` then builds the very sample from them.
        None, ``rng`` untouched, where the game cannot tell its draws without the sample (the
        default). A search that draws several determinizations to keep one of them
        (``engine/ai/belief.py``) builds only the one it keeps: the same world, and the same stream
        after it. Exact, never a guess (a game's test checks it against its ``determinize``)."""
        return None

    def hides_nothing_from(self, seat: int) -> bool:
        """True only when nothing is hidden from ``seat`` here: every ``determinize(seat, rng)`` is
        this very position with another generator. Then a move that passes no chance point shows
        the seat nothing it could not foresee, and the take-back's check of what a move revealed
        (``engine/core/takeback.py``) answers at once instead of replaying the move in
        determinizations. It must be exact, never a guess (a game's test checks it against its
        ``determinize``); default False: the check is made."""
        return False

    def move_shows_nothing(self, seat: int, action: Action, after: State) -> bool:
        """True only when ``seat``'s own ``action``, taken here and leading to ``after`` (passing no
        chance point and showing no seat a private event), provably read nothing hidden from the
        seat: then in every determinization for the seat the move does the same and the seat sees
        the same afterwards, and the take-back's check of what it revealed answers at once
        instead of replaying it in determinizations. Exact, never a guess (a game's test checks
        it against the slow check); default False: the check is made."""
        return False

    def standing_actions(self, seat: int) -> list[Action]:
        """The actions ``seat`` may take at any moment now, whoever is deciding (a rulebook's
        "at any time": reveal a face-down card, make an offer ...); none once the game is over.

        An action does not name its taker: ``take_standing(seat, action)`` does, so the same
        action means the same thing whenever it is taken. Taking one leaves the pending
        Decision pending (unless the game's rules say otherwise). What another seat may not
        know stays out of it: a hidden part is an ``Action.hidden`` parameter, and whether a
        seat has a standing action at all must follow from what every seat sees. Bots may
        leave them unused out of their turn. Default: none."""
        return []

    def check_standing(self, seat: int, action: Action) -> None:
        """Raise IllegalAction (plain words, rulebook section) unless ``seat`` may take the
        standing action ``action`` now."""
        decision = self.to_decide()
        if decision is None:
            self.refuse_game_over()
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            raise IllegalAction(decision.rule, _("There is no such player in this game."))
        if not isinstance(action, Action):
            raise IllegalAction(decision.rule, _("That is not a move of this game."))
        game_type = getattr(self, "game_type", None)  # a game with declared kinds (FlowState)
        malformed = game_type.problem(action) if game_type is not None else None
        if malformed is not None:  # measured against its kind's declaration before any game code
            raise IllegalAction(decision.rule, malformed)
        if action not in self.standing_actions(seat):
            rule, words = self.explain_standing(seat, action, decision)
            raise IllegalAction(rule, words)

    def explain_standing(self, seat: int, action: Action, decision: Decision) -> tuple[str, str]:
        """(rule, plain words) for why ``seat`` may not take ``action`` at any time now;
        games with standing actions refine this."""
        return decision.rule, _("That is not something you can do now, out of turn.")

    def take_standing(self, seat: int, action: Action) -> list[Event]:
        """Check, then carry out the standing action ``action`` of ``seat`` (an illegal one
        changes nothing). It counts in ``decisions_made`` (the number of actions taken: a
        bot's answer worked out before a standing action is stale after it)."""
        self.check_standing(seat, action)
        noting = takeback.before(self, seat)
        events = self._apply_standing(seat, action)
        self.decisions_made += 1
        takeback.after(self, noting, action, seat, events)
        return events

    def _apply_standing(self, seat: int, action: Action) -> list[Event]:
        """Carry out a standing action of ``seat`` that ``check_standing`` accepted; games that
        list standing actions write it."""
        raise NotImplementedError(f"{type(self).__name__} lists standing actions but cannot take them")

    def check(self, action: Action) -> None:
        """Raise IllegalAction (plain words, rulebook section) unless ``action`` is a legal
        answer to the pending Decision now (standing actions: ``check_standing``)."""
        decision = self.to_decide()
        if decision is None:
            self.refuse_game_over()
        if not isinstance(action, Action):
            raise IllegalAction(decision.rule, _("%(action)r is not an action.") % {"action": action})
        if action not in self.legal_actions():
            raise IllegalAction(decision.rule, self.explain_illegal(action, decision))

    def refuse_game_over(self) -> NoReturn:
        """Refuse any action once the game is over, under the rule that ended it."""
        raise IllegalAction(self.end_rule, _("The game is over; no more actions can be taken."))

    def accepts(self, action: Action) -> bool:
        """True when ``check`` accepts ``action`` now (the legal list is for enumeration;
        a parametric action outside it can still be legal)."""
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        """Plain words for why ``action`` is refused; games refine this."""
        return _("'%(kind)s' is not one of the choices for: %(prompt)s") % {"kind": action.kind,
                                                                             "prompt": decision.prompt}

    # -- shared machinery -----------------------------------------------------------
    #: the take-back trail, once ``track_takebacks`` starts one (``engine/core/takeback.py``); None:
    #: none is kept, and ``apply`` has nothing to note
    _takeback_trail: Any = None

    def apply(self, action: Action) -> list[Event]:
        """Validate, then carry out ``action``. An illegal one changes nothing."""
        self.check(action)
        if self._takeback_trail is None:  # (bots, sim and the benchmarks keep no trail)
            return self._carry_out(action)
        noting = takeback.before(self)
        events = self._carry_out(action)
        takeback.after(self, noting, action, None, events)
        return events

    def track_takebacks(self) -> None:
        """Keep, from the game's start, the trail that ``takeback_point`` reads. A game played at
        the window or replayed from a save asks for it (``GameMoves.start``); bots, ``sim`` and
        the benchmarks never do, so their moves pay nothing for it."""
        if self.decisions_made:
            raise ValueError("a take-back trail counts every action from the game's start")
        takeback.start_trail(self)

    def takeback_point(self, seat: int) -> int | None:
        """The number of actions the game may be returned to so that ``seat`` decides its last
        decision again (its answer and, where nothing is hidden, the plain moves made since), or
        None: never past news the seat did not have when it chose (``engine/core/takeback.py``).
        Kept for the actions taken through ``apply`` and ``take_standing`` since the game began."""
        return takeback.point(self, seat).to

    def takeback_reason(self, seat: int) -> str:
        """Player words for why ``seat`` has nothing to take back now ("" when it has)."""
        return takeback.point(self, seat).why

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Carry out an action taken from this very state's ``legal_actions()``.

        Only for search (bots, rollouts), where validating an action just
        drawn from the legal list would double the cost; everything else,
        the client, saves and the command line included, goes through ``apply``.
        """
        return self._carry_out(action)

    def _carry_out(self, action: Action) -> list[Event]:
        """An accepted answer to the pending Decision; it counts in ``decisions_made``."""
        events = self._apply(action)
        self.decisions_made += 1
        return events

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset_name,
            "config": self.config,
            "seed": self.seed,
            "rng": self.rng.to_json(),
            "decisions_made": self.decisions_made,
            "state": self._payload(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        state = cls.__new__(cls)
        state.config = dict(data["config"])
        state.seed = int(data["seed"])
        state.rng = Rng.from_json(data["rng"])
        state.decisions_made = int(data["decisions_made"])
        state._load_payload(data["state"])
        return state

    def clone(self) -> State:
        """An independent copy. Games may override with a faster copy."""
        return type(self).from_json(canon_roundtrip(self.to_json()))

    def digest(self) -> str:
        """A stable hash of the full state (same on every platform)."""
        return canon.digest(self.to_json())

    def former_digests(self) -> tuple[str, ...]:
        """The digests this very position had in the game's earlier save formats, so that a save
        written before a format change still loads (``saves.load_save``). None by default."""
        return ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and canon.dumps(self.to_json()) == canon.dumps(other.to_json())

    __hash__ = None  # states are mutable


def canon_roundtrip(data: Any) -> Any:
    """A deep copy of JSON data through the canonical text (also proves it is JSON)."""
    import json

    return json.loads(canon.dumps(data))
