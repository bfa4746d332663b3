"""Carrying out For Glory's actions (rulebook "Take Actions", "Late Registration", "Combat
Turns", "Tactic", "Reaction Window"): paying, buying, playing, reserving, using abilities.

``Acts`` is the part of ``ForGloryState`` that changes the position for an action already
judged legal (by the top frame's ``problem``); ``TURN_ACTIONS`` maps each kind of action
taken on a phase's turn to the function that carries it out, with the deciding seat.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import Action, Event
from ..core.flow import push
from .common import (
    R_ARENA_AB,
    R_ATTACK,
    R_BOAST,
    R_BUY,
    R_CHAMPIONS,
    R_COIN,
    R_GLADIATOR,
    R_INCOME,
    R_LATE,
    R_PATRON,
    R_RESERVE,
    R_SCHEME,
    R_TACTIC,
    R_WINDOW,
    ev,
    event,
    idkey,
    seat_event,
    target_fields,
    target_params,
)
from .content import SUPPLY_DECKS
from .effects import resolve

#: the rule each kind of card or ability is played under
_PLAY_RULES = {"scheme": R_SCHEME, "tactic": R_TACTIC, "reaction": R_WINDOW, "free": R_ARENA_AB}


def _damage_window(stack: list, depth: int):
    """The Reaction Window on assigned Damage that an effect opened above ``depth``, if any."""
    for frame in stack[depth:]:
        if frame.t == "window" and frame.trigger == "damage_assigned":
            return frame
    return None


class Acts:
    """The action part of ``ForGloryState`` (see the module docstring)."""

    def _pay(self, seat: int, income: tuple, coins: int, rule: str, what: str) -> list[Event]:
        value = 0
        for cid in income:
            self.hand[seat].remove(cid)
            self.discard[seat].append(cid)
            value += self.cd[cid].value
        self.coins[seat] -= coins
        return [event("coin_spent", R_INCOME if income else R_COIN, ("coins", coins), ("income", tuple(income)),
                      ("seat", seat), ("value", value + coins), ("what", what))]

    def _buyback(self, seat: int, income: tuple, coins: int) -> list[Event]:
        events = self._pay(seat, income, coins, R_RESERVE, "reserve")
        cards = sorted(self.reserve[seat], key=idkey)
        self.hand[seat].extend(cards)
        self.reserve[seat] = []
        events.append(seat_event("reserve_bought_back", R_RESERVE, seat, ("cards",), ("cards", tuple(cards)),
                                 ("count", len(cards)), ("seat", seat)))
        return events

    def _play(self, seat: int, action: Action) -> list[Event]:
        cid = action.card
        card = self.cd[cid]
        self.hand[seat].remove(cid)
        t = card.type
        if t == "gladiator":
            self.arena[seat].append(cid)
            return [event("card_played", R_GLADIATOR, ("card", cid), ("name", card.name), ("seat", seat), ("to", "arena"))]
        if t == "patron":
            self.villa[seat].append(cid)
            return [event("card_played", R_PATRON, ("card", cid), ("name", card.name), ("seat", seat), ("to", "villa"))]
        if t == "boast":
            self.discard[seat].append(cid)
            return [event("card_played", R_BOAST, ("card", cid), ("name", card.name), ("seat", seat), ("to", "discard"))]
        rule = _PLAY_RULES[t]
        events = [event("card_played", rule, *sorted((("card", cid), ("name", card.name), ("seat", seat),
                                                      ("to", "discard"), *target_params(action))))]
        if t == "tactic":
            self.tactic_used = True
        depth = len(self.stack)
        events += resolve(self, seat, cid, card.abilities[0], action, rule)
        window = _damage_window(self.stack, depth) if t == "tactic" else None
        if window is None:
            self.discard[seat].append(cid)
        else:  # in play until its Damage resolves (l. 229-230): the window places it
            window.tactic = cid
        return events

    def _use(self, seat: int, action: Action) -> list[Event]:
        fields = dict(action.params)  # (a paid use is an action made for this very list: read at once)
        cid, index = fields["card"], fields["index"]
        ab = self.cd[cid].abilities[index]
        rule = R_ARENA_AB if self.cd[cid].type == "arena" else _PLAY_RULES[ab.kind]
        events = [event("ability_used", rule, *sorted((("card", cid), ("index", index), ("kind", ab.kind),
                                                       ("name", self.names[cid]), ("seat", seat),
                                                       *target_params(action))))]
        if ab.kind == "tactic" and self.phase == "combat":
            self.tactic_used = True
        if ab.coin:
            events += self._pay(seat, fields["income"], fields["coins"], rule, "ability")
        if ab.exhaust:
            self.exhausted.add(cid)
            if self.cd[cid].type == "patron" and self.required(seat) > self.influence(seat):
                # the Influence is lost at once: the discards come before the effects (frames.Effects)
                push(self, "effects", seat=seat, card=cid, index=index, rule=rule, params=target_fields(action))
                push(self, "influence", seat=seat)
                return events
        return events + resolve(self, seat, cid, ab, action, rule)


# -- the actions of a phase's turn, by kind -------------------------------------------------------
def pick(s, seat: int, a: Action) -> list[Event]:
    s.draft_pool.remove(a.champion)
    s.draft_order.pop(0)
    s._give_champion(seat, a.champion)
    return [ev("champion_drafted", rule=R_CHAMPIONS, seat=seat, champion=a.champion)]


def buy(s, seat: int, a: Action) -> list[Event]:
    fields = dict(a.params)  # (a Buy is most often an action made for this very list: read at once)
    card = fields["card"]
    events = s._pay(seat, fields["income"], fields["coins"], R_BUY, card)
    for d in SUPPLY_DECKS:
        row = s.supply[d]["row"]
        if card in row:
            row[row.index(card)] = None
    s.discard[seat].append(card)
    events.append(event("card_bought", R_BUY, ("card", card), ("name", s.names[card]), ("seat", seat)))
    return events


def reserve(s, seat: int, a: Action) -> list[Event]:
    card = a.card
    s.hand[seat].remove(card)
    s.reserve[seat].append(card)
    return [seat_event("card_reserved", R_RESERVE, seat, ("card",), ("card", card), ("seat", seat))]


def upgrade(s, seat: int, a: Action) -> list[Event]:
    events = s._pay(seat, a.income, a.coins, R_CHAMPIONS, "upgrade")
    s.hand[seat].remove(a.card)
    s.removed.append(a.card)
    nxt = s.champ_stack[seat].pop(0)
    s.discard[seat].append(nxt)
    events.append(ev("champion_upgraded", rule=R_CHAMPIONS, seat=seat, card=a.card, new_card=nxt,
                     level=s.cd[nxt].level))
    return events


def register(s, seat: int, a: Action) -> list[Event]:
    events = s._pay(seat, a.income, a.coins, R_LATE, "registration")
    s.hand[seat].remove(a.card)
    s.arena[seat].append(a.card)
    events.append(ev("gladiator_registered", rule=R_LATE, seat=seat, card=a.card, name=s.names[a.card]))
    return events


def attack(s, seat: int, a: Action) -> list[Event]:
    g = a.gladiator
    s.attacked = True
    s.exhausted.add(g)
    push(s, "attack", seat=seat, attacker=g)
    push(s, "window", trigger="attacks", seat=seat, attacker=g, by=seat, source=g)
    return [event("attack_declared", R_ATTACK, ("gladiator", g), ("name", s.names[g]), ("seat", seat))]


def buyback(s, seat: int, a: Action) -> list[Event]:
    fields = dict(a.params)
    return s._buyback(seat, fields["income"], fields["coins"])


def end_turn(s, seat: int, a: Action) -> list[Event]:
    return s._end_turn(seat)


#: kind -> how an action of a phase's turn (or a buy-back or free action in a frame) is carried out
TURN_ACTIONS: dict[str, Callable[..., list[Event]]] = {
    "pick": pick, "buy": buy, "reserve": reserve, "buyback": buyback, "upgrade": upgrade,
    "register": register, "play": Acts._play, "use": Acts._use, "attack": attack, "end_turn": end_turn,
}
