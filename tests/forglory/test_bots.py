"""The For Glory bot kit: the heuristic policy, the search's move ranking and the evaluator."""
from __future__ import annotations

from determinize_checks import check_skipped_determinization

from engine.ai import make_bot, seat_view
from engine.core import Action, Rng
from engine.forglory import RULESET
from engine.forglory.bots import evaluate, heuristic_policy, rank

from .helpers import make, new, one


def test_policy_always_picks_a_legal_action_and_finishes_games():
    for seed in range(2):
        s = new(3 + seed, seed=seed, champions="random")
        rng = Rng(seed)
        while s.to_decide() is not None:
            legal = s.legal_actions()
            action = heuristic_policy(s, rng)
            assert action in legal
            ranked = rank(s, legal)
            assert ranked and set(ranked) <= set(legal) and len(set(ranked)) == len(ranked)
            payments = {a for a in legal if a.get("coins") is not None or a.get("income") is not None}
            if s.to_decide().kind != "take_actions":  # (deck-building: the policy's move, see below)
                assert set(legal) - payments <= set(ranked), "every move but another way to pay is ranked"
            values = evaluate(s)
            assert len(values) == s.num_seats and abs(sum(values) - 1) < 1e-9
            s.apply(action)
        assert s.result().winner is not None


def test_policy_plays_influence_before_gladiators_and_strikes_the_kill():
    s = make({"seat": [{"hand": ["Hoplomachus", "Lanista", "Denarius"]}, {}, {}]})
    assert heuristic_policy(s, Rng(1)).card == one(s, 0, "hand", "Lanista")
    s = make({"phase": "combat", "active": 0, "crowds_favor": 2, "seat": [
        {"arena": ["Gallus"]}, {"arena": ["Murmillo", {"name": "Samnite", "damage": 1}]}, {"arena": ["Provocator"]}]})
    s.apply(heuristic_policy(s, Rng(1)))
    assert heuristic_policy(s, Rng(1)).target == one(s, 1, "arena", "Samnite")


def test_every_level_answers_a_battle_decision_with_a_legal_action():
    s = make({"phase": "combat", "active": 0, "crowds_favor": 2, "seat": [
        {"arena": ["Gallus", "Spiculus"], "hand": ["Heavy Blow"], "villa": ["Lanista"]},
        {"arena": ["Murmillo"]}, {"arena": ["Provocator"]}]})
    view = seat_view(s)
    for level in ("random", "easy", "normal", "hard"):
        bot = make_bot(level, RULESET)
        action = bot.choose(view, Rng(3))
        assert action in view.legal
        assert bot.choose(view, Rng(3)) == action  # same seed, same choice


def test_deck_building_is_the_policys_when_switched_off_else_one_payment_per_card_is_ranked(monkeypatch):
    from engine.forglory import bots

    s = make({"seat": [{"hand": ["Denarius", "Denarius", "Denarius", "Denarius"]}, {}, {}]})
    assert bots.SEARCH_DECK_BUILDING, "deck-building is searched (issue 37)"
    monkeypatch.setattr(bots, "SEARCH_DECK_BUILDING", False)
    assert rank(s, s.legal_actions()) == [heuristic_policy(s, Rng(1))]
    monkeypatch.setattr(bots, "SEARCH_DECK_BUILDING", True)
    assert s.to_decide().kind == "take_actions"
    legal = s.legal_actions()
    ranked = rank(s, legal)
    buys = [a for a in legal if a.kind == "buy"]
    assert len({a.card for a in buys}) < len(buys), "this position should offer several payments for a card"
    assert len([a for a in ranked if a.kind == "buy"]) == len({a.card for a in buys})
    hard = make_bot("hard", RULESET, iterations=24)
    action = hard.choose(seat_view(s), Rng(4))
    assert s.accepts(action) and hard.last.iterations > 0 and len(hard.last.root) >= 2


def test_a_seat_that_decides_again_reuses_the_worlds_that_still_fit_its_view():
    """Reuse: after its own move a seat's next search starts from the worlds of its last one
    (moved on by that move) that still show what it observes; after another seat's move, none."""
    s = new(3, seed=5)
    hard = make_bot("hard", RULESET, iterations=12)
    easy = make_bot("easy", RULESET)
    previous, reused_after_own, reused_after_other = None, [], []
    while s.to_decide() is not None and s.decisions_made < 120:
        view = seat_view(s)
        bot = hard if view.seat == 0 else easy
        action = bot.choose(view, Rng(s.decisions_made))
        if view.seat == 0 and hard.last.iterations:
            (reused_after_own if previous == 0 else reused_after_other).append(hard.last.reused)
        previous = view.seat
        s.apply(action)
    assert any(reused_after_own), "a turn of several actions carries its worlds over"
    assert reused_after_other and not any(reused_after_other), "another seat's move is news: nothing carried over"


#: decisions a seeded game may take before it counts as looping (the longest seen is under 1000)
GUARD = 5000


def test_every_seeded_game_of_every_seat_mix_ends_within_the_guard():
    """Every mix of levels (small budgets), 2, 3 and 4 seats, with and without Champions: the
    game ends, a stalled Battle included (docs/rulings.md, For Glory ruling 19)."""
    from itertools import combinations_with_replacement

    from engine.play.match import play_match

    levels = ("random", "easy", "normal", "hard")
    games = [(mix, seed) for mix in combinations_with_replacement(levels, 3) for seed in (1, 2)]
    games += [(mix, 3) for mix in combinations_with_replacement(levels, 2)]
    games += [(mix, 4) for mix in (("random",) * 4, ("easy",) * 4, ("hard", "normal", "easy", "random"))]
    for mix, seed in games:
        bots = [make_bot(level, RULESET, iterations=4) for level in mix]
        config = RULESET.make_config(len(mix), {"champions": "random" if seed % 2 == 0 else "off"})
        match = play_match(RULESET, config, seed, bots, max_decisions=GUARD)
        assert match.result.winner is not None, (mix, seed)


