"""The balance report of a tournament: win shares by seat position, bot level and content,
each with its 95% Wilson interval against the even share, as figures.json, an HTML page
and (with the ``ludus[research]`` extra's matplotlib) one plot per table."""
from __future__ import annotations

import html
import json
import math
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..core.errors import ConfigError
from ..core.program import missing_extra
from .runner import Plan


@dataclass(frozen=True)
class Share:
    """How often one group of seats won: ``wins`` of ``n`` seat-games, against ``even``
    (the share a seat wins when every seat is alike: the mean of 1/seats)."""

    label: str
    wins: int
    n: int
    even: float

    @property
    def share(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.n)

    @property
    def verdict(self) -> str:
        """'above' or 'below' when the interval leaves out the even share, else ''."""
        low, high = self.interval
        return "above" if low > self.even else "below" if high < self.even else ""

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {**asdict(self), "share": round(self.share, 4), "low": round(low, 4), "high": round(high, 4),
                "verdict": self.verdict}


@dataclass(frozen=True)
class Table:
    title: str
    rows: tuple[Share, ...]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of ``wins`` out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _tally(records: list[dict[str, Any]], labels_of) -> tuple[Share, ...]:
    """Shares of the seat-games grouped by ``labels_of(record, seat)`` (labels, each once)."""
    counts: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for record in records:
        seats = len(record["seats"])
        for seat in range(seats):
            for label in labels_of(record, seat):
                row = counts[label]
                row[0] += record["result"]["winner"] == seat
                row[1] += 1
                row[2] += 1 / seats
    return tuple(Share(label, int(w), int(n), even / n) for label, (w, n, even) in sorted(counts.items()))


def tables(records: list[dict[str, Any]]) -> list[Table]:
    """Seat position, bot level, then each content the games recorded."""
    out = [Table("win share by seat position", _tally(records, lambda r, s: [f"seat {s + 1}"])),
           Table("win share by bot level", _tally(records, lambda r, s: [r["seats"][s]]))]
    labels = sorted({label for r in records for label in r.get("content", {})})
    for label in labels:
        def names(record, seat, _label=label):
            return record.get("content", {}).get(_label, [[]] * len(record["seats"]))[seat]
        out.append(Table(f"win share by {label}", _tally(records, names)))
    return out


def check_can_plot() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise ConfigError(missing_extra("--report", "matplotlib", "research")) from None


def _plot(table: Table, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = list(reversed(table.rows))
    fig, ax = plt.subplots(figsize=(7.5, 1.2 + 0.28 * len(rows)))
    ys = range(len(rows))
    shares = [r.share for r in rows]
    low = [max(0.0, r.share - r.interval[0]) for r in rows]
    high = [max(0.0, r.interval[1] - r.share) for r in rows]
    colours = ["#2b7a3d" if r.verdict == "above" else "#b03a2e" if r.verdict == "below" else "#777777"
               for r in rows]
    ax.barh(list(ys), shares, xerr=[low, high], color=colours, alpha=0.8, capsize=3)
    for y, r in zip(ys, rows, strict=True):
        ax.plot([r.even, r.even], [y - 0.45, y + 0.45], color="black", linewidth=1)
    ax.set_yticks(list(ys), [f"{r.label} (n={r.n})" for r in rows], fontsize=8)
    ax.set_xlim(0, 1)
    ax.set_xlabel("win share, 95% Wilson interval; black tick: even share")
    ax.set_title(table.title)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


def command_line(plan: Plan) -> str:
    """The command that replays this tournament."""
    options = [f"--option {k}={v}" for k, v in sorted(plan.config.items()) if k != "seats"]
    parts = ["python main.py tournament", f"--game {plan.game}", f"--seats {','.join(plan.seats)}",
             f"--games {plan.games}", f"--seed {plan.seed}", *options] + (["--rotate"] if plan.rotate else [])
    return " ".join(parts)


def write_report(folder: Path, plan: Plan, records: list[dict[str, Any]]) -> Path:
    """figures.json, one PNG per table, and index.html into ``folder``; the page's path."""
    folder.mkdir(parents=True, exist_ok=True)
    made = tables(records)
    draws = sum(r["result"]["winner"] is None for r in records)
    figures = {"game": plan.game, "config": plan.config, "seats": list(plan.seats), "rotate": plan.rotate,
               "games": len(records), "draws": draws, "seeds": [plan.seed, plan.seed + plan.games - 1],
               "command": command_line(plan),
               "tables": [{"title": t.title, "rows": [r.to_json() for r in t.rows]} for t in made]}
    (folder / "figures.json").write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    sections = []
    for number, table in enumerate(made, 1):
        image = f"table{number}.png"
        _plot(table, folder / image)
        body = "".join(
            f"<tr><td>{html.escape(r.label)}</td><td>{r.wins}</td><td>{r.n}</td><td>{100 * r.share:.1f}%</td>"
            f"<td>[{100 * r.interval[0]:.1f}, {100 * r.interval[1]:.1f}]</td><td>{100 * r.even:.1f}%</td>"
            f"<td>{r.verdict}</td></tr>" for r in table.rows)
        sections.append(f"<h2>{html.escape(table.title)}</h2><img src='{image}' alt='{html.escape(table.title)}'>"
                        "<table><tr><th>group</th><th>wins</th><th>seat-games</th><th>share</th>"
                        f"<th>95% interval</th><th>even</th><th></th></tr>{body}</table>")
    page = folder / "index.html"
    page.write_text(
        "<!doctype html><meta charset='utf-8'>"
        f"<title>{html.escape(plan.game)} tournament</title>"
        "<style>body{font-family:sans-serif;max-width:60em;margin:auto}table{border-collapse:collapse}"
        "td,th{padding:2px 8px;border-bottom:1px solid #ddd;text-align:right}td:first-child{text-align:left}"
        "</style>"
        f"<h1>{html.escape(plan.game)}: {len(records)} games</h1>"
        f"<p>Seats {html.escape(', '.join(plan.seats))}{' (rotated each game)' if plan.rotate else ''}; "
        f"seeds {plan.seed} to {plan.seed + plan.games - 1}; {draws} draws. "
        "A share is marked above or below when its 95% interval leaves out the even share. "
        f"To reproduce: <code>{html.escape(command_line(plan))}</code></p>"
        + "".join(sections), encoding="utf-8")
    return page
