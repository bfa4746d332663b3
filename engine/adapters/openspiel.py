"""Each registered game as an OpenSpiel Python game (``pip install 'ludus[research]'``).

    import pyspiel
    from engine.adapters import openspiel
    openspiel.register_all()                      # ludus_forglory, ludus_arenarex, ...
    game = pyspiel.load_game("ludus_spartacus", {"players": 4})

The game's ``GameType`` follows our ``ruleset.game_type``: sequential moves (a sealed round
of ours is a run of secret moves, which OpenSpiel treats the same for imperfect-information
games), explicit stochastic chance: one chance node at the start draws the seed
(outcome ``k`` is our game of seed ``k``; setup and the big shuffles follow from it, hidden
from every seat), and, with the game parameter ``chance=explicit`` (the default), each die, each
pick among few and each shuffle of few things met later is a chance node of its own with its
equally likely outcomes (``chance.py``; ``chance=seed``: every draw follows from the seed, and
the game is exactly our game of that seed), and ``resample_from_infostate`` draws a world consistent with a seat's view, as our
``determinize`` does, perfect or imperfect information. Actions,
strings, vectors and returns: ``common.py`` and docs/openspiel.md.
"""
from __future__ import annotations

import json
from typing import NamedTuple

import numpy as np
import pyspiel

from ..core import registry
from ..core.canon import dumps
from ..core.chance import ROLL, Point
from ..core.gametype import PERFECT
from ..core.rng import Rng
from ..core.values import Action
from . import common
from .chance import Drawn, attempt, play
from .encoding import Turns
from .recall import Recall

PREFIX = "ludus_"
#: the chance node at the start draws one of this many seeds
SEEDS = 1 << 16
#: the game parameter ``chance``: small draws as chance nodes of their own, or all from the seed
EXPLICIT, SEED = "explicit", "seed"


def short_name(ruleset) -> str:
    return PREFIX + ruleset.name


def _typed(value: str):
    """An option's value as OpenSpiel reads it back from a game string (it parses digits and
    true/false): an int, a bool or text."""
    if value.isdigit():
        return int(value)
    if value in ("true", "false"):
        return value == "true"
    return value


