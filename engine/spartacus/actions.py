"""Every kind of Spartacus action and the parameters it takes (``engine/core/params.py``).

Core measures each action against these before any rule sees it, so a frame's judge
(``why_not``) only ever meets well-formed actions: the right names, types and fixed ranges.
What depends on the table (which cards a house holds, how much gold) is the frame's to judge.
"""
from __future__ import annotations

from ..core.params import BOOL, ID, IDS, INT, INTS, TALLIES, TEXT, Kind, Param
from ..i18n import N_
from .common import POOLS

#: the highest seat number (a game has three or four houses)
SEAT_HI = 3


def _card(says: str = "card", **kw) -> Param:
    return Param("card", ID, says=says, **kw)


def _house(name: str, says: str) -> Param:
    return Param(name, INT, lo=0, hi=SEAT_HI, says=says)


def _offer(name: str, *extra: Param, says: str) -> Kind:
    """An offer to another house (``Offer.action``: whom it goes to, its promise, what each side gives)."""
    sides = [Param(f"{side}_{part}", INT, lo=0, says=f"{words} {part}")
             for side, words in (("give", "given"), ("ask", "asked")) for part in ("gold", "support", "stake")]
    cards = [Param(f"{side}_cards", IDS, says=f"cards {words}") for side, words in (("give", "given"), ("ask", "asked"))]
    return Kind(name, *extra, _house("to", "house it goes to"), Param("promise", TEXT, says=N_("promise")), *sides, *cards,
                says=says)


ACTIONS = (
    # Inicio de la partida
    Kind("house", Param("house", ID, says=N_("house")), says=N_("choose a house")),
    # Fase de mantenimiento
    Kind("pay", says=N_("pay your gladiators")),
    Kind("release", _card("gladiator"), says=N_("release a gladiator")),
    # Fase de intriga
    Kind("end_turn", says=N_("end your intrigue turn")),
    Kind("sell", _card(), says=N_("sell an intrigue card")),
    Kind("declare_guard", _card("guard"), says=N_("set a guard on the table")),
    Kind("scheme", _card("scheme"), Param("target", INT, lo=0, hi=SEAT_HI, nullable=True, says=N_("house aimed at")),
         says=N_("play a scheme")),
    Kind("house_ability", _card(nullable=True), says=N_("use your house ability")),
    Kind("ability", _card("character"), says=N_("use a character's ability")),
    Kind("abandon", says=N_("give the scheme up")),
    _offer("ask_support", says=N_("ask a house for its support")),
    Kind("react", _card("reaction"), says=N_("play a reaction")),
    Kind("guard", _card("guard"), says=N_("roll a guard")),
    Kind("keep_promise", says=N_("keep your promise")),
    Kind("break_promise", says=N_("break your promise")),
    # answers to an offer or an invitation
    Kind("accept", says=N_("accept")),
    Kind("decline", says=N_("decline")),
    Kind("pass", says=N_("pass")),
    # Fase de mercado
    Kind("sell_asset", _card("asset"), says=N_("sell an asset to the bank")),
    _offer("trade", says=N_("offer a trade")),
    Kind("bid", Param("amount", INT, lo=0, says=N_("bid")), says=N_("bid")),
    # Fase de arena, Apuestas, Derrota
    _offer("bribe", says=N_("offer the host gold or a favour to be left out")),
    Kind("invite", _house("seat", "house invited"), says=N_("invite a house")),
    Kind("fighter", _card("fighter"), says=N_("choose your fighter")),
    Kind("equip", _card("equipment"), says=N_("equip your fighter")),
    Kind("done", says=N_("send your fighter in")),
    Kind("bet", Param("bets", TALLIES, says=N_("bets")), says=N_("bet")),
    _offer("sway", Param("up", BOOL, says=N_("thumb up or down")), says=N_("offer the host gold or a favour for a thumb")),
    Kind("thumb", Param("up", BOOL, says=N_("thumb up or down")), says=N_("turn the thumb")),
    # Combate
    Kind("go", Param("first", BOOL, says=N_("first or second")), says=N_("choose who goes first")),
    Kind("move", Param("to", INTS, lo=2, hi=2, says=N_("hex moved to")), says=N_("move your fighter")),
    Kind("attack", says=N_("attack")),
    Kind("hold", says=N_("hold")),
    Kind("lose_die", Param("pool", TEXT, choices=POOLS, says=N_("dice pool")), says=N_("lose a die")),
)
