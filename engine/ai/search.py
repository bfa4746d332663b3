"""The one search every game's 'normal' and 'hard' bots use (and 'easy' where a game has no
policy): root move selection by sequential halving over determinized playouts.

One decision, given only the seat's ``SeatView``:

1. The kit ranks the legal moves best first (``SearchKit.rank``, on one determinization). A
   forced move, or a ranking of one (the game's rule settles it), is answered at once.
2. Progressive widening: with a budget of ``B`` playouts the first ``width(B)`` moves of the
   ranking are compared (about ``0.6 * sqrt(B)``, at least two), so a small budget is spent
   on the heuristic's favourites and a larger one reaches further down the ranking.
3. Sequential halving (Karnin, Koren & Somekh 2013): every compared move gets an equal share
   of a round's budget, the better half goes on to the next round, until one is left.
4. Common random numbers: sample ``j`` of every move plays in the same world: the same
   determinization (hidden cards, bids, face-down picks drawn by ``view.sample``, or by the
   belief weighting of ``engine.ai.belief``), the same future dice, the same policy noise.
   Two moves are compared on the same luck, so a comparison is decided by the moves. A move
   whose playout used no chance at all is exact after one sample (``exact_without_chance``).
5. A playout plays the move, then the kit's policy for every seat, until the end, the kit's
   horizon (``rollout_depth`` or the level's ``depths``, ``stop``) where the evaluator judges the position.
6. Reuse: when the same seat decides again right after its own move (a turn of several
   actions), the worlds of this search, moved on by the chosen move, are the next search's
   first determinizations if they still show exactly what the seat now observes: what it has
   learnt (the belief weighting, the worlds that fit) carries over to the next decision.

Budgets: in ``sim`` a level spends exactly ``kit.budget(level, kind)`` playouts (seeded games
are the same on any machine); a budget too small to give two moves ``MIN_SAMPLES`` each leaves
the heuristic's favourite (noise must not overrule it). In the window (``seconds`` given) it runs sequential halving
with a doubling budget (each run reuses every playout of the last: sample ``j`` of a move is
the same playout) up to the same level's sim budget, or until the clock if that comes first;
the answer is the winner of the last finished run, the heuristic's move if none finished. So
a level in the window plays as the same level in ``sim`` (the tournaments that measure it)
whenever the machine is fast enough to reach the budget in the clock (issue 37 item 6,
docs/bots.md).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import NamedTuple

from ..core.collector import collector_paused
from ..core.flow import FlowState
from ..core.rng import Rng
from ..core.state import State
from ..core.values import Action
from .belief import weighted_sample
from .bots import Bot, random_policy
from .kit import SearchKit
from .view import SeatView

#: the fewest playouts each of two compared moves gets: a smaller budget leaves the heuristic's move
MIN_SAMPLES = 4
#: worlds kept for the seat's next decision (reuse), at most
REUSE_WORLDS = 64
#: in the window, the doubling runs stop at the level's sim budget; playouts beyond this many
#: times that budget (runs whose samples the last run did not reuse) end the search in any case
CLOCK_BUDGET_FACTOR = 2


class RootStat(NamedTuple):
    """One compared move at the root: its playouts and its mean reward for the searching seat."""

    action: Action
    visits: int
    mean_reward: float


@dataclass(frozen=True)
class SearchStats:
    """What the last decision cost and found (``bot.last``)."""

    iterations: int = 0
    seconds: float = 0.0
    root: tuple[RootStat, ...] = ()
    #: worlds carried over from the seat's previous decision (reuse)
    reused: int = 0


def width(budget: int, available: int) -> int:
    """How many of the ranking's moves a budget of ``budget`` playouts compares."""
    return min(available, max(2, round(0.6 * math.sqrt(budget))))


def led_through_chance(state: State) -> bool:
    """Whether ``state`` passed a chance point (a roll, a pick, a shuffle with more than one
    outcome: ``engine/core/chance.py``) since its generator was last set, as a playout sets it."""
    return state.chance.draws > 0


class _OutOfTime(Exception):
    pass


