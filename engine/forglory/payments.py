"""Paying Coin (rulebook "Action: Buy", "Income Cards", "Coin Tokens"): pure functions.

A Coin-costing action names the exact Income cards and the number of Coin Tokens it
spends (docs/rulings.md, For Glory ruling 1). It is legal when it covers the cost and
nothing in it could be left out: no change is ever due and an Income card is never spent
on nothing. Income cards of one value are interchangeable, so the ways to pay depend only
on the cost, the Coin Tokens and how many Income cards of each value are held: those
*shapes* are memoised, and the lowest ids of each value fill them in.
"""
from __future__ import annotations

from itertools import compress, product
from operator import itemgetter, mul
from typing import NamedTuple

from ..i18n import game_words

_, ngettext, pgettext = game_words("forglory")

#: payment shapes by (cost, coins, ((value, count), ...)), normalised (see ``pay_plans``)
_PAY_SHAPES: dict[tuple, tuple] = {}
#: payment plans by (cost, coins, ((value, count), ...)): see ``pay_plans``
_PAY_PLANS: dict[tuple, tuple] = {}
_CACHE_LIMIT = 50000
#: the one way to pay nothing (shared: callers never change it)
FREE: list = [((), 0)]
#: a named tuple made from its fields at once (its own ``__new__`` is a Python call)
_tuple_new = tuple.__new__


class HandIncome(NamedTuple):
    """The Income cards of a Hand (see ``hand_income``). Memos keep one for each Hand asked
    about, so it is made of few objects (each object a move leaves alive brings the garbage
    collector's next pass closer): the (value, count) pairs are shared, and the Hand's other
    cards are two tuples rather than a tuple of pairs."""
    held: tuple           #: ((value, count), ...) by value
    total: int            #: total value of the Income cards
    key: tuple            #: the Income ids, by value then id (plans slice this)
    others: tuple         #: the ids of the Hand's other cards, in id order
    cards: tuple          #: their CardDefs, in the same order


#: every ``HandIncome.held`` made, shared (there are few: values 1 to 3, counts to a Hand's size)
_HELD: dict[tuple, tuple] = {}


def hand_income(hand: tuple, cd: dict, idkey) -> HandIncome:
    """The Hand's ``HandIncome`` (``cd``: card id -> CardDef; ``idkey``: id sort key). The Hand
    is put in id order first (one sort, a builtin key), so every value's Income ids and the
    other cards come out in id order as they are filled."""
    groups: dict[int, list[str]] = {}
    others = []
    cards = []
    for c in sorted(hand, key=idkey):
        card = cd[c]
        if card.type == "income":
            group = groups.get(card.value)
            if group is None:
                groups[card.value] = [c]
            else:
                group.append(c)
        else:
            others.append(c)
            cards.append(card)
    key: tuple = ()
    total = 0
    held = []
    for v in sorted(groups):
        group = groups[v]
        key += tuple(group)
        total += v * len(group)
        held.append((v, len(group)))
    held = tuple(held)
    shared = _HELD.get(held)
    if shared is None:
        shared = _HELD[held] = held
    return _tuple_new(HandIncome, (shared, total, key, tuple(others), tuple(cards)))


