"""A sealed round: seats answer one question in secret, and the answers are revealed together.

Sealed bids, blind auctions, bets placed at once, face-down picks: each seat of the round
answers a secret ``Decision`` (``secret=True, round=seats``). The seats are asked one at a
time in the round's fixed order, which depends on nothing hidden, so the order reveals
nothing; the others see only *that* a seat has chosen (``chosen``) until ``reveal``.

A game keeps a ``SealedRound`` in its state (``to_json`` / ``from_json``), asks
``next_seat()``, records each answer with ``answer``, shows ``view_for(seat)`` in its
observations, resamples the others' answers in ``determinize`` with ``resample``, and
resolves the round once ``complete``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.rng import Rng


@dataclass
class SealedRound:
    #: what is asked, in a word the game chooses (``bid``, ``bet``, ``pick``)
    kind: str
    #: the seats that answer, in the order they are asked
    seats: tuple[int, ...]
    answers: dict[int, Any] = field(default_factory=dict)

    def next_seat(self) -> int | None:
        """The next seat to ask, or None when every seat has answered."""
        for seat in self.seats:
            if seat not in self.answers:
                return seat
        return None

    @property
    def complete(self) -> bool:
        return all(seat in self.answers for seat in self.seats)

    def answer(self, seat: int, value: Any) -> None:
        if seat not in self.seats:
            raise ValueError(f"seat {seat} is not in this {self.kind} round")
        if seat in self.answers:
            raise ValueError(f"seat {seat} has already answered this {self.kind} round")
        self.answers[seat] = value

    def chosen(self) -> list[int]:
        """The seats that have answered (public: the answers are not)."""
        return [seat for seat in self.seats if seat in self.answers]

    def view_for(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see of the round: who is in it, who has chosen, its own answer."""
        return {"kind": self.kind, "seats": list(self.seats), "chosen": self.chosen(),
                "mine": self.answers.get(seat) if seat is not None else None}

    def resample(self, seat: int, rng: Rng, options: Callable[[int], list[Any]]) -> None:
        """Replace every other seat's answer by one drawn from ``options(other)``: what a
        determinization for ``seat`` does, so a search never sees a real secret answer."""
        for other in list(self.answers):
            if other != seat:
                choices = options(other)
                if choices:
                    self.answers[other] = rng.choice(choices)

    def reveal(self) -> dict[int, Any]:
        """Every answer by seat (call once ``complete``)."""
        if not self.complete:
            raise ValueError(f"the {self.kind} round is not complete")
        return {seat: self.answers[seat] for seat in self.seats}

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seats": list(self.seats),
                "answers": [[seat, value] for seat, value in sorted(self.answers.items())]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SealedRound:
        return cls(data["kind"], tuple(data["seats"]), {int(s): v for s, v in data["answers"]})
