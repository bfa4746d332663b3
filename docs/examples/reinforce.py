"""A tiny policy-gradient run on one of our games, through the PettingZoo adapter: a
training example for the research interfaces (docs/openspiel.md), not a strong bot.

    python docs/examples/reinforce.py [--game gladiatores] [--episodes 40] [--seed 1]

One learner (seat 0) against uniform random seats. Its policy is linear and softmax over the
game's fixed action ids: logits = W · tensor + b, illegal ids masked out. After each game,
REINFORCE moves W and b along the log-probability of each move taken, times the game's return
less a running baseline. Needs numpy and the research extra (``pip install -e '.[research]'``);
a run of 40 Gladiatores games takes well under a minute.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

if __package__ in (None, ""):  # run as a script from anywhere: the repository's code first
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.adapters.pettingzoo import raw_env  # noqa: E402


class LinearPolicy:
    def __init__(self, inputs: int, outputs: int, rng: np.random.Generator):
        self.w = rng.normal(0.0, 0.01, (outputs, inputs))
        self.b = np.zeros(outputs)

    def probabilities(self, tensor: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The probabilities over the legal ids, and those ids."""
        legal = np.flatnonzero(mask)
        logits = self.w[legal] @ tensor + self.b[legal]
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum(), legal

    def step(self, moves: list, advantage: float, rate: float) -> None:
        """REINFORCE: for each move, the gradient of log p(move) is (onehot - p) on the legal
        rows, times the tensor for W."""
        for tensor, legal, p, chosen in moves:
            grad = -p
            grad[chosen] += 1.0
            self.w[legal] += rate * advantage * np.outer(grad, tensor)
            self.b[legal] += rate * advantage * grad


def play(env, policy: LinearPolicy, seed: int, rng: np.random.Generator) -> tuple[float, list]:
    """One game: the learner's return and its moves (tensor, legal ids, probabilities, index)."""
    env.reset(seed=seed)
    moves, total = [], 0.0
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        if agent == "seat_0":
            total += reward
        if termination or truncation:
            env.step(None)
            continue
        mask = observation["action_mask"]
        if agent == "seat_0":
            p, legal = policy.probabilities(observation["observation"], mask)
            index = int(rng.choice(len(legal), p=p))
            moves.append((observation["observation"], legal, p, index))
            env.step(int(legal[index]))
        else:
            env.step(int(rng.choice(np.flatnonzero(mask))))
    return total, moves


def train(game: str = "gladiatores", episodes: int = 40, seed: int = 1, rate: float = 0.01) -> dict:
    """Train for ``episodes`` games; the returns per game and the seconds taken."""
    rng = np.random.default_rng(seed)
    env = raw_env(game, seats=2)
    size = env.observation_space("seat_0")["observation"].shape[0]
    policy = LinearPolicy(size, env.action_space("seat_0").n, rng)
    baseline, returns, began = 0.5, [], time.perf_counter()
    for episode in range(episodes):
        total, moves = play(env, policy, seed * 100_003 + episode, rng)
        policy.step(moves, total - baseline, rate / max(1, len(moves)) ** 0.5)
        baseline = 0.9 * baseline + 0.1 * total
        returns.append(total)
    return {"returns": returns, "seconds": time.perf_counter() - began, "policy": policy}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="gladiatores")
    parser.add_argument("--episodes", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    run = train(args.game, args.episodes, args.seed)
    half = len(run["returns"]) // 2 or 1
    first, last = np.mean(run["returns"][:half]), np.mean(run["returns"][half:] or run["returns"])
    print(f"{args.game}: {args.episodes} games in {run['seconds']:.1f} s; the learner's mean return "
          f"{first:.2f} in the first half, {last:.2f} in the second (0.5 is even with random)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
