"""Every kind of For Glory action and the parameters it takes (``engine/core/params.py``).

Core measures each action against these before any rule sees it, so a missing, extra,
mistyped or out-of-range parameter is refused in plain words. Payments name the Income
cards spent (``income``) and the Coin Tokens (``coins``); a targeted card or ability names
its ``target`` (and, moving Damage, the ``source`` Gladiator and the ``amount``).
"""
from __future__ import annotations

from ..core.params import ID, IDS, INT, Kind, Param
from .content import CONTENT

#: the most abilities one card has (an ability's ``index`` is below it)
_MOST_ABILITIES = max(len(card.abilities) for card in CONTENT.cards.values())


def _card(says: str = "card") -> Param:
    return Param("card", ID, says=says)


def _payment(optional: bool = False) -> tuple[Param, Param]:
    return (Param("coins", INT, lo=0, optional=optional, says="Coin Tokens spent"),
            Param("income", IDS, optional=optional, says="Income cards spent"))


def _targets() -> tuple[Param, ...]:
    return (Param("target", ID, optional=True), Param("source", ID, optional=True, says="Gladiator the Damage moves from"),
            Param("amount", INT, lo=1, optional=True, says="Damage moved"))


ACTIONS: tuple[Kind, ...] = (
    Kind("pick", Param("champion", ID, choices=tuple(sorted(CONTENT.champions))), says="pick a Champion"),
    Kind("buy", _card(), *_payment(), says="buy a card"),
    Kind("reserve", _card(), says="Reserve a card"),
    Kind("buyback", *_payment(), says="buy back your Reserve"),
    Kind("buyback_play", _card("Reaction"), *_payment(), *_targets(),
         says="buy back your Reserve and play a Reaction from it"),
    Kind("upgrade", _card("Champion"), *_payment(), says="upgrade your Champion"),
    Kind("register", _card("Gladiator"), *_payment(), says="register a Gladiator"),
    Kind("play", _card(), *_targets(), *_payment(optional=True), says="play a card"),
    Kind("use", _card(), Param("index", INT, lo=0, hi=_MOST_ABILITIES - 1, says="ability"), *_targets(),
         *_payment(optional=True), says="use an ability"),
    Kind("attack", Param("gladiator", ID, says="attacking Gladiator"), says="attack"),
    Kind("strike", Param("target", ID, says="Gladiator struck"), says="strike a Gladiator"),
    Kind("discard", Param("gladiator", ID), says="discard a Gladiator"),
    Kind("pierce", *_payment(), says="take the Defeated Gladiator back"),
    Kind("decline", says="decline"),
    Kind("take_token", says="take the Reigning Champion token"),
    Kind("pass", says="pass"),
    Kind("end_turn", says="end your turn"),
)
