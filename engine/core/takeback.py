"""Take-back: how far a seat may return the game to decide again, and never past news.

A seat may take back its own last decision (and, in a game with nothing hidden, another
seat's plain moves made since, taken back with it), but never past the point where
something appeared that the seat did not know when it chose:

* chance: the move passed one of the game's chance points (a die, a shuffle, a random pick:
  ``engine/core/chance.py``), kept on the trail with the mark (``Trail.chance``);
* a private event: something only some seats saw (a card drawn into a hand, a look);
* another seat's secret answer (a sealed bid, a face-down pick), given after the decision;
* in a game of hidden information (``GameType.information`` is ``HIDDEN``): any move of
  another seat after the seat's own (it may tell what that seat holds);
* anything else the move revealed to the seat: a card turned up from a deck shuffled long
  before, a sealed round resolving on the seat's own answer. This one is found without the
  game's help: in a few determinizations for the seat (its hidden parts resampled, consistent
  with what it sees) the same move is made again; when what the seat sees afterwards differs
  from one to the other, the move told it something. A game may answer first: a proof that the
  seat's own move read nothing hidden (``State.move_shows_nothing``), or its rule that the move
  asked another seat on what it hides (``move_may_show``, when the game has one: For Glory's
  Reaction Windows and turns with nothing to do, docs/rulings.md), which two samples could miss.

The state keeps a ``Trail``: one ``Mark`` per action taken through the checked ``apply`` or
``take_standing`` (search's ``apply_unchecked`` keeps none; a state whose trail does not count
every action it has taken, a clone or a state loaded from its JSON, has no take-back). The
trail is not part of the state's JSON or digest: the position is the same whichever way it was
reached. ``State.takeback_point(seat)`` and ``State.takeback_reason(seat)`` read it here.

Taking back itself is the caller's: rebuild the position after the first ``point`` actions of
the game's moves (a replay from the start or from a kept position) and go on from there.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, NamedTuple

from engine.i18n import N_, _

from .chance import Point as ChancePoint
from .gametype import HIDDEN, PERFECT
from .rng import Rng

#: determinizations tried per move when looking for what it revealed
SAMPLES = 2

# why a move cannot be taken back (``Mark.news``), as saved in the mark
CHANCE = "chance"
PRIVATE = "private"
SECRET = "secret"
MOVED = "moved"
REVEALED = "revealed"


class Mark(NamedTuple):
    """One action taken, as the take-back sees it."""

    #: the seat that chose it (the taker of a standing action)
    seat: int
    #: the action (an answer) and, for a standing action, its taker (else None)
    action: Any
    standing: int | None
    #: it answered a secret decision or a sealed round
    secret: bool
    #: how many legal answers the decision had, counted to two (1: a forced answer, never decided
    #: again); None until asked when the check listed none (``Trail.choices`` works it out then)
    choices: int | None
    #: CHANCE or PRIVATE when the action brought news to some seat, else ""
    news: str


class Trail:
    """The marks of every action a state has taken, and the position after the last news (where
    replays start when looking for what a move revealed)."""

    __slots__ = ("marks", "base", "snapshot", "counted", "positions", "keep", "samples", "chance", "shares", "upto",
                 "answers")

    def __init__(self):
        self.marks: list[Mark] = []
        #: the chance points each action passed (mark index -> points; none: not there)
        self.chance: dict[int, tuple[ChancePoint, ...]] = {}
        #: the number of actions after the last action with news; ``snapshot`` is the state then
        self.base = 0
        self.snapshot = None
        #: the choices of marks whose count was worked out when first asked (index -> count)
        self.counted: dict[int, int] = {}
        #: when kept (``keep_positions``): a copy of the position after each action since the last
        #: news (index -> state, never changed: always cloned before use), so a take-back, or the
        #: check of what a move revealed, starts from the position itself instead of replaying
        #: from the last news; None: not kept (a game at the window pays nothing for them)
        self.positions: dict[int, Any] | None = None
        #: the positions kept, by their number of actions (None: each one since the last news)
        self.keep: frozenset[int] | None = None
        #: when set (``keep_up_to``), no position after more actions than this is kept: a save's
        #: replay plays moves that it takes back at once, and no take-back returns past them
        self.upto: int | None = None
        #: with kept positions: their determinizations, (index, seat, sample) -> (position, copy)
        #: and the answers of their pending decisions, index -> (position, answers, count to two)
        self.answers: dict[int, tuple[Any, frozenset, int]] | None = None
        self.samples: dict[tuple[int, int, int], tuple[Any, Any]] | None = None
        #: whether the game's clone shares a listed decision (None: not found out yet), so a kept
        #: position is worth listing once for the copies made of it (``_listed_copy``)
        self.shares: bool | None = None

    def position(self, index: int):
        """A fresh copy of the position after ``index`` actions when one is kept, else None."""
        kept = self.positions.get(index) if self.positions is not None else None
        return None if kept is None else kept.clone()

    def choices(self, index: int) -> int:
        """How many answers (to two) the decision of mark ``index`` had; one after the last news
        has its count, or it is worked out from ``snapshot`` (a listing the apply did not pay)."""
        known = self.marks[index].choices
        if known is not None:
            return known
        if index not in self.counted:
            position = _listed_copy(self, index)
            if position is None:
                position = self.snapshot.clone()
                for mark in self.marks[self.base:index]:
                    _take(position, mark)
            self.counted[index] = _two_at_most(position)
        return self.counted[index]


def trail_of(state) -> Trail | None:
    """The state's trail when it counts every action taken, else None."""
    trail = getattr(state, "_takeback_trail", None)
    if trail is None or len(trail.marks) != state.decisions_made:
        return None
    return trail


