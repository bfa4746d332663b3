"""Legal actions for For Glory: what the deciding seat may do now, and the memos that
keep that quick.

Each frame's ``candidates`` (``frames``) calls these. The lists depend
on a few things that change rarely, so they are memoised: a Hand's Income cards
(``payments.HandIncome``), the Buy and buy-back actions for a Hand, Coin Tokens and Supply
rows, and each seat's in-play abilities and Villa terms (``seat_entry.SeatEntry``). Actions that
depend on card ids alone are made once and shared by every state.
"""
from __future__ import annotations

from ..core import Action
from .common import MEMO_LIMIT, idkey, make_action, mk
from .content import SUPPLY_DECKS, Ability
from .payments import FREE, HandIncome, hand_income, plans_for
from .payments import payments as ways_to_pay
from .seat_entry import SeatEntry, arena_step, new_entry

#: a named tuple made from its fields at once (its own ``__new__`` is a Python call)
_tuple_new = tuple.__new__
_new = object.__new__


def _less_one(before: tuple, info: HandIncome, hand: tuple) -> HandIncome | None:
    """``hand_income(hand)`` when ``hand`` is the Hand ``before`` (whose ``HandIncome`` is
    ``info``) less one card that is not Income: the same Income, that card left out of the
    others (still in id order). None otherwise."""
    if len(hand) + 1 != len(before):
        return None
    gone = set(before).difference(hand)
    if len(gone) != 1:
        return None
    (cid,) = gone
    others = info.others
    if cid not in others:
        return None
    i = others.index(cid)
    return _tuple_new(HandIncome, (info.held, info.total, info.key, others[:i] + others[i + 1:],
                                   info.cards[:i] + info.cards[i + 1:]))


