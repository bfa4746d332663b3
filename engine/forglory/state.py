"""The For Glory rules engine (with the Champions expansion): ``ForGloryState``.

One ``ForGloryState`` is one position. Its parts live in their own modules, along the
seams a reader looks for:

* ``phases``   the phase machine (setup, Machinations turns, the Arena Phase) and the
               frames that interrupt it, with ``_advance`` running the automatic steps;
* ``legal``    the legal actions of the pending decision, and the memos behind them;
* ``effects``  the effect vocabulary cards are written in, and Damage;
* ``payments`` paying Coin (pure functions); ``influence`` what a Villa gives;
* ``fields``   the state's fields, listed once (fresh game, copy, save, load).

This module holds the class itself: card statistics, the pending ``Decision``, checking
and applying actions, and what each seat may see.

Cards are named by instance ids ("c17"); ``names`` maps ids to card names in
``content.CONTENT``. Piles keep their top at the end of the list.
"""
from __future__ import annotations

from itertools import chain as _chain
from itertools import repeat
from operator import is_ as _is
from typing import Any

from ..core import Action, Decision, Event, Result, Rng, State
from ..core.gametype import HIDDEN, GameType
from .common import (
    LATE_COST,
    R_ARENA_AB,
    R_ATTACK,
    R_BOAST,
    R_BUY,
    R_CHAMPIONS,
    R_CHECK,
    R_COIN,
    R_COMBAT,
    R_GLADIATOR,
    R_INCOME,
    R_LATE,
    R_LOSING,
    R_PATRON,
    R_RESERVE,
    R_SCHEME,
    R_TACTIC,
    R_TAKE,
    R_WINDOW,
    ev,
    evs,
    idkey,
    mk,
    target_fields,
)
from .content import CONTENT, SUPPLY_DECKS, CardDef
from .effects import deal, resolve
from .fields import FIELDS, blank_fields, copy_fields, load_fields, save_fields
from .influence import villa_summary
from .legal import LegalActions
from .payments import canonical_income, payment_problem
from .phases import PhaseMachine

#: the per-seat piles (the "nothing created or lost" check reads them)
_PILES = tuple(f.name for f in FIELDS if f.kind == "per_seat")


