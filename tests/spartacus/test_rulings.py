"""The departures fixed in issue 23 and the rulings written for it (docs/rulings.md, Spartacus 4,
7, 8, 16-18), each from a scenario file."""
from __future__ import annotations

import pytest

from engine.ai.levels import make_bot
from engine.ai.view import seat_view
from engine.core import Action, IllegalAction, Rng
from engine.spartacus.mercado import bid_action

from .helpers import RULES, card_named, example, houses, new_game, scenario


def bid_all(state, amounts):
    events = []
    for amount in amounts:
        events += state.apply(bid_action(state.to_decide().seat, amount))
    return events


# -- a scheme above the schemer's influence (lines 30-32, ruling 4) ------------------------------
@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_scheme_short_of_influence_is_not_played_and_never_lost_for_asking():
    state = example("intrigue_support")
    feast = card_named("Feast for the Magistrate", "intrigue")
    events = state.apply(Action.make("scheme", card=feast, target=None))
    assert [e.type for e in events] == ["support_sought"], "asking is not playing"
    assert state.step == "support" and feast not in state.intrigue_discard
    events = state.apply(Action.make("abandon"))
    assert feast in state.hands[0], "given up, the scheme goes back to the hand"
    assert feast not in state.intrigue_discard and state.step == "intrigue"
    assert "takes it back into its hand" in events[0].text
    assert all(a.get("card") != feast for a in state.legal_actions() if a.kind == "scheme"), \
        "asked for once this turn (the bound that ends the turn)"


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_scheme_is_played_only_once_support_makes_up_its_influence():
    state = example("intrigue_support")
    feast = card_named("Feast for the Magistrate", "intrigue")
    state.apply(Action.make("scheme", card=feast, target=None))
    ask = next(a for a in state.legal_actions() if a.kind == "ask_support" and a.to == 1 and a.give_gold == 1)
    state.apply(ask)
    events = state.apply(Action.make("accept"))
    played = next(e for e in events if e.type == "scheme_played")
    assert list(played.support) == [1] and "with the support of House Calvisius" in played.text
    assert state.step == "reaction" and state.influence[0] == 2


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_a_given_up_scheme_may_be_asked_for_again_in_a_later_turn():
    state = example("intrigue_support")
    feast = card_named("Feast for the Magistrate", "intrigue")
    state.apply(Action.make("scheme", card=feast, target=None))
    state.apply(Action.make("abandon"))
    state.pop_step()  # the turn ends; a new one starts with nothing given up
    state._begin_turn([])
    assert Action.make("scheme", card=feast, target=None) in state.legal_actions()


# -- hidden gold (lines 45, 52, 57; ruling 8) ------------------------------------------------------
@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_hidden_gold_is_known_from_the_table_and_the_prices_paid():
    state = scenario('phase = "auctions"\nhost = 0\nlots = ["Lupa", "Net"]\n' + houses(gold=(6, 7, 8)))
    assert state.observation(0)["gold"] == [6, None, None]
    assert state.observation(2)["gold_known"] == [6, 7, 8]
    events = bid_all(state, [0, 4, 1])
    won = next(e for e in events if e.type == "auction_won")
    assert (won.seat, won.gold) == (1, 4)
    assert state.observation(0)["gold_known"] == [6, 3, 8], "the price paid is public (line 52)"
    sample = state.determinize(0, Rng(5))
    assert sample.gold == [6, 3, 8]


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_determinize_never_copies_real_hidden_gold():
    state = example("auction_tie")
    state.gold[1] += 20  # the real figure differs from what the table has seen
    sample = state.determinize(0, Rng(2))
    assert sample.gold[1] == state.gold_known[1] == 5
    assert sample.gold[0] == state.gold[0], "a house knows its own gold"


