"""Fit each game's evaluator on self-play and write its coefficients beside the game.

    nice -n 10 python -m tools.fit_evaluators --game forglory --games 400 --seed 1 [--jobs 2]
    python -m tools.fit_evaluators --game all --games 400 --seed 1

Plays ``--games`` seeded games (game ``i`` uses seed ``seed + i``; seats mostly ``easy``, some
``random``: ``tools/selfplay_positions.py``), records positions at sampled decisions with the
eventual winner, holds out every fourth game (held-out games are never trained on), fits a
conditional logit over seats with an L2 penalty chosen on a validation split of the training
games (``tools/logit_fit.py``), and writes ``engine/<game>/evaluator.json``: feature names,
weights, model kind, the command and seeds, and the held-out figures. It prints the held-out
report: top-1 winner prediction and log-loss of the fitted model against today's hand-written
evaluator on the same positions, by game stage. Games ending in a draw teach no winner and
are left out. ``--dry-run`` reports without writing. See docs/evaluators.md.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

from tools import logit_fit
from tools.selfplay_positions import SelfPlay, features_module, play_many

GAMES = ("forglory", "arenarex", "gladiatores", "spartacus")
#: one game in this many is held out
HOLD_OUT_EVERY = 4
#: L2 penalties tried (on standardized weights, summed log-likelihood)
L2_GRID = (0.1, 1.0, 10.0, 100.0, 1000.0)
ROOT = Path(__file__).resolve().parent.parent


def positions_of(games: list[dict], values: str = "rows") -> list[logit_fit.Position]:
    out = []
    for game in games:
        if game["winner"] is None:
            continue
        for r in game["records"]:
            out.append(logit_fit.Position(np.asarray(r[values], dtype=float).reshape(game["seats"], -1),
                                          game["winner"], r["stage"]))
    return out


def hand_positions(games: list[dict]) -> list[logit_fit.Position]:
    """The hand-written evaluator's values as a one-feature table (log of the value), so a
    one-weight fit calibrates it (a fair log-loss; its top-1 is unchanged)."""
    out = []
    for game in games:
        if game["winner"] is None:
            continue
        for r in game["records"]:
            v = np.log(np.maximum(np.asarray(r["hand"], dtype=float), 0.0) + 0.01).reshape(-1, 1)
            out.append(logit_fit.Position(v, game["winner"], r["stage"]))
    return out


def choose_l2(train: list[dict]) -> float:
    """The grid's penalty with the lowest log-loss on every fifth training game."""
    fit_games = [g for i, g in enumerate(train) if i % 5]
    check = positions_of([g for i, g in enumerate(train) if not i % 5])
    best, best_loss = L2_GRID[0], float("inf")
    for l2 in L2_GRID:
        w = logit_fit.fit(positions_of(fit_games), l2)
        loss = np.mean([logit_fit.log_loss(logit_fit.predict(w, p.rows), p.winner) for p in check])
        if loss < best_loss - 1e-9:
            best, best_loss = l2, loss
    return best


