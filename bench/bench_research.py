"""Research figures (need the ``ludus[research]`` extra; nothing is printed without it):

- ``random sim``: 100 seeded random games per game through ``pyspiel`` (25 with --quick),
  each ending with returns equal to our ``result()``, and ``pyspiel.random_sim_test`` on
  each game (OpenSpiel's own API checks);
- ``yardstick``: our ``hard`` against OpenSpiel's ``ISMCTSBot`` and ``MCTSBot`` (random
  rollouts) at equal wall-clock time per decision: the OpenSpiel bot's simulations per
  decision are set from the time our bot took on its decisions so far in the game (two at
  the least: when two rollouts take longer than our whole decision, the OpenSpiel bot gets
  more time, and the figures say how much). Our bot sits at seat ``i mod seats`` in game
  ``i``, the OpenSpiel bot in the others, at the game's fewest seats (a duel, but three
  seats in Spartacus). ``MCTSBot`` searches the true state (it cannot do otherwise), so it
  sees every hidden card: a stronger yardstick than a fair one.

    python -m bench research [--quick]
    python -m bench.bench_research --yardstick --games 100 [--game spartacus] [--opponent ismcts] [--results FILE]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from engine.ai import make_bot
from engine.ai.view import seat_view
from engine.core import registry
from engine.play.match import bot_rng

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")


def _spiel():
    try:
        import pyspiel

        from engine.adapters import openspiel
    except ImportError:
        return None, None
    openspiel.register_all()
    return pyspiel, openspiel


def random_sim(quick: bool):
    pyspiel, openspiel = _spiel()
    if pyspiel is None:
        return []
    import numpy as np

    from engine.adapters import common
    from engine.adapters.encoding import Turns

    rows = []
    for name in GAMES:
        game = pyspiel.load_game(openspiel.PREFIX + name)
        ruleset = registry.get(name)
        games, matched, began = 25 if quick else 100, 0, time.perf_counter()
        for seed in range(games):
            state = game.new_initial_state()
            state.apply_action(seed)
            rng = np.random.RandomState(seed)
            ours = ruleset.new_game(game.config, seed)  # our engine plays the same moves beside it
            turns = Turns()  # standing windows, as the adapter opens them
            while not state.is_terminal():
                choice = int(rng.choice(state.legal_actions()))
                turns.take(ours, common.action_table(ours, name, turns=turns)[choice])
                state.apply_action(choice)
            matched += (ours.result() is not None
                        and state.returns() == common.returns_of(ours.result(), game.num_players()))
        rows.append((f"{name} pyspiel random games with returns = result()", matched, f"of {games}"))
        rows.append((f"{name} pyspiel random game", (time.perf_counter() - began) / games, "s"))
        began = time.perf_counter()
        pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
        rows.append((f"{name} pyspiel random_sim_test passed", time.perf_counter() - began, "s"))
    return rows


class SpielSeat:
    """An OpenSpiel bot in one of our seats, given about the time our bot takes."""

    def __init__(self, pyspiel, openspiel, name: str, opponent: str, seed: int, seats: int):
        import numpy as np
        from open_spiel.python.algorithms import ismcts, mcts

        self.pyspiel, self.openspiel = pyspiel, openspiel
        self.game = pyspiel.load_game(openspiel.PREFIX + name, {"players": seats})
        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        if opponent == "ismcts":
            self.make = lambda sims: ismcts.ISMCTSBot(self.game, evaluator, 2.0, sims, random_state=rng)
        else:
            self.make = lambda sims: mcts.MCTSBot(self.game, 2.0, sims, evaluator, solve=False, random_state=rng)
        self.per_simulation = None  # seconds, measured
        self.seconds = self.decisions = 0.0

    def choose(self, state, budget: float):
        from engine.adapters import common

        # ISMCTS spends its first simulation creating the root: two at the least
        sims = 2 if self.per_simulation is None else max(2, int(budget / self.per_simulation))
        from engine.adapters.encoding import Turns
        from engine.adapters.recall import Recall

        # the decider's own decision (no standing window opened before it), its history
        # beginning here
        holder = self.openspiel.Ours(registry.get(state.ruleset_name), state.config, state.seed, common.FIXED,
                                     state.clone(), recall=Recall.beginning(state), turns=Turns(state.decisions_made, ()))
        wrapped = self.openspiel.LudusState(self.game, holder)
        began = time.perf_counter()
        action_id = self.make(sims).step(wrapped)
        took = time.perf_counter() - began
        self.per_simulation = took / sims if self.per_simulation is None else \
            0.7 * self.per_simulation + 0.3 * took / sims
        self.seconds += took
        self.decisions += 1
        return holder.table()[action_id]


def yardstick_game(name: str, opponent: str, index: int, seed0: int = 50_000) -> dict:
    pyspiel, openspiel = _spiel()
    ruleset = registry.get(name)
    seats = ruleset.min_seats  # a duel where the game allows one (Spartacus: 3 seats)
    ours_seat, seed = index % seats, seed0 + index
    hard = make_bot("hard", ruleset)
    spiel = SpielSeat(pyspiel, openspiel, name, opponent, seed, seats)
    state = ruleset.new_game(ruleset.make_config(seats), seed)
    hard_seconds = hard_decisions = 0
    game_began = time.perf_counter()
    while (decision := state.to_decide()) is not None:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        elif decision.seat == ours_seat:
            began = time.perf_counter()
            state.apply(hard.choose(seat_view(state), bot_rng(seed, state.decisions_made, decision.seat)))
            hard_seconds += time.perf_counter() - began
            hard_decisions += 1
        else:
            budget = hard_seconds / hard_decisions if hard_decisions else 0.05
            state.apply(spiel.choose(state, budget))
    return {"game": name, "opponent": opponent, "index": index, "seed": seed, "ours_seat": ours_seat,
            "won": state.result().winner == ours_seat, "seats": seats,
            "hard_s_per_decision": hard_seconds / max(1, hard_decisions),
            "spiel_s_per_decision": spiel.seconds / max(1, spiel.decisions),
            "decisions": state.decisions_made, "seconds": time.perf_counter() - game_began}


def _played(results, name: str, opponent: str) -> dict[int, dict]:
    """The yardstick games of ``name`` against ``opponent`` already in the results file."""
    if results is None or not results.exists():
        return {}
    done = {}
    for number, line in enumerate(results.read_text(encoding="utf-8").splitlines(), 1):
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short by a killed run: that game is played again
        if not isinstance(record, dict) or "index" not in record:
            raise SystemExit(f"{results}: line {number} is not a yardstick game")
        if record.get("game") == name and record.get("opponent") == opponent:
            done[record["index"]] = record
    return done


def yardstick(quick: bool, games: int | None = None, only: str | None = None, opponents=("ismcts", "mcts"),
              results=None):
    """The yardstick's figures; with ``results`` (a JSON-lines file) each game is appended as
    it ends and a rerun plays only the games not yet there (a long run can be resumed)."""
    if _spiel()[0] is None:
        return []
    rows = []
    for name in [only] if only else GAMES:
        for opponent in opponents:
            count = games if games is not None else (1 if quick else 100)
            done = _played(results, name, opponent)
            records = []
            for i in range(count):
                if i not in done:
                    done[i] = yardstick_game(name, opponent, i)
                    if results is not None:
                        with results.open("a", encoding="utf-8") as sink:
                            sink.write(json.dumps(done[i], sort_keys=True) + "\n")
                records.append(done[i])
            wins = sum(r["won"] for r in records)
            label = f"{name} hard vs {opponent} ({count} games, {records[0]['seats']} seats)"
            rows += [(f"{label} hard wins", wins, "games"),
                     (f"{label} hard s/decision", sum(r["hard_s_per_decision"] for r in records) / count, "s"),
                     (f"{label} {opponent} s/decision", sum(r["spiel_s_per_decision"] for r in records) / count, "s")]
    return rows


FIGURES = [random_sim]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_research", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--yardstick", action="store_true")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--game", choices=GAMES)
    parser.add_argument("--opponent", choices=("ismcts", "mcts"))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--results", type=Path, help="JSON-lines file: each game appended, a rerun resumes")
    args = parser.parse_args(argv)
    rows = (yardstick(args.quick, args.games, args.game, (args.opponent,) if args.opponent else ("ismcts", "mcts"),
                      args.results)
            if args.yardstick else random_sim(args.quick))
    for label, value, unit in rows:
        print(f"{label:<60} {value:>10.4g}  {unit}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
