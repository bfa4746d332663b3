"""The For Glory rules engine (with the Champions expansion).

One ``ForGloryState`` is one position. The phase machine follows the rulebook
(Machinations turns, then the Arena Phase: Late Registration, the Battle,
Resolution) and everything that can interrupt it (Reaction Windows, forced
discards after Influence loss, the Pierce buy-back, choosing an Attack's
target) lives on a small stack of *frames* on top of the phase. After every
action ``_advance`` runs the automatic steps until someone has a real choice:
a seat is never asked a question whose only answer is "pass".

Cards are named by instance ids ("c17"); ``names`` maps ids to card names in
``content.CONTENT``. Piles keep their top at the end of the list.

Payment (documented in docs/rulings.md): a Coin-costing action names the
exact Income cards and the number of Coin Tokens it spends. Legal payments
cover the cost and nothing in them could be left out (no change, no spending
an Income card that is not needed); Income cards of the same value are
interchangeable, so the legal list names the lowest ids of each value.
"""
from __future__ import annotations

from itertools import chain as _chain
from itertools import product, repeat
from operator import is_ as _is
from typing import Any

from ..core import Action, Decision, Event, Result, Rng, State
from .content import CONTENT, SUPPLY_DECKS, Ability, CardDef
from .payments import payment_problem

# rulebook section names (exactly as in shared/rules/sections/forglory.txt)
R_SETUP = "Setup"
R_CHAMPIONS = "Champions"
R_BLESSINGS = "Blessings"
R_READY = "Ready Patrons & Arenas"
R_TAKE = "Take Actions"
R_BUY = "Action: Buy"
R_PLAY = "Action: Play"
R_SCHEME = "Scheme Cards & Scheme Abilities"
R_INCOME = "Income Cards"
R_COIN = "Coin Tokens"
R_PATRON = "Patron Cards"
R_GLADIATOR = "Gladiator Cards"
R_INFLUENCE = "Influence"
R_LOSING = "Losing Influence"
R_RESERVE = "Action: Reserve"
R_DISCARD_HAND = "Discard Remaining Hand"
R_REFILL = "Refill Supply"
R_DRAW = "Draw 7 Cards"
R_CHECK = "Check for Arena Phase"
R_LATE = "Late Registration"
R_INITIATIVE = "Determine Initiative"
R_COMBAT = "Combat Turns"
R_ATTACK = "Attack"
R_TACTIC = "Tactic"
R_DAMAGE = "Damage"
R_WINDOW = "Reaction Window"
R_DEFEAT = "Defeating a Gladiator"
R_INSURANCE = "Insurance"
R_REDETERMINE = "Ready Gladiators and Redetermine Initiative"
R_END = "End of Battle"
R_RESOLUTION = "Resolution"
R_BOAST = "Boast Cards"
R_DRAW_BATTLE = "Ending a Battle in a Draw"
R_ARENA_AB = "Arena Abilities"
R_RETURN = "Return to the Machinations Phase"
R_WIN = "Winning the Game"
R_DECK = "Deck Building"
R_FLOW = "Game Flow"

HAND_SIZE = 7
#: payment shapes by (cost, coins, ((value, count), ...)), normalised (see ``_pay_plans``)
_PAY_SHAPES: dict[tuple, tuple] = {}
#: payment plans by (cost, coins, ((value, count), ...)): see ``_pay_plans``
_PAY_PLANS: dict[tuple, tuple] = {}