def pay_plans(cost: int, coins: int, held: tuple) -> tuple:
    """((part, Coin Tokens), ...): the payments of ``payment_shapes`` in the same order, each
    naming its Income cards as a part of the Income ids ordered by value (``HandIncome.key``):
    a ``slice`` of them when the cards are all of one value (or none), else an ``itemgetter``
    of their positions (``_income_ids`` takes either).

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
        if len(_PAY_SHAPES) > _CACHE_LIMIT:
            _PAY_SHAPES.clear()
        shapes = _PAY_SHAPES[norm] = payment_shapes(cost, coins, capped)
    starts = []
    at = 0
    for _v, n in held:
        starts.append(at)
        at += n
    out = []
    for counts, tokens in shapes:
        spans = [(start, start + k) for start, k in zip(starts, counts, strict=True) if k]
        if len(spans) <= 1:
            part = slice(*spans[0]) if spans else slice(0, 0)
        else:
            part = itemgetter(*[i for a, b in spans for i in range(a, b)])
        out.append((part, tokens))
    if len(_PAY_PLANS) > _CACHE_LIMIT:
        _PAY_PLANS.clear()
    plans = _PAY_PLANS[(cost, coins, held)] = tuple(out)
    return plans


def payment_shapes(cost: int, coins: int, held: tuple) -> tuple:
    """((count of each value used, Coin Tokens), ...): every payment that covers ``cost``
    with nothing in it that could be left out. Counts come in ``product`` order; each one's
    total is summed in C (``map(mul, ...)``), and the Income card that could be left out is
    looked for only when the Income alone covers the cost (then no Coin Token is spent)."""
    values = [v for v, _ in held]
    least = cost - coins  # less Income than this leaves more than ``coins`` Tokens to pay
    out = []
    for counts in product(*[range(n + 1) for _, n in held]):
        total = sum(map(mul, counts, values))
        if total < cost:
            if total >= least:
                out.append((counts, cost - total))
        elif total == cost or total - min(compress(values, counts)) < cost:
            out.append((counts, 0))  # (more than the cost: only when no Income card could be left out)
    return tuple(out)


def payments(info: HandIncome, coins: int, cost: int) -> list[tuple[tuple[str, ...], int]]:
    """Every legal (Income ids, Coin Tokens) for ``cost`` from a Hand's ``HandIncome`` and the
    seat's Coin Tokens: the memoised plans filled with the Income ids."""
    if cost <= 0:
        return FREE
    if coins + info.total < cost:
        return []  # (asked for every ability and buy-back listed: no plans looked up or made)
    key = info.key
    return [(key[part] if part.__class__ is slice else part(key), tokens)
            for part, tokens in plans_for(info.held, coins, cost)]


def plans_for(held: tuple, coins: int, cost: int) -> tuple:
    """``pay_plans(cost, coins, held)``, its memo read first without a call (asked for every
    cost of every Buy list)."""
    plans = _PAY_PLANS.get((cost, coins if coins < cost else cost, held))
    return pay_plans(cost, coins, held) if plans is None else plans


def canonical_income(income: tuple, info: HandIncome, value_of) -> tuple:
    """``income`` named by the lowest ids of each value (the ids the legal list uses)."""
    by_value: dict[int, int] = {}
    for c in income:
        v = value_of(c)
        by_value[v] = by_value.get(v, 0) + 1
    out: list[str] = []
    at = 0
    for v, n in info.held:  # the ids of each value, lowest first, one group after the other in ``key``
        out += info.key[at:at + min(n, by_value.get(v, 0))]
        at += n
    return tuple(out)


def payment_problem(income, coins, cost: int, hand: list, coin_tokens: int, cd: dict) -> str:
    """Plain words for what is wrong with paying ``cost`` with ``income`` and ``coins``."""
    if not isinstance(coins, int) or isinstance(coins, bool) or coins < 0:
        return _("Say how many Coin Tokens you spend (a whole number, 0 or more).")
    if not isinstance(income, (tuple, list)) or not all(isinstance(c, str) for c in income):
        return _("Name the Income cards you spend as a list of cards from your Hand.")
    if len(set(income)) != len(income):
        return _("The same Income card is named twice.")
    for c in income:
        if c not in hand:
            return _("{name} is not in your Hand.").format(name=cd[c].name if c in cd else c)
        if cd[c].type != "income":
            return _("{name} is not an Income card.").format(name=cd[c].name)
    if coins > coin_tokens:
        return ngettext("You have only {n} Coin Token, not {coins}.", "You have only {n} Coin Tokens, not {coins}.",
                        coin_tokens).format(n=coin_tokens, coins=coins)
    value = sum(cd[c].value for c in income)
    if value + coins < cost:
        return _("That is {n} Coin; the cost is {cost}.").format(n=value + coins, cost=cost)
    if coins and value + coins > cost:
        return _("That is {n} Coin for a cost of {cost}: spend fewer Coin Tokens (no change is given).").format(
            n=value + coins, cost=cost)
    spare = [c for c in income if value - cd[c].value >= cost]
    if spare:
        return _("That is {n} Coin for a cost of {cost}: leave out {name}, it is not needed (no change is given, "
                 "and no Income card is spent on nothing).").format(n=value + coins, cost=cost, name=cd[spare[0]].name)
    return uncovered(cost)


def uncovered(cost: int) -> str:
    """The words of a payment that matches none of the rules' ways of paying ``cost``."""
    return _("That payment does not cover the cost of {cost} exactly as the rules ask.").format(cost=cost)

