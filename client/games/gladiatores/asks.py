"""What a click on the Gladiatores table will do, said before it is made, and the questions put
before an irreversible one.

- ``click_hint``: the first line of a hovered thing's tooltip ("Click: attack with it ...").
- ``ask_discard``: every discard (paid or free) goes through ``GameTable.ask_first``, naming the
  card and its cost, so a stray click never throws a card away.
- ``ask_primary``: Pass and Decline are taken at once only when nothing else could be done;
  otherwise the box names what passing gives up.
- ``FORCED_KINDS``: the only answers the shared table may give by itself for a human (a forced
  pass); a discard or a draw always waits for the human's click.
"""
from __future__ import annotations

from engine.core import Action

from .text import card_name

FORCED_KINDS = ("pass", "decline")
QUIET_KINDS = FORCED_KINDS + ("reveal_tactics",)


def discard_price(table) -> str:
    return "for 1 favour" if table.my_discard_cost() else "for free"


def ask_discard(table, action: Action) -> None:
    table.ask_first(f"Discard {action.card} {discard_price(table)}?", action,
                    f"Discard {action.card}, then draw a new card", back_label="Keep it")


def ask_primary(table, action: Action) -> None:
    """Pass (an attack) or Decline (a counter-attack): asked first while the hand holds an answer."""
    d = table.session.decision
    others = [a for a in table.legal() if a.kind not in QUIET_KINDS]
    if d is None or d.kind not in ("respond", "counter_attack") or not others:
        table.act(action)
        return
    if d.kind == "respond":
        stack = table.observation()["stack"]
        top = card_name(stack[-1][0]) if stack else "the attack"
        table.ask_first(f"Pass and let {top} take effect?", action, f"Pass: {top} stands", back_label="Not now")
    else:
        table.ask_first("Decline the counter-attack?", action, "Decline: no counter-attack", back_label="Not now")


def primary_tooltip(table, kind: str) -> str:
    """What the main button (or Enter) does in the decision ``kind``."""
    answer = any(a.kind not in QUIET_KINDS for a in table.legal())
    asked = " (asked first while your hand could answer)" if answer else ""
    return {"respond": f"Let the top card take effect{asked} · Enter",
            "counter_attack": f"Let the chance to counter-attack go{asked} · Enter",
            "bid": "Bid no further this round (bidding ends when every seat passes in a row) · Enter",
            "swap": "Keep your wheel as it is and let the new wreath go · Enter"}.get(kind, "Enter")


def _attack_hint(table, plays) -> str:
    targets = sorted({a.target for a in plays if a.kind == "attack"})
    if len(targets) == 1:
        glad = table.observation()["seats"][targets[0]]["gladiator"]
        return f"Click: attack {glad} with it"
    return "Click: attack with it, then click the gladiator to attack"


def click_hint(table, thing, zone: str) -> str | None:
    """What a left click on ``thing`` does now, in one line; None when it does nothing."""
    if not table.my_turn() or table.menu is not None:
        return None
    legal = table.legal()
    if zone == "hand":
        discard = next((a for a in legal if a.kind == "discard" and a.card == thing), None)
        if table.discarding:
            return f"Click: discard it {discard_price(table)} (you are asked first)" if discard else None
        plays = [a for a in legal if a.get("card") == thing and a.kind != "discard"]
        kinds = {a.kind for a in plays}
        if "attack" in kinds:
            return _attack_hint(table, plays)
        if "counter" in kinds:
            return "Click: break the top card with it"
        if "effect" in kinds:
            return "Click: play it for its effect"
        if discard is not None:
            return f"Click: it cannot be played now; discard it {discard_price(table)} and draw (asked first)"
        return "It cannot be played now: a click tells why"
    wanted = {"deck": ("draw", "deck"), "market": ("bid", "row"), "ability": ("ability", "name"),
              "bet": ("bet", "gladiator"), "tactics": ("tactics", "card"), "wheel": ("swap", "wreath"),
              "space": ("bid", "row")}.get(zone)
    if wanted is None:
        return None
    kind, key = wanted
    value = thing[1] if zone == "space" else thing
    if not any(a.kind in (kind, "take") and a.get(key) == value for a in legal):
        return None
    return {"deck": "Click: draw a card from this deck", "market": "Click: bid on this gladiator",
            "space": "Click: bid here", "ability": "Click: use this ability",
            "bet": "Click: place this bet (face down)" if value else "Click: place no bet",
            "tactics": "Click: keep this card face down as your Tactics",
            "wheel": "Click: give this wreath up for the new one"}[zone]
