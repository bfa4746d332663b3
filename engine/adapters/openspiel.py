"""Each registered game as an OpenSpiel Python game (``pip install 'ludus[research]'``).

    import pyspiel
    from engine.adapters import openspiel
    openspiel.register_all()                      # ludus_forglory, ludus_arenarex, ...
    game = pyspiel.load_game("ludus_spartacus", {"players": 4})

The game's ``GameType`` follows our ``ruleset.game_type``: sequential moves (a sealed round
of ours is a run of secret moves, which OpenSpiel treats the same for imperfect-information
games), explicit stochastic chance: one chance node at the start draws the seed
(outcome ``k`` is our game of seed ``k``; dice and shuffles follow from it, hidden from every
seat), and ``resample_from_infostate`` draws a world consistent with a seat's view, as our
``determinize`` does, perfect or imperfect information. Actions,
strings, vectors and returns: ``common.py`` and docs/openspiel.md.
"""
from __future__ import annotations

import json

import numpy as np
import pyspiel

from ..core import registry
from ..core.canon import dumps
from ..core.gametype import PERFECT
from ..core.rng import Rng
from . import common

PREFIX = "ludus_"
#: the chance node at the start draws one of this many seeds
SEEDS = 1 << 16


def short_name(ruleset) -> str:
    return PREFIX + ruleset.name


def _default_players(ruleset) -> int:
    return min(ruleset.max_seats, max(ruleset.min_seats, 4 if ruleset.max_seats >= 4 else ruleset.min_seats))


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
    parameters = {"players": _default_players(ruleset)}
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
        options = {o.name: _text(params[o.name]) for o in self.ruleset.options}
        self.config = self.ruleset.make_config(self.seats, options)
        info = pyspiel.GameInfo(num_distinct_actions=common.MAX_ACTIONS, max_chance_outcomes=SEEDS,
                                num_players=self.seats, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
                                max_game_length=common.MAX_GAME_LENGTH)
        super().__init__(kind, info, params)

    def new_initial_state(self):
        return LudusState(self, None)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return Observer(params)


class Ours:
    """Our state inside an OpenSpiel one. OpenSpiel clones a Python state by making a new
    initial state and deep-copying its attributes, and serializes it by pickling them: so
    the new game is only made when first used, a deep copy is our ``clone()``, and what is
    pickled is our state's JSON (``to_json``), never the objects themselves."""

    __slots__ = ("ruleset", "config", "seed", "_state", "_ranked")

    def __init__(self, ruleset, config, seed, state=None):
        self.ruleset, self.config, self.seed, self._state = ruleset, config, seed, state
        self._ranked = None

    @property
    def state(self):
        if self._state is None:
            self._state = self.ruleset.new_game(self.config, self.seed)
        return self._state

    def ranked(self):
        """The legal actions in id order (kept while no action is taken)."""
        made = self.state.decisions_made
        if self._ranked is None or self._ranked[0] != made:
            self._ranked = (made, common.ranked_actions(self.state))
        return self._ranked[1]

    def __deepcopy__(self, memo):
        return Ours(self.ruleset, self.config, self.seed, self.state.clone())

    def __getstate__(self):
        return {"game": self.ruleset.name, "config": self.config, "seed": self.seed,
                "state": dumps(self.state.to_json())}

    def __setstate__(self, data):
        self.ruleset = registry.get(data["game"])
        self.config, self.seed = data["config"], data["seed"]
        self._state = self.ruleset.state_from_json(json.loads(data["state"]))
        self._ranked = None


class LudusState(pyspiel.State):
    """An OpenSpiel state around one of ours (``self.ours``)."""

    def __init__(self, game, holder):
        super().__init__(game)
        self.holder = holder

    @property
    def ours(self):
        return self.holder.state

    def _actions(self):
        return self.holder.ranked()

    def current_player(self):
        if self.holder is None:
            return pyspiel.PlayerId.CHANCE
        decision = self.ours.to_decide()
        return pyspiel.PlayerId.TERMINAL if decision is None else decision.seat

    def chance_outcomes(self):
        """The one chance node: nature draws the game's seed (dice and shuffles follow from it,
        hidden from every seat)."""
        return [(seed, 1.0 / SEEDS) for seed in range(SEEDS)]

    def _legal_actions(self, player):
        decision = self.ours.to_decide()
        if decision is None or decision.seat != player:
            return []
        return list(range(len(self._actions())))

    def _apply_action(self, action):
        if self.holder is None:
            game = self.get_game()
            self.holder = Ours(game.ruleset, game.config, int(action))
            return
        self.ours.apply(self._actions()[action])

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return str(self._actions()[action])

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
        clone.holder = Ours(holder.ruleset, holder.config, holder.seed,
                            self.ours.determinize(player, Rng(seed, stream=77)))
        return clone

    def __str__(self):
        return "chance: the seed" if self.holder is None else self.ours.digest()


class Observer:
    """Strings and vectors from ``observation(seat)`` only (docs/openspiel.md)."""

    def __init__(self, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        self.tensor = np.zeros(common.OBSERVATION_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        if state.holder is None:  # the chance node: nothing seen yet
            self.tensor.fill(0)
        else:
            common.observation_vector(state.ours, player, self.tensor)

    def string_from(self, state, player):
        return "" if state.holder is None else common.observation_string(state.ours, player)


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
