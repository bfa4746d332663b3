"""Why a For Glory action is refused, in plain words (the second half of each frame's
``problem``: the rule comes from the pending Decision).

The action is well formed (core has measured it against ``kinds.ACTIONS``), but it may
name anything: cards that do not exist, cards of another seat, a card not face up. Nothing
here may raise: every card is looked up only once it is known.
"""
from __future__ import annotations

from ..core import Action, Decision
from ..i18n import game_words
from .content import SUPPLY_DECKS
from .payments import payment_problem, uncovered

_, ngettext, pgettext = game_words("forglory")


def explain_illegal(s, action: Action, decision: Decision) -> str:
    seat = decision.seat
    card = action.get("card")
    kind = action.kind
    known = isinstance(card, str) and card in s.cd
    if kind == "buy":
        if not known or card not in [c for d in SUPPLY_DECKS for c in s.supply[d]["row"] if c]:
            return _("That card is not face up in the Supply.")
        cost = s.cd[card].cost
        if not s.can_pay(seat, cost):
            return ngettext("{name} costs {n} Coin and you cannot raise that much.",
                            "{name} costs {n} Coin and you cannot raise that much.", cost).format(
                                name=s.names[card], n=cost)
        return _("That payment does not work for {name}: {problem}").format(
            name=s.names[card], problem=payment_problem(action.get("income"), action.get("coins"), cost,
                                                        s.hand[seat], s.coins[seat], s.cd))
    if kind in ("buyback", "buyback_play"):
        return _buyback(s, action, decision)
    if known:
        name = s.names[card]
        if kind in ("play", "reserve", "upgrade", "register") and card not in s.hand[seat]:
            return _("{name} is not in your Hand.").format(name=name)
        if kind == "reserve":
            return _("Only Tactic and Reaction cards may be Reserved; {name} is not one.").format(name=name)
        if kind == "play" and s.cd[card].type == "income":
            return _("{name} is an Income card: it is spent to pay for what you buy, never played.").format(name=name)
        if kind in ("play", "register") and s.cd[card].type == "gladiator" and not s.can_field(seat, card):
            return _("{name} needs {n} Influence; your Gladiators already need {used} of your {total}.").format(
                name=name, n=s.cd[card].influence, used=s.required(seat), total=s.influence(seat))
        if kind == "play" and s.cd[card].type == "tactic" and decision.kind != "combat_turn":
            return _("Tactic cards are used only on your Combat Turn in the Arena Phase.")
        if kind == "play" and s.cd[card].type in ("patron", "scheme") and decision.kind != "take_actions":
            return _("Patrons and Schemes may be played only while taking actions on your Machinations Turn.")
    if kind == "end_turn" and decision.kind == "combat_turn":
        return _("You must Attack while you have a Ready Gladiator.")
    if kind == "attack" and s.attacked:
        return _("You have already attacked this Combat Turn.")
    if kind in ("play", "use") and decision.kind == "combat_turn" and s.tactic_used:
        return _("You have already used a Tactic this Combat Turn.")
    if kind == "strike":
        return _("The Attack must strike one opposing Gladiator in the Arena.")
    if kind == "discard":
        return _("Choose one of your Gladiators that needs Influence.")
    if kind in ("play", "use", "upgrade", "register") and not known:
        return _("That card is not in play here.")
    says = s.game_type.kind(kind)
    what = _(says.words) if says is not None else _("do that")
    return _("You cannot {what} now: {prompt}").format(what=what, prompt=decision.prompt)


def _buyback(s, action: Action, decision: Decision) -> str:
    seat = decision.seat
    reserve = s.reserve[seat]
    if not reserve:
        return _("Your Reserve is empty: there is nothing to buy back.")
    cost = len(reserve)
    if not s.can_pay(seat, cost):
        return ngettext("Buying back your Reserve costs {n} Coin (one per card, all of them at once) "
                        "and you cannot raise that much.",
                        "Buying back your Reserve costs {n} Coin (one per card, all of them at once) "
                        "and you cannot raise that much.", cost).format(n=cost)
    legal = s.legal_actions()
    if not any(a.kind == action.kind for a in legal):
        if action.kind == "buyback_play":
            return _("A Reserved Reaction can be bought back and played only in a Reaction Window it answers.")
        return _("Your Reserve cannot be bought back at this moment: {prompt}").format(prompt=decision.prompt)
    if action.kind == "buyback_play":
        card = action.get("card")
        if card not in reserve:
            return _("That card is not in your Reserve.")
        if s.cd[card].type != "reaction":
            return _("{name} is not a Reaction card.").format(name=s.names[card])
        if not any(a.kind == "buyback_play" and a.card == card for a in legal):
            return _("{name} does not answer this Reaction Window, or has no target now.").format(name=s.names[card])
    problem = payment_problem(action.get("income"), action.get("coins"), cost, s.hand[seat],
                              s.coins[seat], s.cd)
    if action.kind == "buyback_play" and problem == uncovered(cost):
        return _("{name} cannot be played with those targets now.").format(name=s.names[action.card])
    return ngettext("That payment does not work for buying back your Reserve ({n} Coin): {problem}",
                    "That payment does not work for buying back your Reserve ({n} Coin): {problem}", cost).format(
                        n=cost, problem=problem)
