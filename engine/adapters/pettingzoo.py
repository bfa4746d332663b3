"""Each registered game as a PettingZoo AEC environment (``pip install 'ludus[research]'``).

    from engine.adapters.pettingzoo import env
    game = env("gladiatores")                     # 4 seats, as OpenSpiel's default
    game.reset(seed=7)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, info = game.last()
        action = None if termination or truncation else game.action_space(agent).sample(observation["action_mask"])
        game.step(action)

Agents are ``seat_0`` … ``seat_{n-1}``; whoever our ``to_decide()`` names is the agent to act.
An observation is ``{"observation": tensor, "action_mask": mask}``: the tensor is the game's
declared schema over the seat's own ``observation(seat)`` (``schemas.py``), the mask marks the
legal ids of the fixed action encoding (``encoding.py``; ``action_ids="ranked"`` for the old
ranked ids). Standing actions are offered to every seat that has one (``encoding.Turns``): to
the decider beside its decision, to the others at a window where they may also ``let_pass``. Rewards come at the end, from ``result()``: 1 to the
winner, 0 to the others, 1/seats each on a draw. ``reset(seed=k)`` plays our game of seed ``k``.

``env()`` wraps the game as PettingZoo's classic games are wrapped: an illegal action ends the
game, the offender's reward is -1 and the others' 0 (``TerminateIllegalWrapper``), an id
outside the space is an error, and the AEC order is enforced. ``raw_env`` is the bare game."""
from __future__ import annotations

import os

import numpy as np
from gymnasium import spaces

from ..core import registry
from . import common
from .encoding import Turns

_audio = os.environ.get("SDL_AUDIODRIVER")
from pettingzoo import AECEnv  # noqa: E402 (importing it sets SDL_AUDIODRIVER=dsp on Linux: undone below)
from pettingzoo.utils import wrappers  # noqa: E402

if _audio is None:
    os.environ.pop("SDL_AUDIODRIVER", None)
else:
    os.environ["SDL_AUDIODRIVER"] = _audio

#: the reward of a seat whose illegal action ended the game (PettingZoo's classic games' -1)
ILLEGAL_REWARD = -1


class LudusEnv(AECEnv):
    metadata = {"render_modes": [], "name": "ludus", "is_parallelizable": False}

    def __init__(self, game: str, seats: int | None = None, options: dict[str, str] | None = None,
                 action_ids: str = common.FIXED):
        super().__init__()
        self.ruleset = registry.get(game)
        seats = seats or common.default_seats(self.ruleset)
        self.config = self.ruleset.make_config(seats, options or {})
        self.mode = action_ids
        self.ids = common.id_space(self.ruleset.name, action_ids)
        self.metadata = {**self.metadata, "name": f"ludus_{self.ruleset.name}"}
        self.possible_agents = [f"seat_{s}" for s in range(seats)]
        self.render_mode = None
        size = common.observation_size(self.ruleset.name)
        observation = spaces.Box(-1.0, 1.0, (size,), np.float32)
        mask = spaces.Box(0, 1, (self.ids,), np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": observation, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.ids) for a in self.possible_agents}
        self.state = None
        self.turns = None
        self._table = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = int(np.random.default_rng().integers(1, 2**31))
        self.state = self.ruleset.new_game(self.config, int(seed))
        self.turns = Turns()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._table = None
        self._select()

    def table(self) -> dict:
        """The deciding seat's offered actions by id (kept until the next step)."""
        if self._table is None:
            self._table = common.action_table(self.state, self.ruleset.name, self.mode, self.turns)
        return self._table

    def _select(self) -> None:
        seat = self.turns.actor(self.state)
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        tensor = np.zeros(self.observation_spaces[agent]["observation"].shape, np.float32)
        common.observation_vector(self.state, seat, self.ruleset.name, tensor)
        mask = np.zeros(self.ids, np.int8)
        if self.turns.actor(self.state) == seat:
            mask[list(self.table())] = 1
        return {"observation": tensor, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table()
        if int(action) not in table:
            raise ValueError(f"action id {action} is not legal for {agent} now (legal: {sorted(table)[:20]})")
        self.turns.take(self.state, table[int(action)])
        self._table = None
        self._cumulative_rewards[agent] = 0.0
        result = self.state.result()
        if result is not None:
            returns = common.returns_of(result, len(self.possible_agents))
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = returns[seat]
                self.terminations[name] = True
        else:
            self._select()
        self._accumulate_rewards()

    def render(self):
        return None

    def close(self):
        pass


def raw_env(game: str, seats: int | None = None, options: dict[str, str] | None = None,
            action_ids: str = common.FIXED) -> LudusEnv:
    """The bare AEC environment of ``game`` (an illegal id raises ValueError)."""
    return LudusEnv(game, seats, options, action_ids)


def env(game: str, seats: int | None = None, options: dict[str, str] | None = None,
        action_ids: str = common.FIXED):
    """The AEC environment of ``game`` (a registered ruleset name) for ``seats`` seats (default
    as OpenSpiel's), wrapped as PettingZoo's classic games are."""
    wrapped = wrappers.TerminateIllegalWrapper(raw_env(game, seats, options, action_ids), illegal_reward=ILLEGAL_REWARD)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