class LegalActions:
    """The legal-action part of ``ForGloryState``."""

    def _income_info(self, seat: int) -> HandIncome:
        """The seat's ``HandIncome``, memoised by the Hand's content. A Hand new to the memo
        that is the seat's last one less one card that is not Income (a card played or
        Reserved) is worked out from that one (``memo[seat]``: the seat's last Hand and its
        ``HandIncome``)."""
        hand = tuple(self.hand[seat])
        memo = self._memo
        info = memo.get(hand)
        if info is None:
            if len(memo) > MEMO_LIMIT:
                memo.clear()
            last = memo.get(seat)
            info = None if last is None else _less_one(last[0], last[1], hand)
            if info is None:
                info = hand_income(hand, self.cd, idkey)
            memo[hand] = info
            memo[seat] = (hand, info)
        return info

    def _seat_entry(self, seat: int) -> SeatEntry:
        """The seat's ``SeatEntry``, memoised per seat (in ``_abilities``, kept from turn to
        turn and shared with copies) and checked against copies of its Villa and Arena. A Villa
        and Arena new to the seat are looked up by content in ``_memo`` (which a new turn may
        empty): a search's playouts from one position meet the same ones again and again. Only
        one met a second time is kept there (the first time its content alone is noted): a random
        game meets few again (7% in seeded games), and each entry kept for the game is some twenty
        objects that the garbage collector goes through again and again. An Arena that gained or
        lost one Gladiator is worked out from the seat's last entry (``arena_step``)."""
        villa, arena = self.villa[seat], self.arena[seat]
        memo = self._abilities
        entry = memo.get(seat)
        if entry is None or entry.arena != arena or entry.villa != villa:
            key = ("entry", tuple(villa), tuple(arena))
            entry = self._memo.get(key)
            if not entry:  # None: new; False: met once before, now kept (see above)
                made = arena_step(memo.get(seat), villa, arena, self.cd) or new_entry(villa, arena, self.cd)
                self._memo[key] = made if entry is False else False
                entry = made
            memo[seat] = entry
        return entry

    def _villa(self, entry: SeatEntry) -> tuple[int, bool]:
        """(Influence, may Reserve Gladiators) of the seat of ``entry`` now: ``villa_summary``
        of its plan, worked out from its Exhausted Patrons alone (a Villa holds many cards)."""
        exhausted = self.exhausted
        if entry.tiring.isdisjoint(exhausted):
            return entry.rested  # (no new set made: most turns no Patron is Exhausted)
        tired = entry.tiring.intersection(exhausted)
        total = entry.rested[0]
        gives = entry.gives
        for cid in tired:
            total -= gives[cid]
        return total, entry.reserves or not entry.reservers <= tired

    def payments(self, seat: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
        """Every legal way to pay ``cost``: (Income card ids, Coin Tokens).

        Income cards of one value are interchangeable, so the ways to pay depend only on
        the cost, the Coin Tokens and how many Income cards of each value are in hand;
        those shapes are memoised and the lowest ids of each value fill them in."""
        return list(self._pays(seat, cost))

    def _pays(self, seat: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
        """``payments`` without the copy (callers must not change the list: it may be shared)."""
        if cost <= 0:
            return FREE
        return ways_to_pay(self._income_info(seat), self.coins[seat], cost)

    def can_pay(self, seat: int, cost: int) -> bool:
        if cost <= self.coins[seat]:
            return True
        return cost <= self.coins[seat] + sum(self.cd[c].value for c in self.hand[seat]
                                              if self.cd[c].type == "income")

    def _targets(self, seat: int, ab: Ability, self_id: str) -> list[dict]:
        """Every target choice for an ability (``[{}]`` when it takes none; [] when unusable)."""
        if ab.selector is None:
            return _NO_TARGET
        if "reassign_damage" in ab.ops:
            return self._damage_moves(seat, ab)
        return [{"target": g} for g in self._target_ids(seat, ab, self_id)]

    def _pool(self, seat: int, kind: str) -> list[str]:
        """The Gladiators a selector of ``kind`` may name (a new list)."""
        if kind == "your_gladiator":
            return list(self.arena[seat])
        if kind == "opposing_gladiator":
            return [g for s in range(self.n) if s != seat for g in self.arena[s]]
        return self.all_gladiators()

    def _target_ids(self, seat: int, ab: Ability, self_id: str) -> list[str]:
        """The targets of an ability that names one card (a selector, and no Damage moved):
        [] when there is none."""
        kind = ab.selector
        if kind == "supply":
            return [c for d in SUPPLY_DECKS for c in self.supply[d]["row"] if c]
        if kind == "hand_gladiator":
            return [c for c in sorted(self.hand[seat], key=idkey)
                    if c != self_id and self.cd[c].type == "gladiator" and self.can_field(seat, c)]
        pool = self._pool(seat, kind)
        ops = ab.ops
        if "prevent_damage" in ops:
            pool = [g for g in pool if self.assigned.get(g, 0) > 0]
        if "remove_damage" in ops:
            pool = [g for g in pool if self.damage.get(g, 0) > 0]
        if "ready_gladiator" in ops:
            pool = [g for g in pool if g in self.exhausted]
        if "exhaust_gladiator" in ops:
            pool = [g for g in pool if g not in self.exhausted]
        return pool

    def _damage_moves(self, seat: int, ab: Ability) -> list[dict]:
        """The choices of an ability that moves assigned Damage: source, target and amount."""
        amount = next(e.amount for e in ab.effects if e.op == "reassign_damage")
        out = []
        everyone = None
        for src in self._pool(seat, ab.selector):
            most = min(amount, self.assigned.get(src, 0))
            if most <= 0:
                continue  # no Damage assigned to it: none to move
            if everyone is None:
                everyone = self.all_gladiators()
            for dst in everyone:
                if dst != src:
                    for k in range(1, most + 1):
                        out.append({"source": src, "target": dst, "amount": k})
        return out

    def _ability_actions(self, seat: int, cid: str, index: int | None, ab: Ability, in_play: bool,
                         out: list[Action]) -> None:
        """Append the actions that use ability ``index`` of the seat's in-play card ``cid``
        (``index`` None: that play card ``cid`` from the Hand, ``ab`` its ability): each target
        choice, each with each way to pay the ability's Coin. None when it cannot be used (an
        Exhausted card's Exhaust ability, no target, no payment)."""
        if in_play and ab.exhaust and cid in self.exhausted:
            return
        if ab.coin:
            pays = self._pays(seat, ab.coin)
            if not pays:
                return  # no way to pay its Coin: its targets are not looked for
        if ab.selector is None:
            ids = _NO_TARGET_ID
        elif "reassign_damage" in ab.ops:
            kind, named = ("play", {"card": cid}) if index is None else ("use", {"card": cid, "index": index})
            moves = self._damage_moves(seat, ab)
            if ab.coin:
                out += [mk(kind, **named, **t, income=inc, coins=k) for t in moves for inc, k in pays]
            else:
                out += [mk(kind, **named, **t) for t in moves]
            return
        else:
            ids = self._target_ids(seat, ab, cid)
            if not ids:
                return
        if ab.coin:
            for g in ids:
                for inc, k in pays:
                    out.append(_paid_action(cid, index, g, inc, k))
        elif ids is _NO_TARGET_ID:
            out.append(_PLAY[cid] if index is None else _USE[cid, index])
        elif index is None:  # (``_targeted``'s memo read in place: a call only for an action new to it)
            for g in ids:
                action = _TARGETED.get((cid, g))
                out.append(_targeted(cid, None, g) if action is None else action)
        else:
            for g in ids:
                action = _TARGETED.get((cid, index, g))
                out.append(_targeted(cid, index, g) if action is None else action)

    def _in_play_abilities(self, seat: int, kind: str, table: dict | None = None) -> list | tuple:
        """(card id, index, ability) for the seat's in-play cards with abilities of ``kind``
        (``table``: ``_seat_entry(seat).table`` when the caller has it). Only the
        exhausted-Patron test (exhausted Patrons are blank) is made each time."""
        found = (self._seat_entry(seat).table if table is None else table).get(kind)
        if found is None:
            return ()
        found, plain, patrons = found  # an AbilityGroup
        exhausted = self.exhausted
        if patrons.isdisjoint(exhausted):
            return plain  # no Exhausted Patron among them: nothing to filter (callers only iterate)
        return [(cid, i, ab) for cid, i, ab, patron in found if not (patron and cid in exhausted)]

    def _pay_actions(self, kind: str, seat: int, cost: int, **params) -> list[Action]:
        return [mk(kind, **params, income=inc, coins=k) for inc, k in self._pays(seat, cost)]

    def _extras(self, seat: int, info: tuple | None = None, table: dict | None = None) -> list[Action]:
        """What a seat may do whenever it is choosing: buy back its Reserve, free actions
        (``info``, ``table``: the seat's ``_income_info`` and ``_seat_entry(seat).table`` when the
        caller has them)."""
        out = []
        if self.reserve[seat]:
            cost = len(self.reserve[seat])
            if info is None:
                info = self._income_info(seat)
            coins = self.coins[seat]
            if coins + info.total >= cost:  # (else no way to pay: nothing looked up or kept)
                key = ("buyback", info.key, coins, cost)
                acts = self._memo.get(key)
                if acts is None:
                    acts = self._memo[key] = [make_action("buyback", (("coins", k), ("income", inc)))
                                              for inc, k in ways_to_pay(info, coins, cost)]
                out += acts
        if table is None:
            table = self._seat_entry(seat).table
        if "free" in table:
            out += self._free_uses(seat, table)
        return out

    def _free_uses(self, seat: int, table: dict | None = None) -> list[Action]:
        """The seat's free actions usable now (Arena abilities usable any time)."""
        if table is None:
            table = self._seat_entry(seat).table
        if "free" not in table:
            return []
        out = []
        for cid, i, ab in self._in_play_abilities(seat, "free", table):
            self._ability_actions(seat, cid, i, ab, True, out)
        return out

    def _late_actions(self, seat: int) -> list[Action]:
        out = []
        cost = self.late_cost(seat)
        for cid in sorted(self.hand[seat], key=idkey):
            if self.cd[cid].type == "gladiator" and self.can_field(seat, cid):
                out += self._pay_actions("register", seat, cost, card=cid)
        out += self._extras(seat)
        out.append(_END_TURN)
        return out

    def _buy_list(self, info: HandIncome, coins: int, rows: tuple) -> list[Action]:
        """The Buy actions of a Hand's Income ``info`` and ``coins`` Coin Tokens for the cards of
        the Supply ``rows``, in row order, each card with each way to pay its cost. Each action is
        one object for every list that holds it (in ``_buys``: card id -> (Income, Coin Tokens)
        -> action, shared with copies), so what is worked out about an action once (its check,
        the policy's payment terms) is not worked out again. That pays across copies of a
        position (a search's playouts meet the same Buys again and again), so ``_buys`` is kept
        from a state's first ``clone`` on (None before: a game played on without copies, as a
        random game, meets few Buys twice, 17% in seeded games, and each kept one is objects the
        garbage collector goes through again and again). Its parameters are made of shared
        (name, value) pairs: a kept action is few objects."""
        budget = coins + info.total
        key, held = info.key, info.held
        made = self._buys
        out: list[Action] = []
        by_cost: dict[int, list] = {}
        cd = self.cd
        for cid in rows:
            if cid is None:
                continue
            cost = cd[cid].cost
            if cost > budget:
                continue
            pays = by_cost.get(cost)
            if pays is None:  # ``payments.payments`` made in place (a plan names its Income as a
                # slice or an itemgetter of the Income ids), once per cost
                pays = by_cost[cost] = [(key[part] if part.__class__ is slice else part(key), tokens)
                                        for part, tokens in plans_for(held, coins, cost)] if cost > 0 else FREE
            card = _CARD_PAIRS[cid]
            if made is None:  # no copy made yet: this list's Buys are kept nowhere
                bought = {}
            else:
                bought = made.get(cid)
                if bought is None or len(bought) > _BUYS_PER_CARD:
                    bought = made[cid] = {}
            for pay in pays:
                action = bought.get(pay)
                if action is None:  # ``Action.canonical`` without the call (most Buys in a random game are new)
                    income, k = pay
                    action = bought[pay] = _new(Action)
                    d = action.__dict__
                    d["kind"], d["params"], d["secret_params"], d["chooser"] = \
                        "buy", (card, _COINS_PAIRS[k], _INCOME_PAIRS[income]), (), None
                out.append(action)
        return out

    def _machination_actions(self, seat: int) -> list[Action]:
        cd = self.cd
        info = self._income_info(seat)
        coins = self.coins[seat]
        budget = coins + info.total
        supply = self.supply
        rows = (*supply["economy"]["row"], *supply["gladiator"]["row"], *supply["training"]["row"])
        # the Buy actions depend only on the Income cards, the Coin Tokens and the rows
        memo = self._memo
        bkey = ("buy", info.key, coins, rows)
        buys = memo.get(bkey)
        if buys is None:
            buys = memo[bkey] = self._buy_list(info, coins, rows)
        out = list(buys)
        entry = self._seat_entry(seat)
        table = entry.table
        have, reserve_glads = self._villa(entry)
        spare = have - entry.required
        champ_stack = self.champ_stack[seat]
        for cid, card in zip(info.others, info.cards, strict=True):
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
                self._ability_actions(seat, cid, None, card.abilities[0], False, out)
            elif t in ("tactic", "reaction"):
                out.append(_RESERVE[cid])
        if "scheme" in table:
            for cid, i, ab in self._in_play_abilities(seat, "scheme", table):
                self._ability_actions(seat, cid, i, ab, True, out)
        if self.reserve[seat] or "free" in table:
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
        table = self._seat_entry(seat).table
        if not self.tactic_used and "tactic" in table:
            for cid, i, ab in self._in_play_abilities(seat, "tactic", table):
                self._ability_actions(seat, cid, i, ab, True, out)
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
            cards.sort(key=idkey)
        for cid in cards:
            self._ability_actions(seat, cid, None, cd[cid].abilities[0], False, out)

    def _reactions(self, seat: int, f, table: dict | None = None) -> list[Action]:
        """The seat's Reactions that answer window ``f``: from its Hand, then its in-play cards
        (``table``: ``_seat_entry(seat).table`` when the caller has it)."""
        trig = f.trigger
        out: list[Action] = []
        cd = self.cd
        for c in self.hand[seat]:
            if cd[c].type == "reaction":
                self._hand_plays(seat, "reaction", trig, out)
                break
        if table is None:
            table = self._seat_entry(seat).table
        if "reaction" not in table:
            return out
        for cid, i, ab in self._in_play_abilities(seat, "reaction", table):
            if f.used and f"{cid}:{i}" in f.used:
                continue
            if ab.trigger == trig or (ab.trigger == "attacks_self" and trig == "attacks"
                                      and cid == f.attacker):
                self._ability_actions(seat, cid, i, ab, True, out)
        return out

    def _window_actions(self, f) -> list[Action]:
        """A Reaction Window's choices (``f``: the ``frames.Window``): asked whenever the seat
        has anything but a pass: a Reaction, a buy-back, a free action. (Every seat in turn is
        asked, most with none of these: the seat's ability table is looked up once.)"""
        seat = f.seat
        table = self._seat_entry(seat).table
        info = None
        if "reaction" not in table and "free" not in table:
            cd = self.cd
            for c in self.hand[seat]:
                if cd[c].type == "reaction":
                    break
            else:  # no Reaction in Hand or in play, no free action: a buy-back is all there may be
                reserve = self.reserve[seat]
                if not reserve:
                    return []  # no Reserve either: only a pass
                info = self._income_info(seat)
                if len(reserve) > self.coins[seat] + info.total:
                    return []  # a buy-back the seat cannot pay for: only a pass
        out = self._reactions(seat, f, table)
        reserve = self.reserve[seat]
        if reserve:
            if info is None:
                info = self._income_info(seat)
            if len(reserve) > self.coins[seat] + info.total:
                reserve = None  # a buy-back the seat cannot pay for: none listed, alone or with a play
        out += self._extras(seat, info, table)
        if reserve:
            out += self._buyback_plays(seat, f)
        if out:
            out.append(_PASS)
        return out

    def strike_action(self, g: str) -> Action:
        return _STRIKE[g]

    def _buyback_plays(self, seat: int, f) -> list[Action]:
        """Buying the Reserve back and playing one of its Reactions as one action: each
        Reaction there that answers the window, with each of its targets and each payment
        of the buy-back (Reactions with a Coin cost of their own are left to two steps)."""
        reserve, cd, trigger = self.reserve[seat], self.cd, f.trigger
        answers = [cid for cid in reserve if cd[cid].type == "reaction"
                   and cd[cid].abilities[0].trigger == trigger and not cd[cid].abilities[0].coin]
        if not answers:
            return []  # (asked for every seat in every window: the ways to pay only when needed)
        pays = self._pays(seat, len(reserve))
        if not pays:
            return []
        if len(answers) > 1:
            answers.sort(key=idkey)
        out = []
        for cid in answers:
            ab = cd[cid].abilities[0]
            for target in self._targets(seat, ab, cid):
                out += [mk("buyback_play", card=cid, income=inc, coins=k, **target) for inc, k in pays]
        return out

    def _attack_targets(self, seat: int) -> list[str]:
        return [g for s in range(self.n) if s != seat for g in self.arena[s]]

    def _influence_candidates(self, seat: int) -> list[str]:
        return [g for g in self.arena[seat] if self.cd[g].influence > 0]


class _Pairs(dict):
    """value -> the (name, value) parameter pair that names it, one object shared by every
    action that holds it (made on first use; at most ``MEMO_LIMIT`` kept)."""

    def __init__(self, name: str):
        super().__init__()
        self.name = name

    def __missing__(self, value) -> tuple:
        if len(self) > MEMO_LIMIT:
            self.clear()
        pair = self[value] = (self.name, value)
        return pair


_CARD_PAIRS, _COINS_PAIRS, _INCOME_PAIRS = _Pairs("card"), _Pairs("coins"), _Pairs("income")
#: the Buy actions of one card a game keeps at most (``_buys``)
_BUYS_PER_CARD = 400

_END_TURN = Action("end_turn")
_PASS = Action("pass")


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


class _UseActions(dict):
    """(card id, ability index) -> the 'use' action with no target or payment."""

    def __missing__(self, key: tuple) -> Action:
        action = self[key] = Action("use", (("card", key[0]), ("index", key[1])))
        return action


_USE = _UseActions()
#: (card id, [ability index,] target) -> the targeted 'use' / 'play' action (shared like the ones above)
_TARGETED: dict[tuple, Action] = {}
#: the one target choice of an ability that takes no target (shared: never changed), and its
#: one target id, none
_NO_TARGET = [{}]
_NO_TARGET_ID = (None,)


def _targeted(cid: str, index: int | None, target: str) -> Action:
    """The 'use' of ability ``index`` of ``cid`` (None: the 'play' of ``cid``) on ``target``,
    with no payment: shared, like the actions above."""
    key = (cid, target) if index is None else (cid, index, target)
    action = _TARGETED.get(key)
    if action is None:
        if len(_TARGETED) > MEMO_LIMIT:
            _TARGETED.clear()
        if index is None:
            action = Action("play", (("card", cid), ("target", target)))
        else:
            action = Action("use", (("card", cid), ("index", index), ("target", target)))
        _TARGETED[key] = action
    return action


def _paid_action(cid: str, index: int | None, target: str | None, income: tuple, coins: int) -> Action:
    """``mk`` of the 'use' of ability ``index`` of ``cid`` (None: the 'play' of ``cid``) on
    ``target`` (None: no target), paid with ``income`` and ``coins``: the names in order
    (``Action.canonical`` without the call: one is made for every way to pay, at every listing)."""
    if index is None:
        kind = "play"
        params = (("card", cid), ("coins", coins), ("income", income)) if target is None else \
            (("card", cid), ("coins", coins), ("income", income), ("target", target))
    else:
        kind = "use"
        params = (("card", cid), ("coins", coins), ("income", income), ("index", index)) if target is None else \
            (("card", cid), ("coins", coins), ("income", income), ("index", index), ("target", target))
    action = _new(Action)
    d = action.__dict__
    d["kind"], d["params"], d["secret_params"], d["chooser"] = kind, params, (), None
    return action