def start_trail(state) -> None:
    """A new game: an empty trail."""
    state._takeback_trail = Trail()


def keep_positions(state, at=()) -> None:
    """From now on ``state``'s trail keeps a copy of each position since the last news (a save's
    take-backs are replayed so: each then costs the moves it undid, never a replay from the news);
    ``at``, when a set: only the positions after so many actions (where the take-backs return);
    None: none any more (the trail forgets those it kept)."""
    trail = trail_of(state)
    if trail is None:
        return
    if at is None:
        trail.positions, trail.keep, trail.samples, trail.answers = None, None, None, None
        return
    trail.keep = frozenset(at) if at != () else None
    if trail.positions is None:
        trail.positions, trail.samples, trail.answers = {len(trail.marks): state.clone()}, {}, {}


def keep_up_to(state, actions: int | None) -> None:
    """From now on ``state``'s trail keeps no position after more than ``actions`` actions (None:
    as ``keep_positions`` says): a save's replay, playing moves a take-back undoes right after,
    pays no copy of the positions they lead to (``rewound`` forgets them anyway)."""
    trail = trail_of(state)
    if trail is not None:
        trail.upto = actions


def take_listed(state, action) -> list | None:
    """Take ``action`` on ``state`` as the checked ``apply`` does, without the check, when it is
    one of the answers the pending decision lists at the position the trail keeps for this point
    (a listed answer is legal: ``apply_unchecked``'s contract); None, nothing taken, when not (or
    no position is kept here): the caller applies it checked. A save's replay tries move after
    move from one kept position: its answers are listed once for all of them, where the check
    of each could list them again (a game whose copies do not share the list: Spartacus)."""
    trail = trail_of(state)
    if trail is None or trail.answers is None:
        return None
    index = len(trail.marks)
    origin = trail.positions.get(index)
    if origin is None:
        return None
    known = trail.answers.get(index)
    if known is None or known[0] is not origin:
        listed = origin.legal_actions()
        known = trail.answers[index] = (origin, frozenset(listed), min(2, len(listed)))
    if action not in known[1]:
        return None
    noting = before(state)
    if noting is not None:
        noting = noting._replace(choices=known[2])
    events = state.apply_unchecked(action)
    after(state, noting, action, None, events)
    return events


class Noting(NamedTuple):
    """What ``before`` saw of the state, handed to ``after``."""

    trail: Trail
    seat: int
    secret: bool
    choices: int | None
    #: the state's chance draws before the action
    draws: int


