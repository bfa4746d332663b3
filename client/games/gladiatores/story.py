"""What happened, told from the events and the public observation: the summary of an event
(prizes, favour into wreaths, bets, wheels) and the results' scores and tie-break."""
from __future__ import annotations

from typing import NamedTuple

from .text import Words, event_text, wreath, wreath_value

METALS = ("gold", "silver", "bronze")


class Prize(NamedTuple):
    seat: int
    wreath: str
    reason: str


class EventSummary(NamedTuple):
    number: int
    event: str
    winner: int
    gladiator: str
    second: int | None
    prizes: tuple[Prize, ...]
    bets: tuple[tuple[int, str, bool], ...]   # (bettor, gladiator, won)
    notes: tuple[str, ...]                    # swaps, wreaths let go, full wheels
    bands: str


def event_summary(events, words: Words, upto: int | None = None) -> EventSummary | None:
    """The last event won among ``events[:upto]``, or None before the first one."""
    events = list(events[:upto] if upto is not None else events)
    start = next((i for i in range(len(events) - 1, -1, -1) if events[i].type == "event_won"), None)
    if start is None:
        return None
    won = events[start]
    number, name = won.get("number"), won.get("event")
    prizes, bets, notes = [], [], []
    for e in events[start + 1:]:
        t, g = e.type, e.get
        if t in ("event_revealed", "cleanup"):
            break
        if t == "prize_awarded":
            prizes.append(Prize(g("seat"), g("wreath"), g("reason")))
        elif t in ("bet_won", "bet_lost"):
            bets.append((g("seat"), g("outcome"), t == "bet_won"))
        elif t in ("wreath_swapped", "wreath_declined", "wheel_full"):
            notes.append(words.sentence(e))
    bands = event_text(name).partition("at the end: ")[2].rstrip(".")
    return EventSummary(number, name, won.get("seat"), won.get("gladiator"), won.get("second"), tuple(prizes),
                        tuple(bets), tuple(n for n in notes if n), bands)


def wheel_value(wheel) -> int:
    return sum(wreath_value(w) for w in wheel if w)


def metals(wheel) -> dict[str, int]:
    return {m: sum(1 for w in wheel if w and w.endswith(m)) for m in METALS}


def score_line(info: dict) -> str:
    """A seat's Victory Points as the sum the results show: wheel, full-wheel bonus, bank debt."""
    value = wheel_value(info["wheel"])
    bonus = info["victory_points"] - value + info["debt"]
    parts = [f"wheel {value}"]
    if bonus:
        parts.append(f"+ {bonus} full wheel")
    if info["debt"]:
        parts.append(f"− {info['debt']} bank debt")
    m = metals(info["wheel"])
    return f"{' '.join(parts)} = {info['victory_points']} VP  ·  {m['gold']} gold, {m['silver']} silver"


def tie_break(obs: dict, placings, words: Words) -> str | None:
    """Why the first place beats a seat level with it on VP (gold, then silver wreaths), if any."""
    seats = obs["seats"]
    if len(placings) < 2:
        return None
    first, second = placings[0], placings[1]
    a, b = seats[first], seats[second]
    if a["victory_points"] != b["victory_points"]:
        return None
    ma, mb = metals(a["wheel"]), metals(b["wheel"])
    vp = a["victory_points"]
    for metal in ("gold", "silver"):
        if ma[metal] != mb[metal]:
            return (f"{words.who(first)} and {words.who(second)} tie on {vp} VP; {words.who(first)} "
                    f"{'have' if first == words.viewer else 'has'} more {metal} wreaths "
                    f"({ma[metal]} to {mb[metal]}).")
    return f"{words.who(first)} and {words.who(second)} tie on {vp} VP and on gold and silver wreaths: a shared win."


def prize_words(prize: Prize) -> str:
    return f"{wreath(prize.wreath)} ({prize.reason})"
