"""What each game's events expose about a seat's content (gladiator, school, house, card
bought, model), recorded per game so the report can give a win share per content.

Read from the public events and the final public observation only, so a port that keeps
the contract keeps these figures."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ContentKey:
    #: the heading in the report ("gladiator fielded", "card bought")
    label: str
    #: the event type that names it, and the field holding the name
    event: str
    field: str
    #: the field holds an id like "0:acerbus_i" (seat, then the profile): shown as "Acerbus I"
    is_id: bool = False

    def words(self, value) -> str:
        text = str(value)
        if self.is_id:
            text = text.split(":", 1)[-1].replace("_", " ").title()
        return text


CONTENT: dict[str, tuple[ContentKey, ...]] = {
    "forglory": (ContentKey("card bought", "card_bought", "name"),),
    "arenarex": (ContentKey("model", "model_deployed", "model", is_id=True),),
    "gladiatores": (ContentKey("gladiator fielded", "gladiator_ready", "gladiator"),
                    ContentKey("turn order", "turn_order_revealed", "turn_order")),
    "spartacus": (ContentKey("house", "house_chosen", "house"),),
}
#: content read from the final public observation: label -> the key of each seat's entry
OBSERVED: dict[str, tuple[tuple[str, str], ...]] = {
    "gladiatores": (("school", "school"),),
}


class ContentWatch:
    """Collects, per seat, the content names of one game as its events come."""

    def __init__(self, game: str, seats: int):
        self.keys = CONTENT.get(game, ())
        self.game = game
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
        for label, key in OBSERVED.get(self.game, ()):
            if isinstance(seats, list) and all(isinstance(s, dict) and s.get(key) for s in seats):
                out[label] = [[str(s[key])] for s in seats]
        return {label: seats for label, seats in out.items() if any(seats)}
