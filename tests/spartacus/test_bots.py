"""Spartacus bots: they answer every offer, see only their view, and search within budget."""
from __future__ import annotations

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
