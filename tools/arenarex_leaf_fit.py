"""How well evaluators rank Arena Rex positions where 'hard' judges them: the start of a turn.

Plays seeded munus games (``easy`` seats, some ``random``), records every turn's first position
(the per-seat quantities below and the hand-written evaluator), then fits a logistic model of
the winner on the difference of the two seats' features, each divided by the hand-written
evaluator's ``sigma`` (how much can still change), and scores it on every fourth game, held out
(docs/evaluators.md, "Arena Rex at the search's leaves")::

    nice -n 19 python -m tools.arenarex_leaf_fit --games 300 --seed 100000 --positions leaf.jsonl

``--positions`` keeps the played positions (a run goes on from the file; ``--games 0`` only fits).
Needs numpy (the ``dev`` extra).
"""
from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

from engine.ai import make_bot, seat_view
from engine.arenarex import bots as B
from engine.arenarex import geometry as g
from engine.core import Rng, registry
from engine.play.match import bot_rng

#: the share of 'random' seats
RANDOM_SHARE = 10
#: the feature sets compared beside the hand-written evaluator (names from ``seat_row``)
SETS = {
    "hand + 8": ["hand", "ready", "exhausted", "atk", "lethal_near", "threats_to_act", "threats_waiting",
                 "exposed", "favor"],
    "18 without it": ["material", "late_models", "late_vitality", "favor", "fatigue", "exhausted", "ready", "atk",
                      "df", "arm", "threats_to_act", "threats_waiting", "push_to_act", "exposed", "lethal_near",
                      "hazard_near", "engaged", "titans"],
}


def seat_rows(s) -> list[dict[str, float]]:
    """Per seat: material, fatigue, tempo, engagement, threats and hazard nearness."""
    rows, bodies = [], ([], [])
    for seat in (0, 1):
        row = dict.fromkeys(("models", "vitality", "fatigue", "exhausted", "ready", "atk", "df", "arm", "titans",
                             "threats", "push", "exposed", "engaged", "hazard_near", "lethal_near"), 0.0)
        row["favor"] = float(s.favor[seat])
        for m in s.seat_models(seat):
            fat, prof = s.models[m]["fat"], s.prof(m)
            row["models"] += 1
            row["vitality"] += s.vitality_left(m)
            row["fatigue"] += fat
            row["exhausted"] += fat >= 2
            row["ready"] += fat == 0
            row["atk"] += prof.atk
            row["df"] += prof.df
            row["arm"] += prof.arm
            row["titans"] += s.is_titan(m)
            if s.body(m) == m and s.pos(m) is not None:
                bodies[seat].append(m)
        rows.append(row)
    closeness = 0.0
    for seat in (0, 1):
        for e in bodies[seat]:
            ep, er = s.pos(e), s.radius(e)
            if not s.is_titan(e):
                for area in s.hazard_areas():
                    gap = 0.0 if area.contains_point(ep) else max(0.0, area.distance_to_edge(ep) - er)
                    if gap < 3.0:
                        rows[seat]["hazard_near"] += B.SEVERITY[area.kind] * (1 - gap / 3.0) / 30.0
                        rows[seat]["lethal_near"] += (1 - gap / 3.0) if area.kind == "lethal" else 0.0
            engaged = False
            for m in bodies[1 - seat]:
                if seat == 0:
                    closeness += math.exp(-max(0.0, g.edge_gap(ep, er, s.pos(m), s.radius(m))) / 5.0)
                if s.engages(e, m):
                    engaged = True
                    if s.models[e]["fat"] == 0:
                        rows[seat]["threats"] += 1
                        rows[seat]["push"] += B.push_severity(s, ep, m)
                        rows[1 - seat]["exposed"] += s.models[m]["fat"] >= 2
            rows[seat]["engaged"] += engaged
    left = max(0, s.turn_limit - s.turn_no)
    sigma = math.sqrt((0.3 + 1.5 * min(closeness, 3.0)) * left / 2 + 1.0)
    progress = min(1.0, s.turn_no / s.turn_limit) if s.turn_limit else 0.0
    for seat, row in enumerate(rows):
        acts = s.active == seat
        row.update(material=B.MODEL_VALUE * row["models"] + row["vitality"], late_models=row["models"] * progress,
                   late_vitality=row["vitality"] * progress, threats_to_act=row["threats"] * acts,
                   threats_waiting=row["threats"] * (not acts), push_to_act=row["push"] * acts, sigma=sigma)
    return rows