def before(state, seat: int | None = None) -> Noting | None:
    """Called before a checked action (``seat``: a standing action's taker, None for an answer)."""
    trail = trail_of(state)
    if trail is None:
        return None
    if trail.snapshot is None and trail.base == len(trail.marks):
        # (a kept position is never changed either: the snapshot may be the very copy)
        kept = trail.positions.get(trail.base) if trail.positions is not None else None
        trail.snapshot = state.clone() if kept is None else kept
    if seat is None:
        decision = state.to_decide()
        chooser, secret = decision.seat, bool(decision.secret or decision.simultaneous)
        choices = _listed_count(state)
    else:
        chooser, secret, choices = seat, False, 2
    chance = state.chance
    chance.log = []
    return Noting(trail, chooser, secret, choices, chance.draws)


def _listed_count(state) -> int | None:
    """The pending decision's number of answers (to two) when the check has just listed them (a
    flow's shared list), else None: listing them here could cost as much as the move."""
    listed = getattr(state, "_legal", None)
    top = getattr(state, "top", None)
    if listed is not None and top is not None and listed[0] is top() and listed[1] == state.decisions_made:
        return min(2, len(listed[2]))
    return None


def _two_at_most(state) -> int:
    """How many legal answers the pending decision has, counted to two (1: a forced answer)."""
    listed = _listed_count(state)
    if listed is not None:
        return listed
    lazy = getattr(state, "iter_legal_actions", None)
    if lazy is None:
        return min(2, len(state.legal_actions()))
    count = 0
    for _action in lazy():
        count += 1
        if count == 2:
            break
    return count


def after(state, noting: Noting | None, action, standing: int | None, events) -> None:
    """Called once the action counted: its mark joins the trail."""
    if noting is None:
        return
    chance = state.chance
    passed, chance.log = chance.log, None
    if chance.draws != noting.draws:
        news = CHANCE
    elif any(e.seen_by is not None for e in events):
        news = PRIVATE
    else:
        news = ""
    trail = noting.trail
    if passed:
        trail.chance[len(trail.marks)] = tuple(passed)
    trail.marks.append(Mark(noting.seat, action, standing, noting.secret, noting.choices, news))
    if news:
        trail.base, trail.snapshot = len(trail.marks), None
    if trail.positions is not None:
        if news:  # no take-back ever returns before the news: the older positions are done with
            trail.positions = {}
        count = len(trail.marks)
        if (trail.keep is None or count in trail.keep) and (trail.upto is None or count <= trail.upto):
            trail.positions[count] = state.clone()


class Point(NamedTuple):
    """The answer for one seat: where it may return to (None: nowhere) and why not."""

    to: int | None
    why: str


_WHY = {  # N_: translated when shown (why_words)
    CHANCE: N_("Chance has spoken since your move (a roll or a shuffle): it stands."),
    PRIVATE: N_("A card was drawn or looked at since your move: it stands."),
    SECRET: N_("Another player has given a secret answer since your move: it stands."),
    MOVED: N_("Another player has moved since your move: it stands."),
    REVEALED: N_("Your move revealed something you did not know: it stands."),
}


def why_words(code: str) -> str:
    return _(_WHY[code])


def point(state, seat: int) -> Point:
    """Where ``seat`` may take the game back to (see the module text)."""
    if state.to_decide() is None:
        return Point(None, _("The game is over."))
    trail = trail_of(state)
    if trail is None:
        return Point(None, _("This game's moves are not known here, so none can be taken back."))
    marks, hidden = trail.marks, state.game_type.information == HIDDEN
    end = len(marks)
    while True:
        found, blocker = _last_own(trail, seat, trail.base, end, hidden)
        if found is None:
            return Point(None, why_words(blocker) if blocker else _("Nothing to take back yet."))
        if state.game_type.information == PERFECT:
            return Point(found, "")
        revealed = _first_revealing(state, trail, seat, found)
        if revealed is None:
            return Point(found, "")
        # the move at ``revealed`` told the seat something: only decisions after it may be taken back
        if revealed + 1 >= len(marks) or not _has_own(trail, seat, revealed + 1, hidden):
            return Point(None, why_words(REVEALED if marks[revealed].seat == seat else MOVED))
        return _after(state, trail, seat, revealed + 1, hidden)


