"""The balance report of a tournament: win shares by seat position, by bot level and by content,
as figures.json, an HTML page and (with the ``ludus[research]`` extra's matplotlib) one plot per
table.

Each share is read against a line. Seat positions and bot levels: the even share, draw-aware (a
seat-game's even chance is 1/seats when the game had a winner and 0 when it was drawn, so the
lines average what the shares average). Content (a card bought, a gladiator fielded): within
one bot level, against the same level's seat-games without that content, because the levels
buy and field differently and a content table that mixes them shows what a level does, not what
the content is worth. A share is flagged above or below its line when its p-value, corrected
for every comparison on the page (Benjamini–Hochberg, false discovery rate 5%), stays under 5%."""
from __future__ import annotations

import html
import json
from collections import defaultdict
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from ..core.errors import ConfigError
from ..core.program import missing_extra
from .runner import Plan
from .stats import FDR, benjamini_hochberg, p_against_chances, p_two_shares, wilson

#: what a table's line is, in the page's words
EVEN_LINE = "even share (draw-aware)"
#: fewer seat-games than this are listed but neither tested nor plotted: no share of so few
#: could be told apart from its line, and testing them would only weaken the correction
MIN_SEAT_GAMES = 10


@dataclass(frozen=True)
class Share:
    """How often one group of seats won: ``wins`` of ``n`` seat-games, against ``line`` (see the
    module), with the comparison's p-value and its Benjamini–Hochberg q-value."""

    label: str
    wins: int
    n: int
    line: float
    p: float | None = None
    q: float | None = None

    @property
    def share(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.n)

    @property
    def verdict(self) -> str:
        """'above' or 'below' its line when the corrected comparison says so, else ''."""
        if self.q is None or self.q >= FDR:
            return ""
        return "above" if self.share > self.line else "below"

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {**asdict(self), "share": round(self.share, 4), "low": round(low, 4), "high": round(high, 4),
                "line": round(self.line, 4), "p": _rounded(self.p), "q": _rounded(self.q), "verdict": self.verdict}


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def tested(share: Share) -> Share:
    """``share`` without its p-value when it has too few seat-games to be tested."""
    return share if share.n >= MIN_SEAT_GAMES else replace(share, p=None)


@dataclass(frozen=True)
class Table:
    title: str
    rows: tuple[Share, ...]
    #: what the rows are compared with
    line: str = EVEN_LINE


def _by_share(rows) -> tuple[Share, ...]:
    return tuple(sorted(rows, key=lambda r: (-r.share, r.label)))


def _even(records: list[dict[str, Any]], labels_of) -> tuple[Share, ...]:
    """Shares of the seat-games grouped by ``labels_of(record, seat)``, against the draw-aware even share."""
    wins: dict[str, int] = defaultdict(int)
    chances: dict[str, list[float]] = defaultdict(list)
    for record in records:
        seats = len(record["seats"])
        winner = record["result"]["winner"]
        for seat in range(seats):
            for label in labels_of(record, seat):
                wins[label] += winner == seat
                chances[label].append(0.0 if winner is None else 1 / seats)
    return _by_share(tested(Share(label, wins[label], len(chances[label]), sum(chances[label]) / len(chances[label]),
                                  p_against_chances(wins[label], chances[label]))) for label in chances)


def _content(records: list[dict[str, Any]], label: str, level: str) -> Table:
    """Win shares by one content among the seats of one bot level, each against the same level's
    seat-games without it."""
    wins: dict[str, int] = defaultdict(int)
    games: dict[str, int] = defaultdict(int)
    level_wins = level_games = 0
    for record in records:
        names = record.get("content", {}).get(label)
        for seat, seat_level in enumerate(record["seats"]):
            if seat_level != level:
                continue
            won = record["result"]["winner"] == seat
            level_wins += won
            level_games += 1
            for name in (names[seat] if names else []):
                wins[name] += won
                games[name] += 1
    rows = []
    for name in games:
        other_wins, other_n = level_wins - wins[name], level_games - games[name]
        line = other_wins / other_n if other_n else wins[name] / games[name]
        rows.append(tested(Share(name, wins[name], games[name], line,
                                 p_two_shares(wins[name], games[name], other_wins, other_n))))
    return Table(f"win share by {label}, {level} seats", _by_share(rows), f"share of {level} seats without it")


def tables(records: list[dict[str, Any]]) -> list[Table]:
    """Seat position, bot level, then each content the games recorded within each bot level; the
    q-values corrected over every row of every table."""
    out = [Table("win share by seat position", _even(records, lambda r, s: [f"seat {s + 1}"])),
           Table("win share by bot level", _even(records, lambda r, s: [r["seats"][s]]))]
    levels = sorted({level for r in records for level in r["seats"]})
    for label in sorted({label for r in records for label in r.get("content", {})}):
        out.extend(table for level in levels if (table := _content(records, label, level)).rows)
    qs = iter(benjamini_hochberg([row.p for table in out for row in table.rows if row.p is not None]))
    return [replace(table, rows=tuple(row if row.p is None else replace(row, q=next(qs)) for row in table.rows))
            for table in out]