def _pay_plans(cost: int, coins: int, held: tuple) -> tuple:
    """((slices, Coin Tokens), ...): the payments of ``_payment_shapes`` in the same order,
    each as slices (start, stop) of the Income ids ordered by value (``_income_info`` key).

    The shapes are memoised under a normalised key that cannot change them: more Coin
    Tokens than the cost are never spent (Tokens make up what Income leaves, at most the
    cost), and more than ceil(cost / value) cards of one value always leave one out."""
    coins = min(coins, cost)
    plans = _PAY_PLANS.get((cost, coins, held))
    if plans is not None:
        return plans
    capped = tuple((v, min(n, -(-cost // v))) for v, n in held)
    norm = (cost, coins, capped)
    shapes = _PAY_SHAPES.get(norm)
    if shapes is None:
        if len(_PAY_SHAPES) > 50000:
            _PAY_SHAPES.clear()
        shapes = _PAY_SHAPES[norm] = _payment_shapes(cost, coins, capped)
    starts = []
    at = 0
    for _v, n in held:
        starts.append(at)
        at += n
    out = []
    for counts, tokens in shapes:
        out.append((tuple((start, start + k) for start, k in zip(starts, counts, strict=True) if k), tokens))
    if len(_PAY_PLANS) > 50000:
        _PAY_PLANS.clear()
    plans = _PAY_PLANS[(cost, coins, held)] = tuple(out)
    return plans


def _payment_shapes(cost: int, coins: int, held: tuple) -> tuple:
    """((count of each value used, Coin Tokens), ...): every payment that covers ``cost``
    with nothing in it that could be left out."""
    values = [v for v, _ in held]
    out = []
    for counts in product(*[range(n + 1) for _, n in held]):
        total = sum(k * v for k, v in zip(counts, values, strict=True))
        tokens = max(0, cost - total)
        if tokens > coins:
            continue
        if tokens == 0:
            used = [v for k, v in zip(counts, values, strict=True) if k]
            if used and total - min(used) >= cost:
                continue  # an Income card could be left out
        out.append((counts, tokens))
    return tuple(out)
#: the one way to pay nothing
_FREE: list = [((), 0)]
#: entries a state's memo (``_memo``: Hand Income, Buy and Buy-back actions, in-play abilities) holds at most
_MEMO_LIMIT = 20000
#: memo entries kept from one Machinations turn to the next
_MEMO_TURN = 200
LATE_COST = 3
START_COINS = (5, 6, 7, 8)
#: Arena cards taken by each place, best first (the last place takes the Crowd's Favor)
ARENA_REWARDS = {2: (2,), 3: (2, 1), 4: (3, 2, 1)}
ROUNDS = {2: 3, 3: 3, 4: 2}
MAX_TURNS = 400  # a safety net: see docs/rulings.md ("a game that cannot end")


def cdef(name: str) -> CardDef:
    return CONTENT.cards[name]


class ForGloryState(State):
    ruleset_name = "forglory"

    # ------------------------------------------------------------------ setup
    @property
    def num_seats(self) -> int:
        return self.n

    def _new_id(self, name: str) -> str:
        cid = f"c{self.next_id}"
        self.next_id += 1
        self.names = {**self.names, cid: name}  # copy on write: clones share ``names``
        self.cd = {**self.cd, cid: CONTENT.cards[name]}
        return cid

    def _blank(self, n: int) -> None:
        self.n = n
        self.names: dict[str, str] = {}
        self.cd: dict[str, CardDef] = {}
        self._legal: list[Action] | None = None
        self._memo: dict = {}
        self._abilities: dict = {}
        self.next_id = 1
        self.deck = [[] for _ in range(n)]
        self.hand = [[] for _ in range(n)]
        self.discard = [[] for _ in range(n)]
        self.reserve = [[] for _ in range(n)]
        self.villa = [[] for _ in range(n)]
        self.arena = [[] for _ in range(n)]
        self.champ_stack = [[] for _ in range(n)]
        self.removed: list[str] = []
        self.supply = {d: {"deck": [], "row": [None, None, None], "discard": []} for d in SUPPLY_DECKS}
        self.arena_deck: list[str] = []
        self.boasts: list[str] = []
        self.coins = list(START_COINS[:n]) if n >= 3 else list(START_COINS[:n])
        self.tokens = [0] * n
        self.tokens_left = 2
        self.cf = n - 1
        self.exhausted: set[str] = set()
        self.damage: dict[str, int] = {}
        self.assigned: dict[str, int] = {}
        self.blessings: dict[str, int] = {}
        self.round = 1
        self.rounds = ROUNDS[n]
        self.phase = "machinations"
        self.active = 0
        self.turns = 0
        self.attacked = False
        self.tactic_used = False
        self.late_order: list[int] = []
        self.late_pos = 0
        self.initiative = -1
        self.stack: list[dict] = []
        self.elim: list[list[int]] = []
        self.watch: list[list] = []  # [card, target, seat] for Pierce-like returns
        self.draft_order: list[int] = []
        self.draft_pool: list[str] = []
        self.trigger_seat = -1
        self.winner: int | None = None
        self.placings: list[int] = []

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
                events.append(_ev("champion_dealt", rule=R_CHAMPIONS, seat=seat, champion=champs[seat]))
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
        events.append(_ev("game_started", rule=R_SETUP, seats=self.n, crowds_favor=self.cf,
                                 coins=list(self.coins)))
        events += self._start_turn(0)
        return events

    # --------------------------------------------------------------- helpers
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
        total = 0
        for cid in self.villa[seat]:
            card = self.cd[cid]
            if card.type == "patron" and cid not in self.exhausted:
                total += card.influence
        for st in self._active_statics(seat):
            if st.op == "influence_bonus":
                total += st.amount
        return total

    def _villa_summary(self, seat: int) -> tuple[int, bool]:
        """(``influence(seat)``, ``_has_static(seat, "reserve_gladiators")``) in one pass."""
        total = 0
        reserve = False
        cd = self.cd
        exhausted = self.exhausted
        for cid in self.villa[seat]:
            card = cd[cid]
            t = card.type
            if t == "patron":
                if cid in exhausted:
                    continue
                total += card.influence
            elif t != "arena" and cid in exhausted:
                continue
            for st in card.static:
                if st.op == "influence_bonus":
                    total += st.amount
                elif st.op == "reserve_gladiators":
                    reserve = True
        return total, reserve

    def required(self, seat: int) -> int:
        cd = self.cd
        total = 0
        for g in self.arena[seat]:
            total += cd[g].influence
        return total

    def bloodlust(self, seat: int) -> int:
        return sum(self.cd[g].bloodlust for g in self.arena[seat])

    def can_field(self, seat: int, cid: str) -> bool:
        return self.required(seat) + self.cd[cid].influence <= self.influence(seat)

    def _has_static(self, seat: int, op: str) -> bool:
        return any(st.op == op for st in self._active_statics(seat))

    def late_cost(self, seat: int) -> int:
        costs = [st.amount for st in self._active_statics(seat) if st.op == "late_registration_cost"]
        return min(costs) if costs else LATE_COST

    def reservable(self, seat: int, cid: str) -> bool:
        t = self.cd[cid].type
        return t in ("tactic", "reaction") or (t == "gladiator" and self._has_static(seat, "reserve_gladiators"))

    def top_boast_value(self) -> int | None:
        return self.cd[self.boasts[-1]].boast_value if self.boasts else None

    def _cf_order(self) -> list[int]:
        """The Crowd's Favor holder, then reverse turn order from it (tie-break order)."""
        return [(self.cf - i) % self.n for i in range(self.n)]

    # -------------------------------------------------------------- payment
    def payments(self, seat: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
        """Every legal way to pay ``cost``: (Income card ids, Coin Tokens).

        Income cards of one value are interchangeable, so the ways to pay depend only on
        the cost, the Coin Tokens and how many Income cards of each value are in hand;
        those shapes are memoised and the lowest ids of each value fill them in."""
        return list(self._pays(seat, cost))

    def _income_info(self, seat: int) -> tuple:
        """(Income ids by value, ((value, count), ...), total Income value, key, others) for
        the seat's Hand; ``key`` names the Income cards (lowest ids of each value first),
        ``others`` is ((id, card), ...) of the other cards in id order. Memoised by the
        Hand's content."""
        hand = tuple(self.hand[seat])
        memo = self._memo
        info = memo.get(hand)
        if info is None:
            cd = self.cd
            groups: dict[int, list[str]] = {}
            others = []
            for c in hand:
                card = cd[c]
                if card.type == "income":
                    group = groups.get(card.value)
                    if group is None:
                        groups[card.value] = [c]
                    else:
                        group.append(c)
                else:
                    others.append((c, card))
            if len(others) > 1:
                others.sort(key=_first_idkey)
            key: tuple = ()
            total = 0
            held = []
            for v in sorted(groups):
                group = groups[v]
                if len(group) > 1:
                    group.sort(key=_idkey)
                key += tuple(group)
                total += v * len(group)
                held.append((v, len(group)))
            held = tuple(held)
            if len(memo) > _MEMO_LIMIT:
                memo.clear()
            info = memo[hand] = (groups, held, total, key, tuple(others))
        return info

    def _pays(self, seat: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
        """``payments`` without the copy (callers must not change the list: it may be shared)."""
        if cost <= 0:
            return _FREE
        return self._pays_with(self._income_info(seat), self.coins[seat], cost)

    def _pays_with(self, info: tuple, coins: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
        """``_pays`` from the Hand's ``_income_info`` and the seat's Coin Tokens (cost > 0):
        the memoised plans (``_pay_plans``) filled with the Income ids."""
        held, key = info[1], info[3]
        out = []
        for slices, tokens in _pay_plans(cost, coins, held):
            if len(slices) == 1:
                (a, b), = slices
                out.append((key[a:b], tokens))
            else:
                ids: tuple = ()
                for a, b in slices:
                    ids += key[a:b]
                out.append((ids, tokens))
        return out

    def can_pay(self, seat: int, cost: int) -> bool:
        if cost <= self.coins[seat]:
            return True
        return cost <= self.coins[seat] + sum(self.cd[c].value for c in self.hand[seat]
                                              if self.cd[c].type == "income")

    def _pay(self, seat: int, income: tuple, coins: int, rule: str, what: str) -> list[Event]:
        value = 0
        for cid in income:
            self.hand[seat].remove(cid)
            self.discard[seat].append(cid)
            value += self.cd[cid].value
        self.coins[seat] -= coins
        return [_evs("coin_spent", R_INCOME if income else R_COIN,
                     (("coins", coins), ("income", tuple(income)), ("seat", seat), ("value", value + coins),
                      ("what", what)))]

    # ----------------------------------------------------------------- draw
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
                    events.append(_evs("cards_drawn", rule, (("cards", tuple(drawn)), ("count", len(drawn)),
                                                             ("seat", seat)), (seat,), ("cards",)))
                    drawn = []
                events.append(_evs("deck_shuffled", R_DECK, (("count", len(self.deck[seat])), ("seat", seat))))
            cid = self.deck[seat].pop()
            self.hand[seat].append(cid)
            drawn.append(cid)
        if drawn:
            events.append(_evs("cards_drawn", rule, (("cards", tuple(drawn)), ("count", len(drawn)),
                                                     ("seat", seat)), (seat,), ("cards",)))
        return events

    # ----------------------------------------------------------- targets
    def _targets(self, seat: int, ab: Ability, self_id: str) -> list[dict]:
        """Every target choice for an ability (``[{}]`` when it takes none; [] when unusable)."""
        kind = ab.selector
        if kind is None:
            return _NO_TARGET
        ops = ab.ops
        if kind == "supply":
            return [{"target": c} for d in SUPPLY_DECKS for c in self.supply[d]["row"] if c]
        if kind == "hand_gladiator":
            return [{"target": c} for c in sorted(self.hand[seat], key=_idkey)
                    if c != self_id and self.cd[c].type == "gladiator" and self.can_field(seat, c)]
        if kind == "your_gladiator":
            pool = list(self.arena[seat])
        elif kind == "opposing_gladiator":
            pool = [g for s in range(self.n) if s != seat for g in self.arena[s]]
        else:
            pool = self.all_gladiators()
        if "reassign_damage" in ops:
            amount = next(e.amount for e in ab.effects if e.op == "reassign_damage")
            out = []
            for src in pool:
                have = self.assigned.get(src, 0)
                for dst in self.all_gladiators():
                    if dst != src:
                        for k in range(1, min(amount, have) + 1):
                            out.append({"source": src, "target": dst, "amount": k})
            return out
        if "prevent_damage" in ops:
            pool = [g for g in pool if self.assigned.get(g, 0) > 0]
        if "remove_damage" in ops:
            pool = [g for g in pool if self.damage.get(g, 0) > 0]
        if "ready_gladiator" in ops:
            pool = [g for g in pool if g in self.exhausted]
        if "exhaust_gladiator" in ops:
            pool = [g for g in pool if g not in self.exhausted]
        return [{"target": g} for g in pool]

    def _variants(self, seat: int, cid: str, ab: Ability, in_play: bool) -> list[dict]:
        """Target and payment choices for an ability (callers must not change the dicts)."""
        if in_play and ab.exhaust and cid in self.exhausted:
            return []
        targets = self._targets(seat, ab, cid)
        if not targets:
            return []
        if ab.coin:
            pays = self._pays(seat, ab.coin)
            return [{**t, "income": inc, "coins": k} for t in targets for inc, k in pays]
        return targets

    def _ability_table(self, seat: int) -> dict:
        """Ability kind -> (((card id, index, ability, is a Patron), ...), ((card id, index,
        ability), ...), any Patron among them) for the seat's in-play cards (Villa, then
        Arena; kinds with no ability are absent). See ``_seat_entry``."""
        return self._seat_entry(seat)[2]

    def _seat_entry(self, seat: int) -> tuple:
        """(Villa copy, Arena copy, ``_ability_table``, Villa plan, Influence the Arena needs)
        for a seat, memoised per seat (in ``_abilities``, kept from turn to turn) and checked
        against copies of its Villa and Arena. The Villa plan is ((card id, Influence it
        gives, gives reserve_gladiators, counts only while not exhausted), ...), the terms of
        ``_villa_summary``."""
        villa, arena = self.villa[seat], self.arena[seat]
        memo = self._abilities
        entry = memo.get(seat)
        if entry is None or entry[1] != arena or entry[0] != villa:
            cd = self.cd
            kinds: dict = {}
            for cid in villa + arena:
                card = cd[cid]
                for i, ab in enumerate(card.abilities):
                    kinds.setdefault(ab.kind, []).append((cid, i, ab, card.type == "patron"))
            table = {}
            for k, found in kinds.items():
                found = tuple(found)
                table[k] = (found, tuple((cid, i, ab) for cid, i, ab, _patron in found),
                            any(patron for *_rest, patron in found))
            plan = []
            for cid in villa:
                card = cd[cid]
                t = card.type
                amount = card.influence if t == "patron" else 0
                reserve = False
                for st in card.static:
                    if st.op == "influence_bonus":
                        amount += st.amount
                    elif st.op == "reserve_gladiators":
                        reserve = True
                plan.append((cid, amount, reserve, t != "arena"))
            required = 0
            for g in arena:
                required += cd[g].influence
            entry = memo[seat] = (list(villa), list(arena), table, tuple(plan), required)
        return entry

    def _in_play_abilities(self, seat: int, kind: str, table: dict | None = None) -> list | tuple:
        """(card id, index, ability) for the seat's in-play cards with abilities of ``kind``
        (``table``: the seat's ``_ability_table`` when the caller has it). Only the
        exhausted-Patron test (exhausted Patrons are blank) is made each time."""
        found = (self._seat_entry(seat)[2] if table is None else table).get(kind)
        if found is None:
            return ()
        found, plain, patrons = found
        if not patrons:
            return plain  # no Patron among them: nothing to filter (callers only iterate)
        exhausted = self.exhausted
        return [(cid, i, ab) for cid, i, ab, patron in found if not (patron and cid in exhausted)]

    # -------------------------------------------------------- decisions
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
        events = self._apply(action)
        self.decisions_made += 1
        return events

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self.stack:
            return self._frame_actions(self.stack[-1])
        return self._phase_actions()

    def _pay_actions(self, kind: str, seat: int, cost: int, **params) -> list[Action]:
        return [_mk(kind, **params, income=inc, coins=k) for inc, k in self._pays(seat, cost)]

    def _extras(self, seat: int, info: tuple | None = None, table: dict | None = None) -> list[Action]:
        """What a seat may do whenever it is choosing: buy back its Reserve, free actions
        (``info``, ``table``: the seat's ``_income_info`` and ``_ability_table`` when the
        caller has them)."""
        out = []
        if self.reserve[seat]:
            cost = len(self.reserve[seat])
            if info is None:
                info = self._income_info(seat)
            coins = self.coins[seat]
            key = ("buyback", info[3], coins, cost)
            acts = self._memo.get(key)
            if acts is None:
                acts = self._memo[key] = [_action("buyback", (("coins", k), ("income", inc)))
                                          for inc, k in self._pays_with(info, coins, cost)]
            out += acts
        return out + self._free_uses(seat, table)

    def _free_uses(self, seat: int, table: dict | None = None) -> list[Action]:
        """The seat's free actions usable now (Arena abilities usable any time)."""
        if table is None:
            table = self._seat_entry(seat)[2]
        if "free" not in table:
            return []
        out = []
        for cid, i, ab in self._in_play_abilities(seat, "free", table):
            for v in self._variants(seat, cid, ab, True):
                out.append(_use_action(cid, i, v))
        return out

    def _phase_actions(self) -> list[Action]:
        if self.phase == "draft":
            return [_mk("pick", champion=c) for c in self.draft_pool]
        if self.phase == "machinations":
            return self._machination_actions(self.active)
        if self.phase == "late_registration":
            seat = self.late_order[self.late_pos]
            out = []
            cost = self.late_cost(seat)
            for cid in sorted(self.hand[seat], key=_idkey):
                if self.cd[cid].type == "gladiator" and self.can_field(seat, cid):
                    out += self._pay_actions("register", seat, cost, card=cid)
            out += self._extras(seat)
            out.append(_END_TURN)
            return out
        if self.phase == "combat":
            return self._combat_actions(self.active)
        return []

    def _machination_actions(self, seat: int) -> list[Action]:
        cd = self.cd
        info = self._income_info(seat)
        coins = self.coins[seat]
        budget = coins + info[2]
        supply = self.supply
        rows = (*supply["economy"]["row"], *supply["gladiator"]["row"], *supply["training"]["row"])
        # the Buy actions depend only on the Income cards, the Coin Tokens and the rows
        memo = self._memo
        bkey = ("buy", info[3], coins, rows)
        buys = memo.get(bkey)
        if buys is None:
            buys = []
            by_cost: dict[int, list] = {}
            for cid in rows:
                if cid is None:
                    continue
                cost = cd[cid].cost
                if cost > budget:
                    continue
                pays = by_cost.get(cost)
                if pays is None:
                    pays = by_cost[cost] = _FREE if cost <= 0 else self._pays_with(info, coins, cost)
                card = ("card", cid)
                buys += [_action("buy", (card, ("coins", k), ("income", inc))) for inc, k in pays]
            memo[bkey] = buys
        out = list(buys)
        entry = self._seat_entry(seat)
        table = entry[2]
        # _villa_summary(seat) and required(seat) from the seat's memoised Villa plan
        exhausted = self.exhausted
        spare = -entry[4]
        reserve_glads = False
        for cid, amount, reserve, exhaustible in entry[3]:
            if exhaustible and cid in exhausted:
                continue
            spare += amount
            if reserve:
                reserve_glads = True
        champ_stack = self.champ_stack[seat]
        for cid, card in info[4]:
            t = card.type
            if t == "gladiator":
                if card.influence <= spare:
                    out.append(_PLAY[cid])
                if card.champion and champ_stack:
                    nxt = cd[champ_stack[0]]
                    if nxt.cost <= budget:
                        out += self._pay_actions("upgrade", seat, nxt.cost, card=cid)
                if reserve_glads:
                    out.append(_RESERVE[cid])
            elif t in ("patron", "boast"):
                out.append(_PLAY[cid])
            elif t == "scheme":
                for v in self._variants(seat, cid, card.abilities[0], False):
                    out.append(_play_action(cid, v))
            elif t in ("tactic", "reaction"):
                out.append(_RESERVE[cid])
        if "scheme" in table:
            for cid, i, ab in self._in_play_abilities(seat, "scheme", table):
                for v in self._variants(seat, cid, ab, True):
                    out.append(_use_action(cid, i, v))
        out += self._extras(seat, info, table)
        out.append(_END_TURN)
        return out

    def _combat_actions(self, seat: int) -> list[Action]:
        out = []
        exhausted = self.exhausted
        ready = [g for g in self.arena[seat] if g not in exhausted]
        if not self.attacked:
            out += [_ATTACK[g] for g in ready]
        if not self.tactic_used:
            self._hand_plays(seat, "tactic", None, out)
        table = self._seat_entry(seat)[2]
        if not self.tactic_used and "tactic" in table:
            for cid, i, ab in self._in_play_abilities(seat, "tactic", table):
                for v in self._variants(seat, cid, ab, True):
                    out.append(_use_action(cid, i, v))
        out += self._extras(seat, None, table)
        if self.attacked or not ready:
            out.append(_END_TURN)
        return out

    def _hand_plays(self, seat: int, type_: str, trigger: str | None, out: list[Action]) -> None:
        """Append the plays of the Hand's ``type_`` cards (with that trigger, if given), in id order."""
        cd = self.cd
        cards = [c for c in self.hand[seat]
                 if cd[c].type == type_ and (trigger is None or cd[c].abilities[0].trigger == trigger)]
        if len(cards) > 1:
            cards.sort(key=_idkey)
        for cid in cards:
            for v in self._variants(seat, cid, cd[cid].abilities[0], False):
                out.append(_play_action(cid, v))

    def _reactions(self, seat: int, f: dict) -> list[Action]:
        trig = f["trigger"]
        out = []
        self._hand_plays(seat, "reaction", trig, out)
        table = self._seat_entry(seat)[2]
        if "reaction" not in table:
            return out
        for cid, i, ab in self._in_play_abilities(seat, "reaction", table):
            if f"{cid}:{i}" in f["used"]:
                continue
            if ab.trigger == trig or (ab.trigger == "attacks_self" and trig == "attacks"
                                      and cid == f.get("attacker")):
                for v in self._variants(seat, cid, ab, True):
                    out.append(_use_action(cid, i, v))
        return out

    def _frame_actions(self, f: dict) -> list[Action]:
        k = f["k"]
        seat = f["seat"]
        if k == "window":
            # asked whenever it has anything but a pass: a Reaction, a buy-back, a free action
            out = self._reactions(seat, f)
            out += self._extras(seat)
            if self.reserve[seat]:
                out += self._buyback_plays(seat, f)
            if out:
                out.append(_PASS)
            return out
        if k == "attack":
            return [_STRIKE[g] for g in self._attack_targets(seat)] + self._extras(seat)
        if k == "influence":
            return [_mk("discard", gladiator=g) for g in self._influence_candidates(seat)]
        if k == "pierce":
            # a free action might raise the Coin (a buy-back cannot, and waits for the next choice)
            return self._pay_actions("pierce", seat, f["coin"]) + self._free_uses(seat) + [_DECLINE]
        if k == "token":
            return [_TAKE_TOKEN, _DECLINE]
        return []

    def _buyback_plays(self, seat: int, f: dict) -> list[Action]:
        """Buying the Reserve back and playing one of its Reactions as one action: each
        Reaction there that answers the window, with each of its targets and each payment
        of the buy-back (Reactions with a Coin cost of their own are left to two steps)."""
        pays = self._pays(seat, len(self.reserve[seat]))
        if not pays:
            return []
        out = []
        for cid in sorted(self.reserve[seat], key=_idkey):
            card = self.cd[cid]
            if card.type != "reaction":
                continue
            ab = card.abilities[0]
            if ab.trigger != f["trigger"] or ab.coin:
                continue
            for target in self._targets(seat, ab, cid):
                out += [_mk("buyback_play", card=cid, income=inc, coins=k, **target) for inc, k in pays]
        return out

    def _attack_targets(self, seat: int) -> list[str]:
        return [g for s in range(self.n) if s != seat for g in self.arena[s]]

    def _influence_candidates(self, seat: int) -> list[str]:
        return [g for g in self.arena[seat] if self.cd[g].influence > 0]

    # ------------------------------------------------------------ checks
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
                    super().check(_mk(action.kind, **fields))
                    return
        if decision is not None and isinstance(action, Action) and self._legal is not None \
                and action in self._legal:
            return  # the common case: an action straight from the legal list
        super().check(action)

    def _canonical(self, seat: int, income: tuple) -> tuple:
        by_value: dict[int, int] = {}
        for c in income:
            by_value[self.cd[c].value] = by_value.get(self.cd[c].value, 0) + 1
        groups: dict[int, list[str]] = {}
        for c in self.hand[seat]:
            if self.cd[c].type == "income":
                groups.setdefault(self.cd[c].value, []).append(c)
        out = []
        for v in sorted(groups):
            out += sorted(groups[v], key=_idkey)[:by_value.get(v, 0)]
        return tuple(out)

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

    # ------------------------------------------------------------- apply
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
                play = _mk("play", card=action.card, **_target_fields(action))
                events += self._window_action(f, seat, play)
                return events + self._advance()
            if f["k"] == "token":
                self.stack.pop()
                if kind == "take_token":
                    events += self._take_token(seat)
                else:
                    events.append(_ev("champion_token_left", rule=R_CHECK, seat=seat))
                return events + self._after_check(seat) + self._advance()
            if f["k"] == "window" and kind in ("pass", "play", "use"):
                events += self._window_action(f, seat, action)
                return events + self._advance()
            if kind == "strike":
                self.stack.pop()
                events += self._deal(action.target, self.attack_of(f["attacker"]), R_ATTACK,
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
                    events.append(_ev("card_returned", rule=R_TACTIC, seat=seat, card=f["card"]))
                return events + self._advance()
            if kind == "decline":
                self.stack.pop()
                return events + self._advance()
        if kind == "pick":
            self.draft_pool.remove(action.champion)
            self.draft_order.pop(0)
            self._give_champion(seat, action.champion)
            events.append(_ev("champion_drafted", rule=R_CHAMPIONS, seat=seat, champion=action.champion))
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
            events.append(_evs("card_bought", R_BUY, (("card", card), ("name", self.names[card]), ("seat", seat))))
        elif kind == "reserve":
            card = action.params[0][1]  # the one parameter, "card"
            self.hand[seat].remove(card)
            self.reserve[seat].append(card)
            events.append(_evs("card_reserved", R_RESERVE, (("card", card), ("seat", seat)),
                               (seat,), ("card",)))
        elif kind == "buyback":
            events += self._buyback(seat, action.income, action.coins)
        elif kind == "upgrade":
            events += self._pay(seat, action.income, action.coins, R_CHAMPIONS, "upgrade")
            self.hand[seat].remove(action.card)
            self.removed.append(action.card)
            nxt = self.champ_stack[seat].pop(0)
            self.discard[seat].append(nxt)
            events.append(_ev("champion_upgraded", rule=R_CHAMPIONS, seat=seat, card=action.card,
                                     new_card=nxt, level=self.cd[nxt].level))
        elif kind == "register":
            events += self._pay(seat, action.income, action.coins, R_LATE, "registration")
            self.hand[seat].remove(action.card)
            self.arena[seat].append(action.card)
            events.append(_ev("gladiator_registered", rule=R_LATE, seat=seat, card=action.card,
                                     name=self.names[action.card]))
        elif kind == "play":
            events += self._play(seat, action)
        elif kind == "use":
            events += self._use(seat, action)
        elif kind == "attack":
            g = action.gladiator
            self.attacked = True
            self.exhausted.add(g)
            events.append(_evs("attack_declared", R_ATTACK, (("gladiator", g), ("name", self.names[g]),
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
        cards = sorted(self.reserve[seat], key=_idkey)
        self.hand[seat].extend(cards)
        self.reserve[seat] = []
        events.append(_ev("reserve_bought_back", rule=R_RESERVE, seen_by=[seat], secret=["cards"],
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
            return [_evs("card_played", R_GLADIATOR, (("card", cid), ("name", card.name), ("seat", seat), ("to", "arena")))]
        if t == "patron":
            self.villa[seat].append(cid)
            return [_evs("card_played", R_PATRON, (("card", cid), ("name", card.name), ("seat", seat), ("to", "villa")))]
        if t == "boast":
            self.discard[seat].append(cid)
            return [_evs("card_played", R_BOAST, (("card", cid), ("name", card.name), ("seat", seat), ("to", "discard")))]
        rule = {"scheme": R_SCHEME, "tactic": R_TACTIC, "reaction": R_WINDOW}[t]
        events = [_ev("card_played", rule=rule, seat=seat, card=cid, name=card.name, to="discard",
                             **_target_fields(action))]
        if t == "tactic":
            self.tactic_used = True
        events += self._resolve(seat, cid, card.abilities[0], action, rule)
        self.discard[seat].append(cid)
        return events

    def _use(self, seat: int, action: Action) -> list[Event]:
        cid = action.card
        ab = self.cd[cid].abilities[action.index]
        rule = {"scheme": R_SCHEME, "tactic": R_TACTIC, "reaction": R_WINDOW, "free": R_ARENA_AB}[ab.kind]
        if self.cd[cid].type == "arena":
            rule = R_ARENA_AB
        events = [_ev("ability_used", rule=rule, seat=seat, card=cid, name=self.names[cid],
                             index=action.index, kind=ab.kind, **_target_fields(action))]
        if ab.kind == "tactic" and self.phase == "combat":
            self.tactic_used = True
        if ab.coin:
            events += self._pay(seat, action.income, action.coins, rule, "ability")
        if ab.exhaust:
            self.exhausted.add(cid)
            if self.cd[cid].type == "patron" and self.required(seat) > self.influence(seat):
                # the Influence is lost at once: the discards come before the effects (see "effects" frames)
                self.stack.append({"k": "effects", "seat": seat, "card": cid, "index": action.index,
                                   "rule": rule, "params": _target_fields(action)})
                self.stack.append({"k": "influence", "seat": seat})
                return events
        return events + self._resolve(seat, cid, ab, action, rule)

    def _window_action(self, f: dict, seat: int, action: Action) -> list[Event]:
        if action.kind == "pass":
            f["passes"] += 1
            f["seat"] = (seat + 1) % self.n
            return [_ev("reaction_passed", rule=R_WINDOW, seat=seat)]
        if action.kind == "use" and self.cd[action.card].abilities[action.index].kind == "free":
            return self._use(seat, action)  # a free action does not use up the seat's turn
        if action.kind == "use":
            f["used"].append(f"{action.card}:{action.index}")
        f["passes"] = 0
        f["seat"] = (seat + 1) % self.n
        if action.kind == "play":
            return self._play(seat, action)
        return self._use(seat, action)

    # ------------------------------------------------------------ effects
    def _resolve(self, seat: int, cid: str, ab: Ability, action: Action, rule: str) -> list[Event]:
        events = []
        target = action.get("target")
        for e in ab.effects:
            op = e.op
            if op == "draw":
                events += self._draw(seat, e.amount, rule)
            elif op == "gain_coin":
                self.coins[seat] += e.amount
                events.append(_ev("coin_gained", rule=rule, seat=seat, amount=e.amount))
            elif op == "deal_damage":
                events += self._deal(target, e.amount, rule, source=cid, by=seat)
            elif op == "place_blessing":
                self.blessings[target] = self.blessings.get(target, 0) + max(1, e.amount)
                events.append(_ev("blessing_placed", rule=R_BLESSINGS, seat=seat, gladiator=target,
                                         count=max(1, e.amount)))
            elif op == "remove_damage":
                have = self.damage.get(target, 0)
                k = min(have, e.amount)
                self._set(self.damage, target, have - k)
                events.append(_ev("damage_removed", rule=R_DAMAGE, gladiator=target, amount=k))
            elif op == "prevent_damage":
                have = self.assigned.get(target, 0)
                k = have if e.amount == 0 else min(have, e.amount)
                self._set(self.assigned, target, have - k)
                events.append(_ev("damage_prevented", rule=R_DAMAGE, gladiator=target, amount=k,
                                         source=cid))
            elif op == "reassign_damage":
                src, k = action.source, action.amount
                self._set(self.assigned, src, self.assigned.get(src, 0) - k)
                events.append(_ev("damage_reassigned", rule=R_DAMAGE, source=src, target=target,
                                         amount=k, card=cid))
                events += self._assign(target, k, R_DAMAGE)
            elif op == "ready_gladiator":
                self.exhausted.discard(target)
                events.append(_ev("gladiator_readied", rule=rule, gladiator=target))
            elif op == "exhaust_gladiator":
                self.exhausted.add(target)
                events.append(_ev("gladiator_exhausted", rule=rule, gladiator=target))
            elif op == "put_gladiator_from_hand":
                self.hand[seat].remove(target)
                self.arena[seat].append(target)
                events.append(_ev("card_played", rule=rule, seat=seat, card=target,
                                         name=self.names[target], to="arena"))
            elif op == "discard_supply":
                for d in SUPPLY_DECKS:
                    row = self.supply[d]["row"]
                    if target in row:
                        row[row.index(target)] = None
                        self.supply[d]["discard"].append(target)
                        events.append(_ev("supply_card_discarded", rule=rule, deck=d, card=target))
            elif op == "return_if_defeated":
                if self.phase == "combat" and target is not None:
                    self.watch.append([cid, target, seat, e.amount])
        return events

    @staticmethod
    def _set(table: dict, key: str, value: int) -> None:
        if value > 0:
            table[key] = value
        else:
            table.pop(key, None)

    def _assign(self, gid: str, amount: int, rule: str) -> list[Event]:
        """Assign Damage to a Gladiator; a Blessing on it is removed and prevents it all."""
        if amount <= 0 or self.owner_of_gladiator(gid) < 0:
            return []
        self.assigned[gid] = self.assigned.get(gid, 0) + amount
        events = [_evs("damage_assigned", rule, (("amount", amount), ("gladiator", gid)))]
        if self.blessings.get(gid, 0) > 0:
            self._set(self.blessings, gid, self.blessings[gid] - 1)
            events.append(_ev("blessing_removed", rule=R_BLESSINGS, gladiator=gid))
            events.append(_ev("damage_prevented", rule=R_BLESSINGS, gladiator=gid,
                                     amount=self.assigned.pop(gid), source="blessing"))
        return events

    def _deal(self, gid: str, amount: int, rule: str, source: str, by: int, attack: bool = False) -> list[Event]:
        """Deal Damage: assign it, and open a Reaction Window unless one on Damage is already open
        (then it joins the Damage assigned there and resolves with it). The window records what
        dealt the Damage (``source``, a card of seat ``by``; an Attack's Gladiator when ``attack``)
        and to whom, for the observation."""
        if not self.stack or self.stack[-1]["k"] != "window" or self.stack[-1]["trigger"] != "damage_assigned":
            window = self._window("damage_assigned", self.active, attacker=source if attack else None)
            window["by"], window["source"], window["target"], window["amount"] = by, source, gid, amount
            self.stack.append(window)
        else:
            self.stack[-1]["passes"] = 0
        return self._assign(gid, amount, rule)

    def _resolve_damage(self) -> list[Event]:
        events = []
        for gid in sorted(self.assigned, key=_idkey):
            amount = self.assigned[gid]
            if amount > 0 and self.owner_of_gladiator(gid) >= 0:
                self.damage[gid] = self.damage.get(gid, 0) + amount
                events.append(_evs("damage_resolved", R_DAMAGE, (("amount", amount), ("gladiator", gid),
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
        events = [_evs("gladiator_defeated", rule, (("gladiator", gid), ("name", self.names[gid]),
                                                     ("reason", reason), ("seat", seat))),
                  _evs("insurance_paid", R_INSURANCE, (("amount", 1), ("seat", seat)))]
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

    # ------------------------------------------------------------ advance
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
                    events.append(_evs("reaction_window_closed", R_WINDOW, (("trigger", f["trigger"]),)))
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
                        events += self._deal(targets[0], self.attack_of(f["attacker"]), R_ATTACK,
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
                        use = _mk("use", card=f["card"], index=f["index"], **params)
                        events += self._resolve(f["seat"], f["card"], ab, use, f["rule"])
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
                    events.append(_ev("champion_drafted", rule=R_CHAMPIONS, seat=seat, champion=champ))
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

    # ------------------------------------------------------------ turns
    def _start_turn(self, seat: int) -> list[Event]:
        self.phase = "machinations"
        self.active = seat
        self.turns += 1
        if len(self._memo) > _MEMO_TURN:
            # a new Hand: little of the memo is asked for again, and a small one is cheaper to keep
            self._memo.clear()
        readied = [c for c in self.villa[seat] if c in self.exhausted]
        for c in readied:
            self.exhausted.discard(c)
        return [_evs("turn_started", R_FLOW, (("round", self.round), ("seat", seat))),
                _evs("patrons_readied", R_READY, (("cards", tuple(readied)), ("seat", seat)))]

    def _end_turn(self, seat: int) -> list[Event]:
        if self.phase == "machinations":
            return self._end_machinations(seat)
        if self.phase == "late_registration":
            events = [_ev("registration_finished", rule=R_LATE, seat=seat)]
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
        events.append(_evs("hand_discarded", R_DISCARD_HAND, (("cards", tuple(cards)), ("seat", seat))))
        for d in SUPPLY_DECKS:
            pile = self.supply[d]
            for i in range(3):
                if pile["row"][i] is None:
                    if not pile["deck"] and pile["discard"]:
                        pile["deck"] = pile["discard"]
                        pile["discard"] = []
                        self.rng.shuffle(pile["deck"])
                        events.append(_evs("deck_shuffled", R_REFILL, (("count", len(pile["deck"])), ("supply", d))))
                    if pile["deck"]:
                        pile["row"][i] = pile["deck"].pop()
                        events.append(_evs("supply_refilled", R_REFILL, (("card", pile["row"][i]), ("deck", d),
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
        return [_ev("champion_token_taken", rule=R_CHECK, seat=seat, bloodlust=self.bloodlust(seat),
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
        return [_ev("arena_phase_started", rule=R_CHECK, round=self.round, crowds_favor=self.cf)]

    def _start_battle(self) -> list[Event]:
        self.phase = "combat"
        self.elim = []
        self.watch = []
        events = [_ev("battle_started", rule=R_LATE, round=self.round)]
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
        return [_ev("initiative_determined", rule=R_INITIATIVE, seat=winner,
                           totals=[totals.get(s, 0) for s in range(self.n)])]

    def _begin_combat_turn(self, seat: int) -> None:
        self.active = seat
        self.attacked = False
        self.tactic_used = False
        self.watch = []

    def _end_combat_turn(self, seat: int) -> list[Event]:
        events = [_evs("combat_turn_ended", R_COMBAT, (("seat", seat),))]
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
        events.append(_ev("gladiators_readied", rule=R_REDETERMINE, round=self.round))
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
        events = [_ev("battle_ended", rule=R_END if alive else R_DRAW_BATTLE, winner=winner,
                             placings=placings, round=self.round)]
        if self.round >= self.rounds:
            self.phase = "over"
            self.winner = winner
            self.placings = placings
            return events + [_ev("game_over", rule=R_WIN, winner=winner, placings=placings)]
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
            events.append(_ev("rewards_taken", rule=R_RESOLUTION, seat=seat, place=place + 1,
                                     arenas=taken, boast=boast, crowds_favor=favor))
        # return Gladiators, refill hands, back to the Machinations Phase
        for seat in range(self.n):
            for g in list(self.arena[seat]):
                self.arena[seat].remove(g)
                self.discard[seat].append(g)
                for table in (self.damage, self.blessings):
                    table.pop(g, None)
                self.exhausted.discard(g)
        events.append(_ev("gladiators_returned", rule=R_RESOLUTION, seat=winner))
        for seat in range(self.n):
            need = HAND_SIZE - len(self.hand[seat])
            if need > 0:
                events += self._draw(seat, need, R_RESOLUTION)
        self.tokens = [0] * self.n
        self.tokens_left = 2
        self.round += 1
        self.elim = []
        events.append(_ev("round_started", rule=R_RETURN, round=self.round))
        return events + self._start_turn((self.trigger_seat + 1) % self.n)

    # ------------------------------------------------------------ result
    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        scores = tuple(float(sum(1 for c in self.villa[s] if self.cd[c].type == "arena")) for s in range(self.n))
        return Result(self.winner, tuple(self.placings), scores)

    # ------------------------------------------------------------ views
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

    # ------------------------------------------------------------ persistence
    _LISTS = ("deck", "hand", "discard", "reserve", "villa", "arena", "champ_stack")

    def _payload(self) -> dict[str, Any]:
        return {
            "n": self.n, "names": self.names, "next_id": self.next_id,
            **{k: [list(x) for x in getattr(self, k)] for k in self._LISTS},
            "removed": list(self.removed),
            "supply": {d: {"deck": list(p["deck"]), "row": list(p["row"]), "discard": list(p["discard"])}
                       for d, p in self.supply.items()},
            "arena_deck": list(self.arena_deck), "boasts": list(self.boasts),
            "coins": list(self.coins), "tokens": list(self.tokens), "tokens_left": self.tokens_left,
            "cf": self.cf, "exhausted": sorted(self.exhausted, key=_idkey),
            "damage": dict(self.damage), "assigned": dict(self.assigned), "blessings": dict(self.blessings),
            "round": self.round, "rounds": self.rounds, "phase": self.phase, "active": self.active,
            "turns": self.turns, "attacked": self.attacked, "tactic_used": self.tactic_used,
            "late_order": list(self.late_order), "late_pos": self.late_pos, "initiative": self.initiative,
            "stack": [_copy_frame(f) for f in self.stack], "elim": [list(g) for g in self.elim],
            "watch": [list(w) for w in self.watch], "draft_order": list(self.draft_order),
            "draft_pool": list(self.draft_pool), "trigger_seat": self.trigger_seat,
            "winner": self.winner, "placings": list(self.placings),
        }

    def _load_payload(self, p: dict[str, Any]) -> None:
        self.n = p["n"]
        self.names = dict(p["names"])
        self.cd = {c: CONTENT.cards[n] for c, n in self.names.items()}
        self._legal = None
        self._memo = {}
        self._abilities = {}
        self.next_id = p["next_id"]
        for k in self._LISTS:
            setattr(self, k, [list(x) for x in p[k]])
        self.removed = list(p["removed"])
        self.supply = {d: {"deck": list(q["deck"]), "row": list(q["row"]), "discard": list(q["discard"])}
                       for d, q in p["supply"].items()}
        self.arena_deck = list(p["arena_deck"])
        self.boasts = list(p["boasts"])
        self.coins = list(p["coins"])
        self.tokens = list(p["tokens"])
        self.tokens_left = p["tokens_left"]
        self.cf = p["cf"]
        self.exhausted = set(p["exhausted"])
        self.damage = dict(p["damage"])
        self.assigned = dict(p["assigned"])
        self.blessings = dict(p["blessings"])
        self.round, self.rounds, self.phase, self.active = p["round"], p["rounds"], p["phase"], p["active"]
        self.turns, self.attacked, self.tactic_used = p["turns"], p["attacked"], p["tactic_used"]
        self.late_order, self.late_pos = list(p["late_order"]), p["late_pos"]
        self.initiative = p["initiative"]
        self.stack = [_copy_frame(f) for f in p["stack"]]
        self.elim = [list(g) for g in p["elim"]]
        self.watch = [list(w) for w in p["watch"]]
        self.draft_order = list(p["draft_order"])
        self.draft_pool = list(p["draft_pool"])
        self.trigger_seat = p["trigger_seat"]
        self.winner = p["winner"]
        self.placings = list(p["placings"])

    def clone(self) -> ForGloryState:
        new = ForGloryState.__new__(ForGloryState)
        new.config, new.seed, new.rng, new.decisions_made = self.config, self.seed, self.rng.copy(), self.decisions_made
        new.n = self.n
        new.names = self.names  # never changes after cards are made (shared, read-only)
        new.cd = self.cd
        new._legal = self._legal
        # keyed by card ids, whose cards never change: safe to share with the copy
        new._memo = self._memo
        new._abilities = self._abilities  # checked against the Villa and Arena on use
        new.next_id = self.next_id
        for k in self._LISTS:
            setattr(new, k, [list(x) for x in getattr(self, k)])
        new.removed = list(self.removed)
        new.supply = {d: {"deck": list(q["deck"]), "row": list(q["row"]), "discard": list(q["discard"])}
                      for d, q in self.supply.items()}
        new.arena_deck = list(self.arena_deck)
        new.boasts = list(self.boasts)
        new.coins = list(self.coins)
        new.tokens = list(self.tokens)
        new.tokens_left = self.tokens_left
        new.cf = self.cf
        new.exhausted = set(self.exhausted)
        new.damage = dict(self.damage)
        new.assigned = dict(self.assigned)
        new.blessings = dict(self.blessings)
        new.round, new.rounds, new.phase, new.active = self.round, self.rounds, self.phase, self.active
        new.turns, new.attacked, new.tactic_used = self.turns, self.attacked, self.tactic_used
        new.late_order, new.late_pos = list(self.late_order), self.late_pos
        new.initiative = self.initiative
        new.stack = [_copy_frame(f) for f in self.stack]
        new.elim = [list(g) for g in self.elim]
        new.watch = [list(w) for w in self.watch]
        new.draft_order = list(self.draft_order)
        new.draft_pool = list(self.draft_pool)
        new.trigger_seat = self.trigger_seat
        new.winner = self.winner
        new.placings = list(self.placings)
        return new

    # ------------------------------------------------------------ invariants (tests use these)
    def zones(self) -> dict[str, list[str]]:
        """Every pile of cards by name (for the 'nothing created or lost' check)."""
        out: dict[str, list[str]] = {}
        for s in range(self.n):
            for k in self._LISTS:
                out[f"{k}{s}"] = list(getattr(self, k)[s])
        out["removed"] = list(self.removed)
        for d, p in self.supply.items():
            out[f"{d}_deck"] = list(p["deck"])
            out[f"{d}_row"] = [c for c in p["row"] if c]
            out[f"{d}_discard"] = list(p["discard"])
        out["arena_deck"] = list(self.arena_deck)
        out["boasts"] = list(self.boasts)
        return out


def _ev(type: str, rule: str = "", seen_by=None, secret=(), **params) -> Event:
    """Event.make without the recursive freezing pass (values here are flat: lists of ids at most)."""
    items = sorted(params.items())
    for i, (k, v) in enumerate(items):
        if v.__class__ is list:
            items[i] = (k, tuple(v))
    return _evs(type, rule, tuple(items), None if seen_by is None else tuple(sorted(seen_by)), tuple(secret))


# Hot paths build their parameters already in canonical order, so they use the
# contract's trusted constructors (tests check these equal what Action.make / Event.make give).
_action = Action.canonical
_event = Event.canonical


def _evs(type: str, rule: str, items: tuple, seen_by: tuple | None = None, secret: tuple = ()) -> Event:
    """An event from parameters already sorted by name (lists already tuples, ``seen_by`` sorted)."""
    return _event(type, items, rule, seen_by, secret)


_END_TURN = Action("end_turn")
_PASS = Action("pass")
_DECLINE = Action("decline")
_TAKE_TOKEN = Action("take_token")


class _ActionsById(dict):
    """Card id -> the one-parameter action naming it (made on first use). Such an action
    depends on the id alone, so every game and every copy of a state can share it."""

    def __init__(self, kind: str, param: str):
        super().__init__()
        self.kind, self.param = kind, param

    def __missing__(self, cid: str) -> Action:
        action = self[cid] = Action(self.kind, ((self.param, cid),))
        return action


_PLAY = _ActionsById("play", "card")
_RESERVE = _ActionsById("reserve", "card")
_ATTACK = _ActionsById("attack", "gladiator")
_STRIKE = _ActionsById("strike", "target")
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


class _UseActions(dict):
    """(card id, ability index) -> the 'use' action with no target or payment."""

    def __missing__(self, key: tuple) -> Action:
        action = self[key] = Action("use", (("card", key[0]), ("index", key[1])))
        return action


_USE = _UseActions()
#: (card id, [ability index,] target) -> the targeted 'use' / 'play' action (shared like the ones above)
_TARGETED: dict[tuple, Action] = {}


def _use_action(cid: str, index: int, v: dict) -> Action:
    """``_mk("use", card=cid, index=index, **v)``, shared when ``v`` is empty or a target alone."""
    if not v:
        return _USE[cid, index]
    if len(v) == 1 and "target" in v:
        key = (cid, index, v["target"])
        action = _TARGETED.get(key)
        if action is None:
            if len(_TARGETED) > _MEMO_LIMIT:
                _TARGETED.clear()
            action = _TARGETED[key] = Action("use", (("card", cid), ("index", index), ("target", v["target"])))
        return action
    if len(v) == 3 and "target" in v and "coins" in v and "income" in v:
        # a target and a payment: the names in order, as _mk would sort them
        return _action("use", (("card", cid), ("coins", v["coins"]), ("income", v["income"]), ("index", index),
                               ("target", v["target"])))
    return _mk("use", card=cid, index=index, **v)


def _play_action(cid: str, v: dict) -> Action:
    """``_mk("play", card=cid, **v)``, shared when ``v`` is empty or a target alone."""
    if not v:
        return _PLAY[cid]
    if len(v) == 1 and "target" in v:
        key = (cid, v["target"])
        action = _TARGETED.get(key)
        if action is None:
            if len(_TARGETED) > _MEMO_LIMIT:
                _TARGETED.clear()
            action = _TARGETED[key] = Action("play", (("card", cid), ("target", v["target"])))
        return action
    if len(v) == 3 and "target" in v and "coins" in v and "income" in v:
        return _action("play", (("card", cid), ("coins", v["coins"]), ("income", v["income"]),
                                ("target", v["target"])))
    return _mk("play", card=cid, **v)
#: the one target choice of an ability that takes no target (shared: never changed)
_NO_TARGET = [{}]


def _mk(kind: str, **params) -> Action:
    """Action.make without the freezing pass: every value here is already a str, int or tuple."""
    return _action(kind, tuple(sorted(params.items())))


class _IdNumbers(dict):
    """Card id -> its number ("c17" -> 17), filled on first use; ``_idkey`` is its
    ``__getitem__``, a builtin, so sorting by id costs no Python call per card."""

    def __missing__(self, cid: str) -> int:
        value = self[cid] = int(cid[1:])
        return value


_idkey = _IdNumbers().__getitem__


def _first_idkey(pair: tuple) -> int:
    """``_idkey`` of a pair's first item (ids are unique, so pairs sort as their ids)."""
    return _idkey(pair[0])


def _copy_frame(f: dict) -> dict:
    g = dict(f)
    if "used" in g:
        g["used"] = list(g["used"])
    return g


def _target_fields(action: Action) -> dict:
    fields = dict(action.params)
    return {k: fields[k] for k in ("target", "source", "amount") if fields.get(k) is not None}
