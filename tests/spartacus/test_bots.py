"""Spartacus bots: they answer every offer, see only their view, and search within budget."""
from __future__ import annotations

import pytest

from engine.ai.levels import make_bot
from engine.ai.view import seat_view
from engine.core import Action, Rng

from .helpers import RULES, drive, new_game
from .test_mercado import at_auction


def test_the_policy_answers_every_decision_with_a_legal_action():
    policy = RULES.bot_kit().policy
    for seed in range(3):
        state = new_game(4, seed)
        rng = Rng(seed)
        while state.to_decide() is not None:
            action = policy(state, rng)
            assert state.accepts(action), (state.step, action)
            state.apply(action)


def test_an_offer_is_always_answered_at_once():
    bot = make_bot("easy", RULES)
    state = new_game(3, 1)
    drive(state, lambda s: s.step == "market")
    trade = next(a for a in state.legal_actions() if a.kind == "trade")
    state.apply(trade)
    choice = bot.choose(seat_view(state), Rng(1))
    assert choice in (Action.make("accept"), Action.make("decline"))


def test_a_bid_does_not_depend_on_the_bids_already_made():
    for level in ("random", "easy", "hard"):
        bot = make_bot(level, RULES)
        choices = set()
        for first in (0, 3):
            state = at_auction(seed=2, gold=(6, 6, 6))
            state.apply(Action.hidden(state.sealed.next_seat(), ("amount",), "bid", amount=first))
            choices.add(bot.choose(seat_view(state), Rng(9)))
        assert len(choices) == 1, f"{level}: the second bidder's choice depends on the first bid"


def test_hard_plays_a_round_with_only_legal_moves():
    bots = [make_bot("hard", RULES), make_bot("easy", RULES), make_bot("random", RULES)]
    state = new_game(3, 5)
    rng = Rng(5)
    while (d := state.to_decide()) is not None and state.round_no < 2:
        state.apply(bots[d.seat].choose(seat_view(state), rng))
    assert state.round_no == 2 or state.over


def test_promises_are_kept_or_broken_by_the_trust_records():
    from engine.spartacus.bots import heuristic_policy

    from .test_intriga import at_intrigue, scheme_action, turn_seat

    def owing(cheat_record, own_record):
        state = at_intrigue()
        seat = turn_seat(state)
        helper = (seat + 1) % 3
        for _ in range(cheat_record):
            promise, _ = state.ledger.make(helper, seat, "x")
            state.ledger.settle(promise.id, False)
        for _ in range(own_record):
            promise, _ = state.ledger.make(seat, helper, "y")
            state.ledger.settle(promise.id, True)
        state.influence[seat], state.influence[helper] = 1, 5
        state.gold[seat] = 9
        state.apply(scheme_action(state, "Rich Patronage"))
        state.apply(next(a for a in state.legal_actions() if a.kind == "ask_support" and a.give_gold == 2))
        state.apply(Action.make("accept"))
        drive(state, lambda s: s.step == "repay")
        return heuristic_policy(state, Rng(1)).kind

    assert owing(0, 0) == "keep_promise", "a house with no record is paid"
    assert owing(3, 3) == "break_promise", "a known cheat is not, by a house whose own word is good"
    assert owing(3, 0) == "keep_promise", "a house with no good record of its own mends it"


def test_a_favour_is_taken_from_a_trusted_house_only_and_honoured_when_called_in():
    from engine.spartacus.bots import heuristic_policy, rank

    from .test_arena import at_arena
    from .test_intriga import at_intrigue, scheme_action, turn_seat

    def host_answer(broken):
        state = at_arena()
        speaker = state.window.speaker
        for _ in range(broken):
            promise, _ = state.ledger.make(speaker, state.host, "x")
            state.ledger.settle(promise.id, False)
        state.gold[speaker] = 0
        state.apply(next(a for a in state.legal_actions() if a.kind == "bribe" and a.give_gold == 0))
        return heuristic_policy(state, Rng(1)).kind

    assert host_answer(0) == "accept", "a house with no record is believed"
    assert host_answer(2) == "decline", "a house that breaks its word is not"

    state = at_intrigue()
    seat = turn_seat(state)
    debtor = (seat + 1) % 3
    state.owe_favour(debtor, seat, "Cartas de conspiración")
    state.influence[seat], state.influence[debtor] = 1, 5
    state.apply(scheme_action(state, "Rich Patronage"))
    state.apply(next(a for a in state.legal_actions() if a.kind == "ask_support" and a.to == debtor
                     and a.give_gold == 0))
    assert heuristic_policy(state, Rng(1)).kind == "accept", "a favour called in is honoured"
    assert rank(state, state.legal_actions())[0] == Action.make("accept"), \
        "the search looks first at what the reputation policy says (a tie keeps one's word)"


def test_no_gold_is_offered_to_a_host_who_breaks_his_word():
    from engine.spartacus.bots import heuristic_policy
    from engine.spartacus.content import content

    from .test_arena import at_arena

    def offer(host_broken):
        state = at_arena()
        speaker = state.window.speaker
        state.gold[speaker] = 6
        for k in state.characters(speaker):  # a house with nobody fit to fight wants to stay out
            if sum(content().card(k).dice) >= 5:
                state.exhausted.add(k)
        for _ in range(host_broken):
            promise, _ = state.ledger.make(state.host, speaker, "x")
            state.ledger.settle(promise.id, False)
        return heuristic_policy(state, Rng(1)).kind

    assert offer(0) == "bribe"
    assert offer(2) == "pass", "the host's record says the bribe would buy nothing"


