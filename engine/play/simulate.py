"""Runs of seeded bot games: what `main.py sim` does, without the printing."""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from ..ai.levels import make_bot
from ..core.errors import ConfigError
from ..core.saves import save_game
from ..core.seats import SeatSpec
from .match import MatchResult, play_match


def seat_meta(seats: list[SeatSpec]) -> list[dict[str, str]]:
    """The save's ``meta.seats`` as the window writes them: a name and a controller each,
    so a save written here opens in the window with its bots still bots."""
    return [{"name": f"Bot {i + 1}" if s.kind == "bot" else f"Seat {i + 1}", "controller": str(s)}
            for i, s in enumerate(seats)]


def run_games(ruleset, config: dict[str, Any], seats: list[SeatSpec], games: int, seed: int,
              events_out: IO[str] | None = None, save_dir: Path | None = None
              ) -> Iterator[tuple[int, MatchResult]]:
    """Play ``games`` games; game ``i`` uses seed ``seed + i`` so any one can be re-run alone."""
    if any(s.kind != "bot" for s in seats):
        raise ConfigError("sim plays bots only: every seat must be bot:<level>")
    if len(seats) != config["seats"]:
        raise ConfigError(f"{len(seats)} seats given, the config has {config['seats']}")
    for index in range(games):
        game_seed = seed + index
        bots = [make_bot(s.level, ruleset) for s in seats]

        def write(event, _seed=game_seed):
            if events_out is not None:
                line = {"game": ruleset.name, "seed": _seed, **event.to_json()}
                events_out.write(json.dumps(line, sort_keys=True) + "\n")

        match = play_match(ruleset, config, game_seed, bots, on_event=write)
        match.moves.meta = {"seats": seat_meta(seats)}
        if save_dir is not None:
            save_game(Path(save_dir) / f"{ruleset.name}-{game_seed}.json", match.moves, match.state)
        yield index, match
