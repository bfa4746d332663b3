"""Print each game's fixed action id space and observation tensor layout as Markdown:

    python -m engine.adapters.describe [GAME ...]

(docs/openspiel.md quotes the sizes; this is the full table.)"""
from __future__ import annotations

import sys

from ..core import registry
from .games import action_encoding
from .schemas import schema


def describe(game: str) -> str:
    ruleset = registry.get(game)
    encoding, layout = action_encoding(game), schema(game)
    lines = [f"## {ruleset.title} (`{game}`)", "",
             f"Action ids: {encoding.size}. Observation tensor: {layout.size} floats.", "",
             *encoding.describe(), "", *layout.describe(), ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    games = (argv if argv is not None else sys.argv[1:]) or registry.available()
    for game in games:
        print(describe(game))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