class _Decision:
    """The playouts of one decision: worlds by sample index, values by move."""

    def __init__(self, bot: SearchBot, view: SeatView, rng: Rng, worlds: list[State], deadline: float | None,
                 cap: int, flat: bool = False):
        self.bot, self.kit, self.view, self.seat = bot, bot.kit, view, view.seat
        #: the kit's likelihood is 1.0 in every world of this view (``SearchKit.flat_belief``)
        self.flat = flat
        self.rng = rng
        self.reused = worlds
        self.worlds: list[tuple[State, Rng, Rng]] = []
        self.values: dict[Action, list[float]] = {}
        self.exact: set[Action] = set()
        self.done = 0
        self.deadline = deadline
        self.cap = cap
        #: how long a playout has taken (a running estimate; the window's clock reads it)
        self.playout_seconds = 0.0

    def world(self, j: int) -> tuple[State, Rng, Rng]:
        while len(self.worlds) <= j:
            k = len(self.worlds)
            stream = self.rng.fork()
            if k < len(self.reused):
                state = self.reused[k]
            elif self.kit.likelihood is not None:
                state = weighted_sample(self.view, stream, self.kit.likelihood, self.kit.belief_pool, self.flat)
            else:
                state = self.view.sample(stream)
            self.worlds.append((state, stream.fork(), stream.fork()))
        return self.worlds[j]

    def fill(self, action: Action, target: int) -> None:
        got = self.values.setdefault(action, [])
        while len(got) < target and action not in self.exact:
            if self.done >= self.cap:
                raise _OutOfTime
            if self.deadline is not None:
                # a playout is started only if one of the usual length still ends before the clock
                now = time.perf_counter()
                if now + self.playout_seconds >= self.deadline:
                    raise _OutOfTime
                value, chance = self.playout(action, len(got))
                took = time.perf_counter() - now
                self.playout_seconds = took if not self.done else max(took, 0.8 * self.playout_seconds + 0.2 * took)
            else:
                value, chance = self.playout(action, len(got))
            got.append(value)
            self.done += 1
            if not chance and self.kit.exact_without_chance:
                self.exact.add(action)

    def mean(self, action: Action, upto: int) -> float:
        got = self.values[action]
        if action in self.exact:
            return got[0]
        part = got[:upto]
        return sum(part) / len(part)

    def playout(self, action: Action, j: int) -> tuple[float, bool]:
        """Sample ``j`` of ``action``: the searching seat's value, and whether chance played."""
        start, dice, noise = self.world(j)
        state = start.clone()
        state.rng = dice.copy()
        rng = noise.copy()
        state.apply_unchecked(action)
        value = self.bot.rollout(state, rng, start)
        return value[self.seat], led_through_chance(state) or rng != noise

    def halving(self, ranked: list[Action], budget: int, wide: int) -> Action:
        alive = ranked[:wide]
        rounds = max(1, math.ceil(math.log2(len(alive))))
        target = 0
        while len(alive) > 1:
            target += max(1, budget // (len(alive) * rounds))
            for action in alive:
                self.fill(action, target)
            # a stable sort: a tie goes to the move the heuristic ranks higher
            alive = sorted(alive, key=lambda a: -self.mean(a, target))[:math.ceil(len(alive) / 2)]
        return alive[0]

    def stats(self, best: Action) -> tuple[RootStat, ...]:
        def stat(a: Action) -> RootStat:
            got = self.values[a]
            return RootStat(a, len(got), sum(got) / len(got))
        rest = sorted((stat(a) for a in self.values if a != best and self.values[a]),
                      key=lambda s: (-s.visits, -s.mean_reward))
        head = (stat(best),) if self.values.get(best) else ()
        return head + tuple(rest)


class _Kept(NamedTuple):
    """A search's worlds (start, dice, noise) and its answer, kept for the seat's next decision."""

    worlds: list[tuple[State, Rng, Rng]]
    answer: Action


class SearchBot(Bot):
    """A level's search: ``kit`` is the game's, ``budget`` overrides the kit's playouts per
    decision (tests), ``realtime`` thinks until the kit's clock for the level instead."""

    def __init__(self, kit: SearchKit, level: str, realtime: bool = False, budget: int | None = None):
        self.kit = kit
        self.level = level
        self.name = level
        self.realtime = realtime
        self.budget = budget
        self.last = SearchStats()
        self._next_worlds: dict[int, _Kept] = {}

    def choose(self, view: SeatView, rng: Rng) -> Action:
        with collector_paused():
            return self._choose(view, rng)

    def _choose(self, view: SeatView, rng: Rng) -> Action:
        start = time.perf_counter()
        legal = list(view.legal)
        if len(legal) == 1:
            self._next_worlds.pop(view.seat, None)
            self.last = SearchStats(0, time.perf_counter() - start)
            return legal[0]
        worlds = self._reusable(view)
        probe = worlds[0] if worlds else view.sample(rng.fork())
        ranked = list(dict.fromkeys(a for a in self.kit.ranked(probe, legal) if view.accepts(a))) or legal
        if len(ranked) == 1:
            self.last = SearchStats(0, time.perf_counter() - start)
            return ranked[0]
        kind = view.decision.kind
        budget = self.budget if self.budget is not None else self.kit.budget(self.level, kind)
        deadline = start + self.kit.clock(self.level, kind) if self.realtime else None
        if budget < 2 * MIN_SAMPLES:  # in the window too: it plays as the sim level does
            # too few playouts to compare two moves fairly: noise would overrule the heuristic
            self._next_worlds.pop(view.seat, None)
            self.last = SearchStats(0, time.perf_counter() - start)
            return ranked[0]
        cap = budget if deadline is None else max(budget, 2 * MIN_SAMPLES) * CLOCK_BUDGET_FACTOR
        flat = self.kit.flat_belief is not None and self.kit.flat_belief(probe, view.seat)
        search = _Decision(self, view, rng, worlds, deadline, cap, flat)
        best = ranked[0]
        run = budget if deadline is None else min(2 * MIN_SAMPLES, budget)
        wide = width(run, len(ranked))
        try:
            while True:
                before = search.done
                best = search.halving(ranked, run, wide)
                if wide >= len(ranked) and (deadline is None or search.done == before):
                    break  # every move compared (and, in the window, nothing left to learn)
                if search.done * 2 <= run and wide < len(ranked):
                    wide = min(len(ranked), 2 * wide)  # exact moves left budget over: compare more
                elif deadline is not None and run < budget:
                    run = min(2 * run, budget)  # the window stops where sim stops: at the budget
                    wide = max(wide, width(run, len(ranked)))
                else:
                    break
        except _OutOfTime:
            pass
        if not view.playable(best):  # (a game that lists a move its check refuses: the next best)
            order = [r.action for r in search.stats(best)] + ranked
            best = next((a for a in order if view.playable(a)), None) or rng.choice(legal)
        self.last = SearchStats(search.done, time.perf_counter() - start, search.stats(best), len(worlds))
        self._keep_worlds(search, best)
        return best

    def rollout(self, state: State, rng: Rng, start: State) -> list[float]:
        kit, policy, evaluator = self.kit, self.kit.policy or random_policy, self.kit.evaluator
        cut, stop = kit.depth(self.level), kit.horizon(self.level)
        # a playout longer than a whole game may be (its declared length) is a game that does not
        # end: judged where it is, as at the level's cut (without an evaluator: played to the end)
        limit = state.length_limit() if cut is None else min(cut, state.length_limit())
        if evaluator is None:
            limit, stop = math.inf, None
        # whether a decision is pending, asked without making it (a flow's frame on top names one:
        # the policy makes what it needs of the Decision)
        pending = state.pending if isinstance(state, FlowState) else state.to_decide
        apply, depth = state.apply_unchecked, 0
        while pending() is not None:
            if depth >= limit or (stop is not None and stop(start, state)):
                return evaluator(state)
            apply(policy(state, rng))
            depth += 1
        return state.result().rewards(state.num_seats)

    # -- reuse across a seat's consecutive decisions -------------------------------------
    def _keep_worlds(self, search: _Decision, best: Action) -> None:
        """Keep the search's first worlds and its answer for the seat's next decision. They are
        moved on by the answer when that decision comes (``_reusable``), not now: a next decision
        that is forced, or that never comes, costs nothing (and the worlds are the same)."""
        worlds = search.worlds[:REUSE_WORLDS]
        if worlds:
            self._next_worlds[search.seat] = _Kept(worlds, best)
        else:
            self._next_worlds.pop(search.seat, None)

    def _reusable(self, view: SeatView) -> list[State]:
        """The worlds kept from this seat's last decision, moved on by its answer, that still fit
        what it observes: none if in any of them another seat moved next (or the game ended),
        whose move is news."""
        kept = self._next_worlds.pop(view.seat, None)
        if kept is None:
            return []
        moved = []
        for start, dice, _noise in kept.worlds:
            state = start.clone()
            state.rng = dice.copy()
            state.apply_unchecked(kept.answer)
            decision = state.to_decide()
            if decision is None or decision.seat != view.seat:
                return []
            moved.append(state)
        return [s for s in moved if s.observation(view.seat) == view.observation]
