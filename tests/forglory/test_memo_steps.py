"""The legal lists' shortcuts give what the plain way gives: payment shapes against a plain
enumeration of the rule ("Action: Buy", ruling 1: no change is given and no Income card is spent
on nothing), SeatEntries stepped from the seat's last one against new ones, and the shared Buy
actions kept only once a position is copied."""
from __future__ import annotations

from itertools import product

from engine.core import Rng
from engine.forglory.payments import payment_shapes
from engine.forglory.seat_entry import new_entry

from .helpers import new


def _plain_shapes(cost, coins, held):
    """Every (count of each value, Coin Tokens) that covers ``cost``, none of it left out."""
    values = [v for v, _ in held]
    out = []
    for counts in product(*[range(n + 1) for _, n in held]):
        total = sum(k * v for k, v in zip(counts, values, strict=True))
        tokens = max(0, cost - total)
        used = [v for k, v in zip(counts, values, strict=True) if k]
        if tokens > coins or (tokens == 0 and used and total - min(used) >= cost):
            continue
        out.append((counts, tokens))
    return tuple(out)


def test_payment_shapes_are_the_plain_enumeration_in_its_order():
    helds = [tuple((v, k) for v, k in zip((1, 2, 3), counts, strict=True) if k)
             for counts in product(range(5), range(4), range(3))]
    for cost in range(11):
        for coins in range(9):
            for held in helds:
                assert payment_shapes(cost, coins, held) == _plain_shapes(cost, coins, held), (cost, coins, held)


def _random_game(seats, seed, each):
    s = new(seats=seats, seed=seed)
    rng = Rng(seed, stream=5)
    while s.to_decide() is not None:
        each(s)
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_seat_entries_stepped_from_the_last_one_equal_new_ones():
    def each(s):
        for seat in range(s.num_seats):
            assert s._seat_entry(seat) == new_entry(s.villa[seat], s.arena[seat], s.cd)

    for seats, seed in ((2, 1), (3, 2), (4, 3)):
        _random_game(seats, seed, each)


def test_buy_actions_are_kept_for_copies_of_a_position_only():
    s = _random_game(2, 4, lambda s: None)
    assert s._buys is None  # a game never copied keeps none
    copy = s.clone()
    assert s._buys == {} and copy._buys is s._buys  # from the first copy on, kept and shared
