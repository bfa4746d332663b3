"""What happened, told from the events and the public observation: the summary of an event
(prizes, favour into wreaths, bets, wheels) and the results' scores and tie-break."""
from __future__ import annotations

from typing import NamedTuple

from .text import Words, _, content, event_bands, reason_words, wreath, wreath_value

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
    bands = event_bands(content().events[name]) if name in content().events else ""
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
    parts = [_("wheel {n}").format(n=value)]
    if bonus:
        parts.append(_("+ {n} full wheel").format(n=bonus))
    if info["debt"]:
        parts.append(_("− {n} bank debt").format(n=info['debt']))
    m = metals(info["wheel"])
    return _("{sum} = {vp} VP  ·  {gold} gold, {silver} silver").format(
        sum=" ".join(parts), vp=info['victory_points'], gold=m['gold'], silver=m['silver'])


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
            more = _("You have more gold wreaths ({a} to {b}).") if metal == "gold" and words.is_you(first) else \
                _("You have more silver wreaths ({a} to {b}).") if words.is_you(first) else \
                _("{who} has more gold wreaths ({a} to {b}).") if metal == "gold" else \
                _("{who} has more silver wreaths ({a} to {b}).")
            return _("{first} and {second} tie on {vp} VP; {more}").format(
                first=words.who(first), second=words.who(second), vp=vp,
                more=more.format(who=words.who(first), a=ma[metal], b=mb[metal]))
    return _("{first} and {second} tie on {vp} VP and on gold and silver wreaths: a shared win.").format(
        first=words.who(first), second=words.who(second), vp=vp)


def prize_words(prize: Prize) -> str:
    return f"{wreath(prize.wreath)} ({reason_words(prize.reason)})"