def _text(value) -> str:
    """The option value our ``make_config`` takes."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def game_type(ruleset) -> pyspiel.GameType:
    """OpenSpiel's description of one of our games, read from ``ruleset.game_type``."""
    ours = ruleset.game_type
    information = (pyspiel.GameType.Information.PERFECT_INFORMATION
                   if ours.information == PERFECT and not ours.secret_decisions
                   else pyspiel.GameType.Information.IMPERFECT_INFORMATION)
    parameters = {"players": common.default_seats(ruleset), "action_ids": common.FIXED, "chance": EXPLICIT}
    parameters.update({option.name: _typed(str(option.default)) for option in ruleset.options})
    return pyspiel.GameType(
        short_name=short_name(ruleset), long_name=f"Ludus {ruleset.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=information, utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=ruleset.max_seats, min_num_players=ruleset.min_seats,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=parameters)


class LudusGame(pyspiel.Game):
    """One of our rulesets, with its seat count, seed and options as game parameters."""

    ruleset = None  # set per game by ``game_class``

    def __init__(self, params=None):
        kind = game_type(self.ruleset)
        params = {**kind.parameter_specification, **(params or {})}
        self.seats = int(params["players"])
        self.action_ids = str(params["action_ids"])
        if self.action_ids not in common.ACTION_IDS:
            raise ValueError(f"action_ids is '{common.FIXED}' or '{common.RANKED}', not '{self.action_ids}'")
        self.explicit = str(params["chance"]) == EXPLICIT
        if str(params["chance"]) not in (EXPLICIT, SEED):
            raise ValueError(f"chance is '{EXPLICIT}' or '{SEED}', not '{params['chance']}'")
        options = {o.name: _text(params[o.name]) for o in self.ruleset.options}
        self.config = self.ruleset.make_config(self.seats, options)
        distinct = common.id_space(self.ruleset.name, self.action_ids)
        info = pyspiel.GameInfo(num_distinct_actions=distinct, max_chance_outcomes=SEEDS,
                                num_players=self.seats, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
                                max_game_length=common.MAX_GAME_LENGTH)
        super().__init__(kind, info, params)

    def new_initial_state(self):
        return LudusState(self, None)

    def ours(self, seed: int) -> Ours:
        return Ours(self.ruleset, self.config, seed, self.action_ids, explicit=self.explicit)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return Observer(self, iig_obs_type, params)


class Ours:
    """Our state inside an OpenSpiel one. OpenSpiel clones a Python state by making a new
    initial state and deep-copying its attributes, and serializes it by pickling them: so
    the new game is only made when first used, a deep copy is our ``clone()``, and what is
    pickled is our state's JSON (``to_json``), never the objects themselves."""

    __slots__ = ("ruleset", "config", "seed", "mode", "_state", "_table", "steps", "recall", "turns", "explicit",
                 "pending")

    def __init__(self, ruleset, config, seed, mode, state=None, steps=0, recall=None, turns=None, explicit=False,
                 pending=None):
        self.ruleset, self.config, self.seed, self.mode, self._state = ruleset, config, seed, mode, state
        #: small draws are chance nodes of their own (``chance.py``)
        self.explicit = explicit
        #: a move waiting for chance: (its seat, the action, the outcomes chosen so far, the point
        #: it needs next); the state stays as it was before the move until it goes through
        self.pending: Pending | None = pending
        self._table = None
        #: actions taken so far (standing ones included: they leave ``decisions_made`` alone)
        self.steps = steps
        self.recall = recall or Recall()
        #: standing windows (``encoding.Turns``): who acts when it is not the decider
        self.turns = turns or Turns()

    @property
    def state(self):
        if self._state is None:
            self._state = self.ruleset.new_game(self.config, self.seed)
        return self._state

    def table(self) -> dict:
        """The offered actions by id (``common.action_table``), kept while no action is taken."""
        if self._table is None or self._table[0] != self.steps:
            self._table = (self.steps, common.action_table(self.state, self.ruleset.name, self.mode, self.turns))
        return self._table[1]

    def take(self, action_id: int) -> None:
        table = self.table()
        if action_id not in table:
            raise ValueError(f"action id {action_id} is not legal here; legal ids: {sorted(table)[:20]}")
        seat = self.turns.actor(self.state)
        if self.explicit:
            self._attempt(seat, table[action_id], ())
            return
        self.turns.take(self.state, table[action_id])
        self.steps += 1
        self.recall.moved(self.state, seat, table[action_id])

    def choose_outcome(self, index: int) -> None:
        """The chance player's outcome ``index`` for the pending move's next chance point."""
        seat, action, outcomes, point = self.pending
        if not 0 <= index < point.outcomes:
            raise ValueError(f"chance outcome {index} is not one of the {point.outcomes} of '{point.name}'")
        self._attempt(seat, action, outcomes + (index,))

    def _attempt(self, seat: int, action, outcomes: tuple[int, ...]) -> None:
        state, turns, point = attempt(self.state, self.turns, action, outcomes)
        if point is not None:
            self.pending = Pending(seat, action, outcomes, point)
            return
        self._state, self.turns, self.pending = state, turns, None
        self.steps += 1
        self.recall.moved(state, seat, Drawn(action, outcomes) if outcomes else action)

    def replay(self):
        """A fresh game of this seed and the function that takes one recorded move on it."""
        turns = Turns()
        return self.ruleset.new_game(self.config, self.seed), lambda state, move: play(turns, state, move)

    def recall_string(self, viewer) -> str:
        return self.recall.string(self.state, viewer, self.replay)

    def __deepcopy__(self, memo):
        return Ours(self.ruleset, self.config, self.seed, self.mode, self.state.clone(), self.steps,
                    self.recall.copy(), self.turns.copy(), self.explicit, self.pending)

    def __getstate__(self):
        return {"game": self.ruleset.name, "config": self.config, "seed": self.seed, "mode": self.mode,
                "steps": self.steps, "state": dumps(self.state.to_json()),
                "turns": [self.turns.opened, list(self.turns.waiting)], "moves": self.recall.to_json(),
                "explicit": self.explicit, "pending": None if self.pending is None else self.pending.to_json()}

    def __setstate__(self, data):
        self.ruleset = registry.get(data["game"])
        self.config, self.seed, self.mode, self.steps = data["config"], data["seed"], data["mode"], data["steps"]
        self._state = self.ruleset.state_from_json(json.loads(data["state"]))
        self._table = None
        self.recall = Recall.from_json(data["moves"])
        self.turns = Turns(data["turns"][0], tuple(data["turns"][1]))
        self.explicit = data["explicit"]
        self.pending = None if data["pending"] is None else Pending.from_json(data["pending"])


class Pending(NamedTuple):
    """A move waiting for the chance player (``Ours.pending``)."""

    seat: int
    action: Action
    outcomes: tuple[int, ...]
    point: Point

    def to_json(self) -> list:
        point = self.point
        return [self.seat, str(self.action), list(self.outcomes), [point.kind, point.name, point.outcomes]]

    @classmethod
    def from_json(cls, data: list) -> Pending:
        seat, action, outcomes, (kind, name, count) = data
        return cls(seat, Action.parse(action), tuple(outcomes), Point(kind, name, count, None))


class LudusState(pyspiel.State):
    """An OpenSpiel state around one of ours (``self.ours``)."""

    def __init__(self, game, holder):
        super().__init__(game)
        self.holder = holder

    @property
    def ours(self):
        return self.holder.state


    def current_player(self):
        if self.holder is None or self.holder.pending is not None:
            return pyspiel.PlayerId.CHANCE
        seat = self.holder.turns.actor(self.ours)
        return pyspiel.PlayerId.TERMINAL if seat is None else seat

    def chance_outcomes(self):
        """The first chance node: nature draws the game's seed (setup and the big shuffles follow
        from it, hidden from every seat). Later ones (``chance=explicit``): the equally likely
        outcomes of the pending move's next small draw (a die's faces 1-6 are outcomes 0-5)."""
        if self.holder is None:
            return [(seed, 1.0 / SEEDS) for seed in range(SEEDS)]
        count = self.holder.pending.point.outcomes
        return [(index, 1.0 / count) for index in range(count)]

    def _legal_actions(self, player):
        if self.holder.pending is not None or self.holder.turns.actor(self.ours) != player:
            return []
        return list(self.holder.table())

    def _apply_action(self, action):
        if self.holder is None:
            self.holder = self.get_game().ours(int(action))
        elif self.holder.pending is not None:
            self.holder.choose_outcome(int(action))
        else:
            self.holder.take(int(action))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            if self.holder is None:
                return f"seed {action}"
            point = self.holder.pending.point
            return f"{point.name}: {action + 1 if point.kind == ROLL else action}"
        return str(self.holder.table()[action])

    def is_terminal(self):
        return self.holder is not None and self.ours.to_decide() is None

    def returns(self):
        if self.holder is None:
            return [0.0] * self.get_game().seats
        return common.returns_of(self.ours.result(), self.ours.num_seats)

    def resample_from_infostate(self, player, sampler):
        """A state ``player`` cannot tell from this one, hidden parts drawn with ``sampler``."""
        seed = int(float(sampler()) * 2**31) if callable(sampler) else 0
        clone = self.clone()
        holder = self.holder
        world = self.ours.determinize(player, Rng(seed, stream=77))
        clone.holder = Ours(holder.ruleset, holder.config, holder.seed, holder.mode, world, holder.steps,
                            holder.recall.for_world_of(player, world, holder.turns), holder.turns.copy(),
                            holder.explicit, holder.pending)
        return clone

    def __str__(self):
        if self.holder is None:
            return "chance: the seed"
        pending = self.holder.pending
        if pending is None:
            return self.ours.digest()
        return f"{self.ours.digest()}\nchance: {pending.point.name} after {pending.action} {list(pending.outcomes)}"


#: the views we give: (public_info, private_info, perfect_recall) -> (viewer is the seat?, recall?)
_VIEWS = {(True, "SINGLE_PLAYER", False): (True, False), (True, "SINGLE_PLAYER", True): (True, True),
          (True, "NONE", False): (False, False), (True, "NONE", True): (False, True)}


def _view_of(iig_obs_type) -> tuple[bool, bool]:
    if iig_obs_type is None:
        return True, False
    key = (bool(iig_obs_type.public_info), iig_obs_type.private_info.name, bool(iig_obs_type.perfect_recall))
    if key not in _VIEWS:
        raise ValueError(f"observation type {key} (public_info, private_info, perfect_recall) is not offered: "
                         "the views are a seat's own (public and its private information) or the public one, "
                         "each present-only or with perfect recall")
    return _VIEWS[key]


class Observer:
    """A seat's own view (``observation(seat)``) or the public one (``observation(None)``),
    present-only or with perfect recall (``recall.py``: strings only, a perfect-recall tensor is
    refused). See docs/openspiel.md."""

    def __init__(self, game, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        self.own, self.recall = _view_of(iig_obs_type)
        self.game = game.ruleset.name
        self.tensor = np.zeros(0 if self.recall else common.observation_size(self.game), np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        if self.recall:
            raise ValueError("a perfect-recall tensor is not offered: ask for the perfect-recall string, "
                             "or for the present-only tensor")
        if state.holder is None:  # the chance node: nothing seen yet
            self.tensor.fill(0)
        else:
            common.observation_vector(state.ours, player if self.own else None, self.game, self.tensor)

    def string_from(self, state, player):
        if state.holder is None:
            return ""
        viewer = player if self.own else None
        if self.recall:
            return state.holder.recall_string(viewer)
        return common.observation_string(state.ours, viewer)


def game_class(ruleset) -> type[LudusGame]:
    """The game class of ``ruleset``, kept in this module's namespace so that OpenSpiel's
    pickling of a game (by class name) finds it."""
    name = f"Ludus{ruleset.name.title()}Game"
    if name not in globals():
        globals()[name] = type(name, (LudusGame,), {"ruleset": ruleset, "__module__": __name__})
    return globals()[name]


def register_all() -> list[str]:
    """Register every available game with pyspiel (once); their short names."""
    names = []
    registered = set(pyspiel.registered_names())
    for name in registry.available():
        ruleset = registry.get(name)
        if short_name(ruleset) not in registered:
            pyspiel.register_game(game_type(ruleset), game_class(ruleset))
        names.append(short_name(ruleset))
    return names
