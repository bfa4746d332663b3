"""What a game gives the one search (``engine.ai.search``): a small kit, nothing else.

A game builds its kit in ``engine/<game>/bots.py`` and hands it out from
``Ruleset.bot_kit()``; the search and the levels read only the kit and ``Ruleset.evaluator()``
(which the kit carries), never a game's own search code.

* ``policy``: the fast heuristic: the 'easy' bot, and how every seat plays in a playout.
* ``rank``: the legal actions of the deciding seat, best first by the heuristic (a move
  ordering, not a cut: progressive widening walks down it as the budget grows). A list of one
  means the game says the choice is settled (a rule, not a judgement); the search then answers
  at once.
* ``evaluator``: each seat's value in [0, 1] where a playout stops short of the end.
* ``rollout_depth`` / ``stop``: the horizon. A playout stops after ``rollout_depth`` decisions,
  or sooner when ``stop(start, state)`` says so (``start`` is the determinization at the root:
  Arena Rex stops at the end of the opponent's reply turn). ``depths`` gives a level its own
  ``rollout_depth`` (Arena Rex's 'hard' plays the whole reply out, where 'normal' cuts it short),
  and ``stops`` its own ``stop`` (Arena Rex's 'hard' looks two turns of each seat ahead).
* ``budgets``: playouts per decision for each searching level in ``sim`` (deterministic: a
  seeded game gives the same moves on any machine). 'easy' has a budget only in a game without
  a policy, where 'easy' is a small search; with a policy it would be dead configuration.
* ``seconds``: the window's clock per level (``realtime``): a searching level spends its sim
  budget, unless this clock runs out first.
* ``share``: a decision kind's share of a level's budget and clock (1.0 when not named), so a
  routine choice gets a short look and the decisions that turn games the full one.
* ``routine``: the decision kinds the game calls routine (which deck to draw from, ...): in the
  window a bot's answer to one is played at a short pace, so a run of them is seen go by, not
  waited on (``client/table/controllers.py``; a lone legal answer is routine in every game).
* ``likelihood``: optional belief weighting (``engine.ai.belief``): how likely a
  determinization makes what the other seats were seen to do, under the policy.
* ``flat_belief``: optional, with ``likelihood``: True where ``likelihood`` is exactly 1.0 in every
  determinization of the view the given one was drawn from (nothing seen to weigh worlds by): the
  belief pool is then drawn without building the worlds it does not keep (the same choice).
* ``exact_without_chance``: a playout that rolled no die and drew no policy noise is exact
  (nothing but the dice is hidden in the game's position): one sample settles that candidate.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ..core.ruleset import Evaluator, Policy
from ..core.state import State
from ..core.values import Action

#: ``rank(state, legal) -> legal actions best first`` (a list of one: settled)
Ranking = Callable[[State, list[Action]], list[Action]]
#: ``stop(start, state) -> True`` when a playout has looked far enough
Horizon = Callable[[State, State], bool]
#: ``likelihood(state, searcher) -> weight > 0`` of one determinization
Likelihood = Callable[[State, int], float]
#: ``flat_belief(state, searcher) -> True`` when the likelihood is 1.0 in every determinization of its view
FlatBelief = Callable[[State, int], bool]

#: the window's clock per searching level (seconds for a decision that matters)
SECONDS = {"easy": 0.25, "normal": 0.5, "hard": 1.5}
SEARCHING = ("normal", "hard")


@dataclass(frozen=True)
class SearchKit:
    policy: Policy | None = None
    rank: Ranking | None = None
    evaluator: Evaluator | None = None
    rollout_depth: int | None = None
    depths: Mapping[str, int] = field(default_factory=dict)
    stop: Horizon | None = None
    stops: Mapping[str, Horizon] = field(default_factory=dict)
    budgets: Mapping[str, int] = field(default_factory=lambda: {"normal": 64, "hard": 256})
    seconds: Mapping[str, float] = field(default_factory=lambda: dict(SECONDS))
    share: Mapping[str, float] = field(default_factory=dict)
    likelihood: Likelihood | None = None
    flat_belief: FlatBelief | None = None
    routine: frozenset[str] = frozenset()
    #: determinizations drawn per belief-weighted sample (the pool one is chosen from)
    belief_pool: int = 4
    exact_without_chance: bool = False

    def __post_init__(self):
        levels = set(SEARCHING) | ({"easy"} if self.policy is None else set())
        if set(self.budgets) != levels:
            raise ValueError(f"a kit's budgets name exactly {sorted(levels)}, not {sorted(self.budgets)}")
        if any(n < 1 for n in self.budgets.values()):
            raise ValueError("a search budget is at least one playout")
        if (self.rollout_depth is not None or self.depths) and self.evaluator is None:
            raise ValueError("a rollout cut short needs an evaluator")
        if not set(self.depths) <= levels or any(n < 1 for n in self.depths.values()):
            raise ValueError(f"a kit's depths name searching levels {sorted(levels)}, each at least one decision")
        if self.flat_belief is not None and self.likelihood is None:
            raise ValueError("a kit's flat_belief tells where its likelihood is flat: it needs a likelihood")
        if not set(self.stops) <= levels:
            raise ValueError(f"a kit's stops name searching levels {sorted(levels)}")

    def ranked(self, state: State, legal: list[Action]) -> list[Action]:
        """``rank`` or, without one, every legal action in the engine's order."""
        if self.rank is None or len(legal) <= 1:
            return list(legal)
        return self.rank(state, legal)

    def depth(self, level: str) -> int | None:
        """Decisions a playout of ``level`` takes before the evaluator judges (None: no cut)."""
        return self.depths.get(level, self.rollout_depth)

    def horizon(self, level: str) -> Horizon | None:
        """Where a playout of ``level`` stops for the evaluator, besides its depth (None: only there)."""
        return self.stops.get(level, self.stop)

    def budget(self, level: str, kind: str) -> int:
        """Playouts for one decision of ``kind`` in ``sim``."""
        return max(1, round(self.budgets[level] * self.share.get(kind, 1.0)))

    def clock(self, level: str, kind: str) -> float:
        """Seconds for one decision of ``kind`` in the window."""
        return self.seconds[level] * self.share.get(kind, 1.0)
