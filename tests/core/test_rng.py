"""The state's RNG: seeded, portable, saved with the state."""
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Rng
from engine.core.rng import DrawLog


def test_same_seed_same_numbers_and_pinned_values():
    a, b = Rng(42), Rng(42)
    seq = [a.below(1000) for _ in range(5)]
    assert seq == [b.below(1000) for _ in range(5)]
    # pinned: a change to the generator would silently change every saved game
    assert seq == [645, 493, 744, 527, 766]
    items = list(range(10))
    Rng(42).shuffle(items)
    assert items == [9, 4, 2, 6, 5, 1, 0, 3, 8, 7]


def test_pcg32_reference_output():
    # PCG32 reference (pcg32-demo, seed 42, stream 54): first outputs
    r = Rng(42, stream=54)
    assert [r._next() for _ in range(3)] == [0xA15C02B7, 0x7B47F409, 0xBA1D3330]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**9))
def test_below_is_in_range(seed, n):
    r = Rng(seed)
    assert all(0 <= r.below(n) < n for _ in range(20))


def test_below_is_roughly_uniform():
    r = Rng(7)
    counts = Counter(r.die(6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_400 < c < 10_600 for c in counts.values())


def test_shuffle_is_a_permutation_and_json_round_trip_continues_the_stream():
    r = Rng(3)
    items = list(range(50))
    r.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
    saved = r.to_json()
    after = [r.below(100) for _ in range(10)]
    restored = Rng.from_json(saved)
    assert [restored.below(100) for _ in range(10)] == after


def test_from_json_refuses_garbage():
    import pytest

    for bad in (None, [1], [1, -1], ["a", 2], [1, 2**64]):
        with pytest.raises(ValueError):
            Rng.from_json(bad)


def _below_by_definition(r, n):
    """below() as specified: enough 32-bit outputs for n's bits, top bits kept, retry if >= n."""
    bits = n.bit_length()
    while True:
        value, produced = 0, 0
        while produced < bits:
            value = (value << 32) | r._next()
            produced += 32
        value >>= produced - bits
        if value < n:
            return value


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=2, max_value=2**40))
def test_below_fast_path_gives_the_specified_numbers(seed, n):
    fast, slow = Rng(seed, stream=3), Rng(seed, stream=3)
    assert [fast.below(n) for _ in range(12)] == [_below_by_definition(slow, n) for _ in range(12)]
    assert fast == slow


def _shuffle_by_definition(r, items):
    """Fisher-Yates as specified: for i from the end down, swap with below(i + 1)."""
    for i in range(len(items) - 1, 0, -1):
        j = _below_by_definition(r, i + 1)
        items[i], items[j] = items[j], items[i]


def test_shuffle_gives_the_specified_orders_and_leaves_the_generator_where_the_definition_does():
    # the inlined shuffle (its table of shifts, its doubled word, its first try before the
    # retries) against the definition, over many seeds and lengths: every order of every seeded
    # game and every determinization rests on it
    import random

    pick = random.Random(12)
    lengths = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 28, 31, 32, 33, 64, 65, 255, 256, 1023, 1024, 1025, 1500]
    for trial in range(3000):
        n = lengths[trial % len(lengths)] if trial < 2 * len(lengths) else pick.randrange(70)
        fast = Rng(pick.getrandbits(64), stream=pick.getrandbits(63))
        slow = fast.copy()
        a, b = list(range(n)), list(range(n))
        fast.shuffle(a)
        _shuffle_by_definition(slow, b)
        assert a == b and fast == slow, (trial, n)


def test_shuffling_piles_together_is_shuffling_them_one_after_the_other():
    # ``shuffle_all`` (a determinization's hidden piles, their draws from shared blocks) against
    # the definition pile after pile: short piles, empty ones, piles that cross a block's end,
    # and one longer than the table of shifts
    import random

    pick = random.Random(13)
    for trial in range(2000):
        lengths = [pick.choice((0, 1, 2, 3, 6, 8, 15, 16, 17, 25, 28, 40, 64, 90)) for _ in range(pick.randrange(1, 8))]
        if trial == 0:
            lengths.append(1100)
        fast = Rng(pick.getrandbits(64), stream=pick.getrandbits(63))
        slow = fast.copy()
        piles = [list(range(n)) for n in lengths]
        expected = [list(range(n)) for n in lengths]
        fast.shuffle_all(piles)
        for items in expected:
            _shuffle_by_definition(slow, items)
        assert piles == expected and fast == slow, (trial, lengths)


@given(st.integers(min_value=0, max_value=2**70), st.integers(min_value=0, max_value=2**66))
def test_seeding_is_pcg32_srandom_written_out(seed, stream):
    # pcg32_srandom_r: state 0, inc from the stream, one step, add the seed, one step
    r = Rng(seed, stream)
    by_definition = Rng.__new__(Rng)
    by_definition.inc, by_definition.state = ((stream << 1) | 1) % 2**64, 0
    by_definition._next()
    by_definition.state = (by_definition.state + seed) % 2**64
    by_definition._next()
    assert r == by_definition


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=0, max_value=2**63 - 1),
       st.integers(min_value=1, max_value=64))
def test_a_block_of_words_is_the_generator_draw_after_draw(seed, stream, count):
    # engine/core/pcg_block.py: the doubled word and rotation of each of the next ``count`` draws,
    # and the state ``count`` draws on, as ``_next`` gives them one at a time
    from engine.core.pcg_block import MASK32, advance, words

    r = Rng(seed, stream)
    block = words(r.state, r.inc, count)
    after = advance(r.state, r.inc, count)
    assert [block[2 * k] >> block[2 * k + 1] & MASK32 for k in range(count)] == [r._next() for _ in range(count)]
    assert after == r.state


def test_shuffles_drawn_and_replayed_are_the_shuffles():
    # ``DrawLog.shuffles`` (a determinization drawn but not built, engine/ai/belief.py) leaves the
    # generator where ``shuffle_all`` of piles of the same lengths does, and ``Replay`` puts piles
    # in the same orders: short piles, empty ones, crossing a block's end, a long one
    import random

    pick = random.Random(17)
    for trial in range(2000):
        lengths = [pick.choice((0, 1, 2, 3, 6, 8, 15, 16, 17, 25, 28, 40, 64, 90, 130)) for _ in range(pick.randrange(1, 9))]
        if trial == 0:
            lengths.append(1100)
        drawn = Rng(pick.getrandbits(64), stream=pick.getrandbits(63))
        shuffled = drawn.copy()
        piles = [[f"{k}.{x}" for x in range(n)] for k, n in enumerate(lengths)]
        shuffled.shuffle_all(piles)
        log = DrawLog(drawn)
        log.shuffles(lengths)
        assert drawn == shuffled, (trial, lengths)
        replayed = [[f"{k}.{x}" for x in range(n)] for k, n in enumerate(lengths)]
        log.replay().shuffle_all(replayed)
        assert replayed == piles, (trial, lengths)


def test_a_replay_gives_back_the_draws_in_order_and_refuses_another_call():
    rng = Rng(4)
    log = DrawLog(rng.copy())
    log.fork()
    log.below(7)
    log.shuffles([5])
    replay = log.replay()
    assert replay.fork() == rng.fork() and replay.choice("abcdefg") == "abcdefg"[rng.below(7)]
    pile, mine = list(range(5)), list(range(5))
    replay.shuffle_all([pile])
    rng.shuffle(mine)
    assert pile == mine
    other = DrawLog(Rng(4)).replay
    with pytest.raises(ValueError):
        log.replay().below(3)  # the first draw kept is a fork
    with pytest.raises(StopIteration):
        other().fork()
