"""The For Glory phase machine: setup, the Machinations turns, the Arena Phase (Late
Registration, the Battle, Resolution) and the steps that run by themselves.

The phase frame at the bottom of ``state.stack`` says where the round is (``state.phase``
names it; it moves on only through ``frames.enter_phase``, along ``frames.PHASE_GRAPH``);
everything that interrupts it (Reaction Windows, the Attack's target, forced discards after
Influence loss, Pierce's return, the second Reigning Champion token, effects waiting for those
discards, Resolution waiting for Pierce's answer) is a frame above it, innermost last. This module holds what those frames and the phases' actions call: the steps of the
round, from the first draw to Resolution.
"""
from __future__ import annotations

from ..core import Event
from ..core.flow import push
from .common import (
    ARENA_REWARDS,
    HAND_SIZE,
    MAX_TURNS,
    MEMO_TURN,
    R_CHAMPIONS,
    R_CHECK,
    R_COMBAT,
    R_DAMAGE,
    R_DECK,
    R_DEFEAT,
    R_DISCARD_HAND,
    R_DRAW,
    R_DRAW_BATTLE,
    R_END,
    R_FLOW,
    R_INITIATIVE,
    R_INSURANCE,
    R_LATE,
    R_READY,
    R_REDETERMINE,
    R_REFILL,
    R_RESOLUTION,
    R_RETURN,
    R_SETUP,
    R_WIN,
    STALL_ROUNDS,
    ev,
    event,
    idkey,
    seat_event,
)
from .content import CONTENT, SUPPLY_DECKS
from .frames import enter_phase


