"""Each registered game as a PettingZoo AEC environment (``pip install 'ludus[research]'``).

    from engine.adapters.pettingzoo import env
    game = env("gladiatores", seats=4)
    game.reset(seed=7)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, info = game.last()
        action = None if termination or truncation else game.action_space(agent).sample(observation["action_mask"])
        game.step(action)

Agents are ``seat_0`` … ``seat_{n-1}``; whoever our ``to_decide()`` names is the agent to act.
An observation is ``{"observation": vector, "action_mask": mask}``: the vector hashes the
seat's own ``observation(seat)`` (never the true state), the mask marks the legal action ids
(``common.py``: the legal actions ranked by canonical text). Rewards come at the end, from
``result()``: 1 to the winner, 0 to the others, 1/seats each on a draw. ``reset(seed=k)``
plays our game of seed ``k``."""
from __future__ import annotations

import os

import numpy as np
from gymnasium import spaces

from ..core import registry
from . import common

_audio = os.environ.get("SDL_AUDIODRIVER")
from pettingzoo import AECEnv  # noqa: E402 (importing it sets SDL_AUDIODRIVER=dsp on Linux: undone below)

if _audio is None:
    os.environ.pop("SDL_AUDIODRIVER", None)
else:
    os.environ["SDL_AUDIODRIVER"] = _audio

#: the observation vector's bounds (hashed counts and the numbers of the observation)
BOUND = 1e6


class LudusEnv(AECEnv):
    metadata = {"render_modes": [], "name": "ludus", "is_parallelizable": False}

    def __init__(self, game: str, seats: int | None = None, options: dict[str, str] | None = None):
        super().__init__()
        self.ruleset = registry.get(game)
        seats = seats or self.ruleset.min_seats
        self.config = self.ruleset.make_config(seats, options or {})
        self.metadata = {**self.metadata, "name": f"ludus_{self.ruleset.name}"}
        self.possible_agents = [f"seat_{s}" for s in range(seats)]
        self.render_mode = None
        observation = spaces.Box(-BOUND, BOUND, (common.OBSERVATION_SIZE,), np.float32)
        mask = spaces.Box(0, 1, (common.MAX_ACTIONS,), np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": observation, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(common.MAX_ACTIONS) for a in self.possible_agents}
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = int(np.random.default_rng().integers(1, 2**31))
        self.state = self.ruleset.new_game(self.config, int(seed))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        decision = self.state.to_decide()
        if decision is not None:
            self.agent_selection = self.possible_agents[decision.seat]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        vector = np.asarray(common.observation_vector(self.state, seat), dtype=np.float32)
        mask = np.zeros(common.MAX_ACTIONS, np.int8)
        decision = self.state.to_decide()
        if decision is not None and decision.seat == seat:
            mask[:len(common.ranked_actions(self.state))] = 1
        return {"observation": np.clip(vector, -BOUND, BOUND), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.state.apply(common.action_of(self.state, int(action)))
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


def env(game: str, seats: int | None = None, options: dict[str, str] | None = None) -> LudusEnv:
    """The AEC environment of ``game`` (a registered ruleset name) for ``seats`` seats."""
    return LudusEnv(game, seats, options)