@pytest.mark.rule("spartacus", "Cartas de reacción")
def test_belief_weighting_doubts_worlds_where_a_pass_left_the_leaders_scheme_standing():
    """Rulebook "Cartas de reacción": every other house may cancel a scheme with a reaction. House 1
    let the leader's Rich Patronage be: a world giving it Loyal Spies (which it could play and the
    policy would) explains that pass badly, a world with an empty hand fully. Only passes seen count."""
    from engine.spartacus.bots import AGAINST_POLICY, likelihood

    from .test_intriga import intrigue_turn, scheme_action

    state = intrigue_turn(influence=(5, 4, 2), hands=((), ("Loyal Spies",), ()))
    state.apply(scheme_action(state, "Rich Patronage"))
    assert state.to_decide().seat == 1 and state.to_decide().kind == "reaction"
    assert likelihood(state, 2) == 1.0  # nobody has let it be yet
    state.apply(Action.make("pass"))
    assert state.to_decide().seat == 2
    assert likelihood(state, 2) == AGAINST_POLICY
    empty = state.clone()
    empty.hands[1] = []
    assert likelihood(empty, 2) == 1.0
    assert likelihood(state, 1) == 1.0  # a house's own pass tells it nothing


@pytest.mark.rule("spartacus", "Fase de mercado")
def test_belief_weighting_prefers_sealed_bids_the_policy_would_make():
    """Rulebook "Fase de mercado": bids are sealed. A world where the first bidder bid near what the
    lot is worth to it explains the bid better than one where it bid all it has, or nothing."""
    from engine.spartacus.bots import _lot_worth, likelihood

    state = at_auction(seed=2, gold=(9, 9, 9))
    first = state.sealed.next_seat()
    worth = _lot_worth(state, first)
    assert worth >= 2
    state.apply(Action.hidden(first, ("amount",), "bid", amount=0))
    searcher = state.sealed.next_seat()
    weights = {}
    for amount in (0, int(0.7 * worth), 9):
        world = state.clone()
        world.sealed.answers[first] = amount
        weights[amount] = likelihood(world, searcher)
    assert weights[int(0.7 * worth)] > weights[0] and weights[int(0.7 * worth)] > weights[9]
    assert likelihood(state, first) == 1.0  # a house's own bid tells it nothing


@pytest.mark.rule("spartacus", "Cartas de conspiración")
def test_belief_weighting_doubts_a_house_that_ended_its_turn_holding_a_scheme_it_could_play():
    """Rulebook "Cartas de conspiración": a scheme one's influence meets is played at once. A world
    giving the house whose turn is over such a scheme makes that turn's end unlikely."""
    from engine.spartacus.bots import AGAINST_POLICY, likelihood

    from .helpers import card_named, to_hand
    from .test_intriga import intrigue_turn

    state = intrigue_turn(influence=(6, 4, 4))
    state.hands[0] = []
    state.apply(Action.make("end_turn"))
    searcher = state.order[state.idx]
    assert likelihood(state, searcher) == 1.0
    world = state.clone()
    to_hand(world, 0, card_named("Rich Patronage", "intrigue"))
    assert likelihood(world, searcher) == AGAINST_POLICY


def _hard_playout(state):
    """One 'hard' playout from ``state`` (the root's move the policy's): the position where it
    stopped, and whether the evaluator judged it there (False: the game ended)."""
    from dataclasses import replace

    from engine.ai.search import SearchBot

    judged = []
    kit = RULES.bot_kit()
    kit = replace(kit, evaluator=lambda s: judged.append(s) or [0.5] * s.num_seats)
    start, playout = state.clone(), state.clone()
    playout.apply_unchecked(kit.policy(playout, Rng(3)))
    SearchBot(kit, "hard").rollout(playout, Rng(4), start)
    return playout, bool(judged)


def test_hard_plays_the_phase_out_when_a_house_stands_near_victory():
    # Victoria: a house with 12 influence wins at the end of the phase, so with a house at 10
    # 'hard' does not judge a playout in the middle of the phase, as it does otherwise
    from engine.spartacus.bots import ROLLOUT_DEPTH

    from .test_intriga import at_intrigue

    quiet_root = at_intrigue(4, 2)
    end, judged = _hard_playout(quiet_root)
    assert judged and end.decisions_made - quiet_root.decisions_made == ROLLOUT_DEPTH + 1
    assert (end.round_no, end.phase) == (quiet_root.round_no, "intriga"), "the phase outlasts the horizon"

    near = at_intrigue(4, 2)
    near.influence[(near.order[near.idx] + 1) % 4] = 10
    end, judged = _hard_playout(near)
    assert end.decisions_made - near.decisions_made > ROLLOUT_DEPTH + 1
    assert not judged or (end.round_no, end.phase) != (near.round_no, "intriga"), "judged once the phase is over"
