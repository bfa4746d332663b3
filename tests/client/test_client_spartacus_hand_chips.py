"""Issue 39: a Spartacus hand of many intrigue cards was squeezed into slivers a letter wide. Past
five cards the hand is a list of chips (name and need), laid out apart and inside the strip."""
import pytest

from client.games.spartacus.layout import HAND_CARDS, HAND_H, HAND_W, STAGE, chip_rects


@pytest.mark.parametrize("count", range(HAND_CARDS + 1, 21))
def test_chips_of_a_big_hand_stay_apart_readable_and_inside_the_strip(count):
    width = HAND_CARDS * (HAND_W + 6)
    rects = chip_rects(count, width)
    assert len(rects) == count
    strip = (STAGE.left + 10, STAGE.top + 24, width, HAND_H + 10)
    for i, r in enumerate(rects):
        assert r.width >= 140 and r.height >= 24, f"chip {i} of {count} is {r.size}"
        assert r.clip(strip) == r, f"chip {i} of {count} leaves the hand strip"
        for other in rects[i + 1:]:
            assert not r.colliderect(other), f"chips {r} and {other} overlap"
