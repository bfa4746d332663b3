"""Invariants over seeded random games, and property tests of payment."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Action, IllegalAction, Rng
from engine.core.saves import GameMoves, replay
from engine.forglory import RULESET

from .helpers import make, new


def _strings(data, out):
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for k, v in data.items():
            out.add(k)
            _strings(v, out)
    elif isinstance(data, (list, tuple)):
        for v in data:
            _strings(v, out)
    return out


def check_invariants(s, check_leaks):
    zones = s.zones()
    seen = [c for pile in zones.values() for c in pile]
    assert len(seen) == len(set(seen)), "a card is in two places"
    assert set(seen) == set(s.names), "a card was created or lost"
    assert all(c >= 0 for c in s.coins), "negative Coin Tokens"
    for seat in range(s.num_seats):
        if s.required(seat) > s.influence(seat):
            assert any(f.t == "influence" and f.seat == seat for f in s.stack), \
                "Influence exceeded without a pending forced discard"
    if check_leaks:
        for seat in range(s.num_seats):
            visible = _strings(s.observation(seat), set())
            for other in range(s.num_seats):
                if other != seat:
                    hidden = set(s.hand[other]) | set(s.deck[other]) | set(s.reserve[other])
                    assert not (hidden & visible), f"seat {seat} sees seat {other}'s hidden cards"
            own_deck = _strings(s.observation(seat)["seats"][seat]["deck"], set())
            assert own_deck == set(s.deck[seat])


@pytest.mark.parametrize("seats,champions,seed", [(3, "off", 1), (4, "random", 2), (3, "draft", 3),
                                                  (2, "off", 4)])
def test_random_games_keep_every_invariant(seats, champions, seed):
    config = RULESET.make_config(seats, {"champions": champions})
    s = RULESET.new_game(config, seed)
    moves = GameMoves("forglory", config, seed)
    rng = Rng(seed, stream=9)
    step = 0
    while s.to_decide() is not None:
        check_invariants(s, check_leaks=step % 7 == 0)
        legal = s.legal_actions()
        assert legal
        action = rng.choice(legal)
        s.apply(action)
        moves.actions.append(action)
        step += 1
    check_invariants(s, check_leaks=True)
    assert s.result().winner == s.result().placings[0]
    replayed, _ = replay(moves)
    assert replayed.digest() == s.digest()
    again = RULESET.new_game(config, seed)
    for a in moves.actions:
        again.apply(a)
    assert again.digest() == s.digest()


def test_no_question_has_pass_as_its_only_answer():
    for seed in range(3):
        s = new(3, seed=seed)
        rng = Rng(seed)
        while s.to_decide() is not None:
            legal = s.legal_actions()
            assert not (len(legal) == 1 and legal[0].kind in ("pass", "decline", "end_turn"))
            s.apply(rng.choice(legal))


def test_json_round_trip_mid_game():
    s = new(3, seed=9)
    rng = Rng(1)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    data = json.loads(json.dumps(s.to_json()))
    t = type(s).from_json(data)
    assert t.digest() == s.digest() and t.legal_actions() == s.legal_actions()


@settings(max_examples=60, deadline=None)
@given(values=st.lists(st.sampled_from(["Denarius", "Dupondius", "Shady Dealings", "Imperial Grant"]),
                       max_size=7),
       coins=st.integers(0, 6), cost=st.integers(0, 10))
def test_every_legal_payment_covers_the_cost_with_nothing_to_spare(values, coins, cost):
    s = make({"seat": [{"hand": values + ["Lanista"], "coins": coins}, {}, {}]})
    total_cards = sum(s.d(c).value for c in s.hand[0] if s.d(c).type == "income")
    pays = s.payments(0, cost)
    assert bool(pays) == (cost <= total_cards + coins) == s.can_pay(0, cost)
    assert len(set(pays)) == len(pays)
    for income, tokens in pays:
        value = sum(s.d(c).value for c in income)
        assert value + tokens >= cost and 0 <= tokens <= coins
        if tokens:
            assert value + tokens == cost  # no spare token
        for c in income:
            assert value - s.d(c).value + tokens < cost  # every card is needed


def test_any_income_card_of_the_right_value_may_pay():
    s = make({"seat": [{"hand": ["Denarius", "Denarius", "Denarius", "Lanista"], "coins": 0}, {}, {}],
              "supply": {"economy": ["Crooked Senator", "Gossip", "Aedile"]}})
    senator = [c for c in s.supply["economy"]["row"] if s.names[c] == "Crooked Senator"][0]
    den = sorted((c for c in s.hand[0] if s.names[c] == "Denarius"), key=lambda c: int(c[1:]))
    listed = Action.make("buy", card=senator, income=tuple(den[:2]), coins=0)
    other = Action.make("buy", card=senator, income=(den[2], den[0]), coins=0)
    assert listed in s.legal_actions() and other not in s.legal_actions()
    s.apply(other)  # the same payment with other Denarius cards is accepted
    assert den[1] in s.hand[0] and {den[0], den[2]} <= set(s.discard[0])
    with pytest.raises(IllegalAction):
        s.apply(Action.make("buy", card=senator, income=(den[1],), coins=0))


REQUIRED_EVENTS = {
    "card_bought", "card_played", "card_reserved", "reserve_bought_back", "coin_spent", "supply_refilled",
    "deck_shuffled", "cards_drawn", "champion_token_taken", "arena_phase_started", "gladiator_registered",
    "initiative_determined", "attack_declared", "damage_assigned", "damage_prevented", "damage_reassigned",
    "damage_resolved", "blessing_removed", "gladiator_defeated", "battle_ended", "rewards_taken",
    "champion_upgraded", "game_over"}


def test_every_event_type_of_the_issue_occurs_in_random_games():
    seen: set[str] = set()
    for seed in range(12):
        s = new(3 + seed % 2, seed=seed, champions="random")
        rng = Rng(seed)
        while s.to_decide() is not None:
            for event in s.apply(rng.choice(s.legal_actions())):
                seen.add(event.type)
                json.dumps(event.to_json())
        if REQUIRED_EVENTS <= seen:
            break
    assert REQUIRED_EVENTS <= seen, f"never seen: {sorted(REQUIRED_EVENTS - seen)}"


def test_perft_pins_legal_action_counts_at_fixed_positions():
    """A change to legality shows up here as a changed number (python-chess 'perft' style)."""
    from collections import Counter

    from .test_arena import combat
    from .test_machinations import paul

    s = paul()
    assert sorted(Counter(a.kind for a in s.legal_actions()).items()) == [
        ("buy", 28), ("end_turn", 1), ("play", 1), ("reserve", 1)]
    s = combat([{"arena": ["Gallus", "Spiculus"], "hand": ["Heavy Blow", "Pierce"], "villa": ["Lanista", "Praetor"],
                 "reserve": ["Parry"], "coins": 2}, {"arena": ["Murmillo", "Samnite"]}, {"arena": ["Provocator"]}])
    assert sorted(Counter(a.kind for a in s.legal_actions()).items()) == [
        ("attack", 2), ("buyback", 1), ("play", 10), ("use", 10)]


def test_actions_and_events_are_in_the_canonical_form_make_gives():
    """The engine builds its hot actions and events with their parameters already in name
    order (no sort per object); each must equal what Action.make / Event.make would give,
    so equality, keys and JSON are the same as if it had."""
    from engine.core import Event

    for seed, seats in ((0, 3), (1, 4)):
        s = new(seats, seed=seed, champions="random")
        rng = Rng(seed)
        while s.to_decide() is not None:
            legal = s.legal_actions()
            for a in legal:
                assert Action.make(a.kind, **a.fields) == a and list(a.fields) == sorted(a.fields)
                assert s.game_type.problem(a) is None, a  # (ForGloryState.check takes listed ones on trust)
            for e in s.apply(rng.choice(legal)):
                again = Event.make(e.type, rule=e.rule, seen_by=e.seen_by, secret=e.secret, **e.fields)
                assert again == e and list(e.fields) == sorted(e.fields), e
                assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e