def _after(state, trail: Trail, seat: int, start: int, hidden: bool) -> Point:
    """The point when only the actions from ``start`` on may be taken back."""
    found, blocker = _last_own(trail, seat, start, len(trail.marks), hidden)
    if found is None:
        return Point(None, why_words(blocker or REVEALED))
    revealed = _first_revealing(state, trail, seat, found)
    if revealed is None:
        return Point(found, "")
    return Point(None, why_words(REVEALED))


def _has_own(trail: Trail, seat: int, start: int, hidden: bool) -> bool:
    return _last_own(trail, seat, start, len(trail.marks), hidden)[0] is not None


def _last_own(trail: Trail, seat: int, base: int, end: int, hidden: bool) -> tuple[int | None, str]:
    """The index of ``seat``'s last real decision in ``trail.marks[base:end]`` with nothing in the
    way after it, or (None, what was in the way: "" when nothing)."""
    marks = trail.marks
    for index in range(end - 1, -1, -1):
        mark = marks[index]
        if index < base:
            return None, _news_before(marks, base)
        if mark.news:
            return None, mark.news
        if mark.seat != seat:
            if mark.secret:
                return None, SECRET
            if hidden:
                return None, MOVED
            continue
        if trail.choices(index) >= 2:
            return index, ""
    return None, ""


def _news_before(marks: list[Mark], base: int) -> str:
    return marks[base - 1].news if base > 0 else ""


def _first_revealing(state, trail: Trail, seat: int, start: int) -> int | None:
    """The first action from ``start`` on after which what ``seat`` sees is not the same in every
    determinization (it revealed something to the seat), or None."""
    position = trail.snapshot
    if position is None:
        return None
    last = len(trail.marks) - 1
    first, kept = trail.base, trail.positions.get(start) if trail.positions is not None else None
    if kept is None:
        position = position.clone()
    else:  # the position itself is kept: no replay up to it; no copy either when the move checked is the
        # last one (nothing is taken on the position then: the move's result is the state itself)
        position, first = (kept if start == last else kept.clone()), start
    for index in range(first, last + 1):
        mark = trail.marks[index]
        # after the last action the position is the state itself: what the seat sees is read there
        if index >= start and _reveals(position, mark, seat, index, state if index == last else None,
                                       trail if index == first and kept is not None else None):
            return index
        if index < last:
            _take(position, mark)
    return None


#: set while a save is loaded again under the rules of take-back it was written with before a
#: game's ``move_may_show`` (For Glory's ruling 20): the general check alone (``saves.replay``)
_EARLIER_RULES: ContextVar[bool] = ContextVar("takeback_earlier_rules", default=False)


@contextmanager
def earlier_rules():
    """Take-backs judged as before a game's ``move_may_show`` rule: by the general check alone.
    Only for loading a save written then (``saves.replay``); live take-backs follow the rule."""
    token = _EARLIER_RULES.set(True)
    try:
        yield
    finally:
        _EARLIER_RULES.reset(token)


def _reveals(position, mark: Mark, seat: int, index: int, after=None, trail: Trail | None = None) -> bool:
    """Whether ``mark``, taken on ``position`` (the one after ``index`` actions), shows ``seat``
    something that differs between determinizations; ``after``: the position it led to, when
    known; ``trail``: the position is the one it keeps (its determinizations may be kept)."""
    if position.hides_nothing_from(seat):  # each determinization is the position itself, and the
        return False  # move passed no chance point (it would be news): the seat sees the same in each
    if after is None:
        after = position.clone()
        _take(after, mark)
    if mark.standing is None and mark.seat == seat:
        if position.move_shows_nothing(seat, mark.action, after):
            return False  # the game's proof that the seat's own move read nothing hidden from it
        shows = getattr(position, "move_may_show", None)
        if shows is not None and not _EARLIER_RULES.get() and shows(seat, mark.action):
            return True  # the game's rule: the move asked another seat on what it hides
    seen = after.observation(seat)
    for sample in range(SAMPLES):
        try:
            other = _determinized(position, seat, index, sample, trail)
            _take(other, mark)
        except Exception:  # the move is not even possible in what the seat could imagine: news
            return True
        if other.observation(seat) != seen:
            return True
    return False


