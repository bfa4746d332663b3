"""One figure per game across the contract: random-game decisions per second and 'hard'
search iterations per second, for every game the engine on the path has (and the two test
games). It reads the public contract only, so the same file measures another checkout:

    PYTHONPATH=/other/checkout python bench/bench_contract.py [--quick] [GAME ...]

measures that checkout's engines (its own test games too), which lets two commits be set
side by side in one run. Times are this process's CPU seconds (``time.process_time``), so
other work on a shared machine moves them less than it moves the clock. ``python -m bench contract`` prints the same figures here.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import NamedTuple

import engine
from engine.ai import make_bot, seat_view
from engine.core import Rng, registry
from engine.play.match import bot_rng

#: the test games of the checkout whose engine is imported (not necessarily this file's)
TESTS = Path(engine.__file__).resolve().parent.parent / "tests"


def _register_test_games() -> None:
    if str(TESTS) not in sys.path:
        sys.path.append(str(TESTS))
    from auctiongame import RULESET as LOTS
    from duelgame import RULESET as DUEL

    registry.register(DUEL)
    registry.register(LOTS)


def random_games(ruleset, games: int) -> tuple[int, float]:
    """Decisions taken and seconds spent in ``games`` seeded random games (legal list, apply)."""
    decisions, seconds = 0, 0.0
    for seed in range(games):
        config = ruleset.make_config(ruleset.min_seats)
        state = ruleset.new_game(config, seed)
        rng = Rng(seed, stream=5)
        start = time.process_time()
        while state.to_decide() is not None:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        seconds += time.process_time() - start
    return decisions, seconds


def positions(ruleset, every: int = 7):
    """Positions of seeded random games (one in ``every`` decisions) with two or more choices:
    where a bot may search."""
    for seed in range(50):
        state = ruleset.new_game(ruleset.make_config(ruleset.min_seats), seed)
        rng = Rng(seed, stream=6)
        step = 0
        while state.to_decide() is not None:
            legal = state.legal_actions()
            if step % every == 0 and len(legal) > 1:
                yield seed, state.clone()
            state.apply(rng.choice(legal))
            step += 1


class Searched(NamedTuple):
    """What the 'hard' bot's searches did: iterations (playouts), the decisions those playouts
    played, and the CPU seconds they took."""
    iterations: int
    decisions: int
    seconds: float


class _CountedMoves:
    """Counts the moves the search plays (``apply_unchecked``, the search's way to move, in every
    checkout this file measures) on one state class, while the ``with`` block lasts. The
    decisions a playout plays measure the engine's work whatever a level's horizon is: a level
    that looks twice as far plays half the playouts in the same time with the same engine."""

    def __init__(self, cls):
        self.cls, self.count = cls, 0

    def __enter__(self):
        self.original = self.cls.__dict__.get("apply_unchecked")
        inherited = self.cls.apply_unchecked

        def apply_unchecked(state, action):
            self.count += 1
            return inherited(state, action)
        self.cls.apply_unchecked = apply_unchecked
        return self

    def __exit__(self, *exc):
        if self.original is None:
            del self.cls.apply_unchecked
        else:
            self.cls.apply_unchecked = self.original


def hard_search(ruleset, count: int) -> Searched:
    """What the 'hard' bot's search did over the first ``count`` positions where it searches (a
    game's bot may answer some decisions without a search)."""
    bot = make_bot("hard", ruleset)
    iterations, decisions, seconds, searched = 0, 0, 0.0, 0
    for tried, (seed, state) in enumerate(positions(ruleset)):
        if searched >= count or tried >= 30 * count:
            break
        view = seat_view(state)
        before = getattr(bot, "last", None)
        with _CountedMoves(type(state)) as moves:
            start = time.process_time()
            bot.choose(view, bot_rng(seed, state.decisions_made, view.seat))
            spent = time.process_time() - start
        last = getattr(bot, "last", None)
        done = getattr(last, "iterations", 0) if last is not before else 0  # no search: no new figures
        if done:
            iterations, seconds, searched = iterations + done, seconds + spent, searched + 1
            decisions += moves.count
    return Searched(iterations, decisions, seconds)


def figures(names: list[str] | None, quick: bool, searches: int = 4):
    _register_test_games()
    for name in names or registry.available():
        ruleset = registry.get(name)
        decisions, seconds = random_games(ruleset, 4 if quick else 30)
        yield f"{name} random decisions per second", decisions / seconds, "1/s"
        searched = hard_search(ruleset, 1 if quick else searches)
        if searched.iterations:
            yield f"{name} hard iterations per second", searched.iterations / searched.seconds, "1/s"
            yield (f"{name} hard playout decisions per second",
                   searched.decisions / searched.seconds, "1/s")


def contract(quick: bool):
    return list(figures(None, quick))


FIGURES = [contract]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="bench_contract.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--searches", type=int, default=4,
                        help="how many positions the 'hard' bot searches (a larger sample)")
    args = parser.parse_args(argv)
    for label, value, unit in figures(args.games, args.quick, args.searches):
        print(f"{label:<44} {value:>12.4g}  {unit}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