def test_belief_weighting_doubts_worlds_where_a_pass_left_a_lethal_blow_unanswered():
    """Seat 1 passed while its Samnite takes lethal Damage: a world giving it a Parry in hand
    explains that pass badly; a world without one, fully. Only the open window's passes count."""
    from engine.forglory.bots import likelihood

    s = make({"phase": "combat", "active": 0, "crowds_favor": 2, "seat": [
        {"arena": ["Gallus"]}, {"arena": ["Samnite"], "hand": ["Parry"]}, {"arena": ["Provocator"], "villa": ["Vestalis"]}]})
    s.apply(Action.make("attack", gladiator=one(s, 0, "arena", "Gallus")))
    if s.to_decide().kind == "reaction":  # the "when attacks" window: everyone passes
        while s.to_decide().kind == "reaction":
            s.apply(Action.make("pass"))
    s.apply(Action.make("strike", target=one(s, 1, "arena", "Samnite")))
    assert s.to_decide().seat == 1 and s.to_decide().kind == "reaction"
    assert likelihood(s, 0) == 1.0  # nobody has passed in this window yet
    s.apply(Action.make("pass"))
    assert s.to_decide().seat == 2 and s.to_decide().kind == "reaction"  # its Vestalis could still answer
    with_parry = likelihood(s, 0)
    assert with_parry < 0.05
    other = s.clone()
    other.hand[1] = []  # the world where seat 1 holds nothing to answer with
    assert likelihood(other, 0) == 1.0
    assert likelihood(s, 1) == 1.0  # a seat's own pass tells it nothing


def test_the_policy_reads_the_pending_decision_from_the_frame_as_to_decide_tells_it():
    """``deciding`` (the seat and kind the policy reads from the frame on top, without making the
    Decision) agrees with ``to_decide`` at every position of seeded games, every kind met."""
    from engine.forglory.bots import deciding

    kinds = set()
    for seed in range(6):
        s = new(2 + seed % 3, seed=seed, champions=("off", "random", "draft")[seed % 3])
        rng = Rng(seed, stream=5)
        while (decision := s.to_decide()) is not None:
            top, seat, kind = deciding(s)
            assert top is s.stack[-1] and (seat, kind) == (decision.seat, decision.kind)
            kinds.add(kind)
            s.apply(rng.choice(s.legal_actions()))
    assert {"draft", "take_actions", "late_registration", "combat_turn", "reaction", "attack_target"} <= kinds


def test_a_houses_tallies_count_its_cards_as_the_features_name_them():
    """One sum of the cards' tallies gives each count a loop over the piles would."""
    from engine.forglory import features as f

    s = new(3, seed=4)
    rng = Rng(4, stream=5)
    for _ in range(150):
        if s.to_decide() is None:
            break
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(s.n):
        cards = [s.cd[c] for pile in (s.hand, s.deck, s.discard, s.reserve, s.arena) for c in pile[seat]]
        total = sum(map(f.tallies(s.cd).__getitem__, [c for pile in (s.hand, s.deck, s.discard, s.reserve, s.arena)
                                                     for c in pile[seat]]))
        glads = [c for c in cards if c.type == "gladiator"]
        assert f.lane(total, f.GLADIATOR) == len(glads)
        assert f.lane(total, f.STRENGTH) == sum(c.attack + c.health for c in glads)
        assert f.lane(total, f.INCOME) == sum(c.value for c in cards if c.type == "income")
        assert f.lane(total, f.TRICK) == sum(1 for c in cards if c.type in ("tactic", "reaction"))
        need = f.tallies(s.cd).need
        assert sum(need[c] for pile in (s.hand, s.deck, s.discard, s.arena) for c in pile[seat]) == sum(
            c.influence for pile in (s.hand, s.deck, s.discard, s.arena) for c in map(s.cd.get, pile[seat])
            if c.type == "gladiator")
        villa = sum(map(f.tallies(s.cd).__getitem__, s.villa[seat]))
        assert f.lane(villa, f.ARENA) == sum(1 for c in s.villa[seat] if s.cd[c].type == "arena")
        assert f.lane(villa, f.PATRON) == sum(1 for c in s.villa[seat] if s.cd[c].type == "patron")


def test_a_skipped_determinization_draws_what_a_built_one_draws_and_flat_worlds_weigh_one():
    # engine/ai/belief.py builds only the kept world of a flat belief pool: ``skip_determinize``
    # must leave the generator exactly where ``determinize`` does and its draws build the same
    # world, and ``flat_likelihood`` must say so only where ``likelihood`` is 1.0 in every world
    from engine.forglory.bots import flat_likelihood, likelihood

    flat_seen = weighed_seen = 0
    for seats in (2, 3, 4):
        s = new(seats, seed=40 + seats, champions="random")
        play = Rng(seats, stream=9)
        while s.to_decide() is not None:
            if s.decisions_made % 3 == 0:
                for seat in range(seats):
                    found = check_skipped_determinization(s, seat, s.decisions_made, flat_likelihood, likelihood)
                    assert found.skipped  # For Glory can always tell its draws
                    flat_seen += found.flat
                    weighed_seen += not found.flat
            s.apply(heuristic_policy(s, play) if play.below(2) else play.choice(s.legal_actions()))
    assert flat_seen and weighed_seen
