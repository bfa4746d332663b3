"""What a click on the Gladiatores table will do, said before it is made, and the questions put
before an irreversible one.

- ``click_hint``: the first line of a hovered thing's tooltip ("Click: attack with it ...").
- ``ask_discard``: every discard (paid or free) goes through ``Picking.ask_first``, ``table.picking``, naming the
  card and its cost, so a stray click never throws a card away.
- ``ask_primary``: Pass and Decline are taken at once only when nothing else could be done;
  otherwise the box names what passing gives up.
- ``FORCED_KINDS``: the only answers the shared table may give by itself for a human (a forced
  pass); a discard or a draw always waits for the human's click.
"""
from __future__ import annotations

from engine.core import Action

from .text import _, card_name, title

FORCED_KINDS = ("pass", "decline")
QUIET_KINDS = FORCED_KINDS + ("reveal_tactics",)


def discard_price(table) -> str:
    return _("for 1 favour") if table.my_discard_cost() else _("for free")


def ask_discard(table, action: Action) -> None:
    card = title(action.card)
    table.picking.ask_first(_("Discard {card} {price}?").format(card=card, price=discard_price(table)), action,
                    _("Discard {card}, then draw a new card").format(card=card), back_label=_("Keep it"))


def ask_primary(table, action: Action) -> None:
    """Pass (an attack) or Decline (a counter-attack): asked first while the hand holds an answer."""
    d = table.session.decision
    others = [a for a in table.legal() if a.kind not in QUIET_KINDS]
    if d is None or d.kind not in ("respond", "counter_attack") or not others:
        table.act(action)
        return
    if d.kind == "respond":
        stack = table.observation()["stack"]
        top = title(card_name(stack[-1][0])) if stack else _("the attack")
        table.picking.ask_first(_("Pass and let {card} take effect?").format(card=top), action,
                        _("Pass: {card} stands").format(card=top), back_label=_("Not now"))
    else:
        table.picking.ask_first(_("Decline the counter-attack?"), action, _("Decline: no counter-attack"),
                        back_label=_("Not now"))


def primary_tooltip(table, kind: str) -> str:
    """What the main button (or Enter) does in the decision ``kind``."""
    answer = any(a.kind not in QUIET_KINDS for a in table.legal())
    if kind == "respond":
        return _("Let the top card take effect (asked first while your hand could answer) · Enter") if answer \
            else _("Let the top card take effect · Enter")
    if kind == "counter_attack":
        return _("Let the chance to counter-attack go (asked first while your hand could answer) · Enter") if answer \
            else _("Let the chance to counter-attack go · Enter")
    if kind == "bid":
        return _("Bid no further this round (bidding ends when every seat passes in a row) · Enter")
    if kind == "swap":
        return _("Keep your wheel as it is and let the new wreath go · Enter")
    return _("Enter")


def _attack_hint(table, plays) -> str:
    targets = sorted({a.target for a in plays if a.kind == "attack"})
    if len(targets) == 1:
        glad = table.observation()["seats"][targets[0]]["gladiator"]
        return _("Click: attack {gladiator} with it").format(gladiator=glad)
    return _("Click: attack with it, then click the gladiator to attack")


def click_hint(table, thing, zone: str) -> str | None:
    """What a left click on ``thing`` does now, in one line; None when it does nothing."""
    if not table.my_turn() or table.picking.menu is not None:
        return None
    legal = table.legal()
    if zone == "hand":
        discard = next((a for a in legal if a.kind == "discard" and a.card == thing), None)
        if table.discarding:
            return _("Click: discard it {price} (you are asked first)").format(price=discard_price(table)) \
                if discard else None
        plays = [a for a in legal if a.get("card") == thing and a.kind != "discard"]
        kinds = {a.kind for a in plays}
        if "attack" in kinds:
            return _attack_hint(table, plays)
        if "counter" in kinds:
            return _("Click: break the top card with it")
        if "effect" in kinds:
            return _("Click: play it for its effect")
        if discard is not None:
            return _("Click: it cannot be played now; discard it {price} and draw (asked first)").format(
                price=discard_price(table))
        return _("It cannot be played now: a click tells why")
    wanted = {"deck": ("draw", "deck"), "market": ("bid", "row"), "ability": ("ability", "name"),
              "bet": ("bet", "gladiator"), "tactics": ("tactics", "card"), "wheel": ("swap", "wreath"),
              "space": ("bid", "row")}.get(zone)
    if wanted is None:
        return None
    kind, key = wanted
    value = thing[1] if zone == "space" else thing
    if not any(a.kind in (kind, "take") and a.get(key) == value for a in legal):
        return None
    return {"deck": _("Click: draw a card from this deck"), "market": _("Click: bid on this gladiator"),
            "space": _("Click: bid here"), "ability": _("Click: use this ability"),
            "bet": _("Click: place this bet (face down)") if value else _("Click: place no bet"),
            "tactics": _("Click: keep this card face down as your Tactics"),
            "wheel": _("Click: give this wreath up for the new one")}[zone]
