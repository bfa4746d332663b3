"""Seat specifications: 'human' or 'bot:<level>' (the command line and the setup scene)."""
from __future__ import annotations

from dataclasses import dataclass

from .errors import ConfigError

BOT_LEVELS = ("random", "easy", "normal", "hard")
SEAT_CHOICES = ("human",) + tuple(f"bot:{level}" for level in BOT_LEVELS)


@dataclass(frozen=True)
class SeatSpec:
    kind: str  # "human" or "bot"
    level: str | None = None

    def __str__(self) -> str:
        return self.kind if self.level is None else f"{self.kind}:{self.level}"


def parse_seat(text: str) -> SeatSpec:
    text = text.strip()
    if text == "human":
        return SeatSpec("human")
    if text.startswith("bot:") and text[4:] in BOT_LEVELS:
        return SeatSpec("bot", text[4:])
    raise ConfigError(f"unknown seat '{text}' (choose from: {', '.join(SEAT_CHOICES)})")


def parse_seats(text: str) -> list[SeatSpec]:
    return [parse_seat(part) for part in text.split(",")]


def parse_options(pairs: list[str]) -> dict[str, str]:
    """KEY=VALUE strings to a dict; ConfigError on a malformed pair."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise ConfigError(f"--option needs KEY=VALUE, not '{pair}'")
        options[key.strip()] = value.strip()
    return options