def play(seed: int) -> dict:
    """One seeded munus game: the position at each turn's start, and the winner."""
    ruleset = registry.get("arenarex")
    pick = Rng(seed, stream=77)
    levels = ["random" if pick.below(100) < RANDOM_SHARE else "easy" for _ in range(2)]
    state = ruleset.new_game(ruleset.make_config(2, {"scenario": "munus"}), seed)
    bots = [make_bot(level, ruleset) for level in levels]
    records, turn = [], -1
    while (decision := state.to_decide()) is not None:
        if decision.kind == "activate" and state.turn_no != turn:
            turn = state.turn_no
            records.append({"rows": seat_rows(state), "hand": B.evaluate(state)[0]})
        state.apply(bots[decision.seat].choose(seat_view(state), bot_rng(seed, state.decisions_made, decision.seat)))
    return {"seed": seed, "levels": levels, "winner": state.result().winner, "records": records}


def features(record: dict, names: list[str]) -> list[float]:
    a, b = record["rows"]
    out = []
    for name in names:
        if name == "hand":
            p = min(max(record["hand"], 1e-9), 1 - 1e-9)
            out.append(math.log(p / (1 - p)))
        else:
            out.append((a[name] - b[name]) / a["sigma"])
    return out


def fit_and_score(games: list[dict], names: list[str], l2: float = 1.0) -> tuple[list[float], float, float]:
    """Weights (raw units), held-out top-1 and log-loss (winner's chance floored at 0.001)."""
    import numpy as np

    def data(held_out: bool):
        xs, ys = [], []
        for i, game in enumerate(games):
            if game["winner"] is None or (i % 4 == 3) != held_out:
                continue
            for record in game["records"]:
                xs.append(features(record, names))
                ys.append(1.0 if game["winner"] == 0 else 0.0)
        return np.array(xs), np.array(ys)

    x, y = data(False)
    scale = x.std(0) + 1e-9
    z, w = x / scale, np.zeros(x.shape[1])
    for _ in range(30):  # Newton steps
        p = 1 / (1 + np.exp(-z @ w))
        hessian = (z * (p * (1 - p))[:, None]).T @ z + l2 * np.eye(len(w))
        w -= np.linalg.solve(hessian, z.T @ (p - y) + l2 * w)
    w = w / scale
    xt, yt = data(True)
    score = xt @ w
    p = np.clip(1 / (1 + np.exp(-score)), 1e-3, 1 - 1e-3)
    loss = float(-np.mean(yt * np.log(p) + (1 - yt) * np.log(1 - p)))
    return [float(v) for v in w], float(np.mean((score > 0) == (yt == 1))), loss


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--positions", type=Path, default=Path("arenarex-leaf-positions.jsonl"))
    args = parser.parse_args(argv)
    games = [json.loads(line) for line in args.positions.read_text().splitlines()] if args.positions.exists() else []
    done = {game["seed"] for game in games}
    with args.positions.open("a") as out:
        for seed in range(args.seed, args.seed + args.games):
            if seed not in done:
                games.append(play(seed))
                out.write(json.dumps(games[-1]) + "\n")
    games.sort(key=lambda game: game["seed"])
    print(f"{len(games)} games, {sum(len(game['records']) for game in games)} positions")
    for label, names in {"hand-written, calibrated": ["hand"], **SETS}.items():
        weights, top1, loss = fit_and_score(games, names)
        print(f"{label}: held-out top-1 {top1:.3f}, log-loss {loss:.3f}")
        print("   " + ", ".join(f"{n} {w:+.3f}" for n, w in zip(names, weights, strict=True)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