class ForGloryState(PhaseMachine, LegalActions, State):
    #: the game's dynamics (engine/core/gametype.py); its action kinds are declared with the port to the flow machine
    game_type = GameType(information=HIDDEN)
    ruleset_name = "forglory"
    end_rule = "Winning the Game"

    @property
    def num_seats(self) -> int:
        return self.n

    def _new_id(self, name: str) -> str:
        cid = f"c{self.next_id}"
        self.next_id += 1
        self.names = {**self.names, cid: name}  # copy on write: clones share ``names``
        self.cd = {**self.cd, cid: CONTENT.cards[name]}
        return cid

    def d(self, cid: str) -> CardDef:
        return self.cd[cid]

    def owner_of_gladiator(self, gid: str) -> int:
        for seat in range(self.n):
            if gid in self.arena[seat]:
                return seat
        return -1

    def all_gladiators(self) -> list[str]:
        return list(_chain(*self.arena))

    def _active_statics(self, seat: int):
        for cid in self.villa[seat]:
            card = self.cd[cid]
            if card.static and (card.type == "arena" or cid not in self.exhausted):
                yield from card.static

    def _static_holders(self) -> tuple:
        """(seat, card id) of every Villa card with a static ability. Villa cards never
        leave, so the Villa sizes identify the answer; it is cached under them."""
        key = tuple(map(len, self.villa))
        cache = getattr(self, "_stat_cache", None)
        if cache is None or cache[0] != key:
            holders = tuple((seat, cid) for seat in range(self.n) for cid in self.villa[seat]
                            if self.cd[cid].static)
            cache = self._stat_cache = (key, holders)
        return cache[1]

    def _bonus(self, op: str, owner: int) -> int:
        holders = self._static_holders()
        if not holders:
            return 0
        total = 0
        for seat, cid in holders:
            card = self.cd[cid]
            if card.type == "patron" and cid in self.exhausted:
                continue
            for st in card.static:
                if st.op == op and (st.whose == "all" or seat == owner):
                    total += st.amount
        return total

    def attack_of(self, gid: str) -> int:
        return self.cd[gid].attack + self._bonus("attack_bonus", self.owner_of_gladiator(gid))

    def health_of(self, gid: str) -> int:
        return self.cd[gid].health + self._bonus("health_bonus", self.owner_of_gladiator(gid))

    def agility_of(self, gid: str, owner: int | None = None) -> int:
        owner = self.owner_of_gladiator(gid) if owner is None else owner
        return self.cd[gid].agility + self._bonus("agility_bonus", owner)

    def influence(self, seat: int) -> int:
        """The seat's Influence (``influence.villa_summary`` of its Villa)."""
        return villa_summary(self._seat_entry(seat).plan, self.exhausted)[0]

    def required(self, seat: int) -> int:
        """The Influence the seat's Gladiators in the Arena need."""
        return self._seat_entry(seat).required

    def bloodlust(self, seat: int) -> int:
        return sum(self.cd[g].bloodlust for g in self.arena[seat])

    def can_field(self, seat: int, cid: str) -> bool:
        return self.required(seat) + self.cd[cid].influence <= self.influence(seat)

    def late_cost(self, seat: int) -> int:
        costs = [st.amount for st in self._active_statics(seat) if st.op == "late_registration_cost"]
        return min(costs) if costs else LATE_COST

    def reservable(self, seat: int, cid: str) -> bool:
        t = self.cd[cid].type
        return t in ("tactic", "reaction") or (
            t == "gladiator" and villa_summary(self._seat_entry(seat).plan, self.exhausted)[1])

    def top_boast_value(self) -> int | None:
        return self.cd[self.boasts[-1]].boast_value if self.boasts else None

    def _cf_order(self) -> list[int]:
        """The Crowd's Favor holder, then reverse turn order from it (tie-break order)."""
        return [(self.cf - i) % self.n for i in range(self.n)]

    def _pay(self, seat: int, income: tuple, coins: int, rule: str, what: str) -> list[Event]:
        value = 0
        for cid in income:
            self.hand[seat].remove(cid)
            self.discard[seat].append(cid)
            value += self.cd[cid].value
        self.coins[seat] -= coins
        return [evs("coin_spent", R_INCOME if income else R_COIN,
                     (("coins", coins), ("income", tuple(income)), ("seat", seat), ("value", value + coins),
                      ("what", what)))]

    def to_decide(self) -> Decision | None:
        if self.phase == "over":
            return None
        if not self.stack and self.phase in _PHASE_PROMPTS:
            # the common case: a Decision with a fixed prompt, made once per seat and phase
            key = (self.phase, self._decider())
            decision = _DECISIONS.get(key)
            if decision is None:
                kind, prompt, rule = _PHASE_PROMPTS[self.phase]
                decision = _DECISIONS[key] = Decision(key[1], kind, prompt, rule)
            return decision
        if self.stack:
            f = self.stack[-1]
            k = f["k"]
            if k == "window":
                trig = "a Gladiator attacks" if f["trigger"] == "attacks" else "Damage is assigned"
                return Decision(f["seat"], "reaction",
                                f"Reaction Window ({trig}): use one Reaction, or pass.", R_WINDOW)
            if k == "attack":
                return Decision(f["seat"], "attack_target",
                                f"Choose the opposing Gladiator that {self.names[f['attacker']]} strikes.", R_ATTACK)
            if k == "influence":
                return Decision(f["seat"], "influence_discard",
                                "Your Influence fell below what your Gladiators need: discard a Gladiator.",
                                R_LOSING)
            if k == "token":
                return Decision(f["seat"], "champion_token",
                                "Your Bloodlust meets the top Boast card again: take the second Reigning "
                                "Champion token (it starts the Arena Phase), or leave it?", R_CHECK)
            if k == "pierce":
                return Decision(f["seat"], "pierce_return",
                                f"The Gladiator hit by {self.names[f['card']]} was Defeated: "
                                f"pay {f['coin']} Coin to take it back into your Hand?", R_TACTIC)
        if self.phase == "draft":
            return Decision(self.draft_order[0], "draft", "Pick your Champion.", R_CHAMPIONS)
        if self.phase == "machinations":
            return Decision(self.active, "take_actions",
                            "Your Machinations Turn: Buy, Play or Reserve cards, then end your turn.", R_TAKE)
        if self.phase == "late_registration":
            return Decision(self.late_order[self.late_pos], "late_registration",
                            "Late Registration: put Gladiators into the Arena for Coin, then finish.", R_LATE)
        if self.phase == "combat":
            return Decision(self.active, "combat_turn",
                            "Your Combat Turn: Attack (required while you have a Ready Gladiator) "
                            "and use at most one Tactic.", R_COMBAT)
        return None

    def _decider(self) -> int:
        """The seat of ``to_decide()`` (same rules, without building the Decision)."""
        if self.stack:
            f = self.stack[-1]
            if f["k"] in ("window", "attack", "influence", "pierce", "token"):
                return f["seat"]
        phase = self.phase
        if phase == "draft":
            return self.draft_order[0]
        if phase == "late_registration":
            return self.late_order[self.late_pos]
        return self.active

    def apply(self, action: Action) -> list[Event]:
        """As the base ``apply``; an action found in the cached legal list needs no further
        check (the cache is dropped by every change, see ``_apply``)."""
        legal = self._legal
        # identity first (an action taken from the list), then the full check
        if legal is None or self.phase == "over" or not any(map(_is, legal, repeat(action))):
            self.check(action)
        return self._carry_out(action)

    def check(self, action: Action) -> None:
        """As the base check, except that a payment may name any Income cards of the right
        values: Income cards of equal value are interchangeable, and the legal list names
        only the lowest ids of each value."""
        income = action.get("income") if isinstance(action, Action) else None
        decision = self.to_decide()
        if income and decision is not None and isinstance(income, tuple):
            seat = decision.seat
            hand = self.hand[seat]
            if len(set(income)) == len(income) and all(isinstance(c, str) and c in hand for c in income) \
                    and all(self.cd[c].type == "income" for c in income):
                canon = self._canonical(seat, income)
                if canon != income:
                    fields = dict(action.fields)
                    fields["income"] = canon
                    super().check(mk(action.kind, **fields))
                    return
        if decision is not None and isinstance(action, Action) and self._legal is not None \
                and action in self._legal:
            return  # the common case: an action straight from the legal list
        super().check(action)

    def _canonical(self, seat: int, income: tuple) -> tuple:
        cd = self.cd
        return canonical_income(income, self._income_info(seat), lambda c: cd[c].value)

    def explain_illegal(self, action: Action, decision: Decision) -> str:
        seat = decision.seat
        card = action.get("card")
        kind = action.kind
        if kind == "buy":
            if card not in [c for d in SUPPLY_DECKS for c in self.supply[d]["row"]]:
                return "That card is not face up in the Supply."
            cost = self.cd[card].cost
            if not self.can_pay(seat, cost):
                return f"{self.names[card]} costs {cost} Coin and you cannot raise that much."
            return (f"That payment does not work for {self.names[card]}: "
                    + payment_problem(action.get("income"), action.get("coins"), cost, self.hand[seat],
                                      self.coins[seat], self.cd))
        if kind in ("buyback", "buyback_play"):
            return self._explain_buyback(action, decision)
        if card is not None and isinstance(card, str) and card in self.names:
            name = self.names[card]
            if kind in ("play", "reserve", "upgrade", "register") and card not in self.hand[seat]:
                return f"{name} is not in your Hand."
            if kind == "reserve":
                return f"Only Tactic and Reaction cards may be Reserved; {name} is not one."
            if kind in ("play", "register") and self.cd[card].type == "gladiator" and not self.can_field(seat, card):
                return (f"{name} needs {self.cd[card].influence} Influence; your Gladiators already need "
                        f"{self.required(seat)} of your {self.influence(seat)}.")
            if kind == "play" and self.cd[card].type == "tactic" and decision.kind != "combat_turn":
                return "Tactic cards are used only on your Combat Turn in the Arena Phase."
            if kind == "play" and self.cd[card].type in ("patron", "scheme") and decision.kind != "take_actions":
                return "Patrons and Schemes may be played only while taking actions on your Machinations Turn."
        if kind == "end_turn" and decision.kind == "combat_turn":
            return "You must Attack while you have a Ready Gladiator."
        if kind == "attack" and self.attacked:
            return "You have already attacked this Combat Turn."
        if kind in ("play", "use") and decision.kind == "combat_turn" and self.tactic_used:
            return "You have already used a Tactic this Combat Turn."
        if kind == "strike":
            return "The Attack must strike one opposing Gladiator in the Arena."
        if kind == "discard":
            return "Choose one of your Gladiators that needs Influence."
        return super().explain_illegal(action, decision)

    def _explain_buyback(self, action: Action, decision: Decision) -> str:
        seat = decision.seat
        reserve = self.reserve[seat]
        if not reserve:
            return "Your Reserve is empty: there is nothing to buy back."
        cost = len(reserve)
        if not self.can_pay(seat, cost):
            return (f"Buying back your Reserve costs {cost} Coin (one per card, all of them at once) "
                    "and you cannot raise that much.")
        legal = self.legal_actions()
        if not any(a.kind == action.kind for a in legal):
            if action.kind == "buyback_play":
                return "A Reserved Reaction can be bought back and played only in a Reaction Window it answers."
            return "Your Reserve cannot be bought back at this moment: " + decision.prompt
        if action.kind == "buyback_play":
            card = action.get("card")
            if card not in reserve:
                return "That card is not in your Reserve."
            if self.cd[card].type != "reaction":
                return f"{self.names[card]} is not a Reaction card."
            if not any(a.kind == "buyback_play" and a.card == card for a in legal):
                return f"{self.names[card]} does not answer this Reaction Window, or has no target now."
        problem = payment_problem(action.get("income"), action.get("coins"), cost, self.hand[seat],
                                  self.coins[seat], self.cd)
        if action.kind == "buyback_play" and problem.startswith("That payment does not cover"):
            return f"{self.names[action.card]} cannot be played with those targets now."
        return f"That payment does not work for buying back your Reserve ({cost} Coin): {problem}"

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self._decider()
        kind = action.kind
        events: list[Event] = []
        if self.stack and kind in ("pass", "strike", "discard", "pierce", "decline", "play", "use",
                                   "take_token", "buyback_play"):
            f = self.stack[-1]
            if kind == "buyback_play":
                events += self._buyback(seat, action.income, action.coins)
                play = mk("play", card=action.card, **target_fields(action))
                events += self._window_action(f, seat, play)
                return events + self._advance()
            if f["k"] == "token":
                self.stack.pop()
                if kind == "take_token":
                    events += self._take_token(seat)
                else:
                    events.append(ev("champion_token_left", rule=R_CHECK, seat=seat))
                return events + self._after_check(seat) + self._advance()
            if f["k"] == "window" and kind in ("pass", "play", "use"):
                events += self._window_action(f, seat, action)
                return events + self._advance()
            if kind == "strike":
                self.stack.pop()
                events += deal(self, action.target, self.attack_of(f["attacker"]), R_ATTACK,
                               source=f["attacker"], by=f["seat"], attack=True)
                return events + self._advance()
            if kind == "discard":
                events += self._remove_gladiator(seat, action.gladiator, R_LOSING, "influence")
                events += self._after_defeats()
                return events + self._advance()
            if kind == "pierce":
                self.stack.pop()
                events += self._pay(seat, action.income, action.coins, R_TACTIC, "return")
                if f["card"] in self.discard[seat]:
                    self.discard[seat].remove(f["card"])
                    self.hand[seat].append(f["card"])
                    events.append(ev("card_returned", rule=R_TACTIC, seat=seat, card=f["card"]))
                return events + self._advance()
            if kind == "decline":
                self.stack.pop()
                return events + self._advance()
        if kind == "pick":
            self.draft_pool.remove(action.champion)
            self.draft_order.pop(0)
            self._give_champion(seat, action.champion)
            events.append(ev("champion_drafted", rule=R_CHAMPIONS, seat=seat, champion=action.champion))
            return events + self._advance()
        if kind == "buy":
            fields = dict(action.params)
            card, coins, income = fields["card"], fields["coins"], fields["income"]
            events += self._pay(seat, income, coins, R_BUY, card)
            for d in SUPPLY_DECKS:
                row = self.supply[d]["row"]
                if card in row:
                    row[row.index(card)] = None
            self.discard[seat].append(card)
            events.append(evs("card_bought", R_BUY, (("card", card), ("name", self.names[card]), ("seat", seat))))
        elif kind == "reserve":
            card = action.params[0][1]  # the one parameter, "card"
            self.hand[seat].remove(card)
            self.reserve[seat].append(card)
            events.append(evs("card_reserved", R_RESERVE, (("card", card), ("seat", seat)),
                               (seat,), ("card",)))
        elif kind == "buyback":
            events += self._buyback(seat, action.income, action.coins)
        elif kind == "upgrade":
            events += self._pay(seat, action.income, action.coins, R_CHAMPIONS, "upgrade")
            self.hand[seat].remove(action.card)
            self.removed.append(action.card)
            nxt = self.champ_stack[seat].pop(0)
            self.discard[seat].append(nxt)
            events.append(ev("champion_upgraded", rule=R_CHAMPIONS, seat=seat, card=action.card,
                                     new_card=nxt, level=self.cd[nxt].level))
        elif kind == "register":
            events += self._pay(seat, action.income, action.coins, R_LATE, "registration")
            self.hand[seat].remove(action.card)
            self.arena[seat].append(action.card)
            events.append(ev("gladiator_registered", rule=R_LATE, seat=seat, card=action.card,
                                     name=self.names[action.card]))
        elif kind == "play":
            events += self._play(seat, action)
        elif kind == "use":
            events += self._use(seat, action)
        elif kind == "attack":
            g = action.gladiator
            self.attacked = True
            self.exhausted.add(g)
            events.append(evs("attack_declared", R_ATTACK, (("gladiator", g), ("name", self.names[g]),
                                                             ("seat", seat))))
            self.stack.append({"k": "attack", "seat": seat, "attacker": g})
            window = self._window("attacks", seat, attacker=g)
            window["by"], window["source"] = seat, g
            self.stack.append(window)
        elif kind == "end_turn":
            events += self._end_turn(seat)
        return events + self._advance()

    def _buyback(self, seat: int, income: tuple, coins: int) -> list[Event]:
        events = self._pay(seat, income, coins, R_RESERVE, "reserve")
        cards = sorted(self.reserve[seat], key=idkey)
        self.hand[seat].extend(cards)
        self.reserve[seat] = []
        events.append(ev("reserve_bought_back", rule=R_RESERVE, seen_by=[seat], secret=["cards"],
                          seat=seat, count=len(cards), cards=cards))
        return events

    def _window(self, trigger: str, seat: int, attacker: str | None = None) -> dict:
        return {"k": "window", "trigger": trigger, "seat": seat, "passes": 0, "used": [],
                "attacker": attacker}

    def _play(self, seat: int, action: Action) -> list[Event]:
        cid = action.card
        card = self.cd[cid]
        self.hand[seat].remove(cid)
        t = card.type
        if t == "gladiator":
            self.arena[seat].append(cid)
            return [evs("card_played", R_GLADIATOR, (("card", cid), ("name", card.name), ("seat", seat), ("to", "arena")))]
        if t == "patron":
            self.villa[seat].append(cid)
            return [evs("card_played", R_PATRON, (("card", cid), ("name", card.name), ("seat", seat), ("to", "villa")))]
        if t == "boast":
            self.discard[seat].append(cid)
            return [evs("card_played", R_BOAST, (("card", cid), ("name", card.name), ("seat", seat), ("to", "discard")))]
        rule = {"scheme": R_SCHEME, "tactic": R_TACTIC, "reaction": R_WINDOW}[t]
        events = [ev("card_played", rule=rule, seat=seat, card=cid, name=card.name, to="discard",
                             **target_fields(action))]
        if t == "tactic":
            self.tactic_used = True
        events += resolve(self, seat, cid, card.abilities[0], action, rule)
        self.discard[seat].append(cid)
        return events

    def _use(self, seat: int, action: Action) -> list[Event]:
        cid = action.card
        ab = self.cd[cid].abilities[action.index]
        rule = {"scheme": R_SCHEME, "tactic": R_TACTIC, "reaction": R_WINDOW, "free": R_ARENA_AB}[ab.kind]
        if self.cd[cid].type == "arena":
            rule = R_ARENA_AB
        events = [ev("ability_used", rule=rule, seat=seat, card=cid, name=self.names[cid],
                             index=action.index, kind=ab.kind, **target_fields(action))]
        if ab.kind == "tactic" and self.phase == "combat":
            self.tactic_used = True
        if ab.coin:
            events += self._pay(seat, action.income, action.coins, rule, "ability")
        if ab.exhaust:
            self.exhausted.add(cid)
            if self.cd[cid].type == "patron" and self.required(seat) > self.influence(seat):
                # the Influence is lost at once: the discards come before the effects (see "effects" frames)
                self.stack.append({"k": "effects", "seat": seat, "card": cid, "index": action.index,
                                   "rule": rule, "params": target_fields(action)})
                self.stack.append({"k": "influence", "seat": seat})
                return events
        return events + resolve(self, seat, cid, ab, action, rule)

    def _window_action(self, f: dict, seat: int, action: Action) -> list[Event]:
        if action.kind == "pass":
            f["passes"] += 1
            f["seat"] = (seat + 1) % self.n
            return [ev("reaction_passed", rule=R_WINDOW, seat=seat)]
        if action.kind == "use" and self.cd[action.card].abilities[action.index].kind == "free":
            return self._use(seat, action)  # a free action does not use up the seat's turn
        if action.kind == "use":
            f["used"].append(f"{action.card}:{action.index}")
        f["passes"] = 0
        f["seat"] = (seat + 1) % self.n
        if action.kind == "play":
            return self._play(seat, action)
        return self._use(seat, action)

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        scores = tuple(float(sum(1 for c in self.villa[s] if self.cd[c].type == "arena")) for s in range(self.n))
        return Result(self.winner, tuple(self.placings), scores)

    def observation(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator), as plain JSON data.

        Hidden: other seats' Hands, Reserves and Decks (counts only), the Supply decks and
        the Arena deck below its top card; ``names`` covers only the cards the seat may see.
        ``stack`` lists the open frames (Reaction Windows, the Attack's target, forced
        discards, Pierce's offer, the second Reigning Champion token), innermost last.

        ``reaction_window`` is None unless a Reaction Window is open; then it says:
        ``trigger`` ("attacks": a Gladiator attacks, "damage_assigned": Damage is assigned),
        ``seat`` (whose turn it is to react), ``attacker`` and ``attacker_seat`` (the
        attacking Gladiator and its owner; None when the Damage came from a Tactic or a
        Reaction), ``attacked`` (the Gladiator dealt the Damage that opened the window; None
        in a "when attacks" window, as the Attack's target is chosen after it closes),
        ``damage`` (the Damage dealt, or the attacker's Attack in a "when attacks" window),
        ``source`` and ``source_seat`` (the card that dealt it and its owner) and
        ``assigned`` (the Damage now assigned, by Gladiator).
        """
        visible: set[str] = set()
        seats = []
        for s in range(self.n):
            info = {
                "hand_count": len(self.hand[s]), "deck_count": len(self.deck[s]),
                "reserve_count": len(self.reserve[s]), "discard": list(self.discard[s]),
                "villa": list(self.villa[s]), "arena": list(self.arena[s]),
                "champion_stack": list(self.champ_stack[s]), "coins": self.coins[s],
                "tokens": self.tokens[s], "influence": self.influence(s), "required": self.required(s),
                "bloodlust": self.bloodlust(s),
            }
            for key in ("discard", "villa", "arena", "champion_stack"):
                visible.update(info[key])
            if s == seat:
                info["hand"] = sorted(self.hand[s])
                info["reserve"] = sorted(self.reserve[s])
                info["deck"] = sorted(self.deck[s])
                visible.update(info["hand"], info["reserve"], info["deck"])
            seats.append(info)
        supply = {}
        for d in SUPPLY_DECKS:
            pile = self.supply[d]
            supply[d] = {"row": list(pile["row"]), "deck_count": len(pile["deck"]),
                         "discard": list(pile["discard"])}
            visible.update(c for c in pile["row"] if c)
            visible.update(pile["discard"])
        arena_top = self.arena_deck[-1] if self.arena_deck else None
        if arena_top:
            visible.add(arena_top)
        visible.update(self.boasts)
        visible.update(self.removed)
        return {
            "seat": seat, "seats_count": self.n, "round": self.round, "rounds": self.rounds,
            "phase": self.phase, "active": self.active, "crowds_favor": self.cf,
            "tokens_left": self.tokens_left, "seats": seats, "supply": supply,
            "arena_deck_top": arena_top, "arena_deck_count": len(self.arena_deck),
            "boasts": list(self.boasts), "removed": list(self.removed),
            "exhausted": sorted(self.exhausted),
            "damage": dict(self.damage), "assigned": dict(self.assigned), "blessings": dict(self.blessings),
            # current Attack, Health, Agility of every Gladiator in the Arena (static bonuses applied)
            "stats": {g: [self.attack_of(g), self.health_of(g), self.agility_of(g)]
                      for seat_arena in self.arena for g in seat_arena},
            "stack": [dict(f) for f in self.stack], "attacked": self.attacked, "tactic_used": self.tactic_used,
            "reaction_window": self._window_view(),
            "late_order": list(self.late_order), "late_pos": self.late_pos, "initiative": self.initiative,
            "eliminated": [list(g) for g in self.elim], "draft_pool": list(self.draft_pool),
            "draft_order": list(self.draft_order), "winner": self.winner, "placings": list(self.placings),
            "names": {c: self.names[c] for c in visible},  # canonical JSON sorts the keys
        }

    def _window_view(self) -> dict | None:
        """The innermost open Reaction Window, for ``observation`` (see there)."""
        f = next((f for f in reversed(self.stack) if f["k"] == "window"), None)
        if f is None:
            return None
        attacker = f.get("attacker")
        attacks = f["trigger"] == "attacks"
        return {"trigger": f["trigger"], "seat": f["seat"], "attacker": attacker,
                "attacker_seat": f.get("by") if attacker is not None else None,
                "attacked": f.get("target"),
                "damage": (self.attack_of(attacker) if attacks and attacker is not None else f.get("amount")),
                "source": f.get("source"), "source_seat": f.get("by"), "assigned": dict(self.assigned)}

    def determinize(self, seat: int, rng: Rng) -> ForGloryState:
        c = self.clone()
        c._legal = None
        c.rng = rng.fork()
        for o in range(self.n):
            if o == seat:
                rng.shuffle(c.deck[o])
                continue
            pool = c.hand[o] + c.deck[o] + c.reserve[o]
            rng.shuffle(pool)
            k = len(c.reserve[o])
            if k:
                fits = [x for x in pool if c.reservable(o, x)]
                if len(fits) >= k:
                    res = fits[:k]
                    taken = set(res)
                    pool = [x for x in pool if x not in taken]
                    c.reserve[o] = res
                else:
                    keep = set(c.reserve[o])
                    pool = [x for x in pool if x not in keep]
            h = len(c.hand[o])
            c.hand[o], c.deck[o] = pool[:h], pool[h:]
        for d in SUPPLY_DECKS:
            rng.shuffle(c.supply[d]["deck"])
        if len(c.arena_deck) > 2:
            rest = c.arena_deck[:-1]
            rng.shuffle(rest)
            c.arena_deck = rest + c.arena_deck[-1:]
        return c

    # ------------------------------------------------------------ persistence (see fields.py)
    def _blank(self, n: int) -> None:
        blank_fields(self, n)
        self._fresh_caches()

    def _fresh_caches(self) -> None:
        self.cd: dict[str, CardDef] = {c: CONTENT.cards[name] for c, name in self.names.items()}
        self._legal: list[Action] | None = None
        self._memo: dict = {}       # Hand Income, Buy and buy-back actions (see legal.py)
        self._abilities: dict = {}  # each seat's SeatEntry (see legal.py)

    def _payload(self) -> dict[str, Any]:
        return save_fields(self)

    def _load_payload(self, p: dict[str, Any]) -> None:
        load_fields(self, p)
        self._fresh_caches()

    def clone(self) -> ForGloryState:
        new = ForGloryState.__new__(ForGloryState)
        new.config, new.seed, new.rng, new.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        copy_fields(self, new)
        # caches keyed by card ids, whose cards never change: safe to share with the copy
        new.cd, new._legal, new._memo, new._abilities = self.cd, self._legal, self._memo, self._abilities
        return new


    def zones(self) -> dict[str, list[str]]:
        """Every pile of cards by name (for the 'nothing created or lost' check)."""
        out: dict[str, list[str]] = {}
        for s in range(self.n):
            for k in _PILES:
                out[f"{k}{s}"] = list(getattr(self, k)[s])
        out["removed"] = list(self.removed)
        for d, p in self.supply.items():
            out[f"{d}_deck"] = list(p["deck"])
            out[f"{d}_row"] = [c for c in p["row"] if c]
            out[f"{d}_discard"] = list(p["discard"])
        out["arena_deck"] = list(self.arena_deck)
        out["boasts"] = list(self.boasts)
        return out


#: phase -> (decision kind, prompt, rule) of the phases whose prompt never changes (as in to_decide)
_PHASE_PROMPTS = {
    "machinations": ("take_actions", "Your Machinations Turn: Buy, Play or Reserve cards, then end your turn.",
                     R_TAKE),
    "late_registration": ("late_registration",
                          "Late Registration: put Gladiators into the Arena for Coin, then finish.", R_LATE),
    "combat": ("combat_turn", "Your Combat Turn: Attack (required while you have a Ready Gladiator) "
               "and use at most one Tactic.", R_COMBAT),
}
_DECISIONS: dict[tuple, Decision] = {}