def evaluate(game: str, games: list[dict], args) -> tuple[dict, dict]:
    """(the data file's contents, the held-out figures)."""
    train = [g for i, g in enumerate(games) if i % HOLD_OUT_EVERY != HOLD_OUT_EVERY - 1]
    held = [g for i, g in enumerate(games) if i % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1]
    l2 = args.l2 if args.l2 is not None else choose_l2(train)
    w = logit_fit.fit(positions_of(train), l2)
    test = positions_of(held)
    fitted = logit_fit.scores([logit_fit.predict(w, p.rows) for p in test], test)
    hand_raw = [logit_fit.normalized(r["hand"]) for g in held if g["winner"] is not None for r in g["records"]]
    hand = logit_fit.scores(hand_raw, test)
    beta = logit_fit.fit(hand_positions(train), 1e-3)
    calibrated_test = hand_positions(held)
    calibrated = logit_fit.scores([logit_fit.predict(beta, p.rows) for p in calibrated_test], calibrated_test)
    uniform = float(np.mean([np.log(p.rows.shape[0]) for p in test]))
    names = list(features_module(game).NAMES)
    figures = {"fitted": fitted, "hand_written": hand, "hand_written_calibrated": calibrated,
               "uniform_log_loss": uniform,
               "fitted_better": bool(fitted["all"]["top1"] > hand["all"]["top1"]
                                     and fitted["all"]["log_loss"] < calibrated["all"]["log_loss"])}
    draws = sum(1 for g in games if g["winner"] is None)
    data = {
        "format": 1, "game": game, "kind": "conditional_logit", "features": names,
        "weights": [float(f"{x:.6g}") for x in w],
        "reward": "0.8 x softmax(scores)[seat] + 0.2 x expected placing share (Plackett-Luce on the same scores)",
        "fitted_by": {
            "command": (f"python -m tools.fit_evaluators --game {game} --games {args.games} --seed {args.seed}"
                        f" --random-share {args.random_share} --normal-share {args.normal_share}"),
            "seeds": [args.seed, args.seed + args.games - 1], "games": len(games),
            "draws_left_out": draws, "training_games": len(train), "held_out_games": len(held),
            "held_out": f"every {HOLD_OUT_EVERY}th game (index % {HOLD_OUT_EVERY} == {HOLD_OUT_EVERY - 1})",
            "training_positions": len(positions_of(train)), "held_out_positions": len(test), "l2": l2,
            "seat_mix": {"random": args.random_share, "normal": args.normal_share,
                         "easy": round(1 - args.random_share - args.normal_share, 6)},
        },
        "held_out": figures,
    }
    return data, figures


def report(game: str, figures: dict, seconds: float, data: dict) -> str:
    fb = data["fitted_by"]
    lines = [f"## {game}: {fb['games']} games ({fb['training_games']} training, {fb['held_out_games']} held out, "
             f"{fb['draws_left_out']} drawn left out), {fb['training_positions']} training / "
             f"{fb['held_out_positions']} held-out positions, L2 {fb['l2']}, {seconds:.0f} s",
             "",
             "| stage | positions | top-1 fitted | top-1 hand-written | log-loss fitted "
             "| log-loss hand-written (as shares / calibrated) |",
             "|---|---|---|---|---|---|"]
    f, h, c = figures["fitted"], figures["hand_written"], figures["hand_written_calibrated"]
    for stage in ("all", "early", "mid", "late"):
        if stage not in f:
            continue
        lines.append(f"| {stage} | {f[stage]['positions']} | {f[stage]['top1']:.3f} | {h[stage]['top1']:.3f} "
                     f"| {f[stage]['log_loss']:.3f} | {h[stage]['log_loss']:.3f} / {c[stage]['log_loss']:.3f} |")
    lines.append(f"\nuniform guess log-loss {figures['uniform_log_loss']:.3f}; "
                 f"fitted predicts better: {'yes' if figures['fitted_better'] else 'no'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.fit_evaluators", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=(*GAMES, "all"))
    ap.add_argument("--games", type=int, default=400, help="self-play games per game (default 400)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the first game (game i uses seed + i)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes playing games")
    ap.add_argument("--random-share", type=float, default=0.25, help="chance a seat is a 'random' bot")
    ap.add_argument("--normal-share", type=float, default=0.0, help="chance a seat is a 'normal' bot")
    ap.add_argument("--l2", type=float, default=None, help="L2 penalty (default: chosen on a validation split)")
    ap.add_argument("--dry-run", action="store_true", help="report only; write no data file")
    args = ap.parse_args(argv)
    if args.games < HOLD_OUT_EVERY * 5:
        ap.error(f"--games must be at least {HOLD_OUT_EVERY * 5} (a held-out and a validation split)")
    if not (0 <= args.random_share and 0 <= args.normal_share and args.random_share + args.normal_share < 1):
        ap.error("--random-share and --normal-share must be at least 0 and leave some 'easy' seats")
    for game in GAMES if args.game == "all" else (args.game,):
        start = time.perf_counter()
        plan = SelfPlay(game, args.random_share, args.normal_share)

        def tick(done, total, _game=game):
            if done % 50 == 0 or done == total:
                print(f"{_game}: {done}/{total} games", file=sys.stderr, flush=True)

        games = play_many(plan, list(range(args.seed, args.seed + args.games)), args.jobs, tick)
        data, figures = evaluate(game, games, args)
        print(report(game, figures, time.perf_counter() - start, data), flush=True)
        if not args.dry_run:
            path = ROOT / "engine" / game / "evaluator.json"
            path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
