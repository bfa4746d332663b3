"""Why a For Glory action is refused, in plain words (the second half of each frame's
``problem``: the rule comes from the pending Decision).

The action is well formed (core has measured it against ``kinds.ACTIONS``), but it may
name anything: cards that do not exist, cards of another seat, a card not face up. Nothing
here may raise: every card is looked up only once it is known.
"""
from __future__ import annotations

from ..core import Action, Decision
from .content import SUPPLY_DECKS
from .payments import payment_problem


def explain_illegal(s, action: Action, decision: Decision) -> str:
    seat = decision.seat
    card = action.get("card")
    kind = action.kind
    known = isinstance(card, str) and card in s.cd
    if kind == "buy":
        if not known or card not in [c for d in SUPPLY_DECKS for c in s.supply[d]["row"] if c]:
            return "That card is not face up in the Supply."
        cost = s.cd[card].cost
        if not s.can_pay(seat, cost):
            return f"{s.names[card]} costs {cost} Coin and you cannot raise that much."
        return (f"That payment does not work for {s.names[card]}: "
                + payment_problem(action.get("income"), action.get("coins"), cost, s.hand[seat],
                                  s.coins[seat], s.cd))
    if kind in ("buyback", "buyback_play"):
        return _buyback(s, action, decision)
    if known:
        name = s.names[card]
        if kind in ("play", "reserve", "upgrade", "register") and card not in s.hand[seat]:
            return f"{name} is not in your Hand."
        if kind == "reserve":
            return f"Only Tactic and Reaction cards may be Reserved; {name} is not one."
        if kind == "play" and s.cd[card].type == "income":
            return f"{name} is an Income card: it is spent to pay for what you buy, never played."
        if kind in ("play", "register") and s.cd[card].type == "gladiator" and not s.can_field(seat, card):
            return (f"{name} needs {s.cd[card].influence} Influence; your Gladiators already need "
                    f"{s.required(seat)} of your {s.influence(seat)}.")
        if kind == "play" and s.cd[card].type == "tactic" and decision.kind != "combat_turn":
            return "Tactic cards are used only on your Combat Turn in the Arena Phase."
        if kind == "play" and s.cd[card].type in ("patron", "scheme") and decision.kind != "take_actions":
            return "Patrons and Schemes may be played only while taking actions on your Machinations Turn."
    if kind == "end_turn" and decision.kind == "combat_turn":
        return "You must Attack while you have a Ready Gladiator."
    if kind == "attack" and s.attacked:
        return "You have already attacked this Combat Turn."
    if kind in ("play", "use") and decision.kind == "combat_turn" and s.tactic_used:
        return "You have already used a Tactic this Combat Turn."
    if kind == "strike":
        return "The Attack must strike one opposing Gladiator in the Arena."
    if kind == "discard":
        return "Choose one of your Gladiators that needs Influence."
    if kind in ("play", "use", "upgrade", "register") and not known:
        return "That card is not in play here."
    says = s.game_type.kind(kind)
    what = says.words if says is not None else "do that"
    return f"You cannot {what} now: {decision.prompt}"


def _buyback(s, action: Action, decision: Decision) -> str:
    seat = decision.seat
    reserve = s.reserve[seat]
    if not reserve:
        return "Your Reserve is empty: there is nothing to buy back."
    cost = len(reserve)
    if not s.can_pay(seat, cost):
        return (f"Buying back your Reserve costs {cost} Coin (one per card, all of them at once) "
                "and you cannot raise that much.")
    legal = s.legal_actions()
    if not any(a.kind == action.kind for a in legal):
        if action.kind == "buyback_play":
            return "A Reserved Reaction can be bought back and played only in a Reaction Window it answers."
        return "Your Reserve cannot be bought back at this moment: " + decision.prompt
    if action.kind == "buyback_play":
        card = action.get("card")
        if card not in reserve:
            return "That card is not in your Reserve."
        if s.cd[card].type != "reaction":
            return f"{s.names[card]} is not a Reaction card."
        if not any(a.kind == "buyback_play" and a.card == card for a in legal):
            return f"{s.names[card]} does not answer this Reaction Window, or has no target now."
    problem = payment_problem(action.get("income"), action.get("coins"), cost, s.hand[seat],
                              s.coins[seat], s.cd)
    if action.kind == "buyback_play" and problem.startswith("That payment does not cover"):
        return f"{s.names[action.card]} cannot be played with those targets now."
    return f"That payment does not work for buying back your Reserve ({cost} Coin): {problem}"
