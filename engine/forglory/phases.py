"""The For Glory phase machine: setup, the Machinations turns, the Arena Phase (Late
Registration, the Battle, Resolution) and the steps that run by themselves.

The phase (``state.phase``) says where the round is; everything that interrupts it
(Reaction Windows, the Attack's target, forced discards after Influence loss, Pierce's
return, the second Reigning Champion token, effects waiting for those discards, Resolution
waiting for Pierce's answer) lives on ``state.stack`` as a *frame*, innermost last. After
every action ``_advance`` runs the automatic steps until someone has a real choice: a seat
is never asked a question whose only answer is "pass".
"""
from __future__ import annotations

from ..core import Event
from .common import (
    ARENA_REWARDS,
    HAND_SIZE,
    MAX_TURNS,
    MEMO_TURN,
    R_ATTACK,
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
    R_LOSING,
    R_READY,
    R_REDETERMINE,
    R_REFILL,
    R_RESOLUTION,
    R_RETURN,
    R_SETUP,
    R_WIN,
    R_WINDOW,
    ev,
    evs,
    idkey,
    mk,
)
from .content import CONTENT, SUPPLY_DECKS
from .effects import deal, resolve


class PhaseMachine:
    """The phase machine part of ``ForGloryState`` (see the module docstring)."""

    def setup(self) -> list[Event]:
        n = int(self.config["seats"])
        self._blank(n)
        events = []
        decks = sorted(CONTENT.starting)
        for seat in range(n):
            for name, count in CONTENT.starting[decks[seat]]:
                for _ in range(count):
                    self.deck[seat].append(self._new_id(name))
        for d in SUPPLY_DECKS:
            pile = [self._new_id(name) for name in CONTENT.supply(d)]
            self.rng.shuffle(pile)
            self.supply[d]["deck"] = pile
            for i in range(3):
                self.supply[d]["row"][i] = pile.pop()
        self.arena_deck = [self._new_id(name) for name in CONTENT.arenas]
        self.rng.shuffle(self.arena_deck)
        boast_set = CONTENT.boasts[4 if n == 4 else 3]
        self.boasts = [self._new_id(name) for name in reversed(boast_set)]  # smallest on top (end)
        mode = self.config.get("champions", "off")
        champs = sorted(CONTENT.champions)
        if mode == "random":
            self.rng.shuffle(champs)
            for seat in range(n):
                self._give_champion(seat, champs[seat])
                events.append(ev("champion_dealt", rule=R_CHAMPIONS, seat=seat, champion=champs[seat]))
        elif mode == "draft":
            self.phase = "draft"
            self.draft_order = [(n - 1 - i) for i in range(n)]
            self.draft_pool = champs
            events += self._advance()
            return events
        events += self._finish_setup()
        events += self._advance()
        return events

    def _give_champion(self, seat: int, champ: str) -> None:
        levels = [self._new_id(name) for name in CONTENT.champions[champ]]
        self.deck[seat].append(levels[0])
        self.champ_stack[seat] = levels[1:]

    def _finish_setup(self) -> list[Event]:
        events = []
        self.phase = "machinations"
        for seat in range(self.n):
            self.rng.shuffle(self.deck[seat])
            events += self._draw(seat, HAND_SIZE, R_SETUP)
        events.append(ev("game_started", rule=R_SETUP, seats=self.n, crowds_favor=self.cf,
                                 coins=list(self.coins)))
        events += self._start_turn(0)
        return events

    def _draw(self, seat: int, count: int, rule: str = R_DECK) -> list[Event]:
        events = []
        drawn = []
        for _ in range(count):
            if not self.deck[seat]:
                if not self.discard[seat]:
                    break
                self.deck[seat] = self.discard[seat]
                self.discard[seat] = []
                self.rng.shuffle(self.deck[seat])
                if drawn:
                    events.append(evs("cards_drawn", rule, (("cards", tuple(drawn)), ("count", len(drawn)),
                                                             ("seat", seat)), (seat,), ("cards",)))
                    drawn = []
                events.append(evs("deck_shuffled", R_DECK, (("count", len(self.deck[seat])), ("seat", seat))))
            cid = self.deck[seat].pop()
            self.hand[seat].append(cid)
            drawn.append(cid)
        if drawn:
            events.append(evs("cards_drawn", rule, (("cards", tuple(drawn)), ("count", len(drawn)),
                                                     ("seat", seat)), (seat,), ("cards",)))
        return events

    def _advance(self) -> list[Event]:
        """Run automatic steps until someone has a real choice (or the game ends)."""
        events: list[Event] = []
        while True:
            if self.phase == "over":
                return events
            if self.stack:
                f = self.stack[-1]
                k = f["k"]
                if k == "window":
                    while f["passes"] < self.n:
                        acts = self._frame_actions(f)
                        if acts:
                            self._legal = acts  # the seat's choices: kept for legal_actions()
                            return events
                        f["passes"] += 1
                        f["seat"] = (f["seat"] + 1) % self.n
                    self.stack.pop()
                    events.append(evs("reaction_window_closed", R_WINDOW, (("trigger", f["trigger"]),)))
                    if f["trigger"] == "damage_assigned":
                        events += self._resolve_damage()
                    continue
                if k == "attack":
                    if self.owner_of_gladiator(f["attacker"]) < 0:
                        self.stack.pop()
                        continue
                    targets = self._attack_targets(f["seat"])
                    if not targets:
                        self.stack.pop()
                        continue
                    if len(targets) == 1:
                        self.stack.pop()
                        events += deal(self, targets[0], self.attack_of(f["attacker"]), R_ATTACK,
                                       source=f["attacker"], by=f["seat"], attack=True)
                        continue
                    return events
                if k == "influence":
                    seat = f["seat"]
                    if self.required(seat) <= self.influence(seat):
                        self.stack.pop()
                        continue
                    cands = self._influence_candidates(seat)
                    if len(cands) == 1:
                        events += self._remove_gladiator(seat, cands[0], R_LOSING, "influence")
                        events += self._after_defeats()
                        continue
                    return events
                if k == "token":
                    return events
                if k == "resolution":
                    self.stack.pop()
                    events += self._resolution(list(f["placings"]))
                    continue
                if k == "effects":
                    # an ability's effects, waiting for the discards its cost forced
                    self.stack.pop()
                    params = f["params"]
                    target = params.get("target")
                    ab = self.cd[f["card"]].abilities[f["index"]]
                    if target is None or ab.selector in ("hand_gladiator", "supply") \
                            or self.owner_of_gladiator(target) >= 0:  # a discarded target is gone
                        use = mk("use", card=f["card"], index=f["index"], **params)
                        events += resolve(self, f["seat"], f["card"], ab, use, f["rule"])
                    continue
                if k == "pierce":
                    if f["card"] not in self.discard[f["seat"]] or len(self._frame_actions(f)) == 1:
                        self.stack.pop()  # gone, or nothing to answer but declining
                        continue
                    return events
                self.stack.pop()
                continue
            if self.phase == "draft":
                if self.draft_order and len(self.draft_pool) == 1:
                    seat = self.draft_order.pop(0)
                    champ = self.draft_pool.pop(0)
                    self._give_champion(seat, champ)
                    events.append(ev("champion_drafted", rule=R_CHAMPIONS, seat=seat, champion=champ))
                if not self.draft_order:
                    events += self._finish_setup()
                    continue
                return events
            acts = self._machination_actions(self.active) if self.phase == "machinations" \
                else self._phase_actions()
            if len(acts) == 1 and acts[0].kind == "end_turn":
                events += self._end_turn(self._decider())
                continue
            self._legal = acts
            return events

    def _start_turn(self, seat: int) -> list[Event]:
        self.phase = "machinations"
        self.active = seat
        self.turns += 1
        if len(self._memo) > MEMO_TURN:
            # a new Hand: little of the memo is asked for again, and a small one is cheaper to keep
            self._memo.clear()
        readied = [c for c in self.villa[seat] if c in self.exhausted]
        for c in readied:
            self.exhausted.discard(c)
        return [evs("turn_started", R_FLOW, (("round", self.round), ("seat", seat))),
                evs("patrons_readied", R_READY, (("cards", tuple(readied)), ("seat", seat)))]

    def _end_turn(self, seat: int) -> list[Event]:
        if self.phase == "machinations":
            return self._end_machinations(seat)
        if self.phase == "late_registration":
            events = [ev("registration_finished", rule=R_LATE, seat=seat)]
            self.late_pos += 1
            if self.late_pos >= len(self.late_order):
                events += self._start_battle()
            return events
        if self.phase == "combat":
            return self._end_combat_turn(seat)
        return []

    def _end_machinations(self, seat: int) -> list[Event]:
        events = []
        cards = list(self.hand[seat])
        self.discard[seat].extend(cards)
        self.hand[seat] = []
        events.append(evs("hand_discarded", R_DISCARD_HAND, (("cards", tuple(cards)), ("seat", seat))))
        for d in SUPPLY_DECKS:
            pile = self.supply[d]
            for i in range(3):
                if pile["row"][i] is None:
                    if not pile["deck"] and pile["discard"]:
                        pile["deck"] = pile["discard"]
                        pile["discard"] = []
                        self.rng.shuffle(pile["deck"])
                        events.append(evs("deck_shuffled", R_REFILL, (("count", len(pile["deck"])), ("supply", d))))
                    if pile["deck"]:
                        pile["row"][i] = pile["deck"].pop()
                        events.append(evs("supply_refilled", R_REFILL, (("card", pile["row"][i]), ("deck", d),
                                                                         ("name", self.names[pile["row"][i]]),
                                                                         ("slot", i))))
        events += self._draw(seat, HAND_SIZE, R_DRAW)
        # Check for Arena Phase: a first token is taken; a 2nd (one taken on an earlier turn) may be
        top = self.top_boast_value()
        if top is not None and self.tokens_left > 0 and self.bloodlust(seat) >= top:
            if self.tokens[seat]:
                self.stack.append({"k": "token", "seat": seat})
                return events
            events += self._take_token(seat)
        return events + self._after_check(seat)

    def _take_token(self, seat: int) -> list[Event]:
        self.tokens[seat] += 1
        self.tokens_left -= 1
        return [ev("champion_token_taken", rule=R_CHECK, seat=seat, bloodlust=self.bloodlust(seat),
                    boast=self.top_boast_value(), left=self.tokens_left)]

    def _after_check(self, seat: int) -> list[Event]:
        """The end of Check for Arena Phase: the Arena Phase, or the next Machinations Turn."""
        if seat == self.cf and (self.tokens_left == 0 or self.turns >= MAX_TURNS):
            return self._start_arena_phase(seat)
        return self._start_turn((seat + 1) % self.n)

    def _start_arena_phase(self, seat: int) -> list[Event]:
        self.trigger_seat = seat
        self.phase = "late_registration"
        self.late_order = [(self.cf + 1 + i) % self.n for i in range(self.n)]
        self.late_pos = 0
        return [ev("arena_phase_started", rule=R_CHECK, round=self.round, crowds_favor=self.cf)]

    def _start_battle(self) -> list[Event]:
        self.phase = "combat"
        self.elim = []
        self.watch = []
        events = [ev("battle_started", rule=R_LATE, round=self.round)]
        empty = [s for s in range(self.n) if not self.arena[s]]
        if empty:
            self.elim.append(empty)
        alive = [s for s in range(self.n) if self.arena[s]]
        if len(alive) <= 1:
            return events + self._end_battle()
        return events + self._determine_initiative()

    def _determine_initiative(self) -> list[Event]:
        totals = {s: sum(self.agility_of(g, s) for g in self.arena[s]) for s in range(self.n) if self.arena[s]}
        best = max(totals.values())
        tied = [s for s in totals if totals[s] == best]
        winner = next(s for s in self._cf_order() if s in tied)
        self.initiative = winner
        self._begin_combat_turn(winner)
        return [ev("initiative_determined", rule=R_INITIATIVE, seat=winner,
                           totals=[totals.get(s, 0) for s in range(self.n)])]

    def _begin_combat_turn(self, seat: int) -> None:
        self.active = seat
        self.attacked = False
        self.tactic_used = False
        self.watch = []

    def _end_combat_turn(self, seat: int) -> list[Event]:
        events = [evs("combat_turn_ended", R_COMBAT, (("seat", seat),))]
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
        events.append(ev("gladiators_readied", rule=R_REDETERMINE, round=self.round))
        return events + self._determine_initiative()

    def _end_battle(self) -> list[Event]:
        # a Pierce whose target fell in the Battle's last Defeat may still come back (not after the game)
        offers = [f for f in self.stack if f["k"] == "pierce"] if self.round < self.rounds else []
        self.stack = []
        self.assigned = {}
        self.watch = []
        alive = [s for s in range(self.n) if self.arena[s]]
        order = self._cf_order()
        placings = list(alive)
        for group in reversed(self.elim):
            placings += sorted(group, key=order.index)
        winner = placings[0]
        events = [ev("battle_ended", rule=R_END if alive else R_DRAW_BATTLE, winner=winner,
                             placings=placings, round=self.round)]
        if self.round >= self.rounds:
            self.phase = "over"
            self.winner = winner
            self.placings = placings
            return events + [ev("game_over", rule=R_WIN, winner=winner, placings=placings)]
        if offers:
            self.stack = [{"k": "resolution", "placings": placings}] + offers
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

    def _resolve_damage(self) -> list[Event]:
        events = []
        for gid in sorted(self.assigned, key=idkey):
            amount = self.assigned[gid]
            if amount > 0 and self.owner_of_gladiator(gid) >= 0:
                self.damage[gid] = self.damage.get(gid, 0) + amount
                events.append(evs("damage_resolved", R_DAMAGE, (("amount", amount), ("gladiator", gid),
                                                                 ("total", self.damage[gid]))))
        self.assigned = {}
        damage, cd = self.damage, self.cd
        # Health is never below the card's own, so an undamaged Gladiator with Health left is safe
        defeated = [g for g in self.all_gladiators()
                    if (damage.get(g, 0) > 0 or cd[g].health <= 0) and damage.get(g, 0) >= self.health_of(g)]
        for g in defeated:
            events += self._remove_gladiator(self.owner_of_gladiator(g), g, R_DEFEAT, "damage")
        return events + self._after_defeats()

    def _remove_gladiator(self, seat: int, gid: str, rule: str, reason: str) -> list[Event]:
        """A Gladiator is Defeated: to the top of its owner's Discard Pile, and insurance paid."""
        self.arena[seat].remove(gid)
        self.discard[seat].append(gid)
        for table in (self.damage, self.assigned, self.blessings):
            table.pop(gid, None)
        self.exhausted.discard(gid)
        self.coins[seat] += 1
        events = [evs("gladiator_defeated", rule, (("gladiator", gid), ("name", self.names[gid]),
                                                     ("reason", reason), ("seat", seat))),
                  evs("insurance_paid", R_INSURANCE, (("amount", 1), ("seat", seat)))]
        if self.phase == "combat":
            for card, target, owner, coin in self.watch:
                if target == gid:
                    self.stack.append({"k": "pierce", "seat": owner, "card": card, "coin": coin})
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