@pytest.mark.rule("spartacus", "Mercado de subastas")
@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_no_bot_choice_depends_on_real_hidden_gold(level):
    """Two states with the same public history whose real gold differs: every level chooses alike."""
    poor = scenario('phase = "auctions"\nhost = 0\nlots = ["Iskander"]\n' + houses(gold=(9, 6, 6)))
    rich = poor.clone()
    rich.gold[1], rich.gold[2] = 40, 40
    assert rich.observation(0) == poor.observation(0)
    choices = set()
    for state in (poor, rich):
        bot = make_bot(level, RULES)
        choices.add(bot.choose(seat_view(state), Rng(17, 3)))
    assert len(choices) == 1


# -- a game that is over ----------------------------------------------------------------------------
@pytest.mark.rule("spartacus", "Victoria")
def test_an_action_after_the_end_is_refused_under_a_rule():
    state = scenario('phase = "intrigue"\nhost = 0\ndecides = 2\n' + houses(influence=(12, 3, 3)))
    state.apply(Action.make("end_turn"))
    assert state.over and state.winner == 0
    with pytest.raises(IllegalAction) as refused:
        state.check(Action.make("end_turn"))
    assert refused.value.rule == "Victoria"


# -- ruling 8: ties in the blind auctions (lines 48-50, 55) --------------------------------------
@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_a_three_way_tie_bids_again_and_a_second_tie_discards_the_card():
    state = example("auction_tie")
    iskander = state.auction.lot
    gold = list(state.gold)
    events = bid_all(state, [2, 2, 0])
    void = next(e for e in events if e.type == "auction_void")
    assert void.card == iskander and iskander in state.market_discard
    assert state.gold == gold, "the gold goes back to every house"
    assert state.name(state.auction.lot) == "Net"


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_the_re_bid_winner_pays_its_whole_bid():
    state = example("auction_tie")
    iskander = state.auction.lot
    events = bid_all(state, [3, 1, 0])
    won = next(e for e in events if e.type == "auction_won")
    assert (won.seat, won.gold) == (0, 6) and state.owner[iskander] == 0 and state.gold[0] == 1


@pytest.mark.rule("spartacus", "Puja por ser el anfitrión")
def test_a_host_bid_nobody_bids_leaves_the_host_and_gives_no_influence():
    state = scenario('phase = "auctions"\nhost = 2\nhost_bid = true\n' + houses())
    assert state.auction.lot == "host"
    events = bid_all(state, [0, 0, 0])
    assert state.host == 2 and state.influence == [4, 4, 4]
    assert "auction_void" in [e.type for e in events] and state.phase == "arena"


@pytest.mark.rule("spartacus", "Puja por ser el anfitrión")
def test_a_tied_host_bid_bids_again():
    state = scenario('phase = "auctions"\nhost = 2\nhost_bid = true\n' + houses())
    bid_all(state, [1, 2, 2])  # the sealed round goes from the host: seats 2, 0, 1
    assert state.auction.first == [[0, 2], [1, 2]] and state.step == "bid"
    events = bid_all(state, [1, 0])
    assert state.host == 0 and state.influence[0] == 5 and state.gold[0] == 2, "it pays its whole bid, 2 + 1"
    assert "host_changed" in [e.type for e in events]


# -- ruling 16: declining with no influence (line 59) ------------------------------------------------
@pytest.mark.rule("spartacus", "Fase de arena")
def test_a_house_at_0_influence_may_decline_and_stays_at_0():
    state = scenario('phase = "arena"\nhost = 2\n' + houses(influence=(0, 4, 4)))
    while state.step == "avoid":
        state.apply(Action.make("pass"))
    state.apply(Action.make("invite", seat=0))
    events = state.apply(Action.make("decline"))
    assert state.influence[0] == 0 and 0 not in state.arena["entrants"]
    assert "no influence to lose" in events[0].text
    assert "influence_changed" not in [e.type for e in events]


# -- ruling 17: upkeep (lines 17-22) ------------------------------------------------------------------
UPKEEP = """phase = "upkeep"
host = 0
[[house]]
name = "House Aurelius"
gold = {gold}
gladiators = ["Aulus", "Iskander", {{name = "Lupa", wounded = true}}]
slaves = []
hand = []
[[house]]
name = "House Calvisius"
gladiators = []
slaves = ["Mela the Weaver"]
hand = []
[[house]]
name = "House Vettius"
gladiators = []
slaves = ["Ora the Maid"]
hand = []
"""


