"""How much stronger one bot level is than another, measured by a tournament and kept in the
game package's ``strength.json`` (``main.py tournament --strength FILE``), where the setup
screen reads it to say, beside each level, how it fares against the level below.

A measured pairing is a tournament in which one seat is the strong level and every other seat
the weak one (``--seats bot:hard,bot:easy,bot:easy --rotate``). Its figure is the *pairwise
share*: of the (strong seat, weak seat) pairs of every game, the share in which the strong seat
placed higher (a two-seat draw counts half), with its 95% Wilson interval. In a two-seat game
it is the strong level's win share.

The file holds one entry per pairing, keyed ``"strong/weak"``; writing a pairing replaces only
its own entry. Nothing in it is typed by hand: every entry carries the command that made it."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..core.errors import ConfigError
from .report import command_line, wilson
from .runner import Plan

#: the levels weakest first: "the level below" a level is the one before it here
ORDER = ("random", "easy", "normal", "hard")
FILE_NAME = "strength.json"


@dataclass(frozen=True)
class Measure:
    """One pairing's result: ``wins`` (halves for draws) of ``pairs`` seat pairs over ``games``."""

    strong: str
    weak: str
    games: int
    pairs: int
    wins: float
    command: str

    @property
    def share(self) -> float:
        return self.wins / self.pairs if self.pairs else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(round(self.wins), self.pairs)

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        return {**asdict(self), "share": round(self.share, 4), "low": round(low, 4), "high": round(high, 4)}


def package_file(game: str) -> Path:
    """Where a game's measured strengths live: ``engine/<game>/strength.json``."""
    return Path(__file__).resolve().parents[1] / game / FILE_NAME


def _level(seat: str) -> str:
    return seat.removeprefix("bot:")


def pairing_of(seats) -> tuple[str, str] | None:
    """(strong, weak) when the first seat is one level and every other seat another; else None."""
    levels = [_level(s) for s in seats]
    if len(levels) < 2 or levels[0] == levels[1] or any(lv != levels[1] for lv in levels[2:]):
        return None
    return levels[0], levels[1]


def tally(records: list[dict[str, Any]], strong: str) -> tuple[float, int]:
    """(wins, pairs): over the games, the (strong seat, other seat) pairs and how many the strong
    seat placed higher in (a draw of two seats counts half)."""
    wins, pairs = 0.0, 0
    for record in records:
        seats = [_level(s) for s in record["seats"]]
        if seats.count(strong) != 1:
            raise ConfigError(f"game {record.get('index')}: not one '{strong}' seat against the others")
        me = seats.index(strong)
        result = record["result"]
        place = {seat: rank for rank, seat in enumerate(result["placings"])}
        for other in range(len(seats)):
            if other == me:
                continue
            pairs += 1
            if result["winner"] is None and len(seats) == 2:
                wins += 0.5
            elif place.get(me, len(seats)) < place.get(other, len(seats)):
                wins += 1.0
    return wins, pairs


def measure(plan: Plan, records: list[dict[str, Any]]) -> Measure:
    """The plan's pairing measured on its games; ConfigError when it is not one level against another."""
    found = pairing_of(plan.seats)
    if found is None or not plan.rotate:
        raise ConfigError("--strength needs one level against another, the strong seat first and the "
                          "rest alike, with --rotate (e.g. --seats bot:hard,bot:easy,bot:easy --rotate)")
    strong, weak = found
    wins, pairs = tally(records, strong)
    return Measure(strong, weak, len(records), pairs, wins, command_line(plan))


def load(path: Path) -> dict[tuple[str, str], Measure]:
    """The measures in a strength file, by (strong, weak); {} when there is no file.
    A file that cannot be read as one is a ConfigError naming the file and what is wrong."""
    if not path.exists():
        return {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: not a strength file ({exc})") from None
    return load_text(text, str(path))


def load_text(text: str, name: str) -> dict[tuple[str, str], Measure]:
    """``load`` of the text of a strength file called ``name`` (for messages)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{name}: not a strength file ({exc})") from None
    entries = data.get("pairings") if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        raise ConfigError(f"{name}: not a strength file (no 'pairings' table)")
    out = {}
    for key, entry in entries.items():
        try:
            item = Measure(str(entry["strong"]), str(entry["weak"]), int(entry["games"]), int(entry["pairs"]),
                           float(entry["wins"]), str(entry["command"]))
        except (TypeError, KeyError, ValueError):
            raise ConfigError(f"{name}: pairing '{key}' lacks strong, weak, games, pairs, wins or command") from None
        if item.strong not in ORDER or item.weak not in ORDER or not 0 <= item.wins <= item.pairs:
            raise ConfigError(f"{name}: pairing '{key}' names an unknown level or more wins than pairs")
        out[(item.strong, item.weak)] = item
    return out


def save(path: Path, item: Measure) -> None:
    """Write ``item`` into the strength file, keeping the other pairings; written whole to a
    temporary file first, so a failed write leaves the old file as it was."""
    known = load(path)
    known[(item.strong, item.weak)] = item
    entries = {f"{s}/{w}": m.to_json() for (s, w), m in sorted(known.items(), key=lambda kv: _rank(kv[0]))}
    text = json.dumps({"about": "bot levels measured against each other by main.py tournament --strength "
                                "(docs/bots.md); the setup screen reads it",
                       "pairings": entries}, indent=1, sort_keys=True) + "\n"
    spare = path.with_name(path.name + ".tmp")
    spare.write_text(text, encoding="utf-8")
    os.replace(spare, path)


def _rank(pair: tuple[str, str]) -> tuple[int, int]:
    return (-ORDER.index(pair[0]), -ORDER.index(pair[1]))


def against_below(level: str, known: dict[tuple[str, str], Measure]) -> Measure | None:
    """The measure of ``level`` against the nearest weaker level that was measured, or None."""
    if level not in ORDER:
        return None
    for weaker in reversed(ORDER[:ORDER.index(level)]):
        if (level, weaker) in known:
            return known[(level, weaker)]
    return None