def _determinized(position, seat: int, index: int, sample: int, trail: Trail | None):
    """``position`` determinized for ``seat`` (sample ``sample``), a fresh copy. When the trail
    keeps the position and its determinizations (a save's replay, where moves are tried from one
    position again and again), one kept copy is cloned instead of determinizing again: the same
    position and seed give the same determinization."""
    rng = Rng(position.seed * 7919 + index * 31 + sample)
    if trail is None or trail.samples is None:
        return position.determinize(seat, rng)
    origin = trail.positions.get(index) if trail.positions is not None else None
    key = (index, seat, sample)
    known = trail.samples.get(key)
    if origin is None:
        return position.determinize(seat, rng)
    if known is None or known[0] is not origin:
        known = trail.samples[key] = (origin, position.determinize(seat, rng))
    return known[1].clone()


def _take(state, mark: Mark) -> None:
    if mark.standing is not None:
        state.take_standing(mark.standing, mark.action)
    else:
        state.apply_unchecked(mark.action)


def _listed_copy(trail: Trail, index: int):
    """``trail.position(index)``; when the game's clone shares its pending decision's legal list
    (``Trail.shares``, found out at the first return), the kept position lists it first, so the
    moves tried from there (and the count of answers of the decision) list it once in all."""
    origin = trail.positions.get(index) if trail.positions is not None else None
    if origin is None or trail.shares is False or _listed_count(origin) is not None:
        return trail.position(index)
    origin.legal_actions()
    copy = origin.clone()
    if trail.shares is None:
        trail.shares = _listed_count(copy) is not None
    return copy


def rewound(state, to: int):
    """A new state: the position after the first ``to`` actions of ``state``'s game, with its trail
    (so it can be taken back again), built from the position kept after the last news (a take-back
    point is never before it); None when ``to`` lies before that position (replay from the start)."""
    trail = trail_of(state)
    if trail is None or not trail.base <= to <= len(trail.marks):
        return None
    kept = _listed_copy(trail, to)
    if kept is not None:  # the position is kept: a copy of it, with the trail up to it
        fresh = Trail()
        fresh.marks, fresh.base, fresh.snapshot = trail.marks[:to], trail.base, trail.snapshot
        # the decision after ``to`` actions is the same one: its count of answers holds
        fresh.counted = {i: n for i, n in trail.counted.items() if i <= to}
        fresh.chance = {i: p for i, p in trail.chance.items() if i < to}
        fresh.positions = {i: p for i, p in trail.positions.items() if i <= to}
        fresh.keep, fresh.samples, fresh.shares, fresh.answers = trail.keep, trail.samples, trail.shares, trail.answers
        kept._takeback_trail = fresh
        return kept
    if trail.snapshot is None:  # nothing taken since the last news: the state is the position
        if to != len(trail.marks):
            return None
        start = state.clone()
    else:
        start = trail.snapshot.clone()
    fresh = Trail()
    fresh.marks, fresh.base, fresh.snapshot = list(trail.marks[:trail.base]), trail.base, trail.snapshot
    if trail.positions is not None:  # still keeping them: the positions replayed are kept again
        fresh.positions, fresh.keep, fresh.samples = {}, trail.keep, trail.samples
        fresh.shares, fresh.answers = trail.shares, trail.answers
    fresh.chance = {i: p for i, p in trail.chance.items() if i < trail.base}
    start._takeback_trail = fresh
    for mark in trail.marks[trail.base:to]:
        if mark.standing is not None:
            start.take_standing(mark.standing, mark.action)
        else:
            start.apply(mark.action)
    return start
