"""Mid-game positions for the honesty suite: seeded random play of every registered game (each seat
count, each non-default option value once, as the conformance suite plays them) and of the game's
scenario files (``engine/<game>/scenarios``, ``tests/<game>/positions``), kept every few steps and
at every secret or simultaneous Decision, where the decider has a real choice."""
from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.core import ConfigError, Rng, State, registry

from ..core.test_conformance import configs
from .permuters import MOVES, Permuted, permute

ROOT = Path(__file__).resolve().parents[2]
#: keep a position every N steps of a random game (and at every secret Decision)
KEEP_EVERY = 4
#: steps of one random game at most
MAX_STEPS = 600
#: the first FULL starts are played for MAX_STEPS, the others for their OPENING steps only; each
#: start is also played with MORE_SEEDS more seeds, their openings only (where the picks made once
#: a game are, such as Arena Rex's duelists)
FULL, MORE_SEEDS, OPENING = 8, 3, 24
#: positions (with one secret moved) per game for the permutation test
PER_GAME = 28


def _scenario_configs(ruleset) -> list[dict]:
    """The configs of the game's scenario files (none when it has none)."""
    paths = sorted((ROOT / "engine" / ruleset.name / "scenarios").glob("*.toml"))
    paths += sorted((ROOT / "tests" / ruleset.name / "positions").glob("*.toml"))
    out = []
    for path in paths:
        for seats in range(ruleset.min_seats, ruleset.max_seats + 1):
            try:
                out.append(ruleset.scenario_config(str(path), ruleset.make_config(seats)))
                break
            except ConfigError:
                continue
    return out


@cache
def candidates(name: str) -> tuple[State, ...]:
    """Positions of seeded random games of ``name`` where the decider has two choices or more."""
    ruleset = registry.get(name)
    starts = configs(ruleset) + _scenario_configs(ruleset)
    out = []
    for index, config in enumerate(starts):
        for extra in range(1 + MORE_SEEDS):
            seed = 7919 * index + 101 * extra + 3
            steps = MAX_STEPS if extra == 0 and index < FULL else OPENING
            out += _played(ruleset.new_game(config, seed), Rng(seed, stream=23), steps)
    return tuple(out)


def _played(state: State, rng: Rng, steps: int) -> list[State]:
    """The positions kept along one random game of at most ``steps`` steps."""
    out = []
    for step in range(steps):
        decision = state.to_decide()
        if decision is None:
            break
        legal = state.legal_actions()
        if len(legal) > 1 and (step % KEEP_EVERY == 0 or decision.secret or decision.round):
            out.append(state.clone())
        state.apply(rng.choice(legal))
    return out


@cache
def permuted_positions(name: str) -> tuple[tuple[State, Permuted], ...]:
    """``PER_GAME`` (position, the same with one secret moved) pairs, the game's kinds of secret
    taken in turn so that each kind is moved wherever some position has it."""
    moves = MOVES[name]
    pool = list(candidates(name))
    Rng(17, stream=3).shuffle(pool)
    rng = Rng(29, stream=5)
    chosen: list[tuple[State, Permuted]] = []
    used: set[int] = set()
    exhausted: set[str] = set()
    while len(chosen) < PER_GAME and len(exhausted) < len(moves):
        for move_name, move in moves.items():
            if move_name in exhausted or len(chosen) >= PER_GAME:
                continue
            for i, state in enumerate(pool):
                if i in used:
                    continue
                moved = permute(state, state.to_decide().seat, move_name, move, rng)
                if moved is not None:
                    used.add(i)
                    chosen.append((state, moved))
                    break
            else:
                exhausted.add(move_name)
    return tuple(chosen)
