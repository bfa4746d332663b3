"""Every kind of For Glory action and the parameters it takes (``engine/core/params.py``).

Core measures each action against these before any rule sees it, so a missing, extra,
mistyped or out-of-range parameter is refused in plain words. Payments name the Income
cards spent (``income``) and the Coin Tokens (``coins``); a targeted card or ability names
its ``target`` (and, moving Damage, the ``source`` Gladiator and the ``amount``).
"""
from __future__ import annotations

from ..core.params import ID, IDS, INT, Kind, Param
from ..i18n import N_
from .content import CONTENT

#: the most abilities one card has (an ability's ``index`` is below it)
_MOST_ABILITIES = max(len(card.abilities) for card in CONTENT.cards.values())


def _card(says: str = N_("card")) -> Param:
    return Param("card", ID, says=says)


def _payment(optional: bool = False) -> tuple[Param, Param]:
    return (Param("coins", INT, lo=0, optional=optional, says=N_("Coin Tokens spent")),
            Param("income", IDS, optional=optional, says=N_("Income cards spent")))


def _targets() -> tuple[Param, ...]:
    return (Param("target", ID, optional=True), Param("source", ID, optional=True, says=N_("Gladiator the Damage moves from")),
            Param("amount", INT, lo=1, optional=True, says=N_("Damage moved")))


ACTIONS: tuple[Kind, ...] = (
    Kind("pick", Param("champion", ID, choices=tuple(sorted(CONTENT.champions))), says=N_("pick a Champion")),
    Kind("buy", _card(), *_payment(), says=N_("buy a card")),
    Kind("reserve", _card(), says=N_("Reserve a card")),
    Kind("buyback", *_payment(), says=N_("buy back your Reserve")),
    Kind("buyback_play", _card("Reaction"), *_payment(), *_targets(),
         says=N_("buy back your Reserve and play a Reaction from it")),
    Kind("upgrade", _card("Champion"), *_payment(), says=N_("upgrade your Champion")),
    Kind("register", _card("Gladiator"), *_payment(), says=N_("register a Gladiator")),
    Kind("play", _card(), *_targets(), *_payment(optional=True), says=N_("play a card")),
    Kind("use", _card(), Param("index", INT, lo=0, hi=_MOST_ABILITIES - 1, says=N_("ability")), *_targets(),
         *_payment(optional=True), says=N_("use an ability")),
    Kind("attack", Param("gladiator", ID, says=N_("attacking Gladiator")), says=N_("attack")),
    Kind("strike", Param("target", ID, says=N_("Gladiator struck")), says=N_("strike a Gladiator")),
    Kind("discard", Param("gladiator", ID), says=N_("discard a Gladiator")),
    Kind("pierce", *_payment(), says=N_("take the Defeated Gladiator back")),
    Kind("decline", says=N_("decline")),
    Kind("take_token", says=N_("take the Reigning Champion token")),
    Kind("pass", says=N_("pass")),
    Kind("end_turn", says=N_("end your turn")),
)
