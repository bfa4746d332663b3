"""What each game's events expose about a seat's content (gladiator, school, house, card
bought, model), recorded per game so the report can give a win share per content. Each game
says what to read in its ruleset (``Ruleset.content_keys``, ``Ruleset.observed_content``): this
module names no game.

Read from the public events and the final public observation only, so a port that keeps
the contract keeps these figures."""
from __future__ import annotations

from typing import Any

from ..core.ruleset import Ruleset


class ContentWatch:
    """Collects, per seat, the content names of one game as its events come."""

    def __init__(self, ruleset: Ruleset, seats: int):
        self.keys = ruleset.content_keys
        self.observed = ruleset.observed_content
        self.by_label: dict[str, list[list[str]]] = {k.label: [[] for _ in range(seats)] for k in self.keys}

    def __call__(self, event) -> None:
        for key in self.keys:
            if event.type == key.event:
                seat, name = event.get("seat"), event.get(key.field)
                if isinstance(seat, int) and 0 <= seat < len(self.by_label[key.label]) and name is not None:
                    names = self.by_label[key.label][seat]
                    if key.words(name) not in names:
                        names.append(key.words(name))

    def finish(self, state) -> dict[str, list[list[str]]]:
        """label -> per seat the names it had (each once), sorted."""
        out = {label: [sorted(names) for names in seats] for label, seats in self.by_label.items()}
        observation: dict[str, Any] = state.observation(None)
        seats = observation.get("seats")
        for label, key in self.observed:
            if isinstance(seats, list) and all(isinstance(s, dict) and s.get(key) for s in seats):
                out[label] = [[str(s[key])] for s in seats]
        return {label: seats for label, seats in out.items() if any(seats)}