#: the page's note on how its figures are made (count: comparisons on the page; fdr: percent)
HOW_TO_READ = (
    "How to read it. Rows are sorted by win share. Seat positions and bot levels are read against "
    "the even share, draw-aware: a seat-game counts 1/seats when the game had a winner and 0 when it "
    "was drawn. Content (what a seat bought, fielded or chose) is read within one bot level, against "
    "the same level's seat-games without that content, since the levels choose differently. Each "
    "row's p-value (two-sided, normal approximation) is corrected for all {count} comparisons on "
    "this page with the Benjamini-Hochberg method; a row is marked above or below its line when its "
    "corrected q-value is under {fdr}% (a false discovery rate of {fdr}%). The 95% Wilson intervals "
    "are not corrected. Rows with fewer than {minimum} seat-games are listed but not tested or plotted. "
    "Content shares are associations (a seat that buys a card and wins), not causes.")


def comparisons(made: list[Table]) -> int:
    return sum(row.p is not None for table in made for row in table.rows)


def check_can_plot() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise ConfigError(missing_extra("--report", "matplotlib", "research")) from None


#: bar colours by verdict, and what the legend calls them
COLOURS = {"above": ("#2b7a3d", "above its line (BH q < 5%)"), "below": ("#b03a2e", "below its line (BH q < 5%)"),
           "": ("#8c8c8c", "not told apart from its line")}


def axis_range(rows) -> tuple[float, float]:
    """The share axis fitted to the intervals and the lines, with a margin, about 0..1."""
    low = min(min(r.interval[0], r.line) for r in rows)  # rows: the tested ones
    high = max(max(r.interval[1], r.line) for r in rows)
    margin = max(0.02, 0.06 * (high - low))
    return max(-0.01, low - margin), min(1.01, high + margin)  # a dot at 0% or 100% stays whole


def _plot(table: Table, path: Path) -> bool:
    """The table's tested rows as a dot plot (highest share on top) into ``path``; False when no
    row has enough seat-games to plot."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.ticker import PercentFormatter

    rows = [r for r in reversed(table.rows) if r.p is not None]
    if not rows:
        return False
    fig, ax = plt.subplots(figsize=(7.5, 1.6 + 0.26 * len(rows)), layout="constrained")
    ys = list(range(len(rows)))
    for y, r in zip(ys, rows, strict=True):
        low, high = r.interval
        ax.errorbar([r.share], [y], xerr=[[r.share - low], [high - r.share]], fmt="o", markersize=5,
                    color=COLOURS[r.verdict][0], capsize=3, linewidth=1.5)
        ax.plot([r.line, r.line], [y - 0.4, y + 0.4], color="black", linewidth=1.5)
    ax.set_yticks(ys, [f"{r.label} (n={r.n})" for r in rows], fontsize=8)
    ax.set_ylim(-0.7, len(rows) - 0.3)
    ax.set_xlim(*axis_range(rows))
    ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    ax.grid(axis="x", color="#e4e4e4")
    ax.set_xlabel("win share: dot, with its 95% Wilson interval", fontsize=8)
    ax.set_title(table.title, fontsize=10)
    handles = [Line2D([], [], color=COLOURS[v][0], marker="o", linewidth=1.5, label=COLOURS[v][1])
               for v in COLOURS if any(r.verdict == v for r in rows)]
    handles.append(Line2D([], [], color="black", marker="|", markersize=12, linestyle="none",
                          label=f"line: {table.line}"))
    fig.legend(handles=handles, loc="outside lower center", ncol=2, fontsize=7, frameon=False)
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return True


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
        picture = (f"<img src='{image}' alt='{html.escape(table.title)}'>" if _plot(table, folder / image)
                   else f"<p>(no row has {MIN_SEAT_GAMES} seat-games: nothing to plot)</p>")
        body = "".join(
            f"<tr><td>{html.escape(r.label)}</td><td>{r.wins}</td><td>{r.n}</td><td>{100 * r.share:.1f}%</td>"
            f"<td>[{100 * r.interval[0]:.1f}, {100 * r.interval[1]:.1f}]</td><td>{100 * r.line:.1f}%</td>"
            + (f"<td>{r.p:.3f}</td><td>{r.q:.3f}</td><td>{r.verdict}</td></tr>" if r.p is not None
               else "<td colspan=3>too few to test</td></tr>") for r in table.rows)
        sections.append(f"<h2>{html.escape(table.title)}</h2>{picture}"
                        "<table><tr><th>group</th><th>wins</th><th>seat-games</th><th>share</th>"
                        f"<th>95% interval</th><th>line: {html.escape(table.line)}</th><th>p</th>"
                        f"<th>q (BH)</th><th></th></tr>{body}</table>")
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
        f"To reproduce: <code>{html.escape(command_line(plan))}</code></p>"
        f"<p>{html.escape(HOW_TO_READ.format(count=comparisons(made), fdr=round(100 * FDR), minimum=MIN_SEAT_GAMES))}</p>"
        + "".join(sections), encoding="utf-8")
    return page