class PhaseMachine:
    """The phase machine part of ``ForGloryState`` (see the module docstring)."""

    def setup(self) -> list[Event]:
        n = int(self.config["seats"])
        self._blank(n)
        mode = self.config.get("champions", "off")
        enter_phase(self, "draft" if mode == "draft" else "machinations", first=True)
        events = []
        decks = sorted(CONTENT.starting)
        for seat in range(n):
            for name, count in CONTENT.starting[decks[seat]]:
                for _ in range(count):
                    self.deck[seat].append(self._new_id(name))
        for d in SUPPLY_DECKS:
            pile = [self._new_id(name) for name in CONTENT.supply(d)]
            self.chance.shuffle("supply deck", pile)
            self.supply[d]["deck"] = pile
            for i in range(3):
                self.supply[d]["row"][i] = pile.pop()
        self.arena_deck = [self._new_id(name) for name in CONTENT.arenas]
        self.chance.shuffle("arena deck", self.arena_deck)
        boast_set = CONTENT.boasts[4 if n == 4 else 3]
        self.boasts = [self._new_id(name) for name in reversed(boast_set)]  # smallest on top (end)
        champs = sorted(CONTENT.champions)
        if mode == "random":
            self.chance.shuffle("champions", champs)
            for seat in range(n):
                self._give_champion(seat, champs[seat])
                events.append(ev("champion_dealt", rule=R_CHAMPIONS, seat=seat, champion=champs[seat]))
        elif mode == "draft":
            self.draft_order = [(n - 1 - i) for i in range(n)]
            self.draft_pool = champs
            return events + self.run_flow()
        events += self._finish_setup()
        return events + self.run_flow()

    def _give_champion(self, seat: int, champ: str) -> None:
        levels = [self._new_id(name) for name in CONTENT.champions[champ]]
        self.deck[seat].append(levels[0])
        self.champ_stack[seat] = levels[1:]

    def _finish_setup(self) -> list[Event]:
        events = []
        enter_phase(self, "machinations")
        for seat in range(self.n):
            self.chance.shuffle("starting deck", self.deck[seat])
            events += self._draw(seat, HAND_SIZE, R_SETUP)
        events.append(ev("game_started", rule=R_SETUP, seats=self.n, crowds_favor=self.cf,
                                 coins=list(self.coins)))
        events += self._start_turn(0)
        return events

    def _draw(self, seat: int, count: int, rule: str = R_DECK) -> list[Event]:
        """The seat draws ``count`` cards from the top of its deck (the end of the list), its
        Discard Pile shuffled into a new deck whenever the deck runs out ("Deck Building")."""
        events = []
        drawn: list[str] = []
        hand = self.hand[seat]
        while count > 0:
            deck = self.deck[seat]
            if not deck:
                if not self.discard[seat]:
                    break
                deck = self.deck[seat] = self.discard[seat]
                self.discard[seat] = []
                self.chance.shuffle("discard pile", deck)
                if drawn:
                    events.append(_drawn(rule, seat, drawn))
                    drawn = []
                events.append(event("deck_shuffled", R_DECK, ("count", len(deck)), ("seat", seat)))
            take = min(count, len(deck))
            top = deck[-take:]  # the top cards, drawn one by one: the last first
            del deck[-take:]
            top.reverse()
            hand += top
            drawn += top
            count -= take
        if drawn:
            events.append(_drawn(rule, seat, drawn))
        return events

    def run_flow(self) -> list[Event]:
        """Run the automatic steps until someone has a real choice (or the game ends), outside
        an action (setup, a scenario): the events they give."""
        self._ev = []
        self.advance()
        events, self._ev = self._ev, []
        if self._legal is not None:  # kept as if an action were being carried out: none is
            self._legal = (self._legal[0], self.decisions_made, self._legal[2])
        return events

    def _start_turn(self, seat: int) -> list[Event]:
        enter_phase(self, "machinations")
        self.active = seat
        self.turns += 1
        if len(self._memo) > MEMO_TURN:
            # a new Hand: little of the memo is asked for again, and a small one is cheaper to keep
            self._memo.clear()
        readied = [c for c in self.villa[seat] if c in self.exhausted]
        for c in readied:
            self.exhausted.discard(c)
        return [event("turn_started", R_FLOW, ("round", self.round), ("seat", seat)),
                event("patrons_readied", R_READY, ("cards", tuple(readied)), ("seat", seat))]

    def _end_turn(self, seat: int) -> list[Event]:
        """The seat ends its turn of the phase under way (the phase frame says what follows)."""
        return self.stack[0].end_turn(self, seat)

    def _end_registration(self, seat: int) -> list[Event]:
        events = [event("registration_finished", R_LATE, ("seat", seat))]
        self.late_pos += 1
        if self.late_pos >= len(self.late_order):
            events += self._start_battle()
        return events

    def _end_machinations(self, seat: int) -> list[Event]:
        events = []
        cards = self.hand[seat]
        self.discard[seat] += cards
        self.hand[seat] = []
        events.append(event("hand_discarded", R_DISCARD_HAND, ("cards", tuple(cards)), ("seat", seat)))
        for d in SUPPLY_DECKS:
            pile = self.supply[d]
            row = pile["row"]
            if None not in row:
                continue  # (most turns buy from one row or two)
            for i in range(3):
                if row[i] is None:
                    if not pile["deck"] and pile["discard"]:
                        pile["deck"] = pile["discard"]
                        pile["discard"] = []
                        self.chance.shuffle("supply discard pile", pile["deck"])
                        events.append(event("deck_shuffled", R_REFILL, ("count", len(pile["deck"])), ("supply", d)))
                    if pile["deck"]:
                        card = row[i] = pile["deck"].pop()
                        events.append(event("supply_refilled", R_REFILL, ("card", card), ("deck", d),
                                            ("name", self.names[card]), ("slot", i)))
        events += self._draw(seat, HAND_SIZE, R_DRAW)
        # Check for Arena Phase: a first token is taken; a 2nd (one taken on an earlier turn) may be
        top = self.top_boast_value()
        if top is not None and self.tokens_left > 0 and self.bloodlust(seat) >= top:
            if self.tokens[seat]:
                push(self, "token", seat=seat)
                return events
            events += self._take_token(seat)
        return events + self._after_check(seat)

    def _take_token(self, seat: int) -> list[Event]:
        self.tokens[seat] += 1
        self.tokens_left -= 1
        return [event("champion_token_taken", R_CHECK, ("bloodlust", self.bloodlust(seat)),
                      ("boast", self.top_boast_value()), ("left", self.tokens_left), ("seat", seat))]

    def _after_check(self, seat: int) -> list[Event]:
        """The end of Check for Arena Phase: the Arena Phase, or the next Machinations Turn."""
        if seat == self.cf and (self.tokens_left == 0 or self.turns >= MAX_TURNS):
            return self._start_arena_phase(seat)
        return self._start_turn((seat + 1) % self.n)

    def _start_arena_phase(self, seat: int) -> list[Event]:
        self.trigger_seat = seat
        enter_phase(self, "late_registration")
        self.late_order = [(self.cf + 1 + i) % self.n for i in range(self.n)]
        self.late_pos = 0
        return [ev("arena_phase_started", rule=R_CHECK, round=self.round, crowds_favor=self.cf)]

    def _start_battle(self) -> list[Event]:
        enter_phase(self, "combat")
        self.elim = []
        self.watch = []
        events = [ev("battle_started", rule=R_LATE, round=self.round)]
        empty = [s for s in range(self.n) if not self.arena[s]]
        if empty:
            self.elim.append(empty)
        alive = [s for s in range(self.n) if self.arena[s]]
        if len(alive) <= 1:
            return events + self._end_battle()
        self.ready_key, self.idle_rounds = self._battle_key(), 0
        return events + self._determine_initiative()

    def _battle_key(self) -> str:
        """What a round of Combat Turns can change, as seats see it (ruling 19): each seat's
        pile sizes, Discard Pile, Villa, Arena and Coin, what is exhausted, Damage, Blessings
        and who is out. Hidden cards count by number only, so every world a bot imagines
        from the same view gives the same key."""
        seats = tuple((len(self.deck[s]), len(self.hand[s]), len(self.reserve[s]), tuple(self.discard[s]),
                       tuple(self.villa[s]), tuple(self.arena[s]), self.coins[s]) for s in range(self.n))
        return repr((seats, sorted(self.exhausted, key=idkey), sorted(self.damage.items()),
                     sorted(self.blessings.items()), self.elim, len(self.removed)))

    def _determine_initiative(self) -> list[Event]:
        totals = {s: sum(self.agility_of(g, s) for g in self.arena[s]) for s in range(self.n) if self.arena[s]}
        best = max(totals.values())
        tied = [s for s in totals if totals[s] == best]
        winner = next(s for s in self._cf_order() if s in tied)
        self.initiative = winner
        self._begin_combat_turn(winner)
        return [event("initiative_determined", R_INITIATIVE, ("seat", winner),
                      ("totals", tuple([totals.get(s, 0) for s in range(self.n)])))]

    def _begin_combat_turn(self, seat: int) -> None:
        self.active = seat
        self.attacked = False
        self.tactic_used = False
        self.watch = []

    def _end_combat_turn(self, seat: int) -> list[Event]:
        events = [event("combat_turn_ended", R_COMBAT, ("seat", seat))]
        self.watch = []
        if any(g not in self.exhausted for g in self.all_gladiators()):
            nxt = seat
            for _ in range(self.n):
                nxt = (nxt + 1) % self.n
                if self.arena[nxt]:
                    break
            self._begin_combat_turn(nxt)
            return events
        for g in self.all_gladiators():
            self.exhausted.discard(g)
        events.append(event("gladiators_readied", R_REDETERMINE, ("round", self.round)))
        key = self._battle_key()
        self.idle_rounds = self.idle_rounds + 1 if key == self.ready_key else 0
        if self.idle_rounds >= STALL_ROUNDS:
            # rounds in a row that changed nothing: the seats still in the Battle draw (ruling 19)
            events.append(ev("battle_stalled", rule=R_DRAW_BATTLE, round=self.round, rounds=self.idle_rounds,
                             seats=[s for s in range(self.n) if self.arena[s]]))
            return events + self._end_battle()
        self.ready_key = key
        return events + self._determine_initiative()

    def _end_battle(self) -> list[Event]:
        # a Pierce whose target fell in the Battle's last Defeat may still come back (not after the game)
        offers = [f for f in self.stack if f.t == "pierce"] if self.round < self.rounds else []
        del self.stack[1:]  # the Battle's open frames close; the phase frame stays
        self.assigned = {}
        self.watch = []
        self.ready_key, self.idle_rounds = None, 0
        order = self._cf_order()
        # one seat left, or (ruling 19) the seats of a stalled Battle, tied as in a draw
        alive = sorted((s for s in range(self.n) if self.arena[s]), key=order.index)
        placings = list(alive)
        for group in reversed(self.elim):
            placings += sorted(group, key=order.index)
        winner = placings[0]
        events = [ev("battle_ended", rule=R_END if len(alive) == 1 else R_DRAW_BATTLE, winner=winner,
                             placings=placings, round=self.round)]
        if self.round >= self.rounds:
            enter_phase(self, "over")
            self.winner = winner
            self.placings = placings
            return events + [ev("game_over", rule=R_WIN, winner=winner, placings=placings)]
        if offers:
            push(self, "resolution", placings=placings)
            self.stack += offers
            return events
        return events + self._resolution(placings)

    def _resolution(self, placings: list[int]) -> list[Event]:
        """Rewards in place order, Gladiators back to the Discard Piles, Hands refilled, next round."""
        events = []
        winner = placings[0]
        rewards = ARENA_REWARDS[self.n]
        for place, seat in enumerate(placings):
            taken = []
            if place < len(rewards):
                for _ in range(rewards[place]):
                    if self.arena_deck:
                        cid = self.arena_deck.pop()
                        self.villa[seat].append(cid)
                        taken.append(cid)
            boast = None
            if place == 0 and self.boasts:
                boast = self.boasts.pop()
                self.discard[seat].append(boast)
            favor = place == self.n - 1
            if favor:
                self.cf = seat
            events.append(ev("rewards_taken", rule=R_RESOLUTION, seat=seat, place=place + 1,
                                     arenas=taken, boast=boast, crowds_favor=favor))
        # return Gladiators, refill hands, back to the Machinations Phase
        for seat in range(self.n):
            for g in list(self.arena[seat]):
                self.arena[seat].remove(g)
                self.discard[seat].append(g)
                for table in (self.damage, self.blessings):
                    table.pop(g, None)
                self.exhausted.discard(g)
        events.append(ev("gladiators_returned", rule=R_RESOLUTION, seat=winner))
        for seat in range(self.n):
            need = HAND_SIZE - len(self.hand[seat])
            if need > 0:
                events += self._draw(seat, need, R_RESOLUTION)
        self.tokens = [0] * self.n
        self.tokens_left = 2
        self.round += 1
        self.elim = []
        events.append(ev("round_started", rule=R_RETURN, round=self.round))
        return events + self._start_turn((self.trigger_seat + 1) % self.n)

    def _resolve_damage(self, seat: int | None = None, tactic: str | None = None) -> list[Event]:
        """All assigned Damage resolves; Defeated Gladiators leave. A Tactic Card whose Damage this
        was (``tactic``, of ``seat``) then goes to its owner's Discard Pile (l. 229-230), before
        Pierce's offer and any end of the Battle (ruling 18)."""
        events = []
        for gid in sorted(self.assigned, key=idkey):
            amount = self.assigned[gid]
            if amount > 0 and self.owner_of_gladiator(gid) >= 0:
                self.damage[gid] = self.damage.get(gid, 0) + amount
                events.append(event("damage_resolved", R_DAMAGE, ("amount", amount), ("gladiator", gid),
                                    ("total", self.damage[gid])))
        self.assigned = {}
        damage, cd = self.damage, self.cd
        # Health is never below the card's own, so an undamaged Gladiator with Health left is safe;
        # a seat's Health bonus is looked up once, for its first Gladiator that may be Defeated
        defeated = []
        for seat_of, arena in enumerate(self.arena):
            bonus = None
            for g in arena:
                dealt = damage.get(g, 0)
                if dealt > 0 or cd[g].health <= 0:
                    if bonus is None:
                        bonus = self._bonus("health_bonus", seat_of)
                    if dealt >= cd[g].health + bonus:
                        defeated.append(g)
        for g in defeated:
            events += self._remove_gladiator(self.owner_of_gladiator(g), g, R_DEFEAT, "damage")
        if tactic is not None:
            self.discard[seat].append(tactic)
        return events + self._after_defeats()

    def _remove_gladiator(self, seat: int, gid: str, rule: str, reason: str) -> list[Event]:
        """A Gladiator is Defeated: to the top of its owner's Discard Pile, and insurance paid."""
        self.arena[seat].remove(gid)
        self.discard[seat].append(gid)
        for table in (self.damage, self.assigned, self.blessings):
            table.pop(gid, None)
        self.exhausted.discard(gid)
        self.coins[seat] += 1
        events = [event("gladiator_defeated", rule, ("gladiator", gid), ("name", self.names[gid]), ("reason", reason),
                        ("seat", seat)),
                  event("insurance_paid", R_INSURANCE, ("amount", 1), ("seat", seat))]
        if self.phase == "combat":
            for card, target, owner, coin in self.watch:
                if target == gid:
                    push(self, "pierce", seat=owner, card=card, coin=coin)
        return events

    def _after_defeats(self) -> list[Event]:
        """Record seats that lost their last Gladiator, and end the Battle when one seat is left."""
        if self.phase != "combat":
            return []
        out = {s for g in self.elim for s in g}
        newly = [s for s in range(self.n) if s not in out and not self.arena[s]]
        if newly:
            self.elim.append(newly)
        alive = [s for s in range(self.n) if self.arena[s]]
        if len(alive) <= 1:
            return self._end_battle()
        return []


def _drawn(rule: str, seat: int, drawn: list) -> Event:
    """Cards drawn: seen whole by the drawing seat alone."""
    return seat_event("cards_drawn", rule, seat, ("cards",), ("cards", tuple(drawn)), ("count", len(drawn)),
                      ("seat", seat))
