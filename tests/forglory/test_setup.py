"""Setup, Champions, Game Flow and Deck Building."""
from __future__ import annotations

import pytest

from engine.core import ConfigError
from engine.forglory import RULESET
from engine.forglory.content import CONTENT

from .helpers import act, ids, kinds, make, new, types


@pytest.mark.rule("forglory", "Setup")
@pytest.mark.parametrize("seats", [3, 4])
def test_setup_for_three_and_four_seats(seats):
    s = new(seats, seed=5)
    # seat 0 has taken no action yet, so the starting coins are untouched
    assert s.coins == [5, 6, 7, 8][:seats]
    for seat in range(seats):
        owned = s.hand[seat] + s.deck[seat] + s.discard[seat]
        assert len(owned) == 14
        assert len(s.hand[seat]) == 7 and len(s.deck[seat]) == 7
        names = sorted(s.names[c] for c in owned)
        assert names.count("Cestus") == 1 and names.count("Andabata") == 1
        incomes = [n for n in names if CONTENT.cards[n].type == "income"]
        assert len(incomes) > 7 and names.count("Denarius") >= 10
    for d in ("economy", "gladiator", "training"):
        assert all(s.supply[d]["row"]) and len(s.supply[d]["row"]) == 3
        assert all(CONTENT.cards[s.names[c]].deck == d for c in s.supply[d]["row"] + s.supply[d]["deck"])
    assert len(s.arena_deck) == len(CONTENT.arenas)
    assert s.tokens_left == 2 and s.tokens == [0] * seats
    values = [s.d(b).boast_value for b in reversed(s.boasts)]  # top first
    assert values == sorted(values) and all(s.d(b).players == (4 if seats == 4 else 3) for b in s.boasts)
    assert s.cf == seats - 1
    assert s.to_decide().seat == 0 and s.to_decide().kind == "take_actions"


@pytest.mark.rule("forglory", "Setup")
def test_two_seats_is_a_marked_house_variant():
    s = new(2, seed=1)
    assert s.rounds == 3 and s.coins == [5, 6] and s.cf == 1
    assert all(s.d(b).players == 3 for b in s.boasts)
    with pytest.raises(ConfigError):
        RULESET.make_config(5)


@pytest.mark.rule("forglory", "Champions")
def test_champions_dealt_at_random_make_a_fifteen_card_deck():
    s = new(3, seed=2, champions="random")
    champs = set()
    for seat in range(3):
        owned = s.hand[seat] + s.deck[seat]
        assert len(owned) == 15
        level1 = [c for c in owned if s.d(c).champion]
        assert len(level1) == 1 and s.d(level1[0]).level == 1
        stack = s.champ_stack[seat]
        assert [s.d(c).level for c in stack] == [2, 3, 4, 5]
        assert {s.d(c).champion for c in stack} == {s.d(level1[0]).champion}
        champs.add(s.d(level1[0]).champion)
    assert len(champs) == 3


@pytest.mark.rule("forglory", "Champions")
def test_champions_drafted_in_reverse_turn_order():
    s = new(3, seed=2, champions="draft")
    d = s.to_decide()
    assert d.kind == "draft" and d.seat == 2 and len(s.legal_actions()) == 4
    act(s, "pick", champion="Verus")
    assert s.to_decide().seat == 1 and len(s.legal_actions()) == 3
    events = act(s, "pick", champion="Flamma")
    # seat 0 picks from the remaining two
    assert s.to_decide().seat == 0 and len(s.legal_actions()) == 2
    events = act(s, "pick", champion="Priscus")
    assert "champion_drafted" in types(events)
    picked = [s.d(s.champ_stack[seat][0]).champion for seat in range(3)]
    assert picked == ["Priscus", "Flamma", "Verus"]
    assert s.to_decide().kind == "take_actions" and len(s.hand[0]) == 7


def _upgrade_position():
    return make({"seat": [
        {"hand": ["Flamma I", "Denarius", "Denarius", "Denarius", "Lanista"], "coins": 0,
         "champion_stack": ["Flamma II", "Flamma III", "Flamma IV", "Flamma V"]},
        {}, {}]})


@pytest.mark.rule("forglory", "Champions")
def test_champion_upgrade_one_level_at_a_time():
    s = _upgrade_position()
    champ = ids(s, 0, "hand", "Flamma I")[0]
    pays = [a for a in s.legal_actions() if a.kind == "upgrade"]
    assert pays and all(a.card == champ for a in pays)
    # the next level costs 3: three Denarius pay for it
    events = act(s, "upgrade", card=champ, income=tuple(ids(s, 0, "hand", "Denarius")), coins=0)
    assert "champion_upgraded" in types(events)
    assert champ in s.removed and champ not in s.hand[0]
    assert s.names[s.discard[0][-1]] == "Flamma II"
    assert [s.names[c] for c in s.champ_stack[0]] == ["Flamma III", "Flamma IV", "Flamma V"]
    assert "upgrade" not in kinds(s)  # nothing in hand to upgrade now
    # the champion card can also simply be played as a Gladiator
    s2 = _upgrade_position()
    assert ("play", ids(s2, 0, "hand", "Flamma I")[0]) in {(a.kind, a.get("card")) for a in s2.legal_actions()}


@pytest.mark.rule("forglory", "Champions")
def test_level_five_cannot_be_upgraded():
    s = make({"seat": [{"hand": ["Flamma V"], "coins": 20, "villa": ["Lanista"]}, {}, {}]})
    assert "upgrade" not in kinds(s)
    assert "play" in kinds(s)


@pytest.mark.rule("forglory", "Game Flow")
def test_three_rounds_for_three_seats_two_for_four():
    assert new(3).rounds == 3 and new(4).rounds == 2
    from engine.core import Rng
    for seats, rounds in ((3, 3), (4, 2)):
        s = new(seats, seed=11)
        rng = Rng(4)
        battles = 0
        while s.to_decide() is not None:
            for e in s.apply(rng.choice(s.legal_actions())):
                battles += e.type == "battle_ended"
        assert battles == rounds and s.result().winner is not None


@pytest.mark.rule("forglory", "Deck Building")
def test_discard_pile_is_shuffled_only_when_a_draw_needs_it():
    s = make({"seat": [{"hand": ["Gossip"], "deck": ["Denarius"], "discard": ["Gallus", "Samnite"]}, {}, {}]})
    gossip = ids(s, 0, "hand", "Gossip")[0]
    events = act(s, "play", card=gossip)
    ty = types(events)
    # one card from the deck, then the shuffle, then the second card
    assert ty.index("cards_drawn") < ty.index("deck_shuffled")
    hand = sorted(s.names[c] for c in s.hand[0])
    assert len(hand) == 2 and "Denarius" in hand and (set(hand) - {"Denarius"}) <= {"Gallus", "Samnite"}
    assert len(s.deck[0]) == 1 and s.discard[0] == [gossip]


@pytest.mark.rule("forglory", "Deck Building")
def test_a_bought_card_goes_on_top_of_the_discard_pile():
    s = make({"seat": [{"hand": ["Denarius"] * 3 + ["Lanista"], "discard": ["Gallus"], "coins": 0}, {}, {}],
              "supply": {"economy": ["Crooked Senator", "Gossip", "Lanista"]}})
    senator = [c for c in s.supply["economy"]["row"] if s.names[c] == "Crooked Senator"][0]
    d1, d2 = sorted(ids(s, 0, "hand", "Denarius"), key=lambda c: int(c[1:]))[:2]
    act(s, "buy", card=senator, income=(d1, d2), coins=0)
    assert s.discard[0][-1] == senator