@pytest.mark.rule("spartacus", "Equilibrar la contabilidad")
def test_paying_is_a_choice_and_any_gladiator_may_go_free():
    state = scenario(UPKEEP.format(gold=9), seed=1)
    lupa = card_named("Lupa")
    if lupa in state.wounded:  # still wounded: it costs nothing, and may still be released
        assert state.stack[-1].owed[0] == 2
        assert Action.make("pay") in state.legal_actions()
        state.apply(Action.make("release", card=lupa))
        assert lupa not in state.owner and state.stack[-1].owed[0] == 1 and state.gold[0] == 9
    releases = [a for a in state.legal_actions() if a.kind == "release"]
    assert Action.make("pay") in state.legal_actions() and releases, "it can pay, yet may release instead"


@pytest.mark.rule("spartacus", "Equilibrar la contabilidad")
def test_a_house_that_cannot_pay_releases_until_it_can():
    state = scenario(UPKEEP.format(gold=0), seed=1)
    assert Action.make("pay") not in state.legal_actions()
    owed = state.stack[-1].owed[0]
    for _ in range(owed):
        release = next(a for a in state.legal_actions() if a.kind == "release")
        state.apply(release)
    assert state.phase == "intriga" and len(state.assets(0, "gladiator")) <= 3 - owed


@pytest.mark.rule("spartacus", "Curar heridas")
def test_healing_comes_before_paying():
    seen = set()
    for seed in range(12):
        state = scenario(UPKEEP.format(gold=9), seed=seed)
        lupa = card_named("Lupa")
        if lupa not in state.owner:
            continue  # died of its wounds
        healed = lupa not in state.wounded
        assert state.stack[-1].owed[0] == 2 + healed, "a gladiator healed this upkeep is paid for this upkeep"
        seen.add(healed)
    assert seen == {True, False}


# -- ruling 18: the starting cards (lines 6, 9, 44) -------------------------------------------------
@pytest.mark.rule("spartacus", "Inicio de la partida")
def test_the_starting_cards_are_dealt_blind_and_lie_face_up():
    state = new_game(3, seed=6)
    for seat in range(3):
        seen = state.observation(seat)["assets"]
        for other in range(3):
            assert [a[0] for a in seen[other]] == state.assets(other), "every asset is on the table for all"
    assert state.step != "house" and all(len(state.assets(s, "gladiator")) == 1 for s in range(3))


# -- ruling 7: the open market's bound (lines 42-45) ------------------------------------------------
@pytest.mark.rule("spartacus", "Mercado abierto")
def test_the_market_bound_counts_offers_never_sales_to_the_bank():
    state = scenario('phase = "market"\nhost = 0\noffers_made = [2, 0, 0]\n' + houses())
    assert state.window.speaker == 0
    assert not [a for a in state.legal_actions() if a.kind == "trade"]
    sell = next(a for a in state.legal_actions() if a.kind == "sell_asset")
    state.apply(sell)
    assert state.window.speaker == 0, "a sale to the bank is not an offer and does not end the turn"
    for _ in range(3):
        state.apply(Action.make("pass"))
    assert state.step == "bid", "a round of passes ends the dealing (line 45)"


@pytest.mark.rule("spartacus", "Mercado de subastas")
def test_in_play_the_known_gold_is_the_real_gold():
    """Every change of gold while it is hidden is public, so in a real game the figure the table
    knows is the true one (what makes the hidden-gold determinization exact, not a guess)."""
    seen = 0
    for seed in range(4):
        state = new_game(3, seed)
        rng = Rng(seed, 9)
        while state.to_decide() is not None:
            if state.gold_hidden:
                assert state.observation(0)["gold_known"] == state.gold
                seen += 1
            state.apply(rng.choice(state.legal_actions()))
    assert seen
